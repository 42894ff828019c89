import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

/// Page dots of their own, placed anywhere (a header bar, under the pager)
/// and bound to a ``Pager``, as AdwCarouselIndicatorDots is to its
/// carousel: they show its pages, with several items a page, wrap, right
/// to left and long sources as its own dots do (the core's
/// `boundIndicator`), and a click on a dot scrolls the pager there.
@MainActor
public final class Dots {
    /// The GTK widget; nil once it was destroyed.
    public private(set) var widget: Widget?
    /// The pager followed, if any.
    public private(set) weak var pager: Pager?

    /// Dots following no pager yet.
    public convenience init() {
        Dots.constructing = true
        let w = sliding_pages4_dots_new()!
        Dots.constructing = false
        self.init(adopting: w)
    }

    /// Set while ``init()`` makes its widget.
    static var constructing = false

    /// The Swift side of `w`, dots just made.
    init(adopting w: Widget) {
        widget = w
        sliding_pages4_dots_attach(OpaquePointer(w), dotsHooks, Unmanaged.passRetained(self).toOpaque())
    }

    /// Follows `pager` (nil: none); the `pager` property is notified.
    public func follow(_ pager: Pager?) {
        guard pager !== self.pager else { return }
        self.pager?.followers.removeAll { $0.dots === self || $0.dots == nil }
        self.pager = pager
        pager?.followers.append(WeakDots(self))
        changed()
        if let w = widget { sliding_pages4_dots_notify_pager(OpaquePointer(w)) }
    }

    /// The followed pager moved or changed: the dots draw again, and
    /// measure again when the page count changed.
    func changed() {
        guard let w = widget else { return }
        let count = model?.dots.dotCount ?? 0
        if count != shownCount {
            shownCount = count
            gtk_widget_queue_resize(w)
        }
        gtk_widget_queue_draw(w)
    }

    var shownCount = -1

    /// The dots' geometry and what they show now, from the pager's engine.
    var model: (dots: PageDots, first: Int, position: Double, wraps: Bool)? {
        guard let p = pager, p.widget != nil else { return nil }
        let b = p.engine.boundIndicator
        guard b.count > 0 else { return nil }
        var d = PageDots(pageCount: b.count, rightToLeft: p.configuration.rightToLeft)
        d.style = p.indicatorStyle
        return (d, b.firstPage, b.position, b.wraps)
    }

    func measure(horizontal: Bool) -> Int {
        guard let m = model else { return 0 }
        return Int((horizontal ? m.dots.size.width : m.dots.size.height).rounded(.up))
    }

    func snapshot(_ s: OpaquePointer) {
        guard let w = widget, let m = model else { return }
        let r = m.dots.centred(in: Size(width: Double(gtk_widget_get_width(w)), height: Double(gtk_widget_get_height(w))))
        let ink = themeColour(w)
        let placed = DotsPlacement(rect: r, dots: m.dots, pagePosition: m.position, wraps: m.wraps, reveal: 0, alpha: 1)
        let cy = r.y + r.height / 2
        if m.dots.style == .lines {
            pager?.drawLines(s, placed, ink: ink)
            return
        }
        m.dots.forEachDot(pagePosition: m.position, width: r.width, wraps: m.wraps) { _, cx, _, e in
            let look = m.dots.look(emphasis: e)
            var dot = rect(Rect(x: r.x + cx - look.radius, y: cy - look.radius, width: 2 * look.radius, height: 2 * look.radius))
            var faint = ink, full = ink
            faint.alpha = ink.alpha * 0.35
            full.alpha = ink.alpha
            var colour = mix(faint, full, look.mix)
            fillRounded(s, &dot, radius: look.radius, &colour)
        }
    }

    func clicked(x: Double) {
        guard let w = widget, let m = model, let p = pager else { return }
        let r = m.dots.centred(in: Size(width: Double(gtk_widget_get_width(w)), height: Double(gtk_widget_get_height(w))))
        guard let page = m.dots.page(atX: x - r.x, pagePosition: m.position, width: r.width) else { return }
        p.scroll(toPage: m.first + page, duration: p.engine.motion.configuration.pageAnimationDuration)
    }

    func disposed() {
        pager?.followers.removeAll { $0.dots === self || $0.dots == nil }
        widget = nil
    }
}

/// A bound dots widget, held weakly by its pager.
struct WeakDots {
    weak var dots: Dots?
    init(_ dots: Dots) { self.dots = dots }
}

@MainActor
private func dots(_ address: UInt) -> Dots { Unmanaged<Dots>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue() }

/// The hook table every bound dots widget calls.
nonisolated(unsafe) let dotsHooks: UnsafeMutablePointer<SlidingPages4DotsHooks> = {
    let h = UnsafeMutablePointer<SlidingPages4DotsHooks>.allocate(capacity: 1)
    h.initialize(to: SlidingPages4DotsHooks(
        measure: { data, orientation, minimum, natural in
            let a = UInt(bitPattern: data), horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
            let n = MainActor.assumeIsolated { dots(a).measure(horizontal: horizontal) }
            minimum?.pointee = gint(clamping: n)
            natural?.pointee = gint(clamping: n)
        },
        snapshot: { data, snapshot in
            let a = UInt(bitPattern: data), s = UInt(bitPattern: snapshot)
            MainActor.assumeIsolated { dots(a).snapshot(OpaquePointer(bitPattern: s)!) }
        },
        clicked: { data, x, _ in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { dots(a).clicked(x: x) }
        },
        follow: { data, pager in
            let a = UInt(bitPattern: data), p = UInt(bitPattern: pager)
            MainActor.assumeIsolated {
                let followed = Pager.of(Widget(bitPattern: p))
                if p != 0 && followed == nil { return sliding_pages4_warn("SlidingPages4Dots: the pager given has gone; the dots follow no pager") }
                dots(a).follow(followed)
            }
        },
        followed: { data in
            let a = UInt(bitPattern: data)
            let w = MainActor.assumeIsolated { UInt(bitPattern: dots(a).pager?.widget) }
            return OpaquePointer(bitPattern: w)
        },
        dispose: { data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let d = dots(a)
                d.disposed()
                Unmanaged.passUnretained(d).release()
            }
        }))
    return h
}()

/// Dots made by g_object_new (C, a binding, a .ui file) get their Swift
/// side; those ``Dots/init()`` makes get it from there.
@_cdecl("sliding_pages4_dots_adopt")
func adoptDots(_ object: OpaquePointer?) {
    let address = UInt(bitPattern: object)
    MainActor.assumeIsolated {
        guard !Dots.constructing, let w = Widget(bitPattern: address) else { return }
        _ = Dots(adopting: w)
    }
}

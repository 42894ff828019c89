import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The Swift side of the SlidingPagesDots GType (sliding-pages-dots.c): its
// drawing and geometry are the pager's dots', from the core's PageDots.

extension Pager.Dots {
    /// New dots for `pages` pages: a floating GtkWidget, like any new one.
    public static func make(pages: Int) -> Pager.Widget {
        Pager.enableBuilderSupport()
        return sliding_pages_dots_new(Int32(clamping: max(0, pages)))
    }

    /// Makes `dots` follow `adjustment` (one page is its page size), or
    /// be driven by hand with nil.
    public static func follow(_ dots: Pager.Widget, _ adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
        sliding_pages_dots_set_adjustment(OpaquePointer(dots), adjustment)
    }

    /// Makes `dots` show `pager`'s pages and position wherever they are placed, and
    /// scroll it from a click or key (the `pager` property); nil drives them by hand again.
    public static func follow(_ dots: Pager.Widget, pager: Pager?) {
        sliding_pages_dots_set_pager(OpaquePointer(dots), pager.map { OpaquePointer($0.widget) })
    }

    /// Per-page colours (KVNMaskedPageControl's): for a page and whether
    /// it is the current page's dot; nil, or no function, is the theme's.
    public static func setColours(_ dots: Pager.Widget, _ colour: (@MainActor (_ page: Int, _ current: Bool) -> GdkRGBA?)?) {
        guard let colour else {
            sliding_pages_dots_set_colour_func(OpaquePointer(dots), nil, nil, nil)
            return
        }
        let box = Unmanaged.passRetained(DotColours(colour)).toOpaque()
        sliding_pages_dots_set_colour_func(OpaquePointer(dots), { page, current, out, data in
            let c = Unmanaged<DotColours>.fromOpaque(data!).takeUnretainedValue()
            guard let rgba = onMainActor((c, Int(page), current != 0), { c, page, current in c.colour(page, current) }) else { return 0 }
            out?.pointee = rgba
            return 1
        }, box, { data in Unmanaged<DotColours>.fromOpaque(data!).release() })
    }
}

/// A dot colour function kept by standalone dots.
final class DotColours {
    let colour: @MainActor (Int, Bool) -> GdkRGBA?
    init(_ colour: @escaping @MainActor (Int, Bool) -> GdkRGBA?) { self.colour = colour }
}

/// What a SlidingPagesDots widget keeps between frames: its dot sprites
/// and its "dot" style node; freed with the widget.
@MainActor
final class DotsLook {
    let sprites = ChromeSprites()
    var node: OpaquePointer?

    /// The look of `widget`, made on its first paint.
    static func of(_ widget: Pager.Widget) -> DotsLook {
        if let data = g_object_get_data(object(widget), "sliding-pages-dots-look") {
            return Unmanaged<DotsLook>.fromOpaque(data).takeUnretainedValue()
        }
        let look = DotsLook()
        g_object_set_data_full(object(widget), "sliding-pages-dots-look", Unmanaged.passRetained(look).toOpaque()) { data in
            onMainActor { Unmanaged<DotsLook>.fromOpaque(data!).takeRetainedValue().letGo() }
        }
        return look
    }

    /// The widget is finalized: its style node goes with it.
    func letGo() {
        if let n = node { g_object_unref(UnsafeMutableRawPointer(n)) }
        node = nil
    }
}

private func dotsModel(_ n: Int32, rtl: Bool, style: SlidingPagesIndicatorStyle) -> PageDots {
    var d = PageDots(pageCount: Int(n), rightToLeft: rtl)
    d.style = IndicatorStyle(rawValue: Int(style.rawValue)) ?? .dots
    return d
}

@_cdecl("sliding_pages_dots_paint")
func slidingPagesDotsPaint(_ widget: UnsafeMutablePointer<GtkWidget>?, _ cr: OpaquePointer?, _ n: Int32, _ position: Double, _ reveal: Double,
                           _ rtl: gboolean, _ style: SlidingPagesIndicatorStyle, _ wraps: gboolean) {
    sliding_pages_count_crossing()
    guard let widget, let cr else { return }
    let address = UInt(bitPattern: widget), crAddress = UInt(bitPattern: cr)
    onMainActor {
        let w = UnsafeMutablePointer<GtkWidget>(bitPattern: address)!, cr = OpaquePointer(bitPattern: crAddress)!
        let dots = dotsModel(n, rtl: rtl != 0, style: style)
        guard dots.dotCount > 0 else { return }
        let look = DotsLook.of(w)
        if look.node == nil {
            // Dots made from C or a .ui file may be the first chrome drawn.
            installChromeCSSOnce()
            look.node = OpaquePointer(sliding_pages_style_node(w, gtk_widget_get_style_context(w), "dot", nil))
        }
        let node = look.node!
        let r = dots.centred(in: Size(width: Double(gtk_widget_get_allocated_width(w)), height: Double(gtk_widget_get_allocated_height(w))))
        ChromePainter.dots(cr, rect: r, dots: dots, pagePosition: position, wraps: wraps != 0, reveal: reveal, alpha: 1, sprites: look.sprites,
                           normal: { page in hostColour(w, page, current: false) ?? ChromePainter.colour(node) },
                           current: { page in hostColour(w, page, current: true) ?? ChromePainter.colour(node, state: GTK_STATE_FLAG_CHECKED) })
    }
}

/// The host's colour for a page's dot: its function's (sliding_pages_dots_set_colour_func),
/// else its list's (sliding_pages_dots_set_colour_list), else nil.
private func hostColour(_ w: UnsafeMutablePointer<GtkWidget>, _ page: Int, current: Bool) -> GdkRGBA? {
    var c = GdkRGBA()
    if sliding_pages_dots_colour(OpaquePointer(w), Int32(clamping: page), current ? 1 : 0, &c) != 0 { return c }
    var n: guint = 0
    guard let list = sliding_pages_dots_colour_list(OpaquePointer(w), current ? 1 : 0, &n),
          let k = PageDots.listIndex(page: page, count: Int(n)) else { return nil }
    return list[k]
}

@_cdecl("sliding_pages_dots_measure")
func slidingPagesDotsMeasure(_ n: Int32, _ style: SlidingPagesIndicatorStyle, _ width: UnsafeMutablePointer<Int32>?,
                             _ height: UnsafeMutablePointer<Int32>?) {
    sliding_pages_count_crossing()
    let s = dotsModel(max(1, n), rtl: false, style: style).size
    width?.pointee = Int32(s.width.rounded(.up))
    height?.pointee = Int32(s.height.rounded(.up))
}

@_cdecl("sliding_pages_dots_page_at")
func slidingPagesDotsPageAt(_ n: Int32, _ position: Double, _ x: Double, _ width: Int32, _ rtl: gboolean,
                            _ style: SlidingPagesIndicatorStyle) -> Int32 {
    sliding_pages_count_crossing()
    let dots = dotsModel(n, rtl: rtl != 0, style: style)
    let r = dots.centred(in: Size(width: Double(width), height: dots.size.height))
    return Int32(clamping: dots.page(atX: x - r.x, pagePosition: position, width: r.width) ?? -1)
}

@_cdecl("sliding_pages_dots_read_adjustment")
func slidingPagesDotsReadAdjustment(_ lower: Double, _ upper: Double, _ pageSize: Double, _ value: Double, _ n: UnsafeMutablePointer<Int32>?,
                                    _ position: UnsafeMutablePointer<Double>?, _ reveal: UnsafeMutablePointer<Double>?) -> gboolean {
    sliding_pages_count_crossing()
    let range = ScrollRange(lower: lower, upper: upper, pageSize: pageSize, value: value)
    guard let count = range.pageCount, let p = range.pagePosition else { return 0 }
    n?.pointee = Int32(clamping: count)
    position?.pointee = p.position
    reveal?.pointee = PageDots.maskShare(p.nextShare)
    return 1
}

// The C type keeps a DotsControl and asks it every decision.

private func flags(_ c: DotsControl.Changes) -> Int32 {
    (c.count ? 1 : 0) | (c.position ? 2 : 0) | (c.currentPage ? 4 : 0)
}

private func control(_ p: OpaquePointer?) -> UnsafeMutablePointer<DotsControl> {
    UnsafeMutablePointer<DotsControl>(p!)
}

@_cdecl("sliding_pages_dots_control_new")
func slidingPagesDotsControlNew() -> OpaquePointer {
    let p = UnsafeMutablePointer<DotsControl>.allocate(capacity: 1)
    p.initialize(to: DotsControl())
    return OpaquePointer(p)
}

@_cdecl("sliding_pages_dots_control_free")
func slidingPagesDotsControlFree(_ p: OpaquePointer?) {
    guard p != nil else { return }
    control(p).deinitialize(count: 1)
    control(p).deallocate()
}

@_cdecl("sliding_pages_dots_control_read")
func slidingPagesDotsControlRead(_ p: OpaquePointer?, _ out: UnsafeMutablePointer<SlidingPagesDotsState>?) {
    let c = control(p).pointee
    out?.pointee = SlidingPagesDotsState(n_pages: Int32(clamping: c.pageCount), current_page: Int32(clamping: c.currentPage ?? -1),
                                         position: c.position, reveal: c.reveal, hidden: c.isHidden ? 1 : 0,
                                         hides_for_single_page: c.hidesForSinglePage ? 1 : 0, defers: c.defersDisplay ? 1 : 0)
}

@_cdecl("sliding_pages_dots_control_set")
func slidingPagesDotsControlSet(_ p: OpaquePointer?, _ n: Int32, _ position: Double, _ reveal: Double, _ wraps: gboolean, _ first: Int32,
                                _ heading: Int32) -> Int32 {
    flags(control(p).pointee.set(pageCount: Int(n), position: position, reveal: reveal, wraps: wraps != 0, firstPage: Int(first),
                                 heading: heading < 0 ? nil : Int(heading)))
}

@_cdecl("sliding_pages_dots_control_set_count")
func slidingPagesDotsControlSetCount(_ p: OpaquePointer?, _ n: Int32) -> Int32 {
    flags(control(p).pointee.set(pageCount: Int(n)))
}

@_cdecl("sliding_pages_dots_control_set_modes")
func slidingPagesDotsControlSetModes(_ p: OpaquePointer?, _ hides: gboolean, _ defers: gboolean) {
    control(p).pointee.hidesForSinglePage = hides != 0
    control(p).pointee.defersDisplay = defers != 0
}

@_cdecl("sliding_pages_dots_control_page_to_set")
func slidingPagesDotsControlPageToSet(_ p: OpaquePointer?, _ page: Int32) -> Int32 {
    Int32(control(p).pointee.pageToSet(Int(page)))
}

@_cdecl("sliding_pages_dots_control_key")
func slidingPagesDotsControlKey(_ p: OpaquePointer?, _ keyval: guint, _ state: guint, _ mirrored: gboolean) -> Int32 {
    guard let key = DotsControl.Key(keysym: keyval, modifiers: state, mirrored: mirrored != 0),
          let page = control(p).pointee.page(for: key) else { return -1 }
    // Past an end the key stays the dots' (kept on the page), as in GTK 4.
    return Int32(clamping: control(p).pointee.pageToSet(page))
}

@_cdecl("sliding_pages_dots_control_ask")
func slidingPagesDotsControlAsk(_ p: OpaquePointer?, _ page: Int32, _ follows: gboolean, _ pageOut: UnsafeMutablePointer<Int32>?,
                                _ changes: UnsafeMutablePointer<Int32>?) -> SlidingPagesDotsAnswer {
    changes?.pointee = 0
    switch control(p).pointee.ask(for: Int(page), followsAdjustment: follows != 0) {
    case nil: return SP_DOTS_NONE
    case .scrollAdjustment(let k)?: pageOut?.pointee = Int32(k); return SP_DOTS_SCROLL
    case .deferred(let k)?: pageOut?.pointee = Int32(k); return SP_DOTS_DEFERRED
    case .shown(let k, let c)?:
        pageOut?.pointee = Int32(k)
        changes?.pointee = flags(c)
        return SP_DOTS_SHOWN
    }
}

@_cdecl("sliding_pages_dots_control_update_display")
func slidingPagesDotsControlUpdateDisplay(_ p: OpaquePointer?) -> Int32 {
    control(p).pointee.updateDisplay().map(flags) ?? -1
}

@_cdecl("sliding_pages_pager_bound_indicator")
func slidingPagesPagerBoundIndicator(_ pager: OpaquePointer?, _ out: UnsafeMutablePointer<SlidingPagesBoundIndicator>?) {
    sliding_pages_count_crossing()
    guard let pager, let out else { return }
    let address = UInt(bitPattern: pager)
    let b = onMainActor { Pager.from(UnsafeMutablePointer<GtkWidget>(bitPattern: address)!)?.engine.boundIndicator }
    guard let b else { return out.pointee = SlidingPagesBoundIndicator(n_pages: 0, first_page: 0, position: 0, reveal: 0, wraps: 0, heading: -1) }
    out.pointee = SlidingPagesBoundIndicator(n_pages: Int32(clamping: b.count), first_page: Int32(clamping: b.firstPage), position: b.position,
                                             reveal: b.reveal, wraps: b.wraps ? 1 : 0, heading: Int32(clamping: b.heading ?? -1))
}

@_cdecl("sliding_pages_pager_bound_scroll")
func slidingPagesPagerBoundScroll(_ pager: OpaquePointer?, _ page: Int32) {
    sliding_pages_count_crossing()
    guard let pager else { return }
    let address = UInt(bitPattern: pager)
    onMainActor {
        guard let p = Pager.from(UnsafeMutablePointer<GtkWidget>(bitPattern: address)!) else { return }
        p.scroll(toPage: Int(page), duration: p.animationDuration)
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

/// A scrubber nub on any GtkScrolledWindow, in one call (the
/// SPTScrollViewScrubber seed's two steps):
///
///     ScrubberAttachment.attach(to: scrolledWindow)
///
/// The nub rides the vertical scrollbar's side for content at least
/// `minimumScrollFactor` (2.0) viewports long, fades between 0.3 and 1.0, and
/// dragging it scrolls with the same invertible mapping the pager uses. The
/// scrolled window owns the attachment.
@MainActor
public final class ScrubberAttachment {
    public let scrolledWindow: Pager.Widget
    public var options = ChromeOptions()
    /// The nub's states (the seed's highlight/unhighlight/select/deselect).
    public var onHighlight: (() -> Void)?
    public var onUnhighlight: (() -> Void)?
    public var onSelect: (() -> Void)?
    public var onDeselect: (() -> Void)?
    public private(set) var pressed = false
    private var grab = 0.0
    private var lastActivity: Double?
    private var selected = false
    private var tickID: guint = 0
    private var gesture: OpaquePointer?  // GtkGesture
    private var styleNode: OpaquePointer?
    private let sprites = ChromeSprites()

    /// Adds a scrubber to `scrolledWindow` and returns it (the window keeps it).
    @discardableResult
    public static func attach(to scrolledWindow: Pager.Widget) -> ScrubberAttachment {
        ScrubberAttachment(scrolledWindow)
    }

    private init(_ sw: Widget) {
        scrolledWindow = sw
        options.scrubberCrossAlignment = 1
        installChromeCSSOnce()
        let me = Unmanaged.passRetained(self).toOpaque()
        g_object_set_data_full(object(sw), "sliding-pages-scrubber", me) { data in
            onMainActor { Unmanaged<ScrubberAttachment>.fromOpaque(data!).takeRetainedValue().detach() }
        }
        gtk_style_context_add_class(gtk_widget_get_style_context(sw), "sliding-pages-scrubber")
        // The nub is rasterised once per look: a theme change draws it again.
        PagerGLib.connect(sw, "style-updated") { [weak self] _ in self?.sprites.dropNubs() }
        sp_connect_draw(sw, { _, cr, data in
            let a = Unmanaged<ScrubberAttachment>.fromOpaque(data!).takeUnretainedValue()
            onMainActor { a.draw(cr!) }
            return 0
        }, me, nil, 1)
        if let adj = adjustment {
            PagerGLib.connect(adj, "value-changed") { [weak self] _ in self?.scrolled() }
        }
        // Capture phase, so a press on the nub is ours before the list's.
        let g = gtk_gesture_drag_new(sw)!
        gesture = g
        gtk_event_controller_set_propagation_phase(sp_event_controller(UnsafeMutableRawPointer(g)), GTK_PHASE_CAPTURE)
        sp_connect_drag(g, "drag-begin", { g, x, y, data in
            let a = Unmanaged<ScrubberAttachment>.fromOpaque(data!).takeUnretainedValue()
            onMainActor { a.begin(x: x, y: y) }
        }, me, nil)
        sp_connect_drag(g, "drag-update", { g, dx, dy, data in
            let a = Unmanaged<ScrubberAttachment>.fromOpaque(data!).takeUnretainedValue()
            var x0 = 0.0, y0 = 0.0
            gtk_gesture_drag_get_start_point(g, &x0, &y0)
            onMainActor { a.update(x: x0 + dx, y: y0 + dy) }
        }, me, nil)
        sp_connect_drag(g, "drag-end", { _, _, _, data in
            let a = Unmanaged<ScrubberAttachment>.fromOpaque(data!).takeUnretainedValue()
            onMainActor { a.end() }
        }, me, nil)
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment>? {
        gtk_scrolled_window_get_vadjustment(sp_scrolled_window(scrolledWindow))
    }

    private var layout: ChromeLayout {
        let w = Double(gtk_widget_get_allocated_width(scrolledWindow)), h = Double(gtk_widget_get_allocated_height(scrolledWindow))
        return ChromeLayout(options: stripless, size: Size(width: w, height: h), orientation: .vertical,
                            rightToLeft: gtk_widget_get_direction(scrolledWindow) == GTK_TEXT_DIR_RTL)
    }

    private var stripless: ChromeOptions {
        var o = options
        // A plain scrolled window has no strip and no dots to keep clear of.
        o.stripHidden = true
        o.dotsHidden = true
        return o
    }

    /// The scroll fraction, or nil when the content is too short for a nub.
    public var fraction: Double? {
        guard let r = range, layout.scrubber.isShown(contentExtent: r.contentExtent, viewportExtent: r.pageSize) else { return nil }
        return r.fraction
    }

    private var range: ScrollRange? {
        adjustment.map { adj in
            ScrollRange(lower: gtk_adjustment_get_lower(adj), upper: gtk_adjustment_get_upper(adj),
                        pageSize: gtk_adjustment_get_page_size(adj), value: gtk_adjustment_get_value(adj))
        }
    }

    /// The nub's rectangle in the scrolled window, when shown.
    public var nubRect: Rect? { fraction.map { layout.nubRect(fraction: $0) } }

    private func scrolled() {
        lastActivity = monotonicSeconds()
        if !selected {
            selected = true
            onSelect?()
        }
        keepAnimating()
        gtk_widget_queue_draw(scrolledWindow)
    }

    private func begin(x: Double, y: Double) {
        guard let n = nubRect, let g = gesture, n.contains(x: x, y: y) else {
            if let g = gesture { gtk_gesture_set_state(g, GTK_EVENT_SEQUENCE_DENIED) }
            return
        }
        gtk_gesture_set_state(g, GTK_EVENT_SEQUENCE_CLAIMED)
        grab = layout.nubGrab(x: x, y: y, nub: n)
        pressed = true
        onHighlight?()
        gtk_widget_queue_draw(scrolledWindow)
    }

    private func update(x: Double, y: Double) {
        guard pressed, let adj = adjustment, let r = range else { return }
        let c = layout
        gtk_adjustment_set_value(adj, r.value(atFraction: c.scrubber.fraction(nubOffset: c.nubOffset(x: x, y: y, grab: grab))))
    }

    private func end() {
        guard pressed else { return }
        pressed = false
        lastActivity = monotonicSeconds()
        onUnhighlight?()
        keepAnimating()
        gtk_widget_queue_draw(scrolledWindow)
    }

    /// Redraws on the frame clock while the fade runs.
    private func keepAnimating() {
        guard tickID == 0 else { return }
        let box = Unmanaged.passRetained(ClosureBox<Void>({ _ in })).toOpaque()
        tickID = sp_add_tick(scrolledWindow, { w, _, data in
            let a = Unmanaged<ScrubberAttachment>.fromOpaque(g_object_get_data(sp_object(w), "sliding-pages-scrubber")!).takeUnretainedValue()
            _ = data
            return onMainActor { a.tick() } ? 1 : 0
        }, box, { data in Unmanaged<ClosureBox<Void>>.fromOpaque(data!).release() })
    }

    private func tick() -> Bool {
        gtk_widget_queue_draw(scrolledWindow)
        let fade = ScrubberFade()
        if fade.isAnimating(now: monotonicSeconds(), lastActivity: lastActivity, pressed: pressed) || pressed { return true }
        tickID = 0
        if selected {
            selected = false
            onDeselect?()
        }
        return false
    }

    private func draw(_ cr: OpaquePointer) {
        guard let n = nubRect else { return }
        if styleNode == nil {
            styleNode = OpaquePointer(sliding_pages_style_node(scrolledWindow, gtk_widget_get_style_context(scrolledWindow), "nub", nil))
        }
        let alpha = ScrubberFade().alpha(now: monotonicSeconds(), lastActivity: lastActivity, pressed: pressed)
        ChromePainter.nub(cr, rect: n, context: styleNode!, pressed: pressed, alpha: alpha, horizontal: false, sprites: sprites)
    }

    private func detach() {
        if let n = styleNode { g_object_unref(UnsafeMutableRawPointer(n)) }
        styleNode = nil
        if let g = gesture { g_object_unref(UnsafeMutableRawPointer(g)) }
        gesture = nil
    }
}

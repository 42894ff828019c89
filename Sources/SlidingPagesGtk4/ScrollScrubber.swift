import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

/// A scrubber nub over any `GtkScrolledWindow` (the SPTScrollViewScrubber
/// seed), as GTK 3's `SlidingPagesScrubber`: put ``widget`` where the
/// scrolled window would go. The nub shows for content at least
/// `minimum-scroll-factor` viewports long; dragging it scrolls the window,
/// with a bubble naming the place ("k / n", or ``setBubbleText(_:)``'s).
@MainActor
public final class ScrollScrubber {
    /// The GTK widget; nil once it was destroyed.
    public private(set) var widget: Widget?
    /// The chrome's CSS nodes (nil once the widget went).
    var style: ChromeStyle?
    /// Hears the nub's four transitions (SPT's highlight, unhighlight,
    /// select and deselect blocks) before the signals; true means it made
    /// the change itself, and the default look is not applied.
    public var onTransition: ((ScrubberTransition) -> Bool)?
    /// The entries of the option record, by `ScrubberOptionTable.all` index.
    var values: [Double] = ScrubberOptionTable.all.map(defaultNumber)
    var states = ScrubberStates()
    /// The adjustment followed (the child's, along the orientation) and
    /// its handlers; the child's notify handler, for a replaced adjustment.
    var adjustment: UnsafeMutablePointer<GtkAdjustment>?
    var handlers: [gulong] = []
    var childHandler: (child: Widget, id: gulong)?
    /// Where along the nub a drag holds it.
    var grab: Double?
    var tick: guint = 0
    var bubbleText: ((Double, Double) -> String?)?
    /// The place as last named: read out, and shown in the bubble.
    var described: String?
    var notifiedFraction = -1.0

    /// A scrubber holding `scrolledWindow`, which has no parent yet.
    public convenience init(_ scrolledWindow: Widget?) {
        ScrollScrubber.constructing = true
        let w = sliding_pages4_scrubber_new(nil)!
        ScrollScrubber.constructing = false
        self.init(adopting: w)
        if let scrolledWindow { sliding_pages4_scrubber_set_child(OpaquePointer(w), scrolledWindow) }
    }

    static var constructing = false

    init(adopting w: Widget) {
        widget = w
        sliding_pages4_scrubber_attach(OpaquePointer(w), scrubberHooks, Unmanaged.passRetained(self).toOpaque())
        style = ChromeStyle.scrubber(w)
    }

    /// The Swift side of a scrubber widget, nil for another widget.
    public static func of(_ widget: Widget?) -> ScrollScrubber? {
        guard let widget, sliding_pages4_is_scrubber(widget) != 0, let data = sliding_pages4_scrubber_get_data(OpaquePointer(widget)) else {
            return nil
        }
        return Unmanaged<ScrollScrubber>.fromOpaque(data).takeUnretainedValue()
    }

    /// Names the place in the nub's bubble from the scroll value and the
    /// fraction through the content (nil text: none); unset, "k / n".
    public func setBubbleText(_ text: ((_ value: Double, _ fraction: Double) -> String?)?) {
        let old = bubbleText
        defer { withExtendedLifetime(old) {} }
        bubbleText = text
        changed()
    }

    /// How far through its content the scrolled window is, 0 to 1; nil
    /// while no nub shows.
    public var fraction: Double? {
        guard let (t, range) = track(), t.isShown(range) else { return nil }
        return range.fraction
    }

    /// A widget shown as the nub at its natural size, or nil for the drawn
    /// one. It takes `:selected` while the nub shows and `:active` while held
    /// (unless a handler made the change) and fades with the nub; hidden, no
    /// nub shows. It takes no input, and must have no parent (else refused).
    public var nub: Widget? {
        get { widget.flatMap { sliding_pages4_scrubber_get_nub(OpaquePointer($0)) } }
        set { if let w = widget { sliding_pages4_scrubber_set_nub(OpaquePointer(w), newValue) } }
    }

    /// Whether a nub can show: the drawn one, or the host's while visible.
    private var nubVisible: Bool { nub.map { gtk_widget_get_visible($0) != 0 } ?? true }

    /// The host's nub at its natural size.
    private var nubSize: Size {
        guard let n = nub else { return ScrubberTrack.drawnNubSize }
        var w: gint = 0, h: gint = 0
        gtk_widget_measure(n, GTK_ORIENTATION_HORIZONTAL, -1, nil, &w, nil, nil)
        gtk_widget_measure(n, GTK_ORIENTATION_VERTICAL, -1, nil, &h, nil, nil)
        return Size(width: Double(max(1, w)), height: Double(max(1, h)))
    }

    /// Where the nub is, in the scrubber's pixels; nil while the content
    /// is too short for one (at rest it may be faded out).
    public var nubArea: Rect? {
        guard nubVisible, let (t, range) = track(), t.isShown(range) else { return nil }
        return t.nubRect(fraction: range.fraction)
    }

    /// Allocates the host's nub (size_allocate), or hides it while no nub shows.
    func placeNub() {
        guard let n = nub else { return }
        guard nubVisible, let (t, range) = track(), t.isShown(range) else { return gtk_widget_set_child_visible(n, 0) }
        let r = t.nubRect(fraction: range.fraction)
        gtk_widget_set_child_visible(n, 1)
        // At rest before any scroll, too: the states' opacity.
        gtk_widget_set_opacity(n, states.opacity(now: now()))
        var at = graphene_point_t(x: Float(r.x.rounded()), y: Float(r.y.rounded()))
        gtk_widget_allocate(n, gint(r.width), gint(r.height), -1, gsk_transform_translate(nil, &at))
    }

    func value(_ spec: OptionSpec) -> Double {
        if spec == ScrubberOptionTable.fraction { return fraction ?? -1 }
        return ScrubberOptionTable.all.firstIndex(of: spec).map { values[$0] } ?? 0
    }

    func set(_ spec: OptionSpec, _ v: Double) {
        guard spec.writable, let k = ScrubberOptionTable.all.firstIndex(of: spec), values[k] != v else { return }
        values[k] = v
        changed()
        if let w = widget, k < scrubberPspecs.count {
            g_object_notify_by_pspec(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GObject.self), scrubberPspecs[k])
        }
    }

    private func option(_ spec: OptionSpec) -> Double { value(spec) }

    /// The track for the widget's size and options, and the range now; nil without an adjustment.
    func track() -> (ScrubberTrack, ScrollRange)? {
        guard let w = widget, let a = adjustment else { return nil }
        let vertical = sliding_pages4_scrubber_get_orientation(OpaquePointer(w)) == GTK_ORIENTATION_VERTICAL
        let t = ScrubberTrack(size: Size(width: Double(gtk_widget_get_width(w)), height: Double(gtk_widget_get_height(w))),
                              orientation: vertical ? .vertical : .horizontal, rightToLeft: gtk_widget_get_direction(w) == GTK_TEXT_DIR_RTL,
                              insets: ScrubberInsets(top: option(ScrubberOptionTable.insetTop), bottom: option(ScrubberOptionTable.insetBottom),
                                                     start: option(ScrubberOptionTable.insetStart), end: option(ScrubberOptionTable.insetEnd)),
                              nubSize: nubSize, crossAlignment: option(ScrubberOptionTable.crossAlignment),
                              minimumScrollFactor: option(ScrubberOptionTable.minimumScrollFactor))
        let range = ScrollRange(lower: gtk_adjustment_get_lower(a), upper: gtk_adjustment_get_upper(a), pageSize: gtk_adjustment_get_page_size(a),
                                value: gtk_adjustment_get_value(a))
        return (t, range)
    }

    /// The child or the orientation changed: the adjustment along it is
    /// followed (the scrolled window may replace its adjustments too).
    func contentChanged() {
        guard let w = widget else { return }
        let child = sliding_pages4_scrubber_get_child(OpaquePointer(w))
        if let held = childHandler, held.child != child {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(held.child), held.id)
            childHandler = nil
        }
        if let child, childHandler == nil {
            let notified: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, scrubber in
                let s = UInt(bitPattern: scrubber)
                MainActor.assumeIsolated { ScrollScrubber.of(Widget(bitPattern: s))?.follow() }
            }
            childHandler = (child, g_signal_connect_object(UnsafeMutableRawPointer(child), "notify", unsafeBitCast(notified, to: GCallback.self),
                                                           UnsafeMutableRawPointer(w), GConnectFlags(0)))
        }
        follow()
    }

    /// Follows the child's adjustment along the orientation.
    func follow() {
        guard let w = widget else { return }
        var next: UnsafeMutablePointer<GtkAdjustment>?
        if let child = sliding_pages4_scrubber_get_child(OpaquePointer(w)) {
            let scrolled = OpaquePointer(child)
            next = sliding_pages4_scrubber_get_orientation(OpaquePointer(w)) == GTK_ORIENTATION_VERTICAL
                ? gtk_scrolled_window_get_vadjustment(scrolled) : gtk_scrolled_window_get_hadjustment(scrolled)
        }
        guard next != adjustment else { return }
        if let old = adjustment {
            for h in handlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(old), h) }
            handlers = []
            g_object_unref(UnsafeMutableRawPointer(old))
        }
        adjustment = next
        if let next {
            g_object_ref(UnsafeMutableRawPointer(next))
            let scrolled: @convention(c) (gpointer?, gpointer?) -> Void = { _, scrubber in
                let s = UInt(bitPattern: scrubber)
                MainActor.assumeIsolated { ScrollScrubber.of(Widget(bitPattern: s))?.scrolled() }
            }
            let changed: @convention(c) (gpointer?, gpointer?) -> Void = { _, scrubber in
                let s = UInt(bitPattern: scrubber)
                MainActor.assumeIsolated { ScrollScrubber.of(Widget(bitPattern: s))?.changed() }
            }
            handlers = [g_signal_connect_object(UnsafeMutableRawPointer(next), "value-changed", unsafeBitCast(scrolled, to: GCallback.self),
                                                UnsafeMutableRawPointer(w), GConnectFlags(0)),
                        g_signal_connect_object(UnsafeMutableRawPointer(next), "changed", unsafeBitCast(changed, to: GCallback.self),
                                                UnsafeMutableRawPointer(w), GConnectFlags(0))]
        }
        changed()
    }

    /// The content scrolled: the nub wakes.
    func scrolled() {
        run(states.scrolled(now: now()))
        changed()
    }

    /// Something the nub shows changed: redraw and notify; the place is named
    /// from an idle, so the host's function never runs inside GTK's signal or drawing.
    func changed() {
        guard let w = widget else { return }
        gtk_widget_queue_draw(w)
        if nub != nil { gtk_widget_queue_allocate(w) }
        let f = fraction ?? -1
        if f != notifiedFraction, let p = scrubberPspecs.last {
            notifiedFraction = f
            g_object_notify_by_pspec(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GObject.self), p)
        }
        guard !namingQueued else { return }
        namingQueued = true
        onMainLoop { [s = self] in
            s.namingQueued = false
            s.name()
        }
    }

    var namingQueued = false

    /// Names the place (the host's function may destroy the scrubber),
    /// read out and shown in the bubble.
    func name() {
        guard widget != nil else { return }
        let text = place() ?? ""
        guard let w = widget, text != described else { return }
        described = text
        sliding_pages4_scrubber_describe(OpaquePointer(w), text)
        gtk_widget_queue_draw(w)
    }

    /// The bubble's text for the place now: the host's, else "k / n".
    func place() -> String? {
        guard let (t, range) = track(), t.isShown(range) else { return nil }
        if let bubbleText { return bubbleText(range.value, range.fraction) }
        return range.pageLabel
    }

    /// Tells the handlers of each transition and applies the default look
    /// of those none took; keeps the frame clock while the states change.
    func run(_ transitions: [ScrubberTransition]) {
        guard let w = widget else { return }
        g_object_ref(UnsafeMutableRawPointer(w))
        defer { g_object_unref(UnsafeMutableRawPointer(w)) }
        states.timing.delay = option(ScrubberOptionTable.deselectDelay) / 1000
        states.timing.fadeDuration = option(ScrubberOptionTable.deselectDuration) / 1000
        for t in transitions {
            let code: Int32
            switch t {
            case .select: code = 0
            case .deselect: code = 1
            case .highlight: code = 2
            case .unhighlight: code = 3
            }
            let handled = onTransition?(t) == true || sliding_pages4_scrubber_emit(OpaquePointer(w), code) != 0
            guard widget != nil else { return }
            if !handled {
                states.applyDefault(t, now: now())
                nubLooks(t)
            }
        }
        if let n = nub { gtk_widget_set_opacity(n, states.opacity(now: now())) }
        if tick == 0 && states.isAnimating(now: now()) {
            tick = gtk_widget_add_tick_callback(w, { _, _, data in
                let s = Unmanaged<ScrollScrubber>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { s.frame() }
            }, Unmanaged.passRetained(self).toOpaque(), { data in Unmanaged<ScrollScrubber>.fromOpaque(data!).release() })
        }
        gtk_widget_queue_draw(w)
    }

    /// The host's nub shows a transition no handler took as GTK states.
    private func nubLooks(_ t: ScrubberTransition) {
        guard let n = nub else { return }
        switch t {
        case .select: gtk_widget_set_state_flags(n, GTK_STATE_FLAG_SELECTED, 0)
        case .deselect: gtk_widget_unset_state_flags(n, GTK_STATE_FLAG_SELECTED)
        case .highlight: gtk_widget_set_state_flags(n, GTK_STATE_FLAG_ACTIVE, 0)
        case .unhighlight: gtk_widget_unset_state_flags(n, GTK_STATE_FLAG_ACTIVE)
        }
    }

    /// A frame while the nub fades or waits to: time passes for the states.
    func frame() -> gboolean {
        guard let w = widget else {
            tick = 0
            return 0
        }
        run(states.advance(now: now()))
        gtk_widget_queue_draw(w)
        guard widget != nil, states.isAnimating(now: now()) else {
            tick = 0
            return 0
        }
        return 1
    }

    func snapshot(_ s: OpaquePointer) {
        guard widget != nil, let (t, range) = track(), t.isShown(range) else { return }
        var n = t.nubRect(fraction: range.fraction)
        n.x = n.x.rounded()
        n.y = n.y.rounded()
        guard let style, nubVisible else { return }
        if nub == nil { drawNubBox(s, n, style, held: states.looksPressed, alpha: states.opacity(now: now())) }
        guard grab != nil, option(ScrubberOptionTable.showsBubble) != 0, let text = described, !text.isEmpty else { return }
        drawBubble(s, style, text: text) { t.bubbleRect(nub: n, text: $0) }
    }

    /// A press on the nub takes hold of it.
    func press(x: Double, y: Double) -> Bool {
        guard nubVisible, let (t, range) = track(), t.isShown(range) else { return false }
        let n = t.nubRect(fraction: range.fraction)
        guard x >= n.x, x <= n.x + n.width, y >= n.y, y <= n.y + n.height else { return false }
        grab = t.grab(x: x, y: y, nub: n)
        run(states.pressed(now: now()))
        changed()
        return true
    }

    /// The held nub moved: the content scrolls so it stays under the pointer.
    func drag(x: Double, y: Double) {
        guard let grab, let a = adjustment, let (t, range) = track() else { return }
        gtk_adjustment_set_value(a, t.value(x: x, y: y, grab: grab, range: range))
    }

    func release() {
        guard grab != nil else { return }
        grab = nil
        run(states.released(now: now()))
        changed()
    }

    func disposed() {
        if let held = childHandler { g_signal_handler_disconnect(UnsafeMutableRawPointer(held.child), held.id) }
        childHandler = nil
        if let old = adjustment {
            for h in handlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(old), h) }
            g_object_unref(UnsafeMutableRawPointer(old))
        }
        handlers = []
        adjustment = nil
        bubbleText = nil
        onTransition = nil
        style = nil
        widget = nil
    }
}

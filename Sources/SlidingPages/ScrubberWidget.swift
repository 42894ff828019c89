import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The Swift side of the SlidingPagesScrubber GType (sliding-pages-scrubber.c): the core's
// ScrubberTrack and ScrubberStates place the nub, drawn as the pager's nub and bubble.

extension Pager.Scrubber {
    /// A scrubber holding `scrolledWindow` (which must have no parent
    /// yet): put the returned widget where the scrolled window would go.
    public static func wrap(_ scrolledWindow: Pager.Widget) -> Pager.Widget {
        Pager.enableBuilderSupport()
        return sliding_pages_scrubber_new(scrolledWindow)
    }

    /// Names the place under the nub in its bubble from the scroll value and the fraction
    /// through the content (nil shows none); without it the bubble counts viewports, "k / n".
    public static func setBubbleText(_ scrubber: Pager.Widget, _ text: (@MainActor (_ value: Double, _ fraction: Double) -> String?)?) {
        guard let text else {
            sliding_pages_scrubber_set_bubble_func(OpaquePointer(scrubber), nil, nil, nil)
            return
        }
        let holder = Unmanaged.passRetained(BubbleText(text)).toOpaque()
        sliding_pages_scrubber_set_bubble_func(OpaquePointer(scrubber), { _, value, fraction, data in
            let t = Unmanaged<BubbleText>.fromOpaque(data!).takeUnretainedValue()
            return onMainActor((t, value, fraction)) { t, value, fraction in t.text(value, fraction).map { g_strdup($0) } ?? nil }
        }, holder, { data in Unmanaged<BubbleText>.fromOpaque(data!).release() })
    }

    /// Hears the nub's four transitions (SPT's highlight, unhighlight, select and deselect
    /// blocks), with the custom nub or nil for the drawn one. Returning true means `body`
    /// made the change itself: the default look (opacity, pressed state) is not applied.
    public static func onTransition(_ scrubber: Pager.Widget,
                                    _ body: @escaping @MainActor (ScrubberTransition, Pager.Widget?) -> Bool) {
        let call: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkWidget>?, gpointer?) -> gboolean = { _, nub, data in
            let hook = Unmanaged<TransitionHook>.fromOpaque(data!).takeUnretainedValue()
            return onMainActor((hook, nub)) { hook, nub in hook.body(hook.transition, nub) ? 1 : 0 }
        }
        for t in [ScrubberTransition.select, .deselect, .highlight, .unhighlight] {
            let hook = Unmanaged.passRetained(TransitionHook(t, body)).toOpaque()
            g_signal_connect_data(scrubber, t.description, unsafeBitCast(call, to: GCallback.self), hook,
                                  { data, _ in Unmanaged<TransitionHook>.fromOpaque(data!).release() }, GConnectFlags(0))
        }
    }

    /// The nub's rectangle in the scrubber, when it shows.
    public static func nubArea(_ scrubber: Pager.Widget) -> GdkRectangle? {
        var r = GdkRectangle()
        return sliding_pages_scrubber_get_nub_area(OpaquePointer(scrubber), &r) != 0 ? r : nil
    }
}

/// A bubble text function kept by the scrubber.
final class BubbleText {
    let text: @MainActor (Double, Double) -> String?
    init(_ text: @escaping @MainActor (Double, Double) -> String?) { self.text = text }
}

/// A transition handler kept by one of the scrubber's signals.
final class TransitionHook {
    let transition: ScrubberTransition
    let body: @MainActor (ScrubberTransition, Pager.Widget?) -> Bool
    init(_ transition: ScrubberTransition, _ body: @escaping @MainActor (ScrubberTransition, Pager.Widget?) -> Bool) {
        self.transition = transition
        self.body = body
    }
}

/// What a SlidingPagesScrubber keeps between frames: its states, its nub
/// sprites and its style nodes; freed with the widget.
@MainActor
final class ScrubberLook {
    var states = ScrubberStates()
    let sprites = ChromeSprites()
    var nub: OpaquePointer?
    var bubble: OpaquePointer?

    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> ScrubberLook {
        if let data = g_object_get_data(object(widget), "sliding-pages-scrubber-look") {
            return Unmanaged<ScrubberLook>.fromOpaque(data).takeUnretainedValue()
        }
        let look = ScrubberLook()
        g_object_set_data_full(object(widget), "sliding-pages-scrubber-look", Unmanaged.passRetained(look).toOpaque()) { data in
            onMainActor { Unmanaged<ScrubberLook>.fromOpaque(data!).takeRetainedValue().letGo() }
        }
        // A theme change draws the nub again.
        PagerGLib.connect(widget, "style-updated") { [weak look] _ in look?.dropNodes() }
        return look
    }

    func node(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ slot: ReferenceWritableKeyPath<ScrubberLook, OpaquePointer?>) -> OpaquePointer {
        if let n = self[keyPath: slot] { return n }
        installChromeCSSOnce()
        let n = OpaquePointer(sliding_pages_style_node(widget, gtk_widget_get_style_context(widget), name, nil))!
        self[keyPath: slot] = n
        return n
    }

    func dropNodes() {
        sprites.dropNubs()
        for n in [nub, bubble].compactMap({ $0 }) { g_object_unref(UnsafeMutableRawPointer(n)) }
        nub = nil
        bubble = nil
    }

    func letGo() { dropNodes() }
}

private func track(_ g: UnsafePointer<SlidingPagesScrubberGeometry>) -> (ScrubberTrack, ScrollRange) {
    let g = g.pointee
    let t = ScrubberTrack(size: Size(width: Double(g.width), height: Double(g.height)), orientation: g.vertical != 0 ? .vertical : .horizontal,
                          rightToLeft: g.rtl != 0,
                          insets: ScrubberInsets(top: Double(g.inset_top), bottom: Double(g.inset_bottom), start: Double(g.inset_start),
                                                 end: Double(g.inset_end)),
                          nubSize: g.nub_width > 0 ? Size(width: Double(g.nub_width), height: Double(g.nub_height)) : ScrubberTrack.drawnNubSize,
                          crossAlignment: g.cross_alignment,
                          minimumScrollFactor: g.minimum_scroll_factor)
    return (t, ScrollRange(lower: g.lower, upper: g.upper, pageSize: g.page_size, value: g.value))
}

private func rect(_ r: GdkRectangle) -> Rect { Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height)) }

@_cdecl("sliding_pages_scrubber_nub_rect")
func slidingPagesScrubberNubRect(_ g: UnsafePointer<SlidingPagesScrubberGeometry>?, _ out: UnsafeMutablePointer<GdkRectangle>?,
                                 _ fraction: UnsafeMutablePointer<Double>?) -> gboolean {
    sliding_pages_count_crossing()
    guard let g else { return 0 }
    let (t, range) = track(g)
    guard t.isShown(range) else { return 0 }
    let n = t.nubRect(fraction: range.fraction)
    out?.pointee = GdkRectangle(x: Int32(n.x.rounded()), y: Int32(n.y.rounded()), width: Int32(n.width), height: Int32(n.height))
    fraction?.pointee = range.fraction
    return 1
}

@_cdecl("sliding_pages_scrubber_grab_at")
func slidingPagesScrubberGrabAt(_ g: UnsafePointer<SlidingPagesScrubberGeometry>?, _ x: Double, _ y: Double) -> Double {
    sliding_pages_count_crossing()
    guard let g else { return 0 }
    let (t, range) = track(g)
    return t.grab(x: x, y: y, nub: t.nubRect(fraction: range.fraction))
}

@_cdecl("sliding_pages_scrubber_value_at")
func slidingPagesScrubberValueAt(_ g: UnsafePointer<SlidingPagesScrubberGeometry>?, _ x: Double, _ y: Double, _ grab: Double) -> Double {
    sliding_pages_count_crossing()
    guard let g else { return 0 }
    let (t, range) = track(g)
    return t.value(x: x, y: y, grab: grab, range: range)
}

@_cdecl("sliding_pages_scrubber_default_text")
func slidingPagesScrubberDefaultText(_ g: UnsafePointer<SlidingPagesScrubberGeometry>?) -> UnsafeMutablePointer<CChar>? {
    sliding_pages_count_crossing()
    guard let g, let label = track(g).1.pageLabel else { return nil }
    return g_strdup(label)
}

private let transitionCodes: [ScrubberTransition: SlidingPagesScrubberTransition] = [
    .select: SLIDING_PAGES_SCRUBBER_SELECT, .deselect: SLIDING_PAGES_SCRUBBER_DESELECT,
    .highlight: SLIDING_PAGES_SCRUBBER_HIGHLIGHT, .unhighlight: SLIDING_PAGES_SCRUBBER_UNHIGHLIGHT,
]

@_cdecl("sliding_pages_scrubber_input")
func slidingPagesScrubberInput(_ widget: UnsafeMutablePointer<GtkWidget>?, _ input: SlidingPagesScrubberInput, _ now: Double,
                               _ delayMS: guint, _ fadeMS: guint, _ out: UnsafeMutablePointer<SlidingPagesScrubberTransition>?) -> Int32 {
    sliding_pages_count_crossing()
    guard let widget, let out else { return 0 }
    return onMainActor((widget, input, now, delayMS, fadeMS, out)) { widget, input, now, delayMS, fadeMS, out in
        let look = ScrubberLook.of(widget)
        look.states.timing.delay = Double(delayMS) / 1000
        look.states.timing.fadeDuration = Double(fadeMS) / 1000
        let transitions: [ScrubberTransition]
        switch input {
        case SLIDING_PAGES_SCRUBBER_SCROLLED: transitions = look.states.scrolled(now: now)
        case SLIDING_PAGES_SCRUBBER_PRESSED: transitions = look.states.pressed(now: now)
        case SLIDING_PAGES_SCRUBBER_RELEASED: transitions = look.states.released(now: now)
        default: transitions = look.states.advance(now: now)
        }
        for (k, t) in transitions.prefix(4).enumerated() { out[k] = transitionCodes[t]! }
        return Int32(min(4, transitions.count))
    }
}

@_cdecl("sliding_pages_scrubber_apply_default")
func slidingPagesScrubberApplyDefault(_ widget: UnsafeMutablePointer<GtkWidget>?, _ t: SlidingPagesScrubberTransition, _ now: Double) {
    sliding_pages_count_crossing()
    guard let widget, let transition = transitionCodes.first(where: { $0.value == t })?.key else { return }
    onMainActor((widget, transition, now)) { widget, transition, now in ScrubberLook.of(widget).states.applyDefault(transition, now: now) }
}

@_cdecl("sliding_pages_scrubber_opacity")
func slidingPagesScrubberOpacity(_ widget: UnsafeMutablePointer<GtkWidget>?, _ now: Double) -> Double {
    sliding_pages_count_crossing()
    guard let widget else { return 1 }
    return onMainActor((widget, now)) { widget, now in ScrubberLook.of(widget).states.opacity(now: now) }
}

@_cdecl("sliding_pages_scrubber_looks_pressed")
func slidingPagesScrubberLooksPressed(_ widget: UnsafeMutablePointer<GtkWidget>?) -> gboolean {
    sliding_pages_count_crossing()
    guard let widget else { return 0 }
    return onMainActor(widget) { widget in ScrubberLook.of(widget).states.looksPressed ? 1 : 0 }
}

@_cdecl("sliding_pages_scrubber_animating")
func slidingPagesScrubberAnimating(_ widget: UnsafeMutablePointer<GtkWidget>?, _ now: Double) -> gboolean {
    sliding_pages_count_crossing()
    guard let widget else { return 0 }
    return onMainActor((widget, now)) { widget, now in ScrubberLook.of(widget).states.isAnimating(now: now) ? 1 : 0 }
}

@_cdecl("sliding_pages_scrubber_paint")
func slidingPagesScrubberPaint(_ widget: UnsafeMutablePointer<GtkWidget>?, _ cr: OpaquePointer?, _ g: UnsafePointer<SlidingPagesScrubberGeometry>?,
                               _ drawNub: gboolean, _ opacity: Double, _ pressed: gboolean, _ text: UnsafePointer<CChar>?) {
    sliding_pages_count_crossing()
    guard let widget, let cr, let g else { return }
    onMainActor((widget, cr, g, drawNub != 0, opacity, pressed != 0, text)) { widget, cr, g, drawNub, opacity, pressed, text in
        let (t, range) = track(g)
        guard t.isShown(range) else { return }
        let look = ScrubberLook.of(widget)
        // Whole pixels, as the C side and a custom nub's allocation have it.
        var n = t.nubRect(fraction: range.fraction)
        n.x = n.x.rounded()
        n.y = n.y.rounded()
        if drawNub {
            ChromePainter.nub(cr, rect: n, context: look.node(widget, "nub", \.nub), pressed: pressed, alpha: opacity,
                              horizontal: t.orientation == .horizontal, sprites: look.sprites)
        }
        guard let text, text.pointee != 0 else { return }
        let shown = ChromePainter.bubbleText(widget, String(cString: text))
        let b = t.bubbleRect(nub: n, text: Size(width: Double(shown.logical.width), height: Double(shown.logical.height)))
        ChromePainter.bubble(cr, rect: b, context: look.node(widget, "bubble", \.bubble), text: shown, sprites: look.sprites)
    }
}

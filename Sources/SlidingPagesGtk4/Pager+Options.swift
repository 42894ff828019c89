import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// The options, each validated against the core's option record (the
// GTK 3 pager's ranges and defaults): a value out of range is warned of
// by name and changes nothing.

extension Pager {
    /// The pages scroll vertically instead of across.
    public var isVertical: Bool {
        get { configuration.orientation == .vertical }
        set { configure { $0.orientation = newValue ? .vertical : .horizontal } }
    }

    /// Past the last page comes the first again.
    public var wraps: Bool {
        get { configuration.wrap }
        set { configure { $0.wrap = newValue } }
    }

    /// Items shown and paged together (1…100).
    public var itemsPerPage: Int {
        get { configuration.itemsPerPage }
        set { if let v = accepted(Double(newValue), OptionTable.itemsPerPage) { configure { $0.itemsPerPage = Int(v) } } }
    }

    /// Pixels between pages (0…10,000).
    public var spacing: Double {
        get { configuration.spacing }
        set { if let v = accepted(newValue, OptionTable.spacing) { configure { $0.spacing = v } } }
    }

    /// Whether the page dots are hidden.
    public var dotsHidden: Bool {
        get { engine.chrome.dotsHidden }
        set { chrome { $0.dotsHidden = newValue } }
    }

    /// Dots, or HdyCarouselIndicatorLines' lines with a sliding bar.
    public var indicatorStyle: IndicatorStyle {
        get { engine.chrome.indicatorStyle }
        set { chrome { $0.indicatorStyle = newValue } }
    }

    /// Previous and next buttons over the pages while the pointer is over
    /// the pager, toward pages there are.
    public var navigationButtons: Bool {
        get { engine.chrome.navigationButtons }
        set { chrome { $0.navigationButtons = newValue } }
    }

    /// Viewports of content before the scrubber's nub shows (16: up to 15
    /// pages the dots show every page); at most 1e9.
    public var scrubberMinimumScrollFactor: Double {
        get { engine.chrome.minimumScrollFactor }
        set { if let v = accepted(newValue, OptionTable.scrubberMinimumScrollFactor) { chrome { $0.minimumScrollFactor = v } } }
    }

    /// Pages shrink a little while they move (the default).
    public var zoomsOut: Bool {
        get { engine.zoomOut }
        set {
            engine.zoomOut = newValue
            changed()
        }
    }

    /// How pages are drawn as they move: the effect is each page's
    /// transform, so input lands where the page is drawn.
    public var pageEffect: PageEffect {
        get { engine.pageEffect }
        set {
            engine.pageEffect = newValue
            changed()
        }
    }

    /// Seconds an inserted page takes to grow into place, and a deleted
    /// one to shrink out (0…10).
    public var revealDuration: Double {
        get { engine.revealDuration }
        set { if let v = accepted(newValue, OptionTable.revealDuration) { engine.revealDuration = v } }
    }

    /// Seconds between automatic page turns (nil: off).
    public var autoplayInterval: Double? {
        get { engine.motion.configuration.autoplayInterval }
        set {
            if let v = newValue, accepted(v, OptionTable.autoplayInterval) == nil || v <= 0 {
                return sliding_pages4_warn("autoplay-interval \(v) is not a positive number of seconds (nil turns autoplay off); unchanged")
            }
            engine.motion.configuration.autoplayInterval = newValue
            changed()
        }
    }

    /// Animations become jumps, even when GTK's animations are on; with
    /// GTK's off (`gtk-enable-animations`, which the pager follows as it
    /// changes) they are jumps anyway.
    public var reducedMotion: Bool {
        get { reducedMotionAsked }
        set {
            reducedMotionAsked = newValue
            followAnimationSetting()
        }
    }

    /// Applies the asked reduced motion, or GTK's animations being off.
    func followAnimationSetting() {
        var enabled: gboolean = 1
        if let settings = gtk_settings_get_default() {
            var v = GValue()
            g_value_init(&v, sp4_type_boolean())
            g_object_get_property(sp4_object(UnsafeMutableRawPointer(settings)), "gtk-enable-animations", &v)
            enabled = g_value_get_boolean(&v)
            g_value_unset(&v)
        }
        engine.motion.configuration.reducedMotion = reducedMotionAsked || enabled == 0
    }

    /// Dot colours by page (−1 and the page count are the overscroll past
    /// either end) and whether the colour is for the current dot; nil is
    /// the theme's. The next page's colours are masked in across the row
    /// as the page boundary crosses it (KVNMaskedPageControl).
    public var dotColours: ((_ page: Int, _ current: Bool) -> GdkRGBA?)? {
        get { dotColourSource }
        set {
            dotColourSource = newValue
            if let w = widget { gtk_widget_queue_draw(w) }
            // Bound dots draw with them too.
            for f in followers { f.dots?.widget.map { gtk_widget_queue_draw($0) } }
        }
    }

    /// `value` when `spec` takes it; otherwise warned of, and nil.
    func accepted(_ value: Double, _ spec: OptionSpec) -> Double? {
        let (v, problem) = spec.check(value)
        if let problem { sliding_pages4_warn(problem) }
        return v
    }

    /// A GLib warning, once per message (or once per `kind`, for messages
    /// that name an item and would otherwise repeat for each).
    func warnOnce(_ message: String, kind: String? = nil) {
        guard warned.insert(kind ?? message).inserted else { return }
        sliding_pages4_warn(message)
    }

    /// ``warnOnce(_:kind:)`` about a call of the host's, named as the host
    /// made it: the C function, or the Swift method `swiftName`.
    func warnCallOnce(_ swiftName: String, _ message: String) {
        warnOnce("\(calledFromC ?? swiftName): \(message)")
    }

    /// A chrome option changed: the size asked for may too.
    func chrome(_ change: (inout ChromeOptions) -> Void) {
        var c = engine.chrome
        change(&c)
        engine.chrome = c
        changed(resize: true)
    }
}

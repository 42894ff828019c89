import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// The options, each validated against the core's option record (the
// GTK 3 pager's ranges and defaults): a value out of range is warned of
// by name and changes nothing.

extension Pager: RecordOptions {
    /// The value of an entry the core keeps (`OptionAccess.values`), as a
    /// number; the typed options (`spacing`, `wrapEnabled`…) read it.
    public func option(_ spec: OptionSpec) -> Double {
        OptionAccess.named[spec.name].map(value(of:)) ?? spec.defaultValue
    }

    /// An entry's value, read in place: reading the stored engine off
    /// copies all of it.
    func value(of access: OptionAccess) -> Double {
        let layout = configuration
        return inPlace { access.value(layout: layout, engine: $0) }
    }

    /// Sets the core's entry for `spec` when its range admits `value`, and
    /// redoes what the entry says it changes; the typed options set it.
    public func setOption(_ spec: OptionSpec, _ value: Double) {
        guard let access = OptionAccess.named[spec.name] else {
            return warnCallOnce("setOption", "\(spec.name) is not an option the core keeps; set its property instead; unchanged")
        }
        guard let v = accepted(value, spec) else { return }
        let more = gtk4MoreOptions.firstIndex { $0.spec == spec }
        setCore(access, v, pspec: more.flatMap { $0 < gtk4MorePspecs.count ? gtk4MorePspecs[$0] : nil })
        notifyChangedProperties()
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

    /// Dot colours by page (−1 and the page count are the overscroll past either
    /// end) and whether the colour is for the current dot; nil is the theme's.
    /// The next page's colours are masked in across the row as the page boundary
    /// crosses it (KVNMaskedPageControl). Asked between frames, never while
    /// drawing, and kept until set again or the page count changes.
    public var dotColours: ((_ page: Int, _ current: Bool) -> GdkRGBA?)? {
        get { dotMemo.source }
        set {
            dotMemo.source = newValue
            redraw()
            // Bound dots draw with them too.
            for f in followers { f.dots?.widget.map { gtk_widget_queue_draw($0) } }
        }
    }

    /// How ``pageEffect`` draws a page `offset` pages from the position
    /// now (the zoom-out as it is at this moment).
    public func effectTransform(atOffset offset: Double) -> PageTransform {
        engine.effectTransform(offset: offset)
    }

    /// Draws each live page instead of ``pageEffect`` (ViewPager2's
    /// `PageTransformer`), given its item and offset in pages from the
    /// position (−1 the page before, 0.5 the next half in); start from
    /// ``effectTransform(atOffset:)`` to add to the effect. GTK 4 applies it
    /// as the page's transform, so input lands where the page is drawn;
    /// pages are drawn from the lowest elevation up. Pager changes made
    /// inside it wait until the pages are placed.
    public var pageTransformer: ((_ item: Int, _ offset: Double) -> PageTransform)? {
        get { transformer }
        set {
            transformer = newValue
            changed()
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

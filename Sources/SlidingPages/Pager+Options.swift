import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The options as the Swift API sets them. Those the core keeps go through its
// option record, which refuses a value out of range with a warning naming the option.

extension Pager: RecordOptions {
    /// The value of an entry the core keeps (`OptionAccess.values`), as a
    /// number; the typed options (`spacing`, `wrapEnabled`…) read it.
    public func option(_ spec: OptionSpec) -> Double {
        guard let access = OptionAccess.named[spec.name] else { return spec.defaultValue }
        // Read in place: reading the stored engine off copies all of it.
        let layout = settings.layout
        return inPlace { access.value(layout: layout, engine: $0) }
    }

    /// Sets the core's entry for `spec` when its range admits `value`, and
    /// redoes what the entry says it changes; the typed options set it.
    public func setOption(_ spec: OptionSpec, _ value: Double) {
        guard let access = OptionAccess.named[spec.name] else {
            return warnCall("setOption", "\(spec.name) is not an option the core keeps; set its property instead; unchanged")
        }
        guard let v = properties.accepted(value, for: spec) else { return }
        access.set(v, layout: &settings.layout, engine: &engine)
        guard isAlive else { return }
        // Titles laid out for the old width are laid out again.
        if spec == OptionTable.titleWidth { renderer.dropTitleLayouts() }
        // Redrawing and placing the pages again tell notify:: themselves; a
        // layout may wait for a data source call, so its notify comes now.
        switch access.effect {
        case .chrome: chrome.chromeChanged()
        case .look:
            chrome.queueDraw()
            // A custom nub widget moves with the drawn one.
            if renderer.nubWidget != nil { sliding_pages_pager_queue_place(gobject) }
        case .pages: pages.pageDrawingChanged()
        case .layout:
            pages.rebuildLayout()
            properties.notifyChangedProperties()
        case .size:
            gtk_widget_queue_resize(widget)
            properties.notifyChangedProperties()
        case .motion:
            loop.afterMotion()
            properties.notifyChangedProperties()
        }
    }

    func setOption(_ spec: OptionSpec, _ value: Bool) { setOption(spec, value ? 1 : 0) }

    /// Reduced motion as asked or GTK's animations off, then the next plan.
    func motionChanged() {
        engine.motion.configuration.reducedMotion = settings.reducedMotion || !settings.animationsEnabled
        guard isAlive else { return }
        loop.afterMotion()
        properties.notifyChangedProperties()
    }

    // MARK: The strip, dots and scrubber

    /// Hides the titled header strip (the data source then needs no titles).
    public var titleStripHidden: Bool {
        get { engine.chrome.stripHidden }
        set { engine.chrome.stripHidden = newValue; chrome.chromeChanged() }
    }

    /// Title text colour; `nil` follows the theme (white by default).
    public var titleTextColour: GdkRGBA? {
        get { renderer.look.textColour }
        set { renderer.look.textColour = newValue; chrome.queueDraw() }
    }

    /// The strip's background colour; `nil` uses the theme's (or the
    /// pattern, when there is one).
    public var titleStripBackground: GdkRGBA? {
        get { renderer.look.stripBackground }
        set { renderer.look.stripBackground = newValue; chrome.queueDraw() }
    }

    /// A soft shadow under the titles, for light titles over a pattern (off).
    public var titleShadow: Bool {
        get { renderer.look.titleShadow }
        set { renderer.look.titleShadow = newValue; chrome.queueDraw() }
    }

    /// The scrubber's opacities and timings (`ScrubberFade.pager` by default).
    public var scrubberFadeTimings: ScrubberFade {
        get { engine.scrubberFade }
        set { engine.scrubberFade = newValue; chrome.queueDraw() }
    }

    /// A widget placed over the nub's rectangle and faded like it, instead of the drawn
    /// nub (the seed allowed a custom nub view); `nil` goes back to drawing.
    public var scrubberNubWidget: Widget? {
        get { renderer.nubWidget }
        set {
            guard newValue != renderer.nubWidget else { return }
            if let old = renderer.nubWidget {
                renderer.nubWidget = nil
                sliding_pages_pager_take(gobject, old)
            }
            if let w = newValue {
                if let which = pages.unparentable(w) {
                    return warnCall("scrubberNubWidget", "\(which) cannot be a nub; keeping the drawn nub")
                }
                guard gtk_widget_get_parent(w) == nil else {
                    return warnCall("scrubberNubWidget", "the nub widget already has a parent; keeping the drawn nub")
                }
                renderer.nubWidget = w
                sliding_pages_pager_put_overlay(gobject, w)
                gtk_widget_show(w)
            }
            gtk_widget_queue_allocate(widget)
        }
    }

    /// A PNG tiled behind the titles, with light titles over it; `nil`
    /// is the diamonds with ``titleStripDiamonds``, else the theme's colours.
    /// A file that is not a readable PNG is warned of, and nil is kept.
    public var titleStripPattern: String? {
        get { renderer.look.patternPath }
        set {
            renderer.setPattern(path: newValue)
            if let newValue, renderer.stripPattern() == nil {
                warnCall("titleStripPattern", "\(newValue) is not a readable PNG; the strip is drawn without it")
                renderer.setPattern(path: nil)
            }
            renderer.dropStyleNodes()
            chrome.queueDraw()
        }
    }

    /// UIScrollSlidingPages' dark diamond pattern behind white titles (off by default:
    /// the strip takes the theme's header colours, light or dark).
    public var titleStripDiamonds: Bool {
        get { renderer.look.diamonds }
        set {
            guard newValue != renderer.look.diamonds else { return }
            renderer.look.diamonds = newValue
            renderer.setPattern(path: renderer.look.patternPath)
            renderer.dropStyleNodes()
            chrome.queueDraw()
        }
    }

    /// A bubble naming the page (its title, or "k / n") while scrubbing.
    public var scrubberShowsBubble: Bool {
        get { renderer.look.scrubberBubble }
        set { renderer.look.scrubberBubble = newValue; chrome.queueDraw() }
    }

    // MARK: Layout

    /// Pixels per item along the axis (SwipeView's `itemSize`), or 0 to fill the viewport
    /// `itemsPerPage` at a time; a delegate's ``PagerDelegate/itemExtent(for:)`` comes first.
    public var itemExtent: Double {
        get { settings.itemExtent }
        set {
            guard let v = properties.accepted(newValue, for: OptionTable.itemExtent) else { return }
            settings.itemExtent = v
            pages.rebuildLayout()
        }
    }

    /// Pixels per item asked at each layout without a delegate, as ``PagerDelegate/itemExtent(for:)``
    /// is; nil, 0 or less uses ``itemExtent``. Setting it lays out again from the main loop,
    /// so the layout and `numberOfPages` follow on its next turn.
    public var itemExtentFunction: (@MainActor () -> Double?)? {
        get { sources.itemExtent }
        set {
            sources.itemExtent = newValue
            // Never inside this setter: GJS keeps one callback per method, not per call,
            // so a function asked inside its own setter that sets another frees the wrong one.
            guard !calls.layoutQueued else { return }
            calls.layoutQueued = true
            PagerGLib.idle { [ref = callbackBox] in
                guard let self = ref.pager else { return false }
                self.calls.layoutQueued = false
                self.pages.rebuildLayout()
                return false
            }
        }
    }

    /// Dot colours without a delegate (KVNMaskedPageControl's per-page colours), by page
    /// (−1 and the page count are the overscroll past either end) and whether it is the
    /// current page's colour; nil is the theme's. A delegate's colours come first.
    public var dotColours: (@MainActor (_ page: Int, _ current: Bool) -> GdkRGBA?)? {
        get { sources.dotColours }
        set {
            sources.dotColours = newValue
            chrome.queueDraw()
        }
    }

    /// Item extent from the first page's natural size instead of filling the
    /// viewport, when the delegate gives none.
    public var measuresItemExtent: Bool {
        get { settings.measuresItemExtent }
        set {
            settings.measuresItemExtent = newValue
            pages.rebuildLayout()
        }
    }

    /// Load pages only once motion stops (the SwipeView seed's option).
    public var defersItemViewLoading: Bool {
        get { engine.defersLoading }
        set {
            engine.defersLoading = newValue
            pages.syncLoaded()
            properties.notifyChangedProperties()
        }
    }

    // MARK: Motion

    /// Seconds between automatic page turns; `nil` is off.
    public var autoplayInterval: Double? {
        get { engine.motion.configuration.autoplayInterval }
        set {
            if let v = newValue {
                guard properties.accepted(v, for: OptionTable.autoplayInterval) != nil else { return }
                guard v > 0 else { return warnOnce("autoplay interval \(v) is not a positive number of seconds (nil turns autoplay off); unchanged") }
            }
            engine.motion.configuration.autoplayInterval = newValue
            motionChanged()
        }
    }

    /// Turns animations into jumps even when GTK's animations are on.
    public var reducedMotion: Bool {
        get { settings.reducedMotion }
        set {
            settings.reducedMotion = newValue
            motionChanged()
        }
    }

    /// A mouse drag moves the pages; touch always does. Off, a mouse press
    /// still selects.
    public var allowsMouseDrag: Bool {
        get { settings.allowsMouseDrag }
        set {
            settings.allowsMouseDrag = newValue
            sliding_pages_pager_set_mouse_drags(gobject, newValue ? 1 : 0)
            properties.notifyChangedProperties()
        }
    }

    /// The page shown after `reloadData()`.
    public var initialPageIndex: Int {
        get { settings.initialPage }
        set {
            guard properties.accepted(Double(newValue), for: OptionTable.initialPage) != nil else { return }
            settings.initialPage = newValue
            properties.notifyChangedProperties()
        }
    }
}

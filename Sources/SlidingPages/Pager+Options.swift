import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The options as the Swift API sets them. Those the core keeps go through its
// option record, which refuses a value out of range with a warning naming the option.

extension Pager {
    /// Sets the core's entry for `spec` when its range admits `value`, and
    /// redoes what the entry says it changes.
    func setOption(_ spec: OptionSpec, _ value: Double) {
        guard let access = OptionAccess.named[spec.name], let v = properties.accepted(value, for: spec) else { return }
        access.set(v, layout: &settings.layout, engine: &engine)
        guard isAlive else { return }
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

    /// The strip's height in pixels (50 by default, as the seed).
    public var titleStripHeight: Double {
        get { engine.chrome.stripHeight }
        set { setOption(OptionTable.titleStripHeight, newValue) }
    }

    /// Pixels per title in the strip (150 by default, as the seed).
    public var titleWidth: Double {
        get { engine.chrome.titleWidth }
        set {
            setOption(OptionTable.titleWidth, newValue)
            renderer.dropTitleLayouts()
        }
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

    /// Hides the page dots.
    public var dotsHidden: Bool {
        get { engine.chrome.dotsHidden }
        set { setOption(OptionTable.dotsHidden, newValue) }
    }

    /// No dots while there is a single page, their band given to the
    /// scrubber and the pager's height (off, as KVNMaskedPageControl's
    /// `hidesForSinglePage`).
    public var dotsHideForSinglePage: Bool {
        get { engine.chrome.dotsHideForSinglePage }
        set { setOption(OptionTable.dotsHideForSinglePage, newValue) }
    }

    /// Dots, or lines with a bar sliding along them as
    /// HdyCarouselIndicatorLines draws (`.dots` by default).
    public var indicatorStyle: IndicatorStyle {
        get { engine.chrome.indicatorStyle }
        set { setOption(OptionTable.indicatorStyle, Double(newValue.rawValue)) }
    }

    /// The size across the axis follows the current page (off: the pager
    /// keeps its largest page's, so the layout around it stays still).
    public var followsPageSize: Bool {
        get { engine.followsPageSize }
        set { setOption(OptionTable.followsPageSize, newValue) }
    }

    /// Previous and next buttons over the pages while the pointer is over
    /// them, as image viewers show (off): a click turns a page.
    public var navigationButtons: Bool {
        get { engine.chrome.navigationButtons }
        set { setOption(OptionTable.navigationButtons, newValue) }
    }

    /// Dots hidden at rest, fading in while scrolling (the seed's
    /// `hideStatusBarWhenScrolling`, for a desktop).
    public var dotsAutoHide: Bool {
        get { engine.dotsAutoHide }
        set { setOption(OptionTable.dotsAutoHide, newValue) }
    }

    /// Pages shrink slightly while they move (on, as the seed): the
    /// `.zoomOut` page effect. Off, pages are drawn as they lie.
    public var zoomOutEnabled: Bool {
        get { engine.zoomOut }
        set { setOption(OptionTable.zoomOut, newValue) }
    }

    /// How pages are drawn as they move: `.zoomOut` (the default, the
    /// seed's), `.depth`, `.fade`, `.parallax` or `.none`. A
    /// ``pageTransformer`` replaces it.
    public var pageEffect: PageEffect {
        get { engine.pageEffect }
        set { setOption(OptionTable.pageEffect, Double(newValue.rawValue)) }
    }

    /// Across the axis: 0 start, 0.5 centre, 1 end.
    public var scrubberCrossAlignment: Double {
        get { engine.chrome.scrubberCrossAlignment }
        set { setOption(OptionTable.scrubberCrossAlignment, newValue) }
    }

    /// Pixels between the scrubber's nub and the ends of its track (10, as
    /// SPTScrollViewScrubber's edge insets).
    public var scrubberInsets: Double {
        get { engine.chrome.scrubberInsets }
        set { setOption(OptionTable.scrubberInsets, newValue) }
    }

    /// Viewports of content before the scrubber shows: 16, so up to 15 pages the dots
    /// show every page (the standalone scrubber keeps SPTScrollViewScrubber's 2.0).
    public var scrubberMinimumScrollFactor: Double {
        get { engine.chrome.minimumScrollFactor }
        set { setOption(OptionTable.scrubberMinimumScrollFactor, newValue) }
    }

    /// The scrubber's opacities and timings (`ScrubberFade.pager` by default).
    public var scrubberFadeTimings: ScrubberFade {
        get { engine.scrubberFade }
        set { engine.scrubberFade = newValue; chrome.queueDraw() }
    }

    /// The nub's opacity at rest: 0 (the default) hides it until the pages
    /// move or the pointer nears, 0.3 is SPTScrollViewScrubber's dim nub, 1
    /// always shows it.
    public var scrubberIdleOpacity: Double {
        get { engine.scrubberFade.idleAlpha }
        set { setOption(OptionTable.scrubberIdleOpacity, newValue) }
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
    public var titleStripPattern: String? {
        get { renderer.look.patternPath }
        set {
            renderer.setPattern(path: newValue)
            if let newValue, renderer.stripPattern() == nil {
                warnCall("titleStripPattern", "\(newValue) is not a readable PNG; the strip is drawn without it")
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

    /// Items shown and paged together, 1…64.
    public var itemsPerPage: Int {
        get { options.itemsPerPage }
        set { setOption(OptionTable.itemsPerPage, Double(newValue)) }
    }

    /// Ends at the last item instead of a full final page, when items share
    /// a page (SwipeView's truncateFinalPage).
    public var truncateFinalPage: Bool {
        get { options.truncateFinalPage }
        set { setOption(OptionTable.truncateFinalPage, newValue) }
    }

    /// Where items rest when they do not fill the view: at the leading edge
    /// or centred (SwipeView's alignment).
    public var alignment: Alignment {
        get { options.alignment }
        set { setOption(OptionTable.alignment, newValue == .center) }
    }

    /// Pixels between pages, 0…10,000.
    public var spacing: Double {
        get { options.spacing }
        set { setOption(OptionTable.spacing, newValue) }
    }

    /// Pages scroll sideways (the default) or up and down.
    public var orientation: Orientation {
        get { options.orientation }
        set { setOption(OptionTable.orientation, newValue == .vertical) }
    }

    /// The last item leads back to the first, both ways (with one and two
    /// items too).
    public var wrapEnabled: Bool {
        get { options.wrap }
        set { setOption(OptionTable.wrap, newValue) }
    }

    /// Pages kept loaded beyond the visible ones on each side, 0…16.
    public var preloadRadius: Int {
        get { options.preloadRadius }
        set { setOption(OptionTable.preloadRadius, Double(newValue)) }
    }

    /// The share of the pager (0…0.45) on each side of a page where its
    /// neighbours show, when pages fill the pager.
    public var pagePeek: Double {
        get { options.pagePeek }
        set { setOption(OptionTable.pagePeek, newValue) }
    }

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

    /// Rests on whole pages after a drag; off, it coasts and stops anywhere.
    public var pagingEnabled: Bool {
        get { engine.motion.configuration.pagingEnabled }
        set { setOption(OptionTable.pagingEnabled, newValue) }
    }

    /// Drags, swipes and the wheel move the pages; off, only the API and
    /// keys do.
    public var scrollEnabled: Bool {
        get { engine.motion.configuration.scrollEnabled }
        set { setOption(OptionTable.scrollEnabled, newValue) }
    }

    /// Pulls past either end with resistance and springs back; off, the
    /// ends are hard stops.
    public var bounces: Bool {
        get { engine.motion.configuration.bounces }
        set { setOption(OptionTable.bounces, newValue) }
    }

    /// A fast swipe may travel several pages (HdyCarousel's
    /// allow-long-swipes); off, a swipe moves one page.
    public var allowsLongSwipes: Bool {
        get { engine.motion.configuration.allowsLongSwipes }
        set { setOption(OptionTable.allowsLongSwipes, newValue) }
    }

    /// Pixels a press travels before the pages follow it (16, HdySwipeTracker's);
    /// until then a button under it keeps its click.
    public var dragThreshold: Double {
        get { engine.motion.configuration.dragThreshold }
        set { setOption(OptionTable.dragThreshold, newValue) }
    }

    /// The release speed, in pixels a millisecond, below which a drag
    /// settles by position instead of flinging (0.3).
    public var flingThreshold: Double {
        get { engine.motion.configuration.flingThreshold }
        set { setOption(OptionTable.flingThreshold, newValue) }
    }

    /// Velocity kept per millisecond while coasting (0.998).
    public var decelerationRate: Double {
        get { engine.motion.configuration.decelerationRate }
        set { setOption(OptionTable.decelerationRate, newValue) }
    }

    /// Items per second; positive scrolls forward. 0 stops.
    public var autoscroll: Double {
        get { engine.motion.configuration.autoscroll }
        set { setOption(OptionTable.autoscroll, newValue) }
    }

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

    /// Seconds a key, wheel notch, snap or autoplay step takes (0.25).
    public var animationDuration: Double {
        get { engine.motion.configuration.pageAnimationDuration }
        set { setOption(OptionTable.animationDuration, newValue) }
    }

    /// Seconds an inserted page takes to grow into place (0.3).
    public var revealDuration: Double {
        get { engine.revealDuration }
        set { setOption(OptionTable.revealDuration, newValue) }
    }

    /// A mouse wheel turns pages (touchpad swipes always move them).
    public var allowsScrollWheel: Bool {
        get { engine.motion.configuration.allowsScrollWheel }
        set { setOption(OptionTable.allowScrollWheel, newValue) }
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

    /// The settling spring (AdwCarousel's): how hard a released page is
    /// pulled to rest (500).
    public var springStiffness: Double {
        get { engine.motion.configuration.springStiffness }
        set { setOption(OptionTable.springStiffness, newValue) }
    }

    /// 1 (the default) comes to rest without overshoot; less overshoots and
    /// rings, more creeps in (0.1…10).
    public var springDampingRatio: Double {
        get { engine.motion.configuration.springDampingRatio }
        set { setOption(OptionTable.springDampingRatio, newValue) }
    }

    /// The spring's mass (1): heavier pages are slower to start and stop.
    public var springMass: Double {
        get { engine.motion.configuration.springMass }
        set { setOption(OptionTable.springMass, newValue) }
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

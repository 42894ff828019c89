import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The options as the Swift API sets them. Numeric ones are checked against
// the core's OptionTable (a value outside its range is refused with a
// warning naming the option); each may change at any time, even mid-drag.

extension Pager {
    // MARK: Options

    /// Hides the titled header strip (the data source then needs no titles).
    public var titleStripHidden: Bool {
        get { engine.chrome.stripHidden }
        set { engine.chrome.stripHidden = newValue; chrome.chromeChanged() }
    }

    /// The strip's height in pixels (50 by default, as the seed).
    public var titleStripHeight: Double {
        get { engine.chrome.stripHeight }
        set { setChrome(OptionTable.titleStripHeight, newValue, relayout: true) { $0.stripHeight = $1 } }
    }

    /// Pixels per title in the strip (150 by default, as the seed).
    public var titleWidth: Double {
        get { engine.chrome.titleWidth }
        set {
            setChrome(OptionTable.titleWidth, newValue, relayout: true) { $0.titleWidth = $1 }
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

    /// A soft shadow under the titles (for light titles over a pattern);
    /// off by default.
    public var titleShadow: Bool {
        get { renderer.look.titleShadow }
        set { renderer.look.titleShadow = newValue; chrome.queueDraw() }
    }

    /// Hides the page dots.
    public var dotsHidden: Bool {
        get { engine.chrome.dotsHidden }
        set { engine.chrome.dotsHidden = newValue; chrome.queueDraw() }
    }

    /// No dots while there is a single page, their band given to the
    /// scrubber and the pager's height (off by default, as
    /// KVNMaskedPageControl's `hidesForSinglePage`).
    public var dotsHideForSinglePage: Bool {
        get { engine.chrome.dotsHideForSinglePage }
        set { engine.chrome.dotsHideForSinglePage = newValue; chrome.chromeChanged() }
    }

    /// Dots, or lines with a bar sliding along them as
    /// HdyCarouselIndicatorLines draws (`.dots` by default).
    public var indicatorStyle: IndicatorStyle {
        get { engine.chrome.indicatorStyle }
        set { engine.chrome.indicatorStyle = newValue; chrome.chromeChanged() }
    }

    /// The size across the axis follows the current page, moving between
    /// two pages' as they move (off by default: the pager keeps the size of
    /// its largest page, so the layout around it stays still).
    public var followsPageSize: Bool {
        get { engine.followsPageSize }
        set { engine.followsPageSize = newValue; gtk_widget_queue_resize(widget) }
    }

    /// Previous and next buttons over the pages while the pointer is over
    /// the pager, as image viewers show them (off by default): a click
    /// turns a page as Page Up and Page Down do.
    public var navigationButtons: Bool {
        get { engine.chrome.navigationButtons }
        set { engine.chrome.navigationButtons = newValue; chrome.queueDraw() }
    }

    /// Dots hidden at rest, fading in while scrolling (the seed's
    /// `hideStatusBarWhenScrolling`, for a desktop).
    public var dotsAutoHide: Bool {
        get { engine.dotsAutoHide }
        set { engine.dotsAutoHide = newValue; chrome.queueDraw() }
    }

    /// Pages shrink slightly while they move (on by default, as the seed):
    /// the `.zoomOut` page effect. Turned off, pages are drawn as they lie.
    public var zoomOutEnabled: Bool {
        get { engine.zoomOut }
        set {
            engine.zoomOut = newValue
            pages.pageDrawingChanged()
        }
    }

    /// Across the axis: 0 start, 0.5 centre, 1 end.
    public var scrubberCrossAlignment: Double {
        get { engine.chrome.scrubberCrossAlignment }
        set { setChrome(OptionTable.scrubberCrossAlignment, newValue) { $0.scrubberCrossAlignment = $1 } }
    }

    /// Pixels between the scrubber's nub and the ends of its track (10, as
    /// SPTScrollViewScrubber's edge insets).
    public var scrubberInsets: Double {
        get { engine.chrome.scrubberInsets }
        set { setChrome(OptionTable.scrubberInsets, newValue) { $0.scrubberInsets = $1 } }
    }

    /// Content must be this many viewports long for the scrubber to show.
    /// A pager's default is 16: up to 15 pages the dots show every page, so
    /// the nub appears where the dots stop being enough (the standalone
    /// scrubber keeps SPTScrollViewScrubber's 2.0).
    public var scrubberMinimumScrollFactor: Double {
        get { engine.chrome.minimumScrollFactor }
        set { setChrome(OptionTable.scrubberMinimumScrollFactor, newValue) { $0.minimumScrollFactor = $1 } }
    }

    /// The scrubber's opacities and timings (hidden at rest, 1.0 while the
    /// pages move or the pointer is near, back after 0.75 s over 0.5 s by
    /// default: `ScrubberFade.pager`).
    public var scrubberFadeTimings: ScrubberFade {
        get { engine.scrubberFade }
        set { engine.scrubberFade = newValue; chrome.queueDraw() }
    }

    /// The nub's opacity at rest: 0 (the default) hides it until the pages
    /// move or the pointer comes near, 0.3 is SPTScrollViewScrubber's dim
    /// nub, 1 always shows it.
    public var scrubberIdleOpacity: Double {
        get { engine.scrubberFade.idleAlpha }
        set {
            guard let v = properties.accepted(newValue, for: OptionTable.scrubberIdleOpacity) else { return }
            engine.scrubberFade.idleAlpha = v
            chrome.queueDraw()
        }
    }

    /// A widget to use as the scrubber's nub instead of the drawn one (the
    /// seed allowed a custom nub view). It is placed over the nub's
    /// rectangle and faded like the drawn nub; `nil` goes back to drawing.
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

    /// UIScrollSlidingPages' dark diamond pattern behind white titles
    /// (off by default: the strip takes the theme's header colours, light
    /// or dark).
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

    /// Stores a chrome option the table accepts, then draws again (and lays
    /// out again when it moves the pages).
    func setChrome(_ spec: OptionSpec, _ value: Double, relayout: Bool = false, _ store: (inout ChromeOptions, Double) -> Void) {
        guard let v = properties.accepted(value, for: spec) else { return }
        store(&engine.chrome, v)
        if relayout { chrome.chromeChanged() } else { chrome.queueDraw() }
    }

    /// Items shown and paged together, 1…64.
    public var itemsPerPage: Int {
        get { options.itemsPerPage }
        set { setLayout(OptionTable.itemsPerPage, Double(newValue)) { $0.itemsPerPage = Int($1) } }
    }

    /// Ends at the last item instead of a full final page, when items share
    /// a page (SwipeView's truncateFinalPage).
    public var truncateFinalPage: Bool {
        get { options.truncateFinalPage }
        set { options.truncateFinalPage = newValue; pages.rebuildLayout() }
    }

    /// Where items rest when they do not fill the view: at the leading edge
    /// or centred (SwipeView's alignment).
    public var alignment: Alignment {
        get { options.alignment }
        set { options.alignment = newValue; pages.rebuildLayout() }
    }

    /// Pixels between pages, 0…10,000.
    public var spacing: Double {
        get { options.spacing }
        set { setLayout(OptionTable.spacing, newValue) { $0.spacing = $1 } }
    }

    /// Pages scroll sideways (the default) or up and down.
    public var orientation: Orientation {
        get { options.orientation }
        set { options.orientation = newValue; pages.rebuildLayout() }
    }

    /// The last item leads back to the first, both ways (works with one
    /// and two items too).
    public var wrapEnabled: Bool {
        get { options.wrap }
        set { options.wrap = newValue; pages.rebuildLayout() }
    }

    /// Pages kept loaded beyond the visible ones on each side, 0…16.
    public var preloadRadius: Int {
        get { options.preloadRadius }
        set { setLayout(OptionTable.preloadRadius, Double(newValue)) { $0.preloadRadius = Int($1) } }
    }

    /// Pixels per item along the scroll axis (SwipeView's `itemSize`), or
    /// 0 for items that fill the viewport `itemsPerPage` at a time; a
    /// delegate's ``PagerDelegate/itemExtent(for:)`` comes first.
    public var itemExtent: Double {
        get { settings.itemExtent }
        set {
            guard let v = properties.accepted(newValue, for: OptionTable.itemExtent) else { return }
            settings.itemExtent = v
            pages.rebuildLayout()
        }
    }

    /// Pixels per item asked each time the pager lays out (a resize, a
    /// reload, an option change) without a delegate, as a delegate's
    /// ``PagerDelegate/itemExtent(for:)`` is; nil, 0 or less: the
    /// ``itemExtent`` property's. Setting it lays out again from the main
    /// loop (never inside the setter, so the function may set another):
    /// the layout and `numberOfPages` follow on the next turn.
    public var itemExtentFunction: (@MainActor () -> Double?)? {
        get { sources.itemExtent }
        set {
            sources.itemExtent = newValue
            // Laid out from the main loop, never inside this setter: GJS
            // keeps one callback per method, not per call, so a function
            // asked from inside its own setter that sets another frees the
            // wrong one.
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

    /// Dot colours without a delegate (KVNMaskedPageControl's per-page
    /// colours): for a page (−1 and the page count are the overscroll past
    /// either end) and whether it is the current page's colour; nil is the
    /// theme's. A delegate's colours come first.
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

    /// Rests on whole pages after a drag; off, it coasts and stops anywhere.
    public var pagingEnabled: Bool {
        get { motionOptions.pagingEnabled }
        set { motionOptions.pagingEnabled = newValue; pushMotionOptions() }
    }

    /// Drags, swipes and the wheel move the pages; off, only the API and
    /// keys do.
    public var scrollEnabled: Bool {
        get { motionOptions.scrollEnabled }
        set { motionOptions.scrollEnabled = newValue; pushMotionOptions() }
    }

    /// Pulls past either end with resistance and springs back; off, the
    /// ends are hard stops.
    public var bounces: Bool {
        get { motionOptions.bounces }
        set { motionOptions.bounces = newValue; pushMotionOptions() }
    }

    /// A fast swipe may travel several pages (HdyCarousel's
    /// allow-long-swipes); off, a swipe moves one page.
    public var allowsLongSwipes: Bool {
        get { motionOptions.allowsLongSwipes }
        set { motionOptions.allowsLongSwipes = newValue; pushMotionOptions() }
    }

    /// Pixels a press travels before the pages follow it (16 by default,
    /// HdySwipeTracker's); until then a button under it keeps its click.
    public var dragThreshold: Double {
        get { motionOptions.dragThreshold }
        set { setMotion(OptionTable.dragThreshold, newValue) { $0.dragThreshold = $1 } }
    }

    /// The release speed, in pixels a millisecond, below which a pointer or
    /// touch drag settles by position instead of flinging (0.3 by default).
    public var flingThreshold: Double {
        get { motionOptions.flingThreshold }
        set { setMotion(OptionTable.flingThreshold, newValue) { $0.flingThreshold = $1 } }
    }

    /// Velocity kept per millisecond while coasting (0.998 by default).
    public var decelerationRate: Double {
        get { motionOptions.decelerationRate }
        set { setMotion(OptionTable.decelerationRate, newValue) { $0.decelerationRate = $1 } }
    }

    /// Items per second; positive scrolls forward. 0 stops.
    public var autoscroll: Double {
        get { motionOptions.autoscroll }
        set { setMotion(OptionTable.autoscroll, newValue) { $0.autoscroll = $1 } }
    }

    /// Seconds between automatic page turns; `nil` is off.
    public var autoplayInterval: Double? {
        get { motionOptions.autoplayInterval }
        set {
            if let v = newValue {
                guard properties.accepted(v, for: OptionTable.autoplayInterval) != nil else { return }
                guard v > 0 else { return warnOnce("autoplay interval \(v) is not a positive number of seconds (nil turns autoplay off); unchanged") }
            }
            motionOptions.autoplayInterval = newValue
            pushMotionOptions()
        }
    }

    /// Turns animations into jumps even when GTK's animations are on.
    public var reducedMotion: Bool {
        get { settings.reducedMotion }
        set {
            settings.reducedMotion = newValue
            pushMotionOptions()
        }
    }

    /// Seconds a key, wheel notch, snap or autoplay step takes (0.25).
    public var animationDuration: Double {
        get { motionOptions.pageAnimationDuration }
        set { setMotion(OptionTable.animationDuration, newValue) { $0.pageAnimationDuration = $1 } }
    }

    /// Seconds an inserted page takes to grow into place (0.3).
    public var revealDuration: Double {
        get { engine.revealDuration }
        set {
            guard let v = properties.accepted(newValue, for: OptionTable.revealDuration) else { return }
            engine.revealDuration = v
            properties.notifyChangedProperties()
        }
    }

    /// A mouse wheel turns pages (touchpad swipes always move them).
    public var allowsScrollWheel: Bool {
        get { motionOptions.allowsScrollWheel }
        set { motionOptions.allowsScrollWheel = newValue; pushMotionOptions() }
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

    /// The share of the pager (0…0.45) on each side of a page where its
    /// neighbours show, when pages fill the pager.
    public var pagePeek: Double {
        get { options.pagePeek }
        set { setLayout(OptionTable.pagePeek, newValue) { $0.pagePeek = $1 } }
    }

    /// The settling spring (AdwCarousel's): how hard a released page is
    /// pulled to rest (500).
    public var springStiffness: Double {
        get { motionOptions.springStiffness }
        set { setMotion(OptionTable.springStiffness, newValue) { $0.springStiffness = $1 } }
    }

    /// 1 (the default) comes to rest without overshoot; less overshoots and
    /// rings, more creeps in (0.1…10).
    public var springDampingRatio: Double {
        get { motionOptions.springDampingRatio }
        set { setMotion(OptionTable.springDampingRatio, newValue) { $0.springDampingRatio = $1 } }
    }

    /// The spring's mass (1): heavier pages are slower to start and stop.
    public var springMass: Double {
        get { motionOptions.springMass }
        set { setMotion(OptionTable.springMass, newValue) { $0.springMass = $1 } }
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

    /// Stores a layout option the table accepts, then lays out again.
    func setLayout(_ spec: OptionSpec, _ value: Double, _ store: (inout LayoutConfiguration, Double) -> Void) {
        guard let v = properties.accepted(value, for: spec) else { return }
        store(&settings.layout, v)
        pages.rebuildLayout()
    }

    /// Stores a motion option the table accepts, then hands it to the engine.
    func setMotion(_ spec: OptionSpec, _ value: Double, _ store: (inout MotionConfiguration, Double) -> Void) {
        guard let v = properties.accepted(value, for: spec) else { return }
        store(&settings.motion, v)
        pushMotionOptions()
    }

    /// How pages are drawn as they move: `.zoomOut` (the default, the
    /// seed's), `.depth`, `.fade`, `.parallax` or `.none`. A
    /// ``pageTransformer`` replaces it.
    public var pageEffect: PageEffect {
        get { engine.pageEffect }
        set {
            engine.pageEffect = newValue
            pages.pageDrawingChanged()
        }
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The options as the Swift API sets them. Numeric ones are checked against
// the core's OptionTable (a value outside its range is refused with a
// warning naming the option); each may change at any time, even mid-drag.

extension Pager {
    /// Items shown and paged together, 1…64.
    public var itemsPerPage: Int {
        get { options.itemsPerPage }
        set { setLayout(OptionTable.itemsPerPage, Double(newValue)) { $0.itemsPerPage = Int($1) } }
    }
    /// Ends at the last item instead of a full final page, when items share
    /// a page (SwipeView's truncateFinalPage).
    public var truncateFinalPage: Bool {
        get { options.truncateFinalPage }
        set { options.truncateFinalPage = newValue; rebuildLayout() }
    }
    /// Where items rest when they do not fill the view: at the leading edge
    /// or centred (SwipeView's alignment).
    public var alignment: Alignment {
        get { options.alignment }
        set { options.alignment = newValue; rebuildLayout() }
    }
    /// Pixels between pages, 0…10,000.
    public var spacing: Double {
        get { options.spacing }
        set { setLayout(OptionTable.spacing, newValue) { $0.spacing = $1 } }
    }
    /// Pages scroll sideways (the default) or up and down.
    public var orientation: Orientation {
        get { options.orientation }
        set { options.orientation = newValue; rebuildLayout() }
    }
    /// The last item leads back to the first, both ways (works with one
    /// and two items too).
    public var wrapEnabled: Bool {
        get { options.wrap }
        set { options.wrap = newValue; rebuildLayout() }
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
            guard let v = accepted(newValue, for: OptionTable.itemExtent) else { return }
            settings.itemExtent = v
            rebuildLayout()
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
                self.rebuildLayout()
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
            queueDraw()
        }
    }

    /// Item extent from the first page's natural size instead of filling the
    /// viewport, when the delegate gives none.
    public var measuresItemExtent: Bool {
        get { settings.measuresItemExtent }
        set {
            settings.measuresItemExtent = newValue
            rebuildLayout()
        }
    }
    /// Load pages only once motion stops (the SwipeView seed's option).
    public var defersItemViewLoading: Bool {
        get { engine.defersLoading }
        set {
            engine.defersLoading = newValue
            syncLoaded()
            notifyChangedProperties()
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
                guard accepted(v, for: OptionTable.autoplayInterval) != nil else { return }
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
            guard let v = accepted(newValue, for: OptionTable.revealDuration) else { return }
            engine.revealDuration = v
            notifyChangedProperties()
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
            notifyChangedProperties()
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
    /// Idle, following a drag, or moving on its own to rest.
    public var scrollState: ScrollState { engine.motion.scrollState }

    /// The page shown after `reloadData()`.
    public var initialPageIndex: Int {
        get { settings.initialPage }
        set {
            guard accepted(Double(newValue), for: OptionTable.initialPage) != nil else { return }
            settings.initialPage = newValue
            notifyChangedProperties()
        }
    }


    /// Stores a layout option the table accepts, then lays out again.
    func setLayout(_ spec: OptionSpec, _ value: Double, _ store: (inout LayoutConfiguration, Double) -> Void) {
        guard let v = accepted(value, for: spec) else { return }
        store(&settings.layout, v)
        rebuildLayout()
    }

    /// Stores a motion option the table accepts, then hands it to the engine.
    func setMotion(_ spec: OptionSpec, _ value: Double, _ store: (inout MotionConfiguration, Double) -> Void) {
        guard let v = accepted(value, for: spec) else { return }
        store(&settings.motion, v)
        pushMotionOptions()
    }
}

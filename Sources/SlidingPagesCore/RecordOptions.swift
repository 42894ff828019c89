/// A pager whose options are the option record's entries the core keeps
/// (``OptionAccess/values``): each face reads and sets an entry by its
/// spec, and the typed options below come from the record, with the same
/// names, ranges and defaults in every face.
@MainActor
public protocol RecordOptions: AnyObject {
    /// The value of an entry of ``OptionAccess/values`` (booleans and
    /// choices as 0, 1, …); another entry gives its default.
    func option(_ spec: OptionSpec) -> Double
    /// Sets an entry of ``OptionAccess/values`` when its range admits
    /// `value` (otherwise warned of by name, and unchanged), then redoes
    /// what the entry changes.
    func setOption(_ spec: OptionSpec, _ value: Double)
}

extension RecordOptions {
    private typealias T = OptionTable

    private func flag(_ spec: OptionSpec) -> Bool { option(spec) != 0 }
    private func setFlag(_ spec: OptionSpec, _ on: Bool) { setOption(spec, on ? 1 : 0) }

    // MARK: Layout

    /// Items shown and paged together, 1…64.
    public var itemsPerPage: Int {
        get { Int(option(T.itemsPerPage)) }
        set { setOption(T.itemsPerPage, Double(newValue)) }
    }

    /// Ends at the last item instead of a full final page, when items share
    /// a page (SwipeView's truncateFinalPage).
    public var truncateFinalPage: Bool {
        get { flag(T.truncateFinalPage) }
        set { setFlag(T.truncateFinalPage, newValue) }
    }

    /// Where items rest when they do not fill the view: at the leading edge
    /// or centred (SwipeView's alignment).
    public var alignment: Alignment {
        get { flag(T.alignment) ? .center : .edge }
        set { setFlag(T.alignment, newValue == .center) }
    }

    /// Pixels between pages, 0…10,000.
    public var spacing: Double {
        get { option(T.spacing) }
        set { setOption(T.spacing, newValue) }
    }

    /// Pages scroll sideways (the default) or up and down.
    public var orientation: Orientation {
        get { flag(T.orientation) ? .vertical : .horizontal }
        set { setFlag(T.orientation, newValue == .vertical) }
    }

    /// The last item leads back to the first, both ways, once there are
    /// items enough for a page.
    public var wrapEnabled: Bool {
        get { flag(T.wrap) }
        set { setFlag(T.wrap, newValue) }
    }

    /// Pages kept loaded beyond the visible ones on each side, 0…16.
    public var preloadRadius: Int {
        get { Int(option(T.preloadRadius)) }
        set { setOption(T.preloadRadius, Double(newValue)) }
    }

    /// The share of the pager (0…0.45) on each side of a page where its
    /// neighbours show, when pages fill the pager.
    public var pagePeek: Double {
        get { option(T.pagePeek) }
        set { setOption(T.pagePeek, newValue) }
    }

    // MARK: Motion

    /// Rests on whole pages after a drag; off, it coasts and stops anywhere.
    public var pagingEnabled: Bool {
        get { flag(T.pagingEnabled) }
        set { setFlag(T.pagingEnabled, newValue) }
    }

    /// Drags, swipes and the wheel move the pages; off, only the API and
    /// keys do.
    public var scrollEnabled: Bool {
        get { flag(T.scrollEnabled) }
        set { setFlag(T.scrollEnabled, newValue) }
    }

    /// Pulls past either end with resistance and springs back; off, the
    /// ends are hard stops.
    public var bounces: Bool {
        get { flag(T.bounces) }
        set { setFlag(T.bounces, newValue) }
    }

    /// A fast swipe may travel several pages (HdyCarousel's
    /// allow-long-swipes); off, a swipe moves one page.
    public var allowsLongSwipes: Bool {
        get { flag(T.allowsLongSwipes) }
        set { setFlag(T.allowsLongSwipes, newValue) }
    }

    /// Pixels a press travels before the pages follow it (16,
    /// HdySwipeTracker's); until then a button under it keeps its click.
    public var dragThreshold: Double {
        get { option(T.dragThreshold) }
        set { setOption(T.dragThreshold, newValue) }
    }

    /// The release speed, in pixels a millisecond, below which a drag
    /// settles by position instead of flinging (0.3).
    public var flingThreshold: Double {
        get { option(T.flingThreshold) }
        set { setOption(T.flingThreshold, newValue) }
    }

    /// Velocity kept per millisecond while coasting (0.998).
    public var decelerationRate: Double {
        get { option(T.decelerationRate) }
        set { setOption(T.decelerationRate, newValue) }
    }

    /// Items per second; positive scrolls forward. 0 stops.
    public var autoscroll: Double {
        get { option(T.autoscroll) }
        set { setOption(T.autoscroll, newValue) }
    }

    /// Seconds a key, wheel notch, snap or autoplay step takes (0.25).
    public var animationDuration: Double {
        get { option(T.animationDuration) }
        set { setOption(T.animationDuration, newValue) }
    }

    /// Seconds an inserted page takes to grow into place, and a deleted
    /// one to shrink out (0.3).
    public var revealDuration: Double {
        get { option(T.revealDuration) }
        set { setOption(T.revealDuration, newValue) }
    }

    /// A mouse wheel turns pages (touchpad swipes always move them).
    public var allowsScrollWheel: Bool {
        get { flag(T.allowScrollWheel) }
        set { setFlag(T.allowScrollWheel, newValue) }
    }

    /// The settling spring (AdwCarousel's): how hard a released page is
    /// pulled to rest (500).
    public var springStiffness: Double {
        get { option(T.springStiffness) }
        set { setOption(T.springStiffness, newValue) }
    }

    /// 1 (the default) comes to rest without overshoot; less overshoots and
    /// rings, more creeps in (0.1…10).
    public var springDampingRatio: Double {
        get { option(T.springDampingRatio) }
        set { setOption(T.springDampingRatio, newValue) }
    }

    /// The spring's mass (1): heavier pages are slower to start and stop.
    public var springMass: Double {
        get { option(T.springMass) }
        set { setOption(T.springMass, newValue) }
    }

    // MARK: Pages drawn as they move

    /// Pages shrink slightly while they move (on, as the seed): the
    /// `.zoomOut` page effect. Off, pages are drawn as they lie.
    public var zoomOutEnabled: Bool {
        get { flag(T.zoomOut) }
        set { setFlag(T.zoomOut, newValue) }
    }

    /// How pages are drawn as they move: `.zoomOut` (the default, the
    /// seed's), `.depth`, `.fade`, `.parallax` or `.none`.
    public var pageEffect: PageEffect {
        get { PageEffect(rawValue: Int(option(T.pageEffect))) ?? .zoomOut }
        set { setOption(T.pageEffect, Double(newValue.rawValue)) }
    }

    // MARK: The strip, dots and scrubber

    /// The strip's height in pixels (50 by default, as the seed).
    public var titleStripHeight: Double {
        get { option(T.titleStripHeight) }
        set { setOption(T.titleStripHeight, newValue) }
    }

    /// Pixels per title in the strip (150 by default, as the seed).
    public var titleWidth: Double {
        get { option(T.titleWidth) }
        set { setOption(T.titleWidth, newValue) }
    }

    /// Hides the page dots.
    public var dotsHidden: Bool {
        get { flag(T.dotsHidden) }
        set { setFlag(T.dotsHidden, newValue) }
    }

    /// Dots hidden at rest, fading in while scrolling (the seed's
    /// `hideStatusBarWhenScrolling`, for a desktop).
    public var dotsAutoHide: Bool {
        get { flag(T.dotsAutoHide) }
        set { setFlag(T.dotsAutoHide, newValue) }
    }

    /// No dots while there is a single page, their band given to the
    /// scrubber and the pager's height (off, as KVNMaskedPageControl's
    /// `hidesForSinglePage`).
    public var dotsHideForSinglePage: Bool {
        get { flag(T.dotsHideForSinglePage) }
        set { setFlag(T.dotsHideForSinglePage, newValue) }
    }

    /// Dots, or lines with a bar sliding along them as
    /// HdyCarouselIndicatorLines draws (`.dots` by default).
    public var indicatorStyle: IndicatorStyle {
        get { IndicatorStyle(rawValue: Int(option(T.indicatorStyle))) ?? .dots }
        set { setOption(T.indicatorStyle, Double(newValue.rawValue)) }
    }

    /// Previous and next buttons over the pages while the pointer is over
    /// them, as image viewers show (off): a click turns a page.
    public var navigationButtons: Bool {
        get { flag(T.navigationButtons) }
        set { setFlag(T.navigationButtons, newValue) }
    }

    /// The size across the axis follows the current page (off: the pager
    /// keeps its largest page's, so the layout around it stays still).
    public var followsPageSize: Bool {
        get { flag(T.followsPageSize) }
        set { setFlag(T.followsPageSize, newValue) }
    }

    /// Pixels between the scrubber's nub and the ends of its track (10, as
    /// SPTScrollViewScrubber's edge insets).
    public var scrubberInsets: Double {
        get { option(T.scrubberInsets) }
        set { setOption(T.scrubberInsets, newValue) }
    }

    /// Where the scrubber sits across the axis: 0 start, 0.5 centre, 1 end.
    public var scrubberCrossAlignment: Double {
        get { option(T.scrubberCrossAlignment) }
        set { setOption(T.scrubberCrossAlignment, newValue) }
    }

    /// Viewports of content before the scrubber shows: 16, so up to 15
    /// pages the dots show every page (the standalone scrubber keeps
    /// SPTScrollViewScrubber's 2.0); at most 1e9.
    public var scrubberMinimumScrollFactor: Double {
        get { option(T.scrubberMinimumScrollFactor) }
        set { setOption(T.scrubberMinimumScrollFactor, newValue) }
    }

    /// The nub's opacity at rest: 0 (the default) hides it until the pages
    /// move or the pointer nears, 0.3 is SPTScrollViewScrubber's dim nub, 1
    /// always shows it.
    public var scrubberIdleOpacity: Double {
        get { option(T.scrubberIdleOpacity) }
        set { setOption(T.scrubberIdleOpacity, newValue) }
    }
}

/// One pager option as every face of the pager sees it: its GObject
/// property name, nick and blurb, its type with default and range, and
/// whether it can be set. The GObject properties are made from these
/// entries, and the Swift setters and the property setters validate
/// against them, so no range is typed twice.
public struct OptionSpec: Sendable, Equatable {
    /// The option's type, default and range.
    public enum Kind: Sendable, Equatable {
        /// A boolean and its default.
        case bool(Bool)
        /// A whole number, its default and range.
        case int(Int, ClosedRange<Int>)
        /// A number, its default and range.
        case double(Double, ClosedRange<Double>)
        /// A whole number GObject holds unsigned (milliseconds), its
        /// default and range.
        case uint(Int, ClosedRange<Int>)
        /// A GObject enum property; its values are 0, 1, …
        case choice(Int, Choice)
    }

    /// The enum types of the choice properties.
    public enum Choice: Sendable, Equatable {
        /// SlidingPagesAlignment: 0 edge, 1 centre.
        case alignment
        /// GtkOrientation: 0 horizontal, 1 vertical.
        case orientation
        /// SlidingPagesScrollState: 0 idle, 1 dragging, 2 settling.
        case scrollState
        /// SlidingPagesPageEffect: ``PageEffect``'s raw values.
        case pageEffect
        /// SlidingPagesIndicatorStyle: ``IndicatorStyle``'s raw values.
        case indicatorStyle
    }

    /// The GObject property's name.
    public let name: String
    /// A short name for tools.
    public let nick: String
    /// One line saying what it does.
    public let blurb: String
    /// Its type, default and range.
    public let kind: Kind
    /// False for the state the pager reports (position, counts, current page).
    public let writable: Bool

    /// An option; `writable` false for a read-only readout.
    public init(_ name: String, _ nick: String, _ blurb: String, _ kind: Kind, writable: Bool = true) {
        self.name = name
        self.nick = nick
        self.blurb = blurb
        self.kind = kind
        self.writable = writable
    }

    /// The default as a number (booleans and choices as 0 or 1, …).
    public var defaultValue: Double {
        switch kind {
        case .bool(let b): return b ? 1 : 0
        case .int(let d, _): return Double(d)
        case .double(let d, _): return d
        case .uint(let d, _): return Double(d)
        case .choice(let d, _): return Double(d)
        }
    }

    /// The range of a numeric option.
    public var range: ClosedRange<Double>? {
        switch kind {
        case .int(_, let r), .uint(_, let r): return Double(r.lowerBound)...Double(r.upperBound)
        case .double(_, let r): return r
        default: return nil
        }
    }

    /// `value` if the option takes it; otherwise `nil` and the problem,
    /// named for a warning ("spacing -3 is outside 0…10000"). A fraction
    /// is taken for an int option: Swift's pixel options are Double, and
    /// GObject's ints are whole anyway.
    public func check(_ value: Double) -> (value: Double?, problem: String?) {
        guard value.isFinite else { return (nil, "\(name) \(value) is not a finite number; unchanged") }
        if let r = range, !r.contains(value) {
            return (nil, "\(name) \(value) is outside \(OptionSpec.format(r.lowerBound))…\(OptionSpec.format(r.upperBound)); unchanged")
        }
        return (value, nil)
    }

    private static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

/// Every option and reported state of the pager, in property id order
/// (id = index + 1). Numbers come from the seeds and peers named on each
/// configuration field (LayoutConfiguration, MotionConfiguration,
/// ChromeOptions, ScrubberFade).
public enum OptionTable {
    /// SwipeView's itemsPerPage.
    public static let itemsPerPage = OptionSpec("items-per-page", "Items per page", "Items shown and paged together",
                                                .int(1, 1...LayoutConfiguration.maximumItemsPerPage))
    /// SwipeView's truncateFinalPage.
    public static let truncateFinalPage = OptionSpec("truncate-final-page", "Truncate final page", "End at the last item instead of a full final page", .bool(false))
    /// SwipeView's alignment.
    public static let alignment = OptionSpec("alignment", "Alignment", "Pages rest at the leading edge or centred", .choice(0, .alignment))
    /// Pixels, as every pixel property: gint, as GTK's own.
    public static let spacing = OptionSpec("spacing", "Spacing", "Pixels between pages", .int(0, 0...10_000))
    /// The scroll axis.
    public static let orientation = OptionSpec("orientation", "Orientation", "The scroll axis", .choice(0, .orientation))
    /// SwipeView's wrapEnabled.
    public static let wrap = OptionSpec("wrap", "Wrap", "Scroll round from the last page to the first", .bool(false))
    /// Pages loaded beyond those in view.
    public static let preloadRadius = OptionSpec("preload-radius", "Preload radius", "Pages kept loaded beyond the visible ones on each side",
                                                 .int(1, 0...LayoutConfiguration.maximumPreloadRadius))
    /// SwipeView's defersItemViewLoading.
    public static let defersItemViewLoading = OptionSpec("defers-item-view-loading", "Defer loading", "Load pages only once motion stops", .bool(false))
    /// The page a pager starts on, and shows after a reload.
    public static let initialPage = OptionSpec("initial-page", "Initial page", "The page a pager starts on, and shows after a reload", .int(0, 0...Int(Int32.max)))
    /// UIScrollView's pagingEnabled.
    public static let pagingEnabled = OptionSpec("paging-enabled", "Paging", "Come to rest on pages", .bool(true))
    /// UIScrollView's scrollEnabled.
    public static let scrollEnabled = OptionSpec("scroll-enabled", "Scroll enabled", "Let the user scroll", .bool(true))
    /// UIScrollView's bounces.
    public static let bounces = OptionSpec("bounces", "Bounces", "Rubber-band past the ends", .bool(true))
    /// HdyCarousel's `allow-long-swipes`.
    public static let allowsLongSwipes = OptionSpec("allow-long-swipes", "Long swipes", "Let a fling travel several pages", .bool(false))
    /// UIScrollView's decelerationRate.
    public static let decelerationRate = OptionSpec("deceleration-rate", "Deceleration rate", "Velocity kept per millisecond while coasting",
                                                    .double(0.998, MotionConfiguration.decelerationRateRange))
    /// SwipeView's autoscroll, items a second.
    public static let autoscroll = OptionSpec("autoscroll", "Autoscroll", "Items per second; positive scrolls forward", .double(0, -1000...1000))
    /// A day at most: longer is off in all but name.
    public static let autoplayInterval = OptionSpec("autoplay-interval", "Autoplay interval", "Seconds between automatic page turns; 0 is off", .double(0, 0...86_400))
    /// Jumps instead of animations.
    public static let reducedMotion = OptionSpec("reduced-motion", "Reduced motion", "Jump instead of animating", .bool(false))
    /// UIScrollSlidingPages' strip hidden.
    public static let titleStripHidden = OptionSpec("title-strip-hidden", "Title strip hidden", "Hide the titled header strip", .bool(false))
    /// The strip's height.
    public static let titleStripHeight = OptionSpec("title-strip-height", "Title strip height", "Pixels",
                                                    .int(Int(HeaderStrip.defaultHeight), 0...10_000))
    /// Pixels between titles.
    public static let titleWidth = OptionSpec("title-width", "Title width", "Pixels per title in the strip",
                                              .int(Int(HeaderStrip.defaultTitleWidth), 1...10_000))
    /// Off by default since the strip follows the theme: a shadow belongs
    /// under light titles on the diamond pattern.
    public static let titleShadow = OptionSpec("title-shadow", "Title shadow", "Shadow under the titles", .bool(false))
    /// UIScrollSlidingPages' dark diamond pattern, white titles over it;
    /// off, the strip takes the theme's header colours.
    public static let titleStripDiamonds = OptionSpec("title-strip-diamonds", "Diamond strip",
                                                      "The dark diamond pattern behind white titles, instead of the theme's colours",
                                                      .bool(false))
    /// No page dots.
    public static let dotsHidden = OptionSpec("dots-hidden", "Dots hidden", "Hide the page dots", .bool(false))
    /// Dots shown only while the pages move.
    public static let dotsAutoHide = OptionSpec("dots-auto-hide", "Dots auto-hide", "Show the dots only while scrolling", .bool(false))
    /// UIScrollSlidingPages' zoom-out while pages move.
    public static let zoomOut = OptionSpec("zoom-out", "Zoom-out", "Pages shrink slightly while moving", .bool(true))
    /// SwipeView's `itemSize` from the first page: items as wide as it asks.
    public static let measuresItemExtent = OptionSpec("measures-item-extent", "Measured item extent",
                                                      "Items as long along the axis as the first page asks (no delegate extent needed)", .bool(false))
    /// SwipeView's `itemSize` as an option: no delegate needed.
    public static let itemExtent = OptionSpec("item-extent", "Item extent",
                                              "Pixels per item along the axis; 0 fills the view items-per-page at a time",
                                              .double(0, 0...1_000_000))
    /// The zoom-out as one page effect among several; `zoom-out` is on
    /// while this is zoom-out.
    public static let pageEffect = OptionSpec("page-effect", "Page effect", "How pages are drawn as they move: none, zoom-out, depth, fade or parallax",
                                              .choice(PageEffect.zoomOut.rawValue, .pageEffect))
    /// Pixels between the nub and its track's ends.
    public static let scrubberInsets = OptionSpec("scrubber-insets", "Scrubber insets", "Pixels between the nub's track and the ends", .int(10, 0...10_000))
    /// Where the nub sits across the axis.
    public static let scrubberCrossAlignment = OptionSpec("scrubber-cross-alignment", "Scrubber alignment", "Across the axis: 0 start, 0.5 centre, 1 end", .double(1, 0...1))
    /// A pager shows the nub from 16 viewports: up to 15 pages the dots
    /// show every page (the standalone scrubber keeps SPT's 2).
    public static let scrubberMinimumScrollFactor = OptionSpec("scrubber-minimum-scroll-factor", "Scrubber threshold", "Viewports of content before the nub shows",
                                                               .double(16, 0...1e9))
    /// A bubble naming the page while the nub is held.
    public static let scrubberShowsBubble = OptionSpec("scrubber-shows-bubble", "Scrubber bubble", "Name the page while scrubbing", .bool(true))
    /// The nub at rest: hidden, as GTK's overlay scrollbars (0); 0.3 is
    /// SPTScrollViewScrubber's; 1 always shows it.
    public static let scrubberIdleOpacity = OptionSpec("scrubber-idle-opacity", "Scrubber opacity at rest",
                                                       "The nub's opacity once the pages rest and the pointer is away: 0 hides it, 1 always shows it",
                                                       .double(ScrubberFade.pager.idleAlpha, 0...1))
    /// HdyCarousel's `animation-duration` (250 ms there too).
    public static let animationDuration = OptionSpec("animation-duration", "Animation duration",
                                                     "Seconds a key, wheel notch, snap or autoplay step takes to move a page",
                                                     .double(MotionConfiguration().pageAnimationDuration, 0...10))
    /// HdyCarousel's `reveal-duration`.
    public static let revealDuration = OptionSpec("reveal-duration", "Reveal duration", "Seconds an inserted page takes to grow into place",
                                                  .double(PagerEngine.revealDuration, 0...10))
    /// HdyCarousel's `allow-scroll-wheel`.
    public static let allowScrollWheel = OptionSpec("allow-scroll-wheel", "Scroll wheel", "A mouse wheel turns pages", .bool(true))
    /// HdyCarousel's `allow-mouse-drags`.
    public static let allowMouseDrag = OptionSpec("allow-mouse-drag", "Mouse drags", "A mouse drag moves the pages (touch always does)", .bool(true))
    /// The share of the pager on each side where neighbours show.
    public static let pagePeek = OptionSpec("page-peek", "Page peek", "Share of the pager on each side of a page where its neighbours show",
                                            .double(0, 0...LayoutConfiguration.maximumPagePeek))
    /// AdwCarousel's spring (AdwSpringParams): stiffness 500, damping
    /// ratio 1, mass 1. The ranges keep a settle finite: a ratio of 0.1
    /// still rings down within a few seconds.
    public static let springStiffness = OptionSpec("spring-stiffness", "Spring stiffness", "How hard a released page is pulled to rest",
                                                   .double(MotionConfiguration().springStiffness, 1...100_000))
    /// The settle's damping: below 1 it overshoots.
    public static let springDampingRatio = OptionSpec("spring-damping-ratio", "Spring damping ratio",
                                                      "1 comes to rest without overshoot; less overshoots and rings, more creeps in",
                                                      .double(MotionConfiguration().springDampingRatio, 0.1...10))
    /// The settle's mass.
    public static let springMass = OptionSpec("spring-mass", "Spring mass", "Heavier pages are slower to start and to stop",
                                              .double(MotionConfiguration().springMass, 0.01...100))
    /// HdySwipeTracker's drag threshold: until a press travels this far,
    /// the pages stay and a button under it keeps its click.
    public static let dragThreshold = OptionSpec("drag-threshold", "Drag threshold", "Pixels a press travels before the pages follow it",
                                                 .int(Int(MotionConfiguration().dragThreshold), 1...1000))
    /// Release speeds below it settle by position instead of flinging
    /// (pointer and touch; a touchpad swipe has its own, in pages a second).
    public static let flingThreshold = OptionSpec("fling-threshold", "Fling threshold",
                                                  "Release speed, in pixels a millisecond, below which a drag settles by position instead of flinging",
                                                  .double(MotionConfiguration().flingThreshold, 0...100))
    /// KVNMaskedPageControl's hidesForSinglePage, for the pager's own dots.
    public static let dotsHideForSinglePage = OptionSpec("dots-hide-for-single-page", "Dots hide for a single page",
                                                         "No dots, and no room kept for them, while there is one page", .bool(false))
    /// Dots, or HdyCarouselIndicatorLines' lines.
    public static let indicatorStyle = OptionSpec("indicator-style", "Indicator style", "How the page dots show the pages: dots or lines",
                                                  .choice(IndicatorStyle.dots.rawValue, .indicatorStyle))
    /// Image viewers' previous and next buttons, shown while hovered.
    public static let navigationButtons = OptionSpec("navigation-buttons", "Navigation buttons",
                                                     "Previous and next buttons over the pages while the pointer is over the pager",
                                                     .bool(false))
    /// GtkStack's interpolate-size for the cross axis, as an option.
    public static let followsPageSize = OptionSpec("follows-page-size", "Follows the page's size",
                                                   "The size across the axis follows the current page, moving between two as the pages move",
                                                   .bool(false))
    /// The position in items, read-only.
    public static let position = OptionSpec("position", "Position", "Fractional position in items (never NaN)",
                                            .double(0, -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude), writable: false)
    /// Writable: a pager with no other source then makes its pages with its
    /// page signals (setup-page, bind-page, …).
    public static let nItems = OptionSpec("n-items", "Items",
                                          "How many items there are; setting it with no other data source makes the pages with the setup-page and bind-page signals",
                                          .int(0, 0...Int(Int32.max)))
    /// How many pages there are, read-only.
    public static let nPages = OptionSpec("n-pages", "Pages", "How many pages there are", .int(0, 0...Int(Int32.max)), writable: false)
    /// The current item, read-only.
    public static let currentItem = OptionSpec("current-item", "Current item", "The current item, -1 when empty", .int(-1, -1...Int(Int32.max)), writable: false)
    /// The current page, read-only.
    public static let currentPage = OptionSpec("current-page", "Current page", "The current page, -1 when empty",
                                               .int(-1, Int(Int32.min)...Int(Int32.max)), writable: false)
    /// ViewPager2's scroll state.
    public static let scrollState = OptionSpec("scroll-state", "Scroll state", "Idle, following a drag, or moving on its own to rest",
                                               .choice(0, .scrollState), writable: false)

    /// Every entry, in property id order.
    public static let all: [OptionSpec] = [
        itemsPerPage, truncateFinalPage, alignment, spacing, orientation, wrap, preloadRadius, defersItemViewLoading,
        initialPage, pagingEnabled, scrollEnabled, bounces, allowsLongSwipes, decelerationRate, autoscroll,
        autoplayInterval, reducedMotion, titleStripHidden, titleStripHeight, titleWidth, titleShadow, titleStripDiamonds, dotsHidden,
        dotsAutoHide, zoomOut, scrubberInsets, scrubberCrossAlignment, scrubberMinimumScrollFactor, scrubberShowsBubble,
        scrubberIdleOpacity, animationDuration, revealDuration, allowScrollWheel, allowMouseDrag, pagePeek,
        springStiffness, springDampingRatio, springMass, pageEffect, measuresItemExtent, itemExtent,
        position, nItems, nPages, currentItem, currentPage, scrollState, dragThreshold, flingThreshold,
        dotsHideForSinglePage, indicatorStyle, navigationButtons, followsPageSize,
    ]

    /// The property id of an entry (GObject ids start at 1).
    public static func id(of spec: OptionSpec) -> Int? {
        all.firstIndex(of: spec).map { $0 + 1 }
    }
}

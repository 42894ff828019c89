import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The standalone dots' and scrubber's GObject properties from Swift, typed
// (C sets them with g_object_set, which Swift cannot call: it is variadic).

/// Sets one GObject property through a GValue of `type`.
@MainActor
private func setProperty(_ object: UnsafeMutableRawPointer, _ name: String, _ type: GType, _ fill: (UnsafeMutablePointer<GValue>) -> Void) {
    var v = GValue()
    g_value_init(&v, type)
    fill(&v)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &v)
    g_value_unset(&v)
}

private let intType = GType(6 << 2), uintType = GType(7 << 2), boolType = GType(5 << 2), doubleType = GType(15 << 2)

extension Pager.Dots {
    /// Dots driven by hand: how many pages, and the position in pages (fractional while
    /// they move: the next page's colours are masked in by the fraction).
    public static func show(_ dots: Pager.Widget, pages: Int, position: Double) {
        setProperty(dots, "n-pages", intType) { g_value_set_int($0, Int32(clamping: max(0, pages))) }
        setProperty(dots, "position", doubleType) { g_value_set_double($0, position.isFinite ? position : 0) }
    }

    /// The page nearest the position, or nil without pages.
    public static func currentPage(_ dots: Pager.Widget) -> Int? {
        let page = sliding_pages_dots_get_current_page(OpaquePointer(dots))
        return page < 0 ? nil : Int(page)
    }

    /// Dots, or lines with a bar sliding along them (`indicator-style`).
    public static func setIndicatorStyle(_ dots: Pager.Widget, _ style: IndicatorStyle) {
        setProperty(dots, "indicator-style", sliding_pages_indicator_style_get_type()) { g_value_set_enum($0, gint(style.rawValue)) }
    }

    /// Draws nothing while there is one page (UIPageControl's hidesForSinglePage).
    public static func setHidesForSinglePage(_ dots: Pager.Widget, _ hides: Bool) {
        setProperty(dots, "hides-for-single-page", boolType) { g_value_set_boolean($0, hides ? 1 : 0) }
    }

    /// Driven by hand, a page asked for with a click or key shows only once
    /// ``updateCurrentPageDisplay(_:)`` is called (UIPageControl's defersCurrentPageDisplay).
    public static func setDefersCurrentPageDisplay(_ dots: Pager.Widget, _ defers: Bool) {
        setProperty(dots, "defers-current-page-display", boolType) { g_value_set_boolean($0, defers ? 1 : 0) }
    }

    /// Shows the page last asked for, when display is deferred.
    public static func updateCurrentPageDisplay(_ dots: Pager.Widget) {
        sliding_pages_dots_update_current_page_display(OpaquePointer(dots))
    }

    /// The size dots for `pages` pages need (UIPageControl's sizeForNumberOfPages).
    public static func size(forPageCount pages: Int) -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        sliding_pages_dots_get_size_for_page_count(Int32(clamping: pages), &w, &h)
        return (Int(w), Int(h))
    }

    /// Per-page colours as lists, repeated page by page; empty lists are
    /// the theme's. A colour function (``setColours(_:_:)``) comes first.
    public static func setColours(_ dots: Pager.Widget, normal: [GdkRGBA], current: [GdkRGBA]) {
        normal.withUnsafeBufferPointer { n in
            current.withUnsafeBufferPointer { c in
                sliding_pages_dots_set_colour_list(OpaquePointer(dots), n.baseAddress, gsize(n.count), c.baseAddress, gsize(c.count))
            }
        }
    }
}

extension Pager.Scrubber {
    /// The scrubber's placement and timing (its GObject properties), with
    /// their defaults.
    public struct Settings: Sendable, Equatable {
        /// Along the vertical scrollbar's side, or the horizontal one's.
        public var orientation: Orientation = .vertical
        /// Pixels between the nub and each edge; start and end follow the text direction.
        public var insets = ScrubberInsets()
        /// Across the axis: 0 the start (or top) edge, 1 the end (or bottom) edge.
        public var crossAlignment = ScrubberOptionTable.crossAlignment.defaultValue
        /// Content at least this many viewports long shows the nub (≥ 1).
        public var minimumScrollFactor = ScrubberOptionTable.minimumScrollFactor.defaultValue
        /// A bubble naming the place while the nub is held.
        public var showsBubble = ScrubberOptionTable.showsBubble.defaultValue != 0
        /// Seconds after the last scroll before the nub fades.
        public var deselectDelay = ScrubberOptionTable.deselectDelay.defaultValue / 1000
        /// Seconds the fade takes.
        public var deselectDuration = ScrubberOptionTable.deselectDuration.defaultValue / 1000

        /// The defaults, from the core's `ScrubberOptionTable`
        /// (SPTScrollViewScrubber's numbers).
        public init() {}
    }

    /// Applies `settings` to a scrubber.
    public static func configure(_ scrubber: Pager.Widget, _ settings: Settings) {
        setProperty(scrubber, "orientation", gtk_orientation_get_type()) {
            g_value_set_enum($0, Int32(settings.orientation == .vertical ? GTK_ORIENTATION_VERTICAL.rawValue : GTK_ORIENTATION_HORIZONTAL.rawValue))
        }
        // Each value is brought into its option's range, as the table gives it.
        func inRange(_ x: Double, _ spec: OptionSpec) -> Double {
            guard let r = spec.range else { return x }
            return x.isFinite ? min(r.upperBound, max(r.lowerBound, x)) : spec.defaultValue
        }
        let i = settings.insets, T = ScrubberOptionTable.self
        for (spec, value) in [(T.insetTop, i.top), (T.insetBottom, i.bottom), (T.insetStart, i.start), (T.insetEnd, i.end)] {
            setProperty(scrubber, spec.name, intType) { g_value_set_int($0, Int32(inRange(value, spec).rounded())) }
        }
        setProperty(scrubber, T.crossAlignment.name, doubleType) { g_value_set_double($0, inRange(settings.crossAlignment, T.crossAlignment)) }
        setProperty(scrubber, T.minimumScrollFactor.name, doubleType) {
            g_value_set_double($0, inRange(settings.minimumScrollFactor, T.minimumScrollFactor))
        }
        setProperty(scrubber, T.showsBubble.name, boolType) { g_value_set_boolean($0, settings.showsBubble ? 1 : 0) }
        setProperty(scrubber, T.deselectDelay.name, uintType) { g_value_set_uint($0, UInt32(inRange(settings.deselectDelay * 1000, T.deselectDelay).rounded())) }
        setProperty(scrubber, T.deselectDuration.name, uintType) {
            g_value_set_uint($0, UInt32(inRange(settings.deselectDuration * 1000, T.deselectDuration).rounded()))
        }
    }

    /// A widget to show as the nub at its natural size, or nil for the drawn one.
    public static func setNub(_ scrubber: Pager.Widget, _ nub: Pager.Widget?) {
        sliding_pages_scrubber_set_nub(OpaquePointer(scrubber), nub)
    }

    /// How far through its content the scrolled window is, 0…1, or nil
    /// while no nub shows.
    public static func fraction(_ scrubber: Pager.Widget) -> Double? {
        let f = sliding_pages_scrubber_get_fraction(OpaquePointer(scrubber))
        return f < 0 ? nil : f
    }
}

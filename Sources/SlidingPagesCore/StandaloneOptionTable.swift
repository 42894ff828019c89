/// The options of the standalone page dots (SlidingPagesDots), in property
/// id order (id = index + 1; its `adjustment`, an object, comes after).
public enum DotsOptionTable {
    /// How many pages the dots stand for.
    public static let nPages = OptionSpec("n-pages", "Pages", "How many pages the dots stand for", .int(0, 0...Int(Int32.max)))
    /// Any finite place: the dots clamp it to their pages when drawing.
    public static let position = OptionSpec("position", "Position", "Where the pages are, in pages (fractional while they move)",
                                            .double(0, -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude))
    /// Set by hand, it moves the position there.
    public static let currentPage = OptionSpec("current-page", "Current page", "The page nearest the position; -1 without pages",
                                               .int(-1, -1...Int(Int32.max)))
    /// KVNMaskedPageControl's hidesForSinglePage.
    public static let hidesForSinglePage = OptionSpec("hides-for-single-page", "Hides for one page", "Draw nothing while there is only one page",
                                                      .bool(false))
    /// UIPageControl's defersCurrentPageDisplay.
    public static let defersCurrentPageDisplay = OptionSpec("defers-current-page-display", "Defers the page shown",
                                                            "Driven by hand, show a page asked for only once update_current_page_display is called",
                                                            .bool(false))
    /// Dots, or lines with a sliding bar.
    public static let indicatorStyle = OptionTable.indicatorStyle
    /// Every entry, in property id order.
    public static let all = [nPages, position, currentPage, hidesForSinglePage, defersCurrentPageDisplay, indicatorStyle]
}

/// The options of the standalone scrubber (SlidingPagesScrubber), in
/// property id order from 2 (its `nub`, an object, is 1). The insets, the
/// cross alignment and the bubble take the range of the pager's own
/// scrubber options; the threshold keeps SPTScrollViewScrubber's default
/// of two viewports and its fade SPT's 0.75 s delay and 0.5 s fade.
public enum ScrubberOptionTable {
    /// Pixels between the nub and the top edge.
    public static let insetTop = OptionSpec("inset-top", "Top inset", "Pixels between the nub and the top edge", OptionTable.scrubberInsets.kind)
    /// Pixels between the nub and the bottom edge.
    public static let insetBottom = OptionSpec("inset-bottom", "Bottom inset", "Pixels between the nub and the bottom edge",
                                               OptionTable.scrubberInsets.kind)
    /// Pixels between the nub and the start edge.
    public static let insetStart = OptionSpec("inset-start", "Start inset",
                                              "Pixels between the nub and the start edge (the left one, or the right one in right-to-left text)",
                                              OptionTable.scrubberInsets.kind)
    /// Pixels between the nub and the end edge.
    public static let insetEnd = OptionSpec("inset-end", "End inset", "Pixels between the nub and the end edge", OptionTable.scrubberInsets.kind)
    /// Where the nub sits across the axis.
    public static let crossAlignment = OptionSpec("cross-alignment", "Cross alignment",
                                                  "Where the nub sits across the axis: 0 the start (or top) edge, 1 the end (or bottom) edge",
                                                  OptionTable.scrubberCrossAlignment.kind)
    /// Content shorter than a viewport never scrolls: the factor starts at 1.
    public static let minimumScrollFactor = OptionSpec("minimum-scroll-factor", "Minimum scroll factor",
                                                       "The nub shows for content at least this many viewports long", .double(2, 1...1e9))
    /// A bubble naming the place while the nub is held.
    public static let showsBubble = OptionSpec("shows-bubble", "Shows a bubble", "Name the place beside the nub while it is held",
                                               OptionTable.scrubberShowsBubble.kind)
    /// Milliseconds after the last scroll before the nub fades.
    public static let deselectDelay = OptionSpec("deselect-delay", "Deselect delay", "Milliseconds after the last scroll before the nub fades",
                                                 .uint(750, 0...Int(UInt32.max)))
    /// Milliseconds the fade takes.
    public static let deselectDuration = OptionSpec("deselect-duration", "Deselect duration", "Milliseconds the nub's fade takes",
                                                    .uint(500, 0...Int(UInt32.max)))
    /// How far through its content the scrolled window is.
    public static let fraction = OptionSpec("fraction", "Fraction",
                                            "How far through its content the scrolled window is, 0 to 1; -1 while no nub shows",
                                            .double(-1, -1...1), writable: false)
    /// Every entry, in property id order from 2.
    public static let all = [insetTop, insetBottom, insetStart, insetEnd, crossAlignment, minimumScrollFactor, showsBubble,
                             deselectDelay, deselectDuration, fraction]
}

/// Page dots (UIScrollSlidingPages's page control with KVNMaskedPageControl's
/// per-page colours).
///
/// Sizes follow HdyCarouselIndicatorDots: radius 3 px growing to 4 px for the
/// current page, 7 px between dots, 6 px margin. With very many pages only a
/// window of ``maximumDots`` around the current page is drawn.
public struct PageDots: Sendable, Equatable {
    /// How many pages there are.
    public var pageCount: Int
    /// Dots, or lines with a sliding bar.
    public var style = IndicatorStyle.dots
    /// A line's length, the gap between lines, their thickness and the
    /// margin around the row (HdyCarouselIndicatorLines': 35, 5, 3, 2 px).
    public static let lineLength = 35.0, lineGap = 5.0, lineThickness = 3.0, lineMargin = 2.0
    /// The most lines drawn: a window of them follows the current page,
    /// as the dots' does, so a pager of many pages keeps a short row.
    public static let maximumLines = 9
    /// A resting dot's radius in pixels.
    public var radius: Double = 3
    /// The current page's dot's radius.
    public var currentRadius: Double = 4
    /// Pixels between dots.
    public var gap: Double = 7
    /// Pixels around the row.
    public var margin: Double = 6
    /// The most dots drawn; more pages share a window of them.
    public var maximumDots: Int = 15
    /// Whether the row runs right to left.
    public var rightToLeft: Bool = false
    /// The page of the first dot's range: 0 for a counted pager; a
    /// before/after source numbers pages from where it started, so its
    /// first known page may lie below 0.
    public var firstPage: Int = 0

    /// How many dots a before/after source shows: a window that moves with
    /// the current page, which sits in its middle until a known end.
    public static let unboundedWindow = 5

    /// Dots for `pageCount` pages.
    public init(pageCount: Int, rightToLeft: Bool = false) {
        self.pageCount = max(0, pageCount)
        self.rightToLeft = rightToLeft
    }

    /// Centre-to-centre distance.
    public var pitch: Double { style == .lines ? Self.lineLength + Self.lineGap : 2 * currentRadius + gap }

    /// How many dots (or lines) are drawn.
    public var dotCount: Int { min(pageCount, max(1, style == .lines ? min(maximumDots, Self.maximumLines) : maximumDots)) }

    /// The first page with a dot when the pager is at `pagePosition`: the
    /// window follows the current page and stops at the ends.
    public func firstDotPage(pagePosition: Double) -> Int {
        guard pageCount > dotCount else { return firstPage }
        let current = roundSlot(pagePosition)
        return clamp(current - dotCount / 2, firstPage, firstPage + (pageCount - dotCount))
    }

    /// The size the control needs.
    public var size: Size {
        guard dotCount > 0 else { return .zero }
        if style == .lines {
            return Size(width: Double(dotCount) * pitch + 2 * Self.lineMargin, height: Self.lineThickness + 2 * Self.lineMargin)
        }
        let w = Double(dotCount - 1) * pitch + 2 * currentRadius + 2 * margin
        return Size(width: w, height: 2 * currentRadius + 2 * margin)
    }

    /// A dot's centre x within a control of `width` (dots centred in it).
    public func dotCenterX(page: Int, pagePosition: Double, width: Double) -> Double {
        dotCenterX(index: page - firstDotPage(pagePosition: pagePosition), width: width)
    }

    /// The centre x of the row's dot at `index` (0 is the first page's),
    /// within a control of `width`; the row runs right to left in RTL.
    @inline(__always)
    public func dotCenterX(index: Int, width: Double) -> Double {
        let logical = (width - Double(dotCount - 1) * pitch) / 2 + Double(index) * pitch
        return rightToLeft ? width - logical : logical
    }

    /// Every drawn dot for one frame, left to right in logical order: its
    /// page, centre x within a control of `width`, radius and emphasis. The
    /// window and offsets are worked out once, not per dot.
    @inline(__always)
    public func forEachDot(pagePosition: Double, width: Double, wraps: Bool = false, _ body: (_ page: Int, _ centerX: Double, _ radius: Double, _ emphasis: Double) -> Void) {
        let n = dotCount
        guard n > 0 else { return }
        let first = firstDotPage(pagePosition: pagePosition)
        for k in 0..<n {
            let page = first + k
            let e = emphasis(page: page, pagePosition: pagePosition, wraps: wraps)
            body(page, dotCenterX(index: k, width: width), radius + (currentRadius - radius) * e, e)
        }
    }

    /// As ``forEachDot(pagePosition:width:wraps:_:)``, only the dots that
    /// reach into `span` (its `x` in the coordinates of `originX + centerX`):
    /// a row clipped to its share of the control skips the dots it hides.
    @inline(__always)
    public func forEachDot(pagePosition: Double, width: Double, wraps: Bool = false, originX: Double, within span: (x: Double, width: Double),
                           _ body: (_ page: Int, _ centerX: Double, _ radius: Double, _ emphasis: Double) -> Void) {
        let reach = max(radius, currentRadius)
        forEachDot(pagePosition: pagePosition, width: width, wraps: wraps) { page, cx, r, e in
            let x = originX + cx
            if x + reach > span.x && x - reach < span.x + span.width { body(page, cx, r, e) }
        }
    }

    /// The dots `forEachDot` gives an emphasis above 0, and only those, in
    /// the same order and with the same values, plus each one's index in
    /// the row: at most the two pages either side of the position. The
    /// painter draws every other dot alike in one fill, so a frame need not
    /// visit them one by one. Measured with scripts/bench/instructions.sh:
    /// visiting every dot instead cost a drag frame with the strip and dots
    /// at 10^6 pages 1.7% more instructions (a jump frame 0.3%).
    @inline(__always)
    public func forEachEmphasisedDot(pagePosition: Double, width: Double, wraps: Bool = false,
                                     _ body: (_ index: Int, _ page: Int, _ centerX: Double, _ radius: Double, _ emphasis: Double) -> Void) {
        let n = dotCount
        guard n > 0, pagePosition.isFinite, abs(pagePosition) < 1e15 else { return }
        let first = firstDotPage(pagePosition: pagePosition)
        let below = Int(pagePosition.rounded(.down))
        // The row index of a page either side of the position, or -1.
        func index(_ candidate: Int) -> Int {
            var page = candidate
            if wraps && pageCount > 0 { page = positiveModulo(page, pageCount) }
            let k = page - first
            return k >= 0 && k < n ? k : -1
        }
        var k0 = index(below), k1 = index(below + 1)
        if k1 == k0 { k1 = -1 }
        if k0 > k1 { (k0, k1) = (k1, k0) }
        func visit(_ k: Int) {
            guard k >= 0 else { return }
            let page = first + k
            let e = emphasis(page: page, pagePosition: pagePosition, wraps: wraps)
            guard e > 0 else { return }
            body(k, page, dotCenterX(index: k, width: width), radius + (currentRadius - radius) * e, e)
        }
        visit(k0)
        visit(k1)
    }

    /// 0…1: how current a page's dot is, following the fractional position
    /// (both neighbours share it half-way through a swipe). With wrap the
    /// last and first page are neighbours.
    public func emphasis(page: Int, pagePosition: Double, wraps: Bool = false) -> Double {
        var d = abs(Double(page) - pagePosition)
        if wraps && pageCount > 0 {
            let n = Double(pageCount)
            d = abs(d - (d / n).rounded() * n)
        }
        return max(0, 1 - d)
    }

    /// The radius to draw a dot with.
    public func radius(page: Int, pagePosition: Double, wraps: Bool = false) -> Double {
        radius + (currentRadius - radius) * emphasis(page: page, pagePosition: pagePosition, wraps: wraps)
    }

    /// The lines' bar's centre x at `pagePosition` within a control of
    /// `width`: over the current page's line at rest, between two while
    /// the pages move. Without wrap it stays over the row; with wrap it
    /// runs past the last line, and ``wrappedBarCenterX(pagePosition:width:)``
    /// gives its part entering at the first.
    public func barCenterX(pagePosition: Double, width: Double) -> Double {
        let first = firstDotPage(pagePosition: pagePosition)
        let at = clamp(finite(pagePosition) - Double(first), -1, Double(dotCount))
        let logical = (width - Double(dotCount - 1) * pitch) / 2 + at * pitch
        return rightToLeft ? width - logical : logical
    }

    /// The page whose colour the lines' bar takes: the nearest line's,
    /// kept to the lines shown.
    public func barPage(pagePosition: Double) -> Int {
        let first = firstDotPage(pagePosition: pagePosition)
        return Int(clamp(finite(pagePosition), Double(first), Double(first + max(0, dotCount - 1))).rounded())
    }

    /// While a wrapping row's bar passes from the last line to the first,
    /// the centre of its part entering at the first; nil otherwise.
    public func wrappedBarCenterX(pagePosition: Double, width: Double) -> Double? {
        guard pageCount == dotCount, pageCount > 1, pagePosition > Double(firstPage + pageCount - 1) else { return nil }
        return barCenterX(pagePosition: pagePosition - Double(pageCount), width: width)
    }

    /// Which page's dot is at physical x within a control of `width`, if any.
    public func page(atX x: Double, pagePosition: Double, width: Double) -> Int? {
        guard dotCount > 0 else { return nil }
        let first = firstDotPage(pagePosition: pagePosition)
        let span = Double(dotCount - 1) * pitch
        let logical = rightToLeft ? width - x : x
        let k = roundSlot((logical - (width - span) / 2) / pitch)
        guard k >= 0, k < dotCount, abs(logical - ((width - span) / 2 + Double(k) * pitch)) <= pitch / 2 else { return nil }
        return first + k
    }

    /// The two colour rows KVNMaskedPageControl draws: the page being left
    /// and the page being revealed, as indices −1…N (−1 and N are the
    /// overscroll past either end, for which the delegate may give colours).
    public func colourPages(pagePosition: Double) -> (current: Int, next: Int) {
        let base = clamp(floorSlot(pagePosition), firstPage - 1, firstPage + pageCount)
        return (base, min(base + 1, firstPage + pageCount))
    }

    /// The fraction of the control, from its trailing edge, that shows the
    /// next page's colours.
    ///
    /// The boundary between page `p` and `p + 1` crosses the screen as the
    /// pages scroll; dots beyond it take the next page's colours. For a
    /// control centred in the pager this equals KVN's
    /// `clamp((offset − p·W − controlMinX) / controlWidth, 0, 1)`.
    /// `controlMinX` is the control's logical leading edge within a pager of
    /// `pageExtent` pixels.
    public static func maskFraction(pagePosition: Double, pageExtent: Double, controlMinX: Double, controlWidth: Double) -> Double {
        guard controlWidth > 0, pagePosition.isFinite else { return 0 }
        let f = pagePosition - pagePosition.rounded(.down)
        let boundary = (1 - f) * pageExtent
        return clamp((controlMinX + controlWidth - boundary) / controlWidth, 0, 1)
    }
}

/// How page dots show the pages.
public enum IndicatorStyle: Int, Sendable, CaseIterable {
    /// A dot per page, the current one larger and darker (the default).
    case dots
    /// A line per page and a bar that slides along them with the
    /// position (HdyCarouselIndicatorLines, AdwCarouselIndicatorLines).
    case lines
}

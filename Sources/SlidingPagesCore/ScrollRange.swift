// A scrolled view's range as GtkAdjustment describes it (lower, upper, page
// size, value), without GTK: what the standalone page dots and scrubber
// read from any scrolling widget.

/// A scrolled view's range, as GtkAdjustment describes it.
public struct ScrollRange: Sendable, Equatable {
    /// The lowest value.
    public var lower: Double
    /// The content's end.
    public var upper: Double
    /// How much shows at once.
    public var pageSize: Double
    /// Where the view is.
    public var value: Double

    /// A range; values that are not finite read as 0.
    public init(lower: Double, upper: Double, pageSize: Double, value: Double) {
        self.lower = finite(lower)
        self.upper = finite(upper)
        self.pageSize = finite(pageSize)
        self.value = finite(value)
    }

    /// How far the content scrolls: `value` runs from `lower` to this.
    public var maximumValue: Double { upper - pageSize }

    /// The whole content's extent.
    public var contentExtent: Double { upper - lower }

    /// 0…1 through the range (0 when it cannot scroll).
    public var fraction: Double { Scrubber.fraction(position: value, min: lower, max: maximumValue) }

    /// The value at `fraction` of the range.
    public func value(atFraction fraction: Double) -> Double {
        Scrubber.position(fraction: fraction, min: lower, max: maximumValue)
    }

    /// Whole pages of `pageSize` in the content (a last part of at least
    /// half a page counts), or nil with no page size.
    public var pageCount: Int? {
        guard pageSize > 0 else { return nil }
        let n = contentExtent / pageSize + 0.5
        return n.isFinite ? max(0, Int(clamp(n, 0, Double(Int32.max)))) : 0
    }

    /// The position in pages, and the share of the next page scrolled in
    /// (the masked dots' reveal), or nil with no page size.
    public var pagePosition: (position: Double, nextShare: Double)? {
        guard pageSize > 0 else { return nil }
        let p = (value - lower) / pageSize
        return (p, p - p.rounded(.down))
    }
}

extension PageDots {
    /// The dots' row centred in a control of `size`.
    public func centred(in size: Size) -> Rect {
        let s = self.size
        return Rect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height)
    }

    /// A reveal share as the mask takes it: 0…1, 0 for NaN.
    public static func maskShare(_ share: Double) -> Double { clamp(finite(share), 0, 1) }

    /// The entry of a per-page colour list of `count` colours for `page`:
    /// the list repeats page by page, and the overscroll's page −1 takes
    /// its last entry. Nil for an empty list.
    public static func listIndex(page: Int, count: Int) -> Int? {
        count > 0 ? ((page % count) + count) % count : nil
    }
}

/// Per-page dot colours given as two lists, as both faces' C APIs take
/// them: copied from the host's arrays, repeated page by page.
public struct DotColourList<Colour> {
    /// The dots' colours, and the current page's dot's.
    public let normal: [Colour], current: [Colour]

    /// Copies `count` colours from `normal` and `currentCount` from
    /// `current`. A NULL list with a count is told to `problem` ("the
    /// colours are NULL …"), and stands as empty.
    public init(normal: UnsafePointer<Colour>?, count: Int, current: UnsafePointer<Colour>?, currentCount: Int,
                problem: (String) -> Void) {
        func copy(_ list: UnsafePointer<Colour>?, _ n: Int, _ what: String) -> [Colour] {
            guard n > 0 else { return [] }
            guard let list else {
                problem("\(what) are NULL with a count of \(n); the theme's are used")
                return []
            }
            return Array(UnsafeBufferPointer(start: list, count: n))
        }
        self.normal = copy(normal, count, "the colours")
        self.current = copy(current, currentCount, "the current colours")
    }

    /// Neither list has a colour: the theme's are used.
    public var isEmpty: Bool { normal.isEmpty && current.isEmpty }

    /// The colour for `page`'s dots (the current one's when `isCurrent`);
    /// nil for the theme's.
    public func colour(page: Int, current isCurrent: Bool) -> Colour? {
        let list = isCurrent ? current : normal
        return PageDots.listIndex(page: page, count: list.count).map { list[$0] }
    }
}

extension DotColourList: Sendable where Colour: Sendable {}

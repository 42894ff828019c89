/// Which items exist.
public enum ItemDomain: Sendable, Equatable {
    /// Items `0..<count` from a counted data source.
    case counted(Int)
    /// A before/after data source (the RAPageViewController seed): no count;
    /// an end becomes known when the source answers "no page" past it.
    /// Slots are relative to the page the pager started on (slot 0).
    /// `numberedFrom`, when set, is the slot of page 0 whatever the ends:
    /// an end the pager sets for a move keeps the pages' numbers.
    case unbounded(first: Int?, last: Int?, numberedFrom: Int? = nil)

    /// A before/after source that gave no first page: it has none at all.
    public static let unboundedWithoutPages = ItemDomain.unbounded(first: 0, last: -1)

    /// Whether pages are numbered from a first page the source told of
    /// (a before/after source that answered "no page" before one).
    public var numbersFromFirstPage: Bool {
        if case .unbounded(_?, _, nil) = self { return true }
        return false
    }
}

/// A size in pixels.
public struct Size: Sendable, Equatable {
    /// Pixels across.
    public var width: Double
    /// Pixels down.
    public var height: Double
    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// No size.
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in the pager's coordinates (pixels, origin top-left).
public struct Rect: Sendable, Equatable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// Pixels across.
    public var width: Double
    /// Pixels down.
    public var height: Double
    /// A rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether (x, y) is inside (the leading edges in, the trailing out).
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// This rectangle grown by `dx` on the left and right and `dy` above
    /// and below.
    public func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }
}

/// The pager's geometry: options, items and viewport resolved into extents,
/// page anchors and the conversions between items, pages and pixels.
///
/// Positions are in item units: `position` 2.5 puts the anchor half-way
/// between items 2 and 3. The anchor is the leading edge (edge alignment) or
/// the centre (center alignment) of the viewport; pixels enter only through
/// ``stride``. A layout is a value: the widget builds one per configuration,
/// count or size change and asks it everything else.
///
///     var c = LayoutConfiguration(); c.itemsPerPage = 2
///     let l = PagerLayout(configuration: c, domain: .counted(5), viewport: Size(width: 800, height: 600))
///     l.numberOfPages            // 3
///     l.itemExtent               // 400
///     l.snapPosition(ofPage: 2)  // 4
public struct PagerLayout: Sendable, Equatable {
    /// The options the layout was made for.
    public let configuration: LayoutConfiguration
    /// Which items there are.
    public let domain: ItemDomain
    /// The view's size.
    public let viewport: Size
    /// Problems repaired while building (for a one-time warning).
    public let problems: [LayoutProblem]

    /// Pixels of one item along the axis.
    public let itemExtent: Double
    /// Pixels from one item's leading edge to the next one's (≥ 1 so that
    /// pixel → position never divides by zero, even in a 0x0 allocation).
    public let stride: Double
    /// The viewport's length along the scroll axis.
    public let viewportExtent: Double
    /// The viewport's length across the scroll axis.
    public let crossExtent: Double
    /// Where the current item's leading edge sits, in logical pixels from the
    /// viewport's leading edge (0 for edge alignment).
    public let anchorPixels: Double
    /// The position of page 0's anchor relative to its first item: 0 for edge
    /// alignment, `(itemsPerPage − 1) / 2` for center (the page's middle).
    public let anchorShift: Double
    /// Lowest and highest slot that holds an item (inclusive); for an empty
    /// pager `firstSlot > lastSlot`.
    public let firstSlot: Int
    /// The last slot there is.
    public let lastSlot: Int
    /// The lowest and highest resting positions (without wrap).
    public let minPosition: Double
    /// The furthest position.
    public let maxPosition: Double
    /// The lowest and highest page index that exist (0 and pages − 1 for a
    /// counted pager; an unbounded one has pages before its start page).
    /// Stored: snapping asks for them several times a frame.
    public let firstPageIndex: Int
    /// The last page's index.
    public let lastPageIndex: Int
    /// Whether positions wrap around (counted, non-empty pagers only).
    /// Stored, as are ``numberOfPages`` and ``pageOrigin``: finding the page
    /// at a position asked for each three times over, about 380
    /// instructions a call at 10^6 pages (callgrind, `make bench`'s drag).
    public let wraps: Bool
    /// Pages in a counted pager (`ceil(count / itemsPerPage)`); 0 when empty.
    public let numberOfPages: Int
    /// The slot page 0 starts at: item 0 of a counted pager; the first page
    /// (known or not) of an unbounded one is where it started, slot 0.
    public let pageOrigin: Int

    /// The layout of `domain`'s items in a view of `viewport`.
    public init(configuration: LayoutConfiguration, domain: ItemDomain, viewport: Size) {
        let (config, configProblems) = configuration.validated()
        var problems = configProblems
        var domain = domain
        if case .counted(let n) = domain, n < 0 {
            problems.append(.itemCount(n))
            domain = .counted(0)
        }
        if case .counted(let n) = domain, n > slotMagnitudeLimit {
            domain = .counted(slotMagnitudeLimit)
        }
        var vp = viewport
        if !(vp.width.isFinite && vp.height.isFinite && vp.width >= 0 && vp.height >= 0) {
            problems.append(.viewport(vp.width, vp.height))
            vp = .zero
        }
        self.configuration = config
        self.domain = domain
        self.viewport = vp
        self.problems = problems

        let horizontal = config.orientation == .horizontal
        viewportExtent = horizontal ? vp.width : vp.height
        crossExtent = horizontal ? vp.height : vp.width
        let ipp = Double(config.itemsPerPage)
        // A peek leaves room on each side of a filling page for its neighbours.
        var peek = 0.0
        switch config.itemSizing {
        case .fill:
            peek = config.pagePeek * viewportExtent
            itemExtent = max(0, (viewportExtent - 2 * peek - config.spacing * (ipp - 1)) / ipp)
        case .fixed(let e):
            itemExtent = e
        }
        stride = max(1, itemExtent + config.spacing)
        anchorShift = config.alignment == .center ? (ipp - 1) / 2 : 0
        anchorPixels = config.alignment == .center ? (viewportExtent - itemExtent) / 2 : peek

        switch domain {
        case .counted(let n):
            firstSlot = 0
            lastSlot = n - 1
        case .unbounded(let first, let last, _):
            firstSlot = first ?? -slotMagnitudeLimit / 2
            // Known ends the wrong way round only come from a source with no pages.
            lastSlot = domain == .unboundedWithoutPages ? -1 : max(last ?? slotMagnitudeLimit / 2, firstSlot)
        }

        // Wrap needs a page's worth of items: with fewer, the lap is shorter
        // than a page, which would show an item twice side by side.
        if case .counted(let n) = domain { wraps = config.wrap && n >= config.itemsPerPage } else { wraps = false }
        if case .unbounded(let first, _, let from) = domain, let o = from ?? first { pageOrigin = o } else { pageOrigin = max(0, firstSlot) }
        numberOfPages = firstSlot > lastSlot ? 0 : (lastSlot - firstSlot + config.itemsPerPage) / config.itemsPerPage

        // Resting range. Page anchors sit every itemsPerPage items from the
        // first slot; an edge-aligned pager also stops where its content ends
        // (as a scroll view does), so short content or a truncated final page
        // does not scroll into blank space.
        let ippInt = config.itemsPerPage
        if firstSlot > lastSlot {
            minPosition = 0
            maxPosition = 0
            firstPageIndex = 0
            lastPageIndex = 0
        } else {
            let span = lastSlot - firstSlot + 1
            let lo = Double(firstSlot) + anchorShift
            let origin = pageOrigin
            let lastAnchor = Double(origin + floorDiv(lastSlot - origin, ippInt) * ippInt) + anchorShift
            var hi: Double
            if config.truncateFinalPage {
                hi = max(lo, Double(lastSlot - ippInt + 1) + anchorShift)
                hi = min(hi, lastAnchor)
            } else {
                hi = lastAnchor
            }
            if config.alignment == .edge {
                let units = config.truncateFinalPage ? span : numberOfPages * ippInt
                let content = Double(units) * stride - config.spacing
                let limit = Double(firstSlot) + (content - viewportExtent) / stride
                hi = min(hi, limit)
            }
            minPosition = lo
            maxPosition = max(lo, hi)
            firstPageIndex = floorDiv(firstSlot - origin, ippInt)
            lastPageIndex = floorDiv(lastSlot - origin, ippInt)
        }
    }

    /// Convenience for a counted pager.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), itemCount: Int, viewport: Size) {
        self.init(configuration: configuration, domain: .counted(itemCount), viewport: viewport)
    }

    // MARK: Counts

    /// Whether there are no items.
    public var isEmpty: Bool { firstSlot > lastSlot }
    /// Items shown and paged together.
    public var itemsPerPage: Int { configuration.itemsPerPage }

    /// The item count of a counted pager; `nil` for an unbounded one.
    public var itemCount: Int? {
        if case .counted(let n) = domain { return n }
        return nil
    }

    /// The length of one lap in item units when wrapping.
    var lapLength: Int { lastSlot - firstSlot + 1 }

    // MARK: Slots, items and pages

    /// The item a slot shows (`nil` outside the items of an unwrapped pager).
    public func item(atSlot slot: Int) -> Int? {
        if isEmpty { return nil }
        if wraps { return positiveModulo(slot, lapLength) }
        return slot >= firstSlot && slot <= lastSlot ? slot : nil
    }

    /// The page an item belongs to.
    public func page(ofItem item: Int) -> Int {
        floorDiv(item - pageOrigin, itemsPerPage)
    }

    /// The first item of a page.
    public func firstItem(ofPage page: Int) -> Int { pageOrigin + page * itemsPerPage }

    // MARK: Positions

    /// A position made finite and, without wrap, kept inside the resting range.
    public func clamped(_ position: Double) -> Double {
        let p = finite(position, or: minPosition)
        if wraps { return p }
        return clamp(p, minPosition, maxPosition)
    }

    /// A wrapping position brought into its first lap `[min, min + lap)`;
    /// other positions unchanged.
    public func normalized(_ position: Double) -> Double {
        let p = finite(position, or: minPosition)
        guard wraps else { return p }
        return minPosition + positiveModulo(p - minPosition, Double(lapLength))
    }

    /// Where page `page`'s anchor rests (without wrap, clamped to the range).
    public func snapPosition(ofPage page: Int) -> Double {
        let raw = Double(firstItem(ofPage: page)) + anchorShift
        return wraps ? raw : clamp(raw, minPosition, maxPosition)
    }

    /// The position that puts `item` at the anchor (for a page of one item;
    /// with several items a page's anchor is ``snapPosition(ofPage:)``).
    public func position(ofItem item: Int) -> Double { Double(item) + anchorShift }

    /// Page units: 1.0 per page, 0 at page 0's anchor.
    public func pagePosition(_ position: Double) -> Double {
        (position - Double(pageOrigin) - anchorShift) / Double(itemsPerPage)
    }

    /// Page units as the chrome shows them (strip, dots): exactly `k` where
    /// page `k` rests. They differ from ``pagePosition(_:)`` only before the
    /// final page, when it rests less than a whole page after the one
    /// before it (a truncated final page, or an edge-aligned pager stopping
    /// where its content ends): that stretch is spread over one page, so the
    /// chrome reaches the last title and dot where the core's current page
    /// does.
    public func chromePagePosition(_ position: Double) -> Double {
        let raw = pagePosition(position)
        guard !wraps, !isEmpty, lastPageIndex > firstPageIndex else { return raw }
        let last = lastPageIndex
        let a = snapPosition(ofPage: last - 1), b = snapPosition(ofPage: last)
        let whole = Double(itemsPerPage)
        guard b - a > 1e-9, b - a < whole - 1e-9 else { return raw }
        let p = finite(position, or: minPosition)
        if p <= a { return raw }
        if p >= b { return Double(last) + (p - b) / whole }
        return Double(last - 1) + (p - a) / (b - a)
    }

    /// The inverse of ``pagePosition(_:)``.
    public func position(fromPagePosition pages: Double) -> Double {
        pages * Double(itemsPerPage) + Double(pageOrigin) + anchorShift
    }

    /// Logical pixels scrolled from item 0's anchor: `position × stride`.
    public func pixelOffset(_ position: Double) -> Double { position * stride }

    /// The inverse of ``pixelOffset(_:)``.
    public func position(fromPixelOffset pixels: Double) -> Double { pixels / stride }

    /// Pixels of content along the axis (without wrap): the items, the gaps
    /// between them and, unless `truncateFinalPage`, the final page's blank.
    public var contentExtent: Double {
        guard !isEmpty else { return 0 }
        let units = configuration.truncateFinalPage ? lapLength : numberOfPages * itemsPerPage
        return Double(units) * stride - configuration.spacing
    }

    // MARK: Frames

    /// The logical leading edge of a slot's item, in pixels from the
    /// viewport's leading edge, for the pager at `position`.
    public func leadingPixel(ofSlot slot: Int, at position: Double) -> Double {
        (Double(slot) - position) * stride + anchorPixels
    }

    /// The rectangle a slot's item occupies in the viewport (mirrored for
    /// right-to-left horizontal pagers).
    public func frame(ofSlot slot: Int, at position: Double) -> Rect {
        let lead = leadingPixel(ofSlot: slot, at: position)
        switch configuration.orientation {
        case .horizontal:
            let x = configuration.rightToLeft ? viewportExtent - lead - itemExtent : lead
            return Rect(x: x, y: 0, width: itemExtent, height: crossExtent)
        case .vertical:
            return Rect(x: 0, y: lead, width: crossExtent, height: itemExtent)
        }
    }

    /// The logical coordinate along the axis (from the leading edge) of a
    /// physical point in the viewport: mirrors x for right-to-left.
    public func logicalAxisCoordinate(x: Double, y: Double) -> Double {
        switch configuration.orientation {
        case .horizontal: return configuration.rightToLeft ? viewportExtent - x : x
        case .vertical: return y
        }
    }

    /// A physical pointer delta converted to logical pixels along the axis:
    /// dragging content toward the leading edge is positive.
    public func logicalDelta(dx: Double, dy: Double) -> Double {
        switch configuration.orientation {
        case .horizontal: return configuration.rightToLeft ? dx : -dx
        case .vertical: return -dy
        }
    }

    /// The slot under a physical point, if an item is there.
    public func slot(atX x: Double, y: Double, position: Double) -> Int? {
        let logical = logicalAxisCoordinate(x: x, y: y)
        let u = (logical - anchorPixels) / stride + position
        let slot = floorSlot(u)
        let within = (u - Double(slot)) * stride
        guard within < itemExtent else { return nil }  // in the gap between items
        if wraps { return slot }
        return slot >= firstSlot && slot <= lastSlot ? slot : nil
    }
}

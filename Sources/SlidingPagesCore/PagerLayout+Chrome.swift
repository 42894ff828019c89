// What the chrome shows for a layout and a position: which page a title or
// dot names, where the strip and dots stand, and the scrubber's range. The
// widget paints these; it folds no laps and computes no ranges itself.

extension PagerLayout {
    /// The page that unwrapped page `k` (a title in the strip, a dot) names:
    /// folded into the first lap when wrapping, `nil` past either end
    /// otherwise.
    public func page(ofUnwrappedPage k: Int) -> Int? { titlePages.page(ofUnwrappedPage: k) }

    /// Which page each unwrapped page names, as the strip's titles need it.
    public var titlePages: TitlePages {
        var t = TitlePages()
        if case .unbounded = domain { t.unbounded = true }
        t.pageCount = numberOfPages
        t.wraps = wraps
        t.firstPageIndex = firstPageIndex
        t.lastPageIndex = lastPageIndex
        t.pageOrigin = pageOrigin
        t.itemsPerPage = itemsPerPage
        return t
    }

    /// The position in pages the strip and dots show for `position`: folded
    /// into the first lap when wrapping, a short final stretch spread over
    /// one page (``chromePagePosition(_:)``).
    public func chromePagePosition(atPosition position: Double) -> Double {
        chromePagePosition(wraps ? normalized(position) : position)
    }

    /// The positions the scrubber's track spans. Without wrap it is the
    /// scroll range; when wrapping, one lap up to the last item (the next
    /// lap's first item would be the track's start again).
    public var scrubRange: (lower: Double, upper: Double) {
        let lo = minPosition
        guard wraps else { return (lo, maxPosition) }
        return (lo, lo + Double(max(0, (itemCount ?? 1) - 1)))
    }

    /// The content length the scrubber's threshold is measured against:
    /// one lap when wrapping.
    public var scrubContentExtent: Double {
        wraps ? Double(itemCount ?? 0) * stride : contentExtent
    }

    /// Whether `scrubber` shows for this layout: a counted, non-empty source
    /// whose content is long enough (an unbounded source has no length to
    /// scrub along).
    public func showsScrubber(_ scrubber: Scrubber) -> Bool {
        guard case .counted = domain, !isEmpty else { return false }
        return scrubber.isShown(contentExtent: scrubContentExtent, viewportExtent: viewportExtent)
    }

    /// The scrubber's fraction 0…1 for a position (folded into the first
    /// lap when wrapping).
    public func scrubFraction(at position: Double) -> Double {
        let r = scrubRange
        return Scrubber.fraction(position: wraps ? normalized(position) : position, min: r.lower, max: r.upper)
    }

    /// The position at a scrubber fraction: the exact inverse of
    /// ``scrubFraction(at:)`` within the range.
    public func scrubPosition(fraction: Double) -> Double {
        let r = scrubRange
        return Scrubber.position(fraction: fraction, min: r.lower, max: r.upper)
    }

    /// The position a nub dragged to `fraction` of a track `travel` pixels
    /// long goes to. Where a pixel of the track spans a page or more (an
    /// item when paging is off), the drag lands on the nearest page rather
    /// than showing slices of two pages that may be thousands apart, which
    /// is also a page less to load and draw a frame. `travel` is in the
    /// widget's logical pixels: a finer pointer (a high-resolution screen,
    /// a tablet) still lands on whole pages there. The nub then stands within half a pixel of the pointer (a
    /// pixel, at the end of a wrapping track whose pages hold several
    /// items: the lap's last item may lie inside its last page).
    /// Coarser tracks keep ``scrubPosition(fraction:)``, the exact inverse
    /// of ``scrubFraction(at:)``.
    public func scrubPosition(fraction: Double, travel: Double, paging: Bool) -> Double {
        let p = scrubPosition(fraction: fraction)
        let r = scrubRange
        let unit = paging ? Double(itemsPerPage) : 1
        guard !isEmpty, travel > 0, r.upper - r.lower >= travel * unit else { return p }
        guard paging else { return clamp(nearestWholeItem(to: p), r.lower, r.upper) }
        // A page whose anchor lies past the track's end (the next lap's
        // first, when wrapping) gives way to the one before it.
        var k = nearestUnwrappedPage(to: p)
        if anchor(ofUnwrappedPage: k) > r.upper { k -= 1 }
        if anchor(ofUnwrappedPage: k) < r.lower { k += 1 }
        return anchor(ofUnwrappedPage: k)
    }

    /// Whether slot `a` is nearer the current slot than `b` at `position`:
    /// when one widget could stand in two slots (one or two wrapped items,
    /// each shown twice), the nearer slot gets it.
    public func prefers(slot a: Int, over b: Int, at position: Double) -> Bool {
        let current = currentSlot(at: position)
        return abs(a - current) < abs(b - current)
    }

    /// The slots of `span` showing items below `count`, each item in one slot
    /// only (the nearer the current one, when wrap shows an item twice): where
    /// the pager's own pages stand, one widget each.
    public func singleSlots(in span: SlotSpan, below count: Int, at position: Double) -> SlotMap<Int> {
        var slots = SlotMap<Int>()
        let all = span.lower..<span.upper
        for s in all {
            guard let item = item(atSlot: s), item < count, nearestSlot(holding: item, among: all, at: position) == s else { continue }
            slots[s] = item
        }
        return slots
    }

    /// Of `slots` (the loaded ones), the one holding `item` that is nearest
    /// the current slot, or nil: wrap can load one item in two slots.
    public func nearestSlot(holding item: Int, among slots: some Sequence<Int>, at position: Double) -> Int? {
        var best: Int?
        for slot in slots where self.item(atSlot: slot) == item {
            if best.map({ prefers(slot: slot, over: $0, at: position) }) ?? true { best = slot }
        }
        return best
    }

    /// The physical pointer delta that is `along` pixels of logical
    /// movement: the inverse of ``logicalDelta(dx:dy:)`` with nothing
    /// across the axis.
    public func physicalDelta(along: Double) -> (dx: Double, dy: Double) {
        switch configuration.orientation {
        case .horizontal: return (configuration.rightToLeft ? along : -along, 0)
        case .vertical: return (0, -along)
        }
    }

    /// Pages a mouse wheel notch turns, given GDK's scroll deltas: 0 for
    /// none. Mice rarely scroll sideways, so the vertical wheel pages a
    /// horizontal pager too; sideways buttons follow the text direction.
    public func wheelSteps(dx: Double, dy: Double) -> Int {
        if abs(dy) >= abs(dx), dy != 0 { return dy > 0 ? 1 : -1 }
        guard dx != 0 else { return 0 }
        let mirrored = configuration.rightToLeft && configuration.orientation == .horizontal
        return (dx > 0) != mirrored ? 1 : -1
    }
}

extension SlotRuns {
    /// The slots to load in the order an unbounded source can answer: those
    /// next to the loaded span first, growing outward; with nothing loaded,
    /// nearest the current slot first.
    public func outward(fromLoaded loaded: SlotSpan, current: Int) -> [Int] {
        var slots = Array(self)
        guard loaded.upper > loaded.lower else {
            slots.sort { abs($0 - current) < abs($1 - current) }
            return slots
        }
        let lo = loaded.lower, hi = loaded.upper - 1
        func distance(_ s: Int) -> Int { s < lo ? lo - s : (s > hi ? s - hi : 0) }
        slots.sort { distance($0) < distance($1) }
        return slots
    }
}

/// What naming a page from an unwrapped page number needs of a layout
/// (``PagerLayout/page(ofUnwrappedPage:)``), kept in a ``ChromeScene`` so
/// it places its titles without the layout.
public struct TitlePages: Sendable, Equatable {
    /// A before/after source: pages are numbered from where it started.
    public var unbounded = false
    /// Pages in a counted pager.
    public var pageCount = 0
    /// Whether positions wrap around.
    public var wraps = false
    /// The lowest page index there is.
    public var firstPageIndex = 0
    /// The highest page index there is.
    public var lastPageIndex = 0
    /// The slot page 0 starts at.
    public var pageOrigin = 0
    /// Items shown and paged together.
    public var itemsPerPage = 1

    /// Nothing to name.
    public init() {}

    /// The page that unwrapped page `k` names: folded into the first lap
    /// when wrapping, `nil` past either end otherwise.
    public func page(ofUnwrappedPage k: Int) -> Int? {
        // A before/after source numbers its pages from where it started,
        // before it as well as after: any page between the known ends.
        guard pageCount > 0 else { return nil }
        if unbounded { return k >= firstPageIndex && k <= lastPageIndex ? k : nil }
        if wraps { return positiveModulo(k, pageCount) }
        return k >= 0 && k < pageCount ? k : nil
    }

    /// The first item of a page (``PagerLayout/firstItem(ofPage:)``).
    public func firstItem(ofPage page: Int) -> Int { pageOrigin + page * itemsPerPage }
}

// Which page and item a position belongs to, and where paging rests.
//
// Pages are counted "unwrapped" here: with wrap, page numbers keep growing
// past the last page (lap × pages + page), so that moving from the last page
// to the first is +1, not −(pages − 1). `currentPage` folds them back.

extension PagerLayout {
    /// The resting position of an unwrapped page number. Without wrap the page
    /// is clamped to the pages that exist.
    public func anchor(ofUnwrappedPage k: Int) -> Double {
        guard !isEmpty else { return 0 }
        let pages = numberOfPages
        if wraps {
            let lap = floorDiv(k, pages)
            let r = k - lap * pages
            return Double(lap) * Double(lapLength) + Double(pageOrigin + r * itemsPerPage) + anchorShift
        }
        return snapPosition(ofPage: clamp(k, firstPageIndex, lastPageIndex))
    }

    /// The unwrapped page whose resting position is nearest (halves go to the
    /// later page, as rounding does).
    public func nearestUnwrappedPage(to position: Double) -> Int {
        guard !isEmpty else { return 0 }
        let p = finite(position, or: minPosition)
        let pages = numberOfPages
        let low: Int
        if wraps {
            let u = p - Double(pageOrigin) - anchorShift
            let lap = floorSlot(u / Double(lapLength))
            let r = u - Double(lap) * Double(lapLength)
            low = lap * pages + clamp(floorSlot(r / Double(itemsPerPage)), 0, pages - 1)
        } else {
            if p >= maxPosition { return lastPageIndex }
            low = clamp(floorSlot(pagePosition(p)), firstPageIndex, lastPageIndex)
        }
        let high = wraps ? low + 1 : min(low + 1, lastPageIndex)
        let dLow = abs(anchor(ofUnwrappedPage: low) - p)
        let dHigh = abs(anchor(ofUnwrappedPage: high) - p)
        return dHigh <= dLow ? high : low
    }

    /// The unwrapped page at or before (`.down`) or at or after (`.up`) a
    /// position, within `tolerance` item units of a page counting as on it.
    public func unwrappedPage(from position: Double, rounding: FloatingPointRoundingRule, tolerance: Double = 1e-6) -> Int {
        let nearest = nearestUnwrappedPage(to: position)
        let a = anchor(ofUnwrappedPage: nearest)
        if abs(a - position) <= tolerance { return nearest }
        switch rounding {
        case .down: return a < position ? nearest : nearest - 1
        default: return a > position ? nearest : nearest + 1
        }
    }

    /// The page a position belongs to; `nil` for an empty pager.
    public func currentPage(at position: Double) -> Int? {
        currentPage(nearest: nearestUnwrappedPage(to: position))
    }

    /// The page of a position whose nearest unwrapped page is `k`
    /// (``nearestUnwrappedPage(to:)``): `k` folded into the first lap when
    /// wrapping; `nil` for an empty pager.
    public func currentPage(nearest k: Int) -> Int? {
        guard !isEmpty else { return nil }
        return wraps ? positiveModulo(k, numberOfPages) : k
    }

    /// The item at the anchor (for center alignment with several items a page,
    /// the page's first item when resting on it); `nil` when empty.
    public func currentItemIndex(at position: Double) -> Int? {
        guard !isEmpty else { return nil }
        let slot = roundSlot(finite(position, or: minPosition) - anchorShift)
        if wraps { return item(atSlot: slot) }
        return clamp(slot, firstSlot, lastSlot)
    }

    /// The slot at the anchor (unwrapped); an empty pager answers the slot at 0.
    public func currentSlot(at position: Double) -> Int {
        roundSlot(finite(position, or: minPosition) - anchorShift)
    }

    /// The whole-item position nearest `position` (items anchor at whole
    /// numbers plus the alignment's shift), unclamped.
    func nearestWholeItem(to position: Double) -> Double {
        (position - anchorShift).rounded() + anchorShift
    }

    /// Where a pager at rest settles: the nearest page when paging; otherwise
    /// the position itself, clamped, and pulled onto a whole item when within
    /// 0.01 of one (the SwipeView seed's tidy-up after deceleration).
    public func restingPosition(for position: Double, paging: Bool) -> Double {
        guard !isEmpty else { return 0 }
        if paging { return anchor(ofUnwrappedPage: nearestUnwrappedPage(to: position)) }
        let p = clamped(position)
        let whole = nearestWholeItem(to: p)
        return abs(whole - p) < 0.01 && (wraps || (whole >= minPosition && whole <= maxPosition)) ? whole : p
    }

    /// The position of the item `item`'s page, unwrapped to lie nearest to
    /// `position` when wrapping (the shortest way round).
    public func target(forItem item: Int, from position: Double) -> Double {
        guard !isEmpty else { return 0 }
        if wraps {
            let count = lapLength
            let raw = Double(positiveModulo(item - pageOrigin, count) + pageOrigin) + anchorShift
            return nearestLap(of: raw, to: position)
        }
        let i = clamp(item, firstSlot, lastSlot)
        return clamped(Double(i) + anchorShift)
    }

    /// Why a move to an item (or, with `isPage`, a page) is not taken as
    /// asked, or nil: outside a counted pager's range it is clamped, or taken
    /// round when the pager wraps.
    public func moveProblem(to index: Int, isPage: Bool) -> String? {
        guard let items = itemCount, items > 0 else { return nil }
        let n = isPage ? numberOfPages : items
        guard n > 0, index < 0 || index >= n else { return nil }
        let what = "\(isPage ? "page" : "index") \(index) is out of range 0..<\(n)"
        return wraps ? "\(what); taken round to \(positiveModulo(index, n))" : "\(what); clamped"
    }

    /// The resting position of `page`, the shortest way round when wrapping.
    public func target(forPage page: Int, from position: Double) -> Double {
        guard !isEmpty else { return 0 }
        if wraps {
            let raw = anchor(ofUnwrappedPage: positiveModulo(page, numberOfPages))
            return nearestLap(of: raw, to: position)
        }
        return snapPosition(ofPage: clamp(page, firstPageIndex, lastPageIndex))
    }

    /// `raw` moved by whole laps to lie within half a lap of `position`.
    public func nearestLap(of raw: Double, to position: Double) -> Double {
        guard wraps else { return raw }
        let lap = Double(lapLength)
        let p = finite(position, or: minPosition)
        let laps = ((p - raw) / lap).rounded()
        return raw + laps * lap
    }
}

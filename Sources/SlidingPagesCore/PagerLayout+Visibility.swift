// Which slots are on screen and which are kept loaded. Everything here is
// O(1) in the item count: a billion items cost what ten do.

extension PagerLayout {
    /// Slots whose item intersects the viewport at `position` (unclipped by
    /// the item range when wrapping).
    public func visibleSlots(at position: Double) -> SlotSpan { visibleSlots(at: position, margin: 0) }

    /// The slots that show more than half a pixel at `position`: pages are
    /// placed on whole pixels, so one in view by less is drawn nowhere (a
    /// settling page's neighbour is not in view for a host that asks).
    public func slotsShowing(at position: Double) -> SlotSpan { visibleSlots(at: position, margin: 0.5) }

    func visibleSlots(at position: Double, margin: Double) -> SlotSpan {
        guard !isEmpty, viewportExtent > 0, itemExtent > 0 else { return .empty }
        let p = finite(position, or: minPosition)
        // Slot s is visible when lead(s) < viewportExtent − margin and lead(s) + itemExtent > margin.
        let a = p - (anchorPixels + itemExtent - margin) / stride
        let b = p + (viewportExtent - anchorPixels - margin) / stride
        let lo = floorSlot(a) + 1
        let hi = ceilSlot(b)  // exclusive
        return clipToItems(SlotSpan(lo, hi))
    }

    /// The visible slots widened by `preloadRadius` pages on each side. Never
    /// empty for a non-empty pager: in a zero-size viewport the current slot
    /// stays loaded. With wrap the window never holds an item twice unless
    /// the viewport itself shows it twice (one or two items with a peek).
    public func loadedSlots(at position: Double) -> SlotSpan {
        loadedSlots(at: position, visible: visibleSlots(at: position))
    }

    /// ``loadedSlots(at:)`` for `visible`, the slots in view there
    /// (``visibleSlots(at:)``), worked out already.
    public func loadedSlots(at position: Double, visible inView: SlotSpan) -> SlotSpan {
        guard !isEmpty else { return .empty }
        var visible = inView
        if visible.isEmpty {
            let s = clampSlotToItems(currentSlot(at: position))
            visible = SlotSpan(s, s + 1)
        }
        var pad = configuration.preloadRadius * itemsPerPage
        var padLow = pad, padHigh = pad
        if wraps {
            let room = max(0, lapLength - visible.count)
            pad = min(pad * 2, room)
            padLow = pad / 2
            padHigh = pad - padLow
        }
        return clipToItems(SlotSpan(visible.lower - padLow, visible.upper + padHigh))
    }

    /// The slots Tab walks at `position`: those wholly in view, so a
    /// neighbour peeking in (whose widgets would take focus out of sight)
    /// is not; the current slot's page when none is whole.
    public func focusSlots(at position: Double) -> SlotSpan {
        let visible = visibleSlots(at: position)
        let p = finite(position, or: minPosition)
        var lo = visible.upper, hi = visible.lower
        var slot = visible.lower
        while slot < visible.upper {
            let lead = leadingPixel(ofSlot: slot, at: p)
            // Half a pixel either way: a page at rest fits its viewport exactly.
            if lead >= -0.5 && lead + itemExtent <= viewportExtent + 0.5 {
                lo = min(lo, slot)
                hi = max(hi, slot + 1)
            }
            slot += 1
        }
        if lo < hi || isEmpty { return SlotSpan(lo, hi) }
        let first = firstItem(ofPage: page(ofItem: currentSlot(at: p)))
        return clipToItems(SlotSpan(first, first + itemsPerPage))
    }

    /// The most slots ``loadedSlots(at:)`` can hold for this geometry.
    public var maximumLoadedSlots: Int {
        guard !isEmpty else { return 0 }
        let onScreen = itemExtent > 0 && viewportExtent > 0 ? ceilSlot(viewportExtent / stride) + 1 : 1
        return onScreen + 2 * configuration.preloadRadius * itemsPerPage
    }

    func clipToItems(_ span: SlotSpan) -> SlotSpan {
        if wraps { return span }
        return span.intersection(SlotSpan(firstSlot, lastSlot == Int.max ? Int.max : lastSlot + 1))
    }

    func clampSlotToItems(_ slot: Int) -> Int {
        wraps ? slot : clamp(slot, firstSlot, lastSlot)
    }
}

// Which items' pages are on screen, told as they come and go
// (UIPageViewController's appearance calls, ViewPager2's page callbacks):
// `pageShown` when an item's page first shows, `pageHidden` when it has
// left the view. Preloaded pages are loaded but not shown.

extension PagerEngine {
    /// The items in view changed since the last call: their events go with
    /// the step's others. An item shown in two slots at once (wrap with few
    /// items) is shown once. Counted sources only: an unbounded source's
    /// slots are not stable item numbers.
    mutating func reportShownItems() {
        guard case .counted = layout.domain else { return }
        let span = shownSlots
        if span == shown.span && shown.epoch == layoutEpoch { return }
        let old = shown.layout, oldSpan = shown.span, new = layout
        if let old {
            forEachItem(in: oldSpan, of: old) { item in
                if !PagerEngine.span(span, of: new, shows: item) { motion.emit(.pageHidden(item: item)) }
            }
        }
        forEachItem(in: span, of: new) { item in
            if old.map({ !PagerEngine.span(oldSpan, of: $0, shows: item) }) ?? true { motion.emit(.pageShown(item: item)) }
        }
        shown = ShownItems(span: span, layout: new, epoch: layoutEpoch)
    }

    /// Whether `item`'s page is in view now.
    public func isShown(item: Int) -> Bool {
        PagerEngine.span(shownSlots, of: layout, shows: item)
    }

    /// The items in `span`, each once, in slot order.
    private func forEachItem(in span: SlotSpan, of l: PagerLayout, _ body: (Int) -> Void) {
        var s = span.lower
        while s < span.upper {
            if let item = l.item(atSlot: s), !PagerEngine.span(SlotSpan(span.lower, s), of: l, shows: item) { body(item) }
            s += 1
        }
    }

    /// Whether one of `span`'s slots shows `item` under `l`.
    static func span(_ span: SlotSpan, of l: PagerLayout, shows item: Int) -> Bool {
        var s = span.lower
        while s < span.upper {
            if l.item(atSlot: s) == item { return true }
            s += 1
        }
        return false
    }

    /// A change or batch renumbered the items (`newIndex` says where each
    /// went): those in view before and after keep their report under their
    /// new numbers (an insert before them is not news), those it moved out
    /// of view are hidden, those it brought in (inserted or moved) are
    /// shown, and a deleted one in view is told hidden by the index it had,
    /// first, so a host that counts the pages in view stays even.
    mutating func carryShown(_ was: ShownItems, newIndex: (Int) -> Int?) {
        guard let old = was.layout else { return }
        let span = shownSlots, new = layout
        var carried = Set<Int>()
        var deleted: [Int] = []
        forEachItem(in: was.span, of: old) { item in
            if let moved = newIndex(item) { carried.insert(moved) } else { deleted.append(item) }
        }
        var inView = Set<Int>()
        forEachItem(in: span, of: new) { inView.insert($0) }
        for item in deleted { motion.emit(.pageHidden(item: item)) }
        for item in carried.sorted() where !inView.contains(item) { motion.emit(.pageHidden(item: item)) }
        forEachItem(in: span, of: new) { item in
            if !carried.contains(item) { motion.emit(.pageShown(item: item)) }
        }
        shown = ShownItems(span: span, layout: new, epoch: layoutEpoch)
    }

    /// Slots moved by `shift` (a wrapping position folded back a lap): the
    /// same items stand in the moved slots.
    mutating func shiftShown(by shift: Int) {
        guard shift != 0, !shown.span.isEmpty else { return }
        shown.span = SlotSpan(shown.span.lower + shift, shown.span.upper + shift)
    }
}

/// The items last reported in view: their slots and the layout that
/// numbered them.
public struct ShownItems: Sendable {
    var span = SlotSpan.empty
    var layout: PagerLayout?
    /// ``PagerEngine/layoutEpoch`` when reported.
    var epoch = 0
}

import CSlidingPagesGtk4
import SlidingPagesCore

/// The page widgets: loaded ones by slot, and the pool of pages waiting to
/// be reused. Every page is the pager's child (parented once, unparented
/// when it goes); a pooled or preloaded page is kept but not shown.
struct PageSlots {
    /// The page in each loaded slot.
    var loaded: [Int: Widget] = [:]
    /// Pages waiting for another item.
    var pool: [Widget] = []
    /// Pages kept through a batch of item changes, by their item's new
    /// index, until the next plan loads them again.
    var kept: [Int: Widget] = [:]

    /// Page widgets that exist.
    var liveCount: Int { loaded.count + pool.count + kept.count }

    /// A wrap renumbered the slots by `shift`.
    mutating func shift(by shift: Int) {
        guard shift != 0, !loaded.isEmpty else { return }
        var moved: [Int: Widget] = [:]
        for (slot, page) in loaded { moved[slot + shift] = page }
        loaded = moved
    }

    /// `slot`'s page goes to the pool.
    mutating func unload(_ slot: Int) {
        guard let page = loaded.removeValue(forKey: slot) else { return }
        gtk_widget_set_child_visible(page, 0)
        pool.append(page)
    }

    /// Every loaded page goes to the pool (slots mean other items now).
    mutating func poolAll() {
        for slot in Array(loaded.keys) { unload(slot) }
    }

    /// Shows the pages of `shown`; the rest stay loaded but unseen.
    func show(_ shown: SlotSpan) {
        for (slot, page) in loaded {
            let visible: gboolean = shown.contains(slot) ? 1 : 0
            if gtk_widget_get_child_visible(page) != visible { gtk_widget_set_child_visible(page, visible) }
        }
    }

    /// Lets go of `count` pooled pages, the oldest first.
    mutating func discard(_ count: Int) {
        for _ in 0..<min(count, pool.count) { gtk_widget_unparent(pool.removeFirst()) }
    }

    /// Kept pages the plan did not load go to the pool.
    mutating func poolKept() {
        for page in kept.values {
            gtk_widget_set_child_visible(page, 0)
            pool.append(page)
        }
        kept.removeAll()
    }

    /// Forgets `page` wherever it is held, without unparenting it.
    mutating func forget(_ page: Widget) {
        for (slot, p) in loaded where p == page { loaded[slot] = nil }
        for (item, p) in kept where p == page { kept[item] = nil }
        pool.removeAll { $0 == page }
    }

    /// Lets go of every page.
    mutating func removeAll() {
        for page in loaded.values { gtk_widget_unparent(page) }
        for page in pool { gtk_widget_unparent(page) }
        for page in kept.values { gtk_widget_unparent(page) }
        loaded.removeAll()
        pool.removeAll()
        kept.removeAll()
    }
}

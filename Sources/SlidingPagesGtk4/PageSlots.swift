import CSlidingPagesGtk4
import SlidingPagesCore

/// The page widgets: loaded ones by slot, and the pool waiting for reuse;
/// every page is the pager's child, a pooled or preloaded one hidden.
///
/// Only bookkeeping: the methods hand back the widgets to change, and the
/// pager makes the GTK calls after, since those can run host code (a
/// destroy or unmap handler) that reads or changes the slots.
struct PageSlots {
    var loaded: [Int: Widget] = [:]
    var pool: [Widget] = []
    /// Pages kept through a batch of item changes, by their item's new
    /// index, until the next plan loads them again.
    var kept: [Int: Widget] = [:]
    /// Deleted pages shrinking out, by the token the engine knows them by.
    var leaving: [Int: Widget] = [:]
    /// Each page's reuse kind, where it is not the plain kind 0: a pooled
    /// page is offered only for an item of its kind.
    var kinds: [Widget: Int] = [:]

    /// Page widgets that exist.
    var liveCount: Int { loaded.count + pool.count + kept.count + leaving.count }

    /// A wrap renumbered the slots by `shift`.
    mutating func shift(by shift: Int) {
        guard shift != 0, !loaded.isEmpty else { return }
        var moved: [Int: Widget] = [:]
        for (slot, page) in loaded { moved[slot + shift] = page }
        loaded = moved
    }

    /// `slot`'s page goes to the pool; it is handed back to be hidden.
    mutating func unload(_ slot: Int) -> Widget? {
        guard let page = loaded.removeValue(forKey: slot) else { return nil }
        pool.append(page)
        return page
    }

    /// Every loaded page goes to the pool (slots mean other items now).
    mutating func poolAll() -> [Widget] {
        let pages = Array(loaded.values)
        pool.append(contentsOf: pages)
        loaded.removeAll()
        return pages
    }

    /// The newest pooled page of `kind`, taken from the pool.
    mutating func takePooled(kind: Int) -> Widget? {
        guard let i = pool.lastIndex(where: { (kinds[$0] ?? 0) == kind }) else { return nil }
        return pool.remove(at: i)
    }

    /// The loaded pages whose visibility must change to show `shown`.
    func visibility(_ shown: SlotSpan) -> [(Widget, gboolean)] {
        var changes: [(Widget, gboolean)] = []
        for (slot, page) in loaded {
            let visible: gboolean = shown.contains(slot) ? 1 : 0
            if gtk_widget_get_child_visible(page) != visible { changes.append((page, visible)) }
        }
        return changes
    }

    /// Takes `count` pooled pages, the oldest first, to be let go of.
    mutating func discard(_ count: Int) -> [Widget] {
        let n = min(count, pool.count)
        let pages = Array(pool.prefix(n))
        pool.removeFirst(n)
        for page in pages { kinds[page] = nil }
        return pages
    }

    /// Kept pages the plan did not load go to the pool; handed back to hide.
    mutating func poolKept() -> [Widget] {
        let pages = Array(kept.values)
        pool.append(contentsOf: pages)
        kept.removeAll()
        return pages
    }

    mutating func forget(_ page: Widget) {
        for (slot, p) in loaded where p == page { loaded[slot] = nil }
        for (item, p) in kept where p == page { kept[item] = nil }
        for (token, p) in leaving where p == page { leaving[token] = nil }
        pool.removeAll { $0 == page }
        kinds[page] = nil
    }

    func holds(_ page: Widget) -> Bool {
        loaded.values.contains(page) || pool.contains(page) || kept.values.contains(page) || leaving.values.contains(page)
    }

    /// Takes every page, to be let go of.
    mutating func removeAll() -> [Widget] {
        let pages = Array(loaded.values) + pool + Array(kept.values) + Array(leaving.values)
        loaded.removeAll()
        pool.removeAll()
        kept.removeAll()
        leaving.removeAll()
        kinds.removeAll()
        return pages
    }
}

extension Pager {
    /// Hides pages (pooled or kept aside).
    func hide(_ pages: [Widget]) {
        for page in pages { sp4_show_page(page, 0) }
    }

    /// Lets go of pages, each unparented if it is still this pager's child,
    /// and torn down if setup-page made it (held meanwhile).
    func letGo(_ pages: [Widget]) {
        for page in pages {
            slots.kinds[page] = nil
            untargeted.remove(page)
            g_object_ref(UnsafeMutableRawPointer(page))
            unparent(page)
            tearDown(page)
            g_object_unref(UnsafeMutableRawPointer(page))
        }
    }

    /// Unparents `page` if it is still this pager's child, no longer hidden
    /// from screen readers wherever the host puts it next.
    func unparent(_ page: Widget) {
        if let w = widget, gtk_widget_get_parent(page) == w { gtk_widget_unparent(page) }
        sp4_unhide_page(page)
    }

    /// Whether `page` comes after `earlier` among the pager's children.
    private func follows(_ page: Widget, _ earlier: Widget) -> Bool {
        var w = gtk_widget_get_next_sibling(earlier)
        while let sibling = w, sibling != page { w = gtk_widget_get_next_sibling(sibling) }
        return w != nil
    }

    /// Shows the loaded pages of `shown`; the rest stay loaded but unseen.
    func showSlots(_ shown: SlotSpan) {
        guard let w = widget else { return }
        for (page, visible) in slots.visibility(shown) { sp4_show_page(page, visible) }
        // Screen readers read children in order, so shown pages keep slot
        // order (a batch moves pages between slots too); moving a child
        // restyles the children, so only a page out of order moves.
        var previous: Widget?
        for slot in shown.lower..<max(shown.lower, shown.upper) {
            guard let page = slots.loaded[slot] else { continue }
            if let p = previous, !follows(page, p) { gtk_widget_insert_after(page, w, p) }
            previous = page
        }
    }
}

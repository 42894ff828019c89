/// The page views a pager holds, each in one role: loaded in a slot, pooled
/// for reuse, kept through a batch for its item, or shrinking out after a
/// delete. Generic so the recycling bookkeeping is tested without a display;
/// a face keeps its widgets here and makes the toolkit calls after, since
/// those can run host code that reads or changes the slots.
///
///     var slots = PageSlots<String>()
///     slots.loaded[0] = "page A"
///     slots.unload(0)                  // "page A", now pooled
///     slots.takePooled(kind: 0)        // "page A" again, for the next item
public struct PageSlots<Page: Hashable> {
    // Inlinable, as ReusePool and SlotMap are, so each face's copy is
    // specialized for its widget pointers: unspecialized, each call went
    // through the page type's metadata, in the paging frame's path.
    /// The loaded pages by slot (in view or preloaded).
    public var loaded = SlotMap<Page>()
    /// Pages waiting for reuse, each offered only to an item of its kind.
    public var pooled = ReusePool<Page>()
    /// Pages kept through a batch of item changes, by their item's new
    /// index, until the next load gives each back unasked.
    public var kept: [Int: Page] = [:]
    /// Deleted pages shrinking out, by the token the engine knows them by.
    public var leaving: [Int: Page] = [:]
    /// Each page's reuse kind where it is not the plain kind 0.
    public var kinds: [Page: Int] = [:]

    /// No pages.
    @inlinable public init() {}

    /// How many page views exist.
    @inlinable public var liveCount: Int { loaded.count + pooled.count + kept.count + leaving.count }

    /// Whether `page` is loaded, kept or leaving: shown, or about to be.
    @inlinable public func inUse(_ page: Page) -> Bool {
        loaded.containsValue(page) || kept.values.contains(page) || leaving.values.contains(page)
    }

    /// Whether `page` is held in any role.
    @inlinable public func holds(_ page: Page) -> Bool { inUse(page) || pooled.contains(page) }

    /// A wrap renumbered the slots by `shift`.
    @inlinable public mutating func shift(by shift: Int) {
        guard shift != 0, !loaded.isEmpty else { return }
        var moved = SlotMap<Page>()
        for (slot, page) in loaded { moved[slot + shift] = page }
        loaded = moved
    }

    /// Notes the reuse kind of the item `page` was made or reused for; a
    /// pooled page is offered to items of that kind from now on.
    @inlinable public mutating func setKind(_ kind: Int, of page: Page) {
        if kind != 0 { kinds[page] = kind } else if !kinds.isEmpty { kinds[page] = nil }
        if !pooled.isEmpty { pooled.setType(kind, of: page) }
    }

    /// Pools `page` with its kind; a page pooled already stays once.
    @inlinable public mutating func pool(_ page: Page) {
        if !pooled.contains(page) { pooled.put(page, type: kinds[page] ?? 0) }
    }

    /// `slot`'s page, pooled; handed back to be hidden.
    @inlinable @discardableResult
    public mutating func unload(_ slot: Int) -> Page? {
        guard let page = loaded.removeValue(forKey: slot) else { return nil }
        pool(page)
        return page
    }

    /// Every loaded page, pooled (the slots mean other items now).
    @inlinable public mutating func poolAll() -> [Page] {
        let pages = loaded.values
        for page in pages { pool(page) }
        loaded.removeAll()
        return pages
    }

    /// Kept pages no load took back, pooled; handed back to be hidden.
    @inlinable public mutating func poolKept() -> [Page] {
        let pages = Array(kept.values)
        for page in pages { pool(page) }
        kept.removeAll()
        return pages
    }

    /// The newest pooled page of `kind`, taken from the pool.
    @inlinable public mutating func takePooled(kind: Int) -> Page? { pooled.take(type: kind) }

    /// Takes `count` pooled pages, the oldest first, to be let go of.
    @inlinable public mutating func discard(_ count: Int) -> [Page] {
        var pages: [Page] = []
        while pages.count < count, let oldest = pooled.entries.first?.element {
            pooled.remove(oldest)
            kinds[oldest] = nil
            pages.append(oldest)
        }
        return pages
    }

    /// Drops `page` from every role (the host took it or destroyed it).
    @inlinable public mutating func forget(_ page: Page) {
        for (slot, p) in loaded where p == page { loaded[slot] = nil }
        kept = kept.filter { $0.value != page }
        leaving = leaving.filter { $0.value != page }
        pooled.remove(page)
        kinds[page] = nil
    }

    /// Takes every page, to be let go of.
    @inlinable public mutating func removeAll() -> [Page] {
        let pages = loaded.values + pooled.elements + Array(kept.values) + Array(leaving.values)
        self = PageSlots()
        return pages
    }
}

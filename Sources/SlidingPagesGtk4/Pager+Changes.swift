import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Item changes: the core reconciles a batch with the layout and says which
// loaded pages keep their widget; the face sets those aside, lets the next
// plan load the window, and hands each kept item its page back.

extension Pager {
    /// Several changes the host has made to its items, as one: each index
    /// is read as the items stand after the changes before it. Pages of
    /// items that stay keep their widgets, only inserted and reloaded
    /// items are asked for, and the item the user is on stays current.
    /// With `animated`, inserted pages grow into place. A change that does
    /// not fit refuses the whole batch, with a warning naming it; the
    /// result says whether it applied.
    @discardableResult
    public func performBatchUpdates(_ changes: [ItemChange], animated: Bool = true) -> Bool {
        guard ownsItems("performBatchUpdates") else { return false }
        return applyChanges(changes, animated: animated, "performBatchUpdates")
    }

    /// The most items a change may leave: the GObject properties count in `int`.
    static let itemLimit = Int(Int32.max)

    /// Changes of the items without the static pages' check (append and remove).
    @discardableResult
    func applyChanges(_ changes: [ItemChange], animated: Bool, _ call: String) -> Bool {
        switch ItemBatch.make(changes, count: itemCount, limit: Pager.itemLimit) {
        case .failure(let problem):
            warnCall(call, problem.description)
            return false
        case .success(let batch): return apply(batch, animated: animated, call)
        }
    }

    /// Items inserted at `index`; the page the user is on stays put.
    public func insertItems(at index: Int, count: Int = 1, animated: Bool = true) {
        guard ownsItems("insertItems") else { return }
        applyChanges([.insert(at: index, count: count)], animated: animated, "insertItems")
    }

    /// The item at `from` moved to `to`; its page goes with it.
    public func moveItem(from: Int, to: Int, animated: Bool = true) {
        guard ownsItems("moveItem") else { return }
        applyChanges([.move(from: from, to: to)], animated: animated, "moveItem")
    }

    /// Item `index` changed: its page is asked for again (a bound model's
    /// too, as in GTK 3).
    public func reloadItem(at index: Int) {
        guard boundModel != nil || ownsItems("reloadItem") else { return }
        applyChanges([.reload(at: index)], animated: false, "reloadItem")
    }

    /// Items deleted at `index`; deleting the current page lands on the one
    /// that took its place (or the one before). Animated, a deleted page in
    /// view shrinks out where it stood, above the pages closing the gap.
    public func deleteItems(at index: Int, count: Int = 1, animated: Bool = true) {
        guard ownsItems("deleteItems") else { return }
        let change = ItemChange.delete(at: index, count: count)
        guard case .success(let batch) = ItemBatch.make([change], count: itemCount, limit: Pager.itemLimit) else {
            applyChanges([change], animated: animated, "deleteItems")
            return
        }
        if animated { beginLeaving(change) }
        apply(batch, animated: animated, "deleteItems")
    }

    /// Sets how many items a source given with ``setItems(count:view:title:reuseKind:)``
    /// (or from C) has and makes its pages again where they are; with none,
    /// or a bound model, the page signals become the source (`n-items`). A
    /// source with no count is refused, with a warning.
    public func setItemCount(_ count: Int) {
        guard widget != nil else { return }
        guard count >= 0 else { return warnCall("setItemCount", "\(count) is not a count of items; unchanged") }
        // As in GTK 3: the pager's own pages are not a count to change.
        guard staticPages.isEmpty else {
            return warnOnce("n-items: the pager shows pages of its own (appended or from a .ui file); n-items counts the page signals' items only, so it is unchanged")
        }
        // As in GTK 3: a source with no count keeps its pages.
        guard unbounded == nil else {
            return warnCall("setItemCount", "the source has no count (its pages come by their neighbours); give a counted source instead; unchanged")
        }
        // The page signals' pages are bound again, not made again.
        guard makePage != nil, boundModel == nil else { return setSignalItems(count: count) }
        itemCount = count
        reloadData(keepingPosition: true)
    }

    /// Makes every page again from the source, for items that changed in
    /// ways no batch names: back to `initial-page` unless
    /// `keepingPosition` (a source with no count starts over from its first
    /// page). `discardingPages` lets go of the pages kept for reuse too,
    /// for a source whose kinds of page changed meaning.
    public func reloadData(keepingPosition: Bool = false, discardingPages: Bool = false) {
        guard widget != nil else { return }
        if let source = unbounded { return setUnboundedPages(source.page, title: source.title) }
        if !staticPages.isEmpty {
            // Its own pages are the items: only the position goes back.
            if !keepingPosition { scroll(toPage: face.initialPage, duration: 0) }
            return
        }
        sourceChanges &+= 1
        poolLeaving(engine.endLeaving())
        hide(slots.poolKept())
        hide(slots.poolAll())
        if discardingPages { letGo(slots.removeAll()) }
        titles.removeAll()
        let layout = PagerLayout(configuration: layoutOptions(), domain: .counted(itemCount), viewport: engine.pageAreaSize)
        let target = layout.positionAfterReload(from: engine.motion.position, keepingPosition: keepingPosition, initialPage: face.initialPage)
        var motion = PagerMotion(layout: layout, configuration: engine.motion.configuration, initialPage: 0)
        _ = motion.setPosition(target, animated: false, time: now())
        motion.clearEvents()
        engine.restart(with: motion)
        engine.notePooled(slots.pooled.count)
        changed(resize: true)
    }

    /// The pages a delete takes from view leave the slots and shrink out
    /// from where they stood (the core's `LeavingPage`); with reduced
    /// motion they go at once.
    func beginLeaving(_ change: ItemChange) {
        guard !engine.motion.configuration.reducedMotion else { return }
        let t = now()
        let placement = engine.pagePlacement(now: t)
        for slot in change.leavingSlots(loadedSlots: Array(slots.loaded.keys), shown: engine.shownSlots, layout: engine.layout) {
            guard let page = slots.loaded.removeValue(forKey: slot) else { continue }
            leavingToken &+= 1
            slots.leaving[leavingToken] = page
            // A page on its way out takes no clicks or keys.
            gtk_widget_set_can_target(page, 0)
            engine.leave(leavingToken, frame: placement.pixelFrame(ofSlot: slot), now: t)
        }
    }

    /// Pages done shrinking out go to the pool.
    func letGoOfLeftPages() {
        if poolLeaving(engine.takeLeft()) { engine.notePooled(slots.pooled.count) }
    }

    /// The leaving pages of `tokens` go to the pool, hidden and taking
    /// input again; whether there were any.
    @discardableResult
    func poolLeaving(_ tokens: [Int]) -> Bool {
        var pooled = false
        for token in tokens {
            guard let page = slots.leaving.removeValue(forKey: token) else { continue }
            sp4_show_page(page, 0)
            gtk_widget_set_can_target(page, 1)
            slots.pool(page)
            pooled = true
        }
        return pooled
    }

    /// The items, known by identifier, went from `old` to `new`: the core
    /// works out the deletes, moves and inserts and they apply as one batch.
    /// Returns whether they did (repeated identifiers are refused, warned).
    @discardableResult
    public func updateItems<ID: Hashable>(from old: [ID], to new: [ID], animated: Bool = true) -> Bool {
        guard ownsItems("updateItems") else { return false }
        guard old.count == itemCount else {
            warnCall("updateItems", "the old list has \(old.count) identifiers but the pager has \(itemCount) items; change ignored")
            return false
        }
        switch ItemBatch.diff(from: old, to: new) {
        case .failure(let problem):
            warnCall("updateItems", "\(problem)")
            return false
        case .success(let batch): return apply(batch, animated: animated, "updateItems")
        }
    }

    /// Whether the host's item changes apply: not while the items are the
    /// pager's own pages, which change by append and remove (warned).
    func ownsItems(_ call: String) -> Bool {
        if boundModel != nil {
            warnCall(call, "the pager follows its bound model; change the model, whose items-changed the pager applies; nothing changed")
            return false
        }
        if unbounded != nil {
            warnCall(call, "a source with no count has no indexes to insert, delete or move; give the source again; nothing changed")
            return false
        }
        guard !staticPages.isEmpty else { return true }
        warnCall(call, "the pager's items are its own pages (append and remove them); nothing changed")
        return false
    }

    /// `call` names the host's call for a warning; nil for a bound model's change.
    @discardableResult
    func apply(_ batch: ItemBatch, animated: Bool, _ call: String?) -> Bool {
        guard widget != nil else { return false }
        guard !batch.isEmpty else { return true }
        let before = engine.layout
        let outcome = before.reconcile(batch, position: engine.motion.position)
        if let problem = outcome.problem {
            if let call { warnCall(call, problem.description) } else { sliding_pages4_warn("the bound model's change: \(problem.description)") }
            return false
        }
        sourceChanges &+= 1
        // Pages still kept from a batch before this one go to the pool.
        hide(slots.poolKept())
        var kept: [Int: Widget] = [:]
        for (slot, item) in batch.keptPages(loadedSlots: Array(slots.loaded.keys), before: before) { kept[item] = slots.loaded[slot] }
        // The rest wait in the pool; the kept ones wait aside for their items.
        for (slot, page) in slots.loaded where !kept.values.contains(page) {
            sp4_show_page(page, 0)
            slots.pool(page)
            slots.loaded[slot] = nil
        }
        slots.loaded.removeAll()
        slots.kept = kept
        titles.removeAll()
        itemCount = outcome.itemCount
        let after = PagerLayout(configuration: layoutOptions(), domain: .counted(itemCount), viewport: engine.pageAreaSize)
        engine.apply(batch, outcome: outcome, after: after)
        if animated && !engine.motion.configuration.reducedMotion {
            engine.reveal(now: now()) { item in
                batch.origin(of: item) == .inserted || (outcome.currentReplaced && item == outcome.currentItem)
            }
        }
        changed(resize: true)
        // Kept pages of neighbours wait for the preload; without one, they
        // are pooled now.
        if widget != nil && !engine.wantsPreload {
            hide(slots.poolKept())
            engine.notePooled(slots.pooled.count)
        }
        return true
    }
}

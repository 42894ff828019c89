import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Changes of items as the page room applies them: the core reconciles
// each change with the layout; this renumbers, keeps and lets go of pages.

extension PageRoom {

    /// Applies a checked batch: a single change goes the way of one (renumbered slot
    /// by slot); more reload the window, giving each surviving item the page it had.
    func apply(_ batch: ItemBatch, animated: Bool) {
        guard !batch.isEmpty else { return }
        // Its caller checked the pager takes changes.
        if batch.changes.count == 1 { return change(batch.changes[0], animated: animated, checked: true) }
        let outcome = pager.engine.layout.reconcile(batch, position: pager.engine.motion.position)
        if let problem = outcome.problem { return pager.warnOnce(problem.description) }
        guard pager.sourceAgrees(with: outcome.itemCount, after: "a batch of \(batch.changes.count) changes") else { return }
        let before = pager.engine.layout
        var kept: [Int: Widget] = [:]
        for (slot, item) in batch.keptPages(loadedSlots: Array(host.loaded.keys), before: before) { kept[item] = host.loaded[slot] }
        pager.chrome.dropTitles()
        let after = makeLayout(domain: .counted(outcome.itemCount))
        // Kept pages wait aside still shown: most go straight back up.
        for (_, w) in host.loaded.sorted(by: { $0.key < $1.key }) where !kept.values.contains(w) { host.toPool(w) }
        host.poolAll(SlotMap(), staticMode: false)
        host.keptPages = kept
        pager.engine.apply(batch, outcome: outcome, after: after)
        pager.loop.afterMotion()
        guard pager.isAlive else { return }
        host.releaseKept()
        if animated && !pager.engine.motion.configuration.reducedMotion {
            pager.engine.reveal(now: monotonicSeconds()) { item in
                batch.origin(of: item) == .inserted || (outcome.currentReplaced && item == outcome.currentItem)
            }
            sliding_pages_pager_queue_place(host.gobject)
            pager.chrome.queueDraw()
            pager.loop.scheduleFrames()
        }
    }

    func change(_ c: ItemChange, animated: Bool, checked: Bool = false) {
        pager.whenSafe { [self] in
            guard pager.isAlive, checked || pager.acceptsChanges(c) else { return }
            let outcome = pager.engine.layout.reconcile(c, position: pager.engine.motion.position)
            if let problem = outcome.problem { return pager.refused(problem) }
            // The source must already have the new count.
            guard pager.sourceAgrees(with: outcome.itemCount, after: "\(c)") else { return }
            let animates = animated && !pager.engine.motion.configuration.reducedMotion
            let leaving = animates && beginLeaving(c)
            applyCount(outcome, change: c)
            if leaving {
                sliding_pages_pager_queue_place(host.gobject)
                pager.loop.scheduleFrames()
            } else if animates {
                reveal(after: c, outcome: outcome)
            }
        }
    }

    /// Pages a delete takes from view shrink out where they stood, over
    /// the pages closing the gap; whether any does.
    private func beginLeaving(_ c: ItemChange) -> Bool {
        guard case .delete = c, pager.isAlive else { return false }
        let now = monotonicSeconds()
        let placement = pager.engine.pagePlacement(now: now)
        let leaving = c.leavingSlots(loadedSlots: Array(host.loaded.keys), shown: pager.shownSlots, layout: pager.engine.layout)
        for slot in leaving {
            guard let w = host.loaded.removeValue(forKey: slot) else { continue }
            pager.engine.leave(host.startLeaving(w), frame: placement.pixelFrame(ofSlot: slot), now: now)
        }
        return !leaving.isEmpty
    }

    /// Pages done shrinking out go to the pool.
    func letGoOfLeftPages() {
        let tokens = pager.engine.takeLeft()
        guard !tokens.isEmpty else { return }
        for token in tokens { host.endLeaving(token) }
        host.trimPool(to: pager.engine.recycler.poolCapacity)
        pager.engine.notePooled(host.pool.count)
    }

    /// Inserted pages, or a moved one, grow and fade into place.
    func reveal(after change: ItemChange, outcome: ChangeOutcome) {
        pager.engine.reveal(items: PagerEngine.revealedItems(by: change, outcome: outcome), now: monotonicSeconds())
        sliding_pages_pager_queue_place(host.gobject)
        pager.chrome.queueDraw()
        pager.loop.scheduleFrames()
    }

    /// Applies a reconciled change: removes, renumbers and reloads views,
    /// and moves the position so the same item stays current.
    func applyCount(_ outcome: ChangeOutcome, change: ItemChange? = nil) {
        pager.chrome.dropTitles()
        let after = makeLayout(domain: .counted(outcome.itemCount))
        let followed = pager.mode == .counted ? change : nil
        // Not followed, every page goes back to the pool (the engine empties
        // its recycler in apply).
        if followed == nil { poolAll(host.loaded) }
        let plans = pager.engine.apply(followed, outcome: outcome, after: after, known: change)
        for plan in plans {
            for slot in plan.removed.lower..<max(plan.removed.lower, plan.removed.upper) {
                if let w = host.loaded.removeValue(forKey: slot) { host.toPool(w) }
            }
            if plan.renumberBy != 0 { host.renumber(plan.renumbered) }
            if let item = plan.reloadItem {
                for (slot, w) in host.loaded.filter({ after.item(atSlot: $0.key) == item }) {
                    // The page is asked for again, reusing itself.
                    host.loaded.removeValue(forKey: slot)
                    host.toPool(w)
                    if let fresh = requestView(item: item, reusing: w) { attach(fresh, slot: slot) }
                }
            }
            apply(plan.window, layout: after)
        }
        pager.loop.afterMotion()
    }
}

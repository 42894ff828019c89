import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Moves and data changes, as the SwipeView and RAPageViewController seeds
// offer them. Calls made from inside a data source callback run right after
// it returns (`whenSafe`); a move checks for that first, so an ordinary move,
// perhaps one a frame, makes no closure.

extension Pager {
    // MARK: Moves

    /// Scrolls so `index` is current (clamped unless wrapping; the shortest
    /// way round when wrapping). Duration 0 jumps.
    public func scroll(toItem index: Int, duration: Double = 0.3, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else { let held = holding(completion); return whenSafe { [self] in scroll(toItem: index, duration: duration, completion: held) } }
        guard isAlive else { return }
        if mode != .unbounded, let n = engine.motion.layout.itemCount, n > 0, index < 0 || index >= n {
            warnOnce("scroll(toItem:) index \(index) is out of range 0..<\(n); clamped")
        }
        engine.motion.scroll(toItem: index, duration: sanitize(duration), time: monotonicSeconds(), id: completionID(completion))
        afterMotion()
    }

    /// Scrolls so `page` shows, as ``scroll(toItem:duration:completion:)``
    /// does for an item; `completion` says whether it arrived (false when
    /// another move took over).
    public func scroll(toPage page: Int, duration: Double = 0.3, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else { let held = holding(completion); return whenSafe { [self] in scroll(toPage: page, duration: duration, completion: held) } }
        guard isAlive else { return }
        let n = engine.motion.layout.numberOfPages
        if mode != .unbounded, n > 0, page < 0 || page >= n {
            warnOnce("scroll(toPage:) page \(page) is out of range 0..<\(n); clamped")
        }
        engine.motion.scroll(toPage: page, duration: sanitize(duration), time: monotonicSeconds(), id: completionID(completion))
        afterMotion()
    }

    /// Scrolls `count` items on (back when negative) from the current one,
    /// round the ends when wrapping.
    public func scroll(byItems count: Int, duration: Double = 0.3, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else { let held = holding(completion); return whenSafe { [self] in scroll(byItems: count, duration: duration, completion: held) } }
        guard isAlive else { return }
        engine.motion.scroll(byItems: count, duration: sanitize(duration), time: monotonicSeconds(), id: completionID(completion))
        afterMotion()
    }

    /// Moves to a fractional position (RAPageViewController's `displayIndex`).
    /// NaN and infinities are refused with a warning; nothing moves.
    public func setPosition(_ position: Double, animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else { let held = holding(completion); return whenSafe { [self] in setPosition(position, animated: animated, completion: held) } }
        guard isAlive else { return }
        let id = completionID(completion)
        if !engine.motion.setPosition(position, animated: animated, time: monotonicSeconds(), id: id) {
            warnOnce("setPosition: \(position) is not a finite position; ignored")
            if let id, let done = moves.pending.removeValue(forKey: id) { done(false) }
        }
        afterMotion()
    }

    /// A move's completion held by the pager while the move waits for a
    /// data source call to return: if the pager goes first, its detach
    /// tells the completion the move did not arrive.
    func holding(_ completion: (@MainActor (Bool) -> Void)?) -> (@MainActor (Bool) -> Void)? {
        guard let id = completionID(completion) else { return nil }
        return { [ref = callbackBox] finished in
            if let done = ref.pager?.moves.pending.removeValue(forKey: id) { done(finished) }
        }
    }

    private func sanitize(_ duration: Double) -> Double {
        guard duration.isFinite, duration >= 0 else {
            warnOnce("scroll duration \(duration) is not a finite, non-negative number of seconds; jumping")
            return 0
        }
        return min(duration, 60)
    }

    // MARK: Data changes

    /// Reloads every page from the data source; back to `initialPageIndex`
    /// unless `keepingPosition`.
    public func reloadData(keepingPosition: Bool = false) {
        reloadData(keepingPosition: keepingPosition, discardingPages: false)
    }

    /// A reload that, with `discardingPages`, lets go of every page instead
    /// of offering it for reuse: for a source whose reuse types changed
    /// meaning, whose old pages no item could take.
    public func reloadData(keepingPosition: Bool, discardingPages: Bool) {
        whenSafe { [self] in
            guard isAlive else { return }
            var domain = currentDomain()
            if mode == .counted, let source = dataSource {
                inDataSource = true
                var n = source.numberOfItems(in: self)
                inDataSource = false
                if n < 0 {
                    warnOnce("data source returned \(n) items; treated as 0")
                    n = 0
                } else if n > slotMagnitudeLimit {
                    warnOnce("data source returned \(n) items; limited to \(slotMagnitudeLimit)")
                    n = slotMagnitudeLimit
                }
                domain = .counted(n)
            } else if mode == .unbounded {
                domain = .unbounded(first: nil, last: nil)
            }
            sources.anchorGeneration &+= 1
            unloadAll()
            if discardingPages {
                host.trimPool(to: 0)
                engine.notePooled(0)
            }
            // The request starts over from the pages the reload loads.
            host.pageRequest = (width: (0, 0), height: (0, 0))
            gtk_widget_queue_resize(widget)
            dropTitles()
            let layout = makeLayout(domain: domain)
            let keep = keepingPosition && mode != .unbounded
            let target = layout.positionAfterReload(from: keep ? engine.motion.position : 0, keepingPosition: keep, initialPage: settings.initialPage)
            var m = PagerMotion(layout: layout, configuration: engine.motion.configuration, initialPage: 0)
            _ = m.setPosition(target, animated: false, time: monotonicSeconds())
            m.clearEvents()
            let item = engine.motion.currentItemIndex
            engine.restart(with: m)
            if engine.motion.currentItemIndex != item { engine.motion.setLayout(layout) }
            afterMotion()
        }
    }

    /// Asks the data source again for `index`'s page (if it is loaded).
    public func reloadItem(at index: Int) {
        change(.reload(at: index), animated: false)
    }

    /// Items were inserted in the data source at `index`; the page the user
    /// is on stays put.
    public func insertItems(at index: Int, count: Int = 1, animated: Bool = false) {
        change(.insert(at: index, count: count), animated: animated)
    }

    /// Items were deleted from the data source at `index`; deleting the
    /// current page lands on the one that took its place (or the one before).
    public func deleteItems(at index: Int, count: Int = 1, animated: Bool = false) {
        change(.delete(at: index, count: count), animated: animated)
    }

    /// An item moved in the data source from `from` to `to` (taken out,
    /// then put back at `to`); its page goes with it. With `animated` the
    /// page grows into its new place.
    public func moveItem(from: Int, to: Int, animated: Bool = false) {
        change(.move(from: from, to: to), animated: animated)
    }

    /// Several changes the data source has already made, as one: each
    /// index is read as the items stand after the changes before it. The
    /// pages of items that stay keep their widgets wherever the items went,
    /// only inserted and reloaded items are asked for, and the item the
    /// user is on stays current. With `animated`, inserted pages grow into
    /// place. A change that does not fit refuses the whole batch, with a
    /// warning naming it.
    public func performBatchUpdates(_ changes: [ItemChange], animated: Bool = false) {
        whenSafe { [self] in
            guard isAlive, acceptsChanges() else { return }
            switch ItemBatch.make(changes, count: engine.layout.itemCount ?? 0) {
            case .failure(let problem): refused(problem)
            case .success(let batch): apply(batch, animated: animated)
            }
        }
    }

    /// The data source's items, known by identifier, went from `old` to
    /// `new` (the source already gives the new ones): the pager works out
    /// the deletes, moves and inserts (`ItemBatch.diff(from:to:)` in SlidingPagesCore) and
    /// applies them as one batch. Identifiers repeated within a list are
    /// refused with a warning.
    public func updateItems<ID: Hashable>(from old: [ID], to new: [ID], animated: Bool = false) {
        whenSafe { [self] in
            guard isAlive, acceptsChanges() else { return }
            let count = engine.layout.itemCount ?? 0
            guard old.count == count else {
                return warnOnce("updateItems: the old list has \(old.count) identifiers but the pager has \(count) items; change ignored")
            }
            switch ItemBatch.diff(from: old, to: new) {
            case .failure(let problem): warnOnce("updateItems: \(problem)")
            case .success(let batch): apply(batch, animated: animated)
            }
        }
    }

    /// A change that does not fit changes nothing; but a source that
    /// already made it (its count moved) would disagree with the pages
    /// shown: that one is reloaded, keeping the position.
    private func refused(_ problem: ChangeProblem) {
        warnOnce(problem.description)
        _ = sourceAgrees(with: engine.layout.itemCount ?? 0, after: "a refused change")
    }

    /// Whether the pager's source takes item changes; warns when not.
    private func acceptsChanges() -> Bool {
        guard mode == .counted else {
            warnOnce(mode == .unbounded ? ChangeProblem.unboundedSource.description : "insert/delete/move need a counted data source; use gtk_container_add/remove for static pages")
            return false
        }
        return true
    }

    /// Whether the source reports `count` items, as a change says it must;
    /// when not, warns and reloads.
    private func sourceAgrees(with count: Int, after what: String) -> Bool {
        guard let source = dataSource else { return true }
        inDataSource = true
        let n = source.numberOfItems(in: self)
        inDataSource = false
        guard n != count else { return true }
        warnOnce("after \(what) the data source reports \(n) items, expected \(count); reloading")
        reloadData(keepingPosition: true)
        return false
    }

    /// Applies a checked batch: one change goes the way of a single change
    /// (its pages renumbered slot by slot); more reload the window, giving
    /// each surviving item the page it had.
    func apply(_ batch: ItemBatch, animated: Bool) {
        guard !batch.isEmpty else { return }
        if batch.changes.count == 1 { return change(batch.changes[0], animated: animated) }
        let outcome = engine.layout.reconcile(batch, position: engine.motion.position)
        if let problem = outcome.problem { return warnOnce(problem.description) }
        guard sourceAgrees(with: outcome.itemCount, after: "a batch of \(batch.changes.count) changes") else { return }
        let before = engine.layout
        var kept: [Int: Widget] = [:]
        for (slot, w) in host.loaded.sorted(by: { $0.key < $1.key }) {
            guard let item = before.item(atSlot: slot), let now = batch.newIndex(of: item),
                  kept[now] == nil, batch.origin(of: now) == .kept(item) else { continue }
            kept[now] = w
        }
        dropTitles()
        let after = makeLayout(domain: .counted(outcome.itemCount))
        // Kept pages wait aside still shown: most go straight back up.
        for (_, w) in host.loaded.sorted(by: { $0.key < $1.key }) where !kept.values.contains(w) { host.toPool(w) }
        host.poolAll(SlotMap(), staticMode: false)
        host.keptPages = kept
        engine.apply(batch, outcome: outcome, after: after)
        afterMotion()
        guard isAlive else { return }
        host.releaseKept()
        if animated && !engine.motion.configuration.reducedMotion {
            engine.reveal(now: monotonicSeconds()) { item in
                batch.origin(of: item) == .inserted || (outcome.currentReplaced && item == outcome.currentItem)
            }
            sliding_pages_pager_queue_place(gobject)
            queueDraw()
            scheduleFrames()
        }
    }

    func change(_ c: ItemChange, animated: Bool) {
        whenSafe { [self] in
            guard isAlive, acceptsChanges() else { return }
            let outcome = engine.layout.reconcile(c, position: engine.motion.position)
            if let problem = outcome.problem { return refused(problem) }
            // The source must already have the new count.
            guard sourceAgrees(with: outcome.itemCount, after: "\(c)") else { return }
            let animates = animated && !engine.motion.configuration.reducedMotion
            let leaving = animates && beginLeaving(c)
            applyCount(outcome, change: c)
            if leaving {
                sliding_pages_pager_queue_place(gobject)
                scheduleFrames()
            } else if animates {
                reveal(after: c, outcome: outcome)
            }
        }
    }

    /// Pages a delete takes from view shrink out where they stood, over
    /// the pages closing the gap; whether any does.
    private func beginLeaving(_ c: ItemChange) -> Bool {
        guard case .delete = c, isAlive else { return false }
        let now = monotonicSeconds()
        let placement = engine.pagePlacement(now: now)
        let shown = shownSlots, layout = engine.layout
        var any = false
        for (slot, w) in host.loaded.sorted(by: { $0.key < $1.key }) where shown.contains(slot) {
            guard let item = layout.item(atSlot: slot), c.deletes(item) else { continue }
            host.loaded.removeValue(forKey: slot)
            engine.leave(host.startLeaving(w), frame: placement.pixelFrame(ofSlot: slot), now: now)
            any = true
        }
        return any
    }

    /// Pages done shrinking out go to the pool.
    func letGoOfLeftPages() {
        let tokens = engine.takeLeft()
        guard !tokens.isEmpty else { return }
        for token in tokens { host.endLeaving(token) }
        host.trimPool(to: engine.recycler.poolCapacity)
        engine.notePooled(host.pool.count)
    }

    /// Inserted pages, or a moved one, grow and fade into place.
    func reveal(after change: ItemChange, outcome: ChangeOutcome) {
        engine.reveal(items: PagerEngine.revealedItems(by: change, outcome: outcome), now: monotonicSeconds())
        sliding_pages_pager_queue_place(gobject)
        queueDraw()
        scheduleFrames()
    }

    /// Applies a reconciled change: removes, renumbers and reloads views,
    /// and moves the position so the same item stays current.
    func applyCount(_ outcome: ChangeOutcome, change: ItemChange? = nil) {
        dropTitles()
        let after = makeLayout(domain: .counted(outcome.itemCount))
        let followed = mode == .counted ? change : nil
        // Not followed, every page goes back to the pool (the engine empties
        // its recycler in apply).
        if followed == nil { poolAll(host.loaded) }
        let plans = engine.apply(followed, outcome: outcome, after: after)
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
        afterMotion()
    }
}

/// Completions of programmatic moves under way, by the id the core carries.
struct MoveCompletions {
    var pending: [Int: @MainActor (Bool) -> Void] = [:]
    var nextID = 1
}

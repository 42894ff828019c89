/// A change to a counted data source's items, as the app reports it.
public enum ItemChange: Sendable, Equatable {
    /// `count` new items at `at`.
    case insert(at: Int, count: Int)
    /// `count` items from `at` removed.
    case delete(at: Int, count: Int)
    /// The item at `from` moved to `to`.
    case move(from: Int, to: Int)
    /// The item at `at` given again.
    case reload(at: Int)
}

extension ItemChange {
    /// The item count after this change to `count` items, or why the change
    /// is refused (a delete reaching past the end is: the source and the
    /// pager would disagree on what was removed). The one rule for
    /// a change's validity: the pager's reconciliation uses it, and so does
    /// the C API, which must refuse a change before it changes its own
    /// count. `limit` is the most items the caller can hold.
    public func itemCount(after count: Int, limit: Int = slotMagnitudeLimit) -> Result<Int, ChangeProblem> {
        switch self {
        case .insert(let i, let n):
            guard n > 0 else { return .failure(.badCount(n)) }
            guard i >= 0, i <= count else { return .failure(.indexOutOfRange(i, count: count)) }
            guard count <= limit - n else { return .failure(.tooMany(count, adding: n, limit: limit)) }
            return .success(count + n)
        case .delete(let i, let n):
            guard n > 0 else { return .failure(.badCount(n)) }
            guard i >= 0, i < count else { return .failure(.indexOutOfRange(i, count: count)) }
            guard n <= count - i else { return .failure(.pastTheEnd(at: i, deleting: n, count: count)) }
            return .success(count - n)
        case .move(let a, let b):
            guard a >= 0, a < count else { return .failure(.indexOutOfRange(a, count: count)) }
            guard b >= 0, b < count else { return .failure(.indexOutOfRange(b, count: count)) }
            return .success(count)
        case .reload(let i):
            guard i >= 0, i < count else { return .failure(.indexOutOfRange(i, count: count)) }
            return .success(count)
        }
    }
}

extension ItemChange {
    /// Where `item` stands after this change, or nil when it deletes it.
    public func newIndex(of item: Int) -> Int? {
        switch self {
        case .insert(let i, let n): return item >= i ? item + n : item
        case .delete(let i, let n): return item >= i + n ? item - n : item >= i ? nil : item
        case .move(let a, let b): return ItemBatch.moved(item, from: a, to: b)
        case .reload: return item
        }
    }

    /// Whether this change deletes `item` (an index before it).
    public func deletes(_ item: Int) -> Bool {
        guard case .delete(let i, let n) = self else { return false }
        return item >= i && item - i < n
    }

    /// Where the current item `cur` of `count` items stands after this
    /// (checked) change leaving `newCount`: its new index, and whether the
    /// place within its page is kept. Deleted, the item that slid into its
    /// place is current, else the one before (`replaced`); an insert into an
    /// empty pager makes the first item current.
    public func current(after cur: Int?, count: Int, newCount: Int) -> (item: Int?, keepsOffset: Bool, replaced: Bool) {
        switch self {
        case .insert(let i, let n):
            guard let c = cur else { return (0, false, false) }
            return (c >= i ? c + n : c, true, false)
        case .delete(let i, _):
            let m = count - newCount
            guard let c = cur else { return (nil, false, false) }
            if c >= i + m { return (c - m, true, false) }
            if c < i { return (c, true, false) }
            return (newCount == 0 ? nil : min(i, newCount - 1), false, true)
        case .move(let a, let b):
            guard let c = cur else { return (nil, false, false) }
            return (ItemBatch.moved(c, from: a, to: b), true, false)
        case .reload:
            return (cur, true, false)
        }
    }
}

/// Why a change was refused, for a warning that names it.
public indirect enum ChangeProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// An index outside the items there are.
    case indexOutOfRange(Int, count: Int)
    /// A count below 1.
    case badCount(Int)
    /// A delete of `deleting` items from `at` reaching past the last of `count`.
    case pastTheEnd(at: Int, deleting: Int, count: Int)
    /// A change for a source with no count, which has no indexes.
    case unboundedSource
    /// More items than a pager holds.
    case tooMany(Int, adding: Int, limit: Int)
    /// Change `change` (counted from 0) of a batch: the batch is refused whole.
    case inBatch(change: Int, ChangeProblem)
    /// An identifier given to a diff appears twice (at `index` of the old
    /// list, or of the new one): items must be told apart.
    case repeatedIdentifier(index: Int, inNewList: Bool)

    public var description: String {
        switch self {
        case .indexOutOfRange(let i, let n):
            return "item index \(i) is out of range for \(n) items; change ignored"
        case .badCount(let n):
            return "change of \(n) items is not a positive count; change ignored"
        case .pastTheEnd(let i, let n, let count):
            return "deleting \(n) items from index \(i) reaches past the end of \(count) items; change ignored"
        case .tooMany(let count, let n, let limit):
            return "adding \(n) items to \(count) would pass the limit of \(limit); change ignored"
        case .unboundedSource:
            return "a before/after data source has no indexes to insert, delete or move; use reloadData"
        case .inBatch(let k, let problem):
            // The inner description ends with "change ignored": the whole batch is.
            var inner = problem.description
            if inner.hasSuffix("; change ignored") { inner.removeLast("; change ignored".count) }
            return "change \(k) of the batch: \(inner); batch ignored"
        case .repeatedIdentifier(let i, let inNew):
            return "identifier at index \(i) of the \(inNew ? "new" : "old") list appears earlier in it; identifiers must be unique, change ignored"
        }
    }
}

/// The new count and position after a change: the item the user was on stays
/// current when other items change before it (HdyCarousel's
/// `position-shifted`), and deleting the current item lands on the item that
/// took its place, or on the one before when it was the last.
public struct ChangeOutcome: Sendable, Equatable {
    /// The item count after the change.
    public var itemCount: Int
    /// The position after the change, keeping the current item in place.
    public var position: Double
    /// The item current after the change (`nil` when now empty).
    public var currentItem: Int?
    /// Why the change was refused, when it was.
    public var problem: ChangeProblem?
    /// The current item was deleted: whatever is current now is another
    /// item, even at the same index, and is announced as a change.
    public var currentReplaced = false
}

extension PagerLayout {
    /// Where a counted pager at `position` stands after `change`.
    ///
    /// `layout(for:)` builds the layout for a new count (the widget passes
    /// its own configuration and viewport), so the result is clamped to it.
    public func reconcile(_ change: ItemChange, position: Double) -> ChangeOutcome {
        guard case .counted(let count) = domain else {
            return ChangeOutcome(itemCount: 0, position: clamped(position), currentItem: currentItemIndex(at: position), problem: .unboundedSource)
        }
        let p = normalized(clamped(position))
        let cur = currentItemIndex(at: p)
        let offset = shortOffset(cur.map { p - (Double($0) + anchorShift) } ?? 0)
        func refuse(_ problem: ChangeProblem) -> ChangeOutcome {
            ChangeOutcome(itemCount: count, position: p, currentItem: cur, problem: problem)
        }
        func settle(_ newCount: Int, _ newCur: Int?, _ keepOffset: Bool) -> ChangeOutcome {
            let after = withDomain(.counted(newCount))
            guard let c = newCur, newCount > 0 else {
                return ChangeOutcome(itemCount: newCount, position: after.minPosition, currentItem: nil, problem: nil)
            }
            let raw = Double(c) + anchorShift + (keepOffset ? offset : 0)
            let np = after.clamped(raw)
            return ChangeOutcome(itemCount: newCount, position: np, currentItem: after.currentItemIndex(at: np), problem: nil)
        }
        let newCount: Int
        switch change.itemCount(after: count) {
        case .failure(let problem): return refuse(problem)
        case .success(let n): newCount = n
        }
        let next = change.current(after: cur, count: count, newCount: newCount)
        var out = settle(newCount, next.item, next.keepsOffset)
        out.currentReplaced = next.replaced
        return out
    }

    /// Where a move heading for `target` heads once the items changed
    /// (`reconciled` is `reconcile(_:position:)` for that change): to the
    /// same item by its own index, which an insert or delete between the
    /// current item and the target moves apart from the current one's
    /// (deleted, to the item that slid into its place). Wrapping, the copy
    /// of that item on the same side of the pages, `position` before the
    /// change and `newPosition` after it, as many laps away as before.
    public func retarget(_ target: Double, from position: Double, to newPosition: Double, after: PagerLayout,
                         reconciled: (Double) -> ChangeOutcome) -> Double? {
        let out = reconciled(target)
        guard out.problem == nil, let item = out.currentItem else { return nil }
        // A move to a page goes to the page that now holds its item.
        let onPage = nearlyEqual(target, anchor(ofUnwrappedPage: nearestUnwrappedPage(to: target)))
        let p = onPage ? after.snapPosition(ofPage: after.page(ofItem: item)) : out.position
        guard wraps, after.wraps else { return after.clamped(p) }
        let d = finite(target - position), lap = Double(after.lapLength)
        let laps = (abs(d) / Double(lapLength)).rounded(.down) * lap
        let ahead = newPosition + positiveModulo(p - newPosition, lap)
        if d >= 0 { return ahead + laps }
        return (ahead > newPosition ? ahead - lap : ahead) - laps
    }

    /// A wrapping position's offset from its current item, the short way
    /// round: past the middle of a lap's last item the first is current.
    func shortOffset(_ offset: Double) -> Double {
        guard wraps else { return offset }
        return offset - (offset / Double(lapLength)).rounded() * Double(lapLength)
    }

    /// The same layout over other items.
    public func withDomain(_ domain: ItemDomain) -> PagerLayout {
        PagerLayout(configuration: configuration, domain: domain, viewport: viewport)
    }

    /// Where `reloadData` leaves the pager: back at `initialPage` (the
    /// SwipeView seed's behaviour), or, with `keepingPosition`, on the same
    /// item clamped to the new count.
    public func positionAfterReload(from position: Double, keepingPosition: Bool, initialPage: Int) -> Double {
        guard !isEmpty else { return 0 }
        if keepingPosition { return clamped(position) }
        return snapPosition(ofPage: clamp(initialPage, 0, numberOfPages - 1))
    }

    /// The page a pager not shown yet goes to when one of its own pages is
    /// appended (a `.ui` file's children arrive one at a time): to
    /// `initialPage` as far as the pages now reach, unless something moved
    /// it from where the `pagesBefore` pages left it. Nil: it stays.
    public func pageAfterAppend(initialPage: Int, pagesBefore: Int, currentPage: Int?) -> Int? {
        guard numberOfPages > 0 else { return nil }
        if pagesBefore > 0 && currentPage != clamp(initialPage, 0, pagesBefore - 1) { return nil }
        let target = clamp(initialPage, 0, numberOfPages - 1)
        return target == currentPage ? nil : target
    }
}

/// What the widget does with its views for one change: first ``removed``
/// slots go to the pool, then loaded slots in ``renumberFrom``..<
/// ``renumberUntil`` are renumbered by ``renumberBy``, then views showing
/// ``reloadItem`` are asked for again (reusing themselves), then ``window``
/// is applied like any recycle plan.
public struct ChangePlan: Sendable, Equatable {
    /// The slots whose pages go.
    public var removed: SlotSpan = .empty
    /// The first slot renumbered.
    public var renumberFrom: Int = 0
    /// Exclusive end of the renumbered slots (no end for inserts and deletes).
    public var renumberUntil: Int = Int.max
    /// How far slots from ``renumberFrom`` move.
    public var renumberBy: Int = 0

    /// Where a loaded slot goes under this plan's renumbering.
    public func renumbered(_ slot: Int) -> Int {
        slot >= renumberFrom && slot < renumberUntil ? slot + renumberBy : slot
    }
    /// The item given again, when it is loaded.
    public var reloadItem: Int?
    /// The pages to load and unload after the change.
    public var window = RecyclePlan()
}

extension Recycler {
    /// Applies a reconciled change to the loaded window. `before` is the
    /// layout the loaded slots were computed with; `after` and `position`
    /// are the outcome's.
    public mutating func apply(_ change: ItemChange, before: PagerLayout, after: PagerLayout, position: Double) -> [ChangePlan] {
        let target = after.loadedSlots(at: position)
        if before.wraps || after.wraps {
            // Slots and items do not line up one to one across a count change
            // when wrapping: give every loaded view back and load afresh.
            var plan = ChangePlan()
            plan.removed = loaded
            loaded = .empty
            var w = RecyclePlan()
            w.load.append(target)
            finish(&w, unloading: plan.removed.count)
            loaded = target
            plan.window = w
            return [plan]
        }
        switch change {
        case .insert(let i, let n):
            return [shifting(removed: .empty, from: i, until: Int.max, by: n, target: target)]
        case .delete(let i, let n):
            let m = min(n, max(0, (before.itemCount ?? 0) - i))
            let removed = loaded.intersection(SlotSpan(i, i + m))
            return [shifting(removed: removed, from: i + m, until: Int.max, by: -m, target: target)]
        case .move(let a, let b):
            // The moved item's view goes to the pool; the items between
            // shift by one toward where it was; its new slot loads afresh.
            // One plan, so nothing is loaded in a half-moved order.
            let removed = loaded.intersection(SlotSpan(a, a + 1))
            if a < b {
                return [shifting(removed: removed, from: a + 1, until: b + 1, by: -1, target: target)]
            }
            return [shifting(removed: removed, from: b, until: a, by: 1, target: target)]
        case .reload(let i):
            var plan = ChangePlan()
            plan.reloadItem = i
            plan.window = update(to: target)
            return [plan]
        }
    }

    /// Removal, renumbering and the diff to `target` for an insert or delete.
    private mutating func shifting(removed: SlotSpan, from: Int, until: Int, by delta: Int, target: SlotSpan) -> ChangePlan {
        var plan = ChangePlan()
        plan.removed = removed
        plan.renumberFrom = from
        plan.renumberUntil = until
        plan.renumberBy = delta
        // Loaded slots after the removal and renumbering: outside
        // from..<until they stay, inside they move; removed ones are gone.
        let kept = loaded.subtracting(removed)
        let moving = SlotSpan(from, min(until, Int.max / 4))
        func renumbered(_ s: SlotSpan) -> [SlotSpan] {
            let (below, above) = s.subtracting(moving)
            return [below, above, s.intersection(moving).shifted(by: delta)]
        }
        let pieces = (renumbered(kept.0) + renumbered(kept.1)).filter { !$0.isEmpty }.sorted { $0.lower < $1.lower }
        // Merge touching pieces; at most two separate runs remain (around the gap).
        var runs: [SlotSpan] = []
        for s in pieces {
            if let last = runs.last, last.upper >= s.lower {
                runs[runs.count - 1] = SlotSpan(last.lower, max(last.upper, s.upper))
            } else {
                runs.append(s)
            }
        }
        var w = RecyclePlan()
        for r in runs {
            let (a, b) = r.subtracting(target)
            w.unload.append(a)
            w.unload.append(b)
        }
        // Target minus every run: walk the target and skip what is loaded.
        var cursor = target.lower
        for r in runs where r.upper > cursor && r.lower < target.upper {
            if r.lower > cursor { w.load.append(SlotSpan(cursor, min(r.lower, target.upper))) }
            cursor = max(cursor, r.upper)
        }
        if cursor < target.upper { w.load.append(SlotSpan(cursor, target.upper)) }
        finish(&w, unloading: w.unload.count + removed.count)
        loaded = target
        plan.window = w
        return plan
    }
}

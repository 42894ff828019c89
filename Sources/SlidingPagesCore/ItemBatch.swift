/// Several item changes made as one: inserts, deletes, moves and reloads
/// applied in order, each index read as the items stand after the changes
/// before it (the order a list of edits has when applied one by one). The
/// pager reloads nothing in between: pages of items that survive keep their
/// widgets, wherever the items went, and only new and reloaded items are
/// asked for.
public struct ItemBatch: Sendable, Equatable {
    /// The changes, each checked against the count it meets.
    public private(set) var changes: [ItemChange]
    /// The item count before the first change and after the last.
    public let countBefore: Int
    /// The item count once every change is applied.
    public let countAfter: Int

    /// Checks `changes` against `count` items, one after another: the first
    /// change that does not fit is named (its position in the list and why).
    public static func make(_ changes: [ItemChange], count: Int, limit: Int = slotMagnitudeLimit) -> Result<ItemBatch, ChangeProblem> {
        var n = count
        var kept: [ItemChange] = []
        kept.reserveCapacity(changes.count)
        for (k, c) in changes.enumerated() {
            switch c.itemCount(after: n, limit: limit) {
            case .failure(let problem):
                return .failure(changes.count == 1 ? problem : .inBatch(change: k, problem))
            case .success(let after):
                kept.append(c)
                n = after
            }
        }
        return .success(ItemBatch(changes: kept, countBefore: count, countAfter: n))
    }

    private init(changes: [ItemChange], countBefore: Int, countAfter: Int) {
        self.changes = changes
        self.countBefore = countBefore
        self.countAfter = countAfter
    }

    /// A list model's items-changed as changes: `removed` items at
    /// `position` gave way to `added` ones. When the item current before
    /// (`current`) was among the removed and came back as added item
    /// `kept` (counted from `position`: the same object, as a sort or a
    /// refreshing splice gives it back), only the items around it go and
    /// come, so it stays current and keeps its page, as GtkListView keeps
    /// an item it finds again.
    public static func modelChanges(at position: Int, removed: Int, added: Int, current: Int?, kept: Int?) -> [ItemChange] {
        guard let c = current, let k = kept, c >= position, c - position < removed, k >= 0, k < added else {
            var changes: [ItemChange] = []
            if removed > 0 { changes.append(.delete(at: position, count: removed)) }
            if added > 0 { changes.append(.insert(at: position, count: added)) }
            return changes
        }
        let before = c - position, after = removed - before - 1
        var changes: [ItemChange] = []
        if before > 0 { changes.append(.delete(at: position, count: before)) }
        if after > 0 { changes.append(.delete(at: position + 1, count: after)) }
        if k > 0 { changes.append(.insert(at: position, count: k)) }
        if added - k - 1 > 0 { changes.append(.insert(at: position + k + 1, count: added - k - 1)) }
        return changes
    }

    /// The first of `0..<count` that `found` accepts, tried outward from
    /// `start` (where an item left, it most often comes back near), at most
    /// `limit` tries: a model of millions is not read whole for one item.
    public static func search(around start: Int, in count: Int, limit: Int = 100_000, _ found: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        let s = clamp(start, 0, count - 1)
        var tries = 0
        for d in 0..<count {
            for k in d == 0 ? [s] : [s - d, s + d] where k >= 0 && k < count {
                if found(k) { return k }
                tries += 1
                if tries >= limit { return nil }
            }
            if s - d < 0 && s + d >= count { break }
        }
        return nil
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { changes.isEmpty }

    /// Where item `item` (numbered before the batch) is after it, or nil
    /// when it was deleted.
    public func newIndex(of item: Int) -> Int? {
        var x = item
        for c in changes {
            guard let y = c.newIndex(of: x) else { return nil }
            x = y
        }
        return x
    }

    /// Where an item after the batch came from.
    public enum Origin: Sendable, Equatable {
        /// It was item `index` before the batch, and its page still shows it.
        case kept(Int)
        /// It was item `index` before, but a reload in the batch asks its
        /// page again.
        case reloaded(Int)
        /// An insert made it.
        case inserted
    }

    /// Where item `item` (numbered after the batch) came from: the changes
    /// undone from the last to the first.
    public func origin(of item: Int) -> Origin {
        var x = item
        var reloaded = false
        for c in changes.reversed() {
            switch c {
            case .insert(let i, let n):
                if x >= i + n { x -= n } else if x >= i { return .inserted }
            case .delete(let i, let n):
                if x >= i { x += n }
            case .move(let a, let b):
                x = ItemBatch.moved(x, from: b, to: a)
            case .reload(let i):
                if x == i { reloaded = true }
            }
        }
        return reloaded ? .reloaded(x) : .kept(x)
    }

    /// An item's index after the item at `a` was taken out and put back
    /// at `b`.
    static func moved(_ x: Int, from a: Int, to b: Int) -> Int {
        if x == a { return b }
        if a < x && x <= b { return x - 1 }
        if b <= x && x < a { return x + 1 }
        return x
    }
}

extension PagerLayout {
    /// Where a counted pager at `position` stands after `batch`: the
    /// current item followed through every change (or, deleted, the one
    /// that took its place), then settled once against the final count,
    /// so no intermediate count clamps the user away from it.
    public func reconcile(_ batch: ItemBatch, position: Double) -> ChangeOutcome {
        guard case .counted(let count) = domain else { return reconcile(.reload(at: 0), position: position) }
        guard batch.countBefore == count else {
            return ChangeOutcome(itemCount: count, position: normalized(clamped(position)), currentItem: currentItemIndex(at: position),
                                 problem: .indexOutOfRange(batch.countBefore, count: count))
        }
        let p = normalized(clamped(position))
        let start = currentItemIndex(at: p)
        let offset = shortOffset(start.map { p - (Double($0) + anchorShift) } ?? 0)
        var cur = start, n = count, keepsOffset = true, replaced = false
        for c in batch.changes {
            guard case .success(let after) = c.itemCount(after: n) else { continue }  // make() checked them
            let next = c.current(after: cur, count: n, newCount: after)
            cur = next.item
            keepsOffset = keepsOffset && next.keepsOffset
            replaced = replaced || next.replaced
            n = after
        }
        let final = withDomain(.counted(n))
        guard let c = cur, n > 0 else {
            return ChangeOutcome(itemCount: n, position: final.minPosition, currentItem: nil, currentReplaced: replaced)
        }
        let np = final.clamped(Double(c) + anchorShift + (keepsOffset ? offset : 0))
        return ChangeOutcome(itemCount: n, position: np, currentItem: final.currentItemIndex(at: np), currentReplaced: replaced)
    }
}

extension ItemBatch {
    /// Which loaded pages keep their widget through the batch: a page
    /// whose item survives unmoved by any reload keeps it, under the
    /// item's new index; the lowest slot wins when two show one item.
    /// Returns (slot before, item after) pairs, by slot.
    public func keptPages(loadedSlots: [Int], before layout: PagerLayout) -> [(slot: Int, item: Int)] {
        var taken = Set<Int>(), kept: [(slot: Int, item: Int)] = []
        for slot in loadedSlots.sorted() {
            guard let item = layout.item(atSlot: slot), let now = newIndex(of: item), !taken.contains(now),
                  origin(of: now) == .kept(item) else { continue }
            taken.insert(now)
            kept.append((slot, now))
        }
        return kept
    }
}

extension ItemChange {
    /// The shown slots whose pages a delete takes from view (they shrink
    /// out where they stood), by slot; none for other changes.
    public func leavingSlots(loadedSlots: [Int], shown: SlotSpan, layout: PagerLayout) -> [Int] {
        guard case .delete = self else { return [] }
        return loadedSlots.sorted().filter { shown.contains($0) && layout.item(atSlot: $0).map(deletes) == true }
    }
}

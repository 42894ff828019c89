/// The changes that turn one list of item identifiers into another: what an
/// app with a model of identified items hands the pager when the model
/// changes, so the pages of items that stay keep their widgets and the
/// current item stays current.
extension ItemBatch {
    /// A batch turning `old` into `new`: deletes from the last index down,
    /// then moves, then inserts from the first index up, runs of
    /// neighbours as one change. The items that keep their order are the
    /// longest run of `old` already in `new`'s order; only the others move,
    /// so a batch has as few moves as any can. Identifiers repeated within
    /// a list are refused (which of two equal items went where is unknowable).
    ///
    /// Costs O(n log n) to find what stays, plus O(n) per moved item.
    public static func diff<ID: Hashable>(from old: [ID], to new: [ID]) -> Result<ItemBatch, ChangeProblem> {
        var newIndex: [ID: Int] = [:]
        newIndex.reserveCapacity(new.count)
        for (i, id) in new.enumerated() {
            guard newIndex.updateValue(i, forKey: id) == nil else { return .failure(.repeatedIdentifier(index: i, inNewList: true)) }
        }
        var inOld = Set<ID>()
        inOld.reserveCapacity(old.count)
        for (i, id) in old.enumerated() {
            guard inOld.insert(id).inserted else { return .failure(.repeatedIdentifier(index: i, inNewList: false)) }
        }
        var changes: [ItemChange] = []

        // Deletes, from the end so earlier indexes still hold.
        var i = old.count - 1
        while i >= 0 {
            guard newIndex[old[i]] == nil else { i -= 1; continue }
            var j = i
            while j > 0 && newIndex[old[j - 1]] == nil { j -= 1 }
            changes.append(.delete(at: j, count: i - j + 1))
            i = j - 1
        }

        // What is left, by its place in `new`; the longest increasing run
        // stays where it is.
        var current = old.compactMap { newIndex[$0] }
        let stays = longestIncreasingRun(current)
        // The others, in `new`'s order, each put right after the item that
        // comes before it in `new` (already in place: it either stayed or
        // was put there by this loop).
        let movers = current.filter { !stays.contains($0) }.sorted()
        if !movers.isEmpty {
            var keptBefore: [Int] = []  // for each item of `new`, the previous one that was in `old`
            keptBefore.reserveCapacity(new.count)
            var last = -1
            for id in new {
                keptBefore.append(last)
                if inOld.contains(id) { last = newIndex[id]! }
            }
            for m in movers {
                let from = current.firstIndex(of: m)!
                current.remove(at: from)
                let before = keptBefore[m]
                let to = before < 0 ? 0 : current.firstIndex(of: before)! + 1
                current.insert(m, at: to)
                if from != to { changes.append(.move(from: from, to: to)) }
            }
        }

        // Inserts, from the start: everything before each is in place.
        var k = 0
        while k < new.count {
            guard !inOld.contains(new[k]) else { k += 1; continue }
            var end = k + 1
            while end < new.count && !inOld.contains(new[end]) { end += 1 }
            changes.append(.insert(at: k, count: end - k))
            k = end
        }
        return make(changes, count: old.count)
    }

    /// The values of one longest strictly increasing subsequence of `xs`
    /// (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ xs: [Int]) -> Set<Int> {
        guard !xs.isEmpty else { return [] }
        var tails: [Int] = []          // index into xs of the smallest tail of each length
        var previous = [Int](repeating: -1, count: xs.count)
        for (i, x) in xs.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if xs[tails[mid]] < x { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run = Set<Int>()
        var i = tails[tails.count - 1]
        while i >= 0 {
            run.insert(xs[i])
            i = previous[i]
        }
        return run
    }
}

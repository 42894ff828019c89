import Testing
@testable import SlidingPagesCore

@Suite("Batches and identifier diffs")
struct ItemBatchTests {
    /// Applies a batch's changes in order to `ids`; inserted items are nil.
    static func applied(_ batch: ItemBatch, to ids: [Int]) -> [Int?] {
        var out: [Int?] = ids
        for c in batch.changes {
            switch c {
            case .insert(let i, let k): out.insert(contentsOf: [Int?](repeating: nil, count: k), at: i)
            case .delete(let i, let k): out.removeSubrange(i..<(i + k))
            case .move(let a, let b): out.insert(out.remove(at: a), at: b)
            case .reload: break
            }
        }
        return out
    }

    /// Every list of up to `n` identifiers drawn in order from `pool`,
    /// in every arrangement: all subsets, all permutations.
    static func arrangements(of pool: [Int], upTo n: Int) -> [[Int]] {
        var out: [[Int]] = [[]]
        func extend(_ prefix: [Int], _ rest: [Int]) {
            guard prefix.count < n else { return }
            for (i, x) in rest.enumerated() {
                var r = rest
                r.remove(at: i)
                out.append(prefix + [x])
                extend(prefix + [x], r)
            }
        }
        extend([], pool)
        return out
    }

    /// Length of a longest increasing subsequence, the slow way.
    static func lisLength(_ xs: [Int]) -> Int {
        var best = [Int](repeating: 1, count: xs.count)
        for i in xs.indices { for j in 0..<i where xs[j] < xs[i] { best[i] = max(best[i], best[j] + 1) } }
        return best.max() ?? 0
    }

    @Test("every diff between small lists turns the old list into the new one, with as few moves as any")
    func diffSweep() throws {
        // Old lists from 0…3 over ids 0–3, new lists over ids 0–5 (4 and 5 new), up to 4 long.
        let olds = ItemBatchTests.arrangements(of: [0, 1, 2, 3], upTo: 4)
        let news = ItemBatchTests.arrangements(of: [0, 1, 2, 3, 4, 5], upTo: 4)
        var checked = 0
        for old in olds {
            for new in news {
                let batch = try ItemBatch.diff(from: old, to: new).get()
                #expect(batch.countBefore == old.count && batch.countAfter == new.count)
                let result = ItemBatchTests.applied(batch, to: old)
                let wanted = new.map { old.contains($0) ? $0 : nil }
                #expect(result == wanted, "\(old) -> \(new): \(batch.changes)")
                let keptInNewOrder = new.filter { old.contains($0) }.map { old.firstIndex(of: $0)! }
                let moves = batch.changes.filter { if case .move = $0 { return true } else { return false } }.count
                #expect(moves == keptInNewOrder.count - ItemBatchTests.lisLength(keptInNewOrder), "\(old) -> \(new)")
                // Where each item went, and where each came from.
                for (i, id) in old.enumerated() {
                    #expect(batch.newIndex(of: i) == new.firstIndex(of: id))
                }
                for (j, id) in new.enumerated() {
                    #expect(batch.origin(of: j) == (old.firstIndex(of: id).map { .kept($0) } ?? .inserted))
                }
                checked += 1
            }
        }
        #expect(checked == olds.count * news.count)
    }

    @Test("runs of neighbours are one change")
    func runsCoalesce() throws {
        let batch = try ItemBatch.diff(from: [1, 2, 3, 4, 5, 6], to: [1, 7, 8, 4, 9]).get()
        #expect(batch.changes == [.delete(at: 4, count: 2), .delete(at: 1, count: 2), .insert(at: 1, count: 2), .insert(at: 4, count: 1)])
        // The first item moved to the end: one move, not five.
        let rotate = try ItemBatch.diff(from: Array(0..<6), to: Array(1..<6) + [0]).get()
        #expect(rotate.changes == [.move(from: 0, to: 5)])
        #expect(try ItemBatch.diff(from: [3, 1], to: [3, 1]).get().isEmpty)
    }

    @Test("which items a change deletes")
    func deletes() {
        let d = ItemChange.delete(at: 3, count: 2)
        #expect((0..<8).filter { d.deletes($0) } == [3, 4])
        #expect(!ItemChange.insert(at: 3, count: 2).deletes(3))
        #expect(!ItemChange.move(from: 3, to: 5).deletes(3))
    }

    @Test("a repeated identifier is named, in the list it is in")
    func repeatedIdentifiers() {
        #expect(ItemBatch.diff(from: [1, 2, 1], to: [1]) == .failure(.repeatedIdentifier(index: 2, inNewList: false)))
        #expect(ItemBatch.diff(from: [1], to: [4, 5, 5]) == .failure(.repeatedIdentifier(index: 2, inNewList: true)))
        #expect(ChangeProblem.repeatedIdentifier(index: 2, inNewList: true).description.contains("index 2 of the new list"))
    }

    @Test("a batch is checked change by change against the count each one meets")
    func batchValidation() {
        // The second insert is at the end of five items: valid only after the first.
        #expect((try? ItemBatch.make([.insert(at: 3, count: 2), .insert(at: 5, count: 1)], count: 3).get())?.countAfter == 6)
        let refused = ItemBatch.make([.insert(at: 0, count: 1), .delete(at: 9, count: 1)], count: 3)
        #expect(refused == .failure(.inBatch(change: 1, .indexOutOfRange(9, count: 4))))
        if case .failure(let p) = refused {
            #expect(p.description == "change 1 of the batch: item index 9 is out of range for 4 items; batch ignored")
        }
        // A delete reaching past the end is refused, alone or in a batch;
        // one that ends at the last item is not.
        #expect(ItemBatch.make([.delete(at: 2, count: 10)], count: 3) == .failure(.pastTheEnd(at: 2, deleting: 10, count: 3)))
        #expect(ItemBatch.make([.insert(at: 0, count: 1), .delete(at: 2, count: 3)], count: 3)
                == .failure(.inBatch(change: 1, .pastTheEnd(at: 2, deleting: 3, count: 4))))
        #expect((try? ItemBatch.make([.insert(at: 0, count: 1), .delete(at: 2, count: 2)], count: 3).get())?.countAfter == 2)
        #expect(ChangeProblem.pastTheEnd(at: 5, deleting: 100, count: 10).description
                == "deleting 100 items from index 5 reaches past the end of 10 items; change ignored")
        // A single change's problem is told as it is.
        #expect(ItemBatch.make([.move(from: 0, to: 3)], count: 3) == .failure(.indexOutOfRange(3, count: 3)))
    }

    @Test("a reload in a batch asks for the page of the item it names then, wherever it goes")
    func reloadFollowsItsItem() throws {
        let batch = try ItemBatch.make([.reload(at: 1), .move(from: 1, to: 3), .insert(at: 0, count: 1)], count: 4).get()
        // Item 1 went to 3, then 4 after the insert.
        #expect(batch.origin(of: 4) == .reloaded(1))
        #expect(batch.origin(of: 0) == .inserted)
        #expect(batch.origin(of: 1) == .kept(0))
        #expect(batch.newIndex(of: 1) == 4)
    }

    @Test("through any pair of changes the item the user is on stays in view; with one item a page, as the changes one at a time")
    func batchKeepsCurrentItem() throws {
        for n in [1, 2, 3, 5] {
            for ipp in [1, 2, 3] {
                var c = LayoutConfiguration()
                c.itemsPerPage = ipp
                let l = PagerLayout(configuration: c, itemCount: n, viewport: Sweep.viewport)
                let pairs = ChangeTests.changes(count: n).flatMap { first -> [[ItemChange]] in
                    let m = (try? first.itemCount(after: n).get()) ?? n
                    return ChangeTests.changes(count: m).map { [first, $0] }
                }
                for page in 0..<l.numberOfPages {
                    let p = l.anchor(ofUnwrappedPage: page)
                    let current = l.currentItemIndex(at: p)!
                    for changes in pairs {
                        let batch = try ItemBatch.make(changes, count: n).get()
                        let out = l.reconcile(batch, position: p)
                        #expect(out.problem == nil)
                        #expect(out.itemCount == batch.countAfter)
                        let final = l.withDomain(.counted(out.itemCount))
                        if let moved = batch.newIndex(of: current) {
                            #expect(final.visibleSlots(at: out.position).contains(moved), "n \(n) ipp \(ipp) at \(current): \(changes)")
                            #expect(!out.currentReplaced)
                        }
                        guard ipp == 1 else { continue }
                        // One item a page: no count between clamps the user away.
                        let one = l.reconcile(changes[0], position: p)
                        let two = l.withDomain(.counted(one.itemCount)).reconcile(changes[1], position: one.position)
                        #expect(out.position == two.position && out.currentItem == two.currentItem, "\(changes)")
                        #expect(out.currentReplaced == (one.currentReplaced || two.currentReplaced))
                    }
                }
            }
        }
    }

    @Test("a batch settles once: a delete then an insert near the end does not clamp the user off the last page")
    func settlesOnce() throws {
        var c = LayoutConfiguration()
        c.itemsPerPage = 3
        let l = PagerLayout(configuration: c, itemCount: 10, viewport: Sweep.viewport)
        let last = l.maxPosition
        let batch = try ItemBatch.make([.delete(at: 8, count: 1), .insert(at: 8, count: 1)], count: 10).get()
        let out = l.reconcile(batch, position: last)
        #expect(out.position == last, "the user stays where they were")
        #expect(out.currentItem == l.currentItemIndex(at: last))
        // The same two changes one at a time would have moved them.
        let one = l.reconcile(.delete(at: 8, count: 1), position: last)
        let two = l.withDomain(.counted(9)).reconcile(.insert(at: 8, count: 1), position: one.position)
        #expect(two.position != last, "one at a time, the delete's count clamps first")
    }
}

@Suite("A list model's items-changed")
struct ModelChangeTests {
    @Test("the current item found again among the added stays current, at its new index; else the changes are a delete and an insert")
    func foundAgainStaysCurrent() {
        let n = 6
        var checked = 0
        for position in 0...n {
            for removed in 0...(n - position) {
                for added in 0...4 {
                    for current in 0..<n {
                        for kept in [nil] + Array(0..<max(added, 1)).map(Optional.some) {
                            let changes = ItemBatch.modelChanges(at: position, removed: removed, added: added, current: current, kept: kept)
                            guard case .success(let batch) = ItemBatch.make(changes, count: n) else {
                                Issue.record("\(changes) do not fit \(n) items")
                                continue
                            }
                            #expect(batch.countAfter == n - removed + added)
                            let layout = PagerLayout(configuration: LayoutConfiguration(), itemCount: n, viewport: Size(width: 800, height: 600))
                            let out = layout.reconcile(batch, position: Double(current))
                            let foundAgain = kept.map { $0 < added } ?? false
                            if current >= position && current < position + removed && foundAgain, let k = kept {
                                #expect(out.currentItem == position + k && !out.currentReplaced,
                                        "\(position), -\(removed) +\(added), current \(current) found at \(k): \(String(describing: out.currentItem))")
                            } else if current < position || current >= position + removed {
                                #expect(changes == [ItemChange.delete(at: position, count: removed), .insert(at: position, count: added)].filter {
                                    if case .delete(_, let m) = $0 { return m > 0 }
                                    if case .insert(_, let m) = $0 { return m > 0 }
                                    return true
                                })
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 1000)
    }
}

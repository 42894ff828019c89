import Testing
@testable import SlidingPagesCore

@Suite("Change reconciliation")
struct ChangeTests {
    /// Every change a small pager can take.
    static func changes(count n: Int) -> [ItemChange] {
        var out: [ItemChange] = []
        for i in 0...n { for k in 1...2 { out.append(.insert(at: i, count: k)) } }
        // Deletes that fit: one reaching past the end is refused (ItemBatchTests).
        for i in 0..<n { for k in 1...2 where i + k <= n { out.append(.delete(at: i, count: k)) } }
        for a in 0..<n { for b in 0..<n { out.append(.move(from: a, to: b)) } }
        for i in 0..<n { out.append(.reload(at: i)) }
        return out
    }

    static func applied(_ change: ItemChange, to ids: [Int], fresh: inout Int) -> [Int] {
        var ids = ids
        switch change {
        case .insert(let i, let k):
            let new = (0..<k).map { _ in fresh += 1; return fresh }
            ids.insert(contentsOf: new, at: i)
        case .delete(let i, let k): ids.removeSubrange(i..<i + k)
        case .move(let a, let b): ids.insert(ids.remove(at: a), at: b)
        case .reload: break
        }
        return ids
    }

    @Test("the item the user is on stays current; deleting it lands on a neighbour")
    func currentItemKept() {
        for n in Sweep.counts {
            for c in Sweep.configurations() where c.orientation == .horizontal && !c.rightToLeft {
                let l = PagerLayout(configuration: c, itemCount: n, viewport: Sweep.viewport)
                for page in 0..<max(1, l.numberOfPages) {
                    let p = l.anchor(ofUnwrappedPage: page)
                    let ids = Array(0..<n)
                    for change in ChangeTests.changes(count: n) {
                        var fresh = 100
                        let out = l.reconcile(change, position: p)
                        #expect(out.problem == nil, "\(change)")
                        let newIds = ChangeTests.applied(change, to: ids, fresh: &fresh)
                        #expect(out.itemCount == newIds.count)
                        #expect(out.position.isFinite)
                        let after = l.withDomain(.counted(out.itemCount))
                        #expect(after.clamped(out.position) == out.position || after.wraps)
                        guard let was = l.currentItemIndex(at: p) else {
                            continue
                        }
                        let wasId = ids[was]
                        if let now = newIds.firstIndex(of: wasId) {
                            // Same item, unless clamping at the end of an edge-aligned range moved the anchor.
                            let exact = Double(now) + l.anchorShift
                            if after.clamped(exact) == exact && approx(p, Double(was) + l.anchorShift) {
                                #expect(out.currentItem == now, "\(change) at item \(was) of \(n) in \(c)")
                            }
                        } else if case .delete(let i, _) = change {
                            let expected = newIds.isEmpty ? nil : min(i, newIds.count - 1)
                            let exact = expected.map { Double($0) + l.anchorShift } ?? 0
                            if approx(p, Double(was) + l.anchorShift) && after.clamped(exact) == exact {
                                #expect(out.currentItem == expected, "\(change) at item \(was) of \(n) in \(c)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("a change that puts another item at the current index announces it; one that keeps the item does not")
    func currentReplacedIsAnnounced() {
        // (change, current before, expected announcement)
        let cases: [(ItemChange, Int, Int?)] = [
            (.delete(at: 3, count: 1), 3, 3),   // the next card slides into place
            (.delete(at: 2, count: 3), 3, 2),   // a range holding it
            (.delete(at: 9, count: 1), 9, 8),   // the last: the one before
            (.delete(at: 5, count: 1), 3, nil), // after it: same item, same index
            (.delete(at: 0, count: 1), 3, 2),   // before it: same item, new index
            (.insert(at: 0, count: 2), 3, 5),
            (.insert(at: 7, count: 2), 3, nil),
            (.reload(at: 3), 3, nil),
        ]
        for (change, current, expected) in cases {
            var h = MotionHarness(count: 10, page: current)
            h.collect()
            h.log.removeAll()
            let before = h.m.layout
            let outcome = before.reconcile(change, position: h.m.position)
            h.m.applyChange(layout: before.withDomain(.counted(outcome.itemCount)), position: outcome.position, currentReplaced: outcome.currentReplaced)
            h.collect()
            let announced = h.log.compactMap { e -> Int? in
                if case .currentItemIndexDidChange(let i) = e { return i }
                return nil
            }
            #expect(announced == (expected.map { [$0] } ?? []), "\(change) at \(current): \(announced)")
        }
    }

    @Test("bad changes are refused with a message and leave everything as it was")
    func refused() {
        let l = PagerLayout(itemCount: 5, viewport: Sweep.viewport)
        for bad in [ItemChange.insert(at: 6, count: 1), .insert(at: -1, count: 1), .insert(at: 0, count: 0),
                    .delete(at: 5, count: 1), .delete(at: 0, count: -2), .move(from: 0, to: 5), .reload(at: -1)] {
            let out = l.reconcile(bad, position: 2)
            #expect(out.problem != nil)
            #expect(out.itemCount == 5 && out.position == 2 && out.currentItem == 2)
            let message = out.problem?.description ?? ""
            #expect(message.count > 10)
        }
        let unbounded = PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: nil, last: nil), viewport: Sweep.viewport)
        #expect(unbounded.reconcile(.insert(at: 0, count: 1), position: 0).problem == .unboundedSource)
    }

    @Test("views of unchanged items survive a change; only new slots load")
    func viewsKept() {
        for n in [1, 2, 3, 5, 10] {
            for wrap in [false, true] {
                var c = LayoutConfiguration()
                c.wrap = wrap
                c.itemSizing = .fixed(300)
                let l = PagerLayout(configuration: c, itemCount: n, viewport: Sweep.viewport)
                for start in 0..<n {
                    for change in ChangeTests.changes(count: n) {
                        var r = Recycler(poolCapacity: Recycler.poolCapacity(for: l))
                        var m = ViewModel()
                        let p = l.anchor(ofUnwrappedPage: start)
                        m.apply(r.update(to: l.loadedSlots(at: p)), layout: l)
                        let out = l.reconcile(change, position: p)
                        let after = l.withDomain(.counted(out.itemCount))
                        var fresh = 100
                        let newIds = ChangeTests.applied(change, to: Array(0..<n), fresh: &fresh)
                        let oldView = m.loaded
                        var idOfView: [Int: Int] = [:]
                        for (slot, v) in oldView { idOfView[v] = l.item(atSlot: slot) }
                        let plans = r.apply(change, before: l, after: after, position: out.position)
                        #expect(plans.count == 1)
                        for plan in plans { m.apply(plan, layout: after, id: { newIds[$0] }) }
                        let target = after.loadedSlots(at: out.position)
                        #expect(Set(m.loaded.keys) == Set(target.lower..<target.upper), "\(change) wrap \(wrap)")
                        #expect(r.pooled <= r.poolCapacity)
                        if !wrap {
                            // A view still showing an old item shows it in the item's new slot.
                            for (slot, v) in m.loaded where oldView.values.contains(v) && !(m.shows[v] != idOfView[v]) {
                                #expect(newIds[slot] == idOfView[v], "\(change): view of item \(idOfView[v]!) in slot \(slot)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("reloadData goes back to the initial page or keeps the position")
    func reload() {
        let l = PagerLayout(itemCount: 10, viewport: Sweep.viewport)
        #expect(l.positionAfterReload(from: 7, keepingPosition: false, initialPage: 3) == 3)
        #expect(l.positionAfterReload(from: 7, keepingPosition: true, initialPage: 3) == 7)
        let shorter = l.withDomain(.counted(4))
        #expect(shorter.positionAfterReload(from: 7, keepingPosition: true, initialPage: 0) == 3)
        #expect(shorter.positionAfterReload(from: 7, keepingPosition: false, initialPage: 99) == 3)
        #expect(l.withDomain(.counted(0)).positionAfterReload(from: 7, keepingPosition: true, initialPage: 0) == 0)
    }

    @Test("pages appended one by one before a pager shows lead it to the initial page")
    func appendToInitialPage() {
        // Pages arrive one at a time, as a .ui file's do, for every initial
        // page up to past the end: the pager follows them to it.
        for initial in 0...6 {
            var current = 0  // the first page is current as it arrives
            for n in 1...5 {
                let l = PagerLayout(itemCount: n, viewport: Sweep.viewport)
                if let page = l.pageAfterAppend(initialPage: initial, pagesBefore: n - 1, currentPage: current) { current = page }
                #expect(current == min(initial, n - 1), "initial \(initial), \(n) pages")
            }
        }
        // Moved elsewhere by the host meanwhile: it stays.
        let four = PagerLayout(itemCount: 4, viewport: Sweep.viewport)
        #expect(four.pageAfterAppend(initialPage: 2, pagesBefore: 3, currentPage: 0) == nil)
        #expect(four.pageAfterAppend(initialPage: 2, pagesBefore: 3, currentPage: 2) == nil)
        #expect(four.pageAfterAppend(initialPage: 3, pagesBefore: 3, currentPage: 2) == 3)
        #expect(PagerLayout(itemCount: 0, viewport: Sweep.viewport).pageAfterAppend(initialPage: 2, pagesBefore: 0, currentPage: nil) == nil)
    }

    @Test("reveal progress runs 0 → 1, eased, both ways")
    func reveal() {
        let grow = Reveal(.appearing, start: 1, duration: 0.25)
        let shrink = Reveal(.disappearing, start: 1, duration: 0.25)
        #expect(grow.extentFactor(at: 1) == 0 && grow.extentFactor(at: 1.25) == 1)
        #expect(shrink.extentFactor(at: 1) == 1 && shrink.extentFactor(at: 2) == 0)
        var last = -1.0
        for k in 0...25 {
            let v = grow.progress(at: 1 + Double(k) / 100)
            #expect(v >= last)
            last = v
        }
        #expect(grow.progress(at: 1.125) > 0.5)  // ease-out: past half-way at half time
        #expect(Reveal(.appearing, start: 0, duration: 0).progress(at: 0) == 1)
    }
}

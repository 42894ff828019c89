import Testing
@testable import SlidingPagesCore

@Suite("Changes during a programmatic move")
struct MoveRetargetTests {
    /// The items as identities after `change`: -1 for an inserted one.
    func ids(_ n: Int, after change: ItemChange) -> [Int] {
        var ids = Array(0..<n)
        switch change {
        case .insert(let i, let k): ids.insert(contentsOf: [Int](repeating: -1, count: k), at: i)
        case .delete(let i, let m): ids.removeSubrange(i..<(i + m))
        case .move(let a, let b): ids.insert(ids.remove(at: a), at: b)
        case .reload: break
        }
        return ids
    }

    @Test("a move lands on the item it headed for, whatever changed on the way; deleted, on the one in its place")
    func moveKeepsItsItem() {
        let n = 6
        var changes: [ItemChange] = []
        for i in 0...n { for k in 1...2 { changes.append(.insert(at: i, count: k)) } }
        for i in 0..<n { for m in 1...(n - i) where m < n { changes.append(.delete(at: i, count: m)) } }
        for a in 0..<n { for b in 0..<n where a != b { changes.append(.move(from: a, to: b)) } }
        var checked = 0
        for wrap in [false, true] {
        var configuration = LayoutConfiguration()
        configuration.wrap = wrap
        for from in 0..<n {
            for to in 0..<n where to != from {
                for change in changes {
                    for at in [0.1, 0.5] {
                        var e = makeEngine(count: n, configuration: configuration)
                        e.motion.move(to: Double(from))
                        e.motion.scroll(toItem: to, duration: 1, time: 0)
                        e.motion.advance(to: at)
                        let before = e.layout
                        let outcome = before.reconcile(change, position: e.motion.position)
                        _ = e.apply(change, outcome: outcome, after: before.withDomain(.counted(outcome.itemCount)))
                        let changedAt = e.motion.position
                        var t = at
                        settle(&e, from: &t)
                        let after = ids(n, after: change)
                        let expected: Int
                        if let k = after.firstIndex(of: to) {
                            expected = k
                        } else if case .delete(let i, _) = change {
                            expected = min(i, after.count - 1)
                        } else {
                            Issue.record("the target vanished without a delete")
                            continue
                        }
                        let what = "\(wrap ? "wrapping, " : "")\(from) → \(to), \(change) at \(at) s"
                        #expect(e.motion.currentItemIndex == expected, "\(what): on \(String(describing: e.motion.currentItemIndex)), not \(expected)")
                        let rest = e.layout.normalized(e.motion.position)
                        #expect(!e.motion.needsFrames && abs(rest - e.layout.snapPosition(ofPage: expected)) < 1e-9, "\(what): rests at \(rest)")
                        // The rest of the move is shorter than a lap: it never circles round.
                        #expect(abs(e.motion.position - changedAt) < Double(after.count), "\(what): from \(changedAt) to \(e.motion.position) (\(outcome.position))")
                        checked += 1
                    }
                }
            }
        }
        }
        #expect(checked > 4000)
    }

    @Test("through a batch of two changes, a move lands on its item when it survives, and always on a page")
    func batchKeepsItsItem() {
        let n = 5
        var singles: [ItemChange] = []
        for i in 0...n { singles.append(.insert(at: i, count: 1)) }
        for i in 0..<n { singles.append(.delete(at: i, count: 1)) }
        for a in 0..<n { for b in 0..<n where a != b { singles.append(.move(from: a, to: b)) } }
        var checked = 0
        for wrap in [false, true] {
            var configuration = LayoutConfiguration()
            configuration.wrap = wrap
            for (from, to) in [(0, 3), (1, 4), (4, 1), (2, 0)] {
                for first in singles {
                    let mid = ids(n, after: first)
                    for second in singles {
                        guard case .success(let batch) = ItemBatch.make([first, second], count: n) else { continue }
                        let after = idsAfter(mid, second)
                        var e = makeEngine(count: n, configuration: configuration)
                        e.motion.move(to: Double(from))
                        e.motion.scroll(toItem: to, duration: 1, time: 0)
                        e.motion.advance(to: 0.4)
                        let before = e.layout
                        let outcome = before.reconcile(batch, position: e.motion.position)
                        e.apply(batch, outcome: outcome, after: before.withDomain(.counted(outcome.itemCount)))
                        let changedAt = e.motion.position
                        var t = 0.4
                        settle(&e, from: &t)
                        let what = "\(wrap ? "wrapping, " : "")\(from) → \(to), \(first) then \(second)"
                        if let k = after.firstIndex(of: to) {
                            #expect(e.motion.currentItemIndex == k, "\(what): on \(String(describing: e.motion.currentItemIndex)), not \(k)")
                        }
                        let rest = e.layout.normalized(e.motion.position)
                        #expect(!e.motion.needsFrames && abs(rest - rest.rounded()) < 1e-9, "\(what): rests at \(rest)")
                        #expect(abs(e.motion.position - changedAt) < Double(after.count), "\(what): from \(changedAt) to \(e.motion.position)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 5000)
    }

    /// `ids` after one more change.
    func idsAfter(_ ids: [Int], _ change: ItemChange) -> [Int] {
        var ids = ids
        switch change {
        case .insert(let i, let k): ids.insert(contentsOf: [Int](repeating: -1, count: k), at: min(i, ids.count))
        case .delete(let i, let m): ids.removeSubrange(i..<min(i + m, ids.count))
        case .move(let a, let b): ids.insert(ids.remove(at: a), at: b)
        case .reload: break
        }
        return ids
    }

    @Test("a change just before a fling's release: the fling still goes one page on from where it began")
    func changeBeforeReleaseKeepsTheFling() {
        let n = 20, start = 10
        var changes: [ItemChange] = []
        for i in 0...start { for k in 1...3 { changes.append(.insert(at: i, count: k)) } }
        for i in 0..<start { for m in 1...(start - i) { changes.append(.delete(at: i, count: m)) } }
        changes.append(.move(from: start, to: 3))
        changes.append(.move(from: 2, to: 15))
        var checked = 0
        for forward in [true, false] {
            for change in changes {
                // One page on from the page it began on, wherever that went.
                let after = ids(n, after: change)
                guard let from = after.firstIndex(of: start) else { continue }
                let expected = min(max(from + (forward ? 1 : -1), 0), after.count - 1)
                var e = makeEngine(count: n)
                e.motion.move(to: Double(start))
                var t = 0.0, x = 400.0
                e.motion.pointerDown(x: x, y: 300, time: t)
                for _ in 0..<6 {
                    t += 0.016
                    x += forward ? -40 : 40
                    _ = e.motion.pointerMove(x: x, y: 300, time: t)
                }
                let before = e.layout
                let outcome = before.reconcile(change, position: e.motion.position)
                _ = e.apply(change, outcome: outcome, after: before.withDomain(.counted(outcome.itemCount)))
                t += 0.01
                x += forward ? -20 : 20
                _ = e.motion.pointerMove(x: x, y: 300, time: t)
                e.motion.pointerUp(time: t)
                settle(&e, from: &t)
                #expect(e.motion.currentItemIndex == expected,
                        "\(forward ? "forward" : "back"), \(change): on \(String(describing: e.motion.currentItemIndex)), not \(expected)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test("with several items a page, a move lands on the page that now holds its page's first item")
    func severalItemsAPage() {
        let n = 14
        var changes: [ItemChange] = []
        for i in 0...n { changes.append(.insert(at: i, count: 2)) }
        for i in 0..<(n - 1) { changes.append(.delete(at: i, count: 1)) }
        var checked = 0
        for perPage in [2, 3] {
            var configuration = LayoutConfiguration()
            configuration.itemsPerPage = perPage
            for (from, to) in [(0, 3), (3, 1), (1, 2)] {
                for change in changes {
                    var e = makeEngine(count: n, configuration: configuration)
                    e.motion.scroll(toPage: from, duration: 0, time: 0)
                    e.motion.advance(to: 0)
                    let first = e.layout.firstItem(ofPage: to)
                    e.motion.scroll(toPage: to, duration: 1, time: 0.1)
                    e.motion.advance(to: 0.5)
                    let before = e.layout
                    let outcome = before.reconcile(change, position: e.motion.position)
                    _ = e.apply(change, outcome: outcome, after: before.withDomain(.counted(outcome.itemCount)))
                    var t = 0.5
                    settle(&e, from: &t)
                    let after = ids(n, after: change)
                    guard let k = after.firstIndex(of: first) else { continue }
                    let page = e.layout.page(ofItem: k)
                    #expect(e.motion.currentPage == page, "\(perPage) a page, \(from) → \(to), \(change): on page \(String(describing: e.motion.currentPage)), not \(page)")
                    #expect(abs(e.motion.position - e.layout.snapPosition(ofPage: page)) < 1e-9)
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    @Test("a change under a fling's spring moves nothing on screen but what it shifted")
    func springRetargetIsContinuous() {
        let n = 10
        var checked = 0
        for change: ItemChange in [.insert(at: 4, count: 2), .delete(at: 4, count: 2), .insert(at: 0, count: 1), .delete(at: 0, count: 2),
                                   .move(from: 4, to: 0)] {
            var e = makeEngine(count: n)
            e.motion.move(to: 3)
            var t = 0.0, x = 400.0
            e.motion.pointerDown(x: x, y: 300, time: t)
            for _ in 0..<6 {
                t += 0.016
                x -= 40
                _ = e.motion.pointerMove(x: x, y: 300, time: t)
            }
            e.motion.pointerUp(time: t)
            t += 0.016
            e.motion.advance(to: t)
            let was = e.motion.position
            let before = e.layout
            let outcome = before.reconcile(change, position: was)
            _ = e.apply(change, outcome: outcome, after: before.withDomain(.counted(outcome.itemCount)))
            let now = e.motion.position
            t += 0.016
            e.motion.advance(to: t)
            #expect(abs(e.motion.position - now) < 0.2, "\(change): from \(now) to \(e.motion.position) in one frame (at \(was) before)")
            settle(&e, from: &t)
            #expect(abs(e.motion.position - e.motion.position.rounded()) < 1e-9, "\(change): rests at \(e.motion.position)")
            checked += 1
        }
        #expect(checked == 5)
    }

    @Test("at rest with several items a page, a change rests the pages on the page nearest the items that were in view")
    func restingOnPageAfterChanges() throws {
        let n = 12
        var checked = 0
        for wrap in [false, true] {
            for perPage in 2...3 {
                var configuration = LayoutConfiguration()
                configuration.wrap = wrap
                configuration.itemsPerPage = perPage
                for page in 0..<(n / perPage) {
                    var changes: [ItemChange] = []
                    for i in 0...n { for k in 1...4 { changes.append(.insert(at: i, count: k)) } }
                    for i in 0..<n { for m in 1...3 where i + m < n { changes.append(.delete(at: i, count: m)) } }
                    for change in changes {
                        var e = makeEngine(count: n, configuration: configuration)
                        e.motion.move(to: e.layout.snapPosition(ofPage: page))
                        let before = e.layout
                        let outcome = before.reconcile(change, position: e.motion.position)
                        let after = before.withDomain(.counted(outcome.itemCount))
                        _ = e.apply(change, outcome: outcome, after: after)
                        let what = "\(wrap ? "wrapping, " : "")\(perPage) a page, on page \(page), \(change)"
                        // A change before the page: of the pages, one that keeps most
                        // of the items that were in view (by identity through the change).
                        let rest = e.motion.position
                        let wholeBefore: Bool
                        switch change {
                        case .insert(let i, _): wholeBefore = i <= perPage * page
                        case .delete(let i, let m): wholeBefore = i + m <= perPage * page
                        default: wholeBefore = false
                        }
                        if !wrap && wholeBefore {
                            let before = Set(perPage * page..<perPage * (page + 1))
                            func kept(_ anchor: Double) -> Int {
                                let first = Int(anchor.rounded())
                                return (0..<n).filter { before.contains($0) && change.newIndex(of: $0).map { $0 >= first && $0 < first + perPage } == true }.count
                            }
                            let best = (0..<after.numberOfPages).map { kept(after.snapPosition(ofPage: $0)) }.max() ?? 0
                            #expect(kept(rest) == best, "\(what): at \(rest) keeps \(kept(rest)) of the items in view, a page keeps \(best)")
                        }
                        // The current item is told when another one is current now.
                        if let was = outcome.currentItem, e.motion.currentItemIndex != was {
                            #expect(e.motion.events.contains(.currentItemIndexDidChange(e.motion.currentItemIndex!)), "\(what): the new current item is told")
                        }
                        #expect(!e.motion.needsFrames, "\(what): moving")
                        #expect(abs(after.normalized(rest) - after.snapPosition(ofPage: try #require(e.motion.currentPage))) < 1e-9,
                                "\(what): page \(String(describing: e.motion.currentPage)) at \(rest)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 500)
    }

    @Test("paging off, or with one item a page, a change keeps the current item where it was")
    func notPagedKeepsTheItem() {
        for (paging, perPage) in [(false, 3), (true, 1)] {
            var configuration = LayoutConfiguration()
            configuration.itemsPerPage = perPage
            var e = makeEngine(count: 12, configuration: configuration)
            e.motion.configuration.pagingEnabled = paging
            e.motion.move(to: 6)
            let before = e.layout
            let outcome = before.reconcile(.insert(at: 0, count: 1), position: 6)
            _ = e.apply(.insert(at: 0, count: 1), outcome: outcome, after: before.withDomain(.counted(13)))
            #expect(e.motion.position == 7, "paging \(paging), \(perPage) a page: at \(e.motion.position)")
        }
    }

    @Test("items a page changed under a move: it lands on the page that holds the item it headed for")
    func itemsPerPageChangedMidMove() {
        for perPage in 2...4 {
            for from in [0, 6, 11] {
                for to in [0, 2, 5, 9, 11] where to != from {
                    var e = makeEngine(count: 12)
                    e.motion.move(to: Double(from))
                    e.motion.scroll(toItem: to, duration: 1, time: 0)
                    e.motion.advance(to: 0.5)
                    var c = e.layout.configuration
                    c.itemsPerPage = perPage
                    e.relayout(PagerLayout(configuration: c, itemCount: 12, viewport: e.pageAreaSize))
                    var t = 0.5
                    settle(&e, from: &t)
                    let what = "\(from) → \(to), \(perPage) a page from half-way"
                    #expect(e.motion.currentPage == e.layout.page(ofItem: to), "\(what): on page \(String(describing: e.motion.currentPage))")
                    #expect(e.motion.lastSelectedPage == e.layout.page(ofItem: to), "\(what): the page it heads for is told")
                }
            }
        }
    }
}

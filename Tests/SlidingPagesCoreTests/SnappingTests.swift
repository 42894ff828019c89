import Testing
@testable import SlidingPagesCore

@Suite("Snapping, current item and wrap")
struct SnappingTests {
    @Test("every page rests on its anchor and reads back as itself")
    func pagesRoundTrip() {
        for l in Sweep.layouts() where !l.isEmpty {
            var anchors: [Double] = []
            for page in 0..<l.numberOfPages {
                let a = l.anchor(ofUnwrappedPage: page)
                anchors.append(a)
                #expect(l.restingPosition(for: a, paging: true) == a)
                // Pages whose anchors collapse onto the content end read as the last of them.
                if anchors.filter({ $0 == a }).count == 1 && (page == l.numberOfPages - 1 || l.anchor(ofUnwrappedPage: page + 1) != a) {
                    #expect(l.currentPage(at: a) == page, "page \(page) in \(l.configuration)")
                }
            }
            if !l.wraps { #expect(anchors.last == l.maxPosition) }
        }
    }

    @Test("paging rests on the nearest page anchor (checked against every anchor)")
    func nearestAnchor() {
        for l in Sweep.layouts() where !l.isEmpty {
            for p in Sweep.positions(l) {
                let rest = l.restingPosition(for: p, paging: true)
                let k = l.nearestUnwrappedPage(to: p)
                #expect(rest == l.anchor(ofUnwrappedPage: k))
                let lo = l.wraps ? k - l.numberOfPages - 1 : 0
                let hi = l.wraps ? k + l.numberOfPages + 1 : l.numberOfPages - 1
                let best = (lo...hi).map { abs(l.anchor(ofUnwrappedPage: $0) - p) }.min()!
                #expect(approx(abs(rest - p), best), "at \(p) in \(l.configuration)")
            }
        }
    }

    @Test("current item: the item at the anchor, in range, modular when wrapping")
    func currentItem() {
        for l in Sweep.layouts() where !l.isEmpty {
            let n = l.itemCount!
            for p in Sweep.positions(l) {
                let i = l.currentItemIndex(at: p)!
                #expect(i >= 0 && i < n)
                let page = l.currentPage(at: p)!
                #expect(page >= 0 && page < l.numberOfPages)
                if l.wraps {
                    #expect(i == ((Int((p - l.anchorShift).rounded()) % n) + n) % n)
                }
            }
            // Resting on a page, the current item is that page's first item
            // unless the final page was truncated or the content ended early.
            for page in 0..<l.numberOfPages {
                let a = l.anchor(ofUnwrappedPage: page)
                if approx(a, Double(l.firstItem(ofPage: page)) + l.anchorShift) {
                    #expect(l.currentItemIndex(at: a) == l.firstItem(ofPage: page))
                }
            }
        }
    }

    @Test("without paging a resting position is free, clamped, and tidied within 0.01 of an item")
    func freeRest() {
        for l in Sweep.layouts() where !l.isEmpty {
            for p in Sweep.positions(l) {
                let r = l.restingPosition(for: p, paging: false)
                if !l.wraps { #expect(r >= l.minPosition && r <= l.maxPosition) }
                #expect(abs(r - l.clamped(p)) < 0.01 + 1e-12)
            }
            let near = l.clamped(l.anchorShift + 0.004)
            if !l.wraps && l.maxPosition > l.minPosition + 0.01 {
                #expect(l.restingPosition(for: near, paging: false) == l.anchorShift)
            }
        }
    }

    @Test("wrap takes the shortest way round, with 1 and 2 items too")
    func shortestWay() {
        for l in Sweep.layouts() where l.wraps {
            let n = Double(l.itemCount!)
            for p in Sweep.positions(l) {
                for item in 0..<l.itemCount! {
                    let t = l.target(forItem: item, from: p)
                    #expect(abs(t - p) <= n / 2 + 1e-9)
                    #expect(l.currentItemIndex(at: t) == item)
                }
                for page in 0..<l.numberOfPages {
                    let t = l.target(forPage: page, from: p)
                    #expect(abs(t - p) <= n / 2 + 1e-9)
                    #expect(l.currentPage(at: t) == page)
                }
            }
        }
        // From the last item of five, the next item is one step forward.
        var c = LayoutConfiguration()
        c.wrap = true
        let five = PagerLayout(configuration: c, itemCount: 5, viewport: Sweep.viewport)
        #expect(five.target(forItem: 0, from: 4) == 5)
        #expect(five.target(forItem: 4, from: 0) == -1)
        #expect(five.normalized(-1) == 4)
        #expect(five.normalized(12.5) == 2.5)
    }

    @Test("a move out of range is named: clamped to the target, or taken round when wrapping")
    func moveProblems() {
        for l in Sweep.layouts() where !l.isEmpty {
            for isPage in [false, true] {
                let n = isPage ? l.numberOfPages : l.itemCount!
                for index in -n - 2...2 * n + 2 {
                    let problem = l.moveProblem(to: index, isPage: isPage)
                    #expect((problem == nil) == (0..<n).contains(index), "\(index) of \(n) in \(l.configuration)")
                    guard let problem else { continue }
                    let target = isPage ? l.target(forPage: index, from: l.minPosition) : l.target(forItem: index, from: l.minPosition)
                    let landed: Int? = isPage ? l.currentPage(at: target) : l.currentItemIndex(at: target)
                    if l.wraps {
                        #expect(problem.hasSuffix("taken round to \(landed ?? -1)"), "\(problem) in \(l.configuration)")
                    } else {
                        #expect(problem.hasSuffix("; clamped"))
                        let end = index < 0 ? 0 : n - 1
                        #expect(target == (isPage ? l.target(forPage: end, from: l.minPosition) : l.target(forItem: end, from: l.minPosition)))
                    }
                    #expect(problem.hasPrefix("\(isPage ? "page" : "index") \(index) is out of range 0..<\(n)"))
                }
            }
        }
        let unbounded = PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: 0, last: nil), viewport: Sweep.viewport)
        #expect(unbounded.moveProblem(to: -40, isPage: false) == nil)
        #expect(PagerLayout(itemCount: 0, viewport: Sweep.viewport).moveProblem(to: 3, isPage: true) == nil)
    }

    @Test("without wrap a target is clamped to what exists")
    func clampedTargets() {
        let l = PagerLayout(itemCount: 5, viewport: Sweep.viewport)
        #expect(l.target(forItem: 99, from: 0) == 4)
        #expect(l.target(forItem: -3, from: 2) == 0)
        #expect(l.target(forPage: 7, from: 0) == 4)
        #expect(l.anchor(ofUnwrappedPage: -2) == 0)
    }
}

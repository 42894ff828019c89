import Testing
@testable import SlidingPagesCore

@Suite("Caches of pages ahead of view")
struct CacheAheadTests {
    typealias F = CacheAhead.Frame
    let view = (width: 400, height: 300)

    func ranks(_ frames: [F], max: Int = 4096 * 4096) -> [Int] {
        var r: [Int] = []
        CacheAhead.rank(frames, viewport: view, maximumPixels: max, into: &r)
        return r
    }

    @Test func nearestFirstWithinTwiceTheViewport() {
        // Pages of the viewport's size at 1, 2 and 3 pages right, listed
        // out of order: the nearest two fit the budget, the third is dropped.
        let far = F(x: 1200, y: 0, width: 400, height: 300)
        let near = F(x: 400, y: 0, width: 400, height: 300)
        let middle = F(x: 800, y: 0, width: 400, height: 300)
        #expect(ranks([far, near, middle]) == [-1, 1, 2])
    }

    @Test func emptyAndOversizedPagesHaveNoCache() {
        let empty = F(x: 500, y: 0, width: 0, height: 300)
        let huge = F(x: 500, y: 0, width: 5000, height: 5000)
        let page = F(x: 900, y: 0, width: 400, height: 300)
        #expect(ranks([empty, huge, page]) == [0, 0, 1])
        #expect(ranks([F(x: 500, y: 0, width: 20, height: 20)], max: 399) == [0])
    }

    /// Every arrangement of up to four small pages on either side: ranks
    /// run 1, 2, … by distance (ties in list order), every page within the
    /// budget is ranked and every page past it dropped.
    @Test func everySmallArrangement() {
        let spots = [-900, -500, -120, 410, 700, 1300]
        func sweep(_ frames: [F]) {
            let r = ranks(frames)
            #expect(r.count == frames.count)
            let order = frames.indices.sorted { (CacheAhead.distance(frames[$0], view), $0) < (CacheAhead.distance(frames[$1], view), $1) }
            var budget = 2 * view.width * view.height, next = 1
            for i in order {
                budget -= frames[i].width * frames[i].height
                #expect(r[i] == (budget < 0 ? -1 : next), "\(frames) \(r)")
                if budget >= 0 { next += 1 }
            }
        }
        for n in 0...4 {
            var pick = Array(repeating: 0, count: n)
            while true {
                sweep(pick.enumerated().map { F(x: spots[$0.element], y: 0, width: 100 + 90 * $0.offset, height: 300) })
                var k = 0
                while k < n, pick[k] == spots.count - 1 { pick[k] = 0; k += 1 }
                if k == n { break }
                pick[k] += 1
            }
        }
    }
}

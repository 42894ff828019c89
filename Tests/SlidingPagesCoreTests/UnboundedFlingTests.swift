import Testing
@testable import SlidingPagesCore

/// A fling on a source with no count turns one page, as on a counted one
/// (long swipes off), also when an end becomes known during the drag.
@Suite("Flings on a source with no count")
struct UnboundedFlingTests {
    static func harness(first: Int?, last: Int?) -> MotionHarness {
        var h = MotionHarness(count: 10)
        let l = PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: first, last: last), viewport: Size(width: 800, height: 600))
        h.m = PagerMotion(layout: l, configuration: MotionConfiguration(), initialPage: 0)
        return h
    }

    @Test("a quick 300 px fling turns one page, whatever ends are known", arguments: [(nil, nil), (0, nil), (0, 2000), (-3, nil)] as [(Int?, Int?)])
    func oneFlingOnePage(ends: (Int?, Int?)) {
        var counted = MotionHarness(count: 2000)
        counted.drag(dx: -300, duration: 0.1)
        counted.settle()
        var h = UnboundedFlingTests.harness(first: ends.0, last: ends.1)
        let start = h.m.position
        h.drag(dx: -300, duration: 0.1)
        h.settle()
        #expect(counted.m.position == 1, "counted: one page")
        #expect(h.m.position - start == 1, "unbounded \(ends): from \(start) to \(h.m.position)")
    }
}

import Testing
@testable import SlidingPagesCore

@Suite("Swipe tracking and settling")
struct SwipeTests {
    @Test("a slow press below the threshold is a tap, not a drag")
    func belowThreshold() {
        var h = MotionHarness()
        h.drag(dx: -10, duration: 0.5)
        #expect(h.m.position == 0)
        #expect(h.log == [.tapped(item: 0)])
        #expect(illegalOrder(h.log) == nil)
    }

    @Test("a mostly-across press is rejected: no drag, no tap")
    func across() {
        var h = MotionHarness()
        h.m.pointerDown(x: 400, y: 300, time: 0)
        h.m.pointerMove(x: 405, y: 340, time: 0.1)
        h.m.pointerMove(x: 300, y: 340, time: 0.2)  // too late: the press went across first
        h.m.pointerUp(time: 0.3)
        h.collect()
        #expect(h.log.isEmpty)
        #expect(h.m.position == 0)
    }

    @Test("release without velocity snaps back below half a page, forward past it")
    func snapByPosition() {
        for (dx, page) in [(-300.0, 0), (-500.0, 1), (300.0, 0)] {
            var h = MotionHarness(page: dx > 0 ? 0 : 0)
            h.drag(dx: dx, duration: 0.4, hold: 0.3)
            #expect(h.m.isDecelerating || h.m.position == 0)
            h.settle()
            #expect(h.m.position == Double(page), "dx \(dx)")
            #expect(h.m.currentPage == page)
            #expect(illegalOrder(h.log) == nil, "\(h.names)")
            var expected: [PagerEvent] = [.willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating]
            // Forward past half a page, page 1 is selected at the release.
            if page != 0 { expected.append(.pageSelected(page: page)) }
            expected.append(.didEndDecelerating)
            if page != 0 { expected.append(.settled(page: page)) }
            #expect(h.milestones == expected, "\(h.names)")
        }
    }

    @Test("the drag follows the pointer past the threshold, without a jump")
    func follows() {
        var h = MotionHarness()
        h.drag(dx: -216, duration: 0.2, steps: 12, release: false)
        // 216 px moved, the first 16 px were the threshold: 200 px = 0.25 of an 800 px page.
        #expect(abs(h.m.position - 0.25) < 1e-9)
        #expect(h.m.isDragging)
    }

    @Test("a fling moves exactly one page, however fast, unless long swipes are allowed")
    func fling() {
        var h = MotionHarness()
        h.drag(dx: -150, duration: 0.03, steps: 3)  // 5 px/ms
        h.settle()
        #expect(h.m.position == 1)
        #expect(h.milestones.last == .settled(page: 1))

        var long = MotionHarness(motion: { $0.allowsLongSwipes = true })
        long.drag(dx: -150, duration: 0.03, steps: 3)
        long.settle()
        #expect(long.m.position > 1)
        #expect(long.m.position == long.m.position.rounded())

        // Backwards from page 3: page 2.
        var back = MotionHarness(page: 3)
        back.drag(dx: 150, duration: 0.03, steps: 3)
        back.settle()
        #expect(back.m.position == 2)
    }

    @Test("a short quick flick passes the fling threshold and turns the page")
    func flick() {
        var h = MotionHarness()
        h.drag(dx: -80, duration: 0.06, steps: 4)  // 1.3 px/ms, 0.08 page
        h.settle()
        #expect(h.m.position == 1)
        var slow = MotionHarness()
        slow.drag(dx: -80, duration: 1.0, steps: 20)  // 0.08 px/ms: below 0.3
        slow.settle()
        #expect(slow.m.position == 0)
    }

    @Test("a drag held still before release settles by position alone, however fast it moved")
    func pausedRelease() {
        // The fast 80 px flick that turns the page above, then a rest with no
        // events before the release: 1 s, and just past the 150 ms window.
        for rest in [1.0, 0.6, 0.16] {
            var h = MotionHarness()
            h.drag(dx: -80, duration: 0.06, steps: 4, silentHold: rest)
            h.settle()
            #expect(h.m.position == 0, "held \(rest) s")
            #expect(h.log.contains(.didEndDragging(willDecelerate: true)))  // the spring back
        }
        // 200 px fast (a quarter page) held 0.6 s: back, not on.
        var far = MotionHarness()
        far.drag(dx: -200, duration: 0.08, steps: 5, silentHold: 0.6)
        far.settle()
        #expect(far.m.position == 0)
        // Past half a page, held: on to the next by position.
        var half = MotionHarness()
        half.drag(dx: -500, duration: 0.1, steps: 5, silentHold: 0.6)
        half.settle()
        #expect(half.m.position == 1)
        // A short rest inside the window slows the fling but does not cancel a fast one.
        var quick = MotionHarness()
        quick.drag(dx: -80, duration: 0.06, steps: 4, silentHold: 0.02)
        quick.settle()
        #expect(quick.m.position == 1)
    }

    @Test("at the ends: rubber band with bounces, a dead stop without")
    func ends() {
        var h = MotionHarness()
        h.drag(dx: 400, duration: 0.3, release: false)
        let stretched = h.m.position
        #expect(stretched < 0 && stretched > -0.5)  // follows less than the pointer's 0.48 page
        h.m.pointerUp(time: h.t + 0.01)
        h.collect()
        h.settle()
        #expect(h.m.position == 0)
        #expect(illegalOrder(h.log) == nil)

        var stiff = MotionHarness(motion: { $0.bounces = false })
        stiff.drag(dx: 400, duration: 0.05)
        #expect(stiff.trajectory.allSatisfy { $0 >= 0 })
        #expect(stiff.m.position >= 0)
        stiff.settle()
        #expect(stiff.m.position == 0)
        #expect(stiff.trajectory.allSatisfy { $0 >= 0 })

        // Past the last page.
        var last = MotionHarness(count: 3, page: 2)
        last.drag(dx: -600, duration: 0.03)
        last.settle()
        #expect(last.m.position == 2)
        #expect(last.trajectory.contains { $0 > 2 })
    }

    @Test("a wrapping fling crosses the seam and comes to rest in the first lap")
    func wrapSeam() {
        for count in [1, 2, 5] {
            var h = MotionHarness(count: count, configure: { $0.wrap = true }, page: count - 1)
            h.drag(dx: -150, duration: 0.03, steps: 3)
            h.settle()
            #expect(h.m.position == 0, "count \(count)")
            #expect(h.m.currentPage == 0)
            do { let ok = h.m.takeSlotShift() == -count; #expect(ok) }
            if count > 1 { #expect(h.milestones.last == .settled(page: 0)) }
            // Backwards from page 0 goes to the last page.
            var b = MotionHarness(count: count, configure: { $0.wrap = true })
            b.drag(dx: 150, duration: 0.03, steps: 3)
            b.settle()
            #expect(b.m.position == Double(count - 1))
            do { let ok = b.m.takeSlotShift() == count; #expect(ok) }
        }
    }

    @Test("no paging: kinetic coasting, then rest on a free position")
    func kinetic() {
        var h = MotionHarness(count: 100, motion: { $0.pagingEnabled = false })
        h.drag(dx: -200, duration: 0.1, steps: 5)
        h.settle()
        // 2 px/ms × 0.998/0.002 ms ≈ 998 px ≈ 1.25 pages beyond the 0.23 dragged.
        #expect(h.m.position > 1.2 && h.m.position < 1.7)
        #expect(illegalOrder(h.log) == nil)
        #expect(h.milestones.first == .willBeginDragging)
        // Hitting the end: comes back to it.
        var e = MotionHarness(count: 2, motion: { $0.pagingEnabled = false })
        e.drag(dx: -300, duration: 0.05, steps: 5)
        e.settle()
        #expect(e.m.position == 1)
    }

    @Test("trajectories are smooth and land exactly on the page")
    func smooth() {
        for dx in [-60.0, -150, -390, -410, 200] {
            for duration in [0.03, 0.1, 0.5] {
                var h = MotionHarness(page: 4)
                h.drag(dx: dx, duration: duration)
                let start = h.m.position
                let target = h.m.destination
                h.trajectory = []
                h.settle()
                #expect(h.m.position == h.m.position.rounded(), "dx \(dx) in \(duration)")
                #expect(h.m.position == target)
                // No frame moves further than the spring can: |v0| + ω·|x0| per second.
                let omega = 500.0.squareRoot()
                let v0 = abs(dx) / 800 / duration * 2
                let bound = (v0 + omega * abs(start - target)) * MotionHarness.frame + 1e-6
                var prev = start
                for p in h.trajectory {
                    #expect(abs(p - prev) <= bound, "jump \(abs(p - prev)) > \(bound)")
                    prev = p
                }
                #expect(h.trajectory.count < 60, "settles within a second")
            }
        }
    }

    @Test("a drag interrupted by another press catches the pager; the release settles it")
    func catchMoving() {
        var h = MotionHarness()
        h.drag(dx: -150, duration: 0.03, steps: 3)
        h.run(seconds: 0.05)
        #expect(h.m.isDecelerating)
        h.m.pointerDown(x: 100, y: 100, time: h.t)
        h.collect()
        #expect(!h.m.isDecelerating)
        h.t += 0.1
        h.m.pointerUp(time: h.t)
        h.collect()
        h.settle()
        #expect(h.m.position == 1 || h.m.position == 0)
        #expect(!h.log.contains { if case .tapped = $0 { return true } else { return false } })
        #expect(illegalOrder(h.log) == nil, "\(h.names)")
    }
}

import Testing
@testable import SlidingPagesCore

@Suite("Programmatic moves, autoscroll, autoplay, reduced motion")
struct ProgrammaticTests {
    @Test("an animated move eases in and out and reports its end")
    func animated() {
        var h = MotionHarness()
        h.m.scroll(toPage: 2, duration: 0.3, time: 0, id: 7)
        h.settle()
        #expect(h.m.position == 2)
        #expect(h.milestones == [.pageSelected(page: 2), .didEndScrollingAnimation, .moveFinished(id: 7, finished: true), .settled(page: 2)])
        // Ease-in-out: slow at both ends, fastest in the middle.
        let steps = zip(h.trajectory.dropFirst(), h.trajectory).map { $0 - $1 }
        #expect(steps.first! < steps[steps.count / 2] && steps.last! < steps[steps.count / 2])
        #expect(h.trajectory.count <= 20)
    }

    @Test("a move's duration as asked: kept from 0 to a minute, else jumps or takes a minute, with the problem named")
    func durations() {
        for asked in [0, 0.25, 10, 60] { #expect(MoveDuration.checked(asked) == (asked, nil)) }
        for asked in [-0.1, -.infinity, .nan, .infinity] {
            let d = MoveDuration.checked(asked)
            #expect(d.seconds == 0 && d.problem?.contains("not a finite, non-negative") == true, "\(asked)")
        }
        for asked in [60.001, 1e9, 250] {
            let d = MoveDuration.checked(asked)
            #expect(d.seconds == MoveDuration.longest && d.problem == "scroll duration \(asked) is over 60 seconds; taking 60")
        }
    }

    @Test("duration 0 jumps; a new move interrupts the old one, which says so")
    func interrupt() {
        var h = MotionHarness()
        h.m.scroll(toItem: 3, duration: 0, time: 0, id: 1)
        h.collect()
        #expect(h.m.position == 3)
        #expect(h.log == [.pageSelected(page: 3), .didScroll, .currentItemIndexDidChange(3), .moveFinished(id: 1, finished: true), .settled(page: 3)])
        h.log = []
        h.m.scroll(toPage: 8, duration: 0.5, time: h.t, id: 2)
        h.run(seconds: 0.1)
        h.m.scroll(toPage: 5, duration: 0.2, time: h.t, id: 3)
        h.settle()
        #expect(h.m.position == 5)
        #expect(h.milestones == [.pageSelected(page: 8), .moveFinished(id: 2, finished: false), .pageSelected(page: 5), .didEndScrollingAnimation,
                                 .moveFinished(id: 3, finished: true), .settled(page: 5)])
        // A drag interrupts a move, too.
        h.log = []
        h.m.scroll(toPage: 0, duration: 0.5, time: h.t, id: 4)
        h.run(seconds: 0.05)
        h.drag(dx: -10, duration: 0.05)
        h.settle()
        #expect(h.milestones.first == .pageSelected(page: 0), "the move to page 0 selects it as it starts")
        #expect(h.milestones.dropFirst().first == .moveFinished(id: 4, finished: false))
        #expect(illegalOrder(h.log) == nil, "\(h.names)")
    }

    @Test("by-items moves with several items a page land on the page holding the item, at least a page on")
    func byItemsPaging() {
        for n in 1...9 {
            for ipp in 2...4 {
                for wrap in [false, true] {
                    let pages = (n + ipp - 1) / ipp
                    for start in 0..<pages {
                        for k in -7...7 {
                            var h = MotionHarness(count: n, configure: { $0.itemsPerPage = ipp; $0.wrap = wrap }, page: start)
                            h.m.scroll(byItems: k, duration: 0.2, time: 0)
                            h.trajectory = []
                            h.settle()
                            let wraps = h.m.layout.wraps
                            var want = k == 0 ? start : (start * ipp + k >= 0 ? (start * ipp + k) / ipp : -1 - (-(start * ipp + k) - 1) / ipp)
                            if k > 0 && want == start { want += 1 }
                            want = wraps ? ((want % pages) + pages) % pages : min(max(want, 0), pages - 1)
                            let at = "n \(n) ipp \(ipp) wrap \(wrap) from page \(start) by \(k)"
                            #expect(h.m.currentPage == want, "\(at): page \(String(describing: h.m.currentPage))")
                            // No move overshoots and settles back: each frame heads one way
                            // (a wrapping pager's last frame brings it into the first lap).
                            let path = wraps ? h.trajectory.dropLast() : h.trajectory[...]
                            let steps = zip(path, path.dropFirst()).map { $1 - $0 }
                            #expect(!(steps.contains { $0 > 1e-9 } && steps.contains { $0 < -1e-9 }), "\(at): \(h.trajectory)")
                        }
                    }
                }
            }
        }
    }

    @Test("wrap needs a page's worth of items: no page shows an item twice")
    func wrapNeedsMoreThanAPage() {
        for n in 1...7 {
            for ipp in 1...4 {
                for centre in [false, true] {
                    var c = LayoutConfiguration()
                    c.itemsPerPage = ipp
                    c.wrap = true
                    c.alignment = centre ? .center : .edge
                    let layout = PagerLayout(configuration: c, itemCount: n, viewport: Size(width: 800, height: 600))
                    #expect(layout.wraps == (n >= ipp), "n \(n) ipp \(ipp)")
                    for page in -2..<(layout.numberOfPages + 2) {
                        let p = layout.anchor(ofUnwrappedPage: page)
                        let shown = layout.visibleSlots(at: p)
                        let items = (shown.lower..<max(shown.lower, shown.upper)).map { layout.item(atSlot: $0) }
                        #expect(Set(items).count == items.count, "n \(n) ipp \(ipp) centre \(centre) at \(p): \(items)")
                    }
                }
            }
        }
    }

    @Test("by-items moves are clamped without wrap and go round with it")
    func byItems() {
        var h = MotionHarness(count: 5, page: 3)
        h.m.scroll(byItems: 10, duration: 0, time: 0)
        #expect(h.m.position == 4)
        h.m.scroll(byItems: -99, duration: 0, time: 0)
        #expect(h.m.position == 0)
        var w = MotionHarness(count: 5, configure: { $0.wrap = true }, page: 3)
        w.m.scroll(byItems: 3, duration: 0.2, time: 0)
        w.settle()
        #expect(w.m.position == 1)  // 3 → 4 → 0 → 1, resting in the first lap
        w.m.scroll(toItem: 4, duration: 0.2, time: w.t)
        w.trajectory = []
        w.settle()
        #expect(w.m.position == 4)
        // Back through the seam (2 items, not 3 forward), then renumbered into the first lap at rest.
        #expect(w.trajectory.dropLast().allSatisfy { $0 <= 1 && $0 >= -1 })
        #expect(w.trajectory.last == 4)
    }

    @Test("a jump of many pages does not sweep through them")
    func longJump() {
        var h = MotionHarness(count: 1_000_000)
        h.m.scroll(toPage: 999_999, duration: 0.3, time: 0)
        h.collect()
        #expect(h.m.position == 999_996)  // landed 3 pages short
        h.settle()
        #expect(h.m.position == 999_999)
        #expect(h.trajectory.allSatisfy { $0 >= 999_996 })
        let changes = h.log.filter { if case .currentItemIndexDidChange = $0 { return true } else { return false } }
        #expect(changes.count <= 4)
    }

    @Test("setPosition takes a fraction, refuses NaN and infinities")
    func setPosition() {
        var h = MotionHarness()
        do { let ok = h.m.setPosition(2.5, animated: false, time: 0); #expect(ok) }
        #expect(h.m.position == 2.5)
        do { let ok = !h.m.setPosition(.nan, animated: true, time: 0); #expect(ok) }
        do { let ok = !h.m.setPosition(.infinity, animated: false, time: 0); #expect(ok) }
        #expect(h.m.position == 2.5)
        do { let ok = h.m.setPosition(1e12, animated: false, time: 0); #expect(ok) }
        #expect(h.m.position == 9)
        do { let ok = h.m.setPosition(4.25, animated: true, time: 0, id: 9); #expect(ok) }
        h.settle()
        #expect(h.m.position == 4.25 || h.m.position == 4)  // a paging pager comes to rest on a page
        #expect(h.milestones.contains(.moveFinished(id: 9, finished: true)))
    }

    /// A wrapping pager fed an ever-growing position (as by an app tracking
    /// a finger) moves on smoothly lap after lap: each step loads at most the
    /// one page that scrolls into the preload window, never a whole new
    /// window because a lap was rebased.
    @Test("setPosition with wrap takes the shortest way round, lap after lap")
    func setPositionWraps() {
        for count in [3, 10] {
            var h = MotionHarness(count: count, configure: { $0.wrap = true }, motion: { $0.pagingEnabled = false })
            var r = Recycler(poolCapacity: Recycler.poolCapacity(for: h.m.layout))
            _ = r.update(to: h.m.layout.loadedSlots(at: h.m.position))
            var loads = 0
            let steps = count * 20 * 3  // three laps, 0.05 a step
            for k in 1...steps {
                let before = h.m.position
                _ = h.m.setPosition(Double(k) * 0.05, animated: false, time: Double(k) / 60)
                r.shift(by: h.m.takeSlotShift())
                loads += r.update(to: h.m.layout.loadedSlots(at: h.m.position)).load.count
                let moved = h.m.layout.nearestLap(of: h.m.position, to: before) - before
                #expect(abs(moved - 0.05) < 1e-9, "step \(k): moved \(moved)")
            }
            // One load per item passed, plus the window's far edge.
            #expect(loads <= count * 3 + 2, "\(loads) loads over three laps of \(count)")
        }
    }

    @Test("autoscroll moves forward for positive speeds, back for negative, and pauses for a drag")
    func autoscroll() {
        var h = MotionHarness(count: 100, motion: { $0.autoscroll = 1 }, page: 10)
        #expect(h.m.needsFrames)
        h.run(seconds: 1.0)
        #expect(abs(h.m.position - (10 + 1 - MotionHarness.frame)) < 0.02)  // the first frame only starts the clock
        let before = h.m.position
        h.drag(dx: -30, duration: 0.3, release: false)
        h.run(seconds: 0.3)
        #expect(h.m.isDragging)
        let heldAt = h.m.position
        #expect(abs(heldAt - (before + 14.0 / 800)) < 1e-6)  // only the drag moved it
        h.m.pointerUp(time: h.t)
        h.collect()
        h.run(seconds: 1.0)
        #expect(h.m.position > heldAt + 0.4)  // settled on the page, then resumed

        var back = MotionHarness(count: 100, motion: { $0.autoscroll = -2 }, page: 10)
        back.run(seconds: 1.0)
        #expect(back.m.position < 8.1 && back.m.position > 7.9)

        // Without wrap it stops at the end and settles there.
        var end = MotionHarness(count: 3, motion: { $0.autoscroll = 4 })
        end.run(seconds: 2)
        #expect(end.m.position == 2)
        #expect(!end.m.needsFrames)
        #expect(end.milestones.last == .settled(page: 2))

        // Hovering pauses it.
        var hover = MotionHarness(count: 100, motion: { $0.autoscroll = 1 })
        hover.run(seconds: 0.5)
        hover.m.setHovering(true, time: hover.t)
        let paused = hover.m.position
        hover.run(seconds: 0.5)
        #expect(hover.m.position == paused)
        hover.m.setHovering(false, time: hover.t)
        hover.run(seconds: 0.5)
        #expect(hover.m.position > paused + 0.4)
    }

    @Test("autoplay turns a page every interval, wraps or stops at the end")
    func autoplay() {
        var h = MotionHarness(count: 3, motion: { $0.autoplayInterval = 1 })
        #expect(h.m.nextWakeTime == 1)  // an idle pager sleeps until the deadline
        h.run(seconds: 1.8)
        #expect(h.m.position == 1)
        h.run(seconds: 1.5)
        #expect(h.m.position == 2)
        h.run(seconds: 3)
        #expect(h.m.position == 2)
        #expect(h.m.nextWakeTime == nil)

        // Due at the deadline, not before: a frame fading the chrome then turns it.
        var due = MotionHarness(count: 3, motion: { $0.autoplayInterval = 1 })
        #expect(!due.m.isDue(at: 0.9) && due.m.isDue(at: 1))
        due.m.scroll(toPage: 1, duration: 0.3, time: 0)
        #expect(due.m.isDue(at: 0.1))

        var w = MotionHarness(count: 2, configure: { $0.wrap = true }, motion: { $0.autoplayInterval = 0.5 })
        w.run(seconds: 3.2)  // each turn: 0.5 s at rest + 0.4 s moving
        let settled = w.milestones.compactMap { if case .settled(let p) = $0 { return p } else { return nil } }
        #expect(settled.count >= 3)
        #expect(settled.prefix(3) == [1, 0, 1])
    }

    @Test("autoplay set on a pager whose clock reads far from 0, or long after its last frame, waits a whole interval first")
    func autoplayWaitsAnInterval() {
        for interval in [0.5, 1, 3] {
            for start in [0.0, 5000.0] {
                var h = MotionHarness(count: 4)
                h.t = start
                if start > 0 { h.m.advance(to: start - 10) }  // a frame long ago
                h.m.configuration.autoplayInterval = interval
                // The face wakes the pager at the deadline it asks for (or at once).
                let wake = max(h.t, h.m.nextWakeTime ?? .infinity)
                h.m.advance(to: wake)
                h.t = wake
                h.run(seconds: interval - 0.1)
                #expect(h.m.position == 0, "interval \(interval), clock at \(start): turned early")
                h.run(seconds: 0.6)  // the turn takes 0.4 s
                #expect(h.m.position == 1, "interval \(interval), clock at \(start): no turn after the interval")
            }
        }
    }

    @Test("off screen, every move jumps and says it arrived, and autoplay and autoscroll wait for the screen")
    func offScreen() {
        for (page, duration) in [(5, 0.3), (99, 1.0), (0, 0.3)] {
            var h = MotionHarness(count: 100, motion: { $0.onScreen = false })
            h.m.scroll(toItem: 3, duration: 0, time: 0)
            h.m.scroll(toPage: page, duration: duration, time: 0, id: 4)
            #expect(h.m.position == Double(page), "to \(page): not there at once")
            #expect(!h.m.needsFrames)
            h.collect()
            #expect(h.log.contains(.moveFinished(id: 4, finished: true)))
        }
        var auto = MotionHarness(count: 5, motion: { $0.onScreen = false; $0.autoplayInterval = 0.5 })
        #expect(auto.m.nextWakeTime == nil)
        auto.run(seconds: 3)
        #expect(auto.m.position == 0)
        // Back on screen, the interval runs from then, not from long ago.
        auto.m.configuration.onScreen = true
        auto.run(seconds: 0.4)
        #expect(auto.m.position == 0)
        auto.run(seconds: 0.6)
        #expect(auto.m.position == 1)
        var scrolling = MotionHarness(count: 50, motion: { $0.onScreen = false; $0.autoscroll = 2 })
        scrolling.run(seconds: 1)
        #expect(scrolling.m.position == 0)
        // Taken off screen mid-move: the move lands, told it arrived, before
        // anything the host starts next.
        var leaving = MotionHarness(count: 20)
        leaving.m.scroll(toPage: 6, duration: 1, time: 0, id: 2)
        leaving.run(seconds: 0.2)
        leaving.m.configuration.onScreen = false
        #expect(leaving.m.position == 6 && !leaving.m.needsFrames)
        leaving.collect()
        #expect(leaving.log.contains(.moveFinished(id: 2, finished: true)))
        // Leaving says a move ended (the face applies it), once.
        var off = MotionHarness(count: 20)
        off.m.scroll(toPage: 4, duration: 1, time: 0)
        let ended = off.m.setOnScreen(false, time: 0.1), again = off.m.setOnScreen(false, time: 0.2)
        #expect(ended && !again && off.m.position == 4)
        // Coming on, autoplay's interval starts then, not at the last time seen.
        var late = MotionHarness(count: 5, motion: { $0.onScreen = false; $0.autoplayInterval = 1 })
        let moved = late.m.setOnScreen(true, time: 10)
        #expect(!moved && late.m.nextWakeTime == 11)
        // A position between pages, set off screen, rests on a page at once.
        var between = MotionHarness(count: 10, motion: { $0.onScreen = false })
        between.m.setPosition(2.25, animated: false, time: 0)
        #expect(between.m.position == 2 && !between.m.needsFrames)
    }

    @Test("with no frames to come, a move or a fling ends where it was going, a move's completion told it arrived; a drag stays")
    func skipToRest() {
        var h = MotionHarness(count: 10)
        h.m.scroll(toPage: 6, duration: 0.5, time: 0, id: 9)
        h.run(seconds: 0.1)
        let moved = h.m.skipToRest(time: h.t)
        #expect(moved, "a move under way moved")
        h.collect()
        #expect(h.m.position == 6 && !h.m.needsFrames)
        #expect(h.log.contains(.moveFinished(id: 9, finished: true)) && h.log.contains(.settled(page: 6)))
        #expect(illegalOrder(h.log) == nil)
        // A fling coasting on lands on its page.
        h.drag(dx: -300, duration: 0.05)
        #expect(h.m.isMoving)
        let target = h.m.destination
        h.m.skipToRest(time: h.t)
        #expect(h.m.position == target && !h.m.needsFrames)
        // A drag under way is left to its press.
        h.m.pointerDown(x: 400, y: 300, time: h.t)
        _ = h.m.pointerMove(x: 300, y: 300, time: h.t + 0.05)
        let held = h.m.position
        let skipped = h.m.skipToRest(time: h.t + 0.06)
        #expect(!skipped, "a drag is not skipped")
        #expect(h.m.isDragging && h.m.position == held)
    }

    @Test("reduced motion turns every animation into a jump")
    func reduced() {
        var h = MotionHarness(motion: { $0.reducedMotion = true })
        h.m.scroll(toPage: 3, duration: 0.3, time: 0, id: 1)
        #expect(h.m.position == 3 && !h.m.needsFrames)
        h.drag(dx: -500, duration: 0.5, hold: 0.2)
        #expect(h.m.position == 4 && !h.m.needsFrames)
        h.m.wheel(steps: 1, time: 10)
        #expect(h.m.position == 5 && !h.m.needsFrames)
        h.m.perform(.first, time: 11)
        #expect(h.m.position == 0)
        h.collect()
        #expect(illegalOrder(h.log) == nil)
        #expect(!h.log.contains(.willBeginDecelerating))
    }

    @Test("a layout change keeps the current item aligned")
    func resize() {
        var h = MotionHarness(count: 10, page: 3)
        var c = LayoutConfiguration()
        h.m.setLayout(PagerLayout(configuration: c, itemCount: 10, viewport: Size(width: 1234, height: 500)))
        #expect(h.m.position == 3 && h.m.currentItemIndex == 3)
        c.itemsPerPage = 2
        h.m.setLayout(PagerLayout(configuration: c, itemCount: 10, viewport: Size(width: 1234, height: 500)))
        #expect(h.m.currentPage == 1)
        #expect(h.m.position == 2)
        c.orientation = .vertical
        c.itemsPerPage = 1
        h.m.setLayout(PagerLayout(configuration: c, itemCount: 10, viewport: Size(width: 1234, height: 500)))
        #expect(h.m.position == 2)
        h.m.setLayout(PagerLayout(configuration: c, itemCount: 0, viewport: .zero))
        #expect(h.m.position == 0 && h.m.currentItemIndex == nil)
    }
}

@Suite("Event sequences")
struct EventSequenceTests {
    @Test("exact sequence of a one-page swipe")
    func swipe() {
        var h = MotionHarness()
        h.drag(dx: -150, duration: 0.03, steps: 3)
        h.settle()
        let compact = h.log.reduce(into: [PagerEvent]()) { out, e in if e != .didScroll || out.last != .didScroll { out.append(e) } }
        #expect(compact == [.willBeginDragging, .didScroll, .didEndDragging(willDecelerate: true), .willBeginDecelerating,
                            .pageSelected(page: 1), .didScroll, .currentItemIndexDidChange(1), .didScroll, .didEndDecelerating, .settled(page: 1)])
    }

    @Test("random input never breaks the legal order")
    func randomSequences() {
        var rng = SplitMix(seed: 2026)
        for round in 0..<40 {
            var h = MotionHarness(count: [1, 2, 3, 10][round % 4], configure: { $0.wrap = round % 3 == 0 },
                                  motion: { $0.pagingEnabled = round % 5 != 1; $0.autoscroll = round % 7 == 0 ? 0.5 : 0 })
            for _ in 0..<60 {
                switch Int.random(in: 0..<7, using: &rng) {
                case 0: h.drag(dx: Double.random(in: -900...900, using: &rng), duration: Double.random(in: 0.02...0.6, using: &rng), steps: 4)
                case 1: h.m.wheel(steps: Bool.random(using: &rng) ? 1 : -1, time: h.t)
                case 2: h.m.scroll(toItem: Int.random(in: -2...12, using: &rng), duration: Double.random(in: 0...0.4, using: &rng), time: h.t, id: Int.random(in: 0...99, using: &rng))
                case 3: h.m.perform([KeyIntent.nextItem, .previousPage, .first, .last][Int.random(in: 0..<4, using: &rng)], time: h.t)
                case 4:
                    for _ in 0..<3 {
                        h.t += 0.01
                        h.m.touchpadScroll(dx: Double.random(in: -30...30, using: &rng), dy: Double.random(in: -5...5, using: &rng), isStop: false, time: h.t)
                    }
                    h.m.touchpadScroll(dx: 0, dy: 0, isStop: true, time: h.t)
                case 5: h.m.setHovering(Bool.random(using: &rng), time: h.t)
                default: break
                }
                h.collect()
                h.run(seconds: Double.random(in: 0...0.3, using: &rng))
                #expect(h.m.position.isFinite)
            }
            h.m.setHovering(false, time: h.t)
            h.m.configuration.autoscroll = 0
            h.settle(limit: 10)
            h.collect()
            #expect(illegalOrder(h.log) == nil, "round \(round): \(illegalOrder(h.log) ?? "")")
            #expect(!h.m.needsFrames)
            if h.m.configuration.pagingEnabled {
                #expect(h.m.position == h.m.layout.restingPosition(for: h.m.position, paging: true))
            }
        }
    }
}

import AllocationCounter
import Testing
@testable import SlidingPagesCore

/// Runs `body` and returns how many heap allocations the current thread made.
func allocations(_ body: () -> Void) -> Int {
    sp_allocations_begin()
    body()
    return sp_allocations_end()
}

/// Allocation counts need the counting allocator, which a sanitizer build
/// replaces with its own.
let countingAllocator = Testing.ConditionTrait.enabled(if: sp_allocations_available() != 0, "a sanitizer's allocator replaces the counting one")

@Suite("Allocations", countingAllocator)
struct AllocationTests {
    @Test("the counter sees an allocation (positive control)")
    func counterWorks() {
        var keep: [Int] = []
        let n = allocations { keep = Array(repeating: 7, count: 100) }
        #expect(n >= 1)
        #expect(keep.count == 100)
    }

    /// One frame's layout decisions at rest: visible and loaded slots, the
    /// recycle diff, frames, current item and page, strip, dots and scrubber.
    static func frame(_ l: PagerLayout, _ r: inout Recycler, _ p: Double, _ strip: HeaderStrip, _ dots: PageDots, _ scrub: Scrubber) -> Double {
        var sink = 0.0
        let plan = r.update(to: l.loadedSlots(at: p))
        for slot in plan.load { sink += Double(slot) }
        let v = l.visibleSlots(at: p)
        var s = v.lower
        while s < v.upper {
            sink += l.frame(ofSlot: s, at: p).x
            s += 1
        }
        sink += Double(l.currentItemIndex(at: p) ?? 0) + Double(l.currentPage(at: p) ?? 0)
        let pages = l.pagePosition(p)
        sink += strip.stripOffset(pagePosition: pages) + strip.titleCenterX(page: 1, pagePosition: pages)
        sink += dots.dotCenterX(page: 0, pagePosition: pages, width: 200) + dots.radius(page: 0, pagePosition: pages)
        sink += PageDots.maskFraction(pagePosition: pages, pageExtent: l.viewportExtent, controlMinX: 300, controlWidth: 200)
        sink += scrub.nubOffset(fraction: Scrubber.fraction(position: p, min: l.minPosition, max: l.maxPosition))
        sink += zoomOutScale(distance: l.leadingPixel(ofSlot: l.currentSlot(at: p), at: p))
        return sink
    }

    @Test("a steady frame and a dragging frame allocate nothing, at 10 and at 10⁹ items")
    func steadyFrames() {
        for count in [10, 1_000_000_000] {
            for wrap in [false, true] {
                var c = LayoutConfiguration()
                c.wrap = wrap
                let l = PagerLayout(configuration: c, itemCount: count, viewport: Size(width: 800, height: 600))
                var r = Recycler(poolCapacity: Recycler.poolCapacity(for: l))
                let strip = HeaderStrip(width: 800)
                let dots = PageDots(pageCount: l.numberOfPages)
                let scrub = Scrubber(trackExtent: 800)
                var sink = AllocationTests.frame(l, &r, 3, strip, dots, scrub)  // warm-up loads the window
                var p = 3.0
                let n = allocations {
                    for _ in 0..<1_000 { sink += AllocationTests.frame(l, &r, 3, strip, dots, scrub) }  // at rest
                    for _ in 0..<1_000 {  // a continuous drag: the window moves every 20 frames
                        p += 0.05
                        sink += AllocationTests.frame(l, &r, p, strip, dots, scrub)
                    }
                }
                #expect(n == 0, "\(n) allocations over 2,000 frames with \(count) items, wrap \(wrap)")
                #expect(sink.isFinite)
            }
        }
    }
}

@Suite("Motion allocations and maths", countingAllocator)
struct MotionAllocationTests {
    @Test("motion frames allocate nothing: drag moves, spring settle, autoscroll")
    func motionFrames() {
        var c = LayoutConfiguration()
        c.wrap = true
        let layout = PagerLayout(configuration: c, itemCount: 1_000_000_000, viewport: Size(width: 800, height: 600))
        var m = PagerMotion(layout: layout)
        var t = 0.0
        // Warm up every path once (first uses may size buffers).
        m.pointerDown(x: 400, y: 300, time: t)
        for k in 1...5 { t += 0.01; m.pointerMove(x: 400 - Double(k) * 30, y: 300, time: t) }
        m.pointerUp(time: t)
        while m.needsFrames { t += 1.0 / 60; m.advance(to: t); m.clearEvents() }
        m.clearEvents()
        var frames = 0
        let n = allocations {
            m.pointerDown(x: 400, y: 300, time: t)
            for k in 1...30 {
                t += 0.01
                m.pointerMove(x: 400 - Double(k) * 10, y: 300, time: t)
                m.clearEvents()
            }
            m.pointerUp(time: t)
            m.clearEvents()
            while m.needsFrames {
                t += 1.0 / 60
                m.advance(to: t)
                m.clearEvents()
                frames += 1
            }
            m.configuration.autoscroll = 0.7
            for _ in 0..<300 {
                t += 1.0 / 60
                m.advance(to: t)
                m.clearEvents()
                frames += 1
            }
        }
        #expect(frames > 300)
        #expect(n == 0, "\(n) allocations over \(frames) frames")
    }

    /// A drag, a fling and its settle, fed to two motions: one read by
    /// copying `events` then `clearEvents()`, the other by `takeEvents`.
    /// Both see the same events in the same order; once the two buffers
    /// have grown, taking them allocates nothing.
    @Test("takeEvents hands over the same events as reading and clearing, without allocating")
    func takeEvents() {
        let layout = PagerLayout(configuration: LayoutConfiguration(), itemCount: 50, viewport: Size(width: 800, height: 600))
        var copied = PagerMotion(layout: layout), taken = PagerMotion(layout: layout)
        var viaCopy: [PagerEvent] = [], viaTake: [PagerEvent] = []
        var batch: [PagerEvent] = []
        // One step on both motions, then each hands over its events.
        func both(_ step: (inout PagerMotion) -> Void) {
            step(&copied)
            step(&taken)
            viaCopy += copied.events
            copied.clearEvents()
            taken.takeEvents(into: &batch)
            viaTake += batch
        }
        var t = 0.0
        both { $0.pointerDown(x: 600, y: 300, time: t) }
        for k in 1...20 {
            t += 1.0 / 60
            both { $0.pointerMove(x: 600 - Double(k) * 25, y: 300, time: t) }
        }
        both { $0.pointerUp(time: t) }
        while copied.needsFrames || taken.needsFrames {
            t += 1.0 / 60
            both { $0.advance(to: t) }
        }
        #expect(viaCopy.count > 10)
        #expect(viaTake == viaCopy)
        // The same drag and settle, twice: the first pass may still grow a
        // buffer to this gesture's largest step; the second is counted.
        var count = 0
        func steady() {
            taken.pointerDown(x: 600, y: 300, time: t)
            for k in 1...30 {
                t += 1.0 / 60
                taken.pointerMove(x: 600 - Double(k) * 10, y: 300, time: t)
                taken.takeEvents(into: &batch)
                count += batch.count
            }
            taken.pointerUp(time: t)
            while taken.needsFrames {
                t += 1.0 / 60
                taken.advance(to: t)
                taken.takeEvents(into: &batch)
                count += batch.count
            }
        }
        steady()
        count = 0
        let n = allocations { steady() }
        #expect(count > 10)
        #expect(n == 0, "\(n) allocations handing over \(count) events")
    }

    @Test("spring and deceleration match their closed forms")
    func maths() {
        #expect(abs(logarithm(0.998) - (-0.002_002_002_670_673_4)) < 1e-15)
        #expect(expNeg(800) == 0 && expNeg(0) == 1 && abs(expNeg(1) - 0.367_879_441_171_442_3) < 1e-16)
        // 0.998 a millisecond: after one second, 0.998^1000 of the speed is left.
        let coast = Deceleration(from: 0, velocity: 5, rate: 0.998)
        #expect(abs(coast.velocity(at: 1) - 5 * 0.135_064_522_446_683_38) < 1e-12)
        // Spring and deceleration are consistent with their velocities.
        let s = Spring(from: 0, to: 1, velocity: 3, stiffness: 500)
        let d = Deceleration(from: 0, velocity: 5, rate: 0.998)
        for t in stride(from: 0.05, through: 0.5, by: 0.05) {  // positions are clamped at t = 0
            let h = 1e-6
            #expect(abs((s.position(at: t + h) - s.position(at: t - h)) / (2 * h) - s.velocity(at: t)) < 1e-4)
            #expect(abs((d.position(at: t + h) - d.position(at: t - h)) / (2 * h) - d.velocity(at: t)) < 1e-4)
        }
        #expect(abs(d.restingPosition - 5 * 0.499_5) < 0.01)  // ≈ v × rate/(1 − rate) ms
        #expect(abs(rubberBand(1, dimension: 800, constant: 0.55) - 0.55) < 0.001)  // slope c at first
        #expect(rubberBand(-40, dimension: 800, constant: 0.55) == -rubberBand(40, dimension: 800, constant: 0.55))
        #expect(abs(rubberBand(1e9, dimension: 800, constant: 0.55)) < 800)
    }
}

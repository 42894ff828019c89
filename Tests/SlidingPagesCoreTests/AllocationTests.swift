import AllocationCounter
import Testing
@testable import SlidingPagesCore

/// Runs `body` and returns how many heap allocations the current thread made.
func allocations(_ body: () -> Void) -> Int {
    sp_allocations_begin()
    body()
    return sp_allocations_end()
}

@Suite("Allocations")
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

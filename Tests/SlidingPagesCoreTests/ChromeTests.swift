import Testing
@testable import SlidingPagesCore

@Suite("Chrome geometry")
struct ChromeTests {
    @Test("the strip moves in proportion and inverts exactly; a click hits the right title")
    func strip() {
        for rtl in [false, true] {
            let s = HeaderStrip(width: 800, rightToLeft: rtl)
            #expect(s.titleWidth == 150 && s.height == 50)
            for k in 0..<40 {
                let p = Double(k) * 0.37 - 3
                #expect(approx(s.pagePosition(stripOffset: s.stripOffset(pagePosition: p)), p))
                let centre = s.titleCenterX(page: Int(p.rounded()), pagePosition: Double(Int(p.rounded())))
                #expect(centre == 400)
                for page in s.visiblePages(pagePosition: p).lower..<s.visiblePages(pagePosition: p).upper {
                    let x = s.titleCenterX(page: page, pagePosition: p)
                    #expect(s.page(atX: x, pagePosition: p) == page)
                    #expect(x > -75 && x < 875)
                }
            }
            // A neighbour sits one title width away, on the side text direction says.
            let next = s.titleCenterX(page: 1, pagePosition: 0)
            #expect(next == (rtl ? 250 : 550))
            #expect(approx(s.pageDelta(forDragDX: rtl ? 150 : -150), 1))
            #expect(s.emphasis(page: 2, pagePosition: 2) == 1 && s.emphasis(page: 3, pagePosition: 2.5) == 0.5)
        }
    }

    @Test("dots: sizes, a window for many pages, clicks and emphasis")
    func dots() {
        let d = PageDots(pageCount: 5)
        #expect(d.dotCount == 5 && d.pitch == 15)
        #expect(d.size == Size(width: 4 * 15 + 8 + 12, height: 20))
        for page in 0..<5 {
            let x = d.dotCenterX(page: page, pagePosition: 0, width: 200)
            #expect(d.page(atX: x, pagePosition: 0, width: 200) == page)
        }
        #expect(d.page(atX: 0, pagePosition: 0, width: 200) == nil)
        #expect(d.radius(page: 1, pagePosition: 1) == 4 && d.radius(page: 0, pagePosition: 1) == 3)
        #expect(d.radius(page: 0, pagePosition: 0.5) == 3.5)
        #expect(d.emphasis(page: 0, pagePosition: 4.75, wraps: true) == 0.75)  // a quarter page from page 0 across the seam
        let many = PageDots(pageCount: 1_000_000)
        #expect(many.dotCount == 15)
        #expect(many.firstDotPage(pagePosition: 0) == 0)
        #expect(many.firstDotPage(pagePosition: 500_000) == 500_000 - 7)
        #expect(many.firstDotPage(pagePosition: 999_999) == 1_000_000 - 15)
        let x = many.dotCenterX(page: 500_000, pagePosition: 500_000, width: 300)
        #expect(x == 150)
        #expect(many.page(atX: x, pagePosition: 500_000, width: 300) == 500_000)
        let rtl = PageDots(pageCount: 5, rightToLeft: true)
        #expect(rtl.dotCenterX(page: 0, pagePosition: 0, width: 200) == 200 - d.dotCenterX(page: 0, pagePosition: 0, width: 200))
    }

    @Test("the KVN mask reveals the next page's colours in proportion to the scroll")
    func mask() {
        // A control 100 px wide centred in an 800 px page.
        func m(_ p: Double) -> Double { PageDots.maskFraction(pagePosition: p, pageExtent: 800, controlMinX: 350, controlWidth: 100) }
        #expect(m(2) == 0)
        #expect(m(2.5) == 0.5)       // the boundary crosses the control's middle
        #expect(m(2.9) == 1)
        #expect(m(2.4375) == 0)      // boundary at 450: just reaching the control
        #expect(approx(m(2.5625), 1)) // boundary at 350: fully across
        var last = 0.0
        for k in 0...100 {
            let v = m(2 + Double(k) / 101)
            #expect(v >= last)
            last = v
        }
        // KVN's own formula for a centred control gives the same fraction.
        for k in 0..<40 {
            let f = Double(k) / 40
            let kvn = min(max((f * 800 - 350) / 100, 0), 1)
            #expect(approx(m(3 + f), kvn))
        }
        let d = PageDots(pageCount: 4)
        #expect(d.colourPages(pagePosition: -0.3) == (-1, 0))
        #expect(d.colourPages(pagePosition: 1.5) == (1, 2))
        #expect(d.colourPages(pagePosition: 3.2) == (3, 4))
    }

    @Test("the scrubber's two mappings are one function and its inverse")
    func scrubber() {
        let s = Scrubber(trackExtent: 600)
        #expect(s.travel == 600 - 20 - 30)
        for k in 0...100 {
            let f = Double(k) / 100
            #expect(approx(s.fraction(nubOffset: s.nubOffset(fraction: f)), f))
            let p = Scrubber.position(fraction: f, min: 0, max: 999_999)
            #expect(approx(Scrubber.fraction(position: p, min: 0, max: 999_999), f))
        }
        #expect(s.nubOffset(fraction: 0) == 10 && s.nubOffset(fraction: 1) == 560)
        #expect(s.fraction(nubOffset: -50) == 0 && s.fraction(nubOffset: 9_000) == 1)
        #expect(s.isShown(contentExtent: 1600, viewportExtent: 800))
        #expect(!s.isShown(contentExtent: 1599, viewportExtent: 800))
        #expect(!s.isShown(contentExtent: 1600, viewportExtent: 0))
    }

    @Test("scrubber fade: 0.3 idle, 1.0 active, back over 0.5 s after 0.75 s")
    func fade() {
        let f = ScrubberFade()
        #expect(f.alpha(now: 5, lastActivity: nil, pressed: false) == 0.3)
        #expect(f.alpha(now: 5, lastActivity: nil, pressed: true) == 1)
        #expect(f.alpha(now: 5.7, lastActivity: 5, pressed: false) == 1)
        #expect(approx(f.alpha(now: 6.0, lastActivity: 5, pressed: false), 0.65))
        #expect(f.alpha(now: 6.25, lastActivity: 5, pressed: false) == 0.3)
        #expect(f.isAnimating(now: 6.0, lastActivity: 5, pressed: false))
        #expect(!f.isAnimating(now: 6.3, lastActivity: 5, pressed: false))
    }

    @Test("zoom-out scale is max(0.93, 1 − distance/1000)")
    func zoom() {
        #expect(zoomOutScale(distance: 0) == 1)
        #expect(zoomOutScale(distance: 50) == 0.95)
        #expect(zoomOutScale(distance: -50) == 0.95)
        #expect(zoomOutScale(distance: 400) == 0.93)
        #expect(zoomOutScale(distance: .nan) == 0.93)
    }

    @Test("an unbounded pager learns its ends and renumbers far from home")
    func unbounded() {
        let l = PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: nil, last: nil), viewport: Sweep.viewport)
        #expect(l.itemCount == nil && !l.wraps)
        #expect(l.clamped(5_000) == 5_000)
        let ended = l.endingUnbounded(at: 0, before: true)
        #expect(ended.clamped(-3) == 0)
        #expect(ended.loadedSlots(at: 0) == SlotSpan(0, 2))
        #expect(l.rebased(position: 10) == nil)
        // Pages before the start page exist until the source says otherwise.
        #expect(l.anchor(ofUnwrappedPage: -2) == -2)
        #expect(l.restingPosition(for: -2.3, paging: true) == -2)
        #expect(l.currentPage(at: -5) == -5)
        #expect(ended.restingPosition(for: -2.3, paging: true) == 0)
        let r = ended.rebased(position: 2_000)!
        #expect(r.shift == -2_000 && r.position == 0)
        #expect(r.layout.clamped(-2_000) == -2_000 && r.layout.clamped(-2_001) == -2_000)
        // The same items stay loaded under their new numbers.
        #expect(ended.loadedSlots(at: 2_000).shifted(by: r.shift) == r.layout.loadedSlots(at: r.position))
        // Counted from the first page, the pages keep theirs; with none
        // known they are renumbered with the items, after a page set too.
        let held = l.withDomain(.unbounded(first: 5, last: nil, numberedFrom: 0))
        for (layout, at, kept) in [(l, 1_500.0, false), (l, -3_000.0, false), (ended, 2_000.0, true), (held, 1_500.0, true)] {
            let moved = layout.rebased(position: at)!
            #expect(moved.layout.currentPage(at: moved.position) == (kept ? layout.currentPage(at: at) : 0), "at \(at)")
            #expect(moved.layout.currentItemIndex(at: moved.position) == 0)
        }
    }
}

@Suite("Dots iteration")
struct DotsIterationTests {
    @Test("forEachEmphasisedDot gives exactly forEachDot's dots with emphasis above 0")
    func emphasised() {
        for count in Array(0...18) + [1_000_000] {
            for rtl in [false, true] {
                for wraps in [false, true] {
                    let d = PageDots(pageCount: count, rightToLeft: rtl)
                    // Quarter steps from before the first page to past the last, and far laps.
                    var positions = stride(from: -2.0, through: Double(min(count, 40)) + 2, by: 0.25).map { $0 }
                    positions += [Double(count) * 3 + 0.5, -Double(count) * 2 - 0.75, 999_999.5, 0.001, 14.999]
                    for pos in positions {
                        var all: [String] = [], some: [String] = []
                        var index = 0
                        d.forEachDot(pagePosition: pos, width: 300, wraps: wraps) { page, x, radius, e in
                            if e > 0 { all.append("\(index) \(page) \(x) \(radius) \(e)") }
                            index += 1
                        }
                        d.forEachEmphasisedDot(pagePosition: pos, width: 300, wraps: wraps) { k, page, x, radius, e in
                            some.append("\(k) \(page) \(x) \(radius) \(e)")
                        }
                        #expect(some == all, "count \(count) rtl \(rtl) wraps \(wraps) at \(pos)")
                    }
                }
            }
        }
    }

    @Test("a row clipped to a share of the control gets the dots that reach into it, in order")
    func withinShare() {
        for count in [1, 2, 5, 15] {
            for rtl in [false, true] {
                let d = PageDots(pageCount: count, rightToLeft: rtl)
                let r = d.centred(in: Size(width: 300, height: 40))
                for reveal in stride(from: 0.0, through: 1.0, by: 0.125) {
                    for pos in [0.0, 0.5, Double(count - 1) * 0.6] {
                        for part in [d.maskSpans(in: r, reveal: reveal).leaving, d.maskSpans(in: r, reveal: reveal).arriving] {
                            var visible: [String] = [], within: [String] = []
                            d.forEachDot(pagePosition: pos, width: r.width) { page, x, radius, e in
                                // A dot any part of whose drawn circle shows in the share.
                                let drawn = d.look(emphasis: e).radius
                                if r.x + x + drawn > part.x && r.x + x - drawn < part.x + part.width { visible.append("\(page) \(x) \(radius) \(e)") }
                            }
                            d.forEachDot(pagePosition: pos, width: r.width, originX: r.x, within: part) { page, x, radius, e in
                                within.append("\(page) \(x) \(radius) \(e)")
                            }
                            let missing = visible.filter { !within.contains($0) }
                            #expect(missing.isEmpty, "count \(count) rtl \(rtl) reveal \(reveal) at \(pos): \(missing) not given")
                            #expect(within.count <= visible.count + 2, "more than a dot either side of the share given")
                            if part.width == 0 { #expect(within.isEmpty) }
                        }
                    }
                }
            }
        }
    }

    @Test("forEachDot gives the same dots as the per-dot functions")
    func same() {
        for count in [1, 5, 15, 16, 1_000_000] {
            for rtl in [false, true] {
                let d = PageDots(pageCount: count, rightToLeft: rtl)
                for pos in [0.0, 0.4, 7.5, Double(count - 1) - 0.3] {
                    var seen: [Int] = []
                    d.forEachDot(pagePosition: pos, width: 300, wraps: false) { page, x, radius, e in
                        seen.append(page)
                        #expect(abs(x - d.dotCenterX(page: page, pagePosition: pos, width: 300)) < 1e-9)
                        #expect(abs(radius - d.radius(page: page, pagePosition: pos)) < 1e-12)
                        #expect(e == d.emphasis(page: page, pagePosition: pos))
                    }
                    #expect(seen.count == d.dotCount)
                    #expect(seen.first == d.firstDotPage(pagePosition: pos))
                }
            }
        }
    }
}

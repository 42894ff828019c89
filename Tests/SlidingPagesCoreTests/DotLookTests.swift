import Testing
@testable import SlidingPagesCore

@Suite("Dot looks, mask spans and rest runs")
struct DotLookTests {
    @Test("a dot's look follows its emphasis in 32 steps, from the rest radius to the current one")
    func looks() {
        let d = PageDots(pageCount: 5)
        #expect(d.look(emphasis: 0) == DotLook(mix: 0, radius: d.radius))
        #expect(d.look(emphasis: 1) == DotLook(mix: 1, radius: d.currentRadius))
        #expect(d.look(emphasis: 0.01).mix == 0, "below half a step rests")
        #expect(d.look(emphasis: 0.5) == DotLook(mix: 0.5, radius: (d.radius + d.currentRadius) / 2))
        #expect(d.look(emphasis: .nan).mix == 0 && d.look(emphasis: 7).mix == 1)
        for k in 0...320 {
            let m = d.look(emphasis: Double(k) / 320).mix
            #expect((m * 32).rounded() == m * 32 && m >= 0 && m <= 1)
        }
    }

    @Test("colours mix channel by channel")
    func colours() {
        let a = ChromeColour(red: 0, green: 1, blue: 0.5, alpha: 1), b = ChromeColour(red: 1, green: 0, blue: 0.5, alpha: 0)
        #expect(a.mixed(with: b, by: 0) == a && a.mixed(with: b, by: 1) == b)
        #expect(a.mixed(with: b, by: 0.25) == ChromeColour(red: 0.25, green: 0.75, blue: 0.5, alpha: 0.75))
    }

    @Test("the mask's two rows cover the control between them, the next page's from the trailing side")
    func maskSpans() {
        let r = Rect(x: 10, y: 0, width: 100, height: 8)
        for rtl in [false, true] {
            let d = PageDots(pageCount: 5, rightToLeft: rtl)
            for k in 0...10 {
                let f = Double(k) / 10
                let (leaving, arriving) = d.maskSpans(in: r, reveal: f)
                #expect(abs(leaving.width + arriving.width - 100) < 1e-9)
                #expect(abs(arriving.width - 100 * f) < 1e-9)
                // Right to left the arriving row starts at the control's left edge.
                #expect(rtl ? arriving.x == 10 : abs(arriving.x + arriving.width - 110) < 1e-9)
            }
            #expect(d.maskSpans(in: r, reveal: .nan).arriving.width == 0)
        }
    }

    @Test("rest runs cover every dot but the emphasised ones, in whole cells")
    func restRuns() {
        for rtl in [false, true] {
            for pages in [1, 2, 5, 40] {
                let d = PageDots(pageCount: pages, rightToLeft: rtl)
                let width = d.size.width
                for step in 0...(pages * 8) {
                    let pos = Double(step) / 8
                    var covered = 0.0
                    var edges: [Double] = []
                    d.forEachRestRun(pagePosition: pos, width: width) { x, w in
                        covered += w
                        edges.append(x)
                    }
                    var emphasised = 0
                    d.forEachEmphasisedDot(pagePosition: pos, width: width) { _, _, _, _, e in
                        if d.look(emphasis: e).mix != 0 { emphasised += 1 }
                    }
                    #expect(abs(covered - Double(d.dotCount - emphasised) * d.pitch) < 1e-9, "\(pages) pages at \(pos)")
                    for x in edges {
                        let cells = (x - d.cellOrigin(width: width)) / d.pitch
                        #expect(abs(cells - cells.rounded()) < 1e-9, "runs start on a cell edge")
                    }
                }
            }
        }
    }
}

@Suite("Unbounded requests")
struct UnboundedRequestTests {
    @Test("a slot asks the page after its left neighbour, else before its right one, else walks from the nearest, else the first page")
    func requests() {
        #expect(UnboundedRequest(slot: 5, loaded: [4, 6]) == .after(4))
        #expect(UnboundedRequest(slot: 5, loaded: [6, 7]) == .before(6))
        #expect(UnboundedRequest(slot: 5, loaded: [1, 9, 10]) == .walk(from: 9) || UnboundedRequest(slot: 5, loaded: [1, 9, 10]) == .walk(from: 1))
        #expect(UnboundedRequest(slot: 5, loaded: [0, 8]) == .walk(from: 8))
        #expect(UnboundedRequest(slot: 5, loaded: [Int]()) == .initial)
        #expect(UnboundedRequest.step(from: 3, toward: 7) == (4, true))
        #expect(UnboundedRequest.step(from: 3, toward: -2) == (2, false))
    }

    @Test("a plan that moves on lets go of what it unloads; a jump keeps the leaving page nearest the current slot, once")
    func leaving() {
        // Every loaded window and target of up to three slots in -4…4, the
        // current slot anywhere in the target; with no stray anchor, or one
        // an earlier jump kept: loaded besides the window, in the target
        // (the plan loads it) or past it.
        for lo in -4...4 { for n in 1...3 { for tlo in -4...4 { for tn in 1...3 {
            let (from, to) = (SlotSpan(lo, lo + n), SlotSpan(tlo, tlo + tn))
            var r = Recycler(poolCapacity: 2)
            _ = r.update(to: from)
            let plan = r.update(to: to)
            for current in to.lower..<to.upper {
                for stray in [nil, from.lower, to.lower, to.upper + 2] as [Int?] {
                    let loaded = (Array(from.lower..<from.upper) + (stray.map { from.contains($0) ? [] : [$0] } ?? [])).sorted()
                    let l = UnboundedLeaving(loaded: loaded, plan: plan, stray: stray, current: current)
                    let leaves = loaded.filter { plan.unload.contains($0) || ($0 == stray && !plan.load.contains($0)) }
                    let trail = "\(from) → \(to) at \(current), stray \(String(describing: stray))"
                    if leaves.count == loaded.count {
                        // Ties go to the lower slot.
                        let nearest = loaded.min { abs($0 - current) < abs($1 - current) }!
                        #expect(l.anchor == nearest && l.unload == loaded.filter { $0 != nearest }, "\(trail)")
                    } else {
                        #expect(l.anchor == nil && l.unload == leaves, "\(trail)")
                    }
                    if let stray, to.contains(stray), !from.contains(stray) { #expect(!l.unload.contains(stray), "the plan loads it: \(trail)") }
                }
            }
        } } } }
        let none = UnboundedLeaving(loaded: [], plan: RecyclePlan(), stray: 3, current: 0)
        #expect(none.anchor == nil && none.unload.isEmpty, "nothing loaded: no anchor")
    }

    @Test("a walk reaches its slot one neighbour at a time")
    func walks() {
        for from in -6...6 {
            for to in -6...6 where to != from {
                var s = from, steps = 0
                while s != to {
                    let step = UnboundedRequest.step(from: s, toward: to)
                    #expect(abs(step.next - s) == 1 && step.forward == (step.next > s))
                    s = step.next
                    steps += 1
                }
                #expect(steps == abs(to - from))
            }
        }
    }

    @Test("the span covering a set of slots")
    func covering() {
        #expect(SlotSpan(covering: [Int]()) == .empty)
        #expect(SlotSpan(covering: [3, -1, 7]) == SlotSpan(-1, 8))
    }
}

@Suite("Scroll ranges: what the standalone dots and scrubber read from an adjustment")
struct ScrollRangeTests {
    @Test("pages, position and the next page's share follow the adjustment")
    func pages() {
        let r = ScrollRange(lower: 0, upper: 1000, pageSize: 200, value: 300)
        #expect(r.pageCount == 5)
        #expect(r.pagePosition?.position == 1.5 && r.pagePosition?.nextShare == 0.5)
        #expect(ScrollRange(lower: 0, upper: 1100, pageSize: 200, value: 0).pageCount == 6, "a last half page counts")
        #expect(ScrollRange(lower: 0, upper: 1000, pageSize: 0, value: 0).pageCount == nil)
        #expect(ScrollRange(lower: 0, upper: .infinity, pageSize: 1, value: .nan).pageCount == 0)
    }

    @Test("the fraction and its inverse run over lower…upper − page size, clamped")
    func fractions() {
        for lower in [0.0, -50, 100] {
            let r = ScrollRange(lower: lower, upper: lower + 1000, pageSize: 200, value: lower + 400)
            #expect(r.fraction == 0.5)
            for k in 0...10 {
                let f = Double(k) / 10
                #expect(abs(ScrollRange(lower: lower, upper: lower + 1000, pageSize: 200, value: r.value(atFraction: f)).fraction - f) < 1e-12)
            }
            #expect(r.value(atFraction: 2) == r.maximumValue && r.value(atFraction: -1) == lower)
        }
        #expect(ScrollRange(lower: 0, upper: 100, pageSize: 200, value: 0).fraction == 0, "content shorter than the page")
    }

    @Test("the dots centre in their control; the mask share is 0…1")
    func centring() {
        let d = PageDots(pageCount: 5)
        let r = d.centred(in: Size(width: 300, height: 40))
        #expect(r.width == d.size.width && abs(r.x * 2 + r.width - 300) < 1e-9 && abs(r.y * 2 + r.height - 40) < 1e-9)
        #expect(PageDots.maskShare(.nan) == 0 && PageDots.maskShare(3) == 1 && PageDots.maskShare(0.25) == 0.25)
        #expect(r.contains(x: r.x, y: r.y) && !r.contains(x: r.x + r.width, y: r.y))
    }

    @Test("a colour list repeats page by page and the overscroll's page -1 takes its last entry")
    func colourListIndex() {
        for count in 0...5 {
            for page in -1...12 {
                let k = PageDots.listIndex(page: page, count: count)
                if count == 0 {
                    #expect(k == nil)
                } else {
                    #expect(k == (page == -1 ? count - 1 : page % count), "page \(page) of a list of \(count)")
                }
            }
        }
    }

    @Test("two colour lists are copied, a NULL one with a count is named and empty, and each answers for its dots")
    func colourLists() {
        for n in 0...3 {
            for m in 0...3 {
                let normal = (0..<n).map { 10 + $0 }, current = (0..<m).map { 20 + $0 }
                var problems: [String] = []
                let list = normal.withUnsafeBufferPointer { a in
                    current.withUnsafeBufferPointer { b in
                        DotColourList(normal: a.baseAddress, count: n, current: b.baseAddress, currentCount: m) { problems.append($0) }
                    }
                }
                #expect(problems.isEmpty && list.normal == normal && list.current == current && list.isEmpty == (n == 0 && m == 0))
                for page in -1...7 {
                    #expect(list.colour(page: page, current: false) == PageDots.listIndex(page: page, count: n).map { normal[$0] })
                    #expect(list.colour(page: page, current: true) == PageDots.listIndex(page: page, count: m).map { current[$0] })
                }
                var told: [String] = []
                let missing = DotColourList<Int>(normal: nil, count: n, current: nil, currentCount: m) { told.append($0) }
                #expect(missing.isEmpty)
                #expect(told == (n > 0 ? ["the colours are NULL with a count of \(n); the theme's are used"] : [])
                        + (m > 0 ? ["the current colours are NULL with a count of \(m); the theme's are used"] : []))
            }
        }
    }
}

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

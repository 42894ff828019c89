import Testing
@testable import SlidingPagesCore

@Suite("Lines, bound indicators and navigation buttons")
struct PageLinesTests {
    func lines(_ n: Int, rtl: Bool = false) -> PageDots {
        var d = PageDots(pageCount: n, rightToLeft: rtl)
        d.style = .lines
        return d
    }

    @Test("a 35 px line and a 5 px gap a page, 3 px thick with a 2 px margin, at most nine lines")
    func sizes() {
        for n in 0...12 {
            let d = lines(n)
            let shown = min(n, PageDots.maximumLines)
            #expect(d.dotCount == shown)
            #expect(d.size == (n == 0 ? .zero : Size(width: Double(shown) * 40 + 4, height: 7)))
        }
        #expect(lines(3).pitch == 40)
    }

    @Test("the bar takes the nearest line's page, kept to the lines shown")
    func barPage() {
        for n in 1...12 {
            let d = lines(n)
            for tenth in -20...(n * 10 + 20) {
                let p = Double(tenth) / 10
                let first = d.firstDotPage(pagePosition: p)
                let expected = min(max(Int((min(max(p, Double(first)), Double(first + d.dotCount - 1))).rounded()), first), first + d.dotCount - 1)
                #expect(d.barPage(pagePosition: p) == expected, "n \(n) at \(p)")
                #expect((first..<(first + d.dotCount)).contains(d.barPage(pagePosition: p)))
            }
        }
        #expect(lines(3).barPage(pagePosition: .nan) == 0)
    }

    @Test("the bar rests over the current line and slides between two; a click takes the line under it")
    func barAndHits() {
        for n in 1...5 {
            for rtl in [false, true] {
                let d = lines(n, rtl: rtl)
                let w = d.size.width
                for page in 0..<n {
                    let x = d.dotCenterX(index: page, width: w)
                    #expect(abs(d.barCenterX(pagePosition: Double(page), width: w) - x) < 1e-9)
                    #expect(d.page(atX: x, pagePosition: 0, width: w) == page)
                    // Within the line's length either side, and not past the gap.
                    #expect(d.page(atX: x + 17, pagePosition: 0, width: w) == page)
                    if page + 1 < n {
                        let mid = d.barCenterX(pagePosition: Double(page) + 0.5, width: w)
                        let next = d.dotCenterX(index: page + 1, width: w)
                        #expect(abs(mid - (x + next) / 2) < 1e-9, "half-way between two lines")
                    }
                }
                #expect(d.wrappedBarCenterX(pagePosition: 0.5, width: w) == nil)
            }
        }
        // With wrap, past the last page the bar leaves at the end and
        // enters at the first line.
        let d = lines(4)
        let w = d.size.width
        let entering = d.wrappedBarCenterX(pagePosition: 3.25, width: w)
        #expect(entering != nil)
        #expect(abs(entering! - (d.dotCenterX(index: 0, width: w) - 0.75 * 40)) < 1e-9)
        #expect(abs(d.barCenterX(pagePosition: 3.25, width: w) - (d.dotCenterX(index: 3, width: w) + 0.25 * 40)) < 1e-9)
    }

    @Test("the chrome's region takes a press a few pixels off the thin line")
    func chromeRegion() {
        var o = ChromeOptions()
        o.indicatorStyle = .lines
        o.stripHidden = true
        let c = ChromeLayout(options: o, size: Size(width: 800, height: 600), orientation: .horizontal, rightToLeft: false)
        let d = lines(3)
        let r = c.dotsRect(d)
        let x = r.x + d.dotCenterX(index: 2, width: r.width)
        #expect(c.region(x: x, y: r.y + r.height / 2 + 6, dots: d, pagePosition: 0, nubFraction: nil) == .dot(page: 2))
        #expect(c.region(x: x, y: r.y + r.height / 2 + 30, dots: d, pagePosition: 0, nubFraction: nil) == .pages)
    }

    @Test("an indicator bound to a pager shows its pages: several items a page, wrap, a source of unknown length")
    func boundIndicator() {
        var c = LayoutConfiguration()
        c.itemsPerPage = 2
        var e = PagerEngine(layout: PagerLayout(configuration: c, itemCount: 9, viewport: Size(width: 800, height: 600)))
        var b = e.boundIndicator
        #expect(b.count == 5 && b.firstPage == 0 && b.position == 0 && !b.wraps)
        e.motion.scroll(toPage: 2, duration: 0, time: 0)
        b = e.boundIndicator
        #expect(b.position == 2 && b.reveal == 0 && b.heading == nil, "at rest nothing is headed for")
        // On the way to the last page: its dot is headed for; held by a drag, none.
        e.motion.scroll(toPage: 4, duration: 0.5, time: 0)
        e.motion.advance(to: 0.1)
        #expect(e.boundIndicator.heading == 4)
        e.motion.pointerDown(x: 400, y: 300, time: 0.1)
        _ = e.motion.pointerMove(x: 300, y: 300, time: 0.15)
        #expect(e.motion.isDragging && e.boundIndicator.heading == nil)
        c.itemsPerPage = 1
        c.wrap = true
        e = PagerEngine(layout: PagerLayout(configuration: c, itemCount: 4, viewport: Size(width: 800, height: 600)))
        _ = e.motion.setPosition(3.25, animated: false, time: 0)
        b = e.boundIndicator
        #expect(b.count == 4 && b.wraps && abs(b.reveal - 0.25) < 1e-9)
        // Wrapping on past the last page heads for the first one's dot.
        e.motion.scroll(toPage: 4, duration: 0.5, time: 0)
        e.motion.advance(to: 0.05)
        #expect(e.boundIndicator.heading == 0, "\(e.boundIndicator)")
        var u = PagerEngine(layout: PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: nil, last: nil),
                                               viewport: Size(width: 800, height: 600)))
        u.motion.scroll(toItem: 10, duration: 0, time: 0)
        b = u.boundIndicator
        // Five dots moving with the page, the current one in the middle.
        #expect(b.count == 5 && b.firstPage == 8 && b.position == 2 && !b.wraps, "\(b)")
        // Moving to a page inside the window of dots heads for its dot; to
        // one past it, for none.
        u.motion.scroll(toItem: 11, duration: 0.5, time: 0)
        u.motion.advance(to: 0.05)
        #expect(u.boundIndicator.heading == 11 - u.boundIndicator.firstPage, "\(u.boundIndicator)")
        u.motion.scroll(toItem: 30, duration: 0.5, time: 0.05)
        u.motion.advance(to: 0.1)
        #expect(u.boundIndicator.heading == nil, "\(u.boundIndicator)")
        let empty = PagerEngine(layout: PagerLayout(itemCount: 0, viewport: Size(width: 800, height: 600)))
        #expect(empty.boundIndicator.count == 0)
    }

    @Test("navigation buttons: only while hovered, only toward a page there is; a click turns a page; mirrored in RTL")
    func navigationButtons() {
        func engine(count: Int = 3, wrap: Bool = false, rtl: Bool = false, vertical: Bool = false) -> PagerEngine {
            var c = LayoutConfiguration()
            c.wrap = wrap
            c.rightToLeft = rtl
            c.orientation = vertical ? .vertical : .horizontal
            var e = PagerEngine(layout: PagerLayout(configuration: c, itemCount: count, viewport: .zero))
            e.chrome.navigationButtons = true
            e.chrome.stripHidden = true
            _ = e.resize(to: Size(width: 800, height: 600))
            e.relayout(PagerLayout(configuration: c, itemCount: count, viewport: e.pageAreaSize))
            return e
        }
        var e = engine()
        #expect(e.navigationButtons == (false, false), "not hovered")
        e.motion.setHovering(true, time: 0)
        #expect(e.navigationButtons == (false, true))
        let next = e.chromeLayout.buttonRect(forward: true)
        #expect(next.x + next.width == 800 - 12 && next.y == (600 - 36) / 2)
        #expect(e.region(x: next.x + 18, y: next.y + 18) == .button(forward: true))
        let previous = e.chromeLayout.buttonRect(forward: false)
        #expect(e.region(x: previous.x + 18, y: previous.y + 18) == .pages, "no previous button on the first page")
        e.press(x: next.x + 18, y: next.y + 18, time: 1)
        e.release(selectable: true, time: 1.01)
        #expect(e.motion.destination == 1, "a click turns a page")
        e.motion.scroll(toPage: 1, duration: 0, time: 2)
        #expect(e.navigationButtons == (true, true))
        e.motion.scroll(toPage: 2, duration: 0, time: 3)
        #expect(e.navigationButtons == (true, false))
        var w = engine(wrap: true)
        w.motion.setHovering(true, time: 0)
        #expect(w.navigationButtons == (true, true))
        var r = engine(rtl: true)
        r.motion.setHovering(true, time: 0)
        #expect(r.chromeLayout.buttonRect(forward: true).x == 12, "the next button on the left in right to left")
        var v = engine(vertical: true)
        v.motion.setHovering(true, time: 0)
        #expect(v.chromeLayout.buttonRect(forward: false).y == 12)
        e.chrome.navigationButtons = false
        #expect(e.navigationButtons == (false, false))
    }

    @Test("a size that follows the pages: the current page's, between two while moving, a page's largest item's")
    func followedCrossExtent() {
        for ipp in [1, 2] {
            var c = LayoutConfiguration()
            c.itemsPerPage = ipp
            var e = PagerEngine(layout: PagerLayout(configuration: c, itemCount: 8, viewport: Size(width: 800, height: 600)))
            // Item i asks for 100 + 10·i, its minimum half that.
            let extent: (Int) -> (minimum: Double, natural: Double)? = { slot in
                (0..<8).contains(slot) ? (50 + 5 * Double(slot), 100 + 10 * Double(slot)) : nil
            }
            #expect(e.followedCrossExtent(extent) == nil, "off by default")
            e.followsPageSize = true
            for page in 0..<(8 / ipp) {
                e.motion.scroll(toPage: page, duration: 0, time: 0)
                let largest = Double((page + 1) * ipp - 1)
                let f = e.followedCrossExtent(extent)
                #expect(f?.natural == 100 + 10 * largest && f?.minimum == 50 + 5 * largest, "ipp \(ipp) page \(page): \(String(describing: f))")
            }
            _ = e.motion.setPosition(Double(ipp) * 0.25, animated: false, time: 1)
            let quarter = e.followedCrossExtent(extent)!.natural
            #expect(abs(quarter - (100 + 10 * Double(ipp - 1) + 0.25 * 10 * Double(ipp))) < 1e-9, "a quarter of the way: \(quarter)")
        }
        var e = PagerEngine(layout: PagerLayout(itemCount: 3, viewport: Size(width: 800, height: 600)))
        e.followsPageSize = true
        #expect(e.followedCrossExtent { _ in nil } == nil, "nothing loaded")
        #expect(e.followedCrossExtent { $0 == 1 ? (1, 2) : nil }! == (1, 2), "only the next page loaded")
    }
}

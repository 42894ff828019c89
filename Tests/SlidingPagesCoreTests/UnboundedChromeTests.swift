import Testing
@testable import SlidingPagesCore

/// A source with no count: what the strip and dots show, and starting over
/// from a page the host set.
@Suite("Unbounded sources: titles, the dots' window, a page set by the host")
struct UnboundedChromeTests {
    static func engine(first: Int? = nil, last: Int? = nil) -> PagerEngine {
        var e = PagerEngine(layout: PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: first, last: last),
                                                viewport: .zero))
        _ = e.resize(to: Size(width: 800, height: 650))
        e.relayout(PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: first, last: last), viewport: e.pageAreaSize))
        _ = e.recyclePlan()
        return e
    }

    @Test("with no end known the window of five dots keeps the current page in the middle, below 0 too")
    func windowFollows() {
        var e = UnboundedChromeTests.engine()
        for page in -7...7 {
            e.motion.scroll(toPage: page, duration: 0, time: 0)
            let dots = e.dots!
            #expect(dots.dotCount == PageDots.unboundedWindow)
            #expect(dots.firstDotPage(pagePosition: e.pagePosition) == page - 2, "page \(page)")
            #expect(dots.emphasis(page: page, pagePosition: e.pagePosition) == 1)
        }
    }

    @Test("learning the first page renumbers the pages without telling of a new one")
    func firstPageLearned() {
        for rest in -4...3 {
            var e = UnboundedChromeTests.engine()
            e.motion.scroll(toPage: rest, duration: 0, time: 0)
            e.motion.clearEvents()
            // The first page is 5 before the start one.
            e.endUnbounded(at: -5, before: true)
            let settles = e.motion.events.filter { if case .settled = $0 { return true } else { return false } }
            #expect(settles.isEmpty, "resting on slot \(rest): \(e.motion.events)")
            #expect(e.motion.currentPage == rest + 5, "pages count from the first one")
            // A move to another page still settles, under the new numbers.
            e.motion.scroll(toPage: rest + 6, duration: 0, time: 0)
            #expect(e.motion.events.contains(.settled(page: rest + 6)))
        }
    }

    @Test("a known end stops the window: the first page has the first dot, the last the last")
    func windowStopsAtEnds() {
        var e = UnboundedChromeTests.engine(first: -3, last: 4)
        let lo = e.layout.firstPageIndex, hi = e.layout.lastPageIndex
        #expect(hi - lo == 7)
        for page in lo...hi {
            e.motion.scroll(toPage: page, duration: 0, time: 0)
            let first = e.dots!.firstDotPage(pagePosition: e.pagePosition)
            #expect(first == min(max(page - 2, lo), hi - 4), "page \(page)")
            #expect((first..<(first + 5)).contains(page))
        }
        // Fewer pages than the window: one dot each.
        let short = UnboundedChromeTests.engine(first: 0, last: 2)
        #expect(short.dots?.dotCount == 3)
        #expect(short.dots?.firstDotPage(pagePosition: short.pagePosition) == short.layout.firstPageIndex)
    }

    @Test("the strip names pages between the known ends, below 0 too, and none beyond")
    func titledPages() {
        let e = UnboundedChromeTests.engine(first: -3, last: nil)
        let l = e.layout
        #expect(l.page(ofUnwrappedPage: l.firstPageIndex) == l.firstPageIndex)
        #expect(l.page(ofUnwrappedPage: l.firstPageIndex - 1) == nil)
        let open = UnboundedChromeTests.engine().layout
        #expect(open.page(ofUnwrappedPage: -40) == -40)
        #expect(open.firstItem(ofPage: -40) == -40, "a page's item is its slot")
    }

    @Test("a page set from either side waits beside the current one, with nothing beyond the current page")
    func setPageSlot() {
        for forward in [true, false] {
            var e = UnboundedChromeTests.engine()
            e.motion.scroll(toPage: 4, duration: 0, time: 0)
            let s = e.layout.currentSlot(at: e.motion.position)
            let t = e.setPageSlot(beside: s, forward: forward)
            #expect(t == (forward ? s + 1 : s - 1))
            #expect(forward ? e.layout.firstSlot == s : e.layout.lastSlot == s, "the current page is the end on the other side")
            #expect(e.recycler.loaded.isEmpty)
            let plan = e.recyclePlan()
            #expect(plan.load.contains(t) && !plan.load.contains(forward ? s - 1 : s + 1))
        }
    }

    @Test("a page set from either side keeps the pages' numbers: it is the page after or before, then and once anchored")
    func setPageNumbers() {
        for first in [nil, -3] as [Int?] {
            for start in -2...5 {
                for forward in [true, false] {
                    var e = UnboundedChromeTests.engine(first: first)
                    e.motion.scroll(toPage: start, duration: 0, time: 0)
                    _ = e.recyclePlan()
                    let page = e.motion.currentPage!
                    let expected = forward ? page + 1 : page - 1
                    e.motion.clearEvents()
                    let s = e.layout.currentSlot(at: e.motion.position)
                    let t = e.setPageSlot(beside: s, forward: forward)
                    #expect(e.motion.currentPage == page, "first \(String(describing: first)), start \(start): renumbered to \(String(describing: e.motion.currentPage))")
                    e.motion.scroll(toItem: t, duration: 0.25, time: 0)
                    for time in stride(from: 0.0, through: 0.5, by: 1.0 / 60) { e.motion.advance(to: time) }
                    let told = e.motion.events.compactMap { event -> Int? in
                        switch event {
                        case .settled(let p), .pageSelected(let p): return p
                        default: return nil
                        }
                    }
                    #expect(told == [expected, expected], "first \(String(describing: first)), start \(start), forward \(forward): \(e.motion.events)")
                    #expect(e.motion.currentPage == expected)
                    // Anchored there: the source's ends are forgotten, the number stays.
                    e.motion.clearEvents()
                    e.restartUnbounded(first: nil, last: nil)
                    #expect(e.motion.currentPage == expected && e.motion.events.isEmpty)
                    #expect(!e.layout.domain.numbersFromFirstPage)
                    // A first page the source tells of numbers the pages from it again.
                    e.endUnbounded(at: t - 2, before: true)
                    #expect(e.motion.currentPage == 2 && e.layout.domain.numbersFromFirstPage)
                }
            }
        }
    }

    @Test("a page set at once takes the slot a slide would, and is told of; with no page shown, the current slot")
    func setPageAtOnce() {
        for start in -2...3 {
            for forward in [true, false] {
                var e = UnboundedChromeTests.engine()
                e.motion.scroll(toPage: start, duration: 0, time: 0)
                let s = e.layout.currentSlot(at: e.motion.position)
                e.restartUnbounded(first: nil, last: nil)
                #expect(e.setPageJumpSlot(beside: s, forward: forward) == s, "nothing loaded: it takes the current slot")
                _ = e.recyclePlan()
                let at = e.setPageJumpSlot(beside: s, forward: forward)
                #expect(at == (forward ? s + 1 : s - 1))
                e.motion.clearEvents()
                e.restartUnbounded(first: nil, last: nil)
                e.motion.scroll(toItem: at, duration: 0, time: 0)
                #expect(e.motion.events.contains(.settled(page: forward ? start + 1 : start - 1)), "\(e.motion.events)")
            }
        }
    }

    @Test("with three items a page a set page never slides: at once it is the first item of the next or previous page")
    func setPageSeveralItems() {
        for alignment in [Alignment.edge, .center] {
            for forward in [true, false] {
                var c = LayoutConfiguration()
                c.itemsPerPage = 3
                c.alignment = alignment
                var e = PagerEngine(layout: PagerLayout(configuration: c, domain: .unbounded(first: nil, last: nil), viewport: .zero))
                _ = e.resize(to: Size(width: 900, height: 650))
                e.relayout(PagerLayout(configuration: c, domain: .unbounded(first: nil, last: nil), viewport: e.pageAreaSize))
                e.motion.scroll(toPage: 2, duration: 0, time: 0)
                _ = e.recyclePlan()
                #expect(!e.setPageSlides(animated: true))
                let s = e.layout.currentSlot(at: e.motion.position)
                let at = e.setPageJumpSlot(beside: s, forward: forward)
                e.motion.clearEvents()
                e.restartUnbounded(first: nil, last: nil)
                e.motion.scroll(toItem: at, duration: 0, time: 0)
                for t in stride(from: 0.0, through: 1.0, by: 1.0 / 60) { e.motion.advance(to: t) }
                #expect(e.layout.currentSlot(at: e.motion.position) == at, "\(alignment), forward \(forward): rests on the page's first item")
                #expect(e.motion.events.contains(.settled(page: forward ? 3 : 1)) && !e.motion.isMoving, "\(e.motion.events)")
            }
        }
    }

    @Test("events not yet told when the first page is learned carry the new numbers")
    func queuedEventsRenumbered() {
        for rest in -4...(-1) {
            var e = UnboundedChromeTests.engine()
            e.motion.scroll(toPage: rest, duration: 0, time: 0)
            #expect(e.motion.events.contains(.settled(page: rest)))
            e.endUnbounded(at: rest, before: true)
            #expect(e.motion.events.contains(.settled(page: 0)) && e.motion.events.contains(.pageSelected(page: 0)), "\(e.motion.events)")
            #expect(!e.motion.events.contains(.settled(page: rest)))
            #expect(e.motion.currentPage == 0)
        }
    }

    @Test("starting over from a page the host set: ends as given, nothing loaded, the position kept")
    func restart() {
        var e = UnboundedChromeTests.engine(first: -3, last: 9)
        e.motion.scroll(toPage: 2, duration: 0, time: 0)
        _ = e.recyclePlan()
        let at = e.motion.position
        let slot = e.layout.currentSlot(at: at)
        e.restartUnbounded(first: slot, last: nil)
        #expect(e.recycler.loaded.isEmpty)
        #expect(e.layout.firstSlot == slot)
        #expect(e.motion.position == at)
        let plan = e.recyclePlan()
        #expect(plan.load.contains(slot) && plan.load.contains(slot + 1) && !plan.load.contains(slot - 1),
                "the next plan loads the page and beyond it, nothing before")
    }

    @Test("a source with no first page is empty: no dots, titles, loads, moves or events, until a page is set")
    func noFirstPage() {
        for start in [-3, 0, 4] {
            for ask in 0..<4 {
                var e = UnboundedChromeTests.engine()
                e.motion.scroll(toPage: start, duration: 0, time: 0)
                e.motion.clearEvents()
                e.unboundedHasNoPages()
                #expect(e.layout.isEmpty && e.layout.numberOfPages == 0)
                #expect(e.dots == nil)
                #expect(e.layout.page(ofUnwrappedPage: 0) == nil)
                #expect(e.recyclePlan().load.isEmpty, "nothing more is asked of the source")
                switch ask {
                case 0: e.motion.scroll(toPage: 2, duration: 0.3, time: 0)
                case 1: e.motion.scroll(byItems: 1, duration: 0.3, time: 0)
                case 2: _ = e.motion.perform(.nextItem, time: 0)
                default: _ = e.motion.setPosition(50, animated: false, time: 0)
                }
                for t in stride(from: 0.0, through: 1.0, by: 1.0 / 60) { e.motion.advance(to: t) }
                #expect(e.motion.position == 0 && !e.motion.isMoving, "start \(start), ask \(ask)")
                #expect(!e.motion.events.contains { if case .settled = $0 { true } else if case .pageSelected = $0 { true } else { false } },
                        "no page is told of: \(e.motion.events)")
                // A page set by the host is there at once, at slot 0, with neighbours to ask for.
                #expect(!e.setPageSlides(animated: true))
                e.restartUnbounded(first: nil, last: nil)
                #expect(!e.layout.isEmpty && e.layout.item(atSlot: 0) == 0)
                #expect(!e.setPageSlides(animated: true), "no page shows before the plan loads one")
                _ = e.recyclePlan()
                #expect(e.setPageSlides(animated: true))
                #expect(!e.setPageSlides(animated: false))
            }
        }
    }
}

import Testing
@testable import SlidingPagesCore

@Suite("Page selected, scroll state and the peers' tuning options")
struct PeerFeatureTests {
    /// The page-selected events of a run, in order.
    func selected(_ log: [PagerEvent]) -> [Int] {
        log.compactMap { if case .pageSelected(let p) = $0 { return p } else { return nil } }
    }

    @Test("a fling selects its page at the release, after willBeginDecelerating and before the settle")
    func releaseSelects() {
        var h = MotionHarness()
        h.drag(dx: -150, duration: 0.03, steps: 3)
        let atRelease = h.milestones
        #expect(atRelease == [.willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating, .pageSelected(page: 1)])
        h.settle()
        #expect(selected(h.log) == [1], "selected once")
        #expect(h.milestones.suffix(2) == [.didEndDecelerating, .settled(page: 1)])
    }

    @Test("a drag that settles back selects nothing; a move selects at its start, a jump just before it settles")
    func movesSelect() {
        var h = MotionHarness()
        h.drag(dx: -200, duration: 0.4, hold: 0.3)
        h.settle()
        #expect(selected(h.log).isEmpty && h.m.currentPage == 0)
        h.m.scroll(toPage: 5, duration: 0.3, time: h.t)
        h.collect()
        #expect(selected(h.log) == [5], "known as the move starts")
        h.settle()
        #expect(h.milestones.last == .settled(page: 5) && selected(h.log) == [5])
        h.log.removeAll()
        h.m.scroll(toPage: 2, duration: 0, time: h.t)
        h.collect()
        #expect(h.milestones == [.pageSelected(page: 2), .settled(page: 2)])
    }

    @Test("a move that changes its mind selects again; keys and the wheel select their page")
    func retarget() {
        var h = MotionHarness(count: 20)
        h.m.scroll(toPage: 8, duration: 0.5, time: h.t)
        h.run(seconds: 0.1)
        h.m.scroll(toPage: 3, duration: 0.3, time: h.t)
        h.settle()
        #expect(selected(h.log) == [8, 3])
        #expect(h.milestones.last == .settled(page: 3))
        h.log.removeAll()
        _ = h.m.perform(.nextPage, time: h.t)
        h.collect()
        #expect(selected(h.log) == [4])
        h.settle()
        _ = h.m.wheel(steps: 1, time: h.t + 1)
        h.t += 1
        h.collect()
        h.settle()
        #expect(selected(h.log) == [4, 5] && h.m.currentPage == 5)
    }

    @Test("every page settled on was selected first, in random runs")
    func selectedBeforeSettled() {
        for seed in 1...20 {
            var rng = SplitMix(seed: UInt64(seed))
            var h = MotionHarness(count: 12, configure: { $0.wrap = seed % 2 == 0 })
            for _ in 0..<12 {
                switch rng.next() % 3 {
                case 0: h.drag(dx: Double(Int(rng.next() % 1200)) - 600, duration: 0.05 + Double(rng.next() % 40) / 100)
                case 1: h.m.scroll(toPage: Int(rng.next() % 12), duration: Double(rng.next() % 3) / 10, time: h.t)
                default: _ = h.m.perform(.nextPage, time: h.t)
                }
                h.collect()
                h.run(seconds: Double(rng.next() % 30) / 100)
            }
            h.settle()
            var lastSelected: Int?
            for e in h.log {
                if case .pageSelected(let p) = e { lastSelected = p }
                if case .settled(let p) = e { #expect(lastSelected == p, "seed \(seed): settled on \(p), last selected \(String(describing: lastSelected))") }
            }
        }
    }

    @Test("the scroll state is idle at rest, dragging under the finger, settling while it moves on its own")
    func scrollState() {
        var h = MotionHarness()
        #expect(h.m.scrollState == .idle)
        h.drag(dx: -150, duration: 0.03, steps: 3, release: false)
        #expect(h.m.scrollState == .dragging)
        h.t += 0.01
        h.m.pointerUp(time: h.t)
        #expect(h.m.scrollState == .settling)
        h.settle()
        #expect(h.m.scrollState == .idle)
        h.m.scroll(toPage: 4, duration: 0.3, time: h.t)
        #expect(h.m.scrollState == .settling)
        h.settle()
        #expect(h.m.scrollState == .idle)
    }

    @Test("with the scroll wheel off a notch is not the pager's; the animation duration times keys")
    func wheelAndDuration() {
        var e = makeEngine(count: 10)
        var c = e.motion.configuration
        c.allowsScrollWheel = false
        e.motion.configuration = c
        let refused = !e.wheel(dx: 0, dy: 1, time: 1)
        #expect(refused)
        #expect(e.motion.currentPage == 0 && !e.motion.isMoving)
        c.allowsScrollWheel = true
        c.pageAnimationDuration = 0.6
        e.motion.configuration = c
        let taken = e.wheel(dx: 0, dy: 1, time: 2)
        #expect(taken)
        e.motion.advance(to: 2.3)
        #expect(e.motion.isScrolling, "half way through a 0.6 s move")
        e.motion.advance(to: 2.61)
        #expect(!e.motion.isScrolling && e.motion.currentPage == 1)
    }

    @Test("a page peek shrinks filling pages and shows a share of each neighbour")
    func peek() {
        for alignment in [Alignment.edge, .center] {
            for peek in [0.0, 0.1, 0.25, 0.45] {
                var c = LayoutConfiguration()
                c.pagePeek = peek
                c.alignment = alignment
                let l = PagerLayout(configuration: c, itemCount: 10, viewport: Size(width: 800, height: 600))
                #expect(abs(l.itemExtent - 800 * (1 - 2 * peek)) < 1e-9)
                let f = l.frame(ofSlot: 4, at: 4)
                #expect(abs(f.x - 800 * peek) < 1e-9, "the current page sits a peek in")
                let v = l.visibleSlots(at: 4)
                #expect(v.contains(4))
                #expect(v.contains(3) == (peek > 0) && v.contains(5) == (peek > 0), "neighbours show with a peek: \(v)")
            }
        }
        var bad = LayoutConfiguration()
        bad.pagePeek = 0.7
        let (fixed, problems) = bad.validated()
        #expect(fixed.pagePeek == LayoutConfiguration.maximumPagePeek && problems == [.pagePeek(0.7)])
        bad.pagePeek = .nan
        #expect(bad.validated().configuration.pagePeek == 0)
        var fixedSize = LayoutConfiguration()
        fixedSize.pagePeek = 0.2
        fixedSize.itemSizing = .fixed(300)
        #expect(PagerLayout(configuration: fixedSize, itemCount: 5, viewport: Size(width: 800, height: 600)).itemExtent == 300, "a fixed extent ignores the peek")
    }

    @Test("a reveal takes the engine's reveal duration")
    func revealDuration() {
        var e = makeEngine(count: 10)
        e.revealDuration = 1
        e.reveal(items: 1..<2, now: 0)
        #expect(e.reveals[1]?.duration == 1)
        #expect(e.plan(now: 0.9).wantsFrames && !e.plan(now: 1.01).wantsFrames)
    }

    @Test("the option table holds the new options with the peers' defaults")
    func table() {
        #expect(OptionTable.animationDuration.defaultValue == 0.25)
        #expect(OptionTable.revealDuration.defaultValue == PagerEngine.revealDuration)
        #expect(OptionTable.allowScrollWheel.defaultValue == 1 && OptionTable.allowMouseDrag.defaultValue == 1)
        #expect(OptionTable.pagePeek.range == 0...LayoutConfiguration.maximumPagePeek)
        #expect(!OptionTable.scrollState.writable)
        #expect(OptionTable.pagePeek.check(0.5).value == nil)
    }
}

@Suite("Pages shown and hidden")
struct ShownPageTests {
    func shownEvents(_ e: inout PagerEngine, now: Double) -> [PagerEvent] {
        _ = e.plan(now: now)
        let out = e.motion.events.filter {
            switch $0 {
            case .pageShown, .pageHidden: return true
            default: return false
            }
        }
        e.motion.clearEvents()
        return out
    }

    @Test("the first page shows at once, not the preloaded one; a drag shows the next, a jump hides and shows")
    func drags() {
        var e = PagerEngine(layout: PagerLayout(itemCount: 10, viewport: Size(width: 800, height: 600)))
        _ = e.resize(to: Size(width: 800, height: 650))
        e.relayout(PagerLayout(itemCount: 10, viewport: e.pageAreaSize))
        #expect(shownEvents(&e, now: 0) == [.pageShown(item: 0)])
        #expect(e.isShown(item: 0) && !e.isShown(item: 1), "item 1 is preloaded, not shown")
        e.press(x: 400, y: 300, time: 1)
        _ = e.drag(x: 300, y: 300, time: 1.05)
        #expect(shownEvents(&e, now: 1.05) == [.pageShown(item: 1)])
        e.cancelPress(time: 1.1)
        var t = 1.1
        settle(&e, from: &t)
        #expect(shownEvents(&e, now: t) == [.pageHidden(item: 1)], "back on page 0")
        e.motion.scroll(toPage: 5, duration: 0, time: t)
        #expect(shownEvents(&e, now: t) == [.pageHidden(item: 0), .pageShown(item: 5)])
    }

    @Test("replaying the events always gives the items in view, each shown once", arguments: [false, true])
    func replay(wrap: Bool) {
        for seed in 1...12 {
            var rng = SplitMix(seed: UInt64(seed))
            var c = LayoutConfiguration()
            c.wrap = wrap
            c.itemsPerPage = 1 + Int(rng.next() % 3)
            let count = 1 + Int(rng.next() % 6)
            var e = makeEngine(count: count, configuration: c)
            var replayed: [Int: Int] = [:]
            var t = 0.0
            for step in 0..<60 {
                switch rng.next() % 4 {
                case 0: e.motion.scroll(toItem: Int(rng.next() % UInt64(count)), duration: Double(rng.next() % 3) / 10, time: t)
                case 1:
                    e.press(x: 400, y: 300, time: t)
                    _ = e.drag(x: 400 - Double(rng.next() % 700), y: 300, time: t + 0.05)
                    e.release(selectable: false, time: t + 0.06)
                case 2: _ = e.motion.setPosition(Double(rng.next() % 100) / 10, animated: false, time: t)
                default: break
                }
                t += 0.07
                e.motion.advance(to: t)
                for ev in shownEvents(&e, now: t) {
                    switch ev {
                    case .pageShown(let i):
                        #expect(replayed[i] == nil, "seed \(seed) step \(step): \(i) shown twice")
                        replayed[i] = 1
                    case .pageHidden(let i):
                        #expect(replayed[i] != nil, "seed \(seed) step \(step): \(i) hidden but not shown")
                        replayed[i] = nil
                    default: break
                    }
                }
                let inView = Set((0..<count).filter { e.isShown(item: $0) })
                #expect(Set(replayed.keys) == inView, "seed \(seed) step \(step), \(count) items, wrap \(wrap)")
            }
        }
    }

    @Test("an insert before the page in view is not news; an inserted page in view is shown")
    func changes() {
        var e = makeEngine(count: 10)
        e.motion.scroll(toPage: 3, duration: 0, time: 0)
        _ = shownEvents(&e, now: 0)
        apply(.insert(at: 0, count: 2), to: &e)
        #expect(shownEvents(&e, now: 0.1).isEmpty, "item 3 is item 5 now, still in view")
        #expect(e.isShown(item: 5))
        apply(.insert(at: 5, count: 1), to: &e)
        let events = shownEvents(&e, now: 0.2)
        #expect(Set(Array(0..<20).filter { e.isShown(item: $0) }) == [e.motion.currentItemIndex!])
        #expect(events.allSatisfy { if case .pageShown = $0 { return true } else { return false } } || events.isEmpty)
    }

    @Test("a deleted page in view is told hidden by the index it had; emptying hides every page in view")
    func deletedAndEmptied() {
        var e = makeEngine(count: 5)
        #expect(shownEvents(&e, now: 0) == [.pageShown(item: 0)])
        apply(.delete(at: 0, count: 1), to: &e)
        // The item that slid into its place shows under the same index.
        #expect(shownEvents(&e, now: 0.1) == [.pageHidden(item: 0), .pageShown(item: 0)])
        // Emptied by a change, then by a new count: each page in view is hidden once.
        e.motion.scroll(toItem: 2, duration: 0, time: 0.2)
        #expect(shownEvents(&e, now: 0.2) == [.pageHidden(item: 0), .pageShown(item: 2)])
        apply(.delete(at: 0, count: 4), to: &e)
        #expect(shownEvents(&e, now: 0.3) == [.pageHidden(item: 2)])
        for emptied in [false, true] {
            var f = makeEngine(count: 5)
            f.motion.scroll(toItem: 3, duration: 0, time: 0)
            #expect(shownEvents(&f, now: 0) == [.pageShown(item: 3)])
            if emptied {
                f.relayout(f.layout.withDomain(.counted(0)))
            } else {
                restart(&f, count: 0)
            }
            #expect(shownEvents(&f, now: 0.1) == [.pageHidden(item: 3)], "emptied by \(emptied ? "relayout" : "restart")")
            restart(&f, count: 5)
            #expect(shownEvents(&f, now: 0.2) == [.pageShown(item: 0)], "filled again")
        }
    }

    @Test("emptied and filled again, by a change or a new count, a pager tells its page as news")
    func refilledTellsItsPage() {
        for emptiedByChange in [false, true] {
            for filledByChange in [false, true] {
                var e = makeEngine(count: 3)
                _ = e.plan(now: 0)
                e.motion.clearEvents()
                if emptiedByChange { apply(.delete(at: 0, count: 3), to: &e) } else { restart(&e, count: 0) }
                _ = e.plan(now: 0.1)
                e.motion.clearEvents()
                if filledByChange { apply(.insert(at: 0, count: 3), to: &e) } else { restart(&e, count: 3) }
                _ = e.plan(now: 0.2)
                let told = e.motion.events.filter {
                    switch $0 {
                    case .currentItemIndexDidChange, .pageSelected, .settled: return true
                    default: return false
                    }
                }
                let what = "emptied by \(emptiedByChange ? "a change" : "a count"), filled by \(filledByChange ? "a change" : "a count")"
                #expect(told.contains(.currentItemIndexDidChange(0)) && told.contains(.pageSelected(page: 0)) && told.contains(.settled(page: 0)),
                        "\(what): \(told)")
                #expect(told.count == 3, "\(what): told once each, \(told)")
            }
        }
    }

    @Test("dots that hide for a single page give their band back, and come back with a second page")
    func dotsHideForSinglePage() {
        let size = Size(width: 800, height: 650)
        func engine(_ domain: ItemDomain, hides: Bool, vertical: Bool = false) -> PagerEngine {
            var c = LayoutConfiguration()
            c.orientation = vertical ? .vertical : .horizontal
            var e = PagerEngine(layout: PagerLayout(configuration: c, domain: domain, viewport: .zero))
            e.chrome.dotsHideForSinglePage = hides
            _ = e.resize(to: size)
            e.relayout(PagerLayout(configuration: c, domain: domain, viewport: e.pageAreaSize))
            return e
        }
        for n in 0...3 {
            for hides in [false, true] {
                let e = engine(.counted(n), hides: hides)
                let shows = !(hides && n <= 1)
                #expect(e.showsDots == shows, "\(n) pages, hides \(hides)")
                #expect((e.chromeLayout.dotsBand > 0) == shows)
                var scene = ChromeScene()
                e.chromeScene(into: &scene, now: 0)
                #expect((scene.dots != nil) == (shows && n > 0))
                // The band given back: a vertical request is shorter by it.
                let tall = engine(.counted(n), hides: false, vertical: true).sizeRequest(pageMinimum: 100, pageNatural: 100, horizontal: false)
                let asked = engine(.counted(n), hides: hides, vertical: true).sizeRequest(pageMinimum: 100, pageNatural: 100, horizontal: false)
                #expect((asked.natural < tall.natural) == !shows)
            }
        }
        // A source of unknown length never counts as a lone page.
        #expect(engine(.unbounded(first: 0, last: nil), hides: true).showsDots)
        // The kept rectangles follow a change of count.
        var e = engine(.counted(1), hides: true)
        #expect(e.chromeLayout.dotsBand == 0)
        #expect(e.plan(now: 0).requestChanged, "the first plan sees the dots gone")
        #expect(!e.plan(now: 0).requestChanged)
        e.relayout(PagerLayout(itemCount: 2, viewport: e.pageAreaSize))
        #expect(e.chromeLayout.dotsBand > 0)
        #expect(e.plan(now: 0).requestChanged, "and back: the widget measures again")
        var hidden = engine(.counted(5), hides: true)
        hidden.chrome.dotsHidden = true
        #expect(!hidden.showsDots && hidden.chromeLayout.dotsBand == 0)
    }
}

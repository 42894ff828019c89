import Testing
@testable import SlidingPagesCore

@Suite("Frame plans: what the widget applies after each step")
struct FramePlanTests {
    @Test("one drag frame: the plan shows the pages in view and reads the position; frames run for the fling and the scrubber's fade")
    func dragFrame() {
        var e = makeEngine(count: 10)
        e.press(x: 400, y: 300, time: 0)
        let dragging = e.drag(x: 300, y: 300, time: 0.05)
        #expect(dragging)
        let p = e.plan(now: 0.05)
        #expect(p.slotShift == 0)
        #expect(p.shown == SlotSpan(0, 2), "page 0 and the page coming in")
        #expect(p.recycle != nil)
        // 100 px of an 800 px page, less the few pixels a drag takes to start.
        #expect(p.readout.position > 0.09 && p.readout.position <= 100.0 / 800)
        #expect(p.readout.currentPage == 0 && p.readout.pageCount == 10 && p.readout.itemCount == 10)
        #expect(!e.motion.needsFrames, "a drag moves with the pointer, not the clock")
        #expect(p.wantsFrames == (e.nubFraction != nil), "only the scrubber, shown by the scroll, fades on frames")
        #expect(p.wakeAt == nil)
        e.release(selectable: true, time: 0.06)
        #expect(e.plan(now: 0.06).wantsFrames, "the fling runs on frames")
        var t = 0.06
        settle(&e, from: &t)
        let rest = e.plan(now: t)
        #expect(rest.readout.currentPage == 1 && rest.readout.position == 1)
        #expect(rest.shown == SlotSpan(1, 2))
        #expect(!e.plan(now: t + 10).wantsFrames, "at rest once the scrubber has faded")
    }

    @Test("a recycle plan is taken once: a second plan at the same place loads nothing")
    func recycleOnce() {
        var e = makeEngine(count: 100)
        e.motion.scroll(toPage: 40, duration: 0, time: 0)
        let first = e.plan(now: 0)
        #expect(first.recycle.map { !$0.load.isEmpty } == true)
        #expect(e.plan(now: 0).recycle?.isEmpty == true)
        #expect(e.plan(now: 0, recycles: false).recycle == nil, "static pages load themselves")
    }

    @Test("a plan made while another is applied supersedes it")
    func superseding() {
        var e = makeEngine(count: 3)
        let a = e.plan(now: 0)
        #expect(!e.isSuperseded(a))
        let b = e.plan(now: 0)
        #expect(e.isSuperseded(a) && !e.isSuperseded(b))
    }

    @Test("an unbounded pager reads no page count, an empty one no current page")
    func readouts() {
        var u = PagerEngine(layout: PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: nil, last: nil), viewport: Size(width: 800, height: 600)))
        #expect(u.plan(now: 0).readout.pageCount == 0)
        var empty = makeEngine(count: 0)
        let r = empty.plan(now: 0).readout
        #expect(r.currentPage == -1 && r.currentItem == -1 && r.itemCount == 0)
    }

    @Test("an autoplaying pager at rest sleeps until its deadline")
    func wake() {
        var e = makeEngine(count: 5)
        var c = e.motion.configuration
        c.autoplayInterval = 2
        e.motion.configuration = c
        let p = e.plan(now: 0)
        #expect(!p.wantsFrames)
        #expect(p.wakeAt.map { $0 > 0 && $0 <= 2 } == true)
    }
}

@Suite("Reveals: pages growing into place")
struct RevealTests {
    @Test("an inserted page grows from 0.85 and fades in over the reveal, then is forgotten")
    func growth() {
        var e = makeEngine(count: 10)
        e.reveal(items: 1..<2, now: 1)
        #expect(Set(e.reveals.keys) == [1])
        let start = e.pagePlacement(now: 1).reveal(ofSlot: 1)
        #expect(start.scale == Reveal.smallestScale && start.alpha == 0)
        let middle = e.pagePlacement(now: 1 + PagerEngine.revealDuration / 2).reveal(ofSlot: 1)
        #expect(middle.scale > start.scale && middle.scale < 1 && middle.alpha > 0 && middle.alpha < 1)
        #expect(e.pagePlacement(now: 1).reveal(ofSlot: 0) == (1, 1), "its neighbour is drawn as it is")
        #expect(e.plan(now: 1.1).wantsFrames)
        #expect(!e.plan(now: 1 + PagerEngine.revealDuration).wantsFrames)
        #expect(e.reveals.isEmpty)
        #expect(e.pagePlacement(now: 2).reveal(ofSlot: 1) == (1, 1))
    }

    @Test("only loaded pages are revealed, and a page leaving the loaded window loses its reveal")
    func loadedOnly() {
        var e = makeEngine(count: 100)
        e.reveal(items: 50..<60, now: 0)
        #expect(e.reveals.isEmpty, "items far away have no pages to grow")
        e.reveal(items: 0..<1, now: 0)
        #expect(e.reveals.keys.contains(0))
        e.motion.scroll(toPage: 50, duration: 0, time: 0)
        _ = e.plan(now: 0.01)
        #expect(e.reveals.isEmpty)
    }

    @Test("the revealed items of a change: the inserted ones, or the one that took a deleted current item's place")
    func revealedItems() {
        let l = PagerLayout(itemCount: 10, viewport: Size(width: 800, height: 600))
        let insert = l.reconcile(.insert(at: 3, count: 2), position: 0)
        #expect(PagerEngine.revealedItems(by: .insert(at: 3, count: 2), outcome: insert) == 3..<5)
        let delete = l.reconcile(.delete(at: 0, count: 1), position: 0)
        #expect(PagerEngine.revealedItems(by: .delete(at: 0, count: 1), outcome: delete) == 0..<1)
        #expect(PagerEngine.revealedItems(by: .reload(at: 0), outcome: insert).isEmpty)
        let elsewhere = l.reconcile(.delete(at: 5, count: 1), position: 0)
        #expect(PagerEngine.revealedItems(by: .delete(at: 5, count: 1), outcome: elsewhere).isEmpty, "deleting another item reveals nothing")
        #expect(PagerEngine.revealedItems(by: .move(from: 2, to: 6), outcome: insert) == 6..<7, "a moved item grows into its place")
    }

    @Test("a deleted page shrinks and fades out above the pages, wants frames until it is gone, then is handed back once")
    func leavingPage() {
        var e = makeEngine(count: 10)
        e.leave(7, frame: (10, 20, 300, 200), now: 1)
        let start = e.leaving[7]!.paint(at: 1), mid = e.leaving[7]!.paint(at: 1 + e.revealDuration / 2)
        #expect(start.alpha == 1 && start.scaleX == 1 && start.scaleY == 1)
        #expect(mid.alpha > 0 && mid.alpha < 1 && mid.scaleX < 1 && mid.scaleX > Reveal.smallestScale)
        #expect(mid.elevation == LeavingPage.elevation)
        let end = e.leaving[7]!.paint(at: 1 + e.revealDuration)
        #expect(end.alpha == 0 && abs(end.scaleX - Reveal.smallestScale) < 1e-12)
        let shrinking = e.wantsFrames(now: 1.1)
        #expect(shrinking, "frames while it shrinks")
        let early = e.takeLeft()
        #expect(early.isEmpty)
        let last = e.wantsFrames(now: 1 + e.revealDuration)
        #expect(last, "one more frame to let it go")
        #expect(e.leaving.isEmpty)
        let gone = e.takeLeft(), again = e.takeLeft()
        #expect(gone == [7])
        #expect(again.isEmpty, "handed back once")
        let after = e.wantsFrames(now: 2)
        #expect(!after)
        e.leave(8, frame: (0, 0, 1, 1), now: 3)
        let ended = e.endLeaving()
        #expect(ended == [8] && e.leaving.isEmpty, "a reload ends every leaving page at once")
        // Deletes faster than the reveal: the oldest go at once.
        for k in 0..<(PagerEngine.maximumLeaving + 2) { e.leave(20 + k, frame: (0, 0, 1, 1), now: 4 + 0.01 * Double(k)) }
        #expect(e.leaving.count == PagerEngine.maximumLeaving)
        let oldest = e.takeLeft()
        #expect(oldest == [20, 21], "the two oldest ended first")
    }

    @Test("a reveal follows its page when a change renumbers the loaded pages")
    func renumbered() {
        var e = makeEngine(count: 10)
        e.motion.scroll(toPage: 3, duration: 0, time: 0)
        _ = e.plan(now: 0)
        e.reveal(items: 4..<5, now: 0)
        #expect(Set(e.reveals.keys) == [4])
        let c = ItemChange.insert(at: 0, count: 1)
        let outcome = e.layout.reconcile(c, position: e.motion.position)
        _ = e.apply(c, outcome: outcome, after: e.layout.withDomain(.counted(outcome.itemCount)))
        #expect(Set(e.reveals.keys) == [5], "item 4 is item 5 now, in slot 5")
        e.unloadAll()
        #expect(e.reveals.isEmpty)
    }
}

@Suite("Page announcements")
struct AnnouncementTests {
    @Test("told at once after a quiet spell, paced while pages change fast, the last one always told")
    func pacing() {
        var e = makeEngine(count: 10)
        #expect(e.announcementStep(now: 0) == .none, "nobody listens")
        e.announcesPages = true
        #expect(e.announcementStep(now: 0) == .now(0))
        #expect(e.announcementStep(now: 0.01) == .none, "nothing new")
        e.motion.scroll(toPage: 1, duration: 0, time: 0.1)
        #expect(e.announcementStep(now: 0.1) == .at(0.25))
        e.motion.scroll(toPage: 2, duration: 0, time: 0.15)
        #expect(e.announcementStep(now: 0.15) == .none, "already waiting")
        #expect(e.announcementDue(now: 0.25) == .now(2), "the page it ended on")
        #expect(e.announcementDue(now: 0.3) == .none)
        e.motion.scroll(toPage: 3, duration: 0, time: 1)
        #expect(e.announcementStep(now: 1) == .now(3))
    }

    @Test("nothing is told while a drag holds the page, and a reader that read it needs no telling")
    func dragging() {
        var e = makeEngine(count: 10)
        e.announcesPages = true
        #expect(e.announcementStep(now: 0) == .now(0))
        e.press(x: 400, y: 300, time: 1)
        _ = e.drag(x: -200, y: 300, time: 1.05)
        #expect(e.motion.currentPage == 1)
        #expect(e.announcementStep(now: 1.05) == .none, "the finger holds it")
        e.release(selectable: true, time: 1.1)
        var t = 1.1
        settle(&e, from: &t)
        #expect(e.motion.currentPage == 1)
        #expect(e.announcementStep(now: t) == .now(1), "told where it landed")
        e.motion.scroll(toPage: 2, duration: 0, time: 5)
        e.noteAnnounced(2)
        #expect(e.announcementStep(now: 5) == .none)
        // A deadline that comes mid-drag tells nothing; the settle tells.
        e.motion.scroll(toPage: 3, duration: 0, time: 10)
        #expect(e.announcementStep(now: 10) == .now(3))
        e.motion.scroll(toPage: 4, duration: 0, time: 10.1)
        #expect(e.announcementStep(now: 10.1) == .at(10.25))
        e.press(x: 400, y: 300, time: 10.15)
        _ = e.drag(x: -200, y: 300, time: 10.2)
        #expect(e.motion.isDragging)
        #expect(e.announcementDue(now: 10.25) == .none, "the finger holds the page")
        e.release(selectable: true, time: 10.3)
        t = 10.3
        settle(&e, from: &t)
        let landed = e.motion.currentPage
        #expect(e.announcementStep(now: t + 1) == .now(landed), "told where it landed")
    }

    /// What the engine tells at `start` and at each frame until the pages
    /// rest (a screen reader asking every frame).
    func toldUntilRest(_ e: inout PagerEngine, from start: Double) -> [PageAnnouncement] {
        var told = [e.announcementStep(now: start)]
        var t = start
        for _ in 0..<600 where e.motion.needsFrames {
            t += 1.0 / 60
            e.motion.advance(to: t)
            told.append(e.announcementStep(now: t))
        }
        return told
    }

    /// Every move from every page of a short and a long pager, animated:
    /// the reader hears the page it goes to as it starts, and nothing on
    /// the way (a long jump lands a few pages short first).
    @Test("an animated move tells where it goes, once, not the pages it passes")
    func movesTellTheirDestination() {
        for (count, wrap) in [(6, false), (40, false), (6, true), (40, true)] {
            var c = LayoutConfiguration()
            c.wrap = wrap
            for from in 0..<count {
                for to in 0..<count where to != from {
                    var e = makeEngine(count: count, configuration: c)
                    e.motion.scroll(toPage: from, duration: 0, time: 0)
                    e.announcesPages = true
                    #expect(e.announcementStep(now: 0) == .now(from))
                    e.motion.scroll(toPage: to, duration: 0.4, time: 5)
                    let told = toldUntilRest(&e, from: 5)
                    #expect(e.motion.currentPage == to)
                    #expect(told.filter { $0 != .none } == [.now(to)], "\(from) → \(to) of \(count), wrap \(wrap): \(told.filter { $0 != .none })")
                }
            }
        }
    }

    /// A fling is told by the page it will rest on, as the finger lets go.
    @Test("a fling tells the page it will rest on, once")
    func flingTellsWhereItRests() {
        var e = makeEngine(count: 10)
        e.announcesPages = true
        #expect(e.announcementStep(now: 0) == .now(0))
        e.press(x: 600, y: 300, time: 1)
        for k in 1...4 { _ = e.drag(x: 600 - 60 * Double(k), y: 300, time: 1 + 0.01 * Double(k)) }
        #expect(e.announcementStep(now: 1.04) == .none, "the finger holds it")
        e.release(selectable: true, time: 1.05)
        let rest = e.motion.layout.currentPage(nearest: e.motion.layout.nearestUnwrappedPage(to: e.motion.destination))
        let told = toldUntilRest(&e, from: 1.05)
        #expect(rest == e.motion.currentPage && rest != 0)
        #expect(told.filter { $0 != .none } == [.now(rest)], "\(told.filter { $0 != .none })")
    }
}

@Suite("Deferred loading holds the current item too")
struct DeferredCurrentItemTests {
    func items(_ events: [PagerEvent]) -> [Int] {
        events.compactMap { if case .currentItemIndexDidChange(let i) = $0 { return i } else { return nil } }
    }

    @Test("with defersLoading a drag across two pages loads nothing and reports no new current item until it stops; then once, before the settle")
    func dragHolds() {
        for defers in [false, true] {
            var e = makeEngine(count: 10)
            e.defersLoading = defers
            _ = e.plan(now: 0)
            var log: [PagerEvent] = []
            var readItems: Set<Int> = []
            var loads = 0
            e.press(x: 700, y: 300, time: 0)
            var t = 0.0
            for k in 1...40 {
                t = Double(k) * 0.01
                _ = e.drag(x: 700 - Double(k) * 35, y: 300, time: t)
                let p = e.plan(now: t)
                loads += p.recycle?.load.count ?? 0
                readItems.insert(p.readout.currentItem)
                log += e.motion.events
                e.motion.clearEvents()
            }
            #expect(e.motion.currentItemIndex == 1 || e.motion.currentItemIndex == 2, "the drag is over item 1 or 2")
            if defers {
                #expect(loads == 0 && readItems == [0] && items(log).isEmpty && e.motion.reportedItemIndex == 0, "held while dragging")
            } else {
                #expect(loads > 0 && readItems.count > 1 && !items(log).isEmpty, "live")
            }
            e.release(selectable: true, time: t + 0.3)
            settle(&e, from: &t)
            let rest = e.plan(now: t)
            log += e.motion.events
            #expect(rest.readout.currentItem == e.motion.currentItemIndex!, "told at rest (defers \(defers))")
            #expect(items(log).last == e.motion.currentItemIndex!)
            if defers {
                #expect(items(log).count == 1, "one change, at rest")
                let change = log.firstIndex { if case .currentItemIndexDidChange = $0 { return true } else { return false } }!
                let settled = log.firstIndex { if case .settled = $0 { return true } else { return false } }!
                #expect(change < settled, "the item is told before the settle")
                #expect(rest.recycle.map { !$0.load.isEmpty } == true, "the pages load once it stops")
            }
        }
    }

    @Test("turning deferral on mid-drag holds the item the pager had; a reload keeps the option")
    func toggles() {
        var e = makeEngine(count: 10)
        e.press(x: 700, y: 300, time: 0)
        _ = e.drag(x: 600, y: 300, time: 0.05)
        e.defersLoading = true
        _ = e.drag(x: 100, y: 300, time: 0.1)
        #expect(e.motion.reportedItemIndex == 0 && e.motion.currentItemIndex == 1)
        e.restart(with: PagerMotion(layout: e.layout))
        #expect(e.motion.defersCurrentItem)
    }
}

import Testing
@testable import SlidingPagesCore

@Suite("Preloading between frames: a moving frame loads what comes into view, the idle after it the rest")
struct PreloadTests {
    @Test("dragged in steps of 0.05–1.5 pages over 1–12 items, wrapping or not, 1–3 items a page: each frame loads the slots in view, keeps loaded neighbours, never leaves the window; the preload completes it")
    func sweep() {
        for count in 1...12 {
            for wrap in [false, true] {
                for perPage in 1...3 {
                    for step in [0.05, 0.3, 1.0, 1.5] {
                        var c = LayoutConfiguration()
                        c.wrap = wrap
                        c.itemsPerPage = perPage
                        var e = makeEngine(count: count, configuration: c)
                        #expect(e.recycler.loaded == e.loadTarget, "at rest the whole window loads at once")
                        var t = 0.0
                        e.press(x: 700, y: 300, time: t)
                        var x = 700.0
                        for _ in 0..<24 {
                            t += 1.0 / 60
                            x -= step * 800
                            if x < 0 { x += 800; e.release(selectable: false, time: t); e.press(x: x, y: 300, time: t) }
                            e.drag(x: x, y: 300, time: t)
                            let before = e.recycler.loaded
                            let plan = e.plan(now: t)
                            let window = e.loadTarget
                            let loaded = e.recycler.loaded
                            let view = e.layout.visibleSlots(at: e.motion.position).intersection(window)
                            let label = "count \(count) wrap \(wrap) per page \(perPage) step \(step) at \(e.motion.position)"
                            #expect(loaded.intersection(window) == loaded, "\(label): nothing outside the window")
                            #expect(loaded.intersection(view) == view, "\(label): the slots in view are loaded")
                            if e.motion.isMoving {
                                let kept = before.intersection(window)
                                for slot in plan.recycle?.load ?? SlotRuns() {
                                    #expect(view.contains(slot) || !kept.isEmpty, "\(label): a moving frame loads slot \(slot) only to reach the view")
                                }
                                #expect(loaded.count <= max(view.count, 1) + kept.count, "\(label): no more than view and kept")
                            }
                            if step < 1 {
                                // Under a page a frame, also across the wrap seam.
                                #expect(!e.preloadWaits, "\(label): a slow drag never waits")
                            }
                            if e.wantsPreload && !e.preloadWaits {
                                _ = e.preloadPlan()
                                #expect(e.recycler.loaded == window, "\(label): the preload loads the rest of the window")
                                #expect(!e.wantsPreload)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("pages are kept ahead while a press holds the pages and while they move, not at rest")
    func pagesAheadWhileHeldOrMoving() {
        for count in [1, 2, 5, 1_000_000] {
            var e = makeEngine(count: count)
            _ = e.plan(now: 1.0)
            #expect(!e.keepsPagesAhead, "count \(count): at rest")
            e.press(x: 700, y: 300, time: 2.0)
            _ = e.plan(now: 2.0)
            #expect(e.keepsPagesAhead, "count \(count): pressed")
            e.drag(x: 600, y: 300, time: 2.01)
            _ = e.plan(now: 2.01)
            #expect(e.keepsPagesAhead, "count \(count): dragged")
            e.release(selectable: true, time: 2.02)
            var t = 2.02
            settle(&e, from: &t)
            _ = e.plan(now: t)
            #expect(!e.motion.isMoving, "count \(count): settled by \(t)")
            #expect(!e.keepsPagesAhead, "count \(count): at rest again")
        }
    }

    /// The spare slots at rest for pool sizes 0…3, checked against what
    /// they should be: slots after and before the window by turns, each
    /// with an item neither the window nor an earlier spare shows, as many
    /// as a drag could load beyond the window (at most the pool's capacity).
    static func checkSpare(_ e: PagerEngine, _ label: String) {
        var e = e
        let window = e.recycler.loaded
        let wanted = window.isEmpty ? 0 : min(e.layout.maximumLoadedSlots - window.count, e.recycler.poolCapacity)
        var expected: [Int] = []
        var items: [Int] = []
        for k in 0..<(2 * max(0, wanted) + 2) where expected.count < max(0, wanted) {
            let slot = k % 2 == 0 ? window.upper + k / 2 : window.lower - 1 - k / 2
            if let item = e.layout.item(atSlot: slot), !PagerEngine.span(window, of: e.layout, shows: item), !items.contains(item) {
                expected.append(slot)
                items.append(item)
            }
        }
        for pooled in 0...3 {
            e.notePooled(pooled)
            let want = pooled < expected.count ? expected[pooled] : nil
            #expect(e.spareSlot == want, "\(label), \(pooled) pooled: spare \(String(describing: e.spareSlot)), window \(window), expected \(String(describing: want))")
        }
        e.notePooled(0)
    }

    @Test("the spares are the pages after the window, or before it at the end, as many as a drag loads beyond it")
    func spareExamples() {
        // Resting on the first page, a drag past the next loads two slots
        // more than rest holds; in the middle, one.
        for (page, spares) in [(0, [2, 3]), (3, [5]), (6, [8]), (9, [7, 6])] {
            var e = makeEngine(count: 10)
            var t = 1.0
            e.motion.setPosition(Double(page), animated: false, time: t)
            settle(&e, from: &t)
            _ = e.plan(now: t)
            if e.wantsPreload { _ = e.preloadPlan() }
            for (pooled, spare) in (spares + [nil]).enumerated() {
                e.notePooled(pooled)
                #expect(e.spareSlot == spare, "page \(page), \(pooled) pooled: window \(e.recycler.loaded)")
            }
        }
        var three = makeEngine(count: 3)
        three.motion.setPosition(1, animated: false, time: 1)
        _ = three.plan(now: 1)
        #expect(three.spareSlot == nil, "every item is loaded")
    }

    /// Counts 0…8, wrapping or not, 1–2 items a page, resting on every
    /// page, then dragged and settled: at rest with the window loaded and
    /// the pool empty, the spare slot is beside the window and holds an
    /// item not already in it; none while pressed, moving, or once a page
    /// is pooled.
    @Test("a spare page is made at rest for the slot a drag loads first")
    func spareSlot() {
        for count in 0...8 {
            for wrap in [false, true] {
                for perPage in 1...2 {
                    var c = LayoutConfiguration()
                    c.wrap = wrap
                    c.itemsPerPage = perPage
                    let pages = max(1, makeEngine(count: count, configuration: c).layout.numberOfPages)
                    for page in 0..<pages {
                        var e = makeEngine(count: count, configuration: c)
                        var t = 1.0
                        e.motion.setPosition(Double(page), animated: false, time: t)
                        settle(&e, from: &t)
                        _ = e.plan(now: t)
                        if e.wantsPreload { _ = e.preloadPlan() }
                        e.notePooled(0)
                        let label = "count \(count) wrap \(wrap) per page \(perPage) page \(page)"
                        Self.checkSpare(e, label)
                        e.press(x: 400, y: 300, time: t)
                        #expect(e.spareSlot == nil, "\(label): not while pressed")
                        t += 0.1
                        e.drag(x: 300, y: 300, time: t)
                        _ = e.plan(now: t)
                        #expect(e.spareSlot == nil, "\(label): not while moving")
                        e.release(selectable: false, time: t)
                        settle(&e, from: &t)
                        _ = e.plan(now: t)
                        if e.wantsPreload { _ = e.preloadPlan() }
                        e.notePooled(0)
                        #expect(!e.keepsPagesAhead)
                        Self.checkSpare(e, "\(label), dragged and settled")
                    }
                }
            }
        }
    }

    @Test("scrubbed across a million pages the preload waits; once the nub stops it goes ahead")
    func scrubWaits() {
        var e = makeEngine(count: 1_000_000)
        var t = 0.0
        e.motion.scrubBegin(time: t)
        for k in 1...10 {
            t += 1.0 / 60
            e.motion.scrub(to: Double(k) * 8_000, time: t)
            _ = e.plan(now: t)
            #expect(e.wantsPreload, "only the page in view is loaded at \(e.motion.position)")
            #expect(e.preloadWaits, "8,000 pages a frame: the neighbours would be gone by the next")
            #expect(e.recycler.loaded.count <= 2)
        }
        t += 1.0 / 60
        e.motion.scrub(to: 80_000.4, time: t)
        _ = e.plan(now: t)
        #expect(!e.preloadWaits, "under a page a frame")
        _ = e.preloadPlan()
        #expect(e.recycler.loaded == e.loadTarget && e.loadTarget.count == 4, "two pages in view and one each side")
    }

    @Test("while the pages pass more than a page a frame the strip shows only the current title; slower, every title in view")
    func stripWhileFast() {
        var e = makeEngine(count: 1_000_000)
        var scene = ChromeScene()
        var t = 0.0
        e.motion.scrubBegin(time: t)
        for k in 1...6 {
            t += 1.0 / 60
            e.motion.scrub(to: Double(k) * 8_000 + 0.3, time: t)
            _ = e.plan(now: t)
            e.chromeScene(into: &scene, now: t)
            #expect(scene.titles.count == 1 && scene.titles[0].isSelected, "\(scene.titles)")
            #expect(scene.titles.first?.page == e.motion.currentPage)
        }
        // Held still: no more plans; after the patience every title shows again.
        e.chromeScene(into: &scene, now: t + PagerEngine.preloadPatience * 2)
        #expect(!scene.onlySelectedTitle && scene.titles.count > 3, "a held nub shows the strip whole")
        e.chromeScene(into: &scene, now: t)
        #expect(scene.onlySelectedTitle)
        for step in [0.4, 0.05] {
            t += 1.0 / 60
            e.motion.scrub(to: e.motion.position + step, time: t)
            _ = e.plan(now: t)
            e.chromeScene(into: &scene, now: t)
            #expect(scene.titles.count > 3, "a step of \(step) page: every title in view")
        }
    }

    @Test("with preloading between frames off, every plan loads the whole window")
    func off() {
        var e = makeEngine(count: 20)
        e.preloadsBetweenFrames = false
        var t = 0.0
        e.press(x: 700, y: 300, time: t)
        for k in 1...30 {
            t += 1.0 / 60
            e.drag(x: 700 - Double(k) * 20, y: 300, time: t)
            _ = e.plan(now: t)
            #expect(e.recycler.loaded == e.loadTarget)
            #expect(!e.wantsPreload)
        }
    }
}

import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Work the pager does between frames, in the idle after a frame is drawn:
/// preloading the pages beside the view while the pages move, and
/// preparing the titles beside the strip.
@MainActor
final class BetweenFramesChecks: WidgetChecks {
    var pager: Pager?
    var source: LabelSource?

    func make(count: Int) -> Pager {
        let p = Pager()
        let s = LabelSource(count: count, watch: watch)
        watch.watch(p.widget, "pager")
        p.dataSource = s
        window = GTKTest.window(with: p.widget)
        pager = p
        source = s
        GTKTest.pump(0.1)
        return p
    }

    /// A pager of `count` label pages titled "Title N", shown; the titles
    /// asked for are noted in `asked`.
    func makeTitled(count: Int, asked: TitleRequests) -> Pager {
        let p = Pager()
        watch.watch(p.widget, "pager")
        p.setItems(count: count, view: { index, reusing in
            let l = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(l), "Page \(index)")
            return l
        }, title: { index in
            asked.items.append(index)
            return .text("Title \(index)")
        })
        window = GTKTest.window(with: p.widget)
        pager = p
        GTKTest.pump(0.1)
        return p
    }

    override func finish(file: StaticString, line: UInt) {
        pager = nil
        source = nil
        super.finish(file: file, line: line)
    }

    func loadedSlots(_ p: Pager) -> [Int] { p.host.loaded.keys.sorted() }

    /// Presses the nub where it rests; where it was pressed (nil, with a
    /// failure recorded, when the pager shows no nub).
    func pressNub(_ p: Pager) -> (x: Double, y: Double)? {
        guard let f = p.engine.nubFraction else {
            XCTFail("a million pages show the nub")
            return nil
        }
        let nub = p.engine.chromeLayout.nubRect(fraction: f)
        let at = (x: nub.x + nub.width / 2, y: nub.y + nub.height / 2)
        // The pointer comes to the nub first, which shows it.
        p.loop.pointerMoved(x: at.x, y: at.y)
        p.loop.dragBegin(x: at.x, y: at.y)
        return at
    }

    func testDraggingLoadsThePageComingIntoViewAndPreloadsItsNeighbourAfterTheFrame() {
        let p = make(count: 20)
        XCTAssertEqual(loadedSlots(p), [0, 1], "at rest: the page and its neighbour")
        var x = 700.0
        p.loop.dragBegin(x: x, y: 300)
        // Past page 1: page 2 comes into view, page 3 is the one to preload.
        for _ in 0..<20 {
            x -= 45
            _ = p.loop.dragUpdate(x: x, y: 300)
        }
        let span = p.engine.shownSlots
        XCTAssertEqual(span.lower, 1, "\(p.position)")
        XCTAssertEqual(loadedSlots(p), Array(0...2), "in the frame: the pages in view and those kept, nothing new beyond (\(p.position))")
        XCTAssertTrue(p.engine.wantsPreload)
        GTKTest.pump(0.05)
        XCTAssertEqual(loadedSlots(p), Array(0...3), "after the frame: page 3 preloaded")
        XCTAssertFalse(p.engine.wantsPreload)
        // The preloaded page is measured, allocated, mapped ahead of view
        // and drawn into its cache already, and out of the accessible tree,
        // so the frame that scrolls it in only moves and composites it.
        let third = p.host.loaded[3]!
        XCTAssertEqual(gtk_widget_get_allocated_width(third), gtk_widget_get_allocated_width(p.host.loaded[2]!))
        XCTAssertNotEqual(gtk_widget_get_mapped(third), 0)
        XCTAssertNotEqual(sliding_pages_pager_child_is_cached(p.gobject, third), 0, "drawn ahead")
        XCTAssertFalse(GTKTest.reachesAccessible(from: p.widget, third))
        XCTAssertFalse(p.visibleItemViews.contains(third))
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        GTKTest.pump(0.05)
        XCTAssertEqual(Set(loadedSlots(p)), Set(p.engine.loadTarget.lower..<p.engine.loadTarget.upper), "at rest the window is whole")
    }

    /// At rest, once the window is loaded, spare pages wait in the pool,
    /// made for the items a drag loads next and realized between frames, so
    /// the first drag makes no widget; a source that gives no spare is not
    /// asked again for it.
    func testASpareWaitsInThePoolForTheFirstDrag() {
        let p = make(count: 20)
        // On the first page a drag past the next loads two more slots.
        XCTAssertTrue(GTKTest.pump(until: { p.pooledViewCount == 2 }, timeout: 2), "spares are pooled at rest")
        XCTAssertEqual(loadedSlots(p), [0, 1], "the window is unchanged")
        XCTAssertEqual(source!.requests.suffix(2).map(\.index), [2, 3], "made for the items after the window: \(source!.requests)")
        for spare in p.pooledPages {
            XCTAssertTrue(GTKTest.pump(until: { gtk_widget_get_realized(spare) != 0 }, timeout: 2), "realized between frames")
            XCTAssertEqual(gtk_widget_get_mapped(spare), 0, "not mapped")
            XCTAssertFalse(GTKTest.reachesAccessible(from: p.widget, spare))
        }
        let made = source!.made
        var x = 700.0
        p.loop.dragBegin(x: x, y: 300)
        for _ in 0..<36 {
            x -= 30
            _ = p.loop.dragUpdate(x: x, y: 300)
            GTKTest.pump(0.01)
        }
        XCTAssertGreaterThan(p.position, 1, "dragged past page 1")
        XCTAssertEqual(source!.made, made, "the drag made no page: it took the spare")
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        XCTAssertTrue(GTKTest.pump(until: { p.pooledViewCount >= 1 }, timeout: 2), "a spare again at rest")
        XCTAssertLessThanOrEqual(p.liveChildCount, 4)

        // A source that gives nothing for the spare's item is asked once.
        let q = Pager()
        watch.watch(q.widget, "pager without spares")
        var asked: [Int] = []
        q.setItems(count: 10, view: { index, reusing in
            asked.append(index)
            guard index < 2 else { return nil }
            let l = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(l), "Page \(index)")
            return l
        })
        let other = GTKTest.window(with: q.widget)
        GTKTest.pump(0.3)
        XCTAssertEqual(asked.filter { $0 == 2 }.count, 1, "the spare's item asked once: \(asked)")
        XCTAssertEqual(q.pooledViewCount, 0)
        gtk_widget_destroy(other)
        GTKTest.pump(0.05)
    }

    /// A page that leaves the window in a drag's frame stays mapped (out of
    /// sight, out of the accessible tree) until the preload after the frame
    /// unmaps it or gives it the item coming in next: unmapping a page
    /// walks all its widgets, which made the frame that crossed a page the
    /// slowest of a drag.
    func testAPageLeavingInADragIsUnmappedBetweenFrames() {
        let p = make(count: 20)
        p.scroll(toPage: 5, duration: 0)
        GTKTest.pump(0.2)
        var x = 700.0
        p.loop.dragBegin(x: x, y: 300)
        var checked = false
        for _ in 0..<40 where !checked {
            let before = Dictionary(uniqueKeysWithValues: p.host.loaded.map { ($0.key, $0.value) })
            x -= 25
            _ = p.loop.dragUpdate(x: x, y: 300)
            // The frame's plan unloads a page: it is pooled, still mapped.
            for (slot, w) in before where p.host.loaded[slot] != w && p.host.pool.contains(w) {
                XCTAssertNotEqual(gtk_widget_get_mapped(w), 0, "slot \(slot) left in the frame, still mapped")
                XCTAssertFalse(GTKTest.reachesAccessible(from: p.widget, w))
                XCTAssertFalse(p.visibleItemViews.contains(w))
                GTKTest.pump(0.02)
                let reused = p.host.loaded.values.contains(w)
                XCTAssertTrue(reused || gtk_widget_get_mapped(w) == 0, "after the frame: reused or unmapped")
                for v in p.pooledPages { XCTAssertEqual(gtk_widget_get_mapped(v), 0, "no pooled page stays mapped") }
                checked = true
            }
            GTKTest.pump(0.01)
        }
        XCTAssertTrue(checked, "a drag across a page unloaded one (at \(p.position))")
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        GTKTest.pump(0.05)
        for v in p.pooledPages { XCTAssertEqual(gtk_widget_get_mapped(v), 0) }

        // A page in view turned ahead while mapped (as a page a drag's
        // frame pools from view is) has its window moved out of the pager's
        // area at once: its widgets' windows would take the pointer there.
        guard let page = p.visibleItemViews.first, let win = gtk_widget_get_parent_window(page) else { return XCTFail("a page in view") }
        p.loop.dragBegin(x: 400, y: 300)
        sliding_pages_pager_show_page(p.gobject, page, SP_PAGE_AHEAD)
        var wx: gint = 0, wy: gint = 0
        gdk_window_get_position(win, &wx, &wy)
        XCTAssertNotEqual(gtk_widget_get_mapped(page), 0)
        XCTAssertTrue(wx + gdk_window_get_width(win) <= 0 || wy + gdk_window_get_height(win) <= 0,
                      "the page's window at \(wx),\(wy) lies outside the pager")
        sliding_pages_pager_show_page(p.gobject, page, SP_PAGE_SHOWN)
        gtk_widget_queue_allocate(p.widget)
        GTKTest.pump(0.05)
        gdk_window_get_position(win, &wx, &wy)
        XCTAssertEqual(wx, 0, "shown again, back in place")
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(0.2)
    }

    /// At rest the page beside the view is not mapped. Pressed, it is mapped
    /// ahead and drawn, with its window outside the pager's; one the
    /// app changes out of view is drawn again after the frame that laid it
    /// out, before it scrolls in, and out of view it is never painted. Let
    /// go, it is unmapped again.
    func testAPageAheadIsDrawnBeforeItScrollsInAndAgainWhenItChanges() {
        let p = make(count: 20)
        let next = p.host.loaded[1]!
        XCTAssertEqual(gtk_widget_get_mapped(next), 0, "at rest the neighbour is not mapped")
        p.loop.dragBegin(x: 400, y: 300)
        XCTAssertTrue(GTKTest.pump(until: { gtk_widget_get_mapped(next) != 0 }, timeout: 2), "pressed, the neighbour is mapped ahead")
        XCTAssertTrue(GTKTest.pump(until: { sliding_pages_pager_child_is_cached(p.gobject, next) != 0 }, timeout: 2), "and drawn")
        XCTAssertFalse(GTKTest.accessibleChildren(p.widget).contains(gtk_widget_get_accessible(next)))
        var origin = (x: gint(0), y: gint(0))
        let pageWindow = gtk_widget_get_parent_window(next)
        gdk_window_get_position(pageWindow, &origin.x, &origin.y)
        let size = (w: gdk_window_get_width(pageWindow), h: gdk_window_get_height(pageWindow))
        let pager = (w: gtk_widget_get_allocated_width(p.widget), h: gtk_widget_get_allocated_height(p.widget))
        let outside = origin.x + size.w <= 0 || origin.y + size.h <= 0 || origin.x >= pager.w || origin.y >= pager.h
        XCTAssertTrue(outside, "its window lies wholly outside the pager's (\(origin), \(size), pager \(pager))")
        gtk_label_set_text(sp_label(next), "Changed out of view")
        XCTAssertEqual(sliding_pages_pager_child_is_cached(p.gobject, next), 0, "the change reached its cache")
        XCTAssertTrue(GTKTest.pump(until: { sliding_pages_pager_child_is_cached(p.gobject, next) != 0 }, timeout: 2), "drawn again between frames")
        // Dragged in, it is the same widget, in view and listed.
        var x = 400.0
        for _ in 0..<10 {
            x -= 30
            _ = p.loop.dragUpdate(x: x, y: 300)
            GTKTest.pump(0.02)
        }
        XCTAssertTrue(p.visibleItemViews.contains(next))
        XCTAssertTrue(GTKTest.accessibleChildren(p.widget).contains(gtk_widget_get_accessible(next)))
        XCTAssertEqual(String(cString: gtk_label_get_text(sp_label(next))), "Changed out of view")
        p.loop.dragEnd(selectable: true)
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        let current = p.visibleItemViews
        XCTAssertTrue(GTKTest.pump(until: {
            p.host.loaded.values.allSatisfy { gtk_widget_get_mapped($0) == 0 || current.contains($0) }
        }, timeout: 2), "at rest again, only the page in view is mapped")
    }

    /// Dragged across recycled pages, each page that scrolls in shows its
    /// own colour from the first frame: a page drawn ahead of view, whose
    /// window still lay where it last was, is drawn where its window is.
    func testPagesDrawnAheadShowTheirContentWhenTheyScrollIn() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        p.setItems(count: 12, view: { i, r in ColourPages.page(i, reusing: r) }, title: { .text("Colour \($0)") })
        window = GTKTest.window(with: p.widget)
        pager = p
        GTKTest.pump(0.1)
        p.loop.dragBegin(x: 700, y: 300)
        var x = 700.0
        var checked = 0
        for step in 1...120 {
            x -= 20
            _ = p.loop.dragUpdate(x: x, y: 300)
            // Between frames: the preload and the pages ahead are drawn.
            GTKTest.pump(0.03)
            guard step % 5 == 0 else { continue }
            let views = p.visibleItemViews
            let shot = Snapshot(p.widget, name: "ahead-\(step)")
            let area = p.engine.chromeLayout.pageArea
            for (slot, w) in p.host.loaded where views.contains(w) {
                guard let item = p.engine.layout.item(atSlot: slot) else { continue }
                // The page's middle column, where it shows in the pager.
                let place = p.engine.layout.frame(ofSlot: slot, at: p.engine.motion.position)
                let mx = Int(area.x + place.x + place.width / 2), my = Int(area.y + area.height / 2)
                guard mx >= 0 && mx < shot.width else { continue }
                XCTAssertTrue(near(shot.rgb(mx, my), ColourPages.rgb(item)), "step \(step): item \(item) at x \(mx) shows \(shot.rgb(mx, my))")
                checked += 1
            }
        }
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(0.2)
        XCTAssertGreaterThanOrEqual(checked, 24)
    }

    /// With several items a page the window holds three pages' worth: only
    /// the items within two of the view are mapped ahead, the rest wait
    /// unmapped, and none of them is an accessible child.
    func testOnlyTheItemsNearTheViewAreMappedAhead() {
        let p = make(count: 40)
        p.itemsPerPage = 4
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.05)
        p.loop.dragBegin(x: 400, y: 300)
        let span = p.engine.shownSlots
        XCTAssertEqual(span.count, 4)
        XCTAssertTrue(GTKTest.pump(until: {
            p.host.loaded.contains { span.lower - $0.key == 1 && gtk_widget_get_mapped($0.value) != 0 }
        }, timeout: 2), "the item just before the view is mapped ahead")
        XCTAssertGreaterThan(p.host.loaded.count, span.count + 4, "the window holds more than the view and two either side")
        let children = GTKTest.accessibleChildren(p.widget)
        for (slot, w) in p.host.loaded {
            let mapped = gtk_widget_get_mapped(w) != 0
            let near = slot >= span.lower - 2 && slot < span.upper + 2
            XCTAssertEqual(mapped, near, "slot \(slot) mapped \(mapped), view \(span)")
            XCTAssertEqual(children.contains(gtk_widget_get_accessible(w)), span.contains(slot), "slot \(slot) listed")
        }
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(0.1)
    }

    func testAFarScrubPreloadsOnlyOnceTheNubStops() {
        let p = make(count: 1_000_000)
        guard let at = pressNub(p) else { return }
        let y = at.y
        var x = at.x
        var asked = source!.requests.count
        for step in 1...12 {
            x += 6
            _ = p.loop.dragUpdate(x: x, y: y)
            XCTAssertTrue(p.engine.preloadWaits, "step \(step): thousands of pages a frame (\(p.position))")
            XCTAssertLessThanOrEqual(loadedSlots(p).count, 2, "step \(step): only the pages in view load")
            // Each step's pages were asked for, and nothing beside them.
            XCTAssertLessThanOrEqual(source!.requests.count - asked, 2)
            asked = source!.requests.count
            GTKTest.pump(0.01)
        }
        // Held still: no more frames; the preload goes ahead, and the strip
        // is painted whole again.
        GTKTest.pump(PagerEngine.preloadPatience * 3)
        XCTAssertFalse(p.renderer.scene.onlySelectedTitle)
        var scene = p.renderer.scene
        scene.fillTitles()
        XCTAssertGreaterThan(scene.titles.count, 1)
        XCTAssertEqual(Set(loadedSlots(p)), Set(p.engine.loadTarget.lower..<p.engine.loadTarget.upper), "preloaded once the nub stopped")
        XCTAssertGreaterThanOrEqual(loadedSlots(p).count, 3)
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(0.2)
    }

    func testTheTitlesBesideTheStripAreReadyBeforeAJumpShowsThem() {
        let asked = TitleRequests()
        let p = makeTitled(count: 1_000, asked: asked)
        let span = p.renderer.scene.titleSpan
        XCTAssertFalse(span.isEmpty, "the strip shows titles")
        let besides = p.engine.titlesBeside(span)
        let beside = [besides.after, besides.before].compactMap { $0 }
        XCTAssertFalse(beside.isEmpty)
        for item in beside.map(\.item) {
            XCTAssertTrue(p.renderer.hasTitleLayout(item: item), "item \(item) laid out between frames")
            XCTAssertTrue(p.renderer.sprites.hasMask(item: item, scale: Int(gtk_widget_get_scale_factor(p.widget))), "item \(item)'s mask rendered")
        }
        // A page on: the title that comes in was ready; the next is prepared.
        p.scroll(toPage: 1, duration: 0)
        GTKTest.pump(0.1)
        let nexts = p.engine.titlesBeside(p.renderer.scene.titleSpan)
        let next = [nexts.after, nexts.before].compactMap { $0 }
        XCTAssertTrue(next.allSatisfy { p.renderer.hasTitleLayout(item: $0.item) })
        XCTAssertNotEqual(next.map(\.item), beside.map(\.item))
        XCTAssertTrue(next.allSatisfy { asked.items.contains($0.item) }, "asked for between frames: \(asked.items)")
    }

    /// While the nub carries the pages thousands at a time, the titles
    /// beside the strip are not prepared (the next frame lands elsewhere);
    /// once it is held still, they are.
    func testAFarScrubPreparesTheTitlesBesideOnlyOnceTheNubStops() {
        let asked = TitleRequests()
        let p = makeTitled(count: 1_000_000, asked: asked)
        guard let at = pressNub(p) else { return }
        let y = at.y
        var x = at.x
        func beside() -> [Int] {
            let b = p.engine.titlesBeside(p.renderer.scene.titleSpan)
            return [b.after, b.before].compactMap { $0?.item }
        }
        for step in 1...8 {
            x += 6
            _ = p.loop.dragUpdate(x: x, y: y)
            GTKTest.pump(0.01)
            XCTAssertTrue(p.renderer.scene.onlySelectedTitle, "step \(step): passing fast")
            XCTAssertFalse(beside().isEmpty)
            for item in beside() {
                XCTAssertFalse(p.renderer.hasTitleLayout(item: item), "step \(step): item \(item) beside is not laid out")
                XCTAssertFalse(asked.items.contains(item), "step \(step): item \(item)'s title was not asked for")
            }
        }
        GTKTest.pump(PagerEngine.preloadPatience * 3)
        XCTAssertFalse(p.renderer.scene.onlySelectedTitle)
        for item in beside() {
            XCTAssertTrue(p.renderer.hasTitleLayout(item: item), "held still: item \(item) beside is laid out")
        }
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(0.2)
    }

    func testDestroyedWithWorkPendingBetweenFrames() {
        let p = make(count: 50)
        var x = 700.0
        p.loop.dragBegin(x: x, y: 300)
        for _ in 0..<12 {
            x -= 45
            _ = p.loop.dragUpdate(x: x, y: 300)
        }
        XCTAssertTrue(p.engine.wantsPreload)
        gtk_widget_queue_draw(p.widget)
        // Gone before the idle runs: the preload and the title preparation are dropped.
        gtk_widget_destroy(window!)
        window = nil
        GTKTest.pump(0.2)
        XCTAssertFalse(p.isAlive)
    }

    /// The callbacks GLib holds reach the pager through one box, not a
    /// weak reference; disposing the widget empties the box, and the
    /// pager is freed once the app lets go of it.
    func testCallbacksLetGoOfThePagerWhenItIsDisposed() {
        var p: Pager? = make(count: 50)
        let box = p!.callbackBox
        XCTAssertTrue(box.pager === p)
        var x = 700.0
        p!.loop.dragBegin(x: x, y: 300)
        for _ in 0..<6 {
            x -= 45
            _ = p!.loop.dragUpdate(x: x, y: 300)
        }
        p!.loop.dragEnd(selectable: false)
        XCTAssertTrue(p!.driver.tickID != 0 || p!.driver.preloadID != 0, "a tick or an idle holds the box")
        weak var freed = p
        gtk_widget_destroy(window!)
        window = nil
        XCTAssertNil(box.pager, "disposed: the callbacks find no pager")
        pager = nil
        source = nil
        p = nil
        GTKTest.pump(0.2)
        XCTAssertNil(freed, "the pager was freed")
    }

    func testATitleCallThatDestroysThePagerWhileTitlesArePrepared() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        var destroyed = false
        p.setItems(count: 200, view: { index, reusing in
            let l = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(l), "Page \(index)")
            return l
        }, title: { [unowned self] index in
            // The strip shows pages 0-3 at rest; 4 on is asked between frames.
            if index >= 6, !destroyed, let w = self.window {
                destroyed = true
                gtk_widget_destroy(w)
                self.window = nil
            }
            return .text("Title \(index)")
        })
        window = GTKTest.window(with: p.widget)
        pager = p
        GTKTest.pump(0.1)
        p.scroll(toPage: 4, duration: 0)
        GTKTest.pump(0.2)
        XCTAssertTrue(destroyed, "a title beyond the strip was asked for")
        XCTAssertFalse(p.isAlive)
    }
}

final class BetweenFramesTests: XCTestCase {
    func testDraggingLoadsThePageComingIntoViewAndPreloadsItsNeighbourAfterTheFrame() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testDraggingLoadsThePageComingIntoViewAndPreloadsItsNeighbourAfterTheFrame() }
    }
    func testAPageAheadIsDrawnBeforeItScrollsInAndAgainWhenItChanges() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testAPageAheadIsDrawnBeforeItScrollsInAndAgainWhenItChanges() }
    }
    func testPagesDrawnAheadShowTheirContentWhenTheyScrollIn() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testPagesDrawnAheadShowTheirContentWhenTheyScrollIn() }
    }
    func testOnlyTheItemsNearTheViewAreMappedAhead() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testOnlyTheItemsNearTheViewAreMappedAhead() }
    }
    func testAFarScrubPreloadsOnlyOnceTheNubStops() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testAFarScrubPreloadsOnlyOnceTheNubStops() }
    }
    func testASpareWaitsInThePoolForTheFirstDrag() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testASpareWaitsInThePoolForTheFirstDrag() }
    }
    func testAPageLeavingInADragIsUnmappedBetweenFrames() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testAPageLeavingInADragIsUnmappedBetweenFrames() }
    }
    func testAFarScrubPreparesTheTitlesBesideOnlyOnceTheNubStops() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testAFarScrubPreparesTheTitlesBesideOnlyOnceTheNubStops() }
    }
    func testTheTitlesBesideTheStripAreReadyBeforeAJumpShowsThem() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testTheTitlesBesideTheStripAreReadyBeforeAJumpShowsThem() }
    }
    func testDestroyedWithWorkPendingBetweenFrames() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testDestroyedWithWorkPendingBetweenFrames() }
    }
    func testCallbacksLetGoOfThePagerWhenItIsDisposed() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testCallbacksLetGoOfThePagerWhenItIsDisposed() }
    }
    func testATitleCallThatDestroysThePagerWhileTitlesArePrepared() throws {
        try runChecks(BetweenFramesChecks.self) { $0.testATitleCallThatDestroysThePagerWhileTitlesArePrepared() }
    }
}

/// The items whose titles a source was asked for, in order.
@MainActor
final class TitleRequests {
    var items: [Int] = []
}

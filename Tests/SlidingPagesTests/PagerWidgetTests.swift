import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Checks of the real widget in a real window, driven with real X input (XTest) and
/// checked for position, events, live children, recycling and leaks.
@MainActor
final class PagerWidgetChecks: WidgetChecks {
    var pager: Pager?
    var source: LabelSource?
    var recorder: EventRecorder?
    weak var weakPager: Pager?
    weak var weakSource: LabelSource?
    var unboundedSource: NumberedPages?
    /// What should-select-item handlers were asked, in order.
    nonisolated(unsafe) static var asked: [String] = []


    /// A window with a pager of `count` label pages.
    func make(count: Int, configure: (Pager) -> Void = { _ in }) -> Pager {
        let p = Pager()
        let s = LabelSource(count: count, watch: watch)
        let r = EventRecorder()
        watch.watch(p.widget, "pager")
        configure(p)
        p.delegate = r
        p.dataSource = s
        window = GTKTest.window(with: p.widget)
        pager = p
        source = s
        recorder = r
        weakPager = p
        weakSource = s
        return p
    }

    /// Destroys the window and checks that every GObject and Swift object
    /// the test made is gone.
    override func finish(file: StaticString, line: UInt) {
        pager = nil
        source = nil
        recorder = nil
        unboundedSource = nil
        super.finish(file: file, line: line)
        XCTAssertNil(weakPager, "the Pager was not released", file: file, line: line)
        XCTAssertNil(weakSource, "the data source was not released", file: file, line: line)
    }

    func settle(_ p: Pager) {
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        GTKTest.pump(0.05)
    }

    func testShowsTheFirstPageAndOnlyLoadsNeighbours() {
        let p = make(count: 10)
        XCTAssertEqual(p.numberOfItems, 10)
        XCTAssertEqual(p.currentItemIndex, 0)
        XCTAssertEqual(p.indexesForVisibleItems, [0])
        // Page 0 and one preloaded page after it.
        XCTAssertEqual(p.liveChildCount, 2)
        // Below the 50 px title strip.
        XCTAssertEqual(GTKTest.frame(of: p.visibleItemViews[0], in: p.widget), [0, 50, 800, 550])
    }

    func testDragToTheNextPage() {
        let p = make(count: 10)
        GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.4, steps: 16)
        settle(p)
        XCTAssertEqual(p.position, 1)
        XCTAssertEqual(p.currentPage, 1)
        let m = recorder!.milestones
        XCTAssertEqual(m.first, "willBeginDragging")
        XCTAssertTrue(m.contains("didEndDragging true"), "\(m)")
        XCTAssertEqual(Array(m.suffix(2)), ["didEndDecelerating", "settled 1"])
        XCTAssertTrue(recorder!.events.contains("current 1"))
        XCTAssertTrue(recorder!.selected.isEmpty, "a drag is not a click")
    }

    func testFlingAndKeysAndWheel() {
        let p = make(count: 10)
        // A quick short flick.
        GTKTest.drag(p.widget, from: (500, 300), to: (380, 300), duration: 0.06, steps: 4)
        settle(p)
        XCTAssertEqual(p.position, 1)
        // Keys.
        gtk_widget_grab_focus(p.widget)
        GTKTest.key("Right")
        settle(p)
        XCTAssertEqual(p.position, 2)
        GTKTest.key("End")
        settle(p)
        XCTAssertEqual(p.position, 9)
        GTKTest.key("Home")
        settle(p)
        XCTAssertEqual(p.position, 0)
        // Wheel: two spaced notches move two pages.
        GTKTest.wheel(p.widget, forward: true)
        GTKTest.pump(0.3)
        GTKTest.wheel(p.widget, forward: true)
        settle(p)
        XCTAssertEqual(p.position, 2)
        let settledPages = recorder!.events.filter { $0.hasPrefix("settled") }
        XCTAssertEqual(settledPages, ["settled 1", "settled 2", "settled 9", "settled 0", "settled 1", "settled 2"])
    }

    func testTouchpadSmoothScroll() {
        let p = make(count: 10)
        // The touchpad path below the C classification (Xvfb has no touchpad).
        for _ in 0..<10 {
            XCTAssertTrue(p.loop.scrollEvent(touchpad: true, dx: 15, dy: 1, isStop: false))
            GTKTest.pump(0.01)
        }
        XCTAssertTrue(p.isDragging)
        XCTAssertTrue(p.loop.scrollEvent(touchpad: true, dx: 0, dy: 0, isStop: true))
        settle(p)
        XCTAssertEqual(p.position, 1)
        // Mostly vertical: left for whatever scrolls vertically.
        XCTAssertFalse(p.loop.scrollEvent(touchpad: true, dx: 1, dy: 20, isStop: false))
        XCTAssertFalse(p.loop.scrollEvent(touchpad: true, dx: 0, dy: 0, isStop: true))
    }

    func testClickSelectsButAButtonInsideAPageKeepsItsClick() {
        let p = Pager()
        let r = EventRecorder()
        var clicks = 0
        watch.watch(p.widget, "pager")
        p.delegate = r
        p.setItems(count: 5) { [watch] index, reusing in
            reusing ?? buttonPage(index, watch: watch) { clicks += 1 }
        }
        window = GTKTest.window(with: p.widget)
        pager = p
        weakPager = p
        // The button sits in the middle of the page.
        GTKTest.click(p.widget, 400, 300)
        XCTAssertEqual(clicks, 1)
        XCTAssertEqual(r.selected, [])
        // The page around it selects.
        GTKTest.click(p.widget, 100, 100)
        XCTAssertEqual(r.selected, [0])
        // A refused selection does not select.
        r.refuseSelection = true
        GTKTest.click(p.widget, 100, 100)
        XCTAssertEqual(r.selected, [0])
        r.refuseSelection = false
        // should-select-item is a veto: a handler's FALSE refuses even after
        // another handler's TRUE.
        PagerWidgetChecks.asked = []
        let yes = sp_connect_int_bool_signal(p.widget, "should-select-item", { _, index, _ in
            PagerWidgetChecks.asked.append("yes \(index)")
            return 1
        }, nil, nil)
        let no = sp_connect_int_bool_signal(p.widget, "should-select-item", { _, index, _ in
            PagerWidgetChecks.asked.append("no \(index)")
            return 0
        }, nil, nil)
        GTKTest.click(p.widget, 100, 100)
        XCTAssertEqual(PagerWidgetChecks.asked, ["yes 0", "no 0"])
        XCTAssertEqual(r.selected, [0])
        g_signal_handler_disconnect(p.widget, no)
        GTKTest.click(p.widget, 100, 100)
        XCTAssertEqual(r.selected, [0, 0])
        g_signal_handler_disconnect(p.widget, yes)
        // A drag that starts on the button scrolls the pager and does not click it.
        GTKTest.drag(p.widget, from: (450, 300), to: (100, 300), duration: 0.3)
        settle(p)
        XCTAssertEqual(p.position, 1)
        XCTAssertEqual(clicks, 1)
    }

    func testPagesAreRecycled() {
        let p = make(count: 50)
        for k in 1...6 {
            p.scroll(toPage: k, duration: 0.1)
            settle(p)
        }
        XCTAssertEqual(p.position, 6)
        let s = source!
        XCTAssertTrue(s.requests.contains { $0.reused }, "the data source never saw a reusing view")
        XCTAssertLessThanOrEqual(s.made, 4, "\(s.requests)")
        XCTAssertEqual(p.liveChildCount, 3)
        checkOnlyLoadedPagesMapped(p)
        // A jump far away recycles every page at once; one back reuses one.
        p.scroll(toPage: 30, duration: 0)
        GTKTest.pump(0.05)
        checkOnlyLoadedPagesMapped(p)
        p.scroll(toPage: 29, duration: 0)
        GTKTest.pump(0.05)
        checkOnlyLoadedPagesMapped(p)
        let shown = p.visibleItemViews.first.map { String(cString: gtk_label_get_text(sp_label($0))) }
        XCTAssertEqual(shown, "Page 29")
    }

    /// Pooled pages stay children but are unmapped; of the loaded ones,
    /// those in view are mapped and among the pager's accessible children,
    /// and the preloaded ones are not among them (mapped ahead between
    /// frames, or not yet): nothing off screen shows to accessibility.
    func checkOnlyLoadedPagesMapped(_ p: Pager, file: StaticString = #filePath, line: UInt = #line) {
        let loaded = Set(p.host.loaded.values)
        XCTAssertGreaterThan(p.pooledViewCount + loaded.count, loaded.count, "nothing pooled to check", file: file, line: line)
        for w in p.pooledPages {
            XCTAssertFalse(loaded.contains(w), file: file, line: line)
            XCTAssertEqual(gtk_widget_get_child_visible(w), 0, "a pooled page is child-visible", file: file, line: line)
            XCTAssertEqual(gtk_widget_get_mapped(w), 0, "a pooled page is mapped", file: file, line: line)
        }
        let inView = Set(p.visibleItemViews)
        XCTAssertFalse(inView.isEmpty, file: file, line: line)
        XCTAssertGreaterThan(loaded.count, inView.count, "nothing preloaded to check", file: file, line: line)
        let children = GTKTest.accessibleChildren(p.widget)
        for w in loaded {
            let listed = children.contains(gtk_widget_get_accessible(w))
            if inView.contains(w) {
                XCTAssertNotEqual(gtk_widget_get_mapped(w), 0, "a page in view is unmapped", file: file, line: line)
                XCTAssertTrue(listed, "a page in view is not an accessible child", file: file, line: line)
            } else {
                XCTAssertFalse(listed, "a preloaded page is an accessible child", file: file, line: line)
            }
        }
    }

    func testAMillionItemsKeepOnlyVisiblePlusPreload() {
        let p = make(count: 1_000_000)
        var maxLive = 0
        for page in stride(from: 0, to: 1_000, by: 1) {
            p.scroll(toPage: page * 997, duration: 0)
            if page % 25 == 0 { GTKTest.pump(0.005) }
            maxLive = max(maxLive, p.liveChildCount)
        }
        settle(p)
        XCTAssertEqual(p.currentPage, 999 * 997)
        // One visible page and one preloaded on each side.
        XCTAssertLessThanOrEqual(maxLive, 3)
        XCTAssertLessThanOrEqual(source!.made, 6)
    }

    func testResizeKeepsThePage() {
        let p = make(count: 10)
        p.scroll(toPage: 4, duration: 0)
        GTKTest.pump(0.05)
        gtk_window_resize(sp_window(window!), 500, 400)
        GTKTest.pump(until: { gtk_widget_get_allocated_width(p.widget) == 500 })
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 4)
        var f = GTKTest.frame(of: p.currentItemView!, in: p.widget)
        XCTAssertEqual([f[0], f[2]], [0, 500])
        p.orientation = .vertical
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 4)
        f = GTKTest.frame(of: p.currentItemView!, in: p.widget)
        XCTAssertEqual([f[1], f[3]], [50, gtk_widget_get_allocated_height(p.widget) - 50])
    }

    /// Options change what the pager asks for, never the size of a window
    /// the user gave it: pages 300 px wide, three or four a page, in an
    /// 800 × 600 window.
    func testOptionsNeverGrowTheWindow() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        p.setItems(count: 12) { [watch] index, reusing in
            if let reusing { return reusing }
            let l = gtk_label_new("Page \(index)")!
            gtk_widget_set_size_request(l, 300, 250)
            watch.watch(l, "page \(index)")
            return l
        }
        window = GTKTest.window(with: p.widget)
        pager = p
        weakPager = p
        let size = { [gtk_widget_get_allocated_width(self.window!), gtk_widget_get_allocated_height(self.window!)] }
        XCTAssertEqual(size(), [800, 600])
        for ipp in [2, 3, 4, 1] {
            p.itemsPerPage = ipp
            GTKTest.pump(0.15)
            XCTAssertEqual(size(), [800, 600], "items per page \(ipp)")
        }
        p.spacing = 48
        p.itemsPerPage = 3
        p.orientation = .vertical
        GTKTest.pump(0.15)
        XCTAssertEqual(size(), [800, 600], "vertical, three a page")
        XCTAssertEqual(p.itemsPerPage, 3)
    }

    func testProgrammaticMovesCompleteOrReportInterruption() {
        let p = make(count: 10)
        var results: [String] = []
        p.scroll(toPage: 8, duration: 0.5) { results.append("first \($0)") }
        GTKTest.pump(0.1)
        p.scroll(toPage: 3, duration: 0.2) { results.append("second \($0)") }
        settle(p)
        XCTAssertEqual(results, ["first false", "second true"])
        XCTAssertEqual(p.position, 3)
        p.setPosition(.nan, animated: true) { results.append("nan \($0)") }
        XCTAssertEqual(results.last, "nan false")
        XCTAssertEqual(p.position, 3)
    }

    func testInsertAndDeleteKeepTheCurrentPage() {
        let p = make(count: 10)
        p.scroll(toPage: 5, duration: 0)
        GTKTest.pump(0.05)
        let view = p.currentItemView
        source!.count = 12
        p.insertItems(at: 2, count: 2)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 7)
        XCTAssertEqual(p.currentItemView, view, "the page widget the user sees stays")
        source!.count = 11
        recorder!.events.removeAll()
        p.deleteItems(at: 7)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 7)
        XCTAssertEqual(p.numberOfItems, 11)
        // Another item now shows at index 7: delegates and signals hear of it.
        XCTAssertEqual(recorder!.events.filter { $0.hasPrefix("current") }, ["current 7"])
        XCTAssertNotEqual(p.currentItemView, view, "the deleted item's page is gone")
        // Animated: the inserted page grows and fades into place.
        source!.count = 12
        p.insertItems(at: 8, count: 1, animated: true)
        let inserted = p.itemView(at: 8)!
        // Placed for painting in the next frame's layout phase.
        GTKTest.pump(0.02)
        XCTAssertLessThan(p.paint(of: inserted)!.alpha, 0.5, "just inserted: nearly transparent")
        XCTAssertLessThan(p.paint(of: inserted)!.scale, 0.95)
        GTKTest.pump(0.45)
        XCTAssertEqual(p.paint(of: inserted)!.alpha, 1, "placed at full opacity once grown")
        XCTAssertEqual(p.paint(of: inserted)!.scale, 1)
        XCTAssertEqual(p.currentItemIndex, 7, "the current page stayed")
        source!.count = 11
        p.deleteItems(at: 8, count: 1, animated: true)
        GTKTest.pump(0.05)
        // A count that does not match is reloaded, with a warning, keeping the place.
        p.insertItems(at: 0, count: 1)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.numberOfItems, 11)
    }

    func testStaticChildren() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        for k in 0..<4 {
            let l = gtk_label_new("Static \(k)")!
            watch.watch(l, "static \(k)")
            gtk_container_add(sp_container(p.widget), l)
        }
        window = GTKTest.window(with: p.widget)
        pager = p
        weakPager = p
        XCTAssertEqual(p.numberOfItems, 4)
        XCTAssertEqual(p.liveChildCount, 4)  // static pages stay parented
        p.scroll(toPage: 3, duration: 0.1)
        settle(p)
        XCTAssertEqual(p.currentPage, 3)
        XCTAssertEqual(p.visibleItemViews.count, 1)
    }

    func testEmptyAndBadInputStayUsable() {
        let p = make(count: 0)
        XCTAssertNil(p.currentItemIndex)
        XCTAssertEqual(p.position, 0)
        p.scroll(toItem: 5)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.position, 0)
        source!.count = 3
        p.reloadData()
        GTKTest.pump(0.05)
        p.scroll(toItem: 99, duration: 0)
        XCTAssertEqual(p.currentItemIndex, 2)
        p.itemsPerPage = 0
        XCTAssertEqual(p.currentItemIndex, 2)
        p.itemsPerPage = 1
        GTKTest.drag(p.widget, from: (200, 300), to: (600, 300), duration: 0.3)
        settle(p)
        XCTAssertEqual(p.currentPage, 1)
    }

    /// A pager taken out of its window right after a move (the pages' new
    /// places still pending for the frame's layout phase) and put in
    /// another: the move is not lost, and scrolling there moves the pages.
    func testMovedToAnotherWindowMidScroll() {
        // Without paging, a fractional position stays where it is put.
        let p = make(count: 10) { $0.pagingEnabled = false }
        p.setPosition(2, animated: false)
        g_object_ref(object(p.widget))
        gtk_container_remove(sp_container(window!), p.widget)
        gtk_widget_destroy(window!)
        window = GTKTest.window(with: p.widget)
        g_object_unref(object(p.widget))
        XCTAssertEqual(p.currentPage, 2)
        guard let two = p.itemView(at: 2) else { return XCTFail("page 2 is not loaded") }
        XCTAssertEqual(GTKTest.frame(of: two, in: p.widget), [0, 50, 800, 550], "page 2 after the move")
        p.setPosition(2.5, animated: false)
        GTKTest.pump(0.05)
        XCTAssertEqual(GTKTest.frame(of: two, in: p.widget)[0], -400, "page 2 half a page on")
        guard let three = p.itemView(at: 3) else { return XCTFail("page 3 is not loaded") }
        XCTAssertEqual(GTKTest.frame(of: three, in: p.widget)[0], 400, "page 3 half in view")
        // An animated move there runs on the new window's frame clock.
        p.scroll(toPage: 3, duration: 0.2)
        settle(p)
        XCTAssertEqual(p.position, 3)
        XCTAssertEqual(GTKTest.frame(of: three, in: p.widget), [0, 50, 800, 550], "page 3 after the scroll")
    }
}

/// XCTest runs these on the main thread (GTK's thread). Test methods stay
/// non-isolated, since XCTest on Linux cannot call main-actor methods; each
/// one enters the main actor it is already on.
final class PagerWidgetTests: XCTestCase {
    func run(_ body: @MainActor (PagerWidgetChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(PagerWidgetChecks.self, file: file, line: line, body)
    }

    func testShowsTheFirstPageAndOnlyLoadsNeighbours() throws { try run { $0.testShowsTheFirstPageAndOnlyLoadsNeighbours() } }
    func testDragToTheNextPage() throws { try run { $0.testDragToTheNextPage() } }
    func testFlingAndKeysAndWheel() throws { try run { $0.testFlingAndKeysAndWheel() } }
    func testTouchpadSmoothScroll() throws { try run { $0.testTouchpadSmoothScroll() } }
    func testClickSelectsButAButtonInsideAPageKeepsItsClick() throws { try run { $0.testClickSelectsButAButtonInsideAPageKeepsItsClick() } }
    func testPagesAreRecycled() throws { try run { $0.testPagesAreRecycled() } }
    func testAMillionItemsKeepOnlyVisiblePlusPreload() throws { try run { $0.testAMillionItemsKeepOnlyVisiblePlusPreload() } }
    func testResizeKeepsThePage() throws { try run { $0.testResizeKeepsThePage() } }
    func testOptionsNeverGrowTheWindow() throws { try run { $0.testOptionsNeverGrowTheWindow() } }
    func testProgrammaticMovesCompleteOrReportInterruption() throws { try run { $0.testProgrammaticMovesCompleteOrReportInterruption() } }
    func testUnboundedSourceWalksAndFindsItsEnds() throws { try run { $0.testUnboundedSourceWalksAndFindsItsEnds() } }
    func testOptionsChangeMidDrag() throws { try run { $0.testOptionsChangeMidDrag() } }
    func testAFrameCrossesBetweenCAndSwiftAFewTimes() throws { try run { $0.testAFrameCrossesBetweenCAndSwiftAFewTimes() } }
    func testInsertAndDeleteKeepTheCurrentPage() throws { try run { $0.testInsertAndDeleteKeepTheCurrentPage() } }
    func testStaticChildren() throws { try run { $0.testStaticChildren() } }
    func testEmptyAndBadInputStayUsable() throws { try run { $0.testEmptyAndBadInputStayUsable() } }
    func testMovedToAnotherWindowMidScroll() throws { try run { $0.testMovedToAnotherWindowMidScroll() } }
}

/// A before/after source over numbered pages (RAPageViewController's
/// shape): pages know their number through qdata; 0…last exist.
@MainActor
final class NumberedPages: PagerUnboundedDataSource {
    let first: Int
    let last: Int
    var asked = 0
    let watch: FinalizeWatch

    init(first: Int, last: Int, watch: FinalizeWatch) {
        self.first = first
        self.last = last
        self.watch = watch
    }

    static func number(_ w: Widget) -> Int { Int(bitPattern: g_object_get_data(sp_object(w), "n")) - 1_000_000 }

    func make(_ n: Int, reusing: Widget?) -> Widget? {
        asked += 1
        guard n >= first, n <= last else { return nil }
        let label = reusing ?? gtk_label_new(nil)!
        if reusing == nil { watch.watch(label, "unbounded page") }
        g_object_set_data(sp_object(label), "n", UnsafeMutableRawPointer(bitPattern: n + 1_000_000))
        gtk_label_set_text(sp_label(label), "Page \(n)")
        return label
    }

    func initialPage(for pager: Pager, reusing view: Widget?) -> Widget? { make(0, reusing: view) }
    func pager(_ pager: Pager, pageBefore page: Widget, reusing view: Widget?) -> Widget? { make(NumberedPages.number(page) - 1, reusing: view) }
    func pager(_ pager: Pager, pageAfter page: Widget, reusing view: Widget?) -> Widget? { make(NumberedPages.number(page) + 1, reusing: view) }
    func pager(_ pager: Pager, titleFor page: Widget) -> PageTitle? { .text("Chapter \(NumberedPages.number(page))") }
}

extension PagerWidgetChecks {
    func testUnboundedSourceWalksAndFindsItsEnds() {
        let p = Pager()
        let source = NumberedPages(first: -3, last: 2_000, watch: watch)
        watch.watch(p.widget, "pager")
        p.titleStripHidden = true
        p.unboundedDataSource = source
        window = GTKTest.window(with: p.widget)
        pager = p
        weakPager = p
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), 0)
        // Back past the first page: the source says no page before -3.
        for _ in 0..<5 { p.scroll(byItems: -1, duration: 0) }
        GTKTest.pump(0.1)
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), -3)
        p.scroll(byItems: -1, duration: 0)
        GTKTest.pump(0.1)
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), -3, "no page before the first")
        // Forward 1,500 pages one step at a time: positions stay small (rebased).
        for _ in 0..<1_500 { p.scroll(byItems: 1, duration: 0) }
        GTKTest.pump(0.1)
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), 1_497)
        XCTAssertLessThan(abs(p.position), 1_100, "the pager renumbers far from home")
        XCTAssertLessThanOrEqual(p.liveChildCount, 3)
        // A drag continues to the next page.
        GTKTest.drag(p.widget, from: (600, 300), to: (150, 300), duration: 0.3)
        settle(p)
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), 1_498)
        // A jump far past the loaded pages walks there from them (the
        // source is not asked for its first page again), both ways, and
        // stops at the first page.
        p.scroll(byItems: 40, duration: 0)
        GTKTest.pump(0.1)
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), 1_538, "a 40-page jump forward")
        p.scroll(byItems: -12, duration: 0.2)
        settle(p)
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), 1_526, "an animated 12-page move back")
        let slot = p.engine.layout.currentSlot(at: p.position)
        XCTAssertEqual(p.host.loaded[slot + 1].map(NumberedPages.number), 1_527)
        // A jump past the last page rests on it, walked to, not on the
        // source's first page asked for again.
        p.scroll(byItems: 600, duration: 0)
        GTKTest.pump(0.2)
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), 2_000, "a jump past the end")
        p.scroll(byItems: -1, duration: 0)
        GTKTest.pump(0.1)
        XCTAssertEqual(NumberedPages.number(p.currentItemView!), 1_999, "a step back from the end")
        unboundedSource = source
    }

    /// A frame of a drag and a frame of a jump each cross between the C
    /// half and the Swift half a few times: the step's commit, the layout
    /// answer, the paint (and the idle work between frames). Counted per
    /// frame of the frame clock.
    func testAFrameCrossesBetweenCAndSwiftAFewTimes() {
        let p = make(count: 1_000_000)
        settle(p)
        let clock = gtk_widget_get_frame_clock(p.widget)!
        func perFrame(_ step: (Int) -> Void) -> Double {
            let c0 = Pager.crossings, f0 = gdk_frame_clock_get_frame_counter(clock)
            for k in 1...40 {
                step(k)
                let f = gdk_frame_clock_get_frame_counter(clock)
                GTKTest.pump(until: { gdk_frame_clock_get_frame_counter(clock) > f }, timeout: 1)
            }
            GTKTest.pump(0.05)
            let frames = gdk_frame_clock_get_frame_counter(clock) - f0
            return Double(Pager.crossings - c0) / Double(max(1, frames))
        }
        let drag = perFrame { p.setPosition(Double($0) * 0.05, animated: false) }
        let jump = perFrame { p.scroll(toPage: 10 + $0, duration: 0) }
        print("crossings per frame: drag \(drag), jump \(jump)")
        // About 4 here (12 and 24 when every page was placed, and
        // every signal emitted, through a call of its own); the margin is
        // for idle work between frames.
        XCTAssertLessThanOrEqual(drag, 5)
        XCTAssertLessThanOrEqual(jump, 5)
        XCTAssertGreaterThan(drag, 0, "the counter counts")
    }

    func testOptionsChangeMidDrag() {
        let p = make(count: 30)
        GTKTest.drag(p.widget, from: (600, 300), to: (400, 300), duration: 0.2, release: false)
        XCTAssertTrue(p.isDragging)
        p.itemsPerPage = 2
        p.spacing = 10
        p.wrapEnabled = true
        p.orientation = .vertical
        p.titleStripHidden = true
        GTKTest.xdo("mouseup 1")
        settle(p)
        XCTAssertFalse(p.isDragging)
        XCTAssertEqual(p.position, p.position.rounded(), "rests on a page")
        XCTAssertNotNil(p.currentPage)
        p.orientation = .horizontal
        p.itemsPerPage = 1
        p.scroll(toPage: 7, duration: 0.1)
        settle(p)
        XCTAssertEqual(p.currentPage, 7)
    }
}

/// Geometry: the pager's request follows its pages without jumping about, a
/// page that changes size inside it does not lay the window out again, and
/// scrolling moves pages without allocating them again (an allocation walks
/// the page's whole widget tree) while they show exactly where the layout
/// puts them.
final class PagerGeometryChecks: WidgetChecks {
    weak var weakPager: Pager?
    var windowAllocations = 0
    var allocations: [Widget: Int] = [:]

    /// Counts "size-allocate" on `w` (per widget) and on the window.
    func count(_ w: Widget) {
        let box = Unmanaged.passRetained(self).toOpaque()
        sp_connect_allocate(w, { widget, _, data in
            let me = Unmanaged<PagerGeometryChecks>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                if widget == me.window { me.windowAllocations += 1 } else { me.allocations[widget!, default: 0] += 1 }
            }
        }, box, { data, _ in Unmanaged<PagerGeometryChecks>.fromOpaque(data!).release() })
    }

    /// Labels whose width varies by item: every fifth is long.
    static func text(_ item: Int) -> String {
        String(repeating: item % 5 == 3 ? "wide " : "x", count: item % 5 == 3 ? 40 : 3)
    }

    func naturalWidth(_ w: Widget) -> Int32 {
        var m: gint = 0, n: gint = 0
        gtk_widget_get_preferred_width(w, &m, &n)
        return n
    }

    /// A window with a pager of `count` label pages showing `text(item)`.
    func make(count items: Int, text: @escaping @MainActor (Int) -> String, configure: (Pager) -> Void = { _ in }) -> Pager {
        let p = Pager()
        weakPager = p
        watch.watch(p.widget, "pager")
        configure(p)
        p.setItems(count: items, view: { index, reusing in
            let label = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(label), text(index))
            return label
        })
        window = GTKTest.window(with: p.widget)
        return p
    }

    func testRequestGrowsWithPagesAndNeverShrinksWhilePaging() {
        let p = make(count: 12, text: PagerGeometryChecks.text)
        GTKTest.pump(0.05)
        count(window!)

        // Pages 0 and 1 are loaded: both short.
        let short = naturalWidth(p.widget)
        var widths: [Int32] = [short]
        var allocationsWhileShort = 0
        for page in 1...8 {
            p.scroll(toPage: page, duration: 0)
            GTKTest.pump(0.03)
            widths.append(naturalWidth(p.widget))
            // Pages up to 1 (loaded: 0…2) see no long label yet.
            if page == 1 { allocationsWhileShort = windowAllocations }
        }
        XCTAssertEqual(allocationsWhileShort, 0, "relabelled pages of the same size laid the window out again")
        XCTAssertEqual(widths, widths.sorted(), "the request shrank while paging: \(widths)")
        let long = widths.last!
        XCTAssertGreaterThan(long, short * 4, "the long page (item 3) did not widen the request: \(widths)")
        // The window grew once for the long label, then stayed.
        let after = windowAllocations
        XCTAssertGreaterThan(after, 0, "the window never learnt of the wider page")
        p.scroll(toPage: 11, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(naturalWidth(p.widget), long)
        XCTAssertEqual(windowAllocations, after, "paging among pages no wider than before laid the window out again")
        // A reload starts over from the pages it loads.
        p.scroll(toPage: 0, duration: 0)
        p.reloadData()
        GTKTest.pump(0.05)
        XCTAssertEqual(naturalWidth(p.widget), short)
    }

    /// The README's snippet as a stranger runs it: a plain window holding
    /// only the pager, with no default size, opens showing a whole page
    /// (its centred label uncut and clear of the dots' row) below the
    /// strip, as wide as the dots' row.
    func testAPlainWindowOpensShowingAWholePage() {
        for stripHidden in [false, true] {
            let p = Pager()
            weakPager = p
            watch.watch(p.widget, "pager")
            p.titleStripHidden = stripHidden
            p.setItems(count: 1_000_000, view: { index, reusing in
                let label = reusing ?? gtk_label_new(nil)!
                gtk_label_set_text(sp_label(label), "Page \(index + 1)")
                return label
            }, title: { .text("Title \($0 + 1)") })
            let w = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            window = w
            gtk_container_add(sp_container(w), p.widget)
            gtk_widget_show_all(w)
            GTKTest.pump(until: { gtk_widget_get_mapped(p.widget) != 0 })
            GTKTest.pump(0.1)
            guard let page = p.currentItemView else { return XCTFail("no page shown") }
            var m: gint = 0, labelHeight: gint = 0, labelWidth: gint = 0
            gtk_widget_get_preferred_height(page, &m, &labelHeight)
            gtk_widget_get_preferred_width(page, &m, &labelWidth)
            let height = gtk_widget_get_allocated_height(p.widget), width = gtk_widget_get_allocated_width(p.widget)
            let strip: gint = stripHidden ? 0 : 50
            // The dots' row (8 px) with its 6 px margins and 12 px below.
            let band: gint = 32
            XCTAssertGreaterThanOrEqual(height, strip + labelHeight + band, "strip hidden: \(stripHidden); \(width)x\(height)")
            XCTAssertGreaterThanOrEqual(width, 230, "narrower than the dots' row of 15 dots: \(width)")
            let f = GTKTest.frame(of: page, in: p.widget)
            XCTAssertEqual(f[1], strip, "the page starts below the strip")
            XCTAssertGreaterThanOrEqual(f[2], labelWidth)
            // The label's text is centred in the page: it must end above the dots' band.
            XCTAssertLessThanOrEqual(f[3] / 2 + labelHeight / 2, f[3] - band, "the dots' row runs through the label")
            gtk_widget_destroy(w)
            window = nil
            GTKTest.pump(0.05)
        }
    }

    func testScrollingMovesPagesWithoutAllocatingThem() {
        let p = make(count: 10, text: { "Page \($0)" }) {
            $0.preloadRadius = 2
            $0.pagingEnabled = false
        }
        p.setPosition(0.1, animated: false)
        GTKTest.pump(0.05)
        guard let near = p.itemView(at: 1), let far = p.itemView(at: 3) else { return XCTFail("pages 1 and 3 are not loaded") }
        count(near)
        count(far)
        count(p.widget)
        let width = Double(gtk_widget_get_allocated_width(p.widget))
        // Ten frames of a slow scroll: page 1 is in view and follows every
        // frame on screen, but only its window moves; page 3 stays beyond
        // the edge.
        for k in 1...10 {
            let position = 0.1 + Double(k) * 0.05
            p.setPosition(position, animated: false)
            GTKTest.pump(0.02)
            XCTAssertEqual(GTKTest.frame(of: near, in: p.widget)[0], gint(((1 - position) * width).rounded()), "page 1 at \(position)")
        }
        XCTAssertLessThanOrEqual(allocations[near, default: 0], 1, "the page in view was allocated again while it only moved")
        XCTAssertLessThanOrEqual(allocations[far, default: 0], 1, "the page out of view was allocated again while it only moved")
        // Nor is the pager: the pages' windows move in the frame's layout
        // phase without a size allocation (which measures every page).
        XCTAssertEqual(allocations[p.widget, default: 0], 0, "the pager was allocated again while its pages only moved")
        // Scrolled into view, it is where the layout says.
        p.setPosition(2.5, animated: false)
        GTKTest.pump(0.05)
        XCTAssertEqual(GTKTest.frame(of: far, in: p.widget), [gint((0.5 * width).rounded()), 50, gint(width), gtk_widget_get_allocated_height(p.widget) - 50], "page 3 at 2.5 starts half a page in")
        // A page that changes size is allocated again.
        gtk_label_set_text(sp_label(far), String(repeating: "wide ", count: 300))
        GTKTest.pump(0.05)
        XCTAssertGreaterThanOrEqual(allocations[far, default: 0], 1, "a page that asked for more room was not allocated")
        XCTAssertGreaterThan(GTKTest.frame(of: far, in: p.widget)[2], gint(width), "the wide page kept its old width")
    }

    override func finish(file: StaticString, line: UInt) {
        super.finish(file: file, line: line)
        XCTAssertNil(weakPager, "the Pager was not released", file: file, line: line)
    }
}

final class PagerGeometryTests: XCTestCase {
    func testRequestGrowsWithPagesAndNeverShrinksWhilePaging() throws {
        try runChecks(PagerGeometryChecks.self) { $0.testRequestGrowsWithPagesAndNeverShrinksWhilePaging() }
    }

    func testScrollingMovesPagesWithoutAllocatingThem() throws {
        try runChecks(PagerGeometryChecks.self) { $0.testScrollingMovesPagesWithoutAllocatingThem() }
    }

    func testAPlainWindowOpensShowingAWholePage() throws {
        try runChecks(PagerGeometryChecks.self) { $0.testAPlainWindowOpensShowingAWholePage() }
    }
}

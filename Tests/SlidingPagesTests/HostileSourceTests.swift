import CSlidingPagesGtk
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// A data source that misbehaves on request.
@MainActor
final class HostileSource: PagerDataSource {
    var count: Int
    var realCount: Int?
    var nilFor: Set<Int> = []
    var shared: Widget?
    var sharedFor: Set<Int> = []
    var parented: Widget?
    var parentedFor: Set<Int> = []
    var onView: ((Pager, Int) -> Void)?
    var title: (Int) -> PageTitle? = { _ in nil }
    let watch: FinalizeWatch

    init(count: Int, watch: FinalizeWatch) {
        self.count = count
        self.watch = watch
    }

    func numberOfItems(in pager: Pager) -> Int { count }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        onView?(pager, index)
        if nilFor.contains(index) { return nil }
        if sharedFor.contains(index) { return shared }
        if parentedFor.contains(index) { return parented }
        if let real = realCount, index >= real { return nil }
        let label = view ?? gtk_label_new(nil)!
        if view == nil { watch.watch(label, "page") }
        gtk_label_set_text(sp_label(label), "Page \(index)")
        return label
    }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? { title(index) }
}

@MainActor
final class HostileChecks: WidgetChecks {
    var source: HostileSource?
    weak var weakPager: Pager?

    func make(count: Int, configure: (Pager, HostileSource) -> Void = { _, _ in }) -> Pager {
        let p = Pager()
        watch.watch(p.widget, "pager")
        let s = HostileSource(count: count, watch: watch)
        configure(p, s)
        p.dataSource = s
        window = GTKTest.window(with: p.widget)
        source = s
        weakPager = p
        return p
    }

    var warnings: [String] { LogCapture.since(logMark).filter { $0.hasPrefix("WARNING SlidingPages") } }
    var criticals: [String] { LogCapture.since(logMark).filter { $0.hasPrefix("CRITICAL") } }

    /// After the hostile part: the pager still pages like a pager.
    func assertStillPages(_ p: Pager, file: StaticString = #filePath, line: UInt = #line) {
        guard p.numberOfPages > 1 else { return }
        let target = min(2, p.numberOfPages - 1)
        p.scroll(toPage: target, duration: 0.1)
        GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentPage, target, "the pager no longer pages", file: file, line: line)
        GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.25)
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating }, timeout: 3)
        XCTAssertEqual(p.currentPage, min(target + 1, p.numberOfPages - 1), "a drag no longer pages", file: file, line: line)
    }

    override func finish(file: StaticString, line: UInt) {
        source = nil
        super.finish(file: file, line: line)
        XCTAssertNil(weakPager, "the Pager was not released", file: file, line: line)
    }

    func testNegativeAndHugeCounts() {
        let p = make(count: -5)
        XCTAssertEqual(p.numberOfItems, 0)
        XCTAssertNil(p.currentItemIndex)
        XCTAssertEqual(warnings.filter { $0.contains("returned -5 items") }.count, 1)
        source!.count = Int.max
        p.reloadData()
        GTKTest.pump(0.05)
        XCTAssertEqual(p.numberOfItems, slotMagnitudeLimit)
        XCTAssertTrue(warnings.contains { $0.contains("limited to") })
        p.scroll(toPage: 1_000_000_000_000, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentPage, 1_000_000_000_000)
        XCTAssertEqual(p.liveChildCount, 3)
        source!.count = 10
        p.reloadData()
        assertStillPages(p)
    }

    func testCountThatChangesWithoutReloadAndNilPages() {
        let p = make(count: 10) { _, s in s.nilFor = [1] }
        p.scroll(toPage: 1, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertNil(p.currentItemView, "no page for item 1: the slot is empty")
        XCTAssertEqual(warnings.filter { $0.contains("no view for item 1") }.count, 1)
        p.scroll(toPage: 2, duration: 0)
        p.scroll(toPage: 1, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(warnings.filter { $0.contains("no view for item") }.count, 1, "reported once")
        // The source shrinks to 4 items without telling: pages past them are empty, nothing breaks.
        source!.nilFor = []
        source!.realCount = 4
        p.scroll(toPage: 8, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentPage, 8)
        XCTAssertEqual(warnings.filter { $0.contains("no view for item") }.count, 1, "once for all items, not once per item")
        source!.count = 4
        source!.realCount = nil
        p.reloadData(keepingPosition: true)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentPage, 3, "kept the place, clamped to the new count")
        assertStillPages(p)
    }

    func testSharedAndParentedWidgets() {
        let shared = gtk_label_new("shared")!
        g_object_ref_sink(shared)
        let other = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        g_object_ref_sink(other)
        let parented = gtk_label_new("parented")!
        gtk_container_add(sp_container(other), parented)
        let p = make(count: 10) { _, s in
            s.shared = shared
            s.sharedFor = [0, 1]
            s.parented = parented
            s.parentedFor = [3]
        }
        GTKTest.pump(0.05)
        XCTAssertEqual(p.itemView(at: 0), shared)
        XCTAssertNil(p.itemView(at: 1), "the same widget is not shown twice")
        XCTAssertEqual(warnings.filter { $0.contains("already a page of this pager") }.count, 1)
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertNil(p.currentItemView)
        XCTAssertEqual(gtk_widget_get_parent(parented), other, "not stolen from its parent")
        XCTAssertEqual(warnings.filter { $0.contains("already has a parent") }.count, 1)
        source!.sharedFor = []
        source!.parentedFor = []
        p.reloadData()
        assertStillPages(p)
        gtk_widget_destroy(other)
        g_object_unref(other)
        g_object_unref(shared)
    }

    func testReentrantSources() {
        var reloads = 0
        let p = make(count: 10)
        // Reload and insert from inside view(forItemAt:): they run right after.
        source!.onView = { pager, index in
            if index == 2 && reloads == 0 {
                reloads += 1
                pager.reloadData(keepingPosition: true)
                pager.insertItems(at: 0, count: 0)
            }
        }
        p.scroll(toPage: 1, duration: 0)
        GTKTest.pump(0.1)
        XCTAssertEqual(reloads, 1)
        XCTAssertEqual(p.currentPage, 1)
        // A move from inside view(forItemAt:) also waits for it to return.
        var positionInCall: Double?
        var settledPages: [Int] = []
        let settledHandler = PagerGLib.connectInt(p.widget, "settled") { settledPages.append($0) }
        source!.onView = { pager, index in
            if index == 3 && positionInCall == nil {
                pager.setPosition(6, animated: false)
                positionInCall = pager.position
            }
        }
        p.scroll(toPage: 2, duration: 0)
        GTKTest.pump(0.1)
        XCTAssertEqual(positionInCall, 2, "the move ran inside the data source call")
        XCTAssertEqual(p.currentPage, 6)
        // Its events are delivered as it runs, not with the next move's.
        XCTAssertEqual(settledPages.last, 6, "settled on \(settledPages)")
        g_signal_handler_disconnect(p.widget, settledHandler)
        source!.onView = nil
        // Reload from an event handler.
        var settledReloads = 0
        PagerGLib.connectInt(p.widget, "settled") { _ in
            settledReloads += 1
            self.source?.count = 12
            p.reloadData(keepingPosition: true)
        }
        p.scroll(toPage: 4, duration: 0.1)
        GTKTest.pump(until: { settledReloads > 0 }, timeout: 3)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.numberOfItems, 12)
        XCTAssertEqual(p.currentPage, 4)
        assertStillPages(p)
    }

    func testSourceFreedWhileThePagerLives() {
        let p = make(count: 10)
        source = nil  // the pager holds it weakly
        GTKTest.pump(0.05)
        XCTAssertNil(p.dataSource)
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentPage, 3, "still moves; pages without a source are empty")
        XCTAssertEqual(criticals, [])
    }

    func testTitlesHugeAndEmptyAndBadCallsFromTheAPI() {
        let p = make(count: 5) { _, s in
            s.title = { i in i == 0 ? .text(String(repeating: "Very long title ", count: 10_000)) : .text("") }
        }
        let s = Snapshot(p.widget, name: "hostile-titles")
        XCTAssertGreaterThan(s.count(x: 300, y: 10, w: 200, h: 30) { r, _, _ in r > 150 }, 20, "the long title is drawn, ellipsized")
        p.scroll(toItem: 99, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 4)
        XCTAssertEqual(warnings.filter { $0.contains("out of range 0..<5") }.count, 1)
        p.setPosition(.nan, animated: true)
        p.setPosition(.infinity, animated: false)
        p.setPosition(-.infinity, animated: false)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.position, 4)
        XCTAssertEqual(warnings.filter { $0.contains("is not a finite position") }.count, 3)
        p.scroll(toPage: 1, duration: .nan)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentPage, 1)
        p.decelerationRate = 7
        p.autoscroll = .nan
        XCTAssertEqual(p.decelerationRate, 0.998)
        XCTAssertEqual(p.autoscroll, 0)
        assertStillPages(p)
    }

    func testTinyAllocationsAndOddLayouts() {
        let p = make(count: 2) { pager, _ in
            pager.itemsPerPage = 4
            pager.wrapEnabled = true
        }
        for size: gint in [0, 1] {
            var a = GtkAllocation(x: 0, y: 0, width: size, height: size)
            gtk_widget_size_allocate(p.widget, &a)
            GTKTest.pump(0.02)
            XCTAssertNotNil(p.currentItemIndex)
            XCTAssertGreaterThanOrEqual(p.liveChildCount, 1)
        }
        gtk_widget_queue_resize(p.widget)
        GTKTest.pump(0.1)
        XCTAssertEqual(p.numberOfPages, 1, "4 items a page over 2 items: one page")
        // Wrap with one and two items.
        for n in [1, 2] {
            source!.count = n
            p.itemsPerPage = 1
            p.reloadData()
            GTKTest.pump(0.05)
            GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.25)
            GTKTest.pump(until: { !p.isDragging && !p.isDecelerating }, timeout: 3)
            XCTAssertEqual(p.currentItemIndex, n == 1 ? 0 : 1, "wrap with \(n) items")
            XCTAssertEqual(Set(p.visibleItemViews).count, p.visibleItemViews.count, "no widget in two places")
            GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.25)
            GTKTest.pump(until: { !p.isDragging && !p.isDecelerating }, timeout: 3)
            XCTAssertEqual(p.currentItemIndex, 0, "wrapped round with \(n) items")
        }
        XCTAssertEqual(criticals, [])
    }
}

final class HostileSourceTests: XCTestCase {
    func run(_ body: @MainActor (HostileChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(HostileChecks.self, file: file, line: line, body)
    }

    func testNegativeAndHugeCounts() throws { try run { $0.testNegativeAndHugeCounts() } }
    func testCountThatChangesWithoutReloadAndNilPages() throws { try run { $0.testCountThatChangesWithoutReloadAndNilPages() } }
    func testSharedAndParentedWidgets() throws { try run { $0.testSharedAndParentedWidgets() } }
    func testReentrantSources() throws { try run { $0.testReentrantSources() } }
    func testSourceFreedWhileThePagerLives() throws { try run { $0.testSourceFreedWhileThePagerLives() } }
    func testTitlesHugeAndEmptyAndBadCallsFromTheAPI() throws { try run { $0.testTitlesHugeAndEmptyAndBadCallsFromTheAPI() } }
    func testTinyAllocationsAndOddLayouts() throws { try run { $0.testTinyAllocationsAndOddLayouts() } }
}

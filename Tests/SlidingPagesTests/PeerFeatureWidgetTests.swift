import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// The peers' events and options on the real widget, with real X input.
@MainActor
final class PeerFeatureChecks: WidgetChecks {
    var pager: Pager?
    var source: LabelSource?
    var recorder: EventRecorder?
    weak var weakPager: Pager?

    func make(count: Int = 10, configure: (Pager) -> Void = { _ in }) -> Pager {
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
        return p
    }

    override func finish(file: StaticString, line: UInt) {
        pager = nil
        source = nil
        recorder = nil
        super.finish(file: file, line: line)
        XCTAssertNil(weakPager, "the Pager was not released", file: file, line: line)
    }

    func settle(_ p: Pager) {
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        GTKTest.pump(0.05)
    }

    /// A drag selects its page at the release, as a signal and a delegate
    /// call, before it settles; scroll-state is notified through
    /// dragging, settling and idle.
    func testPageSelectedAndScrollStateFollowADrag() {
        let p = make()
        var signalled: [Int] = []
        var states: [Int] = []
        PagerGLib.connectInt(p.widget, "page-selected") { signalled.append($0) }
        PagerGLib.connectNotify(p.widget, "scroll-state") { states.append(GProperty.enumeration(p.widget, "scroll-state", sliding_pages_scroll_state_get_type())) }
        GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.3, steps: 12)
        settle(p)
        XCTAssertEqual(p.currentPage, 1)
        XCTAssertEqual(recorder!.pageSelections, [1])
        XCTAssertEqual(signalled, [1])
        XCTAssertEqual(recorder!.settledAfterSelection, [true], "settled on the page selected first")
        XCTAssertEqual(states, [1, 2, 0], "dragging, settling, idle")
        XCTAssertEqual(p.scrollState, .idle)
        // A key selects its page as it starts moving.
        gtk_widget_grab_focus(p.widget)
        GTKTest.key("Right")
        GTKTest.pump(0.02)
        XCTAssertEqual(recorder!.pageSelections, [1, 2])
        settle(p)
        XCTAssertEqual(recorder!.settledAfterSelection, [true, true])
    }

    /// With mouse drags off, a mouse drag leaves the pages where they are
    /// and a click still selects; with the wheel off, a notch does nothing.
    /// Both come back on.
    func testMouseDragAndWheelCanBeTurnedOff() {
        let p = make()
        GProperty.set(p.widget, "allow-mouse-drag", bool: false)
        GProperty.set(p.widget, "allow-scroll-wheel", bool: false)
        XCTAssertFalse(p.allowsMouseDrag)
        XCTAssertFalse(p.allowsScrollWheel)
        GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.3, steps: 12)
        settle(p)
        XCTAssertEqual(p.position, 0, "a mouse drag moved the pages")
        GTKTest.click(p.widget, 400, 300)
        GTKTest.pump(0.1)
        XCTAssertEqual(recorder!.selected, [0], "a click still selects")
        GTKTest.wheel(p.widget, forward: true)
        settle(p)
        XCTAssertEqual(p.position, 0, "a wheel notch moved the pages")
        // Touch still drags.
        Touch.drag(p.widget, from: (650, 300), to: (250, 300), duration: 0.25)
        settle(p)
        XCTAssertEqual(p.position, 1, "a touch drag did not page with mouse drags off")
        p.allowsMouseDrag = true
        p.allowsScrollWheel = true
        GTKTest.wheel(p.widget, forward: true)
        settle(p)
        XCTAssertEqual(p.position, 2)
        GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.3, steps: 12)
        settle(p)
        XCTAssertEqual(p.position, 3)
    }

    /// A peek shows a share of each neighbour: the current page sits a
    /// peek in, and three pages are in view; a drag still pages.
    func testPagePeekShowsTheNeighbours() {
        let p = make { $0.pagePeek = 0.1 }
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.1)
        guard let current = p.currentItemView else { return XCTFail("no current page") }
        XCTAssertEqual(GTKTest.frame(of: current, in: p.widget), [80, 50, 640, 550])
        XCTAssertEqual(p.indexesForVisibleItems, [2, 3, 4])
        XCTAssertEqual(GProperty.double(p.widget, "page-peek"), 0.1)
        GTKTest.drag(p.widget, from: (600, 300), to: (250, 300), duration: 0.3, steps: 12)
        settle(p)
        XCTAssertEqual(p.currentPage, 4)
        p.pagePeek = 0.9
        XCTAssertEqual(p.pagePeek, 0.1, "a peek past 0.45 is refused")
    }

    /// Durations as properties: a slower animation takes longer, and a
    /// revealed page grows for the reveal duration.
    func testDurations() {
        let p = make()
        GProperty.set(p.widget, "animation-duration", double: 0.6)
        XCTAssertEqual(p.animationDuration, 0.6)
        gtk_widget_grab_focus(p.widget)
        GTKTest.key("Right")
        GTKTest.pump(0.3)
        XCTAssertTrue(p.isScrolling, "half way through a 0.6 s page move")
        settle(p)
        XCTAssertEqual(p.position, 1)
        GProperty.set(p.widget, "reveal-duration", double: 0.8)
        source!.count = 11
        p.insertItems(at: 2, count: 1, animated: true)
        GTKTest.pump(0.5)
        XCTAssertLessThan(p.host.paint(of: p.itemView(at: 2)!)!.alpha, 1, "still growing after 0.5 s of 0.8")
        GTKTest.pump(0.5)
        XCTAssertEqual(p.host.paint(of: p.itemView(at: 2)!)!.alpha, 1)
    }
}

final class PeerFeatureTests: XCTestCase {
    func run(_ body: @MainActor (PeerFeatureChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(PeerFeatureChecks.self, file: file, line: line, body)
    }

    func testPageSelectedAndScrollStateFollowADrag() throws { try run { $0.testPageSelectedAndScrollStateFollowADrag() } }
    func testMouseDragAndWheelCanBeTurnedOff() throws { try run { $0.testMouseDragAndWheelCanBeTurnedOff() } }
    func testPagePeekShowsTheNeighbours() throws { try run { $0.testPagePeekShowsTheNeighbours() } }
    func testDurations() throws { try run { $0.testDurations() } }
}

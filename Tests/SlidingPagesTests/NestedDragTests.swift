import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Content that drags along the pager's axis keeps its drags, with real X
/// input: a slider, a text entry, a marked widget and a nested pager (until
/// its end); a plain page still turns.
extension PagerWidgetChecks {
    /// Each page is four bands of 150 px: a horizontal slider, an entry, a
    /// marked event box and a plain label.
    func testContentAlongTheAxisKeepsItsDrags() {
        var scales: [Widget] = []
        let p = Pager()
        weakPager = p
        watch.watch(p.widget, "pager")
        p.titleStripHidden = true
        p.setItems(count: 3) { [watch] index, reusing in
            if let reusing { return reusing }
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_set_homogeneous(sp_box(box), 1)
            let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 1)!
            scales.append(scale)
            let entry = gtk_entry_new()!
            gtk_entry_set_text(sp_entry(entry), "Some text to select in page \(index)")
            let marked = gtk_event_box_new()!
            gtk_container_add(sp_container(marked), gtk_label_new("Marked \(index)"))
            Pager.setKeepsDrags(marked)
            for w in [scale, entry, marked, gtk_label_new("Page \(index)")!] { gtk_box_pack_start(sp_box(box), w, 1, 1, 0) }
            watch.watch(box, "page \(index)")
            return box
        }
        window = GTKTest.window(with: p.widget)
        pager = p
        let scale = scales[0]
        let before = gtk_range_get_value(sp_range(scale))
        GTKTest.drag(p.widget, from: (600, 75), to: (200, 75), duration: 0.3)
        settle(p)
        XCTAssertEqual(p.position, 0, "a drag along the slider moves the slider, not the pages")
        XCTAssertNotEqual(gtk_range_get_value(sp_range(scale)), before, "the slider followed the drag")
        GTKTest.drag(p.widget, from: (600, 225), to: (200, 225), duration: 0.3)
        settle(p)
        XCTAssertEqual(p.position, 0, "a mouse drag in an entry selects text")
        GTKTest.drag(p.widget, from: (600, 375), to: (200, 375), duration: 0.3)
        settle(p)
        XCTAssertEqual(p.position, 0, "a marked widget keeps its drags")
        GTKTest.drag(p.widget, from: (600, 525), to: (200, 525), duration: 0.3)
        settle(p)
        XCTAssertEqual(p.position, 1, "a plain page turns")
    }

    /// A pager inside a page of a pager along the same axis pages first,
    /// and hands the drag to the outer one at its end.
    func testANestedPagerPagesUntilItsEnd() {
        let inner = Pager()
        inner.titleStripHidden = true
        inner.dotsHidden = true
        inner.setItems(count: 2) { [watch] index, reusing in
            if let reusing { return reusing }
            let l = gtk_label_new("Inner \(index)")!
            watch.watch(l, "inner page \(index)")
            return l
        }
        let outer = Pager()
        weakPager = outer
        watch.watch(outer.widget, "outer")
        watch.watch(inner.widget, "inner")
        outer.titleStripHidden = true
        let innerWidget = inner.widget
        outer.setItems(count: 3) { [watch] index, reusing in
            if index == 0 { return innerWidget }
            if let reusing, reusing != innerWidget { return reusing }
            let l = gtk_label_new("Outer \(index)")!
            watch.watch(l, "outer page \(index)")
            return l
        }
        window = GTKTest.window(with: outer.widget)
        pager = outer
        func swipe() {
            GTKTest.drag(outer.widget, from: (600, 300), to: (200, 300), duration: 0.3)
            settle(outer)
            settle(inner)
        }
        swipe()
        XCTAssertEqual(inner.position, 1, "the inner pager pages first")
        XCTAssertEqual(outer.position, 0)
        swipe()
        XCTAssertEqual(inner.position, 1, "the inner pager is at its end")
        XCTAssertEqual(outer.position, 1, "so the outer one pages")
        // Back: the outer pager's page 0 holds the inner one at its end,
        // which has room back, so a swipe right turns the inner one.
        outer.scroll(toPage: 0, duration: 0)
        GTKTest.pump(0.1)
        GTKTest.drag(outer.widget, from: (200, 300), to: (600, 300), duration: 0.3)
        settle(outer)
        settle(inner)
        XCTAssertEqual(inner.position, 0, "a swipe back turns the inner pager back")
        XCTAssertEqual(outer.position, 0)
    }
}

final class NestedDragTests: XCTestCase {
    func run(_ body: @MainActor (PagerWidgetChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(PagerWidgetChecks.self, file: file, line: line, body)
    }

    func testContentAlongTheAxisKeepsItsDrags() throws { try run { $0.testContentAlongTheAxisKeepsItsDrags() } }
    func testANestedPagerPagesUntilItsEnd() throws { try run { $0.testANestedPagerPagesUntilItsEnd() } }
}

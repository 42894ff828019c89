import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Dots bound to a pager and placed beside it, as HdyCarouselIndicatorDots
/// is to its carousel: they show its pages with several items a page, wrap
/// and right to left, and a real click on a dot scrolls the pager.
extension StandaloneChecks {
    func testDotsBoundToAPager() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        p.titleStripHidden = true
        p.dotsHidden = true
        p.itemsPerPage = 2
        p.setItems(count: 10, view: { [watch] i, r in
            if let r { return r }
            let l = gtk_label_new("Item \(i)")!
            watch.watch(l, "item \(i)")
            return l
        })
        let dots = Pager.Dots.make(pages: 0)
        watch.watch(dots, "dots")
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_pack_start(sp_box(box), p.widget, 1, 1, 0)
        gtk_box_pack_start(sp_box(box), dots, 0, 0, 0)
        Pager.Dots.follow(dots, pager: p)
        XCTAssertEqual(GProperty.int(dots, "n-pages"), 5, "ten items two a page")
        window = GTKTest.window(with: box)
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(GProperty.int(dots, "current-page"), 3)
        XCTAssertEqual(GProperty.double(dots, "position"), 3)
        // A click on the second dot scrolls the pager there.
        func click(page: Int) {
            let model = PageDots(pageCount: 5, rightToLeft: gtk_widget_get_direction(p.widget) == GTK_TEXT_DIR_RTL)
            let w = Double(gtk_widget_get_allocated_width(dots)), h = Double(gtk_widget_get_allocated_height(dots))
            let r = model.centred(in: Size(width: w, height: h))
            GTKTest.click(dots, r.x + model.dotCenterX(page: page, pagePosition: 3, width: r.width), h / 2)
            GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
            GTKTest.pump(0.05)
        }
        click(page: 1)
        XCTAssertEqual(p.currentPage, 1, "the click scrolled the pager")
        XCTAssertEqual(GProperty.int(dots, "current-page"), 1, "and the dots followed it")
        // Right to left: the row mirrors with the pager, so the dot drawn
        // on the right is the first page's.
        // The pager's direction notifies nothing, yet the dots redraw.
        let draws = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { draws.deallocate() }
        let handler = g_signal_connect_data(dots, "draw", unsafeBitCast({ (_: gpointer?, _: gpointer?, data: gpointer?) -> gboolean in
            data!.assumingMemoryBound(to: Int.self).pointee += 1
            return 0
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean, to: GCallback.self), draws, nil, GConnectFlags(0))
        GTKTest.pump(0.1)
        draws.pointee = 0
        gtk_widget_set_direction(p.widget, GTK_TEXT_DIR_RTL)
        GTKTest.pump(0.1)
        XCTAssertGreaterThan(draws.pointee, 0, "the dots redrew for the pager's direction")
        g_signal_handler_disconnect(dots, handler)
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.05)
        click(page: 0)
        XCTAssertEqual(p.currentPage, 0, "in RTL the rightmost dot is the first page")
        // With wrap the dots wrap too; a new count reaches them.
        p.wrapEnabled = true
        p.setItems(count: 6, view: { i, r in r ?? gtk_label_new("Item \(i)")! })
        GTKTest.pump(0.05)
        XCTAssertEqual(GProperty.int(dots, "n-pages"), 3)
        // Past the last page, on the way round to the first: its dot is current.
        GTKTest.pump(0.5)
        p.setPosition(5.2, animated: false)
        XCTAssertEqual(GProperty.double(dots, "position"), 2.6, accuracy: 1e-9)
        XCTAssertEqual(GProperty.int(dots, "current-page"), 0, "wrapping, the first page's dot comes next")
        // Following an adjustment lets go of the pager.
        let adj = gtk_adjustment_new(0, 0, 400, 10, 100, 100)!
        Pager.Dots.follow(dots, adj)
        XCTAssertNil(GProperty.object(dots, "pager", sliding_pages_pager_get_type()))
        XCTAssertEqual(GProperty.int(dots, "n-pages"), 4)
        Pager.Dots.follow(dots, nil)
    }

    /// A pager that goes while dots follow it leaves them driven by hand,
    /// told so with notify::pager; dots that go first leave the pager be.
    /// Lines drawn at an enormous position draw the last line's bar.
    func testBoundDotsOutliveTheirPager() {
        let dots = Pager.Dots.make(pages: 0)
        watch.watch(dots, "dots")
        var told = 0
        PagerGLib.connectNotify(dots, "pager") { told += 1 }
        do {
            let q = Pager()
            watch.watch(q.widget, "pager")
            q.setItems(count: 4, view: { i, r in r ?? gtk_label_new("Item \(i)")! })
            Pager.Dots.follow(dots, pager: q)
            XCTAssertEqual(GProperty.int(dots, "n-pages"), 4)
            XCTAssertEqual(told, 1)
            // A pager outside any window goes when destroyed.
            gtk_widget_destroy(q.widget)
        }
        GTKTest.pump(0.1)
        XCTAssertNil(GProperty.object(dots, "pager", sliding_pages_pager_get_type()), "the pager went")
        XCTAssertEqual(told, 2, "and the dots said so")
        GProperty.set(dots, "current-page", int: 2)
        XCTAssertEqual(GProperty.int(dots, "current-page"), 2, "driven by hand now")
        // Dots that go first: the pager keeps paging.
        let p = Pager()
        watch.watch(p.widget, "second pager")
        p.setItems(count: 3, view: { i, r in r ?? gtk_label_new("Item \(i)")! })
        let short = Pager.Dots.make(pages: 0)
        watch.watch(short, "short-lived dots")
        g_object_ref_sink(short)
        Pager.Dots.follow(short, pager: p)
        g_object_unref(short)
        window = GTKTest.window(with: p.widget)
        p.scroll(toPage: 2, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentPage, 2)
        // Lines at a position far past any page.
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_container_remove(sp_container(window!), p.widget)
        gtk_box_pack_start(sp_box(box), dots, 1, 1, 0)
        gtk_container_add(sp_container(window!), box)
        gtk_widget_show_all(box)
        Pager.Dots.setIndicatorStyle(dots, .lines)
        Pager.Dots.show(dots, pages: 3, position: 1e300)
        XCTAssertEqual(Pager.Dots.currentPage(dots), 2)
        _ = Snapshot(dots, name: "lines-far")
    }
}

final class BoundDotsTests: XCTestCase {
    func run(_ body: @MainActor (StandaloneChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(StandaloneChecks.self, file: file, line: line, body)
    }

    func testDotsBoundToAPager() throws { try run { $0.testDotsBoundToAPager() } }
    func testBoundDotsOutliveTheirPager() throws { try run { $0.testBoundDotsOutliveTheirPager() } }
}

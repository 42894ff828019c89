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
        gtk_widget_set_direction(p.widget, GTK_TEXT_DIR_RTL)
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.05)
        click(page: 0)
        XCTAssertEqual(p.currentPage, 0, "in RTL the rightmost dot is the first page")
        // With wrap the dots wrap too; a new count reaches them.
        p.wrapEnabled = true
        p.setItems(count: 6, view: { i, r in r ?? gtk_label_new("Item \(i)")! })
        GTKTest.pump(0.05)
        XCTAssertEqual(GProperty.int(dots, "n-pages"), 3)
        // Following an adjustment lets go of the pager.
        let adj = gtk_adjustment_new(0, 0, 400, 10, 100, 100)!
        Pager.Dots.follow(dots, adj)
        XCTAssertNil(GProperty.object(dots, "pager", sliding_pages_pager_get_type()))
        XCTAssertEqual(GProperty.int(dots, "n-pages"), 4)
        Pager.Dots.follow(dots, nil)
    }
}

final class BoundDotsTests: XCTestCase {
    func run(_ body: @MainActor (StandaloneChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(StandaloneChecks.self, file: file, line: line, body)
    }

    func testDotsBoundToAPager() throws { try run { $0.testDotsBoundToAPager() } }
}

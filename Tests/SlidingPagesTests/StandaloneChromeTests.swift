import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

@MainActor
final class StandaloneChecks: WidgetChecks {
    func testScrubberOnAScrolledListBox() {
        let sw = gtk_scrolled_window_new(nil, nil)!
        let list = gtk_list_box_new()!
        for k in 0..<5_000 { gtk_container_add(sp_container(list), gtk_label_new("Row \(k)")) }
        gtk_container_add(sp_container(sw), list)
        watch.watch(sw, "scrolled window")
        watch.watch(list, "list box")
        let scrubber = ScrubberAttachment.attach(to: sw)
        var states: [String] = []
        scrubber.onHighlight = { states.append("highlight") }
        scrubber.onUnhighlight = { states.append("unhighlight") }
        window = GTKTest.window(with: sw)
        GTKTest.pump(0.2)
        let adj = gtk_scrolled_window_get_vadjustment(sp_scrolled_window(sw))!
        XCTAssertNotNil(scrubber.fraction, "5,000 rows are long content")
        let n = scrubber.nubRect!
        // Drag the nub to the middle of its track.
        let travel = 600.0 - 20 - 30
        let target = 10 + travel / 2 + 15
        GTKTest.drag(sw, from: (n.x + 15, n.y + 15), to: (n.x + 15, target), duration: 0.4, steps: 10)
        GTKTest.pump(0.1)
        let lo = gtk_adjustment_get_lower(adj), hi = gtk_adjustment_get_upper(adj) - gtk_adjustment_get_page_size(adj)
        let middle = lo + (hi - lo) / 2
        XCTAssertEqual(gtk_adjustment_get_value(adj), middle, accuracy: (hi - lo) * 0.01)
        XCTAssertEqual(states, ["highlight", "unhighlight"])
        // One mapping both ways: the nub is where the value says.
        XCTAssertEqual(scrubber.nubRect!.y, target - 15, accuracy: 1.5)
        // The list under the nub did not take the press as a row activation drag.
        let s = Snapshot(sw, name: "scrubber-listbox")
        let c = scrubber.nubRect!
        XCTAssertLessThan(s.luminance(Int(c.x + 6), Int(c.y + 15)), 200, "the nub is painted over the list")
    }

    func testDotsFollowAnAdjustment() {
        let dots = PageDotsView()
        watch.watch(dots.widget, "dots")
        let adj = gtk_adjustment_new(0, 0, 500, 10, 100, 100)!
        dots.follow(adj)
        let red = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1), blue = GdkRGBA(red: 0, green: 0, blue: 1, alpha: 1)
        dots.dotColour = { $0 == 2 ? red : blue }
        dots.currentDotColour = { $0 == 2 ? red : blue }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_pack_start(sp_box(box), dots.widget, 0, 0, 0)
        window = GTKTest.window(with: box)
        XCTAssertEqual(dots.pageCount, 5)
        gtk_adjustment_set_value(adj, 250)
        GTKTest.pump(0.05)
        XCTAssertEqual(dots.pagePosition, 2.5)
        XCTAssertEqual(dots.reveal, 0.5)
        let s = Snapshot(dots.widget, name: "dots-adjustment")
        let model = PageDots(pageCount: 5)
        let w = Double(gtk_widget_get_allocated_width(dots.widget)), h = Double(gtk_widget_get_allocated_height(dots.widget))
        let x0 = (w - model.size.width) / 2
        func dot(_ page: Int) -> (Int, Int, Int) { s.rgb(Int(x0 + model.dotCenterX(page: page, pagePosition: 2.5, width: model.size.width)), Int(h / 2)) }
        XCTAssertTrue(near(dot(0), (255, 0, 0), 40), "\(dot(0))")  // page 2's colours on the leaving side
        XCTAssertTrue(near(dot(4), (0, 0, 255), 40), "\(dot(4))")  // page 3's on the revealed side
        // By hand, as the seed's updateMaskWithPercentage.
        dots.update(pagePosition: 1, percentage: 0)
        XCTAssertEqual(dots.pagePosition, 1)
        // Following another adjustment lets go of the first: neither of its
        // signals reaches the dots, and it is freed.
        let first = UnsafeMutableRawPointer(adj)
        g_object_ref(first)
        watch.watch(first, "first adjustment")
        let second = gtk_adjustment_new(0, 0, 300, 10, 100, 100)!
        dots.follow(second)
        XCTAssertEqual(dots.pageCount, 3)
        gtk_adjustment_set_value(adj, 100)
        gtk_adjustment_set_upper(adj, 900)
        GTKTest.pump(0.05)
        XCTAssertEqual(dots.pagePosition, 0)
        XCTAssertEqual(dots.pageCount, 3)
        gtk_adjustment_set_value(second, 200)
        GTKTest.pump(0.05)
        XCTAssertEqual(dots.pagePosition, 2)
        g_object_unref(first)
        // The dots sank the floating adjustment and own it, as GtkRange does.
    }
}

extension StandaloneChecks {
    nonisolated(unsafe) static var freed = 0

    /// SlidingPagesDots as GtkBuilder makes it from a .ui file, following
    /// an adjustment declared there: the count and position read from the
    /// adjustment; a real click on the fourth dot asks for page 3 and
    /// scrolls the adjustment there; arrow keys and End move on from there;
    /// the accessible says the page; a C colour function paints the
    /// current dot; it is freed with its window.
    func testDotsGTypeFromUIFile() {
        Pager.enableBuilderSupport()
        let ui = """
        <interface>
          <object class="GtkAdjustment" id="adj"><property name="upper">500</property><property name="page-size">100</property></object>
          <object class="SlidingPagesDots" id="dots">
            <property name="adjustment">adj</property>
            <property name="hides-for-single-page">True</property>
          </object>
        </interface>
        """
        let builder = gtk_builder_new_from_string(ui, -1)!
        let dotsObject = gtk_builder_get_object(builder, "dots")!
        let dots = UnsafeMutableRawPointer(dotsObject).assumingMemoryBound(to: GtkWidget.self)
        let adj = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "adj")!).assumingMemoryBound(to: GtkAdjustment.self)
        watch.watch(dots, "dots")
        watch.watch(UnsafeMutableRawPointer(adj), "adjustment")
        var asked: [Int] = []
        PagerGLib.connectInt(dots, "page-changed") { asked.append($0) }
        window = GTKTest.window(with: dots, width: 300, height: 80)
        g_object_unref(builder)
        GTKTest.pump(0.1)
        XCTAssertEqual(GProperty.int(dots, "n-pages"), 5, "upper / page-size")
        XCTAssertEqual(GProperty.int(dots, "current-page"), 0)
        gtk_adjustment_set_value(adj, 250)
        XCTAssertEqual(GProperty.double(dots, "position"), 2.5)
        // The fourth dot, where the model puts it, clicked for real.
        let model = PageDots(pageCount: 5)
        let width = Double(gtk_widget_get_allocated_width(dots)), height = Double(gtk_widget_get_allocated_height(dots))
        let r = model.centred(in: Size(width: width, height: height))
        GTKTest.click(dots, r.x + model.dotCenterX(page: 3, pagePosition: 2.5, width: r.width), height / 2)
        XCTAssertEqual(asked, [3], "a click on the fourth dot asks for page 3")
        XCTAssertEqual(gtk_adjustment_get_value(adj), 300, "and scrolls the adjustment there")
        XCTAssertEqual(GProperty.int(dots, "current-page"), 3)
        XCTAssertNotEqual(gtk_widget_has_focus(dots), 0, "the click focused it")
        GTKTest.key("Right")
        GTKTest.key("End")
        GTKTest.key("Left")
        XCTAssertEqual(asked, [3, 4, 4, 3], "Right, End, Left")
        let accessible = gtk_widget_get_accessible(dots)
        XCTAssertEqual(accessible.map { String(cString: atk_object_get_description($0)) }, "Page 4 of 5")
        XCTAssertEqual(accessible.map { String(cString: atk_role_get_name(atk_object_get_role($0))) }, "page tab list")
        // Per-page colours from a C function: the current dot of page 3 red.
        StandaloneChecks.freed = 0
        sliding_pages_dots_set_colour_func(OpaquePointer(dots), { page, current, colour, _ in
            guard page == 3, current != 0 else { return 0 }
            colour!.pointee = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
            return 1
        }, nil, { _ in StandaloneChecks.freed += 1 })
        GTKTest.pump(0.05)
        let shot = Snapshot(dots, name: "dots-gtype")
        let x = Int(r.x + model.dotCenterX(page: 3, pagePosition: 3, width: r.width)), y = Int(height / 2)
        let (red, green, blue) = shot.rgb(x, y)
        XCTAssertTrue(red > 200 && green < 80 && blue < 80, "the current dot is red: \((red, green, blue))")
        sliding_pages_dots_set_colour_func(OpaquePointer(dots), nil, nil, nil)
        XCTAssertEqual(StandaloneChecks.freed, 1, "the replaced function's data freed once")
    }
}

extension StandaloneChecks {
    /// SlidingPagesDots driven by hand (UIPageControl's surface): a real
    /// click shows its page at once; with defers-current-page-display the
    /// page shows only once update_current_page_display is called; the
    /// size for a count is the size the dots ask for.
    func testDotsDrivenByHand() {
        let dots = Pager.Dots.make(pages: 5)
        watch.watch(dots, "dots")
        var asked: [Int] = []
        PagerGLib.connectInt(dots, "page-changed") { asked.append($0) }
        window = GTKTest.window(with: dots, width: 300, height: 80)
        GTKTest.pump(0.1)
        var w: gint = 0, h: gint = 0, minW: gint = 0, natW: gint = 0
        sliding_pages_dots_get_size_for_page_count(5, &w, &h)
        gtk_widget_get_preferred_width(dots, &minW, &natW)
        XCTAssertEqual(w, natW, "the size for five pages is what five dots ask for")
        var w9: gint = 0
        sliding_pages_dots_get_size_for_page_count(9, &w9, nil)
        XCTAssertGreaterThan(w9, w)
        let model = PageDots(pageCount: 5)
        let width = Double(gtk_widget_get_allocated_width(dots)), height = Double(gtk_widget_get_allocated_height(dots))
        let r = model.centred(in: Size(width: width, height: height))
        func click(_ page: Int) {
            GTKTest.click(dots, r.x + model.dotCenterX(page: page, pagePosition: GProperty.double(dots, "position"), width: r.width), height / 2)
        }
        click(2)
        XCTAssertEqual(asked, [2])
        XCTAssertEqual(GProperty.int(dots, "current-page"), 2, "shown at once")
        GProperty.set(dots, "defers-current-page-display", bool: true)
        click(4)
        XCTAssertEqual(asked, [2, 4])
        XCTAssertEqual(GProperty.int(dots, "current-page"), 2, "deferred: still page 2")
        sliding_pages_dots_update_current_page_display(OpaquePointer(dots))
        XCTAssertEqual(GProperty.int(dots, "current-page"), 4, "shown once updated")
        GTKTest.key("Left")
        XCTAssertEqual(GProperty.int(dots, "current-page"), 4)
        GProperty.set(dots, "defers-current-page-display", bool: false)
        XCTAssertEqual(GProperty.int(dots, "current-page"), 3, "turning deferral off shows the page waiting")
    }
}

final class StandaloneChromeTests: XCTestCase {
    func run(_ body: @MainActor (StandaloneChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(StandaloneChecks.self, file: file, line: line, body)
    }

    func testScrubberOnAScrolledListBox() throws { try run { $0.testScrubberOnAScrolledListBox() } }
    func testDotsFollowAnAdjustment() throws { try run { $0.testDotsFollowAnAdjustment() } }
    func testDotsGTypeFromUIFile() throws { try run { $0.testDotsGTypeFromUIFile() } }
    func testDotsDrivenByHand() throws { try run { $0.testDotsDrivenByHand() } }
}

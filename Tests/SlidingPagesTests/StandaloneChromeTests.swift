import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

@MainActor
final class StandaloneChecks: WidgetChecks {
    /// The scrubber GType around a 5,000-row list, made from Swift: a real
    /// drag of the nub to the middle of its track scrolls to the middle of
    /// the list, with the nub under the pointer throughout; the four
    /// transitions come in SPT's order; while held, the bubble shows the
    /// host's text and the accessible says it; everything is freed.
    func testScrubberOnAScrolledListBox() {
        let sw = gtk_scrolled_window_new(nil, nil)!
        let list = gtk_list_box_new()!
        for k in 0..<5_000 { gtk_container_add(sp_container(list), gtk_label_new("Row \(k)")) }
        gtk_container_add(sp_container(sw), list)
        let scrubber = Pager.Scrubber.wrap(sw)
        watch.watch(scrubber, "scrubber")
        watch.watch(sw, "scrolled window")
        watch.watch(list, "list box")
        var states: [String] = []
        Pager.Scrubber.onTransition(scrubber) { t, nub in
            XCTAssertNil(nub, "the drawn nub")
            states.append(t.description)
            return false
        }
        var asked: [Double] = []
        Pager.Scrubber.setBubbleText(scrubber) { value, fraction in
            asked.append(fraction)
            return "At \(Int(value))"
        }
        window = GTKTest.window(with: scrubber)
        GTKTest.pump(0.2)
        let adj = gtk_scrolled_window_get_vadjustment(sp_scrolled_window(sw))!
        XCTAssertEqual(GProperty.double(scrubber, "fraction"), 0, "5,000 rows are long content")
        let n = Pager.Scrubber.nubArea(scrubber)!
        XCTAssertEqual([n.x, n.y, n.width, n.height], [800 - 10 - 30, 10, 30, 30], "the end edge, inset 10 px")
        // Drag the nub to the middle of its track, and hold it there.
        let travel = 600.0 - 20 - 30
        let target = 10 + travel / 2 + 15
        GTKTest.drag(scrubber, from: (Double(n.x) + 15, Double(n.y) + 15), to: (Double(n.x) + 15, target), duration: 0.4, steps: 10,
                     release: false)
        GTKTest.pump(0.1)
        let lo = gtk_adjustment_get_lower(adj), hi = gtk_adjustment_get_upper(adj) - gtk_adjustment_get_page_size(adj)
        let middle = lo + (hi - lo) / 2
        XCTAssertEqual(gtk_adjustment_get_value(adj), middle, accuracy: (hi - lo) * 0.01)
        XCTAssertEqual(states, ["select", "highlight"])
        // One mapping both ways: the nub is where the value says.
        let held = Pager.Scrubber.nubArea(scrubber)!
        XCTAssertEqual(Double(held.y), target - 15, accuracy: 1.5)
        XCTAssertEqual(asked.last ?? -1, 0.5, accuracy: 0.01, "the bubble asked for the place under the nub")
        let description = gtk_widget_get_accessible(scrubber).map { String(cString: atk_object_get_description($0)) }
        XCTAssertEqual(description, "At \(Int(gtk_adjustment_get_value(adj)))", "a screen reader hears the bubble's text")
        let s = Snapshot(scrubber, name: "scrubber-listbox-held")
        XCTAssertLessThan(s.luminance(Int(held.x) + 6, Int(held.y) + 15), 200, "the nub is painted over the list")
        // The bubble is left of the nub (towards the middle), dark on the white list.
        XCTAssertLessThan(s.luminance(Int(held.x) - 8 - 3, Int(held.y) + 15), 120, "the bubble beside the nub (its padding)")
        GTKTest.xdo("mouseup 1")
        GTKTest.pump(0.1)
        XCTAssertEqual(states, ["select", "highlight", "unhighlight"])
        XCTAssertTrue(GTKTest.pump(until: { states.count == 4 }, timeout: 3))
        XCTAssertEqual(states.last, "deselect", "0.75 s after the last scroll")
        let after = Snapshot(scrubber, name: "scrubber-listbox-released")
        XCTAssertGreaterThan(after.luminance(Int(held.x) - 8 - 3, Int(held.y) + 15), 200, "no bubble once let go")
    }

    /// What C sets with g_object_set, Swift sets typed: the scrubber's
    /// orientation, insets, alignment and nub; the dots' pages, position,
    /// deferred display, size and colour lists.
    func testStandaloneControlsFromSwift() {
        let sw = gtk_scrolled_window_new(nil, nil)!
        let content = gtk_drawing_area_new()!
        gtk_widget_set_size_request(content, 9000, -1)
        gtk_container_add(sp_container(sw), content)
        let scrubber = Pager.Scrubber.wrap(sw)
        watch.watch(scrubber, "scrubber")
        var settings = Pager.Scrubber.Settings()
        settings.orientation = .horizontal
        settings.insets = ScrubberInsets(top: 4, bottom: 12, start: 30, end: 6)
        settings.crossAlignment = 0
        Pager.Scrubber.configure(scrubber, settings)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_pack_start(sp_box(box), scrubber, 1, 1, 0)
        let dots = Pager.Dots.make(pages: 0)
        watch.watch(dots, "dots")
        gtk_box_pack_start(sp_box(box), dots, 0, 0, 0)
        window = GTKTest.window(with: box, width: 600, height: 300)
        GTKTest.pump(0.2)
        let n = Pager.Scrubber.nubArea(scrubber)
        XCTAssertEqual(n.map { [$0.x, $0.y] }, [30, 4], "start inset along a horizontal track, top inset across")
        XCTAssertEqual(Pager.Scrubber.fraction(scrubber), 0)
        XCTAssertEqual(GProperty.int(scrubber, "inset-bottom"), 12)
        let nub = gtk_label_new("≡")!
        Pager.Scrubber.setNub(scrubber, nub)
        GTKTest.pump(0.1)
        XCTAssertEqual(gtk_widget_get_parent(nub), scrubber)
        // The dots, driven by hand.
        XCTAssertNil(Pager.Dots.currentPage(dots))
        Pager.Dots.show(dots, pages: 6, position: 2.4)
        XCTAssertEqual(Pager.Dots.currentPage(dots), 2)
        let size = Pager.Dots.size(forPageCount: 6)
        var req = GtkRequisition()
        gtk_widget_get_preferred_size(dots, nil, &req)
        XCTAssertEqual([size.width, size.height], [Int(req.width), Int(req.height)])
        Pager.Dots.setDefersCurrentPageDisplay(dots, true)
        XCTAssertTrue(GProperty.bool(dots, "defers-current-page-display"))
        Pager.Dots.updateCurrentPageDisplay(dots)  // nothing waits: no change
        XCTAssertEqual(Pager.Dots.currentPage(dots), 2)
        Pager.Dots.setHidesForSinglePage(dots, true)
        XCTAssertTrue(GProperty.bool(dots, "hides-for-single-page"))
        Pager.Dots.show(dots, pages: 6, position: 2)
        Pager.Dots.setColours(dots, normal: [GdkRGBA(red: 0, green: 0, blue: 1, alpha: 1)], current: [GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)])
        GTKTest.pump(0.05)
        let model = PageDots(pageCount: 6)
        let w = Double(gtk_widget_get_allocated_width(dots)), h = Double(gtk_widget_get_allocated_height(dots))
        let r = model.centred(in: Size(width: w, height: h))
        let shot = Snapshot(dots, name: "dots-swift-lists")
        let current = shot.rgb(Int(r.x + model.dotCenterX(page: 2, pagePosition: 2, width: r.width)), Int(h / 2))
        XCTAssertTrue(current.0 > 200 && current.2 < 80, "the current dot red from the list: \(current)")
    }

    /// A host that tears the scrubber down from inside its own callbacks,
    /// with a real pointer: the window destroyed by an unhighlight handler
    /// as the nub is let go, the scrubber destroyed by its bubble function
    /// mid-drag, and its scrolled window removed by the bubble function at
    /// rest. No critical, nothing left alive.
    func testScrubberTornDownFromItsCallbacks() {
        func make() -> (Pager.Widget, Pager.Widget) {
            let sw = gtk_scrolled_window_new(nil, nil)!
            let content = gtk_drawing_area_new()!
            gtk_widget_set_size_request(content, -1, 40_000)
            gtk_container_add(sp_container(sw), content)
            let scrubber = Pager.Scrubber.wrap(sw)
            watch.watch(scrubber, "scrubber")
            watch.watch(sw, "scrolled window")
            return (scrubber, sw)
        }
        func drag(_ scrubber: Pager.Widget, release: Bool) {
            guard let n = Pager.Scrubber.nubArea(scrubber) else { return XCTFail("no nub") }
            GTKTest.drag(scrubber, from: (Double(n.x) + 15, Double(n.y) + 15), to: (Double(n.x) + 15, Double(n.y) + 215), duration: 0.3,
                         steps: 6, release: release)
            GTKTest.pump(0.2)
        }
        // 1. The window goes in the unhighlight handler.
        var (scrubber, _) = make()
        window = GTKTest.window(with: scrubber, width: 400, height: 400)
        GTKTest.pump(0.2)
        Pager.Scrubber.onTransition(scrubber) { [weak self] t, _ in
            if t == .unhighlight, let w = self?.window {
                self?.window = nil
                gtk_widget_destroy(w)
            }
            return false
        }
        drag(scrubber, release: true)
        XCTAssertNil(window, "the handler destroyed the window")
        // 2. The scrubber goes in its bubble function, mid-drag.
        (scrubber, _) = make()
        window = GTKTest.window(with: scrubber, width: 400, height: 400)
        GTKTest.pump(0.2)
        var asked = 0
        let second = scrubber
        Pager.Scrubber.setBubbleText(second) { [weak self] _, _ in
            asked += 1
            if asked == 3, let w = self?.window { gtk_container_remove(sp_container(w), second) }
            return "here"
        }
        drag(scrubber, release: false)
        GTKTest.xdo("mouseup 1")
        GTKTest.pump(0.2)
        XCTAssertGreaterThanOrEqual(asked, 3)
        // 3. The scrolled window is taken out by the bubble function at rest.
        let third = make()
        gtk_container_add(sp_container(window!), third.0)
        gtk_widget_show_all(window!)
        GTKTest.pump(0.2)
        func child(_ w: Pager.Widget) -> Pager.Widget? { gtk_bin_get_child(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GtkBin.self)) }
        Pager.Scrubber.setBubbleText(third.0) { _, _ in
            if let c = child(third.0) { gtk_container_remove(sp_container(third.0), c) }
            return nil
        }
        GTKTest.pump(0.2)
        XCTAssertNil(child(third.0), "the bubble function took the scrolled window out")
        XCTAssertNil(Pager.Scrubber.nubArea(third.0))
    }

    /// The scrubber as GtkBuilder makes it from a .ui file: horizontal,
    /// four insets, a custom nub at its own size, a handler that keeps the
    /// nub shown instead of fading it; a drag of the custom nub scrolls.
    func testScrubberGTypeFromUIFile() {
        Pager.enableBuilderSupport()
        let ui = """
        <interface>
          <object class="GtkDrawingArea" id="nub">
            <property name="visible">True</property>
            <property name="width-request">60</property>
            <property name="height-request">24</property>
          </object>
          <object class="SlidingPagesScrubber" id="scrubber">
            <property name="orientation">horizontal</property>
            <property name="inset-start">40</property>
            <property name="inset-end">20</property>
            <property name="inset-bottom">6</property>
            <property name="deselect-delay">100</property>
            <property name="nub">nub</property>
            <child>
              <object class="GtkScrolledWindow" id="sw">
                <property name="visible">True</property>
                <child>
                  <object class="GtkDrawingArea" id="content">
                    <property name="visible">True</property>
                    <property name="width-request">8000</property>
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """
        let builder = gtk_builder_new_from_string(ui, -1)!
        func object(_ id: String) -> Widget { UnsafeMutableRawPointer(gtk_builder_get_object(builder, id)!).assumingMemoryBound(to: GtkWidget.self) }
        let scrubber = object("scrubber"), nub = object("nub"), sw = object("sw"), content = object("content")
        for (w, name) in [(scrubber, "scrubber"), (nub, "nub"), (sw, "scrolled window")] { watch.watch(w, name) }
        var states: [String] = []
        Pager.Scrubber.onTransition(scrubber) { t, n in
            XCTAssertEqual(n, nub, "handlers get the custom nub")
            states.append(t.description)
            return t == .deselect  // keep the nub shown
        }
        window = GTKTest.window(with: scrubber, width: 800, height: 300)
        g_object_unref(builder)
        GTKTest.pump(0.2)
        let first = Pager.Scrubber.nubArea(scrubber)!
        XCTAssertEqual([first.x, first.y, first.width, first.height], [40, 300 - 6 - 24, 60, 24], "start inset, bottom inset, the nub's size")
        var a = GtkAllocation()
        gtk_widget_get_allocation(nub, &a)
        var s = GtkAllocation()
        gtk_widget_get_allocation(scrubber, &s)
        XCTAssertEqual([a.x - s.x, a.y - s.y, a.width, a.height], [40, 270, 60, 24], "the custom nub is allocated there")
        XCTAssertEqual(gtk_widget_get_opacity(nub), 0.3, accuracy: 0.01, "at rest")
        let adj = gtk_scrolled_window_get_hadjustment(sp_scrolled_window(sw))!
        // To the end of the track: 800 - 20 (end inset) - 60.
        GTKTest.drag(scrubber, from: (70, 282), to: (70 + 680, 282), duration: 0.3, steps: 8)
        GTKTest.pump(0.1)
        XCTAssertEqual(gtk_adjustment_get_value(adj), gtk_adjustment_get_upper(adj) - gtk_adjustment_get_page_size(adj), accuracy: 1)
        XCTAssertEqual(Pager.Scrubber.nubArea(scrubber)?.x, 800 - 20 - 60)
        XCTAssertTrue(GTKTest.pump(until: { states.count == 4 }, timeout: 2))
        XCTAssertEqual(states, ["select", "highlight", "unhighlight", "deselect"])
        GTKTest.pump(0.7)
        XCTAssertEqual(gtk_widget_get_opacity(nub), 1, accuracy: 0.01, "the handler kept it shown: no fade")
        XCTAssertEqual(gtk_widget_get_state_flags(nub).rawValue & GTK_STATE_FLAG_SELECTED.rawValue, GTK_STATE_FLAG_SELECTED.rawValue,
                       "and selected, as the default deselect did not run")
        // A short view shows no nub, and says so.
        gtk_widget_set_size_request(content, 900, -1)
        GTKTest.pump(0.2)
        XCTAssertNil(Pager.Scrubber.nubArea(scrubber))
        XCTAssertEqual(GProperty.double(scrubber, "fraction"), -1)
        XCTAssertEqual(gtk_widget_get_child_visible(nub), 0)
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
        XCTAssertEqual(asked, [3, 4, 3], "Right, End (on the last page already: no change, nothing said), Left")
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
        // Colours as lists (what bindings use): page by page, repeated.
        var palette = [GdkRGBA(red: 0, green: 0.8, blue: 0, alpha: 1), GdkRGBA(red: 0, green: 0, blue: 1, alpha: 1)]
        var current = [GdkRGBA(red: 1, green: 0.5, blue: 0, alpha: 1)]
        sliding_pages_dots_set_colour_list(OpaquePointer(dots), &palette, 2, &current, 1)
        GTKTest.pump(0.05)
        func colour(_ page: Int, _ name: String) -> (Int, Int, Int) {
            Snapshot(dots, name: name).rgb(Int(r.x + model.dotCenterX(page: page, pagePosition: 3, width: r.width)), y)
        }
        let orange = colour(3, "dots-list"), blueDot = colour(1, "dots-list")
        XCTAssertTrue(orange.0 > 200 && orange.1 > 90 && orange.1 < 170 && orange.2 < 60, "the current dot from the current list: \(orange)")
        XCTAssertTrue(blueDot.2 > blueDot.0 + 40 && blueDot.2 > blueDot.1 + 40, "page 1's dot from the second colour: \(blueDot)")
        // A Swift function comes before the lists; nil returns to them.
        Pager.Dots.setColours(dots) { page, isCurrent in isCurrent ? GdkRGBA(red: 0.6, green: 0, blue: 0.8, alpha: 1) : nil }
        GTKTest.pump(0.05)
        let purple = colour(3, "dots-swift")
        XCTAssertTrue(purple.0 > 120 && purple.1 < 60 && purple.2 > 160, "the current dot from the Swift function: \(purple)")
        Pager.Dots.setColours(dots, nil)
        GTKTest.pump(0.05)
        XCTAssertTrue(near(colour(3, "dots-list-again"), orange, 20), "back to the lists")
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
    func testScrubberGTypeFromUIFile() throws { try run { $0.testScrubberGTypeFromUIFile() } }
    func testStandaloneControlsFromSwift() throws { try run { $0.testStandaloneControlsFromSwift() } }
    func testScrubberTornDownFromItsCallbacks() throws { try run { $0.testScrubberTornDownFromItsCallbacks() } }
    func testDotsFollowAnAdjustment() throws { try run { $0.testDotsFollowAnAdjustment() } }
    func testDotsGTypeFromUIFile() throws { try run { $0.testDotsGTypeFromUIFile() } }
    func testDotsDrivenByHand() throws { try run { $0.testDotsDrivenByHand() } }
}

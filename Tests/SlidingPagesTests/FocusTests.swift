import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Pages that are forms: two entries and a button each, named by item.
@MainActor
final class FormSource: PagerDataSource {
    let count: Int
    let watch: FinalizeWatch
    var made = 0

    init(count: Int, watch: FinalizeWatch) {
        self.count = count
        self.watch = watch
    }

    func numberOfItems(in pager: Pager) -> Int { count }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let page: Widget
        if let view {
            page = view
        } else {
            page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
            for _ in 0..<2 { gtk_box_pack_start(sp_box(page), gtk_entry_new(), 0, 0, 0) }
            gtk_box_pack_start(sp_box(page), gtk_button_new_with_label(""), 0, 0, 0)
            gtk_widget_show_all(page)
            made += 1
            watch.watch(page, "form \(made)")
        }
        let parts = FormSource.parts(page)
        gtk_widget_set_name(parts[0], "name \(index)")
        gtk_widget_set_name(parts[1], "email \(index)")
        gtk_widget_set_name(parts[2], "save \(index)")
        return page
    }

    static func parts(_ page: Widget) -> [Widget] {
        var out: [Widget] = []
        var l = gtk_container_get_children(sp_container(page))
        let head = l
        while let node = l {
            out.append(node.pointee.data.assumingMemoryBound(to: GtkWidget.self))
            l = node.pointee.next
        }
        g_list_free(head)
        return out
    }
}

/// Keyboard focus and what shows to assistive technologies, with real keys
/// (xdotool) in a real window: a button before the pager, form pages, a
/// button after it.
@MainActor
final class FocusChecks: WidgetChecks {
    var pager: Pager?
    var source: FormSource?
    var before: Widget?
    var after: Widget?

    func make(count: Int = 5, configure: (Pager) -> Void = { _ in }) -> Pager {
        let p = Pager()
        let s = FormSource(count: count, watch: watch)
        watch.watch(p.widget, "pager")
        configure(p)
        p.dataSource = s
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let b = gtk_button_new_with_label("before")!, a = gtk_button_new_with_label("after")!
        gtk_widget_set_name(b, "before")
        gtk_widget_set_name(a, "after")
        gtk_box_pack_start(sp_box(box), b, 0, 0, 0)
        gtk_box_pack_start(sp_box(box), p.widget, 1, 1, 0)
        gtk_box_pack_start(sp_box(box), a, 0, 0, 0)
        window = GTKTest.window(with: box)
        pager = p
        source = s
        before = b
        after = a
        return p
    }

    override func finish(file: StaticString, line: UInt) {
        pager = nil
        source = nil
        super.finish(file: file, line: line)
    }

    /// The name of the window's focus widget ("pager" for the pager itself).
    var focused: String {
        guard let w = window, let f = gtk_window_get_focus(sp_window(w)) else { return "none" }
        if f == pager?.widget { return "pager" }
        return String(cString: gtk_widget_get_name(f))
    }

    func settle(_ p: Pager) {
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        GTKTest.pump(0.05)
    }

    func press(_ keys: [String]) -> [String] {
        keys.map { k in
            GTKTest.key(k)
            settle(pager!)
            return focused
        }
    }

    func testTabWalksThePageInViewThenLeaves() {
        let p = make()
        gtk_widget_grab_focus(before!)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.liveChildCount, 2, "page 1 is preloaded")
        // Into page 0's form, in order, then out: never into preloaded page 1.
        XCTAssertEqual(press(["Tab", "Tab", "Tab", "Tab"]), ["name 0", "email 0", "save 0", "after"])
        XCTAssertEqual(press(["shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab"]), ["save 0", "email 0", "name 0", "before"])
        // From the pager itself (focused by a click on a page, say), Tab
        // enters the page and Shift+Tab leaves.
        gtk_widget_grab_focus(p.widget)
        XCTAssertEqual(press(["Tab"]), ["name 0"])
        gtk_widget_grab_focus(p.widget)
        XCTAssertEqual(press(["shift+Tab"]), ["before"])
        // On page 3 (preloaded 2 and 4 beside it), the same walk in page 3.
        p.scroll(toPage: 3, duration: 0)
        settle(p)
        gtk_widget_grab_focus(before!)
        XCTAssertEqual(press(["Tab", "Tab", "Tab", "Tab"]), ["name 3", "email 3", "save 3", "after"])
        XCTAssertEqual(p.position, 3)
    }

    func testTwoPagesInViewAreWalkedInOrder() {
        let p = make { $0.itemsPerPage = 2 }
        gtk_widget_grab_focus(before!)
        XCTAssertEqual(press(["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab"]),
                       ["name 0", "email 0", "save 0", "name 1", "email 1", "save 1", "after"])
        XCTAssertEqual(press(["shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab"]), ["save 1", "email 1", "name 1", "save 0"])
        XCTAssertEqual(p.position, 0)
    }

    func testArrowsStayInAnEntryAndTurnPagesElsewhere() {
        let p = make()
        let name0 = FormSource.parts(p.currentItemView!)[0]
        gtk_widget_grab_focus(name0)
        GTKTest.xdo("type Ada")
        GTKTest.pump(0.05)
        XCTAssertEqual(String(cString: gtk_entry_get_text(sp_entry(name0))), "Ada")
        // Left and Right move the entry's cursor, not the pages.
        XCTAssertEqual(press(["Left", "Left"]), ["name 0", "name 0"])
        XCTAssertEqual(gtk_editable_get_position(sp_editable(name0)), 1)
        XCTAssertEqual(press(["Right"]), ["name 0"])
        XCTAssertEqual(gtk_editable_get_position(sp_editable(name0)), 2)
        XCTAssertEqual(p.position, 0)
        // A button does not use arrows: Right turns the page. The page that
        // held the focus leaves view, and the pager keeps the focus, so the
        // next Right turns again and Tab enters the new page.
        gtk_widget_grab_focus(FormSource.parts(p.currentItemView!)[2])
        XCTAssertEqual(press(["Right"]), ["pager"])
        XCTAssertEqual(p.position, 1)
        XCTAssertEqual(press(["Right"]), ["pager"])
        XCTAssertEqual(p.position, 2)
        XCTAssertEqual(press(["Tab"]), ["name 2"])
    }

    func testFocusGrabbedInAPreloadedPageScrollsItIntoView() {
        let p = make()
        let preloaded = p.host.loaded.first { $0.key == 1 }!.value
        XCTAssertFalse(p.visibleItemViews.contains(preloaded), "the preloaded page is out of view")
        XCTAssertFalse(GTKTest.reachesAccessible(from: p.widget, preloaded), "a preloaded page is out of the accessible tree")
        let email1 = FormSource.parts(preloaded)[1]
        gtk_widget_grab_focus(email1)
        settle(p)
        XCTAssertEqual(p.position, 1)
        XCTAssertEqual(focused, "email 1")
        XCTAssertNotEqual(gtk_widget_get_mapped(email1), 0)
    }

    /// Only what is in view reaches a screen reader: the pages beside it
    /// are mapped ahead between frames, and left out of the pager's
    /// accessible children until they scroll in.
    func testOnlyPagesInViewShowToAccessibility() {
        let p = make()
        p.scroll(toPage: 2, duration: 0)
        settle(p)
        XCTAssertEqual(p.liveChildCount, 3)
        let children = GTKTest.accessibleChildren(p.widget)
        for (slot, page) in p.host.loaded {
            XCTAssertEqual(children.contains(gtk_widget_get_accessible(page)), slot == 2, "page \(slot) among the pager's accessible children")
            for part in FormSource.parts(page) {
                let acc = gtk_widget_get_accessible(part)
                let states = atk_object_ref_state_set(acc)
                let showing = atk_state_set_contains_state(states, ATK_STATE_SHOWING) != 0
                g_object_unref(states)
                let reached = GTKTest.reachesAccessible(from: p.widget, part)
                let name = String(cString: gtk_widget_get_name(part))
                XCTAssertEqual(reached, slot == 2, "\(name) reached from the pager: \(reached)")
                if slot == 2 { XCTAssertTrue(showing, "\(name) in view shows") }
            }
        }
        // A page that scrolls in joins the children; the one that leaves goes.
        p.scroll(toPage: 3, duration: 0)
        settle(p)
        let after = GTKTest.accessibleChildren(p.widget)
        XCTAssertTrue(after.contains(gtk_widget_get_accessible(p.host.loaded[3]!)))
        XCTAssertFalse(after.contains(gtk_widget_get_accessible(p.host.loaded[2]!)))
        // Mid-drag both pages in view show.
        GTKTest.drag(p.widget, from: (600, 300), to: (300, 300), duration: 0.3, release: false)
        GTKTest.pump(0.1)
        XCTAssertEqual(p.visibleItemViews.count, 2)
        for page in p.visibleItemViews { XCTAssertNotEqual(gtk_widget_get_mapped(page), 0) }
        GTKTest.xdo("mouseup 1")
        settle(p)
    }
}

final class FocusTests: XCTestCase {
    func run(_ body: @MainActor (FocusChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(FocusChecks.self, file: file, line: line, body)
    }

    func testTabWalksThePageInViewThenLeaves() throws { try run { $0.testTabWalksThePageInViewThenLeaves() } }
    func testTwoPagesInViewAreWalkedInOrder() throws { try run { $0.testTwoPagesInViewAreWalkedInOrder() } }
    func testArrowsStayInAnEntryAndTurnPagesElsewhere() throws { try run { $0.testArrowsStayInAnEntryAndTurnPagesElsewhere() } }
    func testFocusGrabbedInAPreloadedPageScrollsItIntoView() throws { try run { $0.testFocusGrabbedInAPreloadedPageScrollsItIntoView() } }
    func testOnlyPagesInViewShowToAccessibility() throws { try run { $0.testOnlyPagesInViewShowToAccessibility() } }
}

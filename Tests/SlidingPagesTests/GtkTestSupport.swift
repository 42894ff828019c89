import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import Glibc
import SlidingPages
import SlidingPagesCore
import XCTest

/// A GTK widget pointer, as the pager's API spells it.
typealias Widget = Pager.Widget

/// GTK set-up, main-loop pumping, real X input and finalize checks for the
/// widget tests.
@MainActor
enum GTKTest {
    static var ready = false

    /// Initializes GTK once; skips the test when there is no display.
    static func start() throws {
        if !ready {
            guard gtk_init_check(nil, nil) != 0 else {
                throw XCTSkip("no display: run the GTK tests through `make test`, which starts Xvfb")
            }
            ready = true
            LogCapture.install()
        }
    }

    /// Runs the main loop for `seconds`.
    static func pump(_ seconds: Double = 0.05) {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        repeat {
            while g_main_context_iteration(nil, 0) != 0 {}
            usleep(1_000)
        } while g_get_monotonic_time() < end
    }

    /// Runs the main loop until `condition` holds or `timeout` passes.
    @discardableResult
    static func pump(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let end = g_get_monotonic_time() + Int(timeout * 1_000_000)
        while g_get_monotonic_time() < end {
            while g_main_context_iteration(nil, 0) != 0 {}
            if condition() { return true }
            usleep(1_000)
        }
        return condition()
    }

    /// A toplevel of 800x600 holding `child`, shown and allocated.
    static func window(with child: Widget, width: Int32 = 800, height: Int32 = 600) -> Widget {
        let w = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(sp_window(w), width, height)
        gtk_container_add(sp_container(w), child)
        gtk_widget_show_all(w)
        gtk_window_move(sp_window(w), 0, 0)
        gtk_window_present(sp_window(w))
        pump(until: { gtk_widget_get_allocated_width(child) == width && gtk_widget_get_mapped(child) != 0 })
        // No window manager under Xvfb: give the window the keyboard directly.
        gdk_window_focus(gtk_widget_get_window(w), guint32(GDK_CURRENT_TIME))
        pump(0.1)
        return w
    }

    // Real input through the X server, as a person's mouse and keyboard:
    // xdotool runs while the main loop keeps processing what arrives.

    /// Runs `xdotool ARGS` and keeps the main loop running until it exits.
    static func xdo(_ args: String) {
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("xdotool")]
        for a in args.split(separator: " ") { argv.append(strdup(String(a))) }
        argv.append(nil)
        defer { for p in argv { free(p) } }
        var pid: GPid = 0
        let ok = argv.withUnsafeMutableBufferPointer { buf in
            g_spawn_async(nil, buf.baseAddress, nil, GSpawnFlags(rawValue: G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_DO_NOT_REAP_CHILD.rawValue), nil, nil, &pid, nil)
        }
        guard ok != 0 else {
            XCTFail("could not run xdotool \(args)")
            return
        }
        let done = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
        done.pointee = 0
        g_child_watch_add(pid, { pid, _, data in
            data!.assumingMemoryBound(to: gboolean.self).pointee = 1
            g_spawn_close_pid(pid)
        }, done)
        pump(until: { done.pointee != 0 }, timeout: 10)
        pump(0.03)
        done.deallocate()
    }

    /// Where `child` shows inside `ancestor`: x, y, width, height. Through
    /// the windows in between, as GTK maps pointer coordinates (a page's
    /// own allocation is relative to its window).
    static func frame(of child: Widget, in ancestor: Widget) -> [gint] {
        var x: gint = 0, y: gint = 0
        _ = gtk_widget_translate_coordinates(child, ancestor, 0, 0, &x, &y)
        return [x, y, gtk_widget_get_allocated_width(child), gtk_widget_get_allocated_height(child)]
    }

    /// Screen coordinates of (x, y) in `widget`.
    static func screen(_ widget: Widget, _ x: Double, _ y: Double) -> (Int, Int) {
        var rx: gint = 0, ry: gint = 0
        var a = GtkAllocation()
        gtk_widget_get_allocation(widget, &a)
        let hasWindow = gtk_widget_get_has_window(widget) != 0
        gdk_window_get_origin(gtk_widget_get_window(widget), &rx, &ry)
        let ox = hasWindow ? 0 : Int(a.x), oy = hasWindow ? 0 : Int(a.y)
        return (Int(rx) + ox + Int(x), Int(ry) + oy + Int(y))
    }

    /// Presses at `from`, moves in `steps` to `to` over `duration`, releases.
    static func drag(_ widget: Widget, from: (Double, Double), to: (Double, Double), duration: Double, steps: Int = 12, release: Bool = true) {
        let (x0, y0) = screen(widget, from.0, from.1)
        let (x1, y1) = screen(widget, to.0, to.1)
        var cmd = "mousemove \(x0) \(y0) sleep 0.05 mousedown 1"
        let pause = String(format: "%.3f", duration / Double(steps))
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            cmd += " sleep \(pause) mousemove \(x0 + Int(Double(x1 - x0) * f)) \(y0 + Int(Double(y1 - y0) * f))"
        }
        if release { cmd += " mouseup 1" }
        xdo(cmd)
    }

    static func click(_ widget: Widget, _ x: Double, _ y: Double) {
        let (sx, sy) = screen(widget, x, y)
        xdo("mousemove \(sx) \(sy) sleep 0.05 click 1")
        pump(0.05)
    }

    /// A wheel notch: button 5 scrolls down (forward), 4 up.
    static func wheel(_ widget: Widget, forward: Bool) {
        var a = GtkAllocation()
        gtk_widget_get_allocation(widget, &a)
        let (sx, sy) = screen(widget, Double(a.width / 2), Double(a.height / 2))
        xdo("mousemove \(sx) \(sy) sleep 0.02 click \(forward ? 5 : 4)")
    }

    /// A key by its X name ("Right", "End", "Page_Down").
    static func key(_ name: String) {
        xdo("key \(name)")
        pump(0.02)
    }

    /// The accessibles of `widget`'s accessible children, as a screen
    /// reader walking the tree finds them.
    static func accessibleChildren(_ widget: Widget) -> [UnsafeMutablePointer<AtkObject>] {
        let acc = gtk_widget_get_accessible(widget)
        var children: [UnsafeMutablePointer<AtkObject>] = []
        for i in 0..<atk_object_get_n_accessible_children(acc) {
            guard let child = atk_object_ref_accessible_child(acc, i) else { continue }
            children.append(child)
            g_object_unref(child)
        }
        return children
    }

    /// Whether a screen reader walking down from `widget`'s accessible
    /// reaches `target`'s.
    static func reachesAccessible(from widget: Widget, _ target: Widget) -> Bool {
        let goal = gtk_widget_get_accessible(target)
        var stack = [gtk_widget_get_accessible(widget)!]
        while let acc = stack.popLast() {
            if acc == goal { return true }
            for i in 0..<atk_object_get_n_accessible_children(acc) {
                guard let child = atk_object_ref_accessible_child(acc, i) else { continue }
                stack.append(child)
                g_object_unref(child)
            }
        }
        return false
    }
}

/// What every widget test shares: a window, a finalize watch over the
/// GObjects it made, and the check at the end that they were all freed and
/// GLib logged no critical.
@MainActor
class WidgetChecks {
    let watch = FinalizeWatch()
    var window: Widget?
    let logMark = capturedLog.count

    required init() {}

    /// Destroys the window and checks what the test made is gone.
    func finish(file: StaticString, line: UInt) {
        if let w = window { gtk_widget_destroy(w) }
        window = nil
        GTKTest.pump(0.05)
        XCTAssertEqual(watch.alive, [], "GObjects not finalized", file: file, line: line)
        XCTAssertEqual(LogCapture.since(logMark).filter { $0.hasPrefix("CRITICAL") }, [], "GLib criticals", file: file, line: line)
    }
}

extension XCTestCase {
    /// Runs a check on the main actor it is already on (XCTest on Linux
    /// cannot call main-actor test methods), then `finish` — after the body
    /// returned, so its locals are gone too.
    func runChecks<C: WidgetChecks>(_ type: C.Type, file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor (C) -> Void) throws {
        try MainActor.assumeIsolated {
            try GTKTest.start()
            let checks = C()
            body(checks)
            checks.finish(file: file, line: line)
        }
    }
}

/// GObject properties by name (g_object_set/get are variadic). The
/// fundamental GTypes are G_TYPE_MAKE_FUNDAMENTAL(n) = n << 2.
enum GProperty {
    static let boolean = GType(5 << 2), int = GType(6 << 2), double = GType(15 << 2)

    private static func with(_ type: GType, _ body: (UnsafeMutablePointer<GValue>) -> Void) {
        var v = GValue()
        g_value_init(&v, type)
        body(&v)
        g_value_unset(&v)
    }

    static func set(_ object: UnsafeMutableRawPointer, _ name: String, int value: Int32) {
        with(int) { v in g_value_set_int(v, value); g_object_set_property(sp_object(object), name, v) }
    }

    static func set(_ object: UnsafeMutableRawPointer, _ name: String, bool value: Bool) {
        with(boolean) { v in g_value_set_boolean(v, value ? 1 : 0); g_object_set_property(sp_object(object), name, v) }
    }

    static func set(_ object: UnsafeMutableRawPointer, _ name: String, double value: Double) {
        with(double) { v in g_value_set_double(v, value); g_object_set_property(sp_object(object), name, v) }
    }

    static func set(_ object: UnsafeMutableRawPointer, _ name: String, enumeration value: Int32, _ type: GType) {
        with(type) { v in g_value_set_enum(v, value); g_object_set_property(sp_object(object), name, v) }
    }

    static func int(_ object: UnsafeMutableRawPointer, _ name: String) -> Int {
        var out = 0
        with(int) { v in g_object_get_property(sp_object(object), name, v); out = Int(g_value_get_int(v)) }
        return out
    }

    static func double(_ object: UnsafeMutableRawPointer, _ name: String) -> Double {
        var out = 0.0
        with(double) { v in g_object_get_property(sp_object(object), name, v); out = g_value_get_double(v) }
        return out
    }

    static func enumeration(_ object: UnsafeMutableRawPointer, _ name: String, _ type: GType) -> Int {
        var out = 0
        with(type) { v in g_object_get_property(sp_object(object), name, v); out = Int(g_value_get_enum(v)) }
        return out
    }

    /// An object property, without a reference kept.
    static func object(_ object: UnsafeMutableRawPointer, _ name: String, _ type: GType) -> UnsafeMutableRawPointer? {
        var out: UnsafeMutableRawPointer?
        with(type) { v in g_object_get_property(sp_object(object), name, v); out = g_value_get_object(v) }
        return out
    }

    static func bool(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool {
        var out = false
        with(boolean) { v in g_object_get_property(sp_object(object), name, v); out = g_value_get_boolean(v) != 0 }
        return out
    }
}

/// Watches GObjects for finalization (a built-in leak check, as libhandy's
/// tests end).
@MainActor
final class FinalizeWatch {
    /// Never freed: a watched object may finalize after the watch is gone.
    private var flags: [UnsafeMutablePointer<gboolean>] = []
    private var names: [String] = []

    func watch(_ object: UnsafeMutableRawPointer, _ name: String) {
        let flag = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
        sp_watch_finalize(object, flag)
        flags.append(flag)
        names.append(name)
    }

    var alive: [String] { zip(flags, names).filter { $0.0.pointee == 0 }.map(\.1) }
    var count: Int { flags.count }

}

/// A page with a 200 × 100 px button in its middle, both watched for
/// finalization; `clicked` runs on each click.
@MainActor
func buttonPage(_ index: Int, watch: FinalizeWatch, clicked: @escaping @MainActor () -> Void) -> Widget {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let button = gtk_button_new_with_label("Button \(index)")!
    gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
    gtk_widget_set_size_request(button, 200, 100)
    gtk_box_pack_start(sp_box(box), button, 1, 1, 0)
    PagerGLib.connect(button, "clicked") { _ in clicked() }
    watch.watch(box, "page \(index)")
    watch.watch(button, "button \(index)")
    return box
}

/// A counted source of label pages that records what it was asked.
@MainActor
final class LabelSource: PagerDataSource {
    var count: Int
    var requests: [(index: Int, reused: Bool)] = []
    /// Keep the request log (off for long runs, where it would grow).
    var recording = true
    var made = 0
    let watch: FinalizeWatch?

    init(count: Int, watch: FinalizeWatch? = nil) {
        self.count = count
        self.watch = watch
    }

    func numberOfItems(in pager: Pager) -> Int { count }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        if recording { requests.append((index, view != nil)) }
        let label: Widget
        if let view {
            label = view
        } else {
            label = gtk_label_new(nil)
            made += 1
            watch?.watch(label, "page label \(made)")
        }
        gtk_label_set_text(sp_label(label), "Page \(index)")
        return label
    }
}

/// Records the delegate's events in order.
@MainActor
final class EventRecorder: PagerDelegate {
    var events: [String] = []
    var selected: [Int] = []
    var refuseSelection = false

    func pagerDidScroll(_ pager: Pager) { if events.last != "scroll" { events.append("scroll") } }
    func pagerCurrentItemIndexDidChange(_ pager: Pager) { events.append("current \(pager.currentItemIndex ?? -1)") }
    func pager(_ pager: Pager, didSettleOnPage page: Int) {
        events.append("settled \(page)")
        settledAfterSelection.append(pageSelections.last == page)
    }
    /// page-selected, kept apart from `events`; and for each settle, whether
    /// its page was the one last selected.
    var pageSelections: [Int] = []
    var settledAfterSelection: [Bool] = []
    func pager(_ pager: Pager, didSelectPage page: Int) { pageSelections.append(page) }
    /// page-shown and page-hidden, as "+N" and "-N".
    var shownLog: [String] = []
    func pager(_ pager: Pager, didShowItemAt index: Int) { shownLog.append("+\(index)") }
    func pager(_ pager: Pager, didHideItemAt index: Int) { shownLog.append("-\(index)") }
    func pagerWillBeginDragging(_ pager: Pager) { events.append("willBeginDragging") }
    func pagerDidEndDragging(_ pager: Pager, willDecelerate: Bool) { events.append("didEndDragging \(willDecelerate)") }
    func pagerWillBeginDecelerating(_ pager: Pager) { events.append("willBeginDecelerating") }
    func pagerDidEndDecelerating(_ pager: Pager) { events.append("didEndDecelerating") }
    func pagerDidEndScrollingAnimation(_ pager: Pager) { events.append("didEndScrollingAnimation") }
    func pager(_ pager: Pager, shouldSelectItemAt index: Int) -> Bool { !refuseSelection }
    func pager(_ pager: Pager, didSelectItemAt index: Int) {
        selected.append(index)
        events.append("selected \(index)")
    }

    var milestones: [String] { events.filter { $0 != "scroll" && !$0.hasPrefix("current") } }
}

/// A file in the checkout's Resources folder.
func resourcePath(_ name: String) -> String? {
    let root = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    let path = root + "/Resources/" + name
    return access(path, R_OK) == 0 ? path : nil
}

extension Pager {
    /// How a page is painted as last placed (its scale, opacity and full
    /// paint), read through the C API as a C host reads it; nil for a
    /// widget that is not a page of the pager.
    func paint(of w: Widget) -> (scale: Double, alpha: Double, paint: SlidingPagesPaint)? {
        var p = SlidingPagesPaint()
        return sliding_pages_pager_get_child_paint(OpaquePointer(widget), w, &p) != 0 ? (min(p.scale_x, p.scale_y), p.alpha, p) : nil
    }

    /// The pages waiting for reuse, as a host sees them: the pager's
    /// children that show no item.
    var pooledPages: [Widget] {
        let live = Set((0..<numberOfItems).compactMap { itemView(at: $0) })
        var children: [Widget] = []
        let list = gtk_container_get_children(sp_container(widget))
        var l = list
        while let node = l {
            if let w = node.pointee.data?.assumingMemoryBound(to: GtkWidget.self), !live.contains(w) { children.append(w) }
            l = node.pointee.next
        }
        g_list_free(list)
        XCTAssertEqual(children.count, pooledViewCount, "the children showing no item are the pooled pages")
        return children
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Touch sequences through GTK's own event path. Xvfb has no touchscreen
/// and xdotool cannot touch, so GDK_TOUCH_BEGIN/UPDATE/END events are made
/// here and handed to gtk_main_do_event on the window the X server would
/// have picked under the finger where it landed (the deepest visible window
/// there, looking through pass-through ones), which keeps the whole
/// sequence as X's implicit touch grab does, with the core pointer as
/// device.
@MainActor
enum Touch {
    /// The window each finger landed on, for the rest of its sequence.
    static var grabs: [Int: OpaquePointer] = [:]

    /// The deepest window under (x, y) of `window` (in its coordinates),
    /// and the point in that window's coordinates.
    static func pick(_ window: OpaquePointer, _ x: Double, _ y: Double) -> (OpaquePointer, Double, Double)? {
        var children = gdk_window_peek_children(window)
        var hits: [(OpaquePointer, Double, Double)] = []
        while let node = children {
            let child = OpaquePointer(node.pointee.data)!
            children = node.pointee.next
            guard gdk_window_is_visible(child) != 0 else { continue }
            var cx: gint = 0, cy: gint = 0, cw: gint = 0, ch: gint = 0
            gdk_window_get_geometry(child, &cx, &cy, &cw, &ch)
            let lx = x - Double(cx), ly = y - Double(cy)
            guard lx >= 0, ly >= 0, lx < Double(cw), ly < Double(ch) else { continue }
            hits.append((child, lx, ly))
        }
        // peek_children lists the top of the stack first.
        for (child, lx, ly) in hits {
            if let deeper = pick(child, lx, ly) { return deeper }
            if gdk_window_get_pass_through(child) == 0 { return (child, lx, ly) }
        }
        return nil
    }

    /// One touch event at (x, y) in `widget`'s coordinates.
    static func send(_ type: GdkEventType, _ widget: Widget, _ x: Double, _ y: Double, finger: Int) {
        let top = gtk_widget_get_toplevel(widget)!
        var tx: gint = 0, ty: gint = 0
        _ = gtk_widget_translate_coordinates(widget, top, gint(x), gint(y), &tx, &ty)
        let root = gtk_widget_get_window(top)!
        var ox: gint = 0, oy: gint = 0
        gdk_window_get_origin(root, &ox, &oy)
        let window: OpaquePointer
        if type == GDK_TOUCH_BEGIN || grabs[finger] == nil {
            window = pick(root, Double(tx), Double(ty))?.0 ?? root
            grabs[finger] = window
        } else {
            window = grabs[finger]!
        }
        if type == GDK_TOUCH_END { grabs[finger] = nil }
        var wx: gint = 0, wy: gint = 0
        gdk_window_get_origin(window, &wx, &wy)
        let lx = Double(ox + tx - wx), ly = Double(oy + ty - wy)
        let seat = gdk_display_get_default_seat(gdk_window_get_display(root))
        let pointer = gdk_seat_get_pointer(seat)
        let ev = gdk_event_new(type)!
        ev.pointee.touch.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
        ev.pointee.touch.send_event = 1
        ev.pointee.touch.time = guint32(truncatingIfNeeded: g_get_monotonic_time() / 1000)
        ev.pointee.touch.x = lx
        ev.pointee.touch.y = ly
        ev.pointee.touch.x_root = Double(ox + tx)
        ev.pointee.touch.y_root = Double(oy + ty)
        ev.pointee.touch.sequence = OpaquePointer(bitPattern: finger)
        ev.pointee.touch.emulating_pointer = finger == 1 ? 1 : 0
        gdk_event_set_device(ev, pointer)
        gdk_event_set_source_device(ev, pointer)
        gtk_main_do_event(ev)
        gdk_event_free(ev)
    }

    /// A finger down at `from`, moved to `to` in `steps` over `duration`
    /// (the main loop runs between moves, as under a real finger), lifted.
    static func drag(_ widget: Widget, from: (Double, Double), to: (Double, Double), duration: Double, steps: Int = 10, finger: Int = 1, lift: Bool = true) {
        send(GDK_TOUCH_BEGIN, widget, from.0, from.1, finger: finger)
        for k in 1...steps {
            GTKTest.pump(duration / Double(steps))
            let f = Double(k) / Double(steps)
            send(GDK_TOUCH_UPDATE, widget, from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f, finger: finger)
        }
        if lift { send(GDK_TOUCH_END, widget, to.0, to.1, finger: finger) }
        GTKTest.pump(0.02)
    }
}

@MainActor
final class TouchChecks: WidgetChecks {
    var pager: Pager?
    var recorder: EventRecorder?
    var clicks = 0

    /// Pages with a button in the middle (200 × 100 px at the centre).
    func make() -> Pager {
        let p = Pager()
        let r = EventRecorder()
        watch.watch(p.widget, "pager")
        p.delegate = r
        p.setItems(count: 6) { [watch, weak self] index, reusing in
            reusing ?? buttonPage(index, watch: watch) { self?.clicks += 1 }
        }
        window = GTKTest.window(with: p.widget)
        pager = p
        recorder = r
        return p
    }

    override func finish(file: StaticString, line: UInt) {
        pager = nil
        recorder = nil
        super.finish(file: file, line: line)
    }

    func settle(_ p: Pager) {
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        GTKTest.pump(0.05)
    }

    func testATouchDragPages() {
        let p = make()
        // Page area: 800 × 550 below the 50 px strip; 150 px from the top
        // is clear of the button.
        Touch.drag(p.widget, from: (650, 150), to: (250, 150), duration: 0.25)
        settle(p)
        XCTAssertEqual(p.position, 1)
        XCTAssertEqual(recorder!.milestones.first, "willBeginDragging")
        XCTAssertTrue(recorder!.milestones.contains("settled 1"), "\(recorder!.milestones)")
        // A slow short touch drag, held before lifting, springs back.
        Touch.drag(p.widget, from: (400, 150), to: (330, 150), duration: 0.1, lift: false)
        GTKTest.pump(0.5)
        Touch.send(GDK_TOUCH_END, p.widget, 330, 150, finger: 1)
        settle(p)
        XCTAssertEqual(p.position, 1)
        XCTAssertEqual(clicks, 0)
    }

    func testATouchOnAButtonInAPageClicksIt() {
        let p = make()
        Touch.send(GDK_TOUCH_BEGIN, p.widget, 400, 325, finger: 1)
        GTKTest.pump(0.05)
        Touch.send(GDK_TOUCH_END, p.widget, 400, 325, finger: 1)
        GTKTest.pump(0.1)
        XCTAssertEqual(clicks, 1)
        XCTAssertEqual(p.position, 0)
        XCTAssertEqual(recorder!.selected, [], "the button took the tap, not the page")
        // A drag that starts on the button pages and does not click it.
        Touch.drag(p.widget, from: (450, 325), to: (100, 325), duration: 0.25)
        settle(p)
        XCTAssertEqual(p.position, 1)
        XCTAssertEqual(clicks, 1)
    }

    func testASecondFingerDoesNotConfuseTheDrag() {
        let p = make()
        Touch.send(GDK_TOUCH_BEGIN, p.widget, 650, 150, finger: 1)
        for k in 1...5 {
            GTKTest.pump(0.03)
            Touch.send(GDK_TOUCH_UPDATE, p.widget, 650 - Double(k) * 40, 150, finger: 1)
        }
        let before = p.position
        // A second finger lands elsewhere and moves the other way.
        Touch.send(GDK_TOUCH_BEGIN, p.widget, 200, 450, finger: 2)
        for k in 1...5 {
            GTKTest.pump(0.03)
            Touch.send(GDK_TOUCH_UPDATE, p.widget, 200 + Double(k) * 60, 450, finger: 2)
        }
        XCTAssertEqual(p.position, before, accuracy: 1e-9, "the second finger moved the pages")
        // The first finger goes on and lifts; then the second lifts.
        for k in 6...10 {
            GTKTest.pump(0.03)
            Touch.send(GDK_TOUCH_UPDATE, p.widget, 650 - Double(k) * 40, 150, finger: 1)
        }
        Touch.send(GDK_TOUCH_END, p.widget, 250, 150, finger: 1)
        GTKTest.pump(0.05)
        Touch.send(GDK_TOUCH_END, p.widget, 500, 450, finger: 2)
        settle(p)
        XCTAssertEqual(p.position, 1)
        let m = recorder!.milestones
        XCTAssertEqual(m.filter { $0 == "willBeginDragging" }.count, 1, "\(m)")
        XCTAssertEqual(m.filter { $0.hasPrefix("didEndDragging") }.count, 1, "\(m)")
        XCTAssertEqual(clicks, 0)
        // And the pager still pages by touch afterwards.
        Touch.drag(p.widget, from: (650, 150), to: (250, 150), duration: 0.25)
        settle(p)
        XCTAssertEqual(p.position, 2)
    }
}

final class TouchTests: XCTestCase {
    func run(_ body: @MainActor (TouchChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(TouchChecks.self, file: file, line: line, body)
    }

    func testATouchDragPages() throws { try run { $0.testATouchDragPages() } }
    func testATouchOnAButtonInAPageClicksIt() throws { try run { $0.testATouchOnAButtonInAPageClicksIt() } }
    func testASecondFingerDoesNotConfuseTheDrag() throws { try run { $0.testASecondFingerDoesNotConfuseTheDrag() } }
}

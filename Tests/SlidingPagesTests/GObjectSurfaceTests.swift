import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

@MainActor
final class GObjectChecks: WidgetChecks {
    /// A pager of `count` labels numbered from 0, in a window.
    func labelPager(count: Int) -> Pager {
        let p = Pager()
        watch.watch(p.widget, "pager")
        p.setItems(count: count) { i, r in
            let l = r ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(l), "\(i)")
            return l
        }
        window = GTKTest.window(with: p.widget)
        return p
    }

    func testPropertiesRoundTripAndNotify() {
        let p = labelPager(count: 20)
        var notified: [String] = []
        for name in ["items-per-page", "wrap", "spacing", "title-strip-hidden", "paging-enabled", "current-page", "position", "n-items"] {
            PagerGLib.connectNotify(p.widget, name) { notified.append(name) }
        }
        // Defaults, as documented.
        XCTAssertEqual(GProperty.int(p.widget, "items-per-page"), 1)
        XCTAssertEqual(GProperty.double(p.widget, "deceleration-rate"), 0.998)
        XCTAssertEqual(GProperty.int(p.widget, "title-width"), 150)
        XCTAssertTrue(GProperty.bool(p.widget, "paging-enabled"))
        XCTAssertEqual(GProperty.int(p.widget, "n-items"), 20)
        // g_object_set reaches the pager; notify:: fires once per change.
        GProperty.set(p.widget, "items-per-page", int: 2)
        XCTAssertEqual(p.itemsPerPage, 2)
        GProperty.set(p.widget, "items-per-page", int: 2)
        GProperty.set(p.widget, "wrap", bool: true)
        GProperty.set(p.widget, "spacing", int: 12)
        XCTAssertTrue(p.wrapEnabled)
        XCTAssertEqual(p.spacing, 12)
        XCTAssertEqual(notified.filter { $0 == "items-per-page" }.count, 1)
        XCTAssertEqual(notified.filter { $0 == "wrap" }.count, 1)
        // From Swift, too: chrome, layout and motion options alike.
        p.titleStripHidden = true
        XCTAssertTrue(GProperty.bool(p.widget, "title-strip-hidden"))
        XCTAssertEqual(notified.filter { $0 == "title-strip-hidden" }.count, 1)
        p.itemsPerPage = 1
        XCTAssertEqual(notified.filter { $0 == "items-per-page" }.count, 2)
        p.pagingEnabled = false
        XCTAssertEqual(notified.filter { $0 == "paging-enabled" }.count, 1)
        p.pagingEnabled = true
        p.itemsPerPage = 2
        // Read-only state follows motion.
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(GProperty.int(p.widget, "current-page"), 3)
        XCTAssertEqual(GProperty.double(p.widget, "position"), 6)
        XCTAssertTrue(notified.contains("current-page") && notified.contains("position"))
        p.setItemCount(30)
        XCTAssertEqual(GProperty.int(p.widget, "n-items"), 30)
        XCTAssertTrue(notified.contains("n-items"))
    }

    func testSignalsCarryTheirArguments() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        p.setItems(count: 10) { i, r in r ?? gtk_label_new("\(i)")! }
        window = GTKTest.window(with: p.widget)
        var settled: [Int] = [], current: [Int] = [], ended: [Int] = [], selected: [Int] = []
        PagerGLib.connectInt(p.widget, "settled") { settled.append($0) }
        PagerGLib.connectInt(p.widget, "current-item-changed") { current.append($0) }
        PagerGLib.connectInt(p.widget, "did-end-dragging") { ended.append($0) }
        PagerGLib.connectInt(p.widget, "item-selected") { selected.append($0) }
        GTKTest.drag(p.widget, from: (600, 300), to: (150, 300), duration: 0.3)
        GTKTest.pump(until: { !p.isDecelerating && !p.isDragging }, timeout: 3)
        XCTAssertEqual(settled, [1])
        XCTAssertEqual(current, [1])
        XCTAssertEqual(ended, [1], "did-end-dragging (will_decelerate = TRUE)")
        GTKTest.click(p.widget, 100, 300)
        XCTAssertEqual(selected, [1])
    }

    func testBuilderFileDeclaresPagerAndPages() {
        Pager.enableBuilderSupport()
        guard let path = resourcePath("pager.ui") else { return XCTFail("Resources/pager.ui not found") }
        let builder = gtk_builder_new_from_file(path)!
        let object = gtk_builder_get_object(builder, "pager")!
        let w = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        g_object_ref(w)
        g_object_unref(builder)
        watch.watch(w, "built pager")
        guard let p = Pager.from(w) else { return XCTFail("the built pager has no Swift side") }
        XCTAssertEqual(p.numberOfItems, 3)
        XCTAssertTrue(p.wrapEnabled)
        XCTAssertEqual(p.spacing, 8)
        XCTAssertEqual(p.titleWidth, 120)
        XCTAssertEqual(p.alignment, .center)
        XCTAssertTrue(p.dotsAutoHide)
        XCTAssertEqual(p.chrome.title(forPage: 1).map { if case .text(let t) = $0 { return t } else { return "" } }, "Features")
        window = GTKTest.window(with: w)
        g_object_unref(w)
        GTKTest.drag(w, from: (600, 300), to: (150, 300), duration: 0.3)
        GTKTest.pump(until: { !p.isDecelerating && !p.isDragging }, timeout: 3)
        XCTAssertEqual(p.currentPage, 1)
        p.scroll(toPage: 2, duration: 0)
        GTKTest.pump(0.05)
        let label = gtk_label_get_text(sp_label(p.currentItemView!)).map { String(cString: $0) }
        XCTAssertEqual(label, "Done")
    }

    /// Handlers of notify:: and of the pager's signals change the pager
    /// while it announces: set options, move it, change its items.
    func testHandlersMayChangeThePagerWhileItAnnounces() {
        let p = labelPager(count: 20)
        var heard = 0
        PagerGLib.connectNotify(p.widget, "current-page") {
            heard += 1
            // An option set from inside a notify:: announces its own.
            p.spacing = Double(heard % 3) * 4
            p.titleStripHidden = heard % 2 == 0
            if p.currentPage == 3 { p.setItemCount(30) }
        }
        PagerGLib.connectNotify(p.widget, "spacing") { GProperty.set(p.widget, "wrap", bool: true) }
        PagerGLib.connectDouble(p.widget, "did-scroll") { _ in _ = p.isShown(item: 0) }
        PagerGLib.connectInt(p.widget, "settled") { page in
            if page == 3 { p.scroll(toPage: 1, duration: 0) }
        }
        p.scroll(toPage: 3, duration: 0.2)
        XCTAssertTrue(GTKTest.pump(until: { p.currentPage == 1 && !p.isScrolling }, timeout: 3), "moved on from inside a handler")
        XCTAssertGreaterThanOrEqual(heard, 2)
        XCTAssertEqual(p.numberOfItems, 30, "items changed from inside notify::current-page")
        XCTAssertTrue(p.wrapEnabled, "an option set from a handler of another option's notify::")
    }

    /// A handler of the wrong shape would read its arguments from the wrong
    /// registers (a "settled" handler given to connect crashed a stranger's
    /// app): it is refused with a warning instead.
    func testSignalHandlersOfTheWrongShapeAreRefused() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        g_object_ref_sink(p.widget)
        let mark = capturedLog.count
        XCTAssertEqual(PagerGLib.connect(p.widget, "settled") { _ in XCTFail("wrong shape ran") }, 0)
        XCTAssertEqual(PagerGLib.connectInt(p.widget, "did-scroll") { _ in XCTFail("wrong shape ran") }, 0)
        XCTAssertEqual(PagerGLib.connect(p.widget, "did-scroll") { _ in XCTFail("wrong shape ran") }, 0)
        XCTAssertEqual(PagerGLib.connectDouble(p.widget, "settled") { _ in XCTFail("wrong shape ran") }, 0)
        XCTAssertEqual(PagerGLib.connect(p.widget, "no-such-signal") { _ in }, 0)
        let warnings = LogCapture.since(mark)
        XCTAssertTrue(warnings.contains { $0.contains("\"settled\" has 1 argument") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("connectInt(_:_:_:) takes signals with one int or gboolean argument; \"did-scroll\" has 1 argument") },
                      "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("no signal \"no-such-signal\"") }, "\(warnings)")
        // The right shapes connect and run.
        var settled: [Int] = [], scrolled: [Double] = []
        XCTAssertNotEqual(PagerGLib.connectInt(p.widget, "settled") { settled.append($0) }, 0)
        XCTAssertNotEqual(PagerGLib.connectDouble(p.widget, "did-scroll") { scrolled.append($0) }, 0)
        XCTAssertNotEqual(PagerGLib.connectInt(p.widget, "did-end-dragging") { _ in }, 0)
        p.setItems(count: 5) { _, r in r ?? gtk_label_new("page")! }
        window = GTKTest.window(with: p.widget)
        g_object_unref(p.widget)
        p.scroll(toPage: 2, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(settled.last, 2)
        XCTAssertEqual(scrolled.last, 2, "did-scroll carries the position")
    }

    /// Pixel properties are gint, as GTK's own, so `g_object_set(p,
    /// "spacing", 16, NULL)` from C passes what it means; the one range of
    /// the deceleration rate is the core's.
    func testPixelPropertiesAreIntsAndRangesComeFromTheCore() {
        let klass = g_type_class_ref(sliding_pages_pager_get_type())!
        defer { g_type_class_unref(klass) }
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        for name in ["spacing", "title-strip-height", "title-width", "scrubber-insets", "items-per-page", "preload-radius"] {
            let spec = g_object_class_find_property(objectClass, name)
            XCTAssertEqual(spec?.pointee.value_type, GProperty.int, name)
        }
        let rate = UnsafeMutableRawPointer(g_object_class_find_property(objectClass, "deceleration-rate")!).assumingMemoryBound(to: GParamSpecDouble.self)
        XCTAssertEqual(rate.pointee.minimum, MotionConfiguration.decelerationRateRange.lowerBound)
        XCTAssertEqual(rate.pointee.maximum, MotionConfiguration.decelerationRateRange.upperBound)
        // The installed header's numbers for C hosts are the same.
        XCTAssertEqual(SLIDING_PAGES_DECELERATION_RATE_MIN, MotionConfiguration.decelerationRateRange.lowerBound)
        XCTAssertEqual(SLIDING_PAGES_DECELERATION_RATE_MAX, MotionConfiguration.decelerationRateRange.upperBound)
        let p = Pager()
        watch.watch(p.widget, "pager")
        g_object_ref_sink(p.widget)
        for (name, value) in [("spacing", Int32(16)), ("title-strip-height", 40), ("title-width", 120), ("scrubber-insets", 4)] {
            GProperty.set(p.widget, name, int: value)
            XCTAssertEqual(GProperty.int(p.widget, name), Int(value), name)
        }
        XCTAssertEqual(p.spacing, 16)
        XCTAssertEqual(p.titleStripHeight, 40)
        XCTAssertEqual(p.titleWidth, 120)
        XCTAssertEqual(p.scrubberInsets, 4)
        // A new pager starts at every default the table gives, read back
        // through GObject with the type the table says.
        let fresh = Pager()
        watch.watch(fresh.widget, "fresh pager")
        g_object_ref_sink(fresh.widget)
        for spec in OptionTable.all where spec.writable {
            let read: Double
            switch spec.kind {
            case .bool: read = GProperty.bool(fresh.widget, spec.name) ? 1 : 0
            case .int: read = Double(GProperty.int(fresh.widget, spec.name))
            case .double: read = GProperty.double(fresh.widget, spec.name)
            case .uint: read = OptionSweep.number(fresh.widget, spec)
            case .choice: read = Double(GProperty.enumeration(fresh.widget, spec.name, g_object_class_find_property(objectClass, spec.name)!.pointee.value_type))
            }
            XCTAssertEqual(read, spec.defaultValue, spec.name)
        }
        // Out of range from Swift: refused with a warning naming the option.
        let mark = capturedLog.count
        fresh.spacing = -4
        fresh.titleWidth = 0
        XCTAssertEqual(fresh.spacing, 0)
        XCTAssertEqual(fresh.titleWidth, 150)
        let warnings = LogCapture.since(mark)
        XCTAssertTrue(warnings.contains { $0.contains("spacing -4.0 is outside 0…10000") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("title-width 0.0 is outside 1…10000") }, "\(warnings)")
        gtk_widget_destroy(fresh.widget)
        g_object_unref(fresh.widget)
        gtk_widget_destroy(p.widget)
        g_object_unref(p.widget)
    }
}

final class GObjectSurfaceTests: XCTestCase {
    func run(_ body: @MainActor (GObjectChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(GObjectChecks.self, file: file, line: line, body)
    }

    func testPropertiesRoundTripAndNotify() throws { try run { $0.testPropertiesRoundTripAndNotify() } }
    func testSignalsCarryTheirArguments() throws { try run { $0.testSignalsCarryTheirArguments() } }
    func testBuilderFileDeclaresPagerAndPages() throws { try run { $0.testBuilderFileDeclaresPagerAndPages() } }
    func testPixelPropertiesAreIntsAndRangesComeFromTheCore() throws { try run { $0.testPixelPropertiesAreIntsAndRangesComeFromTheCore() } }
    func testSignalHandlersOfTheWrongShapeAreRefused() throws { try run { $0.testSignalHandlersOfTheWrongShapeAreRefused() } }
    func testHandlersMayChangeThePagerWhileItAnnounces() throws { try run { $0.testHandlersMayChangeThePagerWhileItAnnounces() } }
}

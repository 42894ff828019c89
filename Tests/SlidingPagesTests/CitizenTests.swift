import CSlidingPagesGtk
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Text direction, motion settings and theme variants.
@MainActor
final class CitizenChecks: WidgetChecks {
    func make(count: Int, configure: (Pager) -> Void = { _ in }) -> Pager {
        let p = Pager()
        watch.watch(p.widget, "pager")
        p.setItems(count: count, view: { i, r in ColourPages.page(i, reusing: r) }, title: { i in .text("Title \(i)") })
        configure(p)
        window = GTKTest.window(with: p.widget)
        return p
    }

    func testRightToLeftMirrorsPagesStripAndDots() {
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        // Light titles on the dark diamonds, to tell title pixels apart.
        let p = make(count: 5) {
            $0.pagingEnabled = false
            $0.titleStripDiamonds = true
        }
        XCTAssertTrue(p.engine.layout.configuration.rightToLeft)
        p.setPosition(0.5, animated: false)
        GTKTest.pump(0.05)
        let s = Snapshot(p.widget, name: "rtl-mid")
        // Page 1 comes in from the left, page 0 leaves to the right.
        XCTAssertTrue(near(s.rgb(200, 300), ColourPages.rgb(1)), "\(s.rgb(200, 300))")
        XCTAssertTrue(near(s.rgb(600, 300), ColourPages.rgb(0)), "\(s.rgb(600, 300))")
        // The strip mirrors: title 1 sits left of the centre.
        let left = s.count(x: 255, y: 10, w: 90, h: 30) { r, _, _ in r > 120 }
        let right = s.count(x: 455, y: 10, w: 90, h: 30) { r, _, _ in r > 120 }
        XCTAssertGreaterThan(left, 10)
        XCTAssertGreaterThan(right, 10)
        p.setPosition(0, animated: false)
        GTKTest.pump(0.05)
        let rest = Snapshot(p.widget, name: "rtl-rest")
        XCTAssertGreaterThan(rest.count(x: 180, y: 10, w: 140, h: 30) { r, _, _ in r > 120 }, 10, "next title on the left")
        XCTAssertEqual(rest.count(x: 480, y: 10, w: 140, h: 30) { r, _, _ in r > 120 }, 0, "nothing before the first title")
        // Dots: page 0's (current, larger) dot is the rightmost.
        let dots = p.engine.dots!
        XCTAssertTrue(dots.rightToLeft)
        XCTAssertGreaterThan(dots.dotCenterX(page: 0, pagePosition: 0, width: 100), dots.dotCenterX(page: 4, pagePosition: 0, width: 100))
        // Dragging right moves forward.
        p.pagingEnabled = true
        GTKTest.drag(p.widget, from: (200, 300), to: (650, 300), duration: 0.3)
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating }, timeout: 3)
        XCTAssertEqual(p.currentPage, 1)
    }

    func testAnimationsOffMeansJumps() {
        let settings = gtk_settings_get_default()!
        GProperty.set(settings, "gtk-enable-animations", bool: false)
        defer { GProperty.set(settings, "gtk-enable-animations", bool: true) }
        let p = make(count: 10)
        GTKTest.pump(0.02)
        p.scroll(toPage: 6, duration: 0.5)
        XCTAssertEqual(p.position, 6, "no animation: the move is a jump")
        XCTAssertFalse(p.isScrolling)
        GTKTest.drag(p.widget, from: (600, 300), to: (150, 300), duration: 0.2)
        GTKTest.pump(0.02)
        XCTAssertEqual(p.position, 7)
        XCTAssertFalse(p.isDecelerating)
    }

    /// What a screen reader reads: the first page change is told at once;
    /// a page a frame is not told every frame, and the last page always is.
    func testPageAnnouncementsArePaced() {
        let p = make(count: 200)
        let acc = gtk_widget_get_accessible(p.widget)!
        func said() -> String { atk_object_get_description(acc).map { String(cString: $0) } ?? "" }
        var changes = 0
        let handler = g_signal_connect_data(acc, "notify::accessible-description", unsafeBitCast({ (_: gpointer?, _: gpointer?, data: gpointer?) in
            data!.assumingMemoryBound(to: Int.self).pointee += 1
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self), &changes, nil, GConnectFlags(0))
        defer { g_signal_handler_disconnect(acc, handler) }
        GTKTest.pump(0.3)
        XCTAssertEqual(said(), "Page 1 of 200: Title 0")
        changes = 0
        p.scroll(toPage: 1, duration: 0)
        XCTAssertEqual(said(), "Page 2 of 200: Title 1", "a single change is told at once")
        // Thirty pages, one every 10 ms: at most 0.3 s / 0.25 s + 1 told.
        for k in 2...31 {
            p.scroll(toPage: k, duration: 0)
            GTKTest.pump(0.01)
        }
        XCTAssertLessThanOrEqual(changes, 4, "\(changes) announcements for 31 changes")
        XCTAssertGreaterThanOrEqual(changes, 2)
        GTKTest.pump(until: { said() == "Page 32 of 200: Title 31" }, timeout: 1)
        XCTAssertEqual(said(), "Page 32 of 200: Title 31", "the last page is told")
    }

    func testDarkVariantRestylesTheChrome() {
        let p = make(count: 5) { $0.titleStripHidden = true }
        let dots = p.engine.dots!
        let r = p.engine.chromeLayout.dotsRect(dots)
        func dotLuminance(_ s: Snapshot) -> Int {
            let x = Int(r.x + dots.dotCenterX(page: 0, pagePosition: 0, width: r.width))
            return s.luminance(x, Int(r.y + r.height / 2))
        }
        // Dots take the theme's colour: dark on a light theme's red page…
        let light = dotLuminance(Snapshot(p.widget, name: "theme-light"))
        let settings = gtk_settings_get_default()!
        GProperty.set(settings, "gtk-application-prefer-dark-theme", bool: true)
        GTKTest.pump(0.2)
        // …and light with Adwaita's dark variant.
        let dark = dotLuminance(Snapshot(p.widget, name: "theme-dark"))
        GProperty.set(settings, "gtk-application-prefer-dark-theme", bool: false)
        GTKTest.pump(0.1)
        XCTAssertGreaterThan(dark, light + 40, "dot luminance light theme \(light), dark theme \(dark)")
    }
}

extension CitizenChecks {
    /// A host's transformer is what the pager draws: a page made
    /// transparent shows the background, a page moved half a page along
    /// the axis shows only on that half; input stays with the page. A
    /// transformer that reloads and scrolls from inside is deferred, not
    /// re-entered, and the pager still pages.
    func testPageTransformerIsWhatIsDrawn() {
        let p = make(count: 5)
        p.pageEffect = .none
        GTKTest.pump(0.05)
        let plain = Snapshot(p.widget, name: "transform-none")
        XCTAssertTrue(near(plain.rgb(200, 300), ColourPages.rgb(0)) && near(plain.rgb(600, 300), ColourPages.rgb(0)))
        var offsets: [Int: Double] = [:]
        p.pageTransformer = { item, offset in
            offsets[item] = offset
            return item == 0 ? PageTransform(translation: 0.5) : PageTransform(alpha: 0)
        }
        GTKTest.pump(0.05)
        let moved = Snapshot(p.widget, name: "transform-half")
        XCTAssertEqual(offsets[0], 0)
        XCTAssertEqual(offsets[1], 1)
        XCTAssertFalse(near(moved.rgb(200, 300), ColourPages.rgb(0)), "the first half is empty: \(moved.rgb(200, 300))")
        XCTAssertTrue(near(moved.rgb(600, 300), ColourPages.rgb(0)), "the page drawn half a page on: \(moved.rgb(600, 300))")
        XCTAssertEqual(p.engine.layout.slot(atX: 200, y: 250, position: p.position), 0, "input still lands on page 0 where it lies")
        // Halfway between pages 0 and 1, both drawn filling the pager: the
        // higher elevation is what shows.
        p.setPosition(0.5, animated: false)
        for (elevation, colour) in [(-1.0, 0), (1.0, 1)] {
            p.pageTransformer = { item, offset in PageTransform(translation: -offset, elevation: item == 1 ? elevation : 0) }
            GTKTest.pump(0.05)
            let stacked = Snapshot(p.widget, name: "transform-elevation-\(colour)")
            XCTAssertTrue(near(stacked.rgb(400, 300), ColourPages.rgb(colour)), "elevation \(elevation): \(stacked.rgb(400, 300))")
        }
        p.setPosition(0, animated: false)
        p.pageTransformer = { _, _ in PageTransform(alpha: 0) }
        GTKTest.pump(0.05)
        let hidden = Snapshot(p.widget, name: "transform-hidden")
        XCTAssertFalse(near(hidden.rgb(400, 300), ColourPages.rgb(0)), "a transparent page is not drawn")
        var calls = 0
        p.pageTransformer = { [unowned p] item, offset in
            calls += 1
            if calls < 50 {
                p.reloadData()
                p.scroll(toPage: 2, duration: 0)
                p.pageEffect = .fade
            }
            return .identity
        }
        GTKTest.pump(0.2)
        XCTAssertGreaterThan(calls, 0)
        XCTAssertEqual(p.currentPage, 2, "the move asked for inside the transformer ran after it")
        p.pageTransformer = nil
        XCTAssertEqual(p.pageEffect, .fade)
        p.scroll(toPage: 4, duration: 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentPage, 4)
    }
}

final class CitizenTests: XCTestCase {
    func run(_ body: @MainActor (CitizenChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(CitizenChecks.self, file: file, line: line, body)
    }

    func testRightToLeftMirrorsPagesStripAndDots() throws { try run { $0.testRightToLeftMirrorsPagesStripAndDots() } }
    func testAnimationsOffMeansJumps() throws { try run { $0.testAnimationsOffMeansJumps() } }
    func testPageAnnouncementsArePaced() throws { try run { $0.testPageAnnouncementsArePaced() } }
    func testDarkVariantRestylesTheChrome() throws { try run { $0.testDarkVariantRestylesTheChrome() } }
    func testPageTransformerIsWhatIsDrawn() throws { try run { $0.testPageTransformerIsWhatIsDrawn() } }
}

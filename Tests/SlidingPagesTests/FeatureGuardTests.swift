import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Features that worked with no test to catch them breaking, each read in
/// pixels or with real input on the widget.
extension ChromeChecks {
    /// The pages' colours at a row of x positions.
    func colours(_ p: Pager, _ name: String, y: Int = 300, at xs: [Int]) -> [(Int, Int, Int)] {
        let s = Snapshot(p.widget, name: name)
        return xs.map { s.rgb($0, y) }
    }

    func isPage(_ c: (Int, Int, Int), _ item: Int) -> Bool { near(c, ColourPages.rgb(item), 10) }

    /// Items narrower than the view, centred: item 0 (200 px) spans
    /// 300…500 of an 800 px pager, item 1 follows it.
    func testCentredNarrowItemsSitInTheMiddle() {
        let p = make(count: 5, titles: false) {
            $0.titleStripHidden = true
            $0.dotsHidden = true
            $0.zoomOutEnabled = false
            $0.itemExtent = 200
            $0.alignment = .center
        }
        let c = colours(p, "centred", at: [290, 305, 495, 505, 695])
        XCTAssertFalse(isPage(c[0], 0), "left of the centred item: \(c[0])")
        XCTAssertTrue(isPage(c[1], 0) && isPage(c[2], 0), "item 0 spans 300…500: \(c[1]) \(c[2])")
        XCTAssertTrue(isPage(c[3], 1) && isPage(c[4], 1), "item 1 follows at 500: \(c[3]) \(c[4])")
    }

    /// Spacing in pixels: 40 px between filling pages half-way through a
    /// move, and 30 px between fixed 200 px items.
    func testSpacingIsTheGapBetweenPages() {
        let p = make(count: 4, titles: false) {
            $0.titleStripHidden = true
            $0.dotsHidden = true
            $0.zoomOutEnabled = false
            $0.pagingEnabled = false  // a fractional position stays put
            $0.spacing = 40
        }
        p.setPosition(0.5, animated: false)
        GTKTest.pump(0.05)
        // Page 0 from -420 to 380, the gap to 420, page 1 from 420.
        var c = colours(p, "spacing-filling", at: [377, 383, 417, 423])
        XCTAssertTrue(isPage(c[0], 0) && isPage(c[3], 1), "the pages either side: \(c[0]) \(c[3])")
        XCTAssertFalse(isPage(c[1], 0) || isPage(c[1], 1) || isPage(c[2], 0) || isPage(c[2], 1), "40 px between them: \(c[1]) \(c[2])")
        p.itemExtent = 200
        p.spacing = 30
        p.setPosition(0, animated: false)
        GTKTest.pump(0.05)
        c = colours(p, "spacing-fixed", at: [197, 203, 227, 233])
        XCTAssertTrue(isPage(c[0], 0) && isPage(c[3], 1), "items at 0 and 230: \(c[0]) \(c[3])")
        XCTAssertFalse(isPage(c[1], 0) || isPage(c[1], 1) || isPage(c[2], 0) || isPage(c[2], 1), "30 px between them: \(c[1]) \(c[2])")
    }

    /// Autoplay's wake timer turns the page with nothing else happening
    /// (the pointer away, as autoplay waits while it hovers).
    func testAutoplayTurnsThePage() {
        GTKTest.xdo("mousemove 5 1000")
        let p = make(count: 4, titles: false) { $0.autoplayInterval = 0.4 }
        GTKTest.pump(until: { p.currentPage == 2 }, timeout: 3)
        XCTAssertEqual(p.currentPage, 2, "two turns in about a second")
        p.autoplayInterval = nil
        let at = p.currentPage
        GTKTest.pump(1)
        XCTAssertEqual(p.currentPage, at, "off, it stays")
    }

    /// The strip as options draw it: its height, background and text
    /// colour, and the title width setting where the next title stands.
    func testStripOptionsInPixels() {
        let p = make(count: 4) {
            $0.dotsHidden = true
            $0.zoomOutEnabled = false
            $0.titleStripHeight = 80
            $0.titleStripBackground = GdkRGBA(red: 1, green: 1, blue: 0, alpha: 1)
            $0.titleTextColour = GdkRGBA(red: 0, green: 0, blue: 1, alpha: 1)
            $0.titleWidth = 300
        }
        let s = Snapshot(p.widget, name: "strip-options")
        XCTAssertTrue(near(s.rgb(20, 76), (255, 255, 0), 12), "the strip's background to 80 px: \(s.rgb(20, 76))")
        XCTAssertTrue(isPage(s.rgb(20, 84), 0), "the page below it: \(s.rgb(20, 84))")
        // Blue text around the centre (the current title) and 300 px on
        // (the next one), none half-way between.
        func blueColumns(_ x0: Int, _ x1: Int) -> Int {
            (x0..<x1).filter { x in (10..<70).contains { y in let c = s.rgb(x, y); return c.2 > 150 && c.0 < 120 && c.1 < 120 } }.count
        }
        XCTAssertGreaterThan(blueColumns(360, 440), 10, "the current title in the text colour")
        XCTAssertGreaterThan(blueColumns(660, 740), 10, "the next title 300 px on")
        XCTAssertEqual(blueColumns(530, 570), 0, "nothing between them")
    }

    /// Dots that hide at rest: none drawn at rest, shown while a real drag
    /// holds the pages, gone again once the fade is over.
    func testDotsAutoHideFollowsADrag() {
        let p = make(count: 3, titles: false) {
            $0.titleStripHidden = true
            $0.zoomOutEnabled = false
            $0.dotsAutoHide = true
        }
        let dots = PageDots(pageCount: 3)
        var o = ChromeOptions()
        o.stripHidden = true
        let r = ChromeLayout(options: o, size: Size(width: 800, height: 600), orientation: .horizontal, rightToLeft: false).dotsRect(dots)
        func dotShown(_ name: String) -> Bool {
            let s = Snapshot(p.widget, name: name)
            let x = Int(r.x + dots.dotCenterX(index: 2, width: r.width)), y = Int(r.y + r.height / 2)
            return !(isPage(s.rgb(x, y), 0) || isPage(s.rgb(x, y), 1))
        }
        XCTAssertFalse(dotShown("autohide-rest"), "no dots at rest")
        GTKTest.drag(p.widget, from: (600, 200), to: (450, 200), duration: 0.3, steps: 6, release: false)
        GTKTest.pump(0.4)
        XCTAssertTrue(dotShown("autohide-drag"), "the dots fade in while dragged")
        GTKTest.xdo("mouseup 1")
        settle(p)
        GTKTest.pump(2)
        XCTAssertFalse(dotShown("autohide-after"), "and fade out after")
    }

    /// A pager told to go to a page before it is ever shown opens there.
    func testScrolledBeforeShownOpensThere() {
        let p = Pager()
        weakPager = p
        watch.watch(p.widget, "pager")
        p.titleStripHidden = true
        p.dotsHidden = true
        p.setItems(count: 10, view: { i, r in ColourPages.page(i, reusing: r) })
        p.scroll(toPage: 4, duration: 0)
        window = GTKTest.window(with: p.widget)
        XCTAssertEqual(p.currentPage, 4)
        XCTAssertTrue(isPage(Snapshot(p.widget, name: "opened-on-4").rgb(400, 300), 4), "page 4 is what shows")
    }
}

extension ChromeChecks {
    /// follows-page-size: in a box that gives the pager its natural
    /// height, the pager is as tall as the current page (100 px, then
    /// 300 px), half-way between two pages' half-way through a move; off,
    /// it keeps its tallest page's height.
    func testCrossSizeFollowsTheCurrentPage() {
        let p = Pager()
        weakPager = p
        watch.watch(p.widget, "pager")
        p.titleStripHidden = true
        p.dotsHidden = true
        p.pagingEnabled = false  // a fractional position stays put
        p.followsPageSize = true
        XCTAssertTrue(GProperty.bool(p.widget, "follows-page-size"))
        p.setItems(count: 4, view: { i, r in
            let page = ColourPages.page(i, reusing: r)
            gtk_widget_set_size_request(page, -1, i % 2 == 0 ? 100 : 300)
            return page
        })
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_pack_start(sp_box(box), p.widget, 0, 0, 0)
        gtk_box_pack_start(sp_box(box), gtk_label_new("below"), 1, 1, 0)
        window = GTKTest.window(with: box)
        func height() -> Int32 {
            GTKTest.pump(until: { false }, timeout: 0.15)
            return gtk_widget_get_allocated_height(p.widget)
        }
        XCTAssertEqual(height(), 100, "as tall as page 0")
        p.setPosition(0.5, animated: false)
        XCTAssertEqual(height(), 200, "half-way between 100 and 300")
        p.setPosition(1, animated: false)
        XCTAssertEqual(height(), 300, "as tall as page 1")
        p.setPosition(2, animated: false)
        XCTAssertEqual(height(), 100, "and back down for page 2")
        p.followsPageSize = false
        XCTAssertEqual(height(), 300, "off, the tallest page's height")
    }
}

extension ChromeChecks {
    /// An app's stylesheet on the documented nodes, read in pixels: the
    /// strip's background, a title's colour and the selected one's, the
    /// dots' backdrop, a dot and the current (checked) dot, and the nub
    /// while it shows.
    func testAppStylesheetOnEveryNode() {
        let css = gtk_css_provider_new()
        gtk_css_provider_load_from_data(css, """
            slidingpages strip { background-color: rgb(255,255,0); background-image: none; }
            slidingpages strip title { color: rgb(0,128,0); }
            slidingpages strip title:selected { color: rgb(0,0,255); }
            slidingpages dots { background-color: rgb(255,0,255); }
            slidingpages dots dot { color: rgb(0,255,255); }
            slidingpages dots dot:checked { color: rgb(255,0,0); }
            slidingpages scrubber nub { background-color: rgb(255,128,0); background-image: none; border-color: rgb(255,128,0); }
            """, -1, nil)
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
        defer {
            gtk_style_context_remove_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css))
            g_object_unref(css)
        }
        let p = make(count: 1_000) { $0.zoomOutEnabled = false; $0.scrubberIdleOpacity = 1 }
        GTKTest.pump(0.1)
        let s = Snapshot(p.widget, name: "app-css")
        func count(_ c: (Int, Int, Int), x: Range<Int>, y: Range<Int>) -> Int {
            x.reduce(0) { n, px in n + y.filter { near(s.rgb(px, $0), c, 40) }.count }
        }
        XCTAssertTrue(near(s.rgb(5, 5), (255, 255, 0), 12), "strip background: \(s.rgb(5, 5))")
        XCTAssertGreaterThan(count((0, 0, 255), x: 350..<450, y: 10..<45), 10, "the selected title in its colour")
        XCTAssertGreaterThan(count((0, 128, 0), x: 500..<650, y: 10..<45), 10, "the next title in the title colour")
        let c = p.engine.chromeLayout, dots = PageDots(pageCount: 1_000)
        let r = c.dotsRect(dots)
        let band = (x: Int(r.x)..<Int(r.x + r.width), y: Int(r.y)..<Int(r.y + r.height))
        XCTAssertGreaterThan(count((255, 0, 255), x: band.x, y: band.y), 50, "the dots' backdrop")
        XCTAssertGreaterThan(count((255, 0, 0), x: band.x, y: band.y), 10, "the current dot, checked")
        XCTAssertGreaterThan(count((0, 255, 255), x: band.x, y: band.y), 20, "the other dots")
        let n = c.nubRect(fraction: 0)
        XCTAssertGreaterThan(count((255, 128, 0), x: Int(n.x)..<Int(n.x + n.width), y: Int(n.y)..<Int(n.y + n.height)), 50, "the nub")
    }
}

extension ChromeChecks {
    /// The held nub's `:active` state and the bubble's node under an app
    /// stylesheet, held with real input and read in pixels.
    func testAppStylesheetOnTheHeldNubAndBubble() {
        let css = gtk_css_provider_new()
        gtk_css_provider_load_from_data(css, """
            slidingpages scrubber nub { background-color: rgb(255,128,0); background-image: none; border-color: rgb(255,128,0); }
            slidingpages scrubber nub:active { background-color: rgb(0,200,0); background-image: none; border-color: rgb(0,200,0); }
            slidingpages scrubber bubble { background-color: rgb(255,0,255); color: rgb(255,255,0); }
            """, -1, nil)
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
        defer {
            gtk_style_context_remove_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css))
            g_object_unref(css)
        }
        let p = make(count: 1_000, titles: false) { $0.zoomOutEnabled = false; $0.scrubberIdleOpacity = 1 }
        GTKTest.pump(0.1)
        let layout = p.engine.chromeLayout, n = layout.nubRect(fraction: 0)
        func count(_ s: Snapshot, _ c: (Int, Int, Int), _ r: Rect) -> Int {
            s.count(x: Int(r.x), y: Int(r.y), w: Int(r.width), h: Int(r.height)) { near(($0, $1, $2), c, 40) }
        }
        let rest = Snapshot(p.widget, name: "nub-rest")
        XCTAssertGreaterThan(count(rest, (255, 128, 0), n), 50, "the nub at rest")
        XCTAssertEqual(count(rest, (255, 0, 255), Rect(x: 0, y: 0, width: 800, height: 600)), 0, "no bubble at rest")
        // Hold the nub 60 px on, without letting go.
        let y = n.y + n.height / 2, x = n.x + n.width / 2
        GTKTest.drag(p.widget, from: (x, y), to: (x + 60, y), duration: 0.3, steps: 6, release: false)
        GTKTest.pump(0.2)
        let held = Snapshot(p.widget, name: "nub-held")
        let f = layout.scrubber.fraction(nubOffset: n.x + 60)
        let h = layout.nubRect(fraction: f)
        let around = Rect(x: h.x - 4, y: h.y - 4, width: h.width + 8, height: h.height + 8)
        XCTAssertGreaterThan(count(held, (0, 200, 0), around), 50, "the held nub is :active")
        XCTAssertEqual(count(held, (255, 128, 0), around), 0, "and not in its resting colour")
        let whole = Rect(x: 0, y: 0, width: 800, height: 600)
        XCTAssertGreaterThan(count(held, (255, 0, 255), whole), 200, "the bubble's background")
        XCTAssertGreaterThan(count(held, (255, 255, 0), whole), 5, "the bubble's text colour")
        GTKTest.xdo("mouseup 1")
        settle(p)
    }

    /// The strip's title shadow, in pixels: white titles on a yellow strip
    /// have no dark pixels, until the shadow is asked for.
    func testTitleShadowInPixels() {
        let p = make(count: 4) {
            $0.dotsHidden = true
            $0.zoomOutEnabled = false
            $0.titleStripBackground = GdkRGBA(red: 1, green: 1, blue: 0, alpha: 1)
            $0.titleTextColour = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        }
        func dark(_ name: String) -> Int {
            Snapshot(p.widget, name: name).count(x: 300, y: 0, w: 200, h: 50) { r, g, _ in r < 180 && g < 180 }
        }
        XCTAssertEqual(dark("shadow-off"), 0, "no shadow by default")
        p.titleShadow = true
        GTKTest.pump(0.05)
        XCTAssertGreaterThan(dark("shadow-on"), 20, "a dark shadow under the title")
    }
}

/// `hides-for-single-page` on the standalone dots: one page draws nothing
/// with it, a dot without it.
extension StandaloneChecks {
    func testStandaloneDotsHideForASinglePage() {
        let dots = Pager.Dots.make(pages: 1)
        watch.watch(dots, "dots")
        let box = gtk_event_box_new()!
        gtk_container_add(sp_container(box), dots)
        window = GTKTest.window(with: box, width: 200, height: 60)
        // Pixels drawn over the snapshot's magenta (the dots paint no background).
        func drawn() -> Int {
            let s = Snapshot(dots, name: "single-dot")
            return (0..<s.width).reduce(0) { n, x in n + (0..<s.height).filter { !near(s.rgb(x, $0), (255, 0, 255), 30) }.count }
        }
        XCTAssertGreaterThan(drawn(), 20, "one page shows its dot")
        Pager.Dots.setHidesForSinglePage(dots, true)
        GTKTest.pump(0.05)
        XCTAssertEqual(drawn(), 0, "hidden for a single page")
        Pager.Dots.show(dots, pages: 2, position: 0)
        GTKTest.pump(0.05)
        XCTAssertGreaterThan(drawn(), 20, "two pages show again")
    }
}

final class FeatureGuardTests: XCTestCase {
    func chrome(_ body: @MainActor (ChromeChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(ChromeChecks.self, file: file, line: line, body)
    }

    func testCentredNarrowItemsSitInTheMiddle() throws { try chrome { $0.testCentredNarrowItemsSitInTheMiddle() } }
    func testSpacingIsTheGapBetweenPages() throws { try chrome { $0.testSpacingIsTheGapBetweenPages() } }
    func testAutoplayTurnsThePage() throws { try chrome { $0.testAutoplayTurnsThePage() } }
    func testStripOptionsInPixels() throws { try chrome { $0.testStripOptionsInPixels() } }
    func testDotsAutoHideFollowsADrag() throws { try chrome { $0.testDotsAutoHideFollowsADrag() } }
    func testScrolledBeforeShownOpensThere() throws { try chrome { $0.testScrolledBeforeShownOpensThere() } }
    func testCrossSizeFollowsTheCurrentPage() throws { try chrome { $0.testCrossSizeFollowsTheCurrentPage() } }
    func testAppStylesheetOnEveryNode() throws { try chrome { $0.testAppStylesheetOnEveryNode() } }
    func testAppStylesheetOnTheHeldNubAndBubble() throws { try chrome { $0.testAppStylesheetOnTheHeldNubAndBubble() } }
    func testTitleShadowInPixels() throws { try chrome { $0.testTitleShadowInPixels() } }
    func testStandaloneDotsHideForASinglePage() throws { try runChecks(StandaloneChecks.self) { $0.testStandaloneDotsHideForASinglePage() } }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Per-page dot colours for the mask test: page p's dots in one colour, the
/// current dot darker, so the boundary between two rows shows.
@MainActor
final class DotColours: PagerDelegate {
    static let palette: [GdkRGBA] = [
        GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1),
        GdkRGBA(red: 0, green: 0, blue: 1, alpha: 1),
        GdkRGBA(red: 0, green: 0.8, blue: 0, alpha: 1),
    ]
    func pager(_ pager: Pager, dotColourForPage page: Int) -> GdkRGBA? { DotColours.palette[((page % 3) + 3) % 3] }
    func pager(_ pager: Pager, currentDotColourForPage page: Int) -> GdkRGBA? { DotColours.palette[((page % 3) + 3) % 3] }
}

@MainActor
final class ChromeChecks: WidgetChecks {
    weak var weakPager: Pager?

    func make(count: Int, titles: Bool = true, configure: (Pager) -> Void = { _ in }) -> Pager {
        let p = Pager()
        watch.watch(p.widget, "pager")
        var title: (@MainActor (Int) -> PageTitle?)?
        if titles { title = { i in PageTitle.text("Title \(i)") } }
        p.setItems(count: count, view: { i, r in ColourPages.page(i, reusing: r) }, title: title)
        configure(p)
        window = GTKTest.window(with: p.widget)
        weakPager = p
        return p
    }

    override func finish(file: StaticString, line: UInt) {
        super.finish(file: file, line: line)
        XCTAssertNil(weakPager, "the Pager was not released", file: file, line: line)
    }

    func settle(_ p: Pager) {
        GTKTest.pump(until: { !p.isDragging && !p.isDecelerating && !p.isScrolling }, timeout: 5)
        GTKTest.pump(0.05)
    }

    /// The default strip takes the theme's colours (Adwaita's light header
    /// here): dark titles, the current one darker than the next, and no
    /// pattern; with the diamonds it is the seed's dark look.
    func testStripFollowsTheThemeUnlessDiamondsAreAsked() {
        let p = make(count: 5)
        let s = Snapshot(p.widget, name: "strip-theme")
        XCTAssertGreaterThan(s.luminance(5, 5), 200, "the theme's light header colour")
        let ink = s.count(x: 340, y: 10, w: 120, h: 30) { r, g, b in r < 100 && g < 100 && b < 100 }
        XCTAssertGreaterThan(ink, 20, "the current title in the theme's text colour")
        let faint = s.count(x: 490, y: 10, w: 120, h: 30) { r, g, b in r < 100 && g < 100 && b < 100 }
        XCTAssertLessThan(faint, ink, "the next title fainter")
        XCTAssertGreaterThan(s.count(x: 490, y: 10, w: 120, h: 30) { r, _, _ in r < 200 }, 10, "but drawn")
        p.titleStripDiamonds = true
        GTKTest.pump(0.05)
        let d = Snapshot(p.widget, name: "strip-diamonds")
        XCTAssertLessThan(d.luminance(5, 5), 80, "the dark pattern")
        XCTAssertGreaterThan(d.count(x: 340, y: 10, w: 120, h: 30) { r, g, b in r > 220 && g > 220 && b > 220 }, 20, "white titles")
        XCTAssertEqual(GProperty.bool(p.widget, "title-strip-diamonds"), true, "a property too")
    }

    func testStripShownAndHidden() {
        let p = make(count: 5) { $0.titleStripDiamonds = true }
        var s = Snapshot(p.widget, name: "strip-shown")
        // The strip is the dark pattern; the pages start 50 px down.
        XCTAssertLessThan(s.luminance(5, 5), 80)
        XCTAssertTrue(near(s.rgb(5, 60), ColourPages.rgb(0)), "\(s.rgb(5, 60))")
        // The current title is white text centred at x = 400; the next one, fainter, at 550.
        let bright = s.count(x: 340, y: 10, w: 120, h: 30) { r, g, b in r > 220 && g > 220 && b > 220 }
        XCTAssertGreaterThan(bright, 20)
        let faint = s.count(x: 490, y: 10, w: 120, h: 30) { r, g, b in r > 220 && g > 220 && b > 220 }
        XCTAssertLessThan(faint, bright)
        XCTAssertGreaterThan(s.count(x: 490, y: 10, w: 120, h: 30) { r, _, _ in r > 120 }, 10)
        p.titleStripHidden = true
        GTKTest.pump(0.05)
        s = Snapshot(p.widget, name: "strip-hidden")
        XCTAssertTrue(near(s.rgb(5, 5), ColourPages.rgb(0)), "\(s.rgb(5, 5))")
        let f = GTKTest.frame(of: p.currentItemView!, in: p.widget)
        XCTAssertEqual([f[1], f[3]], [0, 600])
    }

    /// The largest channel difference between two snapshots' strips, and
    /// how many title-white pixels the first has there.
    func stripDifference(_ a: Snapshot, _ b: Snapshot) -> (worst: Int, lit: Int) {
        var worst = 0, lit = 0
        for y in 0..<50 {
            for x in 0..<800 {
                let p = a.rgb(x, y), q = b.rgb(x, y)
                worst = max(worst, abs(p.0 - q.0), abs(p.1 - q.1), abs(p.2 - q.2))
                if p.0 > 200 && p.1 > 200 && p.2 > 200 { lit += 1 }
            }
        }
        return (worst, lit)
    }

    /// Eight titled pages at rest at 2.3 (the chrome's fades over, the
    /// window no longer drawing), their titles' layouts and sprites gone:
    /// the next paint lays the titles out again.
    func titledPagerAtRest() -> Pager {
        let p = make(count: 8) { $0.pagingEnabled = false }
        p.setPosition(2.3, animated: false)
        GTKTest.pump(until: { p.driver.tickID == 0 }, timeout: 5)
        GTKTest.pump(0.05)
        p.renderer.dropTitleLayouts()
        return p
    }

    /// The strip painted title by title on its next paint.
    func titleByTitle(_ p: Pager) {
        p.renderer.cache.lastFilmKey = nil
        p.renderer.sprites.filmKey = nil
    }

    /// A title's first paint in a colour is filled straight through its
    /// mask; the second goes through a sprite. While the same titles show,
    /// they are composited as one film. All three look the same.
    func testTitlesLookTheSameFilledFromSpritesOrAsAFilm() {
        let p = titledPagerAtRest()
        titleByTitle(p)
        let direct = Snapshot(p.widget, name: "titles-direct")
        XCTAssertEqual(p.renderer.sprites.titleSpriteCount, 0, "the first paint made sprites")
        titleByTitle(p)
        let sprites = Snapshot(p.widget, name: "titles-sprites")
        XCTAssertGreaterThanOrEqual(p.renderer.sprites.titleSpriteCount, 5, "the second paint made no sprites")
        var d = stripDifference(direct, sprites)
        XCTAssertGreaterThan(d.lit, 40, "no title text in the strip")
        XCTAssertLessThanOrEqual(d.worst, 2, "filled and sprite titles differ by \(d.worst)")
        // The same span painted again: now from a film.
        let film = Snapshot(p.widget, name: "titles-film")
        XCTAssertNotNil(p.renderer.sprites.filmKey, "no film made")
        d = stripDifference(sprites, film)
        XCTAssertLessThanOrEqual(d.worst, 2, "the film differs from the titles by \(d.worst)")
        // Further within the span (ties at half pixels among them): the
        // same film, moved, lands where the titles would one by one.
        let key = p.renderer.sprites.filmKey
        var moved = film
        for position in [2.31, 2.37, 2.4, 2.45, 2.49] {
            p.setPosition(position, animated: false)
            moved = Snapshot(p.widget, name: "titles-film-\(position)")
            XCTAssertEqual(p.renderer.sprites.filmKey, key, "the film was made again at \(position)")
            titleByTitle(p)
            let byTitle = Snapshot(p.widget, name: "titles-\(position)")
            d = stripDifference(byTitle, moved)
            XCTAssertGreaterThan(d.lit, 40)
            XCTAssertLessThanOrEqual(d.worst, 2, "at \(position) the moved film differs from the titles by \(d.worst)")
            _ = Snapshot(p.widget, name: "titles-film-again")  // the film again
        }
        XCTAssertGreaterThan(stripDifference(film, moved).worst, 100, "the film did not move")
    }

    /// A title holds the sprite it was last painted from, so later paints
    /// in the same colour need no cache lookup, and the sprite outlives the
    /// cache's own reference: painted after the cache let go of every
    /// title sprite, the strip looks the same and no sprite is made again.
    func testTitlesPaintFromTheSpriteTheyHold() {
        let p = titledPagerAtRest()
        titleByTitle(p)
        _ = Snapshot(p.widget, name: "held-first")  // filled through the masks
        titleByTitle(p)
        let before = Snapshot(p.widget, name: "held-sprites")
        XCTAssertGreaterThanOrEqual(p.renderer.sprites.titleSpriteCount, 5, "the second paint made no sprites")
        let held = p.renderer.cache.layouts.count
        XCTAssertGreaterThanOrEqual(held, 5)
        p.renderer.sprites.dropTitles()
        XCTAssertEqual(p.renderer.sprites.titleSpriteCount, 0)
        // Twice: without the held sprites, the first paint would fill the
        // titles through new masks and the second make sprites again.
        titleByTitle(p)
        _ = Snapshot(p.widget, name: "held-after-cache")
        titleByTitle(p)
        let after = Snapshot(p.widget, name: "held-after-cache-again")
        XCTAssertEqual(p.renderer.sprites.titleSpriteCount, 0, "a title looked its sprite up instead of painting the one it holds")
        let d = stripDifference(before, after)
        XCTAssertGreaterThan(d.lit, 40, "no title text in the strip")
        XCTAssertLessThanOrEqual(d.worst, 2, "titles from held sprites differ by \(d.worst)")
    }

    func testStripMovesInProportionMidScroll() {
        let p = make(count: 5) { $0.pagingEnabled = false }
        p.setPosition(0.5, animated: false)
        GTKTest.pump(0.05)
        let s = Snapshot(p.widget, name: "mid-scroll")
        // Half-way: pages 0 and 1 split the page area at x = 400.
        XCTAssertTrue(near(s.rgb(200, 300), ColourPages.rgb(0)))
        XCTAssertTrue(near(s.rgb(600, 300), ColourPages.rgb(1)))
        // The strip moved half a title (75 px): titles 0 and 1 centred at 325 and 475.
        let left = s.count(x: 285, y: 10, w: 80, h: 30) { r, _, _ in r > 120 }
        let right = s.count(x: 435, y: 10, w: 80, h: 30) { r, _, _ in r > 120 }
        let middle = s.count(x: 385, y: 10, w: 30, h: 30) { r, _, _ in r > 120 }
        XCTAssertGreaterThan(left, 10)
        XCTAssertGreaterThan(right, 10)
        XCTAssertLessThan(middle, left)
    }

    func testDotsMaskAcrossTheBoundary() {
        let colours = DotColours()
        let p = make(count: 3, titles: false) {
            $0.titleStripHidden = true
            $0.pagingEnabled = false  // so a fractional position stays put
        }
        p.delegate = colours
        let dots = PageDots(pageCount: 3)
        let c = p.engine.chromeLayout
        let r = c.dotsRect(dots)
        func dot(_ s: Snapshot, _ page: Int, _ pos: Double) -> (Int, Int, Int) {
            let x = r.x + dots.dotCenterX(page: page, pagePosition: pos, width: r.width)
            return s.rgb(Int(x), Int(r.y + r.height / 2))
        }
        var s = Snapshot(p.widget, name: "dots-rest")
        XCTAssertTrue(near(dot(s, 0, 0), (255, 0, 0), 40), "\(dot(s, 0, 0))")
        XCTAssertTrue(near(dot(s, 2, 0), (255, 0, 0), 40), "\(dot(s, 2, 0))")
        // Half-way to page 1: the boundary crosses the control's middle, so
        // the left dot keeps page 0's red and the right one shows page 1's blue.
        p.setPosition(0.5, animated: false)
        GTKTest.pump(0.05)
        s = Snapshot(p.widget, name: "dots-mid-mask")
        XCTAssertTrue(near(dot(s, 0, 0.5), (255, 0, 0), 40), "\(dot(s, 0, 0.5))")
        XCTAssertTrue(near(dot(s, 2, 0.5), (0, 0, 255), 40), "\(dot(s, 2, 0.5))")
        p.delegate = nil
        p.dotsHidden = true
        GTKTest.pump(0.05)
        s = Snapshot(p.widget, name: "dots-hidden")
        XCTAssertTrue(near(dot(s, 0, 0.5), ColourPages.rgb(0), 12) || near(dot(s, 0, 0.5), ColourPages.rgb(1), 12))
    }

    /// With dots-hide-for-single-page a lone page shows no dot and the
    /// pager asks for less height; a second page brings the dots back.
    func testDotsHideForASinglePage() {
        let p = make(count: 1, titles: false) {
            $0.titleStripHidden = true
            $0.dotsHideForSinglePage = true
        }
        func dotPixel(_ name: String, pages: Int) -> (Int, Int, Int) {
            let s = Snapshot(p.widget, name: name)
            var o = ChromeOptions()
            o.stripHidden = true
            let c = ChromeLayout(options: o, size: Size(width: Double(s.width), height: Double(s.height)), orientation: .horizontal,
                                 rightToLeft: false)
            let dots = PageDots(pageCount: pages)
            let r = c.dotsRect(dots)
            return s.rgb(Int(r.x + dots.dotCenterX(page: 0, pagePosition: 0, width: r.width)), Int(r.y + r.height / 2))
        }
        func naturalHeight() -> Int32 {
            var minimum: gint = 0, natural: gint = 0
            gtk_widget_get_preferred_height(p.widget, &minimum, &natural)
            return natural
        }
        let page = ColourPages.rgb(0)
        XCTAssertTrue(near(dotPixel("dots-single-hidden", pages: 1), page, 12), "no dot for a lone page")
        let without = naturalHeight()
        GProperty.set(p.widget, "dots-hide-for-single-page", bool: false)
        XCTAssertFalse(p.dotsHideForSinglePage)
        GTKTest.pump(0.05)
        XCTAssertFalse(near(dotPixel("dots-single-shown", pages: 1), page, 12), "the option off draws the lone dot")
        XCTAssertGreaterThan(naturalHeight(), without, "the dots' band is asked for again")
        p.dotsHideForSinglePage = true
        p.setItems(count: 2, view: { i, r in ColourPages.page(i, reusing: r) })
        GTKTest.pump(0.05)
        XCTAssertFalse(near(dotPixel("dots-two-pages", pages: 2), page, 12), "two pages show their dots")
        XCTAssertGreaterThan(naturalHeight(), without)
    }

    /// Lines instead of dots: a bar in the current colour over the current
    /// page's line, the others in the resting colour, the gaps showing the
    /// page; the bar follows the pages, and a click on a line turns to it.
    func testLinesShowThePagesWithASlidingBar() {
        let p = make(count: 3, titles: false) {
            $0.titleStripHidden = true
            $0.indicatorStyle = .lines
        }
        XCTAssertEqual(GProperty.int(p.widget, "indicator-style"), 1)
        var lines = PageDots(pageCount: 3)
        lines.style = .lines
        func read(_ name: String) -> (line: [(Int, Int, Int)], gap: (Int, Int, Int), rect: Rect) {
            let s = Snapshot(p.widget, name: name)
            var o = ChromeOptions()
            o.stripHidden = true
            let c = ChromeLayout(options: o, size: Size(width: Double(s.width), height: Double(s.height)), orientation: .horizontal,
                                 rightToLeft: false)
            let r = c.dotsRect(lines)
            let y = Int(r.y + r.height / 2)
            let xs = (0..<3).map { r.x + lines.dotCenterX(index: $0, width: r.width) }
            // 12 px from a line's centre: on the line, well clear of a dot.
            return (xs.map { s.rgb(Int($0) + 12, y) }, s.rgb(Int((xs[0] + xs[1]) / 2), y), r)
        }
        func darkness(_ c: (Int, Int, Int)) -> Int { 765 - c.0 - c.1 - c.2 }
        var seen = read("lines-rest")
        let page = ColourPages.rgb(0)
        XCTAssertFalse(near(seen.line[1], page, 12), "a resting line is drawn: \(seen.line[1])")
        XCTAssertGreaterThan(darkness(seen.line[1]), darkness(seen.gap) + 30, "the gap is lighter than a line: \(seen.gap)")
        XCTAssertGreaterThan(darkness(seen.line[0]), darkness(seen.line[1]) + 60, "the bar is over the first line: \(seen.line)")
        p.scroll(toPage: 1, duration: 0)
        GTKTest.pump(0.05)
        seen = read("lines-page-1")
        XCTAssertGreaterThan(darkness(seen.line[1]), darkness(seen.line[0]) + 60, "the bar followed to the second line: \(seen.line)")
        let r = seen.rect
        GTKTest.click(p.widget, r.x + lines.dotCenterX(index: 2, width: r.width), r.y + r.height / 2 + 5)
        settle(p)
        XCTAssertEqual(p.currentPage, 2, "a click a few pixels below the third line turns to it")
        // The standalone dots draw lines too, and measure for them.
        let dots = Pager.Dots.make(pages: 3)
        GProperty.set(dots, "indicator-style", enumeration: 1, sliding_pages_indicator_style_get_type())
        gtk_widget_show(dots)
        var req = GtkRequisition()
        gtk_widget_get_preferred_size(dots, nil, &req)
        XCTAssertEqual(req.width, 124)
        XCTAssertEqual(req.height, 7)
        g_object_unref(g_object_ref_sink(dots))
    }

    /// Previous and next buttons, with real X input: none until the
    /// pointer is over the pager, only toward a page there is, a click on
    /// one turns a page, gone once the pointer leaves.
    func testNavigationButtonsShowOnHover() {
        let p = make(count: 3, titles: false) {
            $0.titleStripHidden = true
            $0.navigationButtons = true
        }
        XCTAssertTrue(GProperty.bool(p.widget, "navigation-buttons"))
        var o = ChromeOptions()
        o.stripHidden = true
        let c = ChromeLayout(options: o, size: Size(width: 800, height: 600), orientation: .horizontal, rightToLeft: false)
        let next = c.buttonRect(forward: true), previous = c.buttonRect(forward: false)
        func centre(_ r: Rect) -> (Int, Int) { (Int(r.x + r.width / 2) + 8, Int(r.y + r.height / 2) + 8) }
        func dark(_ s: Snapshot, _ r: Rect) -> Bool { let (x, y) = centre(r); return s.luminance(x, y) < 90 }
        GTKTest.xdo("mousemove 5 900")
        GTKTest.pump(0.1)
        var s = Snapshot(p.widget, name: "buttons-away")
        XCTAssertFalse(dark(s, next), "no buttons while the pointer is elsewhere")
        let (hx, hy) = GTKTest.screen(p.widget, 400, 300)
        GTKTest.xdo("mousemove \(hx) \(hy)")
        GTKTest.pump(0.1)
        s = Snapshot(p.widget, name: "buttons-hover")
        XCTAssertTrue(dark(s, next), "the next button shows while hovered")
        XCTAssertFalse(dark(s, previous), "no previous button on the first page")
        GTKTest.click(p.widget, next.x + next.width / 2, next.y + next.height / 2)
        settle(p)
        XCTAssertEqual(p.currentPage, 1, "a click on the next button turns a page")
        s = Snapshot(p.widget, name: "buttons-middle")
        XCTAssertTrue(dark(s, previous) && dark(s, next), "both show on a middle page")
        GTKTest.click(p.widget, previous.x + previous.width / 2, previous.y + previous.height / 2)
        settle(p)
        XCTAssertEqual(p.currentPage, 0, "and the previous one turns back")
        GTKTest.xdo("mousemove 5 900")
        GTKTest.pump(0.1)
        XCTAssertFalse(dark(Snapshot(p.widget, name: "buttons-left"), next), "gone once the pointer left")
        p.navigationButtons = false
        GTKTest.xdo("mousemove \(hx) \(hy)")
        GTKTest.pump(0.1)
        XCTAssertFalse(dark(Snapshot(p.widget, name: "buttons-off"), next), "off by default, and when turned off")
    }

    /// The current dot keeps a contrast of at least 3:1 (WCAG 2.1, 1.4.11)
    /// with what lies beside it, over white, black and light-green pages,
    /// in the light and the dark theme; the resting dots stay visible too.
    func testCurrentDotContrast() {
        let css = gtk_css_provider_new()
        gtk_css_provider_load_from_data(css, ".tone-white { background-color: #ffffff; } .tone-black { background-color: #000000; } .tone-green { background-color: #b8e0a8; }", -1, nil)
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        defer {
            GProperty.set(settings, "gtk-application-prefer-dark-theme", bool: false)
            gtk_style_context_remove_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css))
            g_object_unref(css)
        }
        func luminance(_ c: (Int, Int, Int)) -> Double {
            func channel(_ v: Int) -> Double {
                let s = Double(v) / 255
                return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
        }
        func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
            let (x, y) = (luminance(a), luminance(b))
            return (max(x, y) + 0.05) / (min(x, y) + 0.05)
        }
        for dark in [false, true] {
            GProperty.set(settings, "gtk-application-prefer-dark-theme", bool: dark)
            for tone in ["white", "black", "green"] {
                let p = Pager()
                watch.watch(p.widget, "pager")
                p.titleStripHidden = true
                p.setItems(count: 5, view: { _, r in
                    let box = r ?? gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                    gtk_style_context_add_class(gtk_widget_get_style_context(box), "tone-\(tone)")
                    return box
                })
                window = GTKTest.window(with: p.widget)
                weakPager = p
                GTKTest.pump(0.2)
                let dots = PageDots(pageCount: 5)
                let r = p.engine.chromeLayout.dotsRect(dots)
                let s = Snapshot(p.widget, name: "dot-contrast-\(dark ? "dark" : "light")-\(tone)")
                let y = Int(r.y + r.height / 2)
                let x0 = r.x + dots.dotCenterX(page: 0, pagePosition: 0, width: r.width)
                let current = s.rgb(Int(x0), y), resting = s.rgb(Int(x0 + dots.pitch), y)
                let beside = s.rgb(Int(x0 + dots.pitch / 2), y)
                let ratio = contrast(current, beside)
                print("dot contrast, \(dark ? "dark" : "light") theme over \(tone): current \(ratio), resting \(contrast(resting, beside))")
                XCTAssertGreaterThanOrEqual(ratio, 3, "\(dark ? "dark" : "light") theme over \(tone): current dot \(current) beside \(beside)")
                XCTAssertGreaterThanOrEqual(contrast(resting, beside), 1.3, "\(dark ? "dark" : "light") over \(tone): a resting dot \(resting) shows beside \(beside)")
                window.map { gtk_widget_destroy($0) }
                window = nil
                GTKTest.pump(0.05)
            }
        }
    }

    /// The nub shows on long content only. At rest it is hidden, as GTK's
    /// overlay scrollbars are; a drag, or the pointer near it, shows it;
    /// `scrubber-idle-opacity` 0.3 keeps SPTScrollViewScrubber's dim nub.
    func testScrubberOnLongContentOnly() {
        let p = make(count: 1_000)
        let c = p.engine.chromeLayout
        let n = c.nubRect(fraction: 0)
        let bg = ColourPages.rgb(0)
        func nub(_ s: Snapshot) -> (Int, Int, Int) { s.rgb(Int(n.x + n.width / 2 - 8), Int(n.y + n.height / 2 - 8)) }
        var s = Snapshot(p.widget, name: "scrubber-1000-rest")
        XCTAssertTrue(near(nub(s), bg, 6), "the nub is hidden at rest: \(nub(s)) vs \(bg)")
        // A slow drag of a few pixels: the nub's fraction barely moves.
        p.loop.dragBegin(x: 300, y: 300)
        for k in 1...6 { _ = p.loop.dragUpdate(x: 300 - Double(k) * 6, y: 300) }
        GTKTest.pump(0.05)
        s = Snapshot(p.widget, name: "scrubber-1000-dragging")
        XCTAssertFalse(near(nub(s), bg, 12) || near(nub(s), ColourPages.rgb(1), 12), "the nub is drawn while dragging: \(nub(s))")
        p.loop.dragEnd(selectable: false)
        // Back at rest once the fade is over (0.75 s, then 0.5 s).
        GTKTest.pump(1.8)
        s = Snapshot(p.widget, name: "scrubber-1000-rest-again")
        XCTAssertTrue(near(nub(s), bg, 6), "the nub fades away after the drag: \(nub(s))")
        // The pointer near the nub shows it; far from it, not.
        p.loop.pointerMoved(x: n.x - 200, y: n.y + n.height / 2)
        GTKTest.pump(0.05)
        XCTAssertTrue(near(nub(Snapshot(p.widget, name: "scrubber-pointer-far")), bg, 6), "a pointer far away leaves it hidden")
        p.loop.pointerMoved(x: n.x - 10, y: n.y + n.height / 2)
        GTKTest.pump(0.05)
        s = Snapshot(p.widget, name: "scrubber-pointer-near")
        XCTAssertFalse(near(nub(s), bg, 12), "the pointer near the nub shows it: \(nub(s))")
        // Resting there keeps it shown, as an overlay scrollbar under the
        // pointer stays; moving away lets it fade.
        GTKTest.pump(1.8)
        XCTAssertFalse(near(nub(Snapshot(p.widget, name: "scrubber-pointer-rests")), bg, 12), "the pointer resting near keeps it")
        p.loop.pointerMoved(x: n.x - 200, y: n.y + n.height / 2)
        GTKTest.pump(1.8)
        XCTAssertTrue(near(nub(Snapshot(p.widget, name: "scrubber-pointer-left")), bg, 6), "it fades once the pointer moves away")
        // A press on the hidden nub goes to the pages (a swipe there pages)
        // and shows the nub for the next press.
        let before = p.position
        p.loop.dragBegin(x: n.x + n.width / 2, y: n.y + n.height / 2)
        for k in 1...8 { _ = p.loop.dragUpdate(x: n.x + n.width / 2 - Double(k) * 20, y: n.y + n.height / 2) }
        XCTAssertGreaterThan(p.position, before + 0.1, "a drag from the hidden nub moves the pages")
        XCTAssertLessThan(p.position, 2, "and does not scrub through a thousand pages")
        p.loop.dragEnd(selectable: false)
        GTKTest.pump(1.8)
        p.scrubberIdleOpacity = 0.3
        GTKTest.pump(0.05)
        s = Snapshot(p.widget, name: "scrubber-dim")
        XCTAssertFalse(near(nub(s), bg, 6), "scrubber-idle-opacity 0.3 shows it dimmed at rest: \(nub(s))")
        window.map { gtk_widget_destroy($0) }
        window = nil
        let q = make(count: 3)
        s = Snapshot(q.widget, name: "scrubber-3")
        XCTAssertTrue(near(s.rgb(Int(n.x + n.width / 2 - 8), Int(n.y + n.height / 2 - 8)), bg, 6))
        XCTAssertNil(q.engine.nubFraction)
    }

    /// While the nub is held, the bubble beside it names the page under
    /// it: a dark box (drawn from a sprite of the theme's background) with
    /// the current title, shaped again as the nub carries it across pages
    /// (directly: "Title k" needs no paragraph layout); gone once the nub
    /// is let go, and the kept text dropped when the text direction
    /// changes.
    func testTheBubbleNamesThePageUnderTheHeldNub() {
        let p = make(count: 1_000)
        GTKTest.pump(0.1)
        let layout = p.engine.chromeLayout
        let n = layout.nubRect(fraction: 0)
        let y = n.y + n.height / 2
        var x = n.x + n.width / 2
        p.loop.pointerMoved(x: x, y: y)  // the pointer comes to the nub, which shows
        p.loop.dragBegin(x: x, y: y)
        var seen: Set<String> = []
        var box = Rect(x: 0, y: 0, width: 0, height: 0)
        for step in 1...3 {
            x += 90
            _ = p.loop.dragUpdate(x: x, y: y)
            GTKTest.pump(0.05)
            guard let page = p.renderer.scene.currentPage, let nub = p.renderer.scene.nub, let kept = p.renderer.cache.bubble else {
                return XCTFail("step \(step): the nub is held and the bubble's text shaped")
            }
            XCTAssertEqual(kept.text, "Title \(page)", "step \(step)")
            XCTAssertTrue(kept.shown.isDirect, "step \(step): shaped without a layout")
            // The same extents a paragraph layout of the text gives.
            let check = TitleText(laidOut: kept.text, widget: p.widget, font: nil, width: ChromeLayout.bubbleMaximumTextWidth)
            XCTAssertEqual(kept.shown.logical.width, check.logical.width, "step \(step)")
            XCTAssertEqual(kept.shown.logical.height, check.logical.height, "step \(step)")
            seen.insert(kept.text)
            let logical = kept.shown.logical
            box = p.renderer.scene.layout.bubbleRect(nub: nub.rect, text: Size(width: Double(logical.width), height: Double(logical.height)))
            let s = Snapshot(p.widget, name: "bubble-\(step)")
            let inside = s.rgb(Int(box.x.rounded()) + 3, Int(box.y + box.height / 2))
            XCTAssertLessThan(max(inside.0, inside.1, inside.2), 80, "step \(step): the bubble's dark box at its left padding: \(inside)")
            let light = s.count(x: Int(box.x) + 8, y: Int(box.y) + 4, w: Int(box.width) - 16, h: Int(box.height) - 8) { r, g, b in r > 200 && g > 200 && b > 200 }
            XCTAssertGreaterThan(light, 10, "step \(step): the title in light text")
        }
        XCTAssertEqual(seen.count, 3, "each step lands on another page: \(seen)")
        p.loop.dragEnd(selectable: false)
        settle(p)
        GTKTest.pump(0.6)
        let s = Snapshot(p.widget, name: "bubble-gone")
        let after = s.rgb(Int(box.x.rounded()) + 3, Int(box.y + box.height / 2))
        XCTAssertGreaterThan(max(after.0, after.1, after.2), 100, "let go, the bubble is gone: \(after)")
        gtk_widget_set_direction(p.widget, GTK_TEXT_DIR_RTL)
        XCTAssertNil(p.renderer.cache.bubble, "a new text direction drops the bubble's text")
    }

    /// The bubble's text is drawn inside its box, in either direction (its
    /// line is centred in the bubble's widest text, and drawn from where
    /// its logical box starts), and in the bubble's light text colour.
    func testTheBubbleTextLiesInsideItsBox() {
        for rtl in [false, true] {
            let p = make(count: 1_000) { if rtl { gtk_widget_set_direction($0.widget, GTK_TEXT_DIR_RTL) } }
            GTKTest.pump(0.1)
            guard let f0 = p.engine.nubFraction else { XCTFail("rtl \(rtl): no nub"); continue }
            let layout = p.engine.chromeLayout
            let from = layout.nubRect(fraction: f0), to = layout.nubRect(fraction: 0.3)
            p.loop.pointerMoved(x: from.x + from.width / 2, y: from.y + from.height / 2)  // the pointer comes to the nub, which shows
            p.loop.dragBegin(x: from.x + from.width / 2, y: from.y + from.height / 2)
            _ = p.loop.dragUpdate(x: to.x + to.width / 2, y: to.y + to.height / 2)
            GTKTest.pump(0.05)
            guard let nub = p.renderer.scene.nub, let kept = p.renderer.cache.bubble else {
                XCTFail("rtl \(rtl): the nub is held and the bubble's text shaped")
                continue
            }
            let text = Size(width: Double(kept.shown.logical.width), height: Double(kept.shown.logical.height))
            let box = p.renderer.scene.layout.bubbleRect(nub: nub.rect, text: text)
            let s = Snapshot(p.widget, name: "bubble-text-\(rtl ? "rtl" : "ltr")")
            let light: (Int, Int, Int) -> Bool = { r, g, b in r > 200 && g > 200 && b > 200 }
            let x = Int(box.x.rounded()), y = Int(box.y.rounded()), w = Int(box.width.rounded()), h = Int(box.height.rounded())
            XCTAssertGreaterThan(s.count(x: x + 2, y: y + 2, w: w - 4, h: h - 4, light), 20, "rtl \(rtl): the text inside the box")
            XCTAssertEqual(s.count(x: x - 60, y: y, w: 58, h: h, light), 0, "rtl \(rtl): nothing left of the box")
            XCTAssertEqual(s.count(x: x + w + 2, y: y, w: 58, h: h, light), 0, "rtl \(rtl): nothing right of the box")
            p.loop.dragEnd(selectable: false)
            settle(p)
            window.map { gtk_widget_destroy($0) }
            window = nil
        }
    }

    /// With no titles, the bubble counts: "k / n".
    func testTheBubbleCountsPagesWithoutTitles() {
        let p = make(count: 1_000, titles: false)
        GTKTest.pump(0.1)
        let n = p.engine.chromeLayout.nubRect(fraction: 0)
        let y = n.y + n.height / 2, x = n.x + n.width / 2
        p.loop.pointerMoved(x: x, y: y)  // the pointer comes to the nub, which shows
        p.loop.dragBegin(x: x, y: y)
        _ = p.loop.dragUpdate(x: x + 90, y: y)
        GTKTest.pump(0.05)
        guard let page = p.renderer.scene.currentPage, let kept = p.renderer.cache.bubble else {
            return XCTFail("the nub is held and the bubble's text shaped")
        }
        XCTAssertGreaterThan(page, 0, "the nub carried the pages on")
        XCTAssertEqual(kept.text, "\(page + 1) / 1000")
        p.loop.dragEnd(selectable: false)
        settle(p)
    }

    func testZoomOutWhileDragging() {
        for zoom in [true, false] {
            let p = make(count: 5, titles: false) {
                $0.titleStripHidden = true
                $0.zoomOutEnabled = zoom
            }
            p.loop.dragBegin(x: 600, y: 300)
            _ = p.loop.dragUpdate(x: 500, y: 300)
            _ = p.loop.dragUpdate(x: 300, y: 300)
            GTKTest.pump(0.05)
            XCTAssertTrue(p.isDragging)
            let s = Snapshot(p.widget, name: "zoom-\(zoom)")
            // The dragged page's top-left corner (x 100 px left of 0 is off
            // screen; use its top edge at x = 200): shrunk, it shows the
            // pager's background instead of the page.
            let top = s.rgb(200, 2)
            if zoom {
                XCTAssertFalse(near(top, ColourPages.rgb(0)), "zoomed page still covers its top edge: \(top)")
            } else {
                XCTAssertTrue(near(top, ColourPages.rgb(0)), "\(top)")
            }
            p.loop.dragEnd(selectable: false)
            settle(p)
            gtk_widget_destroy(window!)
            window = nil
            GTKTest.pump(0.02)
        }
    }

    func testCustomNubPatternAndFadeTimings() {
        let nub = ColourPages.page(4, reusing: nil)  // #7d3c98
        watch.watch(nub, "custom nub")
        let p = make(count: 1_000) {
            var fade = ScrubberFade()
            fade.idleAlpha = 1  // fully opaque at rest, so the colour reads exactly
            $0.scrubberFadeTimings = fade
            $0.scrubberNubWidget = nub
            $0.titleStripPattern = resourcePath("header-image.png")
        }
        let n = p.engine.chromeLayout.nubRect(fraction: 0)
        let s = Snapshot(p.widget, name: "custom-nub")
        XCTAssertTrue(near(s.rgb(Int(n.x + 15), Int(n.y + 15)), ColourPages.rgb(4)), "\(s.rgb(Int(n.x + 15), Int(n.y + 15)))")
        // The strip tiles the given image: its sky blue shows where the diamonds were.
        XCTAssertGreaterThan(s.count(x: 0, y: 0, w: 300, h: 50) { r, g, b in b > 150 && b > r + 40 }, 200)
        // Dragging the custom nub scrubs like the drawn one, and C and
        // bindings hear the scrubber's transitions as signals.
        var heard: [String] = []
        for name in ["scrubber-select", "scrubber-deselect", "scrubber-highlight", "scrubber-unhighlight"] {
            PagerGLib.connect(p.widget, name) { _ in heard.append(name) }
        }
        let scrub = p.engine.chromeLayout.scrubber
        GTKTest.drag(p.widget, from: (n.x + 15, n.y + 15), to: (scrub.nubOffset(fraction: 0.25) + 15, n.y + 15), duration: 0.3)
        settle(p)
        XCTAssertEqual(Double(p.currentPage!), 999 * 0.25, accuracy: 2)
        XCTAssertEqual(Array(heard.prefix(3)), ["scrubber-highlight", "scrubber-select", "scrubber-unhighlight"], "\(heard)")
        XCTAssertTrue(GTKTest.pump(until: { heard.last == "scrubber-deselect" }, timeout: 3), "\(heard)")
        // Taken away, the drawn nub comes back and the widget is freed with the pager.
        p.scrubberNubWidget = nil
        XCTAssertNil(p.scrubberNubWidget)
    }

    /// 10 items, 3 a page, truncated: the last page rests one item after
    /// page 2, and the strip and dots still show page 3 of 4 there.
    func testTruncatedFinalPageChromeShowsTheCurrentPage() {
        let p = make(count: 10) {
            $0.itemsPerPage = 3
            $0.truncateFinalPage = true
        }
        p.scroll(toPage: 3, duration: 0)
        settle(p)
        XCTAssertEqual(p.currentPage, 3)
        XCTAssertEqual(p.position, 7)
        XCTAssertEqual(p.engine.pagePosition, 3)
        let strip = p.engine.chromeLayout.headerStrip
        XCTAssertEqual(strip.emphasis(page: 3, pagePosition: p.engine.pagePosition), 1)
        XCTAssertEqual(p.engine.dots!.emphasis(page: 3, pagePosition: p.engine.pagePosition), 1)
        XCTAssertEqual(p.engine.dots!.emphasis(page: 2, pagePosition: p.engine.pagePosition), 0)
    }

    func testClickATitleADotAndDragTheStripAndTheNub() {
        let p = make(count: 1_000)
        // A click on the next title (x = 550 in the strip) goes to page 1.
        GTKTest.click(p.widget, 550, 25)
        settle(p)
        XCTAssertEqual(p.currentPage, 1)
        // A click on the dot of page 4.
        let dots = p.engine.dots!
        let r = p.engine.chromeLayout.dotsRect(dots)
        let x = r.x + dots.dotCenterX(page: 4, pagePosition: p.engine.pagePosition, width: r.width)
        GTKTest.click(p.widget, x, r.y + r.height / 2)
        settle(p)
        XCTAssertEqual(p.currentPage, 4)
        // Dragging the strip two titles left moves two pages.
        GTKTest.drag(p.widget, from: (500, 25), to: (200, 25), duration: 0.6, steps: 20)
        settle(p)
        XCTAssertEqual(p.currentPage, 6)
        // Dragging the nub to the middle of its track lands near page 500.
        let f = p.engine.nubFraction!
        let n = p.engine.chromeLayout.nubRect(fraction: f)
        let scrub = p.engine.chromeLayout.scrubber
        let middle = scrub.nubOffset(fraction: 0.5) + 15
        GTKTest.drag(p.widget, from: (n.x + 15, n.y + 15), to: (middle, n.y + 15), duration: 0.4, steps: 10)
        settle(p)
        XCTAssertEqual(Double(p.currentPage!), 999.0 / 2, accuracy: 2)
        XCTAssertEqual(p.position, p.position.rounded(), "the scrub snaps to a page")
    }
}

final class ChromeWidgetTests: XCTestCase {
    func run(_ body: @MainActor (ChromeChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(ChromeChecks.self, file: file, line: line, body)
    }

    func testStripShownAndHidden() throws { try run { $0.testStripShownAndHidden() } }
    func testStripFollowsTheThemeUnlessDiamondsAreAsked() throws { try run { $0.testStripFollowsTheThemeUnlessDiamondsAreAsked() } }
    func testTitlesLookTheSameFilledFromSpritesOrAsAFilm() throws { try run { $0.testTitlesLookTheSameFilledFromSpritesOrAsAFilm() } }
    func testTitlesPaintFromTheSpriteTheyHold() throws { try run { $0.testTitlesPaintFromTheSpriteTheyHold() } }
    func testStripMovesInProportionMidScroll() throws { try run { $0.testStripMovesInProportionMidScroll() } }
    func testDotsMaskAcrossTheBoundary() throws { try run { $0.testDotsMaskAcrossTheBoundary() } }
    func testScrubberOnLongContentOnly() throws { try run { $0.testScrubberOnLongContentOnly() } }
    func testCurrentDotContrast() throws { try run { $0.testCurrentDotContrast() } }
    func testNavigationButtonsShowOnHover() throws { try run { $0.testNavigationButtonsShowOnHover() } }
    func testLinesShowThePagesWithASlidingBar() throws { try run { $0.testLinesShowThePagesWithASlidingBar() } }
    func testDotsHideForASinglePage() throws { try run { $0.testDotsHideForASinglePage() } }
    func testTheBubbleNamesThePageUnderTheHeldNub() throws { try run { $0.testTheBubbleNamesThePageUnderTheHeldNub() } }
    func testTheBubbleTextLiesInsideItsBox() throws { try run { $0.testTheBubbleTextLiesInsideItsBox() } }
    func testTheBubbleCountsPagesWithoutTitles() throws { try run { $0.testTheBubbleCountsPagesWithoutTitles() } }
    func testZoomOutWhileDragging() throws { try run { $0.testZoomOutWhileDragging() } }
    func testClickATitleADotAndDragTheStripAndTheNub() throws { try run { $0.testClickATitleADotAndDragTheStripAndTheNub() } }
    func testTruncatedFinalPageChromeShowsTheCurrentPage() throws { try run { $0.testTruncatedFinalPageChromeShowsTheCurrentPage() } }
    func testCustomNubPatternAndFadeTimings() throws { try run { $0.testCustomNubPatternAndFadeTimings() } }
}

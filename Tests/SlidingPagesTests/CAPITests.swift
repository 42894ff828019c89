import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCAPI
import XCTest
@testable import SlidingPages

/// The C API as a C host calls it, titles with invalid UTF-8 included.
@MainActor
final class CAPIChecks: WidgetChecks {
    override func finish(file: StaticString, line: UInt) {
        super.finish(file: file, line: line)
        XCTAssertEqual(CAPIChecks.destroyed, 1, "the host's destroy notify ran once", file: file, line: line)
    }

    nonisolated(unsafe) static var destroyed = 0

    func testCCallbacksAndBadTitles() {
        CAPIChecks.destroyed = 0
        let w = sliding_pages_pager_new()!
        watch.watch(w, "pager")
        let pager = OpaquePointer(w)
        let data = UnsafeMutableRawPointer(bitPattern: 0x5eed)
        capi_set_source(pager, 100, { index, reusing, _ in
            let label = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(label), "C page \(index)")
            return label
        }, { index, _ in
            // 0xff 0xfe are never valid UTF-8; page 1 is empty, page 2 huge.
            switch index {
            case 0:
                let bytes: [UInt8] = Array("Bad ".utf8) + [0xff, 0xfe, 0]
                let p = g_malloc(gsize(bytes.count))!.assumingMemoryBound(to: CChar.self)
                for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
                return p
            case 1: return g_strdup("")
            default: return g_strdup(String(repeating: "long ", count: 5_000))
            }
        }, data, { d in
            XCTAssertEqual(d, UnsafeMutableRawPointer(bitPattern: 0x5eed))
            CAPIChecks.destroyed += 1
        })
        window = GTKTest.window(with: w)
        let p = Pager.from(w)!
        if case .text(let t)? = p.chrome.title(forPage: 0) {
            XCTAssertEqual(t, "Bad \u{FFFD}\u{FFFD}", "invalid bytes become replacement characters")
        } else {
            XCTFail("no title for page 0")
        }
        _ = Snapshot(w, name: "c-api-titles")
        XCTAssertEqual(capi_get_n_items(pager), 100)
        capi_scroll_to_page(pager, 42, 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(capi_get_current_page(pager), 42)
        XCTAssertEqual(capi_get_position(pager), 42)
        XCTAssertLessThanOrEqual(capi_get_live_pages(pager), 3)
        // Pages and items found both ways, and the items in view.
        let page = capi_get_item_widget(pager, 42)
        XCTAssertEqual(page.map { String(cString: gtk_label_get_text(sp_label($0))) }, "C page 42")
        XCTAssertEqual(capi_get_item_for_widget(pager, page), 42)
        XCTAssertNil(capi_get_item_widget(pager, 90), "not live")
        XCTAssertEqual(capi_get_item_for_widget(pager, w), -1, "the pager is no page")
        var n: guint = 0
        let items = capi_get_visible_items(pager, &n)
        XCTAssertEqual(n, 1)
        XCTAssertEqual(items?[0], 42)
        g_free(items)
        capi_set_n_items(pager, 10)
        GTKTest.pump(0.05)
        XCTAssertEqual(capi_get_current_page(pager), 9)
        // Not a pager: a clear warning, and the host's data is freed.
        let label = gtk_label_new("x")!
        let mark = capturedLog.count
        capi_set_source(OpaquePointer(label), 3, { _, r, _ in r }, nil, nil, { _ in CAPIChecks.destroyed += 100 })
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("not a SlidingPagesPager") })
        CAPIChecks.destroyed -= 100
        g_object_ref_sink(label)
        g_object_unref(label)
    }

    nonisolated(unsafe) static var requested: [Int32] = []

    /// Batches from C: an identifier diff and a list of changes, each
    /// keeping the current item, asking only for inserted items, and
    /// setting the source's count; then every way a host can get them wrong
    /// is refused by name and changes nothing.
    func testBatchesAndIdentifierDiffs() {
        CAPIChecks.destroyed = 0
        CAPIChecks.requested = []
        let w = sliding_pages_pager_new()!
        watch.watch(w, "pager")
        let pager = OpaquePointer(w)
        capi_set_source(pager, 6, { index, reusing, _ in
            CAPIChecks.requested.append(index)
            let label = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(label), "C page \(index)")
            return label
        }, nil, nil, { _ in CAPIChecks.destroyed += 1 })
        window = GTKTest.window(with: w)
        capi_scroll_to_item(pager, 4, 0)
        GTKTest.pump(0.05)
        let p = Pager.from(w)!
        let view = p.currentItemView
        CAPIChecks.requested = []
        func ids(_ list: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> gboolean) -> gboolean {
            let strings = list.map { UnsafePointer(strdup($0)) }
            defer { for s in strings { free(UnsafeMutablePointer(mutating: s)) } }
            return strings.withUnsafeBufferPointer { body($0.baseAddress!) }
        }
        let old = ["a", "b", "c", "d", "e", "f"], new = ["f", "a", "b", "x", "d", "e"]
        let applied = ids(old) { o in ids(new) { n in capi_update_items(pager, o, 6, n, 6, 0) } }
        GTKTest.pump(0.05)
        XCTAssertEqual(applied, 1)
        XCTAssertEqual(capi_get_current_item(pager), 5, "item e is at 5 after the diff")
        XCTAssertEqual(p.currentItemView, view, "and keeps its page")
        XCTAssertEqual(CAPIChecks.requested.filter { $0 != 3 }, [], "only the inserted item is asked for")
        var changes = [SlidingPagesItemChange(kind: SLIDING_PAGES_CHANGE_INSERT, index: 0, count: 2, to: 0),
                       SlidingPagesItemChange(kind: SLIDING_PAGES_CHANGE_MOVE, index: 0, count: 0, to: 7)]
        XCTAssertEqual(capi_apply_changes(pager, &changes, 2, 1), 1)
        GTKTest.pump(0.05)
        XCTAssertEqual(capi_get_n_items(pager), 8, "the C source's count follows the batch")
        XCTAssertEqual(capi_get_current_item(pager), 6, "item e: 5, then 7, then 6 once item 0 moved past it")
        XCTAssertEqual(p.currentItemView, view)

        var mark = capturedLog.count
        XCTAssertEqual(capi_apply_changes(pager, nil, 3, 0), 0)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("changes is NULL with n_changes 3") })
        var bad = [SlidingPagesItemChange(kind: SlidingPagesChangeKind(rawValue: 9), index: 0, count: 1, to: 0)]
        XCTAssertEqual(capi_apply_changes(pager, &bad, 1, 0), 0)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("change 0 has no kind 9") })
        var outOfRange = [SlidingPagesItemChange(kind: SLIDING_PAGES_CHANGE_DELETE, index: 0, count: 1, to: 0),
                          SlidingPagesItemChange(kind: SLIDING_PAGES_CHANGE_MOVE, index: 7, count: 0, to: 0)]
        XCTAssertEqual(capi_apply_changes(pager, &outOfRange, 2, 0), 0)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("change 1 of the batch: item index 7 is out of range for 7 items") })
        XCTAssertEqual(capi_apply_changes(pager, &outOfRange, -1, 0), 0, "a negative length (a huge gsize) is refused")
        mark = capturedLog.count
        let eight = ["a", "b", "c", "d", "e", "f", "g", "h"]
        XCTAssertEqual(ids(eight) { o in ids(["a", "a"]) { n in capi_update_items(pager, o, 8, n, 2, 0) } }, 0)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("index 1 of the new list") })
        XCTAssertEqual(ids(["a"]) { o in ids(["b"]) { n in capi_update_items(pager, o, 1, n, 1, 0) } }, 0)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("old_ids has 1 identifiers but the pager has 8 items") })
        var holes: [UnsafePointer<CChar>?] = [nil]
        XCTAssertEqual(ids(eight) { o in capi_update_items(pager, o, 8, &holes, 1, 0) }, 0)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("new_ids[0] is NULL") })
        let label = gtk_label_new("x")!
        g_object_ref_sink(label)
        XCTAssertEqual(capi_update_items(OpaquePointer(label), nil, 0, nil, 0, 0), 0, "not a pager")
        g_object_unref(label)
        GTKTest.pump(0.05)
        XCTAssertEqual(capi_get_n_items(pager), 8, "nothing refused changed the items")
        XCTAssertEqual(capi_get_current_item(pager), 6)
    }

    /// A source with no count from C: the first page, neighbours on demand
    /// (NULL is an end), titles by page, and the current page set at once
    /// and animated; the data is freed once, with the pager.
    func testUnboundedSourceFromC() {
        CAPIChecks.destroyed = 0
        let w = sliding_pages_pager_new()!
        watch.watch(w, "pager")
        let pager = OpaquePointer(w)
        func number(_ page: UnsafeMutablePointer<GtkWidget>?) -> Int {
            Int(bitPattern: g_object_get_data(sp_object(page!), "n")) - 1000
        }
        let neighbour: SlidingPagesNeighbourFunc = { which, page, reusing, _ in
            var n = 0
            if which != SLIDING_PAGES_NEIGHBOUR_FIRST {
                n = Int(bitPattern: g_object_get_data(sp_object(page!), "n")) - 1000 + (which == SLIDING_PAGES_NEIGHBOUR_AFTER ? 1 : -1)
            }
            guard n >= 0 else { return nil }  // nothing before page 0
            let label = reusing ?? gtk_label_new(nil)!
            g_object_set_data(sp_object(label), "n", UnsafeMutableRawPointer(bitPattern: n + 1000))
            gtk_label_set_text(sp_label(label), "C page \(n)")
            return label
        }
        capi_set_unbounded_source(pager, neighbour, { page, _ in
            g_strdup("Day \(Int(bitPattern: g_object_get_data(sp_object(page!), "n")) - 1000)")
        }, UnsafeMutableRawPointer(bitPattern: 0x5eed), { _ in CAPIChecks.destroyed += 1 })
        window = GTKTest.window(with: w)
        GTKTest.pump(0.1)
        let p = Pager.from(w)!
        XCTAssertEqual(number(p.currentItemView), 0)
        if case .text(let t)? = p.chrome.title(forPage: p.engine.motion.currentPage! + 1) { XCTAssertEqual(t, "Day 1") } else { XCTFail("no title for the next page") }
        capi_scroll_by_items(pager, -1, 0)
        GTKTest.pump(0.1)
        XCTAssertEqual(number(p.currentItemView), 0, "NULL before page 0 is the first page")
        let page = gtk_label_new("thirty")!
        g_object_set_data(sp_object(page), "n", UnsafeMutableRawPointer(bitPattern: 30 + 1000))
        capi_set_current_page(pager, page, 1, 1)
        GTKTest.pump(0.05)
        XCTAssertTrue(p.isScrolling, "an animated change slides in")
        GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
        XCTAssertEqual(p.currentItemView, page)
        let slot = p.engine.layout.currentSlot(at: p.position)
        XCTAssertEqual(p.host.loaded[slot + 1].map { number($0) }, 31, "the page after is asked of the new page")
        XCTAssertEqual(p.host.loaded[slot - 1].map { number($0) }, 29)
        // With a completion: told when the page has slid in.
        let next = gtk_label_new("forty")!
        g_object_set_data(sp_object(next), "n", UnsafeMutableRawPointer(bitPattern: 40 + 1000))
        CAPIChecks.moves = []
        capi_set_current_page_full(pager, next, 1, 1, { _, finished, _ in CAPIChecks.moves.append(finished != 0) }, nil, nil)
        GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
        GTKTest.pump(0.05)
        XCTAssertEqual(CAPIChecks.moves, [true])
        XCTAssertEqual(p.currentItemView, next)
        capi_set_current_page_full(pager, nil, 1, 1, { _, finished, _ in CAPIChecks.moves.append(finished != 0) }, nil, nil)
        XCTAssertEqual(CAPIChecks.moves, [true, false], "a NULL page is refused, and the completion hears it")
        capi_set_current_page(pager, page, 1, 0)
        let mark = capturedLog.count
        capi_set_current_page(pager, nil, 1, 0)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("sliding_pages_pager_set_current_page: page is NULL") })
        capi_set_unbounded_source(pager, nil, nil, nil, { _ in CAPIChecks.destroyed += 100 })
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("no neighbour function") })
        CAPIChecks.destroyed -= 100
        XCTAssertEqual(p.currentItemView, page, "a refused source changes nothing")
    }

    nonisolated(unsafe) static var freed: [String] = []
    nonisolated(unsafe) static var moves: [Bool] = []
    nonisolated(unsafe) static var extent = 0.0

    /// What the Swift API has that C gets too: image titles (referenced
    /// while shown, freed with the pager), per-page dot colours, a fixed
    /// item extent as a property or from a function, dot colours as lists,
    /// and moves that tell when they are over.
    func testImageTitlesDotColoursExtentAndMoveCompletions() {
        CAPIChecks.destroyed = 0
        CAPIChecks.freed = []
        CAPIChecks.moves = []
        let watchMark = capturedLog.count
        let w = sliding_pages_pager_new()!
        watch.watch(w, "pager")
        let pager = OpaquePointer(w)
        capi_set_source(pager, 20, { index, reusing, _ in
            let label = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(label), "C page \(index)")
            return label
        }, { index, _ in g_strdup("Text \(index)") }, nil, { _ in CAPIChecks.destroyed += 1 })
        // The host's pixbuf, which it lets go of once the pager has it.
        var logo: OpaquePointer? = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 40, 20)
        gdk_pixbuf_fill(logo, 0xff0000ff)
        watch.watch(UnsafeMutableRawPointer(logo!), "image title")
        capi_set_image_titles(pager, { index, data in
            index == 0 ? OpaquePointer(data) : nil
        }, UnsafeMutableRawPointer(logo), { _ in CAPIChecks.freed.append("image titles") })
        capi_set_dot_colours(pager, { page, current, colour, _ in
            guard page == 1, current != 0 else { return 0 }
            colour!.pointee = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
            return 1
        }, nil, { _ in CAPIChecks.freed.append("dot colours") })
        window = GTKTest.window(with: w)
        let p = Pager.from(w)!
        GTKTest.pump(0.1)
        if case .image(let shown)? = p.chrome.title(forPage: 0) {
            XCTAssertEqual(UnsafeMutableRawPointer(shown), UnsafeMutableRawPointer(logo!))
        } else {
            XCTFail("page 0 has no image title")
        }
        if case .text(let t)? = p.chrome.title(forPage: 1) { XCTAssertEqual(t, "Text 1") } else { XCTFail("page 1 has no text title") }
        g_object_unref(UnsafeMutableRawPointer(logo))
        logo = nil
        _ = Snapshot(w, name: "c-api-image-title")
        XCTAssertEqual(p.chrome.dotColour(page: 1, current: true)?.red, 1)
        XCTAssertNil(p.chrome.dotColour(page: 1, current: false))
        XCTAssertNil(p.chrome.dotColour(page: 2, current: true))
        capi_set_dot_colours(pager, nil, nil, nil)
        XCTAssertEqual(CAPIChecks.freed, ["dot colours"], "the old colours' data freed when replaced")
        XCTAssertNil(p.chrome.dotColour(page: 1, current: true))

        GProperty.set(w, "item-extent", double: 200)
        GTKTest.pump(0.1)
        XCTAssertGreaterThanOrEqual(p.indexesForVisibleItems.count, 3, "200 px items share the view: \(p.indexesForVisibleItems)")
        GProperty.set(w, "item-extent", double: 0)
        GTKTest.pump(0.1)
        XCTAssertEqual(p.indexesForVisibleItems.count, 1)
        // The host let go of its logo: its image function must go before
        // titles are asked again.
        capi_set_image_titles(pager, nil, nil, nil)
        XCTAssertEqual(CAPIChecks.freed.last, "image titles")
        // Icon titles: a file icon loads to fit 24 px; a themed icon no theme
        // has falls back to the text title, warned of once.
        let png = g_strdup(resourcePath("header-image.png")!)
        capi_set_icon_titles(pager, { index, data in
            switch index {
            case 1:
                let file = g_file_new_for_path(data!.assumingMemoryBound(to: CChar.self))
                defer { g_object_unref(UnsafeMutableRawPointer(file)) }
                return g_file_icon_new(file)
            case 2: return g_themed_icon_new("sliding-pages-no-such-icon")
            default: return nil
            }
        }, png, { data in
            g_free(data)
            CAPIChecks.freed.append("icon titles")
        })
        GTKTest.pump(0.1)
        if case .image(let icon)? = p.chrome.title(forPage: 1) {
            XCTAssertEqual(max(gdk_pixbuf_get_width(icon), gdk_pixbuf_get_height(icon)), 24, "loaded to fit 24 px")
        } else {
            XCTFail("page 1 has no icon title")
        }
        if case .text(let t)? = p.chrome.title(forPage: 2) { XCTAssertEqual(t, "Text 2") } else { XCTFail("page 2 lost its text title") }
        _ = p.chrome.title(forPage: 2)
        XCTAssertEqual(LogCapture.since(watchMark).filter { $0.contains("icon for item 2 cannot be loaded") }.count, 1, "warned once")
        capi_set_icon_titles(pager, nil, nil, nil)
        XCTAssertEqual(CAPIChecks.freed.last, "icon titles")
        // The extent from a function asked at each layout; 0 or NaN falls
        // back to the property's; replaced, its data is freed once.
        CAPIChecks.extent = 400
        capi_set_item_extent_func(pager, { pg, _ in
            XCTAssertNotNil(pg)
            return CAPIChecks.extent
        }, nil, { _ in CAPIChecks.freed.append("extent") })
        GTKTest.pump(0.1)
        XCTAssertEqual(p.indexesForVisibleItems.count, 2, "two 400 px items in 800 px: \(p.indexesForVisibleItems)")
        CAPIChecks.extent = 200
        gtk_window_resize(sp_window(window!), 801, 600)
        GTKTest.pump(0.2)
        XCTAssertGreaterThanOrEqual(p.indexesForVisibleItems.count, 4, "asked again at the resize: \(p.indexesForVisibleItems)")
        for fallback in [0, Double.nan, -5] {
            CAPIChecks.extent = fallback
            GProperty.set(w, "item-extent", double: 0)
            p.reloadData(keepingPosition: true)
            GTKTest.pump(0.1)
            XCTAssertEqual(p.indexesForVisibleItems.count, 1, "\(fallback) falls back to filling the view")
        }
        capi_set_item_extent_func(pager, nil, nil, nil)
        XCTAssertEqual(CAPIChecks.freed.filter { $0 == "extent" }, ["extent"])
        // Colours as lists, for bindings: page by page, repeated; -1 wraps to the end.
        var palette = [GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1), GdkRGBA(red: 0, green: 1, blue: 0, alpha: 1),
                       GdkRGBA(red: 0, green: 0, blue: 1, alpha: 1)]
        var current = [GdkRGBA(red: 1, green: 1, blue: 0, alpha: 1)]
        capi_set_dot_colour_list(pager, &palette, 3, &current, 1)
        palette[0].red = 0  // copied: the host's array may change
        XCTAssertEqual(p.chrome.dotColour(page: 0, current: false)?.red, 1)
        XCTAssertEqual(p.chrome.dotColour(page: 4, current: false)?.green, 1)
        XCTAssertEqual(p.chrome.dotColour(page: -1, current: false)?.blue, 1)
        XCTAssertEqual(p.chrome.dotColour(page: 7, current: true)?.green, 1)
        capi_set_dot_colour_list(pager, nil, 0, nil, 0)
        XCTAssertNil(p.chrome.dotColour(page: 0, current: false))

        // The chrome options Swift sets as properties, from C.
        let nub = gtk_label_new("nub")!
        watch.watch(nub, "C nub")
        capi_set_scrubber_nub(pager, nub)
        XCTAssertEqual(p.scrubberNubWidget, nub)
        let path = resourcePath("header-image.png")!
        capi_set_title_strip_pattern(pager, path)
        XCTAssertEqual(p.titleStripPattern, path)
        var text = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
        capi_set_title_colours(pager, &text, nil)
        XCTAssertEqual(p.titleTextColour?.red, 1)
        XCTAssertNil(p.titleStripBackground)
        capi_set_scrubber_fade(pager, 0.5, 200, 100)
        XCTAssertEqual([p.scrubberFadeTimings.idleAlpha, p.scrubberFadeTimings.delay, p.scrubberFadeTimings.fadeDuration], [0.5, 0.2, 0.1])
        capi_set_scrubber_fade(pager, 2, 0, 0)
        XCTAssertEqual(p.scrubberFadeTimings.idleAlpha, 0.5, "an opacity of 2 is refused")
        capi_set_scrubber_nub(pager, nil)
        capi_set_title_strip_pattern(pager, nil)
        capi_set_title_colours(pager, nil, nil)
        XCTAssertNil(p.scrubberNubWidget)
        XCTAssertNil(p.titleStripPattern)
        XCTAssertNil(p.titleTextColour)

        let record: SlidingPagesMoveDoneFunc = { pager, finished, _ in
            XCTAssertNotNil(pager)
            CAPIChecks.moves.append(finished != 0)
        }
        capi_scroll_to_page_full(pager, 5, 0.3, record, nil, { _ in CAPIChecks.freed.append("move") })
        GTKTest.pump(0.05)
        capi_scroll_to_item_full(pager, 9, 0.2, record, nil, { _ in CAPIChecks.freed.append("move") })
        GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
        XCTAssertEqual(CAPIChecks.moves, [false, true], "the first move was taken over, the second arrived")
        XCTAssertEqual(CAPIChecks.freed.filter { $0 == "move" }.count, 2, "each move's data freed once")
        XCTAssertEqual(capi_get_current_item(pager), 9)
        capi_scroll_to_page_full(pager, 2, 0, nil, nil, { _ in CAPIChecks.freed.append("no done") })
        XCTAssertEqual(CAPIChecks.freed.last, "no done", "with no function the data is freed at once")
        // The other moves with completions, navigation and a reload that
        // lets the pooled pages go, as Swift has them.
        CAPIChecks.moves = []
        capi_scroll_by_items_full(pager, 3, 0.1, record, nil, { _ in CAPIChecks.freed.append("by") })
        GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
        XCTAssertEqual(capi_get_current_item(pager), 5)
        capi_set_position_full(pager, 2, 1, record, nil, { _ in CAPIChecks.freed.append("position") })
        GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
        XCTAssertEqual(capi_get_position(pager), 2)
        XCTAssertEqual(CAPIChecks.moves, [true, true])
        XCTAssertEqual(CAPIChecks.freed.suffix(2), ["by", "position"])
        XCTAssertEqual(capi_navigate(pager, SLIDING_PAGES_NAVIGATION_LAST), 1)
        GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
        XCTAssertEqual(capi_get_current_page(pager), capi_get_n_pages(pager) - 1)
        XCTAssertEqual(capi_navigate(pager, SLIDING_PAGES_NAVIGATION_NEXT_PAGE), 0, "no page after the last")
        XCTAssertEqual(capi_navigate(pager, SLIDING_PAGES_NAVIGATION_PREVIOUS_PAGE), 1)
        GTKTest.pump(until: { !p.isScrolling }, timeout: 3)
        XCTAssertEqual(capi_get_current_page(pager), capi_get_n_pages(pager) - 2)
        let mark = capturedLog.count
        XCTAssertEqual(capi_navigate(pager, SlidingPagesNavigation(rawValue: 99)), 0)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("is not a SlidingPagesNavigation") })
        XCTAssertGreaterThan(p.pooledViewCount, 0)
        capi_reload_full(pager, 1, 1)
        XCTAssertEqual(p.pooledViewCount, 0, "the reload let the pooled pages go")
        GTKTest.pump(0.1)
        XCTAssertEqual(capi_get_current_page(pager), capi_get_n_pages(pager) - 2, "and kept the place")
    }
}

final class CAPITests: XCTestCase {
    func testCCallbacksAndBadTitles() throws { try runChecks(CAPIChecks.self) { $0.testCCallbacksAndBadTitles() } }
    func testBatchesAndIdentifierDiffs() throws { try runChecks(CAPIChecks.self) { $0.testBatchesAndIdentifierDiffs() } }
    func testUnboundedSourceFromC() throws { try runChecks(CAPIChecks.self) { $0.testUnboundedSourceFromC() } }
    func testImageTitlesDotColoursExtentAndMoveCompletions() throws {
        try runChecks(CAPIChecks.self) { $0.testImageTitlesDotColoursExtentAndMoveCompletions() }
    }
}

import CSlidingPagesExtras
import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// The peers' events and options on the real widget, with real X input,
/// in the pager checks' window (their `make`, `settle` and leak checks).
extension PagerWidgetChecks {
    /// A drag selects its page at the release, as a signal and a delegate
    /// call, before it settles; scroll-state is notified through
    /// dragging, settling and idle.
    func testPageSelectedAndScrollStateFollowADrag() {
        let p = make(count: 10)
        var signalled: [Int] = []
        var states: [Int] = []
        PagerGLib.connectInt(p.widget, "page-selected") { signalled.append($0) }
        PagerGLib.connectNotify(p.widget, "scroll-state") { states.append(GProperty.enumeration(p.widget, "scroll-state", sliding_pages_scroll_state_get_type())) }
        GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.3, steps: 12)
        settle(p)
        XCTAssertEqual(p.currentPage, 1)
        XCTAssertEqual(recorder!.pageSelections, [1])
        XCTAssertEqual(signalled, [1])
        XCTAssertEqual(recorder!.settledAfterSelection, [true], "settled on the page selected first")
        XCTAssertEqual(states, [1, 2, 0], "dragging, settling, idle")
        XCTAssertEqual(p.scrollState, .idle)
        // A key selects its page as it starts moving.
        gtk_widget_grab_focus(p.widget)
        GTKTest.key("Right")
        GTKTest.pump(0.02)
        XCTAssertEqual(recorder!.pageSelections, [1, 2])
        settle(p)
        XCTAssertEqual(recorder!.settledAfterSelection, [true, true])
    }

    /// The drag and fling thresholds are options: a press that travels
    /// less than the drag threshold leaves the pages where they are, and a
    /// flick slower than the fling threshold settles by position.
    func testSwipeSensitivityIsTunable() {
        let p = make(count: 10)
        GTKTest.drag(p.widget, from: (600, 300), to: (540, 300), duration: 0.3, steps: 6, release: false)
        GTKTest.pump(0.1)
        XCTAssertGreaterThan(p.position, 0.02, "60 pixels past the default threshold of 16 move the pages")
        GTKTest.xdo("mouseup 1")
        settle(p)
        XCTAssertEqual(p.currentPage, 0)
        GProperty.set(p.widget, "drag-threshold", int: 120)
        XCTAssertEqual(p.dragThreshold, 120)
        GTKTest.drag(p.widget, from: (600, 300), to: (540, 300), duration: 0.3, steps: 6, release: false)
        GTKTest.pump(0.1)
        XCTAssertEqual(p.position, 0, "60 pixels are short of a threshold of 120")
        GTKTest.xdo("mouseup 1")
        settle(p)
        // A quick quarter-page flick: a fling by default, not above 100 px/ms.
        GTKTest.drag(p.widget, from: (600, 300), to: (400, 300), duration: 0.06, steps: 4)
        settle(p)
        XCTAssertEqual(p.currentPage, 1, "the flick flings to the next page")
        p.flingThreshold = 100
        XCTAssertEqual(GProperty.double(p.widget, "fling-threshold"), 100)
        GTKTest.drag(p.widget, from: (600, 300), to: (400, 300), duration: 0.06, steps: 4)
        settle(p)
        XCTAssertEqual(p.currentPage, 1, "slower than the threshold: it settles back by position")
    }

    /// A drag shows the next page as it comes in, and hides the first once
    /// it has gone; a preloaded page is loaded but not shown.
    func testPagesShownAndHidden() {
        let p = make(count: 10)
        GTKTest.pump(0.05)
        XCTAssertEqual(recorder!.shownLog, ["+0"], "the first page shows as the source is set")
        XCTAssertTrue(p.isShown(item: 0))
        guard let preloaded = p.itemView(at: 1) else { return XCTFail("page 1 is not preloaded") }
        XCTAssertFalse(p.isShown(preloaded), "a preloaded page is not on screen")
        var signalled: [String] = []
        PagerGLib.connectInt(p.widget, "page-shown") { signalled.append("+\($0)") }
        PagerGLib.connectInt(p.widget, "page-hidden") { signalled.append("-\($0)") }
        GTKTest.drag(p.widget, from: (600, 300), to: (150, 300), duration: 0.3, steps: 12, release: false)
        GTKTest.pump(0.05)
        XCTAssertEqual(recorder!.shownLog, ["+0", "+1"], "page 1 shows as it comes in")
        XCTAssertTrue(p.isShown(preloaded))
        GTKTest.xdo("mouseup 1")
        settle(p)
        XCTAssertEqual(recorder!.shownLog, ["+0", "+1", "-0"])
        XCTAssertEqual(signalled, ["+1", "-0"])
        XCTAssertFalse(p.isShown(item: 0))
    }

    /// The spring's parameters set as properties shape a real release: an
    /// underdamped spring carries the page past its rest and back; the
    /// default comes to rest without passing it. A ratio out of range is
    /// refused with a warning and the spring keeps its value.
    func testSpringParametersShapeTheSettle() {
        let p = make(count: 10)
        func release() -> (passed: Bool, page: Int?) {
            var positions: [Double] = []
            let id = PagerGLib.connectDouble(p.widget, "did-scroll") { positions.append($0) }
            // Slowly to 0.375 of a page and held: it snaps back to page 0.
            GTKTest.drag(p.widget, from: (600, 300), to: (300, 300), duration: 0.4, steps: 12, release: false)
            GTKTest.pump(0.25)
            GTKTest.xdo("mouseup 1")
            settle(p)
            g_signal_handler_disconnect(sp_object(p.widget), id)
            return (positions.contains { $0 < -0.002 }, p.currentPage)
        }
        let plain = release()
        XCTAssertEqual(plain.page, 0)
        XCTAssertFalse(plain.passed, "the critically damped default does not pass page 0")
        GProperty.set(p.widget, "spring-damping-ratio", double: 0.25)
        GProperty.set(p.widget, "spring-stiffness", double: 300)
        GProperty.set(p.widget, "spring-mass", double: 1.5)
        XCTAssertEqual(p.springDampingRatio, 0.25)
        XCTAssertEqual(GProperty.double(p.widget, "spring-stiffness"), 300)
        XCTAssertEqual(p.springMass, 1.5)
        let ringing = release()
        XCTAssertEqual(ringing.page, 0)
        XCTAssertTrue(ringing.passed, "an underdamped spring carries page 0 past its rest")
        XCTAssertEqual(p.position, 0, "and still lands on it")
        let mark = capturedLog.count
        p.springDampingRatio = 0
        XCTAssertEqual(p.springDampingRatio, 0.25)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("spring-damping-ratio 0") }, "a ratio of 0 (it would ring for ever) is refused by name")
    }

    /// With defers-item-view-loading a real drag loads no page and keeps
    /// the current item (property, Swift, signal) until the pages stop;
    /// then the item is told once and the page it shows is loaded.
    func testDeferredLoadingHoldsTheCurrentItem() {
        let p = make(count: 10)
        GProperty.set(p.widget, "defers-item-view-loading", bool: true)
        GTKTest.pump(0.05)
        var changes: [Int] = [], notifies: [Int] = []
        PagerGLib.connectInt(p.widget, "current-item-changed") { changes.append($0) }
        PagerGLib.connectNotify(p.widget, "current-item") { notifies.append(GProperty.int(p.widget, "current-item")) }
        let asked = source!.requests.count
        GTKTest.drag(p.widget, from: (700, 300), to: (100, 300), duration: 0.3, steps: 12, release: false)
        GTKTest.pump(0.05)
        XCTAssertGreaterThan(p.position, 0.5, "the drag is past the middle of page 1")
        XCTAssertEqual(p.currentItemIndex, 0, "held while the pages move")
        XCTAssertEqual(GProperty.int(p.widget, "current-item"), 0)
        XCTAssertEqual(changes, [])
        XCTAssertEqual(notifies, [])
        XCTAssertEqual(source!.requests.count, asked, "no page was asked for while dragging")
        GTKTest.xdo("mouseup 1")
        settle(p)
        XCTAssertEqual(p.currentItemIndex, 1)
        XCTAssertEqual(changes, [1], "told once, at rest")
        XCTAssertEqual(notifies, [1])
        XCTAssertNotNil(p.itemView(at: 2), "the next page is preloaded once the pages stop")
    }

    /// Two kinds of page (the view types SwipeView users asked for): even
    /// items are labels, odd ones buttons. Under real drags and jumps a
    /// page is offered only to an item of its own kind; walking the same
    /// way again makes no new page; no kind keeps more than the pool's
    /// capacity. Every page is freed with the pager.
    func testReuseTypesOfferOnlyPagesOfTheirKind() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        var made = 0, offered = 0, mismatched: [Int] = []
        let watch = self.watch
        p.setItems(count: 20, view: { index, reusing in
            let wantsButton = index % 2 == 1
            if let r = reusing {
                offered += 1
                let isButton = g_type_check_instance_is_a(UnsafeMutableRawPointer(r).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0
                if isButton != wantsButton { mismatched.append(index) }
                if isButton { gtk_button_set_label(sp_button(r), "Button \(index)") } else { gtk_label_set_text(sp_label(r), "Label \(index)") }
                return r
            }
            made += 1
            let w = wantsButton ? gtk_button_new_with_label("Button \(index)")! : gtk_label_new("Label \(index)")!
            watch.watch(w, "page \(made)")
            return w
        }, reuseType: { $0 % 2 })
        window = GTKTest.window(with: p.widget)
        pager = p
        weakPager = p
        GTKTest.pump(0.1)
        for _ in 0..<5 {
            GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.2, steps: 8)
            settle(p)
        }
        XCTAssertEqual(p.currentPage, 5, "the drags turned five pages")
        let walk = [12, 3, 19, 0, 7]
        for page in walk {
            p.scroll(toPage: page, duration: 0.3)
            settle(p)
        }
        let madeBefore = made
        for page in walk {
            p.scroll(toPage: page, duration: 0.3)
            settle(p)
        }
        XCTAssertGreaterThan(offered, 10, "pages were reused")
        XCTAssertEqual(mismatched, [], "items offered a page of the other kind")
        XCTAssertEqual(made, madeBefore, "walking the same way again made new pages")
        let capacity = p.engine.recycler.poolCapacity
        for t in 0..<2 {
            XCTAssertLessThanOrEqual(p.host.pool.entries.filter { $0.type == t }.count, capacity, "type \(t) pooled past the capacity")
        }
        XCTAssertEqual(p.engine.recycler.pooled, p.pooledViewCount, "the engine counts the pool the widget holds")
    }

    /// A host's transformer replaces the effect, the default zoom-out too:
    /// mid-drag the zoom-out shrinks the page, a transformer that leaves
    /// pages as they lie does not, and one that starts from
    /// effectTransform(atOffset:) keeps the zoom-out and adds to it.
    func testTransformerReplacesTheZoomOut() {
        let p = make(count: 10)
        XCTAssertEqual(p.pageEffect, .zoomOut)
        func scaleMidDrag(_ transformer: (@MainActor (Int, Double) -> PageTransform)?) -> Double? {
            p.pageTransformer = transformer
            GTKTest.drag(p.widget, from: (600, 300), to: (400, 300), duration: 0.2, steps: 8, release: false)
            GTKTest.pump(0.05)
            let scale = p.itemView(at: 0).flatMap { p.paint(of: $0)?.scale }
            GTKTest.xdo("mouseup 1")
            settle(p)
            p.scroll(toPage: 0, duration: 0)
            GTKTest.pump(0.05)
            return scale
        }
        let zoomed = scaleMidDrag(nil)
        let replaced = scaleMidDrag { _, _ in .identity }
        let added = scaleMidDrag { [unowned p] _, offset in
            var t = p.effectTransform(atOffset: offset)
            t.alpha = 0.5
            return t
        }
        XCTAssertLessThan(zoomed ?? 1, 1, "the zoom-out shrinks a page mid-drag")
        XCTAssertEqual(replaced, 1, "a transformer replaced the zoom-out")
        XCTAssertLessThan(added ?? 1, 1, "a transformer starting from the effect keeps the zoom-out")
    }

    /// The depth effect as a property, under a real drag: the page
    /// leaving slides as it lies, the next one waits behind it, smaller and
    /// faded; at rest both are drawn as they lie. zoom-out reads false
    /// while another effect is on, and is notified.
    func testDepthEffectFollowsADrag() {
        let p = make(count: 10)
        var zoomNotified = 0
        PagerGLib.connectNotify(p.widget, "zoom-out") { zoomNotified += 1 }
        GProperty.set(p.widget, "page-effect", enumeration: 2, sliding_pages_page_effect_get_type())
        XCTAssertEqual(p.pageEffect, .depth)
        XCTAssertFalse(GProperty.bool(p.widget, "zoom-out"))
        XCTAssertEqual(zoomNotified, 1)
        GTKTest.drag(p.widget, from: (600, 300), to: (300, 300), duration: 0.3, steps: 12, release: false)
        GTKTest.pump(0.05)
        guard let leaving = p.itemView(at: 0), let coming = p.itemView(at: 1),
              let a = p.paint(of: leaving)?.paint, let b = p.paint(of: coming)?.paint else { return XCTFail("pages 0 and 1 are not loaded") }
        XCTAssertEqual(a.alpha, 1)
        XCTAssertEqual(a.scale_x, 1)
        XCTAssertEqual(a.dx, 0)
        XCTAssertGreaterThan(b.alpha, 0.3)
        XCTAssertLessThan(b.alpha, 0.9)
        XCTAssertLessThan(b.scale_x, 1)
        XCTAssertLessThan(b.dx, -50, "held back where the current page lies")
        XCTAssertLessThan(b.elevation, a.elevation, "drawn behind the page leaving")
        // Past halfway before letting go: a slow run of the checks above
        // reads as a paused drag, which settles on the nearest page.
        GTKTest.xdo("mousemove 150 300")
        GTKTest.pump(0.02)
        GTKTest.xdo("mouseup 1")
        settle(p)
        XCTAssertEqual(p.currentPage, 1)
        XCTAssertEqual(p.paint(of: coming)?.paint.alpha, 1)
        XCTAssertEqual(p.paint(of: coming)?.paint.dx, 0)
        p.zoomOutEnabled = true
        XCTAssertEqual(GProperty.enumeration(p.widget, "page-effect", sliding_pages_page_effect_get_type()), 1)
    }

    /// A move keeps the current item current: moved past it, the current
    /// page widget stays on screen under its new index; moved itself, the
    /// pager follows it.
    func testMoveItemKeepsTheCurrentItem() {
        let p = make(count: 10)
        p.scroll(toPage: 5, duration: 0)
        GTKTest.pump(0.05)
        let view = p.currentItemView
        p.moveItem(from: 0, to: 9)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 4, "item 5 is item 4 once item 0 moved past it")
        XCTAssertEqual(p.currentItemView, view, "the page the user sees stays")
        XCTAssertEqual(p.numberOfItems, 10)
        p.moveItem(from: 4, to: 8)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 8, "the current item moved: the pager follows it")
        p.moveItem(from: 20, to: 1)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 8, "a move from past the end is refused")
    }

    /// An identifier diff applied as one batch: two items deleted, the
    /// last moved to the front, two inserted, one just before the current
    /// one. The
    /// page the user sees stays, under its new index; its neighbours keep
    /// their widgets; only inserted items are asked for, and they grow in;
    /// nothing leaves or enters the view, so no page is shown or hidden.
    /// A real drag then shows the kept neighbour. A batch with a change
    /// that does not fit is refused whole, by name.
    func testBatchKeepsThePagesOfItemsThatStay() {
        let p = make(count: 10)
        p.scroll(toPage: 5, duration: 0)
        GTKTest.pump(0.1)
        let view = p.currentItemView
        let neighbour = p.itemView(at: 6)
        XCTAssertNotNil(neighbour, "the next page is preloaded")
        source!.requests.removeAll()
        recorder!.shownLog.removeAll()
        recorder!.events.removeAll()
        source!.count = 10
        p.updateItems(from: Array(0..<10), to: [9, 0, 1, 100, 4, 101, 5, 6, 7, 8], animated: true)
        GTKTest.pump(0.05)
        XCTAssertEqual(p.currentItemIndex, 6, "item 5 is item 6 after the batch")
        XCTAssertEqual(p.currentItemView, view, "the page the user sees stays")
        XCTAssertEqual(p.itemView(at: 7), neighbour, "its neighbour keeps its page")
        XCTAssertEqual(recorder!.events.filter { $0.hasPrefix("current") }, ["current 6"])
        XCTAssertEqual(source!.requests.map(\.index), [5], "only the inserted item in the window is asked for")
        XCTAssertEqual(recorder!.shownLog, [], "the same item stays in view")
        XCTAssertLessThan(p.itemView(at: 5).flatMap { p.paint(of: $0)?.alpha } ?? 1, 1, "an inserted page grows in")
        GTKTest.drag(p.widget, from: (200, 300), to: (600, 300), duration: 0.2, steps: 8)
        settle(p)
        XCTAssertEqual(p.currentItemIndex, 5)
        XCTAssertEqual(p.currentItemView.map { String(cString: gtk_label_get_text(sp_label($0))) }, "Page 5", "the inserted item's page")
        let mark = capturedLog.count
        p.performBatchUpdates([.insert(at: 0, count: 1), .delete(at: 50, count: 1)])
        XCTAssertEqual(p.numberOfItems, 10, "a refused batch changes nothing")
        XCTAssertEqual(p.currentItemIndex, 5)
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("change 1 of the batch: item index 50 is out of range for 11 items") }, "the change that does not fit is named")
        p.updateItems(from: [1, 2, 2, 3, 4, 5, 6, 7, 8, 9], to: [1])
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("index 2 of the old list") }, "a repeated identifier is named")
        XCTAssertEqual(p.numberOfItems, 10)
    }

    /// A handler that changes the items again from inside a batch's own
    /// events (current-item-changed, here): every page the pager holds is
    /// still loaded or pooled afterwards, none left parented and untracked.
    func testBatchFromInsideItsOwnEvents() {
        let p = make(count: 10)
        p.scroll(toPage: 5, duration: 0)
        GTKTest.pump(0.1)
        final class Again: PagerDelegate {
            var action: (@MainActor () -> Void)?
            func pagerCurrentItemIndexDidChange(_ pager: Pager) {
                let a = action
                action = nil
                a?()
            }
        }
        let again = Again()
        // Item 0 deleted and the current item 5 moved to the end: two
        // changes, so its neighbours' pages are kept for items now out of
        // the window while the event is told.
        let first = [1, 2, 3, 4, 6, 7, 8, 9, 5]
        var keptDuringEvent: [Int] = []
        again.action = { [unowned p] in
            keptDuringEvent = p.host.keptPages.keys.sorted()
            self.source!.count = 10
            p.updateItems(from: first, to: [10] + first)
        }
        p.delegate = again
        source!.count = 9
        p.updateItems(from: Array(0..<10), to: first)
        GTKTest.pump(0.1)
        XCTAssertNil(again.action, "the handler ran")
        XCTAssertEqual(keptDuringEvent, [], "kept pages no slot took were pooled before any event")
        XCTAssertEqual(p.numberOfItems, 10)
        XCTAssertEqual(p.currentItemIndex, 9, "item 5 is at 9 after both batches")
        XCTAssertTrue(p.host.keptPages.isEmpty)
        XCTAssertEqual(p.parentedChildCount, p.liveChildCount + p.pooledViewCount, "every page loaded or pooled")
        p.delegate = recorder
    }

    /// An animated move: the moved page grows into its new place.
    func testAnimatedMoveRevealsTheMovedPage() {
        let p = make(count: 10)
        GTKTest.pump(0.05)
        p.moveItem(from: 5, to: 1, animated: true)
        GTKTest.pump(0.05)
        guard let moved = p.itemView(at: 1) else { return XCTFail("item 1 is preloaded") }
        XCTAssertEqual(String(cString: gtk_label_get_text(sp_label(moved))), "Page 1", "asked for afresh in its new slot")
        XCTAssertLessThan(p.paint(of: moved)?.alpha ?? 1, 1, "the moved page grows in")
        GTKTest.pump(0.5)
        XCTAssertEqual(p.paint(of: moved)?.alpha, 1)
        XCTAssertEqual(p.currentItemIndex, 0)
    }

    /// A before/after source (RAPageViewController's shape): the host sets
    /// the current page, at once and animated from either side, and the
    /// pager asks that page's neighbours afresh; the strip names the
    /// loaded pages by the source's titles, and the dots are a window of
    /// five with the current page in the middle, stopping at a known end.
    func testUnboundedCurrentPageTitlesAndDots() {
        let p = Pager()
        let source = NumberedPages(first: -3, last: 2_000, watch: watch)
        watch.watch(p.widget, "pager")
        p.unboundedDataSource = source
        window = GTKTest.window(with: p.widget)
        pager = p
        weakPager = p
        GTKTest.pump(0.1)
        func number(_ w: Widget?) -> Int? { w.map(NumberedPages.number) }
        func neighbours() -> [Int?] {
            let slot = p.engine.layout.currentSlot(at: p.position)
            return [p.host.loaded[slot - 1], p.host.loaded[slot], p.host.loaded[slot + 1]].map(number)
        }
        func title(_ delta: Int) -> String? {
            guard let page = p.engine.motion.currentPage, case .text(let t)? = p.chrome.title(forPage: page + delta) else { return nil }
            return t
        }
        XCTAssertEqual(title(0), "Chapter 0", "the strip names the current page")
        XCTAssertEqual(title(1), "Chapter 1")
        let dots = p.engine.dots
        XCTAssertEqual(dots?.dotCount, 5, "a window of five dots")
        XCTAssertEqual(dots?.firstDotPage(pagePosition: p.engine.pagePosition), p.engine.motion.currentPage.map { $0 - 2 }, "the current page in the middle")

        var done: [Bool] = []
        let fifty = source.make(50, reusing: nil)!
        p.setCurrentPage(fifty) { done.append($0) }
        GTKTest.pump(0.1)
        XCTAssertEqual(done, [true])
        XCTAssertEqual(p.currentItemView, fifty)
        XCTAssertEqual(neighbours(), [49, 50, 51], "the neighbours are asked of the new page")
        XCTAssertEqual(title(1), "Chapter 51")

        let twoHundred = source.make(200, reusing: nil)!
        p.setCurrentPage(twoHundred, direction: .forward, animated: true) { done.append($0) }
        GTKTest.pump(0.08)
        XCTAssertTrue(p.isScrolling, "it slides in")
        XCTAssertEqual(Set(p.visibleItemViews.map(NumberedPages.number)), [50, 200], "the old page and the new one, nothing else")
        settle(p)
        XCTAssertEqual(done, [true, true])
        XCTAssertEqual(p.currentItemView, twoHundred)
        XCTAssertEqual(neighbours(), [199, 200, 201])

        // A newer set supersedes an animated one: the newer page stays, the
        // older set's completion hears false.
        let sixty = source.make(60, reusing: nil)!, seventy = source.make(70, reusing: nil)!
        var order: [String] = []
        p.setCurrentPage(sixty, direction: .forward, animated: true) { order.append("60 \($0)") }
        GTKTest.pump(0.05)
        p.setCurrentPage(seventy) { order.append("70 \($0)") }
        settle(p)
        GTKTest.pump(0.1)
        XCTAssertEqual(p.currentItemView, seventy, "the newer page stays")
        XCTAssertEqual(Set(order), ["60 false", "70 true"])
        XCTAssertEqual(neighbours(), [69, 70, 71])
        // Two animated sets back to back, from either side: the second page
        // is shown, never handed to the source for reuse meanwhile.
        let eighty = source.make(80, reusing: nil)!, ninety = source.make(90, reusing: nil)!
        order = []
        p.setCurrentPage(eighty, direction: .reverse, animated: true) { order.append("80 \($0)") }
        p.setCurrentPage(ninety, direction: .forward, animated: true) { order.append("90 \($0)") }
        settle(p)
        GTKTest.pump(0.1)
        XCTAssertEqual(p.currentItemView, ninety)
        XCTAssertEqual(NumberedPages.number(ninety), 90, "not relabelled by the source")
        XCTAssertEqual(Set(order), ["80 false", "90 true"])
        XCTAssertEqual(neighbours(), [89, 90, 91])

        // From the leading side, with a real drag taking over: not finished,
        // and the pages still follow the new page.
        let three = source.make(3, reusing: nil)!
        p.setCurrentPage(three, direction: .reverse, animated: true) { done.append($0) }
        GTKTest.pump(0.05)
        GTKTest.drag(p.widget, from: (300, 300), to: (500, 300), duration: 0.2, steps: 8)
        settle(p)
        XCTAssertEqual(done, [true, true, false], "a drag took the move over")
        XCTAssertTrue(neighbours().allSatisfy { $0 != nil && ($0! <= 4) }, "every page is one of page 3's neighbours: \(neighbours())")

        // Near the first page the window stops at the end.
        let first = source.make(-3, reusing: nil)!
        p.setCurrentPage(first)
        GTKTest.pump(0.1)
        p.scroll(byItems: -1, duration: 0)
        GTKTest.pump(0.1)
        XCTAssertEqual(p.currentItemView, first, "no page before -3")
        let ended = p.engine.dots
        XCTAssertEqual(ended?.firstDotPage(pagePosition: p.engine.pagePosition), p.engine.motion.currentPage, "the first known page has the first dot")
        _ = Snapshot(p.widget, name: "unbounded-dots")
    }

    /// An animated delete of the page in view: the deleted page shrinks and
    /// fades out where it stood, drawn above the page that took its place
    /// (which does not grow in); then it goes to the pool. With reduced
    /// motion it goes at once.
    func testDeletedPageShrinksOut() {
        let p = make(count: 10)
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.1)
        guard let deleted = p.currentItemView else { return XCTFail("no current page") }
        source!.count = 9
        p.deleteItems(at: 3, count: 1, animated: true)
        GTKTest.pump(0.1)
        guard let (scale, alpha, paint) = p.paint(of: deleted) else { return XCTFail("the deleted page is no longer a child") }
        XCTAssertTrue(p.host.leavingPages.values.contains(deleted), "it is leaving")
        XCTAssertNotEqual(gtk_widget_get_child_visible(deleted), 0, "drawn while it leaves")
        XCTAssertLessThan(alpha, 1)
        XCTAssertGreaterThan(alpha, 0)
        XCTAssertLessThan(scale, 1)
        XCTAssertEqual(paint.elevation, LeavingPage.elevation, "above the pages")
        XCTAssertNotEqual(p.currentItemView, deleted)
        XCTAssertEqual(p.currentItemView.flatMap { p.paint(of: $0)?.alpha }, 1, "the page taking its place does not grow in")
        XCTAssertEqual(p.currentItemIndex, 3)
        GTKTest.pump(0.5)
        XCTAssertTrue(p.host.leavingPages.isEmpty, "gone after the reveal duration")
        XCTAssertTrue(p.host.pool.contains(deleted), "into the pool")
        XCTAssertEqual(gtk_widget_get_child_visible(deleted), 0)
        XCTAssertEqual(p.engine.recycler.pooled, p.pooledViewCount)
        p.reducedMotion = true
        source!.count = 8
        let second = p.currentItemView
        p.deleteItems(at: 3, count: 1, animated: true)
        XCTAssertTrue(p.host.leavingPages.isEmpty, "reduced motion: no shrinking")
        XCTAssertNotEqual(p.currentItemView, second)
    }

    /// With measuresItemExtent and no delegate extent, items are as wide as
    /// the first page asks for, so several share the view.
    func testMeasuredItemExtent() {
        let p = make(count: 10) { $0.measuresItemExtent = true }
        GTKTest.pump(0.1)
        guard let first = p.itemView(at: 0) else { return XCTFail("no page 0") }
        var m: gint = 0, n: gint = 0
        gtk_widget_get_preferred_width(first, &m, &n)
        XCTAssertEqual(GTKTest.frame(of: first, in: p.widget)[2], n, "page 0 is as wide as it asks")
        XCTAssertGreaterThan(p.indexesForVisibleItems.count, 3, "narrow pages share the view: \(p.indexesForVisibleItems)")
        // Through GObject, as C and Python set it.
        GProperty.set(p.widget, "measures-item-extent", bool: false)
        GTKTest.pump(0.1)
        XCTAssertFalse(p.measuresItemExtent)
        XCTAssertEqual(p.indexesForVisibleItems.count, 1)
        GProperty.set(p.widget, "measures-item-extent", bool: true)
        GTKTest.pump(0.1)
        XCTAssertGreaterThan(p.indexesForVisibleItems.count, 3, "on again through the property")
    }

    /// A pager shown with no pages measures its items once the first page
    /// loads, without waiting for a resize.
    func testMeasuredItemExtentAfterAnEmptyStart() {
        let p = make(count: 0) { $0.measuresItemExtent = true }
        GTKTest.pump(0.1)
        XCTAssertTrue(p.indexesForVisibleItems.isEmpty)
        source!.count = 10
        p.reloadData()
        GTKTest.pump(0.1)
        XCTAssertGreaterThan(p.indexesForVisibleItems.count, 3, "narrow pages share the view: \(p.indexesForVisibleItems)")
    }

    /// A delegate's extent that is not a number leaves the items filling
    /// the view, measured or not, and lays out once, not again and again.
    func testMeasuredItemExtentUnderABadDelegateExtent() {
        final class NaNExtent: PagerDelegate {
            var asked = 0
            func itemExtent(for pager: Pager) -> Double? { asked += 1; return .nan }
        }
        let p = make(count: 0) { $0.measuresItemExtent = true }
        let bad = NaNExtent()
        p.delegate = bad
        GTKTest.pump(0.1)
        source!.count = 10
        bad.asked = 0
        p.reloadData()
        GTKTest.pump(0.1)
        XCTAssertEqual(p.indexesForVisibleItems, [0], "the items fill the view")
        XCTAssertLessThanOrEqual(bad.asked, 2, "laid out once for the reload")
    }

    /// With mouse drags off, a mouse drag leaves the pages where they are
    /// and a click still selects; with the wheel off, a notch does nothing.
    /// Both come back on.
    func testMouseDragAndWheelCanBeTurnedOff() {
        let p = make(count: 10)
        GProperty.set(p.widget, "allow-mouse-drag", bool: false)
        GProperty.set(p.widget, "allow-scroll-wheel", bool: false)
        XCTAssertFalse(p.allowsMouseDrag)
        XCTAssertFalse(p.allowsScrollWheel)
        GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.3, steps: 12)
        settle(p)
        XCTAssertEqual(p.position, 0, "a mouse drag moved the pages")
        GTKTest.click(p.widget, 400, 300)
        GTKTest.pump(0.1)
        XCTAssertEqual(recorder!.selected, [0], "a click still selects")
        GTKTest.wheel(p.widget, forward: true)
        settle(p)
        XCTAssertEqual(p.position, 0, "a wheel notch moved the pages")
        // Touch still drags.
        Touch.drag(p.widget, from: (650, 300), to: (250, 300), duration: 0.25)
        settle(p)
        XCTAssertEqual(p.position, 1, "a touch drag did not page with mouse drags off")
        p.allowsMouseDrag = true
        p.allowsScrollWheel = true
        GTKTest.wheel(p.widget, forward: true)
        settle(p)
        XCTAssertEqual(p.position, 2)
        GTKTest.drag(p.widget, from: (600, 300), to: (200, 300), duration: 0.3, steps: 12)
        settle(p)
        XCTAssertEqual(p.position, 3)
    }

    /// A peek shows a share of each neighbour: the current page sits a
    /// peek in, and three pages are in view; a drag still pages.
    func testPagePeekShowsTheNeighbours() {
        let p = make(count: 10) { $0.pagePeek = 0.1 }
        p.scroll(toPage: 3, duration: 0)
        GTKTest.pump(0.1)
        guard let current = p.currentItemView else { return XCTFail("no current page") }
        XCTAssertEqual(GTKTest.frame(of: current, in: p.widget), [80, 50, 640, 550])
        XCTAssertEqual(p.indexesForVisibleItems, [2, 3, 4])
        XCTAssertEqual(GProperty.double(p.widget, "page-peek"), 0.1)
        GTKTest.drag(p.widget, from: (600, 300), to: (250, 300), duration: 0.3, steps: 12)
        settle(p)
        XCTAssertEqual(p.currentPage, 4)
        p.pagePeek = 0.9
        XCTAssertEqual(p.pagePeek, 0.1, "a peek past 0.45 is refused")
    }

    /// Durations as properties: a slower animation takes longer, and a
    /// revealed page grows for the reveal duration.
    func testDurations() {
        let p = make(count: 10)
        GProperty.set(p.widget, "animation-duration", double: 0.6)
        XCTAssertEqual(p.animationDuration, 0.6)
        gtk_widget_grab_focus(p.widget)
        GTKTest.key("Right")
        GTKTest.pump(0.3)
        XCTAssertTrue(p.isScrolling, "half way through a 0.6 s page move")
        settle(p)
        XCTAssertEqual(p.position, 1)
        GProperty.set(p.widget, "reveal-duration", double: 0.8)
        source!.count = 11
        p.insertItems(at: 2, count: 1, animated: true)
        GTKTest.pump(0.5)
        XCTAssertLessThan(p.paint(of: p.itemView(at: 2)!)!.alpha, 1, "still growing after 0.5 s of 0.8")
        GTKTest.pump(0.5)
        XCTAssertEqual(p.paint(of: p.itemView(at: 2)!)!.alpha, 1)
    }
}

final class PeerFeatureTests: XCTestCase {
    func run(_ body: @MainActor (PagerWidgetChecks) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        try runChecks(PagerWidgetChecks.self, file: file, line: line, body)
    }

    func testPageSelectedAndScrollStateFollowADrag() throws { try run { $0.testPageSelectedAndScrollStateFollowADrag() } }
    func testMouseDragAndWheelCanBeTurnedOff() throws { try run { $0.testMouseDragAndWheelCanBeTurnedOff() } }
    func testPagePeekShowsTheNeighbours() throws { try run { $0.testPagePeekShowsTheNeighbours() } }
    func testDurations() throws { try run { $0.testDurations() } }
    func testPagesShownAndHidden() throws { try run { $0.testPagesShownAndHidden() } }
    func testSwipeSensitivityIsTunable() throws { try run { $0.testSwipeSensitivityIsTunable() } }
    func testMoveItemKeepsTheCurrentItem() throws { try run { $0.testMoveItemKeepsTheCurrentItem() } }
    func testMeasuredItemExtent() throws { try run { $0.testMeasuredItemExtent() } }
    func testMeasuredItemExtentAfterAnEmptyStart() throws { try run { $0.testMeasuredItemExtentAfterAnEmptyStart() } }
    func testMeasuredItemExtentUnderABadDelegateExtent() throws { try run { $0.testMeasuredItemExtentUnderABadDelegateExtent() } }
    func testSpringParametersShapeTheSettle() throws { try run { $0.testSpringParametersShapeTheSettle() } }
    func testDeferredLoadingHoldsTheCurrentItem() throws { try run { $0.testDeferredLoadingHoldsTheCurrentItem() } }
    func testDepthEffectFollowsADrag() throws { try run { $0.testDepthEffectFollowsADrag() } }
    func testTransformerReplacesTheZoomOut() throws { try run { $0.testTransformerReplacesTheZoomOut() } }
    func testReuseTypesOfferOnlyPagesOfTheirKind() throws { try run { $0.testReuseTypesOfferOnlyPagesOfTheirKind() } }
    func testBatchKeepsThePagesOfItemsThatStay() throws { try run { $0.testBatchKeepsThePagesOfItemsThatStay() } }
    func testAnimatedMoveRevealsTheMovedPage() throws { try run { $0.testAnimatedMoveRevealsTheMovedPage() } }
    func testUnboundedCurrentPageTitlesAndDots() throws { try run { $0.testUnboundedCurrentPageTitlesAndDots() } }
    func testDeletedPageShrinksOut() throws { try run { $0.testDeletedPageShrinksOut() } }
    func testBatchFromInsideItsOwnEvents() throws { try run { $0.testBatchFromInsideItsOwnEvents() } }
}

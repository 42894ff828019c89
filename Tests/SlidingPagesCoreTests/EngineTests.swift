import Testing
@testable import SlidingPagesCore

/// An engine for a pager of `size` (the strip's 50 px on top) with `count`
/// items under `configuration`.
func makeEngine(count: Int, configuration: LayoutConfiguration = LayoutConfiguration(),
                size: Size = Size(width: 800, height: 650), chrome: ChromeOptions = ChromeOptions()) -> PagerEngine {
    var e = PagerEngine(layout: PagerLayout(configuration: configuration, itemCount: count, viewport: .zero))
    e.chrome = chrome
    _ = e.resize(to: size)
    e.relayout(PagerLayout(configuration: configuration, itemCount: count, viewport: e.pageAreaSize))
    _ = e.recyclePlan()
    e.motion.clearEvents()
    return e
}

/// Runs frames until motion stops (at most ten seconds of them).
/// `change` reconciled where the pager is and applied, as a face applies it.
func apply(_ change: ItemChange, to e: inout PagerEngine) {
    let outcome = e.layout.reconcile(change, position: e.motion.position)
    _ = e.apply(change, outcome: outcome, after: e.layout.withDomain(.counted(outcome.itemCount)))
}

/// A new count set by hand (`n-items`): the pager starts over on page 0.
func restart(_ e: inout PagerEngine, count: Int) {
    e.restart(with: PagerMotion(layout: e.layout.withDomain(.counted(count)), configuration: e.motion.configuration))
}

func settle(_ e: inout PagerEngine, from t: inout Double) {
    for _ in 0..<600 where e.motion.needsFrames {
        t += 1.0 / 60
        e.motion.advance(to: t)
    }
}

@Suite("Engine: chrome decisions and input")
struct EngineTests {
    @Test("a reload during a move ends the move unfinished; undelivered events still go out, before the new motion's")
    func restartEndsTheMove() {
        var e = makeEngine(count: 20)
        e.motion.scroll(toPage: 10, duration: 0.5, time: 0, id: 7)
        e.motion.advance(to: 0.1)
        let pending = e.motion.events
        #expect(!pending.isEmpty, "the move scrolled")
        var fresh = PagerMotion(layout: e.layout)
        fresh.clearEvents()
        e.restart(with: fresh)
        #expect(e.motion.events.starts(with: pending), "the old events first, in order")
        #expect(e.motion.events.contains(.moveFinished(id: 7, finished: false)), "the move did not arrive")
        #expect(!e.motion.isScrolling)
        // At rest there is nothing to end.
        var still = PagerMotion(layout: e.layout)
        still.clearEvents()
        e.motion.clearEvents()
        e.restart(with: still)
        #expect(e.motion.events.isEmpty)
    }

    @Test("a reload under way or at rest, from any page to any count: after the old events, exactly what changed is told")
    func restartTellsWhereItRests() {
        /// What a host has heard after `events`, from page 0 and item 0.
        func heard(_ events: [PagerEvent], from start: (page: Int, settled: Int, item: Int) = (0, 0, 0)) -> (page: Int, settled: Int, item: Int) {
            var h = start
            for ev in events {
                switch ev {
                case .pageSelected(let p): h.page = p
                case .settled(let p): h.settled = p
                case .currentItemIndexDidChange(let i): h.item = i
                default: break
                }
            }
            return h
        }
        func told(_ events: some Sequence<PagerEvent>) -> [PagerEvent] {
            events.filter {
                switch $0 {
                case .pageSelected, .settled, .currentItemIndexDidChange: return true
                default: return false
                }
            }
        }
        for count in [1, 2, 5] {
            for page in 0..<5 {
                for animated in [false, true] {
                    for newCount in [1, 3, 6] {
                        for startAt in 0..<min(3, newCount) {
                            var e = makeEngine(count: count)
                            e.motion.scroll(toPage: page, duration: animated ? 0.5 : 0, time: 0, id: nil)
                            if animated { e.motion.advance(to: 0.35) }
                            let pending = e.motion.events
                            let before = heard(pending)
                            let layout = PagerLayout(configuration: e.layout.configuration, itemCount: newCount, viewport: e.pageAreaSize)
                            e.restart(with: PagerMotion(layout: layout, initialPage: startAt))
                            var t = 0.4
                            settle(&e, from: &t)
                            let what = "\(count) items, to page \(page) animated \(animated), reloaded to \(newCount) on \(startAt)"
                            #expect(e.motion.events.starts(with: pending), "\(what): the old events first")
                            let now = (page: e.motion.currentPage, item: e.motion.currentItemIndex)
                            #expect(now.page == startAt && now.item == startAt, "\(what)")
                            // Selected, then the item, then settled: each only when it differs.
                            var expected: [PagerEvent] = []
                            if before.page != startAt { expected.append(.pageSelected(page: startAt)) }
                            if before.item != startAt { expected.append(.currentItemIndexDidChange(startAt)) }
                            if before.settled != startAt { expected.append(.settled(page: startAt)) }
                            #expect(told(e.motion.events.dropFirst(pending.count)) == expected, "\(what): heard \(before) before")
                        }
                    }
                }
            }
        }
        // A pager with no items told nothing: filled, it tells nothing either.
        var e = makeEngine(count: 0)
        e.restart(with: PagerMotion(layout: PagerLayout(configuration: e.layout.configuration, itemCount: 4, viewport: e.pageAreaSize), initialPage: 2))
        #expect(told(e.motion.events).isEmpty, "\(e.motion.events)")
        // Emptied on page 3 and filled again on page 0: the return to 0 is told.
        e = makeEngine(count: 5)
        e.motion.scroll(toPage: 3, duration: 0, time: 0)
        e.motion.clearEvents()
        e.restart(with: PagerMotion(layout: PagerLayout(configuration: e.layout.configuration, itemCount: 0, viewport: e.pageAreaSize)))
        #expect(told(e.motion.events).isEmpty, "emptied: \(e.motion.events)")
        e.restart(with: PagerMotion(layout: PagerLayout(configuration: e.layout.configuration, itemCount: 5, viewport: e.pageAreaSize)))
        #expect(told(e.motion.events) == [.pageSelected(page: 0), .currentItemIndexDidChange(0), .settled(page: 0)], "\(e.motion.events)")
        // A source with no count, its first page not known yet: its numbers
        // are not the old ones, and nothing is carried.
        e = makeEngine(count: 5)
        e.motion.scroll(toPage: 3, duration: 0, time: 0)
        e.motion.clearEvents()
        e.restart(with: PagerMotion(layout: PagerLayout(configuration: e.layout.configuration, domain: .unbounded(first: nil, last: nil),
                                                        viewport: e.pageAreaSize)))
        #expect(told(e.motion.events).isEmpty, "\(e.motion.events)")
        // Restarted on a motion already moving: where it goes is told now,
        // its settling when it arrives.
        e = makeEngine(count: 5)
        e.motion.scroll(toPage: 3, duration: 0, time: 0)
        e.motion.clearEvents()
        var moving = PagerMotion(layout: PagerLayout(configuration: e.layout.configuration, itemCount: 5, viewport: e.pageAreaSize))
        moving.scroll(toPage: 1, duration: 0.5, time: 0)
        moving.clearEvents()
        e.restart(with: moving)
        #expect(told(e.motion.events) == [.pageSelected(page: 1)], "\(e.motion.events)")
        var t = 0.0
        settle(&e, from: &t)
        #expect(told(e.motion.events).last == .settled(page: 1), "\(e.motion.events)")
    }

    @Test("a title or dot names its page, folded into the first lap when wrapping, none past the ends")
    func unwrappedPages() {
        for layout in Sweep.layouts() {
            let pages = layout.numberOfPages
            for k in -25...25 {
                let page = layout.page(ofUnwrappedPage: k)
                if pages == 0 {
                    #expect(page == nil)
                } else if layout.wraps {
                    guard let page else { Issue.record("wrapping \(pages) pages: no page for \(k)"); continue }
                    #expect(page >= 0 && page < pages && (k - page) % pages == 0)
                } else {
                    #expect(page == ((0..<pages).contains(k) ? k : nil))
                }
            }
        }
    }

    @Test("the wheel pages forward for down and for the text direction's forward")
    func wheel() {
        for orientation in [Orientation.horizontal, .vertical] {
            for rtl in [false, true] {
                var c = LayoutConfiguration()
                c.orientation = orientation
                c.rightToLeft = rtl
                let l = PagerLayout(configuration: c, itemCount: 5, viewport: Sweep.viewport)
                #expect(l.wheelSteps(dx: 0, dy: 1) == 1)
                #expect(l.wheelSteps(dx: 0, dy: -1) == -1)
                #expect(l.wheelSteps(dx: 0, dy: 0) == 0)
                // Mostly vertical: vertical wins.
                #expect(l.wheelSteps(dx: 0.5, dy: -1) == -1)
                let mirrored = rtl && orientation == .horizontal
                #expect(l.wheelSteps(dx: 1, dy: 0) == (mirrored ? -1 : 1))
                #expect(l.wheelSteps(dx: -1, dy: 0.2) == (mirrored ? 1 : -1))
            }
        }
    }

    @Test("the scrubber's fraction and position are inverse over its range; wrapping, one lap")
    func scrubRange() {
        for layout in Sweep.layouts() where !layout.isEmpty {
            let r = layout.scrubRange
            #expect(r.lower <= r.upper)
            if layout.wraps {
                #expect(r.upper - r.lower == Double(max(0, (layout.itemCount ?? 1) - 1)))
            } else {
                #expect(r.lower == layout.minPosition && r.upper == layout.maxPosition)
            }
            for f in stride(from: 0.0, through: 1.0, by: 0.125) where r.upper > r.lower {
                let p = layout.scrubPosition(fraction: f)
                #expect(abs(layout.scrubFraction(at: p) - f) < 1e-9)
            }
            // Out of range reads as the ends; a lap away reads the same.
            #expect(layout.scrubFraction(at: r.lower - 1000) == (layout.wraps ? layout.scrubFraction(at: r.lower - 1000 + Double(1000 / layout.lapLength + 1) * Double(layout.lapLength)) : 0))
            if layout.wraps {
                #expect(abs(layout.scrubFraction(at: r.lower + 0.5 + Double(layout.lapLength)) - layout.scrubFraction(at: r.lower + 0.5)) < 1e-9)
            }
        }
    }

    @Test("on a track of a page or more a pixel the nub lands on the nearest page, within half a pixel of the pointer; a coarser track goes anywhere")
    func denseScrub() {
        for layout in Sweep.layouts() where !layout.isEmpty {
            let r = layout.scrubRange
            guard r.upper > r.lower else { continue }
            for paging in [true, false] {
                let unit = paging ? Double(layout.itemsPerPage) : 1
                let pages = (r.upper - r.lower) / unit
                // Dense, a page a pixel exactly, and coarse.
                for travel in [pages / 3, pages, pages * 2.5] {
                    // The code's own test: (range / unit) * unit may pass the
                    // range by a unit in the last place.
                    let dense = r.upper - r.lower >= travel * unit
                    for f in stride(from: 0.0, through: 1.0, by: 1.0 / 64) {
                        let p = layout.scrubPosition(fraction: f, travel: travel, paging: paging)
                        let label = "\(layout.configuration) count \(layout.itemCount ?? -1) paging \(paging) travel \(travel) f \(f): \(p)"
                        guard dense else {
                            #expect(p == layout.scrubPosition(fraction: f), "\(label)")
                            continue
                        }
                        if paging {
                            #expect(p == layout.anchor(ofUnwrappedPage: layout.nearestUnwrappedPage(to: p)), "on a page: \(label)")
                        } else {
                            // Or at an end of the range, which need not be a whole item.
                            let whole = abs((p - layout.anchorShift) - (p - layout.anchorShift).rounded()) < 1e-9
                            #expect(whole || p == r.lower || p == r.upper, "on an item: \(label)")
                        }
                        #expect(p >= r.lower - 1e-9 && p <= r.upper + 1e-9, "\(label)")
                        // A wrapping track ends on the lap's last item, which
                        // may lie inside the last page when a page holds
                        // several: that stretch lands on the last page,
                        // under a page, under a pixel, away.
                        let slack = layout.wraps && layout.itemsPerPage > 1 ? 1.0 : 0.5
                        #expect(abs(layout.scrubFraction(at: p) - f) * travel <= slack + 1e-9, "under the pointer: \(label)")
                    }
                }
            }
        }
    }

    @Test("the nub is hidden at rest, shows while the pointer is near, fades once it leaves; a press on it hidden goes to the pages")
    func nubAtRest() {
        var e = makeEngine(count: 1_000)
        guard let f0 = e.nubFraction else { Issue.record("no nub"); return }
        let n = e.chromeLayout.nubRect(fraction: f0)
        let fade = e.scrubberFade.delay + e.scrubberFade.fadeDuration
        #expect(!e.nubVisible(now: 0) && e.nubAlpha(now: 0) == 0)
        // Far from it, nothing; within the distance, shown, and kept while
        // the pointer rests there.
        let far = e.pointerMoved(x: n.x - ScrubberFade.nearDistance - 1, y: n.y, now: 1)
        #expect(!far)
        #expect(!e.nubVisible(now: 1))
        let close = e.pointerMoved(x: n.x - ScrubberFade.nearDistance + 1, y: n.y, now: 1)
        #expect(close)
        #expect(e.nubAlpha(now: 1) == 1 && e.nubAlpha(now: 1 + 2 * fade) == 1)
        // Away: it fades from then, and is gone after the delay and fade.
        let left = e.pointerMoved(x: nil, y: nil, now: 2)
        #expect(left)
        #expect(e.nubAlpha(now: 2 + e.scrubberFade.delay / 2) == 1)
        #expect(e.nubAlpha(now: 2 + fade + 0.01) == 0)
        // Pressed while hidden: the pages take it, and it shows for the next.
        let t = 2 + fade + 1
        e.press(x: n.x + 15, y: n.y + 15, time: t)
        #expect(!e.timing.nubHeld, "a hidden nub is not grabbed")
        #expect(e.nubVisible(now: t + 0.1))
        e.release(selectable: false, time: t + 0.2)
        e.press(x: n.x + 15, y: n.y + 15, time: t + 0.3)
        #expect(e.timing.nubHeld, "shown, it is grabbed")
        // SPT's dim nub stays grabbable at rest.
        var dim = makeEngine(count: 1_000)
        dim.scrubberFade.idleAlpha = 0.3
        #expect(dim.nubAlpha(now: 0) == 0.3)
        dim.press(x: n.x + 15, y: n.y + 15, time: 0)
        #expect(dim.timing.nubHeld)
    }

    @Test("the nub dragged across a million pages shows one whole page a frame, and the pager rests where it was let go")
    func denseNubDrag() {
        var e = makeEngine(count: 1_000_000)
        guard let f0 = e.nubFraction else { Issue.record("no nub"); return }
        let n = e.chromeLayout.nubRect(fraction: f0)
        var t = 0.0
        // The pointer comes to the nub first, which shows it.
        _ = e.pointerMoved(x: n.x + 15, y: n.y + 15, now: t)
        e.press(x: n.x + 15, y: n.y + 15, time: t)
        var positions: Set<Double> = []
        for k in 1...40 {
            t += 1.0 / 60
            e.drag(x: n.x + 15 + Double(k) * 4.37, y: n.y + 15, time: t)
            _ = e.plan(now: t)
            _ = e.recyclePlan()
            let p = e.motion.position
            #expect(p == p.rounded() && p > 0, "\(p)")
            #expect(e.recycler.loaded.count == 1, "one page in view at \(p): \(e.recycler.loaded)")
            positions.insert(p)
        }
        #expect(positions.count == 40, "every step moved on")
        let last = e.motion.position
        t += 1.0 / 60
        e.release(selectable: true, time: t)
        settle(&e, from: &t)
        #expect(e.motion.position == last && e.motion.currentPage == Int(last))
    }

    @Test("exactly one title is drawn as current between two pages")
    func oneSelectedTitle() {
        let strip = HeaderStrip(width: 800)
        for i in 0...40 {
            let pos = -1 + Double(i) * 0.1 + 0.013
            let visible = strip.visiblePages(pagePosition: pos)
            let selected = (visible.lower..<visible.upper).filter { HeaderStrip.isSelected(emphasis: strip.emphasis(page: $0, pagePosition: pos)) }
            #expect(selected.count == 1, "at \(pos)")
            #expect(selected.first == Int((pos).rounded()))
        }
        #expect(HeaderStrip.customColourAlpha(emphasis: 0) == 0.6 && HeaderStrip.customColourAlpha(emphasis: 1) == 1)
        #expect(HeaderStrip.imageAlpha(emphasis: 0.5) == 0.8)
        // Custom colours fade in 16 steps: a title has at most 17 sprites.
        let alphas = Set((0...1000).map { HeaderStrip.customColourAlpha(emphasis: Double($0) / 1000) })
        #expect(alphas.count == 17)
    }

    @Test("a revealed page grows from 0.85 to full size")
    func revealScale() {
        let r = Reveal(.appearing, start: 1, duration: 0.3)
        #expect(r.scale(at: 1) == Reveal.smallestScale)
        #expect(r.scale(at: 1.3) == 1)
        #expect(r.scale(at: 1.15) > 0.85 && r.scale(at: 1.15) < 1)
    }

    @Test("the page area's natural size counts every item on a page and the spacing between them")
    func naturalRequest() {
        for ipp in [1, 2, 3, 5] {
            for orientation in [Orientation.horizontal, .vertical] {
                var c = LayoutConfiguration()
                c.itemsPerPage = ipp
                c.orientation = orientation
                c.spacing = 10
                let along = 300.0 * Double(ipp) + 10 * Double(ipp - 1)
                #expect(c.naturalRequest(pageNatural: 300, horizontal: true) == (orientation == .horizontal ? along : 300))
                #expect(c.naturalRequest(pageNatural: 300, horizontal: false) == (orientation == .vertical ? along : 300))
            }
        }
        var bad = LayoutConfiguration()
        bad.spacing = .nan
        bad.itemsPerPage = 2
        #expect(bad.naturalRequest(pageNatural: 100, horizontal: true) == 200)
        #expect(bad.naturalRequest(pageNatural: -.infinity, horizontal: true) == 0)
    }

    @Test("the pager asks for its pages, the strip above them, the dots' band either side, and the dots' row and a title across")
    func sizeRequest() {
        for stripHidden in [false, true] {
            for dotsHidden in [false, true] {
                for count in [0, 3, 1_000_000] {
                    var chrome = ChromeOptions()
                    chrome.stripHidden = stripHidden
                    chrome.dotsHidden = dotsHidden
                    let e = makeEngine(count: count, chrome: chrome)
                    let band = e.chromeLayout.dotsBand
                    #expect(band == (dotsHidden ? 0 : 32))
                    let v = e.sizeRequest(pageMinimum: 17, pageNatural: 17, horizontal: false)
                    #expect(v.minimum == 17, "options never raise the minimum")
                    #expect(v.natural == max(17 + (stripHidden ? 0 : 50) + 2 * band, stripHidden ? 0 : 100))
                    let h = e.sizeRequest(pageMinimum: 43, pageNatural: 43, horizontal: true)
                    var across = 43.0
                    if !dotsHidden, let dots = e.dots { across = max(across, dots.size.width) }
                    if !stripHidden { across = max(across, HeaderStrip.defaultTitleWidth) }
                    #expect(h.minimum == 43 && h.natural == across)
                    if count == 1_000_000 && !dotsHidden { #expect(h.natural == 230, "15 dots") }
                    // A wide page is asked for as it is.
                    #expect(e.sizeRequest(pageMinimum: 10, pageNatural: 900, horizontal: true).natural == 900)
                }
            }
        }
        var peek = LayoutConfiguration()
        peek.pagePeek = 0.25
        let peeking = makeEngine(count: 5, configuration: peek)
        #expect(peeking.sizeRequest(pageMinimum: 10, pageNatural: 400, horizontal: true).natural == 800, "a page with a quarter peek each side gets half the pager")
        #expect(peeking.sizeRequest(pageMinimum: 10, pageNatural: 400, horizontal: false).natural == 400 + 50 + 64, "across the axis a peek changes nothing")
        let e = makeEngine(count: 5)
        #expect(e.sizeRequest(pageMinimum: 1e9, pageNatural: .nan, horizontal: true) == (PagerEngine.largestRequest, PagerEngine.largestRequest))
        #expect(e.sizeRequest(pageMinimum: -5, pageNatural: 1e12, horizontal: false) == (0, PagerEngine.largestRequest))
    }

    @Test("at its natural height the pager keeps its whole strip and gives the page its natural height")
    func naturalHeightKeepsTheStrip() {
        for stripHeight in [0.0, 20, 50, 120] {
            for dotsHidden in [false, true] {
                for page in stride(from: 0.0, through: 160, by: 8) {
                    var chrome = ChromeOptions()
                    chrome.stripHeight = stripHeight
                    chrome.dotsHidden = dotsHidden
                    let e = makeEngine(count: 4, chrome: chrome)
                    let h = e.sizeRequest(pageMinimum: page, pageNatural: page, horizontal: false).natural
                    let c = ChromeLayout(options: e.chrome, size: Size(width: 400, height: h), orientation: .horizontal, rightToLeft: false)
                    #expect(c.strip.height == stripHeight, "strip \(stripHeight), page \(page), dots hidden \(dotsHidden): \(c.strip.height) at \(h)")
                    #expect(c.pageArea.height >= page + 2 * c.dotsBand)
                }
            }
        }
    }

    @Test("a widget shown twice stands in the slot nearer the current one")
    func nearerSlot() {
        var c = LayoutConfiguration()
        c.wrap = true
        let l = PagerLayout(configuration: c, itemCount: 2, viewport: Sweep.viewport)
        for p in [0.0, 0.4, 1.0, 1.6] {
            let cur = l.currentSlot(at: p)
            for a in (cur - 3)...(cur + 3) {
                for b in (cur - 3)...(cur + 3) {
                    #expect(l.prefers(slot: a, over: b, at: p) == (abs(a - cur) < abs(b - cur)))
                }
            }
        }
    }

    @Test("an item loaded twice is found in the slot nearer the current one")
    func nearestSlotHolding() {
        var c = LayoutConfiguration()
        c.wrap = true
        let l = PagerLayout(configuration: c, itemCount: 3, viewport: Sweep.viewport)
        for p in [0.0, 0.4, 1.0, 2.6] {
            let cur = l.currentSlot(at: p)
            let loaded = Array((cur - 3)...(cur + 3))
            for item in 0..<3 {
                let holding = loaded.filter { l.item(atSlot: $0) == item }
                let nearest = holding.min { abs($0 - cur) < abs($1 - cur) }
                #expect(l.nearestSlot(holding: item, among: loaded, at: p) == nearest)
            }
            #expect(l.nearestSlot(holding: 3, among: loaded, at: p) == nil)
            #expect(l.nearestSlot(holding: 0, among: [], at: p) == nil)
        }
    }

    @Test("the pager's own pages stand in one slot each, the nearer one when wrapped")
    func singleSlotsEach() {
        for count in 1...4 {
            var c = LayoutConfiguration()
            c.wrap = true
            let l = PagerLayout(configuration: c, itemCount: count, viewport: Sweep.viewport)
            for p in [0.0, 0.5, Double(count - 1), Double(count) - 0.4] {
                let cur = l.currentSlot(at: p), span = SlotSpan(cur - 3, cur + 4)
                let slots = l.singleSlots(in: span, below: count, at: p)
                #expect(Set(slots.map(\.value)).count == slots.count, "an item in two slots, \(count) items at \(p)")
                for s in span.lower..<span.upper {
                    guard let item = l.item(atSlot: s) else { continue }
                    let chosen = slots.first { $0.value == item }?.key
                    #expect(chosen != nil, "item \(item) left out")
                    if let chosen { #expect(abs(chosen - cur) <= abs(s - cur), "item \(item) at \(chosen), nearer at \(s)") }
                }
                #expect(l.singleSlots(in: span, below: 0, at: p).count == 0)
            }
        }
    }

    @Test("unbounded loads grow outward from what is loaded")
    func outwardLoads() {
        let runs = SlotRuns(SlotSpan(-3, 0), SlotSpan(2, 5))
        #expect(runs.outward(fromLoaded: SlotSpan(0, 2), current: 0) == [-1, 2, -2, 3, -3, 4])
        #expect(runs.outward(fromLoaded: .empty, current: 3) == [3, 2, 4, -1, -2, -3])
        #expect(SlotRuns().outward(fromLoaded: .empty, current: 0).isEmpty)
    }

    @Test("a strip drag of one title width moves the pages one page, every way round")
    func stripDrag() {
        for orientation in [Orientation.horizontal, .vertical] {
            for rtl in [false, true] {
                for ipp in [1, 2] {
                    var c = LayoutConfiguration()
                    c.orientation = orientation
                    c.rightToLeft = rtl
                    c.itemsPerPage = ipp
                    var e = makeEngine(count: 10, configuration: c)
                    var t = 0.0
                    let forward = rtl ? 1.0 : -1.0
                    e.press(x: 400, y: 25, time: t)
                    #expect(e.press == .strip(x0: 400, dragged: false))
                    t += 0.5
                    // Half a title: below the threshold in neither axis, so dragging.
                    let dragging = e.drag(x: 400 + forward * 75, y: 30, time: t)
                    #expect(dragging)
                    // As on the pages, the drag starts where it crossed the threshold.
                    let lag = e.motion.configuration.dragThreshold / e.layout.stride
                    let halfway = e.motion.position
                    #expect(abs(halfway - (0.5 * Double(ipp) - lag)) < 1e-9, "\(orientation) rtl \(rtl) ipp \(ipp): \(halfway)")
                    t += 0.5
                    // From there the pages follow the strip exactly: half a title, half a page.
                    e.drag(x: 400 + forward * 150, y: 30, time: t)
                    #expect(abs(e.motion.position - halfway - 0.5 * Double(ipp)) < 1e-9)
                    // Held still, let go: rests on page 1.
                    t += 1
                    e.release(selectable: true, time: t)
                    settle(&e, from: &t)
                    #expect(e.motion.currentPage == 1)
                    #expect(!e.motion.events.contains { if case .tapped = $0 { return true } else { return false } })
                }
            }
        }
    }

    @Test("a click on a title goes to its page; wrapping, round the end")
    func titleClick() {
        for wrap in [false, true] {
            for rtl in [false, true] {
                var c = LayoutConfiguration()
                c.wrap = wrap
                c.rightToLeft = rtl
                var e = makeEngine(count: 5, configuration: c)
                var t = 0.0
                // The title one to the left of the centre.
                e.press(x: 400 - 150, y: 25, time: t)
                e.release(selectable: true, time: t + 0.1)
                t += 0.1
                settle(&e, from: &t)
                let expected: Int = rtl ? 1 : (wrap ? 4 : 0)
                #expect(e.motion.currentPage == expected, "wrap \(wrap) rtl \(rtl)")
                // Two to the right of that.
                e.press(x: 400 + 150, y: 25, time: t)
                e.release(selectable: true, time: t + 0.1)
                t += 0.1
                settle(&e, from: &t)
                #expect(e.motion.currentPage == (rtl || wrap ? 0 : 1), "wrap \(wrap) rtl \(rtl): \(String(describing: e.motion.currentPage))")
            }
        }
    }

    @Test("a dot click goes to its page")
    func dotClick() {
        var e = makeEngine(count: 5)
        var t = 0.0
        let c = e.chromeLayout
        let dots = e.dots!
        let r = c.dotsRect(dots)
        let x = r.x + dots.dotCenterX(page: 3, pagePosition: 0, width: r.width)
        e.press(x: x, y: r.y + r.height / 2, time: t)
        #expect(e.press == .dot(page: 3))
        e.drag(x: x + 2, y: r.y + r.height / 2, time: t + 0.05)
        e.release(selectable: true, time: t + 0.1)
        t += 0.1
        settle(&e, from: &t)
        #expect(e.motion.currentPage == 3)
    }

    @Test("the nub scrubs the whole range, keeps its grab and tells the scrubber's story in order")
    func nubScrub() {
        for orientation in [Orientation.horizontal, .vertical] {
            for rtl in [false, true] {
                for wrap in [false, true] {
                    var c = LayoutConfiguration()
                    c.orientation = orientation
                    c.rightToLeft = rtl
                    c.wrap = wrap
                    var chrome = ChromeOptions()
                    chrome.minimumScrollFactor = 2
                    var e = makeEngine(count: 50, configuration: c, chrome: chrome)
                    var log: [PagerEvent] = []
                    func take(_ e: inout PagerEngine) { log += e.motion.events; e.motion.clearEvents() }
                    var t = 0.0
                    guard let f0 = e.nubFraction else { Issue.record("no nub"); continue }
                    let n = e.chromeLayout.nubRect(fraction: f0)
                    // Grabbed off-centre: a drag that does not move keeps the nub where it is.
                    let gx = n.x + 7, gy = n.y + 9
                    _ = e.pointerMoved(x: gx, y: gy, now: t)
                    e.press(x: gx, y: gy, time: t)
                    e.noteMotion(now: t)
                    take(&e)
                    #expect(log.first == .scrubber(.highlight) && log.dropFirst().first == .willBeginDragging, "\(log)")
                    t += 0.05
                    e.drag(x: gx, y: gy, time: t)
                    #expect(abs((e.nubFraction ?? -1) - f0) < 1e-9)
                    // To the far end of the track.
                    let far = e.chromeLayout.nubRect(fraction: 1)
                    t += 0.05
                    e.drag(x: far.x + 7 + (rtl && orientation == .horizontal ? -1000 : 1000) * (orientation == .horizontal ? 1 : 0),
                           y: far.y + 9 + (orientation == .vertical ? 1000 : 0), time: t)
                    e.noteMotion(now: t)
                    #expect(abs(e.motion.position - e.layout.scrubRange.upper) < 1e-9, "\(orientation) rtl \(rtl) wrap \(wrap): \(e.motion.position)")
                    #expect(e.timing.scrubberSelected)
                    t += 0.05
                    e.release(selectable: true, time: t)
                    // The pointer leaves the pager: nothing keeps the nub up.
                    _ = e.pointerMoved(x: nil, y: nil, now: t)
                    take(&e)
                    #expect(log.filter { $0 == .scrubber(.select) }.count == 1)
                    #expect(log.contains(.scrubber(.unhighlight)))
                    settle(&e, from: &t)
                    e.noteMotion(now: t)
                    // The fade ends: deselected once.
                    var frames = 0
                    while e.stepChrome(now: t) && frames < 600 { t += 1.0 / 60; frames += 1 }
                    take(&e)
                    #expect(log.filter { $0 == .scrubber(.deselect) }.count == 1)
                    #expect(!e.timing.scrubberSelected && e.nubAlpha(now: t) == e.scrubberFade.idleAlpha)
                }
            }
        }
    }

    @Test("pages zoom out only while they move, and the dots hide at rest when asked")
    func zoomAndDots() {
        var e = makeEngine(count: 5)
        var t = 0.0
        #expect(e.pageScale == 1 && e.dotsAlpha(now: t) == 1)
        e.dotsAutoHide = true
        #expect(e.dotsAlpha(now: t) == 0)
        e.press(x: 600, y: 300, time: t)
        t += 0.05
        e.drag(x: 400, y: 300, time: t)
        e.noteMotion(now: t)
        #expect(e.pageScale < 1 && e.pageScale >= 0.93)
        #expect(e.dotsAlpha(now: t + 0.3) == 1)
        e.zoomOut = false
        #expect(e.pageScale == 1)
    }

    @Test("a key is the pager's while scrolling is enabled, even at an end")
    func keys() {
        var e = makeEngine(count: 3)
        let atStart = e.key(.left, time: 0), forward = e.key(.right, time: 0), across = e.key(.up, time: 0)
        #expect(atStart && forward && !across)
        #expect(e.motion.destination == 1)
        e.motion.configuration.scrollEnabled = false
        let disabled = e.key(.left, time: 1)
        #expect(!disabled)
    }

    @Test("changing wrap or items per page unloads every page; a resize keeps them")
    func relayout() {
        var e = makeEngine(count: 10)
        #expect(e.recycler.loaded.count > 0)
        var c = LayoutConfiguration()
        let resized = e.relayout(PagerLayout(configuration: c, itemCount: 10, viewport: Size(width: 700, height: 600)))
        #expect(!resized)
        c.wrap = true
        let wrapped = e.relayout(PagerLayout(configuration: c, itemCount: 10, viewport: e.pageAreaSize))
        #expect(wrapped)
        #expect(e.recycler.loaded.isEmpty && e.recycler.pooled > 0)
    }

    @Test("focus goes forward with Tab and Down, and with the arrow toward later pages in the text direction")
    func focusDirection() {
        for orientation in [Orientation.horizontal, .vertical] {
            for rtl in [false, true] {
                var c = LayoutConfiguration()
                c.orientation = orientation
                c.rightToLeft = rtl
                let l = PagerLayout(configuration: c, itemCount: 3, viewport: Sweep.viewport)
                let mirrored = rtl && orientation == .horizontal
                #expect(l.focusGoesForward(.tabForward) && l.focusGoesForward(.down))
                #expect(!l.focusGoesForward(.tabBackward) && !l.focusGoesForward(.up))
                #expect(l.focusGoesForward(.right) == !mirrored && l.focusGoesForward(.left) == mirrored)
            }
        }
    }

    @Test("the focus walk: Tab through the pages in order then out; the pager first, and itself only from outside")
    func focusWalk() {
        for rtl in [false, true] {
            var c = LayoutConfiguration()
            c.rightToLeft = rtl
            let l = PagerLayout(configuration: c, itemCount: 3, viewport: Sweep.viewport)
            for count in 0...4 {
                for raw in 0...5 {
                    let way = FocusDirection(rawValue: raw)!
                    let forward = l.focusGoesForward(way), tab = way == .tabForward || way == .tabBackward
                    let all = forward ? Array(0..<count) : Array(0..<count).reversed()
                    #expect(l.focusWalk(pages: count, direction: way, from: .outside) == FocusWalk(pages: all, takesFocus: true))
                    #expect(l.focusWalk(pages: count, direction: way, from: .pager) == FocusWalk(pages: forward ? all : [], takesFocus: false))
                    #expect(l.focusWalk(pages: count, direction: way, from: .page(nil)) == FocusWalk(pages: [], takesFocus: false))
                    for i in 0..<count {
                        let rest = !tab ? [] : forward ? Array((i + 1)..<count) : Array(0..<i).reversed()
                        #expect(l.focusWalk(pages: count, direction: way, from: .page(i)) == FocusWalk(pages: rest, takesFocus: false),
                                "\(way) from page \(i) of \(count), rtl \(rtl)")
                    }
                }
            }
        }
        // GtkDirectionType's numbers, as the faces convert them.
        #expect([FocusDirection.tabForward, .tabBackward, .up, .down, .left, .right].map(\.rawValue) == Array(0...5))
    }

    @Test("an image title is centred, fits the strip and the text width, and is never enlarged")
    func imageTitle() {
        let strip = HeaderStrip(width: 800)  // 150 px titles, 50 px high: 134 × 40 px for the image
        let big = strip.imageTitlePlacement(centerX: 400, top: 0, width: 268, height: 40, deviceScale: 1)
        #expect(big.scale == 0.5 && big.x == 400 - 67 && big.y == 15)
        let small = strip.imageTitlePlacement(centerX: 100, top: 10, width: 20, height: 10, deviceScale: 1)
        #expect(small.scale == 1 && small.x == 90 && small.y == 30)
        #expect(strip.imageTitlePlacement(centerX: 0, top: 0, width: 0, height: 10, deviceScale: 1).scale == 0)
        #expect(strip.filmWidth(first: -2, end: 4) == 900 && strip.filmWidth(first: 3, end: 1) == 0)
    }

    @Test("scrolling that wakes the scrubber selects it before the scroll is reported")
    func selectComesFirst() {
        var chrome = ChromeOptions()
        chrome.minimumScrollFactor = 2
        var e = makeEngine(count: 50, chrome: chrome)
        _ = e.motion.setPosition(3, animated: false, time: 1)
        e.noteMotion(now: 1)
        #expect(e.motion.events.first == .scrubber(.select), "\(e.motion.events)")
        #expect(e.motion.events.contains(.didScroll))
        e.motion.clearEvents()
        // Already selected: the next scroll selects nothing.
        _ = e.motion.setPosition(4, animated: false, time: 1.1)
        e.noteMotion(now: 1.1)
        #expect(!e.motion.events.contains(.scrubber(.select)))
    }
}

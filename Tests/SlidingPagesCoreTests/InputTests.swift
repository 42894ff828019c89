import Testing
@testable import SlidingPagesCore

@Suite("Touchpad, wheel and keys")
struct InputTests {
    @Test("a touchpad burst drags and flings one page; orthogonal scrolls are left alone")
    func touchpad() {
        var h = MotionHarness()
        for k in 0..<8 {
            h.t += 0.01
            do { let ok = h.m.touchpadScroll(dx: 12, dy: Double(k % 2), isStop: false, time: h.t); #expect(ok) }
            h.collect()
        }
        #expect(h.m.isDragging)
        #expect(abs(h.m.position - 96.0 / 400) < 1e-9)
        h.t += 0.01
        do { let ok = h.m.touchpadScroll(dx: 0, dy: 0, isStop: true, time: h.t); #expect(ok) }
        h.collect()
        h.settle()
        #expect(h.m.position == 1)  // 1.2 units/ms is past the 0.6 touchpad threshold
        #expect(illegalOrder(h.log) == nil)

        var v = MotionHarness()
        do { let ok = !v.m.touchpadScroll(dx: 2, dy: 10, isStop: false, time: 0.01); #expect(ok) }
        do { let ok = !v.m.touchpadScroll(dx: 20, dy: 1, isStop: false, time: 0.02); #expect(ok) }  // still the same rejected gesture
        do { let ok = !v.m.touchpadScroll(dx: 0, dy: 0, isStop: true, time: 0.03); #expect(ok) }
        do { let ok = v.m.touchpadScroll(dx: 20, dy: 1, isStop: false, time: 0.04); #expect(ok) }  // a new gesture
        v.collect()
        #expect(v.log.first == .willBeginDragging)
    }

    @Test("a touchpad swipe whose fingers rest before lifting does not fling")
    func touchpadPause() {
        for rest in [0.0, 0.3] {
            var h = MotionHarness()
            for _ in 0..<8 {
                h.t += 0.01
                h.m.touchpadScroll(dx: 12, dy: 0, isStop: false, time: h.t)
            }
            h.t += 0.01 + rest
            h.m.touchpadScroll(dx: 0, dy: 0, isStop: true, time: h.t)
            h.collect()
            h.settle()
            // The same burst as above flings on when lifted at once.
            #expect(h.m.position == (rest == 0 ? 1 : 0), "rest \(rest) s")
        }
    }

    @Test("right-to-left and vertical pagers read the touchpad along their own axis")
    func touchpadAxes() {
        var rtl = MotionHarness(configure: { $0.rightToLeft = true })
        rtl.m.touchpadScroll(dx: -40, dy: 0, isStop: false, time: 0.01)
        #expect(rtl.m.position > 0)
        var vert = MotionHarness(configure: { $0.orientation = .vertical })
        do { let ok = !vert.m.touchpadScroll(dx: 40, dy: 0, isStop: false, time: 0.01); #expect(ok) }
        vert.m.touchpadScroll(dx: 0, dy: 0, isStop: true, time: 0.02)
        do { let ok = vert.m.touchpadScroll(dx: 0, dy: 30, isStop: false, time: 0.03); #expect(ok) }
        #expect(abs(vert.m.position - 0.1) < 1e-9)  // 30 of 300 units per page
    }

    @Test("a wheel burst moves one page; spaced notches move one page each")
    func wheel() {
        var h = MotionHarness()
        for k in 0..<6 {
            h.m.wheel(steps: 1, time: Double(k) * 0.02)
        }
        h.t = 0.1
        h.settle()
        #expect(h.m.position == 1)
        var s = MotionHarness()
        for _ in 0..<3 {
            s.m.wheel(steps: 1, time: s.t)
            s.run(seconds: 0.2)
        }
        s.settle()
        #expect(s.m.position == 3)
        #expect(s.milestones.filter { $0 == .didEndScrollingAnimation }.count >= 1)
        #expect(s.milestones.last == .settled(page: 3))
        // Back at the first page the wheel has nowhere to go, and says it took the event.
        var b = MotionHarness()
        do { let ok = b.m.wheel(steps: -1, time: 0); #expect(ok) }
        b.settle()
        #expect(b.m.position == 0)
        #expect(b.log.isEmpty)
    }

    @Test("of all 16-bit keysyms, only the arrows, Page Up and Down, Home and End and their keypad twins are the pager's, two each")
    func keysyms() {
        var byKey: [String: [UInt32]] = [:]
        for sym in UInt32(0)...0xffff {
            if let key = PagerKey(keysym: sym) { byKey["\(key)", default: []].append(sym) }
        }
        #expect(byKey.count == 8)
        #expect(byKey.values.allSatisfy { $0.count == 2 && $0.allSatisfy { $0 >= 0xff50 && $0 <= 0xff9c } })
        #expect(PagerKey(keysym: 0x0100_ff51) == nil)  // a Unicode keysym, not the arrow
    }

    @Test("a page key with Control, Alt, Super, Hyper or Meta held is the host's shortcut; Shift and the locks leave it the pager's")
    func modifiedKeys() {
        let shortcut: [UInt32] = [1 << 2, 1 << 3, 1 << 26, 1 << 27, 1 << 28]
        let harmless: [UInt32] = [0, 1 << 0, 1 << 1, 1 << 4, 1 << 8]  // Shift, Caps Lock, Num Lock, button 1
        for sym: UInt32 in [0xff51, 0xff53, 0xff55, 0xff57, 0xff96] {
            for m in shortcut {
                #expect(PagerKey(keysym: sym, modifiers: m) == nil, "keysym \(sym) with \(m)")
                #expect(PagerKey(keysym: sym, modifiers: m | 1) == nil)
            }
            for m in harmless { #expect(PagerKey(keysym: sym, modifiers: m) == PagerKey(keysym: sym)) }
        }
    }

    @Test("keys follow orientation and text direction")
    func keys() {
        func layout(_ o: Orientation, rtl: Bool) -> PagerLayout {
            var c = LayoutConfiguration()
            c.orientation = o
            c.rightToLeft = rtl
            return PagerLayout(configuration: c, itemCount: 5, viewport: Size(width: 800, height: 600))
        }
        #expect(layout(.horizontal, rtl: false).intent(for: .right) == .nextItem)
        #expect(layout(.horizontal, rtl: true).intent(for: .right) == .previousItem)
        #expect(layout(.horizontal, rtl: true).intent(for: .left) == .nextItem)
        #expect(layout(.horizontal, rtl: false).intent(for: .down) == nil)
        #expect(layout(.vertical, rtl: true).intent(for: .down) == .nextItem)
        #expect(layout(.vertical, rtl: false).intent(for: .left) == nil)
        #expect(layout(.vertical, rtl: false).intent(for: .pageDown) == .nextPage)
        #expect(layout(.horizontal, rtl: false).intent(for: .end) == .last)

        var h = MotionHarness(count: 5)
        h.m.perform(.nextItem, time: 0)
        h.m.perform(.nextItem, time: 0.01)  // counts from the pending destination
        h.settle()
        #expect(h.m.position == 2)
        h.m.perform(.last, time: h.t)
        h.settle()
        #expect(h.m.position == 4)
        do { let ok = !h.m.perform(.nextPage, time: h.t); #expect(ok) }
        h.m.perform(.first, time: h.t)
        h.settle()
        #expect(h.m.position == 0)
        #expect(h.milestones.compactMap { if case .settled(let p) = $0 { return p } else { return nil } } == [2, 4, 0])
    }

    @Test("arrows with several items a page: paging, each turns a page either way, wrapping or not; free, each moves an item")
    func arrowsWithSeveralItemsAPage() {
        for perPage in 2...4 {
            for count in [perPage * 3, perPage * 3 + 1] {
                for wrap in [false, true] {
                    for paging in [true, false] {
                        var h = MotionHarness(count: count, configure: { $0.itemsPerPage = perPage; $0.wrap = wrap },
                                              motion: { $0.pagingEnabled = paging })
                        let pages = h.m.layout.numberOfPages
                        var item = h.m.currentItemIndex ?? -1, page = h.m.currentPage ?? -1
                        for (k, intent) in ([KeyIntent](repeating: .nextItem, count: 4) + [.previousItem, .previousItem]).enumerated() {
                            h.m.perform(intent, time: h.t)
                            h.settle()
                            let what = "\(count) items, \(perPage) a page, wrap \(wrap), paging \(paging), key \(k) \(intent)"
                            let forward = intent == .nextItem
                            if paging {
                                let expected = wrap ? (page + (forward ? 1 : -1) + pages) % pages : min(max(page + (forward ? 1 : -1), 0), pages - 1)
                                #expect(h.m.currentPage == expected, "\(what): page \(String(describing: h.m.currentPage)), not \(expected)")
                            } else {
                                #expect(h.m.currentItemIndex != item, "\(what): still on item \(item)")
                            }
                            item = h.m.currentItemIndex ?? -1
                            page = h.m.currentPage ?? -1
                        }
                    }
                }
            }
        }
    }

    @Test("with scrolling disabled the user cannot move it, but code can")
    func scrollDisabled() {
        var h = MotionHarness(motion: { $0.scrollEnabled = false })
        h.drag(dx: -300, duration: 0.05)
        do { let ok = !h.m.wheel(steps: 1, time: h.t); #expect(ok) }
        do { let ok = !h.m.perform(.nextItem, time: h.t); #expect(ok) }
        h.settle()
        #expect(h.m.position == 0)
        h.m.scroll(toPage: 2, duration: 0.2, time: h.t)
        h.settle()
        #expect(h.m.position == 2)
    }
}

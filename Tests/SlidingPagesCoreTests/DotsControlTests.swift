import Testing
@testable import SlidingPagesCore

@Suite("The standalone dots as a control")
struct DotsControlTests {
    static let positions: [Double] = [-2, -0.5, 0, 0.49, 0.5, 1, 1.49, 1.5, 2.5, 3, 9, .nan, .infinity, -.infinity]

    func control(_ n: Int, at position: Double = 0, hides: Bool = false, defers: Bool = false) -> DotsControl {
        var c = DotsControl()
        c.hidesForSinglePage = hides
        c.defersDisplay = defers
        c.set(pageCount: n, position: position, reveal: 0)
        return c
    }

    @Test func theCurrentDotIsTheNearestPageThatExists() {
        for n in 0...4 {
            for p in Self.positions {
                let c = control(n, at: p)
                let read = p.isFinite ? p : 0
                // Nearest page, halves up, kept to 0…n-1.
                let expected: Int? = n == 0 ? nil : min(n - 1, max(0, Int((read + 0.5).rounded(.down))))
                #expect(c.currentPage == expected, "n \(n) at \(p)")
                #expect(c.position.isFinite)
            }
        }
    }

    /// Dots of a wrapping pager: half-way past the last page the first
    /// one's dot is current, and the wrap survives a new count or a click.
    @Test func wrappingPastTheLastPageIsTheFirst() {
        for n in 1...4 {
            for tenth in 0..<(n * 10) {
                let p = Double(tenth) / 10
                var c = DotsControl()
                c.set(pageCount: n, position: p, reveal: 0, wraps: true)
                #expect(c.currentPage == Int((p + 0.5).rounded(.down)) % n, "n \(n) at \(p)")
            }
        }
        var c = DotsControl()
        c.set(pageCount: 4, position: 3.6, reveal: 0.6, wraps: true)
        #expect(c.currentPage == 0)
        c.set(pageCount: 5)
        #expect(c.wraps && c.currentPage == 4, "a new count keeps the wrap; page 4 is now there")
        c.set(pageCount: 4, position: 3.4, reveal: 0.4, wraps: false)
        #expect(c.currentPage == 3, "not wrapping, the last page stays current")
    }

    @Test func noPagesOrOneWhenAskedHideTheDots() {
        for n in 0...3 {
            for hides in [false, true] {
                let c = control(n, hides: hides)
                #expect(c.isHidden == (n == 0 || (hides && n == 1)))
                for key in [DotsControl.Key.forward, .back, .first, .last] {
                    #expect((c.page(for: key) == nil) == c.isHidden)
                }
            }
        }
    }

    @Test func changesNameWhatChanged() {
        var c = control(3, at: 0)
        #expect(c.set(pageCount: 3, position: 0.4, reveal: 0.4) == .init(count: false, position: true, currentPage: false))
        #expect(c.set(pageCount: 3, position: 0.6, reveal: 0) == .init(count: false, position: true, currentPage: true))
        #expect(c.set(pageCount: 5, position: 0.6, reveal: 0) == .init(count: true, position: false, currentPage: false))
        // A smaller count keeps the position on a page that exists.
        #expect(c.set(pageCount: 1) == .init(count: true, position: true, currentPage: true))
        #expect(c.position == 0)
        #expect(c.set(pageCount: -4).count)
        #expect(c.pageCount == 0 && c.currentPage == nil)
        var r = control(2)
        r.set(pageCount: 2, position: 0, reveal: 7)
        #expect(r.reveal == 1)
    }

    @Test func keysAskForTheNeighbourAndTheEnds() {
        for n in 1...4 {
            for start in 0..<n {
                let c = control(n, at: Double(start))
                #expect(c.page(for: .forward) == start + 1)
                #expect(c.page(for: .back) == start - 1)
                #expect(c.page(for: .first) == 0)
                #expect(c.page(for: .last) == n - 1)
            }
        }
    }

    @Test func askingSweep() {
        for n in 0...3 {
            for start in [0.0, 0.5, 1, 2] {
                for asked in -1...4 {
                    for follows in [false, true] {
                        for defers in [false, true] {
                            var c = control(n, at: start, defers: defers)
                            let before = c
                            let answer = c.ask(for: asked, followsAdjustment: follows)
                            let page = min(max(asked, 0), max(0, n - 1))
                            if n == 0 || before.position == Double(page) {
                                #expect(answer == nil && c == before, "n \(n) start \(start) asked \(asked) follows \(follows) defers \(defers) \(String(describing: answer))")
                                continue
                            }
                            if follows {
                                #expect(answer == .scrollAdjustment(page))
                                // Nothing shown yet; the page asked for is where keys step from.
                                #expect(c.position == before.position && c.pendingPage == nil && c.heading == page)
                            } else if defers {
                                #expect(answer == .deferred(page))
                                #expect(c.position == before.position && c.pendingPage == page)
                                // The same page again waits already: no change.
                                #expect(c.ask(for: asked, followsAdjustment: false) == nil)
                                let shown = c.updateDisplay()
                                #expect(shown != nil && c.position == Double(page) && c.pendingPage == nil)
                                #expect(c.updateDisplay() == nil)
                            } else {
                                guard case .shown(let k, let changes)? = answer else {
                                    Issue.record("n \(n) start \(start) asked \(asked): \(String(describing: answer))")
                                    continue
                                }
                                #expect(k == page && c.position == Double(page) && changes.position)
                                #expect(changes.currentPage == (before.currentPage != page))
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func aWaitingPageIsKeptToTheCountWhenShown() {
        var c = control(5, at: 0, defers: true)
        #expect(c.ask(for: 4, followsAdjustment: false) == .deferred(4))
        c.set(pageCount: 2)
        #expect(c.updateDisplay() != nil)
        #expect(c.currentPage == 1)
        #expect(c.pageToSet(9) == 1 && c.pageToSet(-3) == 0)
    }

    /// Keys pressed faster than a followed pager moves add up: each steps
    /// on from the page the pager moves to, while it moves; at rest, from
    /// where it is. A long pager's window of dots moving under the keys
    /// keeps the same page, and a move something else began is stepped
    /// on from too.
    @Test func keysFasterThanTheMoveAddUp() {
        for presses in 1...4 {
            for shift in [0, 3] {
                var c = control(10, at: 2)
                var asked: [Int] = []
                for k in 0..<presses {
                    // Asked, then the pager heads there and moves a little
                    // (and a window moves on).
                    guard let page = c.page(for: .forward), case .scrollAdjustment(let p)? = c.ask(for: page, followsAdjustment: true) else {
                        Issue.record("press \(k) asked for nothing"); break
                    }
                    let target = p + c.firstPage
                    asked.append(target)
                    let first = k == 0 ? 0 : shift
                    c.set(pageCount: 10, position: 2 + Double(k) * 0.1 - Double(first), reveal: 0, firstPage: first, heading: target - first)
                }
                #expect(asked == Array(3..<(3 + presses)), "\(presses) presses, window moved by \(shift)")
                // Something else sends the pager to page 8 of the window.
                c.set(pageCount: 10, position: 2.5, reveal: 0, firstPage: c.firstPage, heading: 8)
                #expect(c.page(for: .forward) == 9 && c.page(for: .back) == 7, "\(presses) presses: steps from the new target")
                // At rest: the next key steps on from the page shown.
                c.set(pageCount: 10, position: 4, reveal: 0)
                #expect(c.heading == nil && c.page(for: .forward) == 5)
            }
        }
        // Moving, the pager's heading stands with a new count it fits; past
        // the dots (a window's edge) there is none, and a count set by hand
        // is no pager's.
        var c = control(10, at: 5)
        _ = c.ask(for: 6, followsAdjustment: true)
        c.set(pageCount: 10, position: 5.2, reveal: 0, heading: 6)
        #expect(c.page(for: .forward) == 7)
        c.set(pageCount: 8, position: 5.2, reveal: 0, heading: 6)
        #expect(c.heading == 6 && c.page(for: .forward) == 7)
        c.set(pageCount: 8, position: 5.2, reveal: 0, heading: 12)
        #expect(c.heading == nil && c.page(for: .forward) == 6)
        c.set(pageCount: 8, position: 5.2, reveal: 0, heading: 6)
        c.set(pageCount: 9)
        #expect(c.heading == nil && c.page(for: .forward) == 6)
        // Dots driven by hand show the page at once: nothing to head for.
        c = control(10, at: 5)
        _ = c.ask(for: 6, followsAdjustment: false)
        #expect(c.heading == nil && c.page(for: .forward) == 7)
        // Right then Left before the pages move: the way back is asked for.
        c = control(10, at: 3)
        #expect(c.ask(for: c.page(for: .forward)!, followsAdjustment: true) == .scrollAdjustment(4))
        #expect(c.ask(for: c.page(for: .back)!, followsAdjustment: true) == .scrollAdjustment(3))
        // The same page again while on the way is nothing new.
        #expect(c.ask(for: 3, followsAdjustment: true) == nil)
    }

    @Test func keysFollowTheRowAndLeaveShortcutsToTheHost() {
        let right: UInt32 = 0xff53, left: UInt32 = 0xff51, kpHome: UInt32 = 0xff95, end: UInt32 = 0xff57
        for mirrored in [false, true] {
            #expect(DotsControl.Key(keysym: right, modifiers: 0, mirrored: mirrored) == (mirrored ? .back : .forward))
            #expect(DotsControl.Key(keysym: left, modifiers: 1, mirrored: mirrored) == (mirrored ? .forward : .back))
            #expect(DotsControl.Key(keysym: kpHome, modifiers: 0, mirrored: mirrored) == .first)
            #expect(DotsControl.Key(keysym: end, modifiers: 0, mirrored: mirrored) == .last)
            // Page Up and Down, the vertical arrows and letters are not the dots' keys.
            for sym: UInt32 in [0xff55, 0xff56, 0xff52, 0xff54, 0x61] {
                #expect(DotsControl.Key(keysym: sym, modifiers: 0, mirrored: mirrored) == nil)
            }
            // Control, Alt, Super, Hyper and Meta make a host's shortcut.
            for m: UInt32 in [1 << 2, 1 << 3, 1 << 26, 1 << 27, 1 << 28] {
                for sym in [right, left, kpHome, end] {
                    #expect(DotsControl.Key(keysym: sym, modifiers: m, mirrored: mirrored) == nil)
                }
            }
        }
    }

    @Test func keysGoRoundTheDotsOfAWrappingPager() {
        for n in 1...4 {
            var c = DotsControl()
            _ = c.set(pageCount: n, position: 0, reveal: 0, wraps: true)
            #expect(c.page(for: .back) == n - 1, "\(n) pages: back from the first")
            #expect(c.page(for: .forward) == 1 % n, "\(n) pages: on from the first")
            _ = c.set(pageCount: n, position: Double(n - 1), reveal: 0, wraps: true)
            #expect(c.page(for: .forward) == 0, "\(n) pages: on from the last")
            // Not wrapping, the ends are where the keys stop (pageToSet keeps them).
            _ = c.set(pageCount: n, position: 0, reveal: 0, wraps: false)
            #expect(c.pageToSet(c.page(for: .back)!) == 0)
        }
    }
}

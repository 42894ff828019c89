import Testing
@testable import SlidingPagesCore

@Suite("Chrome layout and hit testing")
struct ChromeLayoutTests {
    let size = Size(width: 800, height: 600)

    @Test("the strip takes the top, the pages the rest; hidden, it takes nothing")
    func areas() {
        let c = ChromeLayout(options: ChromeOptions(), size: size, orientation: .horizontal, rightToLeft: false)
        #expect(c.strip == Rect(x: 0, y: 0, width: 800, height: 50))
        #expect(c.pageArea == Rect(x: 0, y: 50, width: 800, height: 550))
        var o = ChromeOptions()
        o.stripHidden = true
        let h = ChromeLayout(options: o, size: size, orientation: .horizontal, rightToLeft: false)
        #expect(h.pageArea == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(h.region(x: 10, y: 10, dots: nil, pagePosition: 0, nubFraction: nil) == .pages)
        // A pager shorter than twice the strip keeps half its height for pages.
        for height in 0...120 {
            let short = ChromeLayout(options: ChromeOptions(), size: Size(width: 78, height: Double(height)), orientation: .vertical, rightToLeft: false)
            #expect(short.strip.height == Double(min(50, height / 2)), "whole pixels")
            #expect(short.pageArea.y == short.strip.height && short.pageArea.height == Double(height) - short.strip.height)
        }
    }

    @Test("every region is hit where it is drawn")
    func hits() {
        for orientation in [Orientation.horizontal, .vertical] {
            for rtl in [false, true] {
                let c = ChromeLayout(options: ChromeOptions(), size: size, orientation: orientation, rightToLeft: rtl)
                #expect(c.region(x: 400, y: 25, dots: nil, pagePosition: 0, nubFraction: nil) == .strip)
                let dots = PageDots(pageCount: 5, rightToLeft: rtl)
                let r = c.dotsRect(dots)
                #expect(r.y + r.height == 600 - 12)
                for page in 0..<5 {
                    let x = r.x + dots.dotCenterX(page: page, pagePosition: 0, width: r.width)
                    #expect(c.region(x: x, y: r.y + r.height / 2, dots: dots, pagePosition: 0, nubFraction: nil) == .dot(page: page))
                }
                for f in [0.0, 0.3, 1.0] {
                    let n = c.nubRect(fraction: f)
                    #expect(c.region(x: n.x + 15, y: n.y + 15, dots: dots, pagePosition: 0, nubFraction: f) == .nub)
                    // Grabbed in its middle, the nub's position reads back as the same fraction.
                    let offset = c.nubOffset(x: n.x + 15, y: n.y + 15, grab: 15)
                    #expect(abs(c.scrubber.fraction(nubOffset: offset) - f) < 1e-9, "\(orientation) rtl \(rtl) f \(f)")
                }
                #expect(c.region(x: 300, y: 300, dots: dots, pagePosition: 0, nubFraction: 0.5) == .pages)
            }
        }
        // Default alignment puts a horizontal pager's nub on its bottom edge,
        // above the dots' band (20 px of dots and their 12 px margin).
        let c = ChromeLayout(options: ChromeOptions(), size: size, orientation: .horizontal, rightToLeft: false)
        #expect(c.nubRect(fraction: 0) == Rect(x: 10, y: 528, width: 30, height: 30))
        #expect(c.nubRect(fraction: 1) == Rect(x: 760, y: 528, width: 30, height: 30))
        var o = ChromeOptions()
        o.dotsHidden = true
        let bare = ChromeLayout(options: o, size: size, orientation: .horizontal, rightToLeft: false)
        #expect(bare.nubRect(fraction: 1) == Rect(x: 760, y: 560, width: 30, height: 30))
    }

    @Test("the nub and its bubble never cover a dot, at either orientation, either direction, any alignment")
    func scrubberClearOfDots() {
        func overlap(_ a: Rect, _ b: Rect) -> Bool {
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
        var cases = 0
        for orientation in [Orientation.horizontal, .vertical] {
            for rtl in [false, true] {
                for (w, h) in [(800.0, 600.0), (300, 200), (150, 400), (1200, 120)] {
                    for align in [0.0, 0.5, 1.0] {
                        for pages in [2, 5, 15, 1_000_000] {
                            var o = ChromeOptions()
                            o.scrubberCrossAlignment = align
                            let c = ChromeLayout(options: o, size: Size(width: w, height: h), orientation: orientation, rightToLeft: rtl)
                            let dots = c.dotsRect(PageDots(pageCount: pages, rightToLeft: rtl))
                            #expect(c.nubFits)
                            for step in 0...20 {
                                let n = c.nubRect(fraction: Double(step) / 20)
                                let b = c.bubbleRect(nub: n, text: Size(width: 90, height: 18))
                                #expect(!overlap(n, dots), "nub \(n) over dots \(dots): \(orientation) rtl \(rtl) \(w)x\(h) align \(align)")
                                #expect(!overlap(b, dots), "bubble \(b) over dots \(dots): \(orientation) rtl \(rtl) \(w)x\(h) align \(align)")
                                cases += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(cases == 2 * 2 * 4 * 3 * 4 * 21)
        // Too low for both: the nub is not shown rather than shown over them.
        let low = ChromeLayout(options: ChromeOptions(), size: Size(width: 800, height: 100), orientation: .horizontal, rightToLeft: false)
        #expect(!low.nubFits)
    }

    @Test("auto-hidden dots fade in over 0.3 s while scrolling and out after")
    func dotsFade() {
        let f = DotsFade()
        #expect(f.alpha(now: 0, movingSince: nil, lastMotion: nil) == 0)
        #expect(abs(f.alpha(now: 1.15, movingSince: 1, lastMotion: 1.1) - 0.5) < 1e-9)
        #expect(f.alpha(now: 2, movingSince: 1, lastMotion: 2) == 1)
        #expect(f.alpha(now: 2.5, movingSince: nil, lastMotion: 2) == 1)
        #expect(abs(f.alpha(now: 2.9, movingSince: nil, lastMotion: 2) - 0.5) < 1e-9)
        #expect(f.alpha(now: 3.1, movingSince: nil, lastMotion: 2) == 0)
        #expect(f.isAnimating(now: 2.9, movingSince: nil, lastMotion: 2))
        #expect(!f.isAnimating(now: 3.1, movingSince: nil, lastMotion: 2))
    }

    @Test("scrubbing drags to the nub's position and snaps to a page on release")
    func scrub() {
        var h = MotionHarness(count: 1_000)
        h.m.scrubBegin(time: 0)
        h.m.scrub(to: 499.6, time: 0.1)
        h.m.scrub(to: 2_000, time: 0.2)
        #expect(h.m.position == 999)
        h.m.scrub(to: 499.6, time: 0.3)
        #expect(h.m.position == 499.6)
        h.m.scrubEnd(time: 0.4)
        h.collect()
        h.settle()
        #expect(h.m.position == 500)
        #expect(h.milestones.first == .willBeginDragging)
        #expect(h.milestones.last == .settled(page: 500))
        #expect(illegalOrder(h.log) == nil)
    }
}

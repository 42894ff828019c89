import Testing
@testable import SlidingPagesCore

@Suite("Standalone scrubber: track and states")
struct ScrubberTrackTests {
    let range = ScrollRange(lower: 0, upper: 10_000, pageSize: 500, value: 0)

    @Test("the nub keeps inside its four insets, and a drag reads back the value it shows", arguments: [Orientation.vertical, .horizontal])
    func insetsAndInverse(orientation: Orientation) {
        for rtl in [false, true] {
            for insets in [ScrubberInsets(top: 0, bottom: 0, start: 0, end: 0), ScrubberInsets(top: 5, bottom: 40, start: 12, end: 3)] {
                for nub in [Size(width: 30, height: 30), Size(width: 12, height: 48)] {
                    for alignment in [0.0, 0.5, 1.0] {
                        let t = ScrubberTrack(size: Size(width: 400, height: 300), orientation: orientation, rightToLeft: rtl,
                                              insets: insets, nubSize: nub, crossAlignment: alignment)
                        let left = rtl ? insets.end : insets.start, right = rtl ? insets.start : insets.end
                        for f in stride(from: 0.0, through: 1.0, by: 0.125) {
                            let n = t.nubRect(fraction: f)
                            #expect(n.width == nub.width && n.height == nub.height)
                            #expect(n.x >= left - 1e-9 && n.x + n.width <= 400 - right + 1e-9, "\(orientation) rtl \(rtl) \(insets) f \(f)")
                            #expect(n.y >= insets.top - 1e-9 && n.y + n.height <= 300 - insets.bottom + 1e-9)
                            // Grabbed anywhere, dragging by nothing keeps the value.
                            let r = ScrollRange(lower: 0, upper: 10_000, pageSize: 500, value: range.value(atFraction: f))
                            for g in [0.0, 0.5, 1.0] {
                                let px = n.x + g * n.width, py = n.y + g * n.height
                                let v = t.value(x: px, y: py, grab: t.grab(x: px, y: py, nub: n), range: r)
                                #expect(abs(v - r.value) < 1e-6, "\(orientation) rtl \(rtl) f \(f) grab \(g)")
                            }
                        }
                        // The ends of the track touch the insets along the axis.
                        let first = t.nubRect(fraction: 0), last = t.nubRect(fraction: 1)
                        if orientation == .vertical {
                            #expect(first.y == insets.top && last.y + last.height == 300 - insets.bottom)
                        } else {
                            #expect(first.x == left && last.x + last.width == 400 - right)
                        }
                    }
                }
            }
        }
    }

    @Test("across the axis: 1 is the end edge, which is the left one in right-to-left")
    func crossAlignment() {
        let size = Size(width: 400, height: 300)
        let v = ScrubberTrack(size: size, orientation: .vertical)
        #expect(v.nubRect(fraction: 0).x == 400 - 10 - 30)
        let rtl = ScrubberTrack(size: size, orientation: .vertical, rightToLeft: true)
        #expect(rtl.nubRect(fraction: 0).x == 10)
        let h = ScrubberTrack(size: size, orientation: .horizontal, crossAlignment: 0)
        #expect(h.nubRect(fraction: 0).y == 10)
        let centre = ScrubberTrack(size: size, orientation: .horizontal, crossAlignment: 0.5)
        #expect(centre.nubRect(fraction: 0).y == 135)
    }

    @Test("a short view gives up its insets before the nub leaves it, keeping room to travel; with no room the nub is hidden")
    func shortViews() {
        for extent in stride(from: 0.0, through: 80, by: 1) {
            let t = ScrubberTrack(size: Size(width: 200, height: extent), insets: ScrubberInsets(top: 20, bottom: 10))
            let shown = t.isShown(range)
            // Under a pixel of travel (half of what is left beside the nub): hidden.
            #expect(shown == (extent >= 32), "height \(extent)")
            guard shown else { continue }
            #expect(t.scrubber.travel >= min(extent - 30 - 30, (extent - 30) / 2) - 1e-9, "height \(extent)")
            for f in [0.0, 1.0] {
                let n = t.nubRect(fraction: f)
                #expect(n.y >= 0 && n.y + n.height <= extent + 1e-9, "height \(extent) f \(f)")
            }
            // A drag still maps both ways.
            let r = ScrollRange(lower: 0, upper: 10_000, pageSize: 500, value: 4_750)
            let n = t.nubRect(fraction: r.fraction)
            #expect(abs(t.value(x: n.x + 5, y: n.y + 5, grab: 5, range: r) - r.value) < 1e-6, "height \(extent)")
        }
        // Insets of any size leave the nub half its room.
        let huge = ScrubberTrack(size: Size(width: 200, height: 300), insets: ScrubberInsets(top: 1e12, bottom: 1e12))
        #expect(abs(huge.scrubber.travel - 135) < 1e-6)
    }

    @Test("shown for content at least the factor long; the factor is at least 1")
    func factor() {
        let t = ScrubberTrack(size: Size(width: 200, height: 400))
        #expect(!t.isShown(ScrollRange(lower: 0, upper: 999, pageSize: 500, value: 0)))
        #expect(t.isShown(ScrollRange(lower: 0, upper: 1000, pageSize: 500, value: 0)))
        let one = ScrubberTrack(size: Size(width: 200, height: 400), minimumScrollFactor: 0.2)
        #expect(one.minimumScrollFactor == 1)
        #expect(!one.isShown(ScrollRange(lower: 0, upper: 499, pageSize: 500, value: 0)))
        #expect(!t.isShown(ScrollRange(lower: 0, upper: 1000, pageSize: 0, value: 0)))
    }

    @Test("the bubble stays inside the view wherever the nub is")
    func bubble() {
        for orientation in [Orientation.vertical, .horizontal] {
            for alignment in [0.0, 1.0] {
                let t = ScrubberTrack(size: Size(width: 300, height: 200), orientation: orientation, crossAlignment: alignment)
                for f in [0.0, 0.5, 1.0] {
                    let n = t.nubRect(fraction: f)
                    let b = t.bubbleRect(nub: n, text: Size(width: 80, height: 16))
                    #expect(b.x >= 4 && b.x + b.width <= 296 && b.y >= 4 && b.y + b.height <= 196, "\(orientation) \(alignment) \(f)")
                    #expect(b.width == 96 && b.height == 24)
                    // It does not cover the nub.
                    let overlaps = b.x < n.x + n.width && n.x < b.x + b.width && b.y < n.y + n.height && n.y < b.y + b.height
                    #expect(!overlaps, "\(orientation) \(alignment) \(f)")
                }
            }
        }
    }

    @Test("the default bubble counts viewports")
    func pageLabel() {
        #expect(range.pageLabel == "1 / 20")
        #expect(ScrollRange(lower: 0, upper: 10_000, pageSize: 500, value: 9_500).pageLabel == "20 / 20")
        #expect(ScrollRange(lower: 0, upper: 10_000, pageSize: 500, value: 2_400).pageLabel == "6 / 20")
        #expect(ScrollRange(lower: 0, upper: 10_000, pageSize: 0, value: 0).pageLabel == nil)
    }

    @Test("transitions in SPT's order: select, highlight, unhighlight, deselect after the delay")
    func transitions() {
        var s = ScrubberStates()
        #expect(s.scrolled(now: 0) == [.select])
        #expect(s.scrolled(now: 0.1) == [])
        #expect(s.advance(now: 0.8) == [])
        #expect(s.advance(now: 0.85) == [.deselect])
        #expect(!s.isAnimating(now: 0.9))
        #expect(s.pressed(now: 1) == [.select, .highlight])
        #expect(s.pressed(now: 1.1) == [])
        // Held, it never deselects.
        #expect(s.advance(now: 10) == [])
        #expect(s.released(now: 10) == [.unhighlight])
        #expect(s.released(now: 10.1) == [])
        #expect(s.advance(now: 10.7) == [])
        #expect(s.advance(now: 10.75) == [.deselect])
        // Scrolled while selected, the delay starts again.
        _ = s.scrolled(now: 20)
        _ = s.scrolled(now: 20.5)
        #expect(s.advance(now: 21) == [])
        #expect(s.advance(now: 21.25) == [.deselect])
    }

    @Test("default looks: shown at once, faded to rest over the fade; left alone, the opacity stays")
    func looks() {
        var s = ScrubberStates()
        #expect(s.opacity(now: 0) == 0.3)
        for t in s.pressed(now: 0) { s.applyDefault(t, now: 0) }
        #expect(s.opacity(now: 0) == 1 && s.looksPressed)
        for t in s.released(now: 1) { s.applyDefault(t, now: 1) }
        #expect(!s.looksPressed && s.isAnimating(now: 1.5))
        for t in s.advance(now: 1.75) { s.applyDefault(t, now: 1.75) }
        #expect(abs(s.opacity(now: 2.0) - 0.65) < 1e-9)
        #expect(s.isAnimating(now: 2.0) && !s.isAnimating(now: 2.25))
        #expect(s.opacity(now: 3) == 0.3)
        // A host that takes over deselect keeps the nub as it was.
        var kept = ScrubberStates()
        for t in kept.scrolled(now: 0) { kept.applyDefault(t, now: 0) }
        #expect(kept.advance(now: 1) == [.deselect])
        #expect(kept.opacity(now: 5) == 1 && !kept.isAnimating(now: 5))
    }
}

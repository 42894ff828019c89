import Testing
@testable import SlidingPagesCore

@Suite("Page effects and transformers")
struct PageTransformTests {
    static let offsets = stride(from: -2.0, through: 2.0, by: 0.125).map { $0 }

    @Test("every effect draws a page at rest as it lies, and its neighbours at whole offsets where they lie or not at all")
    func identityAtRest() {
        for effect in PageEffect.allCases {
            #expect(effect.transform(offset: 0) == .identity, "\(effect)")
            for k in [-2.0, -1, 1, 2] {
                var t = effect.transform(offset: k)
                // Parallax moves only the content, never the frame.
                if effect == .parallax { t.contentShift = 0 }
                #expect(t == .identity || t.alpha == 0, "\(effect) at \(k)")
            }
            #expect(effect.transform(offset: .nan) == .identity)
        }
    }

    @Test("depth: the page leaving slides as usual, the next one waits behind it, grows from 75 % and fades in")
    func depth() {
        for o in Self.offsets {
            let t = PageEffect.depth.transform(offset: o)
            if o <= 0 && o > -1 {
                #expect(t == .identity)
            } else if o > 0 && o < 1 {
                #expect(t.translation == -o, "stays where the current page lies")
                #expect(abs(t.scale - (0.75 + 0.25 * (1 - o))) < 1e-12 && abs(t.alpha - (1 - o)) < 1e-12)
                #expect(t.elevation < 0, "drawn behind the page leaving")
            } else {
                #expect(t.alpha == 0)
                // From one page on it stays where it arrived: no jump at 1.
                if o >= 1 {
                    let arriving = PageEffect.depth.transform(offset: 1 - 1e-9)
                    #expect(abs(t.scale - arriving.scale) < 1e-8 && abs(t.translation - arriving.translation) < 1e-8 && t.elevation == arriving.elevation)
                }
            }
        }
    }

    @Test("fade: both pages stay put and their opacities sum to one; parallax keeps its content at half the frame's speed")
    func fadeAndParallax() {
        for o in stride(from: 0.0, through: 1.0, by: 0.0625) {
            let leaving = PageEffect.fade.transform(offset: -o), coming = PageEffect.fade.transform(offset: 1 - o)
            if o > 0 && o < 1 {
                #expect(abs(leaving.alpha + coming.alpha - 1) < 1e-12)
                #expect(leaving.translation == o && coming.translation == o - 1, "drawn where the current page lies")
            }
            let p = PageEffect.parallax.transform(offset: o)
            #expect(p.contentShift == -o / 2 && p.alpha == 1 && p.scale == 1)
        }
    }

    @Test("a transform becomes pixels along the axis: right-to-left mirrors along-axis moves, a turn foreshortens, the zoom and a reveal multiply in")
    func pixels() {
        let t = PageTransform(scale: 0.8, alpha: 0.5, translation: 0.25, crossTranslation: 0.1, rotation: 0.2, turn: Double.pi / 3, contentShift: -0.5)
        let ltr = PagePaint(t, width: 400, height: 300, orientation: .horizontal, rightToLeft: false)
        #expect(ltr.dx == 100 && ltr.dy == 30 && ltr.shiftX == -200 && ltr.shiftY == 0 && ltr.rotation == 0.2)
        #expect(abs(ltr.scaleX - 0.4) < 1e-12 && ltr.scaleY == 0.8 && ltr.alpha == 0.5)
        let rtl = PagePaint(t, width: 400, height: 300, orientation: .horizontal, rightToLeft: true)
        #expect(rtl.dx == -100 && rtl.shiftX == 200 && rtl.dy == 30)
        let vertical = PagePaint(t, width: 400, height: 300, orientation: .vertical, rightToLeft: true)
        #expect(vertical.dy == 75 && vertical.dx == 40 && vertical.shiftY == -150 && vertical.scaleX == 0.8 && abs(vertical.scaleY - 0.4) < 1e-12)
        let zoomOut = PageEffect.zoomOut.transform(offset: 0.3, zoom: 0.9)
        #expect(zoomOut == PageTransform(scale: 0.9) && PageEffect.zoomOut.transform(offset: 0.3, zoom: 1) == .identity)
        let both = PagePaint(zoomOut, width: 10, height: 10, orientation: .horizontal, rightToLeft: false, reveal: (0.5, 0.25))
        #expect(both.scaleX == 0.45 && both.scaleY == 0.45 && both.alpha == 0.25)
        #expect(PagePaint(.identity, width: 10, height: 10, orientation: .vertical, rightToLeft: false).isIdentity)
    }

    @Test("a host's transform is made safe: not finite or out of range values fall back or are clamped")
    func sanitized() {
        let wild = PageTransform(scale: .nan, alpha: 7, translation: .infinity, crossTranslation: -100, rotation: .nan, turn: 40, contentShift: .nan)
        let s = wild.sanitized
        #expect(s.scale == 1 && s.alpha == 1 && s.translation == 0 && s.crossTranslation == -4 && s.rotation == 0 && s.contentShift == 0)
        #expect(abs(s.turn) <= Double.pi)
        let p = PagePaint(wild, width: 100, height: 100, orientation: .horizontal, rightToLeft: false)
        #expect(p.dx.isFinite && p.dy.isFinite && p.scaleX.isFinite && p.scaleX >= 0 && p.alpha <= 1)
    }

    @Test("offsets: 0 for the pages at rest, whole pages apart, and moving with the position; the items of one page share theirs")
    func offsets() {
        for ipp in 1...3 {
            for alignment in [Alignment.edge, .center] {
                var c = LayoutConfiguration()
                c.itemsPerPage = ipp
                c.alignment = alignment
                var e = makeEngine(count: 12, configuration: c)
                for page in 0..<(12 / ipp) {
                    e.motion.scroll(toPage: page, duration: 0, time: 0)
                    let placement = e.pagePlacement(now: 0)
                    let current = placement.layout.currentSlot(at: placement.position)
                    for slot in max(0, current - 2 * ipp)..<min(12, current + 3 * ipp) {
                        let o = placement.offset(ofSlot: slot)
                        #expect(o == o.rounded(), "ipp \(ipp) \(alignment) page \(page) slot \(slot): \(o)")
                        #expect(Int(o) == (slot / ipp) - page, "ipp \(ipp) \(alignment) page \(page) slot \(slot)")
                    }
                }
                e.motion.setPosition(e.motion.position - 0.25 * Double(ipp), animated: false, time: 0)
                let moved = e.pagePlacement(now: 0)
                let o = moved.offset(ofSlot: 12 - ipp)
                #expect(abs(o - 0.25) < 1e-9, "ipp \(ipp) \(alignment): the last page a quarter away, \(o)")
            }
        }
    }

    @Test("the engine's effect: zoom-out shrinks every page while moving; depth fades the next page; turning zoom-out off leaves no effect")
    func engineEffect() {
        var e = makeEngine(count: 10)
        #expect(e.pageEffect == .zoomOut && e.zoomOut)
        e.press(x: 400, y: 300, time: 0)
        _ = e.drag(x: 200, y: 300, time: 0.1)
        let zoomed = e.pagePlacement(now: 0.1)
        #expect(zoomed.paint(ofSlot: 0).scaleX < 1 && zoomed.paint(ofSlot: 1).scaleX == zoomed.paint(ofSlot: 0).scaleX)
        #expect(e.effectTransform(offset: 0.5).scale == zoomed.paint(ofSlot: 0).scaleX, "a transformer's start value is the zoom-out")
        #expect(zoomed.paint(ofSlot: 0, transform: .identity).isIdentity, "a host's transform replaces the zoom-out")
        e.pageEffect = .depth
        #expect(!e.zoomOut)
        let depth = e.pagePlacement(now: 0.1)
        #expect(depth.paint(ofSlot: 0).isIdentity)
        let next = depth.paint(ofSlot: 1)
        #expect(next.alpha > 0 && next.alpha < 1 && next.dx < 0 && next.scaleX < 1)
        e.zoomOut = false
        #expect(e.pageEffect == .depth, "turning zoom-out off keeps another effect")
        e.pageEffect = .zoomOut
        e.zoomOut = false
        #expect(e.pageEffect == PageEffect.none)
        #expect(OptionTable.pageEffect.defaultValue == Double(PageEffect.zoomOut.rawValue))
    }
}

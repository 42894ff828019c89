import Testing
@testable import SlidingPagesCore

@Suite("Content that keeps drags along the axis")
struct NestedDragCoreTests {
    @Test("a scrolled range takes a direction while it has room that way")
    func scrolledRange() {
        for value in [0.0, 0.4, 50, 99.6, 100] {
            let n = NestedDrag(scrolling: ScrollRange(lower: 0, upper: 200, pageSize: 100, value: value))
            #expect(n.towardLower == (value < 99.5), "value \(value)")
            #expect(n.towardHigher == (value > 0.5), "value \(value)")
        }
        // Content that fits scrolls neither way.
        #expect(NestedDrag(scrolling: ScrollRange(lower: 0, upper: 80, pageSize: 100, value: 0)) == NestedDrag())
        #expect(NestedDrag(scrolling: ScrollRange(lower: .nan, upper: .infinity, pageSize: 1, value: 0)) == NestedDrag())
    }

    @Test("keeping a drag follows its direction; adding widgets joins what they take")
    func keeps() {
        for lower in [false, true] {
            for higher in [false, true] {
                let n = NestedDrag(towardLower: lower, towardHigher: higher)
                #expect(n.keeps(delta: -20) == lower && n.keeps(delta: 20) == higher && !n.keeps(delta: 0))
                var sum = NestedDrag()
                sum.add(n)
                sum.add(NestedDrag(towardLower: !lower))
                #expect(sum.towardLower && sum.towardHigher == higher)
            }
        }
    }

    @Test("each kind of widget keeps what it keeps of a finger's and a mouse's drag")
    func keptByHolder() {
        let room = NestedDrag(towardLower: true, towardHigher: false)
        let midway = ScrollRange(lower: 0, upper: 200, pageSize: 100, value: 50)
        let cases: [(DragHolder, touch: NestedDrag, mouse: NestedDrag)] = [
            (.marked, .keepsAll, .keepsAll),
            (.slider(alongAxis: true), .keepsAll, .keepsAll),
            (.slider(alongAxis: false), NestedDrag(), NestedDrag()),
            (.text, NestedDrag(), .keepsAll),
            (.kineticScroll(midway), .keepsAll, NestedDrag()),
            (.kineticScroll(ScrollRange(lower: 0, upper: 80, pageSize: 100, value: 0)), NestedDrag(), NestedDrag()),
            (.pager(room: room, mouseDrags: true), room, room),
            (.pager(room: room, mouseDrags: false), room, NestedDrag()),
            (.other, NestedDrag(), NestedDrag()),
        ]
        for (holder, touch, mouse) in cases {
            #expect(NestedDrag.kept(by: holder, touch: true) == touch, "\(holder) under a finger")
            #expect(NestedDrag.kept(by: holder, touch: false) == mouse, "\(holder) under a mouse")
        }
    }

    @Test("a pager's room to drag, in screen terms, at each end, each way round")
    func dragRoom() {
        for orientation in [Orientation.horizontal, .vertical] {
            for rtl in [false, true] {
                for wrap in [false, true] {
                    var c = LayoutConfiguration()
                    c.orientation = orientation
                    c.rightToLeft = rtl
                    c.wrap = wrap
                    for page in 0..<3 {
                        var m = PagerMotion(layout: PagerLayout(configuration: c, itemCount: 3, viewport: Size(width: 400, height: 300)))
                        m.scroll(toPage: page, duration: 0, time: 0)
                        let room = m.dragRoom
                        if wrap {
                            #expect(room == .keepsAll)
                            continue
                        }
                        let forward = page < 2, back = page > 0
                        let mirrored = orientation == .horizontal && rtl
                        #expect(room.towardLower == (mirrored ? back : forward), "\(orientation) rtl \(rtl) page \(page)")
                        #expect(room.towardHigher == (mirrored ? forward : back))
                    }
                }
            }
        }
        var off = PagerMotion(layout: PagerLayout(itemCount: 3, viewport: Size(width: 400, height: 300)))
        off.configuration.scrollEnabled = false
        #expect(off.dragRoom == NestedDrag())
    }

    @Test("a press over content with room that way never drags; the other way it does")
    func pressesOverContent() {
        for (nested, dx, drags) in [(NestedDrag(towardLower: true), -40.0, false), (NestedDrag(towardLower: true), 40, true),
                                    (NestedDrag.keepsAll, 40, false), (NestedDrag(), -40, true)] {
            var m = PagerMotion(layout: PagerLayout(itemCount: 3, viewport: Size(width: 400, height: 300)))
            m.scroll(toPage: 1, duration: 0, time: 0)
            m.pointerDown(x: 200, y: 150, time: 1, nested: nested)
            var dragging = false
            for k in 1...5 {
                let moved = m.pointerMove(x: 200 + dx * Double(k) / 5, y: 150, time: 1 + 0.01 * Double(k))
                dragging = dragging || moved
            }
            #expect(dragging == drags, "\(nested) \(dx)")
            #expect((m.position != 1) == drags)
            // The next press starts afresh.
            m.pointerUp(time: 2)
            m.pointerDown(x: 200, y: 150, time: 3)
            let again = m.pointerMove(x: 200 + dx, y: 150, time: 3.1)
            #expect(again)
        }
    }
}

import CSlidingPagesGtk4
import SlidingPagesCore

// The dots, lines, nub and buttons as render nodes: the engine places them,
// and colours and boxes come from the chrome's CSS nodes.

extension Pager {
    /// A dot's colour for `page`: the host's, else the `dot` node's
    /// (`:checked` for the current dot).
    func dotColour(_ page: Int, current: Bool, _ style: ChromeStyle) -> GdkRGBA {
        dotMemo.colour(page, current: current, pages: inPlace { $0.layout.numberOfPages }) ?? style.colour(current ? .checkedDot : .dot)
    }

    /// The dots on the `dots` node's box, in two rows (the page being left
    /// and the next), each clipped to its share as the boundary crosses it.
    func drawDots(_ s: OpaquePointer, _ d: DotsPlacement, _ style: ChromeStyle) {
        withOpacity(s, d.alpha) { drawOpaqueDots(s, d, style) }
    }

    private func drawOpaqueDots(_ s: OpaquePointer, _ d: DotsPlacement, _ style: ChromeStyle) {
        style.drawBox(s, .dots, d.backdrop)
        if d.dots.style == .lines { return drawLines(s, d) { dotColour($0, current: $1, style) } }
        let (here, next) = d.dots.colourPages(pagePosition: d.pagePosition)
        let spans = d.dots.maskSpans(in: d.rect, reveal: d.reveal)
        var leaving = spans.leaving
        let arriving = spans.arriving
        let cy = d.rect.y + d.rect.height / 2
        // Each row draws only the dots in its share; rows of the same colours merge.
        func row(_ part: (x: Double, width: Double), _ a: GdkRGBA, _ b: GdkRGBA) {
            var clip = rect(Rect(x: part.x, y: d.rect.y, width: part.width, height: d.rect.height))
            gtk_snapshot_push_clip(s, &clip)
            d.dots.forEachDot(pagePosition: d.pagePosition, width: d.rect.width, wraps: d.wraps, originX: d.rect.x, within: part) { _, cx, _, e in
                let look = d.dots.look(emphasis: e)
                var dot = rect(Rect(x: d.rect.x + cx - look.radius, y: cy - look.radius, width: 2 * look.radius, height: 2 * look.radius))
                var colour = mix(a, b, look.mix)
                fillRounded(s, &dot, radius: look.radius, &colour)
            }
            gtk_snapshot_pop(s)
        }
        var first: (GdkRGBA, GdkRGBA)?, second: (GdkRGBA, GdkRGBA)?
        if leaving.width > 0 { first = (dotColour(here, current: false, style), dotColour(here, current: true, style)) }
        if arriving.width > 0 { second = (dotColour(next, current: false, style), dotColour(next, current: true, style)) }
        if let f = first, let n = second, same(f.0, n.0), same(f.1, n.1) {
            (leaving, second) = ((d.rect.x, d.rect.width), nil)
        }
        if let first { row(leaving, first.0, first.1) }
        if let second { row(arriving, second.0, second.1) }
    }

    /// The scrubber's nub, and while it is held the bubble naming the page:
    /// its title, or "k / n".
    func drawNub(_ s: OpaquePointer, _ n: NubPlacement, _ style: ChromeStyle) {
        // On whole pixels: a nub that moved less than one is the same node
        // as the frame before, so GTK's diff redraws nothing there.
        if let nub = face.nub, let w = widget {
            withOpacity(s, n.alpha) { gtk_widget_snapshot_child(w, nub, s) }
        } else {
            drawNubBox(s, Rect(x: n.rect.x.rounded(), y: n.rect.y.rounded(), width: n.rect.width, height: n.rect.height), style,
                       held: n.isHeld, alpha: n.alpha)
        }
        guard n.isHeld, face.showsBubble, let page = scene.currentPage else { return }
        let item = engine.layout.firstItem(ofPage: page)
        if titleOf != nil && !titles.hasText(item) { titles.missed = true }
        guard let text = scene.bubbleText(title: titles.text(item)) else { return }
        drawBubble(s, style, text: text) { scene.layout.bubbleRect(nub: n.rect, text: $0) }
    }

    /// A previous or next button: an OSD disc with a chevron toward its page.
    func drawButton(_ s: OpaquePointer, _ b: Rect) {
        var disc = rect(b)
        var osd = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.6)
        fillRounded(s, &disc, radius: b.width / 2, &osd)
        // The chevron points to the side the core placed the button on.
        let a = scene.layout.pageArea
        let angle: Float = scene.layout.orientation == .vertical
            ? (b.y + b.height / 2 > a.y + a.height / 2 ? 90 : -90)
            : (b.x + b.width / 2 > a.x + a.width / 2 ? 0 : 180)
        gtk_snapshot_save(s)
        var centre = graphene_point_t(x: Float(b.x + b.width / 2), y: Float(b.y + b.height / 2))
        gtk_snapshot_translate(s, &centre)
        gtk_snapshot_rotate(s, angle)
        var white = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        for turn: Float in [45, -45] {
            gtk_snapshot_save(s)
            var tip = graphene_point_t(x: 3, y: 0)
            gtk_snapshot_translate(s, &tip)
            gtk_snapshot_rotate(s, turn)
            var bar = rect(Rect(x: -9, y: -1, width: 10, height: 2))
            gtk_snapshot_append_color(s, &white, &bar)
            gtk_snapshot_restore(s)
        }
        gtk_snapshot_restore(s)
    }
}

func same(_ a: GdkRGBA, _ b: GdkRGBA) -> Bool { a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha }

/// `a` eased toward `b` by `t`.
func mix(_ a: GdkRGBA, _ b: GdkRGBA, _ t: Double) -> GdkRGBA {
    let t = Float(t)
    return GdkRGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t,
                   alpha: a.alpha + (b.alpha - a.alpha) * t)
}

/// `colour` filling `r` with round corners of `radius`.
func fillRounded(_ s: OpaquePointer, _ r: inout graphene_rect_t, radius: Double, _ colour: inout GdkRGBA) {
    var rounded = GskRoundedRect()
    gsk_rounded_rect_init_from_rect(&rounded, &r, Float(radius))
    gtk_snapshot_push_rounded_clip(s, &rounded)
    gtk_snapshot_append_color(s, &colour, &r)
    gtk_snapshot_pop(s)
}

/// HdyCarouselIndicatorLines' look: a line a page and a bar sliding
/// along them (round from the last to the first when wrapping).
func drawLines(_ s: OpaquePointer, _ d: DotsPlacement, colour dotColour: (Int, Bool) -> GdkRGBA) {
    let dots = d.dots, r = d.rect, pos = d.pagePosition
    let first = dots.firstDotPage(pagePosition: pos)
    let y = (r.y + (r.height - PageDots.lineThickness) / 2).rounded()
    func line(_ centerX: Double, _ colour: GdkRGBA) {
        var c = colour
        var l = rect(Rect(x: (r.x + centerX - PageDots.lineLength / 2).rounded(), y: y, width: PageDots.lineLength, height: PageDots.lineThickness))
        gtk_snapshot_append_color(s, &c, &l)
    }
    for k in 0..<dots.dotCount { line(dots.dotCenterX(index: k, width: r.width), dotColour(first + k, false)) }
    var clip = rect(Rect(x: r.x + PageDots.lineMargin, y: y, width: r.width - 2 * PageDots.lineMargin, height: PageDots.lineThickness))
    gtk_snapshot_push_clip(s, &clip)
    line(dots.barCenterX(pagePosition: pos, width: r.width), dotColour(dots.barPage(pagePosition: pos), true))
    if d.wraps, let x = dots.wrappedBarCenterX(pagePosition: pos, width: r.width) { line(x, dotColour(first, true)) }
    gtk_snapshot_pop(s)
}

/// A nub: the `nub` node's box (`:active` while held) at `alpha`.
func drawNubBox(_ s: OpaquePointer, _ n: Rect, _ style: ChromeStyle, held: Bool, alpha: Double) {
    withOpacity(s, alpha) { style.drawBox(s, held ? .activeNub : .nub, n) }
}

/// `draw` at `alpha`: an opacity node only while fading (the cairo
/// renderer draws one through an offscreen group).
func withOpacity(_ s: OpaquePointer, _ alpha: Double, _ draw: () -> Void) {
    guard alpha < 1 else { return draw() }
    gtk_snapshot_push_opacity(s, alpha)
    draw()
    gtk_snapshot_pop(s)
}

/// The bubble beside a nub: `text` ellipsized in the `bubble` node's font
/// and colour, on its box placed by `place` for the text's size.
func drawBubble(_ s: OpaquePointer, _ style: ChromeStyle, text: String, place: (Size) -> Rect) {
    guard let font = style.fontContext(.bubble) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(font)) }
    guard let layout = pango_layout_new(font) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_width(layout, gint(ChromeLayout.bubbleMaximumTextWidth * Double(PANGO_SCALE)))
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    var tw: gint = 0, th: gint = 0
    pango_layout_get_pixel_size(layout, &tw, &th)
    let b = place(Size(width: Double(tw), height: Double(th)))
    style.drawBox(s, .bubble, b)
    gtk_snapshot_save(s)
    var at = graphene_point_t(x: Float(b.x + ChromeLayout.bubblePadding.width), y: Float(b.y + ChromeLayout.bubblePadding.height))
    gtk_snapshot_translate(s, &at)
    var ink = style.colour(.bubble)
    gtk_snapshot_append_layout(s, layout, &ink)
    gtk_snapshot_restore(s)
}

import CSlidingPagesGtk
import SlidingPagesCore

/// Painting shared by the pager and the standalone dots and scrubber: the
/// core gives every position, this draws there.
@MainActor
enum ChromePainter {
    /// A style context's colour in a state.
    static func colour(_ ctx: OpaquePointer, state: GtkStateFlags = GTK_STATE_FLAG_NORMAL) -> GdkRGBA {
        let sc = UnsafeMutablePointer<GtkStyleContext>(ctx)
        var rgba = GdkRGBA()
        gtk_style_context_save(sc)
        gtk_style_context_set_state(sc, state)
        gtk_style_context_get_color(sc, state, &rgba)
        gtk_style_context_restore(sc)
        return rgba
    }

    /// Page dots in `r`: the leaving page's row, and the next page's row over the
    /// trailing `reveal` fraction; each dot's sprite follows ``PageDots/look(emphasis:)``.
    static func dots(_ cr: OpaquePointer, rect r: Rect, dots: PageDots, pagePosition pos: Double, wraps: Bool, reveal: Double, alpha: Double,
                     sprites: ChromeSprites, normal: (Int) -> GdkRGBA, current: (Int) -> GdkRGBA) {
        guard alpha > 0 else { return }
        if dots.style == .lines { return lines(cr, rect: r, dots: dots, pagePosition: pos, wraps: wraps, alpha: alpha, normal: normal, current: current) }
        let (here, next) = dots.colourPages(pagePosition: pos)
        let (leaving, arriving) = dots.maskSpans(in: r, reveal: reveal)
        let cy = r.y + r.height / 2
        // A row of cells needs a pitch of whole device pixels that holds a dot.
        let pitch = dots.pitch
        let devicePitch = pitch * Double(sprites.scale(cr))
        let rowCells = devicePitch == devicePitch.rounded() && ChromeSprites.dotSide(radius: dots.radius) <= pitch
        // Fading as a whole needs a group; dots at full opacity do not.
        if alpha < 1 {
            cairo_save(cr)
            cairo_push_group(cr)
        }
        for (row, part) in [(here, leaving), (next, arriving)] where part.width > 0 {
            let whole = part.width >= r.width
            if !whole {
                cairo_save(cr)
                cairo_rectangle(cr, part.x, r.y, part.width, r.height)
                cairo_clip(cr)
            }
            let a = normal(row), b = current(row)
            func paintDot(_ x: Double, _ e: Double) {
                let look = dots.look(emphasis: e)
                if rowCells && look.mix == 0 { return }
                let s = sprites.dot(cr, colour: a.mixed(with: b, by: look.mix), radius: look.radius)
                ChromeSprites.paint(cr, s, x: r.x + x - s.width / 2, y: cy - s.height / 2)
            }
            if rowCells {
                // The rest in one fill, then the (at most two) emphasised dots.
                restDots(cr, colour: a, dots: dots, pagePosition: pos, rect: r, wraps: wraps, sprites: sprites)
                dots.forEachEmphasisedDot(pagePosition: pos, width: r.width, wraps: wraps) { _, _, x, _, e in paintDot(x, e) }
            } else {
                dots.forEachDot(pagePosition: pos, width: r.width, wraps: wraps) { _, x, _, e in paintDot(x, e) }
            }
            if !whole { cairo_restore(cr) }
        }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }

    /// A previous or next page's button: a dark translucent circle with a light
    /// chevron, as GTK's OSD buttons, so it reads in light and dark themes alike.
    static func button(_ cr: OpaquePointer, rect r: Rect, forward: Bool, scene: ChromeScene) {
        let l = scene.layout
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_arc(cr, r.x + r.width / 2, r.y + r.height / 2, r.width / 2, 0, 2 * Double.pi)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.65)
        cairo_fill(cr)
        // The chevron, drawn pointing right and turned to its direction.
        cairo_translate(cr, r.x + r.width / 2, r.y + r.height / 2)
        let pointsRight = forward != l.rightToLeft
        cairo_rotate(cr, l.orientation == .vertical ? (forward ? Double.pi / 2 : -Double.pi / 2) : (pointsRight ? 0 : Double.pi))
        cairo_move_to(cr, -3, -7)
        cairo_line_to(cr, 4, 0)
        cairo_line_to(cr, -3, 7)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.95)
        cairo_set_line_width(cr, 2.5)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// Lines, as HdyCarouselIndicatorLines: each page's line in its resting colour,
    /// and a bar in the current page's colour that slides along them.
    static func lines(_ cr: OpaquePointer, rect r: Rect, dots: PageDots, pagePosition pos: Double, wraps: Bool, alpha: Double,
                      normal: (Int) -> GdkRGBA, current: (Int) -> GdkRGBA) {
        let n = dots.dotCount, length = PageDots.lineLength, thickness = PageDots.lineThickness
        guard n > 0 else { return }
        let first = dots.firstDotPage(pagePosition: pos)
        let y = (r.y + (r.height - thickness) / 2).rounded()
        func fill(_ c: GdkRGBA, centerX: Double) {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
            cairo_rectangle(cr, (r.x + centerX - length / 2).rounded(), y, length, thickness)
            cairo_fill(cr)
        }
        for k in 0..<n { fill(normal(first + k), centerX: dots.dotCenterX(index: k, width: r.width)) }
        cairo_save(cr)
        cairo_rectangle(cr, r.x + PageDots.lineMargin, y, r.width - 2 * PageDots.lineMargin, thickness)
        cairo_clip(cr)
        fill(current(dots.barPage(pagePosition: pos)), centerX: dots.barCenterX(pagePosition: pos, width: r.width))
        if wraps, let x = dots.wrappedBarCenterX(pagePosition: pos, width: r.width) { fill(current(first), centerX: x) }
        cairo_restore(cr)
    }

    /// The row's resting dots in one fill through a repeating cell (a composite per
    /// dot costs far more): a device-aligned rectangle per run around the emphasised dots.
    private static func restDots(_ cr: OpaquePointer, colour: GdkRGBA, dots: PageDots, pagePosition pos: Double, rect r: Rect, wraps: Bool,
                                 sprites: ChromeSprites) {
        let n = dots.dotCount
        guard n > 0 else { return }
        let pitch = dots.pitch
        let cellHeight = ChromeSprites.dotSide(radius: dots.radius)
        let top = ChromeSprites.snapped(cr, 0, r.y + r.height / 2 - cellHeight / 2).1
        // The cells are laid from the first dot's, snapped to a device pixel.
        let origin = dots.cellOrigin(width: r.width)
        let snapped = ChromeSprites.snapped(cr, r.x + origin, 0).0
        cairo_new_path(cr)
        dots.forEachRestRun(pagePosition: pos, width: r.width, wraps: wraps) { x, width in
            cairo_rectangle(cr, snapped + (x - origin), top, width, cellHeight)
        }
        let cell = sprites.dot(cr, colour: colour, radius: dots.radius, cell: pitch)
        cairo_set_source_surface(cr, cell.surface, snapped, top)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
        cairo_fill(cr)
    }

    /// The scrubber nub: the theme's background and frame plus three grip lines,
    /// rasterised once per size, state and theme, then composited at `alpha`.
    static func nub(_ cr: OpaquePointer, rect n: Rect, context: OpaquePointer, pressed: Bool, alpha: Double, horizontal: Bool,
                    sprites: ChromeSprites) {
        let s = sprites.nub(cr, width: n.width, height: n.height, pressed: pressed, horizontal: horizontal) { c in
            drawNub(c, width: n.width.rounded(), height: n.height.rounded(), context: context, pressed: pressed, horizontal: horizontal)
        }
        ChromeSprites.paint(cr, s, x: n.x, y: n.y, alpha: alpha)
    }

    /// The bubble's text, centred and ellipsized (``TitleText``: shaped directly when
    /// it can be, so a scrub naming a new page each frame lays out no paragraph).
    static func bubbleText(_ widget: UnsafeMutablePointer<GtkWidget>, _ text: String) -> TitleText {
        TitleText.make(text, widget: widget, font: nil, width: ChromeLayout.bubbleMaximumTextWidth)
    }

    /// The scrubber's bubble: its box from a sprite of the box's size (a theme's outset
    /// box-shadow would be cut off; ours and Adwaita's set none), and the text in the
    /// node's `color` only, as the titles (no `text-shadow`).
    static func bubble(_ cr: OpaquePointer, rect b: Rect, context: OpaquePointer, text: TitleText, sprites: ChromeSprites) {
        let ctx = UnsafeMutablePointer<GtkStyleContext>(context)
        let box = sprites.bubble(cr, width: b.width, height: b.height) { c in
            gtk_render_background(ctx, c, 0, 0, b.width.rounded(), b.height.rounded())
        }
        let (x, y) = ChromeSprites.snapped(cr, b.x, b.y)
        ChromeSprites.paint(cr, box, x: x, y: y)
        let pad = ChromeLayout.bubblePadding
        var colour = GdkRGBA()
        gtk_style_context_get_color(ctx, gtk_style_context_get_state(ctx), &colour)
        cairo_save(cr)
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        // The text is centred in its layout's width: its logical box
        // starts `logical.x` in, and goes at the padding.
        cairo_move_to(cr, x + pad.width - Double(text.logical.x), y + pad.height)
        text.show(cr)
        cairo_restore(cr)
    }

    private static func drawNub(_ cr: OpaquePointer, width: Double, height: Double, context: OpaquePointer, pressed: Bool, horizontal: Bool) {
        let ctx = UnsafeMutablePointer<GtkStyleContext>(context)
        gtk_style_context_save(ctx)
        gtk_style_context_set_state(ctx, pressed ? GTK_STATE_FLAG_ACTIVE : GTK_STATE_FLAG_NORMAL)
        gtk_render_background(ctx, cr, 0, 0, width, height)
        gtk_render_frame(ctx, cr, 0, 0, width, height)
        gtk_style_context_restore(ctx)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.8)
        cairo_set_line_width(cr, 1.5)
        for k in -1...1 {
            let off = Double(k) * 5
            if horizontal {
                cairo_move_to(cr, width / 2 + off, 9)
                cairo_line_to(cr, width / 2 + off, height - 9)
            } else {
                cairo_move_to(cr, 9, height / 2 + off)
                cairo_line_to(cr, width - 9, height / 2 + off)
            }
        }
        cairo_stroke(cr)
    }
}

extension GdkRGBA {
    /// `self` moved `t` of the way toward `other` (``ChromeColour/mixed(with:by:)``).
    func mixed(with other: GdkRGBA, by t: Double) -> GdkRGBA {
        let m = ChromeColour(red: red, green: green, blue: blue, alpha: alpha)
            .mixed(with: ChromeColour(red: other.red, green: other.green, blue: other.blue, alpha: other.alpha), by: t)
        return GdkRGBA(red: m.red, green: m.green, blue: m.blue, alpha: m.alpha)
    }
}

import CGtk
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

    /// Page dots in `r`: the row coloured for the page being left, and the
    /// row for the next page over the `reveal` fraction at the trailing side.
    static func dots(_ cr: OpaquePointer, rect r: Rect, dots: PageDots, pagePosition pos: Double, wraps: Bool, reveal: Double, alpha: Double,
                     normal: (Int) -> GdkRGBA, current: (Int) -> GdkRGBA) {
        let (here, next) = dots.colourPages(pagePosition: pos)
        let rtl = dots.rightToLeft
        let split = rtl ? r.x + r.width * reveal : r.x + r.width * (1 - reveal)
        let leaving = rtl ? (split, r.x + r.width - split) : (r.x, split - r.x)
        let arriving = rtl ? (r.x, split - r.x) : (split, r.x + r.width - split)
        cairo_save(cr)
        cairo_push_group(cr)
        for (row, part) in [(here, leaving), (next, arriving)] where part.1 > 0 {
            cairo_save(cr)
            cairo_rectangle(cr, part.0, r.y, part.1, r.height)
            cairo_clip(cr)
            let a = normal(row), b = current(row)
            // Dots at rest share one colour: one path and one fill for all of
            // them (a fill each was a visible share of a frame); the one or
            // two dots blending toward current are filled on their own.
            cairo_set_source_rgba(cr, a.red, a.green, a.blue, a.alpha)
            dots.forEachDot(pagePosition: pos, width: r.width, wraps: wraps) { _, x, radius, e in
                guard e == 0 else { return }
                cairo_new_sub_path(cr)
                cairo_arc(cr, r.x + x, r.y + r.height / 2, radius, 0, 2 * Double.pi)
            }
            cairo_fill(cr)
            dots.forEachDot(pagePosition: pos, width: r.width, wraps: wraps) { _, x, radius, e in
                guard e > 0 else { return }
                cairo_set_source_rgba(cr, a.red + (b.red - a.red) * e, a.green + (b.green - a.green) * e,
                                      a.blue + (b.blue - a.blue) * e, a.alpha + (b.alpha - a.alpha) * e)
                cairo_new_sub_path(cr)
                cairo_arc(cr, r.x + x, r.y + r.height / 2, radius, 0, 2 * Double.pi)
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// The scrubber nub: the theme's background and frame for the node, and
    /// three grip lines across the axis.
    static func nub(_ cr: OpaquePointer, rect n: Rect, context: OpaquePointer, pressed: Bool, alpha: Double, horizontal: Bool) {
        let ctx = UnsafeMutablePointer<GtkStyleContext>(context)
        cairo_save(cr)
        cairo_push_group(cr)
        gtk_style_context_save(ctx)
        gtk_style_context_set_state(ctx, pressed ? GTK_STATE_FLAG_ACTIVE : GTK_STATE_FLAG_NORMAL)
        gtk_render_background(ctx, cr, n.x, n.y, n.width, n.height)
        gtk_render_frame(ctx, cr, n.x, n.y, n.width, n.height)
        gtk_style_context_restore(ctx)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.8)
        cairo_set_line_width(cr, 1.5)
        for k in -1...1 {
            let off = Double(k) * 5
            if horizontal {
                cairo_move_to(cr, n.x + n.width / 2 + off, n.y + 9)
                cairo_line_to(cr, n.x + n.width / 2 + off, n.y + n.height - 9)
            } else {
                cairo_move_to(cr, n.x + 9, n.y + n.height / 2 + off)
                cairo_line_to(cr, n.x + n.width - 9, n.y + n.height / 2 + off)
            }
        }
        cairo_stroke(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}

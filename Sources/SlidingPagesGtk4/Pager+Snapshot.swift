import CSlidingPagesGtk4
import SlidingPagesCore

// Drawing with render nodes: the pages clipped to their area, then the
// strip's titles and the dots on top, each a node from the chrome scene
// the engine fills. Colours come from the theme (the pager's own colour,
// and the header bar's background where the theme names one).

extension Pager {
    func snapshot(_ s: OpaquePointer) {
        guard let w = widget else { return }
        let t = now()
        engine.chromeScene(into: &scene, now: t)
        let area = scene.layout.pageArea
        var clip = rect(area)
        gtk_snapshot_push_clip(s, &clip)
        for slot in engine.shownSlots.lower..<engine.shownSlots.upper {
            if let page = slots.loaded[slot] { gtk_widget_snapshot_child(w, page, s) }
        }
        // Above them, deleted pages shrinking out.
        for page in slots.leaving.values { gtk_widget_snapshot_child(w, page, s) }
        gtk_snapshot_pop(s)
        let ink = themeColour(w)
        if scene.strip.height > 0 { drawStrip(s, widget: w, ink: ink) }
        if let d = scene.dots { drawDots(s, d, ink: ink) }
        if let n = scene.nub { drawNub(s, n, widget: w, ink: ink) }
        for b in [scene.previousButton, scene.nextButton] {
            if let b { drawButton(s, b) }
        }
        fetchMissedTitles()
    }

    /// The strip's band and its titles, the current one in full ink and
    /// the others fading with their distance from the centre.
    func drawStrip(_ s: OpaquePointer, widget w: Widget, ink: GdkRGBA) {
        let band = scene.strip
        var r = rect(band)
        var bg = stripBackground(w)
        gtk_snapshot_append_color(s, &bg, &r)
        // The diamonds: white titles over a dark tiled pattern.
        var ink = ink
        if face.diamonds {
            drawDiamonds(s, band)
            ink = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        }
        var line = rect(Rect(x: band.x, y: band.y + band.height - 1, width: band.width, height: 1))
        var rule = GdkRGBA(red: ink.red, green: ink.green, blue: ink.blue, alpha: 0.15)
        gtk_snapshot_append_color(s, &rule, &line)
        let strip = scene.headerStrip
        titles.keep(scene.titleSpan.isEmpty ? [] : scene.titles.map(\.item))
        for title in scene.titles {
            guard let layout = titles.layout(item: title.item, widget: w, width: strip.titleTextWidth) else { continue }
            var tw: gint = 0, th: gint = 0
            pango_layout_get_pixel_size(layout, &tw, &th)
            let origin = strip.titleTextOrigin(centerX: title.centerX, textHeight: Double(th), top: band.y)
            var colour = ink
            colour.alpha = ink.alpha * Float(0.45 + 0.55 * title.emphasis)
            gtk_snapshot_save(s)
            var p = graphene_point_t(x: Float(origin.x), y: Float(origin.y))
            gtk_snapshot_translate(s, &p)
            if face.titleShadow {
                var shade = GdkRGBA(red: 0, green: 0, blue: 0, alpha: colour.alpha * 0.6)
                var off = graphene_point_t(x: 1, y: 1)
                gtk_snapshot_save(s)
                gtk_snapshot_translate(s, &off)
                gtk_snapshot_append_layout(s, layout, &shade)
                gtk_snapshot_restore(s)
            }
            gtk_snapshot_append_layout(s, layout, &colour)
            gtk_snapshot_restore(s)
        }
    }
}

/// A core rectangle as graphene's.
func rect(_ r: Rect) -> graphene_rect_t {
    graphene_rect_t(origin: graphene_point_t(x: Float(r.x), y: Float(r.y)), size: graphene_size_t(width: Float(r.width), height: Float(r.height)))
}

/// The pager's text colour from the theme.
func themeColour(_ w: Widget) -> GdkRGBA {
    var c = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(w), &c)
    return c
}

/// The strip's background: the header bar's colour where the theme names
/// one (libadwaita), else the window's.
func stripBackground(_ w: Widget) -> GdkRGBA {
    let ctx = gtk_widget_get_style_context(w)
    var c = GdkRGBA()
    for name in ["headerbar_bg_color", "theme_bg_color", "window_bg_color"] where gtk_style_context_lookup_color(ctx, name, &c) != 0 {
        return c
    }
    let ink = themeColour(w)
    return GdkRGBA(red: 1 - ink.red, green: 1 - ink.green, blue: 1 - ink.blue, alpha: 1)
}

/// UIScrollSlidingPages' strip: dark diamonds on a darker ground, one
/// tile repeated across the band.
func drawDiamonds(_ s: OpaquePointer, _ band: Rect) {
    var r = rect(band)
    var ground = GdkRGBA(red: 0.13, green: 0.14, blue: 0.16, alpha: 1)
    gtk_snapshot_append_color(s, &ground, &r)
    let side = 12.0
    var tile = rect(Rect(x: band.x, y: band.y, width: side, height: side))
    gtk_snapshot_push_repeat(s, &r, &tile)
    gtk_snapshot_save(s)
    var centre = graphene_point_t(x: Float(band.x + side / 2), y: Float(band.y + side / 2))
    gtk_snapshot_translate(s, &centre)
    gtk_snapshot_rotate(s, 45)
    var diamond = rect(Rect(x: -side / 3, y: -side / 3, width: 2 * side / 3, height: 2 * side / 3))
    var light = GdkRGBA(red: 0.22, green: 0.23, blue: 0.26, alpha: 1)
    gtk_snapshot_append_color(s, &light, &diamond)
    gtk_snapshot_restore(s)
    gtk_snapshot_pop(s)
}

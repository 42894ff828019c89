import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Drawing with render nodes: the pages clipped to their area, then the
// strip's titles and the dots on top, each a node from the chrome scene
// the engine fills. Colours, boxes and fonts come from the chrome's CSS
// nodes (`ChromeStyle`).

extension Pager {
    func snapshot(_ s: OpaquePointer) {
        guard let w = widget else { return }
        let t = now()
        inPlace { $0.chromeScene(into: &scene, now: t) }
        let area = scene.layout.pageArea
        var clip = rect(area)
        gtk_snapshot_push_clip(s, &clip)
        let shown = inPlace { $0.shownSlots }
        // From the lowest elevation up (the depth effect puts the next page
        // behind the current one); nearly always all at 0, in slot order.
        func draw(_ slot: Int) { if let page = slots.loaded[slot] { gtk_widget_snapshot_child(w, page, s) } }
        if elevations.isEmpty {
            for slot in shown.lower..<shown.upper { draw(slot) }
        } else {
            for slot in (shown.lower..<shown.upper).sorted(by: { (elevations[$0] ?? 0, $0) < (elevations[$1] ?? 0, $1) }) { draw(slot) }
        }
        // Above them, deleted pages shrinking out.
        for page in slots.leaving.values { gtk_widget_snapshot_child(w, page, s) }
        gtk_snapshot_pop(s)
        guard let style else { return }
        if scene.strip.height > 0 { drawStrip(s, style, rightToLeft: gtk_widget_get_direction(w) == GTK_TEXT_DIR_RTL) }
        if let d = scene.dots { drawDots(s, d, style) }
        if let n = scene.nub { drawNub(s, n, style) }
        for b in [scene.previousButton, scene.nextButton] {
            if let b { drawButton(s, b) }
        }
        if gtk_widget_has_visible_focus(w) != 0 { drawFocusRing(s, w, scene.focusRect) }
        fetchMissedTitles()
    }

    /// The strip's band (the `strip` node's box) and its titles, each
    /// eased from the `title` node's colour to the selected one's as it
    /// nears the centre.
    func drawStrip(_ s: OpaquePointer, _ style: ChromeStyle, rightToLeft: Bool) {
        let band = scene.strip
        // A tiled pattern under light titles, which the patterned strip's box
        // (transparent by default) may paint over; the host's colour instead of
        // both.
        if var c = face.stripBackground {
            var r = rect(band)
            gtk_snapshot_append_color(s, &c, &r)
        } else {
            if let tile = face.pattern { drawTiles(s, band, tile) } else if face.diamonds { drawDiamonds(s, band) }
            style.drawBox(s, .strip, band)
        }
        if restyled {
            restyled = false
            titles.removeLayouts()
        }
        let normal = style.colour(.title), selected = style.colour(.selectedTitle)
        let strip = scene.headerStrip
        // Read once: each read of the face's options through the class is checked.
        let (textColour, images, shadow) = (face.textColour, face.imageTitles != nil, face.titleShadow)
        titles.keep(scene.titleSpan.isEmpty ? [] : scene.titles.map(\.item))
        for title in scene.titles {
            if images, let image = titles.image(title.item), drawImageTitle(s, image, title, strip, top: band.y) { continue }
            guard let layout = titles.layout(item: title.item, style: style, rightToLeft: rightToLeft, width: strip.titleTextWidth) else { continue }
            var tw: gint = 0, th: gint = 0
            pango_layout_get_pixel_size(layout, &tw, &th)
            let origin = strip.titleTextOrigin(centerX: title.centerX, textHeight: Double(th), top: band.y)
            var colour = mix(normal, selected, title.emphasis)
            if let c = textColour {
                colour = c
                colour.alpha *= Float(HeaderStrip.customColourAlpha(emphasis: title.emphasis))
            }
            gtk_snapshot_save(s)
            var p = graphene_point_t(x: Float(origin.x), y: Float(origin.y))
            gtk_snapshot_translate(s, &p)
            if shadow {
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

extension Pager {
    /// An image title at its size, scaled down to fit the strip and faded as text
    /// titles are; false for one of no size (its text is drawn).
    func drawImageTitle(_ s: OpaquePointer, _ image: OpaquePointer, _ t: TitlePlacement, _ strip: HeaderStrip, top: Double) -> Bool {
        let w = Double(gdk_paintable_get_intrinsic_width(image)), h = Double(gdk_paintable_get_intrinsic_height(image))
        // A paintable's size is in the widget's pixels already.
        let at = strip.imageTitlePlacement(centerX: t.centerX, top: top, width: w, height: h, deviceScale: 1)
        guard at.scale > 0 else { return false }
        // Held while drawn: a host's paintable may change the titles as it draws.
        g_object_ref(UnsafeMutableRawPointer(image))
        defer { g_object_unref(UnsafeMutableRawPointer(image)) }
        gtk_snapshot_save(s)
        var p = graphene_point_t(x: Float(at.x), y: Float(at.y))
        gtk_snapshot_translate(s, &p)
        withOpacity(s, HeaderStrip.imageAlpha(emphasis: t.emphasis)) { gdk_paintable_snapshot(image, s, w * at.scale, h * at.scale) }
        gtk_snapshot_restore(s)
        return true
    }
}

/// `texture` at its size, repeated across `band` from its corner.
func drawTiles(_ s: OpaquePointer, _ band: Rect, _ texture: OpaquePointer) {
    var r = rect(band)
    var tile = rect(Rect(x: band.x, y: band.y, width: Double(gdk_texture_get_width(texture)), height: Double(gdk_texture_get_height(texture))))
    gtk_snapshot_push_repeat(s, &r, &tile)
    gtk_snapshot_append_texture(s, texture, &tile)
    gtk_snapshot_pop(s)
}

/// A core rectangle as graphene's.
func rect(_ r: Rect) -> graphene_rect_t {
    graphene_rect_t(origin: graphene_point_t(x: Float(r.x), y: Float(r.y)), size: graphene_size_t(width: Float(r.width), height: Float(r.height)))
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
/// Keyboard focus on the pager or the dots: a ring round `r` in the
/// theme's accent colour at half strength, as Adwaita outlines a focused
/// widget (GTK 4's themes give an unknown widget none).
@MainActor
func drawFocusRing(_ s: OpaquePointer, _ w: Widget, _ r: Rect) {
    let context = gtk_widget_get_style_context(w)
    var colour = GdkRGBA()
    // libadwaita's accent, GTK's own theme's selection, or the text colour.
    let names: [String] = ["accent_color", "theme_selected_bg_color"]
    if !names.contains(where: { gtk_style_context_lookup_color(context, $0, &colour) != 0 }) {
        gtk_style_context_get_color(context, &colour)
    }
    colour.alpha *= 0.5
    var box = rect(r), outline = GskRoundedRect()
    gsk_rounded_rect_init_from_rect(&outline, &box, 6)
    let widths: [Float] = [2, 2, 2, 2]
    let colours = [colour, colour, colour, colour]
    gtk_snapshot_append_border(s, &outline, widths, colours)
}


import CSlidingPagesGtk

/// A title laid out for the strip or the bubble, one line centred in `width`. Short
/// printable ASCII is shaped straight to glyphs, skipping a layout's itemizing and bidi;
/// the rest takes an ellipsizing PangoLayout, which gives the same pixels (`TitleTextTests`).
final class TitleText {
    /// Pixel extents as `pango_layout_get_pixel_extents` gives them: the
    /// origin is the layout's top-left, so centring is included in x.
    let ink: PangoRectangle
    let logical: PangoRectangle
    private let layout: OpaquePointer?  // PangoLayout, owned
    private let font: UnsafeMutablePointer<PangoFont>?  // owned
    private let glyphs: UnsafeMutablePointer<PangoGlyphString>?
    /// Where the glyph string's origin sits, in Pango units from the top-left.
    private let origin: (x: Int32, y: Int32)
    /// The sprite last painted and its key, referenced here so a repaint in the same
    /// colour skips the sprites' cache lookup. Set through ``keep(sprite:for:)``.
    private(set) var sprite: (key: ChromeSprites.TitleKey, sprite: ChromeSprites.Sprite)?

    /// Holds `sprite` (the cache may free its own reference) as the one
    /// painted for `key`, letting go of the one held before.
    func keep(sprite: ChromeSprites.Sprite, for key: ChromeSprites.TitleKey) {
        cairo_surface_reference(sprite.surface)
        if let old = self.sprite { cairo_surface_destroy(old.sprite.surface) }
        self.sprite = (key, sprite)
    }

    /// Shaped directly when it can be, else laid out.
    static func make(_ text: String, widget: Widget, font: OpaquePointer?, width: Double) -> TitleText {
        TitleText(direct: text, widget: widget, font: font, width: width) ?? TitleText(laidOut: text, widget: widget, font: font, width: width)
    }

    /// Always through a PangoLayout.
    init(laidOut text: String, widget: Widget, font: OpaquePointer?, width: Double) {
        let layout = gtk_widget_create_pango_layout(widget, nil)!
        if let font { pango_layout_set_font_description(layout, font) }
        // withCString: a short title is handed over from the stack, not
        // copied to an array first.
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        pango_layout_set_width(layout, gint(width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        self.ink = ink
        self.logical = logical
        self.layout = layout
        self.font = nil
        self.glyphs = nil
        self.origin = (0, 0)
    }

    /// Shaped into a glyph string, or nil where only a layout is right.
    init?(direct text: String, widget: Widget, font description: OpaquePointer?, width: Double) {
        // Read from one buffer: the UTF-8 view's iterator does index arithmetic per byte.
        var letters = false, printable = true
        var bytes = text
        bytes.withUTF8 { utf8 in
            for b in utf8 {
                guard b >= 0x20 && b < 0x7F else {
                    printable = false
                    return
                }
                if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A { letters = true }
            }
        }
        guard printable else { return nil }
        guard !text.isEmpty, let context = gtk_widget_get_pango_context(widget) else { return nil }
        // A turned or vertical context, or a paragraph that a layout would
        // set right to left (only neutrals and digits under an RTL base).
        guard pango_context_get_matrix(context) == nil, pango_context_get_gravity(context) == PANGO_GRAVITY_SOUTH else { return nil }
        guard letters || pango_context_get_base_dir(context) == PANGO_DIRECTION_LTR else { return nil }
        // The layout itemizes Latin letters under the context's language
        // only if that language writes Latin; otherwise it picks another.
        let language = pango_context_get_language(context)
        guard !letters || pango_language_includes_script(language, PANGO_SCRIPT_LATIN) != 0 else { return nil }

        // The font the layout would take: the context's description with
        // the title's over it.
        let desc = pango_font_description_copy(pango_context_get_font_description(context))!
        if let description { pango_font_description_merge(desc, description, 1) }
        let font = pango_context_load_font(context, desc)
        pango_font_description_free(desc)
        guard let font else { return nil }

        var analysis = PangoAnalysis()
        analysis.font = font
        analysis.level = 0
        analysis.gravity = guint8(PANGO_GRAVITY_SOUTH.rawValue)
        analysis.script = guint8(letters ? PANGO_SCRIPT_LATIN.rawValue : PANGO_SCRIPT_COMMON.rawValue)
        analysis.language = language
        let glyphs = pango_glyph_string_new()!
        let flags = pango_context_get_round_glyph_positions(context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
        let length = gint(text.utf8.count)
        text.withCString { p in pango_shape_with_flags(p, length, p, length, &analysis, glyphs, flags) }

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_glyph_string_extents(glyphs, font, &ink, &logical)
        let limit = gint(width * Double(PANGO_SCALE))
        let missing = (0..<Int(glyphs.pointee.num_glyphs)).contains { glyphs.pointee.glyphs[$0].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 }
        guard !missing, logical.width <= limit else {
            pango_glyph_string_free(glyphs)
            g_object_unref(UnsafeMutableRawPointer(font))
            return nil
        }

        // Centred as Pango centres a line (whole units kept whole when both widths are),
        // the baseline at the line's ascent below the top.
        var x = (limit - logical.width) / 2
        if (limit | logical.width) & (PANGO_SCALE - 1) == 0 { x = (x + PANGO_SCALE / 2) & ~(PANGO_SCALE - 1) }
        let baseline = -logical.y
        var inkBox = PangoRectangle(x: x + ink.x, y: baseline + ink.y, width: ink.width, height: ink.height)
        var logicalBox = PangoRectangle(x: x + logical.x, y: 0, width: logical.width, height: logical.height)
        pango_extents_to_pixels(&inkBox, nil)
        pango_extents_to_pixels(&logicalBox, nil)
        self.ink = inkBox
        self.logical = logicalBox
        self.layout = nil
        self.font = font
        self.glyphs = glyphs
        self.origin = (x, baseline)
    }

    deinit {
        if let sprite { cairo_surface_destroy(sprite.sprite.surface) }
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let font { g_object_unref(UnsafeMutableRawPointer(font)) }
        if let glyphs { pango_glyph_string_free(glyphs) }
    }

    /// Whether the title was shaped directly (for tests).
    var isDirect: Bool { glyphs != nil }

    /// Draws the title with its top-left at the current point.
    func show(_ cr: OpaquePointer) {
        if let layout {
            pango_cairo_show_layout(cr, layout)
        } else if let font, let glyphs {
            cairo_rel_move_to(cr, Double(origin.x) / Double(PANGO_SCALE), Double(origin.y) / Double(PANGO_SCALE))
            pango_cairo_show_glyph_string(cr, font, glyphs)
        }
    }
}

import CSlidingPagesGtk4

/// The strip's titles: the host's text (asked for between frames, never
/// while drawing), each shaped once into a Pango layout kept while in the strip.
struct TitleLayouts {
    private var kept: [Int: OpaquePointer] = [:]
    /// The host's text by item; "" for an item it gave no title.
    private var texts: [Int: String] = [:]
    /// Image titles by item (GdkPaintables, held), drawn instead of text.
    private var images: [Int: OpaquePointer] = [:]
    /// The `title` node's font, made when a title is first shaped after a
    /// change of style or direction.
    private var font: OpaquePointer?
    /// A title was drawn before its text was asked for.
    var missed = false
    /// Counts ``removeAll()``: a title asked for across one is stale.
    private(set) var generation = 0

    /// Whether `item`'s text was asked for.
    func hasText(_ item: Int) -> Bool { texts[item] != nil }

    /// `item`'s text as the host gave it (nil: none, or not asked yet).
    func text(_ item: Int) -> String? { texts[item].flatMap { $0.isEmpty ? nil : $0 } }

    mutating func setText(_ item: Int, _ text: String?) { texts[item] = text ?? "" }

    func image(_ item: Int) -> OpaquePointer? { images[item] }

    mutating func setImage(_ item: Int, _ image: OpaquePointer?) {
        if let old = images[item] { g_object_unref(UnsafeMutableRawPointer(old)) }
        images[item] = image
    }

    /// The title of `item`, ellipsized to `width`, shaped on first use in
    /// the font of `style`'s title node.
    mutating func layout(item: Int, style: ChromeStyle?, rightToLeft: Bool, width: Double) -> OpaquePointer? {
        if let l = kept[item] { return l }
        guard hasText(item) else {
            missed = true
            return nil
        }
        if font == nil, let f = style?.fontContext(.title) {
            pango_context_set_base_dir(f, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
            font = f
        }
        guard let title = text(item), let font, let l = pango_layout_new(font) else { return nil }
        pango_layout_set_text(l, title, -1)
        pango_layout_set_width(l, gint(max(1, width) * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END)
        pango_layout_set_alignment(l, PANGO_ALIGN_CENTER)
        kept[item] = l
        return l
    }

    /// Lets go of the titles not in `items` once more than a strip's worth are kept.
    mutating func keep(_ items: [Int]) {
        if texts.count > items.count + 32 {
            for item in Array(texts.keys) where !items.contains(item) {
                texts[item] = nil
                setImage(item, nil)
            }
        }
        guard kept.count > items.count + 8 else { return }
        for (item, l) in kept where !items.contains(item) {
            g_object_unref(UnsafeMutableRawPointer(l))
            kept[item] = nil
        }
    }

    /// Lets go of every shaped title and the font (the style or the
    /// direction changed).
    mutating func removeLayouts() {
        for l in kept.values { g_object_unref(UnsafeMutableRawPointer(l)) }
        kept.removeAll()
        if let font { g_object_unref(UnsafeMutableRawPointer(font)) }
        font = nil
    }

    /// Lets go of every title, text too (the items changed).
    mutating func removeAll() {
        generation &+= 1
        removeLayouts()
        texts.removeAll()
        for image in images.values { g_object_unref(UnsafeMutableRawPointer(image)) }
        images.removeAll()
    }
}

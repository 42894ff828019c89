import CSlidingPagesGtk4

/// The strip's titles shaped once each (a Pango layout by item), kept while
/// they are in the strip and let go once they leave it.
struct TitleLayouts {
    private var kept: [Int: OpaquePointer] = [:]

    /// The title of `item`, ellipsized to `width`, shaped on first use.
    mutating func layout(item: Int, widget: Widget, width: Double, text: ((Int) -> String?)?) -> OpaquePointer? {
        if let l = kept[item] { return l }
        guard let title = text?(item) else { return nil }
        guard let l = gtk_widget_create_pango_layout(widget, title) else { return nil }
        pango_layout_set_width(l, gint(max(1, width) * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END)
        pango_layout_set_alignment(l, PANGO_ALIGN_CENTER)
        kept[item] = l
        return l
    }

    /// Lets go of the titles not in `items` once more than a strip's worth are kept.
    mutating func keep(_ items: [Int]) {
        guard kept.count > items.count + 8 else { return }
        for (item, l) in kept where !items.contains(item) {
            g_object_unref(UnsafeMutableRawPointer(l))
            kept[item] = nil
        }
    }

    /// Lets go of every title (the style, the direction or the source changed).
    mutating func removeAll() {
        for l in kept.values { g_object_unref(UnsafeMutableRawPointer(l)) }
        kept.removeAll()
    }
}

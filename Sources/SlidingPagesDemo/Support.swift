import CSlidingPagesExtras
import CSlidingPagesGtk
import Glibc
import SlidingPages

/// A GTK widget pointer, as the pager's API spells it.
typealias Widget = Pager.Widget

/// stderr without Foundation.
enum FileHandleShim {
    static func standardError(_ s: String) {
        // fd 2 directly: the C `stderr` variable is not concurrency-safe to name.
        _ = s.withCString { write(2, $0, strlen($0)) }
    }
}

/// One trace line, flushed at once so a test reading the pipe sees it.
func emit(_ line: String) {
    print(line)
    fflush(nil)  // all streams: naming stdout is not concurrency-safe
}

/// Small GTK conveniences for building the sample's widgets.
@MainActor
enum UI {
    static func label(_ text: String, classes: [String] = [], xalign: Float = 0.5) -> Widget {
        let l = gtk_label_new(text)!
        gtk_label_set_xalign(sp_label(l), xalign)
        gtk_label_set_line_wrap(sp_label(l), 1)
        style(l, classes)
        return l
    }

    /// A flat header-bar button showing a symbolic icon, named for screen
    /// readers and with the same words as its tooltip.
    static func iconButton(_ icon: String, name: String) -> Widget {
        let b = gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON)!
        self.name(b, name)
        return b
    }

    /// The words a screen reader says for `w`, and its tooltip.
    static func name(_ w: Widget, _ text: String) {
        gtk_widget_set_tooltip_text(w, text)
        if let a = gtk_widget_get_accessible(w) { atk_object_set_name(a, text) }
    }

    static func style(_ w: Widget, _ classes: [String]) {
        let c = gtk_widget_get_style_context(w)
        for k in classes { gtk_style_context_add_class(c, k) }
    }

    static func setClass(_ w: Widget, prefix: String, _ value: String) {
        let c = gtk_widget_get_style_context(w)!
        let list = gtk_style_context_list_classes(c)
        var node = list
        var drop: [String] = []
        while let n = node {
            let name = String(cString: n.pointee.data.assumingMemoryBound(to: CChar.self))
            if name.hasPrefix(prefix) { drop.append(name) }
            node = n.pointee.next
        }
        g_list_free(list)
        for d in drop { gtk_style_context_remove_class(c, d) }
        gtk_style_context_add_class(c, value)
    }

    static func box(_ vertical: Bool, spacing: Int32 = 6, _ children: [Widget] = []) -> Widget {
        let b = gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)!
        for c in children { gtk_box_pack_start(sp_box(b), c, 0, 0, 0) }
        return b
    }

    /// `children` in rows of `columns`, centred: narrow enough for a
    /// phone's 360 px (a grid, not a flow box, so Tab walks the children).
    static func grid(columns: Int, spacing: UInt32 = 6, homogeneous: Bool = true, _ children: [Widget]) -> Widget {
        let g = gtk_grid_new()!
        gtk_grid_set_column_spacing(sp_grid(g), spacing)
        gtk_grid_set_row_spacing(sp_grid(g), spacing)
        gtk_grid_set_column_homogeneous(sp_grid(g), homogeneous ? 1 : 0)
        gtk_widget_set_halign(g, GTK_ALIGN_CENTER)
        for (k, c) in children.enumerated() { gtk_grid_attach(sp_grid(g), c, gint(k % columns), gint(k / columns), 1, 1) }
        return g
    }

    static func button(_ title: String, _ action: @escaping @MainActor () -> Void) -> Widget {
        let b = gtk_button_new_with_label(title)!
        PagerGLib.connect(b, "clicked") { _ in action() }
        return b
    }

    /// A page of stacked labels: `reusing` when given (a page made here
    /// before), else a new vertical box styled `style` with one label per
    /// entry of `lines` (its style classes, x alignment and whether it
    /// expands). Returns the page and its labels, top to bottom.
    static func textPage(reusing view: Widget?, style: [String], lines: [(classes: [String], xalign: Float, expand: Bool)]) -> (page: Widget, labels: [Widget]) {
        if let view { return (view, children(view)) }
        let page = box(true, spacing: 6)
        self.style(page, style)
        for line in lines {
            let expand: gboolean = line.expand ? 1 : 0
            gtk_box_pack_start(sp_box(page), label("", classes: line.classes, xalign: line.xalign), expand, expand, 0)
        }
        gtk_widget_show_all(page)
        return (page, children(page))
    }

    /// The first child of a container.
    static func firstChild(_ w: Widget) -> Widget? {
        let list = gtk_container_get_children(sp_container(w))
        defer { g_list_free(list) }
        return list?.pointee.data?.assumingMemoryBound(to: GtkWidget.self)
    }

    static func children(_ w: Widget) -> [Widget] {
        let list = gtk_container_get_children(sp_container(w))
        defer { g_list_free(list) }
        var out: [Widget] = []
        var node = list
        while let n = node {
            out.append(n.pointee.data.assumingMemoryBound(to: GtkWidget.self))
            node = n.pointee.next
        }
        return out
    }

    static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> GdkRGBA {
        GdkRGBA(red: r, green: g, blue: b, alpha: a)
    }

    /// An integer kept on a widget (which item a recycled page shows).
    static func tag(_ w: Widget, _ key: String) -> Int {
        Int(bitPattern: g_object_get_data(sp_object(w), key))
    }

    static func setTag(_ w: Widget, _ key: String, _ value: Int) {
        g_object_set_data(sp_object(w), key, UnsafeMutableRawPointer(bitPattern: value))
    }
}

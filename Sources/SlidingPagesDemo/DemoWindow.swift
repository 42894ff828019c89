import CGtk
import Glibc
import SlidingPages
import SlidingPagesCore

/// The sample window: a toolbar and a pager of recycled pages, each with a
/// title, a counter of how often it was configured, and a button.
@MainActor
final class DemoWindow {
    let window: Widget
    let pager = Pager()
    let status: Widget
    let trace: Bool
    var configured = 0
    var created = 0

    init(options: DemoOptions) {
        trace = options.trace
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_title(sp_window(window), "SlidingPages")
        gtk_window_set_default_size(sp_window(window), 800, 600)
        status = gtk_label_new("")

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_container_set_border_width(sp_container(bar), 6)
        for (title, action) in [("First", 0), ("Previous", 1), ("Next", 2), ("Last", 3)] {
            let b = gtk_button_new_with_label(title)!
            connectSignal(b, "clicked") { [unowned self] _ in self.toolbar(action) }
            gtk_box_pack_start(sp_box(bar), b, 0, 0, 0)
        }
        gtk_box_pack_end(sp_box(bar), status, 0, 0, 0)
        gtk_box_pack_start(sp_box(box), bar, 0, 0, 0)
        gtk_box_pack_start(sp_box(box), pager.widget, 1, 1, 0)
        gtk_container_add(sp_container(window), box)
        connectSignal(window, "destroy") { _ in gtk_main_quit() }

        installCSS()
        let count = max(0, options.pages)
        pager.initialPageIndex = options.startPage
        pager.setItems(count: count, view: { [unowned self] index, reusing in self.page(index, reusing: reusing) },
                       title: { index in .text("Page \(index + 1)") })
        connectIntSignal(pager.widget, "settled", { [unowned self] page in
            if self.trace { emit("settled page=\(page)") }
            self.updateStatus()
        })
        connectIntSignal(pager.widget, "current-item-changed", { [unowned self] _ in self.updateStatus() })
        connectIntSignal(pager.widget, "item-selected", { [unowned self] index in
            if self.trace { emit("selected index=\(index)") }
        })
        if let q = options.quitAfter {
            timeout(seconds: q) {
                gtk_main_quit()
                return false
            }
        }
        updateStatus()
    }

    func show() {
        gtk_widget_show_all(window)
        gtk_widget_grab_focus(pager.widget)
    }

    func toolbar(_ action: Int) {
        switch action {
        case 0: pager.scroll(toPage: 0)
        case 1: pager.scroll(byItems: -pager.itemsPerPage)
        case 2: pager.scroll(byItems: pager.itemsPerPage)
        default: pager.scroll(toPage: max(0, pager.numberOfPages - 1))
        }
    }

    func updateStatus() {
        let page = pager.currentPage.map { "\($0 + 1)" } ?? "–"
        gtk_label_set_text(sp_label(status), "page \(page) of \(pager.numberOfPages) · \(pager.liveChildCount) page widgets")
    }

    /// A page: reuses the view it is given, or builds one.
    func page(_ index: Int, reusing: Widget?) -> Widget {
        configured += 1
        let page: Widget
        if let reusing {
            page = reusing
        } else {
            created += 1
            page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
            gtk_widget_set_valign(page, GTK_ALIGN_FILL)
            let title = gtk_label_new(nil)!
            gtk_widget_set_vexpand(title, 1)
            gtk_widget_set_valign(title, GTK_ALIGN_END)
            let button = gtk_button_new_with_label("Press me")!
            gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(button, GTK_ALIGN_START)
            gtk_widget_set_vexpand(button, 1)
            connectSignal(button, "clicked") { [unowned self] b in
                let i = self.pager.index(ofViewOrSubview: b) ?? -1
                if self.trace { emit("button index=\(i)") }
            }
            gtk_box_pack_start(sp_box(page), title, 1, 1, 0)
            gtk_box_pack_start(sp_box(page), button, 1, 1, 0)
            gtk_widget_show_all(page)
        }
        let children = gtk_container_get_children(sp_container(page))
        if let first = children?.pointee.data {
            let label = first.assumingMemoryBound(to: GtkWidget.self)
            gtk_label_set_markup(sp_label(label), "<span size='48000' weight='bold'>Page \(index + 1)</span>")
        }
        g_list_free(children)
        let style = gtk_widget_get_style_context(page)
        for k in 0..<6 { gtk_style_context_remove_class(style, "tone\(k)") }
        gtk_style_context_add_class(style, "tone\(index % 6)")
        return page
    }

    func installCSS() {
        let css = gtk_css_provider_new()
        let tones = ["#e8f1fb", "#fdf0e6", "#eaf7ec", "#f7eaf6", "#fbf8e3", "#ecebfa"]
        var text = ""
        for (k, c) in tones.enumerated() { text += ".tone\(k) { background-color: \(c); }\n" }
        gtk_css_provider_load_from_data(css, text, -1, nil)
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(css)
    }
}

/// One trace line, flushed at once so a test reading the pipe sees it.
func emit(_ line: String) {
    print(line)
    fflush(nil)  // all streams: stdout itself is not concurrency-safe to name
}

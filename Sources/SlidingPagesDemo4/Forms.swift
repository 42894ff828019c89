import CSlidingPagesGtk4
import SlidingPagesCore
import SlidingPagesGtk4

/// Seven titled pages of two kinds, as the GTK 3 sample's first scenario:
/// a list and a form whose Save moves on to the next page. Each kind
/// reuses pages of its own kind; the keyboard journey (keyboard.py) Tabs
/// through a form and saves it.
@MainActor
final class Forms {
    static let titles = ["Home", "Inbox", "Photos", "Settings", "Friends", "Music", "About"]
    let pager = Pager()
    var widget: Widget? { pager.widget }
    let say: (String) -> Void

    init(say: @escaping (String) -> Void) {
        self.say = say
        pager.setItems(count: Forms.titles.count, view: { [unowned self] item, reusing in
            let page = reusing ?? (item % 2 == 0 ? listPage() : formPage())
            configure(page, item: item)
            return page
        }, title: { Forms.titles[$0] }, reuseKind: { $0 % 2 })
        pager.onEvent = { say("forms: \($0)") }
    }

    /// A page's heading (its first child) names the item; the item is kept
    /// on the page for Save.
    private func configure(_ page: Widget, item: Int) {
        if let heading = gtk_widget_get_first_child(page) { gtk_label_set_text(sp4_label(heading), Forms.titles[item]) }
        g_object_set_data(sp4_object(page), "forms-item", UnsafeMutableRawPointer(bitPattern: item + 1))
    }

    private func heading(_ page: Widget) {
        let h = gtk_label_new(nil)!
        gtk_widget_add_css_class(h, "title-1")
        gtk_label_set_xalign(sp4_label(h), 0)
        gtk_box_append(sp4_box(page), h)
    }

    private func column() -> Widget {
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top] { set(page, 32) }
        heading(page)
        return page
    }

    private func listPage() -> Widget {
        let page = column()
        for k in 1...5 {
            let row = gtk_label_new("Message \(k)")!
            gtk_label_set_xalign(sp4_label(row), 0)
            gtk_box_append(sp4_box(page), row)
        }
        return page
    }

    /// Name and Email, a newsletter box, Cancel and Save.
    private func formPage() -> Widget {
        let page = column()
        let widget = gtk_grid_new()!
        let grid = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkGrid.self)
        gtk_grid_set_row_spacing(grid, 10)
        gtk_grid_set_column_spacing(grid, 12)
        var entries: [Widget] = []
        for (row, name) in ["Name", "Email"].enumerated() {
            let label = gtk_label_new(name)!
            gtk_label_set_xalign(sp4_label(label), 1)
            gtk_grid_attach(grid, label, 0, gint(row), 1, 1)
            let entry = gtk_entry_new()!
            gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), name == "Name" ? "Ada Lovelace" : "ada@example.org")
            gtk_widget_set_hexpand(entry, 1)
            // The label names the entry for screen readers.
            gtk_label_set_mnemonic_widget(sp4_label(label), entry)
            gtk_grid_attach(grid, entry, 1, gint(row), 1, 1)
            entries.append(entry)
        }
        let check = gtk_check_button_new_with_label("Send me the newsletter")!
        gtk_grid_attach(grid, check, 1, 2, 1, 1)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        gtk_box_append(sp4_box(buttons), gtk_button_new_with_label("Cancel"))
        let save = gtk_button_new_with_label("Save")!
        gtk_widget_add_css_class(save, "suggested-action")
        gtk_box_append(sp4_box(buttons), save)
        gtk_grid_attach(grid, buttons, 1, 3, 1, 1)
        gtk_box_append(sp4_box(page), widget)
        let form = SavedForm(page: page, entries: entries, check: check, forms: self)
        sp4_connect(save, "clicked", { _, data in
            let form = Unmanaged<SavedForm>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { form.save() }
        }, Unmanaged.passRetained(form).toOpaque(), { data, _ in Unmanaged<SavedForm>.fromOpaque(data!).release() })
        return page
    }
}

/// What Save reads: the form's entries and box, and the item its page shows.
@MainActor
final class SavedForm {
    let page: Widget
    let entries: [Widget]
    let check: Widget
    unowned let forms: Forms

    init(page: Widget, entries: [Widget], check: Widget, forms: Forms) {
        self.page = page
        self.entries = entries
        self.check = check
        self.forms = forms
    }

    /// Saving moves on to the next page, as a multi-page form does.
    func save() {
        let item = Int(bitPattern: g_object_get_data(sp4_object(page), "forms-item")) - 1
        let text = entries.map { String(cString: gtk_editable_get_text(OpaquePointer($0))) }
        forms.say("form saved item=\(item) name=\(text[0]) email=\(text[1]) newsletter=\(gtk_check_button_get_active(UnsafeMutableRawPointer(check).assumingMemoryBound(to: GtkCheckButton.self)) != 0)")
        forms.pager.scroll(toItem: item + 1, duration: 0.3)
    }
}

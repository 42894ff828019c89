import CSlidingPagesGtk4
import SlidingPagesGtk4

/// Days with no count, each page asked of its neighbour (the
/// RAPageViewController seed's before/after source): the strip names the
/// loaded days, the dots are a window that moves with the current day, and
/// the pager stops at 1900 and 2100. The buttons above set the day shown
/// directly, sliding it in from the side it lies on.
@MainActor
final class Days {
    let pager = Pager()
    /// The buttons and the pager.
    let widget: Widget
    /// Days since 1970-01-01: 1900-01-01 and 2100-12-31.
    static let first = -25_567, last = 47_846
    /// The day the pages start from.
    let today: Int

    init(today: Int) {
        self.today = today
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(bar, GTK_ALIGN_CENTER)
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { side(bar, 6) }
        for (label, days) in [("A month back", -30), ("Today", 0), ("A month on", 30)] {
            let b = gtk_button_new_with_label(label)!
            g_object_set_data(sp4_object(b), "days", UnsafeMutableRawPointer(bitPattern: days + 1_000))
            sp4_connect(b, "clicked", { button, data in
                let d = UInt(bitPattern: data), k = Int(bitPattern: g_object_get_data(sp4_object(button), "days")) - 1_000
                MainActor.assumeIsolated { Unmanaged<Days>.fromOpaque(UnsafeRawPointer(bitPattern: d)!).takeUnretainedValue().go(by: k) }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
            gtk_box_append(sp4_box(bar), b)
        }
        gtk_box_append(sp4_box(widget), bar)
        if let p = pager.widget {
            gtk_widget_set_vexpand(p, 1)
            gtk_box_append(sp4_box(widget), p)
        }
        pager.setUnboundedPages({ [unowned self] which, reusing in
            let day: Int
            switch which {
            case .first: day = today
            case .before(let page): day = Days.day(of: page) - 1
            case .after(let page): day = Days.day(of: page) + 1
            }
            guard day >= Days.first, day <= Days.last else { return nil }
            return page(day, reusing: reusing)
        }, title: { page in Days.text(Days.day(of: page), "%a %-d %b %Y") })
    }

    /// Shows the day `days` from the one shown (0: today), sliding it in
    /// from its side (the core starts the source over from it).
    func go(by days: Int) {
        let shownDay = pager.currentItemWidget.map(Days.day(of:)) ?? today
        let target = max(Days.first, min(Days.last, days == 0 ? today : shownDay + days))
        guard target != shownDay else { return }
        pager.setCurrentPage(page(target, reusing: nil), forward: target > shownDay, animated: true)
    }

    /// The day shown now, in words.
    var shown: String? { pager.currentItemWidget.map { Days.text(Days.day(of: $0), "%A %-d %B %Y") } }

    /// The day a page shows, kept on the page (counted from before the
    /// first, so none is a NULL).
    static func day(of page: Widget) -> Int { Int(bitPattern: g_object_get_data(sp4_object(page), "day")) + first - 1 }

    func page(_ day: Int, reusing: Widget?) -> Widget {
        let box = reusing ?? {
            let b = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
            gtk_widget_set_valign(b, GTK_ALIGN_CENTER)
            for style in ["sp-day-name", "sp-day-date"] {
                let l = gtk_label_new(nil)!
                gtk_widget_add_css_class(l, style)
                gtk_box_append(sp4_box(b), l)
            }
            return b
        }()
        g_object_set_data(sp4_object(box), "day", UnsafeMutableRawPointer(bitPattern: day - Days.first + 1))
        let name = gtk_widget_get_first_child(box), date = name.flatMap { gtk_widget_get_next_sibling($0) }
        gtk_label_set_text(sp4_label(name), Days.text(day, "%A"))
        gtk_label_set_text(sp4_label(date), Days.text(day, "%-d %B %Y"))
        return box
    }

    /// A day in words, by GLib's calendar (UTC).
    static func text(_ day: Int, _ format: String) -> String {
        guard let dt = g_date_time_new_from_unix_utc(day * 86_400) else { return "" }
        defer { g_date_time_unref(dt) }
        guard let s = g_date_time_format(dt, format) else { return "" }
        defer { g_free(s) }
        return String(cString: s).trimmingCharacters(in: " ")
    }

    /// Days since 1970-01-01 now, in UTC.
    static var todayNumber: Int { Int(g_get_real_time() / 86_400_000_000) }
}

private extension String {
    func trimmingCharacters(in c: Character) -> String {
        var s = Substring(self)
        while s.first == c { s.removeFirst() }
        while s.last == c { s.removeLast() }
        return String(s)
    }
}

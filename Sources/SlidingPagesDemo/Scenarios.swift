import CSlidingPagesExtras
import CSlidingPagesGtk
import Glibc
import SlidingPages
import SlidingPagesCore

/// The sample's scenarios, one per thing the widget does.
enum Scenario: String, CaseIterable {
    case sliding, million, carousel, feed, deck, dots, calendar, controls, guide, transforms

    var title: String {
        switch self {
        case .sliding: return "Sliding pages"
        case .million: return "A million photos"
        case .carousel: return "Carousel"
        case .feed: return "Vertical feed"
        case .deck: return "Editable deck"
        case .dots: return "Coloured dots"
        case .calendar: return "Days"
        case .controls: return "Dots and scrubber"
        case .guide: return "Pages from a .ui file"
        case .transforms: return "Page transformer"
        }
    }

    static func named(_ name: String) -> Scenario? { Scenario(rawValue: name) }

    @MainActor
    func make() -> ScenarioView {
        switch self {
        case .sliding: return SlidingScenario()
        case .million: return MillionScenario()
        case .carousel: return CarouselScenario()
        case .feed: return FeedScenario()
        case .deck: return DeckScenario()
        case .dots: return DotsScenario()
        case .calendar: return CalendarScenario()
        case .controls: return ControlsScenario()
        case .guide: return GuideScenario()
        case .transforms: return TransformScenario()
        }
    }
}

/// A scenario's widgets: the pager and what surrounds it.
@MainActor
protocol ScenarioView: AnyObject {
    /// The scenario's pager; nil for one that shows the standalone controls
    /// on plain GTK widgets.
    var shownPager: Pager? { get }
    var root: Widget { get }
}

/// A scenario built around a pager.
@MainActor
protocol PagerScenario: ScenarioView {
    var pager: Pager { get }
}

extension PagerScenario {
    var shownPager: Pager? { pager }
}

// MARK: 1. Sliding pages (the UIScrollSlidingPages demo)

/// Seven pages under a titled strip, the first title an image; pages
/// alternate between a list whose rows fade in and a form.
@MainActor
final class SlidingScenario: PagerScenario, PagerDataSource {
    let pager = Pager()
    let root: Widget
    let titles = ["", "Inbox", "Photos", "Settings", "Friends", "Music", "About"]
    let header: UnsafeMutableRawPointer?

    init() {
        header = resourcePath("header-image.png").flatMap { gdk_pixbuf_new_from_file($0, nil) }.map { UnsafeMutableRawPointer($0) }
        root = pager.widget
        pager.dataSource = self
        // The seed's look, to show it: white titles on the diamond pattern.
        pager.titleStripDiamonds = true
        pager.titleShadow = true
        PagerGLib.connectInt(pager.widget, "current-item-changed") { [weak self] _ in self?.revealRows() }
        PagerGLib.idle { [weak self] in
            self?.revealRows()
            return false
        }
    }

    func numberOfItems(in pager: Pager) -> Int { titles.count }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? {
        if index == 0, let h = header { return .image(OpaquePointer(h)) }
        return .text(titles[index])
    }

    /// Two kinds of page, a list and a form: the pager offers each item a
    /// page of its own kind to reuse, and keeps a pool of each.
    func pager(_ pager: Pager, reuseTypeForItemAt index: Int) -> Int { index % 2 }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let kind = index % 2
        if let v = view {
            configure(v, index: index)
            return v
        }
        let page = kind == 0 ? listPage() : formPage()
        UI.setTag(page, "demo-kind", kind + 1)
        configure(page, index: index)
        return page
    }

    private func configure(_ page: Widget, index: Int) {
        UI.setClass(page, prefix: "demo-tone", "demo-tone\(index % 6)")
        if let heading = UI.firstChild(page) {
            gtk_label_set_text(sp_label(heading), index == 0 ? "Welcome" : titles[index])
        }
        UI.setTag(page, "demo-index", index)
        if index % 2 == 0 {
            // A recycled list page takes the rows of the item it shows now.
            let lines = SlidingScenario.rows[index / 2 % SlidingScenario.rows.count]
            for (row, line) in zip(rows(page), lines) {
                let labels = UI.children(UI.firstChild(row)!)
                gtk_label_set_text(sp_label(labels[0]), line.0)
                gtk_label_set_text(sp_label(labels[1]), line.1)
            }
            hideRows(page)
        }
    }

    /// The rows of the list pages, in item order: Welcome, Photos, Friends
    /// and About, eight each.
    static let rows: [[(String, String)]] = [
        [("Morning walk", "8:00"), ("Coffee with Sam", "9:00"), ("Design review", "10:00"), ("Lunch", "11:00"),
         ("Write the report", "12:00"), ("Gym", "13:00"), ("Call home", "14:00"), ("Read", "15:00")],
        [("Harbour at dawn", "24 photos"), ("Kyoto in the rain", "61 photos"), ("Grandma's birthday", "38 photos"),
         ("Bergen hike", "112 photos"), ("The new flat", "17 photos"), ("Lisbon trams", "45 photos"),
         ("Winter garden", "9 photos"), ("Screenshots", "203 photos")],
        [("Sam Okafor", "online"), ("Mia Lindqvist", "away"), ("Ravi Menon", "online"), ("Léa Moreau", "offline"),
         ("Tomás Ruiz", "online"), ("Aiko Tanaka", "away"), ("Noor Haddad", "offline"), ("Jonas Berg", "online")],
        [("SlidingPages", SlidingPagesVersion.string), ("Licence", "MIT"), ("Pages", "any GtkWidget"),
         ("Recycling", "only pages in view"), ("Toolkit", "GTK 3"), ("Core", "pure Swift"),
         ("Swipe", "kinetic, with a spring"), ("Read by", "screen readers")],
    ]

    private func listPage() -> Widget {
        let page = UI.box(true, spacing: 12)
        UI.style(page, ["demo-page"])
        gtk_box_pack_start(sp_box(page), UI.label("", classes: ["demo-title"], xalign: 0), 0, 0, 0)
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(sp_list_box(list), GTK_SELECTION_NONE)
        UI.style(list, ["demo-card"])
        for (name, detail) in SlidingScenario.rows[0] {
            let revealer = gtk_revealer_new()!
            gtk_revealer_set_transition_type(sp_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
            gtk_revealer_set_transition_duration(sp_revealer(revealer), 350)
            let row = UI.box(false, spacing: 12, [UI.label(name, xalign: 0), UI.label(detail, classes: ["demo-subtitle"])])
            gtk_container_set_border_width(sp_container(row), 8)
            gtk_container_add(sp_container(revealer), row)
            gtk_container_add(sp_container(list), revealer)
        }
        gtk_box_pack_start(sp_box(page), list, 0, 0, 0)
        gtk_widget_show_all(page)
        return page
    }

    private func formPage() -> Widget {
        let page = UI.box(true, spacing: 12)
        UI.style(page, ["demo-page"])
        gtk_box_pack_start(sp_box(page), UI.label("", classes: ["demo-title"], xalign: 0), 0, 0, 0)
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(sp_grid(grid), 10)
        gtk_grid_set_column_spacing(sp_grid(grid), 12)
        UI.style(grid, ["demo-card"])
        var entries: [Widget] = []
        for (row, name) in ["Name", "Email"].enumerated() {
            let label = UI.label(name, xalign: 1)
            gtk_grid_attach(sp_grid(grid), label, 0, gint(row), 1, 1)
            let entry = gtk_entry_new()!
            gtk_entry_set_placeholder_text(sp_entry(entry), name == "Name" ? "Ada Lovelace" : "ada@example.org")
            gtk_widget_set_hexpand(entry, 1)
            // The label names the entry for screen readers.
            gtk_label_set_mnemonic_widget(sp_label(label), entry)
            atk_object_set_name(gtk_widget_get_accessible(entry), name)
            gtk_grid_attach(sp_grid(grid), entry, 1, gint(row), 1, 1)
            entries.append(entry)
        }
        let check = gtk_check_button_new_with_label("Send me the newsletter")!
        gtk_grid_attach(sp_grid(grid), check, 1, 2, 1, 1)
        let buttons = UI.box(false, spacing: 6, [UI.button("Cancel") {}, UI.button("Save") { [weak self] in
            // Saving moves on to the next page, as a multi-page form does.
            guard let self else { return }
            let text = entries.map { String(cString: gtk_entry_get_text(sp_entry($0))) }
            let item = UI.tag(page, "demo-index")
            emit("form saved item=\(item) name=\(text[0]) email=\(text[1]) newsletter=\(gtk_toggle_button_get_active(sp_toggle_button(check)) != 0)")
            self.pager.scroll(toItem: item + 1, duration: 0.3)
        }])
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        gtk_grid_attach(sp_grid(grid), buttons, 1, 3, 1, 1)
        gtk_box_pack_start(sp_box(page), grid, 0, 0, 0)
        gtk_widget_show_all(page)
        return page
    }

    private func rows(_ page: Widget) -> [Widget] {
        let kids = UI.children(page)
        guard kids.count > 1 else { return [] }
        return UI.children(kids[1]).compactMap { UI.firstChild($0) }  // list rows → revealers
    }

    private func hideRows(_ page: Widget) {
        for r in rows(page) where gtk_widget_get_visible(r) != 0 { gtk_revealer_set_reveal_child(sp_revealer(r), 0) }
    }

    /// The current list page's rows fade in one after another (the seed's
    /// UITableViewZoomController pages).
    private func revealRows() {
        guard let page = pager.currentItemView, UI.tag(page, "demo-kind") == 1 else { return }
        for (k, r) in rows(page).enumerated() {
            PagerGLib.timeout(seconds: 0.06 * Double(k)) {
                gtk_revealer_set_reveal_child(sp_revealer(r), 1)
                return false
            }
        }
    }
}

// MARK: 2. A million photos

/// 1,000,000 recycled pages drawn on demand, the scrubber with its page
/// bubble, and a live count of the page widgets that exist.
@MainActor
final class MillionScenario: PagerScenario, PagerDataSource {
    let pager = Pager()
    let root: Widget
    let readout: Widget
    var created = 0

    init() {
        readout = UI.label("", classes: ["demo-readout"])
        gtk_widget_set_margin_top(readout, 6)
        gtk_widget_set_margin_bottom(readout, 6)
        root = UI.box(true, spacing: 0)
        gtk_box_pack_start(sp_box(root), pager.widget, 1, 1, 0)
        gtk_box_pack_start(sp_box(root), readout, 0, 0, 0)
        pager.titleStripHidden = true
        pager.dotsAutoHide = true
        // A photo viewer's previous and next buttons while the pointer is over it.
        pager.navigationButtons = true
        pager.dataSource = self
        PagerGLib.connectDouble(pager.widget, "did-scroll") { [weak self] _ in self?.update() }
        update()
    }

    func numberOfItems(in pager: Pager) -> Int { 1_000_000 }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? { .text("Photo \(grouped(index + 1))") }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let tile: Widget
        if let view {
            tile = view
        } else {
            created += 1
            tile = gtk_drawing_area_new()
            _ = sp_connect_draw(tile, { w, cr, _ in
                MainActor.assumeIsolated { MillionScenario.paint(w!, cr!) }
                return 1
            }, nil, nil, 0)
        }
        UI.setTag(tile, "demo-index", index)
        gtk_widget_queue_draw(tile)
        return tile
    }

    /// A coloured tile with its number: the hue steps by the golden angle.
    /// `of` names the whole the photo belongs to.
    static func paint(_ w: Widget, _ cr: OpaquePointer, of whole: String = "of 1,000,000 photos") {
        let index = UI.tag(w, "demo-index")
        let width = Double(gtk_widget_get_allocated_width(w)), height = Double(gtk_widget_get_allocated_height(w))
        let hue = (Double(index) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        var r = 0.0, g = 0.0, b = 0.0
        gtk_hsv_to_rgb(hue, 0.45, 0.85, &r, &g, &b)
        cairo_set_source_rgb(cr, r, g, b)
        cairo_paint(cr)
        let layout = gtk_widget_create_pango_layout(w, nil)!
        pango_layout_set_markup(layout, "<span size='44000' weight='bold'>#\(grouped(index + 1))</span>\n<span size='14000'>\(whole)</span>", -1)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.75)
        cairo_move_to(cr, (width - Double(logical.width)) / 2, (height - Double(logical.height)) / 2)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    private func update() {
        let page = pager.currentPage.map { grouped($0 + 1) } ?? "–"
        let live = pager.liveChildCount
        gtk_label_set_text(sp_label(readout), "photo \(page) · \(live) page widget\(live == 1 ? "" : "s") live · \(created) ever created · \(pager.pooledViewCount) pooled")
    }
}

/// 1234567 → "1,234,567".
func grouped(_ n: Int) -> String {
    let s = String(n)
    var out = ""
    for (k, ch) in s.enumerated() {
        if k > 0 && (s.count - k) % 3 == 0 { out += "," }
        out.append(ch)
    }
    return out
}

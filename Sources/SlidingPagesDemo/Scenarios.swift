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

// MARK: 3. Carousel

/// Three cards a page, centred, spaced, wrapping, with autoscroll and
/// autoplay and a speed control.
@MainActor
final class CarouselScenario: PagerScenario, PagerDataSource {
    let pager = Pager()
    let root: Widget
    let names = ["Lisbon", "Kyoto", "Reykjavík", "Oaxaca", "Tallinn", "Hobart", "Porto", "Hanoi", "Bergen", "Cusco", "Ghent", "Nara"]

    init() {
        root = UI.box(true, spacing: 0)
        pager.itemsPerPage = 3
        pager.alignment = .center
        pager.spacing = 16
        pager.wrapEnabled = true
        pager.titleStripHidden = true
        pager.zoomOutEnabled = false
        pager.autoscroll = 0.4
        pager.dataSource = self
        let speed = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, -2, 2, 0.1)!
        gtk_range_set_value(sp_range(speed), 0.4)
        gtk_widget_set_size_request(speed, 220, -1)
        PagerGLib.connect(speed, "value-changed") { [weak self] w in self?.pager.autoscroll = gtk_range_get_value(sp_range(w)) }
        let autoplay = gtk_switch_new()!
        PagerGLib.connectNotify(autoplay, "active") { [weak self] in
            guard let self else { return }
            let on = gtk_switch_get_active(sp_switch(autoplay)) != 0
            self.pager.autoplayInterval = on ? 2 : nil
            if on { self.pager.autoscroll = 0 } else { self.pager.autoscroll = gtk_range_get_value(sp_range(speed)) }
        }
        // A switch keeps its own height beside the taller slider.
        gtk_widget_set_valign(autoplay, GTK_ALIGN_CENTER)
        UI.name(speed, "Autoscroll speed")
        UI.name(autoplay, "Autoplay every 2 s")
        let controls = UI.box(false, spacing: 12, [UI.label("Autoscroll (items/s)"), speed, UI.label("Autoplay every 2 s"), autoplay])
        gtk_widget_set_halign(controls, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(controls, 8)
        gtk_widget_set_margin_bottom(controls, 8)
        gtk_box_pack_start(sp_box(root), pager.widget, 1, 1, 0)
        gtk_box_pack_start(sp_box(root), controls, 0, 0, 0)
    }

    func numberOfItems(in pager: Pager) -> Int { names.count }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (card, kids) = UI.textPage(reusing: view, style: ["demo-deck-page"],
                                       lines: [(["demo-title"], 0.5, true), (["demo-subtitle"], 0.5, true)])
        gtk_label_set_text(sp_label(kids[0]), names[index])
        gtk_valign(kids[0], GTK_ALIGN_END)
        gtk_label_set_text(sp_label(kids[1]), "card \(index + 1) of \(names.count)")
        gtk_valign(kids[1], GTK_ALIGN_START)
        UI.setClass(card, prefix: "demo-theme", "demo-theme\(index % 6)")
        return card
    }
}

@MainActor
func gtk_valign(_ w: Widget, _ a: GtkAlign) { gtk_widget_set_valign(w, a) }

// MARK: 4. Vertical feed

/// Five hundred posts in a vertical feed: free kinetic scrolling over
/// posts of a fixed height, with the scrubber for travel.
@MainActor
final class FeedScenario: PagerScenario, PagerDataSource, PagerDelegate {
    let pager = Pager()
    let root: Widget
    let sentences = [
        "Took the long way home along the river today.", "The scrubber on the right takes you anywhere in the feed.",
        "Only the posts on screen exist as widgets; the rest are recycled.", "Flick to coast, drag to follow, or let go to rest.",
        "Tried the new bakery on the corner: worth the queue.", "Five hundred posts, and scrolling stays light.",
        "Rain all morning, sun by noon.", "Keyboard works too: Page Up and Page Down, Home and End.",
    ]

    init() {
        root = pager.widget
        pager.orientation = .vertical
        pager.titleStripHidden = true
        pager.dotsHidden = true
        pager.zoomOutEnabled = false
        pager.pagingEnabled = false
        pager.delegate = self
        pager.dataSource = self
    }

    func itemExtent(for pager: Pager) -> Double? { 230 }

    func numberOfItems(in pager: Pager) -> Int { 500 }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (post, kids) = UI.textPage(reusing: view, style: ["demo-feed-post"],
                                       lines: [(["demo-title"], 0, false), (["demo-subtitle"], 0, false), ([], 0, false)])
        gtk_label_set_text(sp_label(kids[0]), "Post \(index + 1)")
        let hours = index % 24 + 1
        gtk_label_set_text(sp_label(kids[1]), "\(hours) hour\(hours == 1 ? "" : "s") ago · \(index * 7 % 90 + 3) replies")
        let text = (0..<3).map { sentences[(index * 3 + $0 * 5) % sentences.count] }.joined(separator: " ")
        gtk_label_set_text(sp_label(kids[2]), text)
        return post
    }
}

// MARK: 5. Editable deck (the RAPageViewController sample's actions)

/// Cards that can be inserted before or after the current one, deleted,
/// moved, shuffled and sorted, animated, with the current card kept in place.
@MainActor
final class DeckScenario: PagerScenario, PagerDataSource {
    let pager = Pager()
    let root: Widget
    var cards: [Int] = Array(1...5)
    var next = 6

    init() {
        root = UI.box(true, spacing: 0)
        pager.dataSource = self
        let bar = UI.box(false, spacing: 6, [
            UI.button("Insert before") { [unowned self] in self.insert(after: false) },
            UI.button("Insert after") { [unowned self] in self.insert(after: true) },
            UI.button("Delete") { [unowned self] in self.delete() },
            UI.button("Move to end") { [unowned self] in self.moveToEnd() },
            UI.button("Shuffle") { [unowned self] in self.reorder(self.cards.shuffled()) },
            UI.button("Sort") { [unowned self] in self.reorder(self.cards.sorted()) },
        ])
        gtk_widget_set_halign(bar, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(bar, 8)
        gtk_widget_set_margin_bottom(bar, 8)
        gtk_box_pack_start(sp_box(root), bar, 0, 0, 0)
        gtk_box_pack_start(sp_box(root), pager.widget, 1, 1, 0)
    }

    func insert(after: Bool) {
        let at = (pager.currentItemIndex ?? -1) + (after ? 1 : 0)
        let i = max(0, min(at, cards.count))
        cards.insert(next, at: i)
        next += 1
        pager.insertItems(at: i, count: 1, animated: true)
        if after { pager.scroll(toItem: i) }
    }

    func delete() {
        guard let i = pager.currentItemIndex, !cards.isEmpty else { return }
        cards.remove(at: i)
        pager.deleteItems(at: i, count: 1, animated: true)
    }

    /// The current card goes to the end, growing into its new place; the
    /// pager follows it.
    func moveToEnd() {
        guard let i = pager.currentItemIndex, cards.count > 1 else { return }
        cards.append(cards.remove(at: i))
        pager.moveItem(from: i, to: cards.count - 1, animated: true)
    }

    /// A new order of the same cards, told as identifiers: the pager works
    /// out the moves, the card on screen stays on screen, and no card's
    /// page is made again.
    func reorder(_ order: [Int]) {
        let old = cards
        cards = order
        pager.updateItems(from: old, to: cards, animated: true)
    }

    func numberOfItems(in pager: Pager) -> Int { cards.count }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? { .text("Card \(cards[index])") }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (card, kids) = UI.textPage(reusing: view, style: ["demo-deck-page"], lines: [(["demo-title"], 0.5, true)])
        gtk_label_set_text(sp_label(kids[0]), "Card \(cards[index])")
        UI.setClass(card, prefix: "demo-theme", "demo-theme\(cards[index] % 6)")
        return card
    }
}

// MARK: 6. Coloured dots (KVNMaskedPageControl)

/// Pages in distinct colour themes whose dot colours mask across the
/// boundary while scrolling.
@MainActor
final class DotsScenario: PagerScenario, PagerDataSource, PagerDelegate {
    let pager = Pager()
    let root: Widget
    let names = ["Ocean", "Cherry", "Forest", "Amber", "Violet", "Pine"]
    let dot: [GdkRGBA] = [UI.rgba(0.62, 0.8, 1), UI.rgba(1, 0.72, 0.78), UI.rgba(0.66, 0.93, 0.78), UI.rgba(0.25, 0.18, 0.05), UI.rgba(0.85, 0.78, 1), UI.rgba(0.7, 0.9, 0.7)]

    init() {
        root = pager.widget
        pager.delegate = self
        pager.dataSource = self
    }

    func numberOfItems(in pager: Pager) -> Int { names.count }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? { .text(names[index]) }

    func pager(_ pager: Pager, dotColourForPage page: Int) -> GdkRGBA? {
        var c = dot[min(max(page, 0), dot.count - 1)]
        c.alpha = 0.45
        return c
    }

    func pager(_ pager: Pager, currentDotColourForPage page: Int) -> GdkRGBA? { dot[min(max(page, 0), dot.count - 1)] }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (page, kids) = UI.textPage(reusing: view, style: [], lines: [(["demo-title"], 0.5, true)])
        gtk_label_set_text(sp_label(kids[0]), names[index])
        UI.setClass(page, prefix: "demo-theme", "demo-theme\(index)")
        return page
    }
}

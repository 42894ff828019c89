import CSlidingPagesExtras
import CSlidingPagesGtk
import Glibc
import SlidingPages
import SlidingPagesCore

/// The sample window: a header bar with previous and next buttons and the
/// pager's live options in a popover, the scenarios in a sidebar, the
/// current one filling the rest. Narrower than ``foldWidth`` the sidebar
/// folds into a header-bar button's popover (GNOME's adaptive pattern), and
/// a scenario larger than the window scrolls, so the window shrinks to a
/// phone's 360 × 500 and opens inside the screen's work area at any scale.
@MainActor
final class DemoWindow {
    let window: Widget
    let stack: Widget
    var scenarios: [Scenario: ScenarioView] = [:]
    let options: DemoOptions
    var current: Scenario
    /// The scenario last traced, so each switch is traced once.
    var tracedScenario: Scenario?
    var exitCode: Int32 = 0
    var syncing = false
    var controls: [String: Widget] = [:]
    /// The options panel's grid, insensitive without a pager.
    var optionsGrid: Widget?
    let header: Widget
    var back: Widget?
    var forward: Widget?
    var optionsButton: Widget?
    /// The sidebar, its separator, and the button whose popover lists the
    /// scenarios while the sidebar is folded away.
    var sidebar: Widget?
    var separator: Widget?
    var scenariosButton: Widget?
    /// Previous and next, linked: folded away with the sidebar, as a
    /// narrow window keeps the swipe, the keys and the dots to turn pages.
    var navigation: Widget?
    /// Whether the window is narrow, and whether the sidebar is folded
    /// now (an idle after the allocation folds it).
    var narrow = false
    var folded = false
    var foldQueued = false
    /// Below this width of the window's content (logical pixels) the
    /// sidebar folds: beside its 190 px a scenario keeps about 400.
    static let foldWidth: gint = 600
    /// What the header bar and the window's edge add to the default size.
    static let frameSize = (width: gint(10), height: gint(56))

    init(options: DemoOptions) {
        self.options = options
        current = Scenario.named(options.scenario) ?? .sliding
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        header = gtk_header_bar_new()!
        gtk_window_set_title(sp_window(window), "SlidingPages")
        let (width, height) = DemoWindow.defaultSize()
        gtk_window_set_default_size(sp_window(window), width, height)
        if let icon = resourcePath("sliding-pages.svg") { gtk_window_set_icon_from_file(sp_window(window), icon, nil) }
        DemoWindow.loadCSS()

        stack = gtk_stack_new()
        gtk_stack_set_transition_type(sp_stack(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        for s in Scenario.allCases {
            let view = s.make()
            scenarios[s] = view
            let scrolled = DemoWindow.scrolling(view.root)
            gtk_stack_add_titled(sp_stack(stack), scrolled, s.rawValue, s.title)
            if options.trace { traceWidth(of: s, in: scrolled) }
            if options.trace, let p = view.shownPager { trace(p) }
            if let p = view.shownPager {
                // Previous and next follow the page.
                PagerGLib.connectInt(p.widget, "current-item-changed") { [weak self] _ in self?.syncNavigation() }
                PagerGLib.connectNotify(p.widget, "n-pages") { [weak self] in self?.syncNavigation() }
            }
        }
        let sidebar = gtk_stack_sidebar_new()!
        gtk_stack_sidebar_set_stack(sp_stack_sidebar(sidebar), sp_stack(stack))
        gtk_widget_set_size_request(sidebar, 190, -1)
        let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
        self.sidebar = sidebar
        self.separator = separator

        gtk_header_bar_set_show_close_button(sp_header_bar(header), 1)
        gtk_header_bar_set_title(sp_header_bar(header), "SlidingPages")
        gtk_window_set_titlebar(sp_window(window), header)

        let body = UI.box(false, spacing: 0)
        gtk_box_pack_start(sp_box(body), sidebar, 0, 0, 0)
        gtk_box_pack_start(sp_box(body), separator, 0, 0, 0)
        gtk_box_pack_start(sp_box(body), stack, 1, 1, 0)
        gtk_container_add(sp_container(window), body)
        buildHeader()
        // The body, not the window: with client-side decorations the
        // window's allocation holds its shadows. The window lives as long
        // as the app: the handler holds no reference.
        _ = sp_connect_allocate(body, { _, allocation, data in
            let width = allocation?.pointee.width ?? 0
            MainActor.assumeIsolated { Unmanaged<DemoWindow>.fromOpaque(data!).takeUnretainedValue().foldIfNarrow(width: width) }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
        PagerGLib.connect(window, "destroy") { _ in gtk_main_quit() }
        PagerGLib.connectNotify(stack, "visible-child-name") { [weak self] in self?.scenarioChanged() }
        if let q = options.quitAfter {
            PagerGLib.timeout(seconds: q) {
                gtk_main_quit()
                return false
            }
        }
    }

    func show() {
        gtk_widget_show_all(window)
        // Shown once the first allocation says the window is narrow.
        if let b = scenariosButton { gtk_widget_hide(b) }
        if options.trace {
            // Where the assets came from: the checkout, or an install's share folder.
            let css = resourcePath("demo.css")
            emit("resources \(css.map { String($0.dropLast("/demo.css".count)) } ?? "none")")
            traceLayoutWhenAllocated()
        }
        // Adding the first scenario made it visible; now show the one asked for.
        gtk_stack_set_visible_child_name(sp_stack(stack), (Scenario.named(options.scenario) ?? .sliding).rawValue)
        scenarioChanged()
        // A scenario of plain GTK widgets has no pager to set or focus.
        guard let pager = scenarios[current]!.shownPager else {
            if !options.sets.isEmpty { warn("--set: the \(current.rawValue) scenario has no pager; options ignored") }
            // Focus starts in the scenario shown, not on the sidebar's first row.
            _ = gtk_widget_child_focus(scenarios[current]!.root, GTK_DIR_TAB_FORWARD)
            if let path = options.snapshot { snapshotWhenSettled(path) }
            return
        }
        for (name, value) in options.sets {
            if let problem = sp_set_property_from_text(pager.widget, name, value) {
                warn("--set \(name)=\(value): \(String(cString: problem))")
                g_free(problem)
            } else if options.trace {
                emit("option \(name)=\(value)")
            }
        }
        if !options.sets.isEmpty { syncPanel() }
        if let page = options.startPage { pager.scroll(toPage: page, duration: 0) }
        gtk_widget_grab_focus(pager.widget)
        if let path = options.snapshot { snapshotWhenSettled(path) }
    }

    /// The current scenario's pager (nil for one of plain GTK widgets).
    var pager: Pager? { scenarios[current]!.shownPager }

    func scenarioChanged() {
        guard let name = gtk_stack_get_visible_child_name(sp_stack(stack)).map({ String(cString: $0) }),
              let s = Scenario.named(name) else { return }
        current = s
        syncPanel()
        // The stack announces its first child while it is filled, before the
        // asked-for scenario is shown: trace only what is shown, once.
        guard options.trace, gtk_widget_get_mapped(window) != 0, tracedScenario != s else { return }
        tracedScenario = s
        emit("scenario name=\(s.rawValue)")
    }

    // MARK: Sizes

    /// 1100 × 700, or less to fit the work area of the primary monitor
    /// (logical pixels, less the header bar and the window's edge).
    static func defaultSize() -> (gint, gint) {
        var width: gint = 1100, height: gint = 700
        if let display = gdk_display_get_default(),
           let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) {
            var area = GdkRectangle()
            gdk_monitor_get_workarea(monitor, &area)
            width = min(width, area.width - frameSize.width)
            height = min(height, area.height - frameSize.height)
        }
        return (max(width, 360), max(height, 400))
    }

    /// A scenario in a scrolled window that keeps its natural size: larger
    /// than the window, it scrolls rather than holding the window wide.
    static func scrolling(_ content: Widget) -> Widget {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(sp_scrolled_window(scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_width(sp_scrolled_window(scrolled), 1)
        gtk_scrolled_window_set_propagate_natural_height(sp_scrolled_window(scrolled), 1)
        gtk_container_add(sp_container(scrolled), content)
        return scrolled
    }

    /// Folds the sidebar into the header bar's scenarios button below
    /// ``foldWidth``, and back above it: after the allocation, as showing
    /// and hiding lays the window out again.
    func foldIfNarrow(width: gint) {
        narrow = width < DemoWindow.foldWidth
        guard narrow != folded, !foldQueued else { return }
        foldQueued = true
        PagerGLib.idle { [weak self] in
            guard let self else { return false }
            self.foldQueued = false
            guard self.narrow != self.folded, let sidebar = self.sidebar, let separator = self.separator,
                  let button = self.scenariosButton else { return false }
            self.folded = self.narrow
            for w in [sidebar, separator, self.navigation].compactMap({ $0 }) {
                if self.folded { gtk_widget_hide(w) } else { gtk_widget_show(w) }
            }
            if self.folded { gtk_widget_show(button) } else { gtk_widget_hide(button) }
            if self.options.trace { emit("folded \(self.folded)") }
            return false
        }
    }

    // MARK: The header bar

    /// The scenarios' button, shown while the sidebar is folded: its
    /// popover lists them as the sidebar does, and closes on a choice.
    func scenariosMenu() -> Widget {
        let button = gtk_menu_button_new()!
        gtk_button_set_image(sp_button(button), gtk_image_new_from_icon_name("view-list-symbolic", GTK_ICON_SIZE_BUTTON))
        UI.name(button, "Scenarios")
        let popover = gtk_popover_new(button)!
        let list = gtk_stack_sidebar_new()!
        gtk_stack_sidebar_set_stack(sp_stack_sidebar(list), sp_stack(stack))
        gtk_widget_set_size_request(list, 220, 330)
        gtk_widget_show_all(list)
        gtk_container_add(sp_container(popover), list)
        gtk_menu_button_set_popover(sp_menu_button(button), popover)
        PagerGLib.connectNotify(stack, "visible-child-name") { gtk_popover_popdown(sp_popover(popover)) }
        return button
    }

    /// Previous and next (as GNOME Tour's), and the options button.
    func buildHeader() {
        let menu = scenariosMenu()
        gtk_header_bar_pack_start(sp_header_bar(header), menu)
        scenariosButton = menu
        let nav = UI.box(false, spacing: 0)
        UI.style(nav, ["linked"])
        let back = UI.iconButton("go-previous-symbolic", name: "Previous page")
        let forward = UI.iconButton("go-next-symbolic", name: "Next page")
        PagerGLib.connect(back, "clicked") { [weak self] _ in self?.go(.previousPage) }
        PagerGLib.connect(forward, "clicked") { [weak self] _ in self?.go(.nextPage) }
        gtk_box_pack_start(sp_box(nav), back, 0, 0, 0)
        gtk_box_pack_start(sp_box(nav), forward, 0, 0, 0)
        gtk_header_bar_pack_start(sp_header_bar(header), nav)
        self.back = back
        self.forward = forward
        navigation = nav

        let button = gtk_menu_button_new()!
        gtk_button_set_image(sp_button(button), gtk_image_new_from_icon_name("emblem-system-symbolic", GTK_ICON_SIZE_BUTTON))
        UI.name(button, "Pager options")
        let popover = gtk_popover_new(button)!
        let panel = optionsPanel()
        gtk_widget_show_all(panel)
        gtk_container_add(sp_container(popover), panel)
        gtk_menu_button_set_popover(sp_menu_button(button), popover)
        gtk_header_bar_pack_end(sp_header_bar(header), button)
        optionsButton = button
    }

    func go(_ intent: KeyIntent) {
        guard let p = pager else { return }
        p.navigate(intent)
        if options.trace { emit("action \(intent == .nextPage ? "next" : "previous")") }
    }

    /// The buttons follow the pager: previous is off on the first page and
    /// next on the last, unless it wraps; both are off with no pager.
    func syncNavigation() {
        guard let back, let forward else { return }
        gtk_header_bar_set_subtitle(sp_header_bar(header), current.title)
        guard let p = pager, let page = p.currentPage else {
            gtk_widget_set_sensitive(back, 0)
            gtk_widget_set_sensitive(forward, 0)
            if let b = optionsButton { gtk_widget_set_sensitive(b, pager == nil ? 0 : 1) }
            return
        }
        if let b = optionsButton { gtk_widget_set_sensitive(b, 1) }
        // A source with no count has no last page.
        let last = p.numberOfItems > 0 ? p.numberOfPages - 1 : Int.max
        gtk_widget_set_sensitive(back, p.wrapEnabled || page > 0 || p.numberOfItems == 0 ? 1 : 0)
        gtk_widget_set_sensitive(forward, p.wrapEnabled || page < last ? 1 : 0)
    }

    // MARK: The options panel

    func optionsPanel() -> Widget {
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(sp_grid(grid), 8)
        gtk_grid_set_column_spacing(sp_grid(grid), 12)
        gtk_container_set_border_width(sp_container(grid), 14)
        var row: gint = 0
        func add(_ title: String, _ w: Widget) {
            let l = UI.label(title, xalign: 0)
            gtk_label_set_line_wrap(sp_label(l), 0)
            gtk_widget_set_hexpand(l, 1)
            gtk_label_set_mnemonic_widget(sp_label(l), w)
            gtk_grid_attach(sp_grid(grid), l, 0, row, 1, 1)
            gtk_widget_set_halign(w, GTK_ALIGN_END)
            // A switch keeps its own height beside a taller row.
            gtk_widget_set_valign(w, GTK_ALIGN_CENTER)
            UI.name(w, title)
            gtk_grid_attach(sp_grid(grid), w, 1, row, 1, 1)
            row += 1
        }
        let heading = UI.label("Pager options", classes: ["demo-heading"], xalign: 0)
        gtk_grid_attach(sp_grid(grid), heading, 0, row, 2, 1)
        row += 1
        let switches: [(String, String, @MainActor (Pager, Bool) -> Void)] = [
            ("strip", "Title strip", { $0.titleStripHidden = !$1 }),
            ("diamonds", "Diamond strip", { $0.titleStripDiamonds = $1; $0.titleShadow = $1 }),
            ("dots", "Page dots", { $0.dotsHidden = !$1 }),
            ("autohide", "Dots hide at rest", { $0.dotsAutoHide = $1 }),
            ("paging", "Paging", { $0.pagingEnabled = $1 }),
            ("wrap", "Wrap around", { $0.wrapEnabled = $1 }),
            ("vertical", "Vertical", { $0.orientation = $1 ? .vertical : .horizontal }),
            ("rtl", "Right to left", { gtk_widget_set_direction($0.widget, $1 ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }),
            ("reduced", "Reduced motion", { $0.reducedMotion = $1 }),
        ]
        for (key, title, apply) in switches {
            let sw = gtk_switch_new()!
            controls[key] = sw
            PagerGLib.connectNotify(sw, "active") { [weak self] in
                guard let self, !self.syncing, let pager = self.pager else { return }
                apply(pager, gtk_switch_get_active(sp_switch(sw)) != 0)
                self.syncNavigation()
                if self.options.trace { emit("option \(key)=\(gtk_switch_get_active(sp_switch(sw)) != 0)") }
            }
            add(title, sw)
        }
        let effects = gtk_combo_box_text_new()!
        for e in DemoEffect.allCases { gtk_combo_box_text_append(sp_combo_box_text(effects), e.rawValue, e.title) }
        controls["effect"] = effects
        PagerGLib.connect(effects, "changed") { [weak self] w in
            guard let self, !self.syncing, let pager = self.pager,
                  let id = gtk_combo_box_get_active_id(sp_combo_box(w)).map({ String(cString: $0) }),
                  let effect = DemoEffect(rawValue: id) else { return }
            effect.apply(to: pager)
            if self.options.trace { emit("option effect=\(id)") }
        }
        add("Page effect", effects)
        let spins: [(String, String, Double, Double, @MainActor (Pager, Double) -> Void)] = [
            ("ipp", "Items per page", 1, 4, { $0.itemsPerPage = Int($1) }),
            ("spacing", "Spacing (px)", 0, 48, { $0.spacing = $1 }),
        ]
        for (key, title, lo, hi, apply) in spins {
            let spin = gtk_spin_button_new_with_range(lo, hi, 1)!
            controls[key] = spin
            PagerGLib.connect(spin, "value-changed") { [weak self] w in
                guard let self, !self.syncing, let pager = self.pager else { return }
                apply(pager, gtk_spin_button_get_value(sp_spin_button(w)))
            }
            add(title, spin)
        }
        optionsGrid = grid
        return grid
    }

    /// Shows the current scenario's pager options in the panel.
    func syncPanel() {
        syncing = true
        defer { syncing = false }
        syncNavigation()
        guard let p = pager else { return }
        let values: [String: Bool] = [
            "strip": !p.titleStripHidden, "diamonds": p.titleStripDiamonds, "dots": !p.dotsHidden, "autohide": p.dotsAutoHide,
            "paging": p.pagingEnabled, "wrap": p.wrapEnabled, "vertical": p.orientation == .vertical,
            "rtl": gtk_widget_get_direction(p.widget) == GTK_TEXT_DIR_RTL, "reduced": p.reducedMotion,
        ]
        for (k, v) in values { if let w = controls[k] { gtk_switch_set_active(sp_switch(w), v ? 1 : 0) } }
        if let w = controls["effect"] { gtk_combo_box_set_active_id(sp_combo_box(w), DemoEffect(of: p).rawValue) }
        if let w = controls["ipp"] { gtk_spin_button_set_value(sp_spin_button(w), Double(p.itemsPerPage)) }
        if let w = controls["spacing"] { gtk_spin_button_set_value(sp_spin_button(w), p.spacing) }
    }

    // MARK: Tracing and snapshots

    /// Once laid out: where the shown pager (or the standalone dots) lies
    /// in the window, in the window's own coordinates, so a script can aim
    /// at it whatever the decorations ("layout pager=X Y WIDTH HEIGHT").
    func traceLayoutWhenAllocated() {
        PagerGLib.timeout(seconds: 0.3) { [weak self] in
            guard let self else { return false }
            let (name, target): (String, Widget?) = self.pager.map { ("pager", $0.widget) }
                ?? ("dots", (self.scenarios[self.current] as? ControlsScenario)?.traced)
            guard let w = target else { return false }
            var x: gint = 0, y: gint = 0
            gtk_widget_translate_coordinates(w, self.window, 0, 0, &x, &y)
            emit("layout \(name)=\(x) \(y) \(gtk_widget_get_allocated_width(w)) \(gtk_widget_get_allocated_height(w))")
            return false
        }
    }

    /// The shown scenario's width against the room it has, each time
    /// either changes: wider than its room, it scrolls sideways.
    func traceWidth(of s: Scenario, in scrolled: Widget) {
        let adj = gtk_scrolled_window_get_hadjustment(sp_scrolled_window(scrolled))!
        PagerGLib.connect(UnsafeMutableRawPointer(adj), "changed") { [weak self] _ in
            guard let self, self.current == s else { return }
            emit("width \(s.rawValue) \(Int(gtk_adjustment_get_upper(adj))) in \(Int(gtk_adjustment_get_page_size(adj)))")
        }
    }

    /// One line per pager event, flushed at once.
    func trace(_ p: Pager) {
        let w = p.widget
        PagerGLib.connectDouble(w, "did-scroll") { _ in emit("scroll") }
        PagerGLib.connectInt(w, "current-item-changed") { emit("current-item-changed index=\($0)") }
        PagerGLib.connectInt(w, "settled") { emit("settled page=\($0)") }
        PagerGLib.connectInt(w, "page-selected") { emit("page-selected page=\($0)") }
        PagerGLib.connectInt(w, "page-shown") { emit("page-shown index=\($0)") }
        PagerGLib.connectInt(w, "page-hidden") { emit("page-hidden index=\($0)") }
        PagerGLib.connectNotify(w, "scroll-state") { [weak p] in emit("scroll-state \(p.map { String(describing: $0.scrollState) } ?? "gone")") }
        PagerGLib.connect(w, "will-begin-dragging") { _ in emit("will-begin-dragging") }
        PagerGLib.connectInt(w, "did-end-dragging") { emit("did-end-dragging will-decelerate=\($0 != 0)") }
        PagerGLib.connect(w, "will-begin-decelerating") { _ in emit("will-begin-decelerating") }
        PagerGLib.connect(w, "did-end-decelerating") { _ in emit("did-end-decelerating") }
        PagerGLib.connect(w, "did-end-scrolling-animation") { _ in emit("did-end-scrolling-animation") }
        PagerGLib.connectInt(w, "item-selected") { emit("selected index=\($0)") }
    }

    /// Renders the window to a PNG once the pager is at rest and the first
    /// fades are done, then quits. Drawing to an image works on X11 and
    /// Wayland alike.
    func snapshotWhenSettled(_ path: String) {
        let start = monotonicNow()
        PagerGLib.timeout(seconds: 0.1) { [weak self] in
            guard let self else { return false }
            let waited = monotonicNow() - start
            if let p = self.pager, (p.isDragging || p.isDecelerating || p.isScrolling) && waited < 5 { return true }
            if waited < 0.8 { return true }
            self.exitCode = self.writeSnapshot(path) ? 0 : 1
            gtk_main_quit()
            return false
        }
    }

    func writeSnapshot(_ path: String) -> Bool {
        let w = gtk_widget_get_allocated_width(window), h = gtk_widget_get_allocated_height(window)
        // At the window's scale factor, so GDK_SCALE=2 renders crisp at 2x.
        let scale = gtk_widget_get_scale_factor(window)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w * scale, h * scale)
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cr = cairo_create(surface)
        gtk_widget_draw(window, cr)
        cairo_destroy(cr)
        let status = cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
        if status != CAIRO_STATUS_SUCCESS {
            warn("could not write the snapshot to \(path)")
            return false
        }
        if options.trace { emit("snapshot path=\(path) size=\(w * scale)x\(h * scale) logical=\(w)x\(h)") }
        return true
    }

    static func loadCSS() {
        guard let path = resourcePath("demo.css") else {
            warn("demo.css not found; the sample uses the theme's plain look")
            return
        }
        let css = gtk_css_provider_new()
        var error: UnsafeMutablePointer<GError>?
        gtk_css_provider_load_from_path(css, path, &error)
        if let e = error {
            warn("demo.css: \(String(cString: e.pointee.message))")
            g_error_free(e)
        }
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(css)
    }
}

func monotonicNow() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

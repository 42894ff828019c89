import CSlidingPagesAdw
import CSlidingPagesGtk4
import SlidingPagesCore
import SlidingPagesGtk4

// The GTK 4 sample: a libadwaita window with a view switcher that moves to
// the bottom when the window is narrow, and pagers on the same core as the
// GTK 3 sample: eight coloured pages with a button on each, a million
// recycled pages, days with no count, a long read under a scrubber, and
// forms to Tab through.
//
//   SlidingPagesDemo4 [--scenario colours|million|days|reading|forms] [--page N] [--vertical]
//                     [--wrap] [--rtl] [--lines] [--dark] [--events]
//                     [--autoplay SECONDS] [--set PROPERTY=VALUE]...
//                     [--snapshot FILE.png]
//
// --set sets a GObject property of the pager shown, from text as a .ui
// file gives it; --events also prints "notify current-page=K" and the
// "settled" signal, as a GObject listener hears them.
//
// --page counts from 1, as the pages' labels do; --events prints each
// pager event (and the live page widgets after each settle) on stdout.

/// A line on standard error (the sample's complaints about its options).
func complain(_ line: String) {
    let text = "SlidingPagesDemo4: " + line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

struct Options {
    var scenario = "colours"
    var page = 1
    var vertical = false
    var wrap = false
    var rtl = false
    var lines = false
    var dark = false
    var events = false
    var snapshot: String?
    var autoplay: Double?
    var sets: [String] = []

    init(_ args: [String]) {
        var i = 1
        func value() -> String? {
            i += 1
            return i < args.count ? args[i] : nil
        }
        while i < args.count {
            switch args[i] {
            case "--scenario": scenario = value() ?? scenario
            case "--page": page = value().flatMap { Int($0) } ?? page
            case "--vertical": vertical = true
            case "--wrap": wrap = true
            case "--rtl": rtl = true
            case "--lines": lines = true
            case "--dark": dark = true
            case "--events": events = true
            case "--snapshot": snapshot = value()
            case "--autoplay": autoplay = value().flatMap { Double($0) }
            case "--set": if let v = value() { sets.append(v) }
            case "--help", "-h":
                print("usage: SlidingPagesDemo4 [--scenario colours|million|days|reading|forms] [--page N] [--vertical] [--wrap] [--rtl] [--lines] [--dark] [--events] [--autoplay SECONDS] [--set PROPERTY=VALUE]... [--snapshot FILE.png]")
                exit(0)
            default:
                complain("unknown option \(args[i]) (try --help)")
                exit(2)
            }
            i += 1
        }
        if !["colours", "million", "days", "reading", "forms"].contains(scenario) {
            complain("--scenario is colours, million, days, reading or forms, not \(scenario)")
            exit(2)
        }
    }
}

/// 1,000,000 → "1,000,000".
func grouped(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (k, c) in digits.enumerated() {
        if k > 0 && (digits.count - k) % 3 == 0 { out += "," }
        out.append(c)
    }
    return out
}

/// "#rrggbb" as GDK's colour.
func rgba(_ hex: String) -> GdkRGBA {
    var c = GdkRGBA()
    _ = gdk_rgba_parse(&c, hex)
    return c
}

/// The eight pages' colours, the GTK 3 sample's.
let palette = ["#e5a50a", "#26a269", "#1c71d8", "#c061cb", "#e66100", "#2ec27e", "#813d9c", "#a51d2d"]

let css = palette.enumerated().map { k, c in ".sp-page-\(k) { background-color: \(c); color: white; }" }.joined(separator: "\n")
    + "\n.sp-page-label { font-size: 28pt; font-weight: bold; }"
    + "\n.sp-day-name { font-size: 32pt; font-weight: bold; }\n.sp-day-date { font-size: 16pt; }"
    + "\n.sp-page-button { background: #241f31; color: white; }"

@MainActor
final class Sample {
    let options: Options
    var pagers: [Pager] = []
    var presses = 0
    /// The colour pages by identity: Add and Remove change them.
    var colourIds = Array(0..<8)
    var nextColourId = 8
    var colours: Pager?
    var boundDots: Dots?
    var days: Days?
    var reading: Reading?
    var forms: Forms?
    /// Add and Remove, shown with the colour pages only.
    var editButtons: [Widget] = []

    init(_ options: Options) { self.options = options }

    func say(_ line: String) {
        guard options.events else { return }
        print(line)
        fflush(nil)
    }

    /// A page: a coloured box with a big label and a button, reused for
    /// another item by changing its label and colour.
    func page(_ item: Int, reusing: Widget?, label: String) -> Widget {
        let box = reusing ?? {
            let b = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
            gtk_widget_set_valign(b, GTK_ALIGN_FILL)
            let l = gtk_label_new(nil)!
            gtk_widget_add_css_class(l, "sp-page-label")
            gtk_widget_set_vexpand(l, 1)
            gtk_box_append(sp4_box(b), l)
            let button = gtk_button_new_with_label("Press me")!
            gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
            gtk_widget_add_css_class(button, "sp-page-button")
            gtk_widget_set_margin_bottom(button, 56)
            sp4_connect(button, "clicked", { _, data in
                let sample = Unmanaged<Sample>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated {
                    sample.presses += 1
                    sample.say("button pressed \(sample.presses)")
                }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
            gtk_box_append(sp4_box(b), button)
            return b
        }()
        for k in palette.indices { gtk_widget_remove_css_class(box, "sp-page-\(k)") }
        gtk_widget_add_css_class(box, "sp-page-\(item % palette.count)")
        gtk_label_set_text(sp4_label(gtk_widget_get_first_child(box)), label)
        return box
    }

    func makePager(count: Int, name: String) -> Pager {
        let p = Pager()
        p.orientation = options.vertical ? .vertical : .horizontal
        p.wrapEnabled = options.wrap
        if options.lines { p.indicatorStyle = .lines }
        p.autoplayInterval = options.autoplay
        let million = count > 1_000
        if million {
            // Buttons for mouse users, as image viewers show them.
            p.navigationButtons = true
        } else {
            // Each page's dots in its own colour, masked in across the
            // row as the next page comes (KVNMaskedPageControl).
            p.dotColours = { [unowned self, unowned p] page, current in
                // A page's colour is its first item's.
                let item = page * p.itemsPerPage
                guard colourIds.indices.contains(item) else { return nil }
                var c = rgba(palette[colourIds[item] % palette.count])
                c.alpha = current ? 1 : 0.45
                return c
            }
        }
        if million {
            p.setItems(count: count, view: { [unowned self] item, reusing in
                page(item, reusing: reusing, label: "#\(grouped(item + 1))")
            }, title: { item in "Photo \(grouped(item + 1))" })
        } else {
            p.setItems(count: colourIds.count, view: { [unowned self] item, reusing in
                page(colourIds[item], reusing: reusing, label: "Page \(colourIds[item] + 1)")
            }, title: { [unowned self] item in "Colour \(colourIds[item] + 1)" })
        }
        p.onEvent = { [unowned self, unowned p] e in
            say("\(name): \(e)")
            if case .settled = e { say("\(name): live pages \(p.liveWidgetCount), page \((p.currentPage ?? -1) + 1) of \(p.pageCount)") }
        }
        pagers.append(p)
        return p
    }

    func activate(_ app: OpaquePointer) {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        if options.dark { adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK) }
        if options.rtl { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }

        let window = adw_application_window_new(UnsafeMutablePointer(app))!
        gtk_window_set_title(sp4_window(window), "SlidingPages for GTK 4")
        gtk_window_set_default_size(sp4_window(window), 900, 640)

        let stack = adw_view_stack_new()!
        gtk_widget_set_vexpand(stack, 1)
        let colours = makePager(count: palette.count, name: "colours")
        self.colours = colours
        let million = makePager(count: 1_000_000, name: "million")
        let first = adw_view_stack_add_titled(sp4_adw_view_stack(stack), colours.widget, "colours", "Colours")
        adw_view_stack_page_set_icon_name(first, "applications-graphics-symbolic")
        // The million's dots are a widget of their own under it, bound to it.
        million.dotsHidden = true
        let bound = Dots()
        bound.follow(million)
        boundDots = bound
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        if let w = million.widget { gtk_widget_set_vexpand(w, 1); gtk_box_append(sp4_box(column), w) }
        if let d = bound.widget {
            gtk_widget_set_margin_top(d, 6)
            gtk_widget_set_margin_bottom(d, 6)
            gtk_box_append(sp4_box(column), d)
        }
        let second = adw_view_stack_add_titled(sp4_adw_view_stack(stack), column, "million", "A million")
        adw_view_stack_page_set_icon_name(second, "view-paged-symbolic")
        let days = Days(today: Days.todayNumber)
        self.days = days
        days.pager.onEvent = { [unowned self, unowned days] e in
            say("days: \(e)")
            if case .settled = e { say("days: showing \(days.shown ?? "nothing")") }
        }
        let third = adw_view_stack_add_titled(sp4_adw_view_stack(stack), days.widget, "days", "Days")
        adw_view_stack_page_set_icon_name(third, "x-office-calendar-symbolic")
        let reading = Reading { [unowned self] in say($0) }
        self.reading = reading
        let fourth = adw_view_stack_add_titled(sp4_adw_view_stack(stack), reading.widget, "reading", "Reading")
        adw_view_stack_page_set_icon_name(fourth, "x-office-document-symbolic")
        let forms = Forms { [unowned self] in say($0) }
        self.forms = forms
        let fifth = adw_view_stack_add_titled(sp4_adw_view_stack(stack), forms.widget, "forms", "Forms")
        adw_view_stack_page_set_icon_name(fifth, "mail-unread-symbolic")
        adw_view_stack_set_visible_child_name(sp4_adw_view_stack(stack), options.scenario)
        let shown = ["million": million, "days": days.pager, "forms": forms.pager][options.scenario] ?? colours
        setProperties(options.sets, on: shown)
        listen(to: shown, name: options.scenario)
        shown.scroll(toPage: max(0, options.page - 1), duration: 0)

        // Wide: the switcher in the header; narrow: a bar at the bottom.
        let title = adw_view_switcher_title_new()!
        adw_view_switcher_title_set_stack(sp4_adw_switcher_title(title), sp4_adw_view_stack(stack))
        let header = adw_header_bar_new()!
        adw_header_bar_set_title_widget(sp4_adw_header_bar(header), title)
        // Add and Remove (also Ctrl+Insert, Ctrl+Delete): animated item changes.
        for (icon, tip, add) in [("list-add-symbolic", "Add a page after this one (Ctrl+Insert)", true),
                                 ("list-remove-symbolic", "Remove this page (Ctrl+Delete)", false)] {
            let b = gtk_button_new_from_icon_name(icon)!
            gtk_widget_set_tooltip_text(b, tip)
            sp4_connect(b, "clicked", add ? addClicked : removeClicked, Unmanaged.passUnretained(self).toOpaque(), nil)
            adw_header_bar_pack_start(sp4_adw_header_bar(header), b)
            editButtons.append(b)
        }
        sp4_connect_notify(stack, "notify::visible-child-name", { stack, _, data in
            let a = UInt(bitPattern: data), st = UInt(bitPattern: stack)
            MainActor.assumeIsolated {
                let name = adw_view_stack_get_visible_child_name(OpaquePointer(bitPattern: st)).map { String(cString: $0) }
                for b in sampleAt(a).editButtons { gtk_widget_set_visible(b, name == "colours" ? 1 : 0) }
            }
        }, Unmanaged.passUnretained(self).toOpaque())
        for b in editButtons { gtk_widget_set_visible(b, options.scenario == "colours" ? 1 : 0) }
        let keys = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(keys, GTK_SHORTCUT_SCOPE_GLOBAL)
        for (trigger, add) in [("<Control>Insert", true), ("<Control>Delete", false)] {
            let action = gtk_callback_action_new(add ? addShortcut : removeShortcut, Unmanaged.passUnretained(self).toOpaque(), nil)
            gtk_shortcut_controller_add_shortcut(keys, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action))
        }
        gtk_widget_add_controller(window, keys)
        let bar = adw_view_switcher_bar_new()!
        adw_view_switcher_bar_set_stack(sp4_adw_switcher_bar(bar), sp4_adw_view_stack(stack))
        g_object_bind_property(sp4_object(title), "title-visible", sp4_object(bar), "reveal", G_BINDING_SYNC_CREATE)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(sp4_box(content), header)
        gtk_box_append(sp4_box(content), stack)
        gtk_box_append(sp4_box(content), bar)
        adw_application_window_set_content(sp4_adw_window(window), content)
        gtk_window_present(sp4_window(window))
        if let w = shown.widget { gtk_widget_grab_focus(w) }
        say("ready \(options.scenario)")
        if options.snapshot != nil { snapshotSoon(window, app: app) }
    }

    /// `--set`: each PROPERTY=VALUE through GObject, the text read as a
    /// .ui file's (GtkBuilder); an unknown property or bad text is named.
    func setProperties(_ sets: [String], on p: Pager) {
        guard let w = p.widget else { return }
        let builder = gtk_builder_new()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        for assignment in sets {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let spec = g_object_class_find_property(sp4_object_class(w), parts[0]) else {
                complain("--set \(assignment): the pager has no property \(parts.first ?? assignment)")
                continue
            }
            var value = GValue()
            var error: UnsafeMutablePointer<GError>?
            if gtk_builder_value_from_string(builder, spec, parts[1], &value, &error) != 0 {
                g_object_set_property(sp4_object(w), parts[0], &value)
                g_value_unset(&value)
            } else {
                complain("--set \(assignment): \(error.map { String(cString: $0.pointee.message) } ?? "not a value")")
                g_error_free(error)
            }
        }
    }

    /// With --events: the GObject face as a C or .ui listener hears it.
    func listen(to p: Pager, name: String) {
        guard options.events, let w = p.widget else { return }
        let data = Unmanaged.passUnretained(self).toOpaque()
        sp4_connect_int(w, "settled", { _, page, data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { sampleAt(a).say("signal settled \(page)") }
        }, data)
        // The GTK 3 pager's event signals, by the same names.
        sp4_connect(w, "will-begin-dragging", { _, data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { sampleAt(a).say("signal will-begin-dragging") }
        }, data, nil)
        sp4_connect_int(w, "did-end-dragging", { _, decelerates, data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { sampleAt(a).say("signal did-end-dragging \(decelerates != 0)") }
        }, data)
        sp4_connect_int(w, "item-selected", { _, item, data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { sampleAt(a).say("signal item-selected \(item)") }
        }, data)
        sp4_connect_notify(w, "notify::current-page", { object, _, data in
            let a = UInt(bitPattern: data), o = UInt(bitPattern: object)
            MainActor.assumeIsolated {
                var v = GValue()
                g_value_init(&v, sp4_type_int())
                g_object_get_property(sp4_object(UnsafeMutableRawPointer(bitPattern: o)), "current-page", &v)
                sampleAt(a).say("notify current-page=\(g_value_get_int(&v))")
                g_value_unset(&v)
            }
        }, data)
    }

    /// A new colour page after the current one, grown into place.
    func addColour() {
        guard let p = colours else { return }
        let at = (p.currentItem ?? -1) + 1
        colourIds.insert(nextColourId, at: at)
        nextColourId += 1
        p.insertItems(at: at)
        say("colours: items \(colourIds.count)")
    }

    /// The current colour page goes; the one after takes its place.
    func removeColour() {
        guard let p = colours, colourIds.count > 1, let k = p.currentItem else { return }
        colourIds.remove(at: k)
        p.deleteItems(at: k)
        say("colours: items \(colourIds.count)")
    }

    /// Renders the window as it shows to `--snapshot`'s PNG once it has
    /// settled, then quits: the same pixels on X11 and Wayland.
    func snapshotSoon(_ window: Widget, app: OpaquePointer) {
        let args = Unmanaged.passRetained(SnapshotJob(sample: self, window: window, app: app)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, 1500, { data in
            let job = Unmanaged<SnapshotJob>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { job.run() }
            return 0
        }, args, nil)
    }
}

/// A snapshot to take: the sample, its window and the application to quit.
@MainActor
final class SnapshotJob {
    let sample: Sample
    let window: Widget
    let app: OpaquePointer

    init(sample: Sample, window: Widget, app: OpaquePointer) {
        self.sample = sample
        self.window = window
        self.app = app
    }

    func run() {
        guard let path = sample.options.snapshot else { return }
        let w = gtk_widget_get_width(window), h = gtk_widget_get_height(window)
        let paintable = gtk_widget_paintable_new(window)
        let snap = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snap, Double(w), Double(h))
        if let node = gtk_snapshot_free_to_node(snap), let renderer = gtk_native_get_renderer(OpaquePointer(window)) {
            let texture = gsk_renderer_render_texture(renderer, node, nil)
            let saved = texture.map { gdk_texture_save_to_png($0, path) } ?? 0
            sample.say(saved != 0 ? "snapshot \(path) \(w)x\(h)" : "snapshot failed")
            if saved == 0 { complain("could not write \(path)") }
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
            gsk_render_node_unref(node)
        } else {
            complain("the window (\(w)x\(h)) drew nothing to write to \(path)")
        }
        g_object_unref(UnsafeMutableRawPointer(paintable))
        g_application_quit(UnsafeMutablePointer(app))
    }
}

/// The sample a callback's data names (GTK calls on the main thread; the
/// address crosses as an integer).
@MainActor
func sampleAt(_ address: UInt) -> Sample { Unmanaged<Sample>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue() }

let addClicked: SP4ObjectFunc = { _, data in
    let a = UInt(bitPattern: data)
    MainActor.assumeIsolated { sampleAt(a).addColour() }
}
let removeClicked: SP4ObjectFunc = { _, data in
    let a = UInt(bitPattern: data)
    MainActor.assumeIsolated { sampleAt(a).removeColour() }
}
let addShortcut: GtkShortcutFunc = { _, _, data in
    let a = UInt(bitPattern: data)
    MainActor.assumeIsolated { sampleAt(a).addColour() }
    return 1
}
let removeShortcut: GtkShortcutFunc = { _, _, data in
    let a = UInt(bitPattern: data)
    MainActor.assumeIsolated { sampleAt(a).removeColour() }
    return 1
}

let sample = Sample(Options(CommandLine.arguments))
let app = adw_application_new("org.slidingpages.Demo4", G_APPLICATION_NON_UNIQUE)!
sp4_connect(app, "activate", { app, data in
    let sample = Unmanaged<Sample>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { sample.activate(OpaquePointer(app!)) }
}, Unmanaged.passUnretained(sample).toOpaque(), nil)
// The sample reads its own options: GApplication gets none.
exit(g_application_run(UnsafeMutablePointer(OpaquePointer(app)), 0, nil))

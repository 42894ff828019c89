import CGtk
import Glibc
import SlidingPagesCore

/// A window with a row of buttons and a GtkLayout whose label pages are
/// positioned by `PagerLayout` and recycled by `Recycler`.
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let canvas: UnsafeMutablePointer<GtkWidget>
    let status: UnsafeMutablePointer<GtkWidget>
    var layout: PagerLayout
    var recycler: Recycler
    var position: Double
    var loaded: [Int: UnsafeMutablePointer<GtkWidget>] = [:]
    var pool: [UnsafeMutablePointer<GtkWidget>] = []
    var animation: (from: Double, to: Double, start: Int, duration: Double)?
    var tickID: guint = 0
    let count: Int
    let trace: Bool

    init(options: DemoOptions) {
        count = max(0, options.pages)
        trace = options.trace
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_title(sp_window(window), "SlidingPages")
        gtk_window_set_default_size(sp_window(window), 800, 600)
        canvas = gtk_layout_new(nil, nil)
        status = gtk_label_new("")
        layout = PagerLayout(itemCount: count, viewport: .zero)
        recycler = Recycler(poolCapacity: Recycler.poolCapacity(for: layout))
        position = layout.clamped(Double(options.startPage))

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_container_set_border_width(sp_container(bar), 6)
        for (title, step) in [("First", Int.min), ("Previous", -1), ("Next", 1), ("Last", Int.max)] {
            let b = gtk_button_new_with_label(title)!
            connect(b, "clicked") { [unowned self] _ in self.go(step) }
            gtk_box_pack_start(sp_box(bar), b, 0, 0, 0)
        }
        gtk_box_pack_end(sp_box(bar), status, 0, 0, 0)
        gtk_box_pack_start(sp_box(box), bar, 0, 0, 0)
        gtk_box_pack_start(sp_box(box), canvas, 1, 1, 0)
        gtk_container_add(sp_container(window), box)
        connect(window, "destroy") { _ in gtk_main_quit() }
        connectAllocate(canvas) { [unowned self] rect in self.resized(width: Double(rect.width), height: Double(rect.height)) }
        if let q = options.quitAfter {
            g_timeout_add_full(G_PRIORITY_DEFAULT, guint(q * 1000), { _ in gtk_main_quit(); return 0 }, nil, nil)
        }
    }

    func show() { gtk_widget_show_all(window) }

    func resized(width: Double, height: Double) {
        let size = Size(width: width, height: height)
        guard size != layout.viewport else { return }
        let item = layout.currentItemIndex(at: position)
        layout = PagerLayout(itemCount: count, viewport: size)
        recycler.poolCapacity = Recycler.poolCapacity(for: layout)
        // The same item stays current across a resize.
        if let item { position = layout.target(forItem: item, from: position) }
        // Children resized inside the layout's own allocation would wait for
        // another allocation pass; place them from an idle instead.
        schedulePlace()
    }

    var placePending = false
    func schedulePlace() {
        guard !placePending else { return }
        placePending = true
        let box = Unmanaged.passRetained(TickBox { [unowned self] _ in
            self.placePending = false
            self.place()
            return false
        })
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, { data in
            let box = Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.body(0) } ? 1 : 0
        }, box.toOpaque(), { data in Unmanaged<TickBox>.fromOpaque(data!).release() })
    }

    func go(_ step: Int) {
        guard let page = layout.currentPage(at: animation?.to ?? position) else { return }
        let target: Double
        switch step {
        case Int.min: target = layout.target(forPage: 0, from: position)
        case Int.max: target = layout.target(forPage: layout.numberOfPages - 1, from: position)
        default: target = layout.target(forPage: page + step, from: position)
        }
        let clock = gtk_widget_get_frame_clock(canvas)
        let now = clock.map { gdk_frame_clock_get_frame_time($0) } ?? 0
        animation = (position, target, now, 0.3)
        if tickID == 0 {
            let box = Unmanaged.passRetained(TickBox { [unowned self] time in self.tick(time) })
            tickID = sp_add_tick(canvas, { _, clock, data in
                let box = Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { box.body(gdk_frame_clock_get_frame_time(clock)) } ? 1 : 0
            }, box.toOpaque(), { data in Unmanaged<TickBox>.fromOpaque(data!).release() })
        }
    }

    /// One frame of the programmatic scroll; false stops the tick.
    func tick(_ time: Int) -> Bool {
        guard let a = animation else { tickID = 0; return false }
        let t = Double(time - a.start) / 1_000_000 / a.duration
        position = a.from + (a.to - a.from) * easeInOutCubic(t)
        if t >= 1 {
            position = layout.normalized(a.to)
            animation = nil
            if trace, let page = layout.currentPage(at: position) { emit("settled page=\(page)") }
        }
        place()
        if animation == nil { tickID = 0 }
        return animation != nil
    }

    /// Applies the core's recycle plan and places every loaded label.
    func place() {
        let plan = recycler.update(to: layout.loadedSlots(at: position))
        for slot in plan.unload {
            if let w = loaded.removeValue(forKey: slot) { pool.append(w) }
        }
        var reuse = plan.reuse
        for slot in plan.load {
            let w: UnsafeMutablePointer<GtkWidget>
            if reuse > 0, let r = pool.popLast() {
                w = r
                reuse -= 1
            } else {
                w = gtk_label_new(nil)
                gtk_widget_set_name(w, "page")
                gtk_layout_put(sp_layout(canvas), w, 0, 0)
            }
            let item = layout.item(atSlot: slot) ?? 0
            gtk_label_set_markup(sp_label(w), "<span size='48000' weight='bold'>Page \(item + 1)</span>\n<span size='14000'>of \(count), placed by the core</span>")
            gtk_label_set_justify(sp_label(w), GTK_JUSTIFY_CENTER)
            gtk_widget_show(w)
            loaded[slot] = w
        }
        for _ in 0..<plan.discard where !pool.isEmpty { gtk_widget_destroy(pool.removeFirst()) }
        for w in pool { gtk_widget_hide(w) }
        for (slot, w) in loaded {
            let f = layout.frame(ofSlot: slot, at: position)
            gtk_widget_set_size_request(w, gint(f.width), gint(f.height))
            gtk_layout_move(sp_layout(canvas), w, gint(f.x.rounded()), gint(f.y.rounded()))
        }
        let page = layout.currentPage(at: position).map { "\($0 + 1)" } ?? "–"
        gtk_label_set_text(sp_label(status), "page \(page) of \(layout.numberOfPages) · \(loaded.count) label widgets")
    }
}

/// One trace line, flushed at once so a test reading the pipe sees it.
func emit(_ line: String) {
    print(line)
    fflush(nil)  // all streams: stdout itself is not concurrency-safe to name
}

/// A Swift closure owned by GLib through a destroy notify.
final class TickBox {
    let body: @MainActor (Int) -> Bool
    init(_ body: @escaping @MainActor (Int) -> Bool) { self.body = body }
}

final class SignalBox {
    let body: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void
    init(_ body: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void) { self.body = body }
}

final class AllocateBox {
    let body: @MainActor (GdkRectangle) -> Void
    init(_ body: @escaping @MainActor (GdkRectangle) -> Void) { self.body = body }
}

@MainActor
func connect(_ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String, _ body: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void) {
    let box = Unmanaged.passRetained(SignalBox(body)).toOpaque()
    sp_connect_widget_signal(widget, signal, { w, data in
        let box = Unmanaged<SignalBox>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { box.body(w!) }
    }, box, { data, _ in Unmanaged<SignalBox>.fromOpaque(data!).release() })
}

@MainActor
func connectAllocate(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (GdkRectangle) -> Void) {
    let box = Unmanaged.passRetained(AllocateBox(body)).toOpaque()
    sp_connect_size_allocate(widget, { _, rect, data in
        let box = Unmanaged<AllocateBox>.fromOpaque(data!).takeUnretainedValue()
        let r = rect!.pointee
        MainActor.assumeIsolated { box.body(r) }
    }, box, { data, _ in Unmanaged<AllocateBox>.fromOpaque(data!).release() })
}

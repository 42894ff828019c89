import AllocationCounter
import CSlidingPagesExtras
import CSlidingPagesGtk
import Glibc
import SlidingPages
import SlidingPagesCore

/// A GTK widget pointer, as the pager's API spells it.
typealias Widget = Pager.Widget

// The benchmark's measuring side. `scripts/bench.sh` runs each measurement in
// a fresh process and prints the table:
//   SlidingPagesBench core                       core rows, JSON lines
//   SlidingPagesBench widget PAGES jump|drag     one widget row, JSON line
//   SlidingPagesBench widget PAGES scrub         the scrubber nub dragged end
//                                                to end, ~8,000 pages a frame at 10^6
//   SlidingPagesBench widget PAGES heavy         pages of 100-row list boxes
//                                                with icons, dragged by pointer
//                                                events through GTK's event path
// Figures are printed, never asserted: machines here are shared and noisy,
// so the script compares ratios measured in the same run.

/// Runs main-actor code from a GTK callback of the harness's own (a frame
/// tick, a draw), which GTK makes on its one thread, without the runtime's
/// executor check: the harness's cost per frame is not the widget's, and
/// HdyCarousel's harness in C pays none. The library's hooks skip the check
/// in release builds the same way (`onMainActor`).
@inline(__always)
func onGTKThread<A, T>(_ argument: A, _ body: @MainActor (A) -> T) -> T {
    // The argument is passed, not captured: a capturing closure gets a heap
    // context through `withoutActuallyEscaping`, an allocation a call.
    withoutActuallyEscaping(body) { isolated in unsafeBitCast(isolated, to: ((A) -> T).self)(argument) }
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func cpuSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Resident set size in kB (from /proc/self/statm).
func rssKB() -> Int {
    guard let f = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(f) }
    var size = 0, resident = 0
    withUnsafeMutablePointer(to: &size) { s in
        withUnsafeMutablePointer(to: &resident) { r in
            _ = withVaList([s, r]) { vfscanf(f, "%ld %ld", $0) }
        }
    }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

func json(_ fields: [(String, String)]) {
    print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
}

func fmt(_ x: Double) -> String {
    var buf = [CChar](repeating: 0, count: 32)
    _ = withVaList([x]) { vsnprintf(&buf, 32, "%.4f", $0) }
    return String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

// MARK: Core

/// One frame's decisions: visible and loaded slots, the recycle diff, frames
/// of the visible pages, current item and page, strip, dots and scrubber.
@inline(never)
func coreFrame(_ l: PagerLayout, _ r: inout Recycler, _ p: Double, _ c: ChromeLayout, _ dots: PageDots) -> Double {
    var sink = 0.0
    let plan = r.update(to: l.loadedSlots(at: p))
    for slot in plan.load { sink += Double(slot) }
    for slot in plan.unload { sink -= Double(slot) }
    let v = l.visibleSlots(at: p)
    var s = v.lower
    while s < v.upper {
        sink += l.frame(ofSlot: s, at: p).x
        s += 1
    }
    sink += Double(l.currentItemIndex(at: p) ?? 0) + Double(l.currentPage(at: p) ?? 0)
    let pages = l.pagePosition(l.wraps ? l.normalized(p) : p)
    let strip = c.headerStrip
    let titles = strip.visiblePages(pagePosition: pages)
    var k = titles.lower
    while k < titles.upper {
        sink += strip.titleCenterX(page: k, pagePosition: pages) * strip.emphasis(page: k, pagePosition: pages)
        k += 1
    }
    let dr = c.dotsRect(dots)
    dots.forEachDot(pagePosition: pages, width: dr.width) { _, x, radius, _ in sink += x + radius }
    sink += PageDots.maskFraction(pagePosition: pages, pageExtent: c.pageArea.width, controlMinX: dr.x, controlWidth: dr.width)
    sink += c.nubRect(fraction: Scrubber.fraction(position: p, min: l.minPosition, max: l.maxPosition)).x
    sink += zoomOutScale(distance: (p - l.restingPosition(for: p, paging: true)) * l.stride)
    return sink
}

func benchCore(only: (count: Int, scenario: String, frames: Int)? = nil) {
    let size = Size(width: 800, height: 600)
    for scenario in only.map({ [$0.scenario] }) ?? ["drag", "jump"] {
        for count in only.map({ [$0.count] }) ?? [10, 1_000, 1_000_000, 1_000_000_000] {
            let chrome = ChromeLayout(options: ChromeOptions(), size: size, orientation: .horizontal, rightToLeft: false)
            let l = PagerLayout(configuration: LayoutConfiguration(), itemCount: count, viewport: Size(width: chrome.pageArea.width, height: chrome.pageArea.height))
            var r = Recycler(poolCapacity: Recycler.poolCapacity(for: l))
            let dots = PageDots(pageCount: l.numberOfPages)
            let frames = only?.frames ?? 400_000
            var sink = 0.0
            var p = 0.0
            // Warm-up loads the first window.
            sink += coreFrame(l, &r, p, chrome, dots)
            let span = Double(min(count, 1_000_000)) - 1
            var best = Double.infinity
            var allocs = 0
            for _ in 0..<(only == nil ? 3 : 1) {  // best of three runs of the same frames
                p = 0
                sp_allocations_begin()
                let t0 = now()
                for f in 0..<frames {
                    if scenario == "drag" {
                        p += 0.05
                        if p > span { p = 0 }
                    } else {
                        p = Double(f % max(1, Int(span) + 1))
                    }
                    sink += coreFrame(l, &r, p, chrome, dots)
                }
                let t = now() - t0
                allocs = sp_allocations_end()
                best = min(best, t)
            }
            if sink.isNaN { print("unreachable") }
            json([("subject", "\"core\""), ("scenario", "\"\(scenario)\""), ("pages", "\(count)"),
                  ("ns_per_frame", fmt(best / Double(frames) * 1e9)), ("allocs_per_frame", fmt(Double(allocs) / Double(frames)))])
        }
    }
}

// MARK: Widget under X

@MainActor
final class WidgetBench {
    let pages: Int
    let scenario: String
    let window: Widget
    let pager = Pager()
    var frame = 0
    var built = 0.0
    var start = 0.0
    var rss0 = 0
    var cpu0 = 0.0
    var maxLive = 0
    /// The crossings between the C and Swift halves when recording began.
    var crossings0: UInt64 = 0
    let frames: Int
    /// Pages only, no strip or dots (BENCH_PLAIN): like for like with a
    /// bare HdyCarousel.
    let plain = getenv("BENCH_PLAIN") != nil
    let verbose = getenv("BENCH_VERBOSE") != nil
    /// Each frame clock cycle's CPU time (see bench.h).
    var timer: UnsafeMutablePointer<SPFrameTimer>?
    /// Scrub: where the nub was taken, and the distance the pages moved.
    var nubGrab: (x: Double, y: Double)?
    /// Pixels from the nub's centre at the track's start to its end, read at
    /// the press (the window keeps its size through the scrub).
    var nubTravel = 0.0
    /// Frames waited before the heavy drag.
    var settled = 0
    /// Where the heavy scenario's drag was pressed.
    var pageGrab: (x: Double, y: Double)?
    var lastPosition = 0.0
    var travelled = 0.0
    /// Heavy pages: each page's rows (label, icon), by page widget.
    var rows: [Widget: [(Widget, Widget)]] = [:]

    /// The scenario, read once: its name compared every frame ran the
    /// standard library's string comparison, charged to our own code.
    enum Kind { case jump, drag, scrub, heavy }
    let kind: Kind

    init(pages: Int, scenario: String) {
        self.pages = pages
        self.scenario = scenario
        kind = ["jump": .jump, "scrub": .scrub, "heavy": .heavy][scenario] ?? .drag
        // BENCH_FRAMES changes the count (instruction counts per frame come
        // from the difference of two runs under callgrind).
        let override = getenv("BENCH_FRAMES").flatMap { Int(String(cString: $0)) }
        frames = override ?? (scenario == "jump" ? 120 : 600)
        sp_park_pointer()
        rss0 = rssKB()
        start = now()
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(sp_window(window), 800, 600)
        if scenario == "heavy" {
            pager.setItems(count: pages, view: { [unowned self] index, reusing in
                self.heavyPage(index, reusing: reusing)
            }, title: { .text("List \($0 + 1)") })
        } else {
            pager.setItems(count: pages, view: { index, reusing in
                let label = reusing ?? gtk_label_new(nil)!
                sp_label_set_page(label, gint(index))
                return label
            }, title: { .text(String(cString: sp_page_title(gint($0)))) })
        }
        if plain {
            pager.titleStripHidden = true
            pager.dotsHidden = true
        }
        if scenario == "scrub" {
            // The nub hides at rest and a press where it would be goes to
            // the pages; a person's pointer shows it on the way there. Kept
            // shown here, so the press takes it.
            pager.scrubberIdleOpacity = 1
        }
        if scenario == "drag" || scenario == "heavy" {
            // A continuous drag: the position follows the pointer, 0.05 of a
            // page a frame, wrapping so small counts keep moving.
            pager.wrapEnabled = true
            pager.pagingEnabled = false
        }
        gtk_container_add(sp_container(window), pager.widget)
        gtk_widget_show_all(window)
        let box = Unmanaged.passRetained(self).toOpaque()
        // Build + first frame: until the window first draws.
        _ = sp_connect_draw(window, WidgetBench.windowDrawn, box, nil, 1)
        _ = sp_add_tick(window, WidgetBench.frameTick, box, nil)
    }

    // The harness's callbacks are written outside the main actor's code: a
    // C callback written inside it checks the executor on every call
    // (Swift 6's dynamic actor isolation), which HdyCarousel's C harness
    // does not pay either.
    nonisolated static let windowDrawn: SPDrawFunc = { _, _, data in
        let b = Unmanaged<WidgetBench>.fromOpaque(data!).takeUnretainedValue()
        onGTKThread(b) { b in if b.built == 0 { b.built = now() - b.start } }
        return 0
    }
    nonisolated static let frameTick: SPTickFunc = { _, _, data in
        let b = Unmanaged<WidgetBench>.fromOpaque(data!).takeUnretainedValue()
        return onGTKThread(b) { $0.tick() } ? 1 : 0
    }

    /// A page of 100 rows, each an icon and a label, in a scrolled window;
    /// a recycled one is given its new item's texts and icons, as an app
    /// binding a list page would.
    func heavyPage(_ index: Int, reusing: Widget?) -> Widget {
        let icons = ["folder", "text-x-generic", "image-x-generic", "audio-x-generic", "video-x-generic"]
        let page: Widget
        if let reusing {
            page = reusing
        } else {
            page = gtk_scrolled_window_new(nil, nil)!
            let list = gtk_list_box_new()!
            var made: [(Widget, Widget)] = []
            for _ in 0..<100 {
                let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
                let icon = gtk_image_new()!
                let label = gtk_label_new(nil)!
                gtk_box_pack_start(sp_box(row), icon, 0, 0, 0)
                gtk_box_pack_start(sp_box(row), label, 0, 0, 0)
                gtk_container_add(sp_container(list), row)
                made.append((label, icon))
            }
            gtk_container_add(sp_container(page), list)
            gtk_widget_show_all(page)
            rows[page] = made
        }
        for (r, (label, icon)) in (rows[page] ?? []).enumerated() {
            gtk_label_set_text(sp_label(label), "List \(index + 1), item \(r + 1)")
            gtk_image_set_from_icon_name(sp_image(icon), icons[(index + r) % icons.count], GTK_ICON_SIZE_LARGE_TOOLBAR)
        }
        return page
    }

    /// The nub's centre for a scroll fraction, where the core puts it.
    func nubCentre(fraction: Double) -> (x: Double, y: Double) {
        let size = Size(width: Double(gtk_widget_get_allocated_width(pager.widget)), height: Double(gtk_widget_get_allocated_height(pager.widget)))
        let r = ChromeLayout(options: ChromeOptions(), size: size, orientation: .horizontal, rightToLeft: false).nubRect(fraction: fraction)
        return (r.x + r.width / 2, r.y + r.height / 2)
    }

    /// One step per frame of the frame clock.
    func tick() -> Bool {
        guard built > 0 else { return true }
        // The heavy rows wait SP_BENCH_SETTLE_FRAMES frames after the window
        // first drew before the drag: the window's first focus lands on the
        // first row of the page in view, whose theme transition repaints
        // it for about ten frames, in both subjects, before anyone could
        // have started a drag.
        if kind == .heavy && settled < Int(SP_BENCH_SETTLE_FRAMES) {
            settled += 1
            return true
        }
        if frame == 0 {
            cpu0 = cpuSeconds()
            crossings0 = Pager.crossings
            timer = sp_frame_timer_new(window, gint(frames + 8))
            timer?.pointee.recording = 1
            if kind == .scrub {
                // Take hold of the nub where it rests, at the first page.
                let at = nubCentre(fraction: 0)
                sp_send_pointer(pager.widget, GDK_BUTTON_PRESS, at.x, at.y)
                nubGrab = at
                nubTravel = nubCentre(fraction: 1).x - at.x
            } else if kind == .heavy {
                // A person's drag: pressed in the middle of the page, then
                // moved a twentieth of a page a frame through GTK's event
                // path to the pager's drag gesture, which moves the pages
                // and preloads their neighbours between frames.
                let at = (x: Double(gtk_widget_get_allocated_width(pager.widget)) / 2,
                          y: Double(gtk_widget_get_allocated_height(pager.widget)) / 2)
                sp_send_pointer(pager.widget, GDK_BUTTON_PRESS, at.x, at.y)
                pageGrab = at
            }
        }
        frame += 1
        // Live pages before this frame's move too: the preload between
        // frames has run then.
        maxLive = max(maxLive, pager.liveChildCount)
        switch kind {
        case .jump:
            pager.scroll(toPage: frame % max(1, pages), duration: 0)
        case .scrub:
            // End to end and back, 0.008 of the track a frame: ~8,000 of a
            // million pages. The pointer moves as a hand would, through
            // GTK's event path to the pager's gesture.
            let leg = 125
            let k = frame % (2 * leg)
            let f = Double(k <= leg ? k : 2 * leg - k) / Double(leg)
            if let g = nubGrab {
                sp_send_pointer(pager.widget, GDK_MOTION_NOTIFY, g.x + nubTravel * f, g.y)
            }
            travelled += abs(pager.position - lastPosition)
            lastPosition = pager.position
        case .heavy:
            if let g = pageGrab {
                let width = Double(gtk_widget_get_allocated_width(pager.widget))
                sp_send_pointer(pager.widget, GDK_MOTION_NOTIFY, g.x - Double(frame) * 0.05 * width, g.y)
            }
        case .drag:
            pager.setPosition(Double(frame) * 0.05, animated: false)
        }
        maxLive = max(maxLive, pager.liveChildCount)
        if verbose, let t = timer, t.pointee.n_cycles > 0 {
            // BENCH_VERBOSE: each frame's cycle, the slowest marked.
            let c = t.pointee.cycles[Int(t.pointee.n_cycles) - 1]
            print("frame \(frame - 1) position \(fmt(pager.position)) live \(pager.liveChildCount) cycle_ms \(fmt(c))\(c > 2 ? " <<" : "")")
        }
        if frame >= frames {
            let cpu = cpuSeconds() - cpu0
            var fields = [("subject", "\"ours\""), ("variant", plain ? "\"pages\"" : "\"chrome\""), ("scenario", "\"\(scenario)\""), ("pages", "\(pages)"),
                          ("build_ms", fmt(built * 1000)), ("rss_kb", "\(rssKB() - rss0)"),
                          ("cpu_ms_per_frame", fmt(cpu * 1000 / Double(frames))), ("live_pages", "\(maxLive)"),
                          ("crossings_per_frame", fmt(Double(Pager.crossings - crossings0) / Double(frames)))]
            if let t = timer {
                let n = t.pointee.n_cycles, m = t.pointee.n_spans
                fields += [("frames_timed", "\(n)"),
                           ("cycle_cpu_ms_median", fmt(sp_quantile(t.pointee.cycles, n, 0.5))),
                           ("cycle_cpu_ms_p99", fmt(sp_quantile(t.pointee.cycles, n, 0.99))),
                           ("span_cpu_ms_median", fmt(sp_quantile(t.pointee.spans, m, 0.5))),
                           ("span_cpu_ms_p99", fmt(sp_quantile(t.pointee.spans, m, 0.99)))]
                t.pointee.recording = 0
            }
            if scenario == "scrub" {
                fields.append(("pages_per_frame", fmt(travelled / Double(frames))))
                if let g = nubGrab { sp_send_pointer(pager.widget, GDK_BUTTON_RELEASE, g.x, g.y) }
            }
            json(fields)
            fflush(nil)
            gtk_main_quit()
            return false
        }
        return true
    }
}

/// For valgrind: make and destroy pagers with loads, moves and reloads,
/// then quit, so anything never freed shows as lost.
@MainActor
func leakRun(pagers: Int) {
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    gtk_window_set_default_size(sp_window(window), 400, 300)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_container_add(sp_container(window), box)
    gtk_widget_show_all(window)
    for k in 0..<pagers {
        let p = Pager()
        p.setItems(count: 100 + k, view: { index, reusing in
            let label = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(label), "Page \(index)")
            return label
        }, title: { .text("Title \($0)") })
        gtk_box_pack_start(sp_box(box), p.widget, 1, 1, 0)
        gtk_widget_show(p.widget)
        for step in 0..<20 {
            p.scroll(toPage: (k * 7 + step * 3) % 100, duration: 0)
            if step % 5 == 0 { p.reloadData(keepingPosition: true) }
            while gtk_events_pending() != 0 { gtk_main_iteration() }
        }
        gtk_widget_destroy(p.widget)
    }
    gtk_widget_destroy(window)
    while gtk_events_pending() != 0 { gtk_main_iteration() }
}

let args = CommandLine.arguments
if args.count >= 2 && args[1] == "core" {
    // `core COUNT SCENARIO FRAMES` measures one row (for instruction counts
    // under valgrind --tool=callgrind, which are repeatable where time is not).
    if args.count >= 5, let n = Int(args[2]), let f = Int(args[4]) {
        benchCore(only: (n, args[3], f))
    } else {
        benchCore()
    }
} else if args.count >= 4 && args[1] == "widget", let n = Int(args[2]) {
    MainActor.assumeIsolated {
        guard gtk_init_check(nil, nil) != 0 else {
            print("SlidingPagesBench: no display")
            exit(1)
        }
        let bench = WidgetBench(pages: n, scenario: args[3])
        gtk_main()
        _ = bench
    }
} else if args.count >= 2 && args[1] == "leaks" {
    MainActor.assumeIsolated {
        guard gtk_init_check(nil, nil) != 0 else { exit(1) }
        leakRun(pagers: args.count >= 3 ? Int(args[2]) ?? 50 : 50)
    }
} else {
    print("usage: SlidingPagesBench core | widget PAGES jump|drag|scrub|heavy | leaks [PAGERS]")
    exit(2)
}

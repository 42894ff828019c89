import CSlidingPagesAdw
import CSlidingPagesGtk4
import Glibc
import SlidingPagesCore
import SlidingPagesGtk4

// The GTK 4 face against AdwCarousel (libadwaita 1.2) under one protocol:
// an 800x600 window of N label pages, and after 30 frames to settle,
// either 120 frames each jumping to the next page, or 600 frames of
// animated moves (a page every 20 frames, each widget's own animation).
// "chrome" adds our strip, dots and scrubber's nub, "dots" our dots alone
// (no nub: AdwCarousel has none); either adds
// AdwCarouselIndicatorDots under the carousel. "relabel" gives the page
// each carousel jump lands on text it has not shown, as a recycling pager
// does for every page it brings in. CPU time of the whole process per
// frame, one JSON line.
//
//   SlidingPagesBench4 ours|adw PAGES jump|move [chrome|dots] [relabel]

let args = CommandLine.arguments
guard args.count >= 4, ["ours", "adw"].contains(args[1]), let pages = Int(args[2]), pages > 0, ["jump", "move"].contains(args[3]) else {
    print("usage: SlidingPagesBench4 ours|adw PAGES jump|move [chrome|dots] [relabel]")
    exit(2)
}
/// What one run measures.
struct Protocol {
    let subject: String
    let pages: Int
    let scenario: String
    let chrome: Bool
    let dots: Bool
    let relabel: Bool
    let settleFrames = 30
    /// BENCH_FRAMES sets it (instructions4.sh counts two lengths).
    var frames: Int { getenv("BENCH_FRAMES").flatMap { Int(String(cString: $0)) } ?? (scenario == "jump" ? 120 : 600) }
}
let extras = args.dropFirst(4)
let proto = Protocol(subject: args[1], pages: pages, scenario: args[3], chrome: extras.contains("chrome"), dots: extras.contains("dots"),
                     relabel: extras.contains("relabel"))

func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Resident memory in KiB, from /proc/self/statm's second field.
func rssKB() -> Int {
    guard let f = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, 128, f) != nil else { return 0 }
    let fields = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.split(separator: " ")
    let pages = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

@MainActor
final class Run {
    let p: Protocol
    var frame = 0
    var cpu0 = 0.0
    var rss0 = 0
    var page = 0
    var jumps = 0
    var pager: Pager?
    var carousel: Widget?
    var labels: [Widget] = []
    /// Frames in which the pages moved (the position changed since the
    /// frame before), counted from the settle on.
    var moved = 0
    var lastPosition = Double.nan

    init(_ p: Protocol) { self.p = p }

    func step() {
        page = (page + 1) % p.pages
        let animate = p.scenario == "move"
        if let pager {
            pager.scroll(toPage: page, duration: animate ? 0.25 : 0)
        } else if let carousel {
            jumps += 1
            if p.relabel { gtk_label_set_text(sp4_label(labels[page]), "Page \(jumps)") }
            adw_carousel_scroll_to(OpaquePointer(carousel), labels[page], animate ? 1 : 0)
        }
    }

    /// One frame clock cycle: settle, then step on schedule, then report.
    func tick() -> Bool {
        frame += 1
        if frame == p.settleFrames {
            cpu0 = cpuSeconds()
            rss0 = rssKB()
        }
        guard frame > p.settleFrames else { return true }
        let position = pager?.position ?? carousel.map { adw_carousel_get_position(OpaquePointer($0)) } ?? 0
        if position != lastPosition, !lastPosition.isNaN { moved += 1 }
        lastPosition = position
        let k = frame - p.settleFrames
        if p.scenario == "jump" || k % 20 == 1 { step() }
        if k < p.frames { return true }
        let ms = (cpuSeconds() - cpu0) * 1000 / Double(p.frames)
        let widgets = pager?.liveWidgetCount ?? labels.count
        let name = (p.subject == "ours" ? "sp4" : "adw") + (p.chrome ? "-chrome" : p.dots ? "-dots" : "") + (p.relabel ? "-relabel" : "")
        var line = "{\"subject\": \"\(name)\", \"scenario\": \"\(p.scenario)\", \"pages\": \(p.pages), \"frames\": \(p.frames), "
        line += "\"cpu_ms_per_frame\": \(ms), \"page_widgets\": \(widgets), \"rss_growth_kb\": \(rssKB() - rss0), \"moved_frames\": \(moved)}"
        print(line)
        fflush(nil)
        exit(0)
    }
}

gtk_init()
adw_init()
let run = Run(proto)
let window = gtk_window_new()!
gtk_window_set_default_size(sp4_window(window), 800, 600)
if proto.subject == "ours" {
    let p = Pager()
    p.setItems(count: pages, view: { item, reusing in
        let l = reusing ?? gtk_label_new(nil)!
        gtk_label_set_text(sp4_label(l), "Page \(item + 1)")
        return l
    }, title: proto.chrome ? { "Page \($0 + 1)" } : nil)
    p.dotsHidden = !(proto.chrome || proto.dots)
    // AdwCarousel has no scrubber: only the full chrome shows the nub.
    if !proto.chrome { p.scrubberMinimumScrollFactor = 1e9 }
    p.zoomOutEnabled = false
    run.pager = p
    gtk_window_set_child(sp4_window(window), p.widget)
} else {
    let c = adw_carousel_new()!
    gtk_widget_set_vexpand(c, 1)
    for k in 0..<pages {
        let l = gtk_label_new("Page \(k + 1)")!
        gtk_widget_set_hexpand(l, 1)
        adw_carousel_append(OpaquePointer(c), l)
        run.labels.append(l)
    }
    run.carousel = c
    if proto.chrome || proto.dots {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let dots = adw_carousel_indicator_dots_new()!
        adw_carousel_indicator_dots_set_carousel(OpaquePointer(dots), OpaquePointer(c))
        gtk_box_append(sp4_box(box), c)
        gtk_box_append(sp4_box(box), dots)
        gtk_window_set_child(sp4_window(window), box)
    } else {
        gtk_window_set_child(sp4_window(window), c)
    }
}
gtk_widget_add_tick_callback(window, { _, _, _ in MainActor.assumeIsolated { run.tick() } ? 1 : 0 }, nil, nil)
gtk_window_present(sp4_window(window))
while true { g_main_context_iteration(nil, 1) }

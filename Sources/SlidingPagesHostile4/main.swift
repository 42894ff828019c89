import CSlidingPagesGtk4
import Glibc
import SlidingPagesCore
import SlidingPagesGtk4

// A careless host of the GTK 4 pager, each case in the same process one
// after the other: callbacks that destroy the pager or its window, move
// it, change its items or hand back a page already in use, from inside
// the pager's own calls. Every case must end without a GLib critical
// (the test runs with G_DEBUG=fatal-criticals), with the pager usable and
// its page widgets accounted for. Prints "ok:"/"FAILED:" lines and the
// count; exits 1 on a failure.

var passed = 0, failed = 0
@MainActor
func check(_ what: String, _ ok: Bool) {
    if ok { passed += 1 } else { failed += 1 }
    print(ok ? "ok: \(what)" : "FAILED: \(what)")
    fflush(nil)
}

/// Runs the main loop for `seconds`.
func pump(_ seconds: Double) {
    let end = Double(g_get_monotonic_time()) / 1e6 + seconds
    while Double(g_get_monotonic_time()) / 1e6 < end { _ = g_main_context_iteration(nil, 0); usleep(1000) }
}

func label(_ text: String) -> Widget { gtk_label_new(text)! }

@MainActor
func window(with child: Widget?) -> Widget {
    let w = gtk_window_new()!
    gtk_window_set_default_size(sp4_window(w), 600, 400)
    gtk_window_set_child(sp4_window(w), child)
    gtk_window_present(sp4_window(w))
    pump(0.3)
    return w
}

@MainActor
func run() {
    // 1. The view function destroys the window for item 2 (while pages load).
    do {
        let p = Pager()
        var win: Widget?
        p.setItems(count: 10, view: { item, reusing in
            if item == 2, let w = win {
                win = nil
                gtk_window_destroy(sp4_window(w))
            }
            return reusing ?? label("Item \(item)")
        })
        win = window(with: p.widget)
        p.scroll(toPage: 2, duration: 0)
        pump(0.3)
        check("a view function that destroys the window ends the loading; the widget is gone", p.widget == nil)
    }

    // 2. An event handler starts another batch inside a batch's events.
    do {
        let p = Pager()
        var count = 6, nested = false
        p.setItems(count: count, view: { item, reusing in reusing ?? label("Item \(item)") })
        p.onEvent = { e in
            if case .pageSelected = e, !nested {
                nested = true
                count += 1
                p.insertItems(at: 0)
            }
        }
        let w = window(with: p.widget)
        count += 1
        p.insertItems(at: 0)
        pump(0.5)
        check("a batch from inside a batch's events: \(p.pageCount) pages, \(p.liveWidgetCount) page widgets (at most 6)",
              p.pageCount == count && p.liveWidgetCount <= 6)
        p.scroll(toPage: 3, duration: 0)
        pump(0.2)
        check("and the pager still pages (page \(p.currentPage ?? -1))", p.currentPage == 3)
        gtk_window_destroy(sp4_window(w))
        pump(0.1)
    }

    // 3. The view function hands back one widget for every item.
    do {
        let p = Pager()
        let shared = label("Shared")
        g_object_ref_sink(UnsafeMutableRawPointer(shared))
        p.setItems(count: 5, view: { _, _ in shared })
        let w = window(with: p.widget)
        p.scroll(toPage: 1, duration: 0)
        pump(0.3)
        check("one widget for every item is placed once (\(p.liveWidgetCount) page widgets)", p.liveWidgetCount == 1)
        gtk_window_destroy(sp4_window(w))
        pump(0.1)
        check("and is let go with the pager (its parent is gone)", gtk_widget_get_parent(shared) == nil)
        g_object_unref(UnsafeMutableRawPointer(shared))
    }

    // 4. New items from inside the settled event; then the pager destroyed from inside it.
    do {
        let p = Pager()
        p.setItems(count: 4, view: { item, reusing in reusing ?? label("Item \(item)") })
        var reset = false
        p.onEvent = { e in
            if case .settled(let page) = e, page == 2, !reset {
                reset = true
                p.setItems(count: 3, view: { item, reusing in reusing ?? label("New \(item)") })
            }
        }
        let w = window(with: p.widget)
        p.scroll(toPage: 2, duration: 0.1)
        pump(0.6)
        check("setItems from inside settled: \(p.pageCount) pages, on page \(p.currentPage ?? -1)", p.pageCount == 3 && p.currentPage == 0)
        p.onEvent = { e in
            if case .settled = e { gtk_window_destroy(sp4_window(w)) }
        }
        p.scroll(toPage: 1, duration: 0.1)
        pump(0.6)
        check("destroying the window from inside settled ends the pager cleanly", p.widget == nil)
    }

    // 6. A deleted page shrinking out, and new items or the window
    // destroyed while it does.
    do {
        let p = Pager()
        p.setItems(count: 5, view: { item, reusing in reusing ?? label("Item \(item)") })
        let w = window(with: p.widget)
        p.deleteItems(at: 0)
        pump(0.05)
        p.setItems(count: 2, view: { item, reusing in reusing ?? label("Again \(item)") })
        pump(0.5)
        check("new items while a page shrinks out: \(p.pageCount) pages, \(p.liveWidgetCount) page widgets",
              p.pageCount == 2 && p.liveWidgetCount <= 3)
        p.deleteItems(at: 0)
        pump(0.05)
        gtk_window_destroy(sp4_window(w))
        pump(0.5)
        check("the window destroyed while a page shrinks out", p.widget == nil)
    }

    // 5. A delete past the end and a bad option are refused by name; the pager pages on.
    do {
        let p = Pager()
        p.setItems(count: 3, view: { item, reusing in reusing ?? label("Item \(item)") })
        let w = window(with: p.widget)
        p.deleteItems(at: 2, count: 5)
        p.spacing = -4
        p.itemsPerPage = 0
        pump(0.2)
        check("a delete past the end changes nothing (\(p.pageCount) pages)", p.pageCount == 3)
        check("bad spacing and items per page change nothing", p.spacing == 0 && p.itemsPerPage == 1)
        p.scroll(toPage: 2, duration: 0)
        pump(0.2)
        check("and the pager pages on (page \(p.currentPage ?? -1))", p.currentPage == 2)
        gtk_window_destroy(sp4_window(w))
        pump(0.1)
    }
}

gtk_init()
MainActor.assumeIsolated { run() }
print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)

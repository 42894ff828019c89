import CSlidingPagesGtk4
import SlidingPagesCore
import SlidingPagesGtk4

/// A long read in a scrolled window with the scrubber over it (the
/// SPTScrollViewScrubber seed): drag the nub to travel, and its bubble
/// names the chapter under it.
@MainActor
final class Reading {
    static let chapters = 40
    let scrubber: ScrollScrubber
    var widget: Widget? { scrubber.widget }

    init(say: @escaping (String) -> Void) {
        let lines = (1...Reading.chapters).map { k in
            "Chapter \(k)\n\n" + Array(repeating: "The pages turned, one after another, and the reader went on.", count: 24).joined(separator: " ")
        }
        let label = gtk_label_new(lines.joined(separator: "\n\n\n"))!
        gtk_label_set_wrap(sp4_label(label), 1)
        gtk_label_set_xalign(sp4_label(label), 0)
        for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { set(label, 48) }
        gtk_widget_set_margin_top(label, 24)
        gtk_widget_set_margin_bottom(label, 24)
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), label)
        gtk_widget_set_vexpand(scrolled, 1)
        scrubber = ScrollScrubber(scrolled)
        scrubber.setBubbleText { _, fraction in "Chapter \(min(Reading.chapters, Int(fraction * Double(Reading.chapters)) + 1))" }
        scrubber.onTransition = { t in
            say("reading: \(t)")
            return false
        }
    }
}

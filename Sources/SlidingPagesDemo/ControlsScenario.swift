import CSlidingPagesExtras
import CSlidingPagesGtk
import SlidingPages

// MARK: 8. Dots and scrubber on plain GTK widgets (the KVNMaskedPageControl
// and SPTScrollViewScrubber demos)

/// The page dots (the SlidingPagesDots widget) under a plain horizontal
/// GtkScrolledWindow of photos, following its adjustment; and the scrubber
/// nub on a 5,000-row list. No pager.
@MainActor
final class ControlsScenario: ScenarioView {
    var shownPager: Pager? { nil }
    let root: Widget
    /// The standalone dots, for the trace's layout line.
    var traced: Widget? { dots }
    private var dots: Widget?
    static let photoWidth: gint = 320

    init() {
        root = UI.box(true, spacing: 0)

        // Twelve photos in a view one photo wide: the dots count them as
        // the adjustment's pages.
        let strip = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(sp_scrolled_window(strip), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        let row = UI.box(false, spacing: 0)
        for k in 0..<12 {
            let tile = gtk_drawing_area_new()!
            UI.setTag(tile, "demo-index", k)
            _ = sp_connect_draw(tile, { w, cr, _ in
                MainActor.assumeIsolated { MillionScenario.paint(w!, cr!, of: "of 12 photos") }
                return 1
            }, nil, nil, 0)
            gtk_widget_set_size_request(tile, ControlsScenario.photoWidth, -1)
            gtk_box_pack_start(sp_box(row), tile, 0, 0, 0)
        }
        gtk_container_add(sp_container(strip), row)
        // As wide as a photo: a page of the adjustment is a photo.
        gtk_widget_set_size_request(strip, ControlsScenario.photoWidth, 300)
        gtk_widget_set_halign(strip, GTK_ALIGN_CENTER)
        let hadj = gtk_scrolled_window_get_hadjustment(sp_scrolled_window(strip))!
        let dots = Pager.Dots.make(pages: 12)
        self.dots = dots
        Pager.Dots.follow(dots, hadj)
        gtk_widget_set_margin_top(dots, 4)
        gtk_widget_set_margin_bottom(dots, 8)
        let heading = UI.label("Photos in a GtkScrolledWindow, with SlidingPagesDots following it", classes: ["demo-subtitle"])
        gtk_widget_set_margin_top(heading, 8)
        gtk_box_pack_start(sp_box(root), heading, 0, 0, 0)
        gtk_box_pack_start(sp_box(root), strip, 0, 0, 0)
        gtk_box_pack_start(sp_box(root), dots, 0, 0, 0)

        // 5,000 rows with the nub on their scrollbar's side.
        let list = gtk_scrolled_window_new(nil, nil)!
        let store = sp_string_list_store()!
        var iter = GtkTreeIter()
        for k in 1...5_000 {
            gtk_list_store_append(store, &iter)
            sp_list_store_set_string(store, &iter, 0, "Row \(grouped(k)) of 5,000")
        }
        let view = gtk_tree_view_new_with_model(OpaquePointer(store))!
        g_object_unref(store)
        gtk_tree_view_set_headers_visible(sp_tree_view(view), 0)
        gtk_tree_view_append_column(sp_tree_view(view), sp_text_column("Row", 0))
        gtk_container_add(sp_container(list), view)
        let scrubber = Pager.Scrubber.wrap(list)
        // The bubble names the row at the top of the view (rows are all one
        // height). The list is the scrubber's child for as long as the
        // scrubber, which keeps this function, lives.
        Pager.Scrubber.setBubbleText(scrubber) { value, _ in
            let adj = gtk_scrolled_window_get_vadjustment(sp_scrolled_window(list))!
            let upper = gtk_adjustment_get_upper(adj)
            guard upper > 0 else { return nil }
            let row = min(5_000, Int(value / upper * 5_000) + 1)
            return "Row \(grouped(row))"
        }
        let caption = UI.label("5,000 rows in a GtkTreeView, in a SlidingPagesScrubber", classes: ["demo-subtitle"])
        gtk_box_pack_start(sp_box(root), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 0)
        gtk_box_pack_start(sp_box(root), caption, 0, 0, 6)
        gtk_box_pack_start(sp_box(root), scrubber, 1, 1, 0)
    }
}

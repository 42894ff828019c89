import CSlidingPagesGtk4
import SlidingPagesCore

// The page widgets' GTK side: each page is the pager's child, a pooled or
// preloaded one hidden; which role each holds is the core's `PageSlots`.

extension Pager {
    /// Hides pages (pooled or kept aside).
    func hide(_ pages: [Widget]) {
        for page in pages { sp4_show_page(page, 0) }
    }

    /// Lets go of pages, each unparented if it is still this pager's child,
    /// and torn down if setup-page made it (held meanwhile).
    func letGo(_ pages: [Widget]) {
        for page in pages {
            slots.kinds[page] = nil
            untargeted.remove(page)
            g_object_ref(UnsafeMutableRawPointer(page))
            unparent(page)
            tearDown(page)
            g_object_unref(UnsafeMutableRawPointer(page))
        }
    }

    /// Unparents `page` if it is still this pager's child, no longer hidden
    /// from screen readers wherever the host puts it next.
    func unparent(_ page: Widget) {
        if let w = widget, gtk_widget_get_parent(page) == w { gtk_widget_unparent(page) }
        sp4_unhide_page(page)
    }

    /// Whether `page` comes after `earlier` among the pager's children.
    private func follows(_ page: Widget, _ earlier: Widget) -> Bool {
        var w = gtk_widget_get_next_sibling(earlier)
        while let sibling = w, sibling != page { w = gtk_widget_get_next_sibling(sibling) }
        return w != nil
    }

    /// Shows the loaded pages of `shown`; the rest stay loaded but unseen.
    func showSlots(_ shown: SlotSpan) {
        guard let w = widget else { return }
        for (slot, page) in slots.loaded {
            let visible: gboolean = shown.contains(slot) ? 1 : 0
            if gtk_widget_get_child_visible(page) != visible { sp4_show_page(page, visible) }
        }
        // Screen readers read children in order, so shown pages keep slot
        // order (a batch moves pages between slots too); moving a child
        // restyles the children, so only a page out of order moves.
        var previous: Widget?
        for slot in shown.lower..<max(shown.lower, shown.upper) {
            guard let page = slots.loaded[slot] else { continue }
            if let p = previous, !follows(page, p) { gtk_widget_insert_after(page, w, p) }
            previous = page
        }
    }
}

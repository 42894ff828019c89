import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// What people reach: only the pages in view are mapped, so only they show to
// accessibility, take input and take keyboard focus. Preloaded pages stay
// parented and configured (no re-creation), unmapped. Tab walks the pages in
// view in item order, then leaves the pager; the pager holds focus itself
// only when no page in view has anything to focus.

extension Pager {
    /// The loaded pages changed places: the next ``syncShown`` looks at each.
    func loadedChanged() {
        lastShownCount = -1
    }

    /// Maps the loaded pages in view and unmaps the rest. Cheap when nothing
    /// crossed the viewport's edge: the span in view is compared first.
    func syncShown(force: Bool = false) {
        guard isAlive else { return }
        let span = engine.shownSlots
        if focusScrollSlot != nil && !engine.motion.isScrolling { focusScrollSlot = nil }
        if !force && span == lastShownSpan && loaded.count == lastShownCount && focusScrollSlot == nil { return }
        lastShownSpan = span
        lastShownCount = loaded.count
        var focusLost = false
        for (slot, w) in loaded {
            // The page focus entered stays shown while it scrolls into view.
            let show = span.contains(slot) || slot == focusScrollSlot
            if (gtk_widget_get_child_visible(w) != 0) == show { continue }
            if !show && holdsFocus(w) { focusLost = true }
            gtk_widget_set_child_visible(w, show ? 1 : 0)
        }
        // A hidden page takes the window's focus with it (GTK leaves the
        // window with none); the pager keeps it, so keys still page.
        if focusLost { gtk_widget_grab_focus(widget) }
    }

    /// Hides a page leaving the loaded set (to the pool, or a static page
    /// out of the window), keeping the window's focus on the pager.
    func hidePage(_ w: Widget) {
        guard gtk_widget_get_child_visible(w) != 0 else { return }
        let focused = holdsFocus(w)
        gtk_widget_set_child_visible(w, 0)
        if focused { gtk_widget_grab_focus(widget) }
    }

    /// Whether the window's focus widget is `w` or inside it.
    func holdsFocus(_ w: Widget) -> Bool {
        guard let top = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(top) != 0,
              let focus = gtk_window_get_focus(sp_window(top)) else { return false }
        return focus == w || gtk_widget_is_ancestor(focus, w) != 0
    }

    /// The page widgets in view, in item order.
    func pagesInView() -> [Widget] {
        let span = engine.shownSlots
        var pages: [Widget] = []
        var s = span.lower
        while s < span.upper {
            if let w = loaded[s], gtk_widget_get_child_visible(w) != 0 { pages.append(w) }
            s += 1
        }
        return pages
    }

    /// The focus vfunc. Tab and Shift+Tab walk the focusable widgets of the
    /// pages in view in order, then leave; arrows (GtkWindow's move-focus,
    /// after no one took the key) stay within the focused page.
    func focus(_ direction: GtkDirectionType) -> Bool {
        guard isAlive else { return false }
        let tab = direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD
        let rtl = engine.motion.layout.configuration.rightToLeft && options.orientation == .horizontal
        let forward: Bool
        switch direction {
        case GTK_DIR_TAB_FORWARD, GTK_DIR_DOWN: forward = true
        case GTK_DIR_RIGHT: forward = !rtl
        case GTK_DIR_LEFT: forward = rtl
        default: forward = false
        }
        let pages = pagesInView()
        if let inside = gtk_container_get_focus_child(sp_container(widget)) {
            if gtk_widget_child_focus(inside, direction) != 0 { return true }
            guard tab, let i = pages.firstIndex(of: inside) else { return false }
            let rest = forward ? Array(pages[(i + 1)...]) : Array(pages[..<i].reversed())
            return rest.contains { gtk_widget_child_focus($0, direction) != 0 }
        }
        if gtk_widget_is_focus(widget) != 0 {
            // The pager comes before its pages: forward enters them.
            guard forward else { return false }
            return pages.contains { gtk_widget_child_focus($0, direction) != 0 }
        }
        if (forward ? pages : pages.reversed()).contains(where: { gtk_widget_child_focus($0, direction) != 0 }) { return true }
        guard gtk_widget_get_can_focus(widget) != 0 else { return false }
        gtk_widget_grab_focus(widget)
        return true
    }

    /// Focus entered a child (the app grabbed a widget in a page that is
    /// out of view, say): the page scrolls into view, as a focused child of
    /// a GtkScrolledWindow does.
    func focusEntered(_ child: Widget?) {
        guard isAlive, let child, child != renderer.nubWidget else { return }
        if let slot = loaded.first(where: { $0.value == child })?.key {
            guard !engine.shownSlots.contains(slot), let item = engine.motion.layout.item(atSlot: slot) else { return }
            focusScrollSlot = slot
            gtk_widget_set_child_visible(child, 1)
            scroll(toItem: item, duration: motionOptions.pageAnimationDuration)
            syncShown(force: true)
        } else if let item = staticPages.firstIndex(of: child) {
            scroll(toItem: item, duration: motionOptions.pageAnimationDuration)
        }
    }
}

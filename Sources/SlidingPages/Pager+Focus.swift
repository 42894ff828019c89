import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// What people reach: only the pages in view show to accessibility, take
// input and take keyboard focus. Preloaded pages stay parented and
// configured (no re-creation), unmapped; while a press holds the pages or
// they move, those near the view are mapped ahead of it between frames
// (PageHost.mapAhead), left out of the pager's accessible children, with
// their windows outside the pager's, and out of the walk below.
// Tab walks the pages in view in item order, then leaves the pager; the
// pager holds focus itself only when no page in view has anything to
// focus.

extension Pager {
    /// Maps the loaded pages in view (see ``PageHost/syncShown(span:isScrolling:force:)``).
    func syncShown(force: Bool = false) {
        guard isAlive else { return }
        host.syncShown(span: shownSlots, isScrolling: engine.motion.isScrolling, force: force)
    }

    /// The page widgets in view, in item order.
    func pagesInView() -> [Widget] { host.pages(in: shownSlots) }

    /// The focus vfunc. Tab and Shift+Tab walk the focusable widgets of the
    /// pages in view in order, then leave; arrows (GtkWindow's move-focus,
    /// after no one took the key) stay within the focused page.
    func focus(_ direction: GtkDirectionType) -> Bool {
        guard isAlive else { return false }
        let tab = direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD
        let way: FocusDirection
        switch direction {
        case GTK_DIR_TAB_FORWARD: way = .tabForward
        case GTK_DIR_TAB_BACKWARD: way = .tabBackward
        case GTK_DIR_UP: way = .up
        case GTK_DIR_DOWN: way = .down
        case GTK_DIR_LEFT: way = .left
        default: way = .right
        }
        let forward = engine.layout.focusGoesForward(way)
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
        if let slot = host.loaded.first(where: { $0.value == child })?.key {
            guard !shownSlots.contains(slot), let item = engine.motion.layout.item(atSlot: slot) else { return }
            host.focusScrollSlot = slot
            sliding_pages_pager_show_page(gobject, child, SP_PAGE_SHOWN)
            scroll(toItem: item, duration: motionOptions.pageAnimationDuration)
            syncShown(force: true)
        } else if let item = host.staticPages.firstIndex(of: child) {
            scroll(toItem: item, duration: motionOptions.pageAnimationDuration)
        }
    }
}

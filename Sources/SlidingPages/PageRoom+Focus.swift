import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Only the pages in view show to accessibility, take input and take focus; pages
// mapped ahead (PageHost.mapAhead) stay out of the accessible children and the walk.
// Tab walks the pages wholly in view in item order, not a neighbour peeking in.

extension PageRoom {

    /// Whether `page` can be the current page: a widget the pager holds
    /// already is taken out of its slot first.
    func takeAsCurrent(_ page: Widget) -> Bool {
        if let slot = host.loaded.first(where: { $0.value == page })?.key {
            host.loaded.removeValue(forKey: slot)
            host.putInPool(page)
            return true
        }
        if host.pool.contains(page) { return true }
        // The host keeps a page it gave that cannot be shown.
        let why = unparentable(page) ?? (gtk_widget_get_parent(page) != nil ? "a widget that already has a parent" : nil)
        if let why {
            pager.warnCall("setCurrentPage(_:)", "given \(why), which cannot be a page; the current page is unchanged", kind: "current page: \(why)")
            return false
        }
        return true
    }

    /// Lets go of every loaded page but `page` (into the pool).
    func keepOnly(_ page: Widget?) {
        for (slot, w) in host.loaded.sorted(by: { $0.key < $1.key }) where w != page {
            host.loaded.removeValue(forKey: slot)
            host.toPool(w)
        }
        host.loadedChanged()
    }

    /// `page` becomes the only page, in `slot` (nil: where it is loaded, else the
    /// current slot); the source's ends are forgotten so the next plan asks afresh.
    func anchorUnbounded(on page: Widget, slot: Int?) {
        guard pager.isAlive, pager.mode == .unbounded else { return }
        let current = pager.engine.layout.currentSlot(at: pager.engine.motion.position)
        let at = slot ?? host.loaded.first(where: { $0.value == page })?.key ?? current
        let loadedThere = host.loaded[at] == page
        keepOnly(loadedThere ? page : nil)
        pager.engine.restartUnbounded(first: nil, last: nil)
        // Set where the pager is: a move under way stops there.
        if slot != nil && (at != current || pager.engine.motion.isMoving) {
            pager.engine.motion.scroll(toItem: at, duration: 0, time: monotonicSeconds())
        }
        if !loadedThere, gtk_widget_get_parent(page) == nil || host.pool.contains(page) { attach(page, slot: at) }
        pager.chrome.dropTitles()
        pager.loop.afterMotion()
    }

    /// Maps the loaded pages in view (see ``PageRoom/syncShown(span:isScrolling:force:)``).
    func syncShown(force: Bool = false) {
        guard pager.isAlive else { return }
        host.syncShown(span: pager.shownSlots, isScrolling: pager.engine.motion.isScrolling, force: force)
    }

    /// The page widgets Tab walks (those wholly in view), in item order.
    func pagesToFocus() -> [Widget] {
        let motion = pager.engine.motion
        return host.pages(in: motion.layout.focusSlots(at: motion.position))
    }

    /// The focus vfunc: Tab and Shift+Tab walk the pages wholly in view, then leave;
    /// arrows (GtkWindow's move-focus, after no one took the key) stay within the page.
    func focus(_ direction: GtkDirectionType) -> Bool {
        guard pager.isAlive else { return false }
        let pages = pagesToFocus()
        let origin: FocusOrigin
        if let inside = gtk_container_get_focus_child(sp_container(host.widget)) {
            if gtk_widget_child_focus(inside, direction) != 0 { return true }
            origin = .page(pages.firstIndex(of: inside))
        } else {
            origin = gtk_widget_is_focus(host.widget) != 0 ? .pager : .outside
        }
        let way = FocusDirection(rawValue: Int(direction.rawValue)) ?? .right
        let walk = pager.engine.layout.focusWalk(pages: pages.count, direction: way, from: origin)
        if walk.pages.contains(where: { gtk_widget_child_focus(pages[$0], direction) != 0 }) { return true }
        guard walk.takesFocus, gtk_widget_get_can_focus(host.widget) != 0 else { return false }
        gtk_widget_grab_focus(host.widget)
        return true
    }

    /// Focus entered a child (the app grabbed a widget in a page out of view): the
    /// page scrolls into view, as a focused child of a GtkScrolledWindow does.
    func focusEntered(_ child: Widget?) {
        guard pager.isAlive, let child, child != pager.renderer.nubWidget else { return }
        if let slot = host.loaded.first(where: { $0.value == child })?.key {
            guard !pager.shownSlots.contains(slot), let item = pager.engine.motion.layout.item(atSlot: slot) else { return }
            host.focusScrollSlot = slot
            sliding_pages_pager_show_page(host.gobject, child, SP_PAGE_SHOWN)
            pager.scroll(toItem: item, duration: pager.animationDuration)
            syncShown(force: true)
        } else if let item = host.staticPages.firstIndex(of: child) {
            pager.scroll(toItem: item, duration: pager.animationDuration)
        }
    }
}

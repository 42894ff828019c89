import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Which page widgets are mapped: in view, ahead of view, or hidden, and
// the changes of a step handed to the C half in one commit.

extension PageHost {
    // MARK: Showing


    /// Show changes from here on wait for ``commit(place:)``.
    func beginCommit() { commitDepth += 1 }

    /// Ends a step: at the outermost, its show changes and `place` go to the C half
    /// in one call (none when there is nothing to say); `alive` false drops them.
    func commit(place asked: Bool, alive: Bool = true) {
        commitDepth -= 1
        // A nested step's placing waits for the outermost commit.
        pendingPlace = pendingPlace || asked
        guard commitDepth == 0 else { return }
        let place = pendingPlace
        pendingPlace = false
        guard alive else { return pendingShows.removeAll(keepingCapacity: true) }
        guard place || !pendingShows.isEmpty else { return }
        // Swapped out, not copied: handlers the commit runs may show pages
        // of their own (at once, as no step is open then).
        var shows: [SPPageShow] = []
        swap(&shows, &pendingShows)
        shows.withUnsafeBufferPointer { sliding_pages_pager_commit(gobject, $0.baseAddress, guint($0.count), place ? 1 : 0) }
        if pendingShows.isEmpty {
            shows.removeAll(keepingCapacity: true)
            swap(&shows, &pendingShows)
        }
    }

    /// Shows `w` as `state`: at once, or at the commit while a step is
    /// open (then replacing an earlier change of it).
    func show(_ w: Widget, _ state: SPPageShown, now: Bool = false) {
        guard commitDepth > 0, !now else {
            forgetPendingShow(of: w)
            return sliding_pages_pager_show_page(gobject, w, state)
        }
        var i = 0
        while i < pendingShows.count {
            if pendingShows[i].child == w {
                pendingShows[i].shown = state
                return
            }
            i += 1
        }
        pendingShows.append(SPPageShow(child: w, shown: state))
    }

    func forgetPendingShow(of w: Widget) {
        guard !pendingShows.isEmpty else { return }
        pendingShows.removeAll { $0.child == w }
    }

    /// The change waiting for the commit for `w`, if any.
    func pendingShow(of w: Widget) -> SPPageShown? {
        guard !pendingShows.isEmpty else { return nil }
        for p in pendingShows where p.child == w { return p.shown }
        return nil
    }

    /// Whether `w` is mapped, or will be at the commit.
    func isMapped(_ w: Widget) -> Bool {
        if let p = pendingShow(of: w) { return p == SP_PAGE_SHOWN || p == SP_PAGE_AHEAD }
        return gtk_widget_get_child_visible(w) != 0
    }

    /// Maps the loaded pages in `span`, cheap when no page crossed the edge. A page
    /// leaving stays mapped ahead while near (``mapAhead(besides:)``) unless it holds
    /// the focus; a page focus entered stays shown while the pager scrolls it in.
    func syncShown(span: SlotSpan, isScrolling: Bool, force: Bool = false) {
        if focusScrollSlot != nil && !isScrolling { focusScrollSlot = nil }
        if !force && span == lastShownSpan && loaded.count == lastShownCount && focusScrollSlot == nil { return }
        lastShownSpan = span
        lastShownCount = loaded.count
        var focusLost = false
        for (slot, w) in loaded {
            let mapped = isMapped(w)
            guard let change = PageShowing.change(slot: slot, inView: span, focusSlot: focusScrollSlot, mapped: mapped, holdsFocus: false) else { continue }
            // The focus is asked only of a mapped page leaving the view.
            let focused = change != .inView && holdsFocus(w)
            switch focused ? PageShowing.change(slot: slot, inView: span, focusSlot: focusScrollSlot, mapped: mapped, holdsFocus: true) : change {
            case .inView?: show(w, SP_PAGE_SHOWN)
            case .ahead?: show(w, SP_PAGE_AHEAD)
            case .hidden?, nil:
                focusLost = focusLost || focused
                // The focus leaves with it at once, not at the commit.
                show(w, SP_PAGE_HIDDEN, now: focused)
            }
        }
        // A hidden page takes the window's focus with it (GTK leaves the
        // window with none); the pager keeps it, so keys still page.
        if focusLost { gtk_widget_grab_focus(widget) }
    }

    /// Maps the pages near `span` ahead of view between frames while pages are held or
    /// move (``hideAhead(besides:)`` unmaps them at rest), so the frame that scrolls one
    /// in need not map, allocate and draw it first. Returns whether it mapped any.
    func mapAhead(besides span: SlotSpan) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        var mapped = false
        for (slot, w) in loaded where waitsToMapAhead(slot, w, span: span) {
            show(w, SP_PAGE_AHEAD)
            mapped = true
        }
        return mapped
    }

    /// Whether a loaded page near `span` waits to be mapped ahead.
    func hasPagesToMapAhead(besides span: SlotSpan) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        for (slot, w) in loaded where waitsToMapAhead(slot, w, span: span) { return true }
        return false
    }

    /// A shown page in `slot`, near the view but not in it (one in view
    /// is syncShown's to map; one farther out waits), not mapped yet.
    func waitsToMapAhead(_ slot: Int, _ w: Widget, span: SlotSpan) -> Bool {
        PageShowing.mapsAhead(slot: slot, inView: span) && !isMapped(w) && gtk_widget_get_visible(w) != 0
    }

    /// Whether a page out of `span` is mapped (ahead of view).
    func hasPagesAhead(besides span: SlotSpan) -> Bool {
        // Loops, not `contains(where:)`, here and below: a closure in main-actor code
        // checks the executor on every call (Swift 6's dynamic actor isolation).
        for (slot, w) in loaded where !span.contains(slot) && isMapped(w) { return true }
        return false
    }

    /// Unmaps the pages out of `span` (at rest), as the pool does, the
    /// focus staying on the pager if one held it.
    func hideAhead(besides span: SlotSpan) {
        // Unmapping runs the page's handlers, which may free another page:
        // once one ran, each page is looked up again before it is hidden.
        var calledOut = false
        for (slot, w) in loaded where !span.contains(slot) && (!calledOut || loaded[slot] == w) {
            if !isMapped(w) { continue }
            calledOut = true
            hidePage(w)
        }
    }

    /// A page pooled while pages move stays mapped ahead, out of sight: unmapping walks
    /// every widget in it, too slow mid-drag, so the preload does it between frames
    /// (`hidePooled`) before a new item. A page holding the focus is hidden at once.
    func keepPooledAhead(_ w: Widget) {
        guard isMapped(w), !holdsFocus(w) else { return hidePage(w) }
        show(w, SP_PAGE_AHEAD)
    }

    /// Whether a pooled page is still mapped (see keepPooledAhead).
    var hasMappedPooled: Bool {
        for entry in pool.entries where isMapped(entry.element) { return true }
        return false
    }

    /// Unmaps the pooled pages still mapped, between frames.
    func hidePooled() {
        // Unmapping runs the page's handlers, which may free another page.
        for w in pool.elements where pool.contains(w) && isMapped(w) { hidePage(w) }
    }

    /// Hides a page leaving the loaded set (to the pool, or a static page
    /// out of the window), keeping the window's focus on the pager.
    func hidePage(_ w: Widget) {
        guard isMapped(w) else { return }
        let focused = holdsFocus(w)
        // Its cache goes too (SP_PAGE_POOLED); the focus leaves with it at
        // once, not at the commit.
        show(w, SP_PAGE_POOLED, now: focused)
        if focused { gtk_widget_grab_focus(widget) }
    }


    /// Whether the window's focus widget is `w` or inside it.
    func holdsFocus(_ w: Widget) -> Bool {
        guard let top = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(top) != 0,
              let focus = gtk_window_get_focus(sp_window(top)) else { return false }
        return focus == w || gtk_widget_is_ancestor(focus, w) != 0
    }

    /// The shown page widgets in `span`, in item order.
    func pages(in span: SlotSpan) -> [Widget] {
        var pages: [Widget] = []
        var s = span.lower
        while s < span.upper {
            if let w = loaded[s], isMapped(w) { pages.append(w) }
            s += 1
        }
        return pages
    }
}

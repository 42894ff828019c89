import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// The page factory for hosts that cannot pass C callbacks (Python, GJS):
// setting `n-items` makes the pager ask the page signals, as GTK 3's does.

extension Pager {
    /// `count` items whose pages the signals make.
    func setSignalItems(count: Int, keepingModel: Bool = false) {
        guard count >= 0 else { return sliding_pages4_warn("n-items \(count) is negative; the items are unchanged") }
        guard let w = widget else { return }
        let titled = sliding_pages4_pager_has_handler(OpaquePointer(w), SLIDING_PAGES4_PAGE_TITLE) != 0
        // A new count for the same signals binds the pages again where they
        // are, as the GTK 3 pager does; a first one starts at initial-page.
        let page = signalSource && !keepingModel ? engine.motion.currentPage : nil
        setSource(count: count, view: { [unowned self] item, reusing in self.signalPage(item, reusing) },
                  title: { [unowned self] item in self.signalTitle(item) }, strip: titled, keepsModel: keepingModel,
                  kind: { [unowned self] item in self.widget.map { Int(sliding_pages4_pager_emit_page_kind(OpaquePointer($0), gint(clamping: item))) } ?? 0 },
                  at: page)
        if widget != nil { signalSource = true }
    }

    /// A page from setup-page (unless one is reused), bound to `item` by
    /// bind-page; nil when setup-page made none or a handler destroyed the pager.
    func signalPage(_ item: Int, _ reusing: Widget?) -> Widget? {
        guard let w = widget else { return nil }
        let pager = OpaquePointer(w)
        // A handler that changes the items makes `item` stale: the page is
        // handed back unbound, and the caller ends the plan.
        let changes = hostChanges
        // The page is held through bind-page: a handler may unparent it.
        var held: Widget?
        if let reusing {
            g_object_ref(UnsafeMutableRawPointer(reusing))
            held = reusing
            if signalBound.remove(reusing) != nil {
                sliding_pages4_pager_emit_page(pager, SLIDING_PAGES4_UNBIND_PAGE, reusing)
                guard widget != nil else {
                    g_object_unref(UnsafeMutableRawPointer(reusing))
                    return nil
                }
                // The handler took the page (GTK 4's way of throwing one
                // away): it is torn down, and a new one made for the item.
                if gtk_widget_get_parent(reusing) != w {
                    tearDown(reusing)
                    g_object_unref(UnsafeMutableRawPointer(reusing))
                    held = nil
                    guard widget != nil else { return nil }
                }
            }
        }
        if held == nil {
            // A binding sets n-items as it constructs the pager, before it
            // connects setup-page: the pages wait for the allocation after.
            guard sliding_pages4_pager_has_handler(pager, SLIDING_PAGES4_SETUP_PAGE) != 0 else {
                signalPagesWait = true
                return nil
            }
            // The emission hands over a reference, ours until bind-page ran.
            guard let made = sliding_pages4_pager_emit_setup_page(pager, GQuark(truncatingIfNeeded: pendingKind)) else {
                warnOnce("setup-page made no page (is a handler connected?); item \(item) is not shown")
                return nil
            }
            if isWindow(made) {
                warnOnce("setup-page returned a window, which cannot be a page; item \(item) is not shown (told once)", kind: "window page setup-page")
                g_object_unref(UnsafeMutableRawPointer(made))
                return nil
            }
            held = made
            if widget != nil, gtk_widget_get_parent(made) == nil { signalMade.insert(made) }
        }
        guard let page = held else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        guard widget != nil else { return nil }
        if let parent = gtk_widget_get_parent(page), parent != w {
            warnOnce("setup-page returned a page that has another parent; item \(item) is not shown")
            return nil
        }
        if gtk_widget_get_parent(page) == nil { gtk_widget_set_parent(page, w) }
        guard hostChanges == changes else { return page }
        sliding_pages4_pager_emit_bind_page(pager, page, gint(clamping: item))
        guard widget != nil else { return nil }
        guard gtk_widget_get_parent(page) == w else {
            // The host took the page: the pager lets go of it.
            tearDown(page)
            return nil
        }
        signalBound.insert(page)
        return page
    }

    /// The pager let go of `page` (the caller holds it): unbind-page if
    /// it is bound, then teardown-page, once, for a page setup-page made.
    func tearDown(_ page: Widget) {
        guard signalMade.remove(page) != nil, let w = widget else { return }
        callingHost {
            if signalBound.remove(page) != nil { sliding_pages4_pager_emit_page(OpaquePointer(w), SLIDING_PAGES4_UNBIND_PAGE, page) }
            if widget != nil { sliding_pages4_pager_emit_page(OpaquePointer(w), SLIDING_PAGES4_TEARDOWN_PAGE, page) }
        }
    }

    /// An item's title from page-title.
    func signalTitle(_ item: Int) -> String? {
        guard let w = widget, let text = sliding_pages4_pager_emit_page_title(OpaquePointer(w), gint(clamping: item)) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Pages waited for a setup-page handler that is connected now: every
    /// slot is loaded again (true) by the plan the caller applies.
    func signalHandlersArrived() -> Bool {
        guard signalPagesWait, let w = widget, sliding_pages4_pager_has_handler(OpaquePointer(w), SLIDING_PAGES4_SETUP_PAGE) != 0 else { return false }
        signalPagesWait = false
        engine.unloadAll()
        hide(slots.poolAll())
        return true
    }

    /// The strip shows while a page-title handler is connected (read when
    /// the pager measures, so a handler connected after n-items counts).
    func syncSignalStrip() {
        guard signalSource, let w = widget else { return }
        let titled = sliding_pages4_pager_has_handler(OpaquePointer(w), SLIDING_PAGES4_PAGE_TITLE) != 0
        if titled && !face.sourceHasTitles {
            // Titles asked before the handler came are empty, not unknown:
            // asked again, for the strip and the read-out.
            titles.removeAll()
            titles.missed = true
        }
        face.sourceHasTitles = titled
        // Hidden by the host, it stays hidden.
        let hidden = face.stripHidden || !face.sourceHasTitles
        guard engine.chrome.stripHidden != hidden else { return }
        var chrome = engine.chrome
        chrome.stripHidden = hidden
        engine.chrome = chrome
    }
}

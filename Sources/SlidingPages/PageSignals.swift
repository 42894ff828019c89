import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The page factory: a data source asking the pager's own signals for pages, for hosts
// that cannot pass C callbacks (Python, JavaScript), as GTK 4's GtkSignalListItemFactory:
// setup-, bind-, unbind- and teardown-page, page-title, and page-kind for reuse types.

@MainActor
final class PageSignals: PagerDataSource, PagerItemCount {
    var count: Int
    /// Pages bound to an item, which unbind before their next bind.
    private var bound: Set<Pager.Widget> = []
    /// Pages made by setup-page and not yet torn down, with the handler
    /// that tears one down if it is destroyed while the pager holds it.
    private var made: [Pager.Widget: gulong] = [:]

    /// No setup-page handler was connected when the count was set: the
    /// pages wait for one (``PageRoom/startPageSignals(warning:)``).
    var waiting = false

    init(count: Int) {
        self.count = count
    }

    func numberOfItems(in pager: Pager) -> Int { count }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Pager.Widget?) -> Pager.Widget? {
        let g = pager.gobject
        var page = view
        if let v = view, bound.remove(v) != nil {
            sliding_pages_pager_emit_page(g, guint(SP_SIGNAL_UNBIND_PAGE), v, 0)
            // The handler may have destroyed the pager or cut the count.
            guard pager.isAlive, index < count else { return nil }
            // Or destroyed the page, which left the pool: a new one is made.
            if !pager.host.pool.contains(v) { page = nil }
        }
        if page == nil {
            // No setup-page handler yet: the slot stays empty until one is.
            if waiting { return nil }
            // The page is made by the setup-page handler for the item's kind.
            let kind = kindName(index, pager)
            guard pager.isAlive, index < count, let made = sliding_pages_pager_emit_setup_page(g, kind) else { return nil }
            guard pager.isAlive, index < count, pageCanStand(made, in: pager) else {
                // Ours to drop: a page nobody else holds goes with it.
                g_object_unref(made)
                return nil
            }
            // Our reference becomes the floating one, which parenting takes.
            g_object_force_floating(UnsafeMutableRawPointer(made).assumingMemoryBound(to: GObject.self))
            page = made
            watchTeardown(made, pager: pager)
        }
        guard let page else { return nil }
        // An item's kind may change between loads: asked afresh next time.
        lastKind = nil
        sliding_pages_pager_emit_page(g, guint(SP_SIGNAL_BIND_PAGE), page, gint(clampInt32(index)))
        // A page destroyed in bind-page was torn down: none to show.
        guard made[page] != nil else { return nil }
        guard pager.isAlive else {
            // The pager went in bind-page (its GObject may be gone too): a
            // page just made, in no pool, is ours to drop, quietly.
            if page != view, let handler = made.removeValue(forKey: page) {
                g_signal_handler_disconnect(UnsafeMutableRawPointer(page), handler)
                g_object_ref_sink(UnsafeMutableRawPointer(page))
                g_object_unref(UnsafeMutableRawPointer(page))
            }
            return nil
        }
        bound.insert(page)
        return page
    }

    /// Whether a page setup-page made can stand in the pager (not the pager, a window, an
    /// ancestor or a parented widget); one that cannot is warned of, never bound or watched.
    private func pageCanStand(_ w: Pager.Widget, in pager: Pager) -> Bool {
        let fine = pager.pages.unparentable(w) == nil && gtk_widget_get_parent(w) == nil
        if !fine {
            pager.warnOnce("setup-page returned a widget that cannot be a page (the pager, a window, an ancestor of the pager, or a widget with a parent); that page is left empty")
        }
        return fine
    }

    /// page-kind's name for an item (nil: the plain kind). The pager asks an item's type
    /// and then, for a new page, its kind's name: the last answer serves both.
    private func kindName(_ index: Int, _ pager: Pager) -> String? {
        if let last = lastKind, last.index == index { return last.name }
        var name: String?
        if let text = sliding_pages_pager_emit_page_kind(pager.gobject, gint(clampInt32(index))) {
            name = String(cString: text)
            g_free(text)
        }
        lastKind = (index, name)
        return name
    }

    /// The last page-kind answer, kept for the setup that follows it.
    private var lastKind: (index: Int, name: String?)?

    /// Kinds by name, numbered as reuse types as they are first met (the
    /// plain kind is 0).
    private var kinds: [String: Int] = [:]

    func pager(_ pager: Pager, reuseTypeForItemAt index: Int) -> Int {
        guard let name = kindName(index, pager) else { return 0 }
        if let t = kinds[name] { return t }
        let t = kinds.count + 1
        kinds[name] = t
        return t
    }

    /// A title was asked with no page-title handler connected: the strip
    /// asks again once one is (`ChromeRoom.drawOverlay`).
    var titlesAwaitHandler = false

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? {
        guard let text = sliding_pages_pager_emit_page_title(pager.gobject, gint(clampInt32(index))) else {
            if sliding_pages_pager_has_handler(pager.gobject, guint(SP_SIGNAL_PAGE_TITLE)) == 0 { titlesAwaitHandler = true }
            return nil
        }
        defer { g_free(text) }
        return .text(String(cString: text))
    }

    /// A page destroyed while the pager holds it (by the host, or with
    /// the pager) is torn down then.
    private func watchTeardown(_ page: Pager.Widget, pager: Pager) {
        made[page] = PagerGLib.connect(UnsafeMutableRawPointer(page), "destroy") { [weak self, ref = pager.callbackBox] _ in
            guard let self, let pager = ref.pager, pager.isAlive else { return }
            self.tearDown(page, pager: pager)
        }
    }

    /// The pager let go of `page` (unparented; the caller holds a reference): unbind-page
    /// if bound, then teardown-page, now, so its later destruction (maybe in a binding's
    /// garbage collection) calls no host code.
    func released(_ page: Pager.Widget, pager: Pager) {
        guard let handler = made[page] else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(page), handler)
        tearDown(page, pager: pager)
    }

    private func tearDown(_ page: Pager.Widget, pager: Pager) {
        guard made.removeValue(forKey: page) != nil else { return }
        let g = pager.gobject
        if bound.remove(page) != nil { sliding_pages_pager_emit_page(g, guint(SP_SIGNAL_UNBIND_PAGE), page, 0) }
        sliding_pages_pager_emit_page(g, guint(SP_SIGNAL_TEARDOWN_PAGE), page, 0)
    }
}

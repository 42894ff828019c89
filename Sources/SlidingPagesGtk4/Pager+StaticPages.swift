import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Pages of the pager's own (appended, or a .ui file's <child>), held and
// never recycled: a counted source whose view hands back each item's
// widget, so every other rule (layout, batches, preloading) is the same.

/// A page of the pager's own and its title.
struct StaticPage {
    let page: Widget
    let title: String?
}

extension Pager {
    /// Adds `page`, a widget with no parent, after the pager's own pages,
    /// with its title in the strip (nil: none); a later source replaces them.
    public func append(_ page: Widget, title: String? = nil) {
        guard widget != nil else { return }
        if gtk_widget_get_parent(page) != nil || staticPages.contains(where: { $0.page == page }) {
            return warnCall("append", "the page has a parent already (or is the pager's already); ignored")
        }
        if isWindow(page) { return warnCall("append", "a window cannot be a page; ignored") }
        if staticPages.isEmpty && (itemCount > 0 || unbounded != nil) {
            warnCallOnce("append", "the pager's pages came from a source until now; its own pages replace them")
        }
        g_object_ref_sink(UnsafeMutableRawPointer(page))
        staticPages.append(StaticPage(page: page, title: title))
        let titled = staticPages.contains { $0.title != nil }
        let pagesBefore = engine.layout.numberOfPages
        if staticPages.count == 1 || itemCount != staticPages.count - 1 {
            setSource(count: staticPages.count, view: { [unowned self] item, _ in
                item < self.staticPages.count ? self.staticPages[item].page : nil
            }, title: { [unowned self] item in item < self.staticPages.count ? self.staticPages[item].title : nil }, strip: titled, keepsPages: true)
        } else {
            if titled {
                face.sourceHasTitles = true
                showStrip()
            }
            applyChanges([.insert(at: staticPages.count - 1, count: 1)], animated: false, "append")
        }
        // In no window yet (a .ui file's), its own pages open on
        // initial-page, as counted ones do.
        if let w = widget, gtk_widget_get_realized(w) == 0,
           let page = engine.layout.pageAfterAppend(initialPage: face.initialPage, pagesBefore: pagesBefore, currentPage: currentPage) {
            scroll(toPage: page, duration: 0)
        }
    }

    /// Takes `page` out of the pager's own pages; false when it is not one.
    @discardableResult
    public func remove(_ page: Widget) -> Bool {
        guard let i = staticPages.firstIndex(where: { $0.page == page }) else { return false }
        staticPages.remove(at: i)
        applyChanges([.delete(at: i, count: 1)], animated: false, "remove")
        unparent(page)
        slots.forget(page)
        g_object_unref(UnsafeMutableRawPointer(page))
        return true
    }

    /// Lets go of the pager's own pages (another source, or the end).
    func releaseStaticPages() {
        let pages = staticPages
        staticPages.removeAll()
        for s in pages {
            unparent(s.page)
            slots.forget(s.page)
            g_object_unref(UnsafeMutableRawPointer(s.page))
        }
    }
}

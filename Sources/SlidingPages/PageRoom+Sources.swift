import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Pages not from a counted source: static pages (gtk_container_add), a before/after
// source walked page by page, and the page signals of Python and JavaScript hosts.

extension PageRoom {

    // MARK: Static pages (gtk_container_add, GtkBuilder)

    func staticChildAdded(_ child: Widget) {
        if pager.dataSource != nil || pager.unboundedDataSource != nil {
            pager.warnOnce("a page was added with gtk_container_add to a pager that has a data source; it is hidden until the data source is removed")
        }
        host.staticPages.append(child)
        gtk_widget_set_child_visible(child, 0)
        if pager.mode == .empty { pager.mode = .staticPages }
        guard pager.mode == .staticPages else { return }
        let pagesBefore = pager.engine.layout.numberOfPages
        let added = ItemChange.insert(at: host.staticPages.count - 1, count: 1)
        let outcome = pager.engine.layout.reconcile(added, position: pager.engine.motion.position)
        applyCount(outcome, change: added)
        // In no window yet (a .ui file's), its own pages open on
        // initial-page, as counted ones do.
        if pager.isAlive, gtk_widget_get_realized(host.widget) == 0,
           let page = pager.engine.layout.pageAfterAppend(initialPage: pager.settings.initialPage, pagesBefore: pagesBefore, currentPage: pager.currentPage) {
            pager.scroll(toPage: page, duration: 0)
        }
    }

    func childRemoved(_ child: Widget) {
        guard pager.isAlive else { return }
        // A page the host took out is let go of: the page signals tear
        // theirs down now, after the bookkeeping below.
        defer { if pager.isAlive { pager.sources.pageFactory?.released(child, pager: pager) } }
        if child == pager.renderer.nubWidget {
            pager.renderer.nubWidget = nil
            return
        }
        if host.pool.remove(child) {
            // A pooled page destroyed from outside (or by dispose): forget it.
            host.forget(child)
            return
        }
        if host.forgetKept(child) || host.forgetLeaving(child) { return }
        // No show change waits for it any more.
        host.forget(child)
        if let i = host.staticPages.firstIndex(of: child) {
            host.staticPages.remove(at: i)
            for (slot, w) in host.loaded where w == child { host.loaded.removeValue(forKey: slot) }
            guard pager.mode == .staticPages, gtk_widget_in_destruction(host.widget) == 0 else { return }
            let removed = ItemChange.delete(at: i, count: 1)
            let outcome = pager.engine.layout.reconcile(removed, position: pager.engine.motion.position)
            if host.staticPages.isEmpty { pager.mode = .empty }
            applyCount(outcome, change: removed)
            return
        }
        // A loaded page was destroyed or removed from outside: forget it and
        // load the slot again on the next sync.
        for (slot, w) in host.loaded where w == child {
            host.loaded.removeValue(forKey: slot)
            if gtk_widget_in_destruction(host.widget) == 0 {
                unloadAll()
                PagerGLib.idle { [ref = pager.callbackBox] in
                    ref.pager?.pages.syncLoaded()
                    if let self = ref.pager, self.isAlive { gtk_widget_queue_allocate(self.widget) }
                    return false
                }
            }
        }
    }

    /// Static pages stay parented; only the loaded ones are child-visible.
    func syncStatic(_ target: SlotSpan, deferring: Bool) {
        if deferring && !host.loaded.isEmpty { return }
        var wanted = SlotMap<Widget>()
        for (slot, item) in pager.engine.motion.layout.singleSlots(in: target, below: host.staticPages.count, at: pager.engine.motion.position) {
            wanted[slot] = host.staticPages[item]
        }
        for (_, w) in host.loaded where !wanted.values.contains(w) { host.hidePage(w) }
        if host.loaded != wanted { host.loadedChanged() }
        host.loaded = wanted
        // The ones in view are mapped by syncShown.
    }

    // MARK: Unbounded sources

    /// Loads slots by walking from a loaded neighbour: before/after sources
    /// only know their pages' neighbours (``UnboundedRequest``).
    func loadUnbounded(_ runs: SlotRuns, reuse: inout Int) {
        guard let source = pager.unboundedDataSource else { return }
        let order = runs.outward(fromLoaded: SlotSpan(covering: host.loaded.keys), current: pager.engine.layout.currentSlot(at: pager.engine.motion.position))
        for slot in order {
            // The host may have destroyed the pager inside the last call.
            guard pager.isAlive else { return }
            if host.loaded[slot] != nil { continue }
            // Before/after sources give no reuse types.
            let reusing = reuse > 0 ? host.pool.peek(type: 0) : nil
            if reusing != nil { reuse -= 1 }
            // Asked of a loaded neighbour, or of nothing for the first page;
            // where that side ends (a first page: the source has none).
            let w: Widget?, end: (slot: Int?, before: Bool)
            switch UnboundedRequest(slot: slot, loaded: host.loaded.keys) {
            case .after(let left):
                w = pager.callingSource { source.pager(pager, pageAfter: host.loaded[left]!, reusing: reusing) }
                end = (left, false)
            case .before(let right):
                w = pager.callingSource { source.pager(pager, pageBefore: host.loaded[right]!, reusing: reusing) }
                end = (right, true)
            case .initial:
                w = pager.callingSource { source.initialPage(for: pager, reusing: reusing) }
                end = (nil, true)
            case .walk(let nearest):
                let walked = walkUnbounded(from: nearest, to: slot)
                if let r = reusing { host.dropPooled(r) }
                if let w = walked {
                    attach(w, slot: slot)
                    g_object_unref(w)  // the walk's own reference
                }
                continue
            }
            guard pager.isAlive else { return }
            // No page, or one no page can be (warned): the pages end there.
            guard let ok = accept(w, reusing: reusing, what: "unbounded page for slot \(slot)") else {
                endUnbounded(at: end.slot, before: end.before)
                if end.slot == nil { return }
                continue
            }
            attach(ok, slot: slot)
        }
    }

    /// Asks the source page by page from the loaded page in `nearest` to
    /// `slot`; returns the page for `slot` with a reference the caller drops.
    func walkUnbounded(from nearest: Int, to slot: Int) -> Widget? {
        guard let source = pager.unboundedDataSource, var current = host.loaded[nearest] else { return nil }
        var s = nearest
        var temporary: Widget?
        while s != slot {
            let step = UnboundedRequest.step(from: s, toward: slot)
            let next = pager.callingSource {
                step.forward ? source.pager(pager, pageAfter: current, reusing: nil) : source.pager(pager, pageBefore: current, reusing: nil)
            }
            // A page no page can be (a window, one shown already) ends the
            // pages as no page does, warned of.
            let refused = next.flatMap { n in pager.isAlive ? neighbourRefusal(n) : nil }
            if let refused { pager.warnOnce("data source returned \(refused) as a neighbour; the pages end there", kind: "neighbour \(refused)") }
            guard let n = next, refused == nil else {
                // The end, short of the slot: the page reached is where the
                // pager comes to rest, and what it walks on from.
                if let t = temporary {
                    if pager.isAlive, gtk_widget_get_parent(t) == nil, host.loaded[s] == nil { attach(t, slot: s) }
                    g_object_unref(t)
                }
                if pager.isAlive { endUnbounded(at: s, before: !step.forward) }
                return nil
            }
            if let t = temporary { g_object_unref(t) }
            g_object_ref_sink(n)
            temporary = n
            current = n
            s = step.next
        }
        // The last page reached is the one to show, with our reference.
        if let t = temporary, gtk_widget_get_parent(t) != nil {
            g_object_unref(t)
            return nil
        }
        return temporary
    }

    /// What `w` is if it cannot be the next page of a walk; nil when it can.
    func neighbourRefusal(_ w: Widget) -> String? {
        if let which = unparentable(w) { return which }
        if host.holds(w) { return "a page of this pager already" }
        return gtk_widget_get_parent(w) != nil ? "a widget with a parent" : nil
    }

    /// The source has no page past `slot` (none at all for nil): the
    /// layout learns the end.
    func endUnbounded(at slot: Int?, before: Bool) {
        if let slot { pager.engine.endUnbounded(at: slot, before: before) } else { pager.engine.unboundedHasNoPages() }
        // Pages are numbered from the first page once it is known.
        pager.chrome.dropTitles()
        PagerGLib.idle { [ref = pager.callbackBox] in
            ref.pager?.loop.afterMotion()
            return false
        }
    }

    /// Makes `count` pages with the page signals. From g_object_new (n-items as a construct
    /// property) no handler is connected yet: the pages wait for setup-page, looked for at each
    /// measure so a window opens at its pages' size, with a warning if none by the next turn.
    func useSignalFactory(count: Int) {
        // One factory a pager: it knows the pages it made, to tear them
        // down whichever source the pager has when it lets go of them.
        let source = pager.sources.pageFactory ?? PageSignals(count: count)
        source.count = count
        pager.sources.pageFactory = source
        pager.sources.retained = source
        source.waiting = sliding_pages_pager_has_handler(host.gobject, guint(SP_SIGNAL_SETUP_PAGE)) == 0
        pager.dataSource = source
        guard pager.isAlive, source.waiting else { return }
        PagerGLib.idle { [ref = pager.callbackBox] in
            ref.pager?.pages.startPageSignals(warning: true)
            return false
        }
    }

    /// Starts the page signals that were waiting for a handler: the empty
    /// slots loaded meanwhile load again.
    func startPageSignals(warning: Bool = false) {
        guard pager.isAlive, let source = pager.sources.pageFactory, source.waiting, !pager.inDataSource else { return }
        let connected = sliding_pages_pager_has_handler(host.gobject, guint(SP_SIGNAL_SETUP_PAGE)) != 0
        guard connected else {
            if warning { pager.warnOnce("n-items is set but nothing handles setup-page: the pages stay empty until a handler is connected") }
            return
        }
        source.waiting = false
        guard pager.dataSource === source else { return }
        unloadAll()
        pager.loop.afterMotion()
        gtk_widget_queue_resize(pager.widget)
    }
}

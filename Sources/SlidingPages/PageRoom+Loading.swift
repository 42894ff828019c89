import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Loading, recycling and placing pages: the core says which slots are
// loaded and how views move between them and the pool; this applies it.

extension PageRoom {
    /// The item domain the source describes now.
    func currentDomain() -> ItemDomain {
        switch pager.mode {
        case .empty: return .counted(0)
        case .staticPages: return .counted(host.staticPages.count)
        case .counted: return .counted(pager.engine.motion.layout.itemCount ?? 0)
        case .unbounded:
            if case .unbounded = pager.engine.motion.layout.domain { return pager.engine.motion.layout.domain }
            return .unbounded(first: nil, last: nil)
        }
    }

    /// The layout for the current options, size, direction and domain.
    func makeLayout(domain: ItemDomain) -> PagerLayout {
        var c = pager.options
        c.rightToLeft = gtk_widget_get_direction(host.widget) == GTK_TEXT_DIR_RTL
        // A function's answer is checked as the property's value is (0 is
        // "none": the property's extent then).
        let asked = pager.delegate?.itemExtent(for: pager) ?? pager.sources.itemExtent?().flatMap { $0 == 0 ? nil : pager.properties.accepted($0, for: OptionTable.itemExtent) }
        host.awaitsMeasure = false
        if let extent = asked ?? (pager.settings.itemExtent > 0 ? pager.settings.itemExtent : nil) {
            c.itemSizing = .fixed(extent)
        } else if pager.measuresItemExtent {
            if let first = host.loaded.min(by: { $0.key < $1.key })?.value ?? host.staticPages.first {
                var m: gint = 0, n: gint = 0
                if c.orientation == .horizontal { gtk_widget_get_preferred_width(first, &m, &n) } else { gtk_widget_get_preferred_height(first, &m, &n) }
                c.itemSizing = .fixed(Double(max(1, n)))
            } else {
                host.awaitsMeasure = true
            }
        }
        let layout = PagerLayout(configuration: c, domain: domain, viewport: pager.engine.pageAreaSize)
        for problem in layout.problems { pager.warnOnce(problem.description) }
        return layout
    }

    /// Rebuilds the layout after an option, size or direction change; the
    /// current item stays current.
    func rebuildLayout(placing: Bool = true) {
        guard pager.isAlive else { return }
        // Inside a data source call the new layout waits (the option is stored already):
        // it would unload the pages under the load in progress.
        guard !pager.inDataSource else { return pager.whenSafe { [self] in rebuildLayout(placing: placing) } }
        let layout = makeLayout(domain: currentDomain())
        // Pages go back to the pool when their slots mean other items now.
        let pages = host.loaded
        if pager.engine.relayout(layout) { poolAll(pages) }
        sliding_pages_pager_show_orientation(host.gobject, layout.configuration.orientation == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        pager.loop.afterMotion(placing: placing)
        // An option may have changed: every property, not only motion's.
        pager.properties.notifyChangedProperties()
    }

    /// Applies the recycle plan for the current position.
    func syncLoaded() {
        guard pager.isAlive, !pager.inDataSource else { return }
        load(pager.mode == .staticPages ? nil : pager.engine.recyclePlan())
        schedulePreload()
    }

    /// Applies a recycle plan, or static pages follow the load target. Nothing loads
    /// inside a data source call: the plan that follows it does that.
    func load(_ plan: RecyclePlan?) {
        guard pager.isAlive, !pager.inDataSource else { return }
        if let plan {
            if !plan.isEmpty { apply(plan, layout: pager.engine.layout) }
        } else if pager.mode == .staticPages {
            syncStatic(pager.engine.loadTarget, deferring: pager.engine.isDeferringLoads)
        }
    }

    func apply(_ plan: RecyclePlan, layout: PagerLayout) {
        // Leaving pages go to the pool still shown: most get a new item at once (sparing an
        // unmap and a map); a nested apply from a source call finds this buffer taken.
        var leaving: [Widget] = []
        swap(&leaving, &host.leavingScratch)
        func unload() {
            for slot in plan.unload {
                if let w = host.loaded.removeValue(forKey: slot) {
                    host.putInPool(w)
                    leaving.append(w)
                }
            }
        }
        defer {
            let keep = pager.keepsPagesAhead
            for w in leaving where host.pool.contains(w) {
                if keep { host.keepPooledAhead(w) } else { host.hidePage(w) }
            }
            leaving.removeAll(keepingCapacity: true)
            swap(&leaving, &host.leavingScratch)
        }
        // A before/after source knows a page only by its neighbours: on a jump the leaving
        // pages stay until the new ones are walked to from them (emptied, it restarts at its first).
        let jumps = pager.mode == .unbounded && !host.loaded.isEmpty && host.loaded.keys.allSatisfy { plan.unload.contains($0) }
        if !jumps { unload() }
        var reuse = plan.reuse
        let generation = host.loadGeneration
        if pager.mode == .unbounded {
            loadUnbounded(plan.load, reuse: &reuse)
            guard pager.isAlive else { return }
            if jumps { unload() }
        } else {
            for slot in plan.load {
                // A callback may have destroyed the pager.
                guard pager.isAlive else { return }
                guard let item = layout.item(atSlot: slot) else { continue }
                // A batch kept this item's page: it shows the item already.
                if let w = host.takeKept(item: item) {
                    attach(w, slot: slot, type: host.pageTypes[w] ?? 0)
                    continue
                }
                // A pooled view is offered only to an item of its reuse type, and stays in the
                // pool (its owner) until attach or drop settles who keeps it.
                let type = reuseType(item: item)
                guard pager.isAlive, host.loadGeneration == generation else { return }
                let reusing = host.pool.peek(type: type)
                let w = requestView(item: item, reusing: reusing)
                // The call reset the loaded pages (a reload, say): this plan
                // is stale, and the sync that follows makes a new one.
                guard host.loadGeneration == generation else {
                    if let w, !host.pool.contains(w) { PageHost.discard(w) }
                    return
                }
                if let w { attach(w, slot: slot, type: type) }
            }
        }
        guard pager.isAlive else { return }
        // Pages a batch kept that no slot took wait in the pool now, before
        // any event handler can change the items again.
        host.releaseKept()
        host.trimPool(to: pager.engine.recycler.poolCapacity)
        pager.engine.notePooled(host.pool.count)
    }

    /// The counted source's reuse type for `item` (0 when it gives none).
    func reuseType(item: Int) -> Int {
        guard let source = pager.dataSource else { return 0 }
        return pager.callingSource { source.pager(pager, reuseTypeForItemAt: item) }
    }

    /// Whether `item` is among the counted source's items now: a host may change its
    /// count inside any callback (the reload runs after), so nothing past the end is asked.
    func sourceHas(item: Int, _ source: PagerDataSource) -> Bool {
        let n = pager.callingSource { source.numberOfItems(in: pager) }
        return pager.isAlive && item >= 0 && item < n
    }

    /// Asks the counted source for a page, checking what comes back. The
    /// call may destroy or empty the pager: it is checked after.
    func requestView(item: Int, reusing: Widget?) -> Widget? {
        guard let source = pager.dataSource, sourceHas(item: item, source) else {
            if let r = reusing, pager.isAlive { host.dropPooled(r) }
            return nil
        }
        // The page offered for reuse stays valid through the call, even if
        // the host destroys the pager (and so its children) inside it.
        if let r = reusing { g_object_ref(r) }
        defer { if let r = reusing { g_object_unref(r) } }
        let w = pager.callingSource { source.pager(pager, viewForItemAt: item, reusing: reusing) }
        guard pager.isAlive else {
            PageHost.discard(w)
            return nil
        }
        if w == nil, (source as? PageSignals)?.waiting != true { pager.warnOnce("data source returned no view for item \(item); that page is left empty (reported once for all items)", kind: "nil view") }
        return accept(w, reusing: reusing, what: "view for item \(item)")
    }

    /// Checks a page from a data source, refusing with a warning the pager, a toplevel,
    /// an ancestor, another slot's page or a parented widget (`what` is lazy: it runs a page a frame).
    func accept(_ w: Widget?, reusing: Widget?, what: @autoclosure () -> String) -> Widget? {
        if let r = reusing, let w, r != w { host.dropPooled(r) }
        guard let w else { return nil }
        // The page offered for reuse left the pool during the call: the
        // host destroyed or removed it, and it is no page to show.
        if w == reusing, !host.pool.contains(w) {
            pager.warnOnce("data source returned the page offered for reuse after destroying or removing it, as the \(what()); that page is left empty")
            return nil
        }
        if let which = unparentable(w) {
            // The host's own widget (the pager, a window, an ancestor): left alone.
            pager.warnOnce("data source returned \(which) as the \(what()); a page cannot hold it, so that page is left empty", kind: "unparentable \(which)")
            return nil
        }
        if host.holds(w) {
            pager.warnOnce("data source returned a widget that is already a page of this pager as the \(what()); slot left empty")
            return nil
        }
        if w != reusing, gtk_widget_get_parent(w) != nil {
            pager.warnOnce("data source returned a widget that already has a parent as the \(what()); slot left empty")
            return nil
        }
        return w
    }

    /// What `w` is if no page can hold it: the pager itself, a toplevel
    /// window or an ancestor of the pager; nil for any other widget.
    func unparentable(_ w: Widget) -> String? {
        if w == host.widget { return "the pager itself" }
        if gtk_widget_is_toplevel(w) != 0 { return "a toplevel window" }
        if gtk_widget_is_ancestor(host.widget, w) != 0 { return "an ancestor of the pager" }
        return nil
    }

    /// Unloads every page into the pool (the window is rebuilt from scratch).
    func unloadAll() {
        // The recycler's count of pooled views stays equal to the pool.
        pager.engine.unloadAll()
        host.releaseKept()
        for token in pager.engine.endLeaving() { host.endLeaving(token) }
        poolAll(host.loaded)
    }

    /// Shows a page in a slot; mapped only when the slot is in view.
    func attach(_ w: Widget, slot: Int, type: Int = 0) {
        host.attach(w, slot: slot, type: type, shown: pager.shownSlots.contains(slot))
    }

    /// The widget side of unloading everything: `pages` (the loaded pages
    /// as they were) go to the pool; static pages only leave the window.
    func poolAll(_ pages: SlotMap<Widget>) {
        host.poolAll(pages, staticMode: pager.mode == .staticPages)
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Loading, recycling and placing pages: the core says which slots are
// loaded and how views move between them and the pool; this applies it.

extension Pager {
    /// The item domain the source describes now.
    func currentDomain() -> ItemDomain {
        switch mode {
        case .empty: return .counted(0)
        case .staticPages: return .counted(host.staticPages.count)
        case .counted: return .counted(engine.motion.layout.itemCount ?? 0)
        case .unbounded:
            if case .unbounded = engine.motion.layout.domain { return engine.motion.layout.domain }
            return .unbounded(first: nil, last: nil)
        }
    }

    /// The layout for the current options, size, direction and domain.
    func makeLayout(domain: ItemDomain) -> PagerLayout {
        var c = options
        c.rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        // A function's answer is checked as the property's value is (0 is
        // "none": the property's extent then).
        let asked = delegate?.itemExtent(for: self) ?? sources.itemExtent?().flatMap { $0 == 0 ? nil : accepted($0, for: OptionTable.itemExtent) }
        if let extent = asked ?? (settings.itemExtent > 0 ? settings.itemExtent : nil) {
            c.itemSizing = .fixed(extent)
        } else if measuresItemExtent, let first = host.loaded.min(by: { $0.key < $1.key })?.value ?? host.staticPages.first {
            var m: gint = 0, n: gint = 0
            if c.orientation == .horizontal { gtk_widget_get_preferred_width(first, &m, &n) } else { gtk_widget_get_preferred_height(first, &m, &n) }
            c.itemSizing = .fixed(Double(max(1, n)))
        }
        let layout = PagerLayout(configuration: c, domain: domain, viewport: engine.pageAreaSize)
        for problem in layout.problems { warnOnce(problem.description) }
        return layout
    }


    /// Rebuilds the layout after an option, size or direction change; the
    /// current item stays current.
    func rebuildLayout(placing: Bool = true) {
        guard isAlive else { return }
        // An option set from inside a data source call would unload the
        // pages under the load in progress: the new layout comes after it
        // (the option itself is already stored).
        guard !inDataSource else { return whenSafe { [self] in rebuildLayout(placing: placing) } }
        let layout = makeLayout(domain: currentDomain())
        // Pages go back to the pool when their slots mean other items now.
        let pages = host.loaded
        if engine.relayout(layout) { poolAll(pages) }
        afterMotion(placing: placing)
        // An option may have changed: every property, not only motion's.
        notifyChangedProperties()
    }

    /// Applies the recycle plan for the current position.
    func syncLoaded() {
        guard isAlive, !inDataSource else { return }
        load(mode == .staticPages ? nil : engine.recyclePlan())
        schedulePreload()
    }

    /// Applies a recycle plan; static pages (no plan) follow the load
    /// target. Nothing is loaded from inside a data source call: the plan
    /// that follows it does that.
    func load(_ plan: RecyclePlan?) {
        guard isAlive, !inDataSource else { return }
        if let plan {
            if !plan.isEmpty { apply(plan, layout: engine.layout) }
        } else if mode == .staticPages {
            syncStatic(engine.loadTarget, deferring: engine.isDeferringLoads)
        }
    }

    func apply(_ plan: RecyclePlan, layout: PagerLayout) {
        // Pages leaving go to the pool still shown: most are given a new
        // item at once and stay up, which spares an unmap and a map per
        // recycled page. Those not taken are hidden at the end, or while
        // the pages move, kept mapped ahead for the preload between frames
        // (PageHost.keepPooledAhead).
        // The pages pooled here, in the host's buffer kept between frames
        // (a frame that pools a page allocated one); a nested apply, from
        // inside a source call, finds it taken and makes its own.
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
            let keep = keepsPagesAhead
            for w in leaving where host.pool.contains(w) {
                if keep { host.keepPooledAhead(w) } else { host.hidePage(w) }
            }
            leaving.removeAll(keepingCapacity: true)
            swap(&leaving, &host.leavingScratch)
        }
        // A before/after source knows a page only by its neighbours: on a
        // jump, where no page stays loaded, the pages leaving stay until the
        // new ones are walked to from the nearest of them (emptied first,
        // the source would only be asked for its first page again).
        let jumps = mode == .unbounded && !host.loaded.isEmpty && host.loaded.keys.allSatisfy { plan.unload.contains($0) }
        if !jumps { unload() }
        var reuse = plan.reuse
        let generation = host.loadGeneration
        if mode == .unbounded {
            loadUnbounded(plan.load, reuse: &reuse)
            guard isAlive else { return }
            if jumps { unload() }
        } else {
            for slot in plan.load {
                // A callback may have destroyed the pager.
                guard isAlive else { return }
                guard let item = layout.item(atSlot: slot) else { continue }
                // A batch kept this item's page: it shows the item already.
                if let w = host.takeKept(item: item) {
                    attach(w, slot: slot, type: host.pageTypes[w] ?? 0)
                    continue
                }
                // A pooled view is offered only to an item of its own
                // reuse type (the pool says which). It stays in the pool
                // (which owns it) until attach or drop settles who keeps it.
                let type = reuseType(item: item)
                guard isAlive, host.loadGeneration == generation else { return }
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
        guard isAlive else { return }
        // Pages a batch kept that no slot took wait in the pool now, before
        // any event handler can change the items again.
        host.releaseKept()
        host.trimPool(to: engine.recycler.poolCapacity)
        engine.notePooled(host.pool.count)
    }

    /// The counted source's reuse type for `item` (0 when it gives none).
    func reuseType(item: Int) -> Int {
        guard let source = dataSource else { return 0 }
        inDataSource = true
        let t = source.pager(self, reuseTypeForItemAt: item)
        inDataSource = false
        return t
    }

    /// Whether `item` is one of the counted source's items as it reports
    /// them now. A host may change its count from inside any callback (the
    /// reload it asks for runs after); until then nothing past the new end
    /// is asked for.
    func sourceHas(item: Int, _ source: PagerDataSource) -> Bool {
        inDataSource = true
        let n = source.numberOfItems(in: self)
        inDataSource = false
        return isAlive && item >= 0 && item < n
    }

    /// Asks the counted source for a page, checking what comes back. The
    /// call may destroy or empty the pager: it is checked after.
    func requestView(item: Int, reusing: Widget?) -> Widget? {
        guard let source = dataSource, sourceHas(item: item, source) else {
            if let r = reusing, isAlive { host.dropPooled(r) }
            return nil
        }
        // The page offered for reuse stays valid through the call, even if
        // the host destroys the pager (and so its children) inside it.
        if let r = reusing { g_object_ref(r) }
        defer { if let r = reusing { g_object_unref(r) } }
        inDataSource = true
        let w = source.pager(self, viewForItemAt: item, reusing: reusing)
        inDataSource = false
        guard isAlive else {
            PageHost.discard(w)
            return nil
        }
        if w == nil { warnOnce("data source returned no view for item \(item); that page is left empty (reported once for all items)", kind: "nil view") }
        return accept(w, reusing: reusing, what: "view for item \(item)")
    }

    /// Checks a page widget from a data source: the pager itself, a
    /// toplevel window, an ancestor of the pager, a widget already shown in
    /// another slot, or with another parent, is refused with a warning.
    /// (`what` is made only for a warning: a page a frame comes through here.)
    func accept(_ w: Widget?, reusing: Widget?, what: @autoclosure () -> String) -> Widget? {
        if let r = reusing, let w, r != w { host.dropPooled(r) }
        guard let w else { return nil }
        // The page offered for reuse left the pool during the call: the
        // host destroyed or removed it, and it is no page to show.
        if w == reusing, !host.pool.contains(w) {
            warnOnce("data source returned the page offered for reuse after destroying or removing it, as the \(what()); that page is left empty")
            return nil
        }
        if let which = unparentable(w) {
            warnOnce("data source returned \(which) as the \(what()); a page cannot hold it, so that page is left empty", kind: "unparentable \(which)")
            PageHost.discard(w)
            return nil
        }
        if host.holds(w) {
            warnOnce("data source returned a widget that is already a page of this pager as the \(what()); slot left empty")
            return nil
        }
        if w != reusing, gtk_widget_get_parent(w) != nil {
            warnOnce("data source returned a widget that already has a parent as the \(what()); slot left empty")
            return nil
        }
        return w
    }

    /// What `w` is if no page can hold it: the pager itself, a toplevel
    /// window or an ancestor of the pager; nil for any other widget.
    func unparentable(_ w: Widget) -> String? {
        if w == widget { return "the pager itself" }
        if gtk_widget_is_toplevel(w) != 0 { return "a toplevel window" }
        if gtk_widget_is_ancestor(widget, w) != 0 { return "an ancestor of the pager" }
        return nil
    }

    /// Unloads every page into the pool (the window is rebuilt from scratch).
    func unloadAll() {
        // The recycler's count of pooled views stays equal to the pool.
        engine.unloadAll()
        host.releaseKept()
        for token in engine.endLeaving() { host.endLeaving(token) }
        poolAll(host.loaded)
    }

    /// Shows a page in a slot; mapped only when the slot is in view.
    func attach(_ w: Widget, slot: Int, type: Int = 0) {
        host.attach(w, slot: slot, type: type, shown: shownSlots.contains(slot))
    }

    /// The widget side of unloading everything: `pages` (the loaded pages
    /// as they were) go to the pool; static pages only leave the window.
    func poolAll(_ pages: SlotMap<Widget>) {
        host.poolAll(pages, staticMode: mode == .staticPages)
    }

    // MARK: Static pages (gtk_container_add, GtkBuilder)

    func staticChildAdded(_ child: Widget) {
        if dataSource != nil || unboundedDataSource != nil {
            warnOnce("a page was added with gtk_container_add to a pager that has a data source; it is hidden until the data source is removed")
        }
        host.staticPages.append(child)
        gtk_widget_set_child_visible(child, 0)
        if mode == .empty { mode = .staticPages }
        guard mode == .staticPages else { return }
        let outcome = engine.layout.reconcile(.insert(at: host.staticPages.count - 1, count: 1), position: engine.motion.position)
        applyCount(outcome)
    }

    func childRemoved(_ child: Widget) {
        guard isAlive else { return }
        // A page the host took out is let go of: the page signals tear
        // theirs down now, after the bookkeeping below.
        defer { if isAlive { sources.pageFactory?.released(child, pager: self) } }
        if child == renderer.nubWidget {
            renderer.nubWidget = nil
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
            guard mode == .staticPages, gtk_widget_in_destruction(widget) == 0 else { return }
            let outcome = engine.layout.reconcile(.delete(at: i, count: 1), position: engine.motion.position)
            if host.staticPages.isEmpty { mode = .empty }
            applyCount(outcome)
            return
        }
        // A loaded page was destroyed or removed from outside: forget it and
        // load the slot again on the next sync.
        for (slot, w) in host.loaded where w == child {
            host.loaded.removeValue(forKey: slot)
            if gtk_widget_in_destruction(widget) == 0 {
                unloadAll()
                PagerGLib.idle { [ref = callbackBox] in
                    ref.pager?.syncLoaded()
                    if let self = ref.pager, self.isAlive { gtk_widget_queue_allocate(self.widget) }
                    return false
                }
            }
        }
    }

    /// Static pages stay parented; only the loaded ones are child-visible.
    func syncStatic(_ target: SlotSpan, deferring: Bool) {
        if deferring && !host.loaded.isEmpty { return }
        let layout = engine.motion.layout
        var wanted = SlotMap<Widget>()
        var s = target.lower
        while s < target.upper {
            if let item = layout.item(atSlot: s), item < host.staticPages.count {
                let w = host.staticPages[item]
                // A widget can stand in one place only: with one or two
                // wrapped items shown twice, the nearer slot wins.
                if let other = wanted.first(where: { $0.value == w })?.key {
                    if layout.prefers(slot: s, over: other, at: engine.motion.position) {
                        wanted.removeValue(forKey: other)
                        wanted[s] = w
                    }
                } else {
                    wanted[s] = w
                }
            }
            s += 1
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
        guard let source = unboundedDataSource else { return }
        let order = runs.outward(fromLoaded: SlotSpan(covering: host.loaded.keys), current: engine.layout.currentSlot(at: engine.motion.position))
        for slot in order {
            if host.loaded[slot] != nil { continue }
            // Before/after sources give no reuse types.
            let reusing = reuse > 0 ? host.pool.peek(type: 0) : nil
            if reusing != nil { reuse -= 1 }
            var w: Widget?
            let request = UnboundedRequest(slot: slot, loaded: host.loaded.keys)
            inDataSource = true
            switch request {
            case .after(let left):
                w = source.pager(self, pageAfter: host.loaded[left]!, reusing: reusing)
                inDataSource = false
                if w == nil { endUnbounded(at: left, before: false) }
            case .before(let right):
                w = source.pager(self, pageBefore: host.loaded[right]!, reusing: reusing)
                inDataSource = false
                if w == nil { endUnbounded(at: right, before: true) }
            case .initial:
                w = source.initialPage(for: self, reusing: reusing)
                inDataSource = false
            case .walk(let nearest):
                inDataSource = false
                let walked = walkUnbounded(from: nearest, to: slot)
                if let r = reusing { host.dropPooled(r) }
                if let w = walked {
                    attach(w, slot: slot)
                    g_object_unref(w)  // the walk's own reference
                }
                continue
            }
            if let ok = accept(w, reusing: reusing, what: "unbounded page for slot \(slot)") { attach(ok, slot: slot) }
        }
    }

    /// Asks the source page by page from the loaded page in `nearest` to
    /// `slot`; returns the page for `slot` with a reference the caller drops.
    func walkUnbounded(from nearest: Int, to slot: Int) -> Widget? {
        guard let source = unboundedDataSource, var current = host.loaded[nearest] else { return nil }
        var s = nearest
        var temporary: Widget?
        while s != slot {
            let step = UnboundedRequest.step(from: s, toward: slot)
            inDataSource = true
            let next = step.forward ? source.pager(self, pageAfter: current, reusing: nil) : source.pager(self, pageBefore: current, reusing: nil)
            inDataSource = false
            if let t = temporary { g_object_unref(t) }
            guard let n = next else {
                endUnbounded(at: s, before: !step.forward)
                return nil
            }
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

    /// The source has no page past `slot`: the layout learns the end.
    func endUnbounded(at slot: Int, before: Bool) {
        engine.endUnbounded(at: slot, before: before)
        // Pages are numbered from the first page once it is known.
        dropTitles()
        PagerGLib.idle { [ref = callbackBox] in
            ref.pager?.afterMotion()
            return false
        }
    }
}

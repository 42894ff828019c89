import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Applying the engine's plan: pages loaded and shown, events told, and
// frames asked of the frame clock while anything moves.

extension Pager {
    /// Makes the engine's plan for `now` and applies it. The host's
    /// callbacks (a page's view, an event) may move the pager, which
    /// supersedes this plan, or destroy it: the widget is held until the
    /// plan is applied, and what a later plan did is not undone.
    func applyPlan(now: Double) {
        guard let w = widget else { return }
        g_object_ref(UnsafeMutableRawPointer(w))
        defer { g_object_unref(UnsafeMutableRawPointer(w)) }
        let plan = engine.plan(now: now)
        slots.shift(by: plan.slotShift)
        // A source with no count has its titles by slot.
        if plan.slotShift != 0 && unbounded != nil {
            titles.removeAll()
            strayAnchor = strayAnchor.map { $0 + plan.slotShift }
        }
        if let r = plan.recycle { apply(r, to: w, plan: plan) }
        guard widget != nil, !engine.isSuperseded(plan) else { return }
        // The first page loaded gives the extent `measuresItemExtent` asks
        // for; later layouts (a size, an option) measure again.
        if case .fill = engine.layout.configuration.itemSizing, measuredExtent != nil {
            relayout()
            if case .fixed = engine.layout.configuration.itemSizing { return applyPlan(now: now) }
        }
        letGoOfLeftPages()
        // A page leaving the view with the focus hands it to its parent,
        // the pager (GTK 4 does so itself), so keys still page.
        showSlots(plan.shown)
        if allocating {
            // Inside size_allocate no host code runs and no resize is
            // asked for (GTK would drop it): both wait for an idle.
            afterAllocation(resize: plan.requestChanged)
        } else {
            // State before events, as GTK notifies before its signals: a
            // settled handler reads the properties and bound dots as they are.
            for f in followers { f.dots?.changed() }
            notifyChangedProperties()
            guard widget != nil, !engine.isSuperseded(plan) else { return }
            deliverEvents()
            guard widget != nil, !engine.isSuperseded(plan) else { return }
            if plan.requestChanged { gtk_widget_queue_resize(w) }
        }
        // Not inside size_allocate: a missed title is asked from an idle,
        // and the transformer's answers wait for the allocation after.
        if !allocating {
            fetchTitles(now: now)
            if transformer != nil || !transforms.isEmpty { askTransforms(now: now) }
        }
        guard widget != nil, !engine.isSuperseded(plan) else { return }
        tellPage(now: now)
        if allocating { for f in followers { f.dots?.changed() } }
        frames(wanted: plan.wantsFrames, wakeAt: plan.wakeAt)
        if !plan.wantsFrames && engine.wantsPreload { preloadSoon() }
    }

    /// Unloads, then loads (a pooled page first), then lets pages go. A
    /// host that changed, moved or destroyed the pager from its view
    /// function ends the loading (its change waits for the main loop): the
    /// pages of that call go back to the pool, or are let go of when the
    /// items changed under them.
    func apply(_ r: RecyclePlan, to w: Widget, plan: FramePlan?) {
        if unbounded != nil { return applyUnbounded(r, to: w, plan: plan) }
        hide(r.unload.compactMap { slots.unload($0) })
        for slot in r.load {
            guard widget != nil, plan.map({ !engine.isSuperseded($0) }) ?? true else { break }
            guard let item = engine.layout.item(atSlot: slot), let make = makePage else { continue }
            // An item that kept its page through a batch gets it back unasked.
            if let page = slots.kept.removeValue(forKey: item) {
                slots.loaded[slot] = page
                continue
            }
            let (changes, sources) = (hostChanges, sourceChanges)
            // A pooled page of the item's kind is offered, if there is one.
            let kind = kindOf.map { kindOf in callingHost { kindOf(item) } } ?? 0
            guard widget != nil else { return }
            if hostChanges != changes {
                stopped(sourceChanged: sourceChanges != sources)
                break
            }
            pendingKind = kind
            let pooled = slots.takePooled(kind: kind)
            // Held through the call: the host may unparent or destroy it.
            if let pooled { g_object_ref(UnsafeMutableRawPointer(pooled)) }
            let made = callingHost { make(item, pooled) }
            if let made { slots.setKind(kind, of: made) }
            // A new page is ours until parented (a floating one is sunk, so
            // one left unparented is freed, not leaked).
            if let made { g_object_ref_sink(UnsafeMutableRawPointer(made)) }
            defer {
                if let made { g_object_unref(UnsafeMutableRawPointer(made)) }
                if let pooled { g_object_unref(UnsafeMutableRawPointer(pooled)) }
            }
            guard widget != nil else { return }
            if hostChanges != changes {
                // The host changed the pager inside its call: this plan is
                // over. Pages of items that changed under it are let go of.
                let stale = [pooled, made].compactMap { $0 }.filter { gtk_widget_get_parent($0) == w && !slots.holds($0) }
                if sourceChanges != sources { letGo(stale) } else {
                    hide(stale)
                    for page in stale { slots.pool(page) }
                }
                stopped(sourceChanged: sourceChanges != sources)
                break
            }
            if let pooled, pooled != made, gtk_widget_get_parent(pooled) == w { slots.pool(pooled) }
            guard let page = made, adopt(page, into: w, from: "the view function", for: "item \(item)") else { continue }
            if let plan, engine.isSuperseded(plan) {
                slots.pool(page)
                break
            }
            slots.loaded[slot] = page
        }
        letGo(slots.discard(r.discard))
        engine.notePooled(slots.pooled.count)
    }

    /// The host stopped a plan from inside its call, so slots the engine
    /// counts loaded have no page: the engine loads the window afresh when
    /// the host's change runs, and each page loaded so far waits aside,
    /// shown, for its item (a new source has restarted the engine already).
    private func stopped(sourceChanged: Bool) {
        guard !sourceChanged else { return }
        for (slot, page) in slots.loaded {
            if let item = engine.layout.item(atSlot: slot), slots.kept[item] == nil {
                slots.kept[item] = page
            } else {
                hide([page])
                slots.pool(page)
            }
        }
        slots.loaded.removeAll()
        engine.unloadAll()
    }

    /// Takes a page the host gave into the pager, parented and not yet
    /// shown; false, warned of, for a page shown already (for another
    /// item, or one of the pager's own asked twice) or another's child.
    func adopt(_ page: Widget, into w: Widget, from source: String, for target: String,
               shown: String = "for another item, or for the same item twice: a page of the pager's own shows once") -> Bool {
        // A page handed back from the pool (one of the pager's own) leaves it.
        slots.pooled.remove(page)
        if slots.inUse(page) || page == face.nub {
            warnOnce("\(source) returned a page already shown (\(shown)); \(target) gets none")
            return false
        }
        if let parent = gtk_widget_get_parent(page), parent != w {
            warnOnce("\(source) returned a page that has another parent; \(target) gets none")
            return false
        }
        if isWindow(page) {
            warnOnce("\(source) returned a window, which cannot be a page; \(target) gets none (told once)", kind: "window page \(source)")
            return false
        }
        if gtk_widget_get_parent(page) != w { gtk_widget_set_parent(page, w) }
        sp4_show_page(page, 0)
        return true
    }

    /// Whether `page` is a window (a GtkRoot), which GTK refuses as any
    /// widget's child with a critical.
    func isWindow(_ page: Widget) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(page).assumingMemoryBound(to: GTypeInstance.self), gtk_root_get_type()) != 0
    }

    /// Events, notifications and a resize the plan made inside
    /// size_allocate, once it has returned.
    func afterAllocation(resize: Bool) {
        resizeAfterAllocation = resizeAfterAllocation || resize
        guard !afterAllocationQueued else { return }
        afterAllocationQueued = true
        onMainLoop { [pager = self] in
            pager.afterAllocationQueued = false
            guard let w = pager.widget else { return }
            if pager.resizeAfterAllocation { gtk_widget_queue_resize(w) }
            pager.resizeAfterAllocation = false
            if pager.face.extentStale { pager.askExtent() }
            if pager.transformsMissing, pager.widget != nil {
                pager.askTransforms(now: now())
                if let w = pager.widget { gtk_widget_queue_allocate(w) }
            }
            guard pager.widget != nil else { return }
            pager.notifyChangedProperties()
            pager.deliverEvents()
        }
    }

    /// The transformer's answer for each loaded page, asked outside
    /// size_allocate for the next allocation to apply. A host that closes
    /// the pager from it ends the asking.
    func askTransforms(now: Double) {
        transformsMissing = false
        guard let transformer else { return transforms.removeAll() }
        let placement = inPlace { $0.pagePlacement(now: now) }
        var made: [Int: PageTransform] = [:]
        for slot in slots.loaded.keys {
            let item = placement.layout.item(atSlot: slot) ?? slot
            // Kept alive through the call: replaced inside, it frees its data after.
            made[slot] = withExtendedLifetime(transformer) { callingHost { transformer(item, placement.offset(ofSlot: slot)) } }
            guard widget != nil else { return }
        }
        transforms = made
    }

    /// Tells the host what happened, in order.
    func deliverEvents() {
        while !engine.motion.events.isEmpty {
            engine.motion.takeEvents(into: &events)
            let batch = events
            events.removeAll(keepingCapacity: true)
            // A handler's change waits for the main loop: one that moves the
            // pager on each settle would otherwise recurse without end.
            for e in batch {
                callingHost {
                    onEvent?(e)
                    emitSignal(for: e)
                }
            }
        }
    }

    /// The rest of the load window, once the frames are over.
    func preloadSoon() {
        onMainLoop(priority: G_PRIORITY_DEFAULT_IDLE) { [pager = self] in
            guard let w = pager.widget, pager.engine.wantsPreload else { return }
            g_object_ref(UnsafeMutableRawPointer(w))
            defer { g_object_unref(UnsafeMutableRawPointer(w)) }
            pager.apply(pager.engine.preloadPlan(), to: w, plan: nil)
            guard pager.widget != nil else { return }
            pager.showSlots(pager.engine.shownSlots)
            // Pages kept through a batch and not wanted now are pooled.
            pager.hide(pager.slots.poolKept())
            pager.engine.notePooled(pager.slots.pooled.count)
            gtk_widget_queue_allocate(w)
        }
    }

    /// Keeps the frame clock ticking while frames are wanted, or wakes at
    /// `wakeAt` (autoplay's next page).
    func frames(wanted: Bool, wakeAt: Double?) {
        guard let w = widget else { return }
        if wanted && tick == 0 {
            tick = gtk_widget_add_tick_callback(w, { _, clock, data in
                onMainActor((data!, Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000)) { v in
                    Unmanaged<Pager>.fromOpaque(v.0).takeUnretainedValue().frame(at: v.1)
                }
            }, Unmanaged.passRetained(self).toOpaque(), { data in
                Unmanaged<Pager>.fromOpaque(data!).release()
            })
        }
        if wake != 0 {
            g_source_remove(wake)
            wake = 0
        }
        if !wanted, let at = wakeAt {
            let ms = guint(min(max(0, (at - now()) * 1000), 86_400_000))
            wake = onMainLoop(priority: G_PRIORITY_DEFAULT, after: ms) { [pager = self] in
                pager.wake = 0
                pager.engine.motion.advance(to: now())
                pager.changed()
            }
        }
    }

    /// One frame: motion steps to the frame's time and the plan is applied.
    func frame(at time: Double) -> gboolean {
        guard let w = widget else { return 0 }
        engine.motion.advance(to: time)
        applyPlan(now: time)
        // An event handler may have destroyed the pager.
        guard widget != nil else {
            tick = 0
            return 0
        }
        gtk_widget_queue_allocate(w)
        gtk_widget_queue_draw(w)
        if engine.wantsFrames(now: time) || engine.motion.needsFrames { return 1 }
        tick = 0
        return 0
    }

    /// Tells the page the core's pacing lets through now, or arms a timer
    /// for the one it holds back (a page a frame would otherwise send a
    /// description over the bus each frame). The page told last is told
    /// again when its count or title changed.
    func tellPage(now t: Double) {
        switch engine.announcementStep(now: t) {
        case .now(let page): announce(page: page)
        case .at(let time): announceLater(at: time, now: t)
        case .none: retell()
        }
    }

    /// The page told last, with its count and title as they are now.
    func retell() {
        guard case .some(let page) = engine.announced.page else { return }
        announce(page: page)
    }

    private func announceLater(at time: Double, now t: Double) {
        guard !announceQueued else { return }
        announceQueued = true
        onMainLoop(priority: G_PRIORITY_DEFAULT, after: guint(max(0, (time - t) * 1000).rounded(.up))) { [pager = self] in
            pager.announceQueued = false
            guard pager.widget != nil, case .now(let page) = pager.engine.announcementDue(now: now()) else { return }
            pager.announce(page: page)
        }
    }

    /// "Page k of n: title" for assistive technologies, when it changes
    /// (the title once it was asked for), as ``PageReadout`` words it.
    func announce(page: Int?) {
        guard let w = widget else { return }
        let title = page.flatMap { titles.text(engine.layout.firstItem(ofPage: $0)) }
        let from = (page, engine.layout.numberOfPages, engine.layout.domain.numbersFromFirstPage, title)
        if let f = announcedFrom, f == from { return }
        announcedFrom = from
        let text = PageReadout.text(page: page, in: engine.layout, title: title, words: readoutWords)
        guard text != announced else { return }
        announced = text
        sliding_pages4_pager_describe(OpaquePointer(w), text)
        // Bound dots read what the pager reads, told when it is.
        for f in followers { f.dots?.notifyChanges() }
    }
}

/// The words a page is read with, in the user's language (gettext).
let readoutWords: ReadoutWords = {
    var a: UnsafePointer<CChar>?, b: UnsafePointer<CChar>?, c: UnsafePointer<CChar>?, d: UnsafePointer<CChar>?
    sliding_pages4_readout_words(&a, &b, &c, &d)
    guard let a, let b, let c, let d else { return .english }
    return ReadoutWords(pageOfCount: String(cString: a), page: String(cString: b), noPages: String(cString: c), titled: String(cString: d))
}()

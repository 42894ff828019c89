import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Applying the engine's plan: pages loaded and shown, events told, and
// frames asked of the frame clock while anything moves.

extension Pager {
    /// Makes the engine's plan for `now` and applies it.
    func applyPlan(now: Double) {
        guard let w = widget else { return }
        let plan = engine.plan(now: now)
        slots.shift(by: plan.slotShift)
        if let r = plan.recycle { apply(r, to: w) }
        // A page leaving the view with the focus hands it to its parent,
        // the pager (GTK 4 does so itself), so keys still page.
        slots.show(plan.shown)
        deliverEvents()
        guard widget != nil, !engine.isSuperseded(plan) else { return }
        announce(page: plan.readout.currentPage, of: plan.readout.pageCount)
        for f in followers { f.dots?.changed() }
        if plan.requestChanged { gtk_widget_queue_resize(w) }
        frames(wanted: plan.wantsFrames, wakeAt: plan.wakeAt)
        if !plan.wantsFrames && engine.wantsPreload { preloadSoon() }
    }

    /// Unloads, then loads (a pooled page first), then lets pages go.
    func apply(_ r: RecyclePlan, to w: Widget) {
        for slot in r.unload { slots.unload(slot) }
        for slot in r.load {
            guard let item = engine.layout.item(atSlot: slot), let make = makePage else { continue }
            // An item that kept its page through a batch gets it back unasked.
            if let page = slots.kept.removeValue(forKey: item) {
                slots.loaded[slot] = page
                continue
            }
            let pooled = slots.pool.popLast()
            let page = make(item, pooled)
            if let pooled, pooled != page { gtk_widget_unparent(pooled) }
            if gtk_widget_get_parent(page) != w { gtk_widget_set_parent(page, w) }
            gtk_widget_set_child_visible(page, 0)
            slots.loaded[slot] = page
        }
        slots.discard(r.discard)
        engine.notePooled(slots.pool.count)
    }

    /// Tells the host what happened, in order.
    func deliverEvents() {
        while !engine.motion.events.isEmpty {
            engine.motion.takeEvents(into: &events)
            let batch = events
            events.removeAll(keepingCapacity: true)
            for e in batch {
                onEvent?(e)
                emitSignal(for: e)
            }
        }
    }

    /// The rest of the load window, once the frames are over.
    func preloadSoon() {
        let box = Unmanaged.passRetained(self).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            let pager = Unmanaged<Pager>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated {
                guard let w = pager.widget, pager.engine.wantsPreload else { return }
                pager.apply(pager.engine.preloadPlan(), to: w)
                pager.slots.show(pager.engine.shownSlots)
                gtk_widget_queue_allocate(w)
            }
            return 0
        }, box, nil)
    }

    /// Keeps the frame clock ticking while frames are wanted, or wakes at
    /// `wakeAt` (autoplay's next page).
    func frames(wanted: Bool, wakeAt: Double?) {
        guard let w = widget else { return }
        if wanted && tick == 0 {
            tick = gtk_widget_add_tick_callback(w, { _, clock, data in
                let pager = Unmanaged<Pager>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { pager.frame(at: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000) }
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
            wake = g_timeout_add_full(G_PRIORITY_DEFAULT, ms, { data in
                let pager = Unmanaged<Pager>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated {
                    pager.wake = 0
                    pager.engine.motion.advance(to: now())
                    pager.changed()
                }
                return 0
            }, Unmanaged.passRetained(self).toOpaque(), { data in Unmanaged<Pager>.fromOpaque(data!).release() })
        }
    }

    /// One frame: motion steps to the frame's time and the plan is applied.
    func frame(at time: Double) -> gboolean {
        guard let w = widget else { return 0 }
        engine.motion.advance(to: time)
        applyPlan(now: time)
        notifyChangedProperties()
        gtk_widget_queue_allocate(w)
        gtk_widget_queue_draw(w)
        if engine.wantsFrames(now: time) || engine.motion.needsFrames { return 1 }
        tick = 0
        return 0
    }

    /// "Page k of n" for assistive technologies, when the page changes.
    func announce(page: Int, of count: Int) {
        guard let w = widget, page != announcedPage ?? -2 else { return }
        announcedPage = page
        let text = page < 0 ? "No pages" : "Page \(page + 1) of \(count)"
        sliding_pages4_pager_describe(OpaquePointer(w), text)
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Preloading between frames (the core's `PagerEngine+Preload` decides what and when):
// an idle, which GTK runs after the frame's layout and paint, loads, maps and draws pages
// ahead into their caches, so the frame that scrolls one in only composites it.

extension PageRoom {
    /// Arms the preload when the engine wants one, or a loaded page waits
    /// to be mapped ahead.
    func schedulePreload() {
        // Static pages all exist; their windows are shown as they come.
        guard pager.isAlive, pager.mode != .staticPages, pager.driver.preloadID == 0, !pager.driver.preloading,
              pager.inPlace({ $0.wantsPreload }) || mapsAhead || hidesAhead || wantsSpare || host.hasMappedPooled else { return }
        pager.driver.preloadID = pager.loop.addIdle(preloadIdle)
    }

    /// Loads the rest of the window and maps it ahead, unless pages still pass more than
    /// one a frame: then it looks again after ``PagerEngine/preloadPatience`` (a held nub sends no frames).
    func preload(waitedSince plan: Int?) {
        guard pager.isAlive, pager.mode != .staticPages else { return }
        let loads = pager.inPlace { $0.wantsPreload }
        guard loads || mapsAhead || hidesAhead || wantsSpare || host.hasMappedPooled else { return }
        // From inside a data source call, the plan that follows it loads.
        guard !pager.inDataSource else { return }
        // Pooled pages left mapped are unmapped before a load gives one a new item
        // (PageHost.keepPooledAhead), even while the preload waits.
        if host.hasMappedPooled {
            // Unmapped in one commit, before any load.
            host.beginCommit()
            host.hidePooled()
            host.commit(place: false, alive: pager.isAlive)
            guard pager.isAlive else { return }
        }
        if pager.inPlace({ $0.preloadWaits }) && plan != pager.engine.planCount {
            let seen = pager.engine.planCount
            pager.driver.preloadID = PagerGLib.timeout(seconds: PagerEngine.preloadPatience) { [ref = pager.callbackBox] in
                guard let self = ref.pager else { return false }
                self.driver.preloadID = 0
                // The strip drew only the current title while the pages
                // passed fast: paint it whole again.
                gtk_widget_queue_draw(self.widget)
                self.pages.preload(waitedSince: seen)
                return false
            }
            return
        }
        pager.driver.preloading = true
        // A spare made, and another wanted: the next idle makes it, so no
        // one idle makes several heavy pages.
        var another = false
        defer {
            pager.driver.preloading = false
            if another { schedulePreload() }
        }
        // The showings below reach the C half in one commit, before the
        // size check.
        host.beginCommit()
        var committed = false
        defer { if !committed { host.commit(place: false, alive: pager.isAlive) } }
        if loads {
            load(pager.inPlace { $0.preloadPlan() })
            guard pager.isAlive else { return }
        }
        // Unmapped, the pages wait for the pager's own allocation.
        guard gtk_widget_get_mapped(host.widget) != 0 else { return }
        syncShown()
        let keeps = pager.keepsPagesAhead
        if !keeps {
            // At rest the pages ahead are unmapped (and lose their caches),
            // and a spare page waits for the next drag.
            host.hideAhead(besides: pager.shownSlots)
            guard pager.isAlive else { return }
            if wantsSpare {
                let pooled = host.pool.count
                makeSpare()
                guard pager.isAlive else { return }
                another = host.pool.count > pooled && wantsSpare
            }
        } else if pager.driver.mappedAheadAfterFrame != frameCounter && host.mapAhead(besides: pager.shownSlots) {
            // GTK skips allocating a child that is not child-visible: the pages just mapped
            // are allocated here, not in the frame.
            pager.driver.mappedAheadAfterFrame = frameCounter
            guard pager.isAlive else { return }
            gtk_widget_queue_allocate(host.widget)
        }
        // Pages the loads above left in the pool while the pages move.
        if host.hasMappedPooled {
            host.hidePooled()
            guard pager.isAlive else { return }
        }
        committed = true
        host.commit(place: false, alive: pager.isAlive)
        guard pager.isAlive else { return }
        // Only unmapping at rest: nothing to measure or draw.
        guard keeps || loads else { return }
        // The size check runs now, as the next frame's layout would, then the pages ahead
        // draw into their caches; either may run host code that destroys the pager.
        gtk_container_check_resize(sp_container(host.widget))
        guard pager.isAlive, keeps else { return }
        _ = sliding_pages_pager_prepare_ahead(host.gobject)
    }

    /// Whether loaded pages wait to be mapped ahead, and none were since
    /// the last frame.
    var mapsAhead: Bool {
        pager.keepsPagesAhead && pager.driver.mappedAheadAfterFrame != frameCounter
            && host.hasPagesToMapAhead(besides: pager.shownSlots)
    }

    /// The frame clock's frame counter (-1 while unrealized).
    var frameCounter: Int {
        guard let clock = gtk_widget_get_frame_clock(host.widget) else { return -1 }
        return gdk_frame_clock_get_frame_counter(clock)
    }

    /// Whether pages mapped ahead wait to be unmapped, at rest.
    var hidesAhead: Bool {
        !pager.keepsPagesAhead && host.hasPagesAhead(besides: pager.shownSlots)
    }

    /// Whether the engine wants a spare page made (``PagerEngine/spareSlot``)
    /// that was not already asked of the source for this window.
    var wantsSpare: Bool {
        guard pager.mode == .counted, let slot = pager.inPlace({ $0.spareSlot }) else { return false }
        return pager.driver.spareAsked != SpareAsk(slot: slot, window: pager.engine.recycler.loaded, epoch: pager.engine.layoutEpoch)
    }

    /// Asks the source for the spare slot's page and puts it in the pool,
    /// parented (and so realized, in a realized pager) and hidden.
    func makeSpare() {
        guard let slot = pager.inPlace({ $0.spareSlot }), let item = pager.engine.layout.item(atSlot: slot) else { return }
        pager.driver.spareAsked = SpareAsk(slot: slot, window: pager.engine.recycler.loaded, epoch: pager.engine.layoutEpoch)
        let generation = host.loadGeneration, pooled = host.pool.count
        let type = reuseType(item: item)
        guard pager.isAlive, host.loadGeneration == generation else { return }
        let w = requestView(item: item, reusing: nil)
        // The call may have reset the pages or filled the pool meanwhile.
        guard let w else { return }
        guard pager.isAlive, host.loadGeneration == generation, host.pool.count == pooled, !host.holds(w) else {
            if !host.pool.contains(w) { PageHost.discard(w) }
            return
        }
        host.addSpare(w, type: type)
        pager.engine.notePooled(host.pool.count)
    }

    /// Stops a preload that has not run (the widget is going).
    func cancelPreload() {
        if pager.driver.preloadID != 0 {
            g_source_remove(pager.driver.preloadID)
            pager.driver.preloadID = 0
        }
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Preloading between frames (the core's `PagerEngine+Preload` decides what
// and when): after a plan left slots of the window unloaded, an idle at
// the default idle priority, which GTK runs after the frame clock's layout
// and paint, loads them, then measures and allocates the new pages, so the
// next frame only moves them.

extension Pager {
    /// Arms the preload when the engine wants one.
    func schedulePreload() {
        // Static pages all exist; their windows are shown as they come.
        guard isAlive, mode != .staticPages, driver.preloadID == 0, inPlace({ $0.wantsPreload }) else { return }
        driver.preloadID = PagerGLib.idle { [weak self] in
            guard let self else { return false }
            self.driver.preloadID = 0
            self.preload(waitedSince: nil)
            return false
        }
    }

    /// Loads the rest of the window, unless the pages still move more than
    /// a page a frame: then it looks again after
    /// ``PagerEngine/preloadPatience`` (a held nub sends no more frames), and
    /// loads if no frame came in between.
    func preload(waitedSince plan: Int?) {
        guard isAlive, mode != .staticPages, engine.wantsPreload else { return }
        // From inside a data source call, the plan that follows it loads.
        guard !inDataSource else { return }
        if engine.preloadWaits && plan != engine.planCount {
            let seen = engine.planCount
            driver.preloadID = PagerGLib.timeout(seconds: PagerEngine.preloadPatience) { [weak self] in
                guard let self else { return false }
                self.driver.preloadID = 0
                // The strip drew only the current title while the pages
                // passed fast: paint it whole again.
                gtk_widget_queue_draw(self.widget)
                self.preload(waitedSince: seen)
                return false
            }
            return
        }
        load(engine.preloadPlan())
        guard isAlive else { return }
        // The new pages are hidden until they scroll in. The pager's size
        // check runs now (as the next frame's layout would: a page given
        // new content queued it), measuring and placing every page, so
        // the frame that shows them only moves them.
        // Unmapped, the pages wait for the pager's own allocation.
        if gtk_widget_get_mapped(widget) != 0 { gtk_container_check_resize(sp_container(widget)) }
    }

    /// Stops a preload that has not run (the widget is going).
    func cancelPreload() {
        if driver.preloadID != 0 {
            g_source_remove(driver.preloadID)
            driver.preloadID = 0
        }
    }
}

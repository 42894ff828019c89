import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The frame clock drives every animation; an idle pager has no tick
// callback and no timer except an autoplay deadline.

final class TickBox {
    weak var pager: Pager?
    init(_ pager: Pager) { self.pager = pager }
}

extension Pager {
    /// After anything moved the core: apply renumbering, load and place
    /// pages, deliver events and keep frames coming while needed.
    ///
    /// Loading pages and delivering events run the host's code, which may
    /// destroy the pager: each step after one checks it is still alive.
    func afterMotion(placing: Bool = true) {
        guard isAlive else { return }
        let shift = engine.takeSlotShift()
        if shift != 0 { host.renumber { $0 + shift } }
        syncLoaded()
        guard isAlive else { return }
        syncShown()
        if placing { sliding_pages_pager_queue_place(gobject) }
        noteMotion()
        deliverEvents()
        guard isAlive else { return }
        notifyMotionProperties()
        guard isAlive else { return }
        if !engine.motion.isDragging { updateAccessiblePage() }
        guard isAlive else { return }
        scheduleFrames()
    }

    /// Starts or stops the tick callback, and arms the autoplay deadline.
    func scheduleFrames() {
        guard isAlive else { return }
        let mapped = gtk_widget_get_mapped(widget) != 0
        let wantFrames = engine.motion.needsFrames || stepChromeAnimations()
        if wantFrames && mapped {
            if driver.tickID == 0 {
                let box = Unmanaged.passRetained(TickBox(self)).toOpaque()
                driver.tickID = sp_add_tick(widget, { _, clock, data in
                    let box = Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue()
                    let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
                    return onMainActor((box, time)) { a in a.0.pager?.tick(time: a.1) ?? false } ? 1 : 0
                }, box, { data in Unmanaged<TickBox>.fromOpaque(data!).release() })
            }
        } else if !wantFrames && engine.motion.nextWakeTime == nil && driver.tickID != 0 {
            gtk_widget_remove_tick_callback(widget, driver.tickID)
            driver.tickID = 0
        }
        if driver.wakeID != 0 {
            g_source_remove(driver.wakeID)
            driver.wakeID = 0
        }
        if driver.tickID == 0, mapped, let wake = engine.motion.nextWakeTime {
            // A plain timer only for the autoplay deadline; the move itself
            // runs on the frame clock.
            driver.wakeID = PagerGLib.timeout(seconds: max(0, wake - monotonicSeconds())) { [weak self] in
                guard let self else { return false }
                self.driver.wakeID = 0
                self.engine.motion.advance(to: monotonicSeconds())
                self.afterMotion()
                return false
            }
        }
    }

    /// One frame: returns whether more frames are needed.
    func tick(time: Double) -> Bool {
        guard isAlive else { return false }
        if engine.motion.needsFrames {
            engine.motion.advance(to: time)
            afterMotion()
        } else {
            // Only chrome is fading (the scrubber, auto-hiding dots, a
            // reveal): the pages have not moved, so only paint again, and
            // place them again while a revealed page grows into place.
            gtk_widget_queue_draw(widget)
            if !host.reveals.isEmpty { gtk_widget_queue_allocate(widget) }
        }
        if !engine.motion.needsFrames && !stepChromeAnimations() {
            driver.tickID = 0
            scheduleFrames()
            return false
        }
        return true
    }
}

/// What drives frames: the frame clock's tick callback while anything
/// moves, a timer for an autoplay deadline, the event clock, and the
/// handler following GTK's animation setting.
struct FrameDriver {
    var tickID: guint = 0
    var wakeID: guint = 0
    var clock = EventClock()
    var settingsHandler: gulong = 0
}

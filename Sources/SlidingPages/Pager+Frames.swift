import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The frame clock drives every animation; an idle pager has no tick
// callback and no timer except an autoplay deadline.

/// The pager as GLib's callbacks hold it: one box a pager
/// (`Pager.callbackBox`), retained by each tick callback, idle, timer and
/// handler closure that holds it, whose `pager` is nil once the widget is
/// disposed (`Pager.detach`).
///
/// Not a weak reference: one weak reference to the pager gives it a side
/// table for life, and every retain and release of it then takes the
/// runtime's slow path (about 75 and 95 instructions against a few; six
/// a drag frame, callgrind). The pager cannot go before `detach` clears
/// the box: its GObject keeps it until dispose, which calls `detach`.
final class PagerRef {
    unowned(unsafe) var pager: Pager?

    /// The pager of the box a callback was handed as its data.
    static func pager(_ data: gpointer?) -> Pager? {
        Unmanaged<PagerRef>.fromOpaque(data!).takeUnretainedValue().pager
    }
}

// The frame's callbacks are written here, outside the main actor's code: a
// C callback written inside it (in a method of the pager) checks the
// executor every call (Swift 6's dynamic actor isolation), about 220
// instructions each. Each hands its work to the pager with `onMainActor`.

/// Releases the `PagerRef` a callback held.
let releasePagerRef: GDestroyNotify = { data in Unmanaged<PagerRef>.fromOpaque(data!).release() }

/// The frame clock's tick: one step of every move.
private let frameTick: SPTickFunc = { _, clock, data in
    let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    return onMainActor((data, time)) { a in
        PagerRef.pager(a.0)?.tick(time: a.1) ?? false
    } ? 1 : 0
}

/// The idle that preloads (`Pager.schedulePreload`).
let preloadIdle: GSourceFunc = { data in
    onMainActor(data) { d in
        guard let pager = PagerRef.pager(d) else { return }
        pager.driver.preloadID = 0
        pager.preload(waitedSince: nil)
    }
    return 0
}

/// The idle that prepares the titles beside the strip
/// (`Pager.scheduleTitlePreparation`).
let titlesIdle: GSourceFunc = { data in
    onMainActor(data) { d in
        guard let pager = PagerRef.pager(d) else { return }
        pager.driver.titlesID = 0
        pager.prepareTitlesBeside()
    }
    return 0
}

extension Pager {
    /// After anything moved the engine: asks it for a plan and applies it,
    /// step by step (``FramePlan``).
    ///
    /// Loading pages and delivering events run the host's code, which may
    /// destroy the pager, or move it and so make a newer plan: each step
    /// after one checks that the pager is alive and the plan still current.
    func afterMotion(placing: Bool = true) {
        guard isAlive else { return }
        engine.announcesPages = face.hasAccessible
        let plan = engine.plan(now: monotonicSeconds(), recycles: mode != .staticPages && !inDataSource)
        if plan.slotShift != 0 {
            host.renumber { $0 + plan.slotShift }
            // A before/after source's titles are kept by slot.
            if mode == .unbounded { dropTitles() }
        }
        // The pages' showings until the commit below go to the C half in
        // one call, with the placing.
        host.beginCommit()
        var committed = false
        defer { if !committed { host.commit(place: false, alive: isAlive) } }
        load(plan.recycle)
        guard isAlive, !engine.isSuperseded(plan) else { return }
        schedulePreload()
        host.syncShown(span: plan.shown, isScrolling: engine.motion.isScrolling)
        committed = true
        host.commit(place: placing, alive: isAlive)
        // Not queueDraw(): the properties are announced once, below.
        gtk_widget_queue_draw(widget)
        deliverEvents()
        guard isAlive, !engine.isSuperseded(plan) else { return }
        notifyReadout(plan.readout)
        guard isAlive, !engine.isSuperseded(plan) else { return }
        // Paced as it is told, so a superseded plan leaves the pacing alone.
        announce(engine.announcementStep(now: monotonicSeconds()))
        guard isAlive, !engine.isSuperseded(plan) else { return }
        letGoOfLeftPages()
        scheduleFrames(wanted: plan.wantsFrames, wakeAt: plan.wakeAt)
    }

    /// Starts or stops frames for the engine as it is now (the pager was
    /// mapped or unmapped, a reveal began).
    func scheduleFrames() {
        guard isAlive else { return }
        var wanted = engine.wantsFrames(now: monotonicSeconds())
        // A scrubber whose fade just ended was deselected: an event, whose
        // handler may start a move of its own.
        if !engine.motion.events.isEmpty { deliverEvents() }
        guard isAlive else { return }
        wanted = wanted || engine.motion.needsFrames
        scheduleFrames(wanted: wanted, wakeAt: wanted ? nil : engine.motion.nextWakeTime)
    }

    /// Adds an idle running `callback` (`preloadIdle`, `titlesIdle`) with
    /// the pager's `callbackBox`: nothing is allocated, where a Swift
    /// closure's idle allocated a box and a context each time it was
    /// armed (twice a jump frame).
    func addIdle(_ callback: GSourceFunc) -> guint {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, callback, Unmanaged.passRetained(callbackBox).toOpaque(), releasePagerRef)
    }

    /// Starts or stops the tick callback, and arms the autoplay deadline.
    private func scheduleFrames(wanted: Bool, wakeAt: Double?) {
        let mapped = gtk_widget_get_mapped(widget) != 0
        if wanted && mapped {
            if driver.tickID == 0 {
                driver.tickID = sp_add_tick(widget, frameTick, Unmanaged.passRetained(callbackBox).toOpaque(), releasePagerRef)
            }
        } else if !wanted && wakeAt == nil && driver.tickID != 0 {
            gtk_widget_remove_tick_callback(widget, driver.tickID)
            driver.tickID = 0
        }
        if driver.wakeID != 0 {
            g_source_remove(driver.wakeID)
            driver.wakeID = 0
        }
        if driver.tickID == 0, mapped, let wake = wakeAt {
            // A plain timer only for the autoplay deadline; the move itself
            // runs on the frame clock.
            driver.wakeID = PagerGLib.timeout(seconds: max(0, wake - monotonicSeconds())) { [ref = callbackBox] in
                guard let self = ref.pager else { return false }
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
            return isAlive && driver.tickID != 0
        }
        // Only chrome is fading (the scrubber, auto-hiding dots) or a page
        // grows into place: the pages have not moved, so only paint again,
        // and give the pages (and a custom nub) their new scale and opacity.
        gtk_widget_queue_draw(widget)
        // Read before the step drops finished reveals: their last placing
        // draws them whole.
        if !engine.reveals.isEmpty || !engine.leaving.isEmpty || renderer.nubWidget != nil { sliding_pages_pager_queue_place(gobject) }
        let more = engine.wantsFrames(now: monotonicSeconds())
        letGoOfLeftPages()
        if !engine.motion.events.isEmpty { deliverEvents() }
        guard isAlive else { return false }
        if !more {
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
    /// The idle (or, while the pages move fast, timer) that preloads.
    var preloadID: guint = 0
    /// Whether the preload runs now: what it runs does not arm it again.
    var preloading = false
    /// The frame clock frame after which pages were last mapped ahead:
    /// once a frame at most. A host that changes the pages whenever they
    /// are placed (a transformer that reloads) unmaps them again as they
    /// are mapped, and would otherwise keep one idle after another running.
    var mappedAheadAfterFrame: Int?
    /// The idle that prepares the titles beside the strip.
    var titlesID: guint = 0
    /// The span of titles in view the last preparation was armed for, and
    /// the renderer's title generation then.
    var titlesPreparedFor: TitlesArmed?
    /// The last spare page asked of the source: one it did not give is not
    /// asked for again until the window or the layout changes.
    var spareAsked: SpareAsk?
    var clock = EventClock()
    var settingsHandler: gulong = 0
}

/// A spare page asked for (see `makeSpare`).
struct SpareAsk: Equatable {
    var slot: Int
    var window: SlotSpan
    var epoch: Int
}

/// What a title preparation was armed for (see `scheduleTitlePreparation`).
struct TitlesArmed: Equatable {
    var span: SlotSpan
    var generation: Int
}

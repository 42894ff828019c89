import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

/// The frame room: each step of a frame after the engine moved, the frame clock's
/// tick and the host's deferred work. It keeps no state: a view of the pager.
@MainActor
struct FrameLoop {
    let pager: Pager
}

// The frame clock drives every animation; an idle pager has no tick
// callback and no timer except an autoplay deadline.

/// The pager as GLib's callbacks hold it: one box a pager (`Pager.callbackBox`),
/// its `pager` nil once disposed. Not weak, as a weak reference slows every retain;
/// unsafe is sound because dispose calls `detach`, which clears the box first.
final class PagerRef {
    unowned(unsafe) var pager: Pager?

    /// The pager of the box a callback was handed as its data.
    static func pager(_ data: gpointer?) -> Pager? {
        Unmanaged<PagerRef>.fromOpaque(data!).takeUnretainedValue().pager
    }
}

// The frame's C callbacks live outside the main actor's code: inside it, Swift 6's
// dynamic isolation checks the executor on every call. Each hops in with `onMainActor`.

/// Releases the `PagerRef` a callback held.
let releasePagerRef: GDestroyNotify = { data in Unmanaged<PagerRef>.fromOpaque(data!).release() }

/// The frame clock's tick: one step of every move.
private let frameTick: SPTickFunc = { _, clock, data in
    let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    return onMainActor((data, time)) { a in
        PagerRef.pager(a.0)?.loop.tick(time: a.1) ?? false
    } ? 1 : 0
}

/// The idle that preloads (`PageRoom.schedulePreload`).
let preloadIdle: GSourceFunc = { data in
    onMainActor(data) { d in
        guard let pager = PagerRef.pager(d) else { return }
        pager.driver.preloadID = 0
        pager.pages.preload(waitedSince: nil)
    }
    return 0
}

/// The idle that prepares the titles beside the strip
/// (`ChromeRoom.scheduleTitlePreparation`).
let titlesIdle: GSourceFunc = { data in
    onMainActor(data) { d in
        guard let pager = PagerRef.pager(d) else { return }
        pager.driver.titlesID = 0
        pager.chrome.prepareTitlesBeside()
    }
    return 0
}

/// What drives frames: the tick callback while anything moves, a timer for an
/// autoplay deadline, the event clock, and the animation-setting handler.
struct FrameDriver {
    var tickID: guint = 0
    var wakeID: guint = 0
    /// The idle (or, while the pages move fast, timer) that preloads.
    var preloadID: guint = 0
    /// Whether the preload runs now: what it runs does not arm it again.
    var preloading = false
    /// The frame after which pages were last mapped ahead (once a frame at most): a host
    /// that changes pages whenever placed would otherwise keep idles running.
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

// Calls into the host's code may call back in or destroy the pager: what is in
// progress, the work deferred until it returns, and problems reported once.


extension FrameLoop {
    /// Hands the core's events to the delegate and emits them as signals; events from
    /// handlers that call back in are delivered by this same loop, in order.
    func deliverEvents() {
        guard !pager.calls.delivering else { return }
        pager.calls.delivering = true
        defer { pager.calls.delivering = false }
        repeat {
            deliverPending()
            // Deferred source work (a move, a reload) runs here, so its events go out next
            // turn rather than waiting for whatever moves the pager next.
            runDeferred()
        } while pager.isAlive && !pager.engine.motion.events.isEmpty
    }

    private func deliverPending() {
        while pager.isAlive && !pager.engine.motion.events.isEmpty {
            pager.engine.motion.takeEvents(into: &pager.calls.eventBatch)
            // Read by index, not borrowed across the calls: handlers may call back in
            // (their events go to the core's other buffer, for the next turn).
            var i = 0
            while pager.isAlive && i < pager.calls.eventBatch.count {
                deliver(pager.calls.eventBatch[i])
                i += 1
            }
        }
    }

    /// The delegate hears the event, then the GObject face emits its signal.
    private func deliver(_ e: PagerEvent) {
        let d = pager.sources.delegateSet ? pager.sources.delegate : nil, f = pager.face
        switch e {
        case .didScroll:
            d?.pagerDidScroll(pager)
            f.emitDouble(SP_SIGNAL_DID_SCROLL, pager.engine.motion.position)
        case .currentItemIndexDidChange(let item):
            pager.pages.rememberModelItem()
            d?.pagerCurrentItemIndexDidChange(pager)
            f.emitInt(SP_SIGNAL_CURRENT_ITEM_CHANGED, item)
        case .settled(let page): d?.pager(pager, didSettleOnPage: page); f.emitInt(SP_SIGNAL_SETTLED, page)
        case .pageSelected(let page): d?.pager(pager, didSelectPage: page); f.emitInt(SP_SIGNAL_PAGE_SELECTED, page)
        case .pageShown(let item): d?.pager(pager, didShowItemAt: item); f.emitInt(SP_SIGNAL_PAGE_SHOWN, item)
        case .pageHidden(let item): d?.pager(pager, didHideItemAt: item); f.emitInt(SP_SIGNAL_PAGE_HIDDEN, item)
        case .willBeginDragging: d?.pagerWillBeginDragging(pager); f.emitNone(SP_SIGNAL_WILL_BEGIN_DRAGGING)
        case .didEndDragging(let decelerate):
            d?.pagerDidEndDragging(pager, willDecelerate: decelerate)
            f.emitBool(SP_SIGNAL_DID_END_DRAGGING, decelerate)
        case .willBeginDecelerating: d?.pagerWillBeginDecelerating(pager); f.emitNone(SP_SIGNAL_WILL_BEGIN_DECELERATING)
        case .didEndDecelerating: d?.pagerDidEndDecelerating(pager); f.emitNone(SP_SIGNAL_DID_END_DECELERATING)
        case .didEndScrollingAnimation: d?.pagerDidEndScrollingAnimation(pager); f.emitNone(SP_SIGNAL_DID_END_SCROLLING_ANIMATION)
        case .moveFinished(let id, let finished):
            // C hosts hear a move's end through its own completion.
            if let done = pager.moves.pending.removeValue(forKey: id) { done(finished) }
        case .scrubber(.highlight): d?.pagerScrubberDidHighlight(pager); f.emitNone(SP_SIGNAL_SCRUBBER_HIGHLIGHT)
        case .scrubber(.unhighlight): d?.pagerScrubberDidUnhighlight(pager); f.emitNone(SP_SIGNAL_SCRUBBER_UNHIGHLIGHT)
        case .scrubber(.select): d?.pagerScrubberDidSelect(pager); f.emitNone(SP_SIGNAL_SCRUBBER_SELECT)
        case .scrubber(.deselect): d?.pagerScrubberDidDeselect(pager); f.emitNone(SP_SIGNAL_SCRUBBER_DESELECT)
        case .tapped(let item):
            // Either side may refuse the selection; both hear it when allowed.
            guard d?.pager(pager, shouldSelectItemAt: item) ?? true, f.emitShouldSelect(item) else { return }
            d?.pager(pager, didSelectItemAt: item)
            f.emitInt(SP_SIGNAL_ITEM_SELECTED, item)
        }
    }

    /// An accessibility action: next, previous, first, last page.
    func accessibleAction(_ action: Int) -> Bool {
        let intents: [KeyIntent] = [.nextPage, .previousPage, .first, .last]
        guard action >= 0, action < intents.count else { return false }
        return pager.navigate(intents[action])
    }

    /// Tells the accessible the current page, now or when the engine's pacing says
    /// ("Page k of n", with any title: the description screen readers announce).
    func announce(_ a: PageAnnouncement) {
        guard pager.isAlive else { return }
        switch a {
        case .none:
            retell()
        case .now:
            tellPage(readoutKey)
        case .at(let time):
            pager.face.scheduleAnnouncement(after: time - monotonicSeconds()) { [ref = pager.callbackBox] in
                guard let self = ref.pager, self.isAlive else { return }
                self.face.announcementFired()
                self.loop.announce(self.engine.announcementDue(now: monotonicSeconds()))
            }
        }
    }

    /// What the page read was made from: told again only when one changes.
    private var readoutKey: ReadoutKey {
        let layout = pager.engine.motion.layout
        return ReadoutKey(page: pager.engine.pageToTell, count: layout.itemCount, numbered: layout.domain.numbersFromFirstPage,
                          titles: pager.renderer.titles.generation)
    }

    /// Tells the accessible the page (the title may be asked of the host,
    /// which may destroy the pager).
    private func tellPage(_ key: ReadoutKey) {
        let text = accessibleDescription(of: key.page)
        guard pager.isAlive else { return }
        pager.face.setAccessiblePage(text, from: key)
    }

    /// The page told last, told again when its count, its item or its
    /// title changed under it (an item deleted or inserted, a title set).
    private func retell() {
        guard pager.face.hasAccessible, case .some(let page) = pager.engine.announced.page else { return }
        let key = readoutKey
        guard page == key.page, key != pager.face.toldFrom else { return }
        tellPage(key)
    }

    /// Drops an announcement waiting for its turn.
    func cancelAnnouncement() {
        pager.engine.cancelAnnouncement()
        pager.face.cancelAnnouncement()
    }

    /// "Page k of n: title", or "No pages" (``PageReadout``).
    func accessibleDescription() -> String { accessibleDescription(of: pager.engine.pageToTell) }

    private func accessibleDescription(of page: Int?) -> String {
        var title: String?
        if let page, case .text(let t)? = pager.chrome.title(forPage: page) { title = t }
        return PageReadout.text(page: page, in: pager.engine.motion.layout, title: title, words: readoutWords)
    }

    /// After anything moved the engine: applies its plan step by step (``FramePlan``).
    /// Host code may destroy the pager or supersede the plan, so each later step checks.
    func afterMotion(placing: Bool = true) {
        guard pager.isAlive else { return }
        pager.engine.announcesPages = pager.face.hasAccessible
        let plan = pager.engine.plan(now: monotonicSeconds(), recycles: pager.mode != .staticPages && !pager.inDataSource)
        // Before any host code runs: a newer plan would not see the change.
        if plan.requestChanged { gtk_widget_queue_resize(pager.widget) }
        if plan.slotShift != 0 {
            pager.host.renumber { $0 + plan.slotShift }
            // A before/after source's titles are kept by slot.
            if pager.mode == .unbounded { pager.chrome.dropTitles() }
        }
        // The pages' showings until the commit below go to the C half in
        // one call, with the placing.
        pager.host.beginCommit()
        var committed = false
        defer { if !committed { pager.host.commit(place: false, alive: pager.isAlive) } }
        pager.pages.load(plan.recycle)
        guard pager.isAlive, !pager.engine.isSuperseded(plan) else { return }
        // Items measured from the first page, now that one has loaded: laid
        // out again before anything is shown or told (the events wait).
        if pager.host.awaitsMeasure, !pager.inDataSource, !pager.host.loaded.isEmpty {
            committed = true
            pager.host.commit(place: false, alive: pager.isAlive)
            return pager.pages.rebuildLayout(placing: placing)
        }
        pager.pages.schedulePreload()
        pager.host.syncShown(span: plan.shown, isScrolling: pager.engine.motion.isScrolling)
        committed = true
        pager.host.commit(place: placing, alive: pager.isAlive)
        // Not queueDraw(): the properties are announced once, below.
        gtk_widget_queue_draw(pager.widget)
        // State before events, as GTK notifies before its signals: a
        // settled handler reads the properties (and bound dots) as they are.
        pager.properties.notifyReadout(plan.readout)
        guard pager.isAlive, !pager.engine.isSuperseded(plan) else { return }
        deliverEvents()
        guard pager.isAlive, !pager.engine.isSuperseded(plan) else { return }
        // Paced as it is told, so a superseded plan leaves the pacing alone.
        announce(pager.engine.announcementStep(now: monotonicSeconds()))
        guard pager.isAlive, !pager.engine.isSuperseded(plan) else { return }
        pager.pages.letGoOfLeftPages()
        scheduleFrames(wanted: plan.wantsFrames, wakeAt: plan.wakeAt)
    }

    /// Starts or stops frames for the engine as it is now (the pager was
    /// mapped or unmapped, a reveal began).
    func scheduleFrames() {
        guard pager.isAlive else { return }
        var wanted = pager.engine.wantsFrames(now: monotonicSeconds())
        // A scrubber whose fade just ended was deselected: an event, whose
        // handler may start a move of its own.
        if !pager.engine.motion.events.isEmpty { deliverEvents() }
        guard pager.isAlive else { return }
        wanted = wanted || pager.engine.motion.needsFrames
        scheduleFrames(wanted: wanted, wakeAt: wanted ? nil : pager.engine.motion.nextWakeTime)
    }

    /// Adds an idle running `callback` (`preloadIdle`, `titlesIdle`) with the pager's
    /// `callbackBox`, so arming it allocates nothing, unlike a Swift closure's idle.
    func addIdle(_ callback: GSourceFunc) -> guint {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, callback, Unmanaged.passRetained(pager.callbackBox).toOpaque(), releasePagerRef)
    }

    /// Starts or stops the tick callback, and arms the autoplay deadline.
    private func scheduleFrames(wanted: Bool, wakeAt: Double?) {
        let mapped = gtk_widget_get_mapped(pager.widget) != 0
        if wanted && mapped {
            if pager.driver.tickID == 0 {
                pager.driver.tickID = sp_add_tick(pager.widget, frameTick, Unmanaged.passRetained(pager.callbackBox).toOpaque(), releasePagerRef)
            }
        } else if !wanted && wakeAt == nil && pager.driver.tickID != 0 {
            gtk_widget_remove_tick_callback(pager.widget, pager.driver.tickID)
            pager.driver.tickID = 0
        }
        if pager.driver.wakeID != 0 {
            g_source_remove(pager.driver.wakeID)
            pager.driver.wakeID = 0
        }
        if pager.driver.tickID == 0, mapped, let wake = wakeAt {
            // A plain timer only for the autoplay deadline; the move itself
            // runs on the frame clock.
            pager.driver.wakeID = PagerGLib.timeout(seconds: max(0, wake - monotonicSeconds())) { [ref = pager.callbackBox] in
                guard let self = ref.pager else { return false }
                self.driver.wakeID = 0
                self.engine.motion.advance(to: monotonicSeconds())
                self.loop.afterMotion()
                return false
            }
        }
    }

    /// One frame: returns whether more frames are needed.
    func tick(time: Double) -> Bool {
        guard pager.isAlive else { return false }
        if pager.engine.motion.isDue(at: time) {
            pager.engine.motion.advance(to: time)
            afterMotion()
            return pager.isAlive && pager.driver.tickID != 0
        }
        // Only chrome fades or a page grows into place: the pages did not move, so just
        // paint, and give the pages (and a custom nub) their new scale and opacity.
        gtk_widget_queue_draw(pager.widget)
        // Read before the step drops finished reveals: their last placing
        // draws them whole.
        if !pager.engine.reveals.isEmpty || !pager.engine.leaving.isEmpty || pager.renderer.nubWidget != nil { sliding_pages_pager_queue_place(pager.gobject) }
        let more = pager.engine.wantsFrames(now: monotonicSeconds())
        pager.pages.letGoOfLeftPages()
        if !pager.engine.motion.events.isEmpty { deliverEvents() }
        guard pager.isAlive else { return false }
        if !more {
            pager.driver.tickID = 0
            scheduleFrames()
            return false
        }
        return true
    }

    /// Runs the work deferred from data source calls, in order. A source that reloads
    /// from inside every call would never end: past ``deferredWorkLimit`` runs in one go
    /// the rest is dropped with a warning.
    func runDeferred() {
        guard !pager.calls.runningDeferred else { return }
        pager.calls.runningDeferred = true
        defer { pager.calls.runningDeferred = false }
        var runs = 0
        while pager.isAlive && !pager.calls.deferred.isEmpty && !pager.inDataSource {
            let work = pager.calls.deferred.removeFirst()
            work()
            runs += 1
            if runs >= FrameLoop.deferredWorkLimit && !pager.calls.deferred.isEmpty {
                pager.warnOnce("the data source changes the pager from inside every call it gets (a reload or move from inside a view or title call, say); \(pager.calls.deferred.count) queued changes dropped to break the loop")
                pager.calls.deferred.removeAll()
            }
        }
    }

    /// Deferred changes run in one go before a loop is assumed: far more
    /// than a source makes from one call.
    static let deferredWorkLimit = 64

    /// Runs work deferred during a data source call, once the call returned.
    func scheduleDeferred() {
        guard !pager.calls.deferred.isEmpty else { return }
        PagerGLib.idle { [ref = pager.callbackBox] in
            ref.pager?.loop.runDeferred()
            return false
        }
    }
}

/// The words a page is read with, in the user's language (gettext).
let readoutWords: ReadoutWords = {
    var a: UnsafePointer<CChar>?, b: UnsafePointer<CChar>?, c: UnsafePointer<CChar>?, d: UnsafePointer<CChar>?
    sliding_pages_readout_words(&a, &b, &c, &d)
    guard let a, let b, let c, let d else { return .english }
    return ReadoutWords(pageOfCount: String(cString: a), page: String(cString: b), noPages: String(cString: c), titled: String(cString: d))
}()

/// What a page's read-out depends on besides the title's text.
struct ReadoutKey: Equatable {
    var page: Int?
    var count: Int?
    var numbered: Bool
    var titles: Int
}

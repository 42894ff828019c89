/// The whole pager's decisions in one value: layout, motion, recycling,
/// what a press on the chrome means, and the chrome's timing.
///
/// The widget feeds it typed input with timestamps (seconds), its size and
/// options, and item changes; it answers with slot shifts and recycle plans
/// to apply to the page widgets, events to deliver, and the geometry the
/// chrome is painted from. It reads no clock and knows no toolkit, so a
/// whole pager runs in a test:
///
///     var e = PagerEngine(layout: PagerLayout(configuration: .init(), itemCount: 10,
///                                             viewport: Size(width: 800, height: 600)))
///     e.press(x: 400, y: 300, time: 0)
///     e.drag(x: 300, y: 300, time: 0.05)
///     e.release(selectable: true, time: 0.06)   // flings to page 1
///     while e.motion.needsFrames { e.motion.advance(to: t); t += 1.0 / 60 }
///     let plan = e.recyclePlan()                // which slots to load and unload
///
/// The read-only accessors the widget calls every frame are `@inlinable`:
/// called across the module boundary on an engine stored in a class, an
/// opaque getter is handed a copy of the whole engine (retaining its
/// buffers) each time; inlined, it reads the fields it needs in place.
public struct PagerEngine: Sendable {
    /// Position, drags, flings and moves. The widget drives moves, keys and
    /// frames through it directly; input from the chrome goes through
    /// ``press(x:y:time:nested:)`` and its companions.
    public var motion: PagerMotion
    /// Which slots have page widgets, and how views move to and from the pool.
    public private(set) var recycler: Recycler
    /// The strip's, dots' and scrubber's options.
    public var chrome = ChromeOptions() {
        didSet { chromeGeometryChanged() }
    }
    /// The pager's whole size, chrome included.
    public private(set) var size = Size.zero {
        didSet { chromeGeometryChanged() }
    }
    /// The chrome's rectangles for ``chrome``, ``size`` and the layout's
    /// direction when last worked out (see ``chromeLayout``): a frame asks
    /// for them a dozen times, and building them each time (with the
    /// scrubber's track) took about 600 instructions of a drag frame
    /// (callgrind, `make bench`).
    @usableFromInline private(set) var keptChromeLayout: ChromeLayout
    /// The dots hide at rest and fade in while scrolling.
    public var dotsAutoHide = false
    /// The pager's size across the axis follows the current page's, moving
    /// between two pages' as the pages move (``followedCrossExtent(_:)``).
    public var followsPageSize = false
    /// How pages are drawn at their offsets: the seed's zoom-out by
    /// default, or depth, fade, parallax or none.
    public var pageEffect = PageEffect.zoomOut
    /// Pages shrink slightly while they move (the seed's default): the
    /// `.zoomOut` effect. Off, the pages are drawn as they lie.
    public var zoomOut: Bool {
        get { pageEffect == .zoomOut }
        set {
            if newValue { pageEffect = .zoomOut } else if pageEffect == .zoomOut { pageEffect = PageEffect.none }
        }
    }
    /// A frame loads only the pages coming into view; the rest of the
    /// window is preloaded between frames (see `PagerEngine+Preload`).
    /// Off, every plan loads the whole window at once.
    public var preloadsBetweenFrames = true
    /// The position at the last two plans: how fast the pages move, frame
    /// to frame, when preloading asks.
    public internal(set) var planPositions = (previous: 0.0, last: 0.0)
    /// When the last plan was made.
    public internal(set) var lastPlanTime = -Double.infinity
    /// Pages load, and the current item changes, only once motion stops
    /// (the SwipeView seed's `defersItemViewLoading`).
    public var defersLoading = false {
        didSet { motion.defersCurrentItem = defersLoading }
    }
    /// The scrubber's opacities and timings.
    public var scrubberFade = ScrubberFade.pager
    /// The dots' fade when they hide at rest.
    public var dotsFade = DotsFade()
    /// How the press under way is being used.
    public internal(set) var press: ChromePress = .pages
    /// When the pages and the nub last moved.
    public internal(set) var timing = ChromeTiming()
    var lastPosition = 0.0
    /// Pages growing into place, by slot.
    public internal(set) var reveals: [Int: Reveal] = [:]
    /// Deleted pages shrinking out where they were, by the host's token.
    public internal(set) var leaving: [Int: LeavingPage] = [:]
    /// Tokens of leaving pages whose time is up, for the host to take.
    var left: [Int] = []
    /// Seconds a revealed page takes to grow into place (`reveal-duration`).
    public var revealDuration = PagerEngine.revealDuration
    /// A screen reader is listening: the plans pace page announcements.
    public var announcesPages = false
    /// The page last told to screen readers, and their pacing.
    public internal(set) var announced = AnnouncedPage()
    /// Plans made so far (``FramePlan/number``).
    public internal(set) var planCount = 0
    /// Counts the layouts whose slots mean other items than before (a
    /// reload, an item change, wrap or items per page changed).
    public internal(set) var layoutEpoch = 0
    /// Whether the dots showed at the last plan.
    var plannedShowsDots = true
    /// The items last reported on screen.
    public internal(set) var shown = ShownItems()

    /// An engine for `layout`, at rest on its first page.
    public init(layout: PagerLayout, configuration: MotionConfiguration = MotionConfiguration()) {
        motion = PagerMotion(layout: layout, configuration: configuration)
        recycler = Recycler(poolCapacity: Recycler.poolCapacity(for: layout))
        lastPosition = motion.position
        keptChromeLayout = ChromeLayout(options: ChromeOptions(), size: .zero, orientation: layout.configuration.orientation,
                                        rightToLeft: layout.configuration.rightToLeft)
    }

    /// Works out the chrome's rectangles again (the options, the size or
    /// the direction changed).
    mutating func chromeGeometryChanged() {
        keptChromeLayout = ChromeLayout(options: chromeInEffect, size: size, orientation: layout.configuration.orientation,
                                        rightToLeft: layout.configuration.rightToLeft)
    }

    /// Whether the dots show: not hidden, and not a lone page when they
    /// hide for one (a source of unknown length never has a lone page).
    @inlinable
    public var showsDots: Bool {
        guard !chrome.dotsHidden else { return false }
        guard chrome.dotsHideForSinglePage, case .counted = layout.domain else { return true }
        return layout.numberOfPages > 1
    }

    /// The chrome's options with the dots hidden when they do not show.
    @inlinable
    var chromeInEffect: ChromeOptions {
        var o = chrome
        o.dotsHidden = !showsDots
        return o
    }

    /// The layout the pages are placed by.
    @inlinable
    public var layout: PagerLayout { motion.layout }

    // MARK: Size and layout

    /// The pager was given `size` (chrome included). Returns whether it
    /// changed; the caller then builds a layout for ``pageAreaSize`` and
    /// hands it to ``relayout(_:)``.
    public mutating func resize(to size: Size) -> Bool {
        guard size != self.size else { return false }
        self.size = size
        return true
    }

    /// The size of the part of the pager the pages occupy.
    @inlinable
    public var pageAreaSize: Size {
        let a = chromeLayout.pageArea
        return Size(width: a.width, height: a.height)
    }

    /// A new layout (an option, the size, the direction or the domain
    /// changed); the current item stays current. Returns true when every
    /// page must go back to the pool first: wrap or items per page changed,
    /// so slots mean other items now.
    @discardableResult
    public mutating func relayout(_ new: PagerLayout) -> Bool {
        let unload = new.wraps != layout.wraps || new.itemsPerPage != layout.itemsPerPage
        if unload { unloadAll() }
        if unload || new.domain != layout.domain { layoutEpoch &+= 1 }
        recycler.poolCapacity = Recycler.poolCapacity(for: new)
        motion.setLayout(new)
        chromeGeometryChanged()
        return unload
    }

    /// Starts over with `motion` (a reload): every page goes back to the
    /// pool, and the new motion tells where it rests when that is not the
    /// page, item or selection the old one told last.
    public mutating func restart(with motion: PagerMotion) {
        unloadAll()
        layoutEpoch &+= 1
        // A reload tells a screen reader the page again, even the same one.
        announced.page = .none
        recycler.poolCapacity = Recycler.poolCapacity(for: motion.layout)
        // What the old motion had under way ends first: a move's completion
        // hears it did not arrive, and events not yet delivered still are.
        let closing = self.motion.stopForRestart()
        let told = self.motion.told
        self.motion = motion
        chromeGeometryChanged()
        self.motion.defersCurrentItem = defersLoading
        for e in closing.reversed() { self.motion.emitFirst(e) }
        self.motion.carry(told)
    }

    /// Every page goes back to the pool (the caller moves its widgets);
    /// the next ``recyclePlan()`` loads the window again.
    public mutating func unloadAll() {
        _ = recycler.unloadAll()
        reveals.removeAll()
    }

    /// The source has no page past `slot` (an unbounded source said so).
    public mutating func endUnbounded(at slot: Int, before: Bool) {
        layoutEpoch &+= 1
        let l = layout.endingUnbounded(at: slot, before: before)
        motion.setLayout(l)
        recycler.poolCapacity = Recycler.poolCapacity(for: l)
    }

    /// The source gave no first page: the pager is empty (no pages, dots or
    /// moves) until the host sets a page or another source.
    public mutating func unboundedHasNoPages() {
        restart(in: .unboundedWithoutPages)
    }

    /// Whether a page the host sets slides in when asked to: not with
    /// reduced motion, nor where no page shows (an empty pager, or one whose
    /// first page was not asked for yet), with nothing to slide from, nor
    /// with several items a page (a page of the source is one item, and
    /// the slide would stop between pages).
    public func setPageSlides(animated: Bool) -> Bool {
        animated && !motion.configuration.reducedMotion && showsCurrentPage && layout.itemsPerPage == 1
    }

    /// Whether the current slot holds a page now.
    var showsCurrentPage: Bool {
        !layout.isEmpty && recycler.loaded.contains(layout.currentSlot(at: motion.position))
    }

    /// The slot a page the host sets takes at once: the first of the page
    /// after the current one (or before it), as if it had slid in (its
    /// number and events are the same with and without the slide), or the
    /// current slot itself where no page shows.
    public func setPageJumpSlot(beside current: Int, forward: Bool) -> Int {
        guard showsCurrentPage else { return current }
        return forward ? current + layout.itemsPerPage : current - layout.itemsPerPage
    }

    /// A page the host sets slides in beside the current one, on the side
    /// it comes from (`forward`: after it): the slot it waits in, with the
    /// source's ends set so nothing lies beyond the current page on the
    /// other side and nothing is loaded (the host keeps the current page).
    public mutating func setPageSlot(beside current: Int, forward: Bool) -> Int {
        restartUnbounded(first: forward ? current : nil, last: forward ? nil : current)
        return forward ? current + 1 : current - 1
    }

    /// A before/after source starts over from a page the host set: its
    /// ends are `first` and `last` (nil: not known yet) and nothing is
    /// loaded, so the next plan asks that page's neighbours afresh.
    /// The pages keep their numbers: the ends are forgotten, not the count.
    public mutating func restartUnbounded(first: Int?, last: Int?) {
        restart(in: .unbounded(first: first, last: last, numberedFrom: layout.isEmpty ? nil : layout.pageOrigin))
    }

    private mutating func restart(in domain: ItemDomain) {
        layoutEpoch &+= 1
        unloadAll()
        let l = layout.withDomain(domain)
        motion.setLayout(l)
        recycler.poolCapacity = Recycler.poolCapacity(for: l)
    }

    // MARK: Loading

    /// Slots every loaded page moves by since the last call (add it to each
    /// slot): a wrapping position brought back into its first lap, or an
    /// unbounded pager at rest far from slot 0 renumbered toward it.
    public mutating func takeSlotShift() -> Int {
        var shift = motion.takeSlotShift()
        if shift != 0 { recycler.shift(by: shift) }
        if !motion.needsFrames, !motion.isDragging, let r = layout.rebased(position: motion.position) {
            recycler.shift(by: r.shift)
            motion.rebase(to: r.layout, shift: r.shift)
            shift += r.shift
        }
        shiftReveals(by: shift)
        shiftShown(by: shift)
        return shift
    }

    /// Loading waits while the pages move (``defersLoading``).
    @inlinable
    public var isDeferringLoads: Bool { defersLoading && motion.isMoving }

    /// The slots that should have pages now: those in view and preloaded.
    @inlinable
    public var loadTarget: SlotSpan { motion.loadWindow }

    /// What to load and unload for the current position (the pages in view,
    /// keeping preloaded ones still in the window: ``frameLoadTarget``):
    /// apply it in the order ``RecyclePlan`` gives.
    public mutating func recyclePlan() -> RecyclePlan {
        recycler.update(to: frameLoadTarget, deferring: isDeferringLoads)
    }

    /// The preload, between frames (``wantsPreload``): loads the rest of
    /// the window. Apply it as a ``recyclePlan()``.
    public mutating func preloadPlan() -> RecyclePlan {
        recycler.update(to: loadTarget, deferring: isDeferringLoads)
    }

    /// The widget's pool after a recycle plan was applied (see
    /// ``Recycler/notePooled(_:)``).
    public mutating func notePooled(_ count: Int) {
        recycler.notePooled(count)
    }

    /// The slots in view, whose pages are shown (the preloaded ones stay
    /// hidden).
    @inlinable
    public var shownSlots: SlotSpan { motion.slotsInView }

    // MARK: Item changes

    /// Applies a reconciled change (`PagerLayout.reconcile(_:position:)`)
    /// under the layout for the new count: the plans to apply to the page
    /// widgets, in order, and the position moved so the same item stays
    /// current. With no `change` (static pages, or a change the recycler
    /// cannot follow) every page goes back to the pool and the plans are
    /// empty.
    /// `known`: the change when the recycler does not follow it (a pager's
    /// own pages), so the pages in view are still told through it.
    public mutating func apply(_ change: ItemChange?, outcome reconciled: ChangeOutcome, after: PagerLayout,
                               known: ItemChange? = nil) -> [ChangePlan] {
        let outcome = motion.restingOnPage(reconciled, after: after)
        var plans: [ChangePlan] = []
        layoutEpoch &+= 1
        let wasShown = shown
        if let change {
            plans = recycler.apply(change, before: layout, after: after, position: outcome.position)
            for plan in plans { renumberReveals(plan) }
        } else {
            unloadAll()
            recycler.poolCapacity = Recycler.poolCapacity(for: after)
        }
        let before = layout, position = motion.position
        motion.applyChange(layout: after, position: outcome.position, currentReplaced: outcome.currentReplaced) { target in
            guard let change else { return nil }
            return before.retarget(target, from: position, to: outcome.position, after: after) { before.reconcile(change, position: $0) }
        }
        if let shift = change ?? known { carryShown(wasShown) { shift.newIndex(of: $0) } }
        // The count may have crossed one page, where dots may hide.
        chromeGeometryChanged()
        return plans
    }

    /// Applies a reconciled batch (`PagerLayout.reconcile(_:position:)`
    /// with an ``ItemBatch``): the recycler lets go of every slot, and the
    /// next plan loads the window afresh (the host gives each item the page
    /// it had, found by ``ItemBatch/origin(of:)``); the items in view keep
    /// their report under their new numbers, and the position moves so the
    /// same item stays current.
    public mutating func apply(_ batch: ItemBatch, outcome reconciled: ChangeOutcome, after: PagerLayout) {
        let outcome = motion.restingOnPage(reconciled, after: after)
        layoutEpoch &+= 1
        let wasShown = shown
        unloadAll()
        recycler.poolCapacity = Recycler.poolCapacity(for: after)
        let before = layout, position = motion.position
        motion.applyChange(layout: after, position: outcome.position, currentReplaced: outcome.currentReplaced) { target in
            before.retarget(target, from: position, to: outcome.position, after: after) { before.reconcile(batch, position: $0) }
        }
        chromeGeometryChanged()
        carryShown(wasShown) { batch.newIndex(of: $0) }
    }
}

/// How the press under way is being used: on the pages, dragging the strip
/// (from `x0`, and whether it became a drag), holding the scrubber's nub
/// (`grab` pixels from its leading edge), or on a dot.
public enum ChromePress: Sendable, Equatable {
    /// A press on the pages.
    case pages
    /// A press on the strip at `x0`; `dragged` once it moved.
    case strip(x0: Double, dragged: Bool)
    /// A press on the nub, `grab` pixels along it.
    case nub(grab: Double)
    /// A press on the dot of `page`.
    case dot(page: Int)
    /// A press on the next (`forward`) or previous page's button.
    case button(forward: Bool)
}

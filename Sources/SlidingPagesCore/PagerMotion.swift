/// Where motion input comes from: it changes the fling threshold and the
/// deceleration rate (libhandy tunes touchpads apart from touch).
public enum InputSource: Sendable, Equatable {
    /// A mouse or touch drag.
    case pointer
    /// A touchpad's two-finger scroll.
    case touchpad
}

/// The pager's motion: position, drags, flings, springs, programmatic moves,
/// wheel, keys, autoscroll and autoplay, and the events they produce.
///
/// A value fed with timestamps (seconds) by the widget: input events carry
/// their event time, ``advance(to:)`` takes the frame clock's time. Nothing
/// here reads a clock or starts a timer. After each call, take the events
/// with ``takeEvents(into:)`` (or read ``events`` and call
/// ``clearEvents()``) and hand them to the delegate; ``position`` is where
/// the pages go. In steady state nothing allocates.
///
///     var m = PagerMotion(layout: layout)
///     m.pointerDown(x: 400, y: 300, time: 0)
///     m.pointerMove(x: 300, y: 300, time: 0.05)   // drags once past 16 px
///     m.pointerUp(time: 0.06)                      // flings to page 1
///     while m.needsFrames { m.advance(to: t); t += 1.0 / 60 }
public struct PagerMotion: Sendable {
    /// The layout the motion runs in.
    public internal(set) var layout: PagerLayout {
        didSet {
            targetPage = nil
            placeChanged()
        }
    }
    /// The motion's numbers; a change applies from the next input.
    public var configuration: MotionConfiguration {
        didSet { configurationChanged(from: oldValue) }
    }
    /// The current position in item units; never NaN.
    public internal(set) var position: Double {
        didSet { placeChanged() }
    }
    /// The page at ``position``, worked out when the position or layout
    /// changes: a frame asks for it seven times (selection, settling, the
    /// readout, the strip, announcements), about 380 instructions each at
    /// 10^6 wrapping pages (callgrind, `make bench`'s drag).
    var pageAtPosition: Int?
    /// The item at ``position`` (``PagerLayout/currentItemIndex(at:)``),
    /// worked out with it: a frame asked three times (the move, the
    /// settling check, the readout), about 95 instructions each.
    var itemAtPosition: Int?
    /// The slots in view at ``position`` (``PagerLayout/visibleSlots(at:)``)
    /// and the load window there (``PagerLayout/loadedSlots(at:)``), worked
    /// out with ``currentPage``: a jump frame asked for them about a dozen
    /// times (recycling, preloading, placing, reporting), about 100
    /// instructions each at 10^6 pages (callgrind, `make bench`'s jump).
    public internal(set) var slotsInView = SlotSpan.empty
    /// See ``slotsInView``.
    public internal(set) var loadWindow = SlotSpan.empty

    /// The nearest unwrapped page of the last position motion headed for
    /// (``select(target:)``), for this layout: a move there usually follows
    /// at once (a jump, or a programmatic move each frame), and finds its
    /// page here rather than working it out a second time.
    var targetPage: (position: Double, nearest: Int)?
    /// The unwrapped page nearest ``position``
    /// (``PagerLayout/nearestUnwrappedPage(to:)``), which ``pageAtPosition``
    /// folds: coming to rest on a page needs it again.
    var nearestPage = 0

    /// Works out what follows from the position and layout.
    mutating func placeChanged() {
        if let t = targetPage, t.position == position {
            nearestPage = t.nearest
        } else {
            nearestPage = layout.nearestUnwrappedPage(to: position)
        }
        pageAtPosition = layout.currentPage(nearest: nearestPage)
        itemAtPosition = layout.currentItemIndex(at: position)
        slotsInView = layout.visibleSlots(at: position)
        loadWindow = layout.loadedSlots(at: position, visible: slotsInView)
    }
    /// Events since the last ``clearEvents()`` or ``takeEvents(into:)``, oldest first.
    public internal(set) var events: [PagerEvent]
    /// The pointer is over the pager: autoscroll and autoplay pause.
    public internal(set) var isHovering = false

    // Usable from inline, so the widget's per-frame questions (moving?
    // pressed?) are answered in place: out of line, each call copied the
    // whole motion for its duration (six buffers retained and released).
    @usableFromInline enum Phase: Sendable, Equatable {
        case idle
        /// A press that has not moved past the drag threshold.
        case pressed(x: Double, y: Double, caught: Bool)
        /// A press that moved across the axis: not ours until release.
        case rejected(caught: Bool)
        case dragging(Drag)
        case decelerating(Settle)
        case animating(Animation)
    }

    @usableFromInline struct Drag: Sendable, Equatable {
        var source: InputSource
        var startPage: Int
        /// The position the input asks for, before rubber-banding.
        var raw: Double
        var lastX: Double
        var lastY: Double
    }

    enum SettleKind: Sendable, Equatable {
        case spring(Spring)
        /// Coasting; the input's deceleration rate is in the Deceleration.
        case kinetic(Deceleration)
    }

    @usableFromInline struct Settle: Sendable, Equatable {
        var kind: SettleKind
        var start: Double?
    }

    enum Curve: Sendable, Equatable {
        case easeInOut
        case easeOut
    }

    @usableFromInline struct Animation: Sendable, Equatable {
        var from: Double
        var to: Double
        var start: Double?
        var duration: Double
        var id: Int?
        var curve: Curve
    }

    @usableFromInline var phase: Phase = .idle
    /// What the content under the press under way does with drags.
    var pressNested = NestedDrag()
    var velocity = VelocityTracker()
    var touchpadRejected = false
    var lastWheel: Double?
    var lastReportedItem: Int?
    /// The current page when the current item was last reported.
    var lastReportedPage: Int?
    var lastSettledPage: Int?
    /// The page last announced with `pageSelected`: where motion was last
    /// known to be heading.
    var lastSelectedPage: Int?
    var restSince: Double?
    var lastAutoscrollTime: Double?
    var pendingSlotShift = 0
    /// The latest time seen, for input that arrives without one.
    var now: Double = 0

    /// Motion at rest on `initialPage`.
    public init(layout: PagerLayout, configuration: MotionConfiguration = MotionConfiguration(), initialPage: Int = 0) {
        self.layout = layout
        self.configuration = configuration
        position = layout.isEmpty ? 0 : layout.snapPosition(ofPage: clamp(initialPage, layout.firstPageIndex, layout.lastPageIndex))
        events = []
        events.reserveCapacity(64)
        placeChanged()
        lastReportedItem = currentItemIndex
        lastReportedPage = pageAtPosition
        lastSettledPage = pageAtPosition
        lastSelectedPage = lastSettledPage
    }

    // MARK: State

    /// Whether a drag holds the pages.
    @inlinable public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// A press on the pages that has not become a drag (yet).
    @inlinable public var isPressed: Bool {
        if case .pressed = phase { return true }
        return false
    }

    /// Coasting or snapping after the user let go.
    @inlinable public var isDecelerating: Bool {
        if case .decelerating = phase { return true }
        return false
    }

    /// What motion is doing, as ViewPager2's scroll state says it.
    public var scrollState: ScrollState {
        switch phase {
        case .dragging: return .dragging
        case .decelerating, .animating: return .settling
        default: return .idle
        }
    }

    /// Moving because of a programmatic move, a wheel notch, a key or autoplay.
    @inlinable public var isScrolling: Bool {
        if case .animating = phase { return true }
        return false
    }

    /// Whether the widget should keep its frame clock running.
    public var needsFrames: Bool {
        switch phase {
        case .decelerating, .animating: return true
        case .idle: return autoscrollActive
        default: return false
        }
    }

    /// When an idle pager next wants a frame without input: the autoplay
    /// deadline (the widget may sleep until then instead of ticking).
    public var nextWakeTime: Double? {
        guard case .idle = phase, let interval = configuration.autoplayInterval, interval > 0, !isHovering, canAutoplay else { return nil }
        return (restSince ?? now) + interval
    }

    /// The widget came on screen or left it (``MotionConfiguration/onScreen``);
    /// coming on, autoplay's interval starts at `time`, not at the next
    /// wake. Returns whether leaving ended a move, a plan for the face to
    /// apply.
    @discardableResult
    public mutating func setOnScreen(_ on: Bool, time: Double) -> Bool {
        guard on != configuration.onScreen else { return false }
        let moving = needsFrames
        configuration.onScreen = on
        if on { advance(to: time) }
        return moving && !on
    }

    /// Whether a frame at `time` moves the pages: something is under way,
    /// or autoplay's turn is due (a frame that only fades the chrome, past
    /// the deadline, turns the page).
    public func isDue(at time: Double) -> Bool {
        needsFrames || nextWakeTime.map { time >= $0 } ?? false
    }

    /// The item at the current position, nil with none.
    public var currentItemIndex: Int? { itemAtPosition }
    /// The page at the current position, nil with none.
    public var currentPage: Int? { pageAtPosition }

    /// The current item and page wait for rest while pages move, as
    /// loading does (the SwipeView seed's `defersItemViewLoading` defers
    /// "updating the currentItemIndex property and loading of new item
    /// views until after the scroll has finished").
    public var defersCurrentItem = false

    /// The current item as the pager reports it: its property, its Swift
    /// accessor and `currentItemIndexDidChange`. Live, unless
    /// ``defersCurrentItem`` holds it while the pages move.
    public var reportedItemIndex: Int? { defersCurrentItem && isMoving ? lastReportedItem : currentItemIndex }
    /// The current page as reported, held with the item.
    public var reportedPage: Int? { defersCurrentItem && isMoving ? lastReportedPage : currentPage }

    /// The target of the move under way, or the position.
    public var destination: Double {
        switch phase {
        case .animating(let a): return a.to
        case .decelerating(let s):
            switch s.kind {
            case .spring(let sp): return sp.target
            case .kinetic(let d): return layout.clamped(d.restingPosition)
            }
        default: return position
        }
    }

    /// Forgets the events told so far.
    public mutating func clearEvents() { events.removeAll(keepingCapacity: true) }

    /// Hands the events over by swapping buffers: `batch` (emptied first,
    /// keeping its capacity) becomes the new event buffer, and the events
    /// go into `batch`. Events emitted while the caller works through
    /// `batch` land in the other buffer, and no frame allocates either.
    public mutating func takeEvents(into batch: inout [PagerEvent]) {
        batch.removeAll(keepingCapacity: true)
        swap(&events, &batch)
    }

    /// Slots the loaded views must move by since the last call, because a
    /// wrapping position was brought back into its first lap at rest.
    public mutating func takeSlotShift() -> Int {
        defer { pendingSlotShift = 0 }
        return pendingSlotShift
    }

    // MARK: Layout

    /// A new layout (resize, options, count). At rest the same item stays
    /// current and aligned; a move under way keeps going to the new anchors.
    public mutating func setLayout(_ new: PagerLayout) {
        let item = currentItemIndex
        let old = layout
        layout = new
        if old.pageOrigin != new.pageOrigin, !old.isEmpty {
            // The same pages under new numbers (an unbounded source learned
            // its first page): no event tells of a page that did not change.
            func renumbered(_ page: Int?) -> Int? { page.map { new.page(ofItem: old.firstItem(ofPage: $0)) } }
            lastSettledPage = renumbered(lastSettledPage)
            lastSelectedPage = renumbered(lastSelectedPage)
            lastReportedPage = renumbered(lastReportedPage)
            // Events not yet told speak of the pages under the new numbers.
            events = events.map { event in
                switch event {
                case .settled(let p): return .settled(page: renumbered(p)!)
                case .pageSelected(let p): return .pageSelected(page: renumbered(p)!)
                default: return event
                }
            }
        }
        if new.isEmpty {
            cancelMotion()
            move(to: 0)
            toldNoPage()
            return
        }
        let reflowed = old.itemsPerPage != new.itemsPerPage || old.configuration.alignment != new.configuration.alignment || old.wraps != new.wraps
        // Where pages re-flow, the page that holds the item, so it stays on
        // screen and aligned (a move's: the item it headed for).
        func holding(_ item: Int) -> Double {
            configuration.pagingEnabled ? new.target(forPage: new.page(ofItem: item), from: position) : new.target(forItem: item, from: position)
        }
        func heading(to target: Double) -> Double {
            if reflowed, let item = old.currentItemIndex(at: target) { return new.restingPosition(for: holding(item), paging: configuration.pagingEnabled) }
            return new.restingPosition(for: target, paging: configuration.pagingEnabled)
        }
        switch phase {
        case .idle, .pressed, .rejected:
            var p = position
            if let item, reflowed { p = holding(item) }
            if !autoscrollActive { p = new.restingPosition(for: p, paging: configuration.pagingEnabled) }
            move(to: new.clamped(p))
            settledIfChanged()
        case .dragging(var d):
            d.raw = new.wraps ? d.raw : clamp(d.raw, new.minPosition - 1, new.maxPosition + 1)
            phase = .dragging(d)
            move(to: resisted(d.raw))
        case .animating(var a):
            a.to = heading(to: a.to)
            phase = .animating(a)
            select(target: a.to)
        case .decelerating(var s):
            if case .spring(var sp) = s.kind {
                let target = heading(to: sp.target)
                sp = configuration.spring(from: position, to: target, velocity: 0)
                s.kind = .spring(sp)
                s.start = nil
                phase = .decelerating(s)
                select(target: target)
            }
        }
    }

    /// Renumbers slots without moving anything on screen (an unbounded
    /// source rebased far from home): `position += shift` under `layout`.
    /// No events: the same page stays where it is.
    public mutating func rebase(to layout: PagerLayout, shift: Int) {
        guard case .idle = phase else { return }
        self.layout = layout
        position += Double(shift)
        lastReportedItem = currentItemIndex
        lastReportedPage = currentPage
        lastSettledPage = currentPage
        lastSelectedPage = lastSettledPage
    }

    /// `outcome` (a change's `PagerLayout.reconcile(_:position:)`), kept
    /// on a page when the pages rest on one with paging on: an insert or
    /// delete before the current item shifts it by less than a page when a
    /// page holds several, and the pages then rest on the nearest page,
    /// the one that keeps most of the items that were in view.
    public func restingOnPage(_ outcome: ChangeOutcome, after new: PagerLayout) -> ChangeOutcome {
        guard case .idle = phase, configuration.pagingEnabled, outcome.problem == nil, !new.isEmpty, outcome.currentItem != nil,
              nearlyEqual(position, layout.restingPosition(for: position, paging: true)) else { return outcome }
        var out = outcome
        out.position = new.restingPosition(for: outcome.position, paging: true)
        out.currentItem = new.currentItemIndex(at: out.position)
        // Another item is current now, maybe at the index the old one had:
        // it is told, as when the current item is deleted.
        if out.currentItem != outcome.currentItem { out.currentReplaced = true }
        return out
    }

    /// Items changed (insert, delete, move): the layout gets the new count
    /// and everything under way moves by `delta` items with the position, so
    /// the page the user is on, or dragging, stays under the pointer.
    /// `currentReplaced`: the item that was current is gone, so the one now
    /// current is reported even when it has the same index. `retarget`
    /// gives where a move under way now heads (nil: moved by `delta`, as
    /// the position).
    public mutating func applyChange(layout new: PagerLayout, position newPosition: Double, currentReplaced: Bool = false,
                                     retarget: (Double) -> Double? = { _ in nil }) {
        let delta = finite(newPosition - position)
        let old = layout
        layout = new
        if currentReplaced { lastReportedItem = nil }
        switch phase {
        case .dragging(var d):
            // The page the drag began on, and the speed so far, move with it.
            d.raw += delta
            let start = old.anchor(ofUnwrappedPage: d.startPage)
            d.startPage = new.nearestUnwrappedPage(to: retarget(start) ?? start + delta)
            velocity.shift(by: delta)
            phase = .dragging(d)
        case .animating(var a):
            let shifted = new.clamped(a.to + delta)
            let target = retarget(a.to) ?? shifted
            if nearlyEqual(target, shifted) {
                a.from += delta
            } else {
                // The target moved apart from the pages: the rest of the
                // move starts afresh where they are, taking the time left
                // (at least a short move's, as it may now go further).
                let elapsed = a.start.map { max(0, now - $0) } ?? 0
                a.from = new.wraps ? newPosition : new.clamped(newPosition)
                a.duration = max(a.duration - elapsed, min(a.duration, 0.15))
                a.start = nil
            }
            a.to = target
            phase = .animating(a)
        case .decelerating(var s):
            switch s.kind {
            case .spring(var sp):
                let shifted = new.restingPosition(for: sp.target + delta, paging: configuration.pagingEnabled)
                let target = retarget(sp.target).map { new.restingPosition(for: $0, paging: configuration.pagingEnabled) } ?? shifted
                if nearlyEqual(target, shifted) {
                    sp.target = shifted
                } else {
                    // The spring's offset is from its target: a new one
                    // from where the pages are, at the speed they have.
                    let v = sp.velocity(at: s.start.map { max(0, now - $0) } ?? 0)
                    sp = configuration.spring(from: new.wraps ? newPosition : new.clamped(newPosition), to: target, velocity: v)
                    s.start = nil
                }
                s.kind = .spring(sp)
            case .kinetic(var d):
                d.p0 += delta
                s.kind = .kinetic(d)
            }
            phase = .decelerating(s)
        default:
            break
        }
        if new.isEmpty {
            cancelMotion()
            move(to: 0)
            toldNoPage()
            return
        }
        move(to: isDragging ? resisted(position + delta) : new.wraps ? newPosition : new.clamped(newPosition))
        if case .idle = phase { settledIfChanged() }
    }
}

@inline(__always)
func nearlyEqual(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

/// Whether the pages rest, follow a drag, or move on their own to where
/// they will rest (a fling, a snap, a programmatic move, a key, a wheel
/// notch or autoplay). The `scroll-state` property.
public enum ScrollState: Int, Sendable, Equatable {
    /// At rest.
    case idle = 0
    /// Held by a drag.
    case dragging = 1
    /// Coasting or springing to rest.
    case settling = 2
}

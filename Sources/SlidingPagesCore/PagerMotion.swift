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
    public private(set) var layout: PagerLayout {
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
    public private(set) var position: Double {
        didSet { placeChanged() }
    }
    /// The page at ``position``, worked out when the position or layout
    /// changes: a frame asks for it seven times (selection, settling, the
    /// readout, the strip, announcements), about 380 instructions each at
    /// 10^6 wrapping pages (callgrind, `make bench`'s drag).
    private var pageAtPosition: Int?
    /// The item at ``position`` (``PagerLayout/currentItemIndex(at:)``),
    /// worked out with it: a frame asked three times (the move, the
    /// settling check, the readout), about 95 instructions each.
    private var itemAtPosition: Int?
    /// The slots in view at ``position`` (``PagerLayout/visibleSlots(at:)``)
    /// and the load window there (``PagerLayout/loadedSlots(at:)``), worked
    /// out with ``currentPage``: a jump frame asked for them about a dozen
    /// times (recycling, preloading, placing, reporting), about 100
    /// instructions each at 10^6 pages (callgrind, `make bench`'s jump).
    public private(set) var slotsInView = SlotSpan.empty
    /// See ``slotsInView``.
    public private(set) var loadWindow = SlotSpan.empty

    /// The nearest unwrapped page of the last position motion headed for
    /// (``select(target:)``), for this layout: a move there usually follows
    /// at once (a jump, or a programmatic move each frame), and finds its
    /// page here rather than working it out a second time.
    private var targetPage: (position: Double, nearest: Int)?
    /// The unwrapped page nearest ``position``
    /// (``PagerLayout/nearestUnwrappedPage(to:)``), which ``pageAtPosition``
    /// folds: coming to rest on a page needs it again.
    private var nearestPage = 0

    /// Works out what follows from the position and layout.
    private mutating func placeChanged() {
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
    public private(set) var events: [PagerEvent]
    /// The pointer is over the pager: autoscroll and autoplay pause.
    public private(set) var isHovering = false

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

    @usableFromInline private(set) var phase: Phase = .idle
    private var velocity = VelocityTracker()
    private var touchpadRejected = false
    private var lastWheel: Double?
    private var lastReportedItem: Int?
    /// The current page when the current item was last reported.
    private var lastReportedPage: Int?
    private var lastSettledPage: Int?
    /// The page last announced with `pageSelected`: where motion was last
    /// known to be heading.
    private var lastSelectedPage: Int?
    private var restSince: Double?
    private var lastAutoscrollTime: Double?
    private var pendingSlotShift = 0
    /// The latest time seen, for input that arrives without one.
    private var now: Double = 0

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
        if new.isEmpty {
            cancelMotion()
            move(to: 0)
            lastSettledPage = nil
            lastSelectedPage = nil
            return
        }
        switch phase {
        case .idle, .pressed, .rejected:
            var p = position
            if let item, old.itemsPerPage != new.itemsPerPage || old.configuration.alignment != new.configuration.alignment || old.wraps != new.wraps {
                // The page that holds the item, so it stays on screen and aligned.
                p = configuration.pagingEnabled
                    ? new.target(forPage: new.page(ofItem: item), from: position)
                    : new.target(forItem: item, from: position)
            }
            if !autoscrollActive { p = new.restingPosition(for: p, paging: configuration.pagingEnabled) }
            move(to: new.clamped(p))
            settledIfChanged()
        case .dragging(var d):
            d.raw = new.wraps ? d.raw : clamp(d.raw, new.minPosition - 1, new.maxPosition + 1)
            phase = .dragging(d)
            move(to: resisted(d.raw))
        case .animating(var a):
            a.to = new.restingPosition(for: a.to, paging: configuration.pagingEnabled)
            phase = .animating(a)
        case .decelerating(var s):
            if case .spring(var sp) = s.kind {
                let target = new.restingPosition(for: sp.target, paging: configuration.pagingEnabled)
                sp = configuration.spring(from: position, to: target, velocity: 0)
                s.kind = .spring(sp)
                s.start = nil
                phase = .decelerating(s)
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

    /// Items changed (insert, delete, move): the layout gets the new count
    /// and everything under way moves by `delta` items with the position, so
    /// the page the user is on, or dragging, stays under the pointer.
    /// `currentReplaced`: the item that was current is gone, so the one now
    /// current is reported even when it has the same index.
    public mutating func applyChange(layout new: PagerLayout, position newPosition: Double, currentReplaced: Bool = false) {
        let delta = finite(newPosition - position)
        layout = new
        if currentReplaced { lastReportedItem = nil }
        switch phase {
        case .dragging(var d):
            d.raw += delta
            phase = .dragging(d)
        case .animating(var a):
            a.from += delta
            a.to = new.clamped(a.to + delta)
            phase = .animating(a)
        case .decelerating(var s):
            switch s.kind {
            case .spring(var sp):
                sp.target = new.restingPosition(for: sp.target + delta, paging: configuration.pagingEnabled)
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
            lastSettledPage = nil
            lastSelectedPage = nil
            return
        }
        move(to: isDragging ? resisted(position + delta) : new.wraps ? newPosition : new.clamped(newPosition))
        if case .idle = phase { settledIfChanged() }
    }

    // MARK: Pointer and touch

    /// A button press or touch begins at physical (x, y) in the pager.
    /// A moving pager stops under the finger.
    public mutating func pointerDown(x: Double, y: Double, time: Double) {
        now = time
        let caught = interruptForInput()
        phase = .pressed(x: x, y: y, caught: caught)
        velocity.reset()
        velocity.add(time: time, value: position)
    }

    /// The pointer moved to physical (x, y). Returns whether the pager is
    /// dragging (a child should then lose the press).
    @discardableResult
    public mutating func pointerMove(x: Double, y: Double, time: Double) -> Bool {
        now = time
        switch phase {
        case .pressed(let x0, let y0, let caught):
            let along = layout.logicalDelta(dx: x - x0, dy: y - y0)
            let across = layout.configuration.orientation == .horizontal ? abs(y - y0) : abs(x - x0)
            let threshold = configuration.dragThreshold
            guard configuration.scrollEnabled, !layout.isEmpty else {
                if abs(along) >= threshold || across >= threshold { phase = .rejected(caught: caught) }
                return false
            }
            if abs(along) >= threshold && abs(along) >= across {
                // The drag starts where the threshold was crossed, so the
                // page does not jump by the threshold.
                let beyond = (abs(along) - threshold) * (along < 0 ? -1 : 1)
                let start = layout.nearestUnwrappedPage(to: position)
                phase = .dragging(Drag(source: .pointer, startPage: start, raw: position, lastX: x, lastY: y))
                emit(.willBeginDragging)
                dragBy(pixels: beyond, time: time)
                return true
            }
            if across >= threshold && across > abs(along) { phase = .rejected(caught: caught) }
            return false
        case .dragging(var d):
            guard d.source == .pointer else { return true }
            let along = layout.logicalDelta(dx: x - d.lastX, dy: y - d.lastY)
            d.lastX = x
            d.lastY = y
            phase = .dragging(d)
            dragBy(pixels: along, time: time)
            return true
        default:
            return false
        }
    }

    /// The press ended. A press that never dragged is a tap on the item under
    /// it (unless it caught a moving pager).
    /// `selectable` is false when a child control took the press: then it
    /// is not a tap on the page.
    public mutating func pointerUp(time: Double, selectable: Bool = true) {
        now = time
        switch phase {
        case .pressed(let x, let y, let caught):
            phase = .idle
            if !caught, selectable, let slot = layout.slot(atX: x, y: y, position: position), let item = layout.item(atSlot: slot) {
                emit(.tapped(item: item))
            }
            finishAtRest(time: time)
        case .rejected:
            phase = .idle
            finishAtRest(time: time)
        case .dragging(let d) where d.source == .pointer:
            release(velocity: velocity.velocity(releasedAt: time, window: configuration.velocityWindow), source: .pointer, time: time)
        default:
            break
        }
    }

    /// The press was taken away (grab broken, touch cancelled): no fling, no tap.
    public mutating func pointerCancel(time: Double) {
        now = time
        switch phase {
        case .pressed, .rejected:
            phase = .idle
            finishAtRest(time: time)
        case .dragging(let d) where d.source == .pointer:
            release(velocity: 0, source: .pointer, time: time)
        default:
            break
        }
    }

    // MARK: Scrubbing

    /// The scrubber nub was grabbed: a drag whose positions come straight
    /// straight from the nub's place on its track (whole pages where a
    /// pixel of it spans a page or more), not from pixel deltas.
    public mutating func scrubBegin(time: Double) {
        now = time
        guard !layout.isEmpty else { return }
        _ = interruptForInput()
        velocity.reset()
        phase = .dragging(Drag(source: .pointer, startPage: layout.nearestUnwrappedPage(to: position), raw: position, lastX: 0, lastY: 0))
        emit(.willBeginDragging)
    }

    /// The nub moved: the pager goes to `position` (clamped).
    public mutating func scrub(to p: Double, time: Double) {
        now = time
        guard case .dragging(var d) = phase, p.isFinite else { return }
        d.raw = layout.clamped(p)
        phase = .dragging(d)
        move(to: d.raw)
    }

    /// The nub was let go: with paging, the nearest page; no fling.
    public mutating func scrubEnd(time: Double) {
        now = time
        guard case .dragging = phase else { return }
        release(velocity: 0, source: .pointer, time: time)
    }

    // MARK: Touchpad

    /// A smooth scroll from a touchpad, in GDK scroll units. `isStop` marks
    /// the fingers lifting. Returns whether the pager took it (a rejected,
    /// mostly cross-axis scroll belongs to whatever scrolls across).
    @discardableResult
    public mutating func touchpadScroll(dx: Double, dy: Double, isStop: Bool, time: Double) -> Bool {
        now = time
        if isStop {
            touchpadRejected = false
            if case .dragging(let d) = phase, d.source == .touchpad {
                release(velocity: velocity.velocity(releasedAt: time, window: configuration.velocityWindow), source: .touchpad, time: time)
                return true
            }
            return false
        }
        if touchpadRejected { return false }
        let horizontal = layout.configuration.orientation == .horizontal
        let along = horizontal ? (layout.configuration.rightToLeft ? -dx : dx) : dy
        let across = horizontal ? dy : dx
        if case .dragging(let d) = phase, d.source == .touchpad {
            dragBy(items: along / unitsPerItem, time: time)
            return true
        }
        guard configuration.scrollEnabled, !layout.isEmpty, along != 0 || across != 0 else { return false }
        if abs(along) < configuration.touchpadAxisRatio * abs(across) {
            touchpadRejected = true
            return false
        }
        _ = interruptForInput()
        velocity.reset()
        velocity.add(time: time, value: position)
        phase = .dragging(Drag(source: .touchpad, startPage: layout.nearestUnwrappedPage(to: position), raw: position, lastX: 0, lastY: 0))
        emit(.willBeginDragging)
        dragBy(items: along / unitsPerItem, time: time)
        return true
    }

    private var unitsPerItem: Double {
        let perPage = layout.configuration.orientation == .horizontal ? configuration.touchpadUnitsPerPageHorizontal : configuration.touchpadUnitsPerPageVertical
        return perPage / Double(layout.itemsPerPage)
    }

    // MARK: Wheel and keys

    /// Mouse-wheel notches: +1 forward (down, or right in a left-to-right
    /// pager), −1 back. One page per notch; notches inside the cooldown are
    /// swallowed. Returns whether the pager took the event.
    @discardableResult
    public mutating func wheel(steps: Int, time: Double) -> Bool {
        now = time
        guard configuration.scrollEnabled, !layout.isEmpty, steps != 0 else { return false }
        if isDragging { return true }
        if let last = lastWheel, time - last < configuration.wheelCooldown, time >= last { return true }
        lastWheel = time
        let base = baseUnwrappedPage()
        let target = layout.anchor(ofUnwrappedPage: base + (steps > 0 ? 1 : -1))
        if !layout.wraps && nearlyEqual(target, destination) { return true }
        startAnimation(to: target, duration: configuration.pageAnimationDuration, id: nil, curve: .easeOut, time: time)
        return true
    }

    /// A key's intent (see ``PagerLayout/intent(for:)``). Returns whether it moved.
    @discardableResult
    public mutating func perform(_ intent: KeyIntent, time: Double) -> Bool {
        now = time
        guard configuration.scrollEnabled, !layout.isEmpty, !isDragging else { return false }
        let target: Double
        switch intent {
        case .previousItem, .nextItem:
            let step = intent == .nextItem ? 1 : -1
            if layout.itemsPerPage == 1 {
                target = layout.anchor(ofUnwrappedPage: baseUnwrappedPage() + step)
            } else {
                let slot = layout.currentSlot(at: destination) + step
                target = layout.wraps ? Double(slot) + layout.anchorShift : layout.clamped(Double(slot) + layout.anchorShift)
            }
        case .previousPage, .nextPage:
            target = layout.anchor(ofUnwrappedPage: baseUnwrappedPage() + (intent == .nextPage ? 1 : -1))
        case .first:
            target = layout.target(forPage: 0, from: position)
        case .last:
            target = layout.target(forPage: layout.lastPageIndex, from: position)
        }
        if nearlyEqual(target, destination) && !isScrolling { return false }
        startAnimation(to: target, duration: configuration.pageAnimationDuration, id: nil, curve: .easeOut, time: time)
        return true
    }

    // MARK: Programmatic moves

    /// Scrolls so `item` is current; clamped without wrap, the shortest way
    /// round with wrap. A duration of 0 jumps. `id` comes back in
    /// `moveFinished`, with `finished: false` if something interrupts it.
    public mutating func scroll(toItem item: Int, duration: Double, time: Double, id: Int? = nil) {
        now = time
        guard !layout.isEmpty else { return finishEmpty(id) }
        startMove(to: layout.target(forItem: item, from: position), duration: duration, id: id, time: time)
    }

    /// Scrolls to a page; as ``scroll(toItem:duration:time:id:)``.
    public mutating func scroll(toPage page: Int, duration: Double, time: Double, id: Int? = nil) {
        now = time
        guard !layout.isEmpty else { return finishEmpty(id) }
        startMove(to: layout.target(forPage: page, from: position), duration: duration, id: id, time: time)
    }

    /// Scrolls by whole items from the current (or pending) item; clamped at
    /// the ends unless wrapping.
    public mutating func scroll(byItems count: Int, duration: Double, time: Double, id: Int? = nil) {
        now = time
        guard !layout.isEmpty else { return finishEmpty(id) }
        let base = Double(layout.currentSlot(at: destination)) + layout.anchorShift
        let steps = Double(clamp(count, -slotMagnitudeLimit / 4, slotMagnitudeLimit / 4))
        startMove(to: layout.clamped(base + steps), duration: duration, id: id, time: time)
    }

    /// Moves to a fractional position (RAPageViewController's
    /// `setDisplayIndex:animated:completion:`, 0.3 s when animated). A
    /// non-finite position is refused (returns false) and nothing changes.
    /// With wrap, `p` is taken the shortest way round, as page scrolls are:
    /// a position that keeps growing (an app following a finger or a clock)
    /// moves on smoothly lap after lap instead of jumping back a lap.
    @discardableResult
    public mutating func setPosition(_ p: Double, animated: Bool, time: Double, id: Int? = nil) -> Bool {
        now = time
        guard p.isFinite else { return false }
        guard !layout.isEmpty else {
            finishEmpty(id)
            return true
        }
        let target = layout.wraps ? layout.nearestLap(of: p, to: position) : layout.clamped(p)
        startMove(to: target, duration: animated ? 0.3 : 0, id: id, time: time)
        return true
    }

    // MARK: Hover, autoscroll and autoplay

    /// The pointer entered or left the pager.
    public mutating func setHovering(_ hovering: Bool, time: Double) {
        now = time
        guard hovering != isHovering else { return }
        isHovering = hovering
        if !hovering {
            restSince = time
            lastAutoscrollTime = nil
        }
    }

    private var autoscrollActive: Bool {
        guard configuration.autoscroll != 0, configuration.autoscroll.isFinite, !isHovering, !layout.isEmpty else { return false }
        if layout.wraps { return true }
        return configuration.autoscroll > 0 ? position < layout.maxPosition : position > layout.minPosition
    }

    private var canAutoplay: Bool {
        guard !layout.isEmpty, layout.numberOfPages > 1 else { return false }
        if layout.wraps { return true }
        return (currentPage ?? 0) < layout.lastPageIndex
    }

    // MARK: Frames

    /// Advances motion to the frame time `time` (seconds).
    public mutating func advance(to time: Double) {
        now = time
        switch phase {
        case .decelerating(var s):
            if s.start == nil {
                s.start = time
                phase = .decelerating(s)
            }
            stepSettle(s, time: time)
        case .animating(var a):
            if a.start == nil {
                a.start = time
                phase = .animating(a)
            }
            let t = a.duration > 0 ? (time - (a.start ?? time)) / a.duration : 1
            if t >= 1 {
                move(to: a.to)
                phase = .idle
                emit(.didEndScrollingAnimation)
                if let id = a.id { emit(.moveFinished(id: id, finished: true)) }
                finishAtRest(time: time)
            } else {
                let e = a.curve == .easeInOut ? easeInOutCubic(t) : easeOutCubic(t)
                move(to: a.from + (a.to - a.from) * e)
            }
        case .idle:
            stepIdle(time: time)
        default:
            break
        }
    }

    // MARK: Internals

    mutating func emit(_ e: PagerEvent) { events.append(e) }

    /// Puts `e` before the events not yet taken (the step that caused it
    /// is reported after it).
    mutating func emitFirst(_ e: PagerEvent) { events.insert(e, at: 0) }

    /// Moves to `p`, reporting scroll and live item changes.
    private mutating func move(to p: Double) {
        let p = finite(p, or: position)
        if p != position {
            position = p
            emit(.didScroll)
        }
        reportCurrentItem()
    }

    /// Reports a new current item, unless it waits for rest.
    private mutating func reportCurrentItem() {
        if defersCurrentItem && isMoving { return }
        lastReportedPage = currentPage
        let item = currentItemIndex
        if item != lastReportedItem {
            lastReportedItem = item
            if let item { emit(.currentItemIndexDidChange(item)) }
        }
    }

    /// The position shown for a raw drag position: rubber-banded past the
    /// ends with `bounces`, stopped dead without.
    private func resisted(_ raw: Double) -> Double {
        if layout.wraps { return raw }
        let lo = layout.minPosition, hi = layout.maxPosition
        guard raw < lo || raw > hi else { return raw }
        let bound = raw < lo ? lo : hi
        guard configuration.bounces else { return bound }
        let over = (raw - bound) * layout.stride
        let shown = rubberBand(over, dimension: max(1, layout.viewportExtent), constant: configuration.rubberBandConstant)
        return bound + shown / layout.stride
    }

    private mutating func dragBy(pixels: Double, time: Double) {
        dragBy(items: pixels / layout.stride, time: time)
    }

    private mutating func dragBy(items: Double, time: Double) {
        guard case .dragging(var d) = phase, items.isFinite else { return }
        d.raw += items
        phase = .dragging(d)
        velocity.add(time: time, value: d.raw)
        move(to: resisted(d.raw))
    }

    /// Stops what is moving because the user took hold. Returns whether
    /// something was moving.
    private mutating func interruptForInput() -> Bool {
        switch phase {
        case .decelerating:
            phase = .idle
            emit(.didEndDecelerating)
            return true
        case .animating(let a):
            phase = .idle
            if let id = a.id { emit(.moveFinished(id: id, finished: false)) }
            return true
        case .dragging:
            // A second input took over (touchpad during a drag): end the first.
            phase = .idle
            emit(.didEndDragging(willDecelerate: false))
            return true
        default:
            return autoscrollActive
        }
    }

    /// Stops any motion at once (the pager was emptied), ending what was
    /// under way with its closing event: a move's unfinished completion,
    /// the end of a deceleration or of a drag. No settle, no scroll.
    private mutating func cancelMotion() {
        if case .animating(let a) = phase, let id = a.id { emit(.moveFinished(id: id, finished: false)) }
        if case .decelerating = phase { emit(.didEndDecelerating) }
        if case .dragging = phase { emit(.didEndDragging(willDecelerate: false)) }
        phase = .idle
    }

    /// Ends what is under way as ``cancelMotion()`` does and hands over
    /// every event not yet taken: a reload replaces this motion, and its
    /// move's completion must still hear that it did not arrive.
    mutating func stopForRestart() -> [PagerEvent] {
        cancelMotion()
        defer { events.removeAll() }
        return events
    }

    private mutating func finishEmpty(_ id: Int?) {
        if let id { emit(.moveFinished(id: id, finished: true)) }
    }

    /// The page new page-steps count from: the destination of a move under way.
    private func baseUnwrappedPage() -> Int {
        layout.nearestUnwrappedPage(to: destination)
    }

    /// Release of a drag with velocity `v` (items per second).
    private mutating func release(velocity v: Double, source: InputSource, time: Double) {
        guard case .dragging(let d) = phase else { return }
        let lo = layout.minPosition, hi = layout.maxPosition
        let over = !layout.wraps && (position < lo - 1e-9 || position > hi + 1e-9)
        let rate = source == .touchpad ? configuration.touchpadDecelerationRate : configuration.decelerationRate
        var settle: SettleKind?
        var target = position
        if configuration.pagingEnabled {
            target = pagingTarget(velocity: v, source: source, startPage: d.startPage)
            if !nearlyEqual(target, position) {
                settle = .spring(configuration.spring(from: position, to: target, velocity: over ? 0 : v))
            }
        } else if over {
            target = clamp(position, lo, hi)
            settle = .spring(configuration.spring(from: position, to: target, velocity: 0))
        } else if abs(v) * layout.stride > configuration.restSpeed {
            let dec = Deceleration(from: position, velocity: v, rate: rate)
            target = layout.restingPosition(for: dec.restingPosition, paging: false)
            settle = .kinetic(dec)
        } else {
            target = layout.restingPosition(for: position, paging: false)
            if !nearlyEqual(target, position) {
                settle = .spring(configuration.spring(from: position, to: target, velocity: 0))
            }
        }
        let willMove = settle != nil
        if configuration.reducedMotion, willMove {
            emit(.didEndDragging(willDecelerate: false))
            select(target: target)
            phase = .idle
            move(to: target)
            finishAtRest(time: time)
            return
        }
        emit(.didEndDragging(willDecelerate: willMove))
        if let settle {
            // After willBeginDecelerating, which follows didEndDragging at once.
            emit(.willBeginDecelerating)
            select(target: target)
            phase = .decelerating(Settle(kind: settle, start: time))
        } else {
            select(target: target)
            phase = .idle
            finishAtRest(time: time)
        }
    }

    /// The page a paging release goes to: by position when slow; otherwise
    /// the next page in the direction of the fling, at most one page beyond
    /// where the drag began unless long swipes are allowed.
    func pagingTarget(velocity v: Double, source: InputSource, startPage: Int) -> Double {
        let p = position
        let speed: Double
        let threshold: Double
        switch source {
        case .pointer:
            speed = abs(v) * layout.stride / 1000  // pixels per ms
            threshold = configuration.flingThreshold
        case .touchpad:
            speed = abs(v) * unitsPerItem / 1000  // touchpad units per ms
            threshold = configuration.touchpadFlingThreshold
        }
        var k: Int
        if speed < threshold || v == 0 {
            k = layout.nearestUnwrappedPage(to: p)
        } else {
            let forward = v > 0
            k = layout.unwrappedPage(from: p, rounding: forward ? .up : .down)
            if nearlyEqual(layout.anchor(ofUnwrappedPage: k), p) { k += forward ? 1 : -1 }
            if configuration.allowsLongSwipes {
                let rate = source == .touchpad ? configuration.touchpadDecelerationRate : configuration.decelerationRate
                let projected = p + v / 1000 * rate / (1 - rate)
                let kp = layout.nearestUnwrappedPage(to: projected)
                k = forward ? max(k, kp) : min(k, kp)
            } else {
                let below = layout.unwrappedPage(from: p, rounding: .down)
                let above = layout.unwrappedPage(from: p, rounding: .up)
                k = clamp(k, min(startPage - 1, below), max(startPage + 1, above))
            }
        }
        if !layout.wraps { k = clamp(k, layout.firstPageIndex, layout.lastPageIndex) }
        return layout.anchor(ofUnwrappedPage: k)
    }

    private mutating func stepSettle(_ s: Settle, time: Double) {
        let t = time - (s.start ?? time)
        let stride = layout.stride
        switch s.kind {
        case .spring(let sp):
            let p = sp.position(at: t)
            let v = sp.velocity(at: t)
            if abs(p - sp.target) * stride < configuration.restDistance && abs(v) * stride < configuration.restSpeed {
                move(to: sp.target)
                endDeceleration(time: time)
            } else {
                move(to: p)
            }
        case .kinetic(let dec):
            let p = dec.position(at: t)
            let v = dec.velocity(at: t)
            if !layout.wraps && (p < layout.minPosition || p > layout.maxPosition) {
                let bound = p < layout.minPosition ? layout.minPosition : layout.maxPosition
                if configuration.bounces {
                    // Carry the speed into a spring that overshoots and comes back.
                    move(to: bound)
                    let sp = configuration.spring(from: bound, to: bound, velocity: v)
                    phase = .decelerating(Settle(kind: .spring(sp), start: time))
                } else {
                    move(to: bound)
                    endDeceleration(time: time)
                }
                return
            }
            if abs(v) * stride < configuration.restSpeed {
                let rest = layout.restingPosition(for: p, paging: false)
                if nearlyEqual(rest, p) {
                    move(to: rest)
                    endDeceleration(time: time)
                } else {
                    move(to: p)
                    let sp = configuration.spring(from: p, to: rest, velocity: v)
                    phase = .decelerating(Settle(kind: .spring(sp), start: time))
                }
            } else {
                move(to: p)
            }
        }
    }

    private mutating func endDeceleration(time: Double) {
        phase = .idle
        emit(.didEndDecelerating)
        finishAtRest(time: time)
    }

    private mutating func startMove(to target: Double, duration: Double, id: Int?, time: Double) {
        let d = finite(duration)
        startAnimation(to: target, duration: d, id: id, curve: .easeInOut, time: time)
    }

    /// Interrupts what is under way and animates (or jumps) to `target`.
    private mutating func startAnimation(to target: Double, duration: Double, id: Int?, curve: Curve, time: Double) {
        switch phase {
        case .animating(let a):
            if let old = a.id { emit(.moveFinished(id: old, finished: false)) }
        case .decelerating:
            emit(.didEndDecelerating)
        case .dragging:
            emit(.didEndDragging(willDecelerate: false))
        default:
            break
        }
        phase = .idle
        select(target: target)
        if duration <= 0 || configuration.reducedMotion || nearlyEqual(target, position) {
            move(to: target)
            if let id { emit(.moveFinished(id: id, finished: true)) }
            finishAtRest(time: time)
            return
        }
        // A long jump lands a few pages short, then animates the rest, so it
        // neither sweeps through every page between nor loads them.
        let span = Double(configuration.longJumpPages * layout.itemsPerPage)
        if abs(target - position) > span {
            move(to: target - (target > position ? span : -span))
        }
        phase = .animating(Animation(from: position, to: target, start: time, duration: duration, id: id, curve: curve))
    }

    /// Called whenever motion stops: snaps to a page if left between pages
    /// (paging), brings a wrapping position back into its first lap, and
    /// reports the settled page if it changed.
    private mutating func finishAtRest(time: Double) {
        restSince = time
        lastAutoscrollTime = nil
        guard !layout.isEmpty else { return }
        if !autoscrollActive {
            // Paging, the anchor of the page nearest the position, known
            // already (``PagerLayout/restingPosition(for:paging:)``).
            let rest = configuration.pagingEnabled ? layout.anchor(ofUnwrappedPage: nearestPage)
                                                   : layout.restingPosition(for: position, paging: false)
            if !nearlyEqual(rest, position) {
                if configuration.reducedMotion {
                    move(to: rest)
                } else {
                    select(target: rest)
                    phase = .animating(Animation(from: position, to: rest, start: time, duration: configuration.pageAnimationDuration, id: nil, curve: .easeOut))
                    return
                }
            }
        }
        normalizeLap()
        settledIfChanged()
    }

    private mutating func normalizeLap() {
        guard layout.wraps else { return }
        let n = layout.normalized(position)
        if n != position {
            let laps = ((position - n) / Double(layout.lapLength)).rounded()
            pendingSlotShift -= Int(laps) * layout.lapLength
            // Same place, other lap: no scroll event, the pages do not move.
            position = n
        }
    }

    private mutating func settledIfChanged() {
        // A current item held while moving is told before the settle.
        reportCurrentItem()
        let page = currentPage
        if page != lastSettledPage {
            lastSettledPage = page
            if let page {
                selectIfChanged(page)
                emit(.settled(page: page))
            }
        }
    }

    /// `pageSelected` once the page motion heads for is known and is not
    /// the one last selected (ViewPager2's `onPageSelected`): at a drag's
    /// release, a move's start, a snap, and at the latest as it settles.
    private mutating func selectIfChanged(_ page: Int?) {
        guard let page, page != lastSelectedPage else { return }
        lastSelectedPage = page
        emit(.pageSelected(page: page))
    }

    /// Selects the page of a position motion heads for.
    private mutating func select(target: Double) {
        let nearest = layout.nearestUnwrappedPage(to: target)
        targetPage = (target, nearest)
        selectIfChanged(layout.currentPage(nearest: nearest))
    }

    private mutating func stepIdle(time: Double) {
        guard !layout.isEmpty else { return }
        if autoscrollActive {
            if let last = lastAutoscrollTime {
                let dt = max(0, min(time - last, 0.25))  // a stalled frame clock does not leap
                var p = position + configuration.autoscroll * dt
                if !layout.wraps { p = clamp(p, layout.minPosition, layout.maxPosition) }
                move(to: p)
                if !autoscrollActive { finishAtRest(time: time) }
            }
            lastAutoscrollTime = time
            return
        }
        if let interval = configuration.autoplayInterval, interval > 0, !isHovering, canAutoplay {
            let since = restSince ?? time
            if restSince == nil { restSince = time }
            if time - since >= interval {
                let target = layout.anchor(ofUnwrappedPage: layout.nearestUnwrappedPage(to: position) + 1)
                startAnimation(to: target, duration: max(configuration.pageAnimationDuration, 0.4), id: nil, curve: .easeInOut, time: time)
            }
        }
    }

    private mutating func configurationChanged(from old: MotionConfiguration) {
        if old.autoscroll != 0 && configuration.autoscroll == 0, case .idle = phase {
            // Autoscroll stopped: come to rest on a page.
            finishAtRest(time: now)
        }
        if old.autoplayInterval != configuration.autoplayInterval { restSince = now }
        if configuration.reducedMotion, !old.reducedMotion {
            switch phase {
            case .animating, .decelerating:
                let target = destination
                startAnimation(to: target, duration: 0, id: nil, curve: .easeOut, time: now)
            default: break
            }
        }
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

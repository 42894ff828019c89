// Input and moves: what pointers, touch, the nub, touchpads, wheels, keys,
// programmatic moves, hovering and autoplay do to the motion.

extension PagerMotion {
    // MARK: Pointer and touch

    /// A button press or touch begins at physical (x, y) in the pager,
    /// over content that does `nested` with drags along the axis. A moving
    /// pager stops under the finger.
    public mutating func pointerDown(x: Double, y: Double, time: Double, nested: NestedDrag = NestedDrag()) {
        now = time
        pressNested = nested
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
                // Content that can move this way keeps the drag.
                if pressNested.keeps(delta: layout.configuration.orientation == .horizontal ? x - x0 : y - y0) {
                    phase = .rejected(caught: caught)
                    return false
                }
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

    var unitsPerItem: Double {
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
            // Paging, an item's step would snap back to the page it left:
            // an arrow turns the page, as the README and AdwCarousel's do.
            if layout.itemsPerPage == 1 || configuration.pagingEnabled {
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
    /// the ends unless wrapping. Paging with several items a page, to the
    /// page holding the item, at least one page on.
    public mutating func scroll(byItems count: Int, duration: Double, time: Double, id: Int? = nil) {
        now = time
        guard !layout.isEmpty else { return finishEmpty(id) }
        let steps = clamp(count, -slotMagnitudeLimit / 4, slotMagnitudeLimit / 4)
        let ipp = layout.itemsPerPage
        guard configuration.pagingEnabled && ipp > 1 && steps != 0 else {
            let base = Double(layout.currentSlot(at: destination)) + layout.anchorShift
            return startMove(to: layout.clamped(base + Double(steps)), duration: duration, id: id, time: time)
        }
        // Paging rests on pages: to the page holding the item `count` on,
        // and at least a page on (a move inside the page would settle back).
        let pages = steps > 0 ? max(1, steps / ipp) : floorDiv(steps, ipp)
        startMove(to: layout.anchor(ofUnwrappedPage: layout.nearestUnwrappedPage(to: destination) + pages), duration: duration, id: id, time: time)
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

    var autoscrollActive: Bool {
        guard configuration.autoscroll != 0, configuration.autoscroll.isFinite, configuration.onScreen, !isHovering, !layout.isEmpty else { return false }
        if layout.wraps { return true }
        return configuration.autoscroll > 0 ? position < layout.maxPosition : position > layout.minPosition
    }

    var canAutoplay: Bool {
        guard configuration.onScreen, !layout.isEmpty, layout.numberOfPages > 1 else { return false }
        if layout.wraps { return true }
        return (currentPage ?? 0) < layout.lastPageIndex
    }
}

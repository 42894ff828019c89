// Frames and the motion's internals: each frame's step, drags, releases,
// settles, animations and what is reported as they end.

extension PagerMotion {
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
    mutating func move(to p: Double) {
        let p = finite(p, or: position)
        if p != position {
            position = p
            emit(.didScroll)
        }
        reportCurrentItem()
    }

    /// Reports a new current item, unless it waits for rest.
    mutating func reportCurrentItem() {
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
    func resisted(_ raw: Double) -> Double {
        if layout.wraps { return raw }
        let lo = layout.minPosition, hi = layout.maxPosition
        guard raw < lo || raw > hi else { return raw }
        let bound = raw < lo ? lo : hi
        guard configuration.bounces else { return bound }
        let over = (raw - bound) * layout.stride
        let shown = rubberBand(over, dimension: max(1, layout.viewportExtent), constant: configuration.rubberBandConstant)
        return bound + shown / layout.stride
    }

    mutating func dragBy(pixels: Double, time: Double) {
        dragBy(items: pixels / layout.stride, time: time)
    }

    mutating func dragBy(items: Double, time: Double) {
        guard case .dragging(var d) = phase, items.isFinite else { return }
        d.raw += items
        phase = .dragging(d)
        velocity.add(time: time, value: d.raw)
        move(to: resisted(d.raw))
    }

    /// Stops what is moving because the user took hold. Returns whether
    /// something was moving.
    mutating func interruptForInput() -> Bool {
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
    mutating func cancelMotion() {
        if case .animating(let a) = phase, let id = a.id { emit(.moveFinished(id: id, finished: false)) }
        if case .decelerating = phase { emit(.didEndDecelerating) }
        if case .dragging = phase { emit(.didEndDragging(willDecelerate: false)) }
        phase = .idle
    }

    /// The pages get no frames (their widget left the screen): a move on
    /// its own ends now where it was going, its completion told it
    /// arrived, as AdwCarousel's animations skip to their end unmapped.
    /// A drag is its press's to end; autoscroll waits for frames again.
    /// Returns whether anything moved (the caller then applies a plan).
    @discardableResult
    public mutating func skipToRest(time: Double) -> Bool {
        now = time
        switch phase {
        case .animating(var a):
            a.duration = 0
            phase = .animating(a)
            advance(to: time)
        case .decelerating:
            startAnimation(to: destination, duration: 0, id: nil, curve: .easeOut, time: time)
        default:
            return false
        }
        return true
    }

    /// Ends what is under way as ``cancelMotion()`` does and hands over
    /// every event not yet taken: a reload replaces this motion, and its
    /// move's completion must still hear that it did not arrive.
    mutating func stopForRestart() -> [PagerEvent] {
        cancelMotion()
        defer { events.removeAll() }
        return events
    }

    /// The item, page, settled page and selected page last told.
    typealias Told = (item: Int?, page: Int?, settled: Int?, selected: Int?)

    /// What the host has heard of the page and item: the last ones told.
    var told: Told { (lastReportedItem, lastReportedPage, lastSettledPage, lastSelectedPage) }

    /// After a restart, the pages the old motion told stand until this one
    /// tells otherwise: a reload that lands elsewhere, even from inside a
    /// handler of the old motion's events, says where it rests.
    mutating func carry(_ old: Told) {
        // A source with no count numbers its pages from its first page once
        // known: until then the old numbers mean nothing here.
        if case .unbounded(nil, _, nil) = layout.domain { return }
        // A pager that told nothing yet (it had no pages) has nothing to correct.
        guard old.settled != nil || old.selected != nil else { return }
        // Emptied, it tells nothing now, and stands on no page (-1, as the
        // widgets' properties say): filled again, it tells its page.
        (lastReportedItem, lastReportedPage, lastSettledPage, lastSelectedPage) = old
        guard !layout.isEmpty else { return toldNoPage() }
        if case .idle = phase {
            selectIfChanged(currentPage)
            settledIfChanged()
        } else {
            // Moving on, it settles when it arrives; where to is told now.
            select(target: destination)
        }
    }

    /// An emptied pager told no page: the next page it has is news (one
    /// that never told a page has none to tell).
    mutating func toldNoPage() {
        guard lastSettledPage != nil || lastSelectedPage != nil else { return }
        (lastReportedItem, lastReportedPage, lastSettledPage, lastSelectedPage) = (-1, -1, -1, -1)
    }

    mutating func finishEmpty(_ id: Int?) {
        if let id { emit(.moveFinished(id: id, finished: true)) }
    }

    /// The page new page-steps count from: the destination of a move under way.
    func baseUnwrappedPage() -> Int {
        layout.nearestUnwrappedPage(to: destination)
    }

    /// Release of a drag with velocity `v` (items per second).
    mutating func release(velocity v: Double, source: InputSource, time: Double) {
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

    mutating func stepSettle(_ s: Settle, time: Double) {
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

    mutating func endDeceleration(time: Double) {
        phase = .idle
        emit(.didEndDecelerating)
        finishAtRest(time: time)
    }

    mutating func startMove(to target: Double, duration: Double, id: Int?, time: Double) {
        let d = finite(duration)
        startAnimation(to: target, duration: d, id: id, curve: .easeInOut, time: time)
    }

    /// Interrupts what is under way and animates (or jumps) to `target`.
    mutating func startAnimation(to target: Double, duration: Double, id: Int?, curve: Curve, time: Double) {
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
        if duration <= 0 || configuration.reducedMotion || !configuration.onScreen || nearlyEqual(target, position) {
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
    mutating func finishAtRest(time: Double) {
        restSince = time
        lastAutoscrollTime = nil
        guard !layout.isEmpty else { return }
        if !autoscrollActive {
            // Paging, the anchor of the page nearest the position, known
            // already (``PagerLayout/restingPosition(for:paging:)``).
            let rest = configuration.pagingEnabled ? layout.anchor(ofUnwrappedPage: nearestPage)
                                                   : layout.restingPosition(for: position, paging: false)
            if !nearlyEqual(rest, position) {
                if configuration.reducedMotion || !configuration.onScreen {
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

    mutating func normalizeLap() {
        guard layout.wraps else { return }
        let n = layout.normalized(position)
        if n != position {
            let laps = ((position - n) / Double(layout.lapLength)).rounded()
            pendingSlotShift -= Int(laps) * layout.lapLength
            // Same place, other lap: no scroll event, the pages do not move.
            position = n
        }
    }

    mutating func settledIfChanged() {
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
    mutating func selectIfChanged(_ page: Int?) {
        guard let page, page != lastSelectedPage else { return }
        lastSelectedPage = page
        emit(.pageSelected(page: page))
    }

    /// Selects the page of a position motion heads for.
    mutating func select(target: Double) {
        let nearest = layout.nearestUnwrappedPage(to: target)
        targetPage = (target, nearest)
        selectIfChanged(layout.currentPage(nearest: nearest))
    }

    mutating func stepIdle(time: Double) {
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

    mutating func configurationChanged(from old: MotionConfiguration) {
        if old.autoscroll != 0 && configuration.autoscroll == 0, case .idle = phase {
            // Autoscroll stopped: come to rest on a page.
            finishAtRest(time: now)
        }
        // The interval runs from the next frame: the last time seen may be
        // long ago, or none (a pager made with autoplay set).
        if old.autoplayInterval != configuration.autoplayInterval || old.onScreen != configuration.onScreen { restSince = nil }
        // Off screen no frames come: what is under way ends where it was
        // going, before the host hears of it and starts a move of its own.
        if old.onScreen, !configuration.onScreen { skipToRest(time: now) }
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

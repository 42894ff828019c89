// The engine's chrome: where the strip, dots and nub are, how opaque they
// are, what a press on them does, and the scrubber's selection. Input comes
// in the pager's coordinates; the pages' own coordinates start below the
// strip.

extension PagerEngine {
    // MARK: Geometry

    /// The chrome's rectangles for the pager's size and options: those
    /// kept since the last change, unless the layout's direction changed
    /// since (a layout handed to the motion directly).
    @inlinable
    public var chromeLayout: ChromeLayout {
        let c = layout.configuration
        let kept = keptChromeLayout
        // The kept rectangles are made again at every change of options,
        // size, layout and count (chromeGeometryChanged).
        if kept.orientation == c.orientation && kept.rightToLeft == c.rightToLeft { return kept }
        return ChromeLayout(options: chromeInEffect, size: size, orientation: c.orientation, rightToLeft: c.rightToLeft)
    }

    /// The page dots, or nil without pages to show. A before/after source
    /// shows a window of ``PageDots/unboundedWindow`` dots that moves with
    /// the current page, over the pages between its known ends.
    @inlinable
    public var dots: PageDots? {
        guard case .unbounded = layout.domain else {
            guard layout.numberOfPages > 0 else { return nil }
            var d = PageDots(pageCount: layout.numberOfPages, rightToLeft: layout.configuration.rightToLeft)
            d.style = chrome.indicatorStyle
            return d
        }
        guard !layout.isEmpty else { return nil }
        var d = PageDots(pageCount: layout.lastPageIndex - layout.firstPageIndex + 1, rightToLeft: layout.configuration.rightToLeft)
        d.style = chrome.indicatorStyle
        d.firstPage = layout.firstPageIndex
        d.maximumDots = PageDots.unboundedWindow
        return d
    }

    /// What dots placed elsewhere show for this pager (an indicator bound
    /// to it, as HdyCarouselIndicatorDots is to its carousel): the pager's
    /// own dots' pages (a window of them, numbered from `firstPage`, for a
    /// source of unknown length), the position among them, the next
    /// page's share of the current dot, whether the last page leads to
    /// the first, and the dot of the page the pager moves to under its own
    /// power (nil at rest or in a drag), from which the dots' keys step.
    public var boundIndicator: (count: Int, firstPage: Int, position: Double, reveal: Double, wraps: Bool, heading: Int?) {
        guard let d = dots else { return (0, 0, 0, 0, false, nil) }
        let at = finite(pagePosition)
        // A source of unknown length shows its moving window, as the pager's own dots do.
        let windowed = d.maximumDots == PageDots.unboundedWindow && d.pageCount > d.dotCount
        let first = windowed ? d.firstDotPage(pagePosition: at) : d.firstPage
        let p = at - Double(first)
        let count = windowed ? d.dotCount : d.pageCount
        var heading: Int?
        if motion.isMoving, !motion.isDragging, count > 0 {
            let h = Int(finite(layout.chromePagePosition(atPosition: motion.destination) - Double(first)).rounded())
            // Past a window of dots, no dot is headed for: keys step from the current one.
            heading = layout.wraps ? ((h % count) + count) % count : (0..<count).contains(h) ? h : nil
        }
        return (count, first, p, clamp(p - p.rounded(.down), 0, 1), layout.wraps, heading)
    }

    /// The position in pages the strip and dots show.
    @inlinable
    public var pagePosition: Double { layout.chromePagePosition(atPosition: motion.position) }

    /// The scrubber's fraction, or nil when it is not shown (short content,
    /// no room for the nub, an unbounded source).
    @inlinable
    public var nubFraction: Double? {
        guard showsNub else { return nil }
        return layout.scrubFraction(at: motion.position)
    }

    /// Whether the scrubber's nub shows (see ``nubFraction``).
    @inlinable
    public var showsNub: Bool {
        let c = chromeLayout
        return c.nubFits && layout.showsScrubber(c.scrubber)
    }

    /// The zoom-out scale of the pages: below 1 while they move away from
    /// where they would rest (``zoomOutScale(distance:)``).
    @inlinable
    public var pageScale: Double {
        guard zoomOut, motion.isMoving else { return 1 }
        let rest = layout.restingPosition(for: motion.position, paging: true)
        return zoomOutScale(distance: (motion.position - rest) * layout.stride)
    }

    /// How the page effect draws a page `offset` pages from the position
    /// now (the zoom-out as it is at this moment).
    public func effectTransform(offset: Double) -> PageTransform {
        pageEffect.transform(offset: offset, zoom: pageScale)
    }

    /// The dots' opacity at `now`: 1 unless they hide at rest.
    @inlinable
    public func dotsAlpha(now: Double) -> Double {
        dotsAutoHide ? dotsFade.alpha(now: now, movingSince: timing.movingSince, lastMotion: timing.lastMotion) : 1
    }

    /// The nub's opacity at `now`, 0 when it is not shown.
    @inlinable
    public func nubAlpha(now: Double) -> Double {
        guard nubFraction != nil else { return 0 }
        return scrubberFade.alpha(now: now, lastActivity: timing.scrubberActivity, pressed: timing.nubKeptShown)
    }

    /// The pointer moved to (x, y) in the pager's coordinates with no
    /// button held (nil: it left the pager). Within
    /// ``ScrubberFade/nearDistance`` of a nub that shows, the nub wakes and
    /// stays shown while the pointer rests there; moving away starts its
    /// fade. Returns whether the nub's look changed (the widget then draws
    /// and runs its frames for the fade).
    public mutating func pointerMoved(x: Double?, y: Double?, now: Double) -> Bool {
        var near = false
        if let f = nubFraction, let x, let y, x.isFinite, y.isFinite {
            let d = ScrubberFade.nearDistance
            near = chromeLayout.nubRect(fraction: f).outset(dx: d, dy: d).contains(x: x, y: y)
        }
        guard near || timing.pointerAtNub else { return false }
        timing.pointerAtNub = near
        timing.pointerNearNub = now
        return true
    }

    /// Whether the nub can be seen at `now`: a press on a hidden one goes
    /// to the pages (a swipe starting there pages), and shows it.
    public func nubVisible(now: Double) -> Bool {
        nubAlpha(now: now) > 0.01
    }

    // MARK: Timing

    /// Notes a motion step at `now` for the fades. The first scroll that
    /// shows the scrubber selects it: `scrubber(.select)` comes before the
    /// step's own events (its `didScroll`, say).
    public mutating func noteMotion(now: Double) {
        if motion.isMoving {
            if timing.movingSince == nil { timing.movingSince = now }
            timing.lastMotion = now
        } else if timing.movingSince != nil {
            timing.movingSince = nil
            timing.lastMotion = now
        }
        guard motion.position != lastPosition else { return }
        lastPosition = motion.position
        timing.lastScroll = now
        timing.lastMotion = now
        if !timing.scrubberSelected && nubFraction != nil {
            timing.scrubberSelected = true
            motion.emitFirst(.scrubber(.select))
        }
    }

    /// One frame of the chrome's own animations at `now`: whether the dots
    /// or the nub still fade. Once the scrubber's fade is over it is
    /// deselected.
    public mutating func stepChrome(now: Double) -> Bool {
        let dotsShown = dotsAutoHide && showsDots
        if dotsShown && dotsFade.isAnimating(now: now, movingSince: timing.movingSince, lastMotion: timing.lastMotion) { return true }
        if showsNub && scrubberFade.isAnimating(now: now, lastActivity: timing.scrubberActivity, pressed: timing.nubKeptShown) { return true }
        if timing.scrubberSelected && !timing.nubHeld {
            timing.scrubberSelected = false
            motion.emit(.scrubber(.deselect))
        }
        return false
    }

    // MARK: Input

    /// What a press at (x, y) lands on.
    public func region(x: Double, y: Double) -> ChromeRegion {
        chromeLayout.region(x: x, y: y, dots: showsDots ? dots : nil, pagePosition: pagePosition, nubFraction: nubFraction,
                            buttons: navigationButtons)
    }

    /// Which navigation buttons show: with the option on, while the
    /// pointer is over the pager, and only toward a page there is (any,
    /// with wrap).
    public var navigationButtons: (previous: Bool, next: Bool) {
        guard chrome.navigationButtons, motion.isHovering, motion.configuration.scrollEnabled, !layout.isEmpty else { return (false, false) }
        if layout.wraps { return (true, true) }
        let at = motion.destination
        return (at > layout.minPosition + 1e-6, at < layout.maxPosition - 1e-6)
    }

    /// A button press or touch at (x, y) in the pager: on the pages it may
    /// become a drag or a tap; on the strip a drag of the strip or a click
    /// on a title; on the nub a scrub; on a dot a click.
    public mutating func press(x: Double, y: Double, time: Double, nested: NestedDrag = NestedDrag()) {
        guard !layout.isEmpty else { return }
        let c = chromeLayout
        var at = region(x: x, y: y)
        if at == .nub && !nubVisible(now: time) {
            // A hidden nub is not grabbed: the press goes to the pages,
            // and the nub shows for the next one.
            timing.pointerNearNub = time
            at = .pages
        }
        switch at {
        case .strip:
            press = .strip(x0: x, dragged: false)
            motion.stripDown(time: time)
        case .nub:
            press = .nub(grab: c.nubGrab(x: x, y: y, nub: c.nubRect(fraction: nubFraction ?? 0)))
            timing.nubHeld = true
            motion.emit(.scrubber(.highlight))
            motion.scrubBegin(time: time)
        case .dot(let page):
            press = .dot(page: page)
        case .button(let forward):
            press = .button(forward: forward)
        case .pages:
            press = .pages
            motion.pointerDown(x: x - c.pageArea.x, y: y - c.pageArea.y, time: time, nested: nested)
        }
    }

    /// The press moved to (x, y). Returns whether the pages are being
    /// dragged (a child should then lose the press).
    @discardableResult
    public mutating func drag(x: Double, y: Double, time: Double) -> Bool {
        let c = chromeLayout
        switch press {
        case .pages:
            return motion.pointerMove(x: x - c.pageArea.x, y: y - c.pageArea.y, time: time)
        case .strip(let x0, let dragged):
            let dragging = motion.stripMove(pages: c.headerStrip.pageDelta(forDragDX: x - x0), time: time)
            if dragging && !dragged { press = .strip(x0: x0, dragged: true) }
            return dragging
        case .nub(let grab):
            let s = c.scrubber
            motion.scrub(toFraction: s.fraction(nubOffset: c.nubOffset(x: x, y: y, grab: grab)), travel: s.travel, time: time)
            return true
        case .dot, .button:
            return false
        }
    }

    /// The press ended. `selectable` is false when a child control took
    /// it: then it is no tap on the page. A click on a title or a dot goes
    /// to its page.
    public mutating func release(selectable: Bool, time: Double) {
        let duration = motion.configuration.pageAnimationDuration
        switch press {
        case .pages:
            motion.pointerUp(time: time, selectable: selectable)
        case .strip(let x0, let dragged):
            motion.stripUp(time: time)
            if !dragged, let page = layout.page(ofUnwrappedPage: chromeLayout.headerStrip.page(atX: x0, pagePosition: pagePosition)) {
                motion.scroll(toPage: page, duration: duration, time: time)
            }
        case .nub:
            letGoOfNub(time: time)
        case .dot(let page):
            motion.scroll(toPage: page, duration: duration, time: time)
        case .button(let forward):
            motion.perform(forward ? .nextPage : .previousPage, time: time)
        }
        press = .pages
    }

    /// The press was taken away (grab broken, touch cancelled): no fling,
    /// no tap, no click.
    public mutating func cancelPress(time: Double) {
        if case .nub = press {
            letGoOfNub(time: time)
        } else {
            motion.pointerCancel(time: time)
        }
        press = .pages
    }

    private mutating func letGoOfNub(time: Double) {
        timing.nubHeld = false
        motion.emit(.scrubber(.unhighlight))
        motion.scrubEnd(time: time)
    }

    /// A mouse wheel notch with GDK's deltas. Returns whether the pager
    /// took it.
    public mutating func wheel(dx: Double, dy: Double, time: Double) -> Bool {
        guard motion.configuration.allowsScrollWheel else { return false }
        let steps = layout.wheelSteps(dx: dx, dy: dy)
        return steps != 0 && motion.wheel(steps: steps, time: time)
    }

    /// A key press. Returns whether the key is the pager's: a key that
    /// pages, or any paging key while scrolling is enabled (at an end the
    /// key still belongs to the pager, so focus stays put).
    public mutating func key(_ key: PagerKey, time: Double) -> Bool {
        guard let intent = layout.intent(for: key) else { return false }
        return motion.perform(intent, time: time) || motion.configuration.scrollEnabled
    }
}

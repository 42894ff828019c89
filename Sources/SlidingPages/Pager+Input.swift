import CGtk
import SlidingPagesCore

// Input from the C type, handed to the core on the frame clock's time base.

/// Maps event timestamps (milliseconds, the windowing system's clock) onto
/// the monotonic clock the frame clock uses. Velocity comes from the events'
/// own spacing, so a burst delivered late still measures right. The offset
/// is the smallest seen (the least delivery latency); a jump of more than a
/// second (another clock, a wrap) starts over.
struct EventClock {
    private var offset: Double?

    mutating func seconds(_ eventTime: UInt32) -> Double {
        let now = monotonicSeconds()
        guard eventTime != 0 else { return now }
        let t = Double(eventTime) / 1000
        let candidate = now - t
        if let o = offset, candidate >= o, candidate - o < 1.0 {
            return t + o
        }
        offset = candidate
        return now
    }
}

extension Pager {
    // Presses start in one of the chrome's regions (strip, dot, nub) or on
    // the pages; coordinates from C are the pager's, the core's are the page
    // area's.

    func dragBegin(x: Double, y: Double, eventTime: UInt32 = 0) {
        guard isAlive, !motion.layout.isEmpty else { return }
        let t = clock.seconds(eventTime)
        press = pressMode(x: x, y: y)
        let area = chromeLayout.pageArea
        switch press {
        case .pages:
            motion.pointerDown(x: x - area.x, y: y - area.y, time: t)
        case .strip(let x0, let y0, _):
            motion.pointerDown(x: x0, y: y0, time: t)
        case .nub:
            chrome.nubPressed = true
            delegate?.pagerScrubberDidHighlight(self)
            motion.scrubBegin(time: t)
        case .dot:
            break
        }
        afterMotion()
    }

    func dragUpdate(x: Double, y: Double, eventTime: UInt32 = 0) -> Bool {
        guard isAlive else { return false }
        let t = clock.seconds(eventTime)
        var dragging = false
        let area = chromeLayout.pageArea
        switch press {
        case .pages:
            dragging = motion.pointerMove(x: x - area.x, y: y - area.y, time: t)
        case .strip(let x0, let y0, let dragged):
            let (px, py) = stripToPages(x: x, x0: x0, y0: y0)
            dragging = motion.pointerMove(x: px, y: py, time: t)
            if dragging && !dragged { press = .strip(x0: x0, y0: y0, dragged: true) }
        case .nub(let grab):
            motion.scrub(to: scrubPosition(x: x, y: y, grab: grab), time: t)
            dragging = true
        case .dot(let page, let moved):
            if !moved { press = .dot(page: page, moved: true) }
        }
        afterMotion()
        return dragging
    }

    func dragEnd(selectable: Bool, eventTime: UInt32 = 0) {
        guard isAlive else { return }
        let t = clock.seconds(eventTime)
        switch press {
        case .pages:
            motion.pointerUp(time: t, selectable: selectable)
        case .strip(let x0, _, let dragged):
            motion.pointerUp(time: t, selectable: false)
            if !dragged {
                // A click on a title goes to its page.
                let strip = chromeLayout.headerStrip
                let k = strip.page(atX: x0, pagePosition: pagePosition)
                let pages = motion.layout.numberOfPages
                if motion.layout.wraps || (k >= 0 && k < pages) {
                    let target = motion.layout.wraps ? ((k % pages) + pages) % pages : k
                    motion.scroll(toPage: target, duration: motionOptions.pageAnimationDuration, time: t)
                }
            }
        case .nub:
            chrome.nubPressed = false
            delegate?.pagerScrubberDidUnhighlight(self)
            motion.scrubEnd(time: t)
        case .dot(let page, _):
            motion.scroll(toPage: page, duration: motionOptions.pageAnimationDuration, time: t)
        }
        press = .pages
        afterMotion()
    }

    func dragCancel(eventTime: UInt32 = 0) {
        guard isAlive else { return }
        let t = clock.seconds(eventTime)
        if case .nub = press {
            chrome.nubPressed = false
            delegate?.pagerScrubberDidUnhighlight(self)
            motion.scrubEnd(time: t)
        } else {
            motion.pointerCancel(time: t)
        }
        press = .pages
        afterMotion()
    }

    func scrollEvent(touchpad: Bool, dx: Double, dy: Double, isStop: Bool, eventTime: UInt32 = 0) -> Bool {
        guard isAlive else { return false }
        let now = clock.seconds(eventTime)
        let taken: Bool
        if touchpad {
            taken = motion.touchpadScroll(dx: dx, dy: dy, isStop: isStop, time: now)
        } else {
            // Mice rarely scroll sideways, so the vertical wheel pages a
            // horizontal pager too; sideways buttons follow text direction.
            var steps = 0
            if abs(dy) >= abs(dx), dy != 0 {
                steps = dy > 0 ? 1 : -1
            } else if dx != 0 {
                let forward = dx > 0
                steps = (forward != (motion.layout.configuration.rightToLeft && options.orientation == .horizontal)) ? 1 : -1
            }
            taken = steps != 0 && motion.wheel(steps: steps, time: now)
        }
        afterMotion()
        return taken
    }

    func keyPress(_ keyval: guint, eventTime: UInt32 = 0) -> Bool {
        guard isAlive else { return false }
        let key: PagerKey
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: key = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: key = .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: key = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: key = .down
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: key = .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: key = .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: key = .home
        case GDK_KEY_End, GDK_KEY_KP_End: key = .end
        default: return false
        }
        guard let intent = motion.layout.intent(for: key) else { return false }
        let moved = motion.perform(intent, time: clock.seconds(eventTime))
        afterMotion()
        // At an end the key is still the pager's (focus stays put).
        return moved || motionOptions.scrollEnabled
    }

    func hover(_ inside: Bool) {
        guard isAlive else { return }
        motion.setHovering(inside, time: monotonicSeconds())
        afterMotion()
    }
}

@testable import SlidingPagesCore

/// A manual clock and a recorder around a `PagerMotion`: fixed 60 Hz frames,
/// every event and every frame's position kept for the assertions.
struct MotionHarness {
    var m: PagerMotion
    var t = 0.0
    var log: [PagerEvent] = []
    var trajectory: [Double] = []
    static let frame = 1.0 / 60

    init(count: Int = 10, configure: (inout LayoutConfiguration) -> Void = { _ in }, motion: (inout MotionConfiguration) -> Void = { _ in }, page: Int = 0) {
        var c = LayoutConfiguration()
        configure(&c)
        var mc = MotionConfiguration()
        motion(&mc)
        let layout = PagerLayout(configuration: c, itemCount: count, viewport: Size(width: 800, height: 600))
        m = PagerMotion(layout: layout, configuration: mc, initialPage: page)
    }

    mutating func collect() {
        log += m.events
        m.clearEvents()
    }

    /// Frames until motion stops (or `limit` seconds pass).
    mutating func settle(limit: Double = 5) {
        let end = t + limit
        while m.needsFrames && t < end {
            t += MotionHarness.frame
            m.advance(to: t)
            trajectory.append(m.position)
            collect()
        }
    }

    /// Frames for a fixed time, motion or not.
    mutating func run(seconds: Double) {
        let end = t + seconds
        while t < end - 1e-9 {
            t += MotionHarness.frame
            m.advance(to: t)
            trajectory.append(m.position)
            collect()
        }
    }

    /// A pointer drag along x from `x0` by `dx` pixels in `steps` moves over
    /// `duration`, optionally holding still before release, then release.
    /// `silentHold` holds still with no events at all, as a real pointer
    /// does: the release alone tells how long it rested.
    mutating func drag(dx: Double, duration: Double, steps: Int = 10, x0: Double = 400, y: Double = 300, hold: Double = 0, silentHold: Double = 0, release: Bool = true) {
        m.pointerDown(x: x0, y: y, time: t)
        collect()
        for k in 1...steps {
            t += duration / Double(steps)
            m.pointerMove(x: x0 + dx * Double(k) / Double(steps), y: y, time: t)
            collect()
        }
        if hold > 0 {
            // Still pointer: motion events repeat the same place.
            let end = t + hold
            while t < end {
                t += 0.016
                m.pointerMove(x: x0 + dx, y: y, time: t)
                collect()
            }
        }
        t += silentHold
        if release {
            t += 0.008
            m.pointerUp(time: t)
            collect()
        }
    }

    var names: [String] { log.map(\.description) }

    /// The events other than didScroll and live item changes.
    var milestones: [PagerEvent] {
        log.filter {
            switch $0 {
            case .didScroll, .currentItemIndexDidChange: return false
            default: return true
            }
        }
    }
}

/// Checks an event log against the legal orders in `PagerEvent`'s docs.
/// Returns a description of the first violation, or nil.
func illegalOrder(_ events: [PagerEvent]) -> String? {
    var dragging = false
    var decelerating = false
    for (i, e) in events.enumerated() {
        switch e {
        case .willBeginDragging:
            if dragging || decelerating { return "#\(i) willBeginDragging while dragging=\(dragging) decelerating=\(decelerating)" }
            dragging = true
        case .didEndDragging(let d):
            if !dragging { return "#\(i) didEndDragging without a drag" }
            dragging = false
            if d {
                guard i + 1 < events.count, events[i + 1] == .willBeginDecelerating else { return "#\(i) willDecelerate without willBeginDecelerating next" }
            }
        case .willBeginDecelerating:
            if dragging || decelerating { return "#\(i) willBeginDecelerating out of place" }
            guard i > 0, events[i - 1] == .didEndDragging(willDecelerate: true) else { return "#\(i) willBeginDecelerating not after didEndDragging(true)" }
            decelerating = true
        case .didEndDecelerating:
            if !decelerating { return "#\(i) didEndDecelerating without willBeginDecelerating" }
            decelerating = false
        case .settled:
            if dragging || decelerating { return "#\(i) settled while moving" }
        case .currentItemIndexDidChange:
            // The same index again is legal: the pager may have been empty between.
            break
        case .tapped:
            if dragging { return "#\(i) tap during a drag" }
        default:
            break
        }
    }
    if dragging { return "drag never ended" }
    if decelerating { return "deceleration never ended" }
    return nil
}

/// Maps input events' timestamps (milliseconds, the windowing system's
/// clock) onto the monotonic clock the frame clock and the engine use.
/// Velocity then comes from the events' own spacing, so a burst delivered
/// late (the main loop busy, a screen reader querying the app as a press
/// moves the focus) still measures a fling right. The offset is the
/// smallest seen (the least delivery latency); a jump of more than a
/// second (another clock, a wrap) starts over.
public struct EventClock: Sendable, Equatable {
    private var offset: Double?

    /// No event seen yet.
    public init() {}

    /// The monotonic time of an event stamped `eventTime` and handled at
    /// `now`; `now` itself for an event without a time (0).
    public mutating func seconds(_ eventTime: UInt32, now: Double) -> Double {
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

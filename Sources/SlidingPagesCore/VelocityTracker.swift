/// Recent (time, position) samples in a fixed ring, for the release velocity:
/// the slope over the events of the last `window` seconds (150 ms, as
/// libhandy's swipe tracker). The window ends at the release, not at the
/// last motion: libhandy trims its history at the end event's time, so a
/// drag held still longer than the window releases at rest. Allocates only
/// when created.
public struct VelocityTracker: Sendable, Equatable {
    private var times: [Double]
    private var values: [Double]
    private var next = 0
    private var filled = 0

    /// A tracker keeping the last `capacity` samples.
    public init(capacity: Int = 32) {
        times = Array(repeating: 0, count: max(2, capacity))
        values = Array(repeating: 0, count: max(2, capacity))
    }

    /// Forgets every sample.
    public mutating func reset() {
        next = 0
        filled = 0
    }

    /// Moves every sample by `delta` (the items changed under a drag: the
    /// same place now has another number, and no speed came of it).
    public mutating func shift(by delta: Double) {
        guard delta.isFinite, delta != 0 else { return }
        for k in values.indices { values[k] += delta }
    }

    /// A sample: `value` at `time`.
    public mutating func add(time: Double, value: Double) {
        guard time.isFinite, value.isFinite else { return }
        // Time never runs backwards within a gesture (a late event stamped
        // earlier would make the slope's span negative).
        let time = filled > 0 ? max(time, times[(next - 1 + times.count) % times.count]) : time
        times[next] = time
        values[next] = value
        next = (next + 1) % times.count
        filled = min(filled + 1, times.count)
    }

    /// Units per second over the samples no older than `window` before the
    /// newest one; 0 with fewer than two samples or no elapsed time.
    public func velocity(window: Double) -> Double {
        guard filled >= 2 else { return 0 }
        let cap = times.count
        let newest = (next - 1 + cap) % cap
        let tEnd = times[newest], vEnd = values[newest]
        var oldest = newest
        var k = 1
        while k < filled {
            let i = (newest - k + cap) % cap
            if tEnd - times[i] > window { break }
            oldest = i
            k += 1
        }
        let dt = tEnd - times[oldest]
        guard dt > 0 else { return 0 }
        return (vEnd - values[oldest]) / dt
    }

    /// The velocity at a release at `time`: the position held since the
    /// last sample counts up to the release, so a pause before letting go
    /// slows the slope and a pause longer than `window` makes it 0.
    public mutating func velocity(releasedAt time: Double, window: Double) -> Double {
        guard filled > 0 else { return 0 }
        add(time: time, value: values[(next - 1 + times.count) % times.count])
        return velocity(window: window)
    }
}

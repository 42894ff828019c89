import Testing
@testable import SlidingPagesCore

@Suite("Event clock")
struct EventClockTests {
    /// A drag whose events arrive in one late burst (the main loop was
    /// busy) keeps the events' own spacing, so its velocity is the
    /// finger's: every burst length and lateness.
    @Test("a late burst keeps the events' spacing")
    func lateBurst() {
        // Up to a second late in all (the most the clock trusts).
        for late in [0.0, 0.05, 0.3, 0.75] {
            for count in 1...12 {
                var clock = EventClock()
                #expect(clock.seconds(1000, now: 5) == 5, "the first event sets the offset")
                let times = (1...count).map { clock.seconds(UInt32(1000 + 16 * $0), now: 5 + 0.016 * Double(count) + late) }
                for (k, t) in times.enumerated() {
                    #expect(abs(t - (5 + 0.016 * Double(k + 1))) < 1e-9, "late \(late), event \(k + 1) of \(count): \(t)")
                }
            }
        }
    }

    @Test("no time, a quicker delivery, and another clock")
    func edges() {
        var clock = EventClock()
        #expect(clock.seconds(0, now: 3) == 3, "an event without a time is now")
        #expect(clock.seconds(2000, now: 10) == 10)
        // Delivered with less latency than any before: the new offset.
        #expect(clock.seconds(2100, now: 10.05) == 10.05)
        #expect(abs(clock.seconds(2200, now: 10.3) - 10.15) < 1e-9)
        // A jump of more than a second starts over.
        #expect(clock.seconds(50, now: 12) == 12)
        #expect(abs(clock.seconds(66, now: 12.5) - 12.016) < 1e-9)
    }
}

/// A move's duration as a host asked for it, checked once for both faces.
public enum MoveDuration {
    /// The longest move: a minute, far past any page animation, so a
    /// duration in the wrong unit (milliseconds) still ends.
    public static let longest = 60.0

    /// The seconds a move takes for `seconds` asked, and the problem to
    /// warn of when that is not what was asked: not a finite number or
    /// below 0 jumps, past ``longest`` takes ``longest``.
    public static func checked(_ seconds: Double) -> (seconds: Double, problem: String?) {
        guard seconds.isFinite, seconds >= 0 else {
            return (0, "scroll duration \(seconds) is not a finite, non-negative number of seconds; jumping")
        }
        guard seconds <= longest else {
            return (longest, "scroll duration \(seconds) is over \(Int(longest)) seconds; taking \(Int(longest))")
        }
        return (seconds, nil)
    }
}

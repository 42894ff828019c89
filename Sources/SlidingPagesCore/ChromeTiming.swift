/// When the pager last moved, for the chrome's fades: the auto-hiding dots
/// and the scrubber's opacity, and whether the scrubber is selected. Times
/// are seconds on the clock the engine is given.
public struct ChromeTiming: Sendable, Equatable {
    /// When the current scrolling began; `nil` at rest.
    public internal(set) var movingSince: Double?
    /// When the pager last moved or stopped.
    public internal(set) var lastMotion: Double?
    /// When the position last changed.
    public internal(set) var lastScroll: Double?
    /// The scrubber's nub is held.
    public internal(set) var nubHeld = false
    /// Scrolling woke the scrubber and its fade has not ended.
    public internal(set) var scrubberSelected = false
    /// When the pointer was last near the nub, no button held.
    public internal(set) var pointerNearNub: Double?
    /// The pointer rests near the nub now: it stays shown, as an overlay
    /// scrollbar under the pointer does.
    public internal(set) var pointerAtNub = false

    /// The nub stays shown, unfaded: held, or with the pointer at it.
    @inlinable
    public var nubKeptShown: Bool { nubHeld || pointerAtNub }

    /// The scrubber's last activity: a scroll, or the pointer near the nub.
    @inlinable
    public var scrubberActivity: Double? {
        guard let near = pointerNearNub else { return lastScroll }
        guard let scroll = lastScroll else { return near }
        return max(near, scroll)
    }

    /// No activity yet.
    public init() {}
}

/// The standalone scrubber's states over time, as SPTScrollViewScrubber's
/// controller keeps them: selected while anything scrolls and until
/// `timing.delay` after the last scroll, highlighted while the nub is held.
/// Each input returns the transitions it causes, in order; the host tells
/// its handlers, and applies ``applyDefault(_:now:)`` for those no handler
/// took over (SPT's default blocks: the nub's opacity, and its pressed
/// look). Times are seconds from any clock.
public struct ScrubberStates: Sendable, Equatable {
    /// The opacities, the delay before deselecting and the fade's length.
    public var timing = ScrubberFade()
    /// Whether scrolling has the nub shown.
    public private(set) var isSelected = false
    /// Whether the nub is held.
    public private(set) var isHighlighted = false
    /// Whether the default look shows the nub pressed.
    public private(set) var looksPressed = false
    private var lastActivity = 0.0
    /// The opacity's ramp: from, to, its start and length.
    private var ramp = Ramp(from: 0.3, to: 0.3, start: 0, duration: 0)

    private struct Ramp: Sendable, Equatable {
        var from, to, start, duration: Double
        func value(_ now: Double) -> Double {
            guard duration > 0, now < start + duration else { return to }
            return from + (to - from) * clamp((now - start) / duration, 0, 1)
        }
    }

    /// At rest, with `timing`.
    public init(timing: ScrubberFade = ScrubberFade()) {
        self.timing = timing
        ramp = Ramp(from: timing.idleAlpha, to: timing.idleAlpha, start: 0, duration: 0)
    }

    /// The content scrolled.
    public mutating func scrolled(now: Double) -> [ScrubberTransition] {
        lastActivity = now
        return select()
    }

    /// The nub was grabbed: it is shown at full opacity while held.
    public mutating func pressed(now: Double) -> [ScrubberTransition] {
        lastActivity = now
        guard !isHighlighted else { return [] }
        isHighlighted = true
        return select() + [.highlight]
    }

    /// The nub was let go: deselecting waits `timing.delay` from now.
    public mutating func released(now: Double) -> [ScrubberTransition] {
        guard isHighlighted else { return [] }
        isHighlighted = false
        lastActivity = now
        return [.unhighlight]
    }

    /// Time passed: the scrubber deselects once nothing has scrolled for
    /// `timing.delay` and the nub is not held.
    public mutating func advance(now: Double) -> [ScrubberTransition] {
        guard isSelected, !isHighlighted, now - lastActivity >= timing.delay else { return [] }
        isSelected = false
        return [.deselect]
    }

    private mutating func select() -> [ScrubberTransition] {
        guard !isSelected else { return [] }
        isSelected = true
        return [.select]
    }

    /// The default look of a transition: select shows the nub at once,
    /// deselect fades it to rest over `timing.fadeDuration` (the only
    /// animated one, as in SPT), highlight and unhighlight press and
    /// release it.
    public mutating func applyDefault(_ transition: ScrubberTransition, now: Double) {
        switch transition {
        case .select: ramp = Ramp(from: timing.activeAlpha, to: timing.activeAlpha, start: now, duration: 0)
        case .deselect: ramp = Ramp(from: ramp.value(now), to: timing.idleAlpha, start: now, duration: max(0, timing.fadeDuration))
        case .highlight: looksPressed = true
        case .unhighlight: looksPressed = false
        }
    }

    /// The nub's opacity at `now` under the default looks.
    public func opacity(now: Double) -> Double { ramp.value(now) }

    /// Whether anything changes after `now` without input: a deselect to
    /// come, or a fade running. The host keeps its frame clock only while so.
    public func isAnimating(now: Double) -> Bool {
        (isSelected && !isHighlighted) || (ramp.duration > 0 && now < ramp.start + ramp.duration)
    }
}

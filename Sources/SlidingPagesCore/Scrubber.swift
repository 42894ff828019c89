/// The scrubber nub (the SPTScrollViewScrubber seed): a 30x30 nub on the
/// scroll axis, inset 10 px from the ends, shown only for content at least
/// ``minimumScrollFactor`` viewports long.
///
/// The seed maps nub → offset and offset → nub with two formulas that
/// disagree when the insets are not zero, so its nub jumps after release.
/// Here both directions are one affine function and its inverse.
public struct Scrubber: Sendable, Equatable {
    /// The track's length along the axis (the pager's extent).
    public var trackExtent: Double
    /// The nub's length along the track.
    public var nubLength: Double = 30
    /// Pixels kept clear before the nub's first place and after its last.
    public var leadingInset: Double = 10
    /// Pixels kept clear after the nub's last place.
    public var trailingInset: Double = 10
    /// Content at least this many viewports long shows the nub.
    public var minimumScrollFactor: Double = 2.0

    /// Both ends' insets at once (the pager's one value).
    public var insets: Double {
        get { leadingInset }
        set { leadingInset = newValue; trailingInset = newValue }
    }

    /// A track `trackExtent` pixels long.
    public init(trackExtent: Double) {
        self.trackExtent = max(0, finite(trackExtent))
    }

    /// Pixels the nub's leading edge can travel.
    public var travel: Double { max(0, trackExtent - leadingInset - trailingInset - nubLength) }

    /// Whether content this long warrants a scrubber.
    public func isShown(contentExtent: Double, viewportExtent: Double) -> Bool {
        viewportExtent > 0 && contentExtent >= minimumScrollFactor * viewportExtent
    }

    /// The nub's leading edge for a scroll fraction 0…1.
    public func nubOffset(fraction: Double) -> Double {
        leadingInset + clamp(finite(fraction), 0, 1) * travel
    }

    /// The scroll fraction 0…1 for a nub edge: the inverse of
    /// ``nubOffset(fraction:)`` (clamped at the ends).
    public func fraction(nubOffset: Double) -> Double {
        guard travel > 0 else { return 0 }
        return clamp((finite(nubOffset) - leadingInset) / travel, 0, 1)
    }

    /// A position's fraction of the scroll range.
    public static func fraction(position: Double, min lo: Double, max hi: Double) -> Double {
        hi > lo ? clamp((finite(position) - lo) / (hi - lo), 0, 1) : 0
    }

    /// The position at a fraction of the scroll range.
    public static func position(fraction: Double, min lo: Double, max hi: Double) -> Double {
        lo + clamp(finite(fraction), 0, 1) * (hi - lo)
    }
}

/// The scrubber's opacity over time: 0.3 at rest, 1.0 while anything
/// scrolls or the nub is held, back to rest 0.75 s after the last activity
/// over a 0.5 s fade (SPTScrollViewScrubber's numbers). Times in seconds.
public struct ScrubberFade: Sendable, Equatable {
    /// The nub's opacity at rest.
    public var idleAlpha = 0.3
    /// Its opacity while anything scrolls.
    public var activeAlpha = 1.0
    /// Seconds after the last scroll before it fades.
    public var delay = 0.75
    /// Seconds the fade takes.
    public var fadeDuration = 0.5

    /// SPTScrollViewScrubber's numbers.
    public init() {}

    /// SPTScrollViewScrubber's timings with another opacity at rest.
    public init(idleAlpha: Double) {
        self.idleAlpha = idleAlpha
    }

    /// A pager's nub: hidden at rest and shown while the pages move or the
    /// pointer is near it, then faded, as GTK's overlay scrollbars do (the
    /// `scrubber-idle-opacity` option brings back SPT's 0.3, or 1 keeps it).
    public static let pager = ScrubberFade(idleAlpha: 0)

    /// Within this many pixels of the nub the pointer shows it.
    public static let nearDistance = 40.0

    /// Alpha at `now` given the time of the last scroll (or `nil`) and whether
    /// the nub is held.
    public func alpha(now: Double, lastActivity: Double?, pressed: Bool) -> Double {
        if pressed { return activeAlpha }
        guard let last = lastActivity else { return idleAlpha }
        let t = now - last - delay
        if t <= 0 { return activeAlpha }
        if t >= fadeDuration || fadeDuration <= 0 { return idleAlpha }
        return activeAlpha + (idleAlpha - activeAlpha) * (t / fadeDuration)
    }

    /// Whether the alpha still changes after `now` (the widget keeps its
    /// frame clock running only while it does).
    public func isAnimating(now: Double, lastActivity: Double?, pressed: Bool) -> Bool {
        guard !pressed, let last = lastActivity else { return false }
        return now - last < delay + fadeDuration
    }
}

/// The zoom-out effect: a page shrinks while it moves away from its resting
/// place, `max(0.93, 1 − distance / 1000 px)` (UIScrollSlidingPages).
public func zoomOutScale(distance: Double) -> Double {
    guard distance.isFinite else { return 0.93 }
    return max(0.93, 1 - abs(distance) / 1000)
}

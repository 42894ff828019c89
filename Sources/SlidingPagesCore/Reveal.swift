/// An item growing into place after an insert, or shrinking away after a
/// delete (HdyCarousel's `reveal-duration`). Times in seconds.
public struct Reveal: Sendable, Equatable {
    /// Growing in or shrinking out.
    public enum Kind: Sendable, Equatable {
        /// An inserted page growing into place.
        case appearing
        /// A deleted page shrinking out.
        case disappearing
    }

    /// Growing in or shrinking out.
    public var kind: Kind
    /// When it began.
    public var start: Double
    /// Seconds it takes.
    public var duration: Double

    /// A reveal beginning at `start`.
    public init(_ kind: Kind, start: Double, duration: Double) {
        self.kind = kind
        self.start = finite(start)
        self.duration = max(0, finite(duration))
    }

    /// 0 → 1 over the duration, eased out (cubic), as HdyCarousel's reveal.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        let t = clamp((finite(time) - start) / duration, 0, 1)
        return easeOutCubic(t)
    }

    /// The share of a full item's extent it occupies: growing when
    /// appearing, shrinking when disappearing.
    public func extentFactor(at time: Double) -> Double {
        let p = progress(at: time)
        return kind == .appearing ? p : 1 - p
    }

    /// Whether it is over at `time`.
    public func isFinished(at time: Double) -> Bool { time >= start + duration }

    /// The scale a revealed page starts from, growing to 1 as it settles.
    public static let smallestScale = 0.85

    /// The page's scale while it grows into place: 0.85 → 1 with the
    /// reveal's progress.
    public func scale(at time: Double) -> Double {
        Reveal.smallestScale + (1 - Reveal.smallestScale) * progress(at: time)
    }
}

/// `1 − (1 − t)³`.
@inline(__always)
public func easeOutCubic(_ t: Double) -> Double {
    let u = 1 - clamp(t, 0, 1)
    return 1 - u * u * u
}

/// Cubic ease-in-out (the SwipeView seed's programmatic scroll curve).
@inline(__always)
public func easeInOutCubic(_ t: Double) -> Double {
    let x = clamp(t, 0, 1)
    if x < 0.5 { return 4 * x * x * x }
    let u = -2 * x + 2
    return 1 - u * u * u / 2
}

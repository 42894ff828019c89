#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Pure functions of time for settling motion: a critically damped spring,
// exponential deceleration and the rubber band. Units: item positions,
// items per second, seconds.

/// A critically damped spring (damping ratio 1, mass 1) released at `x0`
/// from its target with velocity `v0`: AdwCarousel's settle.
public struct Spring: Sendable, Equatable {
    public var target: Double
    public var x0: Double
    public var v0: Double
    public var omega: Double

    /// `from` and `velocity` at release; `stiffness` as in the motion options.
    public init(from: Double, to target: Double, velocity: Double, stiffness: Double) {
        self.target = target
        x0 = from - target
        v0 = velocity
        omega = (max(1, stiffness)).squareRoot()
    }

    /// Position `t` seconds after release.
    public func position(at t: Double) -> Double {
        let t = max(0, t)
        return target + (x0 + (v0 + omega * x0) * t) * expNeg(omega * t)
    }

    /// Velocity `t` seconds after release.
    public func velocity(at t: Double) -> Double {
        let t = max(0, t)
        let b = v0 + omega * x0
        return (b - omega * (x0 + b * t)) * expNeg(omega * t)
    }
}

/// Exponential deceleration: velocity falls by `rate` every millisecond
/// (0.998 is UIKit's and libhandy's normal rate).
public struct Deceleration: Sendable, Equatable {
    public var p0: Double
    public var v0: Double
    /// Decay per second: −ln(rate) × 1000.
    public var lambda: Double

    public init(from p0: Double, velocity v0: Double, rate: Double) {
        self.p0 = p0
        self.v0 = v0
        // The widget refuses rates outside the range; a Deceleration made
        // directly with one is kept inside it rather than diverging.
        let range = MotionConfiguration.decelerationRateRange
        let r = min(max(rate.isNaN ? 0.998 : rate, range.lowerBound), range.upperBound)
        lambda = -logarithm(r) * 1000
    }

    public func position(at t: Double) -> Double { p0 + v0 * (1 - expNeg(lambda * max(0, t))) / lambda }
    public func velocity(at t: Double) -> Double { v0 * expNeg(lambda * max(0, t)) }
    /// Where it would come to rest.
    public var restingPosition: Double { p0 + v0 / lambda }
    /// Seconds until the speed falls below `speed`.
    public func time(toSlowTo speed: Double) -> Double {
        guard abs(v0) > speed, speed > 0 else { return 0 }
        return logarithm(abs(v0) / speed) / lambda
    }
}

/// How far an overscroll of `x` (pixels past the end) is shown, for a
/// viewport of `d` pixels: follows the pointer at first, never reaches `d`.
public func rubberBand(_ x: Double, dimension d: Double, constant c: Double) -> Double {
    guard d > 0, x.isFinite else { return 0 }
    let sign: Double = x < 0 ? -1 : 1
    let ax = abs(x)
    return sign * (1 - 1 / (ax * c / d + 1)) * d
}

// libm's exp and log (Glibc is the C library, not Foundation: the core
// still imports no toolkit).

/// e^(−x) for x ≥ 0; 0 past where a double underflows.
@inline(__always)
func expNeg(_ x: Double) -> Double {
    guard x > 0 else { return 1 }
    return x > 745 ? 0 : exp(-x)
}

/// The natural logarithm.
@inline(__always)
func logarithm(_ x: Double) -> Double { log(x) }

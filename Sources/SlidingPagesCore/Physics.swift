#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Pure functions of time for settling motion: a critically damped spring,
// exponential deceleration and the rubber band. Units: item positions,
// items per second, seconds.

/// A damped spring released at `x0` from its target with velocity `v0`:
/// AdwCarousel's settle, whose parameters (AdwSpringParams) are a damping
/// ratio, a mass and a stiffness. The pager's defaults (ratio 1, mass 1,
/// stiffness 500) are AdwCarousel's: critically damped, no overshoot.
/// Below a ratio of 1 the page overshoots and rings; above it, it creeps.
public struct Spring: Sendable, Equatable {
    /// Where the spring comes to rest.
    public var target: Double
    /// Where it started.
    public var x0: Double
    /// Its speed at the start.
    public var v0: Double
    /// The undamped angular frequency, √(stiffness / mass).
    public var omega: Double
    /// Below 1 it overshoots and rings; above 1 it creeps in.
    public var dampingRatio: Double

    /// `from` and `velocity` at release; the parameters as in the motion
    /// options (a non-positive or non-finite one is taken as the default).
    public init(from: Double, to target: Double, velocity: Double, stiffness: Double, dampingRatio: Double = 1, mass: Double = 1) {
        self.target = target
        x0 = from - target
        v0 = velocity
        let k = stiffness.isFinite ? max(1, stiffness) : 500
        let m = mass.isFinite && mass > 0 ? mass : 1
        omega = (k / m).squareRoot()
        self.dampingRatio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
    }

    /// The motion's regime: critically damped within a millionth of 1.
    private enum Regime {
        /// x = e^(−at)(A cos wt + B sin wt).
        case under(a: Double, w: Double, b: Double)
        /// x = (x0 + b·t) e^(−ωt).
        case critical(b: Double)
        /// x = c1 e^(r1 t) + c2 e^(r2 t), both roots negative.
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private var regime: Regime {
        let z = dampingRatio
        if abs(z - 1) < 1e-6 { return .critical(b: v0 + omega * x0) }
        if z < 1 {
            let a = z * omega, w = omega * (1 - z * z).squareRoot()
            return .under(a: a, w: w, b: (v0 + a * x0) / w)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -omega * (z - root), r2 = -omega * (z + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        return .over(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
    }

    /// Position `t` seconds after release.
    public func position(at t: Double) -> Double {
        let t = max(0, t)
        switch regime {
        case .critical(let b): return target + (x0 + b * t) * expNeg(omega * t)
        case .under(let a, let w, let b): return target + expNeg(a * t) * (x0 * cos(w * t) + b * sin(w * t))
        case .over(let r1, let r2, let c1, let c2): return target + c1 * expNeg(-r1 * t) + c2 * expNeg(-r2 * t)
        }
    }

    /// Velocity `t` seconds after release.
    public func velocity(at t: Double) -> Double {
        let t = max(0, t)
        switch regime {
        case .critical(let b): return (b - omega * (x0 + b * t)) * expNeg(omega * t)
        case .under(let a, let w, let b): return expNeg(a * t) * (v0 * cos(w * t) - (a * b + w * x0) * sin(w * t))
        case .over(let r1, let r2, let c1, let c2): return r1 * c1 * expNeg(-r1 * t) + r2 * c2 * expNeg(-r2 * t)
        }
    }
}

/// Exponential deceleration: velocity falls by `rate` every millisecond
/// (0.998 is UIKit's and libhandy's normal rate).
public struct Deceleration: Sendable, Equatable {
    /// The starting position.
    public var p0: Double
    /// The starting speed.
    public var v0: Double
    /// Decay per second: −ln(rate) × 1000.
    public var lambda: Double

    /// Coasting from `p0` at `v0`, keeping `rate` of the speed each millisecond.
    public init(from p0: Double, velocity v0: Double, rate: Double) {
        self.p0 = p0
        self.v0 = v0
        // The widget refuses rates outside the range; a Deceleration made
        // directly with one is kept inside it rather than diverging.
        let range = MotionConfiguration.decelerationRateRange
        let r = min(max(rate.isNaN ? 0.998 : rate, range.lowerBound), range.upperBound)
        lambda = -logarithm(r) * 1000
    }

    /// Where it is `t` seconds in.
    public func position(at t: Double) -> Double { p0 + v0 * (1 - expNeg(lambda * max(0, t))) / lambda }
    /// Its speed `t` seconds in.
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

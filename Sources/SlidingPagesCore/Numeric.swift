// Small numeric helpers shared by the core. Int(Double) traps on NaN, on
// infinities and out of range, so every conversion goes through these.

/// The largest magnitude a slot or index may take (2^52: still exact as a Double).
public let slotMagnitudeLimit: Int = 1 << 52

@inline(__always)
func clampToSlot(_ x: Double) -> Int {
    guard x.isFinite else { return x > 0 ? slotMagnitudeLimit : (x < 0 ? -slotMagnitudeLimit : 0) }
    let limit = Double(slotMagnitudeLimit)
    if x >= limit { return slotMagnitudeLimit }
    if x <= -limit { return -slotMagnitudeLimit }
    return Int(x)
}

/// Largest integer ≤ x, saturating.
@inline(__always)
func floorSlot(_ x: Double) -> Int { clampToSlot(x.rounded(.down)) }

/// Smallest integer ≥ x, saturating.
@inline(__always)
func ceilSlot(_ x: Double) -> Int { clampToSlot(x.rounded(.up)) }

/// Nearest integer, halves away from zero, saturating.
@inline(__always)
func roundSlot(_ x: Double) -> Int { clampToSlot(x.rounded()) }

/// Floor division (rounds toward −∞), for modular slots. `d` must be > 0.
@inline(__always)
func floorDiv(_ a: Int, _ d: Int) -> Int {
    let q = a / d
    return (a % d != 0 && (a < 0)) ? q - 1 : q
}

/// The non-negative remainder of `a` modulo `d` (`d` > 0).
@inline(__always)
func positiveModulo(_ a: Int, _ d: Int) -> Int {
    let r = a % d
    return r < 0 ? r + d : r
}

/// The non-negative remainder of `a` modulo `d` (`d` > 0) for Doubles.
@inline(__always)
func positiveModulo(_ a: Double, _ d: Double) -> Double {
    let r = a - (a / d).rounded(.down) * d
    // Guard the rounding edge where r comes out as exactly d.
    return r >= d ? 0 : (r < 0 ? 0 : r)
}

@inline(__always)
func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T { min(max(x, lo), hi) }

/// A finite Double, or `fallback`.
@inline(__always)
func finite(_ x: Double, or fallback: Double = 0) -> Double { x.isFinite ? x : fallback }

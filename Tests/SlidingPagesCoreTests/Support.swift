import SlidingPagesCore

/// Every small configuration the sweeps cover: counts 0, 1, 2, 3, 5, 10;
/// itemsPerPage 1–4; both alignments; wrap on and off; both orientations;
/// left-to-right and right-to-left; truncated final page on and off.
struct Sweep {
    static let counts = [0, 1, 2, 3, 5, 10]

    static func configurations(spacing: Double = 0) -> [LayoutConfiguration] {
        var out: [LayoutConfiguration] = []
        for ipp in 1...4 {
            for alignment in [Alignment.edge, .center] {
                for wrap in [false, true] {
                    for orientation in [Orientation.horizontal, .vertical] {
                        for rtl in [false, true] {
                            for truncate in [false, true] {
                                var c = LayoutConfiguration()
                                c.itemsPerPage = ipp
                                c.alignment = alignment
                                c.wrap = wrap
                                c.orientation = orientation
                                c.rightToLeft = rtl
                                c.truncateFinalPage = truncate
                                c.spacing = spacing
                                out.append(c)
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    static let viewport = Size(width: 800, height: 600)

    /// Every swept layout, with fill sizing and with fixed items narrower than the viewport.
    static func layouts() -> [PagerLayout] {
        var out: [PagerLayout] = []
        for count in counts {
            for c in configurations() {
                out.append(PagerLayout(configuration: c, itemCount: count, viewport: viewport))
            }
            for c in configurations(spacing: 12) {
                var f = c
                f.itemSizing = .fixed(150)
                out.append(PagerLayout(configuration: f, itemCount: count, viewport: viewport))
            }
        }
        return out
    }

    /// Positions to probe: every quarter item across and a little beyond the range.
    static func positions(_ l: PagerLayout) -> [Double] {
        let lo = l.minPosition - 1.5, hi = l.maxPosition + (l.wraps ? Double(l.itemCount ?? 0) : 0) + 1.5
        var out: [Double] = []
        var p = lo
        while p <= hi {
            out.append(p)
            p += 0.25
        }
        return out
    }
}

/// A small deterministic random source (SplitMix64), so failures reproduce.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func approx(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps * max(1, abs(a), abs(b)) }

import Testing
@testable import SlidingPagesCore

@Suite("The settling spring's damping ratio, mass and stiffness")
struct SpringTests {
    static let ratios = [0.1, 0.3, 0.7, 0.999_999_5, 1, 1.5, 3, 10]
    static let masses = [0.01, 0.5, 1, 4]
    static let stiffnesses = [1.0, 100, 500, 5000]

    @Test("every regime starts where it was released, with the release speed, and its velocity is the slope of its position")
    func startAndSlope() {
        for z in Self.ratios {
            for m in Self.masses {
                for k in Self.stiffnesses {
                    for (x, v) in [(0.0, 3.0), (1, 0), (-2, 5), (0.5, -4)] {
                        let s = Spring(from: 2 + x, to: 2, velocity: v, stiffness: k, dampingRatio: z, mass: m)
                        #expect(abs(s.position(at: 0) - (2 + x)) < 1e-9, "ratio \(z) mass \(m) stiffness \(k)")
                        #expect(abs(s.velocity(at: 0) - v) < 1e-9, "ratio \(z) mass \(m) stiffness \(k)")
                        for t in [0.01, 0.1, 0.37, 1] {
                            let h = 1e-6
                            let slope = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
                            #expect(abs(slope - s.velocity(at: t)) < 1e-4 * max(1, abs(slope)), "ratio \(z) mass \(m) stiffness \(k) t \(t)")
                        }
                    }
                }
            }
        }
    }

    @Test("below a ratio of 1 a page released from rest overshoots; at 1 and above it never does, and every spring comes to rest")
    func overshoot() {
        for z in Self.ratios {
            let s = Spring(from: 1, to: 0, velocity: 0, stiffness: 500, dampingRatio: z)
            var lowest = 1.0
            var t = 0.0
            while t < 60 {
                lowest = min(lowest, s.position(at: t))
                t += 1.0 / 240
            }
            if z < 0.99 {
                #expect(lowest < -0.001, "ratio \(z) overshoots")
            } else {
                #expect(lowest > -1e-9, "ratio \(z) does not overshoot")
            }
            #expect(abs(s.position(at: 60)) < 1e-3 && abs(s.velocity(at: 60)) < 1e-2, "ratio \(z) comes to rest")
        }
    }

    @Test("a heavier or softer spring is slower; a stiffer one faster")
    func speed() {
        func timeToHalf(_ s: Spring) -> Double {
            var t = 0.0
            while s.position(at: t) > 0.5 { t += 0.0005 }
            return t
        }
        let base = timeToHalf(Spring(from: 1, to: 0, velocity: 0, stiffness: 500))
        #expect(timeToHalf(Spring(from: 1, to: 0, velocity: 0, stiffness: 500, mass: 4)) > base * 1.9)
        #expect(timeToHalf(Spring(from: 1, to: 0, velocity: 0, stiffness: 125)) > base * 1.9)
        #expect(timeToHalf(Spring(from: 1, to: 0, velocity: 0, stiffness: 2000)) < base * 0.6)
        #expect(timeToHalf(Spring(from: 1, to: 0, velocity: 0, stiffness: 500, dampingRatio: 3)) > base * 1.5)
    }

    @Test("bad parameters fall back to the defaults instead of diverging")
    func badParameters() {
        let good = Spring(from: 1, to: 0, velocity: 0, stiffness: 500)
        for bad in [Spring(from: 1, to: 0, velocity: 0, stiffness: 500, dampingRatio: 0, mass: 1),
                    Spring(from: 1, to: 0, velocity: 0, stiffness: 500, dampingRatio: .nan, mass: -1),
                    Spring(from: 1, to: 0, velocity: 0, stiffness: 500, dampingRatio: -3, mass: .infinity)] {
            #expect(bad == good)
        }
    }

    @Test("a pager with an underdamped spring overshoots its page after a release and still settles on it; the default does not")
    func pagerSettle() {
        for z in [0.3, 1.0] {
            var h = MotionHarness(motion: { $0.springDampingRatio = z })
            h.drag(dx: -300, duration: 0.5, hold: 0.3)
            h.trajectory.removeAll()
            h.settle()
            #expect(h.m.currentPage == 0 || h.m.currentPage == 1)
            let page = Double(h.m.currentPage ?? 0)
            #expect(h.m.position == page && !h.m.needsFrames, "ratio \(z) settles exactly")
            let past = h.trajectory.contains { page == 0 ? $0 < -0.002 : $0 > page + 0.002 }
            #expect(past == (z < 1), "ratio \(z): overshoot \(past)")
        }
    }

    @Test("the options table gives the spring's ranges; the motion options make the spring they describe")
    func options() {
        #expect(OptionTable.springDampingRatio.check(0.05).value == nil)
        #expect(OptionTable.springMass.check(0).value == nil)
        #expect(OptionTable.springStiffness.check(500).value == 500)
        var c = MotionConfiguration()
        c.springMass = 2
        c.springDampingRatio = 0.5
        c.springStiffness = 800
        #expect(c.spring(from: 1, to: 0, velocity: 0) == Spring(from: 1, to: 0, velocity: 0, stiffness: 800, dampingRatio: 0.5, mass: 2))
    }
}

// How each dot is drawn: its colour between the page's normal and current
// colours, and its radius, by its emphasis; and which part of the control
// each of the two colour rows covers while the mask sweeps across it.

/// A colour as four channels in 0…1 (a GdkRGBA's, without GTK).
public struct ChromeColour: Sendable, Equatable, Hashable {
    /// The components, 0…1.
    public var red, green, blue, alpha: Double

    /// A colour from its components, 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `self` moved `t` of the way (0…1) toward `other`, channel by channel.
    public func mixed(with other: ChromeColour, by t: Double) -> ChromeColour {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return ChromeColour(red: mix(red, other.red), green: mix(green, other.green),
                            blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }
}

/// A dot's look: how far toward the current dot's colour and radius.
public struct DotLook: Sendable, Equatable {
    /// 0 at rest, 1 for the current page, in ``PageDots/emphasisSteps`` steps.
    public var mix: Double
    /// The dot's radius in pixels.
    public var radius: Double
}

extension PageDots {
    /// Emphasis is drawn in 32 steps: finer than the eye follows on a dot a
    /// few pixels wide, and few enough that each look is drawn once and
    /// kept as a sprite.
    public static let emphasisSteps = 32.0

    /// The look of a dot with emphasis `e` (0…1).
    public func look(emphasis e: Double) -> DotLook {
        let q = (clamp(finite(e), 0, 1) * PageDots.emphasisSteps).rounded() / PageDots.emphasisSteps
        return DotLook(mix: q, radius: radius + (currentRadius - radius) * q)
    }

    /// The parts of `r` the row coloured for the page being left and the
    /// row for the next page cover, when the mask has revealed `reveal`
    /// (0…1) of the control: the next page's row comes in from the trailing
    /// side (the left, right to left). Each is `(x, width)`.
    public func maskSpans(in r: Rect, reveal: Double) -> (leaving: (x: Double, width: Double), arriving: (x: Double, width: Double)) {
        let f = clamp(finite(reveal), 0, 1)
        let split = rightToLeft ? r.x + r.width * f : r.x + r.width * (1 - f)
        let first = (x: r.x, width: split - r.x), second = (x: split, width: r.x + r.width - split)
        return rightToLeft ? (second, first) : (first, second)
    }
}

extension PageDots {
    /// The left edge of the first dot's cell (a cell is ``pitch`` wide,
    /// centred on its dot), in the control's coordinates: where a repeating
    /// cell is laid from.
    public func cellOrigin(width: Double) -> Double {
        dotCenterX(index: 0, width: width) - pitch / 2
    }

    /// The dots drawn alike at rest, in at most three runs of whole cells
    /// around the one or two dots with some emphasis (a dot whose emphasis
    /// rounds to none of the ``emphasisSteps`` still rests): `body` gets
    /// each run's left edge in the control's coordinates and its width.
    @inline(__always)
    public func forEachRestRun(pagePosition: Double, width: Double, wraps: Bool = false,
                               _ body: (_ x: Double, _ width: Double) -> Void) {
        let n = dotCount
        guard n > 0 else { return }
        var apart = (-1, -1)
        forEachEmphasisedDot(pagePosition: pagePosition, width: width, wraps: wraps) { k, _, _, _, e in
            guard look(emphasis: e).mix != 0 else { return }
            if apart.0 < 0 { apart.0 = k } else { apart.1 = k }
        }
        func left(_ k: Int) -> Double { dotCenterX(index: k, width: width) - pitch / 2 }
        var start = 0
        // The two emphasised dots then the end, in turn (an array of the
        // three cost an allocation a frame).
        for i in 0..<3 {
            let stop = i == 0 ? apart.0 : i == 1 ? apart.1 : n
            guard stop >= 0 else { continue }
            if stop > start {
                // Right to left, the run's last index is its left edge.
                body(min(left(start), left(stop - 1)), Double(stop - start) * pitch)
            }
            start = max(start, stop + 1)
        }
    }
}

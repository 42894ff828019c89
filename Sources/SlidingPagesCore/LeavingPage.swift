// Deleted pages shrinking out. HdyCarousel animates a removed child's size
// down to nothing; here the page that was deleted in view shrinks and fades
// where it stood, drawn above the pages that close the gap beneath it, so
// the user sees the page go rather than its neighbour arrive.

/// A deleted page on its way out: where it stood (the pager's pixels) and
/// its disappearing reveal.
public struct LeavingPage: Sendable, Equatable {
    /// Where the page stood, in the pager's pixels.
    public var frame: (x: Int, y: Int, width: Int, height: Int)
    /// Its shrinking out.
    public var reveal: Reveal

    /// A deleted page leaving from `frame`.
    public init(frame: (x: Int, y: Int, width: Int, height: Int), reveal: Reveal) {
        self.frame = frame
        self.reveal = reveal
    }

    public static func == (a: LeavingPage, b: LeavingPage) -> Bool {
        a.frame == b.frame && a.reveal == b.reveal
    }

    /// Drawn at `now`: from its full size and opacity down to the reveal's
    /// smallest scale and clear, above every page.
    public func paint(at now: Double) -> PagePaint {
        let p = reveal.progress(at: now)
        var paint = PagePaint()
        let s = 1 - (1 - Reveal.smallestScale) * p
        paint.scaleX = s
        paint.scaleY = s
        paint.alpha = 1 - p
        paint.elevation = LeavingPage.elevation
        return paint
    }

    /// Above any page a transformer lifts (PageTransform keeps elevations
    /// within ±1000).
    public static let elevation = 10_000.0
}

extension PagerEngine {
    /// The page the host knows as `token`, deleted while in view, shrinks
    /// out from `frame` over the reveal duration from `now`.
    /// At most ``maximumLeaving`` pages leave at once: deletes faster than
    /// the reveal end the oldest at once, so memory stays bounded.
    public mutating func leave(_ token: Int, frame: (x: Int, y: Int, width: Int, height: Int), now: Double) {
        while leaving.count >= PagerEngine.maximumLeaving,
              let oldest = leaving.min(by: { ($0.value.reveal.start, $0.key) < ($1.value.reveal.start, $1.key) })?.key {
            leaving.removeValue(forKey: oldest)
            left.append(oldest)
        }
        leaving[token] = LeavingPage(frame: frame, reveal: Reveal(.disappearing, start: now, duration: revealDuration))
    }

    /// A page's width of deletes in one reveal is plenty to see.
    public static let maximumLeaving = 4

    /// Moves leaving pages whose time is up to ``takeLeft()``; whether any
    /// is still on its way out.
    mutating func stepLeaving(now: Double) -> Bool {
        guard !leaving.isEmpty else { return false }
        for (token, page) in leaving where page.reveal.isFinished(at: now) {
            leaving.removeValue(forKey: token)
            left.append(token)
        }
        return !leaving.isEmpty
    }

    /// The tokens of pages that finished leaving since the last call: the
    /// host lets go of them.
    public mutating func takeLeft() -> [Int] {
        defer { left.removeAll() }
        return left
    }

    /// Every leaving page is gone at once (a reload, the widget going):
    /// their tokens, for the host to let go of.
    public mutating func endLeaving() -> [Int] {
        let tokens = Array(leaving.keys) + left
        leaving.removeAll()
        left.removeAll()
        return tokens
    }
}

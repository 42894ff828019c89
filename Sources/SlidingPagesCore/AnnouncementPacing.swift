/// Paces what a screen reader is told while the current page changes fast.
///
/// The first change after a quiet spell is told at once; while changes keep
/// coming, at most one is told per `interval`, and the last one always is
/// (when its interval ends). Jumping a page a frame would otherwise queue
/// sixty descriptions a second for the reader to speak, and set the
/// description — a string built and an ATK notification — every frame.
public struct AnnouncementPacing: Equatable, Sendable {
    /// Seconds between two announcements while changes keep coming. A
    /// quarter second is under the time a reader takes to start speaking
    /// a page name, so a single key press is never held back.
    public var interval: Double

    /// When the last announcement was made.
    public private(set) var lastAnnounced = -Double.infinity
    /// A change waits for the end of the interval.
    public private(set) var isWaiting = false

    /// A pacing that tells at most one page per `interval` seconds (0.25: four a second).
    public init(interval: Double = 0.25) {
        self.interval = max(0, interval)
    }

    /// What to do with a page change now.
    public enum Step: Equatable, Sendable {
        /// Announce now.
        case announce
        /// Call `deadlinePassed` at this time.
        case wait(until: Double)
        /// A deadline is already set; it will announce.
        case none
    }

    /// The current page changed at `now`.
    public mutating func changed(at now: Double) -> Step {
        if isWaiting { return .none }
        if now - lastAnnounced >= interval {
            lastAnnounced = now
            return .announce
        }
        isWaiting = true
        return .wait(until: lastAnnounced + interval)
    }

    /// The deadline a `.wait` gave has come: whether to announce.
    public mutating func deadlinePassed(at now: Double) -> Bool {
        guard isWaiting else { return false }
        isWaiting = false
        lastAnnounced = now
        return true
    }

    /// Forgets a waiting change (the pager is going away or reloading).
    public mutating func cancel() {
        isWaiting = false
    }
}

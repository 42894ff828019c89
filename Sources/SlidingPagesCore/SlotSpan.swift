/// A half-open run of slots `lower..<upper`.
///
/// A slot is an item's place on the unwrapped strip of items. Without wrap a
/// slot is the item index; with wrap, slot `s` shows item `s mod count`, so
/// the same item may stand in two slots when few items are visible many times.
/// Unlike `Range`, an empty or inverted span is never a trap.
public struct SlotSpan: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The first slot.
    public var lower: Int
    /// One past the last slot.
    public var upper: Int

    /// The slots from `lower` up to, not including, `upper`.
    public init(_ lower: Int, _ upper: Int) {
        self.lower = lower
        self.upper = max(lower, upper)
    }

    /// No slots.
    public static let empty = SlotSpan(0, 0)

    /// Whether it holds no slot.
    public var isEmpty: Bool { upper <= lower }
    /// How many slots it holds.
    public var count: Int { upper - lower }
    /// Whether it holds `slot`.
    public func contains(_ slot: Int) -> Bool { slot >= lower && slot < upper }

    /// The slots both hold.
    public func intersection(_ o: SlotSpan) -> SlotSpan {
        let lo = max(lower, o.lower), hi = min(upper, o.upper)
        return hi > lo ? SlotSpan(lo, hi) : .empty
    }

    /// `self` minus `o`: at most two runs, the lower one first.
    public func subtracting(_ o: SlotSpan) -> (SlotSpan, SlotSpan) {
        if isEmpty { return (.empty, .empty) }
        let cut = intersection(o)
        if cut.isEmpty { return (self, .empty) }
        let left = cut.lower > lower ? SlotSpan(lower, cut.lower) : .empty
        let right = upper > cut.upper ? SlotSpan(cut.upper, upper) : .empty
        return (left, right)
    }

    /// The span moved by `delta` slots.
    public func shifted(by delta: Int) -> SlotSpan { isEmpty ? .empty : SlotSpan(lower + delta, upper + delta) }

    public var description: String { isEmpty ? "∅" : "\(lower)..<\(upper)" }
}

/// Up to three disjoint, ascending spans: what a recycling diff produces.
/// A fixed-size value so that a frame's diff allocates nothing.
public struct SlotRuns: Sendable, Equatable, Sequence, CustomStringConvertible {
    /// The first run.
    public private(set) var first: SlotSpan = .empty
    /// The second run.
    public private(set) var second: SlotSpan = .empty
    /// The third run.
    public private(set) var third: SlotSpan = .empty

    /// No runs.
    public init() {}

    /// Runs from up to three spans.
    public init(_ spans: SlotSpan...) {
        for s in spans { append(s) }
    }

    /// Adds a run; empty runs are ignored. Runs must come in ascending order.
    public mutating func append(_ s: SlotSpan) {
        if s.isEmpty { return }
        if first.isEmpty { first = s } else if second.isEmpty { second = s } else {
            precondition(third.isEmpty, "SlotRuns holds at most three runs")
            third = s
        }
    }

    /// How many slots the runs hold.
    public var count: Int { first.count + second.count + third.count }
    /// Whether the runs hold no slot.
    public var isEmpty: Bool { count == 0 }
    /// Whether a run holds `slot`.
    public func contains(_ slot: Int) -> Bool { first.contains(slot) || second.contains(slot) || third.contains(slot) }

    public struct Iterator: IteratorProtocol {
        var runs: SlotRuns
        var run = 0
        var cursor: Int?
        public mutating func next() -> Int? {
            while run < 3 {
                let span = run == 0 ? runs.first : (run == 1 ? runs.second : runs.third)
                let slot = cursor ?? span.lower
                if slot < span.upper {
                    cursor = slot + 1
                    return slot
                }
                run += 1
                cursor = nil
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(runs: self) }

    public var description: String {
        let parts = [first, second, third].filter { !$0.isEmpty }.map(\.description)
        return parts.isEmpty ? "∅" : parts.joined(separator: " ∪ ")
    }
}

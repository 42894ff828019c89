// The before/after data source (the RAPageViewController seed): there is no
// count, so slots are numbered from the page the pager started on, ends become
// known as the source answers "no page", and the numbering is moved back
// toward 0 whenever the pager rests far away, so positions stay small and
// exact however far the user travels.

extension PagerLayout {
    /// How far from slot 0 a resting unbounded pager may be before its slots
    /// are renumbered.
    public static let rebaseDistance = 1024.0

    /// The layout once the source said there is no page before `slot`
    /// (`before`) or after it.
    public func endingUnbounded(at slot: Int, before: Bool) -> PagerLayout {
        guard case .unbounded(let first, let last, let from) = domain else { return self }
        // A first page the source told of numbers the pages from now on.
        return withDomain(before ? .unbounded(first: slot, last: last)
                                 : .unbounded(first: first, last: slot, numberedFrom: from))
    }

    /// For a resting unbounded pager far from slot 0: the renumbered layout,
    /// the same place as a new position, and the shift to apply to every
    /// loaded slot (`newSlot = oldSlot + shift`). `nil` when no rebase is due.
    public func rebased(position: Double) -> (layout: PagerLayout, position: Double, shift: Int)? {
        guard case .unbounded(let first, let last, let from) = domain, abs(position) >= PagerLayout.rebaseDistance else { return nil }
        let shift = -currentSlot(at: position)
        // With no first page known, pages are renumbered with the items (as
        // they are without a page set); counted from the first, they keep theirs.
        let origin = first == nil ? nil : from.map { $0 + shift }
        let moved = withDomain(.unbounded(first: first.map { $0 + shift }, last: last.map { $0 + shift }, numberedFrom: origin))
        return (moved, position + Double(shift), shift)
    }
}

/// How to get the page for a slot from a before/after source, which only
/// knows a page's neighbours.
public enum UnboundedRequest: Sendable, Equatable {
    /// Ask for the page after the one loaded in this slot (the slot before).
    case after(Int)
    /// Ask for the page before the one loaded in this slot (the slot after).
    case before(Int)
    /// Nothing is loaded: ask for the first page.
    case initial
    /// No neighbour is loaded (a jump): walk page by page from this loaded
    /// slot, the nearest.
    case walk(from: Int)

    /// The request for `slot` with `loaded` slots holding pages: the left
    /// neighbour first, as pages are read forward.
    public init(slot: Int, loaded: some Collection<Int>) {
        if loaded.contains(slot - 1) {
            self = .after(slot - 1)
        } else if loaded.contains(slot + 1) {
            self = .before(slot + 1)
        } else if let nearest = loaded.min(by: { abs($0 - slot) < abs($1 - slot) }) {
            self = .walk(from: nearest)
        } else {
            self = .initial
        }
    }

    /// One step of a walk from slot `s` toward `slot`: the next slot, and
    /// whether it lies after `s` (ask the source for the page after).
    public static func step(from s: Int, toward slot: Int) -> (next: Int, forward: Bool) {
        slot > s ? (s + 1, true) : (s - 1, false)
    }
}

/// Which loaded pages a plan for a source with no count lets go of. On a
/// jump (every loaded page leaves) the one nearest the current slot stays as
/// the anchor the new pages are walked to from, until one is reached: with
/// none left, only the first page could be asked for.
public struct UnboundedLeaving: Sendable, Equatable {
    /// The slots to unload now.
    public var unload: [Int]
    /// The leaving slot kept until the new pages are reached, on a jump.
    public var anchor: Int?

    /// What leaves when `plan` runs on `loaded` slots; `stray` is an anchor
    /// an earlier jump kept, which leaves unless the plan loads it.
    public init(loaded: [Int], plan: RecyclePlan, stray: Int?, current: Int) {
        func leaves(_ slot: Int) -> Bool { plan.unload.contains(slot) || (slot == stray && !plan.load.contains(slot)) }
        let jumps = !loaded.isEmpty && loaded.allSatisfy(leaves)
        anchor = jumps ? loaded.min { abs($0 - current) < abs($1 - current) } : nil
        unload = loaded.filter { [anchor] in leaves($0) && $0 != anchor }
    }
}

extension SlotSpan {
    /// The smallest span holding every slot in `slots` (empty for none).
    public init(covering slots: some Collection<Int>) {
        guard let lo = slots.min(), let hi = slots.max() else {
            self = .empty
            return
        }
        self.init(lo, hi + 1)
    }
}

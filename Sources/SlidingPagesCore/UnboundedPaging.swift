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
        guard case .unbounded(let first, let last) = domain else { return self }
        return withDomain(before ? .unbounded(first: slot, last: last) : .unbounded(first: first, last: slot))
    }

    /// For a resting unbounded pager far from slot 0: the renumbered layout,
    /// the same place as a new position, and the shift to apply to every
    /// loaded slot (`newSlot = oldSlot + shift`). `nil` when no rebase is due.
    public func rebased(position: Double) -> (layout: PagerLayout, position: Double, shift: Int)? {
        guard case .unbounded(let first, let last) = domain, abs(position) >= PagerLayout.rebaseDistance else { return nil }
        let shift = -currentSlot(at: position)
        let moved = withDomain(.unbounded(first: first.map { $0 + shift }, last: last.map { $0 + shift }))
        return (moved, position + Double(shift), shift)
    }
}

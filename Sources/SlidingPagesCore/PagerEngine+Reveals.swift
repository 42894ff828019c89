// Pages growing into place after an animated insert or delete, by slot.
// Slots follow the pages: a slot shift or a change's renumbering moves the
// reveals with them, and a page leaving the loaded window loses its reveal.

extension PagerEngine {
    /// How long a page takes to grow into place by default (HdyCarousel's
    /// `reveal-duration` default is 200 ms for its own children; pages here
    /// also fade in, which reads better a little slower).
    public static let revealDuration = 0.3

    /// The loaded pages showing `items` grow and fade into place from `now`.
    public mutating func reveal(items: Range<Int>, now: Double) {
        guard !items.isEmpty else { return }
        reveal(now: now) { items.contains($0) }
    }

    /// The loaded pages of the items `revealed` picks grow and fade into
    /// place from `now`.
    public mutating func reveal(now: Double, where revealed: (Int) -> Bool) {
        let l = layout
        var s = recycler.loaded.lower
        while s < recycler.loaded.upper {
            if let item = l.item(atSlot: s), revealed(item) {
                reveals[s] = Reveal(.appearing, start: now, duration: revealDuration)
            }
            s += 1
        }
    }

    /// The items a change reveals: the inserted ones, the one that took a
    /// deleted current item's place (HdyCarousel reveals changed pages), or
    /// a moved one in its new place.
    public static func revealedItems(by change: ItemChange, outcome: ChangeOutcome) -> Range<Int> {
        switch change {
        case .insert(let i, let n): return i..<(i + max(0, n))
        case .delete:
            guard outcome.currentReplaced, let c = outcome.currentItem else { return 0..<0 }
            return c..<(c + 1)
        case .move(_, let b): return b..<(b + 1)
        default: return 0..<0
        }
    }

    /// Drops finished reveals and those of pages no longer loaded; whether
    /// any page is still growing.
    mutating func stepReveals(now: Double) -> Bool {
        guard !reveals.isEmpty else { return false }
        let loaded = recycler.loaded
        reveals = reveals.filter { loaded.contains($0.key) && !$0.value.isFinished(at: now) }
        return !reveals.isEmpty
    }

    /// Renumbers the reveals as a change renumbers the loaded pages.
    mutating func renumberReveals(_ plan: ChangePlan) {
        guard !reveals.isEmpty else { return }
        var moved: [Int: Reveal] = [:]
        for (slot, r) in reveals where !plan.removed.contains(slot) { moved[plan.renumbered(slot)] = r }
        reveals = moved
    }

    mutating func shiftReveals(by shift: Int) {
        guard shift != 0, !reveals.isEmpty else { return }
        var moved: [Int: Reveal] = [:]
        for (slot, r) in reveals { moved[slot + shift] = r }
        reveals = moved
    }
}

// Preloading between frames. A page that comes into the preload window is
// the host's work (its view call fills it: a list page binds every row),
// then GTK's (measuring and allocating it). Done inside the frame that
// moved the window, that work made the frame several times longer than the
// others (a 100-row list page: 4–6 ms against 0.4 ms; `make bench`'s heavy
// rows). So while the pages move, a frame loads only the pages coming into view, keeping the
// preloaded pages that are still in the window, and the rest of the window
// is loaded once the frame is drawn, in the idle time before the next.
//
// While the pages move more than a page a frame (the nub scrubbed across a
// million pages), the neighbours loaded now would be gone by the next
// frame: preloading waits until the pages slow down or stop.

extension PagerEngine {
    /// The slots a frame loads while the pages move: those in view, and
    /// the loaded slots still in the window (``loadTarget``) when they
    /// touch them. At rest (a change, a reload, a jump), and with
    /// ``preloadsBetweenFrames`` off, the whole window: pages a change
    /// keeps stay with their items, and a page inserted beside the current
    /// one grows in.
    @inlinable
    public var frameLoadTarget: SlotSpan {
        let window = loadTarget
        guard preloadsBetweenFrames, motion.isMoving else { return window }
        let view = motion.slotsInView.intersection(window)
        // A zero-size viewport shows nothing: the window is its current slot.
        guard !view.isEmpty else { return window }
        let kept = recycler.loaded.intersection(window)
        guard !kept.isEmpty, kept.lower <= view.upper, view.lower <= kept.upper else { return view }
        return SlotSpan(Swift.min(kept.lower, view.lower), Swift.max(kept.upper, view.upper))
    }

    /// Whether slots of the window wait to be preloaded.
    @inlinable
    public var wantsPreload: Bool {
        preloadsBetweenFrames && !isDeferringLoads && !layout.isEmpty && recycler.loaded != loadTarget
    }

    /// How long preloading waits for the pages to slow down before it
    /// loads anyway, and how long after a fast plan the strip still shows
    /// only the current title (a held nub makes no more plans).
    public static let preloadPatience = 0.1

    /// Whether the pages pass more than a page a frame at `now`: they did
    /// between the last two plans, the last less than ``preloadPatience``
    /// ago, and they are still moving.
    @inlinable
    public func passesPagesFast(now: Double) -> Bool {
        preloadWaits && now - lastPlanTime < Self.preloadPatience
    }

    /// Whether the pages beside the view are kept mapped ahead of it: while
    /// a press holds the pages (a drag may start) and while they move. At
    /// rest they are unmapped, so nothing off screen takes a mnemonic, an
    /// accelerator or a pointer, and a run of jumps does not map and draw
    /// every neighbour it passes.
    @inlinable
    public var keepsPagesAhead: Bool {
        motion.isMoving || motion.isPressed
    }
    /// The slot to make a spare page for at rest, to wait in the pool,
    /// while the window is loaded and a drag would load more slots than rest
    /// holds and the pool has fewer pages than that (at most its capacity).
    /// Spares go to the slots after the window's end and before its start,
    /// alternately, skipping slots with no item or with an item the window
    /// or an earlier spare shows: resting on the first page, the two
    /// after the window, which a drag past the next page loads.
    ///
    /// Between two pages a drag shows one slot more than rest loads, so
    /// without a spare the first drag made a page in its first frames. GTK
    /// then styles and realizes it, and animates what realizing restyles (a
    /// scrolled window's scrollbars become overlay indicators, a 300 ms CSS
    /// transition that resizes the page each frame): the first 17 frames of
    /// a drag across 100-row list pages took twice as long (`make bench`'s
    /// heavy rows). Made between frames at rest, a spare's costs are paid
    /// before anyone drags. Counted sources only: an unbounded source's
    /// slots past the window are not known to exist.
    public var spareSlot: Int? {
        guard preloadsBetweenFrames, !keepsPagesAhead, !isDeferringLoads, case .counted = layout.domain else { return nil }
        let window = recycler.loaded
        guard !window.isEmpty, window == loadTarget else { return nil }
        let wanted = Swift.min(layout.maximumLoadedSlots - window.count, recycler.poolCapacity)
        guard recycler.pooled < wanted else { return nil }
        var chosen: [Int] = []  // items of the spares before this one
        var k = 0
        // Each side has at most `wanted` candidates worth trying.
        while k < 2 * wanted + 2 {
            let slot = k % 2 == 0 ? window.upper + k / 2 : window.lower - 1 - k / 2
            k += 1
            // Wrapping over few items, the slot's item may be in view already.
            guard let item = layout.item(atSlot: slot), !chosen.contains(item),
                  !PagerEngine.span(window, of: layout, shows: item) else { continue }
            if chosen.count == recycler.pooled { return slot }
            chosen.append(item)
        }
        return nil
    }

    /// Whether preloading should wait: the pages moved more than a page
    /// between the last two plans and are still moving.
    @inlinable
    public var preloadWaits: Bool {
        guard motion.isMoving else { return false }
        let step = planPositions.last - planPositions.previous
        return Swift.abs(step) > Double(Swift.max(1, layout.itemsPerPage))
    }
}

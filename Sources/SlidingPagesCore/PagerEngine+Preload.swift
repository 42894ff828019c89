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
        let view = layout.visibleSlots(at: motion.position).intersection(window)
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
    /// Whether preloading should wait: the pages moved more than a page
    /// between the last two plans and are still moving.
    @inlinable
    public var preloadWaits: Bool {
        guard motion.isMoving else { return false }
        let step = planPositions.last - planPositions.previous
        return Swift.abs(step) > Double(Swift.max(1, layout.itemsPerPage))
    }
}

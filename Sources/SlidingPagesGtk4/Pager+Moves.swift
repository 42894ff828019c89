import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Moves the host asks for: to a page, an item or a position, by items, or
// as a key would. The core's motion decides where each lands.

extension Pager {
    /// Moves to `page` over `duration` seconds (0: at once). `completion`
    /// runs once when the move ends: true when it arrived, false when a
    /// drag, another move or the pager's end took over.
    public func scroll(toPage page: Int, duration: Double = 0.3, completion: ((Bool) -> Void)? = nil) {
        if let problem = engine.motion.layout.moveProblem(to: page, isPage: true) { warnCallOnce("scroll(toPage:)", problem) }
        engine.motion.scroll(toPage: page, duration: checked(duration, "scroll(toPage:)"), time: now(), id: moveID(completion))
        changed()
    }

    /// Moves to `item`'s page over `duration` seconds (0: at once), with
    /// `completion` as ``scroll(toPage:duration:completion:)`` has it.
    public func scroll(toItem item: Int, duration: Double = 0.3, completion: ((Bool) -> Void)? = nil) {
        if let problem = engine.motion.layout.moveProblem(to: item, isPage: false) { warnCallOnce("scroll(toItem:)", problem) }
        engine.motion.scroll(toItem: item, duration: checked(duration, "scroll(toItem:)"), time: now(), id: moveID(completion))
        changed()
    }

    /// The seconds a move takes, warned of (once, as GTK 3 does) when not as asked.
    private func checked(_ duration: Double, _ call: String) -> Double {
        let d = MoveDuration.checked(duration)
        if let problem = d.problem { warnCallOnce(call, problem) }
        return d.seconds
    }

    /// The id the engine reports `completion`'s move by, if there is one.
    func moveID(_ completion: ((Bool) -> Void)?) -> Int? {
        guard let completion else { return nil }
        // After the pager's end no move begins: it ends unfinished at once.
        guard widget != nil else {
            completion(false)
            return nil
        }
        lastMoveID &+= 1
        moves[lastMoveID] = completion
        return lastMoveID
    }

    /// Moves `count` items from the current one (or the one a move under
    /// way heads for), stopping at the ends unless the pager wraps; with
    /// several items a page and paging on, to the page holding that item,
    /// and at least one page on. `completion` is as
    /// ``scroll(toPage:duration:completion:)`` has it.
    public func scroll(byItems count: Int, duration: Double = 0.3, completion: ((Bool) -> Void)? = nil) {
        engine.motion.scroll(byItems: count, duration: checked(duration, "scroll(byItems:)"), time: now(), id: moveID(completion))
        changed()
    }

    /// Moves to a position in items, animated or at once; with
    /// `completion` as ``scroll(toPage:duration:completion:)`` has it. A
    /// position that is not finite moves nothing (its completion gets false).
    public func setPosition(_ position: Double, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let id = moveID(completion)
        if !engine.motion.setPosition(position, animated: animated, time: now(), id: id) {
            warnCallOnce("setPosition", "\(position) is not a finite position; ignored")
            if let id { moves.removeValue(forKey: id)?(false) }
        }
        changed()
    }

    /// How long a move the C API animates takes: the `animation-duration`
    /// option, as keys and the wheel have it.
    package var animateDuration: Double { engine.motion.configuration.pageAnimationDuration }

    /// Whether the pages move: dragged, coasting or animating.
    public var isMoving: Bool { engine.motion.isMoving }

    /// Moves as a key would (next or previous item or page, first, last),
    /// over the `animation-duration`, wrapping as the pager does: for
    /// buttons beside it. False when there is nowhere to go.
    @discardableResult
    public func navigate(_ intent: KeyIntent) -> Bool {
        guard widget != nil else { return false }
        let moved = engine.motion.perform(intent, time: now())
        changed()
        return moved
    }
}

// The engine's answer after anything moved it: everything the widget
// applies, in the order it applies it. Painting reads the engine at draw
// time (``PagerEngine/chromeScene(into:now:titles:)``), and placing reads
// ``PagerEngine/pagePlacement(now:)`` when GTK lays out; both come from
// the same state this plan was made from.

/// One step's work for the widget:
/// 1. add ``slotShift`` to every loaded page's slot;
/// 2. apply ``recycle`` (unload, then load, reusing pooled views);
/// 3. show the pages in ``shown`` and hide the rest;
/// 4. deliver the engine's events;
/// 5. announce ``readout``'s changed values as properties, and tell a
///    screen reader the page (``PagerEngine/announcementStep(now:)``, paced
///    as it is told);
/// 6. keep frames coming while ``wantsFrames``, or wake at ``wakeAt``.
public struct FramePlan: Sendable, Equatable {
    /// Counts the plans an engine made: a plan made while this one was
    /// being applied (from an event handler, say) supersedes its last steps.
    public var number = 0
    /// Slots the loaded pages move by (a wrap's renumbering).
    public var slotShift = 0
    /// Nil when loading follows the static pages' own rule or waits.
    public var recycle: RecyclePlan?
    /// The slots on screen.
    public var shown = SlotSpan.empty
    /// What the GObject properties read after the frame.
    public var readout = PagerReadout()
    /// Motion, a fade or a reveal needs the next frame.
    public var wantsFrames = false
    /// With no frames wanted, when the pager next moves on its own (autoplay).
    public var wakeAt: Double?
    /// The size the pager asks for changed (its dots came or went): the
    /// widget measures again.
    public var requestChanged = false

    /// An empty plan.
    public init() {}
}

/// The read-only values motion and item changes move, which the widget
/// announces as properties when they change.
public struct PagerReadout: Sendable, Equatable {
    /// The position in items.
    public var position = 0.0
    /// How many items there are.
    public var itemCount = 0
    /// How many pages there are.
    public var pageCount = 0
    /// −1 when there is no current item or page (the properties' convention).
    public var currentItem = -1
    /// The current page, -1 with none.
    public var currentPage = -1
    /// Whether the pages rest, are dragged or settle.
    public var scrollState = ScrollState.idle
    /// An empty readout.
    public init() {}
}

extension PagerEngine {
    /// The plan for the engine as it is at `now`. Takes the slot shift,
    /// notes the motion for the fades, steps the fades and reveals (a
    /// scrubber whose fade ended is deselected: an event with the others),
    /// and paces the announcement. `recycles` is false for static pages,
    /// which the widget loads from ``loadTarget`` itself.
    public mutating func plan(now: Double, recycles: Bool = true) -> FramePlan {
        planCount &+= 1
        var p = FramePlan()
        p.number = planCount
        p.slotShift = takeSlotShift()
        // In the new numbering: a wrap or rebase moves no page on screen.
        planPositions = (planPositions.last + Double(p.slotShift), motion.position)
        lastPlanTime = now
        if recycles { p.recycle = recyclePlan() }
        p.shown = shownSlots
        reportShownItems()
        noteMotion(now: now)
        p.readout = readout
        // A size that follows the pages changes as they move.
        let moved = planPositions.previous != planPositions.last
        p.requestChanged = showsDots != plannedShowsDots || (followsPageSize && moved)
        plannedShowsDots = showsDots
        p.wantsFrames = wantsFrames(now: now)
        p.wakeAt = p.wantsFrames ? nil : motion.nextWakeTime
        return p
    }

    /// Whether anything needs the next frame at `now`: motion, a fade (its
    /// end deselects the scrubber), a page growing into place or a deleted
    /// one shrinking out (and one more frame once it has, to let it go).
    public mutating func wantsFrames(now: Double) -> Bool {
        let revealing = stepReveals(now: now)
        let leaving = stepLeaving(now: now)
        let fading = stepChrome(now: now)
        return motion.needsFrames || fading || revealing || leaving || !left.isEmpty
    }

    /// Whether any plan was made since plan `number`.
    @inlinable
    public func isSuperseded(_ plan: FramePlan) -> Bool { plan.number != planCount }

    /// The values the read-only properties show. An unbounded source has
    /// no page count.
    public var readout: PagerReadout {
        var r = PagerReadout()
        r.position = motion.position
        r.itemCount = layout.itemCount ?? 0
        if case .counted = layout.domain { r.pageCount = layout.numberOfPages }
        r.currentItem = motion.reportedItemIndex ?? -1
        r.currentPage = motion.reportedPage ?? -1
        r.scrollState = motion.scrollState
        return r
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

extension Pager {
    /// Hands the core's events to the delegate and emits them as signals.
    /// Handlers may call back into the pager; their events are delivered by
    /// this same loop, in order.
    func deliverEvents() {
        guard !calls.delivering else { return }
        calls.delivering = true
        defer { calls.delivering = false }
        repeat {
            deliverPending()
            // Work deferred from a data source call (a move, a reload) runs
            // here; its events are delivered by the next turn, not left for
            // whatever moves the pager next.
            runDeferred()
        } while isAlive && !engine.motion.events.isEmpty
    }

    private func deliverPending() {
        while isAlive && !engine.motion.events.isEmpty {
            engine.motion.takeEvents(into: &calls.eventBatch)
            // Handlers may call back in (their events go to the core's
            // other buffer, for the next turn of this loop), so the batch is
            // read by index rather than borrowed across the calls.
            var i = 0
            while isAlive && i < calls.eventBatch.count {
                deliver(calls.eventBatch[i])
                i += 1
            }
        }
    }

    private func deliver(_ e: PagerEvent) {
        let d = delegate
        switch e {
        case .didScroll:
            d?.pagerDidScroll(self)
            sliding_pages_pager_emit_double(gobject, guint(SP_SIGNAL_DID_SCROLL), engine.motion.position)
        case .currentItemIndexDidChange(let i):
            d?.pagerCurrentItemIndexDidChange(self)
            sliding_pages_pager_emit_int(gobject, guint(SP_SIGNAL_CURRENT_ITEM_CHANGED), gint(clampInt32(i)))
        case .settled(let page):
            d?.pager(self, didSettleOnPage: page)
            sliding_pages_pager_emit_int(gobject, guint(SP_SIGNAL_SETTLED), gint(clampInt32(page)))
        case .pageSelected(let page):
            d?.pager(self, didSelectPage: page)
            sliding_pages_pager_emit_int(gobject, guint(SP_SIGNAL_PAGE_SELECTED), gint(clampInt32(page)))
        case .pageShown(let item):
            d?.pager(self, didShowItemAt: item)
            sliding_pages_pager_emit_int(gobject, guint(SP_SIGNAL_PAGE_SHOWN), gint(clampInt32(item)))
        case .pageHidden(let item):
            d?.pager(self, didHideItemAt: item)
            sliding_pages_pager_emit_int(gobject, guint(SP_SIGNAL_PAGE_HIDDEN), gint(clampInt32(item)))
        case .willBeginDragging:
            d?.pagerWillBeginDragging(self)
            sliding_pages_pager_emit_simple(gobject, guint(SP_SIGNAL_WILL_BEGIN_DRAGGING))
        case .didEndDragging(let decelerate):
            d?.pagerDidEndDragging(self, willDecelerate: decelerate)
            sliding_pages_pager_emit_bool(gobject, guint(SP_SIGNAL_DID_END_DRAGGING), decelerate ? 1 : 0)
        case .willBeginDecelerating:
            d?.pagerWillBeginDecelerating(self)
            sliding_pages_pager_emit_simple(gobject, guint(SP_SIGNAL_WILL_BEGIN_DECELERATING))
        case .didEndDecelerating:
            d?.pagerDidEndDecelerating(self)
            sliding_pages_pager_emit_simple(gobject, guint(SP_SIGNAL_DID_END_DECELERATING))
        case .didEndScrollingAnimation:
            d?.pagerDidEndScrollingAnimation(self)
            sliding_pages_pager_emit_simple(gobject, guint(SP_SIGNAL_DID_END_SCROLLING_ANIMATION))
        case .moveFinished(let id, let finished):
            if let done = moves.pending.removeValue(forKey: id) { done(finished) }
        case .scrubber(let transition):
            switch transition {
            case .highlight: d?.pagerScrubberDidHighlight(self)
            case .unhighlight: d?.pagerScrubberDidUnhighlight(self)
            case .select: d?.pagerScrubberDidSelect(self)
            case .deselect: d?.pagerScrubberDidDeselect(self)
            }
        case .tapped(let item):
            let allowed = (d?.pager(self, shouldSelectItemAt: item) ?? true)
                && sliding_pages_pager_emit_should_select(gobject, gint(clampInt32(item))) != 0
            if allowed {
                d?.pager(self, didSelectItemAt: item)
                sliding_pages_pager_emit_int(gobject, guint(SP_SIGNAL_ITEM_SELECTED), gint(clampInt32(item)))
            }
        }
    }

    /// An accessibility action: next, previous, first, last page.
    func accessibleAction(_ action: Int) -> Bool {
        guard isAlive, !isEmpty else { return false }
        let intents: [KeyIntent] = [.nextPage, .previousPage, .first, .last]
        guard action >= 0, action < intents.count else { return false }
        let moved = engine.motion.perform(intents[action], time: monotonicSeconds())
        afterMotion()
        return moved
    }

    /// Tells the accessible the current page, now or at the time the
    /// engine's pacing gives ("Page k of n", with the title when there is
    /// one: the accessible description screen readers announce).
    func announce(_ a: PageAnnouncement) {
        guard isAlive else { return }
        switch a {
        case .none:
            break
        case .now:
            sliding_pages_pager_set_accessible_page(gobject, accessibleDescription())
        case .at(let time):
            guard face.announceID == 0 else { return }
            face.announceID = PagerGLib.timeout(seconds: max(0, time - monotonicSeconds())) { [weak self] in
                guard let self, self.isAlive else { return false }
                self.face.announceID = 0
                self.announce(self.engine.announcementDue(now: monotonicSeconds()))
                return false
            }
        }
    }

    /// Drops an announcement waiting for its turn.
    func cancelAnnouncement() {
        engine.cancelAnnouncement()
        if face.announceID != 0 {
            g_source_remove(face.announceID)
            face.announceID = 0
        }
    }

    /// "Page k of n: title", or "No pages".
    func accessibleDescription() -> String {
        guard let page = engine.motion.currentPage else { return "No pages" }
        var text = mode == .unbounded ? "Page \(page + 1)" : "Page \(page + 1) of \(numberOfPages)"
        if case .text(let t)? = title(forPage: page), !t.isEmpty { text += ": " + t }
        return text
    }

    /// Registers a completion and returns the id the core carries.
    func completionID(_ completion: (@MainActor (Bool) -> Void)?) -> Int? {
        guard let completion else { return nil }
        let id = moves.nextID
        moves.nextID += 1
        moves.pending[id] = completion
        return id
    }
}

/// Signals carry C ints; indexes beyond them are clamped (with 2³¹ items the
/// Swift API still has the exact value).
func clampInt32(_ x: Int) -> Int32 { Int32(clamping: x) }

/// What the GObject side last told the world: property values announced
/// with notify::, and the timer of a page announcement the engine paced.
struct FaceState {
    var notifiedValues: [Double] = []
    var announceID: guint = 0
}

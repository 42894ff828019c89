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

    /// The delegate hears the event, then the GObject face emits it.
    private func deliver(_ e: PagerEvent) {
        let d = sources.delegateSet ? sources.delegate : nil
        switch e {
        case .didScroll: d?.pagerDidScroll(self)
        case .currentItemIndexDidChange: d?.pagerCurrentItemIndexDidChange(self)
        case .settled(let page): d?.pager(self, didSettleOnPage: page)
        case .pageSelected(let page): d?.pager(self, didSelectPage: page)
        case .pageShown(let item): d?.pager(self, didShowItemAt: item)
        case .pageHidden(let item): d?.pager(self, didHideItemAt: item)
        case .willBeginDragging: d?.pagerWillBeginDragging(self)
        case .didEndDragging(let decelerate): d?.pagerDidEndDragging(self, willDecelerate: decelerate)
        case .willBeginDecelerating: d?.pagerWillBeginDecelerating(self)
        case .didEndDecelerating: d?.pagerDidEndDecelerating(self)
        case .didEndScrollingAnimation: d?.pagerDidEndScrollingAnimation(self)
        case .moveFinished(let id, let finished):
            if let done = moves.pending.removeValue(forKey: id) { done(finished) }
            return
        case .scrubber(let transition):
            switch transition {
            case .highlight: d?.pagerScrubberDidHighlight(self)
            case .unhighlight: d?.pagerScrubberDidUnhighlight(self)
            case .select: d?.pagerScrubberDidSelect(self)
            case .deselect: d?.pagerScrubberDidDeselect(self)
            }
        case .tapped(let item):
            // Either side may refuse the selection; both hear it when allowed.
            let allowed = (d?.pager(self, shouldSelectItemAt: item) ?? true) && face.emit(e, position: engine.motion.position)
            if allowed {
                d?.pager(self, didSelectItemAt: item)
                face.emitItemSelected(item)
            }
            return
        }
        face.emit(e, position: engine.motion.position)
    }

    /// An accessibility action: next, previous, first, last page.
    func accessibleAction(_ action: Int) -> Bool {
        let intents: [KeyIntent] = [.nextPage, .previousPage, .first, .last]
        guard action >= 0, action < intents.count else { return false }
        return navigate(intents[action])
    }

    /// Moves as a key would (the next or previous item or page, the first
    /// or last), animated, wrapping when the pager wraps: for previous and
    /// next buttons beside the pager. False when there is nowhere to go.
    @discardableResult
    public func navigate(_ intent: KeyIntent) -> Bool {
        guard isAlive, !isEmpty else { return false }
        let moved = engine.motion.perform(intent, time: monotonicSeconds())
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
            face.setAccessiblePage(accessibleDescription())
        case .at(let time):
            face.scheduleAnnouncement(after: time - monotonicSeconds()) { [ref = callbackBox] in
                guard let self = ref.pager, self.isAlive else { return }
                self.face.announcementFired()
                self.announce(self.engine.announcementDue(now: monotonicSeconds()))
            }
        }
    }

    /// Drops an announcement waiting for its turn.
    func cancelAnnouncement() {
        engine.cancelAnnouncement()
        face.cancelAnnouncement()
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

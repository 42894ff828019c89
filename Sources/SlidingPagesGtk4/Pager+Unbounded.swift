import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Pages from a source with no count (the RAPageViewController seed): the
// host gives a first page and each page's neighbours; the core's
// `UnboundedRequest` says which slots to load and whom to ask.

/// Which page a source with no count is asked for.
public enum Neighbour {
    /// The page to start from.
    case first
    /// The page before this one.
    case before(Widget)
    /// The page after this one.
    case after(Widget)
}

/// A source with no count: pages by their neighbours, and their titles.
package struct UnboundedPages {
    let page: (Neighbour, Widget?) -> Widget?
    let title: ((Widget) -> String?)?
}

extension Pager {
    /// Pages with no count, as a reader's pages or a calendar's days.
    /// `page(neighbour, reusing)` gives the first page, or the page before or
    /// after one it gave (reconfiguring `reusing`, a pooled page, if any), or
    /// nil at an end. `title` names a loaded page in the strip (nil: no strip).
    /// Replaces any other source; item changes are refused while it is the
    /// source, and the dots show a moving window of five.
    public func setUnboundedPages(_ page: @escaping (Neighbour, Widget?) -> Widget?, title: ((Widget) -> String?)? = nil) {
        let source = UnboundedPages(page: page, title: title)
        setSource(count: 0, view: { _, _ in nil }, title: title.map { _ in { [unowned self] slot in self.unboundedTitle(slot) } },
                  strip: title != nil, unbounded: source)
    }

    /// What a page the neighbour function gave that is shown already is.
    static let neighbourShown = "the page it was asked about, or one it gave for another slot: each page shows once"

    /// Shows `page` (a new widget, or one of the pages shown) as the
    /// current page of a source with no count; its neighbours are asked for
    /// afresh. Animated, it slides in from the side `forward` gives (after
    /// the current page, or before), and `completion` hears whether it
    /// arrived (false when a drag, another move or the pager's end took
    /// over); otherwise, or with several items a page, it is there at once.
    /// With a counted source, scroll to the item instead.
    public func setCurrentPage(_ page: Widget, forward: Bool = true, animated: Bool = false, completion: ((Bool) -> Void)? = nil) {
        // A new page refused is freed, as a container would.
        func refuse() {
            if g_object_is_floating(UnsafeMutableRawPointer(page)) != 0 { g_object_unref(g_object_ref_sink(UnsafeMutableRawPointer(page))) }
            completion?(false)
        }
        guard let w = widget, unbounded != nil else {
            if widget != nil { warnCall("setCurrentPage", "the pager has no source with no count; with a counted one, scroll to the item") }
            return refuse()
        }
        if let parent = gtk_widget_get_parent(page), parent != w {
            warnCall("setCurrentPage", "the page given has another parent; the pager stays where it is")
            return refuse()
        }
        if isWindow(page) {
            warnCall("setCurrentPage", "a window cannot be a page; the pager stays where it is")
            return refuse()
        }
        // Ours now (a floating new page is sunk), until the pager lets go.
        g_object_ref_sink(UnsafeMutableRawPointer(page))
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        anchorGeneration &+= 1
        let generation = anchorGeneration
        let current = engine.layout.currentSlot(at: engine.motion.position)
        // The current page set again stays: only its neighbours are asked again.
        let same = slots.loaded[current] == page
        guard !same, engine.setPageSlides(animated: animated) else {
            // Beside the current page, as a slide would leave it: a move
            // under way stops there.
            let at = same ? current : engine.setPageJumpSlot(beside: current, forward: forward)
            anchor(on: page, at: at, in: w)
            if at != current || engine.motion.isMoving { engine.motion.scroll(toItem: at, duration: 0, time: now()) }
            changed()
            completion?(widget != nil)
            return
        }
        // The page waits beside the current one on its side, with nothing
        // beyond the current page on the other: the move shows only the two.
        let shown = slots.loaded[current]
        hide(slots.poolAll().filter { $0 != shown })
        if let shown { slots.pooled.remove(shown) }
        slots.pooled.remove(page)
        if let shown, shown != page { slots.loaded[current] = shown }
        let target = engine.setPageSlot(beside: current, forward: forward)
        place(page, at: target, in: w)
        titles.removeAll()
        g_object_ref(UnsafeMutableRawPointer(page))
        let done: (Bool) -> Void = { [weak self] finished in
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            // Superseded by a newer page, that one stays.
            let latest = self.map { $0.anchorGeneration == generation && $0.widget != nil } ?? false
            if latest, let self, let w = self.widget, let slot = self.slots.loaded.first(where: { $0.value == page })?.key {
                self.anchor(on: page, at: slot, in: w)
                self.changed()
            }
            completion?(finished && latest)
        }
        engine.motion.scroll(toItem: target, duration: animateDuration, time: now(), id: moveID(done))
        changed()
    }

    /// `page` becomes the only page, in `slot`: the source's ends are
    /// forgotten and the next plan asks its neighbours afresh.
    func anchor(on page: Widget, at slot: Int, in w: Widget) {
        strayAnchor = nil
        hide(slots.poolAll().filter { $0 != page })
        slots.pooled.remove(page)
        engine.restartUnbounded(first: nil, last: nil)
        place(page, at: slot, in: w)
        titles.removeAll()
    }

    /// Puts `page` in `slot`: a new page parented and not yet shown, one
    /// shown already (the page that slid in) left on screen.
    private func place(_ page: Widget, at slot: Int, in w: Widget) {
        if gtk_widget_get_parent(page) != w {
            gtk_widget_set_parent(page, w)
            sp4_show_page(page, 0)
        }
        slots.loaded[slot] = page
    }

    /// The title of the page loaded in `slot` (items are slots here).
    func unboundedTitle(_ slot: Int) -> String? {
        guard let page = slots.loaded[slot], let title = unbounded?.title else { return nil }
        return title(page)
    }

    /// Loads the plan's slots nearest the loaded pages first, each asked of
    /// a loaded neighbour, or walked to from the anchor a jump keeps
    /// (``UnboundedLeaving``); the pages that leave are pooled.
    func applyUnbounded(_ r: RecyclePlan, to w: Widget, plan: FramePlan?) {
        let current = engine.layout.currentSlot(at: engine.motion.position)
        let leaving = UnboundedLeaving(loaded: slots.loaded.keys, plan: r, stray: strayAnchor, current: current)
        let anchor = leaving.anchor
        strayAnchor = nil
        hide(leaving.unload.compactMap { slots.unload($0) })
        var ended = false, arrived = false
        for slot in r.load.outward(fromLoaded: SlotSpan(covering: slots.loaded.keys), current: current) {
            guard widget != nil, plan.map({ !engine.isSuperseded($0) }) ?? true, let source = unbounded else { break }
            // Past an end the source told of there is nothing to ask.
            guard slots.loaded[slot] == nil, engine.layout.item(atSlot: slot) != nil else { continue }
            let (changes, sources) = (hostChanges, sourceChanges)
            let answer = unboundedPage(for: slot, source, w)
            defer { if let page = answer.page { g_object_unref(UnsafeMutableRawPointer(page)) } }
            guard widget != nil else { return }
            if hostChanges != changes {
                // The host changed the pager inside its call: this plan is
                // over, and a page of a source that went is let go of.
                if let page = answer.page, gtk_widget_get_parent(page) == w, !slots.holds(page) {
                    if sourceChanges != sources { letGo([page]) } else {
                        hide([page])
                        slots.pool(page)
                    }
                }
                break
            }
            if answer.noPages {
                engine.unboundedHasNoPages()
                ended = true
                break
            }
            if let end = answer.end {
                engine.endUnbounded(at: end.slot, before: end.before)
                ended = true
            }
            arrived = arrived || answer.parked
            guard let page = answer.page, adopt(page, into: w, from: "the neighbour function", for: "slot \(slot)", shown: Pager.neighbourShown) else { continue }
            slots.loaded[slot] = page
            arrived = true
        }
        // A jump that reached no page (an end at the anchor, or a host change)
        // keeps its anchor, for the next plan to walk on from.
        if let anchor, arrived { hide([anchor].compactMap { slots.unload($0) }) }
        if let anchor, !arrived, slots.loaded[anchor] != nil { strayAnchor = anchor }
        letGo(slots.discard(r.discard))
        engine.notePooled(slots.pooled.count)
        if ended { unboundedEnded() }
    }

    /// What asking for a slot gave: its page (with a reference the caller
    /// drops), the end the source told of when it had none, and whether a
    /// walk left the page it reached at that end in its slot.
    struct UnboundedAnswer {
        var page: Widget?
        var end: (slot: Int, before: Bool)?
        var parked = false
        /// No first page: the source has none.
        var noPages = false
    }

    /// The page for `slot`, asked of its loaded neighbour or walked to.
    private func unboundedPage(for slot: Int, _ source: UnboundedPages, _ w: Widget) -> UnboundedAnswer {
        switch UnboundedRequest(slot: slot, loaded: slots.loaded.keys) {
        case .initial:
            let page = ask(source, .first, reusing: true, w)
            return UnboundedAnswer(page: page, noPages: page == nil)
        case .after(let left):
            guard let from = slots.loaded[left] else { return UnboundedAnswer() }
            let page = ask(source, .after(from), reusing: true, w)
            return UnboundedAnswer(page: page, end: page == nil ? (left, false) : nil)
        case .before(let right):
            guard let from = slots.loaded[right] else { return UnboundedAnswer() }
            let page = ask(source, .before(from), reusing: true, w)
            return UnboundedAnswer(page: page, end: page == nil ? (right, true) : nil)
        case .walk(let nearest):
            // Page by page from the nearest loaded page, each made from a
            // pooled page when there is one; a page passed on goes back to
            // the pool (or, new, is the host's to drop) once the next is known.
            guard var from = slots.loaded[nearest] else { return UnboundedAnswer() }
            g_object_ref(UnsafeMutableRawPointer(from))
            var s = nearest
            while s != slot {
                let step = UnboundedRequest.step(from: s, toward: slot)
                let changes = hostChanges
                let next = ask(source, step.forward ? .after(from) : .before(from), reusing: true, w)
                guard let next else {
                    // The end, short of the slot: the page there is where
                    // the pager comes to rest, and what it walks on from.
                    defer { g_object_unref(UnsafeMutableRawPointer(from)) }
                    guard widget != nil, hostChanges == changes else {
                        if widget != nil, gtk_widget_get_parent(from) == w, !slots.holds(from) { slots.pool(from) }
                        return UnboundedAnswer()
                    }
                    var parked = false
                    if s != nearest, adopt(from, into: w, from: "the neighbour function", for: "slot \(s)", shown: Pager.neighbourShown) {
                        slots.loaded[s] = from
                        parked = true
                    }
                    return UnboundedAnswer(end: (s, !step.forward), parked: parked)
                }
                if from != next, gtk_widget_get_parent(from) == w, !slots.holds(from) { slots.pool(from) }
                g_object_unref(UnsafeMutableRawPointer(from))
                guard widget != nil, hostChanges == changes else { return UnboundedAnswer(page: next) }
                from = next
                s = step.next
            }
            return UnboundedAnswer(page: from)
        }
    }

    /// One answer of the host's, with a reference of ours (a new page's
    /// floating one sunk); a pooled page it did not reuse goes back to the pool.
    private func ask(_ source: UnboundedPages, _ which: Neighbour, reusing: Bool, _ w: Widget) -> Widget? {
        let pooled = reusing ? slots.takePooled(kind: 0) : nil
        if let pooled { g_object_ref(UnsafeMutableRawPointer(pooled)) }
        var made = callingHost { source.page(which, pooled) }
        if let m = made {
            g_object_ref_sink(UnsafeMutableRawPointer(m))
            if isWindow(m) {
                warnOnce("the neighbour function returned a window, which cannot be a page; the pages end there (told once)", kind: "window page the neighbour function")
                g_object_unref(UnsafeMutableRawPointer(m))
                made = nil
            }
        }
        if let pooled {
            if pooled != made, gtk_widget_get_parent(pooled) == w, !slots.holds(pooled) { slots.pool(pooled) }
            g_object_unref(UnsafeMutableRawPointer(pooled))
        }
        return made
    }

    /// The source told of an end: the layout learned it, and the pages are
    /// placed again once this plan is over (a drag past it springs back).
    private func unboundedEnded() {
        titles.removeAll()
        onMainLoop { [pager = self] in pager.changed() }
    }
}

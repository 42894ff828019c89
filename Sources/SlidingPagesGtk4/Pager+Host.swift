import CSlidingPagesGtk4
import CSlidingPages4
import SlidingPagesCore

// Calls into the host's code (a page's view, a title). The host may move,
// change or destroy the pager from inside them: a change it makes then
// waits for the main loop instead of running inside the call (a view that
// always moves the pager would otherwise recurse without end), and titles
// are asked for between frames, never while drawing.

/// The C function a C host called, while it runs (the C API sets it):
/// warnings of that call name it, not the Swift method behind it.
@MainActor package var calledFromC: String?

/// Runs `body` as the C function `name`, for the warnings it gives.
@MainActor package func calling<T>(_ name: String, _ body: () -> T) -> T {
    let outer = calledFromC
    calledFromC = name
    defer { calledFromC = outer }
    return body()
}

/// A warning about a call of the host's, named as the host made it.
@MainActor func warnCall(_ swiftName: String, _ message: String) {
    sliding_pages4_warn("\(calledFromC ?? swiftName): \(message)")
}

extension Pager {
    /// Runs the host's `body`, counting the depth of such calls.
    func callingHost<T>(_ body: () -> T) -> T {
        hostDepth += 1
        let result = body()
        hostDepth -= 1
        if hostDepth == 0 && changeDeferred { changeAfterHost() }
        return result
    }

    /// A change made inside the host's call, applied from the main loop.
    func deferChange(resize: Bool) {
        hostChanges &+= 1
        changeDeferred = true
        resizeDeferred = resizeDeferred || resize
    }

    /// After a frame's time, not at once: a host whose every view moves
    /// the pager would otherwise keep the main loop from drawing.
    private func changeAfterHost() {
        guard !changeQueued else { return }
        changeQueued = true
        onMainLoop(priority: G_PRIORITY_DEFAULT, after: 16) { [pager = self] in
            pager.changeQueued = false
            guard pager.changeDeferred else { return }
            let resize = pager.resizeDeferred
            pager.changeDeferred = false
            pager.resizeDeferred = false
            pager.changed(resize: resize)
        }
    }

    /// Asks the host for the titles the strip shows now and the bubble's,
    /// before they are drawn; true when it gave any new one.
    @discardableResult
    func fetchTitles(now t: Double) -> Bool {
        guard let titleOf, widget != nil else { return false }
        inPlace { $0.chromeScene(into: &scene, now: t) }
        var items = scene.strip.height > 0 ? scene.titles.map(\.item) : []
        // The current page's title is read out too, strip or none.
        if let page = scene.currentPage { items.append(engine.layout.firstItem(ofPage: page)) }
        // So is the page a move heads for, told as it starts.
        if let page = engine.pageToTell, page != scene.currentPage { items.append(engine.layout.firstItem(ofPage: page)) }
        // With the strip hidden, only what is read out is kept.
        titles.keep(items)
        let generation = titles.generation
        var got = false
        for item in items where !titles.hasText(item) {
            // A source with no count names loaded pages only (the plan that
            // loads one asks for its title).
            if unbounded != nil && slots.loaded[item] == nil { continue }
            let text = callingHost { titleOf(item) }
            // Items changed inside are asked again later; a move inside
            // leaves the titles as they were.
            guard widget != nil, titles.generation == generation else { return got }
            titles.setText(item, text)
            got = true
            guard let image = face.imageTitles else { continue }
            // Kept alive through the call: replaced inside, it frees its data after.
            let paintable = withExtendedLifetime(image) { callingHost { image(item) } }
            guard widget != nil, titles.generation == generation else {
                paintable.map { g_object_unref(UnsafeMutableRawPointer($0)) }
                return got
            }
            titles.setImage(item, paintable)
        }
        return got
    }

    /// Titles and dot colours drawn before they were asked for: asked now, then
    /// drawn (bound dots too).
    func fetchMissedTitles() {
        guard titles.missed || dotMemo.isWanting else { return }
        titles.missed = false
        onMainLoop { [pager = self] in
            // Drawn again only for a new title or colours: a title that
            // cannot be asked yet (a page not loaded) would otherwise redraw
            // forever.
            let colours = pager.dotMemo.askWanted { ask in pager.callingHost(ask) }
            guard let w = pager.widget, pager.fetchTitles(now: now()) || colours, pager.widget != nil else { return }
            gtk_widget_queue_draw(w)
            for f in pager.followers { f.dots?.widget.map { gtk_widget_queue_draw($0) } }
            pager.retell()
        }
    }
}

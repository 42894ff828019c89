import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Moves and data changes, as the SwipeView and RAPageViewController seeds offer them.
// Calls from inside a data source callback run once it returns (`whenSafe`); a move
// checks for that first, so an ordinary move makes no closure.


// Setting a before/after source's current page (RAPageViewController's
// `setViewControllers(_:direction:animated:completion:)`): its neighbours are asked afresh.

/// The side a page set with ``Pager/setCurrentPage(_:direction:animated:completion:)``
/// comes in from.
public enum PageDirection: Sendable {
    /// It follows the current page: it slides in from the trailing side.
    case forward
    /// It comes before the current page: it slides in from the leading side.
    case reverse
}

extension Pager {
    // MARK: Moves

    /// Scrolls so `index` is current (clamped unless wrapping; the shortest
    /// way round when wrapping). Duration 0 jumps.
    public func scroll(toItem index: Int, duration: Double = 0.3, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else { let held = holding(completion); return whenSafe { [self] in scroll(toItem: index, duration: duration, completion: held) } }
        guard isAlive else { return }
        if let problem = engine.motion.layout.moveProblem(to: index, isPage: false) { warnCall("scroll(toItem:)", problem) }
        engine.motion.scroll(toItem: index, duration: checked(duration, "scroll(toItem:)"), time: monotonicSeconds(), id: completionID(completion))
        loop.afterMotion()
    }

    /// Scrolls so `page` shows, as ``scroll(toItem:duration:completion:)`` does for an
    /// item; `completion` says whether it arrived (false when another move took over).
    public func scroll(toPage page: Int, duration: Double = 0.3, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else { let held = holding(completion); return whenSafe { [self] in scroll(toPage: page, duration: duration, completion: held) } }
        guard isAlive else { return }
        if let problem = engine.motion.layout.moveProblem(to: page, isPage: true) { warnCall("scroll(toPage:)", problem) }
        engine.motion.scroll(toPage: page, duration: checked(duration, "scroll(toPage:)"), time: monotonicSeconds(), id: completionID(completion))
        loop.afterMotion()
    }

    /// Scrolls `count` items on (back when negative) from the current one,
    /// round the ends when wrapping; with several items a page and paging
    /// on, to the page holding that item, and at least one page on.
    public func scroll(byItems count: Int, duration: Double = 0.3, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else { let held = holding(completion); return whenSafe { [self] in scroll(byItems: count, duration: duration, completion: held) } }
        guard isAlive else { return }
        engine.motion.scroll(byItems: count, duration: checked(duration, "scroll(byItems:)"), time: monotonicSeconds(), id: completionID(completion))
        loop.afterMotion()
    }

    /// Moves to a fractional position (RAPageViewController's `displayIndex`).
    /// NaN and infinities are refused with a warning; nothing moves.
    public func setPosition(_ position: Double, animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else { let held = holding(completion); return whenSafe { [self] in setPosition(position, animated: animated, completion: held) } }
        guard isAlive else { return }
        let id = completionID(completion)
        if !engine.motion.setPosition(position, animated: animated, time: monotonicSeconds(), id: id) {
            warnCall("setPosition", "\(position) is not a finite position; ignored")
            if let id, let done = moves.pending.removeValue(forKey: id) { done(false) }
        }
        loop.afterMotion()
    }

    /// Holds a move's completion while the move waits for a data source call, so that
    /// if the pager goes first its detach tells the completion the move did not arrive.
    func holding(_ completion: (@MainActor (Bool) -> Void)?) -> (@MainActor (Bool) -> Void)? {
        guard let id = completionID(completion) else { return nil }
        return { [ref = callbackBox] finished in
            if let done = ref.pager?.moves.pending.removeValue(forKey: id) { done(finished) }
        }
    }

    private func checked(_ duration: Double, _ call: String) -> Double {
        let d = MoveDuration.checked(duration)
        if let problem = d.problem { warnCall(call, problem) }
        return d.seconds
    }

    // MARK: Data changes

    /// Reloads every page from the data source; back to `initialPageIndex`
    /// unless `keepingPosition`.
    public func reloadData(keepingPosition: Bool = false) {
        reloadData(keepingPosition: keepingPosition, discardingPages: false)
    }

    /// A reload that, with `discardingPages`, lets go of every page instead of offering
    /// it for reuse: for a source whose reuse types changed meaning.
    public func reloadData(keepingPosition: Bool, discardingPages: Bool) {
        whenSafe { [self] in
            guard isAlive else { return }
            var domain = pages.currentDomain()
            if mode == .counted, let source = dataSource {
                var n = callingSource { source.numberOfItems(in: self) }
                if n < 0 {
                    warnOnce("data source returned \(n) items; treated as 0")
                    n = 0
                } else if n > slotMagnitudeLimit {
                    warnOnce("data source returned \(n) items; limited to \(slotMagnitudeLimit)")
                    n = slotMagnitudeLimit
                }
                domain = .counted(n)
            } else if mode == .unbounded {
                domain = .unbounded(first: nil, last: nil)
            }
            sources.anchorGeneration &+= 1
            pages.unloadAll()
            if discardingPages {
                host.trimPool(to: 0)
                engine.notePooled(0)
            }
            // The request starts over from the pages the reload loads.
            host.pageRequest = (width: (0, 0), height: (0, 0))
            gtk_widget_queue_resize(widget)
            chrome.dropTitles()
            let layout = pages.makeLayout(domain: domain)
            let keep = keepingPosition && mode != .unbounded
            let target = layout.positionAfterReload(from: keep ? engine.motion.position : 0, keepingPosition: keep, initialPage: settings.initialPage)
            var m = PagerMotion(layout: layout, configuration: engine.motion.configuration, initialPage: 0)
            _ = m.setPosition(target, animated: false, time: monotonicSeconds())
            m.clearEvents()
            let item = engine.motion.currentItemIndex
            engine.restart(with: m)
            if engine.motion.currentItemIndex != item { engine.motion.setLayout(layout) }
            loop.afterMotion()
        }
    }

    /// Asks the data source again for `index`'s page (if it is loaded).
    public func reloadItem(at index: Int) {
        pages.change(.reload(at: index), animated: false)
    }

    /// Items were inserted in the data source at `index`; the page the user
    /// is on stays put.
    public func insertItems(at index: Int, count: Int = 1, animated: Bool = false) {
        pages.change(.insert(at: index, count: count), animated: animated)
    }

    /// Items were deleted from the data source at `index`; deleting the
    /// current page lands on the one that took its place (or the one before).
    public func deleteItems(at index: Int, count: Int = 1, animated: Bool = false) {
        pages.change(.delete(at: index, count: count), animated: animated)
    }

    /// An item moved in the data source from `from` to `to` (taken out, then put back
    /// at `to`); its page goes with it, growing into its new place with `animated`.
    public func moveItem(from: Int, to: Int, animated: Bool = false) {
        pages.change(.move(from: from, to: to), animated: animated)
    }

    /// Several changes the data source already made, as one: each index is read as the
    /// items stand after the changes before it. Kept items keep their pages and the current
    /// item stays current; with `animated`, inserted pages grow into place. A change that
    /// does not fit refuses the batch, with a warning.
    public func performBatchUpdates(_ changes: [ItemChange], animated: Bool = false) {
        performBatchUpdates(changes, animated: animated, fromModel: false)
    }

    /// `fromModel`: the bound model's own change, which the host may not make by hand.
    func performBatchUpdates(_ changes: [ItemChange], animated: Bool, fromModel: Bool) {
        whenSafe { [self] in
            guard isAlive, acceptsChanges(fromModel: fromModel) else { return }
            switch ItemBatch.make(changes, count: engine.layout.itemCount ?? 0) {
            case .failure(let problem): refused(problem)
            case .success(let batch): pages.apply(batch, animated: animated)
            }
        }
    }

    /// The data source's items, known by identifier, went from `old` to `new` (the source
    /// already gives the new ones): the pager applies the difference as one batch.
    /// Identifiers repeated within a list are refused with a warning.
    public func updateItems<ID: Hashable>(from old: [ID], to new: [ID], animated: Bool = false) {
        whenSafe { [self] in
            guard isAlive, acceptsChanges() else { return }
            let count = engine.layout.itemCount ?? 0
            guard old.count == count else {
                return warnCall("updateItems", "the old list has \(old.count) identifiers but the pager has \(count) items; change ignored")
            }
            switch ItemBatch.diff(from: old, to: new) {
            case .failure(let problem): warnCall("updateItems", "\(problem)")
            case .success(let batch): pages.apply(batch, animated: animated)
            }
        }
    }

    /// A refused change changes nothing, but a source that already made it would
    /// disagree with the pages shown: that one is reloaded, keeping the position.
    func refused(_ problem: ChangeProblem) {
        warnCall("item changes", problem.description)
        _ = sourceAgrees(with: engine.layout.itemCount ?? 0, after: "a refused change")
    }

    /// Whether the pager's source takes item changes; warns when not.
    func acceptsChanges(_ change: ItemChange? = nil, fromModel: Bool = false) -> Bool {
        if followsModel, !fromModel {
            // A reload changes no count: it binds an item's page again.
            if case .reload = change { return true }
            warnCall("item changes", Pager.followsModelRefusal)
            return false
        }
        guard mode == .counted else {
            warnCall("item changes", mode == .unbounded ? ChangeProblem.unboundedSource.description : "insert/delete/move need a counted data source; use gtk_container_add/remove for static pages")
            return false
        }
        return true
    }

    /// Whether the source reports `count` items, as a change says it must;
    /// when not, warns and reloads.
    func sourceAgrees(with count: Int, after what: String) -> Bool {
        guard let source = dataSource else { return true }
        let n = callingSource { source.numberOfItems(in: self) }
        guard n != count else { return true }
        warnOnce("after \(what) the data source reports \(n) items, expected \(count); reloading")
        reloadData(keepingPosition: true)
        return false
    }

    /// Shows `page` as a before/after source's current page, its neighbours asked afresh.
    /// Animated (one item a page), it slides in from `direction` in ``animationDuration``,
    /// else it is there at once, numbered and told of as if it had slid in; `completion`
    /// hears whether it arrived (false when a drag or another move took over). Counted
    /// sources use ``scroll(toItem:duration:completion:)``.
    public func setCurrentPage(_ page: Widget, direction: PageDirection = .forward, animated: Bool = false,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else {
            let held = holding(completion)
            return whenSafe { [self] in setCurrentPage(page, direction: direction, animated: animated, completion: held) }
        }
        guard isAlive, mode == .unbounded else {
            if isAlive { warnCall("setCurrentPage(_:)", "the pager has no before/after data source; with a counted one, scroll to the item") }
            completion?(false)
            return
        }
        let s = engine.layout.currentSlot(at: engine.motion.position)
        // The current page set again stays: only its neighbours are asked again.
        let current = host.loaded[s] == page
        guard current || pages.takeAsCurrent(page) else {
            completion?(false)
            return
        }
        // A newer set, a reload or another source supersedes this one.
        sources.anchorGeneration &+= 1
        let generation = sources.anchorGeneration
        guard !current, engine.setPageSlides(animated: animated) else {
            pages.anchorUnbounded(on: page, slot: current ? s : engine.setPageJumpSlot(beside: s, forward: direction == .forward))
            completion?(isAlive)
            return
        }
        // The new page waits beside the current one on its side; nothing lies beyond
        // the current page on the other, so the move shows only the two.
        pages.keepOnly(host.loaded[s])
        let target = engine.setPageSlot(beside: s, forward: direction == .forward)
        pages.attach(page, slot: target)
        chrome.dropTitles()
        // The page stays valid until the move ends, whatever the host does.
        g_object_ref(page)
        let id = completionID { [ref = callbackBox] finished in
            // Superseded: the newer page stays; this one only ends.
            let current = ref.pager.map { $0.sources.anchorGeneration == generation } ?? false
            if current { ref.pager?.pages.anchorUnbounded(on: page, slot: nil) }
            g_object_unref(page)
            completion?(finished && current)
        }
        engine.motion.scroll(toItem: target, duration: animationDuration, time: monotonicSeconds(), id: id)
        loop.afterMotion()
    }

    /// Moves as a key would (next or previous item or page, first, last), animated and
    /// wrapping as the pager does: for buttons beside it. False when there is nowhere to go.
    @discardableResult
    public func navigate(_ intent: KeyIntent) -> Bool {
        guard isAlive, !isEmpty else { return false }
        let moved = engine.motion.perform(intent, time: monotonicSeconds())
        loop.afterMotion()
        return moved
    }

    /// Registers a completion and returns the id the core carries.
    func completionID(_ completion: (@MainActor (Bool) -> Void)?) -> Int? {
        guard let completion else { return nil }
        let id = moves.nextID
        moves.nextID += 1
        moves.pending[id] = completion
        return id
    }

    /// Shows the items of `model` (a `GListModel *`, referenced while shown; nil lets go),
    /// as GtkListView does: each items-changed is an animated batch keeping the current item,
    /// and bind-page gets the item's position (read it with `g_list_model_get_item`).
    public func bindModel(_ model: OpaquePointer?) { pages.bind(model: model) }

    /// The model ``bindModel(_:)`` gave, if any.
    public var model: OpaquePointer? { sources.model.model }

    /// A bound model drives the items (its page signals are the source):
    /// changes by hand are refused, the model's own applied.
    package var followsModel: Bool { sources.model.model != nil && dataSource === sources.pageFactory }

    package static let followsModelRefusal =
        "the pager follows its bound model; change the model, whose items-changed the pager applies; nothing changed"

    /// The title a static page shows in the strip (its "title" child property).
    public func setTitle(_ title: String?, for page: Widget) {
        renderer.titles.staticTitles[page] = title
        chrome.dropTitles()
        chrome.queueDraw()
        // A screen reader on that page hears its new title.
        loop.announce(.none)
    }

    /// The "title" child property of a static page.
    public func title(of page: Widget) -> String? { renderer.titles.staticTitles[page] }

    /// How ``pageEffect`` draws a page `offset` pages from the position
    /// now (the zoom-out as it is at this moment).
    public func effectTransform(atOffset offset: Double) -> PageTransform {
        engine.effectTransform(offset: offset)
    }

    /// Draws each live page instead of ``pageEffect`` (ViewPager2's `PageTransformer`), given its
    /// item and offset in pages from the position (−1 the page before, 0.5 the next half in);
    /// start from ``effectTransform(atOffset:)`` to add to the effect. `nil` by default. Only the
    /// picture moves, not input or focus; pager changes made inside it wait until pages are placed.
    public var pageTransformer: (@MainActor (_ item: Int, _ offset: Double) -> PageTransform)? {
        get { sources.transformer }
        set {
            sources.transformer = newValue
            pages.pageDrawingChanged()
        }
    }
}

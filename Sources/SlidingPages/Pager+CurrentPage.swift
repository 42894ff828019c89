import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Setting the current page of a before/after source (RAPageViewController's
// `setViewControllers(_:direction:animated:completion:)`): the host hands
// over a page, and the pager asks the source for that page's neighbours
// afresh.

/// The side a page set with ``Pager/setCurrentPage(_:direction:animated:completion:)``
/// comes in from.
public enum PageDirection: Sendable {
    /// It follows the current page: it slides in from the trailing side.
    case forward
    /// It comes before the current page: it slides in from the leading side.
    case reverse
}

extension Pager {
    /// Shows `page` as the current page of a before/after source; the pages
    /// beside it are asked of the source afresh (`pageBefore`/`pageAfter`
    /// of `page`). Animated, it slides in from the side `direction` gives in
    /// ``animationDuration``, and the completion hears whether it arrived
    /// (false when a drag or another move took over); otherwise it is there
    /// at once. With a counted source, use ``scroll(toItem:duration:completion:)``.
    public func setCurrentPage(_ page: Widget, direction: PageDirection = .forward, animated: Bool = false,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !inDataSource else {
            let held = holding(completion)
            return whenSafe { [self] in setCurrentPage(page, direction: direction, animated: animated, completion: held) }
        }
        guard isAlive, mode == .unbounded else {
            if isAlive { warnOnce("setCurrentPage(_:): the pager has no before/after data source; with a counted one, scroll to the item") }
            completion?(false)
            return
        }
        guard takeAsCurrent(page) else {
            completion?(false)
            return
        }
        // A newer set, a reload or another source supersedes this one.
        sources.anchorGeneration &+= 1
        let generation = sources.anchorGeneration
        let s = engine.layout.currentSlot(at: engine.motion.position)
        guard animated && !engine.motion.configuration.reducedMotion else {
            anchorUnbounded(on: page, slot: s)
            completion?(isAlive)
            return
        }
        // The new page waits beside the current one on the side it comes
        // from; nothing lies beyond the current page on the other side, so
        // the move shows only the two.
        keepOnly(host.loaded[s])
        let target = engine.setPageSlot(beside: s, forward: direction == .forward)
        attach(page, slot: target)
        dropTitles()
        // The page stays valid until the move ends, whatever the host does.
        g_object_ref(page)
        let id = completionID { [ref = callbackBox] finished in
            // Superseded: the newer page stays; this one only ends.
            let current = ref.pager.map { $0.sources.anchorGeneration == generation } ?? false
            if current { ref.pager?.anchorUnbounded(on: page, slot: nil) }
            g_object_unref(page)
            completion?(finished && current)
        }
        engine.motion.scroll(toItem: target, duration: animationDuration, time: monotonicSeconds(), id: id)
        afterMotion()
    }

    /// Whether `page` can be the current page: a widget the pager holds
    /// already is taken out of its slot first.
    private func takeAsCurrent(_ page: Widget) -> Bool {
        if let slot = host.loaded.first(where: { $0.value == page })?.key {
            host.loaded.removeValue(forKey: slot)
            host.putInPool(page)
            return true
        }
        if host.pool.contains(page) { return true }
        // The host keeps a page it gave that cannot be shown.
        let why = unparentable(page) ?? (gtk_widget_get_parent(page) != nil ? "a widget that already has a parent" : nil)
        if let why {
            warnOnce("setCurrentPage(_:) was given \(why), which cannot be a page; the current page is unchanged", kind: "current page: \(why)")
            return false
        }
        return true
    }

    /// Lets go of every loaded page but `page` (into the pool).
    private func keepOnly(_ page: Widget?) {
        for (slot, w) in host.loaded.sorted(by: { $0.key < $1.key }) where w != page {
            host.loaded.removeValue(forKey: slot)
            host.toPool(w)
        }
        host.loadedChanged()
    }

    /// `page` becomes the only page, in `slot` (nil: where it is loaded,
    /// else the current slot); the source's ends are forgotten and the
    /// next plan asks the page's neighbours afresh.
    func anchorUnbounded(on page: Widget, slot: Int?) {
        guard isAlive, mode == .unbounded else { return }
        let current = engine.layout.currentSlot(at: engine.motion.position)
        let at = slot ?? host.loaded.first(where: { $0.value == page })?.key ?? current
        let loadedThere = host.loaded[at] == page
        keepOnly(loadedThere ? page : nil)
        engine.restartUnbounded(first: nil, last: nil)
        // Set where the pager is: a move under way stops there.
        if slot != nil && (at != current || engine.motion.isMoving) {
            engine.motion.scroll(toItem: at, duration: 0, time: monotonicSeconds())
        }
        if !loadedThere, gtk_widget_get_parent(page) == nil || host.pool.contains(page) { attach(page, slot: at) }
        dropTitles()
        afterMotion()
    }
}

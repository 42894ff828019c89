import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The page room: the page widgets the pager holds — loaded in slots, pooled
// for reuse, or static (gtk_container_add) — and the GTK work of holding
// them: parenting, showing only those in view, keeping focus on the pager
// when a focused page leaves, and placing them. Which slot holds what, and
// where it goes, is the engine's to say.

// The stored properties a frame reads and writes many times are
// `@exclusivity(unchecked)`: each is changed only by this class's own
// methods, and none is changed through an inout reference held across a
// call out to GTK (parenting, showing, placing), so no two accesses can
// overlap. The runtime's check costs a thread-local lookup and
// a set insert per access (see `Pager` for the measured gain).
@MainActor
final class PageHost {
    /// The pager's widget (pages are its children) and its GObject.
    let widget: Widget
    let gobject: OpaquePointer
    /// The loaded pages by slot (in view or preloaded).
    @exclusivity(unchecked) var loaded = SlotMap<Widget>()
    /// Pages waiting for reuse, by reuse type: parented, unmapped.
    @exclusivity(unchecked) var pool = ReusePool<Widget>()
    /// The reuse type of each page made for a typed item (absent: type 0,
    /// every page of a source that gives no types).
    @exclusivity(unchecked) var pageTypes: [Widget: Int] = [:]
    // The four below are read by every load (whether a widget is the
    // pager's, whether a reset happened meanwhile) and changed only by
    // dictionary and array updates that never call out, like `loaded`:
    // unchecked, with the data source's count and the property table
    // (`PagerProperties.pspecs`), they took about 700 instructions from a
    // jump frame with the strip and dots at 10^6 pages and 140 from a drag
    // frame (scripts/bench/instructions.sh, release builds side by side).
    /// Pages of items a batch kept, by their item after it: the next load
    /// gives each back to its item without asking the source.
    @exclusivity(unchecked) var keptPages: [Int: Widget] = [:]
    /// Deleted pages shrinking out, by the token the engine knows them by.
    @exclusivity(unchecked) var leavingPages: [Int: Widget] = [:]
    /// `Pager.apply`'s list of the pages it pools, empty between calls.
    var leavingScratch: [Widget] = []
    var nextLeavingToken = 0
    /// Pages added with gtk_container_add, in item order.
    @exclusivity(unchecked) var staticPages: [Widget] = []
    /// Counts resets and renumberings of the loaded pages, so a load in
    /// progress notices one made from inside a data source call.
    @exclusivity(unchecked) var loadGeneration = 0
    /// A page that focus entered while out of view, shown while it scrolls in.
    @exclusivity(unchecked) var focusScrollSlot: Int?
    /// The largest (minimum, natural) width and height a page has asked
    /// for since the last reload.
    var pageRequest = (width: (0, 0), height: (0, 0))
    /// The span of slots in view and the loaded count when pages were last
    /// mapped or unmapped (``syncShown(span:isScrolling:force:)``).
    @exclusivity(unchecked) private var lastShownSpan = SlotSpan.empty
    @exclusivity(unchecked) private var lastShownCount = -1

    init(widget: Widget) {
        self.widget = widget
        gobject = OpaquePointer(widget)
    }

    /// Forgets every page (the widget is being disposed: GTK destroys its
    /// children).
    func detach() {
        keptPages.removeAll()
        leavingPages.removeAll()
        pool.removeAll()
        pageTypes.removeAll()
        loaded.removeAll()
        staticPages.removeAll()
        pendingShows.removeAll()
    }

    // MARK: Loaded and pooled pages

    /// The loaded pages changed places: the next sync looks at each.
    func loadedChanged() {
        lastShownCount = -1
    }

    /// Gives the loaded pages new slot numbers (the pages stay where they are).
    func renumber(_ newSlot: (Int) -> Int) {
        var moved = SlotMap<Widget>()
        for (slot, w) in loaded { moved[newSlot(slot)] = w }
        loaded = moved
        loadGeneration &+= 1
        loadedChanged()
    }

    /// Shows a page in a slot: a pooled view is shown again where it is; a
    /// new one is parented. Only a page in view (`shown`) is mapped now;
    /// preloaded ones are parented, and mapped ahead of view between
    /// frames (``mapAhead(besides:)``).
    func attach(_ w: Widget, slot: Int, type: Int, shown: Bool) {
        // Set before parenting, which would map it.
        if type != 0 { pageTypes[w] = type } else if !pageTypes.isEmpty { pageTypes.removeValue(forKey: w) }
        if pool.remove(w) {
            show(w, shown ? SP_PAGE_SHOWN : SP_PAGE_HIDDEN)
        } else {
            gtk_widget_set_child_visible(w, shown ? 1 : 0)
            sliding_pages_pager_put(gobject, w)
        }
        gtk_widget_show(w)
        loaded[slot] = w
        loadedChanged()
    }

    /// Parents a page made ahead of need and puts it in the pool.
    func addSpare(_ w: Widget, type: Int) {
        if type != 0 { pageTypes[w] = type } else if !pageTypes.isEmpty { pageTypes.removeValue(forKey: w) }
        gtk_widget_set_child_visible(w, 0)
        sliding_pages_pager_put(gobject, w)
        gtk_widget_show(w)
        putInPool(w)
    }

    /// Puts a page in the pool. It stays parented but unmapped: no drawing,
    /// no allocation, and coming back costs no reparenting or style
    /// recomputation (which was most of a jump's cost per frame).
    func toPool(_ w: Widget) {
        hidePage(w)
        putInPool(w)
    }

    /// Into the pool with the type it was made for, still shown.
    func putInPool(_ w: Widget) {
        pool.put(w, type: pageTypes[w] ?? 0)
    }

    /// The page a batch kept for `item`, or nil. Kept pages wait outside
    /// the pool, so no other item is offered one; this one goes into the
    /// pool for the moment attach takes it back out.
    func takeKept(item: Int) -> Widget? {
        guard !keptPages.isEmpty, let w = keptPages.removeValue(forKey: item) else { return nil }
        putInPool(w)
        return w
    }

    /// Kept pages no slot took go to the pool, hidden like any other.
    func releaseKept() {
        // Every load calls this; nearly always nothing is kept.
        guard !keptPages.isEmpty else { return }
        for (_, w) in keptPages.sorted(by: { $0.key < $1.key }) { toPool(w) }
        keptPages.removeAll()
    }

    /// A kept page destroyed from outside: forget it.
    func forgetKept(_ w: Widget) -> Bool {
        guard let item = keptPages.first(where: { $0.value == w })?.key else { return false }
        keptPages.removeValue(forKey: item)
        forget(w)
        return true
    }

    /// A deleted page stays drawn while it shrinks out; its token.
    func startLeaving(_ w: Widget) -> Int {
        nextLeavingToken &+= 1
        leavingPages[nextLeavingToken] = w
        loadedChanged()
        return nextLeavingToken
    }

    /// A page done leaving goes to the pool.
    func endLeaving(_ token: Int) {
        if let w = leavingPages.removeValue(forKey: token) { toPool(w) }
    }

    /// A leaving page destroyed from outside: forget it.
    func forgetLeaving(_ w: Widget) -> Bool {
        guard let token = leavingPages.first(where: { $0.value == w })?.key else { return false }
        leavingPages.removeValue(forKey: token)
        forget(w)
        return true
    }

    /// A pooled view the source did not take back: unparented, and so freed
    /// unless the app holds it.
    func dropPooled(_ w: Widget) {
        if pool.remove(w) { letGo([w]) }
    }

    /// Lets go of the oldest pooled pages of each type beyond `capacity`.
    func trimPool(to capacity: Int) {
        let dropped = pool.trim(toCapacity: capacity)
        if !dropped.isEmpty { letGo(dropped) }
    }

    /// Told of each page the pager lets go of, once it is unparented (the
    /// page signals tear theirs down); may call host code.
    var released: ((Widget) -> Void)?

    /// Unparents `pages`, then tells `released` of each. Held meanwhile:
    /// unparenting drops the pager's reference, and host code may destroy
    /// the pager or the page.
    private func letGo(_ pages: [Widget]) {
        for w in pages {
            g_object_ref(w)
            forget(w)
            sliding_pages_pager_take(gobject, w)
        }
        for w in pages {
            released?(w)
            g_object_unref(w)
        }
    }

    /// A page the pager no longer holds has no type here.
    func forget(_ w: Widget) {
        if !pageTypes.isEmpty { pageTypes.removeValue(forKey: w) }
        forgetPendingShow(of: w)
    }

    /// Every loaded page (as `pages` held them) goes to the pool, in slot
    /// order; static pages only leave the window.
    func poolAll(_ pages: SlotMap<Widget>, staticMode: Bool) {
        if !staticMode {
            // The next load reuses these, then trims the pool to its capacity.
            for (_, w) in pages { toPool(w) }
        }
        loaded.removeAll()
        loadGeneration &+= 1
    }

    /// Whether `w` is a page here already, loaded or static.
    func holds(_ w: Widget) -> Bool {
        // The loaded pages without a list of them; the others, usually
        // empty, only when they hold any (a page a frame comes through
        // here, and walking a Dictionary's values retains its storage).
        loaded.containsValue(w) || staticPages.contains(w) || (!keptPages.isEmpty && keptPages.values.contains(w))
            || (!leavingPages.isEmpty && leavingPages.values.contains(w))
    }

    /// A page returned to a pager that died during the call: a new widget
    /// nobody holds is freed; anything else is left to its owner.
    static func discard(_ w: Widget?) {
        guard let w, gtk_widget_get_parent(w) == nil, g_object_is_floating(w) != 0 else { return }
        g_object_ref_sink(w)
        gtk_widget_destroy(w)
        g_object_unref(w)
    }

    // MARK: Showing

    /// Show changes made during a step (``beginCommit()``), handed to the
    /// C half in one call with its placing when it ends (``commit(place:)``).
    private var pendingShows: [SPPageShow] = []
    /// Steps open now: nested ones commit with the outermost.
    private var commitDepth = 0

    /// Show changes from here on wait for ``commit(place:)``.
    func beginCommit() { commitDepth += 1 }

    /// Ends a step: at the outermost, its show changes and `place` go to the
    /// C half in one call (none at all when there is nothing to say).
    /// `alive` false drops them: the pager is gone.
    func commit(place: Bool, alive: Bool = true) {
        commitDepth -= 1
        guard commitDepth == 0 else { return }
        guard alive else { return pendingShows.removeAll(keepingCapacity: true) }
        guard place || !pendingShows.isEmpty else { return }
        let shows = pendingShows
        pendingShows.removeAll(keepingCapacity: true)
        shows.withUnsafeBufferPointer { sliding_pages_pager_commit(gobject, $0.baseAddress, guint($0.count), place ? 1 : 0) }
    }

    /// Shows `w` as `state`: at once, or at the commit while a step is
    /// open (then replacing an earlier change of it).
    private func show(_ w: Widget, _ state: SPPageShown, now: Bool = false) {
        guard commitDepth > 0, !now else {
            forgetPendingShow(of: w)
            return sliding_pages_pager_show_page(gobject, w, state)
        }
        var i = 0
        while i < pendingShows.count {
            if pendingShows[i].child == w {
                pendingShows[i].shown = state
                return
            }
            i += 1
        }
        pendingShows.append(SPPageShow(child: w, shown: state))
    }

    private func forgetPendingShow(of w: Widget) {
        guard !pendingShows.isEmpty else { return }
        pendingShows.removeAll { $0.child == w }
    }

    /// The change waiting for the commit for `w`, if any.
    private func pendingShow(of w: Widget) -> SPPageShown? {
        for p in pendingShows where p.child == w { return p.shown }
        return nil
    }

    /// Whether `w` is mapped, or will be at the commit.
    func isMapped(_ w: Widget) -> Bool {
        if let p = pendingShow(of: w) { return p == SP_PAGE_SHOWN || p == SP_PAGE_AHEAD }
        return gtk_widget_get_child_visible(w) != 0
    }

    /// Maps the loaded pages in `span`. A page that leaves it stays mapped,
    /// ahead of view (``mapAhead(besides:)``), while it is near, so
    /// scrolling back costs nothing, unless it holds the focus: that one is
    /// unmapped and the pager takes the focus. Cheap when nothing crossed the viewport's edge: the span
    /// is compared first. A page focus entered stays shown while the pager
    /// scrolls it in.
    func syncShown(span: SlotSpan, isScrolling: Bool, force: Bool = false) {
        if focusScrollSlot != nil && !isScrolling { focusScrollSlot = nil }
        if !force && span == lastShownSpan && loaded.count == lastShownCount && focusScrollSlot == nil { return }
        lastShownSpan = span
        lastShownCount = loaded.count
        var focusLost = false
        let near = Self.aheadSpan(span)
        for (slot, w) in loaded {
            if span.contains(slot) || slot == focusScrollSlot {
                show(w, SP_PAGE_SHOWN)
            } else if isMapped(w) {
                let focused = holdsFocus(w)
                if focused || !near.contains(slot) {
                    focusLost = focusLost || focused
                    // The focus leaves with it at once, not at the commit.
                    show(w, SP_PAGE_HIDDEN, now: focused)
                } else {
                    show(w, SP_PAGE_AHEAD)
                }
            }
        }
        // A hidden page takes the window's focus with it (GTK leaves the
        // window with none); the pager keeps it, so keys still page.
        if focusLost { gtk_widget_grab_focus(widget) }
    }

    /// Maps the loaded pages near `span` that are not mapped yet, ahead of
    /// view, while a press holds the pages or they move (at rest
    /// ``hideAhead(besides:)`` unmaps them again): between frames, so the
    /// frame that scrolls one in neither maps nor allocates nor draws it
    /// for the first time (a page of a hundred rows costs several frames'
    /// worth of work there). A page ahead is not painted, is left out of
    /// the pager's accessible children and of the focus chain
    /// (``Pager/focus(_:)`` walks the pages in view only), and its window
    /// lies outside the pager's, where no pointer reaches it. Returns
    /// whether it mapped any.
    func mapAhead(besides span: SlotSpan) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        var mapped = false
        let near = Self.aheadSpan(span)
        for (slot, w) in loaded where waitsToMapAhead(slot, w, span: span, near: near) {
            show(w, SP_PAGE_AHEAD)
            mapped = true
        }
        return mapped
    }

    /// Whether a loaded page near `span` waits to be mapped ahead.
    func hasPagesToMapAhead(besides span: SlotSpan) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        let near = Self.aheadSpan(span)
        for (slot, w) in loaded where waitsToMapAhead(slot, w, span: span, near: near) { return true }
        return false
    }

    /// A shown page in `slot`, near the view but not in it (one in view
    /// is syncShown's to map; one farther out waits), not mapped yet.
    private func waitsToMapAhead(_ slot: Int, _ w: Widget, span: SlotSpan, near: SlotSpan) -> Bool {
        !span.contains(slot) && near.contains(slot) && !isMapped(w) && gtk_widget_get_visible(w) != 0
    }

    /// Whether a page out of `span` is mapped (ahead of view).
    func hasPagesAhead(besides span: SlotSpan) -> Bool {
        // Loops, not `contains(where:)`, here and below: a closure in the
        // main actor's code checks the executor each call (Swift 6's
        // dynamic actor isolation), about 220 instructions an element.
        for (slot, w) in loaded where !span.contains(slot) && isMapped(w) { return true }
        return false
    }

    /// Unmaps the pages out of `span` (at rest), as the pool does, the
    /// focus staying on the pager if one held it.
    func hideAhead(besides span: SlotSpan) {
        // Unmapping runs the page's handlers, which may free another page:
        // once one ran, each page is looked up again before it is hidden.
        var calledOut = false
        for (slot, w) in loaded where !span.contains(slot) && (!calledOut || loaded[slot] == w) {
            if !isMapped(w) { continue }
            calledOut = true
            hidePage(w)
        }
    }

    /// How many items beyond each end of the view are mapped ahead: those
    /// that scroll in next. With many items a page (up to 64) the window
    /// holds three pages' worth, and mapping every one would multiply the
    /// pages each layout walks.
    static let itemsAhead = 2

    /// The slots in view and ``itemsAhead`` beyond each end.
    static func aheadSpan(_ span: SlotSpan) -> SlotSpan {
        span.isEmpty ? span : SlotSpan(span.lower - itemsAhead, span.upper + itemsAhead)
    }

    /// A page that left the loaded set while the pages move, in the pool:
    /// one still mapped stays mapped, ahead of view and out of sight, and
    /// the preload between frames unmaps it (`hidePooled`) before any load
    /// gives it a new item. Unmapping a page walks every widget in it: for
    /// a 100-row list page, 840,000 instructions in the frame that crossed
    /// into the next page, the slowest frames of a drag (callgrind, `make
    /// bench`'s heavy rows). Given its new item while still mapped, though,
    /// each of its rows would invalidate its window: several times the
    /// unmap's cost. A page holding the focus is hidden at once, the focus
    /// going to the pager.
    func keepPooledAhead(_ w: Widget) {
        guard isMapped(w), !holdsFocus(w) else { return hidePage(w) }
        show(w, SP_PAGE_AHEAD)
    }

    /// Whether a pooled page is still mapped (see keepPooledAhead).
    var hasMappedPooled: Bool {
        for entry in pool.entries where isMapped(entry.element) { return true }
        return false
    }

    /// Unmaps the pooled pages still mapped, between frames.
    func hidePooled() {
        // Unmapping runs the page's handlers, which may free another page.
        for w in pool.elements where pool.contains(w) && isMapped(w) { hidePage(w) }
    }

    /// Hides a page leaving the loaded set (to the pool, or a static page
    /// out of the window), keeping the window's focus on the pager.
    func hidePage(_ w: Widget) {
        guard isMapped(w) else { return }
        let focused = holdsFocus(w)
        // Its cache goes too (SP_PAGE_POOLED); the focus leaves with it at
        // once, not at the commit.
        show(w, SP_PAGE_POOLED, now: focused)
        if focused { gtk_widget_grab_focus(widget) }
    }

    /// The scale and opacity `w` was last placed with (nil for a widget
    /// that is not a child).
    func paint(of w: Widget) -> (scale: Double, alpha: Double, paint: SlidingPagesPaint)? {
        var p = SlidingPagesPaint()
        return sliding_pages_pager_get_child_paint(gobject, w, &p) != 0 ? (min(p.scale_x, p.scale_y), p.alpha, p) : nil
    }

    /// Whether the window's focus widget is `w` or inside it.
    func holdsFocus(_ w: Widget) -> Bool {
        guard let top = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(top) != 0,
              let focus = gtk_window_get_focus(sp_window(top)) else { return false }
        return focus == w || gtk_widget_is_ancestor(focus, w) != 0
    }

    /// The shown page widgets in `span`, in item order.
    func pages(in span: SlotSpan) -> [Widget] {
        var pages: [Widget] = []
        var s = span.lower
        while s < span.upper {
            if let w = loaded[s], isMapped(w) { pages.append(w) }
            s += 1
        }
        return pages
    }

    // MARK: Size

    /// Asks the visible loaded pages for their sizes and keeps the largest
    /// seen since the last reload: the pager asks for that, so it does not
    /// change size under the user as pages of different sizes go by.
    func measurePages() {
        for (_, w) in loaded where gtk_widget_get_visible(w) != 0 {
            var m: gint = 0, n: gint = 0
            gtk_widget_get_preferred_width(w, &m, &n)
            pageRequest.width = (max(pageRequest.width.0, Int(m)), max(pageRequest.width.1, Int(n)))
            gtk_widget_get_preferred_height(w, &m, &n)
            pageRequest.height = (max(pageRequest.height.0, Int(m)), max(pageRequest.height.1, Int(n)))
        }
    }

    /// Every loaded page where `placement` says (in the pager's pixels),
    /// with its scale and opacity, into ``placements``.
    func place(_ placement: PagePlacement) {
        for (slot, w) in loaded {
            place(w, frame: placement.pixelFrame(ofSlot: slot), paint: placement.paint(ofSlot: slot))
        }
    }

    /// One child at `frame` (the pager's pixels), drawn with `paint`, into
    /// ``placements``.
    func place(_ w: Widget, frame f: (x: Int, y: Int, width: Int, height: Int), paint p: PagePaint) {
        let c = SlidingPagesPaint(scale_x: p.scaleX, scale_y: p.scaleY, alpha: p.alpha, dx: p.dx, dy: p.dy,
                                  rotation: p.rotation, shift_x: p.shiftX, shift_y: p.shiftY, elevation: p.elevation)
        placements.append(SPPlacement(child: w, x: gint(f.x), y: gint(f.y), width: gint(f.width), height: gint(f.height), paint: c))
    }

    /// The layout answer being built: one entry a child, handed to the C
    /// half in one piece.
    let placements = PlacementBuffer()
}

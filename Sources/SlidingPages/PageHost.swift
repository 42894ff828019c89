import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The page room: the page widgets the pager holds (loaded in slots, pooled or
// static) and the GTK work of parenting, showing, focusing and placing them.
// Which slot holds what, and where it goes, is the engine's to say.

@MainActor
final class PageHost {
    /// The pager's widget (pages are its children) and its GObject.
    let widget: Widget
    let gobject: OpaquePointer
    /// The pages a frame reads and changes many times. Unchecked: each part changes
    /// only in this class's methods, never through an inout held across a call out to
    /// GTK, so no two accesses overlap (BENCHMARKS.md, "Exclusivity checks").
    @exclusivity(unchecked) private var held = HeldPages()

    /// The loaded pages by slot (in view or preloaded).
    var loaded: SlotMap<Widget> {
        get { held.slots.loaded }
        _modify { yield &held.slots.loaded }
    }
    /// Pages waiting for reuse, by reuse type: parented, unmapped.
    var pool: ReusePool<Widget> {
        get { held.slots.pooled }
        _modify { yield &held.slots.pooled }
    }
    /// The reuse type of each page made for a typed item (absent: type 0,
    /// every page of a source that gives no types).
    var pageTypes: [Widget: Int] {
        get { held.slots.kinds }
        _modify { yield &held.slots.kinds }
    }
    /// Pages of items a batch kept, by their item after it: the next load
    /// gives each back to its item without asking the source.
    var keptPages: [Int: Widget] {
        get { held.slots.kept }
        _modify { yield &held.slots.kept }
    }
    /// Deleted pages shrinking out, by the token the engine knows them by.
    var leavingPages: [Int: Widget] {
        get { held.slots.leaving }
        _modify { yield &held.slots.leaving }
    }
    /// `PageRoom.apply`'s list of the pages it pools, empty between calls.
    var leavingScratch: [Widget] = []
    var nextLeavingToken = 0
    /// Pages added with gtk_container_add, in item order.
    var staticPages: [Widget] {
        get { held.staticPages }
        _modify { yield &held.staticPages }
    }
    /// Counts resets and renumberings of the loaded pages, so a load in
    /// progress notices one made from inside a data source call.
    var loadGeneration: Int {
        get { held.loadGeneration }
        set { held.loadGeneration = newValue }
    }
    /// A page that focus entered while out of view, shown while it scrolls in.
    var focusScrollSlot: Int? {
        get { held.focusScrollSlot }
        set { held.focusScrollSlot = newValue }
    }
    /// The largest (minimum, natural) width and height a page has asked
    /// for since the last reload.
    var pageRequest = (width: (0, 0), height: (0, 0))
    /// The last layout was to measure its items from a page but had none
    /// loaded: the first page loaded lays out again.
    var awaitsMeasure = false
    /// The span of slots in view and the loaded count when pages were last
    /// mapped or unmapped (``syncShown(span:isScrolling:force:)``).
    var lastShownSpan: SlotSpan {
        get { held.lastShownSpan }
        set { held.lastShownSpan = newValue }
    }
    var lastShownCount: Int {
        get { held.lastShownCount }
        set { held.lastShownCount = newValue }
    }

    init(widget: Widget) {
        self.widget = widget
        gobject = OpaquePointer(widget)
    }

    /// Forgets every page (the widget is being disposed: GTK destroys its
    /// children).
    func detach() {
        _ = held.slots.removeAll()
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

    /// Shows a page in a slot, a pooled view where it is. Only a page in view is
    /// mapped now; preloaded ones are mapped between frames (``mapAhead(besides:)``).
    func attach(_ w: Widget, slot: Int, type: Int, shown: Bool) {
        // Set before parenting, which would map it.
        held.slots.setKind(type, of: w)
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
        held.slots.setKind(type, of: w)
        gtk_widget_set_child_visible(w, 0)
        sliding_pages_pager_put(gobject, w)
        gtk_widget_show(w)
        putInPool(w)
    }

    /// Puts a page in the pool parented but unmapped: it neither draws nor allocates,
    /// and coming back costs no reparenting or style recomputation.
    func toPool(_ w: Widget) {
        hidePage(w)
        putInPool(w)
    }

    /// Into the pool with the type it was made for, still shown.
    func putInPool(_ w: Widget) {
        held.slots.pool(w)
    }

    /// The page a batch kept for `item`, or nil. Kept pages wait outside the pool so no
    /// other item is offered one; this one enters it only for attach to take back out.
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

    /// Unparents `pages`, then tells `released` of each. Held meanwhile: unparenting
    /// drops the pager's reference, and host code may destroy the pager or the page.
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
        // The others, usually empty, only when they hold any: a page a frame comes here,
        // and walking a Dictionary's values retains its storage.
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

    /// Show changes made during a step (``beginCommit()``), handed to the
    /// C half in one call with its placing when it ends (``commit(place:)``).
    var pendingShows: [SPPageShow] {
        get { held.pendingShows }
        _modify { yield &held.pendingShows }
    }
    /// Steps open now: nested ones commit with the outermost.
    var commitDepth: Int {
        get { held.commitDepth }
        set { held.commitDepth = newValue }
    }
    /// Whether a step open now asked for the pages to be placed.
    var pendingPlace: Bool {
        get { held.pendingPlace }
        set { held.pendingPlace = newValue }
    }

    // MARK: Size

    /// Keeps the largest size the visible pages asked for since the last reload, so
    /// the pager does not change size under the user as pages of different sizes go by.
    func measurePages() {
        for (_, w) in loaded where gtk_widget_get_visible(w) != 0 {
            var m: gint = 0, n: gint = 0
            gtk_widget_get_preferred_width(w, &m, &n)
            pageRequest.width = (max(pageRequest.width.0, Int(m)), max(pageRequest.width.1, Int(n)))
            gtk_widget_get_preferred_height(w, &m, &n)
            pageRequest.height = (max(pageRequest.height.0, Int(m)), max(pageRequest.height.1, Int(n)))
        }
    }

    /// The loaded page in `slot`'s (minimum, natural) height, or width.
    func request(ofSlot slot: Int, height: Bool) -> (minimum: Double, natural: Double)? {
        guard let w = loaded[slot], gtk_widget_get_visible(w) != 0 else { return nil }
        var m: gint = 0, n: gint = 0
        if height { gtk_widget_get_preferred_height(w, &m, &n) } else { gtk_widget_get_preferred_width(w, &m, &n) }
        return (Double(m), Double(n))
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
        placements.append(SPPlacement(child: w, x: gint(f.x), y: gint(f.y), width: gint(f.width), height: gint(f.height), paint: c,
                                      cache_rank: 0))
    }

    /// Gives each page mapped ahead of view in the answer being built its
    /// cache's rank, as the core says (`CacheAhead`).
    func rankCachesAhead() {
        held.aheadFrames.removeAll(keepingCapacity: true)
        held.aheadAt.removeAll(keepingCapacity: true)
        // Mapped out of view: ahead of it (a page focus scrolls in is shown).
        for (slot, w) in loaded where !lastShownSpan.contains(slot) && slot != focusScrollSlot && isMapped(w) {
            for i in 0..<placements.count where placements.pointer[i].child == w {
                let p = placements.pointer[i]
                held.aheadFrames.append((x: Int(p.x), y: Int(p.y), width: Int(p.width), height: Int(p.height)))
                held.aheadAt.append(i)
                break
            }
        }
        guard !held.aheadAt.isEmpty else { return }
        let viewport = (width: Int(gtk_widget_get_allocated_width(widget)), height: Int(gtk_widget_get_allocated_height(widget)))
        CacheAhead.rank(held.aheadFrames, viewport: viewport, maximumPixels: Int(SP_MAX_CACHE_PIXELS), into: &held.aheadRanks)
        for (k, i) in held.aheadAt.enumerated() { placements.pointer[i].cache_rank = gint(held.aheadRanks[k]) }
    }

    /// The layout answer being built: one entry a child, handed to the C
    /// half in one piece.
    let placements = PlacementBuffer()
}

/// The page widgets a ``PageHost`` holds (see `PageHost.held`).
struct HeldPages {
    /// Loaded, pooled, kept and leaving pages, and their reuse kinds.
    var slots = PageSlots<Widget>()
    var staticPages: [Widget] = []
    var loadGeneration = 0
    var focusScrollSlot: Int?
    var lastShownSpan = SlotSpan.empty
    var lastShownCount = -1
    var pendingShows: [SPPageShow] = []
    /// ``PageHost/rankCachesAhead()``'s frames, their places in the answer
    /// and their ranks, kept between frames.
    var aheadFrames: [CacheAhead.Frame] = []
    var aheadAt: [Int] = []
    var aheadRanks: [Int] = []
    var commitDepth = 0
    var pendingPlace = false
}

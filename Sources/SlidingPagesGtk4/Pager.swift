import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

/// A GTK 4 widget pointer.
public typealias Widget = UnsafeMutablePointer<GtkWidget>

/// Pages of any GTK 4 widget, scrolled one at a time, with the title strip
/// and the page dots: the GTK 3 pager's core behind a GTK 4 face.
///
/// The widget asks `SlidingPagesCore` for every offset, snap and
/// recycling decision and applies the answer: pages are parented with
/// `gtk_widget_set_parent`, placed with a transform (the page effect is
/// the transform, so input lands where a page is drawn), and the chrome
/// is drawn in `snapshot` with render nodes.
///
///     let pager = Pager()
///     pager.setItems(count: 10, view: { item, reusing in
///         reusing ?? gtk_label_new("Page \(item + 1)")
///     }, title: { "Page \($0 + 1)" })
///     adw_application_window_set_content(window, pager.widget)
@MainActor
public final class Pager {
    /// The GTK widget; nil once it was destroyed.
    public internal(set) var widget: Widget?
    /// The decisions: position, motion, recycling and the chrome's geometry.
    // `@exclusivity(unchecked)` here and on `slots`: read and changed dozens
    // of times a frame, never through an access held open across a call to
    // GTK or the host, so no two overlap (BENCHMARKS.md, "GTK 4: runtime
    // checks in a frame").
    @exclusivity(unchecked) var engine: PagerEngine

    /// Runs `body` on the engine in place: read as a value through the
    /// class, a call the optimizer leaves out of line copies it whole
    /// (every buffer retained, then released).
    @inline(__always)
    func inPlace<R>(_ body: (inout PagerEngine) -> R) -> R { body(&engine) }
    /// The layout's options.
    var configuration = LayoutConfiguration()
    /// How many items there are.
    var itemCount = 0
    /// Makes the page of an item, given a pooled page to reuse.
    var makePage: ((Int, Widget?) -> Widget?)?
    /// An item's title, for the strip.
    var titleOf: ((Int) -> String?)?
    /// Whether the page signals make the pages (`n-items` was set), and
    /// whether pages wait for a setup-page handler.
    var signalSource = false
    var signalPagesWait = false
    /// Pages setup-page made and not yet torn down, and those bound to an
    /// item (unbound before their next bind).
    var signalMade: Set<Widget> = []
    var signalBound: Set<Widget> = []
    /// The pager's own pages (``append(_:title:)``), the items when there are any.
    var staticPages: [StaticPage] = []
    /// How deep in the host's calls (``callingHost(_:)``), and a change
    /// made there, waiting for the main loop.
    var hostDepth = 0
    /// Counts of the host's changes inside its calls, and of changes of
    /// the items (a new source, a batch): a call's pages are stale after one.
    var hostChanges = 0
    var sourceChanges = 0
    var changeDeferred = false
    var resizeDeferred = false
    var changeQueued = false
    /// The loaded pages by slot and the pool (unchecked, as `engine` is).
    @exclusivity(unchecked) var slots = PageSlots<Widget>()
    /// The frame clock's tick while frames are wanted, and a timer for the
    /// next move of its own (autoplay).
    var tick: guint = 0
    var wake: guint = 0
    /// The chrome as last drawn, and the titles' text, kept by item.
    var scene = ChromeScene()
    var titles = TitleLayouts()
    /// The chrome's CSS nodes (nil once the widget went), and whether they
    /// were restyled since the titles were shaped.
    var style: ChromeStyle?
    var restyled = false
    var events: [PagerEvent] = []
    /// Input events' times on the engine's clock.
    var eventClock = EventClock()
    /// What assistive technologies were last told of the page, and
    /// whether a paced announcement waits for its time.
    var announced: String?
    /// What `announced` was made from, so a frame that changes none of it
    /// builds no text.
    var announcedFrom: (page: Int?, pages: Int, numbered: Bool, title: String?)?
    var announceQueued = false
    /// Per-page dot colours (see ``dotColours``).
    let dotMemo = DotColourMemo<GdkRGBA>()
    /// The host's page transformer (see ``pageTransformer``), what it
    /// gave each loaded slot, and whether an allocation found a slot it
    /// gave nothing; the elevations pages were last placed at, by slot
    /// (only those not 0).
    var transformer: ((Int, Double) -> PageTransform)?
    var transforms: [Int: PageTransform] = [:]
    var transformsMissing = false
    var elevations: [Int: Double] = [:]
    /// Pages drawn nowhere, which take no input until drawn again.
    var untargeted: Set<Widget> = []
    /// Options warned of once already.
    var warned: Set<String> = []
    /// The GObject properties' values as last notified, by id − 1.
    var notified: [Double] = []
    /// ``reducedMotion`` as the host set it.
    var reducedMotionAsked = false
    /// Dots bound to this pager (``Dots/follow(_:)``).
    var followers: [WeakDots] = []
    /// The last token given a leaving page.
    var leavingToken = 0
    /// The GListModel the page signals show, and its items-changed handler.
    var boundModel: OpaquePointer?
    var modelHandler: gulong = 0
    /// The current item's object (held), found again when a change of the
    /// model takes it out and puts it back, as a sort does.
    var modelCurrent: UnsafeMutableRawPointer?
    var modelCurrentIndex = -1
    /// Inside size_allocate: host code and resizes wait for an idle.
    var allocating = false
    var afterAllocationQueued = false
    var resizeAfterAllocation = false

    /// Each item's reuse kind (nil: one kind for all), and the kind of the
    /// page being made (setup-page's detail).
    var kindOf: ((Int) -> Int)?
    var pendingKind = 0
    /// The options the face keeps itself (``FaceOptions``).
    var face = FaceOptions()
    /// A source with no count, when the pages come from one, and the
    /// number of the page the host set last (a newer one supersedes it).
    var unbounded: UnboundedPages?
    var anchorGeneration = 0
    /// A jump's anchor kept while the engine counts it unloaded (the jump
    /// reached no page): it leaves with the next plan that does not load it.
    var strayAnchor: Int?
    /// The completions of moves under way, by the id the engine carries.
    var moves: [Int: (Bool) -> Void] = [:]
    var lastMoveID = 0

    /// Told of each `PagerEvent` (drags, settles, selected pages) in order.
    public var onEvent: ((PagerEvent) -> Void)?

    /// An empty pager.
    public convenience init() {
        // The widget's init would adopt it: this object is its Swift side.
        Pager.constructing = true
        let w = sliding_pages4_pager_new()!
        Pager.constructing = false
        self.init(adopting: w)
    }

    /// Set while ``init()`` makes its widget.
    static var constructing = false

    /// The Swift side of `w`, a pager just made.
    init(adopting w: Widget) {
        engine = PagerEngine(layout: PagerLayout(configuration: LayoutConfiguration(), itemCount: 0, viewport: .zero))
        // Not on screen yet: moves jump until the widget is mapped.
        engine.motion.configuration.onScreen = false
        // GTK 4 widgets are always accessible: page changes are told,
        // paced by the core as the GTK 3 pager's are.
        engine.announcesPages = true
        widget = w
        // The widget keeps this object until it is disposed.
        sliding_pages4_pager_attach(OpaquePointer(w), pagerHooks, Unmanaged.passRetained(self).toOpaque())
        style = ChromeStyle.pager(w)
        followAnimationSetting()
        // What the properties read now, so the first change is notified.
        notified = Gtk4Option.allCases.map(propertyValue)
        // GTK's animations setting, followed while the widget lives.
        if let settings = gtk_settings_get_default() {
            g_signal_connect_object(UnsafeMutableRawPointer(settings), "notify::gtk-enable-animations", unsafeBitCast(animationSettingChanged, to: GCallback.self),
                                    w, GConnectFlags(0))
        }
    }

    /// The Swift side of a pager widget, nil for another widget or one
    /// whose side went.
    public static func of(_ widget: Widget?) -> Pager? {
        guard let widget, sliding_pages4_is_pager(widget) != 0, let data = sliding_pages4_pager_get_data(OpaquePointer(widget)) else { return nil }
        return Unmanaged<Pager>.fromOpaque(data).takeUnretainedValue()
    }

    /// Marks `widget` (and what it holds) as keeping drags along a pager's
    /// axis, or clears the mark: a drag begun on it never turns the page.
    /// Sliders along the axis, text under a mouse, nested pagers and
    /// kinetic scrolled windows under a finger keep the drags they can
    /// use without a mark.
    public static func setKeepsDrags(_ widget: Widget, _ keeps: Bool = true) {
        sliding_pages4_set_keeps_drags(widget, keeps ? 1 : 0)
    }

    /// Pages for `count` items: `view(item, reusing)` makes an item's
    /// page, given a page of another item to reuse when there is one;
    /// `title` names it in the strip (nil: no strip). With `reuseKind`,
    /// items have kinds of page (any ints): a page is offered for reuse
    /// only to an item of the kind it was made for.
    public func setItems(count: Int, view: @escaping (Int, Widget?) -> Widget, title: ((Int) -> String?)? = nil,
                         reuseKind: ((Int) -> Int)? = nil) {
        setSource(count: count, view: { view($0, $1) }, title: title, strip: title != nil, kind: reuseKind)
    }

    /// The source every way of giving items ends in: `view` may make no
    /// page (the slot stays empty, warned of by the caller).
    package func setSource(count: Int, view: @escaping (Int, Widget?) -> Widget?, title: ((Int) -> String?)?, strip: Bool,
                           keepsPages: Bool = false, keepsModel: Bool = false, kind: ((Int) -> Int)? = nil,
                           unbounded source: UnboundedPages? = nil, at page: Int? = nil) {
        // The old functions go last: their data's destroy notify may call
        // the pager, which is whole again by then.
        let old = (makePage, titleOf, kindOf, unbounded)
        defer { withExtendedLifetime(old) {} }
        sourceChanges &+= 1
        signalSource = false
        signalPagesWait = false
        if !keepsModel { unbindModel() }
        _ = engine.endLeaving()
        letGo(slots.removeAll())
        strayAnchor = nil
        if !keepsPages { releaseStaticPages() }
        titles.removeAll()
        makePage = view
        titleOf = title
        kindOf = kind
        unbounded = source
        itemCount = source == nil ? max(0, count) : 0
        face.sourceHasTitles = strip
        var chrome = engine.chrome
        chrome.stripHidden = !strip || face.stripHidden
        engine.chrome = chrome
        // A new source's ends are not known yet, whatever the last one's were.
        let fresh: ItemDomain = source == nil ? .counted(itemCount) : .unbounded(first: nil, last: nil)
        let layout = PagerLayout(configuration: layoutOptions(), domain: fresh, viewport: engine.pageAreaSize)
        engine.restart(with: PagerMotion(layout: layout, configuration: engine.motion.configuration, initialPage: page ?? face.initialPage))
        changed(resize: true)
    }

    /// Gives the current source's items kinds of page (nil: one kind for
    /// all). The pages there are now go, and are made again under the new
    /// kinds.
    package func setReuseKinds(_ kind: ((Int) -> Int)?) {
        guard unbounded == nil else {
            return warnCall("setReuseTypes", "a source with no count has one kind of page; ignored")
        }
        // The old function goes last: its data's destroy notify may call in.
        let old = kindOf
        defer { withExtendedLifetime(old) {} }
        kindOf = kind
        // Every page was made under the old kinds: loaded, pooled, kept
        // through a batch or shrinking out, each goes (and those a view
        // call under way made are let go of, not pooled).
        sourceChanges &+= 1
        _ = engine.endLeaving()
        engine.unloadAll()
        letGo(slots.removeAll())
        engine.notePooled(0)
        changed()
    }

    /// How many items there are (0 for a source with no count).
    public var numberOfItems: Int { itemCount }

    /// The current item (the first of the current page); nil with no items.
    public var currentItem: Int? { engine.motion.reportedItemIndex }

    /// The page nearest the pages' position (while they move, the one
    /// passing under the view; `page-selected` tells where they head); nil
    /// with no items.
    public var currentPage: Int? { engine.motion.currentPage }

    /// The current item's page widget, once it is loaded; nil with no items.
    public var currentItemWidget: Widget? {
        guard engine.motion.currentPage != nil else { return nil }
        return slots.loaded[engine.layout.currentSlot(at: engine.motion.position)]
    }

    /// How many pages there are (0 for a source with no count).
    public var pageCount: Int { engine.readout.pageCount }

    /// The position in items (fractional while moving).
    public var position: Double { engine.motion.position }

    /// How many page widgets exist now, loaded or pooled.
    public var liveWidgetCount: Int { slots.liveCount }

    /// Item `index`'s page while it is loaded (in view or ahead of it), or
    /// nil; when wrap loads it twice, the one nearer the view.
    public func itemWidget(at index: Int) -> Widget? {
        engine.layout.nearestSlot(holding: index, among: slots.loaded.keys, at: engine.motion.position).flatMap { slots.loaded[$0] }
    }

    /// The item of the loaded page that is `widget` or holds it (a button
    /// on a page, say), or nil.
    public func item(of widget: Widget) -> Int? {
        var w: Widget? = widget
        while let current = w, current != self.widget {
            if let slot = slots.loaded.first(where: { $0.value == current })?.key { return engine.layout.item(atSlot: slot) }
            w = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Whether item `index`'s page is on screen now (a page loaded ahead
    /// of the view is not).
    public func isShown(item index: Int) -> Bool { engine.isShown(item: index) }

    /// The items whose pages are loaded and in view (by more than half a pixel),
    /// in slot order.
    public var visibleItems: [Int] {
        let shown = engine.layout.slotsShowing(at: engine.motion.position)
        return (shown.lower..<max(shown.lower, shown.upper)).compactMap { slots.loaded[$0] != nil ? engine.layout.item(atSlot: $0) : nil }
    }

    /// A layout option changed: the layout is built again, the current
    /// item kept.
    func configure(_ change: (inout LayoutConfiguration) -> Void) {
        let vertical = configuration.orientation == .vertical
        change(&configuration)
        if let w = widget, (configuration.orientation == .vertical) != vertical {
            sliding_pages4_pager_show_orientation(OpaquePointer(w), vertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        }
        relayout()
        changed(resize: true)
    }

    /// The layout again, for the options, the size and the direction now.
    func relayout() {
        // The direction as it is now: a pager made in a right-to-left
        // desktop hears no direction change.
        configuration.rightToLeft = widget.map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL } ?? false
        let layout = PagerLayout(configuration: layoutOptions(), domain: domain, viewport: engine.pageAreaSize)
        guard engine.relayout(layout) else { return }
        // A source with no count knows pages only by their neighbours: the
        // current page stays, and the rest are asked of it again.
        let current = engine.layout.currentSlot(at: engine.motion.position)
        let kept = unbounded != nil ? slots.loaded[current] : nil
        hide(slots.poolAll().filter { $0 != kept })
        guard let kept else { return }
        slots.pooled.remove(kept)
        engine.restartUnbounded(first: nil, last: nil)
        slots.loaded[current] = kept
        titles.removeAll()
    }

    /// The layout's options with the extent the host's function gave or the first
    /// page measured; the function is asked again (from the main loop) for each
    /// layout made.
    func layoutOptions() -> LayoutConfiguration {
        var c = configuration
        if let e = face.askedExtent ?? measuredExtent { c.itemSizing = .fixed(e) }
        if face.extentFunction != nil { askExtentLater() }
        return c
    }

    /// The items the source describes: a count, or a source with no count
    /// and the ends it told of so far.
    var domain: ItemDomain {
        guard unbounded != nil else { return .counted(itemCount) }
        if case .unbounded = engine.layout.domain { return engine.layout.domain }
        return .unbounded(first: nil, last: nil)
    }

    /// Something moved the engine: its plan is applied now, and the widget
    /// lays out and draws again.
    func changed(resize: Bool = false) {
        guard let w = widget else { return }
        guard hostDepth == 0 else { return deferChange(resize: resize) }
        applyPlan(now: now())
        guard widget != nil else { return }
        if resize { gtk_widget_queue_resize(w) } else { gtk_widget_queue_allocate(w) }
        gtk_widget_queue_draw(w)
    }
}

/// notify::gtk-enable-animations, with the pager's widget.
private let animationSettingChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, widget in
    let w = UInt(bitPattern: widget)
    MainActor.assumeIsolated {
        Pager.of(UnsafeMutablePointer(bitPattern: w))?.followAnimationSetting()
    }
}

/// Seconds on GLib's monotonic clock, the frame clock's base.
func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// A pager made by g_object_new (C, a binding, a .ui file) gets its Swift
/// side; one ``Pager/init()`` makes gets it from there.
@_cdecl("sliding_pages4_pager_adopt")
func adoptPager(_ object: OpaquePointer?) {
    let address = UInt(bitPattern: object)
    MainActor.assumeIsolated {
        guard !Pager.constructing, let w = Widget(bitPattern: address) else { return }
        _ = Pager(adopting: w)
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

/// The C function a C host called, while it runs (the C API sets it):
/// warnings of that call name it, not the Swift method behind it.
@MainActor package var calledFromC: String?

/// Runs `body` as the C function `name` (nil: as Swift), for its warnings.
@MainActor package func calling<T>(_ name: String?, _ body: () -> T) -> T {
    let outer = calledFromC
    calledFromC = name
    defer { calledFromC = outer }
    return body()
}

/// The paged-scrolling widget.
///
/// Add ``widget`` to any GTK container, give the pager a data source (or add
/// static pages with `gtk_container_add`), and it shows the pages the core
/// says are visible, recycling the rest. Every decision is the core's
/// `PagerEngine`; this class wires GTK's input to it and its answers to the
/// page host, the chrome renderer and the GObject face.
///
/// The GTK widget owns the pager: it stays alive while the widget does, and
/// is released when the widget is destroyed.
///
///     let pager = Pager()
///     pager.setItems(count: 1_000_000) { index, reusing in
///         let label = reusing ?? gtk_label_new(nil)!
///         gtk_label_set_text(sp_label(label), "Page \(index + 1)")
///         return label
///     }
///     gtk_container_add(sp_container(window), pager.widget)
@MainActor
public final class Pager {
    /// The Swift pager of a SlidingPagesPager widget (GtkBuilder's and C's too).
    public static func from(_ widget: Widget) -> Pager? {
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), sliding_pages_pager_get_type()) != 0,
              let data = sliding_pages_pager_get_hook_data(OpaquePointer(widget)) else { return nil }
        return Unmanaged<Pager>.fromOpaque(data).takeUnretainedValue()
    }

    /// Marks `widget` (and what it holds) as keeping drags along a pager's axis, or
    /// clears the mark: a drag begun on it never turns the page. Sliders along the axis,
    /// entries under a mouse, nested pagers and scrolled windows under a finger need no mark.
    public static func setKeepsDrags(_ widget: Widget, _ keeps: Bool = true) {
        sliding_pages_set_keeps_drags(widget, keeps ? 1 : 0)
    }

    /// Registers the pager's, dots' and scrubber's GTypes, so a GtkBuilder
    /// file can name them; pagers made without `Pager()` get their Swift side.
    public static func enableBuilderSupport() {
        _ = sliding_pages_pager_get_type()
        _ = sliding_pages_dots_get_type()
        _ = sliding_pages_scrubber_get_type()
    }

    /// Calls crossed between the widgets' C and Swift halves so far, either way, in
    /// every pager and standalone control: a debug counter (`make bench` prints it).
    public static var crossings: UInt64 { UInt64(sliding_pages_crossing_count()) }

    /// A GTK widget as Swift sees it.
    public typealias Widget = UnsafeMutablePointer<GtkWidget>

    /// The SlidingPagesDots widget type from Swift (C, Python and .ui files use the GType):
    /// dots that follow a GtkAdjustment or their `n-pages` and `position` properties.
    @MainActor
    public enum Dots {}

    /// The SlidingPagesScrubber widget type from Swift (C, Python and .ui files use the
    /// GType): a nub over a GtkScrolledWindow for fast travel through long content.
    @MainActor
    public enum Scrubber {}

    /// The GtkWidget to put in a window; valid until it is destroyed.
    public let widget: Widget
    let gobject: OpaquePointer
    /// False once the widget was destroyed; the pager then does nothing.
    // `@exclusivity(unchecked)`: set once, on dispose, and never passed inout;
    // every step of a frame that may have called out reads it.
    @exclusivity(unchecked) public internal(set) var isAlive = true

    /// Which kind of source the pager shows now.
    var mode: Mode {
        get { sources.mode }
        set { sources.mode = newValue }
    }
    var options: LayoutConfiguration {
        get { settings.layout }
        set { settings.layout = newValue }
    }
    /// Whether a call into the data source is in progress (set only by
    /// ``callingSource(_:)``).
    var inDataSource: Bool { calls.inDataSource }

    enum Mode {
        case empty
        case counted
        case unbounded
        case staticPages
    }

    /// The data source, held weakly (``retainSource(_:)`` keeps one alive).
    public weak var dataSource: PagerDataSource? {
        get { sources.dataSource }
        set {
            sources.dataSource = newValue
            if newValue != nil, sources.unboundedDataSource != nil { unboundedDataSource = nil }
            if newValue !== sources.closure { sources.closure = nil }
            sourceChanged()
        }
    }

    /// A before/after data source (no count), held weakly.
    public weak var unboundedDataSource: PagerUnboundedDataSource? {
        get { sources.unboundedDataSource }
        set {
            sources.unboundedDataSource = newValue
            if newValue != nil, sources.dataSource != nil { dataSource = nil }
            sourceChanged()
        }
    }

    /// Hears every event; may give the item extent and dot colours. Held weakly.
    public weak var delegate: PagerDelegate? {
        get { sources.delegate }
        set {
            sources.delegate = newValue
            pages.rebuildLayout()
        }
    }

    // `@exclusivity(unchecked)` below: read all through each frame, and changed
    // only by calls that never call out, so no two accesses overlap.
    /// Where pages and titles come from (closures are read out before calls).
    @exclusivity(unchecked) var sources = PagerSources()
    /// The options as set, before the engine's layout validates them.
    var settings = PagerSettings()
    /// Every decision: layout, motion, recycling, the chrome's input and timing.
    @exclusivity(unchecked) var engine: PagerEngine

    /// Runs `body` on the engine in place: read as a value for a call left
    /// out of line, the engine would be copied whole.
    @inline(__always)
    func inPlace<R>(_ body: (inout PagerEngine) -> R) -> R { body(&engine) }
    /// The slots in view (``PagerEngine/shownSlots``), read in place.
    var shownSlots: SlotSpan { inPlace { $0.shownSlots } }
    /// Whether pages are kept mapped ahead of view
    /// (``PagerEngine/keepsPagesAhead``), read in place.
    var keepsPagesAhead: Bool { inPlace { $0.keepsPagesAhead } }
    /// The frame clock's tick, the autoplay timer and event times.
    @exclusivity(unchecked) var driver = FrameDriver()
    /// The rooms that keep no state: views of the pager, made where used.
    var loop: FrameLoop { FrameLoop(pager: self) }
    var pages: PageRoom { PageRoom(pager: self) }
    var chrome: ChromeRoom { ChromeRoom(pager: self) }
    var properties: PropertyValues { PropertyValues(pager: self) }
    var hooks: PagerHooks { PagerHooks(pager: self) }
    /// The pager for the callbacks GLib holds (see `PagerRef`).
    let callbackBox = PagerRef()
    /// Completions of moves under way, by the id the core carries.
    var moves = MoveCompletions()
    /// Calls into the host's code in progress, and work deferred past them
    /// (each deferred closure is taken out before it runs).
    @exclusivity(unchecked) var calls = HostCalls()
    var warned: Set<String> = []
    /// Holds the page widgets: loaded, pooled and static.
    let host: PageHost
    /// Paints the chrome (strip, dots, nub) and keeps its look.
    let renderer: ChromeRenderer
    /// The GObject side: notify::, signals, the accessible's page.
    let face: GObjectFace

    /// Creates the pager and its GtkWidget (floating, like any new widget).
    public convenience init() {
        Pager.constructing = true
        let w = sliding_pages_pager_new()!
        Pager.constructing = false
        self.init(adopting: w)
    }

    /// Set while `init()` makes its GObject, so the attach hook leaves it alone.
    static var constructing = false

    /// Gives a SlidingPagesPager made elsewhere (GtkBuilder, g_object_new,
    /// a C host) its Swift side.
    init(adopting w: Widget) {
        widget = w
        gobject = OpaquePointer(w)
        let layout = PagerLayout(configuration: LayoutConfiguration(), itemCount: 0, viewport: .zero)
        // Not on screen yet: moves jump until the widget is mapped.
        var motion = MotionConfiguration()
        motion.onScreen = false
        engine = PagerEngine(layout: layout, configuration: motion)
        renderer = ChromeRenderer(widget: w)
        face = GObjectFace(gobject: OpaquePointer(w))
        host = PageHost(widget: w)
        callbackBox.pager = self
        host.released = { [ref = callbackBox] w in
            guard let pager = ref.pager, pager.isAlive else { return }
            pager.sources.pageFactory?.released(w, pager: pager)
        }
        hooks.installHooks()
        installChromeCSSOnce()
        hooks.readAnimationSetting()
        properties.notifyChangedProperties()
    }

    // MARK: Sources

    /// Uses closures as the data source (held strongly). With `reuseType`,
    /// `view` is offered a page to reuse only when it was made for an item
    /// of the same type (see ``PagerDataSource/pager(_:reuseTypeForItemAt:)``).
    public func setItems(count: Int, view: @escaping @MainActor (Int, Widget?) -> Widget?, title: (@MainActor (Int) -> PageTitle?)? = nil,
                         reuseType: (@MainActor (Int) -> Int)? = nil) {
        let source = ClosureDataSource(count: count, view: view, title: title, reuseType: reuseType)
        sources.closure = source
        dataSource = source
    }

    /// Keeps a data source alive as long as the pager (sources are held weakly),
    /// for sources with no other owner: C callbacks, closures.
    public func retainSource(_ source: AnyObject) {
        sources.retained = source
    }

    /// Sets the count of a closure source, the page signals or a ``PagerItemCount`` and
    /// reloads, keeping the position; another source keeps its own, with a warning. With no
    /// source, the page signals (setup-page, bind-page…) make the pages: for Python and JS.
    public func setItemCount(_ count: Int) {
        guard isAlive else { return }
        guard count >= 0 else { return warnCall("n-items", "\(count) is not a count of items; unchanged") }
        // A count set by hand lets go of a bound model, as in GTK 4.
        pages.unbindModel()
        setCount(count)
    }

    /// The count, for the source or a bound model.
    func setCount(_ count: Int) {
        if let s = dataSource as? PagerItemCount {
            s.count = count
            reloadData(keepingPosition: true)
        } else if dataSource == nil && unboundedDataSource == nil && host.staticPages.isEmpty {
            pages.useSignalFactory(count: count)
        } else {
            warnOnce("n-items is set by the data source of this pager; setting it only applies to a closure source, the page signals or a PagerItemCount source")
        }
    }

    func sourceChanged() {
        guard isAlive else { return }
        if dataSource != nil {
            mode = .counted
        } else if unboundedDataSource != nil {
            mode = .unbounded
        } else if !host.staticPages.isEmpty {
            mode = .staticPages
        } else {
            mode = .empty
        }
        // Pages the old source made are not offered to the new one.
        reloadData(keepingPosition: false, discardingPages: true)
    }

    // MARK: State

    /// How many items the source has (0 for a source with no count).
    public var numberOfItems: Int {
        mode == .staticPages ? host.staticPages.count : engine.motion.layout.itemCount ?? 0
    }
    /// How many pages the items make (items per page at a time; 0 for a
    /// source with no count).
    public var numberOfPages: Int { mode == .unbounded ? 0 : engine.motion.layout.numberOfPages }
    /// The fractional position in items; never NaN (0 when empty).
    public var position: Double { engine.motion.position }
    /// Whether a pointer, touch or touchpad drag holds the pages now.
    public var isDragging: Bool { engine.motion.isDragging }
    /// Whether the pages coast after a fling.
    public var isDecelerating: Bool { engine.motion.isDecelerating }
    /// Whether a programmatic move, key, wheel notch or settle runs.
    public var isScrolling: Bool { engine.motion.isScrolling }
    /// Idle, following a drag, or moving on its own to rest.
    public var scrollState: ScrollState { engine.motion.scrollState }
    /// Whether there is nothing to show.
    public var isEmpty: Bool { engine.motion.layout.isEmpty }

    /// The current item (first item of the current page when resting on it);
    /// setting it jumps there. `nil` when empty. With
    /// `defersItemViewLoading` it changes only once the pages stop.
    public var currentItemIndex: Int? {
        get { engine.motion.reportedItemIndex }
        set { if let i = newValue { scroll(toItem: i, duration: 0) } }
    }

    /// The page shown now (nil with no items); the title strip, the dots
    /// and the accessible say it.
    public var currentPage: Int? {
        get { engine.motion.reportedPage }
        set { if let p = newValue { scroll(toPage: p, duration: 0) } }
    }

    /// Items whose pages are on screen (by more than half a pixel), in slot order.
    public var indexesForVisibleItems: [Int] {
        let v = engine.motion.layout.slotsShowing(at: engine.motion.position)
        return (v.lower..<max(v.lower, v.upper)).compactMap { host.loaded[$0] != nil ? engine.motion.layout.item(atSlot: $0) : nil }
    }

    /// The page widgets on screen, in the order of ``indexesForVisibleItems``.
    public var visibleItemViews: [Widget] {
        let v = engine.motion.layout.slotsShowing(at: engine.motion.position)
        return (v.lower..<max(v.lower, v.upper)).compactMap { host.loaded[$0] }
    }

    /// The current item's page widget, when it is loaded.
    public var currentItemView: Widget? { host.loaded[engine.motion.layout.currentSlot(at: engine.motion.position)] }

    /// The loaded page for `index` (the nearest if it is loaded twice), or nil.
    public func itemView(at index: Int) -> Widget? {
        engine.layout.nearestSlot(holding: index, among: host.loaded.keys, at: engine.motion.position).flatMap { host.loaded[$0] }
    }

    /// Whether the page of item `index` is on screen (a preloaded page is
    /// loaded but not on screen).
    public func isShown(item index: Int) -> Bool { engine.isShown(item: index) }

    /// Whether `page` (one of the pager's page widgets) is on screen.
    public func isShown(_ page: Widget) -> Bool { index(of: page).map { isShown(item: $0) } ?? false }

    /// The item a loaded page shows, or nil.
    public func index(of view: Widget) -> Int? {
        for (slot, w) in host.loaded where w == view { return engine.motion.layout.item(atSlot: slot) }
        return nil
    }

    /// The item of the loaded page that is `view` or contains it (for
    /// controls inside pages).
    public func index(ofViewOrSubview view: Widget) -> Int? {
        var w: Widget? = view
        while let current = w, current != widget {
            if let i = index(of: current) { return i }
            w = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Page widgets in use now: the loaded pages (visible plus preloaded),
    /// or every static page.
    public var liveChildCount: Int {
        guard isAlive else { return 0 }
        return mode == .staticPages ? host.staticPages.count : host.loaded.count
    }

    /// Pages waiting in the reuse pool (kept as hidden children, at most
    /// the pool's capacity).
    public var pooledViewCount: Int { host.pool.count }

    /// Every widget parented to the pager: live, pooled and static.
    public var parentedChildCount: Int { isAlive ? Int(sliding_pages_pager_child_count(gobject)) : 0 }
}

extension Pager {

    /// The widget is being disposed: let go of everything GTK-side.
    func detach() {
        guard isAlive else { return }
        isAlive = false
        if driver.tickID != 0 {
            gtk_widget_remove_tick_callback(widget, driver.tickID)
            driver.tickID = 0
        }
        if driver.wakeID != 0 {
            g_source_remove(driver.wakeID)
            driver.wakeID = 0
        }
        pages.cancelPreload()
        pages.unbindModel()
        chrome.cancelTitlePreparation()
        loop.cancelAnnouncement()
        if driver.settingsHandler != 0, let settings = gtk_settings_get_default() {
            g_signal_handler_disconnect(settings, driver.settingsHandler)
            driver.settingsHandler = 0
        }
        // Pooled pages are children: dispose destroyed them with the rest.
        host.detach()
        // Work waiting for a data source call to return never runs; the
        // moves among it are told they did not arrive, below.
        calls.deferred.removeAll()
        let pending = moves.pending
        moves.pending.removeAll()
        for (_, done) in pending.sorted(by: { $0.key < $1.key }) { done(false) }
        sources.closure = nil
        sources.retained = nil
        sources.pageFactory = nil
        // A host's transformer and its data go with the pager.
        sources.transformer = nil
        sources.dotColours = nil
        sources.itemExtent = nil
        renderer.detach()
        renderer.titles.dropAll()
        renderer.titles.staticTitles.removeAll()
        // Last: the completions above still reach the pager. From here the
        // callbacks GLib holds find none (the pager may be freed next).
        callbackBox.pager = nil
    }

    /// Warns (GLib's level) once per message, or once per `kind` when the message
    /// names a detail, such as an index, that would repeat it for every item.
    func warnOnce(_ message: String, kind: String? = nil) {
        guard warned.insert(kind ?? message).inserted else { return }
        sp_warning(message)
    }

    /// ``warnOnce(_:kind:)`` about a call of the host's, named as the host
    /// made it: the C function, or the Swift method `swiftName`.
    func warnCall(_ swiftName: String, _ message: String, kind: String? = nil) {
        warnOnce("\(calledFromC ?? swiftName): \(message)", kind: kind)
    }

    /// Calls into the data source (or a page transformer): until it returns, changes
    /// wait (``whenSafe(_:)``) and nothing loads under the call. The flag's only setter.
    @inline(__always)
    func callingSource<R>(_ call: () -> R) -> R {
        let outer = calls.inDataSource
        calls.inDataSource = true
        defer { calls.inDataSource = outer }
        return call()
    }

    /// Runs `work` now, or after the data source call in progress returns.
    func whenSafe(_ work: @escaping @MainActor () -> Void) {
        if inDataSource {
            // Changing items inside the data source would change the list under the
            // call filling it. It warns later as the call (the C function) that asked.
            let entry = calledFromC
            calls.deferred.append { calling(entry, work) }
            loop.scheduleDeferred()
        } else {
            work()
        }
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// What a pager keeps besides its engine: its sources, the options as set,
// moves awaiting completion and calls into the host's code in progress.

/// Where a pager's pages and titles come from.
struct PagerSources {
    weak var dataSource: PagerDataSource?
    weak var unboundedDataSource: PagerUnboundedDataSource?
    weak var delegate: PagerDelegate? {
        didSet { delegateSet = delegate != nil }
    }
    /// Whether a delegate was given, so that without one delivering an event skips
    /// loading the weak reference. One given and since freed still reads as nil.
    private(set) var delegateSet = false
    /// A closure source made by ``Pager/setItems(count:view:title:)``, and a
    /// source kept alive on the host's behalf.
    var closure: ClosureDataSource?
    var retained: AnyObject?
    /// The page signals' factory, once made: kept with the pager so the
    /// pages it made are torn down when let go, whatever the source then.
    var pageFactory: PageSignals?
    var mode: Pager.Mode = .empty
    /// The host's page transformer (``Pager/pageTransformer``).
    var transformer: (@MainActor (_ item: Int, _ offset: Double) -> PageTransform)?
    /// Counts pages set by ``Pager/setCurrentPage(_:direction:animated:completion:)``, reloads
    /// and source changes: a set's move anchors its page only if nothing came after it.
    var anchorGeneration = 0
    /// Dot colours given without a delegate (``Pager/dotColours``).
    var dotColours: (@MainActor (_ page: Int, _ current: Bool) -> GdkRGBA?)?
    /// Item extents asked at each layout, without a delegate (``Pager/itemExtentFunction``).
    var itemExtent: (@MainActor () -> Double?)?
    /// A GListModel whose items the page signals show (``Pager/bindModel(_:)``).
    var model = BoundModel()
}

/// The options as the app set them.
struct PagerSettings {
    var layout = LayoutConfiguration()
    /// The page shown after a reload (``Pager/initialPageIndex``).
    var initialPage = 0
    var measuresItemExtent = false
    /// Pixels per item, 0 to fill (``Pager/itemExtent``).
    var itemExtent = 0.0
    var reducedMotion = false
    var allowsMouseDrag = true
    /// GTK's `gtk-enable-animations`.
    var animationsEnabled = true
}

/// A SlidingPagesPager made without `Pager()` gets its Swift side.
@_cdecl("sliding_pages_pager_adopt")
func sliding_pages_pager_adopt(_ object: OpaquePointer?) {
    sliding_pages_count_crossing()
    // The address crosses onto the main actor as a number.
    let address = UInt(bitPattern: object)
    onMainActor {
        guard !Pager.constructing, let w = UnsafeMutablePointer<GtkWidget>(bitPattern: address) else { return }
        _ = Pager(adopting: w)
    }
}

/// Completions of programmatic moves under way, by the id the core carries.
struct MoveCompletions {
    var pending: [Int: @MainActor (Bool) -> Void] = [:]
    var nextID = 1
}

/// Calls into the host's code: whether one is in progress, the work
/// deferred until it returns, and the events being delivered.
struct HostCalls {
    var inDataSource = false
    var deferred: [@MainActor () -> Void] = []
    var runningDeferred = false
    /// A layout waits for the main loop (``Pager/itemExtentFunction``).
    var layoutQueued = false
    var delivering = false
    /// The core's events being delivered (its buffers swap each frame).
    var eventBatch: [PagerEvent] = []
}

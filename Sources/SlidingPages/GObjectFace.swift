import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

/// The pager as GObject sees it: notify::, signals, GValues and the accessible's page.
/// Its state lives in memory it allocates, not checked variables: a handler it runs may
/// set an option or move the pager, which announces again, so no access may span the call.
@MainActor
final class GObjectFace {
    let gobject: OpaquePointer
    private struct State {
        /// Property values as last announced, by id (index 0 unused);
        /// empty until the first full read, which announces nothing.
        var notified: [Double] = []
        /// The timer of a paced page announcement, or 0.
        var announceID: guint = 0
        var hasAccessible = false
        /// What the description last set was made from.
        var toldFrom: ReadoutKey?
    }
    nonisolated(unsafe) private let state: UnsafeMutablePointer<State>

    /// The signals' ids by `SP_SIGNAL_…`, from the C half once: the
    /// events are emitted from here, not through a call into C each.
    private let signalIDs: UnsafePointer<guint>
    /// Whether the accessible exists (it says so when it is made, through
    /// the accessible_description hook): until then no one hears the page.
    var hasAccessible: Bool {
        get { state.pointee.hasAccessible }
        set { state.pointee.hasAccessible = newValue }
    }

    init(gobject: OpaquePointer) {
        self.gobject = gobject
        signalIDs = sliding_pages_pager_signal_ids()
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    // MARK: Properties

    /// Emits notify:: for every property whose value `read` gives differs
    /// from the one last announced.
    func notifyChanges(count: Int, read: (Int) -> Double) {
        guard count > 0 else { return }
        if state.pointee.notified.isEmpty {
            let values = [0] + (1...count).map(read)
            state.pointee.notified = values
            return
        }
        for id in 1...count { notify(id, read(id)) }
    }

    /// notify:: for property `id` when `value` changed. False before the first full
    /// read (the caller then reads every property once).
    @discardableResult
    func notify(_ id: Int, _ value: Double) -> Bool {
        guard id < state.pointee.notified.count else { return false }
        if value != state.pointee.notified[id] {
            state.pointee.notified[id] = value
            if let pspec = PagerProperties.pspec(id) { sp_notify_if_heard(UnsafeMutableRawPointer(gobject), pspec) }
        }
        return true
    }

    /// A table number as the GValue of a property of `kind`.
    static func store(_ n: Double, kind: OptionSpec.Kind, in value: UnsafeMutablePointer<GValue>) {
        switch kind {
        case .bool: g_value_set_boolean(value, n != 0 ? 1 : 0)
        case .int: g_value_set_int(value, n.isNaN ? 0 : gint(clamping: Int(min(max(n, Double(Int32.min)), Double(Int32.max)))))
        case .double: g_value_set_double(value, n)
        case .uint: g_value_set_uint(value, n.isNaN ? 0 : guint(clamping: Int(min(max(n, 0), Double(UInt32.max)))))
        case .choice: g_value_set_enum(value, gint(n))
        }
    }

    /// A property's GValue as a table number (booleans and choices as 0, 1…).
    static func number(of value: UnsafePointer<GValue>, kind: OptionSpec.Kind) -> Double {
        let v = UnsafeMutablePointer(mutating: value)
        switch kind {
        case .bool: return g_value_get_boolean(v) != 0 ? 1 : 0
        case .int: return Double(g_value_get_int(v))
        case .double: return g_value_get_double(v)
        case .uint: return Double(g_value_get_uint(v))
        case .choice: return Double(g_value_get_enum(v))
        }
    }

    // MARK: Signals

    /// should-select-item's answer (true when no handler refused): a return
    /// value, rare enough to ask the C half.
    func emitShouldSelect(_ item: Int) -> Bool { sliding_pages_pager_emit_should_select(gobject, gint(clampInt32(item))) != 0 }

    private var instance: gpointer { UnsafeMutableRawPointer(gobject) }
    func emitNone(_ signal: Int) { sp_emit_none(instance, signalIDs[signal]) }
    func emitInt(_ signal: Int, _ value: Int) { sp_emit_int(instance, signalIDs[signal], clampInt32(value)) }
    func emitDouble(_ signal: Int, _ value: Double) { sp_emit_double(instance, signalIDs[signal], value) }
    func emitBool(_ signal: Int, _ value: Bool) { sp_emit_bool(instance, signalIDs[signal], value ? 1 : 0) }

    // MARK: Accessible

    /// The page text the accessible gives screen readers now.
    func setAccessiblePage(_ text: String, from key: ReadoutKey) {
        state.pointee.toldFrom = key
        sliding_pages_pager_set_accessible_page(gobject, text)
    }

    /// What the description last set was made from.
    var toldFrom: ReadoutKey? { state.pointee.toldFrom }

    /// Whether an announcement waits for its time.
    var isAnnouncementPending: Bool { state.pointee.announceID != 0 }

    /// Runs `fire` once, `delay` seconds from now (one at a time).
    func scheduleAnnouncement(after delay: Double, _ fire: @escaping @MainActor () -> Void) {
        guard state.pointee.announceID == 0 else { return }
        state.pointee.announceID = PagerGLib.timeout(seconds: max(0, delay)) {
            fire()
            return false
        }
    }

    /// The timer fired: it is gone.
    func announcementFired() { state.pointee.announceID = 0 }

    /// Drops an announcement waiting for its time.
    func cancelAnnouncement() {
        if state.pointee.announceID != 0 {
            g_source_remove(state.pointee.announceID)
            state.pointee.announceID = 0
        }
    }
}

/// Signals carry C ints; indexes beyond them are clamped (with 2³¹ items the
/// Swift API still has the exact value).
func clampInt32(_ x: Int) -> Int32 { Int32(clamping: x) }

/// The GObject properties made from ``OptionTable``, installed once on the
/// pager's class (its class_init calls this).
@MainActor
enum PagerProperties {
    /// Every pspec by property id (index 0 unused), written at class init and read by
    /// every notify: in memory of its own, so a read needs no exclusivity check.
    private static let pspecs: UnsafeMutablePointer<UnsafeMutablePointer<GParamSpec>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<GParamSpec>?>.allocate(capacity: OptionTable.all.count + 1)
        table.initialize(repeating: nil, count: OptionTable.all.count + 1)
        return table
    }()

    static func pspec(_ id: Int) -> UnsafeMutablePointer<GParamSpec>? {
        id >= 0 && id <= OptionTable.all.count ? pspecs[id] : nil
    }

    static func install(on klass: UnsafeMutablePointer<GObjectClass>) {
        for (index, spec) in OptionTable.all.enumerated() {
            // The pager is a GtkOrientable: its orientation is the interface's.
            if spec.name == OptionTable.orientation.name {
                g_object_class_override_property(klass, guint(index + 1), spec.name)
                pspecs[index + 1] = g_object_class_find_property(klass, spec.name)
                continue
            }
            let p = makePspec(spec)
            g_object_class_install_property(klass, guint(index + 1), p)
            pspecs[index + 1] = p
        }
    }

    /// The pspec of a table entry: name, blurb, type, default and range
    /// from the core, for the pager and the standalone dots and scrubber.
    static func makePspec(_ spec: OptionSpec) -> UnsafeMutablePointer<GParamSpec>? {
        let flags = GParamFlags(rawValue: spec.writable
            ? G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue
            : G_PARAM_READABLE.rawValue)
        switch spec.kind {
        case .bool(let d):
            return g_param_spec_boolean(spec.name, spec.nick, spec.blurb, d ? 1 : 0, flags)
        case .int(let d, let r):
            return g_param_spec_int(spec.name, spec.nick, spec.blurb, gint(clamping: r.lowerBound), gint(clamping: r.upperBound), gint(clamping: d), flags)
        case .uint(let d, let r):
            return g_param_spec_uint(spec.name, spec.nick, spec.blurb, guint(clamping: r.lowerBound), guint(clamping: r.upperBound), guint(clamping: d), flags)
        case .double(let d, let r):
            return g_param_spec_double(spec.name, spec.nick, spec.blurb, r.lowerBound, r.upperBound, d, flags)
        case .choice(let d, let choice):
            let type: GType
            switch choice {
            case .alignment: type = sliding_pages_alignment_get_type()
            case .orientation: type = gtk_orientation_get_type()
            case .scrollState: type = sliding_pages_scroll_state_get_type()
            case .pageEffect: type = sliding_pages_page_effect_get_type()
            case .indicatorStyle: type = sliding_pages_indicator_style_get_type()
            }
            return g_param_spec_enum(spec.name, spec.nick, spec.blurb, type, gint(d), flags)
        }
    }
}

/// The standalone dots' (0) or scrubber's (1) pspecs from the core's tables, in
/// property id order into `out`, for their class_init (C).
@_cdecl("sliding_pages_standalone_pspecs")
func standalonePspecs(_ which: Int32, _ out: UnsafeMutablePointer<UnsafeMutablePointer<GParamSpec>?>?) {
    sliding_pages_count_crossing()
    guard let out else { return }
    let address = UInt(bitPattern: out)
    MainActor.assumeIsolated {
        let table = which == 0 ? DotsOptionTable.all : ScrubberOptionTable.all
        let o = UnsafeMutablePointer<UnsafeMutablePointer<GParamSpec>?>(bitPattern: address)!
        for (i, spec) in table.enumerated() { o[i] = PagerProperties.makePspec(spec) }
    }
}

/// Called by the pager's class_init (C): the properties come from the table.
@_cdecl("sliding_pages_pager_install_properties")
func installPagerProperties(_ klass: UnsafeMutablePointer<GObjectClass>?) {
    sliding_pages_count_crossing()
    // GTK types are made on the thread running GTK, the main one.
    guard let address = klass.map({ UInt(bitPattern: $0) }) else { return }
    MainActor.assumeIsolated {
        PagerProperties.install(on: UnsafeMutablePointer<GObjectClass>(bitPattern: address)!)
    }
}

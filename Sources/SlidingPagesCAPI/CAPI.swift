import CSlidingPagesGtk
import CSlidingPages
import SlidingPages
import SlidingPagesCore

/// A GTK widget pointer, as the pager's API spells it.
typealias Widget = Pager.Widget

// The C API: thin exports over the Swift pager. A C source is held by a
// box the pager owns; the box calls the host's destroy notify when freed.

/// A host's C function and its data, whose destroy notify runs when it is replaced or its
/// owner goes. Unchecked: used only on GTK's thread, where C hosts call (deinit included).
struct HostFunction<F>: @unchecked Sendable {
    private(set) var function: F?
    private(set) var data: gpointer?
    private var destroy: GDestroyNotify?

    init(_ function: F?, data: gpointer?, destroy: GDestroyNotify?) {
        self.function = function
        self.data = data
        self.destroy = destroy
    }

    /// Runs the data's destroy notify; the owner calls it once, when done with the data.
    func release() { destroy?(data) }
}

/// A counted source made of C callbacks.
@MainActor
final class CSource: PagerDataSource, PagerItemCount {
    var count: Int
    let view: HostFunction<SlidingPagesViewFunc>
    /// Titles come with the view's data, or with their own once
    /// sliding_pages_pager_set_titles gave some (NULL included).
    var title: HostFunction<SlidingPagesTitleFunc>
    var titleHasOwnData = false
    /// Reuse types (sliding_pages_pager_set_reuse_types), with data of their own.
    var reuseType = HostFunction<SlidingPagesReuseTypeFunc>(nil, data: nil, destroy: nil)
    /// Image titles (sliding_pages_pager_set_image_titles), with data of their own.
    var imageTitle = HostFunction<SlidingPagesImageTitleFunc>(nil, data: nil, destroy: nil)
    /// Icon titles (sliding_pages_pager_set_icon_titles), with data of their own.
    var iconTitle = HostFunction<SlidingPagesIconTitleFunc>(nil, data: nil, destroy: nil)
    /// The pixbuf of the icon title given last: kept until the next one, by
    /// when the pager holds its own reference to it.
    nonisolated(unsafe) private var lastIcon: OpaquePointer?
    private var iconWarned = false
    /// Functions replaced from inside a call of this source's, released
    /// once the outermost call returns: the host may still use their data.
    private var depth = 0
    private var retired: [() -> Void] = []

    init(count: Int, view: @escaping SlidingPagesViewFunc, title: SlidingPagesTitleFunc?, data: gpointer?, destroy: GDestroyNotify?) {
        self.count = count
        self.view = HostFunction(view, data: data, destroy: destroy)
        self.title = HostFunction(title, data: nil, destroy: nil)
    }

    deinit {
        view.release()
        title.release()
        reuseType.release()
        imageTitle.release()
        iconTitle.release()
        if let last = lastIcon { g_object_unref(UnsafeMutableRawPointer(last)) }
    }

    func numberOfItems(in pager: Pager) -> Int { count }

    func pager(_ pager: Pager, reuseTypeForItemAt index: Int) -> Int {
        guard let f = reuseType.function else { return 0 }
        return Int(calling { f(Int32(clamping: index), reuseType.data) })
    }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        calling { self.view.function?(Int32(clamping: index), view, self.view.data) }
    }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? {
        // The pager references an image title as it keeps it.
        if let f = imageTitle.function, let pixbuf = calling({ f(Int32(clamping: index), imageTitle.data) }) { return .image(pixbuf) }
        if let f = iconTitle.function, let icon = calling({ f(Int32(clamping: index), iconTitle.data) }), let pixbuf = load(icon, index: index) {
            return .image(pixbuf)
        }
        let data = titleHasOwnData ? title.data : view.data
        guard let f = title.function, let text = calling({ f(Int32(clamping: index), data) }) else { return nil }
        return takeTitle(text)
    }

    /// Runs a call of the host's functions; what it replaced meanwhile is
    /// released after.
    private func calling<T>(_ body: () -> T) -> T {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 && !retired.isEmpty {
                let r = retired
                retired = []
                for release in r { release() }
            }
        }
        return body()
    }

    /// Releases a replaced function now, or after the call it was replaced in.
    func retire<F>(_ old: HostFunction<F>) {
        if depth > 0 { retired.append(old.release) } else { old.release() }
    }
}

extension CSource {
    /// The host's icon (its reference taken) loaded from the default icon
    /// theme to fit 24 px; nil, warned of once, when it cannot be.
    func load(_ icon: OpaquePointer, index: Int) -> OpaquePointer? {
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        // Loaded as Swift's PageTitle.icon is.
        let (title, problem) = PageTitle.icon(icon).loaded()
        guard case .image(let pixbuf)? = title else {
            let why = problem ?? "the icon theme has no such icon"
            if !iconWarned {
                iconWarned = true
                sp_warning("sliding_pages_pager_set_icon_titles: the icon for item \(index) cannot be loaded (\(why)); its text title is shown")
            }
            return nil
        }
        if let last = lastIcon { g_object_unref(UnsafeMutableRawPointer(last)) }
        lastIcon = pixbuf
        return pixbuf
    }
}

/// A C title (g_malloc'd, freed here) as text; invalid UTF-8 from C is
/// repaired, not drawn as garbage.
func takeTitle(_ text: UnsafeMutablePointer<CChar>) -> PageTitle {
    defer { g_free(text) }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
    return .text(String(decoding: bytes, as: UTF8.self))
}

/// A source with no count made of C callbacks: a neighbour function and an
/// optional title function sharing one data pointer.
@MainActor
final class CUnboundedSource: PagerUnboundedDataSource {
    let neighbour: SlidingPagesNeighbourFunc
    let title: SlidingPagesPageTitleFunc?
    nonisolated(unsafe) let data: gpointer?
    let destroy: GDestroyNotify?

    init(neighbour: @escaping SlidingPagesNeighbourFunc, title: SlidingPagesPageTitleFunc?, data: gpointer?, destroy: GDestroyNotify?) {
        self.neighbour = neighbour
        self.title = title
        self.data = data
        self.destroy = destroy
    }

    deinit { destroy?(data) }

    func initialPage(for pager: Pager, reusing view: Widget?) -> Widget? {
        neighbour(SLIDING_PAGES_NEIGHBOUR_FIRST, nil, view, data)
    }

    func pager(_ pager: Pager, pageBefore page: Widget, reusing view: Widget?) -> Widget? {
        neighbour(SLIDING_PAGES_NEIGHBOUR_BEFORE, page, view, data)
    }

    func pager(_ pager: Pager, pageAfter page: Widget, reusing view: Widget?) -> Widget? {
        neighbour(SLIDING_PAGES_NEIGHBOUR_AFTER, page, view, data)
    }

    func pager(_ pager: Pager, titleFor page: Widget) -> PageTitle? {
        guard let title, let text = title(page, data) else { return nil }
        return takeTitle(text)
    }
}

@MainActor
func pager(_ p: OpaquePointer?) -> Pager? {
    guard let p else { return nil }
    return Pager.from(UnsafeMutableRawPointer(p).assumingMemoryBound(to: GtkWidget.self))
}

/// Runs `body` with the Swift pager of a C pointer, holding the widget through the call: a
/// signal handler it triggers may destroy it. A pointer that is no pager (NULL, another
/// widget) is warned of under the C name of `function` (its `capi_` name).
func with<T: Sendable>(_ p: OpaquePointer?, or fallback: T, function: String = #function, _ body: @MainActor (Pager) -> T) -> T {
    let address = UInt(bitPattern: p)
    return MainActor.assumeIsolated {
        guard let pg = pager(OpaquePointer(bitPattern: address)) else {
            sp_warning("\(cName(function)): \(address == 0 ? "NULL" : "not a SlidingPagesPager"); ignored")
            return fallback
        }
        guard pg.isAlive else { return fallback }
        let w = pg.widget
        g_object_ref(w)
        defer { g_object_unref(w) }
        return calling(cName(function)) { body(pg) }
    }
}

/// The C name of an exported function from its Swift `#function`
/// (`capi_set_titles(_:_:_:_:)` → `sliding_pages_pager_set_titles`).
func cName(_ function: String) -> String {
    String(function.prefix { $0 != "(" }).replacing("capi_", with: "sliding_pages_pager_", maxReplacements: 1)
}

/// The C API counts in `int`.
let cItemLimit = Int(Int32.max)

/// Validates a change against the C source's count before anything
/// changes: a refused change is reported and changes nothing.
@MainActor
func applyChecked(_ pg: Pager, _ s: PagerItemCount?, _ change: ItemChange, _ what: String, apply: () -> Void) {
    // Refused before the count moves: the model's count stays the pager's.
    if pg.followsModel, !isReload(change) { return sp_warning("\(what): \(Pager.followsModelRefusal)") }
    let count = s?.count ?? pg.numberOfItems
    switch change.itemCount(after: count, limit: cItemLimit) {
    case .failure(let problem):
        sp_warning("\(what): \(problem)")
    case .success(let n):
        s?.count = n
        apply()
    }
}

func isReload(_ change: ItemChange) -> Bool {
    if case .reload = change { return true }
    return false
}

@_cdecl("sliding_pages_init")
public func capi_init() {
    MainActor.assumeIsolated { Pager.enableBuilderSupport() }
}

/// Gives the pager a source or function of the host's with `install`; if it cannot (no
/// pager, or `install` says no), warns with `refusal` and frees the data it would have owned.
func installing(_ p: OpaquePointer?, data: gpointer?, destroy: GDestroyNotify?, refusal: String,
                        function: String = #function, _ install: @MainActor (Pager) -> Bool) {
    // `with` has warned already when `p` is no pager: the refusal is for a
    // pager that said no, so one mistake is told once.
    let (reached, installed) = with(p, or: (false, false), function: function) { (true, install($0)) }
    guard !installed else { return }
    if reached { sp_warning(refusal) }
    destroy?(data)
}

@_cdecl("sliding_pages_pager_set_source")
public func capi_set_source(_ p: OpaquePointer?, _ n: Int32, _ view: SlidingPagesViewFunc?, _ title: SlidingPagesTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    nonisolated(unsafe) let d = data
    let refusal = n < 0 ? "sliding_pages_pager_set_source: n_items \(n) is negative; the source is unchanged"
        : "sliding_pages_pager_set_source: no view function; the source is unchanged"
    installing(p, data: data, destroy: destroy, refusal: refusal) { pg in
        guard let view, n >= 0 else { return false }
        let source = CSource(count: Int(n), view: view, title: title, data: d, destroy: destroy)
        pg.retainSource(source)
        pg.dataSource = source
        return true
    }
}

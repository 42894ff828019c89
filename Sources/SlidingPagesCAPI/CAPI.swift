import CSlidingPagesGtk
import CSlidingPages
import SlidingPages
import SlidingPagesCore

/// A GTK widget pointer, as the pager's API spells it.
typealias Widget = Pager.Widget

// The C API: thin exports over the Swift pager. A C source is held by a
// box the pager owns; the box calls the host's destroy notify when freed.

/// A C function of the host's with the data it is called with; the data's
/// destroy notify runs when the function is replaced or its owner goes.
/// Unchecked: the pointers are only used on GTK's thread, the one C hosts
/// call from (the owner's deinit included).
struct HostFunction<F>: @unchecked Sendable {
    private(set) var function: F?
    private(set) var data: gpointer?
    private var destroy: GDestroyNotify?

    init(_ function: F?, data: gpointer?, destroy: GDestroyNotify?) {
        self.function = function
        self.data = data
        self.destroy = destroy
    }

    /// Frees the old data, then keeps the new function and data.
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
        return Int(f(Int32(clamping: index), reuseType.data))
    }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        self.view.function?(Int32(clamping: index), view, self.view.data)
    }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? {
        // The pager references an image title as it keeps it.
        if let f = imageTitle.function, let pixbuf = f(Int32(clamping: index), imageTitle.data) { return .image(pixbuf) }
        if let f = iconTitle.function, let icon = f(Int32(clamping: index), iconTitle.data), let pixbuf = load(icon, index: index) {
            return .image(pixbuf)
        }
        guard let f = title.function, let text = f(Int32(clamping: index), titleHasOwnData ? title.data : view.data) else { return nil }
        return takeTitle(text)
    }
}

extension CSource {
    /// The host's icon (its reference taken) loaded from the default icon
    /// theme to fit 24 px; nil, warned of once, when it cannot be.
    func load(_ icon: OpaquePointer, index: Int) -> OpaquePointer? {
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        var error: UnsafeMutablePointer<GError>?
        let info = gtk_icon_theme_lookup_by_gicon(gtk_icon_theme_get_default(), icon, 24, GTK_ICON_LOOKUP_FORCE_SIZE)
        let pixbuf = info.flatMap { gtk_icon_info_load_icon($0, &error) }
        if let info { g_object_unref(UnsafeMutableRawPointer(info)) }
        guard let pixbuf else {
            let why = error.map { String(cString: $0.pointee.message) } ?? "the icon theme has no such icon"
            if let error { g_error_free(error) }
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
private func takeTitle(_ text: UnsafeMutablePointer<CChar>) -> PageTitle {
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
private func pager(_ p: OpaquePointer?) -> Pager? {
    guard let p else { return nil }
    return Pager.from(UnsafeMutableRawPointer(p).assumingMemoryBound(to: GtkWidget.self))
}

/// Runs `body` with the Swift pager of a C pointer (on GTK's thread, where
/// C hosts call from); the pointer crosses as a number. The widget is held
/// through the call: a signal handler it triggers may destroy it.
/// A pointer that is not a pager (NULL, another widget) is named in a
/// warning, as the call `function` (its `capi_` name) spells it in C.
private func with<T: Sendable>(_ p: OpaquePointer?, or fallback: T, function: String = #function, _ body: @MainActor (Pager) -> T) -> T {
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
        return body(pg)
    }
}

/// The C name of an exported function from its Swift `#function`
/// (`capi_set_titles(_:_:_:_:)` → `sliding_pages_pager_set_titles`).
private func cName(_ function: String) -> String {
    String(function.prefix { $0 != "(" }).replacing("capi_", with: "sliding_pages_pager_", maxReplacements: 1)
}

/// The C API counts in `int`.
private let cItemLimit = Int(Int32.max)

/// Validates a change against the C source's count before anything
/// changes: a refused change is reported and changes nothing.
@MainActor
private func applyChecked(_ pg: Pager, _ s: PagerItemCount?, _ change: ItemChange, _ what: String, apply: () -> Void) {
    let count = s?.count ?? pg.numberOfItems
    switch change.itemCount(after: count, limit: cItemLimit) {
    case .failure(let problem):
        sp_warning("\(what): \(problem)")
    case .success(let n):
        s?.count = n
        apply()
    }
}

@_cdecl("sliding_pages_init")
public func capi_init() {
    MainActor.assumeIsolated { Pager.enableBuilderSupport() }
}

/// Gives the pager something of the host's (a source, a function) with
/// `install`; when it cannot (not a pager, or `install` says no), warns with
/// `refusal` and frees the host's data, which the pager would have owned.
private func installing(_ p: OpaquePointer?, data: gpointer?, destroy: GDestroyNotify?, refusal: String,
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
    installing(p, data: data, destroy: destroy, refusal: "sliding_pages_pager_set_source: no view function; the source is unchanged") { pg in
        guard let view else { return false }
        let source = CSource(count: Int(n), view: view, title: title, data: d, destroy: destroy)
        pg.retainSource(source)
        pg.dataSource = source
        return true
    }
}

/// Replaces one of a C source's functions (`slot`) with the host's, then
/// reloads as `reload` says. The new function is kept, and the access
/// ended, before the old data is freed: a destroy notify that calls back in
/// meets the new one. Refused without a C source.
private func replacing<F>(_ p: OpaquePointer?, _ new: F?, _ data: gpointer?, _ destroy: GDestroyNotify?,
                          in slot: @MainActor () -> ReferenceWritableKeyPath<CSource, HostFunction<F>>, function: String = #function,
                          then reload: @MainActor (Pager, CSource) -> Void) {
    nonisolated(unsafe) let d = data, f = new
    installing(p, data: data, destroy: destroy, refusal: "\(cName(function)): the pager has no C source (call sliding_pages_pager_set_source first)",
               function: function) { pg in
        guard let s = pg.dataSource as? CSource else { return false }
        // The key path is formed on the main actor, where the source's
        // functions live.
        let path = slot()
        let old = s[keyPath: path]
        s[keyPath: path] = HostFunction(f, data: d, destroy: destroy)
        old.release()
        reload(pg, s)
        return true
    }
}

@_cdecl("sliding_pages_pager_set_titles")
public func capi_set_titles(_ p: OpaquePointer?, _ title: SlidingPagesTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    replacing(p, title, data, destroy, in: { \.title }) { pg, s in
        s.titleHasOwnData = true
        pg.reloadData(keepingPosition: true)
    }
}

@_cdecl("sliding_pages_pager_set_reuse_types")
public func capi_set_reuse_types(_ p: OpaquePointer?, _ reuseType: SlidingPagesReuseTypeFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    // Pages made for the old types are not offered to the new ones.
    replacing(p, reuseType, data, destroy, in: { \.reuseType }) { pg, _ in pg.reloadData(keepingPosition: true, discardingPages: true) }
}

@_cdecl("sliding_pages_pager_set_icon_titles")
public func capi_set_icon_titles(_ p: OpaquePointer?, _ iconTitle: SlidingPagesIconTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    replacing(p, iconTitle, data, destroy, in: { \.iconTitle }) { pg, _ in pg.reloadData(keepingPosition: true) }
}

@_cdecl("sliding_pages_pager_set_image_titles")
public func capi_set_image_titles(_ p: OpaquePointer?, _ imageTitle: SlidingPagesImageTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    replacing(p, imageTitle, data, destroy, in: { \.imageTitle }) { pg, _ in pg.reloadData(keepingPosition: true) }
}

/// Holds a host function for a closure the pager keeps; its data goes
/// with the closure.
final class HostFunctionBox<F>: @unchecked Sendable {
    let host: HostFunction<F>
    init(_ host: HostFunction<F>) { self.host = host }
    deinit { host.release() }
}

@_cdecl("sliding_pages_pager_set_dot_colours")
public func capi_set_dot_colours(_ p: OpaquePointer?, _ dotColour: SlidingPagesDotColourFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let box = HostFunctionBox(HostFunction(dotColour, data: data, destroy: destroy))
    // Not a pager: `with` warns, and the box frees the data as it goes.
    with(p, or: ()) { pg in
        guard box.host.function != nil else {
            pg.dotColours = nil
            return
        }
        pg.dotColours = { page, current in
            var colour = GdkRGBA()
            guard let f = box.host.function, f(Int32(clamping: page), current ? 1 : 0, &colour, box.host.data) != 0 else { return nil }
            return colour
        }
    }
}

@_cdecl("sliding_pages_pager_set_dot_colour_list")
public func capi_set_dot_colour_list(_ p: OpaquePointer?, _ colours: UnsafePointer<GdkRGBA>?, _ nColours: Int,
                                     _ current: UnsafePointer<GdkRGBA>?, _ nCurrent: Int) {
    // Copied now: the host's arrays may be gone after the call.
    func copy(_ list: UnsafePointer<GdkRGBA>?, _ n: Int, _ what: String) -> [GdkRGBA] {
        guard n > 0 else { return [] }
        guard let list else {
            sp_warning("sliding_pages_pager_set_dot_colour_list: \(what) are NULL with a count of \(n); the theme's are used")
            return []
        }
        return Array(UnsafeBufferPointer(start: list, count: n))
    }
    let normal = copy(colours, nColours, "the colours"), currentList = copy(current, nCurrent, "the current colours")
    with(p, or: ()) { pg in
        guard !normal.isEmpty || !currentList.isEmpty else {
            pg.dotColours = nil
            return
        }
        pg.dotColours = { page, isCurrent in
            let list = isCurrent ? currentList : normal
            return PageDots.listIndex(page: page, count: list.count).map { list[$0] }
        }
    }
}

@_cdecl("sliding_pages_pager_set_item_extent_func")
public func capi_set_item_extent_func(_ p: OpaquePointer?, _ extent: SlidingPagesItemExtentFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let box = HostFunctionBox(HostFunction(extent, data: data, destroy: destroy))
    // Not a pager: `with` warns, and the box frees the data as it goes.
    with(p, or: ()) { pg in
        guard box.host.function != nil else {
            pg.itemExtentFunction = nil
            return
        }
        let gobject = OpaquePointer(pg.widget)
        pg.itemExtentFunction = {
            guard let f = box.host.function else { return nil }
            return f(gobject, box.host.data)
        }
    }
}

@_cdecl("sliding_pages_pager_set_scrubber_nub")
public func capi_set_scrubber_nub(_ p: OpaquePointer?, _ nub: UnsafeMutablePointer<GtkWidget>?) {
    nonisolated(unsafe) let n = nub
    with(p, or: ()) { pg in pg.scrubberNubWidget = n }
}

@_cdecl("sliding_pages_pager_set_title_strip_pattern")
public func capi_set_title_strip_pattern(_ p: OpaquePointer?, _ path: UnsafePointer<CChar>?) {
    let file = path.map { String(cString: $0) }
    with(p, or: ()) { pg in pg.titleStripPattern = file }
}

@_cdecl("sliding_pages_pager_set_title_colours")
public func capi_set_title_colours(_ p: OpaquePointer?, _ text: UnsafePointer<GdkRGBA>?, _ background: UnsafePointer<GdkRGBA>?) {
    let t = text?.pointee, b = background?.pointee
    with(p, or: ()) { pg in
        pg.titleTextColour = t
        pg.titleStripBackground = b
    }
}

@_cdecl("sliding_pages_pager_set_scrubber_fade")
public func capi_set_scrubber_fade(_ p: OpaquePointer?, _ idle: Double, _ delayMS: guint, _ durationMS: guint) {
    guard idle.isFinite, (0...1).contains(idle) else {
        return sp_warning("sliding_pages_pager_set_scrubber_fade: an idle opacity of \(idle) is outside 0…1; the fade is unchanged")
    }
    with(p, or: ()) { pg in
        var fade = pg.scrubberFadeTimings
        fade.idleAlpha = idle
        fade.delay = Double(delayMS) / 1000
        fade.fadeDuration = Double(durationMS) / 1000
        pg.scrubberFadeTimings = fade
    }
}

/// Runs `move` on the pager with a completion that calls the host's
/// `done` once, then frees its data. (Not a pager: `with` warns, and the
/// data is freed uncalled.)
private func moving(_ p: OpaquePointer?, _ done: SlidingPagesMoveDoneFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?,
                    function: String = #function, _ move: @MainActor (Pager, (@MainActor (Bool) -> Void)?) -> Void) {
    let box = HostFunctionBox(HostFunction(done, data: data, destroy: destroy))
    with(p, or: (), function: function) { pg in
        guard done != nil else { return move(pg, nil) }
        let gobject = OpaquePointer(pg.widget)
        move(pg) { finished in
            box.host.function?(gobject, finished ? 1 : 0, box.host.data)
            _ = box  // the data goes with the last reference, after the call
        }
    }
}

@_cdecl("sliding_pages_pager_scroll_to_item_full")
public func capi_scroll_to_item_full(_ p: OpaquePointer?, _ index: Int32, _ duration: Double, _ done: SlidingPagesMoveDoneFunc?,
                                     _ data: gpointer?, _ destroy: GDestroyNotify?) {
    moving(p, done, data, destroy) { $0.scroll(toItem: Int(index), duration: duration, completion: $1) }
}

@_cdecl("sliding_pages_pager_scroll_to_page_full")
public func capi_scroll_to_page_full(_ p: OpaquePointer?, _ page: Int32, _ duration: Double, _ done: SlidingPagesMoveDoneFunc?,
                                     _ data: gpointer?, _ destroy: GDestroyNotify?) {
    moving(p, done, data, destroy) { $0.scroll(toPage: Int(page), duration: duration, completion: $1) }
}

@_cdecl("sliding_pages_pager_set_unbounded_source")
public func capi_set_unbounded_source(_ p: OpaquePointer?, _ neighbour: SlidingPagesNeighbourFunc?, _ title: SlidingPagesPageTitleFunc?,
                                      _ data: gpointer?, _ destroy: GDestroyNotify?) {
    nonisolated(unsafe) let d = data
    installing(p, data: data, destroy: destroy, refusal: "sliding_pages_pager_set_unbounded_source: no neighbour function; the source is unchanged") { pg in
        guard let neighbour else { return false }
        let source = CUnboundedSource(neighbour: neighbour, title: title, data: d, destroy: destroy)
        pg.retainSource(source)
        pg.unboundedDataSource = source
        return true
    }
}

@_cdecl("sliding_pages_pager_set_current_page")
public func capi_set_current_page(_ p: OpaquePointer?, _ page: UnsafeMutablePointer<GtkWidget>?, _ forward: gboolean, _ animated: gboolean) {
    let address = UInt(bitPattern: page)
    with(p, or: ()) { pg in
        guard let page = UnsafeMutablePointer<GtkWidget>(bitPattern: address),
              g_type_check_instance_is_a(UnsafeMutableRawPointer(page).assumingMemoryBound(to: GTypeInstance.self), gtk_widget_get_type()) != 0 else {
            return sp_warning("sliding_pages_pager_set_current_page: page is \(address == 0 ? "NULL" : "not a GtkWidget"); ignored")
        }
        pg.setCurrentPage(page, direction: forward != 0 ? .forward : .reverse, animated: animated != 0)
    }
}

@_cdecl("sliding_pages_pager_set_n_items")
public func capi_set_n_items(_ p: OpaquePointer?, _ n: Int32) {
    with(p, or: ()) { $0.setItemCount(Int(n)) }
}

@_cdecl("sliding_pages_pager_reload")
public func capi_reload(_ p: OpaquePointer?, _ keep: gboolean) {
    with(p, or: ()) { $0.reloadData(keepingPosition: keep != 0) }
}

@_cdecl("sliding_pages_pager_insert_items")
public func capi_insert_items(_ p: OpaquePointer?, _ index: Int32, _ count: Int32, _ animated: gboolean) {
    with(p, or: ()) { pg in
        applyChecked(pg, pg.dataSource as? PagerItemCount, .insert(at: Int(index), count: Int(count)), "sliding_pages_pager_insert_items") {
            pg.insertItems(at: Int(index), count: Int(count), animated: animated != 0)
        }
    }
}

@_cdecl("sliding_pages_pager_delete_items")
public func capi_delete_items(_ p: OpaquePointer?, _ index: Int32, _ count: Int32, _ animated: gboolean) {
    with(p, or: ()) { pg in
        applyChecked(pg, pg.dataSource as? PagerItemCount, .delete(at: Int(index), count: Int(count)), "sliding_pages_pager_delete_items") {
            pg.deleteItems(at: Int(index), count: Int(count), animated: animated != 0)
        }
    }
}

@_cdecl("sliding_pages_pager_move_item")
public func capi_move_item(_ p: OpaquePointer?, _ from: Int32, _ to: Int32) {
    with(p, or: ()) { pg in
        applyChecked(pg, pg.dataSource as? PagerItemCount, .move(from: Int(from), to: Int(to)), "sliding_pages_pager_move_item") {
            pg.moveItem(from: Int(from), to: Int(to))
        }
    }
}

/// Checks a batch against the count a C source or the page signals keep
/// (or the pager's), sets that count, then applies the batch.
@MainActor
private func applyBatch(_ pg: Pager, _ changes: [ItemChange], animated: gboolean, _ what: String) -> gboolean {
    let s = pg.dataSource as? PagerItemCount
    switch ItemBatch.make(changes, count: s?.count ?? pg.numberOfItems, limit: cItemLimit) {
    case .failure(let problem):
        sp_warning("\(what): \(problem)")
        return 0
    case .success(let batch):
        s?.count = batch.countAfter
        pg.performBatchUpdates(batch.changes, animated: animated != 0)
        return 1
    }
}

/// More changes or identifiers than this in one call are refused as a
/// garbage length rather than read.
private let cBatchLimit = 1 << 24

@_cdecl("sliding_pages_pager_apply_changes")
public func capi_apply_changes(_ p: OpaquePointer?, _ changesIn: UnsafePointer<SlidingPagesItemChange>?, _ n: Int, _ animated: gboolean) -> gboolean {
    // Read on the main thread, inside the call that lends it.
    nonisolated(unsafe) let changes = changesIn
    return with(p, or: 0) { pg in
        let what = "sliding_pages_pager_apply_changes"
        guard n >= 0, n <= cBatchLimit else {
            sp_warning("\(what): \(UInt(bitPattern: n)) changes is not a length; nothing changed")
            return 0
        }
        guard n == 0 || changes != nil else {
            sp_warning("\(what): changes is NULL with n_changes \(n); nothing changed")
            return 0
        }
        var list: [ItemChange] = []
        list.reserveCapacity(n)
        for k in 0..<n {
            let c = changes![k]
            let i = Int(c.index)
            switch c.kind {
            case SLIDING_PAGES_CHANGE_INSERT: list.append(.insert(at: i, count: Int(c.count)))
            case SLIDING_PAGES_CHANGE_DELETE: list.append(.delete(at: i, count: Int(c.count)))
            case SLIDING_PAGES_CHANGE_MOVE: list.append(.move(from: i, to: Int(c.to)))
            case SLIDING_PAGES_CHANGE_RELOAD: list.append(.reload(at: i))
            default:
                sp_warning("\(what): change \(k) has no kind \(c.kind.rawValue) (insert, delete, move, reload are 0–3); nothing changed")
                return 0
            }
        }
        return applyBatch(pg, list, animated: animated, what)
    }
}

/// The strings of a C array, or why they cannot be read.
private func identifiers(_ ids: UnsafePointer<UnsafePointer<CChar>?>?, _ n: Int, _ name: String) -> Result<[String], CArrayProblem> {
    guard n >= 0, n <= cBatchLimit else { return .failure(CArrayProblem("\(UInt(bitPattern: n)) is not a length for \(name)")) }
    guard n > 0 else { return .success([]) }
    guard let ids else { return .failure(CArrayProblem("\(name) is NULL with a length of \(n)")) }
    var out: [String] = []
    out.reserveCapacity(n)
    for k in 0..<n {
        guard let s = ids[k] else { return .failure(CArrayProblem("\(name)[\(k)] is NULL")) }
        out.append(String(cString: s))
    }
    return .success(out)
}

private struct CArrayProblem: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

@_cdecl("sliding_pages_pager_update_items")
public func capi_update_items(_ p: OpaquePointer?, _ oldIn: UnsafePointer<UnsafePointer<CChar>?>?, _ nOld: Int,
                              _ newIn: UnsafePointer<UnsafePointer<CChar>?>?, _ nNew: Int, _ animated: gboolean) -> gboolean {
    nonisolated(unsafe) let old = oldIn, new = newIn
    return with(p, or: 0) { pg in
        let what = "sliding_pages_pager_update_items"
        let before: [String], after: [String]
        switch (identifiers(old, nOld, "old_ids"), identifiers(new, nNew, "new_ids")) {
        case (.success(let a), .success(let b)): (before, after) = (a, b)
        case (.failure(let e), _), (_, .failure(let e)):
            sp_warning("\(what): \(e); nothing changed")
            return 0
        }
        let count = (pg.dataSource as? PagerItemCount)?.count ?? pg.numberOfItems
        guard before.count == count else {
            sp_warning("\(what): old_ids has \(before.count) identifiers but the pager has \(count) items; nothing changed")
            return 0
        }
        switch ItemBatch.diff(from: before, to: after) {
        case .failure(let problem):
            sp_warning("\(what): \(problem)")
            return 0
        case .success(let batch):
            return applyBatch(pg, batch.changes, animated: animated, what)
        }
    }
}

@_cdecl("sliding_pages_pager_reload_item")
public func capi_reload_item(_ p: OpaquePointer?, _ index: Int32) {
    with(p, or: ()) { pg in
        applyChecked(pg, pg.dataSource as? PagerItemCount, .reload(at: Int(index)), "sliding_pages_pager_reload_item") {
            pg.reloadItem(at: Int(index))
        }
    }
}

@_cdecl("sliding_pages_pager_scroll_to_page")
public func capi_scroll_to_page(_ p: OpaquePointer?, _ page: Int32, _ duration: Double) {
    with(p, or: ()) { $0.scroll(toPage: Int(page), duration: duration) }
}

@_cdecl("sliding_pages_pager_scroll_to_item")
public func capi_scroll_to_item(_ p: OpaquePointer?, _ index: Int32, _ duration: Double) {
    with(p, or: ()) { $0.scroll(toItem: Int(index), duration: duration) }
}

@_cdecl("sliding_pages_pager_scroll_by_items")
public func capi_scroll_by_items(_ p: OpaquePointer?, _ count: Int32, _ duration: Double) {
    with(p, or: ()) { $0.scroll(byItems: Int(count), duration: duration) }
}

@_cdecl("sliding_pages_pager_set_position")
public func capi_set_position(_ p: OpaquePointer?, _ position: Double, _ animated: gboolean) {
    with(p, or: ()) { $0.setPosition(position, animated: animated != 0) }
}

@_cdecl("sliding_pages_pager_get_current_page")
public func capi_get_current_page(_ p: OpaquePointer?) -> Int32 {
    with(p, or: -1) { Int32(clamping: $0.currentPage ?? -1) }
}

@_cdecl("sliding_pages_pager_get_current_item")
public func capi_get_current_item(_ p: OpaquePointer?) -> Int32 {
    with(p, or: -1) { Int32(clamping: $0.currentItemIndex ?? -1) }
}

@_cdecl("sliding_pages_pager_get_n_pages")
public func capi_get_n_pages(_ p: OpaquePointer?) -> Int32 {
    with(p, or: 0) { Int32(clamping: $0.numberOfPages) }
}

@_cdecl("sliding_pages_pager_get_n_items")
public func capi_get_n_items(_ p: OpaquePointer?) -> Int32 {
    with(p, or: 0) { Int32(clamping: $0.numberOfItems) }
}

@_cdecl("sliding_pages_pager_get_position")
public func capi_get_position(_ p: OpaquePointer?) -> Double {
    with(p, or: 0) { $0.position }
}

@_cdecl("sliding_pages_pager_get_live_pages")
public func capi_get_live_pages(_ p: OpaquePointer?) -> Int32 {
    with(p, or: 0) { Int32(clamping: $0.liveChildCount) }
}

@_cdecl("sliding_pages_pager_is_item_shown")
public func capi_is_item_shown(_ p: OpaquePointer?, _ index: Int32) -> gboolean {
    with(p, or: 0) { $0.isShown(item: Int(index)) ? 1 : 0 }
}

@_cdecl("sliding_pages_pager_get_item_widget")
public func capi_get_item_widget(_ p: OpaquePointer?, _ index: Int32) -> UnsafeMutablePointer<GtkWidget>? {
    // Carried out of the main-actor call as an address.
    let address = with(p, or: UInt(0)) { pg in pg.itemView(at: Int(index)).map { UInt(bitPattern: $0) } ?? 0 }
    return UnsafeMutablePointer<GtkWidget>(bitPattern: address)
}

@_cdecl("sliding_pages_pager_get_item_for_widget")
public func capi_get_item_for_widget(_ p: OpaquePointer?, _ widget: UnsafeMutablePointer<GtkWidget>?) -> Int32 {
    guard let widget else { return -1 }
    nonisolated(unsafe) let w = widget
    return with(p, or: -1) { Int32(clamping: $0.index(ofViewOrSubview: w) ?? -1) }
}

@_cdecl("sliding_pages_pager_get_visible_items")
public func capi_get_visible_items(_ p: OpaquePointer?, _ count: UnsafeMutablePointer<guint>?) -> UnsafeMutablePointer<Int32>? {
    let items = with(p, or: [Int]()) { $0.indexesForVisibleItems }
    count?.pointee = guint(items.count)
    guard !items.isEmpty else { return nil }
    let out = g_malloc_n(gsize(items.count), gsize(MemoryLayout<Int32>.stride))!.assumingMemoryBound(to: Int32.self)
    for (k, i) in items.enumerated() { out[k] = Int32(clamping: i) }
    return out
}

/// A C page transformer and its data, freed with the closure that holds it.
private final class CTransform {
    let call: SlidingPagesPageTransformFunc
    nonisolated(unsafe) let data: gpointer?
    let destroy: GDestroyNotify?

    init(call: @escaping SlidingPagesPageTransformFunc, data: gpointer?, destroy: GDestroyNotify?) {
        self.call = call
        self.data = data
        self.destroy = destroy
    }

    deinit { destroy?(data) }
}

@_cdecl("sliding_pages_pager_set_page_transform")
public func capi_set_page_transform(_ p: OpaquePointer?, _ call: SlidingPagesPageTransformFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let address = UInt(bitPattern: p)
    nonisolated(unsafe) let d = data
    let handled: Bool = with(p, or: false) { pg in
        guard let call else {
            pg.pageTransformer = nil
            destroy?(d)
            return true
        }
        let box = CTransform(call: call, data: d, destroy: destroy)
        pg.pageTransformer = { [unowned pg] item, offset in
            // The effect's transform is the starting point the host changes.
            let start = pg.effectTransform(atOffset: offset)
            var t = SlidingPagesPageTransform(scale: start.scale, alpha: start.alpha, translation: start.translation,
                                              cross_translation: start.crossTranslation, rotation: start.rotation,
                                              turn: start.turn, content_shift: start.contentShift, elevation: start.elevation)
            box.call(OpaquePointer(bitPattern: address), Int32(clamping: item), offset, &t, box.data)
            return PageTransform(scale: t.scale, alpha: t.alpha, translation: t.translation, crossTranslation: t.cross_translation,
                                 rotation: t.rotation, turn: t.turn, contentShift: t.content_shift, elevation: t.elevation)
        }
        return true
    }
    if !handled {
        sp_warning("sliding_pages_pager_set_page_transform: not a SlidingPagesPager")
        destroy?(data)
    }
}

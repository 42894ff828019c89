import CSlidingPagesGtk
import CSlidingPages
import SlidingPages
import SlidingPagesCore

// The C API: moves, the count, and reading the state.

/// Runs `move` with a completion that calls the host's `done` once, then frees its data
/// (not a pager: `with` warns, and the data is freed uncalled).
func moving(_ p: OpaquePointer?, _ done: SlidingPagesMoveDoneFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?,
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

/// Whether a host's pointer is a GtkWidget (GTK aborts on another object).
func isWidget(_ w: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GTypeInstance.self), gtk_widget_get_type()) != 0
}

@_cdecl("sliding_pages_pager_set_current_page")
public func capi_set_current_page(_ p: OpaquePointer?, _ page: UnsafeMutablePointer<GtkWidget>?, _ forward: gboolean, _ animated: gboolean) {
    let address = UInt(bitPattern: page)
    with(p, or: ()) { pg in
        guard let page = UnsafeMutablePointer<GtkWidget>(bitPattern: address),
              isWidget(page) else {
            return sp_warning("sliding_pages_pager_set_current_page: page is \(address == 0 ? "NULL" : "not a GtkWidget"); ignored")
        }
        pg.setCurrentPage(page, direction: forward != 0 ? .forward : .reverse, animated: animated != 0)
    }
}

@_cdecl("sliding_pages_pager_set_current_page_full")
public func capi_set_current_page_full(_ p: OpaquePointer?, _ page: UnsafeMutablePointer<GtkWidget>?, _ forward: gboolean, _ animated: gboolean,
                                       _ done: SlidingPagesMoveDoneFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let address = UInt(bitPattern: page)
    moving(p, done, data, destroy) { pg, completion in
        guard let page = UnsafeMutablePointer<GtkWidget>(bitPattern: address),
              isWidget(page) else {
            sp_warning("sliding_pages_pager_set_current_page_full: page is \(address == 0 ? "NULL" : "not a GtkWidget"); ignored")
            completion?(false)
            return
        }
        pg.setCurrentPage(page, direction: forward != 0 ? .forward : .reverse, animated: animated != 0, completion: completion)
    }
}

@_cdecl("sliding_pages_pager_reload_full")
public func capi_reload_full(_ p: OpaquePointer?, _ keep: gboolean, _ discard: gboolean) {
    with(p, or: ()) { $0.reloadData(keepingPosition: keep != 0, discardingPages: discard != 0) }
}

@_cdecl("sliding_pages_pager_bind_model")
public func capi_bind_model(_ p: OpaquePointer?, _ model: OpaquePointer?) {
    let address = UInt(bitPattern: model)
    with(p, or: ()) { pg in
        let model = OpaquePointer(bitPattern: address)
        if let m = model, g_type_check_instance_is_a(UnsafeMutableRawPointer(m).assumingMemoryBound(to: GTypeInstance.self),
                                                     g_list_model_get_type()) == 0 {
            return sp_warning("sliding_pages_pager_bind_model: the model is not a GListModel; the pager is unchanged")
        }
        pg.bindModel(model)
    }
}

@_cdecl("sliding_pages_pager_get_model")
public func capi_get_model(_ p: OpaquePointer?) -> OpaquePointer? {
    OpaquePointer(bitPattern: with(p, or: UInt(0)) { pg in pg.model.map { UInt(bitPattern: $0) } ?? 0 })
}

@_cdecl("sliding_pages_pager_navigate")
public func capi_navigate(_ p: OpaquePointer?, _ where_: SlidingPagesNavigation) -> gboolean {
    let intents: [KeyIntent] = [.previousItem, .nextItem, .previousPage, .nextPage, .first, .last]
    guard where_.rawValue < intents.count else {
        sp_warning("sliding_pages_pager_navigate: \(where_.rawValue) is not a SlidingPagesNavigation; the pager stays")
        return 0
    }
    return with(p, or: 0) { $0.navigate(intents[Int(where_.rawValue)]) ? 1 : 0 }
}

@_cdecl("sliding_pages_pager_scroll_by_items_full")
public func capi_scroll_by_items_full(_ p: OpaquePointer?, _ count: Int32, _ duration: Double, _ done: SlidingPagesMoveDoneFunc?,
                                      _ data: gpointer?, _ destroy: GDestroyNotify?) {
    moving(p, done, data, destroy) { $0.scroll(byItems: Int(count), duration: duration, completion: $1) }
}

@_cdecl("sliding_pages_pager_set_position_full")
public func capi_set_position_full(_ p: OpaquePointer?, _ position: Double, _ animated: gboolean, _ done: SlidingPagesMoveDoneFunc?,
                                   _ data: gpointer?, _ destroy: GDestroyNotify?) {
    moving(p, done, data, destroy) { $0.setPosition(position, animated: animated != 0, completion: $1) }
}

@_cdecl("sliding_pages_pager_set_n_items")
public func capi_set_n_items(_ p: OpaquePointer?, _ n: Int32) {
    with(p, or: ()) { $0.setItemCount(Int(n)) }
}

@_cdecl("sliding_pages_pager_reload")
public func capi_reload(_ p: OpaquePointer?, _ keep: gboolean) {
    with(p, or: ()) { $0.reloadData(keepingPosition: keep != 0) }
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
    return with(p, or: -1) { pg in
        guard isWidget(w) else {
            sp_warning("sliding_pages_pager_get_item_for_widget: the widget given is not a GtkWidget; -1")
            return -1
        }
        return Int32(clamping: pg.index(ofViewOrSubview: w) ?? -1)
    }
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

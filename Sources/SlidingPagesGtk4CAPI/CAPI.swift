import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore
import SlidingPagesGtk4

// The GTK 4 library's C API (sliding-pages4.h): each function finds the
// pager's Swift side and calls its Swift API. A pointer that is no pager
// is warned of by name and ignored, as in the GTK 3 library.

/// The host's data for its functions, freed with its GDestroyNotify when
/// the pager lets go of them (a new source, or the pager's end).
final class HostData: @unchecked Sendable {
    let data: gpointer?
    let destroy: GDestroyNotify?
    init(_ data: gpointer?, _ destroy: GDestroyNotify?) {
        self.data = data
        self.destroy = destroy
    }
    deinit { destroy?(data) }
}

/// Runs `body` with the Swift side of `p` (its widget held meanwhile, so a
/// host callback may destroy it), or warns naming `function` and gives
/// `fallback` when `p` is no pager. GTK calls the library on the main
/// thread only; the address crosses onto the main actor as a number.
func with<T: Sendable>(_ p: OpaquePointer?, _ function: String, or fallback: T, _ body: @MainActor (Pager) -> T) -> T {
    let address = UInt(bitPattern: p)
    return MainActor.assumeIsolated {
        guard let pg = Pager.of(Widget(bitPattern: address)), let w = pg.widget else {
            sliding_pages4_warn("\(function): \(address == 0 ? "NULL" : "the pointer given") is not a SlidingPages4Pager (or it was destroyed); nothing done")
            return fallback
        }
        g_object_ref(UnsafeMutableRawPointer(w))
        defer { g_object_unref(UnsafeMutableRawPointer(w)) }
        return calling(function) { body(pg) }
    }
}

@_cdecl("sliding_pages4_pager_set_source")
public func capi4_set_source(_ p: OpaquePointer?, _ n: Int32, _ view: SlidingPages4ViewFunc?, _ title: SlidingPages4TitleFunc?,
                             _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy)
    with(p, "sliding_pages4_pager_set_source", or: ()) { pg in
        guard let view else { return sliding_pages4_warn("sliding_pages4_pager_set_source: no view function; the source is unchanged") }
        guard n >= 0 else { return sliding_pages4_warn("sliding_pages4_pager_set_source: n_items \(n) is negative; the source is unchanged") }
        pg.setSource(count: Int(n), view: { item, reusing in
            guard let page = view(gint(clamping: item), reusing, host.data) else {
                sliding_pages4_warn("sliding_pages4_pager_set_source: the view function returned NULL for item \(item); it is not shown")
                return nil
            }
            return widgetOrNil(page, "sliding_pages4_pager_set_source: the view function", "item \(item) is not shown")
        }, title: title.map { title in
            { item in
                guard let text = title(gint(clamping: item), host.data) else { return nil }
                defer { g_free(text) }
                return String(cString: text)
            }
        }, strip: title != nil)
    }
}

@_cdecl("sliding_pages4_pager_set_unbounded_source")
public func capi4_set_unbounded_source(_ p: OpaquePointer?, _ neighbour: SlidingPages4NeighbourFunc?, _ title: SlidingPages4PageTitleFunc?,
                                       _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy)
    with(p, "sliding_pages4_pager_set_unbounded_source", or: ()) { pg in
        guard let neighbour else { return sliding_pages4_warn("sliding_pages4_pager_set_unbounded_source: no neighbour function; the source is unchanged") }
        pg.setUnboundedPages({ which, reusing in
            let page: Widget?
            switch which {
            case .first: page = neighbour(SLIDING_PAGES4_NEIGHBOUR_FIRST, nil, reusing, host.data)
            case .before(let from): page = neighbour(SLIDING_PAGES4_NEIGHBOUR_BEFORE, from, reusing, host.data)
            case .after(let from): page = neighbour(SLIDING_PAGES4_NEIGHBOUR_AFTER, from, reusing, host.data)
            }
            return page.flatMap { widgetOrNil($0, "sliding_pages4_pager_set_unbounded_source: the neighbour function", "the pages end there") }
        }, title: title.map { title in
            { page in
                guard let text = title(page, host.data) else { return nil }
                defer { g_free(text) }
                return String(cString: text)
            }
        })
    }
}

@_cdecl("sliding_pages4_pager_set_current_page")
public func capi4_set_current_page(_ p: OpaquePointer?, _ page: UnsafeMutablePointer<GtkWidget>?, _ forward: gboolean, _ animate: gboolean) {
    setCurrentPage("sliding_pages4_pager_set_current_page", p, page, forward, animate, nil, nil, nil)
}

@_cdecl("sliding_pages4_pager_set_current_page_full")
public func capi4_set_current_page_full(_ p: OpaquePointer?, _ page: UnsafeMutablePointer<GtkWidget>?, _ forward: gboolean, _ animate: gboolean,
                                        _ done: SlidingPages4MoveDoneFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    setCurrentPage("sliding_pages4_pager_set_current_page_full", p, page, forward, animate, done, data, destroy)
}

private func setCurrentPage(_ name: String, _ p: OpaquePointer?, _ page: UnsafeMutablePointer<GtkWidget>?, _ forward: gboolean, _ animate: gboolean,
                            _ done: SlidingPages4MoveDoneFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let finish = completion(p, done, data, destroy)
    let address = UInt(bitPattern: page)
    with(p, name, or: ()) { pg in
        guard let page = Widget(bitPattern: address), sliding_pages4_is_widget(page) != 0 else {
            finish?(false)
            return sliding_pages4_warn("\(name): the page given is no GtkWidget; the pager stays where it is")
        }
        pg.setCurrentPage(page, forward: forward != 0, animated: animate != 0, completion: finish)
    }
}

@_cdecl("sliding_pages4_pager_set_reuse_types")
public func capi4_set_reuse_types(_ p: OpaquePointer?, _ kind: SlidingPages4ReuseTypeFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy)
    with(p, "sliding_pages4_pager_set_reuse_types", or: ()) { pg in
        pg.setReuseKinds(kind.map { kind in { item in Int(kind(gint(clamping: item), host.data)) } })
    }
}

/// A C move's done function as the Swift completion: run once, then its
/// data freed. Without a function the data is freed at once; when the move
/// never begins (no pager), it is freed with the completion, uncalled.
private func completion(_ p: OpaquePointer?, _ done: SlidingPages4MoveDoneFunc?, _ data: gpointer?,
                        _ destroy: GDestroyNotify?) -> (@Sendable (Bool) -> Void)? {
    let host = HostData(data, destroy), address = UInt(bitPattern: p)
    guard let done else { return nil }
    return { finished in done(OpaquePointer(bitPattern: address), finished ? 1 : 0, host.data) }
}

/// An animated C move takes the `animation-duration` property's time, as keys do.
@MainActor
private func duration(_ pg: Pager, _ animate: gboolean) -> Double { animate != 0 ? pg.animateDuration : 0 }

@_cdecl("sliding_pages4_pager_scroll_to_page")
public func capi4_scroll_to_page(_ p: OpaquePointer?, _ page: Int32, _ animate: gboolean) {
    with(p, "sliding_pages4_pager_scroll_to_page", or: ()) { $0.scroll(toPage: Int(page), duration: duration($0, animate)) }
}

@_cdecl("sliding_pages4_pager_scroll_to_item")
public func capi4_scroll_to_item(_ p: OpaquePointer?, _ item: Int32, _ animate: gboolean) {
    with(p, "sliding_pages4_pager_scroll_to_item", or: ()) { $0.scroll(toItem: Int(item), duration: duration($0, animate)) }
}

@_cdecl("sliding_pages4_pager_scroll_to_page_full")
public func capi4_scroll_to_page_full(_ p: OpaquePointer?, _ page: Int32, _ animate: gboolean, _ done: SlidingPages4MoveDoneFunc?,
                                      _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let finish = completion(p, done, data, destroy)
    with(p, "sliding_pages4_pager_scroll_to_page_full", or: ()) { $0.scroll(toPage: Int(page), duration: duration($0, animate), completion: finish) }
}

@_cdecl("sliding_pages4_pager_scroll_to_item_full")
public func capi4_scroll_to_item_full(_ p: OpaquePointer?, _ item: Int32, _ animate: gboolean, _ done: SlidingPages4MoveDoneFunc?,
                                      _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let finish = completion(p, done, data, destroy)
    with(p, "sliding_pages4_pager_scroll_to_item_full", or: ()) { $0.scroll(toItem: Int(item), duration: duration($0, animate), completion: finish) }
}

@_cdecl("sliding_pages4_pager_set_position")
public func capi4_set_position(_ p: OpaquePointer?, _ position: Double, _ animate: gboolean) {
    setPosition("sliding_pages4_pager_set_position", p, position, animate, nil, nil, nil)
}

@_cdecl("sliding_pages4_pager_set_position_full")
public func capi4_set_position_full(_ p: OpaquePointer?, _ position: Double, _ animate: gboolean, _ done: SlidingPages4MoveDoneFunc?,
                                    _ data: gpointer?, _ destroy: GDestroyNotify?) {
    setPosition("sliding_pages4_pager_set_position_full", p, position, animate, done, data, destroy)
}

private func setPosition(_ name: String, _ p: OpaquePointer?, _ position: Double, _ animate: gboolean, _ done: SlidingPages4MoveDoneFunc?,
                         _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let finish = completion(p, done, data, destroy)
    with(p, name, or: ()) { pg in pg.setPosition(position, animated: animate != 0, completion: finish) }
}

@_cdecl("sliding_pages4_pager_scroll_by_items")
public func capi4_scroll_by_items(_ p: OpaquePointer?, _ count: Int32, _ animate: gboolean) {
    with(p, "sliding_pages4_pager_scroll_by_items", or: ()) { $0.scroll(byItems: Int(count), duration: duration($0, animate)) }
}

@_cdecl("sliding_pages4_pager_scroll_by_items_full")
public func capi4_scroll_by_items_full(_ p: OpaquePointer?, _ count: Int32, _ animate: gboolean, _ done: SlidingPages4MoveDoneFunc?,
                                       _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let finish = completion(p, done, data, destroy)
    with(p, "sliding_pages4_pager_scroll_by_items_full", or: ()) { $0.scroll(byItems: Int(count), duration: duration($0, animate), completion: finish) }
}

@_cdecl("sliding_pages4_pager_get_current_page")
public func capi4_get_current_page(_ p: OpaquePointer?) -> Int32 {
    with(p, "sliding_pages4_pager_get_current_page", or: -1) { $0.currentPage.map { Int32(clamping: $0) } ?? -1 }
}

@_cdecl("sliding_pages4_pager_get_n_pages")
public func capi4_get_n_pages(_ p: OpaquePointer?) -> Int32 {
    with(p, "sliding_pages4_pager_get_n_pages", or: 0) { Int32(clamping: $0.pageCount) }
}

@_cdecl("sliding_pages4_pager_get_current_item")
public func capi4_get_current_item(_ p: OpaquePointer?) -> Int32 {
    with(p, "sliding_pages4_pager_get_current_item", or: -1) { $0.currentItem.map { Int32(clamping: $0) } ?? -1 }
}

@_cdecl("sliding_pages4_pager_get_n_items")
public func capi4_get_n_items(_ p: OpaquePointer?) -> Int32 {
    with(p, "sliding_pages4_pager_get_n_items", or: 0) { Int32(clamping: $0.numberOfItems) }
}

@_cdecl("sliding_pages4_pager_set_n_items")
public func capi4_set_n_items(_ p: OpaquePointer?, _ n: Int32) {
    with(p, "sliding_pages4_pager_set_n_items", or: ()) { $0.setItemCount(Int(n)) }
}

@_cdecl("sliding_pages4_pager_reload")
public func capi4_reload(_ p: OpaquePointer?, _ keep: gboolean) {
    with(p, "sliding_pages4_pager_reload", or: ()) { $0.reloadData(keepingPosition: keep != 0) }
}

@_cdecl("sliding_pages4_pager_reload_full")
public func capi4_reload_full(_ p: OpaquePointer?, _ keep: gboolean, _ discard: gboolean) {
    with(p, "sliding_pages4_pager_reload_full", or: ()) { $0.reloadData(keepingPosition: keep != 0, discardingPages: discard != 0) }
}

@_cdecl("sliding_pages4_pager_navigate")
public func capi4_navigate(_ p: OpaquePointer?, _ where_: SlidingPages4Navigation) -> gboolean {
    let intents: [KeyIntent] = [.previousItem, .nextItem, .previousPage, .nextPage, .first, .last]
    guard where_.rawValue < intents.count else {
        sliding_pages4_warn("sliding_pages4_pager_navigate: \(Int32(bitPattern: where_.rawValue)) is not a SlidingPages4Navigation; the pager stays")
        return 0
    }
    return with(p, "sliding_pages4_pager_navigate", or: 0) { $0.navigate(intents[Int(where_.rawValue)]) ? 1 : 0 }
}

@_cdecl("sliding_pages4_pager_get_visible_items")
public func capi4_get_visible_items(_ p: OpaquePointer?, _ count: UnsafeMutablePointer<guint>?) -> UnsafeMutablePointer<Int32>? {
    let items = with(p, "sliding_pages4_pager_get_visible_items", or: [Int]()) { $0.visibleItems }
    count?.pointee = guint(items.count)
    guard !items.isEmpty else { return nil }
    let out = g_malloc_n(gsize(items.count), gsize(MemoryLayout<Int32>.stride))!.assumingMemoryBound(to: Int32.self)
    for (k, item) in items.enumerated() { out[k] = Int32(clamping: item) }
    return out
}

@_cdecl("sliding_pages4_pager_get_position")
public func capi4_get_position(_ p: OpaquePointer?) -> Double {
    with(p, "sliding_pages4_pager_get_position", or: 0) { $0.position }
}

@_cdecl("sliding_pages4_pager_get_live_pages")
public func capi4_get_live_pages(_ p: OpaquePointer?) -> guint {
    with(p, "sliding_pages4_pager_get_live_pages", or: 0) { guint(clamping: $0.liveWidgetCount) }
}

@_cdecl("sliding_pages4_pager_insert_items")
public func capi4_insert_items(_ p: OpaquePointer?, _ index: Int32, _ count: Int32, _ animate: gboolean) {
    with(p, "sliding_pages4_pager_insert_items", or: ()) { $0.insertItems(at: Int(index), count: Int(count), animated: animate != 0) }
}

@_cdecl("sliding_pages4_pager_delete_items")
public func capi4_delete_items(_ p: OpaquePointer?, _ index: Int32, _ count: Int32, _ animate: gboolean) {
    with(p, "sliding_pages4_pager_delete_items", or: ()) { $0.deleteItems(at: Int(index), count: Int(count), animated: animate != 0) }
}

@_cdecl("sliding_pages4_pager_move_item")
public func capi4_move_item(_ p: OpaquePointer?, _ from: Int32, _ to: Int32) {
    with(p, "sliding_pages4_pager_move_item", or: ()) { $0.moveItem(from: Int(from), to: Int(to), animated: false) }
}

@_cdecl("sliding_pages4_pager_reload_item")
public func capi4_reload_item(_ p: OpaquePointer?, _ index: Int32) {
    with(p, "sliding_pages4_pager_reload_item", or: ()) { $0.reloadItem(at: Int(index)) }
}

@_cdecl("sliding_pages4_pager_get_item_widget")
public func capi4_get_item_widget(_ p: OpaquePointer?, _ index: Int32) -> Widget? {
    let address = with(p, "sliding_pages4_pager_get_item_widget", or: UInt(0)) { pg in
        pg.itemWidget(at: Int(index)).map { UInt(bitPattern: $0) } ?? 0
    }
    return Widget(bitPattern: address)
}

@_cdecl("sliding_pages4_pager_get_item_for_widget")
public func capi4_get_item_for_widget(_ p: OpaquePointer?, _ widget: Widget?) -> Int32 {
    let address = UInt(bitPattern: widget)
    return with(p, "sliding_pages4_pager_get_item_for_widget", or: -1) { pg in
        guard let w = Widget(bitPattern: address) else { return -1 }
        guard isWidget(w) else {
            sliding_pages4_warn("sliding_pages4_pager_get_item_for_widget: the widget given is not a GtkWidget; -1")
            return -1
        }
        return pg.item(of: w).map { Int32(clamping: $0) } ?? -1
    }
}

@_cdecl("sliding_pages4_pager_is_item_shown")
public func capi4_is_item_shown(_ p: OpaquePointer?, _ index: Int32) -> gboolean {
    with(p, "sliding_pages4_pager_is_item_shown", or: 0) { $0.isShown(item: Int(index)) ? 1 : 0 }
}

@_cdecl("sliding_pages4_pager_apply_changes")
public func capi4_apply_changes(_ p: OpaquePointer?, _ changesIn: UnsafePointer<SlidingPages4ItemChange>?, _ n: Int,
                                _ animate: gboolean) -> gboolean {
    // Read inside the call that lends the array.
    nonisolated(unsafe) let changes = changesIn
    let what = "sliding_pages4_pager_apply_changes"
    return with(p, what, or: 0) { pg in
        let read = hostChanges(changes, count: n, limit: 1 << 24) { c in
            (Int(Int32(bitPattern: c.kind.rawValue)), Int(c.index), Int(c.count), Int(c.to))
        }
        switch read {
        case .failure(let problem):
            sliding_pages4_warn("\(what): \(problem); nothing changed")
            return 0
        case .success(let list): return pg.performBatchUpdates(list, animated: animate != 0) ? 1 : 0
        }
    }
}

@_cdecl("sliding_pages4_pager_update_items")
public func capi4_update_items(_ p: OpaquePointer?, _ oldIn: UnsafePointer<UnsafePointer<CChar>?>?, _ nOld: Int,
                               _ newIn: UnsafePointer<UnsafePointer<CChar>?>?, _ nNew: Int, _ animate: gboolean) -> gboolean {
    // Read inside the call that lends the arrays.
    nonisolated(unsafe) let old = oldIn, new = newIn
    return with(p, "sliding_pages4_pager_update_items", or: 0) { pg in
        switch (hostStrings(old, count: nOld, name: "old_ids", limit: 1 << 24), hostStrings(new, count: nNew, name: "new_ids", limit: 1 << 24)) {
        case (.success(let a), .success(let b)): return pg.updateItems(from: a, to: b, animated: animate != 0) ? 1 : 0
        case (.failure(let e), _), (_, .failure(let e)):
            sliding_pages4_warn("sliding_pages4_pager_update_items: \(e); nothing changed")
            return 0
        }
    }
}

@_cdecl("sliding_pages4_pager_bind_model")
public func capi4_bind_model(_ p: OpaquePointer?, _ model: OpaquePointer?) {
    let address = UInt(bitPattern: model)
    with(p, "sliding_pages4_pager_bind_model", or: ()) { pg in
        let model = OpaquePointer(bitPattern: address)
        if let m = model, g_type_check_instance_is_a(UnsafeMutableRawPointer(m).assumingMemoryBound(to: GTypeInstance.self),
                                                     g_list_model_get_type()) == 0 {
            return sliding_pages4_warn("sliding_pages4_pager_bind_model: the model is not a GListModel; the pager is unchanged")
        }
        pg.bindModel(model)
    }
}

@_cdecl("sliding_pages4_pager_get_model")
public func capi4_get_model(_ p: OpaquePointer?) -> OpaquePointer? {
    let model = with(p, "sliding_pages4_pager_get_model", or: UInt(0)) { UInt(bitPattern: $0.model) }
    return OpaquePointer(bitPattern: model)
}

@_cdecl("sliding_pages4_scrubber_set_bubble_func")
public func capi4_scrubber_set_bubble_func(_ p: OpaquePointer?, _ text: SlidingPages4ScrubberBubbleFunc?, _ data: gpointer?,
                                           _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy), address = UInt(bitPattern: p)
    MainActor.assumeIsolated {
        guard let s = ScrollScrubber.of(Widget(bitPattern: address)), s.widget != nil else {
            return sliding_pages4_warn("sliding_pages4_scrubber_set_bubble_func: \(address == 0 ? "NULL" : "the pointer given") is not a SlidingPages4Scrubber; nothing done")
        }
        s.setBubbleText(text.map { text in
            { value, fraction in
                guard let t = text(OpaquePointer(bitPattern: address), value, fraction, host.data) else { return nil }
                defer { g_free(t) }
                return String(cString: t)
            }
        })
    }
}

/// `object` when it is a widget; otherwise nil, with a warning naming
/// what returned it (GTK would abort on its first use as a page). The
/// object stays the host's.
func widgetOrNil(_ object: UnsafeMutablePointer<GtkWidget>, _ who: String, _ outcome: String) -> UnsafeMutablePointer<GtkWidget>? {
    if isWidget(object) { return object }
    let instance = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self)
    sliding_pages4_warn("\(who) returned a \(String(cString: g_type_name_from_instance(instance))), not a GtkWidget; \(outcome)")
    return nil
}

/// Whether a host's pointer is a GtkWidget (GTK aborts on another object).
func isWidget(_ w: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GTypeInstance.self), gtk_widget_get_type()) != 0
}

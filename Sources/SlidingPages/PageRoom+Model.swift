import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Pages for the items of a GListModel: the count follows the model, each
// items-changed is an animated batch that keeps the current item, and the
// page signals (setup-page, bind-page with the item's position) make the
// pages, as GtkListView's factory does.

/// The model a pager follows and its items-changed handler.
struct BoundModel {
    var model: OpaquePointer?
    var handler: gulong = 0
}

/// items-changed(position, removed, added), with the pager's PagerRef.
private let itemsChanged: @convention(c) (OpaquePointer?, guint, guint, guint, gpointer?) -> Void = { model, position, removed, added, data in
    onMainActor((model, position, removed, added, data)) { a in
        guard let data = a.4, let pager = Unmanaged<PagerRef>.fromOpaque(data).takeUnretainedValue().pager else { return }
        pager.pages.modelChanged(at: Int(a.1), removed: Int(a.2), added: Int(a.3))
    }
}

extension PageRoom {
    /// Follows `model` (nil: none): its count now, and each change after.
    func bind(model: OpaquePointer?) {
        guard pager.isAlive else { return }
        // Held before the old one goes: it may be the same model, whose
        // last reference is the pager's.
        if let model { g_object_ref(UnsafeMutableRawPointer(model)) }
        unbindModel()
        guard let model else { return pager.setItemCount(0) }
        let handler = g_signal_connect_data(UnsafeMutableRawPointer(model), "items-changed", unsafeBitCast(itemsChanged, to: GCallback.self),
                                            Unmanaged.passRetained(pager.callbackBox).toOpaque(),
                                            { data, _ in releasePagerRef(data) }, GConnectFlags(rawValue: 0))
        pager.sources.model = BoundModel(model: model, handler: handler)
        pager.setItemCount(Int(g_list_model_get_n_items(model)))
    }

    /// The model changed: the factory's count first (the pager checks the
    /// source agrees), then the change as one animated batch.
    func modelChanged(at position: Int, removed: Int, added: Int) {
        guard pager.isAlive, let model = pager.sources.model.model, let factory = pager.sources.pageFactory,
              pager.dataSource === factory else { return }
        let count = Int(g_list_model_get_n_items(model))
        var changes: [ItemChange] = []
        if removed > 0 { changes.append(.delete(at: position, count: removed)) }
        if added > 0 { changes.append(.insert(at: position, count: added)) }
        guard !changes.isEmpty else { return }
        factory.count = count
        pager.performBatchUpdates(changes, animated: true)
    }

    /// Lets go of the model, when the pager goes or follows another.
    func unbindModel() {
        guard let old = pager.sources.model.model else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(old), pager.sources.model.handler)
        g_object_unref(UnsafeMutableRawPointer(old))
        pager.sources.model = BoundModel()
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Pages for a GListModel's items: each items-changed is an animated batch that keeps
// the current item, and the page signals make the pages, as GtkListView's factory does.

/// The model a pager follows, its handler, and the current item's object (held),
/// found again when a change takes it out and puts it back, as a sort does.
struct BoundModel {
    var model: OpaquePointer?
    var handler: gulong = 0
    var current: UnsafeMutableRawPointer?
    /// The index `current` had when it was held.
    var currentIndex = -1
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
        guard let model else { return pager.setCount(0) }
        let handler = g_signal_connect_data(UnsafeMutableRawPointer(model), "items-changed", unsafeBitCast(itemsChanged, to: GCallback.self),
                                            Unmanaged.passRetained(pager.callbackBox).toOpaque(),
                                            { data, _ in releasePagerRef(data) }, GConnectFlags(rawValue: 0))
        pager.sources.model = BoundModel(model: model, handler: handler)
        pager.setCount(Int(g_list_model_get_n_items(model)))
        rememberModelItem()
    }

    /// Holds the current item's object, to know it again after a change.
    func rememberModelItem() {
        guard let model = pager.sources.model.model else { return }
        if let old = pager.sources.model.current { g_object_unref(old) }
        pager.sources.model.current = nil
        guard let i = pager.engine.motion.currentItemIndex, i >= 0, i < Int(g_list_model_get_n_items(model)) else { return }
        pager.sources.model.current = g_list_model_get_item(model, guint(i))
        pager.sources.model.currentIndex = i
    }

    /// Where among the `added` items at `position` the current item's
    /// object came back, when the change took it out.
    private func currentFoundAgain(in model: OpaquePointer, at position: Int, removed: Int, added: Int) -> Int? {
        guard let object = pager.sources.model.current, let c = pager.engine.motion.currentItemIndex,
              c == pager.sources.model.currentIndex, c >= position, c < position + removed else { return nil }
        return ItemBatch.search(around: c - position, in: added) { k in
            let item = g_list_model_get_item(model, guint(position + k))
            if let item { g_object_unref(item) }
            return item == object
        }
    }

    /// The model changed: the factory's count first (the pager checks the
    /// source agrees), then the change as one animated batch.
    func modelChanged(at position: Int, removed: Int, added: Int) {
        guard pager.isAlive, let model = pager.sources.model.model, let factory = pager.sources.pageFactory,
              pager.dataSource === factory else { return }
        let count = Int(g_list_model_get_n_items(model))
        let kept = currentFoundAgain(in: model, at: position, removed: removed, added: added)
        let changes = ItemBatch.modelChanges(at: position, removed: removed, added: added,
                                             current: pager.engine.motion.currentItemIndex, kept: kept)
        guard !changes.isEmpty else { return }
        factory.count = count
        pager.performBatchUpdates(changes, animated: true, fromModel: true)
        guard pager.isAlive else { return }
        rememberModelItem()
    }

    /// Lets go of the model, when the pager goes or follows another.
    func unbindModel() {
        guard let old = pager.sources.model.model else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(old), pager.sources.model.handler)
        if let current = pager.sources.model.current { g_object_unref(current) }
        g_object_unref(UnsafeMutableRawPointer(old))
        pager.sources.model = BoundModel()
    }
}

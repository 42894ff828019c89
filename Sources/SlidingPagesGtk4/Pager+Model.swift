import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Pages for a GListModel's items, as GtkListView's factory makes them:
// each items-changed is one animated batch that keeps the current item.

/// items-changed(position, removed, added), with the pager.
private let itemsChanged: @convention(c) (OpaquePointer?, guint, guint, guint, gpointer?) -> Void = { model, position, removed, added, data in
    let address = UInt(bitPattern: data), m = UInt(bitPattern: model)
    MainActor.assumeIsolated {
        guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
        let pager = Unmanaged<Pager>.fromOpaque(data).takeUnretainedValue()
        pager.modelChanged(OpaquePointer(bitPattern: m), at: Int(position), removed: Int(removed), added: Int(added))
    }
}

extension Pager {
    /// Shows the items of `model` (a `GListModel`; nil: none) through the
    /// page signals: `bind-page` gives the item's position, and
    /// `g_list_model_get_item` the item. Another source, or `n-items` set
    /// by hand, lets go of the model.
    public func bindModel(_ model: OpaquePointer?) {
        guard widget != nil else { return }
        guard let model else {
            // NULL lets go of a model; a source given otherwise stays.
            guard boundModel != nil else { return sliding_pages4_warn("bind_model: NULL, and no model is bound; the source is unchanged") }
            return setSignalItems(count: 0)
        }
        // Held before the old one goes: it may be the same model, whose
        // last reference is the pager's.
        g_object_ref(UnsafeMutableRawPointer(model))
        unbindModel()
        boundModel = model
        modelHandler = g_signal_connect_data(UnsafeMutableRawPointer(model), "items-changed",
                                             unsafeBitCast(itemsChanged, to: GCallback.self),
                                             Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
        // Bound first, so that bind-page finds the model.
        setSignalItems(count: Int(g_list_model_get_n_items(model)), keepingModel: true)
        rememberModelItem()
    }

    /// Holds the current item's object, to know it again after a change.
    func rememberModelItem() {
        guard let model = boundModel else { return }
        if let old = modelCurrent { g_object_unref(old) }
        modelCurrent = nil
        guard let i = engine.motion.currentItemIndex, i >= 0, i < Int(g_list_model_get_n_items(model)) else { return }
        modelCurrent = g_list_model_get_item(model, guint(i))
        modelCurrentIndex = i
    }

    /// Where among the `added` items at `position` the current item's
    /// object came back, when the change took it out.
    private func currentFoundAgain(in model: OpaquePointer, at position: Int, removed: Int, added: Int) -> Int? {
        guard let object = modelCurrent, let c = engine.motion.currentItemIndex, c == modelCurrentIndex,
              c >= position, c < position + removed else { return nil }
        return ItemBatch.search(around: c - position, in: added) { k in
            let item = g_list_model_get_item(model, guint(position + k))
            if let item { g_object_unref(item) }
            return item == object
        }
    }

    /// The model ``bindModel(_:)`` gave, while the pager shows it.
    public var model: OpaquePointer? { boundModel }

    /// The model changed: one batch, or, when its count and the pager's
    /// disagree (a change the pager missed), its items afresh.
    func modelChanged(_ model: OpaquePointer?, at position: Int, removed: Int, added: Int) {
        guard widget != nil, let model, model == boundModel else { return }
        let count = Int(g_list_model_get_n_items(model))
        let kept = currentFoundAgain(in: model, at: position, removed: removed, added: added)
        let changes = ItemBatch.modelChanges(at: position, removed: removed, added: added, current: engine.motion.currentItemIndex, kept: kept)
        guard case .success(let batch) = ItemBatch.make(changes, count: itemCount), itemCount - removed + added == count else {
            sliding_pages4_warn("the bound model's items-changed (\(position), \(removed), \(added)) does not fit \(itemCount) items; showing its \(count) items afresh")
            return setSignalItems(count: count, keepingModel: true)
        }
        if removed > 0 && added == 0 { beginLeaving(.delete(at: position, count: removed)) }
        apply(batch, animated: true, nil)
        rememberModelItem()
    }

    /// Lets go of the bound model (a new source, or the pager's end).
    func unbindModel() {
        guard let old = boundModel else { return }
        boundModel = nil
        g_signal_handler_disconnect(UnsafeMutableRawPointer(old), modelHandler)
        modelHandler = 0
        if let current = modelCurrent { g_object_unref(current) }
        modelCurrent = nil
        g_object_unref(UnsafeMutableRawPointer(old))
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPages
import SlidingPagesCore

// The C API: changes to the items, one at a time or in batches.

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
func applyBatch(_ pg: Pager, _ changes: [ItemChange], animated: gboolean, _ what: String) -> gboolean {
    if pg.followsModel {
        sp_warning("\(what): \(Pager.followsModelRefusal)")
        return 0
    }
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
let cBatchLimit = 1 << 24

@_cdecl("sliding_pages_pager_apply_changes")
public func capi_apply_changes(_ p: OpaquePointer?, _ changesIn: UnsafePointer<SlidingPagesItemChange>?, _ n: Int, _ animated: gboolean) -> gboolean {
    // Read on the main thread, inside the call that lends it.
    nonisolated(unsafe) let changes = changesIn
    return with(p, or: 0) { pg in
        let what = "sliding_pages_pager_apply_changes"
        // The kind as the host's int, so a wild value is named as it was given.
        let read = hostChanges(changes, count: n, limit: cBatchLimit) { c in
            (Int(Int32(bitPattern: c.kind.rawValue)), Int(c.index), Int(c.count), Int(c.to))
        }
        switch read {
        case .failure(let problem):
            sp_warning("\(what): \(problem); nothing changed")
            return 0
        case .success(let list): return applyBatch(pg, list, animated: animated, what)
        }
    }
}

@_cdecl("sliding_pages_pager_update_items")
public func capi_update_items(_ p: OpaquePointer?, _ oldIn: UnsafePointer<UnsafePointer<CChar>?>?, _ nOld: Int,
                              _ newIn: UnsafePointer<UnsafePointer<CChar>?>?, _ nNew: Int, _ animated: gboolean) -> gboolean {
    nonisolated(unsafe) let old = oldIn, new = newIn
    return with(p, or: 0) { pg in
        let what = "sliding_pages_pager_update_items"
        let before: [String], after: [String]
        switch (hostStrings(old, count: nOld, name: "old_ids", limit: cBatchLimit), hostStrings(new, count: nNew, name: "new_ids", limit: cBatchLimit)) {
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

/// What the widget must do to move from one loaded window to the next.
///
/// Apply it in this order: put every slot of ``unload`` (ascending) into the
/// reuse pool; then, for every slot of ``load`` (ascending), take a view from
/// the end of the pool while ``reuse`` lasts (the last unloaded comes back
/// first) and ask the data source for the slot's item with it as `reusing`;
/// then drop ``discard`` views from the front of the pool (the oldest).
/// The widget keeps at most ``Recycler/poolCapacity`` views in its pool.
public struct RecyclePlan: Sendable, Equatable {
    /// Slots whose views leave the screen.
    public var unload = SlotRuns()
    /// Slots that need a view.
    public var load = SlotRuns()
    /// How many loads take a pooled view.
    public var reuse = 0
    /// How many pooled views to destroy after loading.
    public var discard = 0

    /// Nothing to do.
    public init() {}

    /// Whether there is nothing to do.
    public var isEmpty: Bool { unload.isEmpty && load.isEmpty && discard == 0 }
}

/// The loaded window and the size of the reuse pool: the recycling state the
/// widget mirrors with real views.
///
/// The loaded set is always one contiguous run of slots, so a diff is at most
/// two runs each way, found in O(1) and without allocating.
///
///     var r = Recycler(poolCapacity: 2)
///     r.update(to: SlotSpan(0, 3))   // load 0,1,2 (no reuse)
///     r.update(to: SlotSpan(1, 4))   // unload 0, load 3 reusing 0's view
public struct Recycler: Sendable, Equatable {
    /// The slots whose pages are loaded.
    public internal(set) var loaded: SlotSpan = .empty
    /// How many pages wait in the pool.
    public private(set) var pooled: Int = 0
    /// The most views the pool keeps.
    public var poolCapacity: Int

    /// A recycler keeping up to `poolCapacity` pages for reuse.
    public init(poolCapacity: Int) {
        self.poolCapacity = max(0, poolCapacity)
    }

    /// The pool size a layout wants: one page of items per preloaded page on
    /// each side plus one, so that paging back and forth never creates views.
    public static func poolCapacity(for layout: PagerLayout) -> Int {
        layout.itemsPerPage * (layout.configuration.preloadRadius + 1)
    }

    /// Moves the loaded window to `target` and says how.
    ///
    /// With `deferring` (the SwipeView seed's `defersItemViewLoading` while
    /// the pager moves) nothing changes once a window is loaded.
    @discardableResult
    public mutating func update(to target: SlotSpan, deferring: Bool = false) -> RecyclePlan {
        var plan = RecyclePlan()
        if deferring && !loaded.isEmpty { return plan }
        let (u1, u2) = loaded.subtracting(target)
        let (l1, l2) = target.subtracting(loaded)
        plan.unload.append(u1)
        plan.unload.append(u2)
        plan.load.append(l1)
        plan.load.append(l2)
        finish(&plan, unloading: plan.unload.count)
        loaded = target
        return plan
    }

    /// Unloads everything (a reload): every view goes to the pool, which may
    /// hold more than its capacity until the next ``update(to:deferring:)``
    /// has reused what it can and discards the rest, so a reload makes no
    /// new views.
    @discardableResult
    public mutating func unloadAll() -> RecyclePlan {
        var plan = RecyclePlan()
        plan.unload.append(loaded)
        pooled += loaded.count
        loaded = .empty
        return plan
    }

    /// The widget's pool once a plan is applied with reuse types, where a
    /// load takes a pooled view only of its own type (``ReusePool``): the
    /// count the next plan starts from.
    public mutating func notePooled(_ count: Int) {
        pooled = max(0, count)
    }

    /// Renumbers the loaded window (the views stay; only their slots change).
    public mutating func shift(by delta: Int) {
        loaded = loaded.shifted(by: delta)
    }

    /// Computes reuse and discard once the unload and load runs are known.
    mutating func finish(_ plan: inout RecyclePlan, unloading: Int) {
        let available = pooled + unloading
        plan.reuse = min(available, plan.load.count)
        let left = available - plan.reuse
        plan.discard = max(0, left - poolCapacity)
        pooled = left - plan.discard
    }
}

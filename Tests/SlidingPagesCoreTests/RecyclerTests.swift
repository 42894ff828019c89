import Testing
@testable import SlidingPagesCore

/// A stand-in for the widget: real "views" (ids) moved exactly as a plan says.
struct ViewModel {
    var loaded: [Int: Int] = [:]   // slot → view id
    var shows: [Int: Int] = [:]    // view id → item it was configured for
    var pool: [Int] = []
    var created = 0
    var destroyed = 0
    var reusedLoads = 0

    mutating func apply(_ plan: RecyclePlan, layout: PagerLayout, id: (Int) -> Int = { $0 }) {
        for slot in plan.unload {
            guard let v = loaded.removeValue(forKey: slot) else {
                Issue.record("unload of slot \(slot), which had no view")
                continue
            }
            pool.append(v)
        }
        var reuse = plan.reuse
        for slot in plan.load {
            if loaded[slot] != nil { Issue.record("slot \(slot) loaded twice") }
            let v: Int
            if reuse > 0, let last = pool.popLast() {
                v = last
                reuse -= 1
                reusedLoads += 1
            } else {
                created += 1
                v = created
            }
            loaded[slot] = v
            shows[v] = layout.item(atSlot: slot).map(id)
        }
        if reuse != 0 { Issue.record("plan promised \(plan.reuse) reuses, pool had fewer") }
        for _ in 0..<plan.discard {
            pool.removeFirst()
            destroyed += 1
        }
    }

    /// Every loaded view goes to the pool, in slot order (the engine
    /// unloaded everything).
    mutating func unloadAll() {
        for slot in loaded.keys.sorted() { pool.append(loaded.removeValue(forKey: slot)!) }
    }

    mutating func apply(_ plan: ChangePlan, layout: PagerLayout, id: (Int) -> Int = { $0 }) {
        for slot in plan.removed.lower..<max(plan.removed.lower, plan.removed.upper) {
            if let v = loaded.removeValue(forKey: slot) { pool.append(v) } else { Issue.record("removed slot \(slot) had no view") }
        }
        if plan.renumberBy != 0 {
            var moved: [Int: Int] = [:]
            for (slot, v) in loaded { moved[plan.renumbered(slot)] = v }
            loaded = moved
        }
        if let item = plan.reloadItem {
            for (slot, v) in loaded where layout.item(atSlot: slot) == item { shows[v] = id(item) }
        }
        apply(plan.window, layout: layout, id: id)
    }
}

@Suite("Recycling plan")
struct RecyclerTests {
    @Test("random moves: the views match the window, the pool stays bounded, views come back")
    func randomMoves() {
        var rng = SplitMix(seed: 42)
        for l in Sweep.layouts() where !l.isEmpty {
            var r = Recycler(poolCapacity: Recycler.poolCapacity(for: l))
            var m = ViewModel()
            for step in 0..<60 {
                // Mostly small steps (a drag), sometimes a jump.
                let p: Double
                if step % 10 == 9 {
                    p = Double.random(in: (l.minPosition - 2)...(l.maxPosition + 20), using: &rng)
                } else {
                    p = l.clamped(Double(step) * 0.3)
                }
                let target = l.loadedSlots(at: p)
                let plan = r.update(to: target)
                m.apply(plan, layout: l)
                #expect(Set(m.loaded.keys) == Set(target.lower..<target.upper))
                #expect(r.loaded == target)
                #expect(m.pool.count == r.pooled)
                #expect(r.pooled <= r.poolCapacity)
                #expect(Set(m.loaded.values).count == m.loaded.count, "a view in two slots")
                for (slot, v) in m.loaded { #expect(m.shows[v] == l.item(atSlot: slot)) }
            }
            // Views are bounded by what is loaded plus the pool, however far it went.
            #expect(m.created - m.destroyed <= l.maximumLoadedSlots + r.poolCapacity)
        }
    }

    @Test("paging forward one page at a time reuses instead of creating")
    func reuseWhilePaging() {
        let l = PagerLayout(itemCount: 1_000_000, viewport: Sweep.viewport)
        var r = Recycler(poolCapacity: Recycler.poolCapacity(for: l))
        var m = ViewModel()
        for page in 0..<1_000 {
            m.apply(r.update(to: l.loadedSlots(at: Double(page))), layout: l)
            #expect(m.loaded.count <= l.maximumLoadedSlots)
        }
        // One page visible and one preloaded each side: three views ever made;
        // from page 2 on every step reuses the view that scrolled out.
        #expect(m.created == 3)
        #expect(m.reusedLoads == 998)
    }

    @Test("a jump replaces the whole window from the pool")
    func jump() {
        let l = PagerLayout(itemCount: 1_000, viewport: Sweep.viewport)
        var r = Recycler(poolCapacity: Recycler.poolCapacity(for: l))
        var m = ViewModel()
        m.apply(r.update(to: l.loadedSlots(at: 0)), layout: l)
        let plan = r.update(to: l.loadedSlots(at: 500))
        #expect(plan.unload.count == 2 && plan.load.count == 3 && plan.reuse == 2)
        m.apply(plan, layout: l)
        #expect(Set(m.loaded.keys) == [499, 500, 501])
        #expect(m.created == 3)
        // A reload: everything goes to the pool, held past its capacity until
        // the next load has reused it, so no view is made again.
        let empty = r.unloadAll()
        m.apply(empty, layout: l)
        #expect(m.loaded.isEmpty && r.pooled == 3 && m.pool.count == 3)
        let back = r.update(to: l.loadedSlots(at: 10))
        m.apply(back, layout: l)
        #expect(back.reuse == 3 && back.discard == 0)
        #expect(m.created == 3 && r.pooled == 0)
        m.apply(r.update(to: l.loadedSlots(at: 0)), layout: l)  // window shrinks at the start
        #expect(m.pool.count <= r.poolCapacity)
    }
}

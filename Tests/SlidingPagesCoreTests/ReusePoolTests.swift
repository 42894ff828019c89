import Testing
@testable import SlidingPagesCore

@Suite("Reuse pool: a page is offered only to an item of its own type")
struct ReusePoolTests {
    @Test("take gives the most recently pooled view of the type asked for, or nothing")
    func takeByType() {
        var pool = ReusePool<String>()
        #expect(pool.take(type: 0) == nil)
        pool.put("list 1", type: 0)
        pool.put("form 1", type: 1)
        pool.put("list 2", type: 0)
        #expect(pool.peek(type: 0) == "list 2" && pool.count == 3)
        #expect(pool.take(type: 0) == "list 2")
        #expect(pool.take(type: 2) == nil, "no page of that type")
        #expect(pool.type(of: "form 1") == 1)
        #expect(pool.take(type: 1) == "form 1")
        #expect(pool.take(type: 1) == nil)
        #expect(pool.remove("list 1") && !pool.remove("list 1") && pool.isEmpty)
    }

    @Test("trim keeps the newest views of each type up to the capacity and gives back the rest, oldest first")
    func trimPerType() {
        for capacity in 0...3 {
            for counts in [[0, 0], [1, 0], [2, 3], [5, 1], [4, 4], [0, 6]] {
                var pool = ReusePool<Int>()
                // Interleaved: view v is of type v % 2, pooled in order.
                var next = [0, 0]
                var order: [Int] = []
                while next[0] < counts[0] || next[1] < counts[1] {
                    for t in 0..<2 where next[t] < counts[t] {
                        let v = 100 * t + next[t]
                        pool.put(v, type: t)
                        order.append(v)
                        next[t] += 1
                    }
                }
                let dropped = pool.trim(toCapacity: capacity)
                for t in 0..<2 {
                    let kept = pool.entries.filter { $0.type == t }.map(\.element)
                    let wanted = Array((0..<counts[t]).map { 100 * t + $0 }.suffix(capacity))
                    #expect(kept == wanted, "capacity \(capacity) counts \(counts) type \(t): kept \(kept)")
                }
                #expect(dropped == order.filter { !pool.contains($0) }, "dropped oldest first")
                #expect(dropped.count + pool.count == counts[0] + counts[1])
            }
        }
    }

    @Test("with one type it reuses and discards exactly as the recycle plan says, in random walks")
    func oneTypeIsThePlan() {
        var rng = SplitMix(seed: 7)
        for capacity in [0, 1, 2, 4] {
            var recycler = Recycler(poolCapacity: capacity)
            var pool = ReusePool<Int>()
            var loaded: [Int: Int] = [:]
            var made = 0
            for _ in 0..<400 {
                let lower = Int.random(in: 0..<30, using: &rng)
                let target = SlotSpan(lower, lower + Int.random(in: 0...5, using: &rng))
                let plan = recycler.update(to: target)
                for slot in plan.unload { pool.put(loaded.removeValue(forKey: slot)!, type: 0) }
                var reused = 0
                for slot in plan.load {
                    if let v = pool.take(type: 0) {
                        loaded[slot] = v
                        reused += 1
                    } else {
                        made += 1
                        loaded[slot] = made
                    }
                }
                let dropped = pool.trim(toCapacity: capacity)
                #expect(reused == plan.reuse && dropped.count == plan.discard && pool.count == recycler.pooled)
            }
        }
    }

    @Test("two types alternating: every reused view is of its item's type, no type keeps more than the capacity, and walking back and forth makes no new views")
    func typedWalks() {
        for ipp in 1...3 {
            for radius in 0...2 {
                var c = LayoutConfiguration()
                c.itemsPerPage = ipp
                c.preloadRadius = radius
                let layout = PagerLayout(configuration: c, itemCount: 40, viewport: Size(width: 300, height: 200))
                let capacity = Recycler.poolCapacity(for: layout)
                var recycler = Recycler(poolCapacity: capacity)
                var pool = ReusePool<Int>()
                var loaded: [Int: Int] = [:]   // slot → view
                var typeOf: [Int: Int] = [:]   // view → type
                var made = 0
                var madeAfterWarmUp = 0
                let pages = (0..<(40 / ipp)).map { $0 } + (0..<(40 / ipp)).reversed()
                for (step, page) in (pages + pages).enumerated() {
                    let target = layout.loadedSlots(at: Double(page * ipp))
                    let plan = recycler.update(to: target)
                    for slot in plan.unload {
                        let v = loaded.removeValue(forKey: slot)!
                        pool.put(v, type: typeOf[v]!)
                    }
                    for slot in plan.load {
                        let type = slot % 2
                        if let v = pool.take(type: type) {
                            #expect(typeOf[v] == type)
                            loaded[slot] = v
                        } else {
                            made += 1
                            if step >= pages.count { madeAfterWarmUp += 1 }
                            typeOf[made] = type
                            loaded[slot] = made
                        }
                    }
                    _ = pool.trim(toCapacity: capacity)
                    recycler.notePooled(pool.count)
                    for t in 0..<2 { #expect(pool.entries.filter { $0.type == t }.count <= capacity) }
                }
                #expect(madeAfterWarmUp == 0, "ipp \(ipp) radius \(radius): \(madeAfterWarmUp) views made on the second walk")
            }
        }
    }
}

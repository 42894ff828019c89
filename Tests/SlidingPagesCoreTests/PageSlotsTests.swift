import Testing
@testable import SlidingPagesCore

@Suite("Page slots: each page view holds one role, and the pool reuses by kind")
struct PageSlotsTests {
    /// One step a face takes on its pages. Pages 0…3 (page p is made for
    /// an item of kind p % 2), slots 0…1, items 7 and 8.
    enum Step {
        case load(page: Int, slot: Int), unload(slot: Int), poolAll, keep(slot: Int, item: Int), poolKept
        case take(kind: Int), discard(Int), forget(page: Int), leave(slot: Int), shift, rekind(page: Int)
    }

    static let steps: [Step] = {
        var s: [Step] = [.poolAll, .poolKept, .discard(1), .discard(3), .shift, .take(kind: 0), .take(kind: 1)]
        for slot in 0...1 { s += [.unload(slot: slot), .keep(slot: slot, item: 7 + slot), .leave(slot: slot)] }
        for page in 0...3 { s += [.load(page: page, slot: page % 2), .forget(page: page), .rekind(page: page)] }
        return s
    }()

    /// The same roles kept the plain way: the pool as a list, oldest first,
    /// and each page's kind beside it.
    struct Model {
        var loaded: [Int: Int] = [:], pool: [Int] = [], kept: [Int: Int] = [:], leaving: [Int: Int] = [:]
        var kind: [Int: Int] = [:]
        var all: [Int] { Array(loaded.values) + pool + Array(kept.values) + Array(leaving.values) }
    }

    /// Runs `step` on both; a step a face would not take (loading a page
    /// already held) is skipped on both.
    static func run(_ step: Step, _ slots: inout PageSlots<Int>, _ model: inout Model, token: inout Int) {
        switch step {
        case let .load(page, slot):
            guard !model.all.contains(page), model.loaded[slot] == nil else { return }
            slots.setKind(page % 2, of: page)
            slots.loaded[slot] = page
            (model.loaded[slot], model.kind[page]) = (page, page % 2)
        case let .rekind(page):
            // The host hands back a held page for an item of the other kind.
            guard model.all.contains(page) else { return }
            let k = 1 - (model.kind[page] ?? 0)
            slots.setKind(k, of: page)
            model.kind[page] = k
        case let .unload(slot):
            #expect(slots.unload(slot) == model.loaded[slot])
            if let p = model.loaded.removeValue(forKey: slot) { model.pool.append(p) }
        case .poolAll:
            #expect(slots.poolAll() == model.loaded.sorted { $0.key < $1.key }.map(\.value))
            model.pool += model.loaded.sorted { $0.key < $1.key }.map(\.value)
            model.loaded = [:]
        case let .keep(slot, item):
            guard model.kept[item] == nil, let p = slots.loaded.removeValue(forKey: slot) else { return }
            slots.kept[item] = p
            model.kept[item] = model.loaded.removeValue(forKey: slot)
        case .poolKept:
            // Pages kept for different items are pooled in no promised order.
            let before = model.pool.count
            #expect(Set(slots.poolKept()) == Set(model.kept.values))
            let pooled = slots.pooled.elements
            #expect(Array(pooled.prefix(before)) == model.pool && Set(pooled.dropFirst(before)) == Set(model.kept.values))
            if Set(pooled) == Set(model.pool + model.kept.values) { model.pool = pooled }
            model.kept = [:]
        case let .take(kind):
            let i = model.pool.lastIndex { (model.kind[$0] ?? 0) == kind }
            #expect(slots.takePooled(kind: kind) == i.map { model.pool[$0] })
            if let i { model.pool.remove(at: i) }
        case let .discard(n):
            #expect(slots.discard(n) == Array(model.pool.prefix(n)))
            for p in model.pool.prefix(n) { model.kind[p] = nil }
            model.pool.removeFirst(min(n, model.pool.count))
        case let .forget(page):
            slots.forget(page)
            model.loaded = model.loaded.filter { $0.value != page }
            model.kept = model.kept.filter { $0.value != page }
            model.leaving = model.leaving.filter { $0.value != page }
            model.pool.removeAll { $0 == page }
            model.kind[page] = nil
            #expect(!slots.holds(page))
        case let .leave(slot):
            guard let p = slots.loaded.removeValue(forKey: slot) else { return }
            token += 1
            slots.leaving[token] = p
            model.leaving[token] = model.loaded.removeValue(forKey: slot)
        case .shift:
            slots.shift(by: 1)
            model.loaded = Dictionary(uniqueKeysWithValues: model.loaded.map { ($0.key + 1, $0.value) })
        }
    }

    @Test("every run of three steps, from nothing or from a full pager, keeps each page in one role as a plain model does")
    func everyRunMatchesTheModel() {
        // The full start: pages 0 and 1 loaded, 3 then 2 pooled.
        var full = (PageSlots<Int>(), Model())
        for (slot, p) in [(0, 0), (1, 1)] { (full.0.loaded[slot], full.1.loaded[slot]) = (p, p) }
        for p in 0...3 { (full.0.kinds[p], full.1.kind[p]) = (p % 2 == 0 ? nil : 1, p % 2) }
        for p in [3, 2] { full.0.pool(p) }
        full.1.pool = [3, 2]
        var runs = 0
        for start in [(PageSlots<Int>(), Model()), full] {
            for a in Self.steps {
                for b in Self.steps {
                    for c in Self.steps {
                        var (slots, model) = start
                        var token = 0
                        let trail = "\(a), \(b), \(c)"
                        for step in [a, b, c] {
                            Self.run(step, &slots, &model, token: &token)
                            #expect(Dictionary(uniqueKeysWithValues: slots.loaded.entries.map { ($0.key, $0.value) }) == model.loaded, "\(trail)")
                            #expect(slots.pooled.elements == model.pool, "\(trail)")
                            #expect(slots.pooled.entries.map(\.type) == model.pool.map { model.kind[$0] ?? 0 }, "pooled by their kinds: \(trail)")
                            #expect(slots.kept == model.kept && slots.leaving == model.leaving, "\(trail)")
                            #expect(slots.liveCount == model.all.count && Set(model.all).count == model.all.count, "one role each: \(trail)")
                            for p in 0...3 {
                                #expect(slots.holds(p) == model.all.contains(p), "\(trail)")
                                #expect(slots.inUse(p) == (model.all.contains(p) && !model.pool.contains(p)), "\(trail)")
                                if model.all.contains(p) { #expect((slots.kinds[p] ?? 0) == (model.kind[p] ?? 0), "\(trail)") }
                            }
                        }
                        runs += 1
                    }
                }
            }
        }
        #expect(runs == 2 * Self.steps.count * Self.steps.count * Self.steps.count)
    }

    @Test("a page pooled twice waits once, offered to items of its kind, the latest set")
    func poolingTwiceAndKinds() {
        var slots = PageSlots<String>()
        slots.setKind(1, of: "form")
        slots.pool("form")
        slots.pool("form")
        slots.pool("list")
        #expect(slots.pooled.count == 2)
        #expect(slots.takePooled(kind: 0) == "list")
        #expect(slots.takePooled(kind: 0) == nil, "the form is offered only to an item of its kind")
        slots.setKind(2, of: "form")
        #expect(slots.takePooled(kind: 1) == nil && slots.takePooled(kind: 2) == "form", "a pooled page's kind set again")
    }

    @Test("removeAll hands back every page once and leaves nothing held")
    func removeAllHandsBackEach() {
        var slots = PageSlots<Int>()
        slots.loaded[0] = 1
        slots.loaded[1] = 2
        slots.pool(3)
        slots.kept[5] = 4
        slots.leaving[1] = 5
        slots.kinds[3] = 1
        #expect(slots.removeAll().sorted() == [1, 2, 3, 4, 5])
        #expect(slots.liveCount == 0 && slots.kinds.isEmpty && !slots.holds(3))
    }
}

import Testing
@testable import SlidingPagesCore

@Suite("Slot map")
struct SlotMapTests {
    @Test("every sequence of sets, removals and lookups over a few slots matches a Dictionary, kept in slot order")
    func matchesADictionary() {
        // Each step: set slot k (0…3) to a value, empty it, or remove it;
        // every sequence of three steps from every start of up to two
        // slots, checked against a Dictionary after each step.
        let slots = -1...2
        var steps: [(Int, Int?, Bool)] = []
        for k in slots {
            steps.append((k, 10 + k, false))
            steps.append((k, 20 + k, false))
            steps.append((k, nil, false))
            steps.append((k, nil, true))
        }
        var runs = 0
        for a in steps {
            for b in steps {
                for c in steps {
                    var map = SlotMap<Int>()
                    var model: [Int: Int] = [:]
                    for (k, v, remove) in [a, b, c] {
                        if remove {
                            #expect(map.removeValue(forKey: k) == model.removeValue(forKey: k))
                        } else {
                            map[k] = v
                            model[k] = v
                        }
                        #expect(map.count == model.count && map.isEmpty == model.isEmpty)
                        #expect(map.keys == model.keys.sorted(), "slot order")
                        #expect(map.values == model.keys.sorted().map { model[$0]! })
                        for s in -2...3 { #expect(map[s] == model[s]) }
                        for v in [10, 11, 21, 22, 99] { #expect(map.containsValue(v) == model.values.contains(v)) }
                        #expect(Array(map).map(\.key) == map.keys)
                    }
                    runs += 1
                }
            }
        }
        #expect(runs == steps.count * steps.count * steps.count)
    }

    @Test("maps are equal when they hold the same values in the same slots")
    func equality() {
        var a = SlotMap<Int>(), b = SlotMap<Int>()
        a[3] = 1
        a[1] = 2
        b[1] = 2
        #expect(a != b)
        b[3] = 1
        #expect(a == b)
        b[3] = 4
        #expect(a != b)
        a.removeAll()
        #expect(a.isEmpty && a != b)
    }
}

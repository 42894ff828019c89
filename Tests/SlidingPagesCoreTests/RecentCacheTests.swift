import Testing
@testable import SlidingPagesCore

@Suite("Recent cache")
struct RecentCacheTests {
    @Test("hits return what was stored; a replaced value is handed back")
    func hits() {
        var c = RecentCache<Int, String>(capacity: 4)
        #expect(c.value(for: 1) == nil)
        #expect(c.insert("a", for: 1) == nil)
        #expect(c.value(for: 1) == "a")
        #expect(c.insert("b", for: 1) == "a")
        #expect(c.value(for: 1) == "b")
        #expect(c.count == 1)
    }

    /// Runs `steps` pseudo-random lookups and inserts on a cache of
    /// `capacity` against a reference model (a list of keys ordered by
    /// use): a lookup when the generator's value has no bit of `lookupMask`
    /// set, else an insert; keys from `number` (of the generator's value)
    /// through `key`. After each step the same keys survive, every value
    /// that leaves is returned exactly once, and the count never passes the
    /// capacity; at the end, emptying it returns what it still held.
    static func runAgainstModel<Key: RecentCacheKey>(capacity: Int, steps: Int, seed: UInt64, lookupMask: UInt64,
                                                     number: (UInt64) -> Int, key: (Int) -> Key) {
        var c = RecentCache<Key, Int>(capacity: capacity)
        var model: [Int] = []  // key numbers, least recently used first
        var live: Set<Int> = []  // values stored and not yet returned
        var serial = 0
        var rng = seed
        for _ in 0..<steps {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            let n = number(rng)
            if rng & lookupMask == 0 {
                let hit = c.value(for: key(n))
                #expect((hit != nil) == model.contains(n))
                if hit != nil {
                    model.removeAll { $0 == n }
                    model.append(n)
                }
            } else {
                serial += 1
                live.insert(serial)
                let left = c.insert(serial, for: key(n))
                if let v = left {
                    #expect(live.remove(v) != nil, "value \(v) returned twice or never stored")
                }
                let replaced = model.contains(n)
                model.removeAll { $0 == n }
                model.append(n)
                let full = model.count > capacity
                if full { model.removeFirst() }
                #expect((left != nil) == (replaced || full), "a value leaves when replaced or pushed out, else none")
            }
            #expect(c.count <= capacity)
            #expect(c.count == model.count)
            for m in model { #expect(c.contains(key(m))) }
            #expect(Self.orderOfUse(c) == model.map(key), "the links run from least to most recently used, both ways")
        }
        #expect(live.count == c.count)
        #expect(Set(c.removeAll()) == live)
        #expect(c.isEmpty)
        #expect(!c.contains(key(0)))
        // Emptied, it fills and pushes out again from scratch.
        for k in 0...capacity { c.insert(k, for: key(k)) }
        #expect(c.count == capacity && !c.contains(key(0)) && c.contains(key(capacity)))
        #expect(Self.orderOfUse(c) == (1...capacity).map(key))
    }

    /// The keys from least to most recently used, walking the links from
    /// the oldest; empty if a link does not point back the way it came, if
    /// the walk does not end at the newest, or if it does not meet every
    /// entry exactly once.
    static func orderOfUse<Key, Value>(_ c: RecentCache<Key, Value>) -> [Key] {
        var out: [Key] = []
        var i = c.oldest, previous = -1
        while i >= 0 && out.count <= c.count {
            guard let k = c.keys[i], Int(c.links[i].older) == previous else { return [] }
            out.append(k)
            previous = i
            i = Int(c.links[i].newer)
        }
        return out.count == c.count && previous == c.newest ? out : []
    }

    /// Every capacity 1…8 against the reference model, over a fixed
    /// pseudo-random sequence of lookups and inserts of twelve keys.
    @Test("evicts least recently used, returns each value once, stays bounded")
    func againstModel() {
        for capacity in 1...8 {
            Self.runAgainstModel(capacity: capacity, steps: 2_000, seed: 0x9E37_79B9_7F4A_7C15 &+ UInt64(capacity), lookupMask: 1,
                                 number: { Int($0 >> 33) % 12 }, key: { $0 })
        }
    }

    /// A key whose hash is its value divided by `spread`: with spread 1
    /// every key has its own home slot, with larger spreads runs of keys
    /// share one, so lookups probe past others and eviction puts colliding
    /// entries back in a cleared table.
    struct Colliding: RecentCacheKey {
        var value: Int
        var spread: Int
        var cacheHash: Int { value / spread }
    }

    /// Capacities 1…20, keys over 1, 3 and 1,000 per hash (and negative
    /// keys), against the list model: the same keys survive, each value
    /// leaves once, the count stays bounded, and every surviving key is
    /// found again after each step.
    @Test("colliding keys probe, evict and stay findable")
    func collidingAgainstModel() {
        for spread in [1, 3, 1_000] {
            for capacity in 1...20 {
                Self.runAgainstModel(capacity: capacity, steps: 1_500, seed: 0x2545_F491_4F6C_DD1D &+ UInt64(capacity * 7 + spread), lookupMask: 3,
                                     number: { Int($0 >> 33) % (3 * capacity + 2) - capacity },
                                     key: { Colliding(value: $0, spread: spread) })
            }
        }
    }

    @Test("an insert that pushes the oldest out allocates nothing", countingAllocator)
    func insertsDoNotAllocate() {
        var c = RecentCache<Int, Double>(capacity: 16)
        for k in 0..<16 { c.insert(Double(k), for: k) }
        var sink = c.insert(16, for: 16) ?? 0
        let n = allocations {
            for k in 17..<10_017 { sink += c.insert(Double(k), for: k) ?? 0 }
        }
        #expect(n == 0)
        #expect(c.count == 16 && c.contains(10_016) && !c.contains(10_000))
        #expect(sink > 0)
    }

    @Test("a hit allocates nothing", countingAllocator)
    func hitsDoNotAllocate() {
        var c = RecentCache<Int, Double>(capacity: 16)
        for k in 0..<16 { c.insert(Double(k), for: k) }
        // The first hit allocates once in an unoptimised build (not again:
        // 0 over the next 10,000); steady hits are what is counted.
        var sink = c.value(for: 0) ?? 0
        let n = allocations {
            for k in 0..<10_000 { sink += c.value(for: k % 16) ?? 0 }
        }
        #expect(n == 0)
        #expect(sink > 0)
    }
}

/// A bounded cache that keeps what was used most recently: the pager keeps
/// laid-out titles and pre-rendered chrome (titles, dots, the nub) in one, so
/// a frame draws what an earlier frame already shaped or rasterised, and a
/// pager paged through a million titles holds only the last few dozen.
///
/// Lookups and hits do not allocate. When an insert takes the count over
/// ``capacity``, the least recently used entries are pushed out down to half
/// of it (so eviction runs once per half the capacity's inserts: a jump
/// frame inserts into four caches) and returned, so the caller can free
/// what they own.
///
/// The entries sit in an open-addressed table of twice the capacity or
/// more, probed linearly from a slot the key's ``RecentCacheKey/cacheHash``
/// picks. A frame looks up a few dozen entries (titles, their sprites and
/// masks, dots): through a Dictionary each lookup ran Swift's seeded
/// SipHash, about 6,700 of a jump frame's instructions at 10^6 pages
/// (callgrind), where a multiply and a shift pick the slot here.
public struct RecentCache<Key: RecentCacheKey, Value> {
    /// The most entries kept.
    public let capacity: Int
    // Inlinable so the widget's caches are specialised for their key and
    // value types (unspecialised, a lookup goes through generic metadata).
    @usableFromInline var keys: [Key?]
    @usableFromInline var values: [Value?]
    /// Each slot's last use (0: the slot is empty).
    @usableFromInline var used: [UInt64]
    /// 64 minus the table's size in bits: a hash's top bits pick its slot.
    @usableFromInline let shift: UInt64
    @usableFromInline var stored = 0
    @usableFromInline var clock: UInt64 = 0
    /// The use clocks of the entries, gathered when eviction looks for the
    /// oldest (kept to reuse its storage).
    @usableFromInline var scratch: [UInt64] = []

    /// A cache of at most `capacity` entries.
    @inlinable
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        // At most half full, so probes stay short and always end at a hole.
        var size = 4, bits: UInt64 = 2
        while size < 2 * (self.capacity + 1) {
            size <<= 1
            bits += 1
        }
        keys = Array(repeating: nil, count: size)
        values = Array(repeating: nil, count: size)
        used = Array(repeating: 0, count: size)
        shift = 64 - bits
    }

    /// How many entries it holds.
    @inlinable public var count: Int { stored }
    /// Whether it holds none.
    @inlinable public var isEmpty: Bool { stored == 0 }

    /// The slot `key` starts probing from: Fibonacci hashing (the hash times
    /// 2^64 over the golden ratio, top bits), which spreads neighbouring
    /// items and plain field sums over the table.
    @inlinable
    func home(_ key: Key) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key.cacheHash) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Where `key` is, or the hole where it would go.
    @inlinable
    func slot(of key: Key) -> (index: Int, found: Bool) {
        let mask = keys.count - 1
        var i = home(key)
        while let k = keys[i] {
            if k == key { return (i, true) }
            i = (i + 1) & mask
        }
        return (i, false)
    }

    /// The value for `key`, marking it as just used.
    @inlinable
    public mutating func value(for key: Key) -> Value? {
        let (i, found) = slot(of: key)
        guard found else { return nil }
        clock &+= 1
        used[i] = clock
        return values[i]
    }

    /// Whether `key` is cached (without marking it used).
    @inlinable
    public func contains(_ key: Key) -> Bool { slot(of: key).found }

    /// Stores `value` for `key` as just used. Returns the values that left:
    /// a value it replaced for the same key, and any pushed out by the bound.
    @inlinable @discardableResult
    public mutating func insert(_ value: Value, for key: Key) -> [Value] {
        clock &+= 1
        var out: [Value] = []
        let (i, found) = slot(of: key)
        if found, let old = values[i] { out.append(old) }
        if !found {
            keys[i] = key
            stored += 1
        }
        values[i] = value
        used[i] = clock
        if stored > capacity { evict(into: &out) }
        return out
    }

    /// Pushes out the least recently used entries down to half the
    /// capacity. Every use takes a new clock value, so those to push out
    /// are the ones at or below the (count − keep)-th smallest, found by
    /// selection rather than a sort; each leaves by a backward shift, so
    /// nothing is allocated once the scratch list has grown.
    @inlinable
    mutating func evict(into out: inout [Value]) {
        let keep = max(1, capacity / 2)
        scratch.removeAll(keepingCapacity: true)
        for u in used where u != 0 { scratch.append(u) }
        let cutoff = Self.select(&scratch, stored - keep - 1)
        out.reserveCapacity(out.count + stored - keep)
        var i = 0
        while i < keys.count {
            // Values move out and along the table rather than being copied
            // (a copy retains, and the empty slot then releases).
            if used[i] != 0, used[i] <= cutoff, let v = values[i].take() {
                out.append(v)
                // A later entry of the probe run may move into i: look again.
                remove(at: i)
            } else {
                i += 1
            }
        }
    }

    /// Empties slot `hole` and moves later entries of its probe run back
    /// into the gap (backward-shift deletion), so every key stays reachable
    /// from its home without tombstones.
    @inlinable
    mutating func remove(at hole: Int) {
        let mask = keys.count - 1
        var i = hole, j = hole
        keys[i] = nil
        values[i] = nil
        used[i] = 0
        stored -= 1
        while true {
            j = (j + 1) & mask
            guard let k = keys[j] else { return }
            let h = home(k)
            // An entry whose home lies cyclically in (i, j] must stay put.
            let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
            if stays { continue }
            keys.swapAt(i, j)
            values.swapAt(i, j)
            used.swapAt(i, j)
            i = j
        }
    }

    /// The `k`-th smallest of `a` (0-based; the values are distinct),
    /// reordering `a`: Hoare's selection, linear on average.
    @inlinable
    static func select(_ a: inout [UInt64], _ k: Int) -> UInt64 {
        var lo = 0, hi = a.count - 1
        while lo < hi {
            let pivot = a[(lo + hi) / 2]
            var i = lo, j = hi
            while i <= j {
                while a[i] < pivot { i += 1 }
                while a[j] > pivot { j -= 1 }
                if i <= j {
                    a.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j {
                hi = j
            } else if k >= i {
                lo = i
            } else {
                return a[k]
            }
        }
        return a[k]
    }

    /// Empties the cache, returning every value.
    @inlinable
    public mutating func removeAll() -> [Value] {
        var out: [Value] = []
        out.reserveCapacity(stored)
        for i in keys.indices {
            if let v = values[i] { out.append(v) }
            keys[i] = nil
            values[i] = nil
            used[i] = 0
        }
        stored = 0
        return out
    }
}

/// A key a ``RecentCache`` can file: equal keys give equal `cacheHash`
/// values. The cache mixes the hash itself, so a key's fields can simply
/// be summed with different multipliers.
public protocol RecentCacheKey: Equatable {
    /// A number equal for equal keys, and spread for unequal ones.
    var cacheHash: Int { get }
}

extension Int: RecentCacheKey {
    /// The number itself (the cache mixes it).
    @inlinable public var cacheHash: Int { self }
}

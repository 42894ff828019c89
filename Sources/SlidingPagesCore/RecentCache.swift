/// A bounded cache that keeps what was used most recently: the pager keeps
/// laid-out titles and pre-rendered chrome (titles, dots, the nub) in one, so
/// a frame draws what an earlier frame already shaped or rasterised, and a
/// pager paged through a million titles holds only the last few dozen.
///
/// Lookups, hits and inserts do not allocate. An insert that takes the
/// count over ``capacity`` pushes out the least recently used entry and
/// returns it, so the caller can free what it owns.
///
/// The entries sit in an open-addressed table of twice the capacity or
/// more, probed linearly from a slot the key's ``RecentCacheKey/cacheHash``
/// picks. A frame looks up a few dozen entries (titles, their sprites and
/// masks, dots): through a Dictionary each lookup ran Swift's seeded
/// SipHash, about 6,700 of a jump frame's instructions at 10^6 pages
/// (callgrind), where a multiply and a shift pick the slot here. The
/// entries are also linked from least to most recently used, so the one to
/// push out is at hand: a jump frame inserts into four caches, and when
/// each entry carried a use clock instead, finding the oldest (a pass over
/// the table and a selection, amortised over the inserts) cost about a
/// thousand of its instructions.
public struct RecentCache<Key: RecentCacheKey, Value> {
    /// The most entries kept.
    public let capacity: Int
    // Inlinable so the widget's caches are specialised for their key and
    // value types (unspecialised, a lookup goes through generic metadata).
    @usableFromInline var keys: [Key?]
    @usableFromInline var values: [Value?]
    /// Each slot's neighbours in the order of use (-1: none): one array, so
    /// a hit that moves its entry to the newest end checks one buffer for
    /// uniqueness.
    @usableFromInline var links: [Link]
    /// The least and the most recently used slots (-1 when empty).
    @usableFromInline var oldest = -1
    @usableFromInline var newest = -1
    /// 64 minus the table's size in bits: a hash's top bits pick its slot.
    @usableFromInline let shift: UInt64
    @usableFromInline var stored = 0

    /// A slot's neighbours in the order of use.
    @usableFromInline struct Link {
        @usableFromInline var older: Int32
        @usableFromInline var newer: Int32
        @inlinable init(older: Int32, newer: Int32) {
            self.older = older
            self.newer = newer
        }
    }

    /// A cache of at most `capacity` entries (under 2^29: the order of use
    /// links slots by 32-bit index).
    @inlinable
    public init(capacity: Int) {
        precondition(capacity < 1 << 29, "RecentCache: a capacity of \(capacity) is past the 2^29 its links can index")
        self.capacity = max(1, capacity)
        // At most half full, so probes stay short and always end at a hole.
        var size = 4, bits: UInt64 = 2
        while size < 2 * (self.capacity + 1) {
            size <<= 1
            bits += 1
        }
        keys = Array(repeating: nil, count: size)
        values = Array(repeating: nil, count: size)
        links = Array(repeating: Link(older: -1, newer: -1), count: size)
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
        if i != newest { touch(i) }
        return values[i]
    }

    /// Whether `key` is cached (without marking it used).
    @inlinable
    public func contains(_ key: Key) -> Bool { slot(of: key).found }

    /// Stores `value` for `key` as just used. Returns the value that left,
    /// if one did: the one it replaced for the same key, or the least
    /// recently used, pushed out by the bound.
    @inlinable @discardableResult
    public mutating func insert(_ value: Value, for key: Key) -> Value? {
        let (i, found) = slot(of: key)
        if found {
            let old = values[i].take()
            values[i] = value
            if i != newest { touch(i) }
            return old
        }
        keys[i] = key
        values[i] = value
        stored += 1
        linkNewest(i)
        guard stored > capacity else { return nil }
        let gone = oldest
        let old = values[gone].take()
        remove(at: gone)
        return old
    }

    /// Moves slot `i`, in the order of use and not the newest, to the
    /// newest end. Through one buffer: each store into the array checks
    /// it is unshared, which for the five stores of a move cost more than
    /// the move (a drag frame looks up a few dozen dot sprites, in turn).
    @inlinable @inline(__always)
    mutating func touch(_ i: Int) {
        assert(i != newest && stored > 1, "touch moves an entry that is not already the newest")
        var first = oldest
        let last = newest
        links.withUnsafeMutableBufferPointer { l in
            let older = l[i].older, newer = l[i].newer
            // Not the newest, so `newer` is a slot.
            l[Int(newer)].older = older
            if older >= 0 { l[Int(older)].newer = newer } else { first = Int(newer) }
            l[i] = Link(older: Int32(last), newer: -1)
            l[last].newer = Int32(i)
        }
        oldest = first
        newest = i
    }

    /// Takes slot `i` out of the order of use.
    @inlinable
    mutating func unlink(_ i: Int) {
        let l = links[i]
        if l.older >= 0 { links[Int(l.older)].newer = l.newer } else { oldest = Int(l.newer) }
        if l.newer >= 0 { links[Int(l.newer)].older = l.older } else { newest = Int(l.older) }
    }

    /// Puts slot `i` at the newest end of the order of use.
    @inlinable
    mutating func linkNewest(_ i: Int) {
        links[i] = Link(older: Int32(newest), newer: -1)
        if newest >= 0 { links[newest].newer = Int32(i) } else { oldest = i }
        newest = i
    }

    /// Empties slot `hole` and moves later entries of its probe run back
    /// into the gap (backward-shift deletion), so every key stays reachable
    /// from its home without tombstones; a moved entry keeps its place in
    /// the order of use.
    @inlinable
    mutating func remove(at hole: Int) {
        unlink(hole)
        let mask = keys.count - 1
        var i = hole, j = hole
        keys[i] = nil
        values[i] = nil
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
            // Its neighbours in the order of use now point at i.
            let l = links[j]
            links[i] = l
            if l.older >= 0 { links[Int(l.older)].newer = Int32(i) } else { oldest = i }
            if l.newer >= 0 { links[Int(l.newer)].older = Int32(i) } else { newest = i }
            i = j
        }
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
        }
        stored = 0
        oldest = -1
        newest = -1
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

/// A bounded cache that keeps what was used most recently: the pager keeps
/// laid-out titles and pre-rendered chrome (titles, dots, the nub) in one, so
/// a frame draws what an earlier frame already shaped or rasterised, and a
/// pager paged through a million titles holds only the last few dozen.
///
/// Lookups and hits do not allocate. When an insert takes the count over
/// ``capacity``, the least recently used entries are pushed out down to three
/// quarters of it (so eviction runs once per many inserts) and returned, so
/// the caller can free what they own.
public struct RecentCache<Key: Hashable, Value> {
    /// The most entries kept.
    public let capacity: Int
    // Inlinable so the widget's caches are specialised for their key and
    // value types (unspecialised, a lookup goes through generic metadata).
    @usableFromInline var entries: [Key: (value: Value, used: UInt64)] = [:]
    @usableFromInline var clock: UInt64 = 0

    /// A cache of at most `capacity` entries.
    @inlinable
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        entries.reserveCapacity(self.capacity + 1)
    }

    /// How many entries it holds.
    @inlinable public var count: Int { entries.count }
    /// Whether it holds none.
    @inlinable public var isEmpty: Bool { entries.isEmpty }

    /// The value for `key`, marking it as just used.
    @inlinable
    public mutating func value(for key: Key) -> Value? {
        // One hash: the hit is marked used through its index.
        guard let i = entries.index(forKey: key) else { return nil }
        clock &+= 1
        entries.values[i].used = clock
        return entries.values[i].value
    }

    /// Whether `key` is cached (without marking it used).
    @inlinable
    public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value` for `key` as just used. Returns the values that left:
    /// a value it replaced for the same key, and any pushed out by the bound.
    @inlinable @discardableResult
    public mutating func insert(_ value: Value, for key: Key) -> [Value] {
        clock &+= 1
        var out: [Value] = []
        if let old = entries.updateValue((value, clock), forKey: key) { out.append(old.value) }
        if entries.count > capacity {
            // Every use takes a new clock value, so the entries to push out
            // are those at or below the (count − keep)-th smallest.
            let keep = max(1, capacity * 3 / 4)
            var used: [UInt64] = []
            used.reserveCapacity(entries.count)
            for e in entries.values { used.append(e.used) }
            used.sort()
            let cutoff = used[entries.count - keep - 1]
            var leaving: [Key] = []
            leaving.reserveCapacity(entries.count - keep)
            for (k, e) in entries where e.used <= cutoff { leaving.append(k) }
            for k in leaving {
                if let e = entries.removeValue(forKey: k) { out.append(e.value) }
            }
        }
        return out
    }

    /// Empties the cache, returning every value.
    @inlinable
    public mutating func removeAll() -> [Value] {
        let out = entries.values.map(\.value)
        entries.removeAll(keepingCapacity: true)
        return out
    }
}

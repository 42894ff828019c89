/// Values by slot, for the few slots a pager holds pages in: kept sorted
/// by slot in one array, so a lookup is a short search and walking them
/// goes in slot order.
///
/// A Dictionary ran Swift's seeded SipHash for every lookup, insert and
/// removal, and walked its buckets to iterate: about 900 instructions of a
/// jump frame for a handful of pages (callgrind, `make bench`).
public struct SlotMap<Value>: Sequence {
    /// The entries, in slot order (changed only through the map).
    @usableFromInline var storage: [(key: Int, value: Value)] = []
    /// The entries, in slot order.
    @inlinable public var entries: [(key: Int, value: Value)] { storage }

    /// An empty map.
    public init() {}

    /// How many slots hold a value.
    @inlinable public var count: Int { storage.count }
    /// Whether no slot holds a value.
    @inlinable public var isEmpty: Bool { storage.isEmpty }
    // Closures, not key paths: a key path into a generic tuple is built at
    // run time on each call, demangling its type (seen in callgrind).
    /// The slots holding a value, in order.
    @inlinable public var keys: [Int] { storage.map { $0.key } }
    /// The values, in slot order.
    @inlinable public var values: [Value] { storage.map { $0.value } }

    /// Where `key` is, or where it would go.
    @inlinable
    func index(of key: Int) -> (index: Int, found: Bool) {
        var lo = 0, hi = storage.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let k = storage[mid].key
            if k == key { return (mid, true) }
            if k < key { lo = mid + 1 } else { hi = mid }
        }
        return (lo, false)
    }

    /// The value in `key`'s slot; setting nil empties the slot.
    @inlinable
    public subscript(key: Int) -> Value? {
        get {
            let (i, found) = index(of: key)
            return found ? storage[i].value : nil
        }
        set {
            let (i, found) = index(of: key)
            if let newValue {
                if found { storage[i].value = newValue } else { storage.insert((key, newValue), at: i) }
            } else if found {
                storage.remove(at: i)
            }
        }
    }

    /// Empties `key`'s slot, returning what it held.
    @inlinable @discardableResult
    public mutating func removeValue(forKey key: Int) -> Value? {
        let (i, found) = index(of: key)
        return found ? storage.remove(at: i).value : nil
    }

    /// Empties every slot.
    public mutating func removeAll() { storage.removeAll() }

    /// The entries in slot order.
    @inlinable
    public func makeIterator() -> IndexingIterator<[(key: Int, value: Value)]> { storage.makeIterator() }
}

extension SlotMap where Value: Equatable {
    /// Whether some slot holds `value`.
    @inlinable
    public func containsValue(_ value: Value) -> Bool {
        for e in storage where e.value == value { return true }
        return false
    }
}

extension SlotMap: Equatable where Value: Equatable {
    /// The same values in the same slots.
    public static func == (a: SlotMap, b: SlotMap) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

extension SlotMap: Sendable where Value: Sendable {}

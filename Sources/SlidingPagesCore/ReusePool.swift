/// Views waiting for reuse, each with its reuse type (SwipeView users asked
/// for several kinds of page; UITableView's reuse identifiers). A view is
/// offered only to an item of its own type, the most recently pooled
/// first, and each type keeps at most `capacity` views.
///
/// Generic over the view so the decisions are tested without a display;
/// the widget keeps its page widgets here. With one type (a source that
/// gives none) it reuses exactly as ``RecyclePlan/reuse`` says.
///
///     var pool = ReusePool<String>()
///     pool.put("list A", type: 0)
///     pool.put("form B", type: 1)
///     pool.take(type: 1)   // "form B"
///     pool.take(type: 1)   // nil: no form left, a new one is made
public struct ReusePool<Element: Equatable> {
    // Inlinable, so the widget's pool is specialized for its widget
    // pointers: unspecialized, every call looked up the entries' tuple
    // metadata and the element's Equatable witness, in the paging frame's
    // path (seen in callgrind on the jump benchmark).
    @usableFromInline var storage: [(type: Int, element: Element)] = []

    /// An empty pool.
    @inlinable public init() {}

    /// Oldest first.
    @inlinable public var entries: [(type: Int, element: Element)] { storage }
    /// How many elements wait.
    @inlinable public var count: Int { storage.count }
    /// Whether none wait.
    @inlinable public var isEmpty: Bool { storage.isEmpty }
    /// The waiting elements, oldest first.
    @inlinable public var elements: [Element] { storage.map { $0.element } }

    /// Whether `element` waits.
    @inlinable public func contains(_ element: Element) -> Bool {
        storage.contains { $0.element == element }
    }

    /// The type `element` was pooled with.
    @inlinable public func type(of element: Element) -> Int? {
        storage.first { $0.element == element }?.type
    }

    /// Makes a waiting `element` one of `type`, keeping its place.
    @inlinable public mutating func setType(_ type: Int, of element: Element) {
        if let i = storage.firstIndex(where: { $0.element == element }) { storage[i].type = type }
    }

    /// Puts `element` in, as one of `type`.
    @inlinable public mutating func put(_ element: Element, type: Int) {
        storage.append((type, element))
    }

    /// The most recently pooled view of `type`, taken out; nil if none.
    @inlinable public mutating func take(type: Int) -> Element? {
        guard let i = storage.lastIndex(where: { $0.type == type }) else { return nil }
        return storage.remove(at: i).element
    }

    /// The most recently pooled view of `type`, left in the pool.
    @inlinable public func peek(type: Int) -> Element? {
        storage.last { $0.type == type }?.element
    }

    /// Takes `element` out wherever it is; false if it was not pooled.
    @inlinable @discardableResult
    public mutating func remove(_ element: Element) -> Bool {
        guard let i = storage.firstIndex(where: { $0.element == element }) else { return false }
        storage.remove(at: i)
        return true
    }

    /// Drops the oldest views of each type beyond `capacity`, and returns
    /// them (oldest first) for the widget to let go.
    @inlinable public mutating func trim(toCapacity capacity: Int) -> [Element] {
        let keep = max(0, capacity)
        // No type can be over when all of them together are not.
        if storage.count <= keep { return [] }
        var seen: [Int: Int] = [:]
        var dropped: [Element] = []
        // Newest first, so the newest of each type are the ones kept.
        var kept: [(type: Int, element: Element)] = []
        for e in storage.reversed() {
            let n = seen[e.type, default: 0]
            if n < keep {
                seen[e.type] = n + 1
                kept.append(e)
            } else {
                dropped.append(e.element)
            }
        }
        guard !dropped.isEmpty else { return [] }
        storage = kept.reversed()
        return dropped.reversed()
    }

    /// Empties the pool.
    @inlinable public mutating func removeAll() {
        storage.removeAll()
    }
}

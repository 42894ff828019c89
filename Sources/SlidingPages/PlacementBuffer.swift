import CSlidingPages

/// The children's places of one layout answer, in memory of its own that
/// stays put until the next answer (the C half reads it after the hook
/// returns), reused frame after frame.
final class PlacementBuffer {
    /// Unchecked: changed only by `append` and `removeAll`, which call
    /// nothing out (BENCHMARKS.md, "Exclusivity checks").
    @exclusivity(unchecked) private var storage: (pointer: UnsafeMutablePointer<SPPlacement>, count: Int, capacity: Int)

    var pointer: UnsafeMutablePointer<SPPlacement> { storage.pointer }
    var count: Int { storage.count }

    init() { storage = (.allocate(capacity: 8), 0, 8) }
    deinit { storage.pointer.deallocate() }

    func removeAll() { storage.count = 0 }

    func append(_ p: SPPlacement) {
        if storage.count == storage.capacity {
            let grown = UnsafeMutablePointer<SPPlacement>.allocate(capacity: storage.capacity * 2)
            grown.moveInitialize(from: storage.pointer, count: storage.count)
            storage.pointer.deallocate()
            storage.pointer = grown
            storage.capacity *= 2
        }
        (storage.pointer + storage.count).initialize(to: p)
        storage.count += 1
    }
}

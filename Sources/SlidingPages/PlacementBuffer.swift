import CSlidingPages

/// The children's places of one layout answer, in memory of its own that
/// stays put until the next answer (the C half reads it after the hook
/// returns), reused frame after frame.
final class PlacementBuffer {
    private(set) var pointer: UnsafeMutablePointer<SPPlacement>
    private(set) var count = 0
    private var capacity = 8

    init() { pointer = .allocate(capacity: capacity) }
    deinit { pointer.deallocate() }

    func removeAll() { count = 0 }

    func append(_ p: SPPlacement) {
        if count == capacity {
            let grown = UnsafeMutablePointer<SPPlacement>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: pointer, count: count)
            pointer.deallocate()
            pointer = grown
            capacity *= 2
        }
        (pointer + count).initialize(to: p)
        count += 1
    }
}

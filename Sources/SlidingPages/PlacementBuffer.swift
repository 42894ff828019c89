import CSlidingPages

/// One layout answer's child places, in memory that stays put until the next (the C half
/// reads it after the hook returns); its count lives there too, so needs no exclusivity check.
final class PlacementBuffer {
    private struct Header {
        var pointer: UnsafeMutablePointer<SPPlacement>
        var count: Int
        var capacity: Int
    }
    private let header: UnsafeMutablePointer<Header>

    var pointer: UnsafeMutablePointer<SPPlacement> { header.pointee.pointer }
    var count: Int { header.pointee.count }

    init() {
        header = .allocate(capacity: 1)
        header.initialize(to: Header(pointer: .allocate(capacity: 8), count: 0, capacity: 8))
    }
    deinit {
        header.pointee.pointer.deallocate()
        header.deallocate()
    }

    func removeAll() { header.pointee.count = 0 }

    func append(_ p: SPPlacement) {
        if header.pointee.count == header.pointee.capacity {
            let grown = UnsafeMutablePointer<SPPlacement>.allocate(capacity: header.pointee.capacity * 2)
            grown.moveInitialize(from: header.pointee.pointer, count: header.pointee.count)
            header.pointee.pointer.deallocate()
            header.pointee.pointer = grown
            header.pointee.capacity *= 2
        }
        (header.pointee.pointer + header.pointee.count).initialize(to: p)
        header.pointee.count += 1
    }
}

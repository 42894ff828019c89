import Testing
@testable import SlidingPagesCore

@Suite("Arrays a C host hands over")
struct HostArrayTests {
    typealias Raw = (kind: Int, index: Int, count: Int, to: Int)

    func read(_ raw: [Raw]?, count: Int) -> Result<[ItemChange], HostArrayProblem> {
        guard let raw else { return hostChanges(nil as UnsafePointer<Raw>?, count: count, limit: 8) { $0 } }
        return raw.withUnsafeBufferPointer { hostChanges($0.baseAddress, count: count, limit: 8) { $0 } }
    }

    @Test("each kind reads as its change, in order, and a wild kind names its place and value")
    func kinds() throws {
        let raw: [Raw] = [(0, 1, 2, 0), (1, 3, 4, 0), (2, 5, 0, 6), (3, 7, 0, 0)]
        #expect(try read(raw, count: 4).get() == [.insert(at: 1, count: 2), .delete(at: 3, count: 4), .move(from: 5, to: 6), .reload(at: 7)])
        for wild in [-1, 4, 9] {
            let out = read([(0, 0, 1, 0), (wild, 0, 0, 0)], count: 2)
            guard case .failure(let p) = out else { Issue.record("kind \(wild) read as \(out)"); continue }
            #expect(p.description == "change 1 has no kind \(wild) (insert, delete, move, reload are 0–3)")
        }
    }

    @Test("a length out of range or a NULL array with items is refused; none reads as no changes")
    func lengths() throws {
        for n in [-1, 9, Int.min] {
            guard case .failure(let p) = read([], count: n) else { Issue.record("length \(n) read"); continue }
            #expect(p.description == "\(UInt(bitPattern: n)) changes is not a length")
        }
        if case .failure(let p) = read(nil, count: 3) {
            #expect(p.description == "changes is NULL with n_changes 3")
        } else {
            Issue.record("NULL with 3 read")
        }
        #expect(try read(nil, count: 0).get().isEmpty)
    }
}

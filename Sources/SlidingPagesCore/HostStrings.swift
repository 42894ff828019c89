/// A C array a host handed over that cannot be read, said as the C call
/// names it.
public struct HostArrayProblem: Error, CustomStringConvertible, Sendable {
    /// What is wrong, naming the argument.
    public let description: String
}

/// The strings of a host's C array of `n` strings, its argument named
/// `name`; more than `limit` is read as a garbage length, not read.
public func hostStrings(_ array: UnsafePointer<UnsafePointer<CChar>?>?, count n: Int, name: String,
                        limit: Int) -> Result<[String], HostArrayProblem> {
    guard n >= 0, n <= limit else { return .failure(HostArrayProblem(description: "\(UInt(bitPattern: n)) is not a length for \(name)")) }
    guard n > 0 else { return .success([]) }
    guard let array else { return .failure(HostArrayProblem(description: "\(name) is NULL with a length of \(n)")) }
    var out: [String] = []
    out.reserveCapacity(n)
    for k in 0..<n {
        guard let s = array[k] else { return .failure(HostArrayProblem(description: "\(name)[\(k)] is NULL")) }
        out.append(String(cString: s))
    }
    return .success(out)
}

/// The changes of a host's C array of `n` changes (its argument named
/// `changes`), each read by `fields` as kind (0 insert, 1 delete, 2 move,
/// 3 reload), index, count and destination; more than `limit` is read as
/// a garbage length, not read.
public func hostChanges<C>(_ array: UnsafePointer<C>?, count n: Int, limit: Int,
                           fields: (C) -> (kind: Int, index: Int, count: Int, to: Int)) -> Result<[ItemChange], HostArrayProblem> {
    guard n >= 0, n <= limit else { return .failure(HostArrayProblem(description: "\(UInt(bitPattern: n)) changes is not a length")) }
    guard n > 0 else { return .success([]) }
    guard let array else { return .failure(HostArrayProblem(description: "changes is NULL with n_changes \(n)")) }
    var out: [ItemChange] = []
    out.reserveCapacity(n)
    for k in 0..<n {
        let c = fields(array[k])
        switch c.kind {
        case 0: out.append(.insert(at: c.index, count: c.count))
        case 1: out.append(.delete(at: c.index, count: c.count))
        case 2: out.append(.move(from: c.index, to: c.to))
        case 3: out.append(.reload(at: c.index))
        default: return .failure(HostArrayProblem(description: "change \(k) has no kind \(c.kind) (insert, delete, move, reload are 0–3)"))
        }
    }
    return .success(out)
}

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

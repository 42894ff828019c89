import Glibc

/// Where the sample's assets are: `SLIDING_PAGES_DATA_DIR`, an install
/// prefix's share folder next to the executable, or the checkout it was
/// built in. `nil` when none has the file.
func resourcePath(_ name: String) -> String? {
    var candidates: [String] = []
    if let env = getenv("SLIDING_PAGES_DATA_DIR") { candidates.append(String(cString: env) + "/" + name) }
    var buf = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buf, buf.count - 1)
    if n > 0 {
        let exe = String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let dir = exe.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        candidates.append(dir + "/../share/sliding-pages/" + name)
        candidates.append(dir + "/../../Resources/" + name)  // .build/<config>/ in a checkout
        candidates.append(dir + "/../../../Resources/" + name)  // .build/<triple>/<config>/
    }
    // The checkout the sample was built from (a run from elsewhere).
    let source = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    candidates.append(source + "/Resources/" + name)
    return candidates.first { access($0, R_OK) == 0 }
}

import Glibc

/// Test-side access to the environment and clock (the core has neither).
func getenvShim(_ name: String) -> String? {
    guard let p = getenv(name) else { return nil }
    return String(cString: p)
}

func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// Runs `body` on the main actor from a toolkit's hook, handed the hook's
/// arguments so that the closure captures nothing (one that captures gets
/// a heap context through `withoutActuallyEscaping`, an allocation a call).
/// GTK calls every hook on the thread that runs its main loop, the only
/// one a pager exists on. Debug builds check that; release builds skip
/// `MainActor.assumeIsolated`'s question to the runtime, asked several
/// times a frame (BENCHMARKS.md, "GTK 4: runtime checks in a frame").
/// For both faces, not for hosts: `package`.
@inlinable @inline(__always)
package func onMainActor<A, T>(_ args: A, _ body: @MainActor (A) throws -> T) rethrows -> T {
    #if DEBUG
    MainActor.preconditionIsolated()
    #endif
    return try withoutActuallyEscaping(body) { isolated in
        try unsafeBitCast(isolated, to: ((A) throws -> T).self)(args)
    }
}

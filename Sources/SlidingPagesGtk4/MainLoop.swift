import CSlidingPagesGtk4

/// What GLib holds for ``onMainLoop(priority:after:_:)`` until it runs.
@MainActor
private final class MainLoopCall {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

/// Runs `body` once from GTK's main loop: after `ms` milliseconds, or when
/// idle at `priority`. GLib owns the closure, and what it captures, until
/// it has run or its source is removed; the source's id is handed back.
@MainActor @discardableResult
func onMainLoop(priority: Int32 = G_PRIORITY_HIGH_IDLE, after ms: guint? = nil, _ body: @escaping @MainActor () -> Void) -> guint {
    let data = Unmanaged.passRetained(MainLoopCall(body)).toOpaque()
    let run: GSourceFunc = { data in
        let call = Unmanaged<MainLoopCall>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { call.body() }
        return 0
    }
    let free: GDestroyNotify = { data in Unmanaged<MainLoopCall>.fromOpaque(data!).release() }
    guard let ms else { return g_idle_add_full(priority, run, data, free) }
    return g_timeout_add_full(priority, ms, run, data, free)
}

import CSlidingPagesGtk

/// The module's own shorthand for ``Pager/Widget`` (not exported, so an
/// app's own `Widget` never clashes with it).
typealias Widget = Pager.Widget

// Closures handed to GLib: each box is retained once on connect and released
// in the destroy notify GLib calls when the handler or source goes away.

final class ClosureBox<Argument> {
    let body: @MainActor (Argument) -> Void
    init(_ body: @escaping @MainActor (Argument) -> Void) { self.body = body }
}

final class PredicateBox {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}

/// The GLib conveniences the pager and its sample use: signal handlers and main-loop
/// callbacks as Swift closures, each box owned by GLib.
@MainActor
public enum PagerGLib {
    /// Connects a handler to a signal whose only argument is the emitting widget ("clicked",
    /// "destroy", …). Any other shape is refused with a warning (use ``connectInt(_:_:_:)``),
    /// returning 0.
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor (Pager.Widget) -> Void) -> gulong {
        guard shapeIs(instance, signal, parameters: 0, "connect(_:_:_:) takes signals with no arguments besides the widget") else { return 0 }
        let box = Unmanaged.passRetained(ClosureBox<Widget>(body)).toOpaque()
        return sp_connect_widget_signal(instance, signal, { widget, data in
            let box = Unmanaged<ClosureBox<Widget>>.fromOpaque(data!).takeUnretainedValue()
            onMainActor { box.body(widget!) }
        }, box, { data, _ in Unmanaged<ClosureBox<Widget>>.fromOpaque(data!).release() })
    }

    /// Connects a handler to a signal with one int or gboolean argument ("settled",
    /// "item-selected", …); any other shape is refused with a warning, returning 0.
    @discardableResult
    public static func connectInt(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor (Int) -> Void) -> gulong {
        // G_TYPE_INT, and G_TYPE_BOOLEAN, which C passes as an int.
        guard shapeIs(instance, signal, parameters: 1, first: [GType(6 << 2), GType(5 << 2)],
                      "connectInt(_:_:_:) takes signals with one int or gboolean argument") else { return 0 }
        let box = Unmanaged.passRetained(ClosureBox<Int>(body)).toOpaque()
        return sp_connect_int_signal(instance, signal, { _, value, data in
            let box = Unmanaged<ClosureBox<Int>>.fromOpaque(data!).takeUnretainedValue()
            onMainActor { box.body(Int(value)) }
        }, box, { data, _ in Unmanaged<ClosureBox<Int>>.fromOpaque(data!).release() })
    }

    /// Connects a handler to a signal with one double argument ("did-scroll"); any other
    /// shape is refused with a warning, returning 0.
    @discardableResult
    public static func connectDouble(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor (Double) -> Void) -> gulong {
        guard shapeIs(instance, signal, parameters: 1, first: [GType(15 << 2)], "connectDouble(_:_:_:) takes signals with one double argument") else { return 0 }
        let box = Unmanaged.passRetained(ClosureBox<Double>(body)).toOpaque()
        return sp_connect_double_signal(instance, signal, { _, value, data in
            let box = Unmanaged<ClosureBox<Double>>.fromOpaque(data!).takeUnretainedValue()
            onMainActor { box.body(value) }
        }, box, { data, _ in Unmanaged<ClosureBox<Double>>.fromOpaque(data!).release() })
    }

    /// Connects to "notify::NAME".
    @discardableResult
    public static func connectNotify(_ instance: UnsafeMutableRawPointer, _ property: String, _ body: @escaping @MainActor () -> Void) -> gulong {
        let box = Unmanaged.passRetained(ClosureBox<Void>({ _ in body() })).toOpaque()
        return sp_connect_notify(instance, "notify::\(property)", { _, _, data in
            let box = Unmanaged<ClosureBox<Void>>.fromOpaque(data!).takeUnretainedValue()
            onMainActor { box.body(()) }
        }, box, { data, _ in Unmanaged<ClosureBox<Void>>.fromOpaque(data!).release() })
    }

    /// Whether `signal` of `instance` takes `parameters` arguments (the first of a `first`
    /// type, when given); otherwise warns, naming the signal.
    private static func shapeIs(_ instance: UnsafeMutableRawPointer, _ signal: String, parameters: Int, first types: [GType] = [],
                                _ rule: String) -> Bool {
        var first = GType(0)
        let n = Int(sp_signal_shape(instance, signal, &first))
        if n == parameters && (types.isEmpty || types.contains(first)) { return true }
        let what = n < 0 ? "there is no signal \"\(signal)\" on this object" : "\"\(signal)\" has \(n) argument\(n == 1 ? "" : "s")"
        sp_warning("PagerGLib: \(rule); \(what), so it was not connected")
        return false
    }

    /// Runs `body` from GTK's main loop when it is idle; returning true runs it again.
    @discardableResult
    public static func idle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping @MainActor () -> Bool) -> guint {
        let box = Unmanaged.passRetained(PredicateBox(body)).toOpaque()
        return g_idle_add_full(priority, { data in
            let box = Unmanaged<PredicateBox>.fromOpaque(data!).takeUnretainedValue()
            return onMainActor { box.body() } ? 1 : 0
        }, box, { data in Unmanaged<PredicateBox>.fromOpaque(data!).release() })
    }

    /// Runs `body` after `seconds` from GTK's main loop; returning true repeats.
    @discardableResult
    public static func timeout(seconds: Double, _ body: @escaping @MainActor () -> Bool) -> guint {
        let box = Unmanaged.passRetained(PredicateBox(body)).toOpaque()
        let ms = guint(max(0, min(seconds, 86_400)) * 1000)
        return g_timeout_add_full(G_PRIORITY_DEFAULT, ms, { data in
            let box = Unmanaged<PredicateBox>.fromOpaque(data!).takeUnretainedValue()
            return onMainActor { box.body() } ? 1 : 0
        }, box, { data in Unmanaged<PredicateBox>.fromOpaque(data!).release() })
    }
}

/// The monotonic clock GDK's frame clock uses, in seconds.
func monotonicSeconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// A widget pointer as a GObject pointer.
@inline(__always)
func object(_ w: Widget) -> UnsafeMutablePointer<GObject> { sp_object(w) }

/// Runs `body` on the main actor from a GTK callback: GTK calls back only on its main
/// loop's thread, where a pager lives. Debug builds check with `MainActor.assumeIsolated`;
/// release builds skip the executor lookup, as every hook of every frame would pay it.
@inline(__always)
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    #if DEBUG
    return try MainActor.assumeIsolated(body)
    #else
    return try withoutActuallyEscaping(body) { isolated in
        try unsafeBitCast(isolated, to: (() throws -> T).self)()
    }
    #endif
}

// The hooks a frame or an input event calls use the core's
// `onMainActor(_:_:)`, handed their arguments instead of capturing them.

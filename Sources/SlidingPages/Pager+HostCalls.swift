import CSlidingPagesGtk
import SlidingPagesCore

// Calls into the host's code (data sources, delegates, signal handlers)
// may call back in, or destroy the pager: what is in progress, the work
// deferred until it returns, and problems reported once.

extension Pager {
    /// Reports a problem once, with GLib's warning level: once per message,
    /// or once per `kind` when the message names a detail (an index) that
    /// would otherwise repeat the warning for every item.
    func warnOnce(_ message: String, kind: String? = nil) {
        guard warned.insert(kind ?? message).inserted else { return }
        sp_warning(message)
    }

    /// Runs `work` now, or after the data source call in progress returns.
    func whenSafe(_ work: @escaping @MainActor () -> Void) {
        if inDataSource {
            // Reloading or changing items from inside the data source would
            // change the list under the call that is filling it: run it
            // right after.
            calls.deferred.append(work)
            scheduleDeferred()
        } else {
            work()
        }
    }

    /// Runs the work deferred from data source calls, in order. Work that
    /// queues more work from inside the calls it makes (a source that
    /// reloads from inside every view call) would never end: past
    /// ``deferredWorkLimit`` runs in one go the rest is dropped, with a
    /// warning, and the pager stays as the last change left it.
    func runDeferred() {
        guard !calls.runningDeferred else { return }
        calls.runningDeferred = true
        defer { calls.runningDeferred = false }
        var runs = 0
        while isAlive && !calls.deferred.isEmpty && !inDataSource {
            let work = calls.deferred.removeFirst()
            work()
            runs += 1
            if runs >= Pager.deferredWorkLimit && !calls.deferred.isEmpty {
                warnOnce("the data source changes the pager from inside every call it gets (a reload or move from inside a view or title call, say); \(calls.deferred.count) queued changes dropped to break the loop")
                calls.deferred.removeAll()
            }
        }
    }

    /// Deferred changes run in one go before a loop is assumed: far more
    /// than a source makes from one call.
    static let deferredWorkLimit = 64

    /// Runs work deferred during a data source call, once the call returned.
    func scheduleDeferred() {
        guard !calls.deferred.isEmpty else { return }
        PagerGLib.idle { [ref = callbackBox] in
            ref.pager?.runDeferred()
            return false
        }
    }
}

/// Calls into the host's code: whether one is in progress, the work
/// deferred until it returns, and the events being delivered.
struct HostCalls {
    var inDataSource = false
    var deferred: [@MainActor () -> Void] = []
    var runningDeferred = false
    /// A layout waits for the main loop (``Pager/itemExtentFunction``).
    var layoutQueued = false
    var delivering = false
    /// The core's events being delivered (its buffers swap each frame).
    var eventBatch: [PagerEvent] = []
}

import CSlidingPagesGtk
import Glibc

/// Every GLib message of warning level or worse, from any domain, as
/// "DOMAIN: message"; tests assert on them (a critical fails the test that
/// made it unless it expected it).
nonisolated(unsafe) var capturedLog: [String] = []

enum LogCapture {
    nonisolated(unsafe) static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        g_log_set_writer_func({ level, fields, count, _ in
            if level.rawValue & (G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue) != 0 {
                var domain = "", message = ""
                for k in 0..<Int(count) {
                    let f = fields![k]
                    guard let key = f.key, let value = f.value else { continue }
                    let name = String(cString: key)
                    if name == "GLIB_DOMAIN" { domain = String(cString: value.assumingMemoryBound(to: CChar.self)) }
                    if name == "MESSAGE" { message = String(cString: value.assumingMemoryBound(to: CChar.self)) }
                }
                let kind = level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 ? "CRITICAL" : "WARNING"
                capturedLog.append("\(kind) \(domain): \(message)")
            }
            return g_log_writer_default(level, fields, count, nil)
        }, nil, nil)
    }

    /// Messages since `mark`.
    static func since(_ mark: Int) -> [String] { Array(capturedLog[min(mark, capturedLog.count)...]) }
}

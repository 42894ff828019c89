import SlidingPages

import Glibc

/// Command-line options of the sample (for people and for tests).
struct DemoOptions {
    var scenario = "sliding"
    var startPage: Int?
    var snapshot: String?
    var trace = false
    var quitAfter: Double?
    /// The whole window right to left, as in Arabic or Hebrew.
    var rightToLeft = false
    /// Pager properties to set on the scenario shown, in order (--set).
    var sets: [(name: String, value: String)] = []

    static let usage = """
    Usage: SlidingPagesDemo [--scenario NAME] [--page N] [--set PROPERTY=VALUE]... [--rtl] [--snapshot FILE.png] [--trace] [--quit-after SECONDS]
           SlidingPagesDemo --version
      NAME is one of: sliding, million, carousel, feed, deck, dots, calendar, controls, guide, transforms
      N is the page to open on, counted from 0 (the first page is 0)
      PROPERTY is any writable property of the pager (its GObject name, such as
      page-effect=depth, items-per-page=2, wrap=true, spacing=12)
    """

    static func parse(_ args: [String]) -> DemoOptions {
        var o = DemoOptions()
        var i = 1
        func value(_ flag: String) -> String? {
            i += 1
            guard i < args.count else {
                warn("\(flag) needs a value")
                return nil
            }
            return args[i]
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "--scenario":
                if let v = value(a) {
                    if Scenario.named(v) != nil { o.scenario = v } else { warn("unknown scenario \(v); using sliding") }
                }
            case "--page":
                if let v = value(a) { if let n = Int(v), n >= 0 { o.startPage = n } else { warn("--page needs a whole number ≥ 0, got \(v)") } }
            case "--set":
                if let v = value(a) {
                    let parts = v.split(separator: "=", maxSplits: 1).map(String.init)
                    if parts.count == 2, !parts[0].isEmpty { o.sets.append((parts[0], parts[1])) } else { warn("--set needs PROPERTY=VALUE, got \(v)") }
                }
            case "--snapshot": o.snapshot = value(a)
            case "--trace": o.trace = true
            case "--rtl": o.rightToLeft = true
            case "--version":
                print("SlidingPagesDemo \(SlidingPagesVersion.string)")
                exit(0)
            case "--quit-after":
                if let v = value(a) { if let s = Double(v), s >= 0, s.isFinite { o.quitAfter = s } else { warn("--quit-after needs seconds, got \(v)") } }
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                // As GTK's own option parsing does: a mistyped flag stops here.
                warn("unknown option \(a)\n\(usage)")
                exit(2)
            }
            i += 1
        }
        return o
    }
}

func warn(_ s: String) {
    FileHandleShim.standardError("SlidingPagesDemo: \(s)\n")
}

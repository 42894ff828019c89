/// Command-line options of the sample.
struct DemoOptions {
    var pages = 7
    var startPage = 0
    var quitAfter: Double?
    var trace = false

    static func parse(_ args: [String]) -> DemoOptions {
        var o = DemoOptions()
        var i = 1
        func value() -> String? {
            i += 1
            return i < args.count ? args[i] : nil
        }
        while i < args.count {
            switch args[i] {
            case "--pages": if let v = value(), let n = Int(v) { o.pages = n } else { warn("--pages needs a whole number") }
            case "--page": if let v = value(), let n = Int(v) { o.startPage = n } else { warn("--page needs a whole number") }
            case "--trace": o.trace = true
            case "--quit-after": if let v = value(), let s = Double(v), s >= 0 { o.quitAfter = s } else { warn("--quit-after needs seconds") }
            default: warn("unknown option \(args[i])")
            }
            i += 1
        }
        return o
    }

    static func warn(_ s: String) { print("SlidingPagesDemo: \(s)") }
}

func warn(_ s: String) { DemoOptions.warn(s) }

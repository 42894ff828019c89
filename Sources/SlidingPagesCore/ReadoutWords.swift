/// The words a screen reader is told a page with, as a face's translation
/// gives them: printf templates with numbered arguments (gettext's
/// c-format), so a language may put the count before the page. The core
/// decides which template reads a page; the face only looks them up.
public struct ReadoutWords: Sendable, Equatable {
    /// A page of a counted pager: `%1$d` the page from 1, `%2$d` the count.
    public var pageOfCount: String
    /// A page with no count: `%1$d` the page from 1.
    public var page: String
    /// A pager without pages.
    public var noPages: String
    /// A numbered page and its title: `%1$s` the number, `%2$s` the title.
    public var titled: String

    /// Words from a translation; each left out is the English one.
    public init(pageOfCount: String = "Page %1$d of %2$d", page: String = "Page %1$d", noPages: String = "No pages",
                titled: String = "%1$s: %2$s") {
        self.pageOfCount = pageOfCount
        self.page = page
        self.noPages = noPages
        self.titled = titled
    }

    /// The untranslated words, which are also the translations' keys.
    public static let english = ReadoutWords()

    /// "Page k of n", or "Page k" without a count (`number` from 1).
    public func numbered(_ number: Int, of count: Int?) -> String {
        guard let count else { return Self.fill(page, [String(number)]) }
        return Self.fill(pageOfCount, [String(number), String(count)])
    }

    /// `template` with each `%N$d` or `%N$s` replaced by `arguments[N - 1]`,
    /// a plain `%d` or `%s` by the next argument, and `%%` by `%`. Anything
    /// else, an argument that is missing among it, is kept as written, so
    /// a faulty translation reads oddly rather than crashing.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                out += "%"
                rest = rest.dropFirst()
                continue
            }
            // An optional "N$" before the conversion.
            var index = next
            var spec = rest
            if let digit = spec.first, let n = digit.wholeNumberValue, n > 0, spec.dropFirst().first == "$" {
                index = n - 1
                spec = spec.dropFirst(2)
            } else {
                next += 1
            }
            if let conversion = spec.first, conversion == "d" || conversion == "s", arguments.indices.contains(index) {
                out += arguments[index]
                rest = spec.dropFirst()
            } else {
                out += "%"
            }
        }
        out += rest
        return out
    }
}

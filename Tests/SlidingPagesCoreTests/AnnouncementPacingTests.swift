import Testing
@testable import SlidingPagesCore

@Suite("Announcement pacing")
struct AnnouncementPacingTests {
    /// Plays changes at the given times, keeping the deadline a `.wait`
    /// asks for as a GLib timeout would; returns the announcement times and
    /// the time of the change each one tells (the latest at or before it).
    func play(_ changes: [Double], interval: Double) -> [(at: Double, tells: Double)] {
        var pacing = AnnouncementPacing(interval: interval)
        var deadline: Double?
        var told: [(Double, Double)] = []
        var latest = -1.0
        var i = 0
        while i < changes.count || deadline != nil {
            if let d = deadline, i == changes.count || d <= changes[i] {
                deadline = nil
                if pacing.deadlinePassed(at: d) { told.append((d, latest)) }
                continue
            }
            let t = changes[i]
            latest = t
            i += 1
            switch pacing.changed(at: t) {
            case .announce: told.append((t, t))
            case .wait(let until):
                #expect(deadline == nil, "a second deadline while one is set")
                #expect(until >= t && until <= t + interval)
                deadline = until
            case .none: #expect(deadline != nil, "nothing will announce this change")
            }
        }
        return told
    }

    /// Every subset of ten change times 0.1 s apart, at three intervals.
    @Test("first change told at once, then at most one per interval, the last always told")
    func everyPattern() {
        for interval in [0.0, 0.25, 0.35] {
            for mask in 1..<(1 << 10) {
                let changes = (0..<10).filter { mask >> $0 & 1 == 1 }.map { Double($0) / 10 }
                let told = play(changes, interval: interval)
                // The first change is told when it happens.
                #expect(told.first?.at == changes[0])
                // Never two within an interval (less a rounding hair).
                for (a, b) in zip(told, told.dropFirst()) { #expect(b.at - a.at >= interval - 1e-9) }
                // The last change is told, within one interval.
                let last = told.last!
                #expect(last.tells == changes.last!)
                #expect(last.at <= changes.last! + interval + 1e-9)
                // A change an interval or more after the last announcement
                // before it is told at once.
                for t in changes {
                    let quiet = told.filter { $0.at < t }.last.map { t - $0.at >= interval } ?? true
                    if quiet { #expect(told.contains { $0.at == t }, "\(changes) interval \(interval): \(t) not told at once") }
                }
                if interval == 0 { #expect(told.count == changes.count) }
            }
        }
    }

    @Test("cancel forgets a waiting change")
    func cancel() {
        var p = AnnouncementPacing(interval: 0.25)
        let steps = [p.changed(at: 1), p.changed(at: 1.1), p.changed(at: 1.2)]
        #expect(steps == [.announce, .wait(until: 1.25), .none])
        p.cancel()
        let late = p.deadlinePassed(at: 1.25)
        #expect(!late)
        let next = p.changed(at: 1.3)
        #expect(next == .announce)
        #expect(AnnouncementPacing(interval: -1).interval == 0)
    }
}

@Suite("Page read-out")
struct PageReadoutTests {
    /// Each kind of source as a face reads it: counted with its count; no
    /// count, numbered once the first page is known and titled alone
    /// before (numbered from the start when untitled), below it too.
    @Test func readsBySource() {
        let viewport = Size(width: 800, height: 600)
        let counted = PagerLayout(configuration: LayoutConfiguration(), domain: .counted(7), viewport: viewport)
        #expect(PageReadout.text(page: 1, in: counted, title: "Inbox") == "Page 2 of 7: Inbox")
        #expect(PageReadout.text(page: nil, in: counted, title: nil) == "No pages")
        let open = PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: nil, last: nil), viewport: viewport)
        let held = PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: 3, last: nil, numberedFrom: 0), viewport: viewport)
        let known = PagerLayout(configuration: LayoutConfiguration(), domain: .unbounded(first: -3, last: nil), viewport: viewport)
        let none = PagerLayout(configuration: LayoutConfiguration(), domain: .unboundedWithoutPages, viewport: viewport)
        for page in -3...3 {
            for title in [nil, "", "Wed 25 Nov"] as [String?] {
                let named = title.map { !$0.isEmpty } ?? false
                #expect(PageReadout.text(page: page, in: open, title: title) == (named ? title! : "Page \(page + 1)"), "page \(page)")
                #expect(PageReadout.text(page: page, in: held, title: title) == (named ? title! : "Page \(page + 1)"), "page \(page), an end set for a move")
                #expect(PageReadout.text(page: page, in: none, title: title) == "No pages")
            }
            #expect(PageReadout.text(page: page + 3, in: known, title: "Day") == "Page \(page + 4): Day")
        }
    }

    /// Every small page, count and title: the number from 1, the count
    /// when there is one, and the title after a colon only when it has text.
    @Test func readsPageCountAndTitle() {
        #expect(PageReadout.text(page: nil, of: 5, title: "Inbox") == "No pages")
        #expect(PageReadout.text(page: 1, of: 7, title: "Inbox") == "Page 2 of 7: Inbox")
        #expect(PageReadout.text(page: 41, of: nil, title: "") == "Page 42")
        for count in [nil, 1, 2, 7] as [Int?] {
            for page in 0..<(count ?? 3) {
                for title in [nil, "", "Inbox", "Ünïcödé: a title"] as [String?] {
                    let text = PageReadout.text(page: page, of: count, title: title)
                    let number = count.map { "Page \(page + 1) of \($0)" } ?? "Page \(page + 1)"
                    let named = title.map { !$0.isEmpty } ?? false
                    #expect(text.hasPrefix(number), "\(text)")
                    #expect(text == (named ? number + ": " + title! : number), "\(text)")
                }
            }
        }
    }

    /// A translation's words read every kind of page, its numbers in the
    /// order its templates put them.
    @Test func readsInTranslatedWords() {
        let french = ReadoutWords(pageOfCount: "Page %1$d sur %2$d", page: "Page %1$d", noPages: "Aucune page", titled: "%1$s : %2$s")
        #expect(PageReadout.text(page: 1, of: 7, title: "Boîte", words: french) == "Page 2 sur 7 : Boîte")
        #expect(PageReadout.text(page: nil, of: 7, title: "Boîte", words: french) == "Aucune page")
        let counted = PagerLayout(configuration: LayoutConfiguration(), domain: .counted(3), viewport: Size(width: 800, height: 600))
        #expect(PageReadout.text(page: 2, in: counted, title: nil, words: french) == "Page 3 sur 3")
        let countFirst = ReadoutWords(pageOfCount: "%2$d pages, this is %1$d", page: "#%d", noPages: "-", titled: "%2$s (%1$s)")
        #expect(PageReadout.text(page: 0, of: 12, title: "Inbox", words: countFirst) == "Inbox (12 pages, this is 1)")
        #expect(PageReadout.text(page: 4, of: nil, title: nil, words: countFirst) == "#5")
    }

    /// The template filler: numbered and plain arguments, "%%", and
    /// whatever it cannot fill kept as written.
    @Test func fillsTemplates() {
        let cases: [(String, [String], String)] = [
            ("Page %1$d of %2$d", ["2", "7"], "Page 2 of 7"),
            ("%2$d: %1$d", ["2", "7"], "7: 2"),
            ("%d and %s", ["a", "b"], "a and b"),
            ("100%% of %1$d", ["3"], "100% of 3"),
            ("%3$d left", ["1"], "%3$d left"),
            ("%d %d", ["1"], "1 %d"),
            ("%x %", ["1"], "%x %"),
            ("", ["1"], ""),
            ("no arguments", [], "no arguments"),
        ]
        for (template, arguments, expected) in cases {
            #expect(ReadoutWords.fill(template, arguments) == expected, "\(template)")
        }
    }
}

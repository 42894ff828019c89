import CSlidingPagesExtras
import CSlidingPagesGtk
import Glibc
import SlidingPages

// MARK: 7. Days (the RAPageViewController seed: a source with no count)

/// A day of the proleptic Gregorian calendar, counted from 1970-01-01.
struct CalendarDay: Equatable {
    let number: Int

    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    /// Today, in UTC.
    static var today: CalendarDay { CalendarDay(number: Int(time(nil)) / 86_400) }

    static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
    static func days(inYear y: Int) -> Int { isLeap(y) ? 366 : 365 }
    static func days(inMonth m: Int, of y: Int) -> Int {
        m == 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].contains(m) ? 30 : 31
    }

    /// Year, month (1–12) and day of the month, counted a year and a month
    /// at a time: the sample travels decades, not millennia.
    var civil: (year: Int, month: Int, day: Int) {
        var year = 1970, rest = number
        while rest < 0 { year -= 1; rest += CalendarDay.days(inYear: year) }
        while rest >= CalendarDay.days(inYear: year) { rest -= CalendarDay.days(inYear: year); year += 1 }
        var month = 1
        while rest >= CalendarDay.days(inMonth: month, of: year) { rest -= CalendarDay.days(inMonth: month, of: year); month += 1 }
        return (year, month, rest + 1)
    }

    /// 0 is Sunday; 1970-01-01 was a Thursday.
    var weekday: Int { ((number + 4) % 7 + 7) % 7 }
}

/// Days with no count, each asked of its neighbour (a before/after
/// source): the strip titles the loaded days, the dots are a window that
/// moves with the current day, and the buttons set the current day directly,
/// sliding it in from the side it lies on.
@MainActor
final class CalendarScenario: PagerScenario, PagerUnboundedDataSource {
    let pager = Pager()
    let root: Widget
    /// 1900-01-01 to 2100-12-31: the pager stops at both.
    let first = -25_567, last = 47_846

    init() {
        root = UI.box(true, spacing: 0)
        pager.titleWidth = 170
        pager.unboundedDataSource = self
        let bar = UI.box(false, spacing: 6, [
            UI.button("A month back") { [unowned self] in self.go(by: -30) },
            UI.button("Today") { [unowned self] in self.go(to: CalendarDay.today.number) },
            UI.button("A month on") { [unowned self] in self.go(by: 30) },
        ])
        gtk_widget_set_halign(bar, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(bar, 8)
        gtk_widget_set_margin_bottom(bar, 8)
        gtk_box_pack_start(sp_box(root), bar, 0, 0, 0)
        gtk_box_pack_start(sp_box(root), pager.widget, 1, 1, 0)
    }

    /// The day a page shows.
    func day(of page: Widget) -> Int { UI.tag(page, "day") }

    var shown: Int { pager.currentItemView.map(day(of:)) ?? CalendarDay.today.number }

    func go(by days: Int) { go(to: shown + days) }

    /// Shows `n` as the current day, sliding in from its side.
    func go(to n: Int) {
        let target = max(first, min(last, n))
        guard target != shown, let page = page(for: target, reusing: nil) else { return }
        pager.setCurrentPage(page, direction: target > shown ? .forward : .reverse, animated: true)
    }

    func page(for n: Int, reusing view: Widget?) -> Widget? {
        guard n >= first, n <= last else { return nil }
        let d = CalendarDay(number: n)
        let c = d.civil
        let (page, kids) = UI.textPage(reusing: view, style: ["demo-deck-page"],
                                       lines: [(["demo-title"], 0.5, true), (["demo-subtitle"], 0.5, true)])
        UI.setTag(page, "day", n)
        gtk_label_set_text(sp_label(kids[0]), "\(c.day)")
        let weekend = d.weekday == 0 || d.weekday == 6
        gtk_label_set_text(sp_label(kids[1]), "\(CalendarDay.weekdays[d.weekday]), \(CalendarDay.months[c.month - 1]) \(c.year)"
                           + (n == CalendarDay.today.number ? " · today" : ""))
        UI.setClass(page, prefix: "demo-theme", weekend ? "demo-theme2" : "demo-theme0")
        return page
    }

    func initialPage(for pager: Pager, reusing view: Widget?) -> Widget? { page(for: CalendarDay.today.number, reusing: view) }

    func pager(_ pager: Pager, pageBefore page: Widget, reusing view: Widget?) -> Widget? { self.page(for: day(of: page) - 1, reusing: view) }

    func pager(_ pager: Pager, pageAfter page: Widget, reusing view: Widget?) -> Widget? { self.page(for: day(of: page) + 1, reusing: view) }

    func pager(_ pager: Pager, titleFor page: Widget) -> PageTitle? {
        let d = CalendarDay(number: day(of: page))
        let c = d.civil
        return .text("\(CalendarDay.weekdays[d.weekday].prefix(3)) \(c.day) \(CalendarDay.months[c.month - 1].prefix(3))")
    }
}

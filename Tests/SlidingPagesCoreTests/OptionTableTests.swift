import Testing
@testable import SlidingPagesCore

@Suite("Option table")
struct OptionTableTests {
    @Test("names are unique GObject names, defaults lie in their ranges, ids follow the order")
    func wellFormed() {
        let names = OptionTable.all.map(\.name)
        #expect(Set(names).count == names.count)
        for (i, spec) in OptionTable.all.enumerated() {
            #expect(spec.name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(spec.name)")
            #expect(!spec.nick.isEmpty && !spec.blurb.isEmpty)
            if let r = spec.range { #expect(r.contains(spec.defaultValue), "\(spec.name)") }
            #expect(spec.check(spec.defaultValue).problem == nil || !spec.writable, "\(spec.name)")
            #expect(OptionTable.id(of: spec) == i + 1)
        }
    }

    @Test("the table's defaults are the configurations' defaults")
    func defaultsAgree() {
        let layout = LayoutConfiguration(), motion = MotionConfiguration(), chrome = ChromeOptions()
        let T = OptionTable.self
        #expect(T.itemsPerPage.defaultValue == Double(layout.itemsPerPage))
        #expect(T.truncateFinalPage.defaultValue == (layout.truncateFinalPage ? 1 : 0))
        #expect(T.alignment.defaultValue == (layout.alignment == .center ? 1 : 0))
        #expect(T.spacing.defaultValue == layout.spacing)
        #expect(T.orientation.defaultValue == (layout.orientation == .vertical ? 1 : 0))
        #expect(T.wrap.defaultValue == (layout.wrap ? 1 : 0))
        #expect(T.preloadRadius.defaultValue == Double(layout.preloadRadius))
        #expect(T.pagingEnabled.defaultValue == (motion.pagingEnabled ? 1 : 0))
        #expect(T.scrollEnabled.defaultValue == (motion.scrollEnabled ? 1 : 0))
        #expect(T.bounces.defaultValue == (motion.bounces ? 1 : 0))
        #expect(T.allowsLongSwipes.defaultValue == (motion.allowsLongSwipes ? 1 : 0))
        #expect(T.decelerationRate.defaultValue == motion.decelerationRate)
        #expect(T.autoscroll.defaultValue == motion.autoscroll)
        #expect(T.autoplayInterval.defaultValue == (motion.autoplayInterval ?? 0))
        #expect(T.reducedMotion.defaultValue == (motion.reducedMotion ? 1 : 0))
        #expect(T.titleStripHidden.defaultValue == (chrome.stripHidden ? 1 : 0))
        #expect(T.titleStripHeight.defaultValue == chrome.stripHeight)
        #expect(T.titleWidth.defaultValue == chrome.titleWidth)
        #expect(T.dotsHidden.defaultValue == (chrome.dotsHidden ? 1 : 0))
        #expect(T.scrubberInsets.defaultValue == chrome.scrubberInsets)
        #expect(T.scrubberCrossAlignment.defaultValue == chrome.scrubberCrossAlignment)
        #expect(T.scrubberMinimumScrollFactor.defaultValue == chrome.minimumScrollFactor)
    }

    @Test("a value outside the range, not finite or not whole is refused with the option's name")
    func check() {
        #expect(OptionTable.spacing.check(12).value == 12)
        #expect(OptionTable.spacing.check(-3).problem == "spacing -3.0 is outside 0…10000; unchanged")
        #expect(OptionTable.itemsPerPage.check(65).problem == "items-per-page 65.0 is outside 1…64; unchanged")
        // Swift's pixel options are Double: a fraction of a pixel is taken.
        #expect(OptionTable.spacing.check(7.5).value == 7.5)
        #expect(OptionTable.decelerationRate.check(.nan).problem == "deceleration-rate nan is not a finite number; unchanged")
        #expect(OptionTable.decelerationRate.check(0.4).problem == "deceleration-rate 0.4 is outside 0.5…0.99999; unchanged")
        #expect(OptionTable.wrap.check(1).value == 1)
        // Every numeric entry: both ends taken, just past them refused.
        for spec in OptionTable.all {
            guard let r = spec.range, r.upperBound < 1e300 else { continue }
            #expect(spec.check(r.lowerBound).value == r.lowerBound && spec.check(r.upperBound).value == r.upperBound)
            #expect(spec.check(r.lowerBound - 1).value == nil && spec.check(r.upperBound + 1).value == nil, "\(spec.name)")
        }
    }

    @Test("the layout's own repair keeps a value inside the table's range, so both entry points agree")
    func layoutRepairMeetsTheTable() {
        for spec in [OptionTable.spacing, OptionTable.pagePeek, OptionTable.itemsPerPage, OptionTable.preloadRadius] {
            guard let r = spec.range else { continue }
            for value in [r.lowerBound - 1, r.lowerBound, (r.lowerBound + r.upperBound) / 2, r.upperBound, r.upperBound + 1, .infinity, -.infinity] {
                var c = LayoutConfiguration()
                switch spec.name {
                case "spacing": c.spacing = value
                case "page-peek": c.pagePeek = value
                case "items-per-page": c.itemsPerPage = Int(max(-1e9, min(1e9, value)))
                default: c.preloadRadius = Int(max(-1e9, min(1e9, value)))
                }
                let (v, problems) = c.validated()
                let kept: Double
                switch spec.name {
                case "spacing": kept = v.spacing
                case "page-peek": kept = v.pagePeek
                case "items-per-page": kept = Double(v.itemsPerPage)
                default: kept = Double(v.preloadRadius)
                }
                #expect(r.contains(kept), "\(spec.name) \(value) repaired to \(kept), outside \(r)")
                // The table takes what the layout keeps unrepaired.
                #expect(problems.isEmpty == (spec.check(value).value != nil), "\(spec.name) \(value)")
            }
        }
    }
}

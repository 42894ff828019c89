import Testing
@testable import SlidingPagesCore

@Suite("Options by their entry in the record")
struct OptionAccessTests {
    /// The values an entry takes: both ends of its range, or every choice.
    func samples(_ spec: OptionSpec) -> [Double] {
        switch spec.kind {
        case .bool: return [1, 0]
        case .choice(_, let c):
            switch c {
            case .alignment, .orientation: return [1, 0]
            case .pageEffect: return PageEffect.allCases.map { Double($0.rawValue) }
            case .indicatorStyle: return IndicatorStyle.allCases.map { Double($0.rawValue) }
            case .scrollState: return []
            }
        default:
            guard let r = spec.range else { return [] }
            let middle = (r.lowerBound + r.upperBound) / 2
            let whole = if case .double = spec.kind { middle } else { middle.rounded(.down) }
            return [r.upperBound, r.lowerBound, whole].map { spec.check($0).value ?? spec.defaultValue }
        }
    }

    @Test("each entry reads the record's default on a new engine, and reads back every value it is set to")
    func sweep() {
        let names = OptionAccess.values.map(\.spec.name)
        #expect(Set(names).count == names.count)
        for access in OptionAccess.values {
            var layout = LayoutConfiguration()
            var engine = PagerEngine(layout: PagerLayout(configuration: layout, itemCount: 10, viewport: Size(width: 800, height: 600)))
            #expect(access.value(layout: layout, engine: engine) == access.spec.defaultValue, "\(access.spec.name)")
            for v in samples(access.spec) {
                access.set(v, layout: &layout, engine: &engine)
                let read = access.value(layout: layout, engine: engine)
                #expect(read == v, "\(access.spec.name) set to \(v) reads \(read)")
            }
        }
    }

    @Test("a layout entry changes only the layout configuration, the others only the engine")
    func effects() {
        for access in OptionAccess.values {
            var layout = LayoutConfiguration()
            var engine = PagerEngine(layout: PagerLayout(configuration: layout, itemCount: 10, viewport: Size(width: 800, height: 600)))
            let chrome = engine.chrome, motion = engine.motion.configuration
            let other = samples(access.spec).first { $0 != access.spec.defaultValue } ?? access.spec.defaultValue
            access.set(other, layout: &layout, engine: &engine)
            switch access.effect {
            case .layout:
                #expect(engine.chrome == chrome && engine.motion.configuration == motion, "\(access.spec.name)")
            case .chrome:
                #expect(layout == LayoutConfiguration() && engine.motion.configuration == motion, "\(access.spec.name)")
                #expect(engine.chrome != chrome, "\(access.spec.name)")
            case .look:
                #expect(layout == LayoutConfiguration() && engine.motion.configuration == motion, "\(access.spec.name)")
            case .motion, .pages, .size:
                #expect(layout == LayoutConfiguration() && engine.chrome == chrome, "\(access.spec.name)")
                if access.effect != .motion { #expect(engine.motion.configuration == motion, "\(access.spec.name)") }
            }
        }
    }

    @Test("each entry is found by its name")
    func byName() {
        #expect(OptionAccess.named.count == OptionAccess.values.count)
        for access in OptionAccess.values {
            #expect(OptionAccess.named[access.spec.name]?.spec == access.spec)
        }
    }

    /// A pager that keeps its entries in a table and counts each set.
    @MainActor final class Recorder: RecordOptions {
        var values: [String: Double] = [:]
        var sets: [String] = []
        func option(_ spec: OptionSpec) -> Double { values[spec.name] ?? spec.defaultValue }
        func setOption(_ spec: OptionSpec, _ value: Double) {
            sets.append(spec.name)
            values[spec.name] = value
        }
    }

    @Test("each typed option reads and sets its own entry, and every entry has one")
    @MainActor func typedOptions() {
        let r = Recorder()
        let flags: [ReferenceWritableKeyPath<Recorder, Bool>] = [
            \.truncateFinalPage, \.wrapEnabled, \.pagingEnabled, \.scrollEnabled, \.bounces, \.allowsLongSwipes, \.allowsScrollWheel,
            \.zoomOutEnabled, \.dotsHidden, \.dotsAutoHide, \.dotsHideForSinglePage, \.navigationButtons, \.followsPageSize,
        ]
        for k in flags {
            let was = r[keyPath: k]
            r[keyPath: k] = !was
            #expect(r[keyPath: k] == !was)
        }
        let numbers: [ReferenceWritableKeyPath<Recorder, Double>] = [
            \.spacing, \.pagePeek, \.dragThreshold, \.flingThreshold, \.decelerationRate, \.autoscroll, \.animationDuration,
            \.revealDuration, \.springStiffness, \.springDampingRatio, \.springMass, \.titleStripHeight, \.titleWidth, \.scrubberInsets,
            \.scrubberCrossAlignment, \.scrubberMinimumScrollFactor, \.scrubberIdleOpacity,
        ]
        for k in numbers {
            r[keyPath: k] = 0.25
            #expect(r[keyPath: k] == 0.25)
        }
        for k in [\Recorder.itemsPerPage, \Recorder.preloadRadius] {
            r[keyPath: k] = 3
            #expect(r[keyPath: k] == 3)
        }
        r.alignment = .center
        r.orientation = .vertical
        r.pageEffect = .parallax
        r.indicatorStyle = .lines
        #expect(r.alignment == .center && r.orientation == .vertical && r.pageEffect == .parallax && r.indicatorStyle == .lines)
        #expect(r.sets.count == OptionAccess.values.count, "\(r.sets)")
        #expect(Set(r.sets) == Set(OptionAccess.values.map(\.spec.name)))
    }
}

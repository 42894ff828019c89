import CSlidingPagesGtk
import CSlidingPages
import CSlidingPagesExtras
import SlidingPagesCore
import XCTest
@testable import SlidingPages

/// Reads and sets options of any of the three GObject types by their
/// table entries.
@MainActor
enum OptionSweep {
    static func pspec(_ object: UnsafeMutableRawPointer, _ name: String) -> UnsafeMutablePointer<GParamSpec>? {
        let instance = object.assumingMemoryBound(to: GTypeInstance.self)
        return g_object_class_find_property(instance.pointee.g_class.withMemoryRebound(to: GObjectClass.self, capacity: 1) { $0 }, name)
    }

    /// The property's value as the table's number.
    static func number(_ object: UnsafeMutableRawPointer, _ spec: OptionSpec) -> Double {
        guard let ps = pspec(object, spec.name) else { return .nan }
        var v = GValue()
        g_value_init(&v, ps.pointee.value_type)
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), spec.name, &v)
        defer { g_value_unset(&v) }
        return GObjectFace.number(of: &v, kind: spec.kind)
    }

    /// The pspec's (minimum, maximum, default) as numbers.
    static func range(_ ps: UnsafeMutablePointer<GParamSpec>, _ kind: OptionSpec.Kind) -> (Double, Double, Double) {
        let raw = UnsafeMutableRawPointer(ps)
        switch kind {
        case .bool: let p = raw.assumingMemoryBound(to: GParamSpecBoolean.self).pointee; return (0, 1, p.default_value != 0 ? 1 : 0)
        case .int: let p = raw.assumingMemoryBound(to: GParamSpecInt.self).pointee; return (Double(p.minimum), Double(p.maximum), Double(p.default_value))
        case .uint: let p = raw.assumingMemoryBound(to: GParamSpecUInt.self).pointee; return (Double(p.minimum), Double(p.maximum), Double(p.default_value))
        case .double: let p = raw.assumingMemoryBound(to: GParamSpecDouble.self).pointee; return (p.minimum, p.maximum, p.default_value)
        case .choice: let p = raw.assumingMemoryBound(to: GParamSpecEnum.self).pointee; return (0, 0, Double(p.default_value))
        }
    }

    /// A number as the sample's `--set` takes it.
    static func text(_ x: Double, _ kind: OptionSpec.Kind) -> String {
        switch kind {
        case .bool: return x != 0 ? "true" : "false"
        case .double: return String(x)
        default: return String(Int(x))
        }
    }

    /// A value the option takes that is not its default.
    static func inside(_ spec: OptionSpec) -> Double? {
        guard let r = spec.range else { return nil }
        let step: Double
        if case .double = spec.kind { step = min(0.5, (r.upperBound - r.lowerBound) / 4) } else { step = 1 }
        for x in [spec.defaultValue + step, spec.defaultValue - step] where r.contains(x) { return x }
        return nil
    }

    /// Just past each end the property type can still hold.
    static func outside(_ spec: OptionSpec) -> [Double] {
        guard let r = spec.range else { return [] }
        let (typeMin, typeMax): (Double, Double)
        switch spec.kind {
        case .int: (typeMin, typeMax) = (Double(Int32.min), Double(Int32.max))
        case .uint: (typeMin, typeMax) = (0, Double(UInt32.max))
        default: (typeMin, typeMax) = (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
        }
        let step: Double
        if case .double = spec.kind { step = max(0.5, abs(r.upperBound) * 1e-6) } else { step = 1 }
        return [r.lowerBound - step, r.upperBound + step].filter { $0 >= typeMin && $0 <= typeMax && !r.contains($0) }
    }

    /// Sets through the sample's `--set` path; the problem it reports, or nil.
    static func set(_ object: UnsafeMutableRawPointer, _ spec: OptionSpec, _ x: Double) -> String? {
        guard let p = sp_set_property_from_text(object, spec.name, text(x, spec.kind)) else { return nil }
        defer { g_free(p) }
        return String(cString: p)
    }
}

@MainActor
final class OptionRecordChecks: WidgetChecks {
    /// Every option of one type: its pspec is the table's entry (id,
    /// writability, default, range), and the sample's `--set` takes what
    /// is inside the range and refuses what is outside, leaving the value.
    func sweep(_ object: UnsafeMutableRawPointer, _ table: [OptionSpec], firstID: Int, swift: ((Int) -> PropertyBinding?)? = nil,
               pager: Pager? = nil, valuesOf: (OptionSpec) -> Bool = { _ in true }) {
        for (i, spec) in table.enumerated() {
            guard let ps = OptionSweep.pspec(object, spec.name) else {
                XCTFail("no property \(spec.name)")
                continue
            }
            // The pager's orientation is GtkOrientable's, overridden: the
            // class finds the interface's pspec, which has its own id.
            if ps.pointee.owner_type == gtk_orientable_get_type() {
                XCTAssertEqual(spec.name, "orientation")
                XCTAssertNotEqual(g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gtk_orientable_get_type()), 0)
            } else {
                XCTAssertEqual(Int(ps.pointee.param_id), firstID + i, spec.name)
            }
            XCTAssertEqual(ps.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue != 0, spec.writable, spec.name)
            let (lo, hi, def) = OptionSweep.range(ps, spec.kind)
            XCTAssertEqual(def, spec.defaultValue, "\(spec.name) default")
            if let r = spec.range {
                XCTAssertEqual(lo, r.lowerBound, "\(spec.name) minimum")
                XCTAssertEqual(hi, r.upperBound, "\(spec.name) maximum")
            }
            guard spec.writable, valuesOf(spec) else { continue }
            let start = OptionSweep.number(object, spec)
            // The sample's --set: outside is refused and changes nothing.
            for x in OptionSweep.outside(spec) {
                let problem = OptionSweep.set(object, spec, x)
                XCTAssertNotNil(problem, "\(spec.name) took \(x) through --set")
                XCTAssertEqual(OptionSweep.number(object, spec), start, "\(spec.name) after --set \(x)")
            }
            // Through Swift: refused with a warning naming the option.
            if let b = swift?(i), let set = b.set, let p = pager {
                XCTAssertEqual(b.spec, spec)
                for x in OptionSweep.outside(spec) {
                    let mark = capturedLog.count
                    set(p, x)
                    XCTAssertEqual(b.get(p), start, "\(spec.name) after Swift set \(x)")
                    XCTAssertTrue(LogCapture.since(mark).contains { $0.contains(spec.name) }, "\(spec.name) \(x): \(LogCapture.since(mark))")
                }
            }
            // Inside: taken by --set, and read back the same through Swift.
            if let x = OptionSweep.inside(spec) {
                XCTAssertNil(OptionSweep.set(object, spec, x), "\(spec.name) refused \(x)")
                XCTAssertEqual(OptionSweep.number(object, spec), x, "\(spec.name) after --set \(x)")
                if let b = swift?(i), let p = pager { XCTAssertEqual(b.get(p), x, "\(spec.name) through Swift") }
                XCTAssertNil(OptionSweep.set(object, spec, start), "\(spec.name) back to \(start)")
            }
        }
    }

    func testEveryOptionHasOneRange() {
        let p = Pager()
        watch.watch(p.widget, "pager")
        g_object_ref_sink(p.widget)
        // n-items with no source makes pages with the page signals: left
        // out here (GObjectSurfaceTests and the hosts' tests cover it).
        let bindings = PropertyValues.bindings
        XCTAssertEqual(bindings.map(\.spec), OptionTable.all)
        sweep(UnsafeMutableRawPointer(p.widget), OptionTable.all, firstID: 1, swift: { bindings[$0] }, pager: p, valuesOf: { $0 != OptionTable.nItems })

        let dots = Pager.Dots.make(pages: 3)
        watch.watch(dots, "dots")
        g_object_ref_sink(dots)
        sweep(UnsafeMutableRawPointer(dots), DotsOptionTable.all, firstID: 1)

        let scrolled = gtk_scrolled_window_new(nil, nil)!
        let scrubber = Pager.Scrubber.wrap(scrolled)
        watch.watch(scrubber, "scrubber")
        g_object_ref_sink(scrubber)
        sweep(UnsafeMutableRawPointer(scrubber), ScrubberOptionTable.all, firstID: 2)
        // The Swift settings start at the table's defaults, and bring
        // values outside the table's ranges into them.
        Pager.Scrubber.configure(scrubber, Pager.Scrubber.Settings())
        for spec in ScrubberOptionTable.all where spec.writable {
            XCTAssertEqual(OptionSweep.number(UnsafeMutableRawPointer(scrubber), spec), spec.defaultValue, "\(spec.name) from Settings()")
        }
        var wild = Pager.Scrubber.Settings()
        wild.crossAlignment = 7
        wild.minimumScrollFactor = 0
        wild.insets = ScrubberInsets(top: 1e9)
        let mark = capturedLog.count
        Pager.Scrubber.configure(scrubber, wild)
        XCTAssertEqual(OptionSweep.number(UnsafeMutableRawPointer(scrubber), ScrubberOptionTable.crossAlignment), 1)
        XCTAssertEqual(OptionSweep.number(UnsafeMutableRawPointer(scrubber), ScrubberOptionTable.minimumScrollFactor), 1)
        XCTAssertEqual(OptionSweep.number(UnsafeMutableRawPointer(scrubber), ScrubberOptionTable.insetTop), 10_000)
        XCTAssertEqual(LogCapture.since(mark).filter { $0.contains("WARNING") }, [], "configure keeps to the ranges")

        for w in [p.widget, dots, scrubber] {
            gtk_widget_destroy(w)
            g_object_unref(w)
        }
    }
}

final class OptionRecordTests: XCTestCase {
    func testEveryOptionHasOneRange() throws {
        try runChecks(OptionRecordChecks.self) { $0.testEveryOptionHasOneRange() }
    }
}

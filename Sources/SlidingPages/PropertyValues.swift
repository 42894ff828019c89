import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

/// The pager's GObject properties: read from and written to the options,
/// and announced when they change.
@MainActor
struct PropertyValues {
    let pager: Pager
}

// Every option as a GObject property, from the core's OptionTable: the core's
// entries go through ``OptionAccess``, the rest through the Swift API.

/// How one entry of ``OptionTable/all`` reads and writes a pager. Values
/// travel as numbers: booleans and choices as 0 or 1.
struct PropertyBinding {
    let spec: OptionSpec
    let get: @MainActor (Pager) -> Double
    let set: (@MainActor (Pager, Double) -> Void)?
}

extension PropertyValues {
    /// The bindings by property id − 1, in the table's order.
    static let bindings: [PropertyBinding] = {
        func b(_ spec: OptionSpec, _ get: @escaping @MainActor (Pager) -> Double, _ set: (@MainActor (Pager, Double) -> Void)? = nil) -> (String, PropertyBinding) {
            (spec.name, PropertyBinding(spec: spec, get: get, set: set))
        }
        func flag(_ x: Bool) -> Double { x ? 1 : 0 }
        let T = OptionTable.self
        // The entries the face keeps itself.
        let byName = Dictionary(uniqueKeysWithValues: [
            b(T.defersItemViewLoading, { flag($0.defersItemViewLoading) }, { $0.defersItemViewLoading = $1 != 0 }),
            b(T.initialPage, { Double($0.initialPageIndex) }, { $0.initialPageIndex = Int($1) }),
            // 0 is off.
            b(T.autoplayInterval, { $0.autoplayInterval ?? 0 }, { $0.autoplayInterval = $1 == 0 ? nil : $1 }),
            b(T.reducedMotion, { flag($0.reducedMotion) }, { $0.reducedMotion = $1 != 0 }),
            b(T.titleStripHidden, { flag($0.titleStripHidden) }, { $0.titleStripHidden = $1 != 0 }),
            b(T.titleShadow, { flag($0.titleShadow) }, { $0.titleShadow = $1 != 0 }),
            b(T.titleStripDiamonds, { flag($0.titleStripDiamonds) }, { $0.titleStripDiamonds = $1 != 0 }),
            b(T.scrubberShowsBubble, { flag($0.scrubberShowsBubble) }, { $0.scrubberShowsBubble = $1 != 0 }),
            b(T.allowMouseDrag, { flag($0.allowsMouseDrag) }, { $0.allowsMouseDrag = $1 != 0 }),
            b(T.measuresItemExtent, { flag($0.measuresItemExtent) }, { $0.measuresItemExtent = $1 != 0 }),
            b(T.itemExtent, { $0.itemExtent }, { $0.itemExtent = $1 }),
            b(T.position, { $0.position }),
            b(T.nItems, { Double($0.numberOfItems) }, { $0.setItemCount(Int($1)) }),
            b(T.nPages, { Double($0.numberOfPages) }),
            b(T.currentItem, { Double($0.currentItemIndex ?? -1) }),
            b(T.currentPage, { Double($0.currentPage ?? -1) }),
            b(T.scrollState, { Double($0.scrollState.rawValue) }),
        ])
        return OptionTable.all.map { spec in
            if let binding = byName[spec.name] { return binding }
            guard let access = OptionAccess.named[spec.name] else { preconditionFailure("option \(spec.name) has no binding") }
            return PropertyBinding(spec: spec, get: { p in p.inPlace { access.value(layout: p.settings.layout, engine: $0) } },
                                   set: { $0.setOption(spec, $1) })
        }
    }()

    /// Ids of the properties motion and data changes move; every other
    /// property changes only through its setter, which checks them all.
    static let motionPropertyIDs = [OptionTable.position, OptionTable.nItems, OptionTable.nPages, OptionTable.currentItem, OptionTable.currentPage,
                                    OptionTable.scrollState].map { OptionTable.id(of: $0)! }

    /// A property's value as a number, to see what changed.
    func propertyNumber(_ id: Int) -> Double {
        guard id >= 1, id <= PropertyValues.bindings.count else { return 0 }
        return PropertyValues.bindings[id - 1].get(pager)
    }

    /// `value` for `spec`, or nil after warning (once) what is wrong with it.
    func accepted(_ value: Double, for spec: OptionSpec) -> Double? {
        let (v, problem) = spec.check(value)
        if let problem { pager.warnOnce(problem) }
        return v
    }

    /// Emits notify:: for every property whose value changed since the last call.
    func notifyChangedProperties() {
        guard pager.isAlive else { return }
        pager.face.notifyChanges(count: PropertyValues.bindings.count) { propertyNumber($0) }
    }

    /// The per-frame check: only what motion can have changed, as the
    /// engine's plan read it.
    func notifyReadout(_ r: PagerReadout) {
        guard pager.isAlive else { return }
        let ids = PropertyValues.motionPropertyIDs
        guard pager.face.notify(ids[0], r.position) else { return notifyChangedProperties() }
        pager.face.notify(ids[1], Double(r.itemCount))
        pager.face.notify(ids[2], Double(r.pageCount))
        pager.face.notify(ids[3], Double(r.currentItem))
        pager.face.notify(ids[4], Double(r.currentPage))
        pager.face.notify(ids[5], Double(r.scrollState.rawValue))
    }

    func getProperty(_ id: Int, _ value: UnsafeMutablePointer<GValue>) {
        guard id >= 1, id <= PropertyValues.bindings.count else { return }
        GObjectFace.store(propertyNumber(id), kind: PropertyValues.bindings[id - 1].spec.kind, in: value)
    }

    func setProperty(_ id: Int, _ value: UnsafePointer<GValue>) {
        guard id >= 1, id <= PropertyValues.bindings.count, let set = PropertyValues.bindings[id - 1].set else { return }
        set(pager, GObjectFace.number(of: value, kind: PropertyValues.bindings[id - 1].spec.kind))
        notifyChangedProperties()
    }
}

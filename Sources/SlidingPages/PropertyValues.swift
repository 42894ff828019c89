import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

/// The pager's GObject properties: read from and written to the options,
/// and announced when they change.
@MainActor
struct PropertyValues {
    let pager: Pager
}

// Every option as a GObject property: the properties are made from the
// core's OptionTable (name, nick, blurb, type, default, range), and read
// and written here through one binding per entry to the Swift API; the
// GObject face (GObjectFace.swift) emits notify:: whenever a value changes
// — from g_object_set, from Swift, or by motion for the read-only ones.

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
        let byName = Dictionary(uniqueKeysWithValues: [
            b(T.itemsPerPage, { Double($0.itemsPerPage) }, { $0.itemsPerPage = Int($1) }),
            b(T.truncateFinalPage, { flag($0.truncateFinalPage) }, { $0.truncateFinalPage = $1 != 0 }),
            b(T.alignment, { $0.alignment == .center ? 1 : 0 }, { $0.alignment = $1 == 1 ? .center : .edge }),
            b(T.spacing, { $0.spacing }, { $0.spacing = $1 }),
            b(T.orientation, { $0.orientation == .vertical ? 1 : 0 }, { $0.orientation = $1 == 1 ? .vertical : .horizontal }),
            b(T.wrap, { flag($0.wrapEnabled) }, { $0.wrapEnabled = $1 != 0 }),
            b(T.preloadRadius, { Double($0.preloadRadius) }, { $0.preloadRadius = Int($1) }),
            b(T.defersItemViewLoading, { flag($0.defersItemViewLoading) }, { $0.defersItemViewLoading = $1 != 0 }),
            b(T.initialPage, { Double($0.initialPageIndex) }, { $0.initialPageIndex = Int($1) }),
            b(T.pagingEnabled, { flag($0.pagingEnabled) }, { $0.pagingEnabled = $1 != 0 }),
            b(T.scrollEnabled, { flag($0.scrollEnabled) }, { $0.scrollEnabled = $1 != 0 }),
            b(T.bounces, { flag($0.bounces) }, { $0.bounces = $1 != 0 }),
            b(T.allowsLongSwipes, { flag($0.allowsLongSwipes) }, { $0.allowsLongSwipes = $1 != 0 }),
            b(T.decelerationRate, { $0.decelerationRate }, { $0.decelerationRate = $1 }),
            b(T.autoscroll, { $0.autoscroll }, { $0.autoscroll = $1 }),
            // 0 is off.
            b(T.autoplayInterval, { $0.autoplayInterval ?? 0 }, { $0.autoplayInterval = $1 == 0 ? nil : $1 }),
            b(T.reducedMotion, { flag($0.reducedMotion) }, { $0.reducedMotion = $1 != 0 }),
            b(T.titleStripHidden, { flag($0.titleStripHidden) }, { $0.titleStripHidden = $1 != 0 }),
            b(T.titleStripHeight, { $0.titleStripHeight }, { $0.titleStripHeight = $1 }),
            b(T.titleWidth, { $0.titleWidth }, { $0.titleWidth = $1 }),
            b(T.titleShadow, { flag($0.titleShadow) }, { $0.titleShadow = $1 != 0 }),
            b(T.titleStripDiamonds, { flag($0.titleStripDiamonds) }, { $0.titleStripDiamonds = $1 != 0 }),
            b(T.dotsHidden, { flag($0.dotsHidden) }, { $0.dotsHidden = $1 != 0 }),
            b(T.dotsHideForSinglePage, { flag($0.dotsHideForSinglePage) }, { $0.dotsHideForSinglePage = $1 != 0 }),
            b(T.followsPageSize, { flag($0.followsPageSize) }, { $0.followsPageSize = $1 != 0 }),
            b(T.navigationButtons, { flag($0.navigationButtons) }, { $0.navigationButtons = $1 != 0 }),
            b(T.indicatorStyle, { Double($0.indicatorStyle.rawValue) }, { $0.indicatorStyle = IndicatorStyle(rawValue: Int($1)) ?? .dots }),
            b(T.dotsAutoHide, { flag($0.dotsAutoHide) }, { $0.dotsAutoHide = $1 != 0 }),
            b(T.zoomOut, { flag($0.zoomOutEnabled) }, { $0.zoomOutEnabled = $1 != 0 }),
            b(T.scrubberInsets, { $0.scrubberInsets }, { $0.scrubberInsets = $1 }),
            b(T.scrubberCrossAlignment, { $0.scrubberCrossAlignment }, { $0.scrubberCrossAlignment = $1 }),
            b(T.scrubberMinimumScrollFactor, { $0.scrubberMinimumScrollFactor }, { $0.scrubberMinimumScrollFactor = $1 }),
            b(T.scrubberShowsBubble, { flag($0.scrubberShowsBubble) }, { $0.scrubberShowsBubble = $1 != 0 }),
            b(T.scrubberIdleOpacity, { $0.scrubberIdleOpacity }, { $0.scrubberIdleOpacity = $1 }),
            b(T.animationDuration, { $0.animationDuration }, { $0.animationDuration = $1 }),
            b(T.revealDuration, { $0.revealDuration }, { $0.revealDuration = $1 }),
            b(T.allowScrollWheel, { flag($0.allowsScrollWheel) }, { $0.allowsScrollWheel = $1 != 0 }),
            b(T.allowMouseDrag, { flag($0.allowsMouseDrag) }, { $0.allowsMouseDrag = $1 != 0 }),
            b(T.pagePeek, { $0.pagePeek }, { $0.pagePeek = $1 }),
            b(T.springStiffness, { $0.springStiffness }, { $0.springStiffness = $1 }),
            b(T.springDampingRatio, { $0.springDampingRatio }, { $0.springDampingRatio = $1 }),
            b(T.springMass, { $0.springMass }, { $0.springMass = $1 }),
            b(T.dragThreshold, { $0.dragThreshold }, { $0.dragThreshold = $1 }),
            b(T.flingThreshold, { $0.flingThreshold }, { $0.flingThreshold = $1 }),
            b(T.pageEffect, { Double($0.pageEffect.rawValue) }, { $0.pageEffect = PageEffect(rawValue: Int($1)) ?? .zoomOut }),
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
            guard let binding = byName[spec.name] else { preconditionFailure("option \(spec.name) has no binding") }
            return binding
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

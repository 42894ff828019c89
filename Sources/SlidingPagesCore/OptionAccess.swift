/// Where the option record's entries live in the values the core keeps,
/// read and written by entry: a face that shows the record's options as
/// properties reads and sets them here, so each option's place is written
/// once. Values are numbers as the record gives them (booleans and choices
/// as 0, 1, …), checked against the record's range by the caller.
public struct OptionAccess: Sendable {
    /// What a face redoes after a set.
    public enum Effect: Sendable {
        /// The layout: a new ``PagerLayout`` from the configuration.
        case layout
        /// The chrome's geometry (the engine works it out again itself).
        case chrome
        /// How the chrome is drawn, or where a part sits in its band: the
        /// bands' sizes, and so the size asked for, stay.
        case look
        /// How the pages are drawn as they move.
        case pages
        /// The size the pager asks for.
        case size
        /// How the pages move: the next plan shows it.
        case motion
    }

    /// The record's entry.
    public let spec: OptionSpec
    /// What changes when it is set.
    public let effect: Effect
    let read: @Sendable (LayoutConfiguration, PagerEngine) -> Double
    let write: @Sendable (inout LayoutConfiguration, inout PagerEngine, Double) -> Void

    init(_ spec: OptionSpec, _ effect: Effect, _ read: @escaping @Sendable (LayoutConfiguration, PagerEngine) -> Double,
         _ write: @escaping @Sendable (inout LayoutConfiguration, inout PagerEngine, Double) -> Void) {
        self.spec = spec
        self.effect = effect
        self.read = read
        self.write = write
    }

    /// The option's value now.
    public func value(layout: LayoutConfiguration, engine: PagerEngine) -> Double { read(layout, engine) }

    /// Sets the option to `value`, which the record's range admits.
    public func set(_ value: Double, layout: inout LayoutConfiguration, engine: inout PagerEngine) {
        write(&layout, &engine, value)
    }
}

extension OptionAccess {
    private typealias T = OptionTable

    private static func layout(_ spec: OptionSpec, _ key: WritableKeyPath<LayoutConfiguration, Double> & Sendable) -> OptionAccess {
        OptionAccess(spec, .layout, { l, _ in l[keyPath: key] }, { l, _, v in l[keyPath: key] = v })
    }

    private static func layout(_ spec: OptionSpec, _ key: WritableKeyPath<LayoutConfiguration, Bool> & Sendable) -> OptionAccess {
        OptionAccess(spec, .layout, { l, _ in l[keyPath: key] ? 1 : 0 }, { l, _, v in l[keyPath: key] = v != 0 })
    }

    private static func motion(_ spec: OptionSpec, _ key: WritableKeyPath<MotionConfiguration, Double> & Sendable) -> OptionAccess {
        OptionAccess(spec, .motion, { _, e in e.motion.configuration[keyPath: key] }, { _, e, v in e.motion.configuration[keyPath: key] = v })
    }

    private static func motion(_ spec: OptionSpec, _ key: WritableKeyPath<MotionConfiguration, Bool> & Sendable) -> OptionAccess {
        OptionAccess(spec, .motion, { _, e in e.motion.configuration[keyPath: key] ? 1 : 0 },
                     { _, e, v in e.motion.configuration[keyPath: key] = v != 0 })
    }

    private static func chrome(_ spec: OptionSpec, _ key: WritableKeyPath<ChromeOptions, Double> & Sendable,
                               _ effect: Effect = .chrome) -> OptionAccess {
        OptionAccess(spec, effect, { _, e in e.chrome[keyPath: key] }, { _, e, v in e.chrome[keyPath: key] = v })
    }

    private static func chrome(_ spec: OptionSpec, _ key: WritableKeyPath<ChromeOptions, Bool> & Sendable,
                               _ effect: Effect = .chrome) -> OptionAccess {
        OptionAccess(spec, effect, { _, e in e.chrome[keyPath: key] ? 1 : 0 }, { _, e, v in e.chrome[keyPath: key] = v != 0 })
    }

    /// The entries by name.
    public static let named = Dictionary(uniqueKeysWithValues: values.map { ($0.spec.name, $0) })

    /// The entries kept as plain values of the layout, the motion, the
    /// chrome or the engine, in the record's order. Entries a face keeps
    /// itself (the source, the strip's titles, the look of text, the
    /// reported state) are not here.
    public static let values: [OptionAccess] = [
        OptionAccess(T.itemsPerPage, .layout, { l, _ in Double(l.itemsPerPage) }, { l, _, v in l.itemsPerPage = Int(v) }),
        layout(T.truncateFinalPage, \.truncateFinalPage),
        OptionAccess(T.alignment, .layout, { l, _ in l.alignment == .center ? 1 : 0 }, { l, _, v in l.alignment = v != 0 ? .center : .edge }),
        layout(T.spacing, \.spacing),
        OptionAccess(T.orientation, .layout, { l, _ in l.orientation == .vertical ? 1 : 0 },
                     { l, _, v in l.orientation = v != 0 ? .vertical : .horizontal }),
        layout(T.wrap, \.wrap),
        OptionAccess(T.preloadRadius, .layout, { l, _ in Double(l.preloadRadius) }, { l, _, v in l.preloadRadius = Int(v) }),
        motion(T.pagingEnabled, \.pagingEnabled),
        motion(T.scrollEnabled, \.scrollEnabled),
        motion(T.bounces, \.bounces),
        motion(T.allowsLongSwipes, \.allowsLongSwipes),
        motion(T.decelerationRate, \.decelerationRate),
        motion(T.autoscroll, \.autoscroll),
        chrome(T.titleStripHeight, \.stripHeight),
        chrome(T.titleWidth, \.titleWidth),
        chrome(T.dotsHidden, \.dotsHidden),
        OptionAccess(T.dotsAutoHide, .look, { _, e in e.dotsAutoHide ? 1 : 0 }, { _, e, v in e.dotsAutoHide = v != 0 }),
        OptionAccess(T.zoomOut, .pages, { _, e in e.zoomOut ? 1 : 0 }, { _, e, v in e.zoomOut = v != 0 }),
        OptionAccess(T.pageEffect, .pages, { _, e in Double(e.pageEffect.rawValue) },
                     { _, e, v in e.pageEffect = PageEffect(rawValue: Int(v)) ?? e.pageEffect }),
        chrome(T.scrubberInsets, \.scrubberInsets, .look),
        chrome(T.scrubberCrossAlignment, \.scrubberCrossAlignment, .look),
        chrome(T.scrubberMinimumScrollFactor, \.minimumScrollFactor, .look),
        OptionAccess(T.scrubberIdleOpacity, .look, { _, e in e.scrubberFade.idleAlpha }, { _, e, v in e.scrubberFade.idleAlpha = v }),
        motion(T.animationDuration, \.pageAnimationDuration),
        OptionAccess(T.revealDuration, .motion, { _, e in e.revealDuration }, { _, e, v in e.revealDuration = v }),
        motion(T.allowScrollWheel, \.allowsScrollWheel),
        layout(T.pagePeek, \.pagePeek),
        motion(T.springStiffness, \.springStiffness),
        motion(T.springDampingRatio, \.springDampingRatio),
        motion(T.springMass, \.springMass),
        motion(T.dragThreshold, \.dragThreshold),
        motion(T.flingThreshold, \.flingThreshold),
        chrome(T.dotsHideForSinglePage, \.dotsHideForSinglePage),
        OptionAccess(T.indicatorStyle, .chrome, { _, e in Double(e.chrome.indicatorStyle.rawValue) },
                     { _, e, v in e.chrome.indicatorStyle = IndicatorStyle(rawValue: Int(v)) ?? e.chrome.indicatorStyle }),
        chrome(T.navigationButtons, \.navigationButtons, .look),
        OptionAccess(T.followsPageSize, .size, { _, e in e.followsPageSize ? 1 : 0 }, { _, e, v in e.followsPageSize = v != 0 }),
    ]
}

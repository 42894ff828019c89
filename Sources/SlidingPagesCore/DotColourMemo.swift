/// A host's dot colours by page, asked between frames and never while
/// drawing (a host that closes the window inside its function would leave
/// the toolkit drawing a freed one), and asked again once the function or
/// the page count changes. A class: the host may set a new function from
/// inside the call that asks the old one.
public final class DotColourMemo<Colour> {
    // Inlinable, so each face's copy is specialized for its colour type:
    // it is read for every dot drawn.
    /// The host's function: a page and whether it is current give its
    /// colour, nil for the theme's.
    public var source: ((Int, Bool) -> Colour?)? {
        didSet { (kept, generation) = ([:], generation &+ 1) }
    }
    @usableFromInline var kept: [Int: (normal: Colour?, current: Colour?)] = [:]
    @usableFromInline var wanted: Set<Int> = []
    @usableFromInline var generation = 0, pages = -1

    /// No function.
    public init() {}

    /// The host's colour for `page`; nil for the theme's, or while not asked
    /// yet (``askWanted(_:)`` asks it next). The page count is read only with a
    /// function: most pagers have none.
    @inlinable public func colour(_ page: Int, current: Bool, pages count: @autoclosure () -> Int) -> Colour? {
        guard source != nil else { return nil }
        let n = count()
        if n != pages { (kept, pages) = ([:], n) }
        guard let k = kept[page] else {
            wanted.insert(page)
            return nil
        }
        return current ? k.current : k.normal
    }

    /// Whether a page was drawn without its colours.
    @inlinable public var isWanting: Bool { !wanted.isEmpty }

    /// Asks for each page drawn without its colours, each call through
    /// `call` (the face's host-call guard); false when none was asked or the
    /// function changed meanwhile.
    public func askWanted(_ call: (() -> (Colour?, Colour?)) -> (Colour?, Colour?)) -> Bool {
        let pages = wanted, g = generation
        wanted = []
        for page in pages {
            guard let f = source, generation == g else { return false }
            // Kept alive through the call: replaced inside, it frees its data after.
            let c = withExtendedLifetime(f) { call { (f(page, false), f(page, true)) } }
            guard generation == g else { return false }
            kept[page] = c
        }
        return !pages.isEmpty
    }
}

/// What the content under a press does with a drag along the pager's
/// axis, in screen terms: whether it moves when the pointer moves toward
/// lower coordinates (left, or up) or toward higher ones. Content that
/// can move that way keeps the drag, and the pager takes over at its edge
/// (as a GtkScrolledWindow inside HdyCarousel, or ViewPager2's
/// NestedScrollableHost, behaves).
public struct NestedDrag: Sendable, Equatable {
    /// The content moves when the pointer moves toward lower coordinates.
    public var towardLower: Bool
    /// The content moves when the pointer moves toward higher coordinates.
    public var towardHigher: Bool

    /// Content that takes the directions given (none by default).
    public init(towardLower: Bool = false, towardHigher: Bool = false) {
        self.towardLower = towardLower
        self.towardHigher = towardHigher
    }

    /// Content that keeps every drag along the axis: a slider along it, or
    /// a widget the app marked.
    public static let keepsAll = NestedDrag(towardLower: true, towardHigher: true)

    /// Content scrolled over `range` (a scrolled view's adjustment along
    /// the axis, whose value grows as the pointer moves toward lower
    /// coordinates): it takes a direction while it has room that way.
    public init(scrolling range: ScrollRange) {
        // Half a pixel short of an end counts as the end.
        towardLower = range.value < range.maximumValue - 0.5
        towardHigher = range.value > range.lower + 0.5
    }

    /// Adds what another widget under the press takes (the innermost one
    /// that can move gets the drag from the toolkit).
    public mutating func add(_ other: NestedDrag) {
        towardLower = towardLower || other.towardLower
        towardHigher = towardHigher || other.towardHigher
    }

    /// Whether the content keeps a drag that moved `delta` pixels along
    /// the axis on screen.
    public func keeps(delta: Double) -> Bool { delta < 0 ? towardLower : delta > 0 && towardHigher }
}

/// A widget under a press, as far as drags along the pager's axis go:
/// each face reads its toolkit's types into one of these, and
/// ``NestedDrag/kept(by:touch:)`` decides for both.
public enum DragHolder: Sendable, Equatable {
    /// A widget the app marked as keeping its drags.
    case marked
    /// A slider; `alongAxis`: it runs along the pager's axis.
    case slider(alongAxis: Bool)
    /// Text, which selects under a mouse's drag.
    case text
    /// A scrolled window that scrolls kinetically, over `range` along the axis.
    case kineticScroll(ScrollRange)
    /// A pager along the same axis with `room` to move
    /// (``PagerMotion/dragRoom``); `mouseDrags`: it follows a mouse.
    case pager(room: NestedDrag, mouseDrags: Bool)
    /// Anything else: the pager takes its drags.
    case other
}

extension NestedDrag {
    /// What `holder` keeps of a drag by a finger (`touch`) or a mouse: a
    /// marked widget and a slider along the axis all of it; text a
    /// mouse's (a finger drags the pages); a kinetic scrolled window a
    /// finger's while it has room; a pager inside what it has room for.
    public static func kept(by holder: DragHolder, touch: Bool) -> NestedDrag {
        switch holder {
        case .marked: return .keepsAll
        case .slider(let along): return along ? .keepsAll : NestedDrag()
        case .text: return touch ? NestedDrag() : .keepsAll
        case .kineticScroll(let range): return touch ? NestedDrag(scrolling: range) : NestedDrag()
        case .pager(let room, let mouseDrags): return touch || mouseDrags ? room : NestedDrag()
        case .other: return NestedDrag()
        }
    }
}

extension PagerMotion {
    /// Where this pager's pages can go under a drag, in screen terms: what
    /// a pager holding this one reads at a press. A wrapping pager always
    /// has room; one that cannot scroll has none.
    public var dragRoom: NestedDrag {
        guard configuration.scrollEnabled, !layout.isEmpty else { return NestedDrag() }
        if layout.wraps { return .keepsAll }
        let forward = position < layout.maxPosition - 1e-6, back = position > layout.minPosition + 1e-6
        // The pointer toward lower coordinates moves forward, unless a
        // horizontal pager runs right to left (``PagerLayout/logicalDelta(dx:dy:)``).
        let mirrored = layout.configuration.orientation == .horizontal && layout.configuration.rightToLeft
        return NestedDrag(towardLower: mirrored ? back : forward, towardHigher: mirrored ? forward : back)
    }
}

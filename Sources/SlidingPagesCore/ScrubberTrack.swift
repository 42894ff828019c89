/// Pixels the standalone scrubber keeps between its nub and its edges
/// (SPTScrollViewScrubber's edgeInsets): `start` and `end` follow the text
/// direction, as GTK's margins do.
public struct ScrubberInsets: Sendable, Equatable {
    /// Pixels from the top edge.
    public var top: Double
    /// Pixels from the bottom edge.
    public var bottom: Double
    /// Pixels from the start edge (left, or right in right-to-left).
    public var start: Double
    /// Pixels from the end edge.
    public var end: Double

    /// Insets; negative or not finite values read as 0.
    public init(top: Double = 10, bottom: Double = 10, start: Double = 10, end: Double = 10) {
        self.top = max(0, finite(top))
        self.bottom = max(0, finite(bottom))
        self.start = max(0, finite(start))
        self.end = max(0, finite(end))
    }
}

/// Where the standalone scrubber's nub and bubble go over a scrolled view
/// of `size`: the track runs along `orientation` inside the insets, and the
/// nub sits across it at `crossAlignment` (0 the start edge, 1 the end edge,
/// the default, where a scrollbar is). The nub may be any size (a custom
/// nub widget's).
///
/// GTK 3's adjustments run left to right whatever the text direction, so a
/// horizontal track does too; only which inset is on the left follows it.
public struct ScrubberTrack: Sendable, Equatable {
    /// The drawn nub's size (SPTScrollViewScrubber's 30 × 30).
    public static let drawnNubSize = Size(width: 30, height: 30)
    /// The scrolled view's size.
    public var size: Size
    /// The track's axis.
    public var orientation: Orientation
    /// Whether the text runs right to left.
    public var rightToLeft: Bool
    /// Pixels kept from each edge.
    public var insets: ScrubberInsets
    /// The nub's size.
    public var nubSize: Size
    /// Where the nub sits across the axis.
    public var crossAlignment: Double
    /// Content at least this many viewports long shows the nub.
    public var minimumScrollFactor: Double

    /// A track over a view of `size`.
    public init(size: Size, orientation: Orientation = .vertical, rightToLeft: Bool = false, insets: ScrubberInsets = ScrubberInsets(),
                nubSize: Size = ScrubberTrack.drawnNubSize, crossAlignment: Double = 1, minimumScrollFactor: Double = 2) {
        self.size = Size(width: max(0, finite(size.width)), height: max(0, finite(size.height)))
        self.orientation = orientation
        self.rightToLeft = rightToLeft
        self.insets = insets
        self.nubSize = Size(width: max(1, finite(nubSize.width)), height: max(1, finite(nubSize.height)))
        self.crossAlignment = clamp(finite(crossAlignment), 0, 1)
        // SPT requires a factor above 1: at 1 or less the nub would show for
        // content that does not scroll.
        self.minimumScrollFactor = max(1, finite(minimumScrollFactor))
    }

    private var left: Double { rightToLeft ? insets.end : insets.start }
    private var right: Double { rightToLeft ? insets.start : insets.end }
    private var nubAlong: Double { orientation == .vertical ? nubSize.height : nubSize.width }
    private var nubAcross: Double { orientation == .vertical ? nubSize.width : nubSize.height }
    private var extentAlong: Double { orientation == .vertical ? size.height : size.width }
    private var extentAcross: Double { orientation == .vertical ? size.width : size.height }

    /// The track along the axis. A short track gives up its insets, each
    /// end in proportion, until they take half the room the nub has: the
    /// other half is left for it to travel.
    public var scrubber: Scrubber {
        var s = Scrubber(trackExtent: extentAlong)
        s.nubLength = nubAlong
        s.minimumScrollFactor = minimumScrollFactor
        let lead = orientation == .vertical ? insets.top : left, trail = orientation == .vertical ? insets.bottom : right
        let room = max(0, extentAlong - nubAlong) / 2
        let share = lead + trail > room && lead + trail > 0 ? room / (lead + trail) : 1
        s.leadingInset = lead * share
        s.trailingInset = trail * share
        return s
    }

    /// Whether the nub shows for `range`: long enough content, and room for
    /// the nub both ways.
    public func isShown(_ range: ScrollRange) -> Bool {
        // A nub with under a pixel to travel could not be dragged.
        nubAlong <= extentAlong && nubAcross <= extentAcross && scrubber.travel >= 1
            && scrubber.isShown(contentExtent: range.contentExtent, viewportExtent: range.pageSize)
    }

    /// The nub's rectangle at a scroll fraction.
    public func nubRect(fraction: Double) -> Rect {
        let along = scrubber.nubOffset(fraction: fraction)
        let lead = orientation == .vertical ? left : insets.top, trail = orientation == .vertical ? right : insets.bottom
        let room = extentAcross - nubAcross
        // The insets across give way first where the view is narrow.
        let share = lead + trail > room && lead + trail > 0 ? max(0, room) / (lead + trail) : 1
        let across = lead * share + max(0, room - (lead + trail) * share) * alignment
        switch orientation {
        case .vertical: return Rect(x: across, y: along, width: nubSize.width, height: nubSize.height)
        case .horizontal: return Rect(x: along, y: across, width: nubSize.width, height: nubSize.height)
        }
    }

    /// The alignment across the axis measured from the left or top.
    private var alignment: Double {
        orientation == .vertical && rightToLeft ? 1 - crossAlignment : crossAlignment
    }

    /// Where along the nub a press at (x, y) took hold of it.
    public func grab(x: Double, y: Double, nub: Rect) -> Double {
        orientation == .vertical ? y - nub.y : x - nub.x
    }

    /// The scroll value for a drag at (x, y) holding the nub at `grab`: the
    /// inverse of ``nubRect(fraction:)``, so the nub stays under the pointer.
    public func value(x: Double, y: Double, grab: Double, range: ScrollRange) -> Double {
        let edge = (orientation == .vertical ? finite(y) : finite(x)) - finite(grab)
        return range.value(atFraction: scrubber.fraction(nubOffset: edge))
    }

    /// The bubble for text of `text` size, padded as the pager's: beside the
    /// nub towards the view's middle on a vertical track, above it (below
    /// when there is no room) on a horizontal one, kept inside the view.
    public func bubbleRect(nub n: Rect, text: Size) -> Rect {
        let pad = ChromeLayout.bubblePadding, gap = ChromeLayout.bubbleGap, edge = ChromeLayout.bubbleEdgeMargin
        let w = min(finite(text.width), ChromeLayout.bubbleMaximumTextWidth) + 2 * pad.width
        let h = finite(text.height) + 2 * pad.height
        var x: Double, y: Double
        switch orientation {
        case .vertical:
            x = n.x + n.width / 2 > size.width / 2 ? n.x - w - gap : n.x + n.width + gap
            y = n.y + n.height / 2 - h / 2
        case .horizontal:
            x = n.x + n.width / 2 - w / 2
            y = n.y - h - gap >= edge ? n.y - h - gap : n.y + n.height + gap
        }
        x = clamp(x, edge, max(edge, size.width - w - edge))
        y = clamp(y, edge, max(edge, size.height - h - edge))
        return Rect(x: x, y: y, width: w, height: h)
    }
}

extension ScrollRange {
    /// The bubble's text when the host gives none: the view's page of the
    /// content, "k / n", counted in viewports.
    public var pageLabel: String? {
        guard let n = pageCount, n > 0, let p = pagePosition else { return nil }
        let k = Int(clamp(p.position.rounded(), 0, Double(n - 1)))
        return "\(k + 1) / \(n)"
    }
}

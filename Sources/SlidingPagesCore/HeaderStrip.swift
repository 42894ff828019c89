/// The titled header strip's geometry (the UIScrollSlidingPages seed).
///
/// The strip scrolls in exact proportion to the pages: its offset is
/// `titleWidth × pagePosition` (the seed's `itemWidth × page + fraction ×
/// itemWidth`), and ``pagePosition(stripOffset:)`` is its exact inverse, so a
/// drag on the strip moves the pages with no feedback loop.
public struct HeaderStrip: Sendable, Equatable {
    /// The strip's width in pixels (the pager's width).
    public var width: Double
    /// Pixels per title; the seed's default is 150.
    public var titleWidth: Double
    /// The seed's default is 50.
    public var height: Double
    /// Whether titles run right to left.
    public var rightToLeft: Bool

    /// Pixels between titles (UIScrollSlidingPages' 150).
    public static let defaultTitleWidth = 150.0
    /// The strip's height (UIScrollSlidingPages' 50).
    public static let defaultHeight = 50.0

    /// A strip of `width`, titles `titleWidth` apart.
    public init(width: Double, titleWidth: Double = HeaderStrip.defaultTitleWidth, height: Double = HeaderStrip.defaultHeight, rightToLeft: Bool = false) {
        self.width = finite(width)
        self.titleWidth = max(1, finite(titleWidth, or: HeaderStrip.defaultTitleWidth))
        self.height = max(0, finite(height, or: HeaderStrip.defaultHeight))
        self.rightToLeft = rightToLeft
    }

    /// Pixels the strip has scrolled for a page position.
    public func stripOffset(pagePosition: Double) -> Double { titleWidth * pagePosition }

    /// The exact inverse of ``stripOffset(pagePosition:)``.
    public func pagePosition(stripOffset: Double) -> Double { stripOffset / titleWidth }

    /// A drag on the strip, in pixels, as a change of page position: one
    /// title width is one page (mirrored for right-to-left).
    public func pageDelta(forDragDX dx: Double) -> Double { (rightToLeft ? dx : -dx) / titleWidth }

    /// The physical x of an (unwrapped) page title's centre; the current
    /// title is centred.
    public func titleCenterX(page: Int, pagePosition: Double) -> Double {
        let logical = width / 2 + (Double(page) - pagePosition) * titleWidth
        return rightToLeft ? width - logical : logical
    }

    /// The unwrapped pages whose titles touch the strip.
    public func visiblePages(pagePosition: Double) -> SlotSpan {
        let half = width / 2 / titleWidth + 0.5
        return SlotSpan(floorSlot(pagePosition - half) + 1, ceilSlot(pagePosition + half))
    }

    /// The unwrapped page whose title is under physical x.
    public func page(atX x: Double, pagePosition: Double) -> Int {
        let logical = rightToLeft ? width - x : x
        return roundSlot(pagePosition + (logical - width / 2) / titleWidth)
    }

    /// 1 for the centred title, falling to 0 one title away: blends active
    /// and inactive title styling while scrolling.
    public func emphasis(page: Int, pagePosition: Double) -> Double {
        max(0, 1 - abs(Double(page) - pagePosition))
    }

    /// The title drawn as the current one: the one more than half way to
    /// the centre (its emphasis above one half), so exactly one is current
    /// at any position between two pages.
    public static func isSelected(emphasis: Double) -> Bool { emphasis > 0.5 }

    /// Opacity of a title away from the centre; a centred title is opaque
    /// (the seed dims the titles beside the current one).
    public static let restingTitleAlpha = 0.6

    /// Steps a custom title colour's opacity is rounded to, so a title has
    /// a bounded number of rasterised sprites while it fades.
    public static let titleAlphaSteps = 16.0

    /// The opacity factor for a title drawn in a custom colour: 0.6 away
    /// from the centre to 1 centred, in ``titleAlphaSteps`` steps.
    public static func customColourAlpha(emphasis: Double) -> Double {
        let e = clamp(finite(emphasis), 0, 1)
        return restingTitleAlpha + (1 - restingTitleAlpha) * (e * titleAlphaSteps).rounded() / titleAlphaSteps
    }

    /// The opacity of an image title: 0.6 away from the centre to 1 centred.
    public static func imageAlpha(emphasis: Double) -> Double {
        restingTitleAlpha + (1 - restingTitleAlpha) * clamp(finite(emphasis), 0, 1)
    }
}

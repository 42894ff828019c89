/// Where the chrome sits in the pager: the header strip across the top, the
/// pages below it, the dots over the pages near their bottom edge, and the
/// scrubber's track along the scroll axis over the pages.
public struct ChromeOptions: Sendable, Equatable {
    /// No titled strip: the pages take its height.
    public var stripHidden = false
    /// The strip's height in pixels (50, as UIScrollSlidingPages).
    public var stripHeight = HeaderStrip.defaultHeight
    /// Pixels between titles (150, as UIScrollSlidingPages).
    public var titleWidth = HeaderStrip.defaultTitleWidth
    /// No page dots.
    public var dotsHidden = false
    /// No dots while there is one page, and their band goes to the
    /// scrubber (KVNMaskedPageControl's hidesForSinglePage).
    public var dotsHideForSinglePage = false
    /// Dots, or lines with a sliding bar.
    public var indicatorStyle = IndicatorStyle.dots
    /// Previous and next buttons over the pages while the pointer is over
    /// the pager, as image viewers show them.
    public var navigationButtons = false
    /// Pixels between the dots and the pages' bottom edge.
    public var dotsMargin = 12.0
    /// Pixels between the nub and the ends of its track.
    public var scrubberInsets = 10.0
    /// The nub's length along the axis (and its breadth).
    public var scrubberNubLength = 30.0
    /// Across the axis: 0 start, 0.5 centre, 1 end (the default: the bottom
    /// edge of a horizontal pager, the trailing edge of a vertical one).
    public var scrubberCrossAlignment = 1.0
    /// Content at least this many viewports long shows the nub (the
    /// option record's default, which every face starts from).
    public var minimumScrollFactor = OptionTable.scrubberMinimumScrollFactor.defaultValue

    /// The defaults.
    public init() {}

    /// The strip's height when there is room for it: 0 when hidden.
    public var stripExtent: Double { stripHidden ? 0 : max(0, finite(stripHeight)) }
}

/// A hit on the chrome.
public enum ChromeRegion: Sendable, Equatable {
    /// The titled strip.
    case strip
    /// The dot of `page`.
    case dot(page: Int)
    /// The scrubber's nub.
    case nub
    /// The next (`forward`) or previous page's button.
    case button(forward: Bool)
    /// The pages themselves.
    case pages
}

/// The chrome's rectangles for one pager size, in the pager's coordinates.
public struct ChromeLayout: Sendable, Equatable {
    /// The options the layout was made for.
    public let options: ChromeOptions
    /// The pager's size.
    public let size: Size
    /// The scroll axis.
    public let orientation: Orientation
    /// Whether the pager runs right to left.
    public let rightToLeft: Bool
    /// The strip (zero height when hidden).
    public let strip: Rect
    /// Where pages are laid out and clipped.
    public let pageArea: Rect
    /// Pixels at the bottom of the page area kept for the dots (their row
    /// and its margin below), 0 when they are hidden. The scrubber stays
    /// out of it, so the nub and its bubble never cover a dot.
    ///
    /// Stored, as are ``scrubber`` and ``nubFits``: a frame asks for each
    /// several times (whether the nub shows, where it is), and working them
    /// out each time took about 400 instructions of a drag frame
    /// (callgrind, `make bench`).
    public let dotsBand: Double
    /// The scrubber along the axis, inset from the ends of the page area: a
    /// vertical track ends above the dots band.
    public let scrubber: Scrubber
    /// Whether the nub fits beside the dots band and along its track. When
    /// it does not (a pager a few dozen pixels high), it is not shown.
    public let nubFits: Bool

    /// The chrome's rectangles for a pager of `size`.
    public init(options: ChromeOptions, size: Size, orientation: Orientation, rightToLeft: Bool) {
        self.options = options
        self.size = size
        self.orientation = orientation
        self.rightToLeft = rightToLeft
        // A short pager keeps half its height for its pages: the strip gives way.
        let h = min(options.stripExtent, (size.height / 2).rounded(.down))
        strip = Rect(x: 0, y: 0, width: size.width, height: h)
        pageArea = Rect(x: 0, y: h, width: size.width, height: max(0, size.height - h))
        dotsBand = options.dotsHidden ? 0 : PageDots(pageCount: 1).size.height + options.dotsMargin
        var s = Scrubber(trackExtent: orientation == .horizontal ? pageArea.width : max(0, pageArea.height - dotsBand))
        // A short track gives up its insets before the nub leaves it.
        s.insets = min(options.scrubberInsets, max(0, (s.trackExtent - options.scrubberNubLength) / 2))
        s.nubLength = options.scrubberNubLength
        s.minimumScrollFactor = options.minimumScrollFactor
        scrubber = s
        nubFits = pageArea.height - dotsBand >= options.scrubberNubLength && pageArea.width >= options.scrubberNubLength
    }

    /// The strip's geometry.
    public var headerStrip: HeaderStrip {
        HeaderStrip(width: strip.width, titleWidth: options.titleWidth, height: strip.height, rightToLeft: rightToLeft)
    }

    /// The dots' rectangle: centred near the bottom of the pages.
    public func dotsRect(_ dots: PageDots) -> Rect {
        let s = dots.size
        let x = pageArea.x + (pageArea.width - s.width) / 2
        let y = pageArea.y + pageArea.height - s.height - options.dotsMargin
        return Rect(x: x, y: y, width: s.width, height: s.height)
    }

    /// The nub's rectangle for a scroll fraction (0 at the leading end).
    public func nubRect(fraction: Double) -> Rect {
        let s = scrubber
        let along = s.nubOffset(fraction: fraction)
        let n = options.scrubberNubLength
        let crossRoom: Double
        switch orientation {
        case .horizontal:
            // Across a horizontal pager the nub keeps above the dots band;
            // where that leaves little room, the insets give way first.
            let space = pageArea.height - dotsBand
            let inset = min(options.scrubberInsets, max(0, (space - n) / 2))
            crossRoom = space - n - 2 * inset
            let y = pageArea.y + inset + max(0, crossRoom) * clamp(options.scrubberCrossAlignment, 0, 1)
            let x = rightToLeft ? pageArea.x + pageArea.width - along - n : pageArea.x + along
            return Rect(x: x, y: y, width: n, height: n)
        case .vertical:
            crossRoom = pageArea.width - n - 2 * options.scrubberInsets
            let a = rightToLeft ? 1 - clamp(options.scrubberCrossAlignment, 0, 1) : clamp(options.scrubberCrossAlignment, 0, 1)
            let x = pageArea.x + options.scrubberInsets + max(0, crossRoom) * a
            return Rect(x: x, y: pageArea.y + along, width: n, height: n)
        }
    }

    /// The scrub bubble: its text at most ``bubbleMaximumTextWidth`` wide,
    /// padded 8 × 4 px; above the nub of a horizontal pager, before it in a
    /// vertical one, 8 px from it, kept 4 px inside the page area and out
    /// of the dots band. SPT's scrubber shows its bubble beside the nub the
    /// same way.
    public func bubbleRect(nub n: Rect, text: Size) -> Rect {
        let w = min(text.width, ChromeLayout.bubbleMaximumTextWidth) + 2 * ChromeLayout.bubblePadding.width
        let h = text.height + 2 * ChromeLayout.bubblePadding.height
        let gap = ChromeLayout.bubbleGap, edge = ChromeLayout.bubbleEdgeMargin
        let bottom = pageArea.y + pageArea.height - dotsBand - edge
        var x: Double, y: Double
        switch orientation {
        case .horizontal:
            x = clamp(n.x + n.width / 2 - w / 2, pageArea.x + edge, max(pageArea.x + edge, pageArea.x + pageArea.width - w - edge))
            y = n.y - h - gap
        case .vertical:
            // Towards the pages' middle from the nub's side.
            x = n.x + n.width / 2 > pageArea.x + pageArea.width / 2 ? n.x - w - gap : n.x + n.width + gap
            y = n.y + n.height / 2 - h / 2
        }
        y = clamp(y, pageArea.y + edge, max(pageArea.y + edge, bottom - h))
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The widest a bubble's text grows before it is ellipsized.
    public static let bubbleMaximumTextWidth = 240.0
    /// Pixels around the bubble's text, across and down.
    public static let bubblePadding = Size(width: 8, height: 4)
    /// Pixels between the bubble and the nub.
    public static let bubbleGap = 8.0
    /// Pixels the bubble keeps from the page area's edges.
    public static let bubbleEdgeMargin = 4.0

    /// The nub's leading edge along the track for a point (the inverse of
    /// ``nubRect(fraction:)`` along the axis), given where in the nub it was
    /// grabbed.
    public func nubOffset(x: Double, y: Double, grab: Double) -> Double {
        switch orientation {
        case .horizontal:
            return rightToLeft ? (pageArea.x + pageArea.width - x) - grab : (x - pageArea.x) - grab
        case .vertical:
            return (y - pageArea.y) - grab
        }
    }

    /// Where along the nub a press at (x, y) took hold of it, measured from
    /// the nub's leading edge (its right edge in a right-to-left
    /// horizontal pager), so the nub does not jump under the pointer.
    public func nubGrab(x: Double, y: Double, nub n: Rect) -> Double {
        switch orientation {
        case .horizontal: return rightToLeft ? n.x + n.width - x : x - n.x
        case .vertical: return y - n.y
        }
    }

    /// The previous (`forward` false) or next page's button: a 36 px circle
    /// (an OSD button's size) 12 px inside the page area's edge, centred
    /// across the axis; the next one at the trailing end (left in
    /// right to left, at the bottom of a vertical pager).
    public func buttonRect(forward: Bool) -> Rect {
        let side = 36.0, inset = 12.0, a = pageArea
        switch orientation {
        case .horizontal:
            let atRight = forward != rightToLeft
            return Rect(x: atRight ? a.x + a.width - inset - side : a.x + inset, y: a.y + (a.height - side) / 2, width: side, height: side)
        case .vertical:
            return Rect(x: a.x + (a.width - side) / 2, y: forward ? a.y + a.height - dotsBand - inset - side : a.y + inset, width: side,
                        height: side)
        }
    }

    /// What is under a point. `nubFraction` is nil when the scrubber is
    /// not shown; `buttons` says which navigation buttons show.
    public func region(x: Double, y: Double, dots: PageDots?, pagePosition: Double, nubFraction: Double?,
                       buttons: (previous: Bool, next: Bool) = (false, false)) -> ChromeRegion {
        if strip.height > 0 && y < strip.y + strip.height && y >= strip.y { return .strip }
        for forward in [false, true] where forward ? buttons.next : buttons.previous {
            if buttonRect(forward: forward).contains(x: x, y: y) { return .button(forward: forward) }
        }
        if let f = nubFraction, nubRect(fraction: f).contains(x: x, y: y) { return .nub }
        if let dots, !options.dotsHidden {
            var r = dotsRect(dots)
            // Lines are a few pixels high: a press as near as a dot's edge takes one.
            if dots.style == .lines { r = r.outset(dx: 0, dy: PageDots(pageCount: 1).size.height / 2 - r.height / 2) }
            if r.contains(x: x, y: y), let page = dots.page(atX: x - r.x, pagePosition: pagePosition, width: r.width) {
                return .dot(page: page)
            }
        }
        return .pages
    }
}

/// The dots' opacity when they hide at rest (the desktop form of the seed's
/// `hideStatusBarWhenScrolling`): fade in over 0.3 s while scrolling, out
/// over 0.3 s once scrolling stopped for `linger` seconds.
public struct DotsFade: Sendable, Equatable {
    /// Seconds the dots take to fade in or out.
    public var fade = 0.3
    /// Seconds the dots stay after the last motion before fading.
    public var linger = 0.75

    /// The defaults.
    public init() {}

    /// Opacity at `now`: `movingSince` is when the current scrolling began
    /// (nil at rest), `lastMotion` when the pager last moved.
    public func alpha(now: Double, movingSince: Double?, lastMotion: Double?) -> Double {
        if let start = movingSince {
            return clamp((now - start) / fade, 0, 1)
        }
        guard let last = lastMotion else { return 0 }
        let t = now - last - linger
        if t <= 0 { return 1 }
        return clamp(1 - t / fade, 0, 1)
    }

    /// Whether the dots' opacity still changes after `now`.
    public func isAnimating(now: Double, movingSince: Double?, lastMotion: Double?) -> Bool {
        if let start = movingSince { return now - start < fade }
        guard let last = lastMotion else { return false }
        return now - last < linger + fade
    }
}

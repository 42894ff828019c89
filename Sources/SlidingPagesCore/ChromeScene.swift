/// A page whose title the strip shows next, and its first item.
public struct TitleNeighbour: Sendable, Equatable {
    /// The page.
    public var page: Int
    /// Its first item, which names its title.
    public var item: Int

    /// The title of `page`, named by `item`.
    public init(page: Int, item: Int) {
        self.page = page
        self.item = item
    }
}

/// One title of the strip as it is drawn: which page it names, where its
/// centre is, and how current it looks.
public struct TitlePlacement: Sendable, Equatable {
    /// The title's page counted without folding laps (what places it).
    public var unwrappedPage: Int
    /// The page it names, and that page's first item.
    public var page: Int
    /// The item the title names.
    public var item: Int
    /// The physical x of the title's centre in the pager.
    public var centerX: Double
    /// 1 centred, falling to 0 one title away.
    public var emphasis: Double
    /// The title drawn as the current one.
    public var isSelected: Bool

    /// A title placed in the strip.
    public init(unwrappedPage: Int, page: Int, item: Int, centerX: Double, emphasis: Double, isSelected: Bool) {
        self.unwrappedPage = unwrappedPage
        self.page = page
        self.item = item
        self.centerX = centerX
        self.emphasis = emphasis
        self.isSelected = isSelected
    }
}

/// The dots as drawn: their rectangle, the position they show, the share
/// of the control already showing the next page's colours, and opacity.
public struct DotsPlacement: Sendable, Equatable {
    /// Where the dots' row is drawn.
    public var rect: Rect
    /// The dots' geometry.
    public var dots: PageDots
    /// The position in pages the dots show.
    public var pagePosition: Double
    /// Whether the row wraps round with the pages.
    public var wraps: Bool
    /// The share of the next page's colours masked in (0…1).
    public var reveal: Double
    /// The dots' opacity (fading when they hide at rest).
    public var alpha: Double
    /// The backdrop behind the row (the `dots` node's background): the row
    /// with ``backdropPadding`` round it, so the dots keep their contrast
    /// over any page.
    public var backdrop: Rect {
        rect.outset(dx: DotsPlacement.backdropPadding.x, dy: DotsPlacement.backdropPadding.y)
    }
    /// Pixels of backdrop beside and above and below the row.
    public static let backdropPadding = (x: 6.0, y: 4.0)

    /// The dots as placed for a frame.
    public init(rect: Rect, dots: PageDots, pagePosition: Double, wraps: Bool, reveal: Double, alpha: Double) {
        self.rect = rect
        self.dots = dots
        self.pagePosition = pagePosition
        self.wraps = wraps
        self.reveal = reveal
        self.alpha = alpha
    }
}

/// The scrubber's nub as drawn.
public struct NubPlacement: Sendable, Equatable {
    /// The nub's rectangle.
    public var rect: Rect
    /// The nub's opacity now.
    public var alpha: Double
    /// Whether the nub is held (drawn pressed).
    public var isHeld: Bool

    /// The nub as placed for a frame.
    public init(rect: Rect, alpha: Double, isHeld: Bool) {
        self.rect = rect
        self.alpha = alpha
        self.isHeld = isHeld
    }
}

/// Everything the chrome shows at one moment, in the pager's coordinates:
/// the widget paints it as it is. Filled in place by
/// ``PagerEngine/chromeScene(into:now:titles:)``, so a frame allocates nothing
/// once the title buffer has grown.
public struct ChromeScene: Sendable, Equatable {
    /// The position in pages.
    public var pagePosition = 0.0
    /// The unwrapped pages whose titles touch the strip, and the current one.
    public var titleSpan = SlotSpan.empty
    /// The page whose title is selected, when there is one.
    public var selectedTitle: Int?
    /// Only the selected title is in ``titles``: the pages pass more than a
    /// page a frame (``PagerEngine/passesPagesFast(now:)``).
    public var onlySelectedTitle = false
    /// The titles in the strip, left to right in page order, once
    /// ``fillTitles()`` has run (``PagerEngine/chromeScene(into:now:titles:)``
    /// runs it unless told not to; ``placeTitles(into:)`` places them in a
    /// list of the caller's).
    public var titles: [TitlePlacement] = []
    /// Whether ``titles`` is filled for this scene.
    public private(set) var titlesFilled = false
    /// Which page each unwrapped page in ``titleSpan`` names.
    public var titlePages = TitlePages()
    /// The dots, when shown.
    public var dots: DotsPlacement?
    /// The scrubber's nub, when shown.
    public var nub: NubPlacement?
    /// The previous page's button, when it shows.
    public var previousButton: Rect?
    /// The next page's button, when it shows.
    public var nextButton: Rect?
    /// The current page and the page count, for the scrub bubble's "k / n".
    public var currentPage: Int?
    /// How many pages there are (0 for a source with no count).
    public var pageCount = 0
    /// What the titles depend on besides the position (a film of them
    /// stays valid while these hold).
    public var wraps = false
    /// Items per page.
    public var itemsPerPage = 1
    /// The chrome's rectangles: the strip, the page area, and what is
    /// measured while painting (the scrub bubble's text).
    public var layout = ChromeLayout(options: ChromeOptions(), size: .zero, orientation: .horizontal, rightToLeft: false)

    /// An empty scene.
    public init() {}

    /// What the scrub bubble says: the current page's title, else "k / n"
    /// ("k" with no count). Joined, not interpolated: short strings stay
    /// inline, where interpolation allocates.
    public func bubbleText(title: String?) -> String? {
        guard let page = currentPage else { return nil }
        if let title, !title.isEmpty { return title }
        return pageCount > 0 ? String(page + 1) + " / " + String(pageCount) : String(page + 1)
    }

    /// Places the titles of ``titleSpan`` in ``titles`` (only the selected
    /// one with ``onlySelectedTitle``), unless they are placed already for
    /// the scene as ``PagerEngine/chromeScene(into:now:titles:)`` last
    /// filled it.
    public mutating func fillTitles() {
        guard !titlesFilled else { return }
        titlesFilled = true
        placeTitles(into: &titles)
    }

    /// Places the titles of ``titleSpan`` (only the selected one with
    /// ``onlySelectedTitle``) in `list`, replacing what it held. A frame
    /// that composites the strip's titles as one film needs none of them,
    /// so the widget places them only when it draws them one by one or
    /// makes a film, in a list of its own kept between frames: six
    /// placements were most of the scene's work in a drag frame.
    public func placeTitles(into list: inout [TitlePlacement]) {
        list.removeAll(keepingCapacity: true)
        let strip = headerStrip, pos = pagePosition
        var k = titleSpan.lower
        while k < titleSpan.upper {
            let e = strip.emphasis(page: k, pagePosition: pos)
            let selected = HeaderStrip.isSelected(emphasis: e)
            if !onlySelectedTitle || selected, let page = titlePages.page(ofUnwrappedPage: k) {
                list.append(TitlePlacement(unwrappedPage: k, page: page, item: titlePages.firstItem(ofPage: page),
                                           centerX: strip.titleCenterX(page: k, pagePosition: pos), emphasis: e, isSelected: selected))
            }
            k += 1
        }
    }

    /// Marks ``titles`` as not filled for a new scene.
    mutating func clearTitles() {
        titles.removeAll(keepingCapacity: true)
        titlesFilled = false
    }

    /// The strip's rectangle.
    public var strip: Rect { layout.strip }
    /// The strip's title geometry.
    public var headerStrip: HeaderStrip { layout.headerStrip }
    /// Whether the pages scroll sideways.
    public var isHorizontal: Bool { layout.orientation == .horizontal }

    /// Where the keyboard focus ring goes: just inside the page area.
    public var focusRect: Rect {
        let a = layout.pageArea
        return Rect(x: a.x + 2, y: a.y + 2, width: a.width - 4, height: a.height - 4)
    }
}

extension HeaderStrip {
    /// Pixels a title's text keeps clear of its slot's edges, each side.
    public static let titleTextInset = 8.0

    /// The width a title's text may take: its slot less the insets.
    public var titleTextWidth: Double { titleWidth - 2 * HeaderStrip.titleTextInset }

    /// The top-left corner of a title's text `textHeight` tall centred on
    /// `centerX`, its line centred in a strip `height` tall from `top`.
    public func titleTextOrigin(centerX: Double, textHeight: Double, top: Double) -> (x: Double, y: Double) {
        (centerX - titleTextWidth / 2, top + (height - textHeight) / 2)
    }

    /// The scale an image title of `width` × `height` pixels is drawn at:
    /// it fits the text width and the strip less 5 px above and below, and
    /// is never enlarged past the screen's scale.
    public func imageTitleScale(width: Double, height h: Double, deviceScale: Double) -> Double {
        guard width > 0, h > 0 else { return 0 }
        return min((height - 10) / h, titleTextWidth / width, max(1, deviceScale))
    }

    /// Where an image title of `width` × `height` pixels goes, centred on
    /// `centerX` and in the strip, at its ``imageTitleScale(width:height:deviceScale:)``
    /// (`scale` 0: nothing to draw).
    public func imageTitlePlacement(centerX: Double, top: Double, width: Double, height h: Double,
                                    deviceScale: Double) -> (x: Double, y: Double, scale: Double) {
        let scale = imageTitleScale(width: width, height: h, deviceScale: deviceScale)
        return (centerX - width * scale / 2, titleTextOrigin(centerX: centerX, textHeight: h * scale, top: top).y, scale)
    }

    /// The width of a film of the titles `first..<end`.
    public func filmWidth(first: Int, end: Int) -> Double { Double(max(0, end - first)) * titleWidth }

    /// The left edge of a film of the titles `first..<end` (drawn once, then
    /// slid as the strip scrolls) at `pagePosition`.
    public func filmOrigin(first: Int, end: Int, pagePosition: Double) -> Double {
        titleCenterX(page: rightToLeft ? end - 1 : first, pagePosition: pagePosition) - titleWidth / 2
    }

    /// A title's centre on the film of `first..<end`: the same at every
    /// position, since the film moves with the strip.
    public func filmTitleCenterX(page k: Int, first: Int, end: Int) -> Double {
        let at = Double(first)
        return titleCenterX(page: k, pagePosition: at) - filmOrigin(first: first, end: end, pagePosition: at)
    }
}

extension PagerEngine {
    /// Fills `scene` with what the chrome shows at `now`; with `titles`
    /// false, the titles are left for ``ChromeScene/fillTitles()``.
    public func chromeScene(into scene: inout ChromeScene, now: Double, titles: Bool = true) {
        let c = chromeLayout
        let l = layout
        let a = c.pageArea
        scene.layout = c
        let strip = c.headerStrip
        // Only the strip and the dots show the position.
        let pos = c.strip.height > 0 || showsDots ? pagePosition : 0
        scene.pagePosition = pos
        scene.clearTitles()
        scene.titleSpan = .empty
        scene.selectedTitle = nil
        scene.onlySelectedTitle = false
        scene.titlePages = l.titlePages
        if c.strip.height > 0, l.numberOfPages > 0 {
            let visible = strip.visiblePages(pagePosition: pos)
            scene.titleSpan = visible
            // Pages passed at more than a page a frame (the nub scrubbed
            // across thousands) would each show their title for a single
            // frame: only the current title is drawn until the pages slow,
            // rather than shaping six titles no one can read every frame.
            scene.onlySelectedTitle = passesPagesFast(now: now)
            // The selected title is one of the two pages either side of the
            // position, judged as each title is (past an end, rubber-banding,
            // it may name no page; it is still the one the strip centres).
            let below = floorSlot(pos)
            var k = below
            while k <= below + 1 {
                if visible.contains(k) && HeaderStrip.isSelected(emphasis: strip.emphasis(page: k, pagePosition: pos)) { scene.selectedTitle = k }
                k += 1
            }
        }
        if titles { scene.fillTitles() }
        scene.dots = nil
        if showsDots, let dots {
            let alpha = dotsAlpha(now: now)
            if alpha > 0 {
                let r = c.dotsRect(dots)
                // The next page's colours are revealed as the page boundary
                // crosses the control (KVNMaskedPageControl).
                let reveal = PageDots.maskFraction(pagePosition: pos, pageExtent: a.width,
                                                   controlMinX: c.rightToLeft ? a.width - (r.x + r.width) : r.x,
                                                   controlWidth: r.width)
                scene.dots = DotsPlacement(rect: r, dots: dots, pagePosition: pos, wraps: l.wraps, reveal: reveal, alpha: alpha)
            }
        }
        let shown = navigationButtons
        scene.previousButton = shown.previous ? c.buttonRect(forward: false) : nil
        scene.nextButton = shown.next ? c.buttonRect(forward: true) : nil
        scene.currentPage = motion.currentPage
        scene.pageCount = l.numberOfPages
        scene.wraps = l.wraps
        scene.itemsPerPage = l.itemsPerPage
        // The nub's opacity straight from its fade: nubAlpha(now:) would
        // work out whether it shows a second time.
        scene.nub = nubFraction.map { f in
            NubPlacement(rect: c.nubRect(fraction: f),
                         alpha: scrubberFade.alpha(now: now, lastActivity: timing.scrubberActivity, pressed: timing.nubKeptShown),
                         isHeld: timing.nubHeld)
        }
    }

    /// The titles the strip shows next: the page beyond each end of `span`
    /// (the titles in view, ``ChromeScene/titleSpan``), nil past an end.
    /// The widget prepares them between frames, so a move lands on a
    /// title that is shaped and rasterised already.
    public func titlesBeside(_ span: SlotSpan) -> (after: TitleNeighbour?, before: TitleNeighbour?) {
        guard !span.isEmpty else { return (nil, nil) }
        func neighbour(_ k: Int) -> TitleNeighbour? {
            layout.page(ofUnwrappedPage: k).map { TitleNeighbour(page: $0, item: layout.firstItem(ofPage: $0)) }
        }
        return (neighbour(span.upper), neighbour(span.lower - 1))
    }

    /// Where the page in `slot` goes, in whole pixels of the pager: its
    /// edges are rounded, not its size, so neighbours meet without gaps, and
    /// kept within ±1,000,000 px (GTK's ints, and no trap on a huge layout).
    @inlinable
    public func pixelFrame(ofSlot slot: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        PagePlacement(layout: layout, position: motion.position, area: chromeLayout.pageArea).pixelFrame(ofSlot: slot)
    }

    /// Where and how every page is drawn at `now`, as one snapshot (a
    /// page's own handlers may move the pager while the pages are being
    /// placed): the layout, position and page area, the zoom-out scale, and
    /// the reveals under way.
    @inlinable
    public func pagePlacement(now: Double) -> PagePlacement {
        PagePlacement(layout: layout, position: motion.position, area: chromeLayout.pageArea,
                      scale: pageScale, reveals: reveals, now: now, effect: pageEffect)
    }

    /// The nub's rectangle in whole pixels (for a widget standing in for
    /// it), at the track's start when the nub is not shown.
    @inlinable
    public var nubPixelFrame: (x: Int, y: Int, width: Int, height: Int) {
        let n = chromeLayout.nubRect(fraction: nubFraction ?? 0)
        func pixels(_ v: Double) -> Int { v.isFinite ? Int(min(max(v, -1_000_000), 1_000_000)) : 0 }
        return (pixels(n.x), pixels(n.y), pixels(n.width), pixels(n.height))
    }

}

/// Where pages go for one layout, position and page area, and how they
/// are drawn there.
public struct PagePlacement: Sendable {
    /// The layout the pages are placed by.
    public let layout: PagerLayout
    /// The position in items.
    public let position: Double
    /// The page area in the pager.
    public let area: Rect
    /// Every page's zoom-out scale.
    public let scale: Double
    /// Pages growing in or shrinking out, by slot.
    public let reveals: [Int: Reveal]
    /// The time the placement is for.
    public let now: Double
    /// The built-in page effect (a host's own transformer replaces it);
    /// ``scale`` is the zoom-out's.
    public let effect: PageEffect

    /// Pages placed for `position` in `area`, with the effect applied.
    @inlinable
    public init(layout: PagerLayout, position: Double, area: Rect, scale: Double = 1, reveals: [Int: Reveal] = [:], now: Double = 0,
                effect: PageEffect = .none) {
        self.layout = layout
        self.position = position
        self.area = area
        self.scale = scale
        self.reveals = reveals
        self.now = now
        self.effect = effect
    }

    /// The page in `slot`'s offset from the current position, in pages: 0
    /// at rest on it, −1 for the page before, 0.5 for the next page half
    /// in. The items of one page share its offset, so at rest every page
    /// is a whole number of pages away.
    public func offset(ofSlot slot: Int) -> Double {
        let ipp = layout.itemsPerPage
        guard ipp > 1 else { return Double(slot) + layout.anchorShift - position }
        // The slot's place within its page, counted from the item the
        // pages would rest on from here.
        let rest = layout.restingPosition(for: position, paging: true) - layout.anchorShift
        let restItem = rest.isFinite ? Int(min(max(rest.rounded(), -1e15), 1e15)) : 0
        let within = positiveModulo(slot &- restItem, ipp)
        return (Double(slot - within) + layout.anchorShift - position) / Double(ipp)
    }

    /// A page growing into place: its scale and opacity (1, 1 otherwise).
    @inlinable
    public func reveal(ofSlot slot: Int) -> (scale: Double, alpha: Double) {
        guard let r = reveals[slot] else { return (1, 1) }
        return (r.scale(at: now), r.extentFactor(at: now))
    }

    /// How the built-in effect draws the page in `slot` (the zoom-out
    /// included).
    public func effectTransform(ofSlot slot: Int) -> PageTransform {
        // The default effects need no offset: a frame's work is spared per page.
        effect.transform(offset: effect.followsOffset ? offset(ofSlot: slot) : 0, zoom: scale)
    }

    /// How the page in `slot` is drawn under `transform` (a host's, which
    /// replaces the effect; the effect's when nil), with any reveal
    /// multiplied in.
    public func paint(ofSlot slot: Int, transform: PageTransform? = nil) -> PagePaint {
        let t = transform ?? effectTransform(ofSlot: slot)
        // Only distances need the page's size.
        let moves = t.translation != 0 || t.crossTranslation != 0 || t.contentShift != 0
        let f = moves ? layout.frame(ofSlot: slot, at: position) : Rect(x: 0, y: 0, width: 0, height: 0)
        return PagePaint(t, width: f.width, height: f.height, orientation: layout.configuration.orientation,
                         rightToLeft: layout.configuration.rightToLeft, reveal: reveal(ofSlot: slot))
    }

    /// The page area in whole pixels, for clipping the pages.
    @inlinable
    public var pixelPageArea: (x: Int, y: Int, width: Int, height: Int) {
        (Int(area.x), Int(area.y), Int(area.width), Int(area.height))
    }

    /// Where the page in `slot` goes, in whole pixels of the pager: its
    /// edges are rounded, not its size, so neighbours meet without gaps, and
    /// kept within ±1,000,000 px (GTK's ints, and no trap on a huge layout).
    @inlinable
    public func pixelFrame(ofSlot slot: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let f = layout.frame(ofSlot: slot, at: position)
        func pixels(_ v: Double) -> Int { v.isFinite ? Int(min(max(v, -1_000_000), 1_000_000)) : 0 }
        let x0 = (f.x + area.x).rounded(), y0 = (f.y + area.y).rounded()
        let x1 = (f.x + area.x + f.width).rounded(), y1 = (f.y + area.y + f.height).rounded()
        return (pixels(x0), pixels(y0), pixels(x1 - x0), pixels(y1 - y0))
    }
}

import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The page room's answers to the C half's layout: the size asked for and
// every page's place, as the engine says, in one answer a phase.

extension PageRoom {

    // MARK: Size

    /// Asks for the largest size any page asked for since the last reload, plus the
    /// chrome (``PagerEngine/sizeRequest(pageMinimum:pageNatural:horizontal:)``), so the
    /// size holds as pages scroll by and a recycled page's new text causes no relayout.
    func measure() -> (width: (minimum: Int, natural: Int), height: (minimum: Int, natural: Int)) {
        if pager.sources.pageFactory?.waiting == true { startPageSignals() }
        host.measurePages()
        // Read in place, as reading off the stored engine copies all of it; asked only with the option on.
        let (follows, acrossIsHeight) = pager.inPlace { ($0.followsPageSize, $0.layout.configuration.orientation == .horizontal) }
        let host = self.host
        let followed = follows ? pager.inPlace { $0.followedCrossExtent { slot in host.request(ofSlot: slot, height: acrossIsHeight) } } : nil
        func request(_ horizontal: Bool) -> (minimum: Int, natural: Int) {
            var (minimum, natural) = horizontal ? host.pageRequest.width : host.pageRequest.height
            if let f = followed, horizontal != acrossIsHeight { (minimum, natural) = (Int(f.minimum.rounded(.up)), Int(f.natural.rounded(.up))) }
            let r = pager.inPlace { $0.sizeRequest(pageMinimum: Double(minimum), pageNatural: Double(natural), horizontal: horizontal) }
            return (Int(r.minimum), Int(r.natural))
        }
        return (request(true), request(false))
    }

    /// The pager's new size: the engine's layout follows it, then every
    /// child is placed (the C half applies the answer).
    func allocate(width: Double, height: Double) -> SPLayout {
        if pager.engine.resize(to: Size(width: width, height: height)) { rebuildLayout(placing: false) }
        syncLoaded()
        syncShown()
        return placeChildren()
    }

    /// An answer that places nothing and turns the clip off (the pager went
    /// while the answer was made).
    static let noLayout = SPLayout(clip: GdkRectangle(x: 0, y: 0, width: -1, height: -1), placements: nil, n_placements: 0)

    /// Where every loaded page (and a leaving page, a custom nub) goes, in one answer
    /// the C half applies; a page that only moved keeps its allocation, its window moves.
    func placeChildren() -> SPLayout {
        let now = monotonicSeconds()
        let placement = pager.inPlace { $0.pagePlacement(now: now) }
        let clip = placement.pixelPageArea
        // Pages let go of first: it may run host code, which must not find
        // a half-built answer.
        letGoOfLeftPages()
        guard pager.isAlive else { return Self.noLayout }
        host.placements.removeAll()
        if let transformer = pager.sources.transformer {
            placeTransformed(placement, transformer)
            guard pager.isAlive else { return Self.noLayout }
        } else {
            host.place(placement)
        }
        host.rankCachesAhead()
        // In a fixed order: the placements' order is the reading order.
        for (token, page) in pager.engine.leaving.sorted(by: { $0.key < $1.key }) {
            if let w = host.leavingPages[token] { host.place(w, frame: page.frame, paint: page.paint(at: now)) }
        }
        if let nub = pager.renderer.nubWidget {
            // The custom nub stands over the pages and does not zoom.
            var paint = PagePaint.identity
            paint.alpha = pager.engine.nubAlpha(now: now)
            host.place(nub, frame: pager.engine.nubPixelFrame, paint: paint)
        }
        return SPLayout(clip: GdkRectangle(x: gint(clip.x), y: gint(clip.y), width: gint(clip.width), height: gint(clip.height)),
                        placements: host.placements.pointer, n_placements: guint(host.placements.count))
    }

    /// The pages are placed again with their new paints, and drawn.
    func pageDrawingChanged() {
        guard pager.isAlive else { return }
        pager.properties.notifyChangedProperties()
        gtk_widget_queue_allocate(host.widget)
        gtk_widget_queue_draw(host.widget)
    }

    /// Places every loaded page with its host transform. A transformer may change or
    /// destroy the pager: a page is placed only if still in its slot, none once it is gone.
    func placeTransformed(_ placement: PagePlacement, _ transformer: @MainActor (Int, Double) -> PageTransform) {
        let pages = host.loaded
        for (slot, w) in pages {
            let item = placement.layout.item(atSlot: slot) ?? slot
            let offset = placement.offset(ofSlot: slot)
            let t = pager.callingSource { transformer(item, offset) }
            guard pager.isAlive else { return }
            guard host.loaded[slot] == w else { continue }
            host.place(w, frame: placement.pixelFrame(ofSlot: slot), paint: placement.paint(ofSlot: slot, transform: t))
        }
    }
}

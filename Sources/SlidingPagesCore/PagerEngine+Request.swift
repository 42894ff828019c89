// The size the pager asks GTK for: enough for its pages and its chrome, so
// a window holding only the pager opens showing a whole page with the
// strip above it and the dots below its content.

extension PagerEngine {
    /// The most the pager asks for either way: half of the 32,767 px a
    /// window can have on X11 (and cairo can draw), leaving room for
    /// whatever surrounds it.
    public static let largestRequest = 16_384.0

    /// The pager's (minimum, natural) extent along one axis, from the
    /// largest (minimum, natural) a page asked for.
    ///
    /// The natural size holds the page area (a page's items side by side
    /// along the scroll axis, with the spacing between them), the strip
    /// above it, and is at least as wide as the dots' row and one title.
    /// The dots sit over the pages near their bottom edge (the seed's
    /// look), so the page area has the dots' band added on both sides: a
    /// page whose content is centred, as most are (a label, a box filled
    /// from its centre), then shows it whole above the dots. The minimum is one page's: options
    /// change only the natural size, which a window opens at but never
    /// grows to afterwards, so changing an option never resizes a window
    /// the user sized. A page given less than its minimum keeps its minimum
    /// and is clipped.
    public func sizeRequest(pageMinimum: Double, pageNatural: Double, horizontal: Bool) -> (minimum: Double, natural: Double) {
        let limit = PagerEngine.largestRequest
        let minimum = min(max(0, finite(pageMinimum)), limit)
        let config = layout.configuration
        var natural = config.naturalRequest(pageNatural: pageNatural, horizontal: horizontal)
        // A peek gives each filling page 1 − 2·peek of the pager.
        if horizontal == (config.orientation == .horizontal), case .fill = config.itemSizing, config.pagePeek > 0 {
            natural /= 1 - 2 * config.pagePeek
        }
        let c = chromeLayout
        if horizontal {
            if showsDots, let dots { natural = max(natural, dots.size.width) }
            if chrome.stripExtent > 0 { natural = max(natural, max(0, finite(chrome.titleWidth))) }
        } else {
            // At least twice the strip: a shorter pager gives half of itself
            // to its pages and squeezes the strip (ChromeLayout).
            natural = max(natural + chrome.stripExtent + 2 * c.dotsBand, 2 * chrome.stripExtent)
        }
        return (minimum, min(max(minimum, natural), limit))
    }

    /// With ``followsPageSize``, the pages' (minimum, natural) extent
    /// across the axis at the position: the current page's, moving toward
    /// the next page's as the position passes between them (GtkStack's
    /// interpolate-size). A page's extent is its largest item's;
    /// `extent(slot)` gives a loaded item's, nil for one not loaded. Nil
    /// when neither page has a loaded item.
    public func followedCrossExtent(_ extent: (Int) -> (minimum: Double, natural: Double)?) -> (minimum: Double, natural: Double)? {
        guard followsPageSize, !layout.isEmpty else { return nil }
        let ipp = layout.itemsPerPage
        let pages = layout.pagePosition(finite(motion.position))
        let k = floorSlot(pages), t = clamp(pages - Double(k), 0, 1)
        func page(_ k: Int) -> (minimum: Double, natural: Double)? {
            let first = k * ipp + layout.pageOrigin
            var out: (minimum: Double, natural: Double)?
            for slot in first..<(first + ipp) {
                guard let e = extent(slot) else { continue }
                out = (max(out?.minimum ?? 0, e.minimum), max(out?.natural ?? 0, e.natural))
            }
            return out
        }
        switch (page(k), page(k + 1)) {
        case (nil, nil): return nil
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (let a?, let b?): return (a.minimum + (b.minimum - a.minimum) * t, a.natural + (b.natural - a.natural) * t)
        }
    }
}

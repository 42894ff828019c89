import CSlidingPagesGtk
import SlidingPagesCore

/// What the strip's titles show for a span of pages: while it holds, the
/// titles are one piece that only moves.
struct StripFilmKey: Equatable {
    /// Unwrapped pages `first..<end` have their titles on the film.
    var first: Int
    var end: Int
    /// The page drawn in the selected colour.
    var current: Int?
    var pages: Int
    var wraps: Bool
    var itemsPerPage: Int
    /// The theme's title colours, packed.
    var normal: UInt32
    var selected: UInt32
    var shadow: Bool
    var titleWidth: Double
    var height: Double
    var rightToLeft: Bool
    var scale: Int
}

// The strip's titles move in exact proportion to the pages, all by the
// same amount, and between two page boundaries the same titles show in the
// same colours. So while dragging, the titles are drawn side by side onto
// one film once, and each frame composites that film at its offset: one
// composite instead of one per title, plus each title's lookups. A drag of
// 0.05 page a frame makes a film about every seven frames (the span changes
// twice a page, the current title once). The film is made on the second
// frame a span holds, so a jump a frame, where it never holds, does not
// pay for films it would use once.
extension Pager {
    /// Paints the titles from the film when it is worth it; false when the
    /// caller paints them one by one.
    func paintTitlesFromFilm(_ cr: OpaquePointer, strip: HeaderStrip, rect r: Rect, visible: SlotSpan, pagePosition pos: Double,
                             colours: (GdkRGBA, GdkRGBA)) -> Bool {
        // A custom text colour fades with emphasis, so it changes every frame.
        guard chrome.textColour == nil else { return false }
        let l = engine.motion.layout
        guard l.numberOfPages > 0, visible.upper > visible.lower else { return false }
        let current = strip.selectedPage(in: visible, pagePosition: pos)
        let key = StripFilmKey(first: visible.lower, end: visible.upper, current: current, pages: l.numberOfPages, wraps: l.wraps,
                               itemsPerPage: options.itemsPerPage, normal: ChromeSprites.pack(colours.0), selected: ChromeSprites.pack(colours.1), shadow: chrome.titleShadow,
                               titleWidth: strip.titleWidth, height: r.height, rightToLeft: strip.rightToLeft,
                               scale: ChromeSprites.deviceScale(cr))
        if sprites.filmKey != key {
            guard chrome.lastFilmKey == key, chrome.refusedFilmKey != key else {
                chrome.lastFilmKey = key
                return false
            }
            guard makeFilm(cr, key: key, strip: strip, height: r.height, colours: colours) else {
                chrome.refusedFilmKey = key
                return false
            }
        }
        guard let film = sprites.film else { return false }
        ChromeSprites.paint(cr, film, x: filmOrigin(key, strip: strip, pagePosition: pos), y: r.y)
        return true
    }

    /// The film's left edge in the strip at a page position.
    private func filmOrigin(_ key: StripFilmKey, strip: HeaderStrip, pagePosition pos: Double) -> Double {
        strip.titleCenterX(page: key.rightToLeft ? key.end - 1 : key.first, pagePosition: pos) - key.titleWidth / 2
    }

    /// Draws the span's titles onto the film; false if a title is not text.
    private func makeFilm(_ cr: OpaquePointer, key: StripFilmKey, strip: HeaderStrip, height: Double, colours: (GdkRGBA, GdkRGBA)) -> Bool {
        let l = engine.motion.layout
        let pages = key.pages
        // Every title's place on the film: its place in the strip less the
        // film's origin, the same at any position (any will do).
        let at = Double(key.first)
        let origin = filmOrigin(key, strip: strip, pagePosition: at)
        var titles: [(TitleText, Int, Double, Bool)] = []
        for k in key.first..<key.end {
            if !key.wraps && (k < 0 || k >= pages) { continue }
            let page = key.wraps ? ((k % pages) + pages) % pages : k
            guard let t = title(forPage: page) else {
                if !isAlive { return false }
                continue
            }
            guard case .text(let text) = t else { return false }
            let item = l.firstItem(ofPage: page)
            titles.append((titleLayout(item: item, text: text), item, strip.titleCenterX(page: k, pagePosition: at) - origin, k == key.current))
        }
        let film = sprites.newFilm(like: cr, width: Double(key.end - key.first) * key.titleWidth, height: height)
        let c = cairo_create(film.surface)!
        for (laid, item, centerX, selected) in titles {
            let at = titleSpriteOrigin(laid, centerX: centerX, top: 0, height: height)
            sprites.paintTitle(c, item: item, text: laid, colour: selected ? colours.1 : colours.0, shadow: key.shadow, x: at.x, y: at.y)
        }
        cairo_destroy(c)
        sprites.filmKey = key
        return true
    }
}

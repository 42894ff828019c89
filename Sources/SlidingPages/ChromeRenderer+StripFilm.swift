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

// The titles move together with the pages and look the same within a span, so a
// drag composites one film of them; it is made on a span's second frame, so jumping
// a page a frame pays for no film it would use once.
extension ChromeRenderer {
    /// Paints the scene's titles from the film when it is worth it; false
    /// when the caller paints them one by one.
    func paintTitlesFromFilm(_ cr: OpaquePointer, _ scene: ChromeScene, _ content: some ChromeContent, colours: TitleColours) -> Bool {
        // A custom text colour fades with emphasis, so it changes every frame.
        guard look.textColour == nil else { return false }
        // A film holds every title of its span; this scene has only one.
        guard !scene.onlySelectedTitle else { return false }
        let visible = scene.titleSpan, strip = scene.headerStrip, r = scene.strip
        guard scene.pageCount > 0, visible.upper > visible.lower else { return false }
        let key = StripFilmKey(first: visible.lower, end: visible.upper, current: scene.selectedTitle, pages: scene.pageCount, wraps: scene.wraps,
                               itemsPerPage: scene.itemsPerPage, normal: colours.normalRGBA, selected: colours.selectedRGBA,
                               shadow: look.titleShadow, titleWidth: strip.titleWidth, height: r.height, rightToLeft: strip.rightToLeft,
                               scale: sprites.scale(cr))
        if sprites.filmKey != key {
            guard cache.lastFilmKey == key, cache.refusedFilmKey != key else {
                cache.lastFilmKey = key
                return false
            }
            guard makeFilm(cr, key: key, scene, content, colours: colours) else {
                cache.refusedFilmKey = key
                return false
            }
        }
        guard let film = sprites.film else { return false }
        ChromeSprites.paint(cr, film, x: strip.filmOrigin(first: key.first, end: key.end, pagePosition: scene.pagePosition), y: r.y)
        return true
    }

    /// Draws the span's titles onto the film; false if a title is not text.
    private func makeFilm(_ cr: OpaquePointer, key: StripFilmKey, _ scene: ChromeScene, _ content: some ChromeContent,
                          colours: TitleColours) -> Bool {
        let strip = scene.headerStrip, height = scene.strip.height
        // Gathered before any is drawn (one not text: no film), in a list kept between
        // films; a title call may paint again, and that paint finds the list taken.
        var titles: [(TitleText, Int, Double, Bool)] = []
        swap(&titles, &filmTitles)
        defer {
            titles.removeAll(keepingCapacity: true)
            swap(&titles, &filmTitles)
        }
        var placed: [TitlePlacement] = []
        swap(&placed, &placedTitles)
        defer { swap(&placed, &placedTitles) }
        scene.placeTitles(into: &placed)
        for t in placed {
            let title = stripTitle(t, content, width: strip.titleTextWidth)
            guard content.isAlive else { return false }
            guard let title else { continue }
            guard case .text(let laid) = title else { return false }
            titles.append((laid, t.item, strip.filmTitleCenterX(page: t.unwrappedPage, first: key.first, end: key.end), t.unwrappedPage == key.current))
        }
        let film = sprites.newFilm(like: cr, width: strip.filmWidth(first: key.first, end: key.end), height: height)
        let c = cairo_create(film.surface)!
        for (laid, item, centerX, selected) in titles {
            let at = strip.titleTextOrigin(centerX: centerX, textHeight: Double(laid.logical.height), top: 0)
            sprites.paintTitle(c, item: item, text: laid, colour: selected ? colours.selected : colours.normal,
                               rgba: selected ? colours.selectedRGBA : colours.normalRGBA, shadow: key.shadow,
                               x: at.x - ChromeSprites.titleInset, y: at.y - ChromeSprites.titleInset)
        }
        cairo_destroy(c)
        sprites.filmKey = key
        return true
    }
}

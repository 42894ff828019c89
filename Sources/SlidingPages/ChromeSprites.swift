import CSlidingPagesGtk
import SlidingPagesCore

/// Chrome rasterised once and composited every frame after: copying finished
/// pixels is far cheaper than scan-converting a dot's arc or rendering glyphs.
/// Sprites are made like the target (server-side on X11, at its device scale).
final class ChromeSprites {
    /// A rasterised piece of chrome, `width` × `height` in user units.
    struct Sprite {
        var surface: OpaquePointer  // cairo_surface_t, owned by the cache
        var width: Double
        var height: Double
    }

    struct DotKey: Hashable, RecentCacheKey {
        var rgba: UInt32
        var radius: Int  // eighths of a unit
        var cell: Int  // a repeating cell's width, or 0 for a lone dot
        var scale: Int
        var cacheHash: Int { Int(rgba) &* 31 &+ radius &* 1_009 &+ cell &* 65_537 &+ scale }
    }

    struct TitleKey: Hashable, RecentCacheKey {
        var item: Int
        var rgba: UInt32
        var shadow: Bool
        var scale: Int
        var cacheHash: Int { item &* 1_000_003 &+ Int(rgba) &* 31 &+ (shadow ? 7 : 0) &+ scale }
    }

    struct MaskKey: Hashable, RecentCacheKey {
        var item: Int
        var scale: Int
        var cacheHash: Int { item &* 31 &+ scale }
    }

    struct NubKey: Hashable, RecentCacheKey {
        var width: Int
        var height: Int
        var pressed: Bool
        var horizontal: Bool
        var scale: Int
        var cacheHash: Int { width &* 65_537 &+ height &* 31 &+ (pressed ? 2 : 0) &+ (horizontal ? 1 : 0) &+ scale &* 7 }
    }

    struct BoxKey: Hashable, RecentCacheKey {
        var width: Int
        var height: Int
        var scale: Int
        var cacheHash: Int { width &* 65_537 &+ height &* 31 &+ scale }
    }

    /// The sprites and what a paint keeps. Unchecked: only cache calls that never
    /// call out change them (BENCHMARKS.md, "Exclusivity checks").
    @exclusivity(unchecked) private var kept = SpriteState()
    private var dots: RecentCache<DotKey, Sprite> {
        get { kept.dots }
        _modify { yield &kept.dots }
    }
    private var titles: RecentCache<TitleKey, Sprite> {
        get { kept.titles }
        _modify { yield &kept.titles }
    }
    private var titleMasks: RecentCache<MaskKey, Sprite> {
        get { kept.titleMasks }
        _modify { yield &kept.titleMasks }
    }
    private var nubs: RecentCache<NubKey, Sprite> {
        get { kept.nubs }
        _modify { yield &kept.nubs }
    }
    private var bubbles: RecentCache<BoxKey, Sprite> {
        get { kept.bubbles }
        _modify { yield &kept.bubbles }
    }
    private var backdrops = RecentCache<BoxKey, Sprite>(capacity: 4)

    deinit {
        if let f = film { cairo_surface_destroy(f.surface) }
        free(dots.removeAll())
        free(titles.removeAll())
        free(titleMasks.removeAll())
        free(nubs.removeAll())
        free(bubbles.removeAll())
    }

    private func free(_ sprites: [Sprite]) {
        for s in sprites { cairo_surface_destroy(s.surface) }
    }

    /// Frees the sprite a cache let go of, if any.
    private func free(_ sprite: Sprite?) {
        if let sprite { cairo_surface_destroy(sprite.surface) }
    }

    /// Titles depend on the theme's font and the titles' text.
    func dropTitles() {
        paintedOnce = paintedOnce.map { _ in nil }
        filmKey = nil
        free(titles.removeAll())
        free(titleMasks.removeAll())
    }

    /// The nub and the bubble's box depend on the theme.
    func dropNubs() {
        free(nubs.removeAll())
        free(bubbles.removeAll())
        free(backdrops.removeAll())
    }

    // MARK: Making

    static func deviceScale(_ cr: OpaquePointer) -> Int { surfaceScale(cairo_get_target(cr)) }

    /// The device scale of the paint under way (``beginPaint(_:)``), so sprite
    /// lookups need not ask cairo for it each time.
    private var paintScale: Int? {
        get { kept.paintScale }
        set { kept.paintScale = newValue }
    }

    /// Notes `cr`'s device scale until ``endPaint(restoring:)``; returns the one it
    /// replaces, as a paint may run inside another's callbacks.
    func beginPaint(_ cr: OpaquePointer) -> Int? {
        let saved = paintScale
        paintScale = Self.deviceScale(cr)
        return saved
    }

    /// Ends the paint ``beginPaint(_:)`` began.
    func endPaint(restoring saved: Int?) { paintScale = saved }

    /// `cr`'s device scale: the paint's, when one is under way.
    func scale(_ cr: OpaquePointer) -> Int { paintScale ?? Self.deviceScale(cr) }

    static func surfaceScale(_ s: OpaquePointer) -> Int {
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(s, &sx, &sy)
        return max(1, Int(sx.rounded()))
    }

    /// A transparent surface like `cr`'s target (its device scale inherited, so
    /// `width` and `height` are user units), and a context to draw into it.
    private static func make(like cr: OpaquePointer, width: Double, height: Double, content: cairo_content_t = CAIRO_CONTENT_COLOR_ALPHA,
                             draw: (OpaquePointer) -> Void) -> Sprite {
        make(width: width, height: height, draw: draw) { w, h in cairo_surface_create_similar(cairo_get_target(cr), content, w, h) }!
    }

    /// The same, like `window`'s surfaces (its scale, and on X11 in the
    /// server): for sprites made between frames, with no paint under way.
    private static func make(likeWindow window: OpaquePointer, width: Double, height: Double, content: cairo_content_t = CAIRO_CONTENT_COLOR_ALPHA,
                             draw: (OpaquePointer) -> Void) -> Sprite? {
        make(width: width, height: height, draw: draw) { w, h in gdk_window_create_similar_surface(window, content, w, h) }
    }

    /// A surface of `width` × `height` rounded up to whole units from
    /// `similar`, drawn by `draw`.
    private static func make(width: Double, height: Double, draw: (OpaquePointer) -> Void,
                             similar: (gint, gint) -> OpaquePointer?) -> Sprite? {
        let w = max(1, Int(width.rounded(.up))), h = max(1, Int(height.rounded(.up)))
        guard let s = similar(gint(w), gint(h)) else { return nil }
        let c = cairo_create(s)!
        draw(c)
        cairo_destroy(c)
        return Sprite(surface: s, width: Double(w), height: Double(h))
    }

    /// `c` as 0xRRGGBBAA, each channel rounded to 8 bits; in C (`sp_pack_rgba`)
    /// because Swift's clamping and checked conversions cost far more.
    static func pack(_ c: GdkRGBA) -> UInt32 { sp_pack_rgba(c) }

    /// The side of a dot sprite for `radius`.
    static func dotSide(radius: Double) -> Double { 2 * ((radius * 8).rounded() / 8 + 1).rounded(.up) }

    /// A filled circle, its radius quantised to 1/8 unit. With `cell` (whole device
    /// pixels, at least `dotSide`) the sprite is that wide, so `CAIRO_EXTEND_REPEAT`
    /// paints a row of dots in one fill.
    func dot(_ cr: OpaquePointer, colour: GdkRGBA, radius: Double, cell: Double = 0) -> Sprite {
        let key = DotKey(rgba: Self.pack(colour), radius: Int((max(0, radius) * 8).rounded()), cell: Int((cell * 8).rounded()),
                         scale: scale(cr))
        // No small list of recent dots in front: a drag frame asks for more kinds than it would hold.
        if let s = dots.value(for: key) { return s }
        let r = Double(key.radius) / 8
        let side = Self.dotSide(radius: r)
        let width = cell > 0 ? cell : side
        let s = Self.make(like: cr, width: width, height: side) { c in
            cairo_set_source_rgba(c, colour.red, colour.green, colour.blue, colour.alpha)
            cairo_arc(c, width / 2, side / 2, r, 0, 2 * Double.pi)
            cairo_fill(c)
        }
        free(dots.insert(s, for: key))
        return s
    }

    /// Where the layout's origin sits inside a title sprite.
    static let titleInset = 2.0

    /// Paints a title over its shadow (black at 0.55 of its alpha, one unit lower).
    /// The first paint in a colour fills through the glyph mask straight onto the target;
    /// only the second makes a sprite, so a title current for one frame gets none.
    func paintTitle(_ cr: OpaquePointer, item: Int, text: TitleText, colour: GdkRGBA, rgba: UInt32, shadow: Bool, x: Double, y: Double) {
        let key = TitleKey(item: item, rgba: rgba, shadow: shadow, scale: scale(cr))
        if let held = text.sprite, held.key == key {
            Self.paint(cr, held.sprite, x: x, y: y)
            return
        }
        if let s = titles.value(for: key) {
            text.keep(sprite: s, for: key)
            Self.paint(cr, s, x: x, y: y)
            return
        }
        let mask = titleMask(cr, item: item, text: text)
        if !paintedOnceContains(key) {
            paintedOnce[paintedNext] = key
            paintedNext = (paintedNext + 1) % paintedOnce.count
            let (dx, dy) = Self.snapped(cr, x, y)
            Self.fill(cr, mask: mask, colour: colour, shadow: shadow, x: dx, y: dy)
            return
        }
        let s = Self.make(like: cr, width: mask.width, height: mask.height + 1) { c in
            Self.fill(c, mask: mask, colour: colour, shadow: shadow, x: 0, y: 0)
        }
        free(titles.insert(s, for: key))
        text.keep(sprite: s, for: key)
        Self.paint(cr, s, x: x, y: y)
    }

    /// The strip's titles drawn side by side (see `ChromeRenderer+StripFilm`), and
    /// what they show; nil when they must be drawn again.
    private(set) var film: Sprite? {
        get { kept.film }
        set { kept.film = newValue }
    }
    var filmKey: StripFilmKey? {
        get { kept.filmKey }
        set { kept.filmKey = newValue }
    }

    /// A cleared film surface `width` × `height` like `cr`'s target,
    /// reusing the last one when it has the same size and scale.
    func newFilm(like cr: OpaquePointer, width: Double, height: Double) -> Sprite {
        filmKey = nil
        let w = max(1, width.rounded(.up)), h = max(1, height.rounded(.up))
        if let f = film, f.width == w, f.height == h, scale(cr) == Self.surfaceScale(f.surface) {
            let c = cairo_create(f.surface)!
            cairo_set_operator(c, CAIRO_OPERATOR_CLEAR)
            cairo_paint(c)
            cairo_destroy(c)
            return f
        }
        if let f = film { cairo_surface_destroy(f.surface) }
        let f = Self.make(like: cr, width: w, height: h) { _ in }
        film = f
        return f
    }

    /// How many title sprites are kept (for tests).
    var titleSpriteCount: Int { titles.count }

    /// Whether `key` was painted once. Compared field by field: `contains` on
    /// optionals goes through their generic equality, far slower.
    private func paintedOnceContains(_ key: TitleKey) -> Bool {
        for k in 0..<paintedOnce.count {
            if let p = paintedOnce[k], p.item == key.item, p.rgba == key.rgba, p.shadow == key.shadow, p.scale == key.scale { return true }
        }
        return false
    }

    /// Titles painted once in a colour without a sprite, the latest kept.
    private var paintedOnce: [TitleKey?] {
        get { kept.paintedOnce }
        _modify { yield &kept.paintedOnce }
    }
    private var paintedNext: Int {
        get { kept.paintedNext }
        set { kept.paintedNext = newValue }
    }

    /// The shadow, then the colour, through `mask` at (x, y).
    private static func fill(_ cr: OpaquePointer, mask: Sprite, colour: GdkRGBA, shadow: Bool, x: Double, y: Double) {
        if shadow {
            cairo_set_source_rgba(cr, 0, 0, 0, 0.55 * colour.alpha)
            cairo_mask_surface(cr, mask.surface, x, y + 1)
        }
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        cairo_mask_surface(cr, mask.surface, x, y)
    }

    /// The title's glyph coverage, its layout's origin at (titleInset, titleInset).
    private func titleMask(_ cr: OpaquePointer, item: Int, text: TitleText) -> Sprite {
        let key = MaskKey(item: item, scale: scale(cr))
        if let m = titleMasks.value(for: key) { return m }
        let size = Self.maskSize(text)
        let m = Self.make(like: cr, width: size.width, height: size.height, content: CAIRO_CONTENT_ALPHA) { c in
            Self.drawMask(c, text)
        }
        free(titleMasks.insert(m, for: key))
        return m
    }

    /// Renders a title's mask ahead of its first paint, like `window`'s surfaces
    /// (its scale, and on X11 in the server) as a paint's would be.
    func prepareMask(item: Int, text: TitleText, window: OpaquePointer) {
        let scale = Int(max(1, gdk_window_get_scale_factor(window)))
        let key = MaskKey(item: item, scale: scale)
        guard !titleMasks.contains(key) else { return }
        let size = Self.maskSize(text)
        guard let m = Self.make(likeWindow: window, width: size.width, height: size.height, content: CAIRO_CONTENT_ALPHA, draw: { c in
            Self.drawMask(c, text)
        }) else { return }
        free(titleMasks.insert(m, for: key))
    }

    /// Renders a title's sprite in `colour` ahead of its paints (its mask
    /// prepared first), like `prepareMask`.
    func prepareTitle(item: Int, colour: GdkRGBA, shadow: Bool, window: OpaquePointer) {
        let scale = Int(max(1, gdk_window_get_scale_factor(window)))
        let key = TitleKey(item: item, rgba: Self.pack(colour), shadow: shadow, scale: scale)
        guard !titles.contains(key), let mask = titleMasks.value(for: MaskKey(item: item, scale: scale)) else { return }
        // As paintTitle makes a title's sprite, one unit taller for the shadow.
        guard let s = Self.make(likeWindow: window, width: mask.width, height: mask.height + 1, draw: { c in
            Self.fill(c, mask: mask, colour: colour, shadow: shadow, x: 0, y: 0)
        }) else { return }
        free(titles.insert(s, for: key))
    }

    /// Whether a title's mask is made.
    func hasMask(item: Int, scale: Int) -> Bool { titleMasks.contains(MaskKey(item: item, scale: scale)) }

    private static func maskSize(_ text: TitleText) -> (width: Double, height: Double) {
        let ink = text.ink, logical = text.logical
        return (Double(max(logical.x + logical.width, ink.x + ink.width)) + 2 * titleInset,
                Double(max(logical.y + logical.height, ink.y + ink.height)) + 2 * titleInset)
    }

    private static func drawMask(_ c: OpaquePointer, _ text: TitleText) {
        cairo_move_to(c, titleInset, titleInset)
        text.show(c)
    }

    /// The scrubber nub at `width` × `height`, in the style context's
    /// current look, at full opacity.
    func nub(_ cr: OpaquePointer, width: Double, height: Double, pressed: Bool, horizontal: Bool, draw: (OpaquePointer) -> Void) -> Sprite {
        let key = NubKey(width: Int(width.rounded()), height: Int(height.rounded()), pressed: pressed, horizontal: horizontal,
                         scale: scale(cr))
        return sized(in: &nubs, key, like: cr, width: key.width, height: key.height, draw: draw)
    }

    /// The scrubber bubble's box (its CSS background): its text changes each frame
    /// the nub passes a page but its size rarely, and GTK's rounded, translucent box is costly.
    func bubble(_ cr: OpaquePointer, width: Double, height: Double, draw: (OpaquePointer) -> Void) -> Sprite {
        let key = BoxKey(width: Int(width.rounded()), height: Int(height.rounded()), scale: scale(cr))
        return sized(in: &bubbles, key, like: cr, width: key.width, height: key.height, draw: draw)
    }

    /// The dots' backdrop (its CSS background) at `width` × `height`: its
    /// size changes with the page count only.
    func dotsBackdrop(_ cr: OpaquePointer, width: Double, height: Double, draw: (OpaquePointer) -> Void) -> Sprite {
        let key = BoxKey(width: Int(width.rounded()), height: Int(height.rounded()), scale: scale(cr))
        return sized(in: &backdrops, key, like: cr, width: key.width, height: key.height, draw: draw)
    }

    /// The sprite `cache` keeps for `key`, or one of `width` × `height`
    /// drawn by `draw` and kept.
    private func sized<Key>(in cache: inout RecentCache<Key, Sprite>, _ key: Key, like cr: OpaquePointer, width: Int, height: Int,
                            draw: (OpaquePointer) -> Void) -> Sprite {
        if let s = cache.value(for: key) { return s }
        let s = Self.make(like: cr, width: Double(width), height: Double(height), draw: draw)
        free(cache.insert(s, for: key))
        return s
    }

    // MARK: Compositing

    /// (x, y) moved to the nearest device pixel, so a copy there is a plain
    /// one (no resampling).
    static func snapped(_ cr: OpaquePointer, _ x: Double, _ y: Double) -> (Double, Double) {
        var dx = x, dy = y
        cairo_user_to_device(cr, &dx, &dy)
        // Halves round up (not away from zero) so a film lands exactly where its titles
        // would one by one; the hair above a half keeps ties that float error left just short.
        dx = (dx + 0.5 + 1e-7).rounded(.down)
        dy = (dy + 0.5 + 1e-7).rounded(.down)
        cairo_device_to_user(cr, &dx, &dy)
        return (dx, dy)
    }

    /// Composites `s` with its top-left corner at (x, y). Painting the unextended
    /// source touches only the sprite's pixels and skips the path a fill would build.
    static func paint(_ cr: OpaquePointer, _ s: Sprite, x: Double, y: Double, alpha: Double = 1) {
        guard alpha > 0 else { return }
        let (dx, dy) = snapped(cr, x, y)
        cairo_set_source_surface(cr, s.surface, dx, dy)
        if alpha >= 1 {
            cairo_paint(cr)
        } else {
            cairo_paint_with_alpha(cr, alpha)
        }
    }
}

/// The sprite caches and what a paint keeps (see `ChromeSprites.kept`).
struct SpriteState {
    typealias S = ChromeSprites
    var dots = RecentCache<S.DotKey, S.Sprite>(capacity: 96)
    var titles = RecentCache<S.TitleKey, S.Sprite>(capacity: 48)
    var titleMasks = RecentCache<S.MaskKey, S.Sprite>(capacity: 24)
    var nubs = RecentCache<S.NubKey, S.Sprite>(capacity: 8)
    var bubbles = RecentCache<S.BoxKey, S.Sprite>(capacity: 4)
    var paintScale: Int?
    var film: S.Sprite?
    var filmKey: StripFilmKey?
    var paintedOnce = [S.TitleKey?](repeating: nil, count: 16)
    var paintedNext = 0
}

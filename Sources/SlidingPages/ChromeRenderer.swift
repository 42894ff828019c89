import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The chrome room: paints the engine's ChromeScene with cairo and Pango (strip,
// titles, dots, nub, bubble) and keeps the chrome's look, CSS nodes and caches.
// It decides no position.

/// What the chrome renderer asks of the pager it paints for.
@MainActor
protocol ChromeContent {
    /// The title of `page`, or nil. May run the host's code, which may destroy
    /// the pager: check ``isAlive`` after.
    func title(forPage page: Int) -> PageTitle?
    var isAlive: Bool { get }
    /// A dot's colour from the delegate, or nil for the theme's.
    func dotColour(page: Int, current: Bool) -> GdkRGBA?
    func warnOnce(_ message: String, kind: String?)
}

/// The chrome's look as the app sets it; `nil` colours follow the theme.
struct ChromeLook {
    var textColour: GdkRGBA?
    var stripBackground: GdkRGBA?
    var titleShadow = false
    var scrubberBubble = true
    /// The compiled-in diamond tile behind the titles, when no PNG is given.
    var diamonds = false
    /// A PNG tiled behind the titles.
    var patternPath: String?

    /// Whether the strip is a pattern (light titles over it, the CSS
    /// class "patterned" on the strip) rather than the theme's colours.
    var isPatterned: Bool { diamonds || patternPath != nil }
}

/// What drawing keeps between frames, dropped when the style changes.
struct ChromeCache {
    var pattern: OpaquePointer?  // cairo_surface_t of the strip pattern
    var patternRefused = false
    var nodes: [String: OpaquePointer] = [:]  // GtkStyleContext per CSS node path
    /// What the theme says, read once per style change instead of per frame
    /// (style lookups were most of a frame's cost).
    var colours: [ColourKey: GdkRGBA] = [:]
    /// The nodes and colours every frame paints with, kept apart from the
    /// dictionaries above so a frame hashes no path strings.
    var stripNode: OpaquePointer?
    var nubNode: OpaquePointer?
    var dotsNode: OpaquePointer?
    var titleColours: TitleColours?
    var dotColours: (normal: GdkRGBA, current: GdkRGBA)?
    /// Laid-out titles by item, the most recently drawn kept.
    var layouts = RecentCache<Int, TitleText>(capacity: 48)
    /// The title node's font, read once per style change.
    var titleFont: OpaquePointer?  // PangoFontDescription, owned
    /// The strip's titles as last painted one by one, and a span whose
    /// film could not be made (a title is an image).
    var lastFilmKey: StripFilmKey?
    var refusedFilmKey: StripFilmKey?
    /// The scrubber bubble's text as last shown, and what it says.
    var bubble: (text: String, shown: TitleText)?
}

/// The theme's title colours, normal and selected, each also packed as the
/// sprite caches file it, once per style rather than per title painted.
struct TitleColours {
    let normal: GdkRGBA
    let selected: GdkRGBA
    let normalRGBA: UInt32
    let selectedRGBA: UInt32

    init(normal: GdkRGBA, selected: GdkRGBA) {
        self.normal = normal
        self.selected = selected
        normalRGBA = ChromeSprites.pack(normal)
        selectedRGBA = ChromeSprites.pack(selected)
    }
}

struct ColourKey: Hashable {
    var path: String
    var state: UInt32
}

@MainActor
final class ChromeRenderer {
    let widget: Widget
    /// What a frame reads many times. Unchecked: each part changes only in this
    /// class's methods, never through an inout held across a call out, so accesses
    /// cannot overlap (BENCHMARKS.md, "Exclusivity checks").
    @exclusivity(unchecked) private var kept = RendererState()
    /// The strip's titles, as asked of the source.
    var titles: TitleStore {
        get { kept.titles }
        _modify { yield &kept.titles }
    }
    var look: ChromeLook {
        get { kept.look }
        _modify { yield &kept.look }
    }
    /// A widget standing in for the drawn nub; GTK paints it.
    var nubWidget: Widget? {
        get { kept.nubWidget }
        set { kept.nubWidget = newValue }
    }
    var cache: ChromeCache {
        get { kept.cache }
        _modify { yield &kept.cache }
    }
    /// Chrome rasterised once and composited per frame.
    let sprites = ChromeSprites()
    /// Counts the times the laid-out titles were dropped.
    private(set) var titleGeneration: Int {
        get { kept.titleGeneration }
        set { kept.titleGeneration = newValue }
    }
    /// The scene the engine fills for each paint (its title buffer is
    /// reused frame to frame).
    var scene: ChromeScene {
        get { kept.scene }
        _modify { yield &kept.scene }
    }
    /// `makeFilm`'s list of titles, empty between films.
    var filmTitles: [(TitleText, Int, Double, Bool)] = []
    /// The scene's titles as placed for the last paint that drew them.
    var placedTitles: [TitlePlacement] = []

    init(widget: Widget) {
        self.widget = widget
    }

    /// Lets go of every GTK and cairo object it holds (the widget is going).
    func detach() {
        dropStyleNodes()
        if let p = cache.pattern { cairo_surface_destroy(p) }
        cache.pattern = nil
        nubWidget = nil
    }

    // MARK: Painting

    /// Paints ``scene`` (already filled by the engine) over the pages, with
    /// titles and dot colours from `content`.
    func paint(_ cr: OpaquePointer, for content: some ChromeContent) {
        let scene = self.scene
        let savedScale = sprites.beginPaint(cr)
        defer { sprites.endPaint(restoring: savedScale) }
        if gtk_widget_has_visible_focus(widget) != 0 {
            // Keyboard focus is visible: the theme's focus ring round the pages.
            let f = scene.focusRect
            gtk_render_focus(gtk_widget_get_style_context(widget), cr, f.x, f.y, f.width, f.height)
        }
        if scene.strip.height > 0 { paintStrip(cr, scene, content) }
        // A title callback may have destroyed the pager.
        guard content.isAlive else { return }
        if let d = scene.dots { paintDots(cr, d, content) }
        if let n = scene.nub { paintNub(cr, n, scene, content) }
        // One by one: an array of the two allocated every frame.
        if let b = scene.previousButton { ChromePainter.button(cr, rect: b, forward: false, scene: scene) }
        if let b = scene.nextButton { ChromePainter.button(cr, rect: b, forward: true, scene: scene) }
    }

    private func paintStrip(_ cr: OpaquePointer, _ scene: ChromeScene, _ content: some ChromeContent) {
        let r = scene.strip
        cairo_save(cr)
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        cairo_clip(cr)
        if let bg = look.stripBackground {
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        } else if look.isPatterned {
            if let surface = stripPattern() {
                let pattern = cairo_pattern_create_for_surface(surface)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
                cairo_pattern_destroy(pattern)
            } else {
                cairo_set_source_rgb(cr, 0.15, 0.16, 0.17)
                cairo_paint(cr)
            }
            // A theme may paint over it.
            gtk_render_background(UnsafeMutablePointer(stripNode()), cr, r.x, r.y, r.width, r.height)
        } else {
            // The theme's colours, as a header bar's.
            gtk_render_background(UnsafeMutablePointer(stripNode()), cr, r.x, r.y, r.width, r.height)
        }
        let colours = cache.titleColours ?? TitleColours(normal: themeColour("strip/title"),
                                                         selected: themeColour("strip/title", GTK_STATE_FLAG_SELECTED))
        cache.titleColours = colours
        if paintTitlesFromFilm(cr, scene, content, colours: colours) || !content.isAlive {
            cairo_restore(cr)
            return
        }
        // Placed only now (a film frame needs none), in the list kept between frames;
        // a title call may paint again, and that paint finds the list taken and makes its own.
        var titles: [TitlePlacement] = []
        swap(&titles, &placedTitles)
        defer { swap(&titles, &placedTitles) }
        scene.placeTitles(into: &titles)
        var i = 0
        while i < titles.count && content.isAlive {
            paintTitle(cr, titles[i], scene, content, colours: colours)
            i += 1
        }
        cairo_restore(cr)
    }

    /// The strip's tile, read once per pattern: nil when the file is not a
    /// readable PNG (the setter warned of it, naming the call).
    func stripPattern() -> OpaquePointer? {
        guard cache.pattern == nil, !cache.patternRefused else { return cache.pattern }
        if let path = look.patternPath {
            let s = cairo_image_surface_create_from_png(path)
            if cairo_surface_status(s) == CAIRO_STATUS_SUCCESS { cache.pattern = s } else { cairo_surface_destroy(s) }
        } else {
            cache.pattern = StripPattern.surface()
        }
        cache.patternRefused = cache.pattern == nil
        return cache.pattern
    }

    /// A new strip pattern (or back to the compiled-in one).
    func setPattern(path: String?) {
        look.patternPath = path
        if let p = cache.pattern { cairo_surface_destroy(p) }
        cache.pattern = nil
        cache.patternRefused = false
    }

    /// What a strip title shows: its text laid out, or an image.
    enum StripTitle {
        case text(TitleText)
        case image(OpaquePointer)  // GdkPixbuf *
    }

    /// The title `t` shows, nil with none or if the pager died meanwhile. A laid-out
    /// title is still the item's (layouts go with the titles, `ChromeRoom.dropTitles`),
    /// so it is drawn without asking the content again.
    func stripTitle(_ t: TitlePlacement, _ content: some ChromeContent, width: Double) -> StripTitle? {
        if let kept = cache.layouts.value(for: t.item) { return .text(kept) }
        guard let title = content.title(forPage: t.page), content.isAlive else { return nil }
        switch title {
        case .text(let text): return .text(titleLayout(item: t.item, text: text, width: width))
        case .image(let pixbuf): return .image(pixbuf)
        case .icon: return nil  // loaded as an image when asked (ChromeRoom.title(forPage:))
        }
    }

    /// `colours`: the theme's title colour, normal and selected.
    private func paintTitle(_ cr: OpaquePointer, _ t: TitlePlacement, _ scene: ChromeScene, _ content: some ChromeContent,
                            colours: TitleColours) {
        let strip = scene.headerStrip, r = scene.strip
        switch stripTitle(t, content, width: strip.titleTextWidth) {
        case nil:
            return
        case .text(let laid):
            paintText(cr, laid, t, scene, colours: colours)
        case .image(let pixbuf):
            let at = strip.imageTitlePlacement(centerX: t.centerX, top: r.y,
                                               width: Double(gdk_pixbuf_get_width(pixbuf)), height: Double(gdk_pixbuf_get_height(pixbuf)),
                                               deviceScale: Double(gtk_widget_get_scale_factor(widget)))
            guard at.scale > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, at.x, at.y)
            cairo_scale(cr, at.scale, at.scale)
            gdk_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
            cairo_paint_with_alpha(cr, HeaderStrip.imageAlpha(emphasis: t.emphasis))
            cairo_restore(cr)
        }
    }

    /// Paints a text title laid out as `laid`.
    private func paintText(_ cr: OpaquePointer, _ laid: TitleText, _ t: TitlePlacement, _ scene: ChromeScene, colours: TitleColours) {
        let strip = scene.headerStrip
        var colour = t.isSelected ? colours.selected : colours.normal
        var packed = t.isSelected ? colours.selectedRGBA : colours.normalRGBA
        if let custom = look.textColour {
            // Emphasis fades a custom colour.
            colour = custom
            colour.alpha *= HeaderStrip.customColourAlpha(emphasis: t.emphasis)
            packed = ChromeSprites.pack(colour)
        }
        let at = strip.titleTextOrigin(centerX: t.centerX, textHeight: Double(laid.logical.height), top: scene.strip.y)
        sprites.paintTitle(cr, item: t.item, text: laid, colour: colour, rgba: packed, shadow: look.titleShadow,
                           x: at.x - ChromeSprites.titleInset, y: at.y - ChromeSprites.titleInset)
    }

    private func paintDots(_ cr: OpaquePointer, _ d: DotsPlacement, _ content: some ChromeContent) {
        let theme = cache.dotColours ?? (themeColour("dots/dot"), themeColour("dots/dot", GTK_STATE_FLAG_CHECKED))
        cache.dotColours = theme
        let themeNormal = theme.normal, themeCurrent = theme.current
        if d.alpha > 0 {
            let b = d.backdrop
            let ctx = UnsafeMutablePointer<GtkStyleContext>(dotsNode())
            let s = sprites.dotsBackdrop(cr, width: b.width, height: b.height) { c in
                gtk_render_background(ctx, c, 0, 0, b.width.rounded(), b.height.rounded())
            }
            let (x, y) = ChromeSprites.snapped(cr, b.x, b.y)
            ChromeSprites.paint(cr, s, x: x, y: y, alpha: d.alpha)
        }
        ChromePainter.dots(cr, rect: d.rect, dots: d.dots, pagePosition: d.pagePosition, wraps: d.wraps, reveal: d.reveal, alpha: d.alpha,
                           sprites: sprites,
                           normal: { page in content.dotColour(page: page, current: false) ?? themeNormal },
                           current: { page in content.dotColour(page: page, current: true) ?? themeCurrent })
    }

    private func paintNub(_ cr: OpaquePointer, _ n: NubPlacement, _ scene: ChromeScene, _ content: some ChromeContent) {
        // A custom nub is painted by GTK and faded through the alpha hook.
        if nubWidget == nil {
            ChromePainter.nub(cr, rect: n.rect, context: nubNode(), pressed: n.isHeld, alpha: n.alpha,
                              horizontal: scene.isHorizontal, sprites: sprites)
        }
        if n.isHeld && look.scrubberBubble { paintBubble(cr, nub: n.rect, scene, content) }
    }

    private func paintBubble(_ cr: OpaquePointer, nub n: Rect, _ scene: ChromeScene, _ content: some ChromeContent) {
        guard let page = scene.currentPage else { return }
        var title: String?
        if case .text(let t)? = content.title(forPage: page) { title = t }
        guard content.isAlive, let text = scene.bubbleText(title: title) else { return }
        let shown = bubbleText(text)
        let size = Size(width: Double(shown.logical.width), height: Double(shown.logical.height))
        let b = scene.layout.bubbleRect(nub: n, text: size)
        ChromePainter.bubble(cr, rect: b, context: node("scrubber/bubble"), text: shown, sprites: sprites)
    }

    /// The bubble's text, kept while it says the same and the style lasts.
    private func bubbleText(_ text: String) -> TitleText {
        if let b = cache.bubble, b.text == text { return b.shown }
        let shown = ChromePainter.bubbleText(widget, text)
        cache.bubble = (text, shown)
        return shown
    }

    /// Lets go of the bubble's text: the style, or the text direction its
    /// context was made for, changed.
    func dropBubbleText() {
        cache.bubble = nil
    }

    // MARK: Theme

    /// The style context of a CSS node drawn by the pager
    /// ("strip/title", "dots/dot", …), made once per style.
    func node(_ path: String, _ klass: String? = nil) -> OpaquePointer {
        let key = klass.map { "\(path).\($0)" } ?? path
        if let n = cache.nodes[key] { return n }
        var parent = gtk_widget_get_style_context(widget)!
        var name = path
        if let slash = path.lastIndex(of: "/") {
            parent = UnsafeMutablePointer(node(String(path[..<slash])))
            name = String(path[path.index(after: slash)...])
        }
        // A patterned strip is styled apart (light titles over the pattern):
        // its class is in the path its title nodes are made under.
        let n = OpaquePointer(sliding_pages_style_node(widget, parent, name, path == "strip" && look.isPatterned ? "patterned" : klass)!)
        cache.nodes[key] = n
        return n
    }

    /// The strip's node, asked for every frame.
    func stripNode() -> OpaquePointer {
        if let n = cache.stripNode { return n }
        let n = node("strip")
        cache.stripNode = n
        return n
    }

    /// The drawn nub's node, asked for every frame it shows.
    func nubNode() -> OpaquePointer {
        if let n = cache.nubNode { return n }
        let n = node("scrubber/nub")
        cache.nubNode = n
        return n
    }

    /// The `dots` node, whose background is the dots' backdrop.
    func dotsNode() -> OpaquePointer {
        if let n = cache.dotsNode { return n }
        let n = node("dots")
        cache.dotsNode = n
        return n
    }

    func dropStyleNodes() {
        dropStyleCaches()
        cache.stripNode = nil
        cache.nubNode = nil
        cache.dotsNode = nil
        for (_, n) in cache.nodes { g_object_unref(UnsafeMutableRawPointer(n)) }
        cache.nodes.removeAll()
    }

    /// A theme colour for a node and state, read once per style change.
    func themeColour(_ path: String, _ state: GtkStateFlags = GTK_STATE_FLAG_NORMAL) -> GdkRGBA {
        let key = ColourKey(path: path, state: state.rawValue)
        if let c = cache.colours[key] { return c }
        let c = ChromePainter.colour(node(path), state: state)
        cache.colours[key] = c
        return c
    }

    /// Drops everything read from the theme or laid out for it.
    func dropStyleCaches() {
        cache.colours.removeAll()
        cache.titleColours = nil
        cache.dotColours = nil
        if let f = cache.titleFont { pango_font_description_free(f) }
        cache.titleFont = nil
        sprites.dropNubs()
        dropBubbleText()
        dropTitleLayouts()
    }

    func dropTitleLayouts() {
        titleGeneration &+= 1
        _ = cache.layouts.removeAll()
        sprites.dropTitles()
    }

    /// Lays out a title and renders its mask before the strip shows it.
    func prepareTitle(item: Int, text: String, window: OpaquePointer) {
        let laid = titleLayout(item: item, text: text, width: scene.headerStrip.titleTextWidth)
        sprites.prepareMask(item: item, text: laid, window: window)
        // In the theme's colour a title keeps one look across the strip
        // (a custom colour fades with emphasis): its sprite can be ready.
        if look.textColour == nil, let colours = cache.titleColours {
            sprites.prepareTitle(item: item, colour: colours.normal, shadow: look.titleShadow, window: window)
        }
    }

    /// Whether a title is laid out already.
    func hasTitleLayout(item: Int) -> Bool { cache.layouts.contains(item) }

    /// A title laid out in the title node's font, `width` wide at most;
    /// built once while the title stays among the most recently drawn.
    func titleLayout(item: Int, text: String, width: Double) -> TitleText {
        if let t = cache.layouts.value(for: item) { return t }
        if cache.titleFont == nil {
            let sc = UnsafeMutablePointer<GtkStyleContext>(node("strip/title"))
            gtk_style_context_save(sc)
            gtk_style_context_set_state(sc, GTK_STATE_FLAG_NORMAL)
            cache.titleFont = sliding_pages_style_font(sc, GTK_STATE_FLAG_NORMAL)
            gtk_style_context_restore(sc)
        }
        // A Swift string is valid UTF-8 (C titles came through String(cString:)),
        // so Pango is handed it as it is.
        let t = TitleText.make(text, widget: widget, font: cache.titleFont, width: width)
        _ = cache.layouts.insert(t, for: item)
        return t
    }
}

/// A renderer's per-frame state (see `ChromeRenderer.kept`).
struct RendererState {
    var titles = TitleStore()
    var look = ChromeLook()
    var nubWidget: Widget?
    var cache = ChromeCache()
    var titleGeneration = 0
    var scene = ChromeScene()
}

import CSlidingPagesGtk
import CSlidingPages
import Glibc
import SlidingPagesCore

// The chrome the pager paints itself: the titled header strip, the masked
// page dots, the scrubber nub and its bubble. The engine gives every
// position, opacity and press (ChromeLayout, HeaderStrip, PageDots,
// Scrubber); this file only paints them, with cairo and Pango.

/// The chrome's look and what it caches, owned by the pager.
struct ChromeState {
    var textColour: GdkRGBA?
    var stripBackground: GdkRGBA?
    var titleShadow = true
    var scrubberBubble = true
    var pattern: OpaquePointer?  // cairo_surface_t of the strip pattern
    /// Titles by item, the most recently drawn kept.
    var titles = RecentCache<Int, PageTitle>(capacity: 64)
    var staticTitles: [Widget: String] = [:]
    var nubWidget: Widget?
    var patternPath: String?
    var nodes: [String: OpaquePointer] = [:]  // GtkStyleContext per CSS node path
    /// What the theme says, read once per style change instead of per frame
    /// (style lookups were most of a frame's cost).
    var colours: [ColourKey: GdkRGBA] = [:]
    /// Laid-out titles by item, the most recently drawn kept.
    var layouts = RecentCache<Int, TitleText>(capacity: 48)
    /// The title node's font, read once per style change.
    var titleFont: OpaquePointer?  // PangoFontDescription, owned
    /// The strip's titles as last painted one by one, and a span whose
    /// film could not be made (a title is an image).
    var lastFilmKey: StripFilmKey?
    var refusedFilmKey: StripFilmKey?
}

struct ColourKey: Hashable {
    var path: String
    var state: UInt32
}

/// Default look; themes and the app's CSS override it (it is installed at
/// the lowest priority), and options set in code override both.
let defaultChromeCSS = """
slidingpages strip { color: white; font-weight: normal; }
slidingpages strip title { color: alpha(white, 0.6); }
slidingpages strip title:selected { color: white; }
slidingpages dots dot { color: alpha(currentColor, 0.35); }
slidingpages dots dot:checked { color: alpha(currentColor, 0.9); }
slidingpages scrubber nub { background-color: alpha(#1c1f24, 0.75); border-radius: 15px; }
slidingpages scrubber nub:active { background-color: #3584e4; }
slidingpages scrubber bubble { background-color: alpha(#1c1f24, 0.85); color: white; border-radius: 6px; padding: 4px 8px; }
.sliding-pages-dots dot { color: alpha(currentColor, 0.35); }
.sliding-pages-dots dot:checked { color: alpha(currentColor, 0.9); }
.sliding-pages-scrubber nub { background-color: alpha(#1c1f24, 0.75); border-radius: 15px; }
.sliding-pages-scrubber nub:active { background-color: #3584e4; }
"""

@MainActor
var chromeCSSInstalled = false

extension Pager {
    // MARK: Options

    /// Hides the titled header strip (the data source then needs no titles).
    public var titleStripHidden: Bool {
        get { engine.chrome.stripHidden }
        set { engine.chrome.stripHidden = newValue; chromeChanged() }
    }
    /// The strip's height in pixels (50 by default, as the seed).
    public var titleStripHeight: Double {
        get { engine.chrome.stripHeight }
        set {
            guard let v = accepted(newValue, for: OptionTable.titleStripHeight) else { return }
            engine.chrome.stripHeight = v
            chromeChanged()
        }
    }
    /// Pixels per title in the strip (150 by default, as the seed).
    public var titleWidth: Double {
        get { engine.chrome.titleWidth }
        set {
            guard let v = accepted(newValue, for: OptionTable.titleWidth) else { return }
            engine.chrome.titleWidth = v
            dropTitleLayouts()
            chromeChanged()
        }
    }
    /// Title text colour; `nil` follows the theme (white by default).
    public var titleTextColour: GdkRGBA? {
        get { chrome.textColour }
        set { chrome.textColour = newValue; queueDraw() }
    }
    /// The strip's background colour; `nil` uses the theme's, over the
    /// shipped diamond pattern.
    public var titleStripBackground: GdkRGBA? {
        get { chrome.stripBackground }
        set { chrome.stripBackground = newValue; queueDraw() }
    }
    public var titleShadow: Bool {
        get { chrome.titleShadow }
        set { chrome.titleShadow = newValue; queueDraw() }
    }
    public var dotsHidden: Bool {
        get { engine.chrome.dotsHidden }
        set { engine.chrome.dotsHidden = newValue; queueDraw() }
    }
    /// Dots hidden at rest, fading in while scrolling (the seed's
    /// `hideStatusBarWhenScrolling`, for a desktop).
    public var dotsAutoHide: Bool {
        get { engine.dotsAutoHide }
        set { engine.dotsAutoHide = newValue; queueDraw() }
    }
    /// Pages shrink slightly while they move (on by default, as the seed).
    public var zoomOutEnabled: Bool {
        get { engine.zoomOut }
        set { engine.zoomOut = newValue; queueDraw() }
    }
    /// Across the axis: 0 start, 0.5 centre, 1 end.
    public var scrubberCrossAlignment: Double {
        get { engine.chrome.scrubberCrossAlignment }
        set {
            guard let v = accepted(newValue, for: OptionTable.scrubberCrossAlignment) else { return }
            engine.chrome.scrubberCrossAlignment = v
            queueDraw()
        }
    }
    public var scrubberInsets: Double {
        get { engine.chrome.scrubberInsets }
        set {
            guard let v = accepted(newValue, for: OptionTable.scrubberInsets) else { return }
            engine.chrome.scrubberInsets = v
            queueDraw()
        }
    }
    /// Content must be this many viewports long for the scrubber to show.
    /// A pager's default is 16: up to 15 pages the dots show every page, so
    /// the nub appears where the dots stop being enough (the standalone
    /// scrubber keeps SPTScrollViewScrubber's 2.0).
    public var scrubberMinimumScrollFactor: Double {
        get { engine.chrome.minimumScrollFactor }
        set {
            guard let v = accepted(newValue, for: OptionTable.scrubberMinimumScrollFactor) else { return }
            engine.chrome.minimumScrollFactor = v
            queueDraw()
        }
    }
    /// The scrubber's opacities and timings (0.3 idle, 1.0 active, back
    /// after 0.75 s over 0.5 s by default).
    public var scrubberFadeTimings: ScrubberFade {
        get { engine.scrubberFade }
        set { engine.scrubberFade = newValue; queueDraw() }
    }

    /// A widget to use as the scrubber's nub instead of the drawn one (the
    /// seed allowed a custom nub view). It is placed over the nub's
    /// rectangle and faded like the drawn nub; `nil` goes back to drawing.
    public var scrubberNubWidget: Widget? {
        get { chrome.nubWidget }
        set {
            guard newValue != chrome.nubWidget else { return }
            if let old = chrome.nubWidget {
                chrome.nubWidget = nil
                sliding_pages_pager_take(gobject, old)
            }
            if let w = newValue {
                guard gtk_widget_get_parent(w) == nil else {
                    return warnOnce("scrubber nub widget already has a parent; keeping the drawn nub")
                }
                chrome.nubWidget = w
                sliding_pages_pager_put_overlay(gobject, w)
                gtk_widget_show(w)
            }
            gtk_widget_queue_allocate(widget)
        }
    }

    /// A PNG tiled behind the titles; `nil` is the shipped diamond pattern.
    public var titleStripPattern: String? {
        get { chrome.patternPath }
        set {
            chrome.patternPath = newValue
            if let p = chrome.pattern { cairo_surface_destroy(p) }
            chrome.pattern = nil
            queueDraw()
        }
    }

    /// A bubble naming the page (its title, or "k / n") while scrubbing.
    public var scrubberShowsBubble: Bool {
        get { chrome.scrubberBubble }
        set { chrome.scrubberBubble = newValue; queueDraw() }
    }

    /// The title a static page shows in the strip (its "title" child property).
    public func setTitle(_ title: String?, for page: Widget) {
        chrome.staticTitles[page] = title
        _ = chrome.titles.removeAll()
        dropTitleLayouts()
        queueDraw()
    }

    func chromeChanged() {
        rebuildLayout()
        queueDraw()
    }

    func queueDraw() {
        if isAlive { gtk_widget_queue_draw(widget) }
        notifyChangedProperties()
    }

    // MARK: Geometry (the engine's, read here to paint)

    var chromeLayout: ChromeLayout { engine.chromeLayout }
    var pagePosition: Double { engine.pagePosition }
    var nubFraction: Double? { engine.nubFraction }

    // MARK: Motion bookkeeping for fades

    /// Called after every motion step: the engine notes it for the fades
    /// (its scrubber selection is delivered with the other events).
    func noteMotion() {
        engine.noteMotion(now: monotonicSeconds())
        // Not queueDraw(): afterMotion announces property changes once, after
        // delivering events.
        if isAlive { gtk_widget_queue_draw(widget) }
    }

    /// One frame's step for the chrome's own animations: drops finished
    /// reveals, lets the engine step its fades (ending the scrubber's
    /// selection once its fade is over), and answers whether anything still
    /// needs frames.
    func stepChromeAnimations() -> Bool {
        let now = monotonicSeconds()
        if !reveals.isEmpty {
            reveals = reveals.filter { loaded.values.contains($0.key) && !$0.value.isFinished(at: now) }
            if !reveals.isEmpty { return true }
        }
        let animating = engine.stepChrome(now: now)
        // A deselected scrubber is an event to deliver.
        if !engine.motion.events.isEmpty { deliverEvents() }
        return animating
    }

    // MARK: Painting

    func node(_ path: String, _ klass: String? = nil) -> OpaquePointer {
        let key = klass.map { "\(path).\($0)" } ?? path
        if let n = chrome.nodes[key] { return n }
        var parent = gtk_widget_get_style_context(widget)!
        var name = path
        if let slash = path.lastIndex(of: "/") {
            parent = UnsafeMutablePointer(node(String(path[..<slash])))
            name = String(path[path.index(after: slash)...])
        }
        let n = OpaquePointer(sliding_pages_style_node(widget, parent, name, klass)!)
        chrome.nodes[key] = n
        return n
    }

    func dropStyleNodes() {
        dropStyleCaches()
        for (_, n) in chrome.nodes { g_object_unref(UnsafeMutableRawPointer(n)) }
        chrome.nodes.removeAll()
    }

    func paintChrome(_ cr: OpaquePointer, width: Double, height: Double) {
        let c = chromeLayout
        if gtk_widget_has_visible_focus(widget) != 0 {
            // Keyboard focus is visible: the theme's focus ring round the pages.
            let a = c.pageArea
            gtk_render_focus(gtk_widget_get_style_context(widget), cr, a.x + 2, a.y + 2, a.width - 4, a.height - 4)
        }
        if c.strip.height > 0 { paintStrip(cr, c) }
        // A title callback may have destroyed the pager.
        guard isAlive else { return }
        if !engine.chrome.dotsHidden, let dots = engine.dots { paintDots(cr, c, dots) }
        if let f = nubFraction { paintScrubber(cr, c, fraction: f) }
    }

    private func paintStrip(_ cr: OpaquePointer, _ c: ChromeLayout) {
        let r = c.strip
        cairo_save(cr)
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        cairo_clip(cr)
        if let bg = chrome.stripBackground {
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        } else {
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
            gtk_render_background(UnsafeMutablePointer(node("strip")), cr, r.x, r.y, r.width, r.height)
        }
        let strip = c.headerStrip
        let l = engine.motion.layout
        let pages = l.numberOfPages
        let pos = pagePosition
        let visible = strip.visiblePages(pagePosition: pos)
        let colours = (themeColour("strip/title"), themeColour("strip/title", GTK_STATE_FLAG_SELECTED))
        if paintTitlesFromFilm(cr, strip: strip, rect: r, visible: visible, pagePosition: pos, colours: colours) || !isAlive {
            cairo_restore(cr)
            return
        }
        var k = visible.lower
        while k < visible.upper && isAlive {
            defer { k += 1 }
            guard let page = l.page(ofUnwrappedPage: k) else { continue }
            let emphasis = strip.emphasis(page: k, pagePosition: pos)
            let cx = strip.titleCenterX(page: k, pagePosition: pos)
            paintTitle(cr, page: page, centerX: cx, strip: r, emphasis: emphasis, colours: colours)
        }
        cairo_restore(cr)
    }

    private func stripPattern() -> OpaquePointer? {
        if let p = chrome.pattern { return p }
        guard let path = chrome.patternPath else {
            chrome.pattern = StripPattern.surface()
            return chrome.pattern
        }
        let s = cairo_image_surface_create_from_png(path)
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            warnOnce("title strip pattern \(path) is not a readable PNG; using a solid colour")
            return nil
        }
        chrome.pattern = s
        return s
    }

    func title(forPage page: Int) -> PageTitle? {
        let item = engine.motion.layout.firstItem(ofPage: page)
        if let t = chrome.titles.value(for: item) { return t }
        var t: PageTitle?
        switch mode {
        case .counted:
            guard let source = dataSource, sourceHas(item: item, source) else { return nil }
            inDataSource = true
            t = source.pager(self, titleForItemAt: item)
            inDataSource = false
            guard isAlive else { return nil }
        case .staticPages:
            if item >= 0, item < staticPages.count, let s = chrome.staticTitles[staticPages[item]] { t = .text(s) }
        default:
            return nil
        }
        if let t { chrome.titles.insert(t, for: item) }
        return t
    }

    /// A theme colour for a node and state, read once per style change.
    func themeColour(_ path: String, _ state: GtkStateFlags = GTK_STATE_FLAG_NORMAL) -> GdkRGBA {
        let key = ColourKey(path: path, state: state.rawValue)
        if let c = chrome.colours[key] { return c }
        let c = ChromePainter.colour(node(path), state: state)
        chrome.colours[key] = c
        return c
    }

    /// Drops everything read from the theme or laid out for it.
    func dropStyleCaches() {
        chrome.colours.removeAll()
        if let f = chrome.titleFont { pango_font_description_free(f) }
        chrome.titleFont = nil
        sprites.dropNubs()
        dropTitleLayouts()
    }

    func dropTitleLayouts() {
        _ = chrome.layouts.removeAll()
        sprites.dropTitles()
    }

    /// A title laid out in the title node's font; built once while the
    /// title stays among the most recently drawn.
    func titleLayout(item: Int, text: String) -> TitleText {
        if let t = chrome.layouts.value(for: item) { return t }
        if chrome.titleFont == nil {
            let sc = UnsafeMutablePointer<GtkStyleContext>(node("strip/title"))
            gtk_style_context_save(sc)
            gtk_style_context_set_state(sc, GTK_STATE_FLAG_NORMAL)
            chrome.titleFont = sliding_pages_style_font(sc, GTK_STATE_FLAG_NORMAL)
            gtk_style_context_restore(sc)
        }
        let t = TitleText.make(sanitizeUTF8(text), widget: widget, font: chrome.titleFont, width: titleTextWidth)
        _ = chrome.layouts.insert(t, for: item)
        return t
    }

    /// The width a title's text may take: its slot less 8 px either side.
    var titleTextWidth: Double { engine.chrome.titleWidth - 16 }

    /// Where a title's sprite goes: the title centred on `centerX`, its line
    /// centred in a strip `height` tall from `top`.
    func titleSpriteOrigin(_ t: TitleText, centerX: Double, top: Double, height: Double) -> (x: Double, y: Double) {
        (centerX - titleTextWidth / 2 - ChromeSprites.titleInset, top + (height - Double(t.logical.height)) / 2 - ChromeSprites.titleInset)
    }

    /// `colours`: the theme's title colour, normal and selected.
    private func paintTitle(_ cr: OpaquePointer, page: Int, centerX: Double, strip r: Rect, emphasis: Double, colours: (GdkRGBA, GdkRGBA)) {
        guard let t = title(forPage: page), isAlive else { return }
        switch t {
        case .text(let text):
            var rgba = HeaderStrip.isSelected(emphasis: emphasis) ? colours.1 : colours.0
            if let custom = chrome.textColour {
                // Emphasis fades a custom colour.
                rgba = custom
                rgba.alpha *= HeaderStrip.customColourAlpha(emphasis: emphasis)
            }
            let item = engine.motion.layout.firstItem(ofPage: page)
            // One layout per title in the title node's normal font: the
            // current title differs by colour, so a title that becomes
            // current is not shaped again, only rasterised in its colour.
            let laid = titleLayout(item: item, text: text)
            let at = titleSpriteOrigin(laid, centerX: centerX, top: r.y, height: r.height)
            sprites.paintTitle(cr, item: item, text: laid, colour: rgba, shadow: chrome.titleShadow, x: at.x, y: at.y)
        case .image(let pixbuf):
            let pw = Double(gdk_pixbuf_get_width(pixbuf)), ph = Double(gdk_pixbuf_get_height(pixbuf))
            guard pw > 0, ph > 0 else { return }
            let scale = min((r.height - 10) / ph, titleTextWidth / pw, 1.0 * Double(max(1, gtk_widget_get_scale_factor(widget))))
            let w = pw * scale, h = ph * scale
            cairo_save(cr)
            cairo_translate(cr, centerX - w / 2, r.y + (r.height - h) / 2)
            cairo_scale(cr, scale, scale)
            gdk_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
            cairo_paint_with_alpha(cr, HeaderStrip.imageAlpha(emphasis: emphasis))
            cairo_restore(cr)
        }
    }

    private func paintDots(_ cr: OpaquePointer, _ c: ChromeLayout, _ dots: PageDots) {
        let alpha = engine.dotsAlpha(now: monotonicSeconds())
        if alpha <= 0 { return }
        let r = c.dotsRect(dots)
        let pos = pagePosition
        // The next page's row is revealed as the page boundary crosses the
        // control (KVNMaskedPageControl).
        let reveal = PageDots.maskFraction(pagePosition: pos, pageExtent: c.pageArea.width,
                                           controlMinX: c.rightToLeft ? c.pageArea.width - (r.x + r.width) : r.x,
                                           controlWidth: r.width)
        let d = delegate
        let themeNormal = themeColour("dots/dot"), themeCurrent = themeColour("dots/dot", GTK_STATE_FLAG_CHECKED)
        ChromePainter.dots(cr, rect: r, dots: dots, pagePosition: pos, wraps: engine.motion.layout.wraps, reveal: reveal, alpha: alpha, sprites: sprites,
                           normal: { [unowned self] page in d?.pager(self, dotColourForPage: page) ?? themeNormal },
                           current: { [unowned self] page in d?.pager(self, currentDotColourForPage: page) ?? themeCurrent })
    }

    private func paintScrubber(_ cr: OpaquePointer, _ c: ChromeLayout, fraction: Double) {
        let alpha = engine.nubAlpha(now: monotonicSeconds())
        let held = engine.timing.nubHeld
        let n = c.nubRect(fraction: fraction)
        if chrome.nubWidget != nil {
            // GTK paints the custom nub; it is faded through the alpha hook.
            if held && chrome.scrubberBubble { paintBubble(cr, c, nub: n) }
            return
        }
        ChromePainter.nub(cr, rect: n, context: node("scrubber/nub"), pressed: held, alpha: alpha,
                          horizontal: c.orientation == .horizontal, sprites: sprites)
        if held && chrome.scrubberBubble { paintBubble(cr, c, nub: n) }
    }

    private func paintBubble(_ cr: OpaquePointer, _ c: ChromeLayout, nub n: Rect) {
        guard let page = engine.motion.currentPage else { return }
        var text = "\(page + 1) / \(engine.motion.layout.numberOfPages)"
        if case .text(let t)? = title(forPage: page), !t.isEmpty { text = t }
        guard isAlive else { return }
        let ctx = UnsafeMutablePointer<GtkStyleContext>(node("scrubber/bubble"))
        let layout = gtk_widget_create_pango_layout(widget, sanitizeUTF8(text))!
        pango_layout_set_width(layout, gint(ChromeLayout.bubbleMaximumTextWidth) * PANGO_SCALE)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let b = c.bubbleRect(nub: n, text: Size(width: Double(logical.width), height: Double(logical.height)))
        let pad = ChromeLayout.bubblePadding
        gtk_render_background(ctx, cr, b.x, b.y, b.width, b.height)
        gtk_render_layout(ctx, cr, b.x + pad.width, b.y + pad.height, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}

/// Text for Pango: invalid UTF-8 from C sources is replaced, not rendered as garbage.
func sanitizeUTF8(_ s: String) -> String {
    String(decoding: Array(s.utf8), as: UTF8.self)
}

import CSlidingPagesGtk
import CSlidingPages
import Glibc
import SlidingPagesCore

// The chrome's options as the Swift API and properties see them (the
// engine keeps the geometry's, the renderer the look's), the titles the
// strip shows, and the chrome's side of each motion step.

/// The titles the strip shows: the most recently drawn, by item, and the
/// "title" child property of static pages.
struct TitleStore {
    private(set) var recent = RecentCache<Int, PageTitle>(capacity: 64)
    var staticTitles: [Widget: String] = [:]

    /// Keeps an item's title. An image title's pixbuf is referenced while
    /// it is kept, so a source need only keep it alive through its call.
    mutating func keep(_ t: PageTitle, for item: Int) {
        if case .image(let pixbuf) = t { g_object_ref(UnsafeMutableRawPointer(pixbuf)) }
        if let old = recent.insert(t, for: item) { TitleStore.release(old) }
    }

    /// The title kept for an item, if any.
    mutating func title(for item: Int) -> PageTitle? { recent.value(for: item) }

    /// Forgets every kept title (they are asked for again).
    mutating func dropAll() {
        for old in recent.removeAll() { TitleStore.release(old) }
    }

    private static func release(_ t: PageTitle) {
        if case .image(let pixbuf) = t { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    }
}

/// Default look; themes and the app's CSS override it (it is installed at
/// the lowest priority), and options set in code override both.
let defaultChromeCSS = """
slidingpages strip { color: @theme_fg_color; background-color: @theme_bg_color; box-shadow: inset 0 -1px alpha(@theme_fg_color, 0.15); font-weight: normal; }
slidingpages strip title { color: alpha(@theme_fg_color, 0.5); }
slidingpages strip title:selected { color: @theme_fg_color; }
slidingpages strip.patterned { color: white; background-color: transparent; box-shadow: none; }
slidingpages strip.patterned title { color: alpha(white, 0.6); }
slidingpages strip.patterned title:selected { color: white; }
slidingpages dots { background-color: alpha(@theme_bg_color, 0.8); border-radius: 8px; }
slidingpages dots dot { color: alpha(@theme_fg_color, 0.3); }
slidingpages dots dot:checked { color: alpha(@theme_fg_color, 0.9); }
slidingpages scrubber nub { background-color: alpha(@theme_fg_color, 0.6); border-radius: 15px; }
slidingpages scrubber nub:active { background-color: #3584e4; }
slidingpages scrubber bubble { background-color: alpha(#1c1f24, 0.85); color: white; border-radius: 6px; padding: 4px 8px; }
.sliding-pages-dots dot { color: alpha(@theme_fg_color, 0.55); }
.sliding-pages-dots dot:checked { color: alpha(@theme_fg_color, 0.9); }
.sliding-pages-scrubber nub { background-color: alpha(@theme_fg_color, 0.6); border-radius: 15px; }
.sliding-pages-scrubber nub:active { background-color: #3584e4; }
.sliding-pages-scrubber bubble { background-color: alpha(#1c1f24, 0.85); color: white; border-radius: 6px; padding: 4px 8px; }
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
        set { setChrome(OptionTable.titleStripHeight, newValue, relayout: true) { $0.stripHeight = $1 } }
    }
    /// Pixels per title in the strip (150 by default, as the seed).
    public var titleWidth: Double {
        get { engine.chrome.titleWidth }
        set {
            setChrome(OptionTable.titleWidth, newValue, relayout: true) { $0.titleWidth = $1 }
            renderer.dropTitleLayouts()
        }
    }
    /// Title text colour; `nil` follows the theme (white by default).
    public var titleTextColour: GdkRGBA? {
        get { renderer.look.textColour }
        set { renderer.look.textColour = newValue; queueDraw() }
    }
    /// The strip's background colour; `nil` uses the theme's (or the
    /// pattern, when there is one).
    public var titleStripBackground: GdkRGBA? {
        get { renderer.look.stripBackground }
        set { renderer.look.stripBackground = newValue; queueDraw() }
    }
    /// A soft shadow under the titles (for light titles over a pattern);
    /// off by default.
    public var titleShadow: Bool {
        get { renderer.look.titleShadow }
        set { renderer.look.titleShadow = newValue; queueDraw() }
    }
    /// Hides the page dots.
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
    /// Pages shrink slightly while they move (on by default, as the seed):
    /// the `.zoomOut` page effect. Turned off, pages are drawn as they lie.
    public var zoomOutEnabled: Bool {
        get { engine.zoomOut }
        set {
            engine.zoomOut = newValue
            pageDrawingChanged()
        }
    }
    /// Across the axis: 0 start, 0.5 centre, 1 end.
    public var scrubberCrossAlignment: Double {
        get { engine.chrome.scrubberCrossAlignment }
        set { setChrome(OptionTable.scrubberCrossAlignment, newValue) { $0.scrubberCrossAlignment = $1 } }
    }
    /// Pixels between the scrubber's nub and the ends of its track (10, as
    /// SPTScrollViewScrubber's edge insets).
    public var scrubberInsets: Double {
        get { engine.chrome.scrubberInsets }
        set { setChrome(OptionTable.scrubberInsets, newValue) { $0.scrubberInsets = $1 } }
    }
    /// Content must be this many viewports long for the scrubber to show.
    /// A pager's default is 16: up to 15 pages the dots show every page, so
    /// the nub appears where the dots stop being enough (the standalone
    /// scrubber keeps SPTScrollViewScrubber's 2.0).
    public var scrubberMinimumScrollFactor: Double {
        get { engine.chrome.minimumScrollFactor }
        set { setChrome(OptionTable.scrubberMinimumScrollFactor, newValue) { $0.minimumScrollFactor = $1 } }
    }
    /// The scrubber's opacities and timings (hidden at rest, 1.0 while the
    /// pages move or the pointer is near, back after 0.75 s over 0.5 s by
    /// default: `ScrubberFade.pager`).
    public var scrubberFadeTimings: ScrubberFade {
        get { engine.scrubberFade }
        set { engine.scrubberFade = newValue; queueDraw() }
    }
    /// The nub's opacity at rest: 0 (the default) hides it until the pages
    /// move or the pointer comes near, 0.3 is SPTScrollViewScrubber's dim
    /// nub, 1 always shows it.
    public var scrubberIdleOpacity: Double {
        get { engine.scrubberFade.idleAlpha }
        set {
            guard let v = accepted(newValue, for: OptionTable.scrubberIdleOpacity) else { return }
            engine.scrubberFade.idleAlpha = v
            queueDraw()
        }
    }

    /// A widget to use as the scrubber's nub instead of the drawn one (the
    /// seed allowed a custom nub view). It is placed over the nub's
    /// rectangle and faded like the drawn nub; `nil` goes back to drawing.
    public var scrubberNubWidget: Widget? {
        get { renderer.nubWidget }
        set {
            guard newValue != renderer.nubWidget else { return }
            if let old = renderer.nubWidget {
                renderer.nubWidget = nil
                sliding_pages_pager_take(gobject, old)
            }
            if let w = newValue {
                guard gtk_widget_get_parent(w) == nil else {
                    return warnOnce("scrubber nub widget already has a parent; keeping the drawn nub")
                }
                renderer.nubWidget = w
                sliding_pages_pager_put_overlay(gobject, w)
                gtk_widget_show(w)
            }
            gtk_widget_queue_allocate(widget)
        }
    }

    /// A PNG tiled behind the titles, with light titles over it; `nil`
    /// is the diamonds with ``titleStripDiamonds``, else the theme's colours.
    public var titleStripPattern: String? {
        get { renderer.look.patternPath }
        set {
            renderer.setPattern(path: newValue)
            renderer.dropStyleNodes()
            queueDraw()
        }
    }

    /// UIScrollSlidingPages' dark diamond pattern behind white titles
    /// (off by default: the strip takes the theme's header colours, light
    /// or dark).
    public var titleStripDiamonds: Bool {
        get { renderer.look.diamonds }
        set {
            guard newValue != renderer.look.diamonds else { return }
            renderer.look.diamonds = newValue
            renderer.setPattern(path: renderer.look.patternPath)
            renderer.dropStyleNodes()
            queueDraw()
        }
    }

    /// A bubble naming the page (its title, or "k / n") while scrubbing.
    public var scrubberShowsBubble: Bool {
        get { renderer.look.scrubberBubble }
        set { renderer.look.scrubberBubble = newValue; queueDraw() }
    }

    /// The title a static page shows in the strip (its "title" child property).
    public func setTitle(_ title: String?, for page: Widget) {
        titles.staticTitles[page] = title
        dropTitles()
        queueDraw()
    }

    /// Stores a chrome option the table accepts, then draws again (and lays
    /// out again when it moves the pages).
    func setChrome(_ spec: OptionSpec, _ value: Double, relayout: Bool = false, _ store: (inout ChromeOptions, Double) -> Void) {
        guard let v = accepted(value, for: spec) else { return }
        store(&engine.chrome, v)
        if relayout { chromeChanged() } else { queueDraw() }
    }

    func chromeChanged() {
        rebuildLayout()
        queueDraw()
    }

    /// Forgets every title and its laid-out text: they are asked for and
    /// laid out again as the strip next draws (after a change of items, a
    /// source or a slot's page).
    func dropTitles() {
        titles.dropAll()
        renderer.dropTitleLayouts()
    }

    func queueDraw() {
        if isAlive { gtk_widget_queue_draw(widget) }
        notifyChangedProperties()
    }

    // MARK: Painting

    /// Paints the chrome over the pages: the engine fills the scene, the
    /// renderer paints it.
    func paintChrome(_ cr: OpaquePointer) {
        let now = monotonicSeconds()
        inPlace { $0.chromeScene(into: &renderer.scene, now: now, titles: false) }
        renderer.paint(cr, for: self)
        scheduleTitlePreparation()
    }

    /// After a paint, the titles just beyond each end of the strip are laid
    /// out and their masks rendered in an idle, between frames: a jump
    /// through a million pages otherwise shaped and rasterised a title no
    /// frame had shown in the frame that showed it.
    func scheduleTitlePreparation() {
        // Once per span of titles in view: a neighbour with no text title
        // (an image, none) would otherwise ask for an idle every paint.
        // While the pages pass more than a page a frame (the nub scrubbed
        // far), the next frame lands thousands of pages on and titles
        // prepared beside this one would never show: the paint queued once
        // the pages slow (the preload's patience) arms it.
        let armed = TitlesArmed(span: renderer.scene.titleSpan, generation: renderer.titleGeneration)
        guard isAlive, driver.titlesID == 0, mode == .counted, !renderer.scene.onlySelectedTitle,
              armed != driver.titlesPreparedFor, titlesBesideUnprepared else { return }
        driver.titlesPreparedFor = armed
        driver.titlesID = addIdle(titlesIdle)
    }

    /// Whether a title beside the strip is not laid out yet (checked after
    /// every paint, so the idle is added only when there is work).
    var titlesBesideUnprepared: Bool {
        let beside = engine.titlesBeside(renderer.scene.titleSpan)
        if let n = beside.after, !renderer.hasTitleLayout(item: n.item) { return true }
        if let n = beside.before, !renderer.hasTitleLayout(item: n.item) { return true }
        return false
    }

    func prepareTitlesBeside() {
        guard isAlive, !inDataSource, mode == .counted else { return }
        let beside = engine.titlesBeside(renderer.scene.titleSpan)
        // The two sides in turn (an array of them was an allocation a frame).
        for side in 0..<2 {
            guard let n = side == 0 ? beside.after : beside.before, !renderer.hasTitleLayout(item: n.item) else { continue }
            // The title call runs the host's code, which may destroy the
            // pager, unrealize it or change the strip's title width: all
            // is read again after it.
            guard case .text(let text)? = title(forPage: n.page), isAlive,
                  let window = gtk_widget_get_window(widget), gtk_widget_get_realized(widget) != 0,
                  renderer.scene.headerStrip.titleTextWidth == engine.chromeLayout.headerStrip.titleTextWidth else { continue }
            renderer.prepareTitle(item: n.item, text: text, window: window)
        }
    }

    /// Stops a title preparation that has not run (the widget is going).
    func cancelTitlePreparation() {
        if driver.titlesID != 0 {
            g_source_remove(driver.titlesID)
            driver.titlesID = 0
        }
    }

    // MARK: Titles

    func title(forPage page: Int) -> PageTitle? {
        let item = engine.motion.layout.firstItem(ofPage: page)
        if let t = titles.title(for: item) { return t }
        var t: PageTitle?
        switch mode {
        case .counted:
            guard let source = dataSource, sourceHas(item: item, source) else { return nil }
            inDataSource = true
            t = source.pager(self, titleForItemAt: item)
            inDataSource = false
            guard isAlive else { return nil }
        case .staticPages:
            if item >= 0, item < host.staticPages.count, let s = titles.staticTitles[host.staticPages[item]] { t = .text(s) }
        case .unbounded:
            // Items are slots: the page loaded there names itself.
            guard let source = unboundedDataSource, let page = host.loaded[item] else { return nil }
            inDataSource = true
            t = source.pager(self, titleFor: page)
            inDataSource = false
            guard isAlive else { return nil }
        default:
            return nil
        }
        if let t { titles.keep(t, for: item) }
        return t
    }

    func dotColour(page: Int, current: Bool) -> GdkRGBA? {
        if let d = delegate, let c = current ? d.pager(self, currentDotColourForPage: page) : d.pager(self, dotColourForPage: page) {
            return c
        }
        return sources.dotColours?(page, current)
    }
}

extension Pager: ChromeContent {}

import CSlidingPagesGtk
import CSlidingPages
import Glibc
import SlidingPagesCore

/// The chrome's room: chrome options, the strip's titles, dot colours, and
/// painting the engine's scene through ``ChromeRenderer``; a view of the pager.
@MainActor
struct ChromeRoom {
    let pager: Pager
    var renderer: ChromeRenderer { pager.renderer }
}

/// The titles the strip shows: the most recently drawn, by item, and the
/// "title" child property of static pages.
struct TitleStore {
    private(set) var recent = RecentCache<Int, PageTitle>(capacity: 64)
    var staticTitles: [Widget: String] = [:]
    /// Counts ``dropAll()``: the titles may read otherwise since.
    private(set) var generation = 0

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
        generation &+= 1
    }

    private static func release(_ t: PageTitle) {
        if case .image(let pixbuf) = t { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    }
}

@MainActor
var chromeCSSInstalled = false

/// The renderer asks its own room for the pager's titles and dot colours.
extension ChromeRoom: ChromeContent {
    var isAlive: Bool { pager.isAlive }
    func warnOnce(_ message: String, kind: String?) { pager.warnOnce(message, kind: kind) }
}

extension ChromeRoom {

    func chromeChanged() {
        pager.pages.rebuildLayout()
        queueDraw()
    }

    /// Forgets every title and its laid-out text, to be asked for again (after a
    /// change of items, a source or a slot's page).
    func dropTitles() {
        pager.renderer.titles.dropAll()
        renderer.dropTitleLayouts()
    }

    func queueDraw() {
        if isAlive { gtk_widget_queue_draw(renderer.widget) }
        pager.properties.notifyChangedProperties()
    }

    // MARK: Painting

    /// Paints the chrome over the pages: the engine fills the scene, the
    /// renderer paints it.
    func paintChrome(_ cr: OpaquePointer) {
        let now = monotonicSeconds()
        pager.inPlace { $0.chromeScene(into: &renderer.scene, now: now, titles: false) }
        renderer.paint(cr, for: self)
        scheduleTitlePreparation()
    }

    /// After a paint, lays out the titles just beyond each end of the strip in an
    /// idle, so a far jump does not shape a new title in the frame that shows it.
    func scheduleTitlePreparation() {
        // Once per span (or an image neighbour would add an idle every paint), and not while
        // pages pass faster than one a frame: the paint queued once they slow arms it.
        let armed = TitlesArmed(span: renderer.scene.titleSpan, generation: renderer.titleGeneration)
        guard isAlive, pager.driver.titlesID == 0, pager.mode == .counted, !renderer.scene.onlySelectedTitle,
              armed != pager.driver.titlesPreparedFor, titlesBesideUnprepared else { return }
        pager.driver.titlesPreparedFor = armed
        pager.driver.titlesID = pager.loop.addIdle(titlesIdle)
    }

    /// Whether a title beside the strip is not laid out yet (checked after
    /// every paint, so the idle is added only when there is work).
    var titlesBesideUnprepared: Bool {
        let beside = pager.engine.titlesBeside(renderer.scene.titleSpan)
        if let n = beside.after, !renderer.hasTitleLayout(item: n.item) { return true }
        if let n = beside.before, !renderer.hasTitleLayout(item: n.item) { return true }
        return false
    }

    func prepareTitlesBeside() {
        guard isAlive, !pager.inDataSource, pager.mode == .counted else { return }
        let beside = pager.engine.titlesBeside(renderer.scene.titleSpan)
        // The two sides in turn: an array of them would allocate every frame.
        for side in 0..<2 {
            guard let n = side == 0 ? beside.after : beside.before, !renderer.hasTitleLayout(item: n.item) else { continue }
            // The title call runs the host's code, which may destroy or unrealize the pager
            // or change the title width: all is read again after it.
            guard case .text(let text)? = title(forPage: n.page), isAlive,
                  let window = gtk_widget_get_window(renderer.widget), gtk_widget_get_realized(renderer.widget) != 0,
                  renderer.scene.headerStrip.titleTextWidth == pager.engine.chromeLayout.headerStrip.titleTextWidth else { continue }
            renderer.prepareTitle(item: n.item, text: text, window: window)
        }
    }

    /// Stops a title preparation that has not run (the widget is going).
    func cancelTitlePreparation() {
        if pager.driver.titlesID != 0 {
            g_source_remove(pager.driver.titlesID)
            pager.driver.titlesID = 0
        }
    }

    // MARK: Titles

    func title(forPage page: Int) -> PageTitle? {
        let item = pager.engine.motion.layout.firstItem(ofPage: page)
        if let t = pager.renderer.titles.title(for: item) { return t }
        var t: PageTitle?
        switch pager.mode {
        case .counted:
            guard let source = pager.dataSource, pager.pages.sourceHas(item: item, source) else { return nil }
            t = pager.callingSource { source.pager(pager, titleForItemAt: item) }
            guard isAlive else { return nil }
        case .staticPages:
            if item >= 0, item < pager.host.staticPages.count, let s = pager.renderer.titles.staticTitles[pager.host.staticPages[item]] { t = .text(s) }
        case .unbounded:
            // Items are slots: the page loaded there names itself.
            guard let source = pager.unboundedDataSource, let page = pager.host.loaded[item] else { return nil }
            t = pager.callingSource { source.pager(pager, titleFor: page) }
            guard isAlive else { return nil }
        default:
            return nil
        }
        guard let t else { return nil }
        let (drawn, problem) = t.loaded()
        if let problem { pager.warnOnce("the icon title for item \(item) cannot be loaded (\(problem)); it shows no title", kind: "icon title") }
        guard let drawn else { return nil }
        pager.renderer.titles.keep(drawn, for: item)
        // A loaded icon's pixbuf is the store's alone.
        if case .icon = t, case .image(let pixbuf) = drawn { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return drawn
    }

    func dotColour(page: Int, current: Bool) -> GdkRGBA? {
        if let d = pager.delegate, let c = current ? d.pager(pager, currentDotColourForPage: page) : d.pager(pager, dotColourForPage: page) {
            return c
        }
        return pager.sources.dotColours?(page, current)
    }

    // MARK: Painting

    func drawOverlay(_ cr: OpaquePointer, width: Double, height: Double) {
        // Titles asked before a page-title handler was connected are asked again.
        if let f = pager.sources.pageFactory, f.titlesAwaitHandler,
           sliding_pages_pager_has_handler(pager.gobject, guint(SP_SIGNAL_PAGE_TITLE)) != 0 {
            f.titlesAwaitHandler = false
            dropTitles()
        }
        paintChrome(cr)
    }

    func styleChanged() {
        renderer.dropStyleNodes()
        queueDraw()
    }
}

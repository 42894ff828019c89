import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

/// Page dots of their own, placed anywhere (a header bar, under the
/// pager). Bound to a ``Pager`` with ``follow(_:)``, as
/// AdwCarouselIndicatorDots is to its carousel, they show its pages as its
/// own dots do, and a click or arrow key scrolls it. They also follow a
/// `GtkAdjustment` or are driven by hand, as UIPageControl is.
@MainActor
public final class Dots {
    /// The GTK widget; nil once it was destroyed.
    public private(set) var widget: Widget?
    /// The chrome's CSS nodes (nil once the widget went).
    var style: ChromeStyle?
    /// The pager followed, if any.
    public private(set) weak var pager: Pager?
    /// The adjustment followed, if any (held while followed).
    public private(set) var adjustment: UnsafeMutablePointer<GtkAdjustment>?
    /// Told of the page a click or a key asked for (the `page-changed` signal).
    public var onPageChanged: ((Int) -> Void)?
    /// Dot colours by page and whether the colour is the current dot's, before a
    /// followed pager's ``Pager/dotColours`` and the `dot` nodes' (nil: theirs);
    /// asked between frames, as the pager's are.
    public var colours: ((_ page: Int, _ current: Bool) -> GdkRGBA?)? {
        get { memo.source }
        set {
            memo.source = newValue
            if let w = widget { gtk_widget_queue_draw(w) }
        }
    }
    let memo = DotColourMemo<GdkRGBA>()
    var askQueued = false

    /// The size dots for `pages` pages ask for (UIPageControl's
    /// sizeForNumberOfPages).
    public static func size(forPageCount pages: Int) -> (width: Int, height: Int) {
        let s = PageDots(pageCount: max(1, pages), rightToLeft: false).size
        return (Int(s.width.rounded(.up)), Int(s.height.rounded(.up)))
    }

    /// The pages shown, the current one and what input asks for.
    var control = DotsControl()
    /// The dots' own style, when no pager lends its own.
    var ownStyle = IndicatorStyle.dots
    var adjustmentHandlers: [gulong] = []
    /// Property values as last notified, and the page as last described.
    var notified: [Double] = []
    var described: String?
    /// A screen-reader tab per dot shown, with its label and selection.
    var tabs: [(widget: Widget, label: String, selected: Bool)] = []

    /// Dots driven by hand until they follow a pager or an adjustment.
    public convenience init() {
        Dots.constructing = true
        let w = sliding_pages4_dots_new()!
        Dots.constructing = false
        self.init(adopting: w)
    }

    /// Set while ``init()`` makes its widget, so the adopt hook skips it.
    static var constructing = false

    /// The Swift side of `w`, dots just made.
    init(adopting w: Widget) {
        widget = w
        sliding_pages4_dots_attach(OpaquePointer(w), dotsHooks, Unmanaged.passRetained(self).toOpaque())
        style = ChromeStyle.dots(w)
        notified = DotsOptionTable.all.map(value)
    }

    /// Follows `pager` (nil: none; the dots keep its last pages, driven
    /// by hand). Following a pager stops following an adjustment.
    public func follow(_ pager: Pager?) {
        guard pager !== self.pager else { return }
        if pager != nil { follow(adjustment: nil) }
        self.pager?.followers.removeAll { $0.dots === self || $0.dots == nil }
        self.pager = pager
        // Dots a pager lets go of count their pages from 0 and do not wrap.
        control.set(pageCount: control.pageCount, position: control.position, reveal: control.reveal)
        pager?.followers.append(WeakDots(self))
        changed()
        if let w = widget { sliding_pages4_dots_notify_pager(OpaquePointer(w)) }
    }

    /// Follows `adjustment` (nil: driven by hand): a page is its page size,
    /// the count its upper bound in pages. It stops following a pager.
    public func follow(adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
        guard adjustment != self.adjustment, let w = widget else { return }
        if adjustment != nil { follow(nil as Pager?) }
        if let old = self.adjustment {
            for h in adjustmentHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(old), h) }
            adjustmentHandlers = []
            self.adjustment = nil
            g_object_unref(UnsafeMutableRawPointer(old))
        }
        if let adjustment {
            g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
            self.adjustment = adjustment
            let changed: @convention(c) (gpointer?, gpointer?) -> Void = { _, dots in
                let d = UInt(bitPattern: dots)
                MainActor.assumeIsolated { Dots.of(Widget(bitPattern: d))?.changed() }
            }
            for signal in ["value-changed", "changed"] {
                adjustmentHandlers.append(g_signal_connect_object(UnsafeMutableRawPointer(adjustment), signal, unsafeBitCast(changed, to: GCallback.self),
                                                                  UnsafeMutableRawPointer(w), GConnectFlags(0)))
            }
        }
        changed()
        notifyChanges()
        sliding_pages4_dots_notify_adjustment(OpaquePointer(w))
    }

    /// How many pages the dots stand for; set only when driven by hand.
    public var pageCount: Int {
        get { control.pageCount }
        set { byHand { $0.set(pageCount: newValue) } }
    }

    /// Where the pages are, in pages (fractional while they move). Set by hand.
    public var position: Double {
        get { control.position }
        set { byHand { c in c.set(pageCount: c.pageCount, position: newValue, reveal: 0) } }
    }

    /// The page whose dot is current (nil: no pages). Set, it moves the
    /// position there, or scrolls the pager or adjustment followed.
    public var currentPage: Int? {
        get { control.currentPage }
        set {
            guard let page = newValue.map(control.pageToSet), control.pageCount > 0 else { return }
            if pager != nil || adjustment != nil { return scrollFollowed(to: page) }
            byHand { c in c.set(pageCount: c.pageCount, position: Double(page), reveal: 0) }
        }
    }

    /// Whether one page shows no dot (UIPageControl's hidesForSinglePage).
    public var hidesForSinglePage: Bool {
        get { control.hidesForSinglePage }
        set {
            control.hidesForSinglePage = newValue
            changed()
            notifyChanges()
        }
    }

    /// Whether a page asked for by a click or key waits for
    /// ``updateCurrentPageDisplay()`` (UIPageControl's defersCurrentPageDisplay).
    public var defersCurrentPageDisplay: Bool {
        get { control.defersDisplay }
        set {
            control.defersDisplay = newValue
            if !newValue { updateCurrentPageDisplay() }
            notifyChanges()
        }
    }

    /// Shows the page last asked for, when one waits.
    public func updateCurrentPageDisplay() {
        guard control.updateDisplay() != nil else { return }
        changed()
        notifyChanges()
    }

    /// A change by hand; refused with a warning while following.
    func byHand(_ change: (inout DotsControl) -> DotsControl.Changes) {
        guard pager == nil, adjustment == nil else {
            return sliding_pages4_warn("SlidingPages4Dots: the dots follow \(pager != nil ? "a pager" : "an adjustment"); its pages are shown, not ones set by hand")
        }
        _ = change(&control)
        changed()
        notifyChanges()
    }

    /// What they follow changed: take its state, redraw, remeasure on a new count.
    func changed() {
        guard let w = widget else { return }
        if let p = pager, p.widget != nil {
            let b = p.engine.boundIndicator
            control.set(pageCount: b.count, position: b.position, reveal: 0, wraps: b.wraps, firstPage: b.firstPage, heading: b.heading)
        } else if let a = adjustment {
            let range = ScrollRange(lower: gtk_adjustment_get_lower(a), upper: gtk_adjustment_get_upper(a),
                                    pageSize: gtk_adjustment_get_page_size(a), value: gtk_adjustment_get_value(a))
            // An adjustment that holds no page (its page size 0) shows none.
            let at = range.pagePosition
            control.set(pageCount: at == nil ? 0 : range.pageCount ?? 0, position: at?.position ?? 0, reveal: PageDots.maskShare(at?.nextShare ?? 0))
        }
        let count = model?.dots.dotCount ?? 0
        if count != shownCount {
            shownCount = count
            gtk_widget_queue_resize(w)
        }
        // Tabs move only on the allocation a new count asks for; here only labels change.
        syncTabs(w)
        gtk_widget_queue_draw(w)
        notifyChanges()
    }

    /// One tab a dot shown, named for its page and selected for the most
    /// emphasised dot (wrapping, the last until the first is in view).
    func syncTabs(_ w: Widget) {
        let m = model
        let count = m?.dots.dotCount ?? 0
        while tabs.count < count { tabs.append((sliding_pages4_dot_tab_new(w), "", false)) }
        while tabs.count > count { gtk_widget_unparent(tabs.removeLast().widget) }
        guard let m else { return }
        let first = m.dots.firstDotPage(pagePosition: m.position)
        var current = -1, most = 0.0
        m.dots.forEachDot(pagePosition: m.position, width: 1, wraps: m.wraps) { page, _, _, e in
            if e > most { (current, most) = (page, e) }
        }
        for k in tabs.indices {
            let label = readoutWords.numbered(control.firstPage + first + k + 1, of: nil), selected = first + k == current
            guard tabs[k].label != label || tabs[k].selected != selected else { continue }
            tabs[k].label = label
            tabs[k].selected = selected
            sliding_pages4_dot_tab_set(tabs[k].widget, label, selected ? 1 : 0)
        }
    }

    /// Each tab takes its dot's cell, so a screen reader's pointer and
    /// extents find it; tabs are never drawn or picked.
    func placeTabs() {
        guard let w = widget, let m = model else { return }
        let r = m.dots.centred(in: Size(width: Double(gtk_widget_get_width(w)), height: Double(gtk_widget_get_height(w))))
        let cell = m.dots.pitch
        var k = 0
        m.dots.forEachDot(pagePosition: m.position, width: r.width, wraps: m.wraps) { _, x, _, _ in
            guard k < tabs.count else { return }
            // GTK wants a measure before each allocation; the size is the cell's.
            var minimum: gint = 0
            gtk_widget_measure(tabs[k].widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            var at = GtkAllocation(x: gint((r.x + x - cell / 2).rounded()), y: gint(r.y.rounded()), width: gint(cell.rounded()), height: gint(r.height.rounded()))
            gtk_widget_size_allocate(tabs[k].widget, &at, -1)
            k += 1
        }
    }

    var shownCount = -1

    /// The dots' geometry and what they show now; nil when hidden.
    var model: (dots: PageDots, first: Int, position: Double, wraps: Bool)? {
        guard let w = widget, !control.isHidden else { return nil }
        var d = PageDots(pageCount: control.pageCount, rightToLeft: gtk_widget_get_direction(w) == GTK_TEXT_DIR_RTL)
        d.style = pager?.indicatorStyle ?? ownStyle
        return (d, control.firstPage, control.position, control.wraps)
    }

    func measure(horizontal: Bool) -> Int {
        guard let m = model else { return 0 }
        return Int((horizontal ? m.dots.size.width : m.dots.size.height).rounded(.up))
    }

    func snapshot(_ s: OpaquePointer) {
        guard let w = widget, let style, let m = model else { return }
        let r = m.dots.centred(in: Size(width: Double(gtk_widget_get_width(w)), height: Double(gtk_widget_get_height(w))))
        let placed = DotsPlacement(rect: r, dots: m.dots, pagePosition: m.position, wraps: m.wraps, reveal: 0, alpha: 1)
        let cy = r.y + r.height / 2
        // Their own colours, a followed pager's, else the `dot` nodes' (per page
        // for lines).
        let count = control.pageCount, followed = pager
        func colour(_ page: Int, _ current: Bool) -> GdkRGBA {
            memo.colour(page, current: current, pages: count)
                ?? followed.flatMap { p in p.dotMemo.colour(page, current: current, pages: p.inPlace { $0.layout.numberOfPages }) }
                ?? style.colour(current ? .checkedDot : .dot)
        }
        defer { askColoursLater() }
        let here = m.dots.colourPages(pagePosition: m.position).0
        let faint = colour(here, false), full = colour(here, true)
        if gtk_widget_has_visible_focus(w) != 0 {
            let width = Double(gtk_widget_get_width(w)), x = max(1, r.x - 6)
            drawFocusRing(s, w, Rect(x: x, y: 1, width: min(width - 1, r.x + r.width + 6) - x, height: Double(gtk_widget_get_height(w)) - 2))
        }
        if m.dots.style == .lines { return drawLines(s, placed, colour: colour) }
        m.dots.forEachDot(pagePosition: m.position, width: r.width, wraps: m.wraps) { _, cx, _, e in
            let look = m.dots.look(emphasis: e)
            var dot = rect(Rect(x: r.x + cx - look.radius, y: cy - look.radius, width: 2 * look.radius, height: 2 * look.radius))
            var colour = mix(faint, full, look.mix)
            fillRounded(s, &dot, radius: look.radius, &colour)
        }
    }

    /// Asks for the colours drawn before they were known, from an idle, then
    /// draws again.
    func askColoursLater() {
        guard !askQueued, memo.isWanting || pager?.dotMemo.isWanting == true else { return }
        askQueued = true
        onMainLoop { [dots = self] in
            dots.askQueued = false
            var got = dots.memo.askWanted { $0() }
            if let p = dots.pager { got = p.dotMemo.askWanted { ask in p.callingHost(ask) } || got }
            if got, let w = dots.widget { gtk_widget_queue_draw(w) }
        }
    }

    func clicked(x: Double) {
        guard let w = widget, let m = model else { return }
        let r = m.dots.centred(in: Size(width: Double(gtk_widget_get_width(w)), height: Double(gtk_widget_get_height(w))))
        guard let page = m.dots.page(atX: x - r.x, pagePosition: m.position, width: r.width) else { return }
        if gtk_widget_get_focusable(w) != 0 { gtk_widget_grab_focus(w) }
        ask(for: page)
    }

    /// An arrow key, Home or End asks for a page (mirrored right to left).
    func key(_ keyval: guint, modifiers: UInt32) -> Bool {
        guard let w = widget else { return false }
        let rtl = gtk_widget_get_direction(w) == GTK_TEXT_DIR_RTL
        guard let asked = DotsControl.Key(keysym: keyval, modifiers: modifiers, mirrored: rtl) else { return false }
        guard let page = control.page(for: asked) else { return false }
        ask(for: page)
        return true
    }

    /// The user asked for `page`: what is followed scrolls there, or dots
    /// driven by hand show it (maybe deferred); then the host hears of it.
    func ask(for page: Int) {
        let page = control.pageToSet(page)
        guard let answer = control.ask(for: page, followsAdjustment: pager != nil || adjustment != nil) else { return }
        switch answer {
        case .scrollAdjustment(let k): scrollFollowed(to: k)
        case .shown: changed()
        case .deferred: break
        }
        notifyChanges()
        guard let w = widget else { return }
        onPageChanged?(page)
        if widget != nil { sliding_pages4_dots_emit_page_changed(OpaquePointer(w), gint(clamping: page)) }
    }

    /// Scrolls the pager or adjustment followed to `page` of the dots.
    func scrollFollowed(to page: Int) {
        if let p = pager {
            p.scroll(toPage: control.firstPage + page, duration: p.engine.motion.configuration.pageAnimationDuration)
        } else if let a = adjustment {
            gtk_adjustment_set_value(a, gtk_adjustment_get_lower(a) + Double(page) * gtk_adjustment_get_page_size(a))
        }
    }

    func disposed() {
        pager?.followers.removeAll { $0.dots === self || $0.dots == nil }
        follow(adjustment: nil)
        onPageChanged = nil
        colours = nil
        style = nil
        tabs = []
        widget = nil
    }
}

/// A bound dots widget, held weakly by its pager.
struct WeakDots {
    weak var dots: Dots?
    init(_ dots: Dots) { self.dots = dots }
}

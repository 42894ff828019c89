import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

/// Page dots as a widget of their own, like KVNMaskedPageControl: driven by a GtkAdjustment
/// (its value in pages of `page-size`), or by hand (the seed's `maskEventWithOffset:frame:`
/// or `updateMaskWithPercentage`). Same drawing as the pager's dots.
@MainActor
public final class PageDotsView {
    /// The GtkDrawingArea the dots are drawn in: pack it where they go.
    public let widget: Pager.Widget
    /// The page count; with an adjustment it follows upper / page-size.
    public var pageCount: Int = 0 { didSet { gtk_widget_queue_resize(widget) } }
    /// Dot colours per page, −1…pageCount; `nil` uses the theme's.
    public var dotColour: ((Int) -> GdkRGBA?)?
    /// The current page's dot colour per page; `nil` uses the theme's.
    public var currentDotColour: ((Int) -> GdkRGBA?)?
    /// The position in pages (fractional while scrolling).
    public private(set) var pagePosition: Double = 0
    /// The share of the control showing the next page's colours.
    public private(set) var reveal: Double = 0
    private var adjustment: UnsafeMutablePointer<GtkAdjustment>?
    /// The adjustment's "value-changed" and "changed" handlers.
    private var handlers: [gulong] = []
    private var styleNode: OpaquePointer?
    private let sprites = ChromeSprites()

    /// Dots for `pageCount` pages, driven by hand until ``follow(_:)``.
    public init(pageCount: Int = 0) {
        widget = gtk_drawing_area_new()
        self.pageCount = max(0, pageCount)
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), "sliding-pages-dots")
        let me = Unmanaged.passRetained(self).toOpaque()
        // The widget owns this object: released when the widget is finalized.
        g_object_set_data_full(object(widget), "sliding-pages-dots", me) { data in
            onMainActor { Unmanaged<PageDotsView>.fromOpaque(data!).takeRetainedValue().detach() }
        }
        sp_connect_draw(widget, { w, cr, data in
            let view = Unmanaged<PageDotsView>.fromOpaque(data!).takeUnretainedValue()
            onMainActor { view.draw(cr!) }
            return 0
        }, me, nil, 0)
        installChromeCSSOnce()
        updateSize()
    }

    /// Follows an adjustment: one page is its page-size; the count is
    /// upper / page-size.
    public func follow(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        g_object_ref_sink(adjustment)
        letGoOfAdjustment()
        self.adjustment = adjustment
        handlers = ["value-changed", "changed"].map { signal in
            PagerGLib.connect(adjustment, signal) { [weak self] _ in self?.adjustmentChanged() }
        }
        adjustmentChanged()
    }

    /// The seed's `maskEventWithOffset:frame:`: the scroll offset and page
    /// extent of whatever scrolls, and where this control sits in it.
    public func update(offset: Double, pageExtent: Double, controlMinX: Double) {
        guard pageExtent > 0, offset.isFinite else { return }
        pagePosition = offset / pageExtent
        var a = GtkAllocation()
        gtk_widget_get_allocation(widget, &a)
        reveal = PageDots.maskFraction(pagePosition: pagePosition, pageExtent: pageExtent, controlMinX: controlMinX, controlWidth: Double(a.width))
        gtk_widget_queue_draw(widget)
    }

    /// The seed's `updateMaskWithPercentage`: position in pages, the next
    /// page's colours over `percentage` of the control.
    public func update(pagePosition: Double, percentage: Double) {
        guard pagePosition.isFinite else { return }
        self.pagePosition = pagePosition
        reveal = PageDots.maskShare(percentage)
        gtk_widget_queue_draw(widget)
    }

    private func adjustmentChanged() {
        guard let adj = adjustment else { return }
        let range = ScrollRange(lower: gtk_adjustment_get_lower(adj), upper: gtk_adjustment_get_upper(adj),
                                pageSize: gtk_adjustment_get_page_size(adj), value: gtk_adjustment_get_value(adj))
        guard let count = range.pageCount, let p = range.pagePosition else { return }
        if count != pageCount { pageCount = count }
        update(pagePosition: p.position, percentage: p.nextShare)
    }

    private var model: PageDots {
        PageDots(pageCount: pageCount, rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
    }

    private func updateSize() {
        let s = PageDots(pageCount: max(1, pageCount)).size
        gtk_widget_set_size_request(widget, gint(s.width), gint(s.height))
    }

    private func draw(_ cr: OpaquePointer) {
        updateSize()
        let dots = model
        guard dots.dotCount > 0 else { return }
        let r = dots.centred(in: Size(width: Double(gtk_widget_get_allocated_width(widget)), height: Double(gtk_widget_get_allocated_height(widget))))
        if styleNode == nil {
            styleNode = OpaquePointer(sliding_pages_style_node(widget, gtk_widget_get_style_context(widget), "dot", nil))
        }
        let node = styleNode!
        ChromePainter.dots(cr, rect: r, dots: dots, pagePosition: pagePosition, wraps: false, reveal: reveal, alpha: 1, sprites: sprites,
                           normal: { [dotColour] p in dotColour?(p) ?? ChromePainter.colour(node) },
                           current: { [currentDotColour] p in currentDotColour?(p) ?? ChromePainter.colour(node, state: GTK_STATE_FLAG_CHECKED) })
    }

    /// Disconnects from the adjustment followed, if any, and drops it.
    private func letGoOfAdjustment() {
        if let adj = adjustment {
            for h in handlers { g_signal_handler_disconnect(adj, h) }
            g_object_unref(adj)
        }
        handlers = []
        adjustment = nil
    }

    private func detach() {
        letGoOfAdjustment()
        if let n = styleNode { g_object_unref(UnsafeMutableRawPointer(n)) }
        styleNode = nil
    }
}

/// The pager's fallback CSS, installed once per process.
@MainActor
func installChromeCSSOnce() {
    guard !chromeCSSInstalled, let screen = gdk_screen_get_default() else { return }
    chromeCSSInstalled = true
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, ChromeStyleSheet.fallback, -1, nil)
    gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    g_object_unref(provider)
}

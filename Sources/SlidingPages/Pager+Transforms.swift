import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Page effects and transformers: how each page in view is drawn at its
// offset from the current page. The engine says each page's offset and the
// built-in effects' transforms; a host's transformer replaces the effect.

extension Pager {
    /// How pages are drawn as they move: `.zoomOut` (the default, the
    /// seed's), `.depth`, `.fade`, `.parallax` or `.none`. A
    /// ``pageTransformer`` replaces it.
    public var pageEffect: PageEffect {
        get { engine.pageEffect }
        set {
            engine.pageEffect = newValue
            pageDrawingChanged()
        }
    }

    /// Called for each live page (in view or preloaded) as it is placed,
    /// with its item and its offset in pages from the current position (0
    /// at rest on it, −1 for the page before, 0.5 for the next page half
    /// in): what it returns is how the page is drawn, instead of the
    /// ``pageEffect`` (ViewPager2's `PageTransformer`); start from
    /// ``effectTransform(atOffset:)`` to add to the effect. Only the
    /// picture moves; input and focus stay with the page where it lies.
    /// `nil` (the default) leaves it to ``pageEffect``. Changes to the
    /// pager made from inside it wait until the pages are placed.
    public var pageTransformer: (@MainActor (_ item: Int, _ offset: Double) -> PageTransform)? {
        get { sources.transformer }
        set {
            sources.transformer = newValue
            pageDrawingChanged()
        }
    }

    /// How ``pageEffect`` draws a page `offset` pages from the position
    /// now (the zoom-out as it is at this moment).
    public func effectTransform(atOffset offset: Double) -> PageTransform {
        engine.effectTransform(offset: offset)
    }

    /// The pages are placed again with their new paints, and drawn.
    func pageDrawingChanged() {
        guard isAlive else { return }
        notifyChangedProperties()
        gtk_widget_queue_allocate(widget)
        gtk_widget_queue_draw(widget)
    }

    /// Places every loaded page with its host transform. A transformer may
    /// change or destroy the pager: each page is placed only if it is still
    /// in its slot, and nothing more once the pager is gone.
    func placeTransformed(_ placement: PagePlacement, _ transformer: @MainActor (Int, Double) -> PageTransform) {
        let pages = host.loaded
        for (slot, w) in pages {
            let item = placement.layout.item(atSlot: slot) ?? slot
            let offset = placement.offset(ofSlot: slot)
            let saved = inDataSource
            inDataSource = true
            let t = transformer(item, offset)
            inDataSource = saved
            guard isAlive else { return }
            guard host.loaded[slot] == w else { continue }
            host.place(w, frame: placement.pixelFrame(ofSlot: slot), paint: placement.paint(ofSlot: slot, transform: t))
        }
    }
}

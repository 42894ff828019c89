import CSlidingPagesGtk

/// A page title for the header strip: text, or an image (a GdkPixbuf the
/// pager references while it shows it).
public enum PageTitle {
    /// Text, drawn in the strip's title colours.
    case text(String)
    /// A GdkPixbuf, drawn at its size and centred like a text title.
    case image(OpaquePointer)  // GdkPixbuf *
    /// A GIcon (a themed icon name or a file), loaded from the icon theme at 24 px as an image
    /// title (C `set_icon_titles`); one the theme cannot load shows none, with a warning. The
    /// pager does not keep the GIcon: the source need only keep it through its call.
    case icon(OpaquePointer)  // GIcon *

    /// The title as the strip draws it: an icon loaded as an image (its pixbuf the caller's),
    /// or nil with the reason when it cannot be; text and images come back as they are.
    public func loaded() -> (title: PageTitle?, problem: String?) {
        guard case .icon(let icon) = self else { return (self, nil) }
        var error: UnsafeMutablePointer<GError>?
        let info = gtk_icon_theme_lookup_by_gicon(gtk_icon_theme_get_default(), icon, 24, GTK_ICON_LOOKUP_FORCE_SIZE)
        let pixbuf = info.flatMap { gtk_icon_info_load_icon($0, &error) }
        if let info { g_object_unref(UnsafeMutableRawPointer(info)) }
        guard let pixbuf else {
            let why = error.map { String(cString: $0.pointee.message) } ?? "the icon theme has no such icon"
            if let error { g_error_free(error) }
            return (nil, why)
        }
        return (.image(pixbuf), nil)
    }
}

/// Pages from a counted source (the SwipeView seed's data source).
@MainActor
public protocol PagerDataSource: AnyObject {
    /// How many items there are.
    func numberOfItems(in pager: Pager) -> Int
    /// The page for `index`. `reusing` is a page that scrolled out: configure
    /// and return it, or return a new widget. `nil` leaves the slot empty.
    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Pager.Widget?) -> Pager.Widget?
    /// The header-strip title for `index`; not needed while the strip is hidden.
    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle?
    /// The kind of page `index` needs (SwipeView users asked for several): a page is offered as
    /// `reusing` only to an item of its type, and the pool keeps up to its capacity of each. 0 by default.
    func pager(_ pager: Pager, reuseTypeForItemAt index: Int) -> Int
}

extension PagerDataSource {
    public func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? { nil }
    public func pager(_ pager: Pager, reuseTypeForItemAt index: Int) -> Int { 0 }
}

/// Pages from a before/after source (the RAPageViewController seed): no
/// count; `nil` ends that side. `reusing` works as for ``PagerDataSource``.
@MainActor
public protocol PagerUnboundedDataSource: AnyObject {
    /// The page to show first; nil: no pages until one is set with
    /// ``Pager/setCurrentPage(_:direction:animated:completion:)``, or a reload.
    func initialPage(for pager: Pager, reusing view: Pager.Widget?) -> Pager.Widget?
    /// The page before `page`, or nil when it is the first.
    func pager(_ pager: Pager, pageBefore page: Pager.Widget, reusing view: Pager.Widget?) -> Pager.Widget?
    /// The page after `page`, or nil when it is the last.
    func pager(_ pager: Pager, pageAfter page: Pager.Widget, reusing view: Pager.Widget?) -> Pager.Widget?
    /// The header-strip title of a page it gave; asked while the page is
    /// loaded (pages not loaded yet show no title until they are).
    func pager(_ pager: Pager, titleFor page: Pager.Widget) -> PageTitle?
}

extension PagerUnboundedDataSource {
    public func pager(_ pager: Pager, titleFor page: Pager.Widget) -> PageTitle? { nil }
}

/// What the pager tells, and asks, its delegate. Every method is optional.
@MainActor
public protocol PagerDelegate: AnyObject {
    /// Pixels per item along the scroll axis (SwipeView's `swipeViewItemSize`);
    /// `nil` lets `itemsPerPage` items fill the viewport.
    func itemExtent(for pager: Pager) -> Double?
    /// The pages moved (every frame while they move).
    func pagerDidScroll(_ pager: Pager)
    /// Live: fires mid-drag as the current item changes.
    func pagerCurrentItemIndexDidChange(_ pager: Pager)
    /// Motion stopped on a page other than the last one it stopped on.
    func pager(_ pager: Pager, didSettleOnPage page: Int)
    /// Motion heads for `page`, known before it arrives (at a release, as a
    /// move starts); `didSettleOnPage` follows when it gets there.
    func pager(_ pager: Pager, didSelectPage page: Int)
    /// An item's page came into view (preloading does not count).
    func pager(_ pager: Pager, didShowItemAt index: Int)
    /// An item's page left the view.
    func pager(_ pager: Pager, didHideItemAt index: Int)
    /// A drag took hold of the pages.
    func pagerWillBeginDragging(_ pager: Pager)
    /// The drag ended; `willDecelerate`: the pages coast on.
    func pagerDidEndDragging(_ pager: Pager, willDecelerate: Bool)
    /// The pages coast after a fling.
    func pagerWillBeginDecelerating(_ pager: Pager)
    /// The coasting stopped.
    func pagerDidEndDecelerating(_ pager: Pager)
    /// A programmatic move, key, wheel notch or autoplay step ended.
    func pagerDidEndScrollingAnimation(_ pager: Pager)
    /// A click on a page that no child control took; false ignores it.
    func pager(_ pager: Pager, shouldSelectItemAt index: Int) -> Bool
    /// A click on a page that no control inside it took, once allowed.
    func pager(_ pager: Pager, didSelectItemAt index: Int)
    /// Dot colours for a page (KVNMaskedPageControl): `page` runs from −1 to
    /// the page count (the overscroll past either end). `nil` is the theme's.
    func pager(_ pager: Pager, dotColourForPage page: Int) -> GdkRGBA?
    /// The current page's dot colour while `page` shows; nil is the theme's.
    func pager(_ pager: Pager, currentDotColourForPage page: Int) -> GdkRGBA?
    /// The scrubber's four states (SPTScrollViewScrubber): pressed, released,
    /// shown active by scrolling, back to idle.
    func pagerScrubberDidHighlight(_ pager: Pager)
    /// The scrubber's nub was let go.
    func pagerScrubberDidUnhighlight(_ pager: Pager)
    /// Scrolling woke the scrubber: its nub shows at full opacity.
    func pagerScrubberDidSelect(_ pager: Pager)
    /// The scrubber faded back to rest.
    func pagerScrubberDidDeselect(_ pager: Pager)
}

extension PagerDelegate {
    public func itemExtent(for pager: Pager) -> Double? { nil }
    public func pagerDidScroll(_ pager: Pager) {}
    public func pagerCurrentItemIndexDidChange(_ pager: Pager) {}
    public func pager(_ pager: Pager, didSettleOnPage page: Int) {}
    public func pager(_ pager: Pager, didSelectPage page: Int) {}
    public func pager(_ pager: Pager, didShowItemAt index: Int) {}
    public func pager(_ pager: Pager, didHideItemAt index: Int) {}
    public func pagerWillBeginDragging(_ pager: Pager) {}
    public func pagerDidEndDragging(_ pager: Pager, willDecelerate: Bool) {}
    public func pagerWillBeginDecelerating(_ pager: Pager) {}
    public func pagerDidEndDecelerating(_ pager: Pager) {}
    public func pagerDidEndScrollingAnimation(_ pager: Pager) {}
    public func pager(_ pager: Pager, shouldSelectItemAt index: Int) -> Bool { true }
    public func pager(_ pager: Pager, didSelectItemAt index: Int) {}
    public func pager(_ pager: Pager, dotColourForPage page: Int) -> GdkRGBA? { nil }
    public func pager(_ pager: Pager, currentDotColourForPage page: Int) -> GdkRGBA? { nil }
    public func pagerScrubberDidHighlight(_ pager: Pager) {}
    public func pagerScrubberDidUnhighlight(_ pager: Pager) {}
    public func pagerScrubberDidSelect(_ pager: Pager) {}
    public func pagerScrubberDidDeselect(_ pager: Pager) {}
}

/// A counted source made of closures, for small uses:
///
///     pager.setItems(count: 10) { index, reusing in
///         let label = reusing ?? gtk_label_new(nil)!
///         gtk_label_set_text(sp_label(label), "Page \(index)")
///         return label
///     }
@MainActor
final class ClosureDataSource: PagerDataSource, PagerItemCount {
    /// The item count, set by ``Pager/setItemCount(_:)``.
    var count: Int
    let view: @MainActor (Int, Pager.Widget?) -> Pager.Widget?
    let title: (@MainActor (Int) -> PageTitle?)?
    let reuseType: (@MainActor (Int) -> Int)?

    init(count: Int, view: @escaping @MainActor (Int, Pager.Widget?) -> Pager.Widget?, title: (@MainActor (Int) -> PageTitle?)?,
         reuseType: (@MainActor (Int) -> Int)? = nil) {
        self.count = count
        self.view = view
        self.title = title
        self.reuseType = reuseType
    }

    func pager(_ pager: Pager, reuseTypeForItemAt index: Int) -> Int { reuseType?(index) ?? 0 }

    func numberOfItems(in pager: Pager) -> Int { count }
    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Pager.Widget?) -> Pager.Widget? { self.view(index, view) }
    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? { title?(index) }
}

/// A source whose count the pager may set: `n-items`, `setItemCount(_:)` and the C API's
/// `sliding_pages_pager_set_n_items` change it and reload, keeping the place.
@MainActor
public protocol PagerItemCount: AnyObject {
    /// The number of items; the pager sets it, then reloads.
    var count: Int { get set }
}

/// The axis pages scroll along.
public enum Orientation: Sendable, Equatable {
    /// Pages side by side, scrolled sideways.
    case horizontal
    /// Pages one under the other, scrolled up and down.
    case vertical
}

/// Where the current item sits in the viewport.
///
/// `edge` puts the current page's first item at the leading edge (the SwipeView
/// seed's default); `center` centres the current page, so the first and last
/// pages can be centred too.
public enum Alignment: Sendable, Equatable {
    /// Items rest at the leading edge.
    case edge
    /// Items rest centred in the view.
    case center
}

/// How long an item is along the scroll axis.
public enum ItemSizing: Sendable, Equatable {
    /// `itemsPerPage` items and the gaps between them fill the viewport.
    case fill
    /// A fixed extent in pixels: from the delegate, or measured from the first
    /// item as the SwipeView seed does when the delegate gives none.
    case fixed(Double)
}

/// Every layout option of the pager, with the seeds' defaults (one item a
/// page, edge-aligned, no spacing, horizontal, no wrap, one page preloaded
/// on each side).
///
/// Values are taken as given; ``validated()`` repairs nonsense (a zero
/// `itemsPerPage`, a NaN spacing) and names what it repaired so the widget can
/// warn once.
public struct LayoutConfiguration: Sendable, Equatable {
    /// Items shown and paged together.
    public var itemsPerPage: Int = 1
    /// The last page ends at the last item instead of a full page.
    public var truncateFinalPage: Bool = false
    /// Where items rest when they do not fill the view.
    public var alignment: Alignment = .edge
    /// Pixels between neighbouring items.
    public var spacing: Double = 0
    /// The scroll axis.
    public var orientation: Orientation = .horizontal
    /// Mirrors a horizontal pager (the widget follows its text direction).
    public var rightToLeft: Bool = false
    /// The last item leads back to the first.
    public var wrap: Bool = false
    /// How long each item is along the axis.
    public var itemSizing: ItemSizing = .fill
    /// Pages kept loaded beyond the visible ones, on each side.
    public var preloadRadius: Int = 1
    /// With `fill` sizing, the share of the pager's extent (0…0.45) left on
    /// each side of the current page, where its neighbours show (a peek,
    /// as ViewPager2's padding gives without a delegate).
    public var pagePeek: Double = 0

    /// The defaults: one filling item a page, sideways, no wrap.
    public init() {}

    /// A copy with every option inside its domain, and the problems found.
    ///
    ///     var c = LayoutConfiguration(); c.itemsPerPage = 0
    ///     c.validated().problems   // [.itemsPerPage(0)]
    public func validated() -> (configuration: LayoutConfiguration, problems: [LayoutProblem]) {
        var c = self
        var problems: [LayoutProblem] = []
        if c.itemsPerPage < 1 {
            problems.append(.itemsPerPage(c.itemsPerPage))
            c.itemsPerPage = 1
        } else if c.itemsPerPage > LayoutConfiguration.maximumItemsPerPage {
            problems.append(.itemsPerPage(c.itemsPerPage))
            c.itemsPerPage = LayoutConfiguration.maximumItemsPerPage
        }
        if !(c.pagePeek >= 0 && c.pagePeek <= LayoutConfiguration.maximumPagePeek) {
            problems.append(.pagePeek(c.pagePeek))
            c.pagePeek = c.pagePeek.isNaN ? 0 : min(max(c.pagePeek, 0), LayoutConfiguration.maximumPagePeek)
        }
        // The option table's range, so a value set here and one set as a
        // property meet the same bounds.
        let spacing = OptionTable.spacing.range ?? 0...0
        if !spacing.contains(c.spacing) {
            problems.append(.spacing(c.spacing))
            c.spacing = c.spacing.isNaN ? 0 : min(max(c.spacing, spacing.lowerBound), spacing.upperBound)
        }
        if case .fixed(let e) = c.itemSizing, !(e.isFinite && e >= 0) {
            problems.append(.itemExtent(e))
            c.itemSizing = .fill
        }
        if c.preloadRadius < 0 || c.preloadRadius > LayoutConfiguration.maximumPreloadRadius {
            problems.append(.preloadRadius(c.preloadRadius))
            c.preloadRadius = max(0, min(c.preloadRadius, LayoutConfiguration.maximumPreloadRadius))
        }
        return (c, problems)
    }

    /// The page area's natural extent along one axis, from the largest
    /// natural extent a page asked for: along the scroll axis, a page's
    /// items stand side by side with the spacing between them.
    public func naturalRequest(pageNatural: Double, horizontal: Bool) -> Double {
        var natural = max(0, finite(pageNatural))
        if horizontal == (orientation == .horizontal) {
            let ipp = Double(max(1, itemsPerPage))
            natural = natural * ipp + max(0, finite(spacing)) * (ipp - 1)
        }
        return natural
    }

    /// More items than this on one page would mean thousands of live widgets.
    public static let maximumItemsPerPage = 64
    /// The most pages loaded on each side beyond those in view.
    public static let maximumPreloadRadius = 16
    /// A page keeps at least a tenth of the pager.
    public static let maximumPagePeek = 0.45
}

/// A repaired option, for a warning that names the problem.
public enum LayoutProblem: Sendable, Equatable, CustomStringConvertible {
    /// Items per page below 1 or above the limit.
    case itemsPerPage(Int)
    /// A negative or too large spacing.
    case spacing(Double)
    /// An item extent that is not a positive size.
    case itemExtent(Double)
    /// A preload radius outside 0…the limit.
    case preloadRadius(Int)
    /// A negative item count.
    case itemCount(Int)
    /// A page peek outside 0…0.45.
    case pagePeek(Double)
    /// A view with no size.
    case viewport(Double, Double)

    public var description: String {
        switch self {
        case .itemsPerPage(let n):
            return "items-per-page \(n) is outside 1…\(LayoutConfiguration.maximumItemsPerPage); clamped"
        case .spacing(let s):
            let r = OptionTable.spacing.range ?? 0...0
            return "spacing \(s) is outside \(Int(r.lowerBound))…\(Int(r.upperBound)) pixels; clamped (NaN: 0)"
        case .itemExtent(let e):
            return "item extent \(e) is not a finite, non-negative number of pixels; items fill the viewport instead"
        case .preloadRadius(let r):
            return "preload radius \(r) is outside 0…\(LayoutConfiguration.maximumPreloadRadius); clamped"
        case .itemCount(let n):
            return "item count \(n) is negative; treated as 0 (empty pager)"
        case .viewport(let w, let h):
            return "viewport \(w)x\(h) is not a finite, non-negative size; treated as 0x0"
        case .pagePeek(let p):
            return "page-peek \(p) is outside 0…\(LayoutConfiguration.maximumPagePeek); clamped"
        }
    }
}

/// The standalone page dots as a control (UIPageControl's): the page they
/// show, whether they hide, and what a click or a key asks of them. The
/// widget keeps one and applies what it answers.
public struct DotsControl: Sendable, Equatable {
    /// How many pages there are (never below 0).
    public private(set) var pageCount = 0
    /// Where the dots are, in pages (always finite).
    public private(set) var position = 0.0
    /// The next page's share of the current dot's colour, 0…1.
    public private(set) var reveal = 0.0
    /// Whether one page shows no dot (UIPageControl's hidesForSinglePage).
    public var hidesForSinglePage = false
    /// Whether a page asked for waits for ``updateDisplay()``
    /// (UIPageControl's defersCurrentPageDisplay).
    public var defersDisplay = false
    /// Whether the pages wrap: past the last page the first one's dot
    /// comes current (dots bound to a wrapping pager).
    public private(set) var wraps = false
    /// A page asked for and not shown yet.
    public private(set) var pendingPage: Int?
    /// The page the followed pager moves to (a click or key sent it there,
    /// or anything else did): the next key steps on from it, so keys
    /// pressed faster than the pages move add up, as the pager's own do.
    public private(set) var heading: Int?
    /// The page the first dot stands for (dots of a long pager show a
    /// window of its pages that moves with it).
    public private(set) var firstPage = 0

    /// No pages, at rest.
    public init() {}

    /// The page whose dot is current: the nearest to the position, or nil
    /// with no pages. Wrapping, half-way past the last page is the first.
    public var currentPage: Int? {
        guard pageCount > 0 else { return nil }
        guard wraps else { return Int((clamp(position, 0, Double(pageCount - 1)) + 0.5).rounded(.down)) }
        let nearest = Int(clamp((position + 0.5).rounded(.down), 0, Double(pageCount)))
        return nearest % pageCount
    }

    /// Nothing is drawn and no input taken: no pages, or one when asked.
    public var isHidden: Bool { pageCount == 0 || (hidesForSinglePage && pageCount == 1) }

    /// What a change of state changed, for the widget's notifications.
    public struct Changes: Sendable, Equatable {
        /// The page count changed.
        public var count = false
        /// The position changed.
        public var position = false
        /// The current page changed.
        public var currentPage = false

        /// What changed.
        public init(count: Bool = false, position: Bool = false, currentPage: Bool = false) {
            self.count = count
            self.position = position
            self.currentPage = currentPage
        }
    }

    /// Takes a new count, position and reveal (and whether the pages
    /// wrap, the page of the first dot, and the dot of the page the pages
    /// followed move to, nil at rest or in a drag); values that are not
    /// finite read as 0 and a negative count as none.
    @discardableResult
    public mutating func set(pageCount: Int, position: Double, reveal: Double, wraps: Bool = false, firstPage: Int = 0,
                             heading: Int? = nil) -> Changes {
        let old = self
        self.firstPage = firstPage
        self.wraps = wraps
        self.pageCount = max(0, pageCount)
        self.position = finite(position)
        self.reveal = clamp(finite(reveal), 0, 1)
        // A heading past the dots (or under a count just changed by hand) is none.
        self.heading = heading.flatMap { (0..<self.pageCount).contains($0) ? $0 : nil }
        return Changes(count: old.pageCount != self.pageCount, position: old.position != self.position,
                       currentPage: old.currentPage != currentPage)
    }

    /// A new count keeps the position on a page that exists. A count set
    /// by hand is no pager's: nothing is headed for.
    @discardableResult
    public mutating func set(pageCount: Int) -> Changes {
        set(pageCount: pageCount, position: min(position, Double(max(0, pageCount - 1))), reveal: reveal, wraps: wraps, firstPage: firstPage)
    }

    /// The page a host sets, kept to the pages there are.
    public func pageToSet(_ page: Int) -> Int { clamp(page, 0, max(0, pageCount - 1)) }

    /// Keys the dots take; left and right arrive as forward or back after
    /// the widget applied the row's direction.
    public enum Key: Sendable {
        /// The next page's way along the row.
        case forward
        /// The previous page's way.
        case back
        /// Home: the first page.
        case first
        /// End: the last page.
        case last

        /// The dots' key for a key pressed (``PagerKey``'s keysyms, the
        /// host's shortcut modifiers left to it); left and right swap in
        /// a `mirrored` row. Nil for keys the dots leave alone.
        public init?(keysym: UInt32, modifiers: UInt32, mirrored: Bool) {
            switch PagerKey(keysym: keysym, modifiers: modifiers) {
            case .right?: self = mirrored ? .back : .forward
            case .left?: self = mirrored ? .forward : .back
            case .home?: self = .first
            case .end?: self = .last
            default: return nil
            }
        }
    }

    /// The page a key asks for, or nil when the dots take no keys.
    public func page(for key: Key) -> Int? {
        guard let page = heading ?? currentPage, !isHidden else { return nil }
        switch key {
        // Dots of a wrapping pager go round, as its own keys do.
        case .forward: return wraps ? (page + 1) % pageCount : page + 1
        case .back: return wraps ? (page + pageCount - 1) % pageCount : page - 1
        case .first: return 0
        case .last: return pageCount - 1
        }
    }

    /// What the widget does for a page the user asked for.
    public enum Answer: Sendable, Equatable {
        /// Scroll the followed adjustment to the page, then announce it.
        case scrollAdjustment(Int)
        /// The page waits for ``updateDisplay()``; announce it.
        case deferred(Int)
        /// The dots show the page now; announce it.
        case shown(Int, Changes)
    }

    /// The user asked for `page` (a click or a key), kept to the pages
    /// there are. The page shown (or waiting) asked for again is no
    /// change, as with UIPageControl: nil then, and with no pages.
    public mutating func ask(for page: Int, followsAdjustment: Bool) -> Answer? {
        guard pageCount > 0 else { return nil }
        let page = clamp(page, 0, pageCount - 1)
        if pendingPage.map({ page == $0 }) ?? heading.map({ page == $0 }) ?? (position == Double(page)) { return nil }
        if followsAdjustment {
            heading = page
            return .scrollAdjustment(page)
        }
        if defersDisplay {
            pendingPage = page
            return .deferred(page)
        }
        return .shown(page, set(pageCount: pageCount, position: Double(page), reveal: 0, wraps: wraps))
    }

    /// Shows the page that waited, if any (still one that exists).
    public mutating func updateDisplay() -> Changes? {
        guard let page = pendingPage else { return nil }
        pendingPage = nil
        return set(pageCount: pageCount, position: Double(min(page, max(0, pageCount - 1))), reveal: 0, wraps: wraps)
    }
}

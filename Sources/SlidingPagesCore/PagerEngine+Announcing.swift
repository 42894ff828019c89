// What a screen reader is told as the current page changes, paced so fast
// paging does not queue a description a frame (``AnnouncementPacing``).

extension PagerEngine {
    /// Whether the page changed since a screen reader was last told, and
    /// what to do about it at `now`: called as it is told, so the pacing
    /// counts only what was told. Nothing while a drag holds the page under
    /// the finger: the page it lands on is told when it settles.
    public mutating func announcementStep(now: Double) -> PageAnnouncement {
        guard announcesPages, !motion.isDragging else { return .none }
        let page = pageToTell
        guard page != announced.page else { return .none }
        switch announced.pacing.changed(at: now) {
        case .announce:
            announced.page = page
            return .now(page)
        case .wait(let until):
            return .at(until)
        case .none:
            return .none
        }
    }

    /// The deadline a ``PageAnnouncement/at(_:)`` gave has come: the page
    /// to tell, if it is still news.
    public mutating func announcementDue(now: Double) -> PageAnnouncement {
        guard announced.pacing.deadlinePassed(at: now) else { return .none }
        // A drag holds the page under the finger: the settle tells the
        // page it lands on.
        guard !motion.isDragging else { return .none }
        let page = pageToTell
        guard page != announced.page else { return .none }
        announced.page = page
        return .now(page)
    }

    /// While pages move on their own, the page they head for: a listener
    /// wants where a key or fling goes, not each page passed on the way (a
    /// long jump lands a few pages short and would tell that page first).
    public var pageToTell: Int? {
        guard motion.isMoving else { return motion.currentPage }
        let destination = motion.destination
        guard !motion.layout.isEmpty, destination != motion.position else { return motion.currentPage }
        return motion.layout.currentPage(nearest: motion.layout.nearestUnwrappedPage(to: destination))
    }

    /// A screen reader read the description itself (`page` is what it
    /// read): nothing to tell it until the page changes again.
    public mutating func noteAnnounced(_ page: Int?) {
        announced.page = page
    }

    /// Forgets a waiting announcement (the pager is going away).
    public mutating func cancelAnnouncement() {
        announced.pacing.cancel()
    }
}

/// What the screen reader is told about the current page.
public enum PageAnnouncement: Sendable, Equatable {
    /// Nothing to tell.
    case none
    /// Tell it this page (nil: there are no pages).
    case now(Int?)
    /// Ask ``PagerEngine/announcementDue(now:)`` at this time.
    case at(Double)
}

/// The page last told, and the pacing of the next.
public struct AnnouncedPage: Sendable, Equatable {
    /// `.none` before anything was told; `.some(nil)` once "no pages" was.
    public var page: Int?? = .none
    /// How often a page may be told.
    public var pacing = AnnouncementPacing()
    /// Nothing told yet.
    public init() {}
}

/// What a screen reader reads for the pager, the same in both faces, in
/// the words of the face's translation (English by default).
public enum PageReadout {
    /// "Page k of n: title" for page `page` (from 0) of `count` pages;
    /// "Page k: title" when the pages have no count (`count` nil); "No
    /// pages" without a page. The title is left out when it is empty.
    public static func text(page: Int?, of count: Int?, title: String?, words: ReadoutWords = .english) -> String {
        guard let page else { return words.noPages }
        let number = words.numbered(page + 1, of: count)
        guard let title, !title.isEmpty else { return number }
        return ReadoutWords.fill(words.titled, [number, title])
    }

    /// What either face reads for `page` of `layout`'s pages: "Page k of
    /// n: title" when counted; with no count, "Page k: title" numbered
    /// from the first page once the source told of it, and before that
    /// the title alone, since numbers from where the pager started mean
    /// little to a listener ("Page k" when there is no title to read).
    public static func text(page: Int?, in layout: PagerLayout, title: String?, words: ReadoutWords = .english) -> String {
        guard let page, !layout.isEmpty else { return words.noPages }
        if layout.itemCount != nil { return text(page: page, of: layout.numberOfPages, title: title, words: words) }
        if layout.domain.numbersFromFirstPage { return text(page: page, of: nil, title: title, words: words) }
        guard let title, !title.isEmpty else { return text(page: page, of: nil, title: nil, words: words) }
        return title
    }
}

import SlidingPagesCore

/// The page room: which pages are loaded, recycled, preloaded, kept through
/// a batch of changes, focused and placed, as the engine says, applied to
/// the page widgets ``PageHost`` holds. Static pages, before/after sources
/// and the page signals come in here too. It keeps no state of its own (the
/// pages are the host's, the decisions the engine's): a view of the pager,
/// made where it is used.
@MainActor
struct PageRoom {
    let pager: Pager
    /// The page widgets.
    var host: PageHost { pager.host }
}

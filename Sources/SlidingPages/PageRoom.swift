import SlidingPagesCore

/// The page room: the engine's loading, recycling, preloading, batching, focus and
/// placing, applied to the page widgets ``PageHost`` holds. It keeps no state of its
/// own: a view of the pager, made where it is used.
@MainActor
struct PageRoom {
    let pager: Pager
    /// The page widgets.
    var host: PageHost { pager.host }
}

// Input that arrives through the chrome rather than on the pages: a drag on
// the title strip, measured in pages, and the scrubber's nub, measured as a
// fraction of its track. Both become motion in item units here.

extension PagerMotion {
    /// Whether the pages are moving: dragged, settling or animating.
    @inlinable public var isMoving: Bool { isDragging || isDecelerating || isScrolling }

    /// A press on the title strip. Like a press on the pages it catches a
    /// moving pager; it never selects an item.
    public mutating func stripDown(time: Double) {
        pointerDown(x: 0, y: 0, time: time)
    }

    /// The strip was dragged `pages` page widths since the press
    /// (``HeaderStrip/pageDelta(forDragDX:)``). One title width of strip is
    /// one page of pages, so the pages follow it exactly, with the pages'
    /// own drag threshold, rubber band and fling. Returns whether the strip
    /// is dragging.
    @discardableResult
    public mutating func stripMove(pages: Double, time: Double) -> Bool {
        guard pages.isFinite else { return isDragging }
        let along = pages * Double(layout.itemsPerPage) * layout.stride
        let d = layout.physicalDelta(along: along)
        return pointerMove(x: d.dx, y: d.dy, time: time)
    }

    /// The strip was let go: a drag flings or settles as one on the pages.
    public mutating func stripUp(time: Double) {
        pointerUp(time: time, selectable: false)
    }

    /// The nub moved to `fraction` of its track, `travel` pixels long: the
    /// pager goes to the matching position
    /// (``PagerLayout/scrubPosition(fraction:travel:paging:)``: on a track
    /// of a page or more a pixel, the nearest page).
    public mutating func scrub(toFraction fraction: Double, travel: Double, time: Double) {
        guard fraction.isFinite else { return }
        scrub(to: layout.scrubPosition(fraction: fraction, travel: travel, paging: configuration.pagingEnabled), time: time)
    }
}

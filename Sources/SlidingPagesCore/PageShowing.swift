/// How a loaded page widget is shown: in view; mapped ahead of view (kept
/// drawn in its cache but not painted, so the frame that scrolls it in
/// only composites it); or unmapped.
public enum PageShowing: Sendable, Equatable {
    /// Mapped and painted: the page is in view.
    case inView
    /// Mapped beside the view, drawn into its cache, not painted.
    case ahead
    /// Unmapped.
    case hidden

    /// How many items beyond each end of the view are kept mapped ahead:
    /// those that scroll in next. With many items a page (up to 64) the
    /// load window holds three pages' worth, and mapping every one would
    /// multiply the pages each layout walks.
    public static let itemsAhead = 2

    /// The slots in view and ``itemsAhead`` beyond each end.
    public static func aheadSpan(_ span: SlotSpan) -> SlotSpan {
        span.isEmpty ? span : SlotSpan(span.lower - itemsAhead, span.upper + itemsAhead)
    }

    /// What the page in `slot` becomes when `span` is in view, or nil to
    /// leave it as it is. A page focus entered out of view (`focusSlot`)
    /// shows while it scrolls in. A mapped page that leaves the view stays
    /// mapped, ahead, while it is near, unless it holds the focus: a page
    /// ahead is out of the focus chain, so that one is unmapped and the
    /// pager takes the focus. A page that is not mapped waits for the pages
    /// ahead to be mapped between frames (``mapsAhead(slot:inView:)``).
    public static func change(slot: Int, inView span: SlotSpan, focusSlot: Int?, mapped: Bool,
                              holdsFocus: Bool) -> PageShowing? {
        if span.contains(slot) || slot == focusSlot { return .inView }
        guard mapped else { return nil }
        return holdsFocus || !aheadSpan(span).contains(slot) ? .hidden : .ahead
    }

    /// Whether a page in `slot`, out of view, is mapped ahead of it between
    /// frames (while a press holds the pages or they move).
    public static func mapsAhead(slot: Int, inView span: SlotSpan) -> Bool {
        !span.contains(slot) && aheadSpan(span).contains(slot)
    }
}

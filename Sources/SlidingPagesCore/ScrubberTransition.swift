/// The scrubber's state changes, as SPTScrollViewScrubber's delegate hears
/// of them: held and let go, woken by scrolling and back at rest.
public enum ScrubberTransition: Sendable, Equatable, CustomStringConvertible {
    /// The nub was grabbed.
    case highlight
    /// The nub was let go.
    case unhighlight
    /// Scrolling woke the scrubber: it is shown at full opacity.
    case select
    /// The scrubber faded back to rest.
    case deselect

    public var description: String {
        switch self {
        case .highlight: return "highlight"
        case .unhighlight: return "unhighlight"
        case .select: return "select"
        case .deselect: return "deselect"
        }
    }
}

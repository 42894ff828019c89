import Glibc
import SlidingPages
import SlidingPagesCore

/// The page effects the options panel offers: the built-in ones, and a
/// transformer of the sample's own to show what a host can do.
enum DemoEffect: String, CaseIterable {
    case none, zoomOut = "zoom-out", depth, fade, parallax, cardTurn = "card-turn"

    var title: String {
        switch self {
        case .none: return "None"
        case .zoomOut: return "Zoom out"
        case .depth: return "Depth"
        case .fade: return "Fade"
        case .parallax: return "Parallax"
        case .cardTurn: return "Card turn (custom)"
        }
    }

    /// What the pager shows now (a transformer is always the sample's card turn).
    @MainActor
    init(of pager: Pager) {
        if pager.pageTransformer != nil {
            self = .cardTurn
            return
        }
        switch pager.pageEffect {
        case .none: self = .none
        case .zoomOut: self = .zoomOut
        case .depth: self = .depth
        case .fade: self = .fade
        case .parallax: self = .parallax
        }
    }

    @MainActor
    func apply(to pager: Pager) {
        switch self {
        case .cardTurn:
            pager.pageEffect = .none
            pager.pageTransformer = DemoEffect.cardTurn
        default:
            pager.pageTransformer = nil
            switch self {
            case .none: pager.pageEffect = .none
            case .zoomOut: pager.pageEffect = .zoomOut
            case .depth: pager.pageEffect = .depth
            case .fade: pager.pageEffect = .fade
            default: pager.pageEffect = .parallax
            }
        }
    }

    /// Each page turns about its middle as it leaves, like a card being
    /// flipped, and dims while edge-on.
    static func cardTurn(item: Int, offset: Double) -> PageTransform {
        let o = max(-1, min(1, offset))
        return PageTransform(alpha: 1 - 0.5 * abs(o), turn: o * Double.pi / 2.2)
    }
}

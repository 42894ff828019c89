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

    /// The built-in effect it is; nil for the sample's own transformer.
    var effect: PageEffect? {
        switch self {
        case .none: return PageEffect.none
        case .zoomOut: return .zoomOut
        case .depth: return .depth
        case .fade: return .fade
        case .parallax: return .parallax
        case .cardTurn: return nil
        }
    }

    /// What the pager shows now (a transformer is always the sample's card turn).
    @MainActor
    init(of pager: Pager) {
        let shown: PageEffect? = pager.pageTransformer == nil ? pager.pageEffect : nil
        self = DemoEffect.allCases.first(where: { $0.effect == shown }) ?? .cardTurn
    }

    @MainActor
    func apply(to pager: Pager) {
        if let effect {
            pager.pageTransformer = nil
            pager.pageEffect = effect
        } else {
            pager.pageEffect = PageEffect.none
            pager.pageTransformer = { DemoEffect.cardTurn(item: $0, offset: $1) }
        }
    }

    /// Each page turns about its middle as it leaves, like a card being
    /// flipped, and dims while edge-on.
    static func cardTurn(item: Int, offset: Double) -> PageTransform {
        let o = max(-1, min(1, offset))
        return PageTransform(alpha: 1 - 0.5 * abs(o), turn: o * Double.pi / 2.2)
    }
}

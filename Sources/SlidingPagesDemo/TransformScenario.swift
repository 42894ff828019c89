import CSlidingPagesExtras
import CSlidingPagesGtk
import SlidingPages
import SlidingPagesCore

// MARK: 10. A page transformer (ViewPager2's PageTransformer)

/// Cards fanned out: neighbours peek in on each side, turned, smaller,
/// fainter and behind the current card, from a transformer of a few lines.
@MainActor
final class TransformScenario: PagerScenario, PagerDataSource {
    let pager = Pager()
    let root: Widget
    let names = ["Lisbon", "Kyoto", "Reykjavík", "Valparaíso", "Tbilisi", "Hobart", "Oaxaca", "Tromsø"]

    init() {
        root = pager.widget
        pager.titleStripHidden = true
        // A fifth of the pager on each side shows the neighbours.
        pager.pagePeek = 0.2
        pager.pageTransformer = { _, offset in
            let d = max(-1.5, min(1.5, offset))
            return PageTransform(scale: 1 - 0.14 * abs(d), alpha: 1 - 0.3 * abs(d), rotation: d * 0.1, elevation: -abs(d))
        }
        // The second card first, so a neighbour shows on each side.
        pager.initialPageIndex = 1
        pager.dataSource = self
    }

    func numberOfItems(in pager: Pager) -> Int { names.count }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (card, kids) = UI.textPage(reusing: view, style: ["demo-deck-page"], lines: [(["demo-title"], 0.5, true)])
        gtk_label_set_text(sp_label(kids[0]), names[index])
        UI.setClass(card, prefix: "demo-theme", "demo-theme\(index % 6)")
        return card
    }
}

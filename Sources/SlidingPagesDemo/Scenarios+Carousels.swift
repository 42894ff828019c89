import CSlidingPagesExtras
import CSlidingPagesGtk
import Glibc
import SlidingPages
import SlidingPagesCore

// The sample's carousels: several cards a page, a feed, a deck, the
// standalone dots.

// MARK: 3. Carousel

/// Three cards a page, centred, spaced, wrapping, with autoscroll and
/// autoplay and a speed control.
@MainActor
final class CarouselScenario: PagerScenario, PagerDataSource {
    let pager = Pager()
    let root: Widget
    let names = ["Lisbon", "Kyoto", "Reykjavík", "Oaxaca", "Tallinn", "Hobart", "Porto", "Hanoi", "Bergen", "Cusco", "Ghent", "Nara"]

    init() {
        root = UI.box(true, spacing: 0)
        pager.itemsPerPage = 3
        pager.alignment = .center
        pager.spacing = 16
        pager.wrapEnabled = true
        pager.titleStripHidden = true
        pager.zoomOutEnabled = false
        pager.autoscroll = 0.4
        pager.dataSource = self
        let speed = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, -2, 2, 0.1)!
        gtk_range_set_value(sp_range(speed), 0.4)
        gtk_widget_set_size_request(speed, 220, -1)
        PagerGLib.connect(speed, "value-changed") { [weak self] w in self?.pager.autoscroll = gtk_range_get_value(sp_range(w)) }
        let autoplay = gtk_switch_new()!
        PagerGLib.connectNotify(autoplay, "active") { [weak self] in
            guard let self else { return }
            let on = gtk_switch_get_active(sp_switch(autoplay)) != 0
            self.pager.autoplayInterval = on ? 2 : nil
            if on { self.pager.autoscroll = 0 } else { self.pager.autoscroll = gtk_range_get_value(sp_range(speed)) }
        }
        // A switch keeps its own height beside the taller slider.
        gtk_widget_set_valign(autoplay, GTK_ALIGN_CENTER)
        UI.name(speed, "Autoscroll speed")
        UI.name(autoplay, "Autoplay every 2 s")
        let controls = UI.grid(columns: 1, spacing: 12, homogeneous: false, [UI.box(false, spacing: 12, [UI.label("Autoscroll (items/s)"), speed]),
                                             UI.box(false, spacing: 12, [UI.label("Autoplay every 2 s"), autoplay])])
        gtk_widget_set_margin_top(controls, 8)
        gtk_widget_set_margin_bottom(controls, 8)
        // Lines under the cards, bound to the pager, in place of its dots.
        pager.dotsHidden = true
        let lines = Pager.Dots.make(pages: 0)
        Pager.Dots.setIndicatorStyle(lines, .lines)
        Pager.Dots.follow(lines, pager: pager)
        gtk_widget_set_margin_top(lines, 6)
        gtk_box_pack_start(sp_box(root), pager.widget, 1, 1, 0)
        gtk_box_pack_start(sp_box(root), lines, 0, 0, 0)
        gtk_box_pack_start(sp_box(root), controls, 0, 0, 0)
    }

    func numberOfItems(in pager: Pager) -> Int { names.count }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (card, kids) = UI.textPage(reusing: view, style: ["demo-deck-page"],
                                       lines: [(["demo-title"], 0.5, true), (["demo-subtitle"], 0.5, true)])
        gtk_label_set_text(sp_label(kids[0]), names[index])
        // Three cards share a phone's width: a long name ends in an ellipsis.
        gtk_label_set_ellipsize(sp_label(kids[0]), PANGO_ELLIPSIZE_END)
        gtk_valign(kids[0], GTK_ALIGN_END)
        gtk_label_set_text(sp_label(kids[1]), "card \(index + 1) of \(names.count)")
        gtk_valign(kids[1], GTK_ALIGN_START)
        UI.setClass(card, prefix: "demo-theme", "demo-theme\(index % 6)")
        return card
    }
}

@MainActor
func gtk_valign(_ w: Widget, _ a: GtkAlign) { gtk_widget_set_valign(w, a) }

// MARK: 4. Vertical feed

/// Five hundred posts in a vertical feed: free kinetic scrolling over
/// posts of a fixed height, with the scrubber for travel.
@MainActor
final class FeedScenario: PagerScenario, PagerDataSource, PagerDelegate {
    let pager = Pager()
    let root: Widget
    let sentences = [
        "Took the long way home along the river today.", "The scrubber on the right takes you anywhere in the feed.",
        "Only the posts on screen exist as widgets; the rest are recycled.", "Flick to coast, drag to follow, or let go to rest.",
        "Tried the new bakery on the corner: worth the queue.", "Five hundred posts, and scrolling stays light.",
        "Rain all morning, sun by noon.", "Keyboard works too: Page Up and Page Down, Home and End.",
    ]

    init() {
        root = pager.widget
        pager.orientation = .vertical
        pager.titleStripHidden = true
        pager.dotsHidden = true
        pager.zoomOutEnabled = false
        pager.pagingEnabled = false
        pager.delegate = self
        pager.dataSource = self
    }

    func itemExtent(for pager: Pager) -> Double? { 230 }

    func numberOfItems(in pager: Pager) -> Int { 500 }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (post, kids) = UI.textPage(reusing: view, style: ["demo-feed-post"],
                                       lines: [(["demo-title"], 0, false), (["demo-subtitle"], 0, false), ([], 0, false)])
        gtk_label_set_text(sp_label(kids[0]), "Post \(index + 1)")
        let hours = index % 24 + 1
        gtk_label_set_text(sp_label(kids[1]), "\(hours) hour\(hours == 1 ? "" : "s") ago · \(index * 7 % 90 + 3) replies")
        let text = (0..<3).map { sentences[(index * 3 + $0 * 5) % sentences.count] }.joined(separator: " ")
        gtk_label_set_text(sp_label(kids[2]), text)
        return post
    }
}

// MARK: 5. Editable deck (the RAPageViewController sample's actions)

/// Cards that can be inserted before or after the current one, deleted,
/// moved, shuffled and sorted, animated, with the current card kept in place.
@MainActor
final class DeckScenario: PagerScenario, PagerDataSource {
    let pager = Pager()
    let root: Widget
    var cards: [Int] = Array(1...5)
    var next = 6

    init() {
        root = UI.box(true, spacing: 0)
        pager.dataSource = self
        let bar = UI.grid(columns: 3, homogeneous: false, [
            UI.button("Insert before") { [unowned self] in self.insert(after: false) },
            UI.button("Insert after") { [unowned self] in self.insert(after: true) },
            UI.button("Delete") { [unowned self] in self.delete() },
            UI.button("Move to end") { [unowned self] in self.moveToEnd() },
            UI.button("Shuffle") { [unowned self] in self.reorder(self.cards.shuffled()) },
            UI.button("Sort") { [unowned self] in self.reorder(self.cards.sorted()) },
        ])
        gtk_widget_set_margin_top(bar, 8)
        gtk_widget_set_margin_bottom(bar, 8)
        gtk_box_pack_start(sp_box(root), bar, 0, 0, 0)
        gtk_box_pack_start(sp_box(root), pager.widget, 1, 1, 0)
    }

    func insert(after: Bool) {
        let at = (pager.currentItemIndex ?? -1) + (after ? 1 : 0)
        let i = max(0, min(at, cards.count))
        cards.insert(next, at: i)
        next += 1
        pager.insertItems(at: i, count: 1, animated: true)
        if after { pager.scroll(toItem: i) }
    }

    func delete() {
        guard let i = pager.currentItemIndex, !cards.isEmpty else { return }
        cards.remove(at: i)
        pager.deleteItems(at: i, count: 1, animated: true)
    }

    /// The current card goes to the end, growing into its new place; the
    /// pager follows it.
    func moveToEnd() {
        guard let i = pager.currentItemIndex, cards.count > 1 else { return }
        cards.append(cards.remove(at: i))
        pager.moveItem(from: i, to: cards.count - 1, animated: true)
    }

    /// A new order of the same cards, told as identifiers: the pager works
    /// out the moves, the card on screen stays on screen, and no card's
    /// page is made again.
    func reorder(_ order: [Int]) {
        let old = cards
        cards = order
        pager.updateItems(from: old, to: cards, animated: true)
    }

    func numberOfItems(in pager: Pager) -> Int { cards.count }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? { .text("Card \(cards[index])") }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (card, kids) = UI.textPage(reusing: view, style: ["demo-deck-page"], lines: [(["demo-title"], 0.5, true)])
        gtk_label_set_text(sp_label(kids[0]), "Card \(cards[index])")
        UI.setClass(card, prefix: "demo-theme", "demo-theme\(cards[index] % 6)")
        return card
    }
}

// MARK: 6. Coloured dots (KVNMaskedPageControl)

/// Pages in distinct colour themes whose dot colours mask across the
/// boundary while scrolling.
@MainActor
final class DotsScenario: PagerScenario, PagerDataSource, PagerDelegate {
    let pager = Pager()
    let root: Widget
    let names = ["Ocean", "Cherry", "Forest", "Amber", "Violet", "Pine"]
    let dot: [GdkRGBA] = [UI.rgba(0.62, 0.8, 1), UI.rgba(1, 0.72, 0.78), UI.rgba(0.66, 0.93, 0.78), UI.rgba(0.25, 0.18, 0.05), UI.rgba(0.85, 0.78, 1), UI.rgba(0.7, 0.9, 0.7)]

    init() {
        root = pager.widget
        pager.delegate = self
        pager.dataSource = self
    }

    func numberOfItems(in pager: Pager) -> Int { names.count }

    func pager(_ pager: Pager, titleForItemAt index: Int) -> PageTitle? { .text(names[index]) }

    func pager(_ pager: Pager, dotColourForPage page: Int) -> GdkRGBA? {
        var c = dot[min(max(page, 0), dot.count - 1)]
        c.alpha = 0.45
        return c
    }

    func pager(_ pager: Pager, currentDotColourForPage page: Int) -> GdkRGBA? { dot[min(max(page, 0), dot.count - 1)] }

    func pager(_ pager: Pager, viewForItemAt index: Int, reusing view: Widget?) -> Widget? {
        let (page, kids) = UI.textPage(reusing: view, style: [], lines: [(["demo-title"], 0.5, true)])
        gtk_label_set_text(sp_label(kids[0]), names[index])
        UI.setClass(page, prefix: "demo-theme", "demo-theme\(index)")
        return page
    }
}

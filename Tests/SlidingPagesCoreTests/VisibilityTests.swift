import Testing
@testable import SlidingPagesCore

@Suite("Visible and loaded slots")
struct VisibilityTests {
    @Test("visible slots are exactly the items that intersect the viewport")
    func visibleMatchesBruteForce() {
        for l in Sweep.layouts() where !l.isEmpty {
            for p in Sweep.positions(l) {
                let v = l.visibleSlots(at: p)
                // Brute force over a generous neighbourhood.
                let centre = Int(p.rounded())
                for slot in (centre - 20)...(centre + 20) {
                    let lead = l.leadingPixel(ofSlot: slot, at: p)
                    let intersects = lead < l.viewportExtent && lead + l.itemExtent > 0
                    let exists = l.item(atSlot: slot) != nil
                    #expect(v.contains(slot) == (intersects && exists), "slot \(slot) at \(p) in \(l.configuration)")
                }
            }
        }
    }

    @Test("the slots showing are those in view by more than half a pixel")
    func showingMatchesBruteForce() {
        for l in Sweep.layouts() where !l.isEmpty {
            for p in Sweep.positions(l) + Sweep.positions(l).map({ $0 + 0.4 / l.stride }) {
                let v = l.slotsShowing(at: p)
                for slot in (Int(p.rounded()) - 20)...(Int(p.rounded()) + 20) {
                    let lead = l.leadingPixel(ofSlot: slot, at: p)
                    let shows = lead < l.viewportExtent - 0.5 && lead + l.itemExtent > 0.5 && l.item(atSlot: slot) != nil
                    #expect(v.contains(slot) == shows, "slot \(slot) at \(p) in \(l.configuration)")
                }
            }
        }
        // A page settling 0.4 px short of rest: its neighbour is drawn nowhere.
        let l = PagerLayout(configuration: LayoutConfiguration(), itemCount: 5, viewport: Sweep.viewport)
        let p = 2 + 0.4 / l.stride
        #expect(l.visibleSlots(at: p) == SlotSpan(2, 4))
        #expect(l.slotsShowing(at: p) == SlotSpan(2, 3))
    }

    @Test("Tab walks the slots wholly in view, else the current page; never a peeking neighbour")
    func focusSlots() {
        for l in Sweep.layouts() where !l.isEmpty {
            for p in Sweep.positions(l) {
                let f = l.focusSlots(at: p), v = l.visibleSlots(at: p)
                let whole = (v.lower..<v.upper).filter {
                    let lead = l.leadingPixel(ofSlot: $0, at: p)
                    return lead >= -0.5 && lead + l.itemExtent <= l.viewportExtent + 0.5
                }
                if let first = whole.first {
                    #expect(f == SlotSpan(first, whole.last! + 1), "at \(p) in \(l.configuration)")
                } else {
                    let page = l.page(ofItem: l.currentSlot(at: p))
                    #expect(f.isEmpty || (f.lower..<f.upper).allSatisfy { l.page(ofItem: $0) == page }, "at \(p) in \(l.configuration)")
                }
            }
            // At rest, something in view is always walked.
            for page in 0..<l.numberOfPages where !l.visibleSlots(at: l.anchor(ofUnwrappedPage: page)).isEmpty {
                #expect(!l.focusSlots(at: l.anchor(ofUnwrappedPage: page)).isEmpty, "page \(page) in \(l.configuration)")
            }
        }
        // A peek of a fifth: the neighbours show a fifth each and are not walked.
        var c = LayoutConfiguration()
        c.pagePeek = 0.2
        let peek = PagerLayout(configuration: c, itemCount: 5, viewport: Sweep.viewport)
        #expect(peek.visibleSlots(at: 2) == SlotSpan(1, 4))
        #expect(peek.focusSlots(at: 2) == SlotSpan(2, 3))
    }

    @Test("loaded ⊇ visible, bounded, never an item twice unless the viewport shows it twice")
    func loadedInvariants() {
        for l in Sweep.layouts() where !l.isEmpty {
            for p in Sweep.positions(l) {
                let v = l.visibleSlots(at: p)
                let loaded = l.loadedSlots(at: p)
                #expect(loaded.intersection(v) == v)
                #expect(loaded.count <= l.maximumLoadedSlots)
                var seen = Set<Int>()
                var duplicates = false
                for s in loaded.lower..<loaded.upper {
                    guard let item = l.item(atSlot: s) else {
                        Issue.record("loaded slot \(s) shows no item")
                        continue
                    }
                    if !seen.insert(item).inserted { duplicates = true }
                }
                if duplicates { #expect(loaded == v, "preload duplicated an item at \(p)") }
            }
        }
    }

    @Test("the cost does not depend on the item count")
    func countIndependent() {
        let counts = [10, 1_000, 1_000_000, 1_000_000_000]
        let spans = counts.map { n -> SlotSpan in
            let l = PagerLayout(itemCount: n, viewport: Sweep.viewport)
            return l.loadedSlots(at: 5.5).shifted(by: 0)
        }
        #expect(Set(spans).count == 1)
        let far = PagerLayout(itemCount: 1_000_000_000, viewport: Sweep.viewport)
        let v = far.visibleSlots(at: 999_999_998.5)
        #expect(v == SlotSpan(999_999_998, 1_000_000_000))
        #expect(far.currentItemIndex(at: 999_999_998.6) == 999_999_999)
    }

    @Test("defersItemViewLoading keeps the window while moving")
    func deferring() {
        let l = PagerLayout(itemCount: 50, viewport: Sweep.viewport)
        var r = Recycler(poolCapacity: Recycler.poolCapacity(for: l))
        r.update(to: l.loadedSlots(at: 0))
        let before = r.loaded
        let plan = r.update(to: l.loadedSlots(at: 7), deferring: true)
        #expect(plan.isEmpty)
        #expect(r.loaded == before)
        let after = r.update(to: l.loadedSlots(at: 7), deferring: false)
        #expect(!after.isEmpty)
        #expect(r.loaded == l.loadedSlots(at: 7))
    }
}

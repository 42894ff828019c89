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

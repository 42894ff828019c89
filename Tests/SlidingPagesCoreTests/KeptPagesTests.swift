import Testing
@testable import SlidingPagesCore

@Suite("Which pages keep their widget through a change")
struct KeptPagesTests {
    @Test("a batch keeps a page for each surviving item it showed, and none for a reloaded or inserted one")
    func keptPagesSweep() throws {
        for n in [1, 2, 3, 5] {
            for wrap in [false, true] {
                var c = LayoutConfiguration()
                c.wrap = wrap
                let l = PagerLayout(configuration: c, itemCount: n, viewport: Sweep.viewport)
                let pairs = ChangeTests.changes(count: n).flatMap { first -> [[ItemChange]] in
                    let m = (try? first.itemCount(after: n).get()) ?? n
                    return ChangeTests.changes(count: m).map { [first, $0] }
                }
                // Slots around the start, two of them (in a wrapping pager)
                // showing the same item.
                let slots = Array(-n...(n + 1))
                for changes in pairs {
                    let batch = try ItemBatch.make(changes, count: n).get()
                    let kept = batch.keptPages(loadedSlots: slots.reversed(), before: l)
                    #expect(kept.map(\.slot) == kept.map(\.slot).sorted())
                    #expect(Set(kept.map(\.item)).count == kept.count, "one page an item: \(changes)")
                    for (slot, item) in kept {
                        let was = try #require(l.item(atSlot: slot))
                        #expect(batch.newIndex(of: was) == item && batch.origin(of: item) == .kept(was))
                        // The first slot showing that item is the one kept.
                        #expect(slots.first { l.item(atSlot: $0) == was } == slot, "\(changes)")
                    }
                    // Every surviving, unreloaded item shown keeps a page.
                    let shownItems = Set(slots.compactMap(l.item(atSlot:)))
                    let expected = shownItems.filter { i in batch.newIndex(of: i).map { batch.origin(of: $0) == .kept(i) } ?? false }
                    #expect(kept.count == expected.count, "\(changes)")
                }
            }
        }
    }

    @Test("only the shown pages a delete takes leave, by slot")
    func leavingSlots() {
        let l = PagerLayout(configuration: LayoutConfiguration(), itemCount: 6, viewport: Sweep.viewport)
        let loaded = [5, 0, 3, 1, 2, 4]
        let shown = SlotSpan(1, 4)
        #expect(ItemChange.delete(at: 2, count: 3).leavingSlots(loadedSlots: loaded, shown: shown, layout: l) == [2, 3])
        #expect(ItemChange.delete(at: 0, count: 1).leavingSlots(loadedSlots: loaded, shown: shown, layout: l) == [])
        #expect(ItemChange.delete(at: 0, count: 6).leavingSlots(loadedSlots: loaded, shown: shown, layout: l) == [1, 2, 3])
        #expect(ItemChange.insert(at: 2, count: 1).leavingSlots(loadedSlots: loaded, shown: shown, layout: l) == [])
        #expect(ItemChange.reload(at: 2).leavingSlots(loadedSlots: loaded, shown: shown, layout: l) == [])
        for i in 0..<6 {
            let slots = ItemChange.delete(at: i, count: 1).leavingSlots(loadedSlots: loaded, shown: shown, layout: l)
            #expect(slots == (shown.contains(i) ? [i] : []))
        }
    }
}

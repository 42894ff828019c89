import Testing
@testable import SlidingPagesCore

@Suite("Pages shown in view, ahead of it, or hidden")
struct PageShowingTests {
    static let spans = [SlotSpan.empty, SlotSpan(0, 1), SlotSpan(3, 5), SlotSpan(-2, 1), SlotSpan(10, 13)]

    @Test("every small case: in view shows; near and mapped stays ahead; far, or holding the focus, hides")
    func sweep() {
        for span in Self.spans {
            for slot in -8...20 {
                for focusSlot in [nil, slot, slot + 1] as [Int?] {
                    for mapped in [false, true] {
                        for focused in [false, true] {
                            let c = PageShowing.change(slot: slot, inView: span, focusSlot: focusSlot, mapped: mapped, holdsFocus: focused)
                            let distance = span.isEmpty ? Int.max
                                : slot < span.lower ? span.lower - slot : slot >= span.upper ? slot - span.upper + 1 : 0
                            if distance == 0 || focusSlot == slot {
                                #expect(c == .inView, "slot \(slot) in \(span)")
                            } else if !mapped {
                                #expect(c == nil, "an unmapped page out of view is left alone: slot \(slot) in \(span)")
                            } else if focused {
                                #expect(c == .hidden, "a focused page out of view hides: slot \(slot) in \(span)")
                            } else {
                                #expect(c == (distance <= PageShowing.itemsAhead ? .ahead : .hidden), "slot \(slot) in \(span)")
                            }
                            #expect(PageShowing.mapsAhead(slot: slot, inView: span) == (distance > 0 && distance <= PageShowing.itemsAhead))
                        }
                    }
                }
            }
        }
    }

    @Test("the ahead span is the view widened by two items each way, and nothing around no view")
    func aheadSpan() {
        #expect(PageShowing.aheadSpan(SlotSpan(3, 5)) == SlotSpan(1, 7))
        #expect(PageShowing.aheadSpan(.empty).isEmpty)
    }
}

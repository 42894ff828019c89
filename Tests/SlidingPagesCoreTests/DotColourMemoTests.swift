import Testing
@testable import SlidingPagesCore

@Suite("Dot colour memo: a host's colours asked between frames, never while drawing")
struct DotColourMemoTests {
    @Test("a page drawn is asked after, once, and its colours are kept until the count or the function changes")
    func asksOnceBetweenFrames() {
        for forgetBy in ["count", "function"] {
            let memo = DotColourMemo<String>()
            var asked: [Int] = []
            #expect(memo.colour(0, current: false, pages: 3) == nil && !memo.isWanting, "no function: the theme's")
            let f: (Int, Bool) -> String? = { page, current in asked.append(page); return current ? "bright \(page)" : "dim \(page)" }
            memo.source = f
            // Drawn with the theme's colour first, then asked between frames.
            #expect(memo.colour(1, current: true, pages: 3) == nil && memo.isWanting && asked.isEmpty)
            #expect(memo.askWanted { $0() } && !memo.isWanting)
            #expect(asked == [1, 1], "both looks of page 1 only")
            #expect(memo.colour(1, current: true, pages: 3) == "bright 1")
            #expect(memo.colour(1, current: false, pages: 3) == "dim 1")
            #expect(!memo.askWanted { $0() } && asked == [1, 1], "nothing new to ask")
            if forgetBy == "count" { #expect(memo.colour(1, current: true, pages: 4) == nil) } else {
                memo.source = f
                #expect(memo.colour(1, current: true, pages: 3) == nil)
            }
            #expect(memo.isWanting && memo.askWanted { $0() } && asked == [1, 1, 1, 1], "\(forgetBy): asked again")
        }
    }

    @Test("the count is read only with a function")
    func countReadOnlyWithAFunction() {
        let memo = DotColourMemo<Int>()
        var reads = 0
        func count() -> Int { reads += 1; return 5 }
        _ = memo.colour(0, current: false, pages: count())
        #expect(reads == 0)
        memo.source = { _, _ in 7 }
        _ = memo.colour(0, current: false, pages: count())
        #expect(reads == 1)
    }

    @Test("a function replaced inside its own call keeps nothing it answered, and the new one is asked next")
    func replacedInsideItsCall() {
        let memo = DotColourMemo<String>()
        for page in 0..<3 { _ = memo.colour(page, current: false, pages: 3) }
        #expect(!memo.isWanting, "pages drawn with no function are not wanted")
        memo.source = { page, _ in
            memo.source = { p, _ in "new \(p)" }
            return "old \(page)"
        }
        for page in 0..<3 { _ = memo.colour(page, current: false, pages: 3) }
        var calls = 0
        #expect(!memo.askWanted { calls += 1; return $0() }, "the function changed: nothing kept")
        #expect(calls == 1, "no page asked of the replaced function after it")
        for page in 0..<3 { #expect(memo.colour(page, current: false, pages: 3) == nil) }
        #expect(memo.askWanted { $0() })
        for page in 0..<3 { #expect(memo.colour(page, current: false, pages: 3) == "new \(page)") }
    }
}

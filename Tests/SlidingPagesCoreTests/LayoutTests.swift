import Testing
@testable import SlidingPagesCore

@Suite("Layout geometry")
struct LayoutTests {
    @Test("page count, extents and range for every small configuration")
    func counts() {
        for l in Sweep.layouts() {
            let n = l.itemCount!
            let ipp = l.itemsPerPage
            #expect(l.numberOfPages == (n + ipp - 1) / ipp)
            #expect(l.wraps == (l.configuration.wrap && n >= ipp && n > 0) && l.pageOrigin == 0)
            #expect(l.isEmpty == (n == 0))
            #expect(l.stride >= 1)
            #expect(l.minPosition <= l.maxPosition)
            #expect(l.minPosition.isFinite && l.maxPosition.isFinite)
            if case .fill = l.configuration.itemSizing {
                // Items and gaps fill the viewport exactly.
                let total = Double(ipp) * l.itemExtent + Double(ipp - 1) * l.configuration.spacing
                #expect(approx(total, l.viewportExtent))
            }
            if n > 0 && !l.wraps {
                // The range ends on page anchors (or where the content ends).
                #expect(approx(l.minPosition, l.anchorShift))
                #expect(l.maxPosition <= Double((l.numberOfPages - 1) * ipp) + l.anchorShift + 1e-9)
            }
        }
    }

    @Test("a source with no count pages from where it started, and never wraps")
    func unboundedOrigin() {
        for first in [nil, -3, 0, 7] as [Int?] {
            for ipp in 1...3 {
                var c = LayoutConfiguration()
                c.itemsPerPage = ipp
                c.wrap = true
                let l = PagerLayout(configuration: c, domain: .unbounded(first: first, last: nil), viewport: Size(width: 800, height: 600))
                #expect(l.pageOrigin == (first ?? max(0, l.firstSlot)) && !l.wraps)
                #expect(l.numberOfPages == (l.lastSlot - l.firstSlot + ipp) / ipp)
                #expect(l.page(ofUnwrappedPage: l.firstPageIndex) == l.firstPageIndex && l.page(ofUnwrappedPage: l.firstPageIndex - 1) == nil)
            }
        }
    }

    @Test("the chrome's page position is exactly the current page wherever a page rests, and never runs backwards")
    func chromePagePosition() {
        for l in Sweep.layouts() where !l.isEmpty && !l.wraps {
            var previousSnap = -Double.infinity
            for k in l.firstPageIndex...l.lastPageIndex {
                let snap = l.snapPosition(ofPage: k)
                defer { previousSnap = snap }
                // Two pages resting at one place (short content): the core
                // names the first, and so does the chrome.
                guard snap > previousSnap + 1e-9, l.currentPage(at: snap) == k else { continue }
                #expect(approx(l.chromePagePosition(snap), Double(k)), "\(l.configuration) page \(k) at \(snap): \(l.chromePagePosition(snap))")
            }
            var last = -Double.infinity
            for step in 0...40 {
                let p = l.minPosition - 0.5 + (l.maxPosition - l.minPosition + 1) * Double(step) / 40
                let c = l.chromePagePosition(p)
                #expect(c >= last - 1e-9)
                last = c
            }
        }
        // The case people saw: 10 items, 3 a page, truncated: the last page
        // rests at item 7, one item after page 2's rest, and shows as page 3.
        var c = LayoutConfiguration()
        c.itemsPerPage = 3
        c.truncateFinalPage = true
        let l = PagerLayout(configuration: c, itemCount: 10, viewport: Size(width: 900, height: 600))
        #expect(l.maxPosition == 7)
        #expect(l.currentPage(at: 7) == 3)
        #expect(l.chromePagePosition(7) == 3)
        #expect(l.chromePagePosition(6.5) == 2.5)
        #expect(l.chromePagePosition(3) == 1)
    }

    @Test("an edge-aligned pager never scrolls past its content")
    func edgeContentLimit() {
        for l in Sweep.layouts() where !l.isEmpty && !l.wraps && l.configuration.alignment == .edge {
            let end = l.leadingPixel(ofSlot: 0, at: l.maxPosition) + l.contentExtent
            if l.contentExtent >= l.viewportExtent {
                // The content's far end is at or beyond the viewport's far edge.
                #expect(end >= l.viewportExtent - 1e-6)
            } else {
                #expect(l.maxPosition == l.minPosition)
            }
        }
    }

    @Test("item, page and pixel conversions invert each other")
    func conversions() {
        var rng = SplitMix(seed: 7)
        for l in Sweep.layouts() {
            for _ in 0..<20 {
                let p = Double.random(in: -50...50, using: &rng)
                #expect(approx(l.position(fromPixelOffset: l.pixelOffset(p)), p))
                #expect(approx(l.position(fromPagePosition: l.pagePosition(p)), p))
            }
            for page in 0..<max(0, l.numberOfPages) {
                #expect(l.page(ofItem: l.firstItem(ofPage: page)) == page)
                for k in 0..<l.itemsPerPage where l.firstItem(ofPage: page) + k < l.itemCount! {
                    #expect(l.page(ofItem: l.firstItem(ofPage: page) + k) == page)
                }
            }
        }
    }

    @Test("frames are mirrored for right-to-left and follow the orientation")
    func frames() {
        for l in Sweep.layouts() where !l.isEmpty {
            var mirror = l.configuration
            mirror.rightToLeft.toggle()
            let m = PagerLayout(configuration: mirror, domain: l.domain, viewport: l.viewport)
            for p in [l.minPosition, l.maxPosition, 0.4] {
                for slot in -2...12 {
                    let f = l.frame(ofSlot: slot, at: p)
                    let g = m.frame(ofSlot: slot, at: p)
                    if l.configuration.orientation == .horizontal {
                        #expect(approx(f.x + f.width + g.x, l.viewportExtent))
                        #expect(f.height == l.viewport.height && f.y == 0)
                    } else {
                        #expect(f == g)
                        #expect(f.width == l.viewport.width && f.x == 0)
                    }
                }
            }
        }
    }

    @Test("a position is never NaN, even from NaN, infinite or empty input")
    func neverNaN() {
        for l in Sweep.layouts() {
            for bad in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
                let c = l.clamped(bad)
                #expect(c.isFinite)
                #expect(l.restingPosition(for: bad, paging: true).isFinite)
                #expect(l.restingPosition(for: bad, paging: false).isFinite)
                #expect(l.normalized(bad).isFinite)
                _ = l.currentItemIndex(at: bad)
                _ = l.visibleSlots(at: bad)
            }
            if l.isEmpty {
                #expect(l.currentItemIndex(at: 3) == nil)
                #expect(l.currentPage(at: 3) == nil)
                #expect(l.visibleSlots(at: 0).isEmpty)
                #expect(l.loadedSlots(at: 0).isEmpty)
            }
        }
    }

    @Test("bad options and sizes are repaired and named")
    func validation() {
        var c = LayoutConfiguration()
        c.itemsPerPage = 0
        c.spacing = .nan
        c.preloadRadius = -3
        c.itemSizing = .fixed(-5)
        let l = PagerLayout(configuration: c, itemCount: -4, viewport: Size(width: .nan, height: 10))
        #expect(l.configuration.itemsPerPage == 1)
        #expect(l.configuration.spacing == 0)
        #expect(l.configuration.preloadRadius == 0)
        #expect(l.configuration.itemSizing == .fill)
        #expect(l.itemCount == 0)
        #expect(l.viewport == .zero)
        #expect(l.problems.count == 6)
        #expect(l.problems.contains(.itemCount(-4)))
        #expect(l.problems.allSatisfy { !$0.description.isEmpty })
        #expect(LayoutProblem.itemsPerPage(0).description.contains("items-per-page 0"))
    }

    @Test("zero-size and 1-pixel viewports stay usable")
    func tinyViewports() {
        for size in [Size.zero, Size(width: 1, height: 1)] {
            for c in Sweep.configurations() {
                let l = PagerLayout(configuration: c, itemCount: 5, viewport: size)
                #expect(l.stride >= 1)
                let loaded = l.loadedSlots(at: 2)
                #expect(!loaded.isEmpty)
                #expect(loaded.count <= l.maximumLoadedSlots)
                #expect(l.currentItemIndex(at: 2) != nil)
            }
        }
    }
}

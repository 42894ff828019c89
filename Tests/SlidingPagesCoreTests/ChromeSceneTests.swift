import Testing
@testable import SlidingPagesCore

@Suite("Chrome scene and page frames")
struct ChromeSceneTests {
    @Test("the scene's titles are the strip's visible pages, one selected, each naming its page's first item")
    func titles() {
        for wrap in [false, true] {
            for rtl in [false, true] {
                for ipp in [1, 3] {
                    var c = LayoutConfiguration()
                    c.wrap = wrap
                    c.rightToLeft = rtl
                    c.itemsPerPage = ipp
                    var chrome = ChromeOptions()
                    chrome.minimumScrollFactor = 16  // the pager's: ten pages show no nub
                    var e = makeEngine(count: 10, configuration: c, chrome: chrome)
                    var scene = ChromeScene()
                    for step in 0..<12 {
                        _ = e.motion.setPosition(Double(step) * 0.37 * Double(ipp), animated: false, time: Double(step))
                        e.chromeScene(into: &scene, now: Double(step))
                        let selected = scene.titles.filter(\.isSelected)
                        #expect(selected.count == 1, "wrap \(wrap) rtl \(rtl) ipp \(ipp) step \(step)")
                        #expect(selected.first?.unwrappedPage == scene.selectedTitle)
                        #expect(selected.first?.page == e.layout.page(ofUnwrappedPage: Int(scene.pagePosition.rounded())))
                        for t in scene.titles {
                            #expect(t.item == e.layout.firstItem(ofPage: t.page))
                            #expect(t.centerX == scene.headerStrip.titleCenterX(page: t.unwrappedPage, pagePosition: scene.pagePosition))
                            #expect(scene.titleSpan.contains(t.unwrappedPage))
                        }
                        #expect(scene.dots != nil && scene.nub == nil)
                        #expect(scene.pageCount == e.layout.numberOfPages && scene.currentPage == e.motion.currentPage)
                    }
                }
            }
        }
    }

    @Test("a scene filled without titles places the same titles when asked, and the same one selected, halves and ends included")
    func titlesOnDemand() {
        for wrap in [false, true] {
            for ipp in [1, 2] {
                for count in [0, 1, 5] {
                    var c = LayoutConfiguration()
                    c.wrap = wrap
                    c.itemsPerPage = ipp
                    var e = makeEngine(count: count, configuration: c)
                    var eager = ChromeScene(), lazy = ChromeScene()
                    // Quarter steps from before the first page to past the
                    // last (rubber-banding), exact halves among them.
                    for step in -6...(4 * count + 6) {
                        _ = e.motion.setPosition(Double(step) * 0.25, animated: false, time: Double(step))
                        e.chromeScene(into: &eager, now: Double(step))
                        e.chromeScene(into: &lazy, now: Double(step), titles: false)
                        #expect(!lazy.titlesFilled && lazy.titles.isEmpty)
                        #expect(lazy.selectedTitle == eager.selectedTitle, "wrap \(wrap) ipp \(ipp) count \(count) step \(step)")
                        #expect(eager.selectedTitle == eager.titles.first(where: \.isSelected)?.unwrappedPage
                                || eager.titles.allSatisfy { !$0.isSelected })
                        lazy.fillTitles()
                        #expect(lazy == eager, "wrap \(wrap) ipp \(ipp) count \(count) step \(step)")
                    }
                }
            }
        }
    }

    @Test("hidden strip and dots leave nothing to paint; a long list shows the nub")
    func hidden() {
        var chrome = ChromeOptions()
        chrome.stripHidden = true
        chrome.dotsHidden = true
        chrome.minimumScrollFactor = 2
        let e = makeEngine(count: 100, chrome: chrome)
        var scene = ChromeScene()
        e.chromeScene(into: &scene, now: 0)
        #expect(scene.titles.isEmpty && scene.dots == nil && scene.strip.height == 0)
        #expect(scene.nub?.rect == e.chromeLayout.nubRect(fraction: 0))
    }

    @Test("pages meet without gaps at any position: edges are rounded, not sizes")
    func pixelFrames() {
        for orientation in [Orientation.horizontal, .vertical] {
            for rtl in [false, true] {
                var c = LayoutConfiguration()
                c.orientation = orientation
                c.rightToLeft = rtl
                c.itemsPerPage = 3
                var e = makeEngine(count: 20, configuration: c, size: Size(width: 801, height: 651))
                for step in 0..<20 {
                    _ = e.motion.setPosition(Double(step) * 0.173, animated: false, time: Double(step))
                    let v = e.layout.visibleSlots(at: e.motion.position)
                    for s in v.lower..<(v.upper - 1) {
                        let a = e.pixelFrame(ofSlot: s), b = e.pixelFrame(ofSlot: s + 1)
                        if orientation == .horizontal {
                            #expect(rtl ? b.x + b.width == a.x : a.x + a.width == b.x, "rtl \(rtl) step \(step) slot \(s)")
                            #expect(a.y == 50 && a.height == 601)
                        } else {
                            #expect(a.y + a.height == b.y)
                        }
                    }
                }
            }
        }
        #expect(makeEngine(count: 5).pagePlacement(now: 0).pixelPageArea == (0, 50, 800, 600))
    }
}

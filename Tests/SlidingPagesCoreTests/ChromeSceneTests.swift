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

    @Test("a scene filled without titles places the titles and selects the title a walk over the strip's pages would, halves and rubber-banding included")
    func titlesOnDemand() {
        for wrap in [false, true] {
            for ipp in [1, 2] {
                for count in [0, 1, 5] {
                    var c = LayoutConfiguration()
                    c.wrap = wrap
                    c.itemsPerPage = ipp
                    var e = makeEngine(count: count, configuration: c)
                    var eager = ChromeScene(), lazy = ChromeScene()
                    func check(_ what: String, _ t: Double) {
                        e.chromeScene(into: &eager, now: t)
                        e.chromeScene(into: &lazy, now: t, titles: false)
                        #expect(!lazy.titlesFilled && lazy.titles.isEmpty)
                        // The oracle: every page of the strip's span, each
                        // named and judged on its own.
                        let strip = lazy.headerStrip, pos = lazy.pagePosition
                        var selected: Int?
                        var placed: [TitlePlacement] = []
                        for k in lazy.titleSpan.lower..<max(lazy.titleSpan.lower, lazy.titleSpan.upper) {
                            let emphasis = strip.emphasis(page: k, pagePosition: pos)
                            let isSelected = HeaderStrip.isSelected(emphasis: emphasis)
                            if isSelected { selected = k }
                            guard !lazy.onlySelectedTitle || isSelected, let page = e.layout.page(ofUnwrappedPage: k) else { continue }
                            placed.append(TitlePlacement(unwrappedPage: k, page: page, item: e.layout.firstItem(ofPage: page),
                                                         centerX: strip.titleCenterX(page: k, pagePosition: pos), emphasis: emphasis,
                                                         isSelected: isSelected))
                        }
                        let label = "wrap \(wrap) ipp \(ipp) count \(count) \(what) at \(pos)"
                        #expect(lazy.selectedTitle == selected, "\(label)")
                        lazy.fillTitles()
                        #expect(lazy.titles == placed, "\(label)")
                        #expect(lazy == eager, "\(label)")
                    }
                    // Quarter steps over every page, exact halves among them.
                    for step in 0...(4 * count) {
                        _ = e.motion.setPosition(Double(step) * 0.25, animated: false, time: Double(step))
                        check("step \(step)", Double(step))
                    }
                    // Pulled past the first page and held (rubber-banding
                    // without wrap).
                    _ = e.motion.setPosition(0, animated: false, time: 100)
                    e.motion.pointerDown(x: 100, y: 300, time: 100)
                    for k in 1...6 {
                        _ = e.motion.pointerMove(x: 100 + Double(k) * 60, y: 300, time: 100 + Double(k) * 0.01)
                        check("pulled \(k * 60) px", 100 + Double(k) * 0.01)
                    }
                    e.motion.pointerCancel(time: 101)
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

    @Test("the scrub bubble says the title, else k / n, else k with no count")
    func bubbleText() {
        var scene = ChromeScene()
        #expect(scene.bubbleText(title: "Intro") == nil, "no current page, no bubble")
        for count in [0, 1, 7] {
            for page in 0..<max(count, 3) {
                scene.currentPage = page
                scene.pageCount = count
                #expect(scene.bubbleText(title: "Chapter") == "Chapter")
                let numbered = count > 0 ? "\(page + 1) / \(count)" : "\(page + 1)"
                #expect(scene.bubbleText(title: nil) == numbered)
                #expect(scene.bubbleText(title: "") == numbered)
            }
        }
    }
}

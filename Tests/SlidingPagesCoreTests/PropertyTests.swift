import Testing
@testable import SlidingPagesCore

/// The host's side of a pager run without GTK: item identities (to check
/// that the user's place survives changes to other items) and stand-in page
/// views that apply what the engine plans. Every decision is the engine's.
struct EngineRun {
    var engine: PagerEngine
    var options = LayoutConfiguration()
    var ids: [Int]
    var nextID: Int
    var views = ViewModel()
    var log: [PagerEvent] = []
    var t = 0.0

    init(count: Int, size: Size = Size(width: 800, height: 650)) {
        ids = Array(0..<count)
        nextID = count
        engine = PagerEngine(layout: PagerLayout(configuration: options, itemCount: count, viewport: .zero))
        engine.chrome.minimumScrollFactor = 4
        resize(size)
    }

    var layout: PagerLayout { engine.layout }
    var motion: PagerMotion { engine.motion }

    func makeLayout(count: Int) -> PagerLayout {
        PagerLayout(configuration: options, itemCount: count, viewport: engine.pageAreaSize)
    }

    /// What the widget does after every input or frame: take the events,
    /// renumber the views by the engine's shift, apply its recycle plan.
    mutating func sync() {
        engine.noteMotion(now: t)
        _ = engine.stepChrome(now: t)
        log += engine.motion.events
        engine.motion.clearEvents()
        let shift = engine.takeSlotShift()
        if shift != 0 {
            var moved: [Int: Int] = [:]
            for (slot, v) in views.loaded { moved[slot + shift] = v }
            views.loaded = moved
        }
        let plan = engine.recyclePlan()
        let current = ids
        views.apply(plan, layout: layout, id: { current[$0] })
    }

    mutating func resize(_ size: Size) {
        if engine.resize(to: size) { relayout() }
    }

    mutating func relayout() {
        if engine.relayout(makeLayout(count: ids.count)) {
            // Every view goes back to the pool, as the engine's recycler did.
            views.unloadAll()
        }
        sync()
    }

    mutating func change(_ c: ItemChange) {
        let out = layout.reconcile(c, position: engine.motion.position)
        guard out.problem == nil else { return }
        switch c {
        case .insert(let i, let n):
            ids.insert(contentsOf: (0..<n).map { nextID + $0 }, at: i)
            nextID += n
        case .delete(let i, let n): ids.removeSubrange(i..<min(ids.count, i + n))
        case .move(let a, let b): ids.insert(ids.remove(at: a), at: b)
        case .reload: break
        }
        let after = makeLayout(count: out.itemCount)
        let current = ids
        for plan in engine.apply(c, outcome: out, after: after) { views.apply(plan, layout: after, id: { current[$0] }) }
        sync()
    }
}

@Suite("Property-based pager runs")
struct PropertyTests {
    /// Steps per run: 100,000 by default, `SLIDING_PAGES_STEPS` to change;
    /// `SLIDING_PAGES_SEED` replays a run.
    static func environment(_ name: String) -> String? {
        guard let p = getenvShim(name) else { return nil }
        return p
    }

    @Test("random input, options and changes keep every invariant")
    func randomRuns() {
        let steps = PropertyTests.environment("SLIDING_PAGES_STEPS").flatMap(Int.init) ?? 100_000
        let seed = PropertyTests.environment("SLIDING_PAGES_SEED").flatMap(UInt64.init) ?? UInt64(truncatingIfNeeded: nowNanoseconds())
        print("property run: seed \(seed), \(steps) steps (replay with SLIDING_PAGES_SEED=\(seed))")
        var rng = SplitMix(seed: seed)
        var m = EngineRun(count: 10)
        var checked = 0
        for step in 0..<steps {
            let before = m.layout.currentItemIndex(at: m.motion.position).map { m.ids[$0] }
            let atRest = !m.motion.needsFrames && !m.motion.isDragging
            var onlyOthersChanged = false
            switch Int.random(in: 0..<21, using: &rng) {
            case 0:
                m.resize(Size(width: Double.random(in: 0...1200, using: &rng).rounded(), height: Double.random(in: 0...950, using: &rng).rounded()))
            case 1:
                m.options.wrap.toggle()
                m.relayout()
            case 2:
                m.options.itemsPerPage = Int.random(in: 1...4, using: &rng)
                m.relayout()
            case 3:
                m.options.orientation = m.options.orientation == .horizontal ? .vertical : .horizontal
                m.options.rightToLeft = Bool.random(using: &rng)
                m.relayout()
            case 4:
                m.engine.motion.configuration.pagingEnabled.toggle()
                m.sync()
            case 5, 6:
                let n = m.ids.count
                let i = Int.random(in: 0...n, using: &rng)
                let cur = m.layout.currentItemIndex(at: m.motion.position)
                onlyOthersChanged = cur.map { i > $0 } ?? false
                m.change(.insert(at: i, count: Int.random(in: 1...3, using: &rng)))
            case 7, 8:
                guard !m.ids.isEmpty else { break }
                let i = Int.random(in: 0..<m.ids.count, using: &rng)
                let k = Int.random(in: 1...2, using: &rng)
                let cur = m.layout.currentItemIndex(at: m.motion.position)
                onlyOthersChanged = cur.map { $0 < i || $0 >= i + k } ?? false
                m.change(.delete(at: i, count: k))
            case 9:
                guard m.ids.count > 1 else { break }
                let a = Int.random(in: 0..<m.ids.count, using: &rng), b = Int.random(in: 0..<m.ids.count, using: &rng)
                m.change(.move(from: a, to: b))
            case 10:
                guard !m.ids.isEmpty else { break }
                m.change(.reload(at: Int.random(in: 0..<m.ids.count, using: &rng)))
            case 11, 12:
                // A drag with random event times, possibly a fling: on the
                // pages, on the title strip or on the scrubber's nub (where
                // those are shown), or a click on a title or a dot.
                let size = m.engine.size
                let x0 = Double.random(in: 0...max(1, size.width), using: &rng)
                let y0 = [20, size.height / 2, size.height - 20, Double.random(in: 0...max(1, size.height), using: &rng)][Int.random(in: 0..<4, using: &rng)]
                // The pointer arrives first (it shows a nub under it).
                _ = m.engine.pointerMoved(x: x0, y: y0, now: m.t)
                m.engine.press(x: x0, y: y0, time: m.t)
                m.sync()
                var x = x0, y = y0
                for _ in 0..<Int.random(in: 0...8, using: &rng) {
                    m.t += Double.random(in: 0.001...0.08, using: &rng)
                    x += Double.random(in: -300...300, using: &rng)
                    y += Double.random(in: -20...20, using: &rng)
                    m.engine.drag(x: x, y: y, time: m.t)
                    m.sync()
                }
                m.t += Double.random(in: 0...0.05, using: &rng)
                if Bool.random(using: &rng) { m.engine.release(selectable: true, time: m.t) } else { m.engine.cancelPress(time: m.t) }
                m.sync()
            case 13:
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    m.t += Double.random(in: 0.005...0.3, using: &rng)
                    _ = m.engine.wheel(dx: 0, dy: Bool.random(using: &rng) ? 1 : -1, time: m.t)
                    m.sync()
                }
            case 14:
                for _ in 0..<Int.random(in: 1...5, using: &rng) {
                    m.t += 0.01
                    m.engine.motion.touchpadScroll(dx: Double.random(in: -40...40, using: &rng), dy: Double.random(in: -10...10, using: &rng), isStop: false, time: m.t)
                    m.sync()
                }
                m.engine.motion.touchpadScroll(dx: 0, dy: 0, isStop: true, time: m.t)
                m.sync()
            case 15:
                // A programmatic move, sometimes interrupted by another.
                m.engine.motion.scroll(toItem: Int.random(in: -3...(m.ids.count + 3), using: &rng), duration: Double.random(in: 0...0.5, using: &rng), time: m.t, id: step)
                m.sync()
            case 16:
                m.engine.motion.scroll(byItems: Int.random(in: -20...20, using: &rng), duration: Double.random(in: 0...0.4, using: &rng), time: m.t)
                m.sync()
            case 17:
                _ = m.engine.motion.setPosition([Double.nan, .infinity, Double.random(in: -5...50, using: &rng)][Int.random(in: 0..<3, using: &rng)], animated: Bool.random(using: &rng), time: m.t)
                m.sync()
            case 18:
                m.engine.motion.configuration.autoscroll = [0, 0, 1.5, -0.7][Int.random(in: 0..<4, using: &rng)]
                m.sync()
            case 19:
                // The chrome's options (the engine keeps its rectangles).
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: m.engine.chrome.stripHidden.toggle()
                case 1: m.engine.chrome.dotsHidden.toggle()
                default: m.engine.chrome.scrubberNubLength = [30, 60, 400][Int.random(in: 0..<3, using: &rng)]
                }
                m.sync()
            default:
                // Frames.
                for _ in 0..<Int.random(in: 1...20, using: &rng) {
                    m.t += 1.0 / 60
                    m.engine.motion.advance(to: m.t)
                    m.sync()
                }
            }
            // Invariants, after every step.
            let l = m.layout
            let p = m.motion.position
            let visible = l.visibleSlots(at: p)
            let loaded = m.engine.recycler.loaded
            var broken: [String] = []
            if !p.isFinite { broken.append("position not finite") }
            // What the motion works out when the position or layout changes
            // is what the layout says now.
            if m.motion.slotsInView != visible { broken.append("slots in view \(m.motion.slotsInView), layout says \(visible)") }
            if m.motion.loadWindow != l.loadedSlots(at: p) { broken.append("load window \(m.motion.loadWindow), layout says \(l.loadedSlots(at: p))") }
            let chromeNow = ChromeLayout(options: m.engine.chrome, size: m.engine.size, orientation: l.configuration.orientation,
                                         rightToLeft: l.configuration.rightToLeft)
            if m.engine.chromeLayout != chromeNow { broken.append("chrome layout kept \(m.engine.chromeLayout), options and size say \(chromeNow)") }
            if m.motion.currentItemIndex != l.currentItemIndex(at: p) { broken.append("current item \(String(describing: m.motion.currentItemIndex)), layout says \(String(describing: l.currentItemIndex(at: p)))") }
            if m.motion.currentPage != l.currentPage(at: p) { broken.append("current page \(String(describing: m.motion.currentPage)), layout says \(String(describing: l.currentPage(at: p)))") }
            if let cur = l.currentItemIndex(at: p) {
                if cur < 0 || cur >= m.ids.count { broken.append("current index \(cur) out of range") }
            } else if !m.ids.isEmpty { broken.append("no current item with \(m.ids.count) items") }
            if !(loaded.isEmpty || loaded.intersection(visible) == visible) { broken.append("loaded \(loaded) misses visible \(visible)") }
            if Set(m.views.loaded.keys) != Set(loaded.lower..<max(loaded.lower, loaded.upper)) { broken.append("views \(m.views.loaded.keys.sorted()) differ from loaded \(loaded)") }
            if Set(m.views.loaded.values).count != m.views.loaded.count { broken.append("a view in two slots") }
            if m.views.pool.count > m.engine.recycler.poolCapacity { broken.append("pool \(m.views.pool.count) over \(m.engine.recycler.poolCapacity)") }
            for (slot, v) in m.views.loaded where l.item(atSlot: slot).map({ m.ids[$0] }) != m.views.shows[v] {
                broken.append("slot \(slot) shows \(String(describing: m.views.shows[v])), item is \(String(describing: l.item(atSlot: slot).map { m.ids[$0] }))")
                break
            }
            if atRest && onlyOthersChanged, let was = before, !l.wraps, !m.motion.needsFrames,
               let now = m.ids.firstIndex(of: was), let cur = l.currentItemIndex(at: p), abs(now - cur) >= l.itemsPerPage {
                // Only other items changed: the user's item is still the
                // current one, or on the current page when pages re-flow.
                broken.append("the user's item \(was) is at \(now), away from the current item \(cur)")
            }
            let ok = broken.isEmpty
            if !ok {
                Issue.record("invariant broken at step \(step) (seed \(seed)): \(broken.joined(separator: "; ")) — position \(p), count \(m.ids.count), options \(m.options), engine press \(m.engine.press)")
                return
            }
            checked += 1
        }
        // Let motion finish, then the event log must be legal (every willBegin has its didEnd).
        m.engine.motion.configuration.autoscroll = 0
        for _ in 0..<600 where m.motion.needsFrames || m.motion.isDragging {
            m.t += 1.0 / 60
            m.engine.motion.advance(to: m.t)
            m.sync()
        }
        #expect(checked == steps)
        #expect(illegalOrder(m.log) == nil, "seed \(seed): \(illegalOrder(m.log) ?? "")")
    }
}

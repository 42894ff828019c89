import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// The C type calls these through its hook table; `self` travels as the
// table's user data, retained once and released by the destroy notify on
// dispose.

@inline(__always)
@MainActor
private func pager(_ data: UnsafeMutableRawPointer?) -> Pager {
    Unmanaged<Pager>.fromOpaque(data!).takeUnretainedValue()
}

extension Pager {
    func installHooks() {
        var hooks = SPPagerHooks()
        // The hooks every frame or input event calls take their arguments
        // through `onMainActor(_:_:)`, so their closures capture nothing.
        hooks.measure = { data, request in
            onMainActor((data, request)) { a in
                let (width, height) = pager(a.0).measure()
                a.1?[0] = (gint(width.minimum), gint(width.natural))
                a.1?[1] = (gint(height.minimum), gint(height.natural))
            }
        }
        hooks.allocate = { data, width, height, layout in
            onMainActor((data, width, height, layout)) { a in
                a.3?.pointee = pager(a.0).allocate(width: Double(a.1), height: Double(a.2))
            }
        }
        hooks.resize = { data, width, height, request, layout in
            onMainActor((data, width, height, request, layout)) { a in
                let p = pager(a.0)
                let (w, h) = p.measure()
                a.3?[0] = (gint(w.minimum), gint(w.natural))
                a.3?[1] = (gint(h.minimum), gint(h.natural))
                guard p.isAlive else { return }
                a.4?.pointee = p.allocate(width: Double(a.1), height: Double(a.2))
            }
        }
        hooks.place = { data, layout in
            onMainActor((data, layout)) { a in a.1?.pointee = pager(a.0).placeChildren() }
        }
        hooks.draw_overlay = { data, cr, width, height in
            onMainActor((data, cr, width, height)) { a in pager(a.0).drawOverlay(a.1!, width: Double(a.2), height: Double(a.3)) }
        }
        hooks.child_added = { data, child in
            onMainActor { pager(data).staticChildAdded(child!) }
        }
        hooks.child_removed = { data, child in
            onMainActor { pager(data).childRemoved(child!) }
        }
        hooks.drag_begin = { data, x, y, time in
            onMainActor((data, x, y, time)) { a in pager(a.0).dragBegin(x: a.1, y: a.2, eventTime: a.3) }
        }
        hooks.drag_update = { data, x, y, time in
            onMainActor((data, x, y, time)) { a in pager(a.0).dragUpdate(x: a.1, y: a.2, eventTime: a.3) ? 1 : 0 }
        }
        hooks.drag_end = { data, bubbled, time in
            onMainActor { pager(data).dragEnd(selectable: bubbled != 0, eventTime: time) }
        }
        hooks.drag_cancel = { data, time in
            onMainActor { pager(data).dragCancel(eventTime: time) }
        }
        hooks.scroll = { data, source, dx, dy, stop, time in
            onMainActor((data, source, dx, dy, stop, time)) { a in
                pager(a.0).scrollEvent(touchpad: a.1 == SP_SCROLL_TOUCHPAD, dx: a.2, dy: a.3, isStop: a.4 != 0, eventTime: a.5) ? 1 : 0
            }
        }
        hooks.focus = { data, direction in
            onMainActor { pager(data).focus(direction) } ? 1 : 0
        }
        hooks.focus_child_set = { data, child in
            onMainActor { pager(data).focusEntered(child) }
        }
        hooks.key_press = { data, keyval, _, time in
            onMainActor { pager(data).keyPress(keyval, eventTime: time) ? 1 : 0 }
        }
        hooks.pointer_moved = { data, x, y in
            onMainActor { pager(data).pointerMoved(x: x, y: y) }
        }
        hooks.hover = { data, inside in
            onMainActor { pager(data).hover(inside != 0) }
        }
        hooks.mapped = { data, mapped in
            onMainActor { pager(data).mappedChanged(mapped != 0) }
        }
        hooks.direction_changed = { data, _ in
            onMainActor {
                pager(data).renderer.dropBubbleText()
                pager(data).rebuildLayout()
            }
        }
        hooks.style_changed = { data in
            onMainActor { pager(data).styleChanged() }
        }
        hooks.get_property = { data, id, value in
            onMainActor { pager(data).getProperty(Int(id), value!) }
        }
        hooks.set_property = { data, id, value in
            onMainActor { pager(data).setProperty(Int(id), value!) }
        }
        hooks.get_child_title = { data, child in
            let title: String? = onMainActor { pager(data).title(of: child!) }
            return title.flatMap { g_strdup($0) }
        }
        hooks.set_child_title = { data, child, title in
            onMainActor { pager(data).setTitle(title.map { String(cString: $0) }, for: child!) }
        }
        hooks.accessible_action = { data, action in
            onMainActor { pager(data).accessibleAction(Int(action)) } ? 1 : 0
        }
        hooks.accessible_description = { data in
            let text = onMainActor {
                let p = pager(data)
                p.face.hasAccessible = true
                p.engine.noteAnnounced(p.engine.motion.currentPage)
                return p.accessibleDescription()
            }
            return g_strdup(text)
        }
        let me = Unmanaged.passRetained(self).toOpaque()
        sliding_pages_pager_set_hooks(gobject, &hooks, me) { data in
            onMainActor {
                let p = Unmanaged<Pager>.fromOpaque(data!).takeRetainedValue()
                p.detach()
            }
        }
    }

    /// The widget is being disposed: let go of everything GTK-side.
    func detach() {
        guard isAlive else { return }
        isAlive = false
        if driver.tickID != 0 {
            gtk_widget_remove_tick_callback(widget, driver.tickID)
            driver.tickID = 0
        }
        if driver.wakeID != 0 {
            g_source_remove(driver.wakeID)
            driver.wakeID = 0
        }
        cancelPreload()
        cancelTitlePreparation()
        cancelAnnouncement()
        if driver.settingsHandler != 0, let settings = gtk_settings_get_default() {
            g_signal_handler_disconnect(settings, driver.settingsHandler)
            driver.settingsHandler = 0
        }
        // Pooled pages are children: dispose destroyed them with the rest.
        host.detach()
        // Work waiting for a data source call to return never runs; the
        // moves among it are told they did not arrive, below.
        calls.deferred.removeAll()
        let pending = moves.pending
        moves.pending.removeAll()
        for (_, done) in pending.sorted(by: { $0.key < $1.key }) { done(false) }
        sources.closure = nil
        sources.retained = nil
        sources.pendingSignals = nil
        sources.pageFactory = nil
        // A host's transformer and its data go with the pager.
        sources.transformer = nil
        sources.dotColours = nil
        sources.itemExtent = nil
        renderer.detach()
        titles.dropAll()
        titles.staticTitles.removeAll()
        // Last: the completions above still reach the pager. From here the
        // callbacks GLib holds find none (the pager may be freed next).
        callbackBox.pager = nil
    }

    // MARK: Size

    /// The pager asks for the largest size any of its pages has asked for
    /// since the last reload, so it does not change size under the user as
    /// pages of different sizes scroll by (and a recycled page's new text
    /// does not make the window lay out again), with room for its chrome
    /// (``PagerEngine/sizeRequest(pageMinimum:pageNatural:horizontal:)``):
    /// both orientations at once.
    func measure() -> (width: (minimum: Int, natural: Int), height: (minimum: Int, natural: Int)) {
        if sources.pendingSignals != nil { startPageSignals() }
        host.measurePages()
        func request(_ horizontal: Bool) -> (minimum: Int, natural: Int) {
            let (minimum, natural) = horizontal ? host.pageRequest.width : host.pageRequest.height
            let r = engine.sizeRequest(pageMinimum: Double(minimum), pageNatural: Double(natural), horizontal: horizontal)
            return (Int(r.minimum), Int(r.natural))
        }
        return (request(true), request(false))
    }

    /// The pager's new size: the engine's layout follows it, then every
    /// child is placed (the C half applies the answer).
    func allocate(width: Double, height: Double) -> SPLayout {
        if engine.resize(to: Size(width: width, height: height)) { rebuildLayout(placing: false) }
        syncLoaded()
        syncShown()
        return placeChildren()
    }

    /// An answer that places nothing and turns the clip off (the pager went
    /// while the answer was made).
    static let noLayout = SPLayout(clip: GdkRectangle(x: 0, y: 0, width: -1, height: -1), placements: nil, n_placements: 0)

    /// Where every loaded page (and a leaving page, a custom nub) goes, as
    /// the engine says, in one answer the C half applies. A page that only
    /// moved keeps its allocation: its window moves.
    func placeChildren() -> SPLayout {
        let now = monotonicSeconds()
        let placement = inPlace { $0.pagePlacement(now: now) }
        let clip = placement.pixelPageArea
        // Pages let go of first: it may run host code, which must not find
        // a half-built answer.
        letGoOfLeftPages()
        guard isAlive else { return Self.noLayout }
        host.placements.removeAll()
        if let transformer = sources.transformer {
            placeTransformed(placement, transformer)
            guard isAlive else { return Self.noLayout }
        } else {
            host.place(placement)
        }
        for (token, page) in engine.leaving {
            if let w = host.leavingPages[token] { host.place(w, frame: page.frame, paint: page.paint(at: now)) }
        }
        if let nub = renderer.nubWidget {
            // The custom nub stands over the pages and does not zoom.
            var paint = PagePaint.identity
            paint.alpha = engine.nubAlpha(now: now)
            host.place(nub, frame: engine.nubPixelFrame, paint: paint)
        }
        return SPLayout(clip: GdkRectangle(x: gint(clip.x), y: gint(clip.y), width: gint(clip.width), height: gint(clip.height)),
                        placements: host.placements.pointer, n_placements: guint(host.placements.count))
    }

    // MARK: Painting

    func drawOverlay(_ cr: OpaquePointer, width: Double, height: Double) {
        paintChrome(cr)
    }

    func styleChanged() {
        renderer.dropStyleNodes()
        queueDraw()
    }

    func mappedChanged(_ mapped: Bool) {
        if mapped { readAnimationSetting() }
        scheduleFrames()
    }

    /// Follows `gtk-enable-animations`: off turns every animation into a jump.
    func readAnimationSetting() {
        guard let settings = gtk_settings_get_default() else { return }
        var enabled: gboolean = 1
        withUnsafeMutablePointer(to: &enabled) { ptr in
            g_object_get_one(settings, "gtk-enable-animations", ptr)
        }
        if driver.settingsHandler == 0 {
            driver.settingsHandler = PagerGLib.connectNotify(settings, "gtk-enable-animations") { [ref = callbackBox] in ref.pager?.readAnimationSetting() }
        }
        if (enabled != 0) != self.settings.animationsEnabled {
            self.settings.animationsEnabled = enabled != 0
            pushMotionOptions()
        }
    }
}

/// g_object_get for one gboolean property (g_object_get is variadic).
func g_object_get_one(_ object: UnsafeMutablePointer<GtkSettings>, _ name: String, _ out: UnsafeMutablePointer<gboolean>) {
    var value = GValue()
    g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
    g_object_get_property(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GObject.self), name, &value)
    out.pointee = g_value_get_boolean(&value)
    g_value_unset(&value)
}

import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// The widget's hooks: each phase and each input event arrives once, and
// the pager hands it to the engine.

/// The pager a hook's data names (the address travels as an integer, so
/// nothing unsendable crosses into the main actor's closure; GTK calls
/// every hook on the main thread).
@MainActor
private func pager(_ address: UInt) -> Pager { Unmanaged<Pager>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue() }

private func address(_ data: gpointer?) -> UInt { UInt(bitPattern: data) }

/// The hook table every GTK 4 pager calls (static: it outlives them all).
nonisolated(unsafe) let pagerHooks: UnsafeMutablePointer<SlidingPages4PagerHooks> = {
    let h = UnsafeMutablePointer<SlidingPages4PagerHooks>.allocate(capacity: 1)
    h.initialize(to: SlidingPages4PagerHooks(
        measure: { data, orientation, _, minimum, natural in
            let a = address(data), horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
            let r = onMainActor((a, horizontal)) { v in pager(v.0).measure(horizontal: v.1) }
            minimum?.pointee = gint(clamping: r.minimum)
            natural?.pointee = gint(clamping: r.natural)
        },
        allocate: { data, width, height in
            onMainActor((address(data), Int(width), Int(height))) { v in pager(v.0).allocate(width: v.1, height: v.2) }
        },
        snapshot: { data, snapshot in
            onMainActor((address(data), snapshot!)) { v in pager(v.0).snapshot(v.1) }
        },
        press: { data, x, y, touch, target, time in
            onMainActor((address(data), x, y, touch != 0, target, time)) { v in pager(v.0).press(x: v.1, y: v.2, touch: v.3, on: v.4, eventTime: v.5) }
        },
        drag: { data, x, y, time in
            onMainActor((address(data), x, y, time)) { v in pager(v.0).drag(x: v.1, y: v.2, eventTime: v.3) } ? 1 : 0
        },
        release: { data, selectable, time in
            onMainActor((address(data), selectable != 0, time)) { v in pager(v.0).release(selectable: v.1, eventTime: v.2) }
        },
        cancel: { data, time in
            onMainActor((address(data), time)) { v in pager(v.0).cancel(eventTime: v.1) }
        },
        key: { data, keyval, state in
            onMainActor((address(data), keyval, state.rawValue)) { v in pager(v.0).key(v.1, modifiers: v.2) } ? 1 : 0
        },
        scroll: { data, dx, dy, wheel, time in
            onMainActor((address(data), dx, dy, wheel != 0, time)) { v in pager(v.0).scroll(dx: v.1, dy: v.2, wheel: v.3, eventTime: v.4) } ? 1 : 0
        },
        scroll_end: { data, time in
            onMainActor((address(data), time)) { v in _ = pager(v.0).scrollEnded(eventTime: v.1) }
        },
        hover: { data, x, y, inside in
            onMainActor((address(data), inside != 0, x, y)) { v in pager(v.0).hover(x: v.1 ? v.2 : nil, y: v.1 ? v.3 : nil) }
        },
        direction_changed: { data in
            let a = address(data)
            MainActor.assumeIsolated {
                let p = pager(a)
                p.titles.removeLayouts()
                p.configure { _ in }
            }
        },
        restyled: { data in
            // GTK may restyle while a title is being shaped: the layouts
            // go before the next draw, not from inside that.
            onMainActor(address(data)) { a in pager(a).restyled = true }
        },
        dispose: { data in
            let a = address(data)
            MainActor.assumeIsolated {
                let p = pager(a)
                p.disposed()
                // The widget's hold on this object, taken in init.
                Unmanaged.passUnretained(p).release()
            }
        },
        get_property: { data, id, value in onMainActor((address(data), id, value!)) { v in pager(v.0).getProperty(v.1, v.2) } },
        set_property: { data, id, value in onMainActor((address(data), id, value!)) { v in pager(v.0).setProperty(v.1, v.2) } },
        append_page: { data, child, title in
            let a = address(data), c = UInt(bitPattern: child), t = title.map { String(cString: $0) }
            MainActor.assumeIsolated { calling("sliding_pages4_pager_append") { pager(a).append(Widget(bitPattern: c)!, title: t) } }
        },
        remove_page: { data, child in
            let a = address(data), c = UInt(bitPattern: child)
            return MainActor.assumeIsolated { calling("sliding_pages4_pager_remove") { pager(a).remove(Widget(bitPattern: c)!) } } ? 1 : 0
        },
        mapped: { data, mapped in
            onMainActor((address(data), mapped != 0)) { v in pager(v.0).mappedChanged(v.1) }
        },
        focus: { data, direction in onMainActor((address(data), direction)) { v in pager(v.0).focus(v.1) } ? 1 : 0 }))
    return h
}()

extension Pager {
    /// The size asked for: the loaded pages' largest, with the chrome;
    /// across the axis with `followsPageSize`, the current page's, moving
    /// toward the next's (the core's `followedCrossExtent`).
    func measure(horizontal: Bool) -> (minimum: Int, natural: Int) {
        syncSignalStrip()
        func request(_ page: Widget) -> (minimum: Double, natural: Double) {
            var m: gint = 0, n: gint = 0
            gtk_widget_measure(page, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, -1, &m, &n, nil, nil)
            return (Double(m), Double(n))
        }
        let follows = engine.followsPageSize && horizontal == (configuration.orientation == .vertical)
        let loaded = slots.loaded
        var (minimum, natural) = (0.0, 0.0)
        if follows, let f = inPlace({ $0.followedCrossExtent { slot in loaded[slot].map(request) } }) {
            (minimum, natural) = f
        } else {
            for page in loaded.values {
                let r = request(page)
                (minimum, natural) = (max(minimum, r.minimum), max(natural, r.natural))
            }
        }
        let r = inPlace { $0.sizeRequest(pageMinimum: minimum, pageNatural: natural, horizontal: horizontal) }
        return (Int(r.minimum.rounded(.up)), Int(r.natural.rounded(.up)))
    }

    /// The pager got `width` × `height`: the layout follows, the plan for
    /// the new size loads what shows, and each page is placed with its
    /// effect as a transform (a page is never given less than its minimum:
    /// it is clipped instead).
    func allocate(width: Int, height: Int) {
        allocating = true
        defer { allocating = false }
        let handlersArrived = signalHandlersArrived()
        if engine.resize(to: Size(width: Double(width), height: Double(height))) || handlersArrived {
            relayout()
            applyPlan(now: now())
        }
        let t = now()
        let placement = inPlace { $0.pagePlacement(now: t) }
        if !elevations.isEmpty { elevations.removeAll(keepingCapacity: true) }
        for (slot, page) in slots.loaded {
            // The host's transform, asked before (no host code runs here).
            var transform: PageTransform?
            if transformer != nil {
                transform = transforms[slot]
                if transform == nil { transformsMissing = true }
            }
            let paint = placement.paint(ofSlot: slot, transform: transform)
            if paint.elevation != 0 { elevations[slot] = paint.elevation }
            place(page, frame: placement.pixelFrame(ofSlot: slot), paint: paint)
            // A page drawn nowhere takes no input (a transform scaled to
            // nothing cannot be inverted, and GTK would hit it anywhere).
            let unseen = paint.isUnseen
            if unseen || !untargeted.isEmpty, unseen != untargeted.contains(page) {
                gtk_widget_set_can_target(page, unseen ? 0 : 1)
                if unseen { untargeted.insert(page) } else { untargeted.remove(page) }
            }
        }
        // A page the transformer has not seen yet: asked from an idle.
        if transformsMissing { afterAllocation(resize: false) }
        placeNub()
        // Deleted pages shrink out where they stood.
        for (token, page) in slots.leaving {
            guard let leaving = engine.leaving[token] else { continue }
            sp4_show_page(page, 1)
            place(page, frame: leaving.frame, paint: leaving.paint(at: t))
        }
    }

    /// `page` at `frame` (pager pixels), drawn with `paint` about its centre.
    /// A page is never given less than its minimum size (it is clipped
    /// instead), asked for the size it gets across (wrapping text is as tall
    /// as the width it has needs); the paint is about the centre of what it
    /// is given.
    func place(_ page: Widget, frame f: (x: Int, y: Int, width: Int, height: Int), paint: PagePaint) {
        var mw: gint = 0, mh: gint = 0
        let w: Int, h: Int
        if gtk_widget_get_request_mode(page) == GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT {
            gtk_widget_measure(page, GTK_ORIENTATION_VERTICAL, -1, &mh, nil, nil, nil)
            h = max(f.height, Int(mh))
            gtk_widget_measure(page, GTK_ORIENTATION_HORIZONTAL, gint(h), &mw, nil, nil, nil)
            w = max(f.width, Int(mw))
        } else {
            gtk_widget_measure(page, GTK_ORIENTATION_HORIZONTAL, -1, &mw, nil, nil, nil)
            w = max(f.width, Int(mw))
            gtk_widget_measure(page, GTK_ORIENTATION_VERTICAL, gint(w), &mh, nil, nil, nil)
            h = max(f.height, Int(mh))
        }
        // gtk_widget_allocate takes the transform.
        gtk_widget_allocate(page, gint(w), gint(h), -1, pageTransform(x: f.x, y: f.y, width: w, height: h, paint: paint))
        gtk_widget_set_opacity(page, paint.alpha)
    }

    /// A page's transform: its paint about the centre of a `width` ×
    /// `height` frame at (`x`, `y`). A page only moved is one whole-pixel
    /// translation, so GTK's render-node diff sees the same transform from
    /// frame to frame and redraws only what changed inside the page.
    func pageTransform(x: Int, y: Int, width: Int, height: Int, paint: PagePaint) -> OpaquePointer? {
        if paint.rotation == 0 && paint.scaleX == 1 && paint.scaleY == 1 {
            var at = graphene_point_t(x: Float((Double(x) + paint.dx).rounded()), y: Float((Double(y) + paint.dy).rounded()))
            return gsk_transform_translate(nil, &at)
        }
        var at = graphene_point_t(x: Float(Double(x) + Double(width) / 2 + paint.dx), y: Float(Double(y) + Double(height) / 2 + paint.dy))
        var transform = gsk_transform_translate(nil, &at)
        if paint.rotation != 0 { transform = gsk_transform_rotate(transform, Float(paint.rotation * 180 / .pi)) }
        if paint.scaleX != 1 || paint.scaleY != 1 { transform = gsk_transform_scale(transform, Float(paint.scaleX), Float(paint.scaleY)) }
        var back = graphene_point_t(x: Float(-Double(width) / 2), y: Float(-Double(height) / 2))
        return gsk_transform_translate(transform, &back)
    }

    // MARK: Input

    /// An input event's time on the engine's clock (the core's EventClock).
    func eventSeconds(_ eventTime: UInt32) -> Double { eventClock.seconds(eventTime, now: now()) }

    func press(x: Double, y: Double, touch: Bool = false, on target: Widget? = nil, eventTime: UInt32 = 0) {
        face.pressIsMouse = !touch
        face.pressAt = (x, y)
        face.pressMoved = false
        engine.press(x: x, y: y, time: eventSeconds(eventTime), nested: nestedDrag(from: target, touch: touch))
        changed()
    }

    /// What the widgets under a press, from `target` up to the pager, do
    /// with drags along its axis; the core decides who takes the drag.
    func nestedDrag(from target: Widget?, touch: Bool) -> NestedDrag {
        var nested = NestedDrag()
        guard let w = widget, let target, gtk_widget_is_ancestor(target, w) != 0 else { return nested }
        var at: Widget? = target
        while let c = at, c != w {
            nested.add(dragsKept(by: c, touch: touch))
            at = gtk_widget_get_parent(c)
        }
        return nested
    }

    /// What one widget is to drags along the axis, read as the GTK 3
    /// pager reads it; the core's ``NestedDrag/kept(by:touch:)`` decides.
    private func dragsKept(by w: Widget, touch: Bool) -> NestedDrag {
        func isA(_ type: GType) -> Bool {
            g_type_check_instance_is_a(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GTypeInstance.self), type) != 0
        }
        let horizontal = configuration.orientation == .horizontal
        var holder = DragHolder.other
        if sliding_pages4_get_keeps_drags(w) != 0 {
            holder = .marked
        } else if isA(gtk_range_get_type()) {
            holder = .slider(alongAxis: gtk_orientable_get_orientation(OpaquePointer(w)) == (horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL))
        } else if isA(gtk_text_get_type()) || isA(gtk_text_view_get_type()) {
            holder = .text
        } else if isA(gtk_scrolled_window_get_type()), gtk_scrolled_window_get_kinetic_scrolling(OpaquePointer(w)) != 0,
                  let adj = horizontal ? gtk_scrolled_window_get_hadjustment(OpaquePointer(w)) : gtk_scrolled_window_get_vadjustment(OpaquePointer(w)) {
            holder = .kineticScroll(ScrollRange(lower: gtk_adjustment_get_lower(adj), upper: gtk_adjustment_get_upper(adj),
                                                pageSize: gtk_adjustment_get_page_size(adj), value: gtk_adjustment_get_value(adj)))
        } else if let inner = Pager.of(w), inner !== self, inner.configuration.orientation == configuration.orientation {
            holder = .pager(room: inner.engine.motion.dragRoom, mouseDrags: inner.allowsMouseDrag)
        }
        return .kept(by: holder, touch: touch)
    }

    func drag(x: Double, y: Double, eventTime: UInt32) -> Bool {
        // With mouse drags off a mouse press moves nothing, and one that
        // moved past the drag threshold is no click either.
        if face.pressIsMouse && !face.mouseDrags {
            let (dx, dy) = (x - face.pressAt.x, y - face.pressAt.y)
            if (dx * dx + dy * dy).squareRoot() > engine.motion.configuration.dragThreshold { face.pressMoved = true }
            return false
        }
        let dragging = engine.drag(x: x, y: y, time: eventSeconds(eventTime))
        changed()
        return dragging
    }

    func release(selectable: Bool, eventTime: UInt32) {
        engine.release(selectable: selectable && !face.pressMoved, time: eventSeconds(eventTime))
        changed()
    }

    func cancel(eventTime: UInt32) {
        engine.cancelPress(time: eventSeconds(eventTime))
        changed()
    }

    /// Tab and Shift+Tab walk the focusable widgets of the pages wholly in
    /// view (not a neighbour peeking in), in item order, then leave; the
    /// pager takes focus itself only when they offer none, as in GTK 3.
    func focus(_ direction: GtkDirectionType) -> Bool {
        guard let w = widget else { return false }
        let span = engine.layout.focusSlots(at: engine.motion.position)
        var pages: [Widget] = []
        for slot in span.lower..<span.upper {
            if let page = slots.loaded[slot], gtk_widget_get_child_visible(page) != 0 { pages.append(page) }
        }
        let origin: FocusOrigin
        if let inside = gtk_widget_get_focus_child(w) {
            if gtk_widget_child_focus(inside, direction) != 0 { return true }
            origin = .page(pages.firstIndex(of: inside))
        } else {
            origin = gtk_widget_is_focus(w) != 0 ? .pager : .outside
        }
        let way = FocusDirection(rawValue: Int(direction.rawValue)) ?? .right
        let walk = engine.layout.focusWalk(pages: pages.count, direction: way, from: origin)
        if walk.pages.contains(where: { gtk_widget_child_focus(pages[$0], direction) != 0 }) { return true }
        guard walk.takesFocus, gtk_widget_get_focusable(w) != 0 else { return false }
        return gtk_widget_grab_focus(w) != 0
    }

    /// Off screen no frames come: a move under way ends where it was going.
    func mappedChanged(_ mapped: Bool) {
        // Off screen no frames come: the motion ends a move under way where
        // it was going, later moves jump and autoplay waits
        // (MotionConfiguration.onScreen). Only an end is applied here; on
        // screen again, autoplay's timer is armed anew.
        if engine.motion.setOnScreen(mapped, time: now()) { changed() }
        if mapped { frames(wanted: false, wakeAt: engine.motion.nextWakeTime) }
    }

    /// Arrows along the axis, Page Up and Down, Home and End.
    func key(_ keyval: guint, modifiers: UInt32 = 0) -> Bool {
        guard let key = PagerKey(keysym: keyval, modifiers: modifiers) else { return false }
        let taken = engine.key(key, time: now())
        changed()
        return taken
    }

    /// A wheel notch turns a page; a touchpad's smooth scroll drags the
    /// pages. GTK 4 gives a touchpad's deltas in pixels, ten to GTK 3's
    /// scroll unit, which the engine's touchpad rule reads.
    func scroll(dx: Double, dy: Double, wheel: Bool, eventTime: UInt32 = 0) -> Bool {
        let t = eventSeconds(eventTime)
        // X11 reports a touchpad with the wheel's unit but fractional steps.
        let notch = wheel && dx.rounded() == dx && dy.rounded() == dy
        let taken: Bool
        if notch {
            taken = engine.wheel(dx: dx, dy: dy, time: t)
        } else {
            let scale = wheel ? 1.0 : 0.1
            taken = engine.motion.touchpadScroll(dx: dx * scale, dy: dy * scale, isStop: false, time: t)
        }
        changed()
        return taken
    }

    func scrollEnded(eventTime: UInt32 = 0) -> Bool {
        let taken = engine.motion.touchpadScroll(dx: 0, dy: 0, isStop: true, time: eventSeconds(eventTime))
        changed()
        return taken
    }

    /// The pointer over the pager shows the buttons and holds autoplay;
    /// near the nub it wakes it (nil: the pointer left).
    func hover(x: Double?, y: Double?) {
        let t = now(), hovering = x != nil
        let entered = hovering != engine.motion.isHovering
        engine.motion.setHovering(hovering, time: t)
        if engine.pointerMoved(x: x, y: y, now: t) || entered { changed() }
    }

    /// The widget went: its pages go with it, and the engine stops.
    func disposed() {
        if wake != 0 { g_source_remove(wake) }
        wake = 0
        unbindModel()
        letGo(slots.removeAll())
        releaseStaticPages()
        titles.removeAll()
        style = nil
        widget = nil
        // The host's closures may hold the pager: they go with the widget.
        makePage = nil
        titleOf = nil
        kindOf = nil
        unbounded = nil
        onEvent = nil
        dotMemo.source = nil
        titleStripPattern = nil
        if let n = face.nub { g_object_unref(UnsafeMutableRawPointer(n)) }
        face.nub = nil
        face.extentFunction = nil
        face.imageTitles = nil
        // Moves under way end unfinished, in the order they began.
        let pending = moves.sorted { $0.key < $1.key }
        moves = [:]
        for (_, done) in pending { callingHost { done(false) } }
        // Bound dots let go of it, and say so (notify::pager).
        for f in followers { f.dots?.follow(nil as Pager?) }
    }
}

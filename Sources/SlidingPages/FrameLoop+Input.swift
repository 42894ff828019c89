import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Input from the C type, handed to the core on the frame clock's time base.

extension FrameLoop {
    /// An input event's time on the engine's clock (the core's EventClock).
    func eventSeconds(_ eventTime: UInt32) -> Double {
        pager.driver.clock.seconds(eventTime, now: monotonicSeconds())
    }

    // Presses land on the chrome's regions (strip, dot, nub) or on the
    // pages; the engine decides which, in the pager's coordinates.

    func dragBegin(x: Double, y: Double, eventTime: UInt32 = 0, nested: NestedDrag = NestedDrag()) {
        guard pager.isAlive else { return }
        pager.engine.press(x: x, y: y, time: eventSeconds(eventTime), nested: nested)
        afterMotion()
    }

    /// What the widgets under a press, from `target` up to the pager, do
    /// with drags along its axis; the core decides who takes the drag.
    func nestedDrag(from target: Widget?, touch: Bool) -> NestedDrag {
        let horizontal = pager.engine.layout.configuration.orientation == .horizontal
        var nested = NestedDrag(), w = target
        // Only the widgets inside this pager: a press elsewhere keeps nothing.
        guard let t = target, gtk_widget_is_ancestor(t, pager.widget) != 0 else { return nested }
        while let widget = w, widget != pager.widget {
            nested.add(dragsKept(by: widget, horizontal: horizontal, touch: touch))
            w = gtk_widget_get_parent(widget)
        }
        return nested
    }

    /// What one widget is to drags along the axis; the core's
    /// ``NestedDrag/kept(by:touch:)`` decides what it keeps.
    private func dragsKept(by w: Widget, horizontal: Bool, touch: Bool) -> NestedDrag {
        func isA(_ type: GType) -> Bool {
            g_type_check_instance_is_a(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GTypeInstance.self), type) != 0
        }
        var holder = DragHolder.other
        if sliding_pages_get_keeps_drags(w) != 0 {
            holder = .marked
        } else if isA(gtk_range_get_type()) {
            holder = .slider(alongAxis: gtk_orientable_get_orientation(OpaquePointer(w)) == (horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL))
        } else if isA(gtk_entry_get_type()) || isA(gtk_text_view_get_type()) {
            holder = .text
        } else if isA(gtk_scrolled_window_get_type()), gtk_scrolled_window_get_kinetic_scrolling(sp_scrolled_window(w)) != 0,
                  let adj = horizontal ? gtk_scrolled_window_get_hadjustment(sp_scrolled_window(w)) : gtk_scrolled_window_get_vadjustment(sp_scrolled_window(w)) {
            holder = .kineticScroll(ScrollRange(lower: gtk_adjustment_get_lower(adj), upper: gtk_adjustment_get_upper(adj),
                                                pageSize: gtk_adjustment_get_page_size(adj), value: gtk_adjustment_get_value(adj)))
        } else if let inner = Pager.from(w), inner !== pager, inner.orientation == pager.orientation {
            holder = .pager(room: inner.engine.motion.dragRoom, mouseDrags: inner.allowsMouseDrag)
        }
        return .kept(by: holder, touch: touch)
    }

    func dragUpdate(x: Double, y: Double, eventTime: UInt32 = 0) -> Bool {
        guard pager.isAlive else { return false }
        let dragging = pager.engine.drag(x: x, y: y, time: eventSeconds(eventTime))
        afterMotion()
        return dragging
    }

    func dragEnd(selectable: Bool, eventTime: UInt32 = 0) {
        guard pager.isAlive else { return }
        pager.engine.release(selectable: selectable, time: eventSeconds(eventTime))
        afterMotion()
    }

    func dragCancel(eventTime: UInt32 = 0) {
        guard pager.isAlive else { return }
        pager.engine.cancelPress(time: eventSeconds(eventTime))
        afterMotion()
    }

    func scrollEvent(touchpad: Bool, dx: Double, dy: Double, isStop: Bool, eventTime: UInt32 = 0) -> Bool {
        guard pager.isAlive else { return false }
        let now = eventSeconds(eventTime)
        let taken = touchpad
            ? pager.engine.motion.touchpadScroll(dx: dx, dy: dy, isStop: isStop, time: now)
            : pager.engine.wheel(dx: dx, dy: dy, time: now)
        afterMotion()
        return taken
    }

    func keyPress(_ keyval: guint, modifiers: UInt32 = 0, eventTime: UInt32 = 0) -> Bool {
        guard pager.isAlive, let key = PagerKey(keysym: keyval, modifiers: modifiers) else { return false }
        let taken = pager.engine.key(key, time: eventSeconds(eventTime))
        afterMotion()
        return taken
    }

    /// The pointer near the nub shows it, as it does a scroll (nil: the
    /// pointer left the pager).
    func pointerMoved(x: Double?, y: Double?) {
        guard pager.isAlive, pager.engine.pointerMoved(x: x, y: y, now: monotonicSeconds()) else { return }
        pager.chrome.queueDraw()
        scheduleFrames()
    }

    func hover(_ inside: Bool) {
        guard pager.isAlive else { return }
        if !inside { pointerMoved(x: nil, y: nil) }
        pager.engine.motion.setHovering(inside, time: monotonicSeconds())
        afterMotion()
    }
}

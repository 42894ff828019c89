import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

/// The C type's hook table: each hook hands its call to the room that
/// answers it.
@MainActor
struct PagerHooks {
    let pager: Pager
}

// The C type calls these through its hook table; `self` is the table's user
// data, retained once and released by its destroy notify on dispose.

@inline(__always)
@MainActor
private func hookPager(_ data: UnsafeMutableRawPointer?) -> Pager {
    Unmanaged<Pager>.fromOpaque(data!).takeUnretainedValue()
}

extension PagerHooks {
    func installHooks() {
        var hooks = SPPagerHooks()
        // The hooks every frame or input event calls take their arguments
        // through `onMainActor(_:_:)`, so their closures capture nothing.
        hooks.measure = { data, request in
            onMainActor((data, request)) { a in
                let (width, height) = hookPager(a.0).pages.measure()
                a.1?[0] = (gint(width.minimum), gint(width.natural))
                a.1?[1] = (gint(height.minimum), gint(height.natural))
            }
        }
        hooks.allocate = { data, width, height, layout in
            onMainActor((data, width, height, layout)) { a in
                a.3?.pointee = hookPager(a.0).pages.allocate(width: Double(a.1), height: Double(a.2))
            }
        }
        hooks.resize = { data, width, height, request, layout in
            onMainActor((data, width, height, request, layout)) { a in
                let p = hookPager(a.0)
                let (w, h) = p.pages.measure()
                a.3?[0] = (gint(w.minimum), gint(w.natural))
                a.3?[1] = (gint(h.minimum), gint(h.natural))
                guard p.isAlive else { return }
                a.4?.pointee = p.pages.allocate(width: Double(a.1), height: Double(a.2))
            }
        }
        hooks.place = { data, layout in
            onMainActor((data, layout)) { a in a.1?.pointee = hookPager(a.0).pages.placeChildren() }
        }
        hooks.draw_overlay = { data, cr, width, height in
            onMainActor((data, cr, width, height)) { a in hookPager(a.0).chrome.drawOverlay(a.1!, width: Double(a.2), height: Double(a.3)) }
        }
        hooks.child_added = { data, child in
            onMainActor { hookPager(data).pages.staticChildAdded(child!) }
        }
        hooks.child_removed = { data, child in
            onMainActor { hookPager(data).pages.childRemoved(child!) }
        }
        hooks.drag_begin = { data, x, y, time, target, touch in
            onMainActor((data, x, y, time, target, touch)) { a in
                let loop = hookPager(a.0).loop
                loop.dragBegin(x: a.1, y: a.2, eventTime: a.3, nested: loop.nestedDrag(from: a.4, touch: a.5 != 0))
            }
        }
        hooks.drag_update = { data, x, y, time in
            onMainActor((data, x, y, time)) { a in hookPager(a.0).loop.dragUpdate(x: a.1, y: a.2, eventTime: a.3) ? 1 : 0 }
        }
        hooks.drag_end = { data, bubbled, time in
            onMainActor { hookPager(data).loop.dragEnd(selectable: bubbled != 0, eventTime: time) }
        }
        hooks.drag_cancel = { data, time in
            onMainActor { hookPager(data).loop.dragCancel(eventTime: time) }
        }
        hooks.scroll = { data, source, dx, dy, stop, time in
            onMainActor((data, source, dx, dy, stop, time)) { a in
                hookPager(a.0).loop.scrollEvent(touchpad: a.1 == SP_SCROLL_TOUCHPAD, dx: a.2, dy: a.3, isStop: a.4 != 0, eventTime: a.5) ? 1 : 0
            }
        }
        hooks.focus = { data, direction in
            onMainActor { hookPager(data).pages.focus(direction) } ? 1 : 0
        }
        hooks.focus_child_set = { data, child in
            onMainActor { hookPager(data).pages.focusEntered(child) }
        }
        hooks.key_press = { data, keyval, state, time in
            onMainActor { hookPager(data).loop.keyPress(keyval, modifiers: state.rawValue, eventTime: time) ? 1 : 0 }
        }
        hooks.pointer_moved = { data, x, y in
            onMainActor { hookPager(data).loop.pointerMoved(x: x, y: y) }
        }
        hooks.hover = { data, inside in
            onMainActor { hookPager(data).loop.hover(inside != 0) }
        }
        hooks.mapped = { data, mapped in
            onMainActor { hookPager(data).hooks.mappedChanged(mapped != 0) }
        }
        hooks.direction_changed = { data, _ in
            onMainActor {
                hookPager(data).renderer.dropBubbleText()
                hookPager(data).pages.rebuildLayout()
            }
        }
        hooks.style_changed = { data in
            onMainActor { hookPager(data).chrome.styleChanged() }
        }
        hooks.get_property = { data, id, value in
            onMainActor { hookPager(data).properties.getProperty(Int(id), value!) }
        }
        hooks.set_property = { data, id, value in
            onMainActor { hookPager(data).properties.setProperty(Int(id), value!) }
        }
        hooks.get_child_title = { data, child in
            let title: String? = onMainActor { hookPager(data).title(of: child!) }
            return title.flatMap { g_strdup($0) }
        }
        hooks.set_child_title = { data, child, title in
            onMainActor { hookPager(data).setTitle(title.map { String(cString: $0) }, for: child!) }
        }
        hooks.accessible_action = { data, action in
            onMainActor { hookPager(data).loop.accessibleAction(Int(action)) } ? 1 : 0
        }
        hooks.accessible_description = { data in
            let text = onMainActor {
                let p = hookPager(data)
                p.face.hasAccessible = true
                p.engine.noteAnnounced(p.engine.pageToTell)
                return p.loop.accessibleDescription()
            }
            return g_strdup(text)
        }
        let me = Unmanaged.passRetained(pager).toOpaque()
        sliding_pages_pager_set_hooks(pager.gobject, &hooks, me) { data in
            onMainActor {
                let p = Unmanaged<Pager>.fromOpaque(data!).takeRetainedValue()
                p.detach()
            }
        }
    }

    func mappedChanged(_ mapped: Bool) {
        if mapped { readAnimationSetting() }
        // Off screen no frames come: a move under way ends where it was going,
        // later moves jump and autoplay waits.
        if pager.isAlive, pager.engine.motion.setOnScreen(mapped, time: monotonicSeconds()) { pager.loop.afterMotion() }
        pager.loop.scheduleFrames()
    }

    /// Follows `gtk-enable-animations`: off turns every animation into a jump.
    func readAnimationSetting() {
        guard let settings = gtk_settings_get_default() else { return }
        // g_object_get is variadic: the one boolean comes through a GValue.
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
        let enabled = g_value_get_boolean(&value)
        g_value_unset(&value)
        if pager.driver.settingsHandler == 0 {
            pager.driver.settingsHandler = PagerGLib.connectNotify(settings, "gtk-enable-animations") { [ref = pager.callbackBox] in ref.pager?.hooks.readAnimationSetting() }
        }
        if (enabled != 0) != pager.settings.animationsEnabled {
            pager.settings.animationsEnabled = enabled != 0
            pager.motionChanged()
        }
    }
}

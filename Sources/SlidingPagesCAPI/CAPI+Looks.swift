import CSlidingPagesGtk
import CSlidingPages
import SlidingPages
import SlidingPagesCore

// The C API: the pager's looks and the functions it asks for them.

/// Replaces a C source's function (`slot`) with the host's, then runs `reload`; refused
/// without a C source. The old data is freed only after the new function is stored and
/// the access ended, so a destroy notify that calls back in meets the new one.
func replacing<F>(_ p: OpaquePointer?, _ new: F?, _ data: gpointer?, _ destroy: GDestroyNotify?,
                          in slot: @MainActor () -> ReferenceWritableKeyPath<CSource, HostFunction<F>>, function: String = #function,
                          then reload: @MainActor (Pager, CSource) -> Void) {
    nonisolated(unsafe) let d = data, f = new
    installing(p, data: data, destroy: destroy, refusal: "\(cName(function)): the pager has no C source (call sliding_pages_pager_set_source first)",
               function: function) { pg in
        guard let s = pg.dataSource as? CSource else { return false }
        // The key path is formed on the main actor, where the source's
        // functions live.
        let path = slot()
        let old = s[keyPath: path]
        s[keyPath: path] = HostFunction(f, data: d, destroy: destroy)
        s.retire(old)
        reload(pg, s)
        return true
    }
}

@_cdecl("sliding_pages_pager_set_titles")
public func capi_set_titles(_ p: OpaquePointer?, _ title: SlidingPagesTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    replacing(p, title, data, destroy, in: { \.title }) { pg, s in
        s.titleHasOwnData = true
        pg.reloadData(keepingPosition: true)
    }
}

@_cdecl("sliding_pages_pager_set_reuse_types")
public func capi_set_reuse_types(_ p: OpaquePointer?, _ reuseType: SlidingPagesReuseTypeFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    // Pages made for the old types are not offered to the new ones.
    replacing(p, reuseType, data, destroy, in: { \.reuseType }) { pg, _ in pg.reloadData(keepingPosition: true, discardingPages: true) }
}

@_cdecl("sliding_pages_pager_set_icon_titles")
public func capi_set_icon_titles(_ p: OpaquePointer?, _ iconTitle: SlidingPagesIconTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    replacing(p, iconTitle, data, destroy, in: { \.iconTitle }) { pg, _ in pg.reloadData(keepingPosition: true) }
}

@_cdecl("sliding_pages_pager_set_image_titles")
public func capi_set_image_titles(_ p: OpaquePointer?, _ imageTitle: SlidingPagesImageTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    replacing(p, imageTitle, data, destroy, in: { \.imageTitle }) { pg, _ in pg.reloadData(keepingPosition: true) }
}

/// Holds a host function for a closure the pager keeps; its data goes
/// with the closure.
final class HostFunctionBox<F>: @unchecked Sendable {
    let host: HostFunction<F>
    init(_ host: HostFunction<F>) { self.host = host }
    deinit { host.release() }
}

@_cdecl("sliding_pages_pager_set_dot_colours")
public func capi_set_dot_colours(_ p: OpaquePointer?, _ dotColour: SlidingPagesDotColourFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let box = HostFunctionBox(HostFunction(dotColour, data: data, destroy: destroy))
    // Not a pager: `with` warns, and the box frees the data as it goes.
    with(p, or: ()) { pg in
        guard box.host.function != nil else {
            pg.dotColours = nil
            return
        }
        pg.dotColours = { page, current in
            var colour = GdkRGBA()
            guard let f = box.host.function, f(Int32(clamping: page), current ? 1 : 0, &colour, box.host.data) != 0 else { return nil }
            return colour
        }
    }
}

@_cdecl("sliding_pages_pager_set_dot_colour_list")
public func capi_set_dot_colour_list(_ p: OpaquePointer?, _ colours: UnsafePointer<GdkRGBA>?, _ nColours: Int,
                                     _ current: UnsafePointer<GdkRGBA>?, _ nCurrent: Int) {
    // Copied now: the host's arrays may be gone after the call.
    let list = DotColourList(normal: colours, count: nColours, current: current, currentCount: nCurrent) {
        sp_warning("sliding_pages_pager_set_dot_colour_list: \($0)")
    }
    with(p, or: ()) { pg in
        guard !list.isEmpty else {
            pg.dotColours = nil
            return
        }
        pg.dotColours = { page, current in list.colour(page: page, current: current) }
    }
}

@_cdecl("sliding_pages_pager_set_item_extent_func")
public func capi_set_item_extent_func(_ p: OpaquePointer?, _ extent: SlidingPagesItemExtentFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let box = HostFunctionBox(HostFunction(extent, data: data, destroy: destroy))
    // Not a pager: `with` warns, and the box frees the data as it goes.
    with(p, or: ()) { pg in
        guard box.host.function != nil else {
            pg.itemExtentFunction = nil
            return
        }
        let gobject = OpaquePointer(pg.widget)
        pg.itemExtentFunction = {
            guard let f = box.host.function else { return nil }
            return f(gobject, box.host.data)
        }
    }
}

@_cdecl("sliding_pages_pager_set_scrubber_nub")
public func capi_set_scrubber_nub(_ p: OpaquePointer?, _ nub: UnsafeMutablePointer<GtkWidget>?) {
    nonisolated(unsafe) let n = nub
    with(p, or: ()) { pg in pg.scrubberNubWidget = n }
}

@_cdecl("sliding_pages_pager_set_title_strip_pattern")
public func capi_set_title_strip_pattern(_ p: OpaquePointer?, _ path: UnsafePointer<CChar>?) {
    let file = path.map { String(cString: $0) }
    with(p, or: ()) { pg in pg.titleStripPattern = file }
}

@_cdecl("sliding_pages_pager_set_title_colours")
public func capi_set_title_colours(_ p: OpaquePointer?, _ text: UnsafePointer<GdkRGBA>?, _ background: UnsafePointer<GdkRGBA>?) {
    let t = text?.pointee, b = background?.pointee
    with(p, or: ()) { pg in
        pg.titleTextColour = t
        pg.titleStripBackground = b
    }
}

@_cdecl("sliding_pages_pager_set_scrubber_fade")
public func capi_set_scrubber_fade(_ p: OpaquePointer?, _ idle: Double, _ delayMS: guint, _ durationMS: guint) {
    guard idle.isFinite, (0...1).contains(idle) else {
        return sp_warning("sliding_pages_pager_set_scrubber_fade: an idle opacity of \(idle) is outside 0…1; the fade is unchanged")
    }
    with(p, or: ()) { pg in
        var fade = pg.scrubberFadeTimings
        fade.idleAlpha = idle
        fade.delay = Double(delayMS) / 1000
        fade.fadeDuration = Double(durationMS) / 1000
        pg.scrubberFadeTimings = fade
    }
}

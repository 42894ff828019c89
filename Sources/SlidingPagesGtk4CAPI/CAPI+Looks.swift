import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore
import SlidingPagesGtk4

// The C API's looks: page effects, colours, patterns, the nub, extents and
// image titles, for the pager and the standalone dots and scrubber.

@_cdecl("sliding_pages4_pager_set_page_transform")
public func capi4_set_page_transform(_ p: OpaquePointer?, _ call: SlidingPages4PageTransformFunc?, _ data: gpointer?,
                                     _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy), address = UInt(bitPattern: p)
    with(p, "sliding_pages4_pager_set_page_transform", or: ()) { pg in
        guard let call else { return pg.pageTransformer = nil }
        pg.pageTransformer = { [unowned pg] item, offset in
            // The effect's transform is the starting point the host changes.
            let e = pg.effectTransform(atOffset: offset)
            var t = SlidingPages4PageTransform(scale: e.scale, alpha: e.alpha, translation: e.translation, cross_translation: e.crossTranslation,
                                               rotation: e.rotation, turn: e.turn, content_shift: e.contentShift, elevation: e.elevation)
            call(OpaquePointer(bitPattern: address), Int32(clamping: item), offset, &t, host.data)
            return PageTransform(scale: t.scale, alpha: t.alpha, translation: t.translation, crossTranslation: t.cross_translation,
                                 rotation: t.rotation, turn: t.turn, contentShift: t.content_shift, elevation: t.elevation)
        }
    }
}

@_cdecl("sliding_pages4_pager_set_dot_colour_list")
public func capi4_set_dot_colour_list(_ p: OpaquePointer?, _ colours: UnsafePointer<GdkRGBA>?, _ nColours: Int,
                                      _ current: UnsafePointer<GdkRGBA>?, _ nCurrent: Int) {
    // Copied now: the host's arrays may be gone after the call.
    let list = DotColourList(normal: colours, count: nColours, current: current, currentCount: nCurrent) {
        sliding_pages4_warn("sliding_pages4_pager_set_dot_colour_list: \($0)")
    }
    with(p, "sliding_pages4_pager_set_dot_colour_list", or: ()) { pg in
        guard !list.isEmpty else {
            pg.dotColours = nil
            return
        }
        pg.dotColours = { page, current in list.colour(page: page, current: current) }
    }
}

/// `colour` as a Swift dot colour function; its data goes with the closure.
private func dotColours(_ colour: SlidingPages4DotColourFunc?, _ host: HostData) -> ((Int, Bool) -> GdkRGBA?)? {
    colour.map { f in
        { page, current in
            var c = GdkRGBA()
            return f(gint(clamping: page), current ? 1 : 0, &c, host.data) != 0 ? c : nil
        }
    }
}

@_cdecl("sliding_pages4_pager_set_dot_colours")
public func capi4_set_dot_colours(_ p: OpaquePointer?, _ colour: SlidingPages4DotColourFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy)
    with(p, "sliding_pages4_pager_set_dot_colours", or: ()) { $0.dotColours = dotColours(colour, host) }
}

@_cdecl("sliding_pages4_pager_set_title_colours")
public func capi4_set_title_colours(_ p: OpaquePointer?, _ text: UnsafePointer<GdkRGBA>?, _ background: UnsafePointer<GdkRGBA>?) {
    let t = text?.pointee, b = background?.pointee
    with(p, "sliding_pages4_pager_set_title_colours", or: ()) { pg in
        pg.titleTextColour = t
        pg.titleStripBackground = b
    }
}

@_cdecl("sliding_pages4_pager_set_title_strip_pattern")
public func capi4_set_title_strip_pattern(_ p: OpaquePointer?, _ path: UnsafePointer<CChar>?) {
    let file = path.map { String(cString: $0) }
    with(p, "sliding_pages4_pager_set_title_strip_pattern", or: ()) { $0.titleStripPattern = file }
}

@_cdecl("sliding_pages4_pager_set_scrubber_fade")
public func capi4_set_scrubber_fade(_ p: OpaquePointer?, _ idle: Double, _ delayMS: guint, _ durationMS: guint) {
    guard idle.isFinite, (0...1).contains(idle) else {
        return sliding_pages4_warn("sliding_pages4_pager_set_scrubber_fade: an idle opacity of \(idle) is outside 0…1; the fade is unchanged")
    }
    with(p, "sliding_pages4_pager_set_scrubber_fade", or: ()) { pg in
        var fade = pg.scrubberFadeTimings
        (fade.idleAlpha, fade.delay, fade.fadeDuration) = (idle, Double(delayMS) / 1000, Double(durationMS) / 1000)
        pg.scrubberFadeTimings = fade
    }
}

@_cdecl("sliding_pages4_pager_set_scrubber_nub")
public func capi4_set_scrubber_nub(_ p: OpaquePointer?, _ nub: Widget?) {
    let n = UInt(bitPattern: nub)
    with(p, "sliding_pages4_pager_set_scrubber_nub", or: ()) { $0.scrubberNubWidget = Widget(bitPattern: n) }
}

/// Runs `body` with the Swift side of dots `d`, or warns naming `function`.
private func withDots(_ d: OpaquePointer?, _ function: String, _ body: @MainActor (Dots) -> Void) {
    let address = UInt(bitPattern: d)
    MainActor.assumeIsolated {
        guard let dots = Dots.of(Widget(bitPattern: address)), dots.widget != nil else {
            return sliding_pages4_warn("\(function): \(address == 0 ? "NULL" : "the pointer given") is not a SlidingPages4Dots; nothing done")
        }
        body(dots)
    }
}

@_cdecl("sliding_pages4_dots_set_colour_func")
public func capi4_dots_set_colour_func(_ d: OpaquePointer?, _ colour: SlidingPages4DotColourFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy)
    withDots(d, "sliding_pages4_dots_set_colour_func") { $0.colours = dotColours(colour, host) }
}

@_cdecl("sliding_pages4_dots_set_colour_list")
public func capi4_dots_set_colour_list(_ d: OpaquePointer?, _ colours: UnsafePointer<GdkRGBA>?, _ nColours: Int,
                                       _ current: UnsafePointer<GdkRGBA>?, _ nCurrent: Int) {
    let list = DotColourList(normal: colours, count: nColours, current: current, currentCount: nCurrent) {
        sliding_pages4_warn("sliding_pages4_dots_set_colour_list: \($0)")
    }
    withDots(d, "sliding_pages4_dots_set_colour_list") { $0.colours = list.isEmpty ? nil : { list.colour(page: $0, current: $1) } }
}

@_cdecl("sliding_pages4_dots_get_size_for_page_count")
public func capi4_dots_size_for_page_count(_ n: Int32, _ width: UnsafeMutablePointer<Int32>?, _ height: UnsafeMutablePointer<Int32>?) {
    let s = MainActor.assumeIsolated { Dots.size(forPageCount: Int(n)) }
    width?.pointee = Int32(s.width)
    height?.pointee = Int32(s.height)
}

@_cdecl("sliding_pages4_scrubber_get_nub_area")
public func capi4_scrubber_get_nub_area(_ p: OpaquePointer?, _ area: UnsafeMutablePointer<GdkRectangle>?) -> gboolean {
    let address = UInt(bitPattern: p)
    let shown: Rect?? = MainActor.assumeIsolated {
        guard let s = ScrollScrubber.of(Widget(bitPattern: address)), s.widget != nil else { return nil }
        return .some(s.nubArea)
    }
    guard let shown else {
        sliding_pages4_warn("sliding_pages4_scrubber_get_nub_area: \(address == 0 ? "NULL" : "the pointer given") is not a SlidingPages4Scrubber")
        return 0
    }
    guard let r = shown else { return 0 }
    area?.pointee = GdkRectangle(x: gint(r.x.rounded()), y: gint(r.y.rounded()), width: gint(r.width.rounded()), height: gint(r.height.rounded()))
    return 1
}

@_cdecl("sliding_pages4_pager_set_item_extent_func")
public func capi4_set_item_extent_func(_ p: OpaquePointer?, _ extent: SlidingPages4ItemExtentFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy), address = UInt(bitPattern: p)
    with(p, "sliding_pages4_pager_set_item_extent_func", or: ()) { pg in
        pg.itemExtentFunction = extent.map { f in { f(OpaquePointer(bitPattern: address), host.data) } }
    }
}

@_cdecl("sliding_pages4_pager_set_image_titles")
public func capi4_set_image_titles(_ p: OpaquePointer?, _ image: SlidingPages4ImageTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy)
    with(p, "sliding_pages4_pager_set_image_titles", or: ()) { pg in
        var warned = false
        pg.imageTitles = image.map { f in { item in
            guard let made = f(gint(clamping: item), host.data) else { return nil }
            guard g_type_check_instance_is_a(UnsafeMutableRawPointer(made).assumingMemoryBound(to: GTypeInstance.self), gdk_paintable_get_type()) != 0 else {
                if !warned { sliding_pages4_warn("sliding_pages4_pager_set_image_titles: the function returned no GdkPaintable for item \(item); its text is shown (told once)") }
                warned = true
                g_object_unref(UnsafeMutableRawPointer(made))
                return nil
            }
            return made
        } }
    }
}

@_cdecl("sliding_pages4_pager_set_icon_titles")
public func capi4_set_icon_titles(_ p: OpaquePointer?, _ icon: SlidingPages4IconTitleFunc?, _ data: gpointer?, _ destroy: GDestroyNotify?) {
    let host = HostData(data, destroy)
    with(p, "sliding_pages4_pager_set_icon_titles", or: ()) { pg in
        var warned = false
        pg.imageTitles = icon.map { f in { [unowned pg] item in
            guard let icon = f(gint(clamping: item), host.data) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
            guard let w = pg.widget else { return nil }
            // The theme's icon at 24 px, as GTK 3's icon titles; one it lacks
            // shows the text, warned of once (GTK 4 would draw its missing-image
            // icon).
            let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(w))
            guard g_type_check_instance_is_a(UnsafeMutableRawPointer(icon).assumingMemoryBound(to: GTypeInstance.self), g_icon_get_type()) != 0,
                  gtk_icon_theme_has_gicon(theme, icon) != 0 else {
                if !warned { sliding_pages4_warn("sliding_pages4_pager_set_icon_titles: the icon theme has no icon for item \(item) (or it is no GIcon); its text is shown (told once)") }
                warned = true
                return nil
            }
            return gtk_icon_theme_lookup_by_gicon(theme, icon, 24, gtk_widget_get_scale_factor(w), GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
        } }
    }
}

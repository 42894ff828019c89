import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// The standalone dots' GObject face: the core's option record for them
// (the GTK 3 dots' names and ranges), then the adjustment property.

/// The installed pspecs by entry, and the first entry's id.
nonisolated(unsafe) var dotsPspecs: [UnsafeMutablePointer<GParamSpec>?] = []
nonisolated(unsafe) var dotsFirstId: guint = 0

/// Called by the GType's class_init: a pspec per entry from `first`;
/// returns the id after them, the adjustment's.
@_cdecl("sliding_pages4_install_dots_properties")
func installDotsProperties(_ klass: UnsafeMutablePointer<GObjectClass>?, _ first: guint) -> guint {
    guard let klass else { return first }
    dotsFirstId = first
    for (k, spec) in DotsOptionTable.all.enumerated() {
        let p = pspec(spec, writable: spec.writable)
        g_object_class_install_property(klass, first + guint(k), p)
        dotsPspecs.append(p)
    }
    return first + guint(DotsOptionTable.all.count)
}

extension Dots {
    /// The Swift side of a dots widget, nil for another widget.
    public static func of(_ widget: Widget?) -> Dots? {
        guard let widget, sliding_pages4_is_dots(widget) != 0, let data = sliding_pages4_dots_get_data(OpaquePointer(widget)) else { return nil }
        return Unmanaged<Dots>.fromOpaque(data).takeUnretainedValue()
    }

    /// An entry's value as the record's number.
    func value(_ spec: OptionSpec) -> Double {
        switch spec.name {
        case DotsOptionTable.nPages.name: return Double(control.pageCount)
        case DotsOptionTable.position.name: return control.position
        case DotsOptionTable.currentPage.name: return Double(control.currentPage ?? -1)
        case DotsOptionTable.hidesForSinglePage.name: return control.hidesForSinglePage ? 1 : 0
        case DotsOptionTable.defersCurrentPageDisplay.name: return control.defersDisplay ? 1 : 0
        case DotsOptionTable.indicatorStyle.name: return Double(ownStyle.rawValue)
        default: return 0
        }
    }

    /// Sets an entry from the record's number (checked by GObject against
    /// the pspec's range, made from the same record).
    func set(_ spec: OptionSpec, _ v: Double) {
        switch spec.name {
        case DotsOptionTable.nPages.name: pageCount = Int(v)
        case DotsOptionTable.position.name: position = v
        case DotsOptionTable.currentPage.name: currentPage = Int(v)
        case DotsOptionTable.hidesForSinglePage.name: hidesForSinglePage = v != 0
        case DotsOptionTable.defersCurrentPageDisplay.name: defersCurrentPageDisplay = v != 0
        case DotsOptionTable.indicatorStyle.name:
            ownStyle = IndicatorStyle(rawValue: Int(v)) ?? .dots
            changed()
            if let w = widget { gtk_widget_queue_resize(w) }
        default: break
        }
        notifyChanges()
    }

    func getProperty(_ id: guint, _ value: UnsafeMutablePointer<GValue>) {
        let k = Int(id) - Int(dotsFirstId)
        if k == DotsOptionTable.all.count { return g_value_set_object(value, adjustment.map { UnsafeMutableRawPointer($0) }) }
        guard DotsOptionTable.all.indices.contains(k) else { return }
        let spec = DotsOptionTable.all[k]
        setValue(value, self.value(spec), spec)
    }

    func setProperty(_ id: guint, _ value: UnsafePointer<GValue>) {
        let k = Int(id) - Int(dotsFirstId)
        if k == DotsOptionTable.all.count {
            let object = g_value_get_object(value)
            return follow(adjustment: object.map { $0.assumingMemoryBound(to: GtkAdjustment.self) })
        }
        guard DotsOptionTable.all.indices.contains(k) else { return }
        let spec = DotsOptionTable.all[k]
        set(spec, number(of: value, spec))
    }

    /// Notifies each property whose value changed since last told, and
    /// tells assistive technologies of a new page or count.
    func notifyChanges() {
        guard let w = widget else { return }
        // Bound, they read what the pager reads (their dots may be a window
        // on its pages, or it may have no count).
        let text = pager?.announced ?? PageReadout.text(page: control.currentPage, of: control.pageCount, title: nil, words: readoutWords)
        if text != described {
            described = text
            sliding_pages4_dots_describe(OpaquePointer(w), text)
        }
        if notifyChanged(w, count: DotsOptionTable.all.count, value: { value(DotsOptionTable.all[$0]) }, notified: &notified, pspecs: dotsPspecs) {
            thawNotifications(w)
        }
    }
}

@MainActor
private func dots(_ address: UInt) -> Dots { Unmanaged<Dots>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue() }

/// The hook table every dots widget calls.
nonisolated(unsafe) let dotsHooks: UnsafeMutablePointer<SlidingPages4DotsHooks> = {
    let h = UnsafeMutablePointer<SlidingPages4DotsHooks>.allocate(capacity: 1)
    h.initialize(to: SlidingPages4DotsHooks(
        measure: { data, orientation, minimum, natural in
            let a = UInt(bitPattern: data), horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
            let n = onMainActor((a, horizontal)) { v in dots(v.0).measure(horizontal: v.1) }
            minimum?.pointee = gint(clamping: n)
            natural?.pointee = gint(clamping: n)
        },
        snapshot: { data, snapshot in
            onMainActor((UInt(bitPattern: data), snapshot!)) { v in dots(v.0).snapshot(v.1) }
        },
        allocate: { data in
            onMainActor(UInt(bitPattern: data)) { a in dots(a).placeTabs() }
        },
        clicked: { data, x, _ in onMainActor((UInt(bitPattern: data), x)) { v in dots(v.0).clicked(x: v.1) } },
        follow: { data, pager in
            let a = UInt(bitPattern: data), p = UInt(bitPattern: pager)
            MainActor.assumeIsolated {
                let followed = Pager.of(Widget(bitPattern: p))
                if p != 0 && followed == nil { return sliding_pages4_warn("SlidingPages4Dots: the pager given has gone; the dots follow no pager") }
                dots(a).follow(followed)
            }
        },
        followed: { data in onMainActor(UInt(bitPattern: data)) { a in OpaquePointer(dots(a).pager?.widget) } },
        key: { data, keyval, state in onMainActor((UInt(bitPattern: data), keyval, state.rawValue)) { v in dots(v.0).key(v.1, modifiers: v.2) } ? 1 : 0 },
        get_property: { data, id, value in onMainActor((UInt(bitPattern: data), id, value!)) { v in dots(v.0).getProperty(v.1, v.2) } },
        set_property: { data, id, value in onMainActor((UInt(bitPattern: data), id, value!)) { v in dots(v.0).setProperty(v.1, v.2) } },
        update_display: { data in onMainActor(UInt(bitPattern: data)) { a in dots(a).updateCurrentPageDisplay() } },
        dispose: { data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let d = dots(a)
                d.disposed()
                Unmanaged.passUnretained(d).release()
            }
        }))
    return h
}()

/// Dots made by g_object_new (C, a binding, a .ui file) get their Swift
/// side; those ``Dots/init()`` makes get it from there.
@_cdecl("sliding_pages4_dots_adopt")
func adoptDots(_ object: OpaquePointer?) {
    let address = UInt(bitPattern: object)
    MainActor.assumeIsolated {
        guard !Dots.constructing, let w = Widget(bitPattern: address) else { return }
        _ = Dots(adopting: w)
    }
}

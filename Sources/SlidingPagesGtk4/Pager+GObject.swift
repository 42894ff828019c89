import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// The GTK 4 pager's GObject properties and signals: the entries of the
// core's option record for the options this face has, under the GTK 3
// pager's names, ranges and defaults, so a property watcher reads the
// same on both.

/// The option record's entries the GTK 4 pager has; the raw value is the
/// property id.
enum Gtk4Option: Int, CaseIterable {
    case itemsPerPage = 1, spacing, orientation, wrap, autoplayInterval, dotsHidden, zoomOut, pageEffect, indicatorStyle,
         navigationButtons, revealDuration, position, nItems, nPages, currentItem, currentPage, scrollState

    /// Every case, made once (`allCases` makes its array at each call).
    static let all = allCases

    /// Its entry among those the core keeps, found once.
    var access: OptionAccess? { Gtk4Option.accesses[rawValue - 1] }
    private static let accesses = all.map { OptionAccess.named[$0.spec.name] }

    /// Whether it can be set here: the reported state cannot, but
    /// `n-items` can, which sets the source's count (with none, the page
    /// signals become the source).
    var isWritable: Bool { (rawValue < Gtk4Option.position.rawValue || self == .nItems) && spec.writable }

    /// Its entry in the core's option record.
    var spec: OptionSpec { Gtk4Option.specs[rawValue - 1] }
    private static let specs: [OptionSpec] = {
        let t = OptionTable.self
        return [t.itemsPerPage, t.spacing, t.orientation, t.wrap, t.autoplayInterval, t.dotsHidden, t.zoomOut, t.pageEffect, t.indicatorStyle,
                t.navigationButtons, t.revealDuration, t.position, t.nItems, t.nPages, t.currentItem, t.currentPage, t.scrollState]
    }()
}

/// The installed pspecs by id − 1, written once by class_init.
nonisolated(unsafe) var gtk4Pspecs: [UnsafeMutablePointer<GParamSpec>?] = []

/// The record's other entries the core keeps as plain values: properties
/// after ``Gtk4Option``'s, read and set through ``OptionAccess``.
let gtk4MoreOptions: [OptionAccess] = OptionAccess.values.filter { a in !Gtk4Option.allCases.contains { $0.spec.name == a.spec.name } }
/// Their pspecs, in the same order.
nonisolated(unsafe) var gtk4MorePspecs: [UnsafeMutablePointer<GParamSpec>?] = []

/// Called by the GType's class_init: one pspec per entry.
@_cdecl("sliding_pages4_install_properties")
func installGtk4Properties(_ klass: UnsafeMutablePointer<GObjectClass>?) {
    guard let klass else { return }
    for option in Gtk4Option.allCases {
        // The pager is a GtkOrientable: its orientation is the interface's.
        if option == .orientation {
            g_object_class_override_property(klass, guint(option.rawValue), option.spec.name)
            gtk4Pspecs.append(g_object_class_find_property(klass, option.spec.name))
            continue
        }
        let p = pspec(option.spec, writable: option.isWritable)
        g_object_class_install_property(klass, guint(option.rawValue), p)
        gtk4Pspecs.append(p)
    }
    for (k, access) in gtk4MoreOptions.enumerated() {
        let p = pspec(access.spec, writable: true)
        g_object_class_install_property(klass, guint(Gtk4Option.allCases.count + 1 + k), p)
        gtk4MorePspecs.append(p)
    }
    for option in Gtk4FaceOption.allCases {
        let p = pspec(option.spec, writable: true)
        g_object_class_install_property(klass, option.id, p)
        gtk4FacePspecs.append(p)
    }
}

/// A pspec from an entry: its name, blurb, type, default and range.
func pspec(_ spec: OptionSpec, writable: Bool) -> UnsafeMutablePointer<GParamSpec>? {
    let flags = GParamFlags(rawValue: writable ? G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue : G_PARAM_READABLE.rawValue)
    switch spec.kind {
    case .bool(let d):
        return g_param_spec_boolean(spec.name, spec.nick, spec.blurb, d ? 1 : 0, flags)
    case .int(let d, let r):
        return g_param_spec_int(spec.name, spec.nick, spec.blurb, gint(clamping: r.lowerBound), gint(clamping: r.upperBound), gint(clamping: d), flags)
    case .uint(let d, let r):
        return g_param_spec_uint(spec.name, spec.nick, spec.blurb, guint(clamping: r.lowerBound), guint(clamping: r.upperBound), guint(clamping: d), flags)
    case .double(let d, let r):
        return g_param_spec_double(spec.name, spec.nick, spec.blurb, r.lowerBound, r.upperBound, d, flags)
    case .choice(let d, let choice):
        let type: GType
        switch choice {
        case .orientation: type = gtk_orientation_get_type()
        case .indicatorStyle: type = sliding_pages4_indicator_style_get_type()
        case .pageEffect: type = sliding_pages4_page_effect_get_type()
        case .scrollState: type = sliding_pages4_scroll_state_get_type()
        case .alignment: type = sliding_pages4_alignment_get_type()
        }
        return g_param_spec_enum(spec.name, spec.nick, spec.blurb, type, gint(d), flags)
    }
}

/// A property's value as the option record's number (booleans and
/// choices as 0, 1, …).
func number(of value: UnsafePointer<GValue>, _ spec: OptionSpec) -> Double {
    switch spec.kind {
    case .bool: return g_value_get_boolean(value) != 0 ? 1 : 0
    case .int: return Double(g_value_get_int(value))
    case .uint: return Double(g_value_get_uint(value))
    case .double: return g_value_get_double(value)
    case .choice: return Double(g_value_get_enum(value))
    }
}

/// Notifies the property of each of the `count` values that differs from
/// its `notified` value (then kept), in one freeze of `widget`'s
/// notifications; returns whether it froze them. The caller thaws them
/// once its access to `notified` is over: thawing runs the handlers, and
/// one may set a property, which notifies again. Asked each frame: the
/// values are read one by one, into no array.
func notifyChanged(_ widget: Widget, count: Int, value: (Int) -> Double, notified: inout [Double],
                   pspecs: [UnsafeMutablePointer<GParamSpec>?]) -> Bool {
    guard pspecs.count == count else { return false }
    if notified.count != count { notified = (0..<count).map(value) }
    let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    var frozen = false
    for k in 0..<count {
        let v = value(k)
        guard v != notified[k] else { continue }
        notified[k] = v
        if !frozen { g_object_freeze_notify(object) }
        frozen = true
        g_object_notify_by_pspec(object, pspecs[k])
    }
    return frozen
}

/// Runs the notify handlers `notifyChanged` held back.
func thawNotifications(_ widget: Widget) {
    g_object_thaw_notify(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self))
}

/// An entry's default as the record's number.
func defaultNumber(_ spec: OptionSpec) -> Double {
    switch spec.kind {
    case .bool(let d): return d ? 1 : 0
    case .int(let d, _): return Double(d)
    case .uint(let d, _): return Double(d)
    case .double(let d, _): return d
    case .choice(let d, _): return Double(d)
    }
}

/// Writes the option record's number into a property's value.
func setValue(_ value: UnsafeMutablePointer<GValue>, _ v: Double, _ spec: OptionSpec) {
    switch spec.kind {
    case .bool: g_value_set_boolean(value, v != 0 ? 1 : 0)
    case .int: g_value_set_int(value, gint(clamping: Int(v.rounded())))
    case .uint: g_value_set_uint(value, guint(clamping: Int(v.rounded())))
    case .double: g_value_set_double(value, v)
    case .choice: g_value_set_enum(value, gint(v))
    }
}

extension Pager {
    /// An option's value as a number (booleans and choices as 0, 1, …).
    func propertyValue(_ option: Gtk4Option) -> Double {
        switch option {
        // Read directly: every plan compares these (through OptionAccess,
        // each read cost a closure call on the whole engine).
        case .itemsPerPage: return Double(configuration.itemsPerPage)
        case .spacing: return configuration.spacing
        case .orientation: return configuration.orientation == .vertical ? 1 : 0
        case .wrap: return configuration.wrap ? 1 : 0
        case .dotsHidden: return engine.chrome.dotsHidden ? 1 : 0
        case .zoomOut: return engine.zoomOut ? 1 : 0
        case .pageEffect: return Double(engine.pageEffect.rawValue)
        case .indicatorStyle: return Double(engine.chrome.indicatorStyle.rawValue)
        case .navigationButtons: return engine.chrome.navigationButtons ? 1 : 0
        case .revealDuration: return engine.revealDuration
        case .autoplayInterval: return autoplayInterval ?? 0
        case .position: return engine.motion.position
        case .nItems: return Double(itemCount)
        case .nPages: return Double(engine.readout.pageCount)
        case .currentItem: return Double(engine.motion.reportedItemIndex ?? -1)
        case .currentPage: return Double(engine.motion.reportedPage ?? -1)
        case .scrollState: return Double(engine.motion.scrollState.rawValue)
        }
    }

    /// Sets a writable option (GObject checked its range already).
    func setPropertyValue(_ option: Gtk4Option, _ v: Double) {
        switch option {
        case .itemsPerPage, .spacing, .orientation, .wrap, .dotsHidden, .zoomOut, .pageEffect, .indicatorStyle, .navigationButtons,
             .revealDuration:
            if let access = option.access { setCore(access, v, pspec: nil) }
        case .autoplayInterval: autoplayInterval = v > 0 ? v : nil
        case .nItems: setItemCount(Int(v))
        case .position, .nPages, .currentItem, .currentPage, .scrollState: break
        }
    }

    /// The entry of the record a property id names beyond ``Gtk4Option``.
    func moreOption(_ id: guint) -> (access: OptionAccess, pspec: UnsafeMutablePointer<GParamSpec>?)? {
        let k = Int(id) - Gtk4Option.allCases.count - 1
        guard k >= 0, k < gtk4MoreOptions.count, k < gtk4MorePspecs.count else { return nil }
        return (gtk4MoreOptions[k], gtk4MorePspecs[k])
    }

    func getProperty(_ id: guint, _ value: UnsafeMutablePointer<GValue>) {
        let v: Double, spec: OptionSpec
        if let option = Gtk4Option(rawValue: Int(id)) {
            (v, spec) = (propertyValue(option), option.spec)
        } else if let more = moreOption(id) {
            (v, spec) = (more.access.value(layout: configuration, engine: engine), more.access.spec)
        } else if let option = faceOption(id) {
            (v, spec) = (faceValue(option), option.spec)
        } else {
            return
        }
        setValue(value, v, spec)
    }

    func setProperty(_ id: guint, _ value: UnsafePointer<GValue>) {
        let option = Gtk4Option(rawValue: Int(id)), more = moreOption(id)
        if let f = faceOption(id) { return setFace(f, number(of: value, f.spec)) }
        guard let spec = option?.spec ?? more?.access.spec else { return }
        let v = number(of: value, spec)
        if let option { setPropertyValue(option, v) } else if let more { setCore(more.access, v, pspec: more.pspec) }
        notifyChangedProperties()
    }

    /// Sets an entry the core keeps, redoes what it changes, and notifies
    /// its property (`pspec`, for those beyond ``Gtk4Option``) when its
    /// value changed.
    func setCore(_ access: OptionAccess, _ v: Double, pspec: UnsafeMutablePointer<GParamSpec>?) {
        let before = value(of: access)
        switch access.effect {
        case .layout:
            // Through configure, which turns the CSS and orientable too.
            var c = configuration
            access.set(v, layout: &c, engine: &engine)
            configure { $0 = c }
        case .chrome, .look, .size:
            access.set(v, layout: &configuration, engine: &engine)
            changed(resize: true)
        case .motion, .pages:
            access.set(v, layout: &configuration, engine: &engine)
            changed()
        }
        // Titles laid out for the old width are laid out again.
        if access.spec == OptionTable.titleWidth { titles.removeLayouts() }
        if let w = widget, let pspec, value(of: access) != before {
            g_object_notify_by_pspec(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GObject.self), pspec)
        }
    }

    /// Notifies each property whose value changed since last told, once
    /// per change, whether the change came from Swift, GObject or motion.
    func notifyChangedProperties() {
        guard let w = widget else { return }
        if notifyChanged(w, count: Gtk4Option.all.count, value: { propertyValue(Gtk4Option.all[$0]) }, notified: &notified, pspecs: gtk4Pspecs) {
            thawNotifications(w)
        }
    }

    /// Each event's signal, with the GTK 3 pager's names, for C and
    /// GObject listeners; a click asks should-select-item before
    /// item-selected. A move's end runs its completion.
    func emitSignal(for event: PagerEvent) {
        if case .moveFinished(let id, let finished) = event {
            moves.removeValue(forKey: id)?(finished)
            return
        }
        guard let w = widget else { return }
        let p = OpaquePointer(w)
        @discardableResult
        func emit(_ signal: SlidingPages4Signal, _ value: Int = 0) -> Bool {
            sliding_pages4_pager_emit_event(p, signal, Double(Int32(clamping: value))) != 0
        }
        switch event {
        case .didScroll: _ = sliding_pages4_pager_emit_event(p, SLIDING_PAGES4_DID_SCROLL, engine.motion.position)
        case .currentItemIndexDidChange(let item):
            rememberModelItem()
            emit(SLIDING_PAGES4_CURRENT_ITEM_CHANGED, item)
        case .settled(let page): emit(SLIDING_PAGES4_SETTLED, page)
        case .pageSelected(let page): emit(SLIDING_PAGES4_PAGE_SELECTED, page)
        case .pageShown(let item): emit(SLIDING_PAGES4_PAGE_SHOWN, item)
        case .pageHidden(let item): emit(SLIDING_PAGES4_PAGE_HIDDEN, item)
        case .willBeginDragging: emit(SLIDING_PAGES4_WILL_BEGIN_DRAGGING)
        case .didEndDragging(let decelerate): emit(SLIDING_PAGES4_DID_END_DRAGGING, decelerate ? 1 : 0)
        case .willBeginDecelerating: emit(SLIDING_PAGES4_WILL_BEGIN_DECELERATING)
        case .didEndDecelerating: emit(SLIDING_PAGES4_DID_END_DECELERATING)
        case .didEndScrollingAnimation: emit(SLIDING_PAGES4_DID_END_SCROLLING_ANIMATION)
        case .scrubber(let t):
            switch t {
            case .select: emit(SLIDING_PAGES4_SCRUBBER_SELECT)
            case .deselect: emit(SLIDING_PAGES4_SCRUBBER_DESELECT)
            case .highlight: emit(SLIDING_PAGES4_SCRUBBER_HIGHLIGHT)
            case .unhighlight: emit(SLIDING_PAGES4_SCRUBBER_UNHIGHLIGHT)
            }
        case .tapped(let item):
            if emit(SLIDING_PAGES4_SHOULD_SELECT_ITEM, item) && widget != nil { emit(SLIDING_PAGES4_ITEM_SELECTED, item) }
        case .moveFinished: break
        }
    }
}

import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// The option record's entries the core keeps no value for: how the strip
// looks and whether it shows, the bubble, mouse drags, deferred loading,
// the page a new source opens on and a fixed or measured item extent. The
// face keeps them, and installs them as properties after the core's.

/// The face's values for those entries.
struct FaceOptions {
    var stripHidden = OptionTable.titleStripHidden.defaultValue != 0
    /// Whether the source names its items (no titles: no strip).
    var sourceHasTitles = false
    var showsBubble = OptionTable.scrubberShowsBubble.defaultValue != 0
    var mouseDrags = OptionTable.allowMouseDrag.defaultValue != 0
    var initialPage = Int(OptionTable.initialPage.defaultValue)
    var itemExtent = OptionTable.itemExtent.defaultValue
    var measuresExtent = OptionTable.measuresItemExtent.defaultValue != 0
    /// The host's item extent function, its last answer (nil: none over 0), and
    /// whether a layout since wants it asked again.
    var extentFunction: (() -> Double?)?
    var askedExtent: Double?
    var extentStale = false
    var titleShadow = OptionTable.titleShadow.defaultValue != 0
    var diamonds = OptionTable.titleStripDiamonds.defaultValue != 0
    /// The host's looks (`Pager+Looks`): title and strip colours, the strip's
    /// tile (a GdkTexture, held), the nub widget and image titles.
    var textColour: GdkRGBA?
    var stripBackground: GdkRGBA?
    var patternPath: String?
    var pattern: OpaquePointer?
    var nub: Widget?
    var imageTitles: ((Int) -> OpaquePointer?)?
    /// Whether the press under way came from a mouse (its drags may be
    /// off), where it began, and whether it moved past the drag threshold
    /// (then it is no click either).
    var pressIsMouse = false
    var pressAt = (x: 0.0, y: 0.0)
    var pressMoved = false
}

/// The entries, in property id order after the core's.
enum Gtk4FaceOption: Int, CaseIterable {
    case reducedMotion, titleStripHidden, scrubberShowsBubble, allowMouseDrag, defersItemViewLoading, initialPage, itemExtent, titleShadow,
         titleStripDiamonds, measuresItemExtent

    var spec: OptionSpec { Gtk4FaceOption.specs[rawValue] }
    private static let specs: [OptionSpec] = {
        let t = OptionTable.self
        return [t.reducedMotion, t.titleStripHidden, t.scrubberShowsBubble, t.allowMouseDrag, t.defersItemViewLoading, t.initialPage, t.itemExtent,
                t.titleShadow, t.titleStripDiamonds, t.measuresItemExtent]
    }()

    /// Its property id.
    var id: guint { guint(Gtk4Option.allCases.count + 1 + gtk4MoreOptions.count + rawValue) }
}

/// Their pspecs, in the same order.
nonisolated(unsafe) var gtk4FacePspecs: [UnsafeMutablePointer<GParamSpec>?] = []

extension Pager {
    /// Hides the title strip even when the source names its items.
    public var titleStripHidden: Bool {
        get { face.stripHidden }
        set {
            face.stripHidden = newValue
            showStrip()
        }
    }

    /// The strip shows when the source names its items and it is not hidden.
    func showStrip() {
        var chrome = engine.chrome
        chrome.stripHidden = face.stripHidden || !face.sourceHasTitles
        guard chrome != engine.chrome else { return }
        engine.chrome = chrome
        changed(resize: true)
    }

    /// A bubble naming the page (its title, or "k / n") while the nub is held.
    public var scrubberShowsBubble: Bool {
        get { face.showsBubble }
        set {
            face.showsBubble = newValue
            if let w = widget { gtk_widget_queue_draw(w) }
        }
    }

    /// Whether a mouse drag moves the pages (a touch always does); off, a
    /// mouse press still clicks.
    public var allowsMouseDrag: Bool {
        get { face.mouseDrags }
        set { face.mouseDrags = newValue }
    }

    /// Load pages only once motion stops (the SwipeView seed's option).
    public var defersItemViewLoading: Bool {
        get { engine.defersLoading }
        set {
            engine.defersLoading = newValue
            changed()
        }
    }

    /// The page a new source opens on.
    public var initialPage: Int {
        get { face.initialPage }
        set {
            guard accepted(Double(newValue), OptionTable.initialPage) != nil else { return }
            face.initialPage = newValue
        }
    }

    /// Pixels per item along the axis; nil lets `itemsPerPage` items fill the view.
    public var itemExtent: Double? {
        get { face.itemExtent > 0 ? face.itemExtent : nil }
        set {
            let v = newValue ?? 0
            guard accepted(v, OptionTable.itemExtent) != nil else { return }
            face.itemExtent = v
            configure { $0.itemSizing = v > 0 ? .fixed(v) : .fill }
        }
    }

    /// Pixels per item asked at each layout, before ``itemExtent``; nil, 0 or
    /// less uses that. It is asked from the main loop, never inside the layout,
    /// so the pages follow its answer on the loop's next turn.
    public var itemExtentFunction: (() -> Double?)? {
        get { face.extentFunction }
        set {
            face.extentFunction = newValue
            askExtentLater()
        }
    }

    /// Asks the extent function from an idle; a new answer lays out again.
    func askExtentLater() {
        face.extentStale = true
        afterAllocation(resize: false)
    }

    func askExtent() {
        face.extentStale = false
        // Kept alive through the call: replaced inside, it frees its data after.
        let asked = face.extentFunction.flatMap { f in withExtendedLifetime(f) { callingHost { f() } } }
        // 0 or less: the property's; not a number: warned of.
        let v = asked.flatMap { $0 <= 0 ? nil : accepted($0, OptionTable.itemExtent) }
        guard widget != nil, v != face.askedExtent else { return }
        face.askedExtent = v
        configure { _ in }
    }

    /// Items as long along the axis as the first loaded page asks (its
    /// natural size), when no `itemExtent` is set: SwipeView's `itemSize`
    /// from its first view.
    public var measuresItemExtent: Bool {
        get { face.measuresExtent }
        set {
            face.measuresExtent = newValue
            configure { _ in }
        }
    }

    /// The extent `measuresItemExtent` reads now: the natural size along
    /// the axis of the page in the lowest slot loaded, else of the first
    /// page of the pager's own; nil when it is off or no page is there.
    var measuredExtent: Double? {
        guard face.measuresExtent, face.itemExtent == 0,
              let page = slots.loaded.min(by: { $0.key < $1.key })?.value ?? staticPages.first?.page else { return nil }
        var natural: gint = 0
        gtk_widget_measure(page, configuration.orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, -1,
                           nil, &natural, nil, nil)
        return Double(max(1, natural))
    }

    /// A shadow under the strip's titles.
    public var titleShadow: Bool {
        get { face.titleShadow }
        set {
            face.titleShadow = newValue
            if let w = widget { gtk_widget_queue_draw(w) }
        }
    }

    /// UIScrollSlidingPages' dark diamond pattern behind white titles (off:
    /// the strip takes the theme's header colours).
    public var titleStripDiamonds: Bool {
        get { face.diamonds }
        set {
            face.diamonds = newValue
            // Light titles over the pattern, as the GTK 3 strip's class.
            style?.setClass("patterned", on: newValue || face.pattern != nil, .strip)
            redraw()
        }
    }

    /// Each entry's value as the record's number, and how GObject sets it, in the
    /// entries' order.
    private static let faceProperties: [(get: (Pager) -> Double, set: (Pager, Double) -> Void)] = [
        ({ $0.reducedMotion ? 1 : 0 }, { $0.reducedMotion = $1 != 0 }),
        ({ $0.titleStripHidden ? 1 : 0 }, { $0.titleStripHidden = $1 != 0 }),
        ({ $0.scrubberShowsBubble ? 1 : 0 }, { $0.scrubberShowsBubble = $1 != 0 }),
        ({ $0.allowsMouseDrag ? 1 : 0 }, { $0.allowsMouseDrag = $1 != 0 }),
        ({ $0.defersItemViewLoading ? 1 : 0 }, { $0.defersItemViewLoading = $1 != 0 }),
        ({ Double($0.initialPage) }, { $0.initialPage = Int($1) }),
        ({ $0.face.itemExtent }, { $0.itemExtent = $1 > 0 ? $1 : nil }),
        ({ $0.titleShadow ? 1 : 0 }, { $0.titleShadow = $1 != 0 }),
        ({ $0.titleStripDiamonds ? 1 : 0 }, { $0.titleStripDiamonds = $1 != 0 }),
        ({ $0.measuresItemExtent ? 1 : 0 }, { $0.measuresItemExtent = $1 != 0 }),
    ]

    func faceValue(_ option: Gtk4FaceOption) -> Double { Pager.faceProperties[option.rawValue].get(self) }

    /// Sets an entry from GObject, and notifies it when it changed.
    func setFace(_ option: Gtk4FaceOption, _ v: Double) {
        let before = faceValue(option)
        Pager.faceProperties[option.rawValue].set(self, v)
        guard let w = widget, faceValue(option) != before, option.rawValue < gtk4FacePspecs.count else { return }
        g_object_notify_by_pspec(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GObject.self), gtk4FacePspecs[option.rawValue])
    }

    /// The face's entry a property id names, if any.
    func faceOption(_ id: guint) -> Gtk4FaceOption? { Gtk4FaceOption.allCases.first { $0.id == id } }
}

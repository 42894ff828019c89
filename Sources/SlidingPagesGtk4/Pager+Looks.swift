import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// Looks the host sets over the chrome's CSS nodes, with the GTK 3 pager's names
// and meanings.

extension Pager {
    /// The titles' colour, fading away from the centre; nil takes the `title`
    /// nodes' colours.
    public var titleTextColour: GdkRGBA? {
        get { face.textColour }
        set { face.textColour = newValue; redraw() }
    }

    /// The strip's colour, painted instead of its pattern and the `strip` node's
    /// box; nil paints those.
    public var titleStripBackground: GdkRGBA? {
        get { face.stripBackground }
        set { face.stripBackground = newValue; redraw() }
    }

    /// An image file (PNG, JPEG or TIFF) tiled behind the titles, with light
    /// titles over it as over ``titleStripDiamonds``; nil for none. A file that
    /// cannot be read is warned of, and nil is kept.
    public var titleStripPattern: String? {
        get { face.patternPath }
        set {
            if let old = face.pattern { g_object_unref(UnsafeMutableRawPointer(old)) }
            face.pattern = nil
            face.patternPath = newValue
            if let path = newValue {
                var error: UnsafeMutablePointer<GError>?
                face.pattern = gdk_texture_new_from_filename(path, &error)
                if let error {
                    sliding_pages4_warn("\(calledFromC ?? "titleStripPattern"): '\(path)' cannot be read (\(String(cString: error.pointee.message))); the strip is drawn without it")
                    g_error_free(error)
                    face.patternPath = nil
                }
            }
            style?.setClass("patterned", on: face.diamonds || face.pattern != nil, .strip)
            redraw()
        }
    }

    /// Images drawn as items' titles instead of their text: a GdkPaintable, whose
    /// reference the pager takes, or nil for the text. Asked with the titles of a
    /// source that names its items; drawn at their size, scaled to fit the strip
    /// and faded as text titles are.
    public var imageTitles: ((Int) -> OpaquePointer?)? {
        get { face.imageTitles }
        set {
            face.imageTitles = newValue
            titles.removeAll()
            redraw()
        }
    }

    /// The nub's opacities and timings (`ScrubberFade.pager`: hidden at rest).
    public var scrubberFadeTimings: ScrubberFade {
        get { engine.scrubberFade }
        set { engine.scrubberFade = newValue; redraw() }
    }

    /// A widget shown over the nub's rectangle and faded as it is, instead of the
    /// `nub` node's box; nil draws the box. It takes no input (the pager's drag
    /// holds the nub), and must have no parent (else refused).
    public var scrubberNubWidget: Widget? {
        get { face.nub }
        set {
            guard newValue != face.nub, let w = widget else { return }
            if let n = newValue, sliding_pages4_nub_refused(w, n) != 0 {
                return sliding_pages4_warn("\(calledFromC ?? "scrubberNubWidget"): the nub must be a widget with no parent, not a window, the pager or a widget holding it; the pager keeps its nub")
            }
            if let old = face.nub {
                gtk_widget_set_can_target(old, 1)
                gtk_widget_unparent(old)
                g_object_unref(UnsafeMutableRawPointer(old))
            }
            face.nub = newValue
            if let n = newValue {
                gtk_widget_set_can_target(n, 0)
                gtk_widget_set_parent(n, w)
                // Held too: a view function that hands it back as a page is
                // refused, not given it.
                g_object_ref(UnsafeMutableRawPointer(n))
            }
            // Placed and drawn: no plan, which inside a page call would make its
            // page stale.
            gtk_widget_queue_allocate(w)
        }
    }

    /// The host's nub where the nub is, hidden while none shows (size_allocate).
    func placeNub() {
        guard let n = face.nub else { return }
        let shows = engine.nubFraction != nil
        gtk_widget_set_child_visible(n, shows ? 1 : 0)
        if shows { place(n, frame: engine.nubPixelFrame, paint: .identity) }
    }

    func redraw() { if let w = widget { gtk_widget_queue_draw(w) } }
}

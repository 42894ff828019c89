import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

/// The CSS nodes the chrome is drawn through, under the GTK 3 pager's
/// names (README, "Theming"): invisible children whose style the snapshot
/// reads, so app stylesheets restyle the chrome (fallback: ``ChromeStyleSheet``).
struct ChromeStyle {
    enum Node: Int, CaseIterable {
        case strip, title, selectedTitle, dots, dot, checkedDot, nub, activeNub, bubble
    }

    private var nodes = [Widget?](repeating: nil, count: Node.allCases.count)

    /// The pager's: `strip` › `title`, `dots` › `dot`, `scrubber` › `nub`, `bubble`.
    static func pager(_ w: Widget) -> ChromeStyle {
        var s = ChromeStyle(installingFor: w)
        let strip = s.add(.strip, "strip", under: w)
        s.add(.title, "title", under: strip)
        s.add(.selectedTitle, "title", under: strip, GTK_STATE_FLAG_SELECTED)
        let dots = s.add(.dots, "dots", under: w)
        s.add(.dot, "dot", under: dots)
        s.add(.checkedDot, "dot", under: dots, GTK_STATE_FLAG_CHECKED)
        let scrubber = sliding_pages4_style_node_new(w, "scrubber", GtkStateFlags(0))!
        s.addScrubber(under: scrubber)
        return s
    }

    static func dots(_ w: Widget) -> ChromeStyle {
        var s = ChromeStyle(installingFor: w)
        s.add(.dot, "dot", under: w)
        s.add(.checkedDot, "dot", under: w, GTK_STATE_FLAG_CHECKED)
        return s
    }

    static func scrubber(_ w: Widget) -> ChromeStyle {
        var s = ChromeStyle(installingFor: w)
        s.addScrubber(under: w)
        return s
    }

    private init(installingFor w: Widget) {
        sliding_pages4_install_chrome_css(w, ChromeStyleSheet.fallback)
    }

    private mutating func addScrubber(under parent: Widget) {
        add(.nub, "nub", under: parent)
        add(.activeNub, "nub", under: parent, GTK_STATE_FLAG_ACTIVE)
        add(.bubble, "bubble", under: parent)
    }

    @discardableResult
    private mutating func add(_ node: Node, _ name: String, under parent: Widget, _ state: GtkStateFlags = GtkStateFlags(0)) -> Widget {
        let w = sliding_pages4_style_node_new(parent, name, state)!
        nodes[node.rawValue] = w
        return w
    }

    /// A CSS class on a node (the strip's `patterned`), on or off.
    func setClass(_ name: String, on: Bool, _ node: Node) {
        guard let w = nodes[node.rawValue] else { return }
        if on { gtk_widget_add_css_class(w, name) } else { gtk_widget_remove_css_class(w, name) }
    }

    /// A node's `color`; clear once the nodes went.
    func colour(_ node: Node) -> GdkRGBA {
        var c = GdkRGBA()
        if let w = nodes[node.rawValue] { gtk_style_context_get_color(gtk_widget_get_style_context(w), &c) }
        return c
    }

    /// A node's background and border, drawn in `r`.
    func drawBox(_ s: OpaquePointer, _ node: Node, _ r: Rect) {
        guard let w = nodes[node.rawValue], r.width > 0, r.height > 0 else { return }
        let ctx = gtk_widget_get_style_context(w)
        gtk_snapshot_render_background(s, ctx, r.x, r.y, r.width, r.height)
        gtk_snapshot_render_frame(s, ctx, r.x, r.y, r.width, r.height)
    }

    /// A Pango context in a node's font, made now (a kept widget context
    /// would keep the font it was made with).
    func fontContext(_ node: Node) -> OpaquePointer? {
        nodes[node.rawValue].flatMap { gtk_widget_create_pango_context($0) }
    }
}

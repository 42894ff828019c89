import CSlidingPagesGtk
import Glibc
import SlidingPages

/// A widget rendered to pixels with gtk_widget_draw: what the pager paints,
/// read back exactly. Each snapshot is also written to
/// `$SLIDING_PAGES_SHOTS/NAME.png` when that folder is set, to look at.
@MainActor
struct Snapshot {
    let width: Int
    let height: Int
    private let bytes: [UInt8]
    private let stride: Int

    init(_ widget: Widget, name: String) {
        // gtk_widget_draw skips a widget that waits for an allocation.
        GTKTest.pump(until: { gtk_widget_get_allocated_width(widget) > 1 })
        GTKTest.pump(0.03)
        width = Int(gtk_widget_get_allocated_width(widget))
        height = Int(gtk_widget_get_allocated_height(widget))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gint(width), gint(height))
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 0, 1)  // magenta shows anything left unpainted
        cairo_paint(cr)
        gtk_widget_draw(widget, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
        if let dir = getenv("SLIDING_PAGES_SHOTS") {
            cairo_surface_write_to_png(surface, String(cString: dir) + "/" + name + ".png")
        }
        cairo_surface_destroy(surface)
    }

    /// (r, g, b) 0…255 at a pixel (ARGB32, opaque here).
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let i = y * stride + x * 4
        return (Int(bytes[i + 2]), Int(bytes[i + 1]), Int(bytes[i]))
    }

    func luminance(_ x: Int, _ y: Int) -> Int {
        let (r, g, b) = rgb(x, y)
        return (r * 299 + g * 587 + b * 114) / 1000
    }

    /// How many pixels in a rectangle satisfy `test`.
    func count(x: Int, y: Int, w: Int, h: Int, _ test: (Int, Int, Int) -> Bool) -> Int {
        var n = 0
        for yy in max(0, y)..<min(height, y + h) {
            for xx in max(0, x)..<min(width, x + w) {
                let (r, g, b) = rgb(xx, yy)
                if test(r, g, b) { n += 1 }
            }
        }
        return n
    }
}

/// Page widgets filled with a solid colour by CSS.
@MainActor
enum ColourPages {
    static var installed = false

    static let colours = ["#c0392b", "#2471a3", "#229954", "#d68910", "#7d3c98", "#17a589"]

    static func install() {
        guard !installed else { return }
        installed = true
        let css = gtk_css_provider_new()
        var text = ""
        for (k, c) in colours.enumerated() { text += ".colour\(k) { background-color: \(c); }\n" }
        gtk_css_provider_load_from_data(css, text, -1, nil)
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(css)
    }

    /// A box painted with colour `index % 6`.
    static func page(_ index: Int, reusing: Widget?) -> Widget {
        install()
        let box = reusing ?? gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let style = gtk_widget_get_style_context(box)
        for k in 0..<colours.count { gtk_style_context_remove_class(style, "colour\(k)") }
        gtk_style_context_add_class(style, "colour\(index % colours.count)")
        return box
    }

    static func rgb(_ index: Int) -> (Int, Int, Int) {
        let hex = Array(colours[index % colours.count].dropFirst())
        func byte(_ i: Int) -> Int { Int(String(hex[i..<i + 2]), radix: 16)! }
        return (byte(0), byte(2), byte(4))
    }
}

func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ tolerance: Int = 12) -> Bool {
    abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
}

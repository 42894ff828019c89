import CSlidingPagesGtk
import XCTest
@testable import SlidingPages

/// A title shaped straight into glyphs must look exactly like the same
/// title laid out by Pango: same extents, same coverage, pixel for pixel.
@MainActor
final class TitleTextChecks: WidgetChecks {
    static let width = 134.0  // the default title width less its margins

    /// The title rendered into an A8 image `w` × `h` units at device
    /// `scale`, top-left at (2, 2).
    func coverage(_ t: TitleText, _ w: Int32, _ h: Int32, scale: Int32) -> [UInt8] {
        let s = cairo_image_surface_create(CAIRO_FORMAT_A8, w * scale, h * scale)!
        cairo_surface_set_device_scale(s, Double(scale), Double(scale))
        let cr = cairo_create(s)!
        cairo_move_to(cr, 2, 2)
        t.show(cr)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        var out: [UInt8] = []
        for y in 0..<Int(h * scale) { for x in 0..<Int(w * scale) { out.append(data[y * stride + x]) } }
        cairo_surface_destroy(s)
        return out
    }

    func same(_ a: PangoRectangle, _ b: PangoRectangle) -> Bool {
        a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height
    }

    func testDirectTitlesMatchLaidOutOnes() {
        let label = gtk_label_new(nil)!
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        watch.watch(label, "label")
        let bold = pango_font_description_from_string("Sans Bold 13")
        defer { pango_font_description_free(bold) }
        let plain: [String] = ["Page 123456", "Inbox", "AVA To. Ty", "fi ffl office", "x", "  spaced  out ", "Wj|gq_~"]
        let rtlNeutral = ["123", "1 - 2", "(7)", "(1,024) #7 @"]
        let laidOnly = ["Café", "שלום", "Page \u{1F600}", "", "A title far too long to fit the strip without its ellipsis at the end"]
        var compared = 0
        for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
            gtk_widget_set_direction(label, direction)
            for font in [nil, bold] {
                for text in plain + rtlNeutral + laidOnly {
                    let direct = TitleText(direct: text, widget: label, font: font, width: Self.width)
                    let laid = TitleText(laidOut: text, widget: label, font: font, width: Self.width)
                    let expectDirect = plain.contains(text) || (rtlNeutral.contains(text) && direction == GTK_TEXT_DIR_LTR)
                    XCTAssertEqual(direct != nil, expectDirect, "\(text.debugDescription) \(direction) shaped directly")
                    XCTAssertEqual(TitleText.make(text, widget: label, font: font, width: Self.width).isDirect, expectDirect)
                    guard let direct else { continue }
                    XCTAssertTrue(same(direct.ink, laid.ink), "\(text.debugDescription) ink \(direct.ink) vs \(laid.ink)")
                    XCTAssertTrue(same(direct.logical, laid.logical), "\(text.debugDescription) logical \(direct.logical) vs \(laid.logical)")
                    let w = Int32(max(laid.logical.x + laid.logical.width, laid.ink.x + laid.ink.width) + 4)
                    let h = Int32(max(laid.logical.y + laid.logical.height, laid.ink.y + laid.ink.height) + 4)
                    for scale: Int32 in [1, 2] {
                        let a = coverage(direct, w, h, scale: scale), b = coverage(laid, w, h, scale: scale)
                        XCTAssertGreaterThan(b.filter { $0 > 0 }.count, 0, "\(text.debugDescription) drew nothing")
                        let differing = zip(a, b).filter { $0 != $1 }.count
                        XCTAssertEqual(differing, 0, "\(text.debugDescription) \(direction) ×\(scale): \(differing) of \(a.count) pixels differ")
                    }
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, 2 * (plain.count * 2) + 2 * rtlNeutral.count)
        g_object_unref(UnsafeMutableRawPointer(label))
    }
}

final class TitleTextTests: XCTestCase {
    func testDirectTitlesMatchLaidOutOnes() throws { try runChecks(TitleTextChecks.self) { $0.testDirectTitlesMatchLaidOutOnes() } }
}

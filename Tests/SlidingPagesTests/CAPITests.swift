import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCAPI
import XCTest
@testable import SlidingPages

/// The C API as a C host calls it, titles with invalid UTF-8 included.
@MainActor
final class CAPIChecks: WidgetChecks {
    override func finish(file: StaticString, line: UInt) {
        super.finish(file: file, line: line)
        XCTAssertEqual(CAPIChecks.destroyed, 1, "the host's destroy notify ran once", file: file, line: line)
    }

    nonisolated(unsafe) static var destroyed = 0

    func testCCallbacksAndBadTitles() {
        CAPIChecks.destroyed = 0
        let w = sliding_pages_pager_new()!
        watch.watch(w, "pager")
        let pager = OpaquePointer(w)
        let data = UnsafeMutableRawPointer(bitPattern: 0x5eed)
        capi_set_source(pager, 100, { index, reusing, _ in
            let label = reusing ?? gtk_label_new(nil)!
            gtk_label_set_text(sp_label(label), "C page \(index)")
            return label
        }, { index, _ in
            // 0xff 0xfe are never valid UTF-8; page 1 is empty, page 2 huge.
            switch index {
            case 0:
                let bytes: [UInt8] = Array("Bad ".utf8) + [0xff, 0xfe, 0]
                let p = g_malloc(gsize(bytes.count))!.assumingMemoryBound(to: CChar.self)
                for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
                return p
            case 1: return g_strdup("")
            default: return g_strdup(String(repeating: "long ", count: 5_000))
            }
        }, data, { d in
            XCTAssertEqual(d, UnsafeMutableRawPointer(bitPattern: 0x5eed))
            CAPIChecks.destroyed += 1
        })
        window = GTKTest.window(with: w)
        let p = Pager.from(w)!
        if case .text(let t)? = p.title(forPage: 0) {
            XCTAssertEqual(t, "Bad \u{FFFD}\u{FFFD}", "invalid bytes become replacement characters")
        } else {
            XCTFail("no title for page 0")
        }
        _ = Snapshot(w, name: "c-api-titles")
        XCTAssertEqual(capi_get_n_items(pager), 100)
        capi_scroll_to_page(pager, 42, 0)
        GTKTest.pump(0.05)
        XCTAssertEqual(capi_get_current_page(pager), 42)
        XCTAssertEqual(capi_get_position(pager), 42)
        XCTAssertLessThanOrEqual(capi_get_live_pages(pager), 3)
        capi_set_n_items(pager, 10)
        GTKTest.pump(0.05)
        XCTAssertEqual(capi_get_current_page(pager), 9)
        // Not a pager: a clear warning, and the host's data is freed.
        let label = gtk_label_new("x")!
        let mark = capturedLog.count
        capi_set_source(OpaquePointer(label), 3, { _, r, _ in r }, nil, nil, { _ in CAPIChecks.destroyed += 100 })
        XCTAssertTrue(LogCapture.since(mark).contains { $0.contains("not a SlidingPagesPager") })
        CAPIChecks.destroyed -= 100
        g_object_ref_sink(label)
        g_object_unref(label)
    }
}

final class CAPITests: XCTestCase {
    func testCCallbacksAndBadTitles() throws { try runChecks(CAPIChecks.self) { $0.testCCallbacksAndBadTitles() } }
}

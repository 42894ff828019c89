import CSlidingPagesGtk
import SlidingPagesCore
import XCTest

/// The core reads GDK's key values as X11 keysyms: GDK's own constants
/// (GTK 3's here, GTK 4's are the same numbers) name the same keys.
final class KeysymTests: XCTestCase {
    func testGDKKeysAreTheCoresKeys() {
        let keys: [(Int32, PagerKey)] = [
            (GDK_KEY_Left, .left), (GDK_KEY_KP_Left, .left), (GDK_KEY_Right, .right), (GDK_KEY_KP_Right, .right),
            (GDK_KEY_Up, .up), (GDK_KEY_KP_Up, .up), (GDK_KEY_Down, .down), (GDK_KEY_KP_Down, .down),
            (GDK_KEY_Page_Up, .pageUp), (GDK_KEY_KP_Page_Up, .pageUp), (GDK_KEY_Page_Down, .pageDown),
            (GDK_KEY_KP_Page_Down, .pageDown), (GDK_KEY_Home, .home), (GDK_KEY_KP_Home, .home),
            (GDK_KEY_End, .end), (GDK_KEY_KP_End, .end),
        ]
        for (sym, key) in keys { XCTAssertEqual(PagerKey(keysym: UInt32(sym)), key, "keysym \(sym)") }
        for sym in [GDK_KEY_Tab, GDK_KEY_Return, GDK_KEY_space, GDK_KEY_a, GDK_KEY_Escape, GDK_KEY_KP_Begin] {
            XCTAssertNil(PagerKey(keysym: UInt32(sym)), "keysym \(sym) is not the pager's")
        }
    }
}

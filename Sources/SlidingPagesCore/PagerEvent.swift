/// What the pager tells its delegate (and, as GObject signals, C hosts).
///
/// The legal orders, after the SwipeView seed's descriptions:
///
/// - **Drag or touchpad swipe:** `willBeginDragging`, then any number of
///   `didScroll` / `currentItemIndexDidChange`, then
///   `didEndDragging(willDecelerate:)`. With `willDecelerate` true (the pager
///   still has to move, including a paging snap), `willBeginDecelerating`,
///   more `didScroll` / `currentItemIndexDidChange`, and `didEndDecelerating`,
///   also when a new drag interrupts the coasting, so every `willBegin…` has
///   its `didEnd…`.
/// - **Programmatic move, wheel notch, key, autoplay:** `didScroll` /
///   `currentItemIndexDidChange` as it moves, then
///   `didEndScrollingAnimation` when an animated move arrives (not for a
///   jump, not when interrupted), then `moveFinished(id:finished:)` for a
///   move that carried an id.
/// - **Settled:** `settled(page:)` once motion stops on a page other than the
///   one last settled on (the "page changed" event SwipeView users asked
///   for), after the events above.
/// - **Selected:** `pageSelected(page:)` as soon as the page motion heads
///   for is known and differs from the last one selected (ViewPager2's
///   `onPageSelected`): at a release (after `willBeginDecelerating` when
///   the pages coast on), as a move,
///   key, wheel notch or snap starts, and at the latest just before the
///   `settled` of that page.
/// - **Tap:** `tapped(item:)` for a press and release that never became a drag.
/// - **Scrubber:** `scrubber(.highlight)` when the nub is grabbed, before
///   its drag's `willBeginDragging`, and `scrubber(.unhighlight)` when it is
///   let go; `scrubber(.select)` when scrolling wakes the scrubber, before
///   the events of the step that woke it, and `scrubber(.deselect)` once it
///   has faded back to rest.
/// `currentItemIndexDidChange` is live: it fires mid-drag as the anchor
/// crosses items.
public enum PagerEvent: Sendable, Equatable, CustomStringConvertible {
    /// The pages moved.
    case didScroll
    /// The current item changed (live, mid-drag).
    case currentItemIndexDidChange(Int)
    /// The pages came to rest on `page`.
    case settled(page: Int)
    /// The page motion now heads for, as soon as it is known.
    case pageSelected(page: Int)
    /// An item's page came into view (not when it was only preloaded).
    case pageShown(item: Int)
    /// An item's page left the view.
    case pageHidden(item: Int)
    /// A drag took hold.
    case willBeginDragging
    /// The drag ended; `willDecelerate`: the pages coast on.
    case didEndDragging(willDecelerate: Bool)
    /// The pages coast after a fling.
    case willBeginDecelerating
    /// The coasting stopped.
    case didEndDecelerating
    /// A programmatic move, key, wheel notch or autoplay step ended.
    case didEndScrollingAnimation
    /// The move `id` ended; `finished`: it arrived.
    case moveFinished(id: Int, finished: Bool)
    /// A click on a page, to be allowed and selected.
    case tapped(item: Int)
    /// The scrubber changed state (SPTScrollViewScrubber's delegate calls).
    case scrubber(ScrubberTransition)

    public var description: String {
        switch self {
        case .didScroll: return "scroll"
        case .currentItemIndexDidChange(let i): return "current-item-changed index=\(i)"
        case .settled(let p): return "settled page=\(p)"
        case .pageSelected(let p): return "page-selected page=\(p)"
        case .pageShown(let i): return "page-shown index=\(i)"
        case .pageHidden(let i): return "page-hidden index=\(i)"
        case .willBeginDragging: return "will-begin-dragging"
        case .didEndDragging(let d): return "did-end-dragging will-decelerate=\(d)"
        case .willBeginDecelerating: return "will-begin-decelerating"
        case .didEndDecelerating: return "did-end-decelerating"
        case .didEndScrollingAnimation: return "did-end-scrolling-animation"
        case .moveFinished(let id, let f): return "move-finished id=\(id) finished=\(f)"
        case .tapped(let i): return "selected index=\(i)"
        case .scrubber(let t): return "scrubber \(t)"
        }
    }
}

/// A key the pager understands.
public enum PagerKey: Sendable, Equatable {
    /// The arrow keys, Page Up and Down, Home and End, as pressed (the
    /// layout turns them into intents, mirrored for right to left).
    case left, right, up, down, pageUp, pageDown, home, end

    /// The key an X11 keysym names (GDK's key values in GTK 3 and 4 are
    /// these), the keypad's twins included; nil for any other key. The
    /// values are X11's keysymdef.h.
    public init?(keysym: UInt32) {
        switch keysym {
        case 0xff51, 0xff96: self = .left
        case 0xff53, 0xff98: self = .right
        case 0xff52, 0xff97: self = .up
        case 0xff54, 0xff99: self = .down
        case 0xff55, 0xff9a: self = .pageUp
        case 0xff56, 0xff9b: self = .pageDown
        case 0xff50, 0xff95: self = .home
        case 0xff57, 0xff9c: self = .end
        default: return nil
        }
    }

    /// The key, unless Control, Alt, Super, Hyper or Meta is held (GDK's
    /// masks, the same in GTK 3 and 4): those are the host's shortcuts,
    /// AdwLeaflet's Alt+Left or a notebook's Ctrl+Page Down, not page keys.
    /// Shift, Caps Lock and Num Lock leave a key the pager's.
    public init?(keysym: UInt32, modifiers: UInt32) {
        let shortcuts: UInt32 = 1 << 2 | 1 << 3 | 1 << 26 | 1 << 27 | 1 << 28
        guard modifiers & shortcuts == 0 else { return nil }
        self.init(keysym: keysym)
    }
}

/// What a key asks for.
public enum KeyIntent: Sendable, Equatable {
    /// One item or page back or on, or the first or last.
    case previousItem, nextItem, previousPage, nextPage, first, last
}

extension PagerLayout {
    /// Whether keyboard focus moving `direction` goes on through the pages
    /// in item order (Tab, Down, and the arrow toward later pages in the
    /// text direction) rather than back.
    public func focusGoesForward(_ direction: FocusDirection) -> Bool {
        let mirrored = configuration.rightToLeft && configuration.orientation == .horizontal
        switch direction {
        case .tabForward, .down: return true
        case .right: return !mirrored
        case .left: return mirrored
        case .tabBackward, .up: return false
        }
    }

    /// Where focus moving `direction` from `origin` goes among the `count`
    /// pages Tab walks (``focusSlots(at:)``, in item order): Tab and
    /// Shift+Tab walk them in order, then leave; arrows stay within the
    /// focused page; the pager takes focus itself only from outside, when
    /// the pages offer none.
    public func focusWalk(pages count: Int, direction: FocusDirection, from origin: FocusOrigin) -> FocusWalk {
        let forward = focusGoesForward(direction)
        let all = forward ? Array(0..<count) : Array((0..<count).reversed())
        switch origin {
        case .outside:
            return FocusWalk(pages: all, takesFocus: true)
        case .pager:
            // The pager comes before its pages: forward from it enters them.
            return FocusWalk(pages: forward ? all : [], takesFocus: false)
        case .page(let i):
            guard direction == .tabForward || direction == .tabBackward, let i else { return FocusWalk(pages: [], takesFocus: false) }
            return FocusWalk(pages: forward ? Array((i + 1)..<max(i + 1, count)) : Array((0..<min(i, count)).reversed()), takesFocus: false)
        }
    }

    /// The intent of a key for this pager: arrows along the scroll axis move
    /// one item (mirrored for right-to-left), Page Up/Down one page,
    /// Home/End to the ends. Arrows across the axis are not the pager's
    /// (`nil`), so focus can move with them.
    public func intent(for key: PagerKey) -> KeyIntent? {
        let rtl = configuration.rightToLeft
        switch (configuration.orientation, key) {
        case (.horizontal, .left): return rtl ? .nextItem : .previousItem
        case (.horizontal, .right): return rtl ? .previousItem : .nextItem
        case (.vertical, .up): return .previousItem
        case (.vertical, .down): return .nextItem
        case (_, .pageUp): return .previousPage
        case (_, .pageDown): return .nextPage
        case (_, .home): return .first
        case (_, .end): return .last
        default: return nil
        }
    }
}

/// The ways keyboard focus moves, numbered as GTK's GtkDirectionType (in
/// GTK 3 and 4 alike), so a face converts by number.
public enum FocusDirection: Int, Sendable, Equatable {
    /// Tab and Shift+Tab, and the arrow keys.
    case tabForward, tabBackward, up, down, left, right
}

/// Where keyboard focus is as it moves through a pager.
public enum FocusOrigin: Sendable, Equatable {
    /// Outside the pager.
    case outside
    /// On the pager itself.
    case pager
    /// In a child: the page at this index among those Tab walks, or nil for
    /// another child (a page peeking in, say).
    case page(Int?)
}

/// Where focus goes: the pages to offer it to, in order (indices among
/// those Tab walks), and whether the pager takes it itself when none does.
public struct FocusWalk: Sendable, Equatable {
    /// The pages offered focus, in order.
    public var pages: [Int]
    /// Whether the pager takes focus when no page does.
    public var takesFocus: Bool

    /// A walk.
    public init(pages: [Int], takesFocus: Bool) {
        self.pages = pages
        self.takesFocus = takesFocus
    }
}

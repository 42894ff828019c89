/// The motion options and tuning constants, with where each number came from.
/// Times are in seconds, distances in pixels unless a name says otherwise.
public struct MotionConfiguration: Sendable, Equatable {
    /// Stop on pages (on by default, as every seed).
    public var pagingEnabled = true
    /// Let the user drag, swipe, wheel and use keys (programmatic moves work regardless).
    public var scrollEnabled = true
    /// Rubber-band past the ends (ignored when wrapping).
    public var bounces = true
    /// Let a fling travel several pages; off by default, as HdyCarousel's
    /// `allow-long-swipes` (a fling moves at most one page).
    public var allowsLongSwipes = false
    /// Velocity kept per millisecond while coasting without paging: 0.998
    /// is libhandy's touch deceleration and UIKit's "normal" rate.
    public var decelerationRate = 0.998
    /// The rates a pager takes: slower than 0.5 a millisecond stops at
    /// once, 0.99999 coasts for minutes. The property's range comes from
    /// here (OptionTable); the C header's SLIDING_PAGES_DECELERATION_RATE_MIN
    /// and _MAX repeat it for C hosts, and a widget test holds them equal.
    public static let decelerationRateRange = 0.5...0.99999
    /// Touchpad coasting decays faster (libhandy: 0.997).
    public var touchpadDecelerationRate = 0.997
    /// Every animation becomes a jump (the widget binds this to
    /// `gtk-enable-animations`).
    public var reducedMotion = false
    /// The pages get frames (the widget is mapped). Off screen a move
    /// jumps, as no frame comes to animate it (AdwCarousel's skip to their
    /// end unmapped), and autoplay and autoscroll wait.
    public var onScreen = true

    // Swipe tracking (libhandy/libadwaita HdySwipeTracker).
    /// Pixels a pointer must travel before a drag starts.
    public var dragThreshold = 16.0
    /// Velocity is measured over the events of the last 150 ms.
    public var velocityWindow = 0.150
    /// Release speeds below these, in pixels (touch) or touchpad units per
    /// millisecond, snap by position instead of flinging.
    public var flingThreshold = 0.3
    /// Page widths a second a touchpad swipe must reach to fling.
    public var touchpadFlingThreshold = 0.6
    /// Touchpad scroll units that make one page: 400 horizontally, 300 vertically.
    public var touchpadUnitsPerPageHorizontal = 400.0
    /// Touchpad scroll units a page takes on a vertical pager.
    public var touchpadUnitsPerPageVertical = 300.0
    /// A touchpad scroll is rejected when its pager-axis part is less than
    /// 1.2 × the cross-axis part (it belongs to whatever scrolls across).
    public var touchpadAxisRatio = 1.2

    // Settling.
    /// AdwCarousel's spring: mass 1, stiffness 500, damping ratio 1
    /// (critically damped: about 0.3 s for one page).
    public var springStiffness = 500.0
    /// 1 settles without overshoot; below it a page overshoots and rings
    /// back, above it creeps in (AdwSpringParams' damping ratio).
    public var springDampingRatio = 1.0
    /// The spring's mass: heavier pages are slower to start and to stop.
    public var springMass = 1.0
    /// The spring stops (and lands exactly on its target) once it is within
    /// this many pixels and moving slower than `restSpeed` pixels a second.
    public var restDistance = 0.5
    /// Pixels a second below which a settle has come to rest.
    public var restSpeed = 20.0

    // Programmatic moves, wheel and autoplay.
    /// HdyCarousel's `animation-duration` for page moves.
    public var pageAnimationDuration = 0.25
    /// A mouse wheel turns pages (HdyCarousel's `allow-scroll-wheel`);
    /// touchpad swipes are drags and stay.
    public var allowsScrollWheel = true
    /// A mouse-wheel notch within 150 ms of the last accepted one is dropped
    /// (AdwCarousel's cooldown), so a burst does not race through pages.
    public var wheelCooldown = 0.150
    /// A programmatic move of more pages than this first jumps to this many
    /// pages before the target, then animates (Android ViewPager2 uses 3).
    public var longJumpPages = 3
    /// Page-by-page autoplay: seconds at rest before moving on; `nil` is off.
    public var autoplayInterval: Double?
    /// Continuous autoscroll in items per second; positive moves forward
    /// (the SwipeView seed's sign was inverted; this one is not).
    public var autoscroll = 0.0

    /// UIScrollView's well-known rubber-band constant: an overscroll of x
    /// pixels shows as `(1 − 1 / (x·c/d + 1))·d` for a viewport of d pixels.
    public var rubberBandConstant = 0.55

    /// The defaults (the seeds' and HdyCarousel's numbers).
    public init() {}

    /// The settling spring these options describe.
    public func spring(from: Double, to target: Double, velocity: Double) -> Spring {
        Spring(from: from, to: target, velocity: velocity, stiffness: springStiffness, dampingRatio: springDampingRatio, mass: springMass)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// How each page in view is drawn at its offset from the current page, in
// the manner of ViewPager2's PageTransformer: the page keeps its place for
// input and focus; only its picture is moved, scaled, turned and faded.

/// What a page transformer gives for one page. Distances are in page
/// extents and follow item order along the scroll axis (positive is toward
/// later items, whatever the text direction); angles are in radians.
/// ``identity`` draws the page as it lies.
public struct PageTransform: Sendable, Equatable {
    /// About the page's centre; 0…1 (more is drawn as 1).
    public var scale = 1.0
    /// The page's opacity, 0…1.
    public var alpha = 1.0
    /// The picture moves along the axis by this many page extents.
    public var translation = 0.0
    /// And across it, in page extents across.
    public var crossTranslation = 0.0
    /// A turn in the page's plane, about its centre.
    public var rotation = 0.0
    /// A turn about the line across the axis through the page's centre (a
    /// card turning over), drawn foreshortened: the page narrows along the
    /// axis by cos(turn).
    public var turn = 0.0
    /// The content slides inside the page's own frame (parallax): the
    /// frame stays, the picture in it moves by this many extents.
    public var contentShift = 0.0
    /// Pages are drawn from the lowest elevation up (ViewPager2's
    /// translationZ); pages of one elevation in no set order.
    public var elevation = 0.0

    /// A transform; each part defaults to none.
    public init(scale: Double = 1, alpha: Double = 1, translation: Double = 0, crossTranslation: Double = 0,
                rotation: Double = 0, turn: Double = 0, contentShift: Double = 0, elevation: Double = 0) {
        self.scale = scale
        self.alpha = alpha
        self.translation = translation
        self.crossTranslation = crossTranslation
        self.rotation = rotation
        self.turn = turn
        self.contentShift = contentShift
        self.elevation = elevation
    }

    /// No change: the page as it lies.
    public static let identity = PageTransform()

    /// The same transform with every value made safe to draw: finite,
    /// scale and alpha within 0…1, distances within ±4 extents.
    public var sanitized: PageTransform {
        func unit(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : fallback }
        func bounded(_ v: Double) -> Double { v.isFinite ? min(max(v, -4), 4) : 0 }
        func angle(_ v: Double) -> Double { v.isFinite ? (abs(v) <= Double.pi ? v : remainder(v, 2 * Double.pi)) : 0 }
        return PageTransform(scale: unit(scale, 1), alpha: unit(alpha, 1), translation: bounded(translation),
                             crossTranslation: bounded(crossTranslation), rotation: angle(rotation), turn: angle(turn),
                             contentShift: bounded(contentShift), elevation: elevation.isFinite ? min(max(elevation, -1000), 1000) : 0)
    }
}

/// The built-in page effects (the `page-effect` property).
public enum PageEffect: Int, Sendable, CaseIterable {
    /// Pages are drawn as they lie.
    case none = 0
    /// The seed's zoom-out: every page shrinks slightly (to 93 %) while the
    /// pages move away from where they would rest.
    case zoomOut = 1
    /// The next page waits behind the current one and grows into place as
    /// it leaves (ViewPager2's DepthPageTransformer: from 75 %).
    case depth = 2
    /// Pages stay put and cross-fade.
    case fade = 3
    /// A page's content moves at half the speed of its frame.
    case parallax = 4

    /// Whether its transform depends on the page's offset (`.none` and
    /// `.zoomOut` draw every page as it lies).
    public var followsOffset: Bool { self != .none && self != .zoomOut }

    /// ViewPager2's depth transformer's smallest scale.
    public static let depthMinimumScale = 0.75
    /// How much of the frame's motion the content keeps out of.
    public static let parallaxFactor = 0.5

    /// The transform for a page `offset` pages from the current position
    /// (0 at rest on it, −1 one page before, 1 one page after). Identity
    /// at offset 0. `.zoomOut` depends on motion, not on the offset: it
    /// scales every page by `zoom` (``PagerEngine/pageScale``, 1 at rest).
    public func transform(offset: Double, zoom: Double = 1) -> PageTransform {
        guard offset.isFinite else { return .identity }
        switch self {
        case .none:
            return .identity
        case .zoomOut:
            return zoom == 1 ? .identity : PageTransform(scale: zoom)
        case .depth:
            // Leaving toward earlier pages: slides as usual.
            if offset <= 0 { return offset > -1 ? .identity : PageTransform(alpha: 0) }
            // Past one page it keeps its place behind, smallest and unseen.
            let o = min(offset, 1)
            let s = PageEffect.depthMinimumScale + (1 - PageEffect.depthMinimumScale) * (1 - o)
            // Behind the page that is leaving.
            return PageTransform(scale: s, alpha: 1 - o, translation: -o, elevation: -1)
        case .fade:
            guard abs(offset) < 1 else { return PageTransform(alpha: 0) }
            return PageTransform(alpha: 1 - abs(offset), translation: -offset)
        case .parallax:
            return PageTransform(contentShift: -offset * PageEffect.parallaxFactor)
        }
    }
}

/// A page transform in the pager's pixels, as the widget draws it: the
/// picture is moved by (dx, dy), turned by `rotation` and scaled by
/// (scaleX, scaleY) about the page's centre, clipped to the moved frame,
/// and its content shifted inside that frame by (shiftX, shiftY).
public struct PagePaint: Sendable, Equatable {
    /// Scale across.
    public var scaleX = 1.0
    /// Scale down.
    public var scaleY = 1.0
    /// Opacity, 0…1.
    public var alpha = 1.0
    /// Pixels moved across.
    public var dx = 0.0
    /// Pixels moved down.
    public var dy = 0.0
    /// Radians turned in the page's plane.
    public var rotation = 0.0
    /// Pixels the content moves across inside the page.
    public var shiftX = 0.0
    /// Pixels the content moves down inside the page.
    public var shiftY = 0.0
    /// How far the page stands out (a shadow's depth).
    public var elevation = 0.0

    /// No change.
    public init() {}

    /// No change: the page drawn as it lies.
    public static let identity = PagePaint()

    /// `t` for a page `width` × `height` pixels on an axis: along-axis
    /// distances flip with right-to-left so they keep to item order, and a
    /// turn foreshortens the axis. `reveal` (a page growing into place:
    /// its scale and opacity) multiplies in.
    public init(_ t: PageTransform, width: Double, height: Double, orientation: Orientation, rightToLeft: Bool,
                reveal: (scale: Double, alpha: Double) = (1, 1)) {
        // Most pages are drawn as they lie: the identity needs no sanitizing.
        let t = t == .identity ? t : t.sanitized
        let s = t.scale * reveal.scale
        let foreshortened = abs(cos(t.turn))
        alpha = t.alpha * reveal.alpha
        rotation = t.rotation
        elevation = t.elevation
        switch orientation {
        case .horizontal:
            let sign: Double = rightToLeft ? -1 : 1
            scaleX = s * foreshortened
            scaleY = s
            dx = sign * t.translation * width
            dy = t.crossTranslation * height
            shiftX = sign * t.contentShift * width
        case .vertical:
            scaleX = s
            scaleY = s * foreshortened
            dx = t.crossTranslation * width
            dy = t.translation * height
            shiftY = t.contentShift * height
        }
    }

    /// Drawn exactly as the page lies.
    public var isIdentity: Bool { self == .identity }

    /// Drawn nowhere: transparent, or scaled to (almost) nothing, so it
    /// should take no input either.
    public var isUnseen: Bool { alpha <= 0.001 || abs(scaleX) < 0.001 || abs(scaleY) < 0.001 }
}

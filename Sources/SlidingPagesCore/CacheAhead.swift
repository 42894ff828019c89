/// Which pages mapped ahead of view keep a cache of their drawing, and the
/// order the caches are drawn in between frames: nearest the view first,
/// while their cached pixels stay within twice the viewport's area (the
/// pages about to scroll in; with many small items a window holds many,
/// and a cache is a server-side pixmap, four bytes a pixel).
public enum CacheAhead {
    /// A page's place in the pager's pixels.
    public typealias Frame = (x: Int, y: Int, width: Int, height: Int)

    /// One rank per frame into `ranks`: 1, 2, … in the order to draw;
    /// -1 past the budget (the page's cache is dropped); 0 for a page with
    /// no cache (empty, or over `maximumPixels`, drawn each frame instead).
    /// Ties keep the frames' order. Allocates nothing once `ranks` has
    /// room.
    public static func rank(_ frames: [Frame], viewport: (width: Int, height: Int), maximumPixels: Int, into ranks: inout [Int]) {
        ranks.removeAll(keepingCapacity: true)
        let unranked = Int.min
        for f in frames {
            // width × height ≤ maximum, without overflow.
            ranks.append(f.width > 0 && f.height > 0 && f.width <= maximumPixels / f.height ? unranked : 0)
        }
        var budget = 2 * max(0, viewport.width) * max(0, viewport.height)
        var next = 1
        while true {
            var best = -1, nearest = Int.max
            for i in frames.indices where ranks[i] == unranked {
                let d = distance(frames[i], viewport)
                if d < nearest { best = i; nearest = d }
            }
            guard best >= 0 else { return }
            budget -= frames[best].width * frames[best].height
            if budget < 0 {
                ranks[best] = -1
            } else {
                ranks[best] = next
                next += 1
            }
        }
    }

    /// How far `f` lies beyond the viewport's edges, across plus down.
    static func distance(_ f: Frame, _ viewport: (width: Int, height: Int)) -> Int {
        let dx = f.x + f.width <= 0 ? -(f.x + f.width) : f.x >= viewport.width ? f.x - viewport.width : 0
        let dy = f.y + f.height <= 0 ? -(f.y + f.height) : f.y >= viewport.height ? f.y - viewport.height : 0
        return dx + dy
    }
}

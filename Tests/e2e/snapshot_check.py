#!/usr/bin/env python3
"""Checks a sample snapshot for the pixels that prove its scenario is drawn.

Usage: snapshot_check.py SCENARIO FILE.png
Counts pixels near the colours each scenario must show (so it holds on X11
and on Wayland, where client-side decorations move things). Reads PNG with
zlib alone. Prints one line and exits 1 when a check fails.
"""
import colorsys, struct, sys, zlib


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, ctype = 8, b"", 0, 0, 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and ctype in (2, 6), "only 8-bit RGB/RGBA"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    bpp = 4 if ctype == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, bpp, rows


def count_near(img, rgb, tol=14):
    width, height, bpp, rows = img
    n = 0
    for line in rows:
        for x in range(0, width * bpp, bpp):
            if abs(line[x] - rgb[0]) <= tol and abs(line[x + 1] - rgb[1]) <= tol and abs(line[x + 2] - rgb[2]) <= tol:
                n += 1
    return n


def count_faded(img, under, over, lo=0.15, hi=0.85, tol=3):
    """Pixels that are `over` laid on `under` at an opacity within lo…hi."""
    width, height, bpp, rows = img
    d = [over[k] - under[k] for k in range(3)]
    big = max(range(3), key=lambda k: abs(d[k]))
    n = 0
    for line in rows:
        for x in range(0, width * bpp, bpp):
            a = (line[x + big] - under[big]) / d[big]
            if lo <= a <= hi and all(abs(line[x + k] - (under[k] + a * d[k])) <= tol for k in range(3)):
                n += 1
    return n


def hexrgb(h):
    return tuple(int(h[k:k + 2], 16) for k in (1, 3, 5))


def photo(index):
    # The million-photos tile colour: hue steps by the golden ratio (DemoScenarios).
    r, g, b = colorsys.hsv_to_rgb((index * 0.61803398875) % 1, 0.45, 0.85)
    return (round(r * 255), round(g * 255), round(b * 255))


# The tones are the theme's base colour (white in Adwaita) mixed with 14 %
# of GNOME's blue and orange (demo.css).
TONE0, TONE1 = (227, 238, 252), (255, 237, 220)

CHECKS = {
    # scenario: [(what, colour, at least this many pixels[, at most this many])]
    "sliding": [("the strip's diamond pattern", (38, 40, 44), 8000), ("the first page's tone", TONE0, 60000),
                ("the header image's green hills", (76, 160, 96), 60)],
    "million": [("photo #1's tile", photo(0), 100000)],
    "carousel": [("the first card", hexrgb("#1d4e89"), 30000), ("the second card", hexrgb("#a4243b"), 30000),
                 ("the third card", hexrgb("#2a7f62"), 30000)],
    "feed": [("the posts' dark title text", (46, 52, 54), 300)],
    "deck": [("card 1's colour", hexrgb("#a4243b"), 100000)],
    "dots": [("the Ocean page", hexrgb("#1d4e89"), 100000), ("the current dot's light blue", (158, 204, 255), 12)],
    # A photo is 320 x 300: most of it, its number and caption aside.
    "controls": [("photo #1 in the scrolled window", photo(0), 80000)],
    # Static pages from guide.ui: the first page's heading in the theme's text colour.
    "guide": [("the first page's heading", (46, 52, 54), 300)],
    # The transformer's current card (Kyoto, the second) whole and opaque.
    "transforms": [("the current card", hexrgb("#a4243b"), 200000)],
    # After a real click on the fourth dot: the scrolled window shows photo #4.
    "controls-dot-4": [("photo #4, scrolled to by the dots", photo(3), 80000)],
    # Today's page: a weekday's blue or a weekend's green, under the strip.
    # The strip follows the theme here (ChromeWidgetTests checks its colours).
    "calendar": [("today's page", [hexrgb("#1d4e89"), hexrgb("#2a7f62")], 100000)],
}

# The sliding scenario mid-drag with the depth effect: the leaving page
# (first tone) lies whole on top; the next page (second tone) is not drawn
# where it lies but faded, behind, over the pager's background.
PAGER_BACKGROUND = hexrgb("#f6f5f4")  # Adwaita's window background
DEPTH = [("the leaving page's tone, whole", TONE0, 4, 40000, None),
         ("the next page's tone at full opacity", TONE1, 3, None, 2000)]


def main():
    scenario, path = sys.argv[1], sys.argv[2]
    img = read_png(path)
    failed = []
    if scenario == "depth":
        for what, colour, tol, least, most in DEPTH:
            n = count_near(img, colour, tol)
            if (least is not None and n < least) or (most is not None and n > most):
                failed.append(f"{what}: {n} pixels near {colour}, wanted {'≥ %d' % least if least else '≤ %d' % most}")
        n = count_faded(img, PAGER_BACKGROUND, TONE1)
        if n < 20000:
            failed.append(f"the next page faded over the background: {n} pixels, wanted ≥ 20000")
    else:
        for what, colour, least, *most in CHECKS[scenario]:
            # A list of colours: any of them counts.
            n = sum(count_near(img, c) for c in colour) if isinstance(colour, list) else count_near(img, colour)
            if n < least:
                failed.append(f"{what}: {n} pixels near {colour}, wanted ≥ {least}")
            if most and n > most[0]:
                failed.append(f"{what}: {n} pixels near {colour}, wanted ≤ {most[0]}")
    if failed:
        print(f"{scenario}: " + "; ".join(failed))
        sys.exit(1)
    print(f"{scenario}: {img[0]}x{img[1]}, every check found its pixels")


if __name__ == "__main__":
    main()

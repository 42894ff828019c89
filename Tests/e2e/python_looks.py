#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) of its own titled pages, with
# dots of their own under it, restyled in code and read back from the
# screen: the strip's and titles' colours, a tiled strip pattern (and a
# file that is none), the dots' colour list, their size for a page count,
# a nub widget the pager takes, and (GTK 4) an image title. hosts.sh checks
# the lines printed.
import os
import struct
import subprocess
import sys
import tempfile
import zlib
from face import FACE, GLib, Gtk, SlidingPages, pack, run
import gi
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from snapshot_check import read_png  # noqa: E402
if FACE == "4":
    gi.require_version("GdkX11", "4.0")
    from gi.repository import GdkX11, Graphene  # noqa: E402
from gi.repository import Gdk  # noqa: E402

lines = []


def rgba(spec):
    c = Gdk.RGBA()
    c.parse(spec)
    return c


def tile(path, rgb):
    """An 8 × 8 PNG of one colour."""
    raw = b"".join(b"\0" + bytes(rgb) * 8 for _ in range(8))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def pixels(widget):
    """The widget's pixels as the screen shows them: (x, y) → (r, g, b)."""
    window = widget.get_root() if FACE == "4" else widget.get_toplevel()
    if FACE == "4":
        shot = os.path.join(tempfile.mkdtemp(), "looks.png")
        subprocess.run(["import", "-window", str(GdkX11.X11Surface.get_xid(window.get_surface())), "png24:" + shot], check=True)
        width, height, bpp, rows = read_png(shot)
        ok, origin = widget.compute_point(window, Graphene.Point())
        dx, dy = window.get_surface_transform()
        ox, oy = int(origin.x + dx), int(origin.y + dy)
        return lambda x, y: tuple(rows[oy + y][(ox + x) * bpp:(ox + x) * bpp + 3])
    ox, oy = widget.translate_coordinates(window, 0, 0)
    shot = Gdk.pixbuf_get_from_window(window.get_window(), ox, oy, widget.get_allocated_width(), widget.get_allocated_height())
    data, stride, n = shot.get_pixels(), shot.get_rowstride(), shot.get_n_channels()
    return lambda x, y: tuple(data[y * stride + x * n:y * stride + x * n + 3])


def name(rgb):
    r, g, b = rgb
    for word, (wr, wg, wb) in (("red", (255, 0, 0)), ("green", (0, 160, 0)), ("blue", (0, 0, 255))):
        if abs(r - wr) < 60 and abs(g - wg) < 60 and abs(b - wb) < 60:
            return word
    return f"rgb({r},{g},{b})"


def build(window, quit):
    pager = SlidingPages.Pager(dots_hidden=True)
    for k in range(5):
        page = Gtk.Label(label=f"Page {k + 1}")
        if FACE == "4":
            pager.append(page, f"Title {k + 1}")
        else:
            pager.add(page)
            pager.child_set_property(page, "title", f"Title {k + 1}")
    pager.set_vexpand(True)
    dots = SlidingPages.Dots()
    dots.set_pager(pager)
    pack(box := Gtk.Box(orientation=Gtk.Orientation.VERTICAL), pager, dots)
    folder = tempfile.mkdtemp()
    green = os.path.join(folder, "green.png")
    tile(green, (0, 160, 0))
    not_png = os.path.join(folder, "notes.png")
    open(not_png, "w").write("not an image")

    before = []

    def strip(tag):
        at = pixels(pager)
        if tag == "not an image":
            return lines.append(f"{tag}: strip as before any change {at(2, 2) == before[0]}")
        # The strip's corner, and its reddest pixel (in the titles' ink).
        width = pager.get_width() if FACE == "4" else pager.get_allocated_width()
        title = max((at(x, y) for x in range(width) for y in range(4, 40, 2)), key=lambda c: c[0] - c[1] - c[2])
        lines.append(f"{tag}: strip {name(at(2, 2))}, reddest title {name(title)}")

    def dot_colours(tag):
        at = pixels(dots)
        w, h = (dots.get_width(), dots.get_height()) if FACE == "4" else (dots.get_allocated_width(), dots.get_allocated_height())
        found = {name(at(x, y)) for x in range(w) for y in range(h)} & {"red", "green", "blue"}
        lines.append(f"{tag}: {', '.join(sorted(found)) or 'none of the colours'}")

    def sizes():
        five, ten = SlidingPages.Dots.get_size_for_page_count(5), SlidingPages.Dots.get_size_for_page_count(10)
        lines.append(f"dots size: wider for 10 than 5 {ten[0] > five[0] > 0}, same height {ten[1] == five[1] > 0}")

    def image_titles():
        texture = Gdk.Texture.new_from_filename(green)
        pager.set_image_titles(lambda index: texture if index == 0 else None)

    def image_look():
        at = pixels(pager)
        greens = sum(name(at(x, y)) == "green" for x in range(pager.get_width()) for y in range(4, 40))
        lines.append(f"image titles: the current title green {greens > 0}")

    def nub():
        label = Gtk.Label(label="nub")
        pager.set_scrubber_nub(label)
        taken = label.get_parent() == pager
        pager.set_scrubber_nub(None)
        lines.append(f"nub: taken {taken}, given back {label.get_parent() is None}")

    steps = [
        lambda: before.append(pixels(pager)(2, 2)),
        lambda: pager.set_title_colours(rgba("red"), rgba("blue")),
        lambda: strip("colours"),
        lambda: pager.set_title_colours(None, None),
        lambda: pager.set_title_strip_pattern(green),
        lambda: strip("pattern"),
        lambda: pager.set_title_strip_pattern(not_png),
        lambda: strip("not an image"),
        lambda: pager.set_dot_colour_list([rgba("red")], [rgba("red")]),
        lambda: dot_colours("dots with the pager's colours"),
        lambda: dots.set_colour_list([rgba("green")], [rgba("green")]),
        lambda: dot_colours("dots with their own too"),
        sizes,
        nub,
    ] + ([image_titles, image_look] if FACE == "4" else []) + [quit]

    def step():
        steps.pop(0)()
        return bool(steps)
    window.set_child(box) if FACE == "4" else window.add(box)
    GLib.timeout_add(300, step)


run("SlidingPages looks", "io.github.slidingpages.Looks", build)
print("\n".join(lines) or "nothing", flush=True)

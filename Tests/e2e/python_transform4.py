#!/usr/bin/python3
# A GTK 4 pager of coloured pages half-way between two (paging off), read
# back from its rendering: with the depth effect the leaving page lies on
# top of the next, faded one behind it; a page transformer that lifts the
# next page draws it on top instead, and hears each page's offset; without
# it the effect is back. hosts.sh checks the lines printed.
import os
import subprocess
import sys
import tempfile
from face import GLib, Gtk, SlidingPages, put_in, run
import gi
gi.require_version("GdkX11", "4.0")
from gi.repository import GdkX11, Graphene  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from snapshot_check import read_png  # noqa: E402

COLOURS = [(1, 0, 0), (0, 0, 1), (0, 0.6, 0)]
lines = []


def build(window, quit):
    pager = SlidingPages.Pager(page_effect=SlidingPages.PageEffect.DEPTH, paging_enabled=False, dots_hidden=True)

    def paint(area, cr, w, h, index):
        cr.set_source_rgb(*COLOURS[index[0] % 3])
        cr.paint()

    def setup(pager):
        area = Gtk.DrawingArea()
        area.index = [0]
        area.set_draw_func(paint, area.index)
        return area

    def bind(pager, area, index):
        area.index[0] = index
        area.queue_draw()
    pager.connect("setup-page", setup)
    pager.connect("bind-page", bind)
    pager.props.n_items = 3
    heard = {}

    def lift(pager, index, offset, t):
        heard[index] = offset
        if index == 1:
            t.elevation = 1
            t.alpha = 1

    def colour(x):
        # The window as X shows it (GTK 4.8's Python cannot hold a render
        # node), the pager found in it through the window's coordinates.
        window = pager.get_root()
        shot = os.path.join(tempfile.mkdtemp(), "pager.png")
        subprocess.run(["import", "-window", str(GdkX11.X11Surface.get_xid(window.get_surface())), "png24:" + shot], check=True)
        width, height, bpp, rows = read_png(shot)
        ok, origin = pager.compute_point(window, Graphene.Point())
        dx, dy = window.get_surface_transform()
        px, py = int(origin.x + dx + x * pager.get_width()), int(origin.y + dy + pager.get_height() / 2)
        r, g, b = rows[py][px * bpp:px * bpp + 3]
        return "red" if r > 200 and b < 60 else "blue" if b > 200 and r < 60 else "faded blue" if b > r + 40 else f"rgb({r},{g},{b})"

    def look(tag):
        lines.append(f"{tag}: left {colour(0.3)}, right {colour(0.7)}")

    def offsets():
        lines.append("offsets: " + ", ".join(f"{i} {heard[i]:+.1f}" for i in sorted(heard)))

    steps = [
        lambda: pager.set_position(0.5, False),
        lambda: look("depth"),
        lambda: pager.set_page_transform(lift),
        lambda: look("lifted"),
        offsets,
        lambda: pager.set_page_transform(None),
        lambda: look("effect again"),
        quit,
    ]

    def step():
        steps.pop(0)()
        return bool(steps)
    put_in(window, pager)
    GLib.timeout_add(300, step)


run("SlidingPages transform", "io.github.slidingpages.Transform", build)
print("\n".join(lines) or "nothing", flush=True)

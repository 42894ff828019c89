#!/usr/bin/python3
# A page that is centred by its own halign and valign, in either face: a
# 120x80 red area in a 640x400 window is drawn in the middle of the page
# (GTK 3 drew it at the page's top-left corner). Read from the window's
# pixels; hosts.sh checks the line.
import subprocess
from face import FACE, GLib, Gtk, SlidingPages, put_in, run

TITLE = "SlidingPages align"


def colour(wid, widget, x, y):
    if FACE == "4":
        from gi.repository import Graphene
        ok, point = widget.compute_point(widget.get_root(), Graphene.Point().init(x, y))
        x, y = point.x, point.y
    else:
        x, y = widget.translate_coordinates(widget.get_toplevel(), x, y)
    out = subprocess.run(["import", "-window", wid, "-crop", f"1x1+{int(x)}+{int(y)}", "txt:-"], capture_output=True, text=True).stdout
    r, g, b = (int(v) for v in out.split("(")[1].split(")")[0].split(",")[:3])
    return "red" if r > 2 * max(g, b, 1) else "other"


def red_page():
    area = Gtk.DrawingArea(halign=Gtk.Align.CENTER, valign=Gtk.Align.CENTER)
    area.set_size_request(120, 80)

    def paint(cr):
        cr.set_source_rgb(0.9, 0.1, 0.1)
        cr.paint()
    if FACE == "4":
        area.set_draw_func(lambda a, cr, w, h: paint(cr))
    else:
        area.connect("draw", lambda a, cr: paint(cr))
        area.show()
    return area


def build(window, quit):
    pager = SlidingPages.Pager(n_items=3)
    pager.props.dots_hidden = True
    pager.connect("setup-page", lambda p: red_page())
    pager.connect("bind-page", lambda p, page, index: None)
    put_in(window, pager)

    def look():
        wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]
        w, h = pager.get_allocated_width(), pager.get_allocated_height()
        print(f"middle {colour(wid, pager, w / 2, h / 2)} beside {colour(wid, pager, w / 2 - 100, h / 2)}", flush=True)
        quit()
        return False
    GLib.timeout_add(1000, look)


run(TITLE, "io.github.slidingpages.Align", build)

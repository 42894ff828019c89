#!/usr/bin/python3
# A GTK 4 pager under a button, with its dots bound below: Tab from the
# button gives the pager the keyboard focus, and a ring in the theme's
# accent shows round its pages; Tab again moves focus and ring to the dots;
# focus given back to the button takes the rings away. Read from the
# window's pixels at each ring's edge. hosts.sh checks the line.
import subprocess
from face import GLib, Gtk, SlidingPages
from gi.repository import Gdk, Graphene  # noqa: E402

TITLE = "SlidingPages focus"
lines = []


def ring(wid, pager, at=None):
    # The ring's left edge, half-way down the pages (or `at` in the
    # widget), in window pixels.
    at = at or (3, pager.get_height() / 2)
    ok, point = pager.compute_point(pager.get_root(), Graphene.Point().init(*at))
    x, y = int(point.x), int(point.y)
    out = subprocess.run(["import", "-window", wid, "-crop", f"1x1+{x}+{y}", "txt:-"], capture_output=True, text=True).stdout
    r, g, b = (int(v) for v in out.split("(")[1].split(")")[0].split(",")[:3])
    # import gives 8- or 16-bit channels: compared by ratio.
    return "blue" if b > 1.15 * r else "red" if r > 1.5 * max(g, b) else "none"


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=TITLE, default_width=640, default_height=400)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    button = Gtk.Button(label="Before")
    box.append(button)
    pager = SlidingPages.Pager(n_items=5, vexpand=True)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))
    box.append(pager)
    pager.props.dots_hidden = True
    dots = SlidingPages.Dots(pager=pager)
    box.append(dots)
    window.set_child(box)

    def dots_ring(wid):
        # The top edge of the ring round the row, above its middle dot.
        return ring(wid, dots, (dots.get_width() / 2, 2))
    window.present()

    def tab():
        wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]
        subprocess.run(["xdotool", "key", "--window", wid, "Tab"], check=True)
        GLib.timeout_add(400, focused, wid)
        return False

    def focused(wid):
        lines.append(f"tabbed: focus {pager.has_focus()} ring {ring(wid, pager)} dots {dots_ring(wid)}")
        subprocess.run(["xdotool", "key", "--window", wid, "Tab"], check=True)
        GLib.timeout_add(400, on_dots, wid)
        return False

    def on_dots(wid):
        lines.append(f"dots: focus {dots.has_focus()} ring {ring(wid, pager)} dots {dots_ring(wid)}")
        button.grab_focus()
        GLib.timeout_add(400, unfocused, wid)
        return False

    def unfocused(wid):
        lines.append(f"away: focus {pager.has_focus()} ring {ring(wid, pager)} dots {dots_ring(wid)}")
        # Colours by page from a binding: the current page's dot blue, the others red.
        red, blue = Gdk.RGBA(), Gdk.RGBA()
        red.parse("#e01b24")
        blue.parse("#1c71d8")
        pager.set_dot_colour_list([red], [blue])
        GLib.timeout_add(400, coloured, wid)
        return False

    def dot(wid, k):
        width = dots.measure(Gtk.Orientation.HORIZONTAL, -1)[1]
        x = (dots.get_width() - width) / 2 + width * (k + 0.5) / 5
        return ring(wid, dots, (x, dots.get_height() / 2))

    def coloured(wid):
        lines.append(f"colours: current {dot(wid, 0)} next {dot(wid, 1)}")
        app.quit()
        return False
    GLib.timeout_add(800, tab)
    GLib.timeout_add(8000, app.quit)


app = Gtk.Application(application_id="io.github.slidingpages.Focus4")
app.connect("activate", activate)
app.run(None)
print("; ".join(lines) or "nothing", flush=True)

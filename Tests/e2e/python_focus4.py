#!/usr/bin/python3
# A GTK 4 pager under a button: Tab from the button gives the pager the
# keyboard focus, and a ring in the theme's accent shows round its pages;
# a click on the button takes the focus and the ring away. Read from the
# window's pixels at the ring's left edge. hosts.sh checks the line.
import subprocess
from face import GLib, Gtk, SlidingPages
from gi.repository import Graphene  # noqa: E402

TITLE = "SlidingPages focus"
lines = []


def ring(wid, pager):
    # The ring's left edge, half-way down the pages, in window pixels.
    ok, point = pager.compute_point(pager.get_root(), Graphene.Point().init(3, pager.get_height() / 2))
    x, y = int(point.x), int(point.y)
    out = subprocess.run(["import", "-window", wid, "-crop", f"1x1+{x}+{y}", "txt:-"], capture_output=True, text=True).stdout
    r, g, b = (int(v) for v in out.split("(")[1].split(")")[0].split(",")[:3])
    return "blue" if b > r + 30 else "none"


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=TITLE, default_width=640, default_height=400)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    button = Gtk.Button(label="Before")
    box.append(button)
    pager = SlidingPages.Pager(n_items=5, vexpand=True)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))
    box.append(pager)
    window.set_child(box)
    window.present()

    def tab():
        wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]
        subprocess.run(["xdotool", "key", "--window", wid, "Tab"], check=True)
        GLib.timeout_add(400, focused, wid)
        return False

    def focused(wid):
        lines.append(f"tabbed: focus {pager.has_focus()} ring {ring(wid, pager)}")
        button.grab_focus()
        GLib.timeout_add(400, unfocused, wid)
        return False

    def unfocused(wid):
        lines.append(f"away: focus {pager.has_focus()} ring {ring(wid, pager)}")
        app.quit()
        return False
    GLib.timeout_add(800, tab)
    GLib.timeout_add(8000, app.quit)


app = Gtk.Application(application_id="io.github.slidingpages.Focus4")
app.connect("activate", activate)
app.run(None)
print("; ".join(lines) or "nothing", flush=True)

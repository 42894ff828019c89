#!/usr/bin/python3
# A GTK 4 pager made in a right-to-left desktop (GTK's default direction
# set first, no option touched after), dragged to the right for real:
# the next page comes from the left. hosts.sh checks the lines printed.
import subprocess
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GLib, Gtk, SlidingPages4

Gtk.Widget.set_default_direction(Gtk.TextDirection.RTL)
lines = []


def drag_right(window):
    w, h = window.get_width(), window.get_height()
    wid = subprocess.run(["xdotool", "search", "--name", "^SlidingPages RTL$"], capture_output=True, text=True).stdout.split()[0]
    args = ["mousemove", "--window", wid, str(w // 4), str(h // 2), "mousedown", "1"]
    for k in range(1, 9):
        args += ["sleep", "0.03", "mousemove", "--window", wid, str(w // 4 + k * w // 16), str(h // 2)]
    subprocess.run(["xdotool", *args, "sleep", "0.05", "mouseup", "1"], check=True)
    return False


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="SlidingPages RTL", default_width=640, default_height=400)
    pager = SlidingPages4.Pager(n_items=8)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))
    pager.connect("page-title", lambda pager, index: f"Chapter {index + 1}")

    def settled(pager, page):
        lines.append(f"settled {page}")
        app.quit()
    pager.connect("settled", settled)
    window.set_child(pager)
    window.present()
    GLib.timeout_add(800, drag_right, window)
    GLib.timeout_add(6000, app.quit)


app = Gtk.Application(application_id="io.github.slidingpages.Rtl4")
app.connect("activate", activate)
app.run(None)
print("; ".join(lines) or "nothing settled", flush=True)

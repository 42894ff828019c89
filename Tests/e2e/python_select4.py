#!/usr/bin/python3
# A click on a GTK 4 pager's page, from Python, with a should-select-item
# handler that refuses odd items: a click on item 0 selects it, a click on
# item 1 is asked about and refused (no item-selected). The clicks are
# real X input (xdotool); hosts.sh checks the lines printed.
import subprocess
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GLib, Gtk, SlidingPages4

TITLE = "SlidingPages should-select"
lines = []


def click():
    wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()
    subprocess.run(["xdotool", "mousemove", "--window", wid[0], "200", "200", "click", "1"], check=True)


def should_select(pager, index):
    lines.append(f"asked {index}")
    return index % 2 == 0


def selected(pager, index):
    lines.append(f"selected {index}")


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=TITLE, default_width=400, default_height=400)
    pager = SlidingPages4.Pager()
    pager.connect("setup-page", lambda p: Gtk.Label())
    pager.connect("bind-page", lambda p, page, index: page.set_text(f"Item {index}"))
    pager.connect("should-select-item", should_select)
    pager.connect("item-selected", selected)
    pager.props.n_items = 10
    window.set_child(pager)
    window.present()
    steps = [click, lambda: pager.scroll_to_page(1, False), click, app.quit]

    def step():
        steps.pop(0)()
        return bool(steps)
    GLib.timeout_add(700, step)


app = Gtk.Application(application_id="org.slidingpages.Select4")
app.connect("activate", activate)
app.run(None)
print(" ".join(lines))

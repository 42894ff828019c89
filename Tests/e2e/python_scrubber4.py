#!/usr/bin/python3
# The GTK 4 scrubber over a long scrolled window, from Python, dragged for
# real (xdotool): the nub at the top right is taken hold of and dragged
# half-way down; the content follows, the bubble names the place, and the
# nub's states come in order, and its area, read before and after, follows
# it down the right edge. A shot mid-drag goes to $SHOT when set.
# hosts.sh checks the line printed.
import os
import subprocess
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GLib, Gtk, SlidingPages4

TITLE = "SlidingPages scrubber"
seen = []
named = []


def wid():
    return subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=TITLE, default_width=400, default_height=600, decorated=False)
    tall = Gtk.Label(label="A long read")
    tall.set_size_request(300, 12000)
    scrolled = Gtk.ScrolledWindow(child=tall)
    scrubber = SlidingPages4.Scrubber(child=scrolled, deselect_delay=300)
    for name in ("select", "highlight", "unhighlight", "deselect"):
        scrubber.connect(name, lambda s, name=name: seen.append(name) and False)

    def bubble(s, value, fraction):
        named.append(fraction)
        return f"{fraction * 100:.0f}%"
    scrubber.set_bubble_func(bubble)
    window.set_child(scrubber)
    window.present()
    adj = scrolled.get_vadjustment()

    def area():
        shown, r = scrubber.get_nub_area()
        return shown, r.x, r.y, r.width, r.height

    def press():
        state["before"] = area()
        subprocess.run(["xdotool", "mousemove", "--window", wid(), "375", "25", "mousedown", "1",
                        "sleep", "0.1", "mousemove", "--window", wid(), "375", "100",
                        "sleep", "0.1", "mousemove", "--window", wid(), "375", "200",
                        "sleep", "0.1", "mousemove", "--window", wid(), "375", "300"], check=True)

    def shoot():
        if os.environ.get("SHOT"):
            subprocess.run(["import", "-window", wid(), "PNG24:" + os.environ["SHOT"]], check=True)

    def release():
        subprocess.run(["xdotool", "mouseup", "1"], check=True)
        state["held"] = f"{adj.props.value / (adj.props.upper - adj.props.page_size):.2f}"
        state["after"] = area()

    def nodes(w):
        c = w.get_first_child()
        while c:
            yield c
            yield from nodes(c)
            c = c.get_next_sibling()

    def report():
        # The nub:active CSS node keeps its state past GTK's release.
        active = [n for n in nodes(scrubber) if n.get_css_name() == "nub" and n.get_state_flags() & Gtk.StateFlags.ACTIVE]
        width, height = scrubber.get_width(), scrubber.get_height()
        (s0, x0, y0, w0, h0), (s1, x1, y1, w1, h1) = state["before"], state["after"]
        print(f"nub area before {s0} {x0},{y0} {w0}x{h0} after {s1} {x1},{y1} {w1}x{h1} in {width}x{height}")
        # On the right edge, the same size, carried down with the drag (the pointer went 275 px).
        on_edge = all(x + w <= width and x + w >= width - 40 and w > 0 and h > 0 for x, w, h in ((x0, w0, h0), (x1, w1, h1)))
        print(f"nub area shown {s0 and s1} on the right edge {on_edge} same size {(w0, h0) == (w1, h1)} "
              f"follows the drag {200 < y1 - y0 < 350 and 0 <= y0 < 60}")
        print(f"fraction {state['held']} states {' '.join(seen)} named {len(named) > 0} shown {scrubber.props.fraction >= 0} "
              f"active nub node {len(active)}")
        app.quit()
    steps = [press, shoot, release, lambda: None, report]

    def step():
        steps.pop(0)()
        return bool(steps)
    GLib.timeout_add(500, step)


state = {}
app = Gtk.Application(application_id="org.slidingpages.Scrubber4")
app.connect("activate", activate)
app.run(None)

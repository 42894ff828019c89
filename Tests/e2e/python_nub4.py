#!/usr/bin/python3
# A nub of the app's own on the GTK 4 scrubber, from Python, dragged for
# real (xdotool): shown at its natural size where the nub goes, :active
# while held (:selected is left to the select handler here, which takes
# it), the content following it; hidden, it is no nub and a drag there
# scrolls nothing. hosts.sh checks the line.
import subprocess
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GLib, Gtk, SlidingPages4

TITLE = "SlidingPages nub"
out = []
state = {}


def wid():
    return subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]


def centre():
    nub = state["nub"]
    return [str(int(v)) for v in nub.translate_coordinates(state["window"], nub.get_width() / 2, nub.get_height() / 2)]


def fraction():
    adj = state["adj"]
    return adj.props.value / (adj.props.upper - adj.props.page_size)


def look():
    nub = state["nub"]
    out.append(f"nub {nub.get_width()}x{nub.get_height()} shown {nub.get_child_visible()}")


def press():
    x, y = centre()
    subprocess.run(["xdotool", "mousemove", "--window", wid(), x, y, "mousedown", "1",
                    "sleep", "0.1", "mousemove", "--window", wid(), x, str(int(y) + 100),
                    "sleep", "0.1", "mousemove", "--window", wid(), x, str(int(y) + 200),
                    "sleep", "0.1", "mousemove", "--window", wid(), x, "300"], check=True)


def held():
    flags = state["nub"].get_state_flags()
    out.append(f"held active {bool(flags & Gtk.StateFlags.ACTIVE)} selected {bool(flags & Gtk.StateFlags.SELECTED)}")


def release():
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
    out.append(f"fraction {fraction():.2f}")


def released():
    out.append(f"released active {bool(state['nub'].get_state_flags() & Gtk.StateFlags.ACTIVE)}")
    state["before"] = fraction()
    state["at"] = centre()
    state["nub"].set_visible(False)


def drag_hidden():
    x, y = state["at"]
    subprocess.run(["xdotool", "mousemove", "--window", wid(), x, y, "mousedown", "1", "sleep", "0.1",
                    "mousemove", "--window", wid(), x, "550", "sleep", "0.1", "mouseup", "1"], check=True)


def report():
    out.append(f"hidden moves {abs(fraction() - state['before']) > 0.01}")
    print(" ".join(out))
    state["app"].quit()


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=TITLE, default_width=400, default_height=600, decorated=False)
    tall = Gtk.Label(label="A long read")
    tall.set_size_request(300, 12000)
    scrolled = Gtk.ScrolledWindow(child=tall)
    nub = Gtk.Label(label="=")
    nub.set_size_request(40, 40)
    scrubber = SlidingPages4.Scrubber(child=scrolled, nub=nub, deselect_delay=5000)
    # A handler that makes select's change itself: the nub takes no :selected.
    scrubber.connect("select", lambda s: True)
    window.set_child(scrubber)
    window.present()
    state.update(app=app, window=window, nub=nub, adj=scrolled.get_vadjustment())
    # A scroll wakes the nub (select).
    GLib.timeout_add(300, lambda: state["adj"].set_value(1) or False)
    steps = [look, press, held, release, released, drag_hidden, report]

    def step():
        steps.pop(0)()
        return bool(steps)
    GLib.timeout_add(600, step)


app = Gtk.Application(application_id="org.slidingpages.Nub4")
app.connect("activate", activate)
app.run(None)

#!/usr/bin/python3
# A quick drag begun on a page's button while the main loop is busy (a
# handler of the focus change the press causes blocks for 0.3 s, as a
# screen reader's queries did), in either face: the events arrive in one
# late burst, and the pages still turn, the fling measured from the
# events' own times (GTK 4 measured it on arrival and fell back). A drag
# of 40% of the page. hosts.sh checks the line.
import subprocess
import time
from face import FACE, GLib, Gtk, SlidingPages, pack, put_in, run

TITLE = "SlidingPages busy drag"


def page():
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    button = Gtk.Button(label="Open", valign=Gtk.Align.CENTER, vexpand=True, hexpand=True)
    return pack(box, button)


def build(window, quit):
    pager = SlidingPages.Pager(n_items=5)
    pager.props.dots_hidden = True
    pager.connect("setup-page", lambda p: page())
    pager.connect("bind-page", lambda p, page, index: None)
    put_in(window, pager)
    busy = {"done": False}

    def focus_moved(window, focus):
        # The press on the button moves the focus to it.
        if isinstance(focus, Gtk.Button) and not busy["done"]:
            busy["done"] = True
            time.sleep(0.3)
    if FACE == "4":
        window.connect("notify::focus-widget", lambda w, spec: focus_moved(w, w.get_focus()))
    else:
        # GTK 3 tells the widget about to take the focus.
        window.connect("set-focus", focus_moved)

    def drag():
        wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]
        args = ["xdotool", "mousemove", "--window", wid, "420", "200", "mousedown", "1"]
        for x in range(400, 159, -40):
            args += ["sleep", "0.02", "mousemove", "--window", wid, str(x), "200"]
        subprocess.run(args + ["mouseup", "1"], check=True)
        GLib.timeout_add(1500, report)
        return False

    def report():
        print(f"busy {busy['done']} page {pager.props.current_page}", flush=True)
        quit()
        return False
    GLib.timeout_add(1000, drag)
    GLib.timeout_add(9000, quit)


run(TITLE, "io.github.slidingpages.BusyDrag", build)

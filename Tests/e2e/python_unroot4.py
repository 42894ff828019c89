#!/usr/bin/python3
# A GTK 4 pager taken out of its window by a did-scroll handler in the
# middle of a real drag (xdotool), then put back: the drag ends when it
# leaves, and the pages come to rest on a page once it is shown again. hosts.sh checks
# the lines printed.
import subprocess
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GLib, Gtk, SlidingPages4

lines = []


def drag_left(window):
    w, h = window.get_width(), window.get_height()
    wid = subprocess.run(["xdotool", "search", "--name", "^SlidingPages unroot$"], capture_output=True, text=True).stdout.split()[0]
    args = ["mousemove", "--window", wid, str(w * 3 // 4), str(h // 2), "mousedown", "1"]
    for k in range(1, 9):
        args += ["sleep", "0.03", "mousemove", "--window", wid, str(w * 3 // 4 - k * w // 16), str(h // 2)]
    subprocess.run(["xdotool", *args, "sleep", "0.05", "mouseup", "1"], check=True)
    return False


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="SlidingPages unroot", default_width=640, default_height=400)
    pager = SlidingPages4.Pager(n_items=8)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))

    def scrolled(pager, position):
        if pager.props.scroll_state.value_nick == "dragging" and not lines:
            lines.append("taken out")
            window.set_child(None)
            GLib.timeout_add(600, put_back)

    def put_back():
        lines.append(f"put back {pager.props.scroll_state.value_nick}")
        window.set_child(pager)
        GLib.timeout_add(1500, at_rest)
        return False

    def at_rest():
        position = pager.props.position
        lines.append(f"{pager.props.scroll_state.value_nick} on a page {position == round(position)}")
        app.quit()
    pager.connect("did-scroll", scrolled)
    pager.connect("did-end-dragging", lambda pager, decelerates: lines.append("drag ended"))
    window.set_child(pager)
    window.present()
    GLib.timeout_add(800, drag_left, window)
    GLib.timeout_add(6000, app.quit)


app = Gtk.Application(application_id="io.github.slidingpages.Unroot4")
app.connect("activate", activate)
app.run(None)
print("; ".join(lines) or "nothing", flush=True)

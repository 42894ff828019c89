#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) taken out of its window at
# rest, then by a did-scroll handler in the middle of a real drag
# (xdotool), and put back each time: at rest nothing is told; the drag
# ends when it leaves, and the pages come to rest on a page once it is
# shown again. hosts.sh checks the lines printed.
import subprocess
from face import FACE, GLib, Gtk, SlidingPages, put_in, run, take_out

TITLE = "SlidingPages unroot"
lines = []


def size(window):
    return (window.get_width(), window.get_height()) if FACE == "4" else window.get_size()


def drag_left(window):
    w, h = size(window)
    wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]
    args = ["mousemove", "--window", wid, str(w * 3 // 4), str(h // 2), "mousedown", "1"]
    for k in range(1, 9):
        args += ["sleep", "0.03", "mousemove", "--window", wid, str(w * 3 // 4 - k * w // 16), str(h // 2)]
    subprocess.run(["xdotool", *args, "sleep", "0.05", "mouseup", "1"], check=True)
    return False


def build(window, quit):
    pager = SlidingPages.Pager(n_items=8)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))

    def scrolled(pager, position):
        if pager.props.scroll_state.value_nick == "dragging" and len(lines) == 1:
            lines.append("taken out")
            take_out(window, pager)
            GLib.timeout_add(600, put_back)

    def put_back():
        lines.append(f"put back {pager.props.scroll_state.value_nick}")
        put_in(window, pager)
        GLib.timeout_add(1500, at_rest)
        return False

    def at_rest():
        position = pager.props.position
        lines.append(f"{pager.props.scroll_state.value_nick} on a page {position == round(position)}")
        quit()
    idle = []

    def idle_out():
        idle.append("out")
        take_out(window, pager)
        GLib.timeout_add(150, idle_in)
        return False

    def idle_in():
        put_in(window, pager)
        GLib.timeout_add(250, idle_done)
        return False

    def idle_done():
        lines.append(f"at rest out and in: {' '.join(idle[1:]) or 'nothing told'}")
        idle.clear()
        GLib.timeout_add(200, drag_left, window)
        return False

    def told(name):
        # Only what is told between the pager leaving at rest and its return.
        return lambda pager, *args: idle.append(name) if idle else None
    for name in ["did-scroll", "did-end-dragging", "settled", "page-selected", "current-item-changed"]:
        pager.connect(name, told(name))
    pager.connect("did-scroll", scrolled)
    pager.connect("did-end-dragging", lambda pager, decelerates: lines.append("drag ended"))
    put_in(window, pager)
    GLib.timeout_add(600, idle_out)
    GLib.timeout_add(6000, quit)


run(TITLE, "io.github.slidingpages.Unroot", build)
print("; ".join(lines) or "nothing", flush=True)

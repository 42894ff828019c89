#!/usr/bin/python3
# Tab with a peek, in a GTK 3 or GTK 4 pager (argument 3 or 4), from
# Python with real keys (xdotool): a button before the pager, a button on
# each page, a button after it, the neighbours peeking in a fifth each.
# From the button before, Tab reaches the current page's button and then
# the button after, never a button on a page peeking in; Shift+Tab walks
# back the same way, and the pager stays on its page.
# hosts.sh checks the line printed.
import subprocess
from face import FACE, GLib, Gtk, SlidingPages

TITLE = "SlidingPages tab and peek"
KEYS = ["Tab", "Tab", "shift+Tab", "shift+Tab"]
state = {"reached": []}


def focused_label():
    focus = state["window"].get_focus()
    return focus.get_label() if isinstance(focus, Gtk.Button) else type(focus).__name__


def press(keys):
    if not keys:
        print("reached " + " > ".join(state["reached"]) + f"; page {state['pager'].props.current_page}", flush=True)
        return quit_app()
    subprocess.run(["xdotool", "key", keys[0]])
    GLib.timeout_add(500, lambda: (state["reached"].append(focused_label()), press(keys[1:]), False)[-1])


def start():
    wid = subprocess.run(["xdotool", "search", "--name", f"^{TITLE}$"], capture_output=True, text=True).stdout.split()
    if wid:
        subprocess.run(["xdotool", "windowfocus", "--sync", wid[0]], capture_output=True)
    state["before"].grab_focus()
    state["reached"].append(focused_label())
    press(KEYS)
    return False


def build(window, quit):
    global quit_app
    quit_app = quit
    state["window"] = window
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    before, after = Gtk.Button(label="Before"), Gtk.Button(label="After")
    pager = SlidingPages.Pager(n_items=10, page_peek=0.2, vexpand=True)
    pager.connect("setup-page", lambda pager: Gtk.Button())
    pager.connect("bind-page", lambda pager, page, index: page.set_label(f"Page {index}"))
    for child in (before, pager, after):
        box.append(child) if FACE == "4" else box.pack_start(child, child is pager, True, 0)
    state.update(before=before, pager=pager)
    window.set_title(TITLE)
    window.set_child(box) if FACE == "4" else window.add(box)
    GLib.timeout_add(300, lambda: (pager.scroll_to_page(3, 0 if FACE == "3" else False), False)[-1])
    GLib.timeout_add(1200, start)
    GLib.timeout_add(20000, quit)


if FACE == "4":
    def activate(app):
        window = Gtk.ApplicationWindow(application=app, default_width=640, default_height=400)
        build(window, app.quit)
        window.present()
    app = Gtk.Application(application_id="io.github.slidingpages.TabPeek")
    app.connect("activate", activate)
    app.run(None)
else:
    window = Gtk.Window(default_width=640, default_height=400)
    build(window, Gtk.main_quit)
    window.show_all()
    Gtk.main()

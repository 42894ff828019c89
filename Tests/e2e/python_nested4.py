#!/usr/bin/python3
# Drags on content that drags along a GTK 4 pager's axis, from Python with
# real X input (xdotool): a slider, text, a marked box and a pager inside
# the first page keep their drags; a plain label's drag turns the page;
# the inner pager pages to its end and then hands the drag to the pager
# around it. hosts.sh checks the lines printed.
import subprocess
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GLib, Gtk, SlidingPages4

TITLE = "SlidingPages nested"
lines = []
state = {}


def wid():
    return subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]


def drag_on(name):
    """A mouse drag leftwards across the middle of widget `name`, run
    while the main loop goes on."""
    widget = state[name]
    x, y = widget.translate_coordinates(state["window"], widget.get_width() / 2, widget.get_height() / 2)
    args = ["xdotool", "mousemove", "--window", wid(), str(int(x + 120)), str(int(y)), "mousedown", "1"]
    for k in range(1, 9):
        args += ["sleep", "0.03", "mousemove", "--window", wid(), str(int(x + 120 - 30 * k)), str(int(y))]
    args += ["sleep", "0.05", "mouseup", "1"]
    state["xdo"] = subprocess.Popen(args)
    state["last"] = name


def report():
    state["xdo"].wait()
    outer, inner = state["outer"], state["inner"]
    lines.append(f"{state['last']}: outer {outer.props.current_page} inner {inner.props.current_page} "
                 f"scale {state['scale'].get_value() != 50} selected {state['entry'].get_selection_bounds() != ()}")


def back():
    state["outer"].scroll_to_page(0, False)


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=TITLE, default_width=600, default_height=500, decorated=False)
    outer = SlidingPages4.Pager()
    page = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12)
    scale = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 100, 1)
    scale.set_value(50)
    entry = Gtk.Entry(text="a line of text to select by dragging")
    marked = Gtk.Box(height_request=40)
    marked.append(Gtk.Label(label="marked", hexpand=True))
    SlidingPages4.set_keeps_drags(marked, True)
    inner = SlidingPages4.Pager(height_request=120)
    for k in range(3):
        inner.append(Gtk.Label(label=f"inner {k}"), None)
    plain = Gtk.Label(label="plain", vexpand=True)
    for w in (scale, entry, marked, inner, plain):
        page.append(w)
    outer.append(page, None)
    outer.append(Gtk.Label(label="second"), None)
    outer.append(Gtk.Label(label="third"), None)
    state.update(window=window, outer=outer, inner=inner, scale=scale, entry=entry, marked=marked, plain=plain)
    window.set_child(outer)
    window.present()
    steps = [lambda: drag_on("plain"), report, back,
             lambda: drag_on("scale"), report,
             lambda: drag_on("entry"), report,
             lambda: drag_on("marked"), report,
             lambda: drag_on("inner"), report,
             lambda: drag_on("inner"), report,
             lambda: drag_on("inner"), report,
             app.quit]

    def step():
        steps.pop(0)()
        return bool(steps)
    GLib.timeout_add(900, step)


app = Gtk.Application(application_id="org.slidingpages.Nested4")
app.connect("activate", activate)
app.run(None)
print("\n".join(lines))

#!/usr/bin/python3
# GTK 3 or GTK 4 page dots of their own (argument 3 or 4) from Python,
# with real X clicks and keys (xdotool), shortcuts left to the host: driven
# by hand, deferring the page shown, then following a Gtk.Adjustment.
# hosts.sh checks the lines printed.
import subprocess
from face import FACE, GLib, Gtk, SlidingPages, show_in

TITLE = "SlidingPages dots"
lines = []
state = {}


def wid():
    return subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]


def click_dot(k):
    dots = state["dots"]
    n = dots.props.n_pages
    if FACE == "4":
        width = dots.measure(Gtk.Orientation.HORIZONTAL, -1)[1]
    else:
        width = dots.get_preferred_width()[1]
    left = (dots.get_allocated_width() - width) / 2
    x = left + width * (k + 0.5) / n
    y = dots.get_allocated_height() // 2
    subprocess.run(["xdotool", "mousemove", "--window", wid(), str(int(x)), str(y), "click", "1"], check=True)


def key(name):
    subprocess.run(["xdotool", "key", name], check=True)


def asked(dots, page):
    adj = dots.props.adjustment
    where = f" value {adj.props.value:g}" if adj else ""
    lines.append(f"asked {page} shows {dots.props.current_page}{where}")


def deferring():
    state["dots"].props.defers_current_page_display = True
    click_dot(2)


def update():
    dots = state["dots"]
    dots.update_current_page_display()
    lines.append(f"updated shows {dots.props.current_page}")
    dots.props.defers_current_page_display = False


def follow():
    state["dots"].props.adjustment = Gtk.Adjustment(value=0, lower=0, upper=1000, page_size=100)


def build(window, quit):
    dots = SlidingPages.Dots(n_pages=5)
    dots.connect("page-changed", asked)
    state["dots"] = dots
    window.set_default_size(400, 80)
    window.set_decorated(False)
    show_in(window, dots)
    # Ctrl+Right and Alt+End are the host's shortcuts: the dots ask nothing.
    steps = [lambda: click_dot(3), lambda: key("Right"), lambda: key("Home"), lambda: key("ctrl+Right"), lambda: key("alt+End"), deferring,
             update, follow, lambda: click_dot(7), lambda: key("End"), quit]

    def step():
        steps.pop(0)()
        return bool(steps)
    GLib.timeout_add(600, step)


if FACE == "4":
    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title=TITLE)
        build(window, app.quit)
    app = Gtk.Application(application_id="org.slidingpages.Dots4")
    app.connect("activate", activate)
    app.run(None)
else:
    window = Gtk.Window(title=TITLE)
    build(window, Gtk.main_quit)
    Gtk.main()
print("; ".join(lines))

#!/usr/bin/python3
# GTK 4 page dots of their own from Python, with real X clicks and keys
# (xdotool): driven by hand, deferring the page shown, then following a
# Gtk.Adjustment. hosts.sh checks the lines printed.
import subprocess
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GLib, Gtk, SlidingPages4

TITLE = "SlidingPages dots"
lines = []
state = {}


def wid():
    return subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]


def click_dot(k):
    dots = state["dots"]
    n = dots.props.n_pages
    width = dots.measure(Gtk.Orientation.HORIZONTAL, -1)[1]
    left = (dots.get_width() - width) / 2
    x = left + width * (k + 0.5) / n
    subprocess.run(["xdotool", "mousemove", "--window", wid(), str(int(x)), str(dots.get_height() // 2), "click", "1"], check=True)


def key(name):
    subprocess.run(["xdotool", "key", "--window", wid(), name], check=True)


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


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=TITLE, default_width=400, default_height=80, decorated=False)
    dots = SlidingPages4.Dots(n_pages=5)
    dots.connect("page-changed", asked)
    state["dots"] = dots
    window.set_child(dots)
    window.present()
    steps = [lambda: click_dot(3), lambda: key("Right"), lambda: key("Home"), deferring, update, follow, lambda: click_dot(7),
             lambda: key("End"), app.quit]

    def step():
        steps.pop(0)()
        return bool(steps)
    GLib.timeout_add(600, step)


app = Gtk.Application(application_id="org.slidingpages.Dots4")
app.connect("activate", activate)
app.run(None)
print("; ".join(lines))

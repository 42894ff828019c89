#!/usr/bin/python3
# An app's stylesheet on the GTK 4 chrome's CSS nodes, from Python: a
# pager with its strip, dots and nub, and dots of their own, drawn with the
# fallback look, then again once the app's CSS is added to the shown
# window (the chrome must redraw by itself); the strip's rule names the
# pager by its style class, as a GTK 3 app's stylesheet does. Pixels are read from the
# X server (ImageMagick's import). hosts.sh checks the lines printed.
import subprocess
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
gi.require_version("GdkPixbuf", "2.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GdkPixbuf, GLib, Gdk, Gtk, SlidingPages4

APP_CSS = b"""
.sliding-pages strip { background-color: rgb(0, 128, 0); box-shadow: none; }
slidingpages strip title { color: rgb(0, 0, 0); font-size: 26px; }
slidingpages strip title:selected { color: rgb(255, 0, 0); }
slidingpages dots { background-color: rgb(0, 0, 255); }
slidingpages dots dot:checked { color: rgb(255, 255, 0); }
slidingpages scrubber nub { background-color: rgb(255, 0, 255); }
.sliding-pages-dots dot:checked { color: rgb(0, 255, 255); }
"""
TITLE = "SlidingPages CSS"
lines = []
state = {}


def pixels(widget, name):
    """The widget as the X server shows it: (width, height, rgb at (x, y))."""
    window = widget.get_root()
    wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]
    path = f"/tmp/sp-css4-{name}.png"
    subprocess.run(["import", "-window", wid, path], check=True)
    pb = GdkPixbuf.Pixbuf.new_from_file(path)
    ox, oy = widget.translate_coordinates(window, 0, 0)
    data, stride, n = pb.get_pixels(), pb.get_rowstride(), pb.get_n_channels()
    return widget.get_width(), widget.get_height(), lambda x, y: tuple(data[(y + int(oy)) * stride + (x + int(ox)) * n + k] for k in range(3))


def count(at, xs, ys, colour):
    return sum(1 for y in ys for x in xs if all(abs(a - b) < 40 for a, b in zip(at(x, y), colour)))


def rows(at, xs, ys, colour):
    return sum(1 for y in ys if any(all(abs(a - b) < 40 for a, b in zip(at(x, y), colour)) for x in xs))


def read(tag):
    pager, dots = state["pager"], state["dots"]
    w, h, at = pixels(pager, tag + "-pager")
    strip = at(w // 4, 4)
    red = count(at, range(w // 2 - 60, w // 2 + 60), range(0, 44), (255, 0, 0))
    red_rows = rows(at, range(w // 2 - 60, w // 2 + 60), range(0, 44), (255, 0, 0))
    blue = count(at, range(w // 2 - 80, w // 2 + 80), range(h - 60, h), (0, 0, 255))
    yellow = count(at, range(w // 2 - 80, w // 2 + 80), range(h - 60, h), (255, 255, 0))
    magenta = count(at, range(w), range(44, h), (255, 0, 255))
    dw, dh, dat = pixels(dots, tag + "-dots")
    cyan = count(dat, range(dw), range(dh), (0, 255, 255))
    lines.append(f"{tag}: strip {'green' if strip == (0, 128, 0) else 'other'} red {red > 20} tall {red_rows >= 14} "
                 f"backdrop {blue > 100} dot {yellow > 5} nub {magenta > 100} own dot {cyan > 5}")


def restyle():
    provider = Gtk.CssProvider()
    provider.load_from_data(APP_CSS)
    Gtk.StyleContext.add_provider_for_display(Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
    state["provider"] = provider


def wake_nub():
    # A scroll by the pager's own API shows the nub at full opacity.
    state["pager"].scroll_to_page(500, False)


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=TITLE, default_width=600, default_height=400, decorated=False)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    pager = SlidingPages4.Pager(vexpand=True)
    pager.connect("setup-page", lambda p: Gtk.Label())
    pager.connect("bind-page", lambda p, page, index: page.set_text(f"Item {index}"))
    pager.connect("page-title", lambda p, index: f"Title {index}")
    pager.props.n_items = 1000
    pager.props.scrubber_idle_opacity = 1.0
    dots = SlidingPages4.Dots(n_pages=5, current_page=2)
    box.append(pager)
    box.append(dots)
    state["pager"], state["dots"] = pager, dots
    window.set_child(box)
    window.present()
    steps = [wake_nub, lambda: read("fallback"), restyle, lambda: read("app"), app.quit]

    def step():
        steps.pop(0)()
        return bool(steps)
    GLib.timeout_add(600, step)


app = Gtk.Application(application_id="org.slidingpages.Css4")
app.connect("activate", activate)
app.run(None)
print("\n".join(lines))

"""GTK and the pager library of the face named by the first argument (3 or
4, GTK 4 when none), for the Python hosts that run on both faces: GTK 4's
library is imported under the GTK 3 one's name."""
import sys
import gi

FACE = sys.argv[1] if len(sys.argv) > 1 else "4"
gi.require_version("Gtk", "4.0" if FACE == "4" else "3.0")
gi.require_version("SlidingPages4" if FACE == "4" else "SlidingPages", "1.0")
from gi.repository import GLib, Gtk  # noqa: E402,F401
if FACE == "4":
    from gi.repository import SlidingPages4 as SlidingPages  # noqa: E402,F401
else:
    from gi.repository import SlidingPages  # noqa: E402,F401


def put_in(window, child):
    """`child` as the window's only child, in either face."""
    window.set_child(child) if FACE == "4" else window.add(child)


def show_in(window, child):
    """`child` as the window's only child, and the window shown, in either face."""
    put_in(window, child)
    window.present() if FACE == "4" else window.show_all()


def take_out(window, child):
    """The window's child taken out (kept alive by the caller's reference)."""
    window.set_child(None) if FACE == "4" else window.remove(child)


def run(title, app_id, build):
    """Runs `build(window, quit)` in a 640x400 window named `title`: a
    Gtk.Application's in GTK 4, a plain window and Gtk.main in GTK 3."""
    if FACE == "4":
        def activate(app):
            window = Gtk.ApplicationWindow(application=app, title=title, default_width=640, default_height=400)
            build(window, app.quit)
            window.present()
        app = Gtk.Application(application_id=app_id)
        app.connect("activate", activate)
        app.run(None)
    else:
        window = Gtk.Window(title=title, default_width=640, default_height=400)
        build(window, Gtk.main_quit)
        window.show_all()
        Gtk.main()

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


def pack(box, *children):
    """`children` appended to a Gtk.Box in order, in either face (shown in GTK 3)."""
    for child in children:
        box.append(child) if FACE == "4" else box.add(child)
    if FACE == "3":
        box.show_all()
    return box


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


def held_page(state):
    """A page with a button over a label that hears long presses, in
    either face (GTK 3's gesture needs a window of its own): the buttons
    are listed in state["buttons"], their clicks counted in
    state["clicked"], and long presses, which the gesture claims, in
    state["pressed"]."""
    def pressed(gesture, x, y):
        state["pressed"] += 1
        gesture.set_state(Gtk.EventSequenceState.CLAIMED)

    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    button = Gtk.Button(label="button", halign=Gtk.Align.CENTER)
    button.connect("clicked", lambda b: state.__setitem__("clicked", state["clicked"] + 1))
    state.setdefault("buttons", []).append(button)
    label = Gtk.Label(label="hold me", hexpand=True, vexpand=True)
    if FACE == "4":
        gesture = Gtk.GestureLongPress()
        box.add_controller(gesture)
        box.append(button)
        box.append(label)
        page = box
    else:
        page = Gtk.EventBox()
        box.add(button)
        box.add(label)
        page.add(box)
        gesture = Gtk.GestureLongPress.new(page)
        page.show_all()
    gesture.connect("pressed", pressed)
    page.gesture = gesture
    return page

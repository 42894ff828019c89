#!/usr/bin/python3
# Where a click leaves the keyboard focus, in either face: a real click on
# a page's button focuses and clicks the button (GTK 4 moved the focus on
# to the pager); a click on the page's bare label focuses the pager, and
# Right then turns the page. hosts.sh checks the line.
import subprocess
from face import FACE, GLib, Gtk, SlidingPages, pack, put_in, run

TITLE = "SlidingPages click focus"
state = {"clicked": 0}


def page():
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    button = Gtk.Button(label="Open", halign=Gtk.Align.CENTER)
    button.connect("clicked", lambda b: state.__setitem__("clicked", state["clicked"] + 1))
    label = Gtk.Label(label="text", vexpand=True)
    pack(box, button, label)
    box.button = button
    return box


def build(window, quit):
    pager = SlidingPages.Pager(n_items=3)
    pager.props.dots_hidden = True
    pager.connect("setup-page", lambda p: page())
    pager.connect("bind-page", lambda p, page, index: None)
    put_in(window, pager)
    lines = []

    def click(x, y):
        wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]
        subprocess.run(["xdotool", "mousemove", "--window", wid, str(int(x)), str(int(y)), "click", "1"], check=True)
        return wid

    def button_of_current():
        child = pager.get_first_child() if FACE == "4" else None
        pages = []
        if FACE == "4":
            while child:
                pages.append(child)
                child = child.get_next_sibling()
        else:
            pages = pager.get_children()
        # The button of the page in view: the one whose middle is inside the window.
        def inside(p):
            if not (hasattr(p, "button") and p.get_mapped()):
                return False
            b = p.button
            if FACE == "4":
                from gi.repository import Graphene
                ok, point = b.compute_point(window, Graphene.Point().init(b.get_width() / 2, b.get_height() / 2))
                x = point.x if ok else -1
            else:
                x = b.translate_coordinates(window, b.get_allocation().width / 2, 0)[0]
            return 0 <= x < (window.get_width() if FACE == "4" else window.get_size()[0])
        return [p.button for p in pages if inside(p)][0]

    def on_button():
        button = button_of_current()
        if FACE == "4":
            from gi.repository import Graphene
            ok, point = button.compute_point(window, Graphene.Point().init(button.get_width() / 2, button.get_height() / 2))
            x, y = point.x, point.y
        else:
            a = button.get_allocation()
            x, y = button.translate_coordinates(window, a.width / 2, a.height / 2)
        click(x, y)
        GLib.timeout_add(500, clicked, button)
        return False

    def clicked(button):
        lines.append(f"button: focused {button.has_focus()} clicked {state['clicked']}")
        # The label, low on the page, away from the button.
        w, h = window.get_width() if FACE == "4" else window.get_size()[0], window.get_height() if FACE == "4" else window.get_size()[1]
        wid = click(w / 2, h - 40)
        GLib.timeout_add(500, on_label, wid)
        return False

    def on_label(wid):
        lines.append(f"label: pager focused {pager.has_focus()}")
        subprocess.run(["xdotool", "key", "Right"], check=True)
        GLib.timeout_add(800, turned)
        return False

    def turned():
        lines.append(f"right: page {pager.props.current_page}")
        print("; ".join(lines), flush=True)
        quit()
        return False
    GLib.timeout_add(1000, on_button)
    GLib.timeout_add(9000, quit)


run(TITLE, "io.github.slidingpages.ClickFocus", build)

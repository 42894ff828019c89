#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) taken out of its window in the
# middle of a slow move to page 7: with no frames to come, the move ends
# where it was going, and settled is told at once, not when the pager is
# shown again. hosts.sh checks the line printed.
from face import FACE, GLib, Gtk, SlidingPages

lines = []


def build(window, quit):
    pager = SlidingPages.Pager(n_items=10)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))
    heard = []
    pager.connect("settled", lambda pager, page: heard.append(f"settled {page}"))

    def take_out():
        window.set_child(None) if FACE == "4" else window.remove(pager)

    def put_in():
        window.set_child(pager) if FACE == "4" else window.add(pager)

    def move():
        if FACE == "4":
            pager.scroll_to_page(6, True)
        else:
            pager.scroll_to_page(6, 2.0)
        GLib.timeout_add(150, out)
        return False

    def out():
        take_out()
        GLib.timeout_add(300, look)
        return False

    def look():
        lines.append(f"taken out mid-move: position {pager.props.position:.2f}, {', '.join(heard) or 'nothing told'}")
        put_in()
        quit()
        return False
    put_in()
    GLib.timeout_add(600, move)
    GLib.timeout_add(6000, quit)


if FACE == "4":
    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title="SlidingPages unmap move", default_width=640, default_height=400)
        build(window, app.quit)
        window.present()
    app = Gtk.Application(application_id="io.github.slidingpages.UnmapMove")
    app.connect("activate", activate)
    app.run(None)
else:
    window = Gtk.Window(title="SlidingPages unmap move", default_width=640, default_height=400)
    build(window, Gtk.main_quit)
    window.show_all()
    Gtk.main()
print("; ".join(lines) or "nothing", flush=True)

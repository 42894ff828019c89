#!/usr/bin/python3
# The GTK 4 pager with two kinds of page from Python: page-kind names each
# item's kind, and setup-page's detail picks the handler that makes it
# (labels for even items, buttons for odd ones). Walks the pages, then
# moves with a done function and prints what the pager did; hosts.sh
# checks it.
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import GLib, Gtk, SlidingPages4

made = {"label": 0, "button": 0}
mismatched = []
bound = 0
events = []


def page_kind(pager, index):
    return "odd" if index % 2 else "even"


def make_label(pager):
    made["label"] += 1
    return Gtk.Label()


def make_button(pager):
    made["button"] += 1
    return Gtk.Button()


def bind_page(pager, page, index):
    global bound
    bound += 1
    wants_button = index % 2 == 1
    if isinstance(page, Gtk.Button) != wants_button:
        mismatched.append(index)
    (page.set_label if wants_button else page.set_text)(f"Item {index}")


steps = [1, 2, 3, 10, 11, 40, 3, 10, 11, 40, 3]


def walk():
    if steps:
        pager.scroll_to_item(steps.pop(0), False)
        return GLib.SOURCE_CONTINUE
    print(f"bound={bound} mismatched={mismatched} labels={made['label']} buttons={made['button']} "
          f"live={pager.get_live_pages()}", flush=True)
    pager.connect("did-end-scrolling-animation", lambda p: events.append("animation-ended"))
    pager.connect("settled", lambda p, page: events.append(f"settled {page}"))
    pager.scroll_to_page_full(7, True, moved)
    return GLib.SOURCE_REMOVE


def moved(pager, finished):
    print(f"moved finished={finished} page={pager.get_current_page()} events={events}", flush=True)
    GLib.idle_add(window.close)


window = Gtk.Window(title="Python kinds host, GTK 4")
window.set_default_size(600, 400)
pager = SlidingPages4.Pager()
pager.connect("page-kind", page_kind)
pager.connect("setup-page::even", make_label)
pager.connect("setup-page::odd", make_button)
pager.connect("bind-page", bind_page)
pager.set_property("n-items", 100)
window.set_child(pager)
window.present()
window.connect("close-request", lambda w: loop.quit() or False)
GLib.timeout_add(80, walk)
loop = GLib.MainLoop()
GLib.timeout_add(20000, loop.quit)
loop.run()

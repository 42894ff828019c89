#!/usr/bin/python3
# A Python host with two kinds of page: page-kind names each item's kind,
# and setup-page's detail picks the handler that makes it (labels for
# even items, buttons for odd ones). Walks the pages and prints what the
# pager asked for; hosts.sh checks it. Then the standalone dots, colour
# lists for the dots and the pager, and an item extent from Python.
import gi

gi.require_version("Gdk", "3.0")
gi.require_version("Gtk", "3.0")
gi.require_version("SlidingPages", "1.0")
from gi.repository import Gdk, GLib, Gtk, SlidingPages

made = {"label": 0, "button": 0}
mismatched = []
bound = 0


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
        pager.scroll_to_item(steps.pop(0), 0)
        return GLib.SOURCE_CONTINUE
    print(f"bound={bound} mismatched={mismatched} labels={made['label']} buttons={made['button']} "
          f"live={pager.get_live_pages()}", flush=True)
    # The standalone dots through the typelib, following an adjustment.
    adj = Gtk.Adjustment(lower=0, upper=500, page_size=100, value=250)
    dots = SlidingPages.Dots(adjustment=adj)
    print(f"dots n-pages={dots.props.n_pages} position={dots.props.position} current={dots.get_current_page()}", flush=True)
    # Per-page colours as lists, through the typelib.
    red, blue = Gdk.RGBA(1, 0, 0, 1), Gdk.RGBA(0, 0, 1, 1)
    dots.set_colour_list([red, blue], [blue])
    pager.set_dot_colour_list([red, blue], [])
    # An item extent from a Python function, asked at the next layout:
    # 600 px of view hold three 200 px items.
    pager.set_item_extent_func(lambda p: 200.0)
    GLib.timeout_add(300, report_extent)
    return GLib.SOURCE_REMOVE


def report_extent():
    shown = [i for i in range(pager.get_current_item(), pager.get_current_item() + 6) if pager.is_item_shown(i)]
    print(f"extent shown={len(shown)}", flush=True)
    Gtk.main_quit()
    return GLib.SOURCE_REMOVE


window = Gtk.Window(title="Python kinds host")
window.set_default_size(600, 400)
pager = SlidingPages.Pager()
pager.connect("page-kind", page_kind)
pager.connect("setup-page::even", make_label)
pager.connect("setup-page::odd", make_button)
pager.connect("bind-page", bind_page)
pager.set_n_items(100)
window.add(pager)
window.show_all()
GLib.timeout_add(80, walk)
Gtk.main()

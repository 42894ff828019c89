#!/usr/bin/python3
# A Python host whose model changes: the page signals make the pages, and
# update_items tells the pager the new order of its identifiers. Prints
# what the pager did; hosts.sh checks it.
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("SlidingPages", "1.0")
from gi.repository import GLib, Gtk, SlidingPages

ids = [f"item-{i}" for i in range(10)]
asked = []


def setup_page(pager):
    return Gtk.Label()


def bind_page(pager, page, index):
    asked.append(index)
    page.set_text(ids[index])


def change():
    global ids
    before = pager.get_current_item()
    shown = ids[before]
    old = ids
    # Two new items in front, item-3 gone: the current item-5 is item 6 now.
    ids = ["new-a", "new-b"] + [i for i in old if i != "item-3"]
    asked.clear()
    applied = pager.update_items(old, ids, True)
    print(f"applied={applied} current={pager.get_current_item()} shows={ids[pager.get_current_item()]} was={shown} "
          f"n-items={pager.get_n_items()} asked={sorted(set(asked))}", flush=True)
    refused = pager.update_items(ids, ["x", "x"], False)
    print(f"repeated ids applied={refused} n-items={pager.get_n_items()}", flush=True)
    Gtk.main_quit()
    return GLib.SOURCE_REMOVE


window = Gtk.Window(title="Python batch host")
window.set_default_size(600, 400)
pager = SlidingPages.Pager(n_items=10)
pager.connect("setup-page", setup_page)
pager.connect("bind-page", bind_page)
window.add(pager)
window.show_all()
pager.scroll_to_item(5, 0)
GLib.timeout_add(500, change)
Gtk.main()

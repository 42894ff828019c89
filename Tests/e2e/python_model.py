#!/usr/bin/python3
# A Python host that shows a Gio.ListStore: bind_model, the page signals
# make the pages, and each change of the store is a batch that keeps the
# current item. A million items stay as light as ten. Prints what the
# pager did; hosts.sh checks it.
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("SlidingPages", "1.0")
from gi.repository import Gio, GLib, GObject, Gtk, SlidingPages


class Item(GObject.Object):
    def __init__(self, name):
        super().__init__()
        self.name = name


store = Gio.ListStore(item_type=Item)
for n in "ABCDE":
    store.append(Item(n))


def setup_page(pager):
    return Gtk.Label()


def bind_page(pager, page, index):
    page.set_text(pager.get_model().get_item(index).name)


def shown():
    i = pager.get_current_item()
    page = pager.get_item_widget(i)
    return f"current={i} shows={page.get_text() if page else None} n-items={pager.get_n_items()}"


def steps():
    print("bound " + shown(), flush=True)
    pager.scroll_to_item(2, 0)
    store.insert(0, Item("new"))
    print("inserted " + shown(), flush=True)
    store.remove(pager.get_current_item())
    print("removed " + shown(), flush=True)
    store.splice(0, 2, [Item("x"), Item("y"), Item("z")])
    print("spliced " + shown(), flush=True)
    big = Gio.ListStore(item_type=Item)
    big.splice(0, 0, [Item(f"#{k}") for k in range(1_000_000)])
    pager.bind_model(big)
    pager.scroll_to_item(500_000, 0)
    big.insert(0, Item("first"))
    GLib.timeout_add(200, finish, big)
    return GLib.SOURCE_REMOVE


def finish(big):
    print(f"million {shown()} live={pager.get_live_pages()}", flush=True)
    before = big.__grefcount__
    pager.bind_model(None)
    print(f"unbound n-items={pager.get_n_items()} model={pager.get_model()} released={before - big.__grefcount__}", flush=True)
    Gtk.main_quit()
    return GLib.SOURCE_REMOVE


window = Gtk.Window(title="Python model host")
window.set_default_size(600, 400)
pager = SlidingPages.Pager()
pager.connect("setup-page", setup_page)
pager.connect("bind-page", bind_page)
pager.bind_model(store)
window.add(pager)
window.show_all()
GLib.timeout_add(300, steps)
Gtk.main()

#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) bound to a Gio.ListStore of 20
# items, on the eighth: the store sorted the other way, then spliced with
# its own items in place (a refresh), then a run around the current item
# given back reversed. Each time the pager stays on the same item, found
# again among the added ones (before, it went to item 0). hosts.sh checks it.
from face import FACE, GLib, Gtk, SlidingPages, put_in, run
from gi.repository import Gio, GObject

lines = []


class Item(GObject.Object):
    def __init__(self, name):
        super().__init__()
        self.name = name


def build(window, quit):
    store = Gio.ListStore(item_type=Item)
    for k in range(20):
        store.append(Item(f"a{k:02}"))
    pager = SlidingPages.Pager()
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(store.get_item(index).name))
    pager.bind_model(store)
    put_in(window, pager)

    def on():
        i = pager.props.current_item
        return f"{store.get_item(i).name} at {i}"

    def steps():
        pager.scroll_to_item(7, 0 if FACE == "3" else False)
        store.sort(lambda a, b: (a.name < b.name) - (a.name > b.name))
        sort = on()
        store.splice(0, 20, [store.get_item(k) for k in range(20)])
        refresh = on()
        run = [store.get_item(k) for k in range(5, 15)]
        store.splice(5, 10, run[::-1])
        lines.append(f"sorted: {sort}; refreshed: {refresh}; reversed run: {on()}")
        quit()
        return False
    GLib.timeout_add(300, steps)
    GLib.timeout_add(5000, quit)


run("SlidingPages model sort", "io.github.slidingpages.ModelSort", build)
print("\n".join(lines) or "nothing", flush=True)

#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) bound to a Gio.ListStore, told
# of changes by hand as if it had a source of its own: insert_items and
# delete_items are refused with a warning naming the bound model (they put
# the pager out of step with the store, asking bind-page for items it did
# not have); n-items set by hand lets go of the model. hosts.sh checks it.
from face import FACE, GLib, Gtk, SlidingPages, put_in, run
from gi.repository import Gio, GObject

lines = []


class Item(GObject.Object):
    def __init__(self, name):
        super().__init__()
        self.name = name


def build(window, quit):
    store = Gio.ListStore(item_type=Item)
    for n in "ABCDE":
        store.append(Item(n))
    pager = SlidingPages.Pager()
    pager.connect("setup-page", lambda pager: Gtk.Label())
    asked = []

    def bind(pager, page, index):
        asked.append(index)
        page.set_text(store.get_item(index).name)
    pager.connect("bind-page", bind)
    pager.bind_model(store)
    put_in(window, pager)

    def steps():
        pager.insert_items(4, 2, False)
        pager.delete_items(0, 1, False)
        # A reload is no count change: allowed, and it finds the count as it
        # was (GTK 3; the GTK 4 face has no reload_item).
        if FACE == "3":
            pager.reload_item(0)
        lines.append(f"by hand: n-items={pager.props.n_items} model={pager.get_model() is store} asked past 4: {max(asked) > 4}")
        pager.props.n_items = 3
        lines.append(f"n-items set: n-items={pager.props.n_items} model={pager.get_model()}")
        quit()
        return False
    GLib.timeout_add(300, steps)
    GLib.timeout_add(5000, quit)


run("SlidingPages model guard", "io.github.slidingpages.ModelGuard", build)
print("\n".join(lines) or "nothing", flush=True)

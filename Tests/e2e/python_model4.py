#!/usr/bin/python3
# The GTK 4 library from Python: a Gio.ListStore bound with bind_model,
# the page signals make the pages, and each change of the store is a batch
# that keeps the current item. A million items stay as light as ten.
# Prints what the pager did; hosts.sh checks it.
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import Gio, GLib, GObject, Gtk, SlidingPages4


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
    model = pager.get_model()
    page.set_text(model.get_item(index).name if model else f"plain {index}")


def shown():
    i = pager.props.current_item
    # The page showing the current item: the one in view at the centre.
    page = pager.pick(pager.get_width() / 2, pager.get_height() / 2, Gtk.PickFlags.DEFAULT)
    text = page.get_text() if isinstance(page, Gtk.Label) else type(page).__name__
    return f"current={i} shows={text} n-items={pager.props.n_items}"


def later(ms, step):
    GLib.timeout_add(ms, lambda: step() and False)


def steps():
    print("bound " + shown(), flush=True)
    pager.scroll_to_item(2, False)
    store.insert(0, Item("new"))
    later(400, step2)


def step2():
    print("inserted " + shown(), flush=True)
    store.remove(pager.props.current_item)
    later(400, step3)


def step3():
    print("removed " + shown(), flush=True)
    store.splice(0, 2, [Item("x"), Item("y"), Item("z")])
    later(400, step4)


def step4():
    print("spliced " + shown(), flush=True)
    big = Gio.ListStore(item_type=Item)
    big.splice(0, 0, [Item(f"#{k}") for k in range(1_000_000)])
    pager.bind_model(big)
    pager.scroll_to_item(500_000, False)
    big.insert(0, Item("first"))
    later(400, lambda: finish(big))


def finish(big):
    print(f"million {shown()} live={pager.get_live_pages()}", flush=True)
    before = big.__grefcount__
    pager.props.n_items = 3
    print(f"n-items by hand n-items={pager.props.n_items} model={pager.get_model()} released={before - big.__grefcount__}", flush=True)
    window.destroy()


app = Gtk.Application(application_id="org.example.SlidingPages4Model", flags=Gio.ApplicationFlags.NON_UNIQUE)


def activate(app):
    global pager, window
    window = Gtk.ApplicationWindow(application=app, title="Python GTK 4 model host")
    window.set_default_size(600, 400)
    pager = SlidingPages4.Pager()
    pager.connect("setup-page", setup_page)
    pager.connect("bind-page", bind_page)
    pager.bind_model(store)
    window.set_child(pager)
    window.present()
    later(500, steps)


app.connect("activate", activate)
app.run([])

#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) of photos whose items change
# while one is looked at: with three items a page, an insert or delete
# before the page leaves it resting on a page; deleting the item in view
# tells its page hidden before the next one is shown; emptied by n-items
# and filled again, the pager tells its page afresh; an item's page is
# found, moved and reloaded. hosts.sh checks the lines printed.
from face import GLib, Gtk, SlidingPages, put_in, run

lines = []


def build(window, quit):
    photos = [f"photo{i}" for i in range(12)]
    pager = SlidingPages.Pager(items_per_page=3)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(photos[index]))
    heard = []
    for name in ("page-shown", "page-hidden", "settled"):
        pager.connect(name, lambda pager, value, name=name: heard.append(f"{name} {value}"))
    pager.props.n_items = len(photos)

    def rest(tag):
        p = pager.props.position
        lines.append(f"{tag}: at {p:g} page {pager.props.current_page} {'on a page' if p == 3 * pager.props.current_page else 'between'}")

    def told(tag):
        lines.append(f"{tag}: {', '.join(heard) or 'nothing'}")
        heard.clear()

    def insert(at, n):
        photos[at:at] = [f"new{k}" for k in range(n)]
        pager.insert_items(at, n, False)

    def delete(at, n):
        del photos[at:at + n]
        pager.delete_items(at, n, False)

    def looked_up(tag):
        c = pager.props.current_item
        page = pager.get_item_widget(c)
        inner = Gtk.Label()
        lines.append(f"{tag}: item {c} {page.get_text() if page else None} == {photos[c]}, "
                     f"found {pager.get_item_for_widget(page)}, shown {pager.is_item_shown(c)}, "
                     f"next {pager.get_item_widget(c + 1) is not None} {pager.is_item_shown(c + 1)}, "
                     f"far {pager.get_item_widget(c + 6)} {pager.is_item_shown(c + 6)}, stranger {pager.get_item_for_widget(inner)}")

    def moved(a, b):
        photos.insert(b, photos.pop(a))
        pager.move_item(a, b)

    def reloaded():
        c = pager.props.current_item
        photos[c] = "edited"
        pager.reload_item(c)

    def emptied():
        photos.clear()
        pager.props.n_items = 0

    def refilled():
        photos.extend(f"again{i}" for i in range(4))
        pager.props.n_items = 4

    steps = [
        lambda: pager.scroll_to_page(2, False),
        lambda: (heard.clear(), insert(0, 1)),
        lambda: rest("insert 1 before"),
        lambda: insert(0, 1),
        lambda: rest("insert 1 more"),
        lambda: delete(0, 2),
        lambda: rest("delete 2 before"),
        lambda: (pager.props.__setattr__("items_per_page", 1), heard.clear()),
        lambda: looked_up("one a page"),
        lambda: moved(pager.props.current_item, 0),
        lambda: looked_up("the current item moved first"),
        reloaded,
        lambda: looked_up("the current item reloaded"),
        lambda: (heard.clear(), delete(pager.props.current_item, 1)),
        lambda: told("the item in view deleted"),
        emptied,
        lambda: told("emptied"),
        refilled,
        lambda: told("filled again"),
        quit,
    ]

    def step():
        steps.pop(0)()
        return bool(steps)
    put_in(window, pager)
    GLib.timeout_add(300, step)


run("SlidingPages changes", "io.github.slidingpages.Changes", build)
print("\n".join(lines) or "nothing", flush=True)

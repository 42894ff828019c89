#!/usr/bin/python3
# A GTK 3 or GTK 4 host (argument 3 or 4) whose model changes: the page
# signals make the pages, and update_items tells the pager the new order
# of its identifiers. Prints what the pager did; hosts.sh checks it.
from face import GLib, Gtk, SlidingPages, put_in, run

ids = [f"item-{i}" for i in range(10)]
asked = []
lines = []


def build(window, quit):
    pager = SlidingPages.Pager(n_items=10)
    pager.connect("setup-page", lambda pager: Gtk.Label())

    def bind_page(pager, page, index):
        asked.append(index)
        page.set_text(ids[index])
    pager.connect("bind-page", bind_page)

    def change():
        global ids
        before = pager.props.current_item
        shown = ids[before]
        old = ids
        # Two new items in front, item-3 gone: the current item-5 is item 6 now.
        ids = ["new-a", "new-b"] + [i for i in old if i != "item-3"]
        asked.clear()
        applied = pager.update_items(old, ids, True)
        current = pager.props.current_item
        lines.append(f"applied={applied} current={current} shows={ids[current]} was={shown} "
                     f"n-items={pager.props.n_items} asked={sorted(set(asked))}")
        refused = pager.update_items(ids, ["x", "x"], False)
        lines.append(f"repeated ids applied={refused} n-items={pager.props.n_items}")
        quit()
        return GLib.SOURCE_REMOVE
    put_in(window, pager)
    pager.scroll_to_item(5, 0)
    GLib.timeout_add(500, change)


run("Python batch host", "io.github.slidingpages.Batch", build)
print("\n".join(lines) or "nothing", flush=True)

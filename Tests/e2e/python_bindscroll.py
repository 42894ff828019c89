#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) whose bind-page handler scrolls
# the pager on from inside the call, once: every page it comes to
# rest on is bound and shown, and a later move lands on a bound page;
# n-items set again (the same, then fewer) keeps the page, telling nothing.
# hosts.sh checks the lines printed.
from face import GLib, Gtk, SlidingPages, put_in, run, take_out

lines = []


def build(window, quit):
    pager = SlidingPages.Pager(n_items=10)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    bound = {}
    scrolls = [0]

    def bind(pager, page, index):
        page.set_text(f"Page {index + 1}")
        bound[index] = page
        if scrolls[0] < 1:
            scrolls[0] += 1
            pager.scroll_to_page(index + 1, True)
    pager.connect("bind-page", bind)

    def shown():
        # The label bound to the current item, and whether it is on screen.
        page = bound.get(pager.props.current_item)
        if page is None or page.get_parent() is not pager:
            return "none"
        ok = page.get_mapped() and page.get_text() == f"Page {pager.props.current_item + 1}"
        return "shown" if ok else "not shown"

    def first():
        lines.append(f"after scrolls from bind-page: page {pager.props.current_page} {shown()}")
        pager.scroll_to_page(6, True)
        GLib.timeout_add(1200, second)
        return False

    told = []
    pager.connect("page-selected", lambda pager, page: told.append(f"selected {page}"))
    pager.connect("settled", lambda pager, page: told.append(f"settled {page}"))

    def second():
        lines.append(f"then moved: page {pager.props.current_page} {shown()}")
        # n-items set again binds the pages where they are, telling nothing.
        told.clear()
        pager.props.n_items = 10
        pager.props.n_items = 8
        GLib.timeout_add(500, third)
        return False

    def third():
        lines.append(f"n-items again: page {pager.props.current_page} {shown()}, told {' '.join(told) or 'nothing'}")
        quit()
        return False
    put_in(window, pager)
    GLib.timeout_add(2500, first)
    GLib.timeout_add(8000, quit)


run("SlidingPages bind scroll", "io.github.slidingpages.BindScroll", build)
print("; ".join(lines) or "nothing", flush=True)

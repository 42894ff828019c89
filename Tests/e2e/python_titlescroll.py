#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) whose page-title handler asks
# for a move to page 3 on every call: the pages arrive there and rest on
# a whole page, each title drawn. hosts.sh checks the line printed.
from face import GLib, Gtk, SlidingPages, put_in, run

lines = []


def build(window, quit):
    pager = SlidingPages.Pager(n_items=10)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))
    asked = set()

    def title(pager, index):
        asked.add(index)
        pager.scroll_to_page(3, True)
        return f"Chapter {index + 1}"
    pager.connect("page-title", title)

    def check():
        lines.append(f"rests at {pager.props.position:.3f} on page {pager.props.current_page}, "
                     f"titles of page 3 {'asked' if 3 in asked else 'not asked'}")
        quit()
        return False
    put_in(window, pager)
    GLib.timeout_add(4000, check)
    GLib.timeout_add(9000, quit)


run("SlidingPages title scroll", "io.github.slidingpages.TitleScroll", build)
print("; ".join(lines) or "nothing", flush=True)

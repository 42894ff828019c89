#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) taken out of its window in the
# middle of a slow move to page 7: with no frames to come, the move ends
# where it was going, and settled is told at once, not when the pager is
# shown again. hosts.sh checks the line printed.
from face import FACE, GLib, Gtk, SlidingPages, put_in, run, take_out

lines = []


def build(window, quit):
    pager = SlidingPages.Pager(n_items=10)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))
    heard = []
    pager.connect("settled", lambda pager, page: heard.append(f"settled {page}"))

    def move():
        if FACE == "4":
            pager.scroll_to_page(6, True)
        else:
            pager.scroll_to_page(6, 2.0)
        GLib.timeout_add(150, out)
        return False

    def out():
        take_out(window, pager)
        GLib.timeout_add(300, look)
        return False

    def look():
        lines.append(f"taken out mid-move: position {pager.props.position:.2f}, {', '.join(heard) or 'nothing told'}")
        put_in(window, pager)
        quit()
        return False
    put_in(window, pager)
    GLib.timeout_add(600, move)
    GLib.timeout_add(6000, quit)


run("SlidingPages unmap move", "io.github.slidingpages.UnmapMove", build)
print("; ".join(lines) or "nothing", flush=True)

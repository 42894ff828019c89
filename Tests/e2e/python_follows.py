#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) whose pages differ in height,
# with follows-page-size: at its natural height in a box, the pager is as
# tall as the page in view (not its loaded neighbours), with the same
# chrome on every page. hosts.sh
# checks the line printed.
from face import FACE, GLib, Gtk, SlidingPages, pack, put_in, run

lines = []


def build(window, quit):
    pager = SlidingPages.Pager(follows_page_size=True, valign=Gtk.Align.START)

    def setup(pager):
        return Gtk.Label()

    def bind(pager, page, index):
        page.set_text(f"page {index}")
        page.set_size_request(-1, (200, 50, 150, 50)[index])
    pager.connect("setup-page", setup)
    pager.connect("bind-page", bind)
    pager.props.n_items = 4
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    pack(box, pager)
    heights = []

    def height():
        return pager.get_height() if FACE == "4" else pager.get_allocated_height()

    def go(page):
        pager.scroll_to_page(page, False) if FACE == "4" else pager.scroll_to_page(page, 0)

    steps = [
        lambda: heights.append(height()),
        lambda: go(2),
        lambda: heights.append(height()),
        lambda: go(1),
        lambda: heights.append(height()),
        lambda: lines.append(f"from page 0: page 2 {heights[1] - heights[0]:+d} px, page 1 {heights[2] - heights[0]:+d} px"),
        quit,
    ]

    def step():
        steps.pop(0)()
        return bool(steps)
    put_in(window, box)
    GLib.timeout_add(300, step)


run("SlidingPages follows", "io.github.slidingpages.Follows", build)
print("\n".join(lines) or "nothing", flush=True)

#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) of wrapping labels, in a window
# of the pager's own size: each page is as tall as its width needs, so it
# fits under the strip (asked for its narrowest width, a wrapping label is
# many lines tall, and the page hung below the pager). hosts.sh checks the
# line printed.
from face import FACE, GLib, Gtk, SlidingPages, run

TEXT = "A page of wrapping text: it is as tall as its width needs, no more."
lines = []


def build(window, quit):
    pager = SlidingPages.Pager()

    def setup(pager):
        label = Gtk.Label(label=TEXT)
        label.set_line_wrap(True) if FACE == "3" else label.set_wrap(True)
        return label
    pager.connect("setup-page", setup)
    pager.connect("bind-page", lambda pager, page, index: None)
    pager.connect("page-title", lambda pager, index: f"Chapter {index + 1}")
    pager.props.n_items = 10
    window.set_default_size(-1, -1)

    def look():
        if FACE == "3":
            page = pager.get_item_widget(0)
            height, page_height = pager.get_allocated_height(), page.get_allocated_height()
        else:
            # The pages are the pager's label children (its other children
            # are the chrome's style nodes); the one on screen is mapped.
            child, page = pager.get_first_child(), None
            while child:
                if isinstance(child, Gtk.Label) and child.get_mapped():
                    page = child
                child = child.get_next_sibling()
            height, page_height = pager.get_height(), page.get_height()
        y = page.translate_coordinates(pager, 0, 0)[1]
        bottom = int(y) + page_height
        lines.append(f"page fits: {bottom <= height} (bottom {bottom} of {height})")
        print(f"page at {y:g}, {page_height} tall", flush=True)
        quit()
        return False
    if FACE == "4":
        window.set_child(pager)
    else:
        window.add(pager)
    GLib.timeout_add(1200, look)


run("SlidingPages wrap fit", "io.github.slidingpages.WrapFit", build)
print("; ".join(lines) or "nothing", flush=True)

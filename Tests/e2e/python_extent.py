#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) whose item extent comes from a
# function of its width: asked again after a resize, a new function and a
# reload, never inside the call that sets it. hosts.sh checks the lines.
from face import FACE, GLib, Gtk, SlidingPages, run

lines = []


def build(window, quit):
    pager = SlidingPages.Pager(dots_hidden=True, title_strip_hidden=True)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, label, index: label.set_label(f"Item {index}"))
    pager.props.n_items = 20
    inside = []
    asked = []

    def width():
        return pager.get_width() if FACE == "4" else pager.get_allocated_width()

    def per(n):
        def extent(pager, *data):
            asked.append(n)
            return width() / n
        return extent

    def setting(n):
        inside.append(len(asked))
        pager.set_item_extent_func(per(n))
        inside[-1] = len(asked) - inside[-1]

    def look(tag):
        lines.append(f"{tag}: {len(pager.get_visible_items())} items in view, asked {len(asked) > 0}")
        asked.clear()

    steps = [
        lambda: setting(3),
        lambda: look("a third"),
        lambda: window.set_default_size(900, 400) if FACE == "4" else window.resize(900, 400),
        lambda: look("a third, wider"),
        lambda: setting(4),
        lambda: look("a quarter"),
        lambda: pager.reload(True),
        lambda: look("a quarter, reloaded"),
        lambda: pager.set_item_extent_func(None),
        lambda: look("none"),
        lambda: lines.append(f"asked inside the setter: {sum(inside)}"),
        quit,
    ]

    def step():
        steps.pop(0)()
        return bool(steps)
    window.set_child(pager) if FACE == "4" else window.add(pager)
    GLib.timeout_add(300, step)


run("SlidingPages extent", "io.github.slidingpages.Extent", build)
print("\n".join(lines) or "nothing", flush=True)

#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) is a Gtk.Orientable, as
# AdwCarousel is: the interface's setter turns it vertical, notifying
# orientation, and its pages then stack down the pager; its style class
# follows however the orientation is set. Its alignment is an enum.
# hosts.sh checks the line printed.
from face import FACE, GLib, Gtk, SlidingPages, put_in, run

lines = []


def build(window, quit):
    pager = SlidingPages.Pager(n_items=3)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Page {index + 1}"))
    pages = {}
    pager.connect("bind-page", lambda pager, page, index: pages.__setitem__(index, page))
    told = []
    pager.connect("notify::orientation", lambda pager, spec: told.append("orientation"))
    def classes():
        has = pager.has_css_class if FACE == "4" else pager.get_style_context().has_class
        return " ".join(c for c in ("horizontal", "vertical") if has(c))
    shown = [classes()]
    Gtk.Orientable.set_orientation(pager, Gtk.Orientation.VERTICAL)
    pager.props.orientation = Gtk.Orientation.HORIZONTAL
    shown.append(classes())
    told.clear()
    pager.props.orientation = Gtk.Orientation.VERTICAL
    shown.append(classes())
    spec = pager.find_property("alignment")
    pager.props.alignment = 1

    def check():
        # Page 2 rests a whole pager's height below page 1, not beside it.
        where = pages[1].translate_coordinates(pages[0], 0, 0) if 1 in pages and 0 in pages else None
        if isinstance(where, tuple) and len(where) == 3:
            where = where[1:]
        below = where is not None and where[0] == 0 and where[1] > 0
        lines.append(f"classes {', '.join(shown)}; "
                     f"orientable {isinstance(pager, Gtk.Orientable)}, told {' '.join(told) or 'nothing'}, "
                     f"{Gtk.Orientable.get_orientation(pager).value_nick}, page 2 {'below' if below else 'not below'}; "
                     f"alignment {spec.value_type.name.removeprefix('SlidingPages4').removeprefix('SlidingPages')} "
                     f"{pager.props.alignment.value_nick}")
        quit()
        return False
    put_in(window, pager)
    GLib.timeout_add(1500, check)
    GLib.timeout_add(8000, quit)


run("SlidingPages orientable", "io.github.slidingpages.Orientable", build)
print("; ".join(lines) or "nothing", flush=True)

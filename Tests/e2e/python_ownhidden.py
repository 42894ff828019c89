#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) of its own pages: removing the
# page in view tells it hidden before the next is shown, so a count of
# shown pages stays even. hosts.sh checks the line printed.
from face import FACE, GLib, Gtk, SlidingPages, put_in, run

lines = []


def build(window, quit):
    pager = SlidingPages.Pager()
    pages = [Gtk.Label(label=f"Own page {k + 1}") for k in range(3)]
    for page in pages:
        pager.append(page, None) if FACE == "4" else pager.add(page)
    heard = []
    for name in ("page-shown", "page-hidden"):
        pager.connect(name, lambda pager, index, name=name: heard.append(f"{name} {index}"))

    def remove():
        heard.clear()
        pager.remove(pages[0])
        GLib.timeout_add(300, look)
        return False

    def look():
        lines.append(f"removed the page in view: {', '.join(heard) or 'nothing told'}")
        quit()
        return False
    put_in(window, pager)
    GLib.timeout_add(600, remove)


run("SlidingPages own pages", "io.github.slidingpages.OwnHidden", build)
print("; ".join(lines) or "nothing", flush=True)

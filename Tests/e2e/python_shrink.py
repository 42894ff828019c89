#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) whose host shrinks it to one
# item from inside bind-page while a move to page 21 is on its way, once
# animated and once as a jump: the events heard last name the page the
# pager rests on, never one it no longer has. hosts.sh checks the lines.
from face import GLib, Gtk, SlidingPages, put_in, run, take_out

lines = []


def build(window, quit):
    pager = SlidingPages.Pager(n_items=50)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    runs = [True, False]
    heard = []

    def bind(pager, page, index):
        page.set_text(f"Page {index + 1}")
        if index == 20 and pager.props.n_items == 50:
            pager.props.n_items = 1
    pager.connect("bind-page", bind)
    pager.connect("page-selected", lambda pager, page: heard.append(f"selected {page}"))
    pager.connect("settled", lambda pager, page: heard.append(f"settled {page}"))

    def jump():
        heard.clear()
        pager.props.n_items = 50
        pager.scroll_to_page(20, runs[0])
        GLib.timeout_add(1200, done)
        return False

    def done():
        lines.append(f"{'move' if runs.pop(0) else 'jump'}: {', '.join(heard)}; rests on {pager.props.current_page} of {pager.props.n_items}")
        if runs:
            jump()
        else:
            quit()
        return False
    put_in(window, pager)
    GLib.timeout_add(500, jump)
    GLib.timeout_add(8000, quit)


run("SlidingPages shrink", "io.github.slidingpages.Shrink", build)
print("\n".join(lines) or "nothing", flush=True)

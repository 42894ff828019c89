#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) before it is ever shown:
# - made with n_items as a construct property, handlers connected after
#   (the README's order): the count reads back and a jump lands at once
#   (GTK 3 read 0 items and dropped the jump until shown);
# - an animated move on a pager in no window arrives, its completion told
#   (it stopped three pages short, "settling" for good);
# - a .ui file's pages open on its initial-page (they opened on page 0);
# - a pager hidden mid-move ends it, and a move its completion starts
#   then lands too (it started animating with no frames to come);
# - a position between pages set off screen comes to rest on a page.
# hosts.sh checks the last line.
from face import FACE, GLib, Gtk, SlidingPages, pack, put_in, run

ANIMATED = True if FACE == "4" else 0.5
CLASS = "SlidingPages4Pager" if FACE == "4" else "SlidingPagesPager"
UI = f"""<interface><object class="{CLASS}" id="pager">
  <property name="initial-page">2</property>
  <child><object class="GtkLabel"><property name="label">a</property></object></child>
  <child><object class="GtkLabel"><property name="label">b</property></object></child>
  <child><object class="GtkLabel"><property name="label">c</property></object></child>
  <child><object class="GtkLabel"><property name="label">d</property></object></child>
</object></interface>"""
parts = []


def build(window, quit):
    counted = SlidingPages.Pager(n_items=1000)
    counted.connect("setup-page", lambda pager: Gtk.Label())
    bound = []
    counted.connect("bind-page", lambda pager, page, index: bound.append(index))
    before = (counted.props.n_items, counted.props.n_pages)
    counted.scroll_to_page(500, 0 if FACE == "3" else False)
    parts.append(f"counted: {before[0]} {before[1]} at {counted.props.current_page}")

    loose = SlidingPages.Pager(n_items=1000)
    loose.connect("setup-page", lambda pager: Gtk.Label())
    told = []
    loose.scroll_to_page_full(100, ANIMATED, lambda pager, finished: told.append(finished))
    between = SlidingPages.Pager(n_items=10)
    between.connect("setup-page", lambda pager: Gtk.Label())
    between.set_position(2.25, False)

    hidden = SlidingPages.Pager(n_items=20, animation_duration=1.0)
    hidden.connect("setup-page", lambda pager: Gtk.Label(label="p"))
    chained = []

    def first_done(pager, finished):
        chained.append(finished)
        pager.scroll_to_page_full(8, ANIMATED, lambda pager, finished: chained.append(finished))

    def start():
        hidden.scroll_to_page_full(5, ANIMATED, first_done)
        GLib.timeout_add(150, lambda: hidden.set_visible(False))
        return False

    SlidingPages.Pager.__gtype__  # registers the type for the builder
    from_ui = Gtk.Builder.new_from_string(UI, -1).get_object("pager")
    built_on = from_ui.props.current_page
    for pager in (counted, from_ui, hidden):
        pager.set_hexpand(True)
    put_in(window, pack(Gtk.Box(), counted, from_ui, hidden))
    GLib.timeout_add(200, start)

    def check():
        parts.append(f"unshown move: at {loose.props.current_page} told {told} state {int(loose.props.scroll_state)}")
        parts.append(f"ui: built on {built_on} shown on {from_ui.props.current_page}")
        parts.append(f"page 500 bound {500 in bound}")
        parts.append(f"hidden mid-move: at {hidden.props.current_page} told {chained} state {int(hidden.props.scroll_state)}")
        parts.append(f"between: at {between.props.position} state {int(between.props.scroll_state)}")
        print("; ".join(parts), flush=True)
        quit()
        return False
    GLib.timeout_add(900, check)


run("Unshown", "org.slidingpages.UnshownTest", build)

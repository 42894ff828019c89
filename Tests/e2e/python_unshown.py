#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) before it is ever shown:
# - made with n_items as a construct property, handlers connected after
#   (the README's order): the count reads back and a jump lands at once
#   (GTK 3 read 0 items and dropped the jump until shown);
# - an animated move on a pager in no window arrives, its completion told
#   (it stopped three pages short, "settling" for good);
# - a .ui file's pages open on its initial-page (they opened on page 0).
# hosts.sh checks the last line.
from face import FACE, GLib, Gtk, SlidingPages, put_in, run

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
    counted.connect("bind-page", lambda pager, page, index: page.set_text(f"page {index}"))
    before = (counted.props.n_items, counted.props.n_pages)
    counted.scroll_to_page(500, 0 if FACE == "3" else False)
    parts.append(f"counted: {before[0]} {before[1]} at {counted.props.current_page}")

    loose = SlidingPages.Pager(n_items=1000)
    loose.connect("setup-page", lambda pager: Gtk.Label())
    told = []
    loose.scroll_to_page_full(100, ANIMATED, lambda pager, finished: told.append(finished))

    SlidingPages.Pager.__gtype__  # registers the type for the builder
    from_ui = Gtk.Builder.new_from_string(UI, -1).get_object("pager")
    built_on = from_ui.props.current_page
    put_in(window, from_ui)

    def check():
        parts.append(f"unshown move: at {loose.props.current_page} told {told} state {int(loose.props.scroll_state)}")
        parts.append(f"ui: built on {built_on} shown on {from_ui.props.current_page}")
        print("; ".join(parts), flush=True)
        quit()
        return False
    GLib.timeout_add(700, check)


run("Unshown", "org.slidingpages.UnshownTest", build)

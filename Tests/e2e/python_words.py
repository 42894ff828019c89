#!/usr/bin/python3
# What a GTK 3 pager and dots tell screen readers, in the user's language:
# run with LANGUAGE=de (and a UTF-8 locale), the installed German catalogue
# words the pager's name, page, actions and the dots' name. hosts.sh checks
# the last line against the German words.
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("SlidingPages", "1.0")
gi.require_version("Atk", "1.0")
from gi.repository import Atk, GLib, Gtk, SlidingPages

window = Gtk.Window(title="SlidingPages words")
window.set_default_size(400, 300)
pager = SlidingPages.Pager()
pager.connect("setup-page", lambda p: Gtk.Label())
pager.connect("bind-page", lambda p, page, index: page.set_text(f"Item {index}"))
pager.connect("page-title", lambda p, index: f"Chapter {index + 1}")
pager.props.n_items = 5
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
box.pack_start(pager, True, True, 0)
dots = SlidingPages.Dots.new(5)
box.pack_start(dots, False, False, 0)
window.add(box)
window.show_all()


def report():
    try:
        a = pager.get_accessible()
        action = Atk.Action.get_description(a, 0)
        print(f"{a.get_name()} | {a.get_description()} | {action} | {dots.get_accessible().get_name()}")
    finally:
        Gtk.main_quit()
    return False


GLib.timeout_add(500, report)
Gtk.main()

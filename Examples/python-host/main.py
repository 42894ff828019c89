#!/usr/bin/python3
# A Python host (PyGObject): 10,000 titled pages made in the pager's page
# signals, with the strip, dots and a settled handler.
# Usage: main.py [SECONDS]   (quits after SECONDS, printing the live pages)
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("SlidingPages", "1.0")
from gi.repository import GLib, Gtk, SlidingPages


def setup_page(pager):
    # A new page; bind-page shows an item on it. Pages are recycled: only
    # those in view and the preloaded ones beside them exist.
    return Gtk.Label()


def bind_page(pager, page, index):
    page.set_markup(f"<span size='40000' weight='bold'>Page {index + 1}</span>")


def page_title(pager, index):
    return f"Chapter {index + 1}"


def settled(pager, page):
    print(f"settled page={page}", flush=True)


def quit_after(pager):
    print(f"live pages={pager.get_live_pages()} n-pages={pager.get_n_pages()}", flush=True)
    Gtk.main_quit()
    return GLib.SOURCE_REMOVE


window = Gtk.Window(title="Python pager host")
window.set_default_size(800, 600)
pager = SlidingPages.Pager(n_items=10000)
pager.connect("setup-page", setup_page)
pager.connect("bind-page", bind_page)
pager.connect("page-title", page_title)
pager.connect("settled", settled)
window.add(pager)
window.connect("destroy", Gtk.main_quit)
window.show_all()
if len(sys.argv) > 1:
    GLib.timeout_add(int(float(sys.argv[1]) * 1000), quit_after, pager)
Gtk.main()

#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) of 16 pages, autoplaying every
# 0.6 s: the first turn comes an interval after the pager is mapped, and
# each next one an interval after the last settled, while the scrubber's
# nub (shown from 16 pages) fades. GTK 3 turned first after two intervals,
# and after about 1.3 s while the nub faded. The bound is loose (1.0 s)
# for a loaded machine; hosts.sh checks the last line (with the pointer
# away from the window: over the pages it holds autoplay).
import time

from face import GLib, Gtk, SlidingPages, put_in, run

INTERVAL = 0.6
marks = {"from": None}
gaps = []


def build(window, quit):
    pager = SlidingPages.Pager(n_items=16, autoplay_interval=INTERVAL)
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"page {index}"))
    def mapped(pager):
        marks["from"] = time.monotonic()
        # Three turns take 2.6 s from the map: checked a while after.
        GLib.timeout_add(3400, check)

    pager.connect("map", mapped)

    def selected(pager, page):
        if marks["from"] is not None:
            gaps.append(time.monotonic() - marks["from"])
            marks["from"] = None

    pager.connect("page-selected", selected)
    pager.connect("settled", lambda pager, page: marks.__setitem__("from", time.monotonic()))
    put_in(window, pager)

    def check():
        slow = [round(g, 2) for g in gaps if g > 1.0]
        print("gaps", [round(g, 2) for g in gaps], flush=True)
        print(f"turns {len(gaps) >= 3}; slow {slow}", flush=True)
        quit()
        return False


run("Autoplay", "org.slidingpages.AutoplayTest", build)

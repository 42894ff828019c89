#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) whose window the host destroys
# from inside each page signal in turn, on its third call while the pages
# move (or after, for a signal that was not called three times): every
# page setup-page made is finalized, and so is the pager. hosts.sh checks
# the line printed.
import gc
from face import FACE, GLib, Gtk, SlidingPages, show_in

SIGNALS = ["setup-page", "bind-page", "unbind-page", "teardown-page", "page-title"]
STEP = 0.1 if FACE == "3" else True
loop = GLib.MainLoop()
results = []


def attempt(signal):
    counts = {"made": 0, "gone": 0, "calls": 0, "pager gone": 0}
    cell = {}

    def finalized(key):
        counts[key] += 1

    def act(*_):
        counts["calls"] += 1
        if counts["calls"] == 3 and "window" in cell:
            cell.pop("window").destroy()

    def setup(pager):
        page = Gtk.Label()
        counts["made"] += 1
        page.weak_ref(finalized, "gone")
        if signal == "setup-page":
            act()
        return page

    window = Gtk.Window(title="SlidingPages destroy in", default_width=640, default_height=400)
    cell["window"] = window
    pager = SlidingPages.Pager(n_items=100)
    pager.weak_ref(finalized, "pager gone")
    pager.connect("setup-page", setup)
    pager.connect("bind-page", lambda pager, page, index: (page.set_text(f"Page {index + 1}"), signal == "bind-page" and act()))
    pager.connect("unbind-page", lambda pager, page: signal == "unbind-page" and act())
    pager.connect("teardown-page", lambda pager, page: signal == "teardown-page" and act())
    pager.connect("page-title", lambda pager, index: (signal == "page-title" and act(), f"Chapter {index + 1}")[1])
    show_in(window, pager)
    del window
    steps = [0]

    def step():
        steps[0] += 1
        if "window" in cell and steps[0] <= 12:
            pager_now = cell["window"].get_child()
            if pager_now is not None:
                pager_now.scroll_by_items(1 if steps[0] % 4 else -2, STEP)
            return True
        acted = "inside" if counts["calls"] >= 3 else "after"
        if "window" in cell:
            cell.pop("window").destroy()
        GLib.timeout_add(300, report, acted)
        return False

    def report(acted):
        gc.collect()
        results.append(f"{signal}: destroyed {acted}, {counts['made'] - counts['gone']} of {counts['made']} pages left, "
                       f"pager {'finalized' if counts['pager gone'] else 'left'}")
        if len(results) < len(SIGNALS):
            attempt(SIGNALS[len(results)])
        else:
            loop.quit()
        return False
    del pager
    GLib.timeout_add(400, step)


attempt(SIGNALS[0])
GLib.timeout_add(60000, loop.quit)
loop.run()
print("; ".join(results), flush=True)

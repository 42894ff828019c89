#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) of three items a page, left to
# right and right to left, read over AT-SPI as it moves page to page: a
# screen reader finds the items of the page shown, in item order, and no
# page off screen. This program reads; it runs the pager as a second
# process, told where to go on its standard input. Run it in a D-Bus
# session; hosts.sh checks the line printed.
import subprocess
import sys
import time

FACE = sys.argv[1] if len(sys.argv) > 1 else "4"
PAGES = [2, 1, 3, 2, 0]


def pager_app(direction):
    from face import GLib, Gtk, SlidingPages, put_in, run
    GLib.set_prgname("readorder")

    def build(window, quit):
        pager = SlidingPages.Pager(n_items=12, items_per_page=3)
        pager.set_direction(Gtk.TextDirection.RTL if direction == "rtl" else Gtk.TextDirection.LTR)
        pager.connect("setup-page", lambda pager: Gtk.Label())
        pager.connect("bind-page", lambda pager, page, index: page.set_text(f"Item {index}"))
        put_in(window, pager)

        def command(channel, condition):
            line = sys.stdin.readline().split()
            if not line or line[0] == "quit":
                quit()
                return False
            pager.scroll_to_page(int(line[1]), 0 if FACE == "3" else False)
            return True
        GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, command)
        GLib.timeout_add(30000, quit)
    run("SlidingPages read order", "io.github.slidingpages.ReadOrder", build)


def read(direction):
    from atspi_checks import find, find_app
    app_process = subprocess.Popen([sys.executable, __file__, FACE, "app", direction], stdin=subprocess.PIPE, text=True)
    heard = []
    try:
        app = find_app("readorder")
        if app is None:
            return "no app on the bus"

        def items():
            pager = find(app, lambda n: n.name == "Pages" or n.getRoleName() == "scroll pane")
            if pager is None:
                return None
            return [pager[i].name for i in range(pager.childCount)]
        for page in PAGES:
            app_process.stdin.write(f"page {page}\n")
            app_process.stdin.flush()
            want = [f"Item {3 * page + k}" for k in range(3)]
            end = time.time() + 4
            got = items()
            while got != want and time.time() < end:
                time.sleep(0.1)
                got = items()
            heard.append(str(page) if got == want else f"{page} as {got}")
    finally:
        if app_process.poll() is None:
            app_process.stdin.write("quit\n")
            app_process.stdin.flush()
        app_process.wait(timeout=10)
    return "pages " + " ".join(heard)


if len(sys.argv) > 2 and sys.argv[2] == "app":
    pager_app(sys.argv[3])
else:
    print("; ".join(f"{d}: {read(d)}" for d in ["ltr", "rtl"]), flush=True)

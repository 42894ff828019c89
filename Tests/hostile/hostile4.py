#!/usr/bin/python3
# A careless or hostile Python host of the GTK 4 library, through its
# typelib only (SlidingPages4 1.0). Each case runs in a process of its own
# (Tests/e2e/hostile-gi.sh runs them under G_DEBUG=fatal-criticals): a
# critical, a crash, a hang or a Python traceback fails it, and so does a
# "FAIL:" line with a non-zero exit.
#
# Usage: hostile4.py --list | hostile4.py CASE
import faulthandler
import gc
import os
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SlidingPages4", "1.0")
from gi.repository import Gio, GLib, GObject, Gtk, SlidingPages4  # noqa: E402

faulthandler.enable()
logged = []  # the library's warnings


def on_warning(domain, level, message, *data):
    logged.append(message)
    print(f"warning {domain}: {message}", flush=True)


GLib.log_set_handler("SlidingPages", GLib.LogLevelFlags.LEVEL_WARNING, on_warning)


def fail(why):
    # os._exit: an exception inside a signal handler would only be printed.
    print(f"FAIL: {why}", flush=True)
    os._exit(3)


def check(cond, why):
    if not cond:
        fail(why)


def pump(ms):
    ctx = GLib.MainContext.default()
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        while ctx.iteration(False):
            pass
        time.sleep(0.001)


class Host:
    """An 800 x 600 window holding a pager of `n` label pages made by the
    page signals, shown and laid out; `gone` once the pager is disposed."""

    def __init__(self, n=20, setup=None, bind=None, title=None):
        Gtk.init()
        self.window = Gtk.Window(title="hostile4.py")
        self.window.set_default_size(800, 600)
        self.pager = SlidingPages4.Pager()
        # Held in a list, not through self: a handler holding the host
        # would keep the pager alive (PyGObject collects no cycle through
        # a signal's closure).
        self._gone = gone = [False]
        self.pager.connect("destroy", lambda *args: gone.__setitem__(0, True))
        self.pager.connect("setup-page", setup or (lambda p: Gtk.Label()))
        self.pager.connect("bind-page", bind or (lambda p, page, i: page.set_text(f"Page {i}")))
        self.pager.connect("page-title", title or (lambda p, i: f"Title {i}"))
        self.pager.props.n_items = n
        self.window.set_child(self.pager)
        self.window.present()
        pump(200)

    @property
    def gone(self):
        return self._gone[0]

    def go(self, page, animate=False, wait=None):
        self.pager.scroll_to_page(page, animate)
        pump(wait if wait is not None else (500 if animate else 60))

    def current(self):
        return self.pager.get_current_page()

    def still_pages(self):
        check(not self.gone, "the pager is gone")
        if self.pager.get_n_pages() >= 3:
            self.go(2)
            check(self.current() == 2, f"a jump to page 2 landed on {self.current()}")
            self.go(0, True)
            check(self.current() == 0, f"a move to page 0 landed on {self.current()}")

    def shows(self, index):
        """The page at the pager's centre is a live child saying `index`."""
        p = self.pager
        w = p.pick(p.get_width() / 2, p.get_height() / 2, Gtk.PickFlags.DEFAULT)
        check(isinstance(w, Gtk.Label), f"item {index}: the pager's centre holds {type(w).__name__}, not a page")
        check(w.get_parent() == p, f"item {index}'s page is not the pager's child")
        check(w.get_text() == f"Page {index}", f"item {index}'s page says {w.get_text()!r}")


CASES = {}


def case(name):
    def register(fn):
        CASES[name] = fn
        return fn
    return register


@case("unparent-page-in-unbind")
def unparent_page_in_unbind():
    # GTK 4's way of throwing a page away: the host unparents it, so the
    # pager's reference goes and the page is finalized.
    made, thrown = [0], [0]

    def setup(p):
        made[0] += 1
        return Gtk.Label()

    def unbind(p, page):
        thrown[0] += 1
        page.unparent()

    h = Host(20, setup=setup)
    h.pager.connect("unbind-page", unbind)
    for page in (3, 7, 4, 12, 19, 0, 10, 2, 15, 5):
        h.go(page)
        check(h.current() == page, f"a jump to page {page} landed on {h.current()}")
        h.shows(page)
        gc.collect()
    for page in (6, 9):
        h.go(page, True)
        check(h.current() == page, f"a move to page {page} landed on {h.current()}")
        h.shows(page)
    check(thrown[0] > 0, "no page was unbound: nothing was tested")
    print(f"made={made[0]} unparented-in-unbind={thrown[0]}", flush=True)
    h.still_pages()


@case("teardown-when-dropped")
def teardown_when_dropped():
    pages, torn = [], []

    def setup(p):
        label = Gtk.Label()
        pages.append(label)
        return label

    h = Host(200, setup=setup)
    h.pager.connect("teardown-page", lambda p, page: torn.append(page))
    for k, page in enumerate(range(0, 120, 7)):
        h.go(page, k % 2 == 0, wait=40)
        if k % 3 == 0:
            gc.collect()
    h.go(150)
    h.go(60, True)
    gc.collect()
    # Fewer items (the pages there are bound again), then the spares
    # discarded: every page let go of is torn down, once.
    h.pager.props.n_items = 2
    h.pager.reload_full(True, True)
    pump(300)
    gc.collect()
    pump(100)
    dropped = [w for w in pages if w.get_parent() is None]
    print(f"made={len(pages)} dropped={len(dropped)} teardown={len(torn)}", flush=True)
    check(dropped, "the pager let go of no page: nothing was tested")
    missing = [w for w in dropped if not any(t is w for t in torn)]
    check(not missing, f"{len(missing)} of {len(dropped)} pages the pager let go of had no teardown-page")
    early = [t for t in torn if t.get_parent() is not None]
    check(not early, f"teardown-page for {len(early)} pages the pager still holds")
    twice = len(torn) - len({id(t) for t in torn})
    check(twice == 0, f"{twice} pages torn down more than once")
    h.pager.props.n_items = 20
    pump(100)
    h.still_pages()


@case("plain-notify")
def plain_notify():
    h = Host(10)
    heard = set()
    h.pager.connect("notify", lambda obj, pspec: heard.add(pspec.name))
    h.pager.props.spacing = 12
    h.pager.props.n_items = 30
    pump(50)
    h.go(5)
    h.go(8, True)
    h.pager.set_position(3.5, False)
    pump(100)
    want = {"spacing", "n-items", "n-pages", "current-item", "current-page", "position"}
    check(want <= heard, f"a plain notify handler missed {sorted(want - heard)} (heard {sorted(heard)})")


@case("delete-past-end")
def delete_past_end():
    h = Host(10)
    p = h.pager
    h.go(3)
    before = len(logged)
    p.delete_items(5, 100, False)
    p.insert_items(11, 1, True)
    pump(50)
    said = logged[before:]
    check(len(said) == 2 and all("fit" in m or "past" in m or "items" in m for m in said),
          f"two changes that do not fit gave the warnings {said}")
    check(p.props.n_items == 10 and h.current() == 3, f"refused changes left {p.props.n_items} items on page {h.current()}")
    p.delete_items(5, 5, False)
    pump(50)
    check(p.props.n_items == 5, f"delete_items(5, 5) on 10 items left {p.props.n_items}")
    h.still_pages()


@case("gc-mid-scroll")
def gc_mid_scroll():
    held = {}  # item -> page, only while bound
    counts = {"setup": 0, "teardown": 0}

    def setup(p):
        counts["setup"] += 1
        return Gtk.Label()

    def bind(p, page, index):
        page.set_text(f"Page {index}")
        held[index] = page

    def unbind(p, page):
        for k in [k for k, v in held.items() if v is page]:
            del held[k]

    def teardown(p, page):
        counts["teardown"] += 1

    h = Host(100, setup=setup, bind=bind)
    h.pager.connect("unbind-page", unbind)
    h.pager.connect("teardown-page", teardown)
    ctx = GLib.MainContext.default()
    for target in (40, 5, 90):
        h.pager.scroll_to_page(target, True)
        end = time.monotonic() + 0.9
        k = 0
        while time.monotonic() < end:
            while ctx.iteration(False):
                pass
            k += 1
            if k % 5 == 0:
                held.clear()  # the host lets go of its pages mid-move
                gc.collect()
            time.sleep(0.002)
        check(h.current() == target, f"a move to page {target} under gc landed on {h.current()}")
        h.shows(target)
    h.pager.props.n_items = 3
    held.clear()
    pump(100)
    gc.collect()
    pump(100)
    print(f"setup={counts['setup']} teardown={counts['teardown']}", flush=True)
    check(counts["teardown"] <= counts["setup"], f"{counts['teardown']} teardowns for {counts['setup']} pages")
    h.still_pages()


@case("window-closed-inside-signals")
def window_closed_inside_signals():
    # The host closes the window from inside each signal the pager emits,
    # then drops its own reference: the pager must be finalized, with no
    # reference left behind by the emission.
    for signal in ("setup-page", "bind-page", "page-title", "settled", "page-selected"):
        reached, finalized, armed = [0], [False], [False]
        h = None

        def close(*args):
            if armed[0]:
                reached[0] += 1
                if reached[0] == 1:
                    h.window.destroy()
            if signal == "setup-page":
                return Gtk.Label()
            if signal == "page-title":
                return "Title"
            if signal == "bind-page":
                args[1].set_text(f"Page {args[2]}")
            return None

        # setup-page and page-title take the first handler's answer: the
        # closing one is the host's own.
        h = Host(20, setup=close if signal == "setup-page" else None, title=close if signal == "page-title" else None)
        if signal not in ("setup-page", "page-title"):
            h.pager.connect(signal, close)
        armed[0] = True
        h.pager.weak_ref(lambda: finalized.__setitem__(0, True))
        # New items: every page is asked for again.
        h.pager.props.n_items = 30
        h.pager.scroll_to_page(4, True)
        pump(700)
        check(reached[0] > 0, f"{signal} was never emitted: nothing was tested")
        check(not h.pager.get_mapped(), f"the pager is still shown in a window closed inside {signal}")
        # Calls on a pager whose window went are harmless.
        h.pager.scroll_to_page(1, False)
        h.pager.props.n_items = 3
        pump(50)
        del h
        gc.collect()
        pump(100)
        check(finalized[0], f"the pager was not finalized after its window was closed inside {signal}")
        print(f"closed inside {signal} ({reached[0]} calls)", flush=True)


class Item(GObject.Object):
    def __init__(self, name):
        super().__init__()
        self.name = name


@case("model-changed-inside")
def model_changed_inside():
    # A bound Gio.ListStore changed from inside bind-page and page-title,
    # then let go of by the host while the pager keeps it.
    store = Gio.ListStore(item_type=Item)
    store.splice(0, 0, [Item(f"Page {k}") for k in range(30)])
    binds = [0]

    def bind(p, page, index):
        model = p.get_model()
        n = model.get_n_items()
        check(0 <= index < n, f"bind-page for item {index} of a model of {n}")
        page.set_text(model.get_item(index).name)
        binds[0] += 1
        if binds[0] % 4 == 0:
            model.insert(0, Item("Page new"))
        if binds[0] % 7 == 0:
            model.remove(n - 1)

    def title(p, index):
        model = p.get_model()
        if model is not None and index % 5 == 0 and model.get_n_items() > 10:
            model.remove(model.get_n_items() - 1)
        return f"Title {index}"

    # page-title takes the first handler's answer: this one is the host's.
    h = Host(0, bind=bind, title=title)
    h.pager.bind_model(store)
    del store
    gc.collect()
    for page in (3, 9, 2, 14, 6):
        h.go(page, page % 2 == 0)
        model = h.pager.get_model()
        check(h.pager.get_n_pages() == model.get_n_items(), f"{h.pager.get_n_pages()} pages for a model of {model.get_n_items()}")
    check(binds[0] >= 8, f"{binds[0]} binds: the changes inside were not reached")
    print(f"binds={binds[0]} items={h.pager.get_model().get_n_items()}", flush=True)
    h.pager.bind_model(None)
    check(h.pager.get_model() is None and h.pager.get_n_pages() == 0, "bind_model(None) kept the model")
    h.window.destroy()
    pump(50)


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--list":
        print("\n".join(CASES))
        return 0
    if len(sys.argv) != 2 or sys.argv[1] not in CASES:
        print(f"usage: {sys.argv[0]} --list | CASE ({', '.join(CASES)})", file=sys.stderr)
        return 2
    CASES[sys.argv[1]]()
    print(f"ok {sys.argv[1]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

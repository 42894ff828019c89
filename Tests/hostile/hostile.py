#!/usr/bin/python3
# A careless or hostile Python host, through the typelib only. Each case
# runs in a process of its own (Tests/e2e/hostile-gi.sh runs them under
# G_DEBUG=fatal-criticals): a critical, a crash, a hang or a Python
# traceback fails it, and so does a "FAIL:" line with a non-zero exit.
#
# Usage: hostile.py --list | hostile.py CASE
import faulthandler
import gc
import os
import sys
import time
import warnings

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("SlidingPages", "1.0")
from gi.repository import GLib, Gtk, SlidingPages  # noqa: E402

try:
    import cairo  # python3-gi-cairo; without it, draws are forced through GDK
except ImportError:
    cairo = None

# A crash prints where the Python side was, for whoever fixes it.
faulthandler.enable()
# process_updates is deprecated, and used on purpose.
warnings.simplefilter("ignore", DeprecationWarning)

logged = []  # the library's warnings


def on_warning(domain, level, message, *data):
    logged.append(message)
    print(f"warning {domain}: {message}", flush=True)


# Warnings are counted (some cases must warn); criticals keep GLib's handler,
# which G_DEBUG=fatal-criticals makes abort.
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
    page signals, shown and laid out; `gone` once the pager is destroyed."""

    def __init__(self, n=20, setup=None, bind=None):
        self.window = Gtk.Window(title="hostile.py")
        self.window.set_default_size(800, 600)
        self.pager = SlidingPages.Pager()
        self.gone = False
        self.pager.connect("destroy", self._forget)
        self.pager.connect("setup-page", setup or (lambda p: Gtk.Label()))
        self.pager.connect("bind-page", bind or (lambda p, page, i: page.set_text(f"Page {i}")))
        self.pager.connect("page-title", lambda p, i: f"Title {i}")
        self.window.add(self.pager)
        self.pager.set_n_items(n)
        self.window.show_all()
        pump(150)

    def _forget(self, *args):
        self.gone = True

    def go(self, page, duration=0.0, wait=None):
        self.pager.scroll_to_page(page, duration)
        pump(wait if wait is not None else (60 if duration == 0 else int(duration * 1000) + 250))

    def still_pages(self):
        check(not self.gone, "the pager is gone")
        p = self.pager
        if p.get_n_items() >= 3:
            self.go(2)
            check(p.get_current_page() == 2, f"a jump to page 2 landed on {p.get_current_page()}")
            self.go(0, 0.1)
            check(p.get_current_page() == 0, f"a move to page 0 landed on {p.get_current_page()}")

    def shows(self, index):
        """The page shown for `index` is a live child saying so."""
        w = self.pager.get_item_widget(index)
        check(w is not None, f"item {index} has no page")
        check(w.get_parent() == self.pager, f"item {index}'s page is not the pager's child")
        check(w.get_text() == f"Page {index}", f"item {index}'s page says {w.get_text()!r}")


CASES = {}


def case(name):
    def register(fn):
        CASES[name] = fn
        return fn
    return register


# 1. A page destroyed from unbind-page is never used again -----------------

@case("destroy-page-in-unbind")
def destroy_page_in_unbind():
    # The host holds no page: the pager's reference is the last one.
    made = [0]
    destroyed = [0]

    def setup(p):
        made[0] += 1
        return Gtk.Label()

    def unbind(p, page):
        destroyed[0] += 1
        page.destroy()

    h = Host(20, setup=setup)
    h.pager.connect("unbind-page", unbind)
    for page in (3, 7, 4, 12, 19, 0, 10, 2, 15, 5):
        h.go(page)
        check(h.pager.get_current_page() == page, f"a jump to page {page} landed on {h.pager.get_current_page()}")
        h.shows(page)
        gc.collect()
    for page in (6, 9, 13):
        h.go(page, 0.15)
        check(h.pager.get_current_page() == page, f"a move to page {page} landed on {h.pager.get_current_page()}")
        h.shows(page)
    check(destroyed[0] > 0, "no page was unbound: nothing was tested")
    print(f"made={made[0]} destroyed-in-unbind={destroyed[0]}", flush=True)
    h.still_pages()


# 2. teardown-page for every page the pager lets go of ------------------------

@case("teardown-when-dropped")
def teardown_when_dropped():
    pages = []  # every page made, held by the host throughout
    torn = []

    def setup(p):
        label = Gtk.Label()
        pages.append(label)
        return label

    def teardown(p, page):
        torn.append(page)

    h = Host(200, setup=setup)
    h.pager.connect("teardown-page", teardown)
    for k, page in enumerate(range(0, 120, 7)):
        h.go(page, 0.08, wait=40)
        if k % 3 == 0:
            gc.collect()
    h.go(150)
    h.go(60, 0.3)
    gc.collect()
    # Fewer items than pages in view and pooled: the pool is trimmed.
    h.pager.set_n_items(2)
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
    h.pager.set_n_items(20)
    pump(100)
    h.still_pages()


# 3. A plain "notify" handler hears every property ---------------------------

@case("plain-notify")
def plain_notify():
    h = Host(10)
    heard = set()
    h.pager.connect("notify", lambda obj, pspec: heard.add(pspec.name))
    h.pager.set_property("spacing", 12)
    h.pager.set_n_items(30)
    pump(50)
    h.go(5)
    h.go(8, 0.2)
    h.pager.set_position(3.5, False)
    pump(100)
    want = {"spacing", "n-items", "n-pages", "current-item", "current-page", "position"}
    check(want <= heard, f"a plain notify handler missed {sorted(want - heard)} (heard {sorted(heard)})")


# 4. A draw forced before GTK's layout pass ------------------------------------

@case("draw-before-allocate")
def draw_before_allocate():
    h = Host(12)
    window = h.window
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, 800, 600) if cairo else None

    def draw_now():
        # Straight after a change, before the frame clock lays out.
        if surface is not None:
            window.draw(cairo.Context(surface))
        gdk_window = window.get_window()
        gdk_window.invalidate_rect(None, True)
        gdk_window.process_updates(True)

    print(f"drawing with {'cairo and GDK' if cairo else 'GDK only (no pycairo)'}", flush=True)
    for k in range(20):
        h.pager.set_property("wrap", k % 2 == 0)
        draw_now()
        h.pager.set_n_items(12 + k % 4)
        draw_now()
        h.pager.set_property("spacing", (k % 3) * 8)
        draw_now()
        h.pager.scroll_to_page(k % 9, 0)
        draw_now()
        pump(20)
    h.pager.set_property("wrap", False)
    h.pager.set_n_items(12)
    pump(100)
    h.still_pages()


# 5. A bubble function that replaces itself or destroys the scrubber -------------

def scrubbed_window():
    window = Gtk.Window(title="hostile.py scrubber")
    window.set_default_size(800, 600)
    sw = Gtk.ScrolledWindow()
    area = Gtk.DrawingArea()
    area.set_size_request(-1, 40000)
    sw.add(area)
    scrubber = SlidingPages.Scrubber.new(sw)
    window.add(scrubber)
    window.show_all()
    pump(150)
    return window, scrubber, sw.get_vadjustment()


def scroll_through(adj, steps=25, ms=30):
    for k in range(1, steps + 1):
        adj.set_value(min(k * 900.0, adj.get_upper() - adj.get_page_size()))
        pump(ms)


@case("bubble-func-replaced-inside")
def bubble_func_replaced_inside():
    window, scrubber, adj = scrubbed_window()
    calls = []

    def second(s, value, fraction):
        calls.append("second")
        return f"second {fraction:.2f}"

    def first(s, value, fraction):
        calls.append("first")
        s.set_bubble_func(second)
        gc.collect()  # the replaced function's closure goes now, if freed
        return f"first {fraction:.2f}"

    scrubber.set_bubble_func(first)
    scroll_through(adj)
    check("first" in calls, "the bubble function was never called: nothing was tested")
    check("second" in calls, f"the replacement was never called ({calls[:6]})")
    check(calls.count("first") == 1, f"the replaced function was called {calls.count('first')} times")
    window.destroy()
    pump(50)


@case("bubble-func-destroys-scrubber")
def bubble_func_destroys_scrubber():
    # The scrubber itself, then (in a second window) the scrubber's window.
    for what in ("scrubber", "window"):
        window, scrubber, adj = scrubbed_window()
        gone = [False]
        calls = [0]
        scrubber.connect("destroy", lambda *a: gone.__setitem__(0, True))

        def destroying(s, value, fraction):
            calls[0] += 1
            (s if what == "scrubber" else window).destroy()
            gc.collect()
            return "gone"

        scrubber.set_bubble_func(destroying)
        scroll_through(adj, steps=10)
        check(calls[0] > 0, f"the bubble function was never called ({what}): nothing was tested")
        check(calls[0] == 1, f"the bubble function was called {calls[0]} times after destroying the {what}")
        check(gone[0], f"the scrubber outlived its destruction ({what})")
        if what == "scrubber":
            window.destroy()
        pump(50)


# 6. A delete past the end is refused, alone or in a batch ----------------------

@case("delete-past-end")
def delete_past_end():
    # Refused, as sliding-pages.h and the README say: warned of by name, and
    # nothing changes (a batch with one change that does not fit, whole).
    h = Host(10)
    p = h.pager
    K = SlidingPages.ChangeKind

    def change(kind, index, count=0, to=0):
        c = SlidingPages.ItemChange()
        c.kind, c.index, c.count, c.to = kind, index, count, to
        return c

    attempts = (
        ("delete_items(5, 100)", "delete_items", lambda: p.delete_items(5, 100, False)),
        ("a batch deleting 100 at 5", "apply_changes", lambda: p.apply_changes([change(K.DELETE, 5, 100)], False)),
        ("a batch inserting 2 at 0, then deleting 50 at 8", "apply_changes",
         lambda: p.apply_changes([change(K.INSERT, 0, 2), change(K.DELETE, 8, 50)], False)),
    )
    problems = []
    for what, name, attempt in attempts:
        p.set_n_items(10)
        h.go(3)
        before = len(logged)
        result = attempt()
        pump(50)
        said = logged[before:]
        print(f"{what} on 10 items: returned={result} n-items={p.get_n_items()} page={p.get_current_page()} warnings={said}", flush=True)
        if result:
            problems.append(f"{what} was applied")
        if not any(name in m for m in said):
            problems.append(f"{what} was not warned of by name")
        if p.get_n_items() != 10:
            problems.append(f"{what} left {p.get_n_items()} items")
        elif p.get_current_page() != 3:
            problems.append(f"{what} moved the pager to page {p.get_current_page()}")
    check(not problems, "; ".join(problems))
    # A delete that fits is still taken.
    p.delete_items(5, 5, False)
    pump(50)
    check(p.get_n_items() == 5, f"delete_items(5, 5) on 10 items left {p.get_n_items()}")
    h.still_pages()


# 7. Every callback setter, replaced or destroying the pager from inside ---------

SETTERS = ("item-extent", "page-transform", "scroll-to-page-full", "scroll-to-item-full")
# Called more than once: acted on at the first call (the extent function's
# first comes from the layout its setter asks for) and at a later one.
REPEATED = ("item-extent", "page-transform")


def setters(h, inside, after):
    """(name, install, trigger) for each callback the typelib can set.
    `inside(name, pager, replace)` runs inside the callback, where
    `replace()` sets `after(name)` in its place."""
    p = h.pager

    def extent(pager):
        inside("item-extent", pager, lambda: pager.set_item_extent_func(after("item-extent")))
        return 0.0

    def transform(pager, index, offset, t):
        inside("page-transform", pager, lambda: pager.set_page_transform(after("page-transform")))

    def page_done(pager, finished):
        inside("scroll-to-page-full", pager, lambda: pager.scroll_to_page_full(4, 0.1, after("scroll-to-page-full")))

    def item_done(pager, finished):
        inside("scroll-to-item-full", pager, lambda: pager.scroll_to_item_full(5, 0.1, after("scroll-to-item-full")))

    def relayout():
        p.set_property("spacing", 6)
        pump(60)
        if h.gone:
            return
        p.set_property("spacing", 0)
        h.go(3, 0.15)

    return [
        ("item-extent", lambda: p.set_item_extent_func(extent), relayout),
        ("page-transform", lambda: p.set_page_transform(transform), lambda: h.go(3, 0.2)),
        ("scroll-to-page-full", lambda: p.scroll_to_page_full(2, 0.15, page_done), lambda: pump(700)),
        ("scroll-to-item-full", lambda: p.scroll_to_item_full(3, 0.15, item_done), lambda: pump(700)),
    ]


@case("callbacks-replaced-inside")
def callbacks_replaced_inside():
    for name in SETTERS:
        for at in (1, 2) if name in REPEATED else (1,):
            h = Host(20)
            first_calls, second_calls = [0], [0]

            def inside(which, pager, replace):
                if which != name:
                    return
                first_calls[0] += 1
                if first_calls[0] == at:
                    replace()
                    gc.collect()  # the replaced callback's closure goes now, if freed

            def after(which):
                def replacement(pager, *args):
                    second_calls[0] += 1
                    return 0.0 if which == "item-extent" else None
                return replacement

            what = f"{name} replaced in call {at}"
            print(what, flush=True)
            for n, install, trigger in setters(h, inside, after):
                if n == name:
                    install()
                    trigger()
            check(first_calls[0] >= at, f"{what}: the callback was called {first_calls[0]} times: nothing was tested")
            check(second_calls[0] > 0, f"{what}: the replacement set from inside was never called")
            if name == "scroll-to-page-full":
                check(h.pager.get_current_page() == 4, f"{what}: the move set from inside landed on {h.pager.get_current_page()}")
            if name == "scroll-to-item-full":
                check(h.pager.get_current_item() == 5, f"{what}: the move set from inside landed on {h.pager.get_current_item()}")
            print(f"{what}: first={first_calls[0]} replacement={second_calls[0]}", flush=True)
            h.still_pages()
            h.window.destroy()
            pump(30)


@case("callbacks-destroy-pager-inside")
def callbacks_destroy_pager_inside():
    for name in SETTERS:
        for at in (1, 2) if name in REPEATED else (1,):
            h = Host(20)
            calls = [0]

            def inside(which, pager, replace):
                if which != name:
                    return
                calls[0] += 1
                if calls[0] == at and h.window is not None:
                    w, h.window = h.window, None
                    w.destroy()
                    gc.collect()

            what = f"{name} destroying in call {at}"
            print(what, flush=True)
            for n, install, trigger in setters(h, inside, lambda which: None):
                if n == name:
                    install()
                    if not h.gone:
                        trigger()
            pump(100)
            check(calls[0] >= at, f"{what}: the callback was called {calls[0]} times: nothing was tested")
            check(h.gone, f"{what}: the pager outlived its window's destruction")
            print(f"{what}: calls={calls[0]}", flush=True)
            if h.window is not None:
                h.window.destroy()


# 7b. The C twins of Swift's moves, from Python: completions, navigation,
# a reload that lets pages go, dots bound to the pager, a marked widget ---------

@case("parity-moves")
def parity_moves():
    h = Host(12)
    p = h.pager
    heard = []
    p.scroll_by_items_full(3, 0.1, lambda pager, finished: heard.append(("by", finished)))
    pump(500)
    check(heard == [("by", True)], f"scroll_by_items_full heard {heard}")
    check(p.get_current_item() == 3, f"by 3 items landed on {p.get_current_item()}")
    p.set_position_full(5, True, lambda pager, finished: heard.append(("position", finished)))
    pump(600)
    check(heard[-1] == ("position", True) and p.get_position() == 5, f"set_position_full: {heard}, at {p.get_position()}")
    check(p.navigate(SlidingPages.Navigation.LAST), "navigate to the last page did not move")
    pump(600)
    check(p.get_current_page() == 11, f"navigate LAST landed on {p.get_current_page()}")
    check(not p.navigate(SlidingPages.Navigation.NEXT_PAGE), "navigate past the last page moved")
    p.reload_full(True, True)
    pump(100)
    check(p.get_current_page() == 11, f"reload_full kept the place? {p.get_current_page()}")
    dots = SlidingPages.Dots(pager=p, indicator_style=SlidingPages.IndicatorStyle.LINES)
    check(dots.props.n_pages == 12 and dots.props.current_page == 11, f"bound dots read {dots.props.n_pages}, {dots.props.current_page}")
    box = Gtk.EventBox()
    SlidingPages.set_keeps_drags(box, True)
    check(SlidingPages.get_keeps_drags(box), "the keeps-drags mark did not stick")
    # A completion that destroys the pager it hears.
    p.scroll_by_items_full(-2, 0.1, lambda pager, finished: h.window.destroy())
    pump(500)
    check(h.gone, "the completion's destroy did not take")
    check(dots.props.pager is None, "the dots still follow a destroyed pager")


# 8. Garbage collection while the pages move -----------------------------------

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
    for target, duration in ((40, 0.8), (5, 0.6), (90, 0.5)):
        h.pager.scroll_to_page(target, duration)
        end = time.monotonic() + duration + 0.4
        k = 0
        while time.monotonic() < end:
            while ctx.iteration(False):
                pass
            k += 1
            if k % 5 == 0:
                held.clear()  # the host lets go of its pages mid-move
                gc.collect()
            time.sleep(0.002)
        check(h.pager.get_current_page() == target, f"a move to page {target} under gc landed on {h.pager.get_current_page()}")
        h.shows(target)
    h.pager.set_n_items(3)
    held.clear()
    pump(100)
    gc.collect()
    pump(100)
    print(f"setup={counts['setup']} teardown={counts['teardown']}", flush=True)
    check(counts["teardown"] <= counts["setup"], f"{counts['teardown']} teardowns for {counts['setup']} pages")
    h.still_pages()


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

#!/usr/bin/python3
# A finger on a GTK 3 or GTK 4 pager (argument 3 or 4) on Wayland, from
# a touchscreen the compositor feeds (Tests/wayland/vtouch.c, through the
# FIFO named by SP_VTOUCH; touch.sh runs it). Pages carry a long-press
# gesture of their own and a button, as in python_longpress.py: a tap
# selects the item; a held finger reaches the page's gesture and selects
# nothing; a tap on the button clicks it; a swipe turns the page; a drag
# held still settles on the page nearest; a swipe back turns it back.
# touch.sh checks the lines printed.
import os
import threading
import time
from face import GLib, Gtk, SlidingPages, held_page, show_in

FIFO = os.environ["SP_VTOUCH"]
lines = []
state = {"pressed": 0, "selected": [], "clicked": 0, "finger": None}


def touch(*commands):
    """Sends `commands` on a thread of their own: strings are written to
    the touchscreen, numbers are pauses in seconds."""
    def send():
        # Not blocking: with no compositor reading, the open fails at once.
        with os.fdopen(os.open(FIFO, os.O_WRONLY | os.O_NONBLOCK), "w") as fifo:
            for c in commands:
                if isinstance(c, str):
                    fifo.write(c + "\n")
                    fifo.flush()
                else:
                    time.sleep(c)
    state["finger"] = threading.Thread(target=send, daemon=True)
    state["finger"].start()


def tap(x, y):
    touch(f"down {x} {y}", 0.05, "up")


def swipe(x, y, dx, steps=8, pause=0.016, hold=0.0):
    moves = []
    for k in range(1, steps + 1):
        moves += [pause, f"move {x + dx * k / steps:.1f} {y}"]
    touch(f"down {x} {y}", *moves, hold, "up")


def centre(widget):
    """Where `widget`'s middle is in the window (which fills the output)."""
    at = widget.translate_coordinates(state["window"], widget.get_allocated_width() / 2, widget.get_allocated_height() / 2)
    return int(at[-2]), int(at[-1])


def tap_button():
    for button in state["buttons"]:
        x, y = centre(button)
        if 0 < x < state["window"].get_allocated_width() and button.get_mapped():
            return tap(x, y)
    raise SystemExit("no button in view")


def report(tag):
    def step():
        pager = state["pager"]
        lines.append(f"{tag}: pressed {state['pressed']} clicked {state['clicked']} selected {state['selected']} "
                     f"page {pager.props.current_page} position {pager.props.position:.2f}")
        state["pressed"], state["selected"], state["clicked"] = 0, [], 0
    return step


window = Gtk.Window(title="SlidingPages touch", default_width=600, default_height=500)
pager = SlidingPages.Pager()
pager.connect("setup-page", lambda pager: held_page(state))
pager.connect("item-selected", lambda pager, item: state["selected"].append(item))
pager.props.n_items = 3
state.update(pager=pager, window=window)
loop = GLib.MainLoop()
show_in(window, pager)


def middle():
    w, h = window.get_allocated_width(), window.get_allocated_height()
    return w // 2, h * 2 // 3


# Each step: what to do, then how long to let the pager settle once the
# finger is lifted, then what to report.
script = [(lambda: tap(*middle()), 0.5, "tap"),
          (lambda: touch("down %d %d" % middle(), 1.2, "up"), 0.5, "hold"),
          (tap_button, 0.5, "button"),
          (lambda: swipe(*middle(), -320), 1.5, "swipe"),
          (lambda: swipe(*middle(), -150, hold=0.5), 1.5, "held drag"),
          (lambda: swipe(*middle(), 320), 1.5, "swipe back"),
          (lambda: tap(*middle()), 0.5, "tap again")]


def run():
    """Yields the milliseconds to wait before going on: the main loop keeps
    running, so the pager sees the finger as it moves."""
    for act, rest, tag in script:
        act()
        while state["finger"].is_alive():
            yield 10
        yield int(rest * 1000)
        report(tag)()


def tick(steps):
    try:
        GLib.timeout_add(next(steps), tick, steps)
    except StopIteration:
        loop.quit()
    return False


def begin():
    """Starts once the window is mapped at the output's size and drawn."""
    if not (window.get_mapped() and window.get_allocated_width() >= 800):
        return True
    GLib.timeout_add(500, tick, run())
    return False


GLib.timeout_add(100, begin)
GLib.timeout_add(60000, loop.quit)
loop.run()
print(f"window {window.get_allocated_width()}x{window.get_allocated_height()}")
print("\n".join(lines))

#!/usr/bin/python3
"""A keyboard-only journey through the sample, read as a screen reader does.

No mouse: from the pager, Right turns to the form page; Tab reaches Name and
Email (typed into, with Left staying in the entry), the newsletter box
(ticked with space), Cancel and Save; Save (space) saves and moves on. After
each key the focused accessible is read over AT-SPI, and nothing inside the
pager may report "showing" outside the pager's own extents.
Usage: keyboard.py TRACE_LOG [gtk4]. With gtk4, the same journey through
the GTK 4 sample's Forms view. Prints "N passed, N failed".
"""
import subprocess, sys, time
import pyatspi
from atspi_checks import check, find_app, summary

log_path = sys.argv[1]
gtk4 = sys.argv[2:] == ["gtk4"]
# What differs between the faces: the sample's names, and the pager's role
# (GTK 3 a scroll pane; GTK 4 a group, as AdwCarousel's).
app_name, window_title, pager_role = (("SlidingPagesDemo4", "SlidingPages for GTK 4", "panel") if gtk4
                                      else ("SlidingPagesDemo", "SlidingPages", "scroll pane"))
def walk(node, depth=0):
    """Every accessible below node (node included), skipping what is not
    showing (GTK 4.8 reports "showing" on windows only: there, what is not
    visible)."""
    if node is None or depth > 40:
        return
    try:
        states = node.getState()
    except Exception:
        return
    if depth > 0 and not states.contains(pyatspi.STATE_VISIBLE if gtk4 else pyatspi.STATE_SHOWING):
        return
    yield node
    try:
        children = list(node)
    except Exception:
        return
    for child in children:
        yield from walk(child, depth + 1)


def focused(root):
    for node in walk(root):
        if node.getState().contains(pyatspi.STATE_FOCUSED):
            return node
    return None


def describe(node):
    if node is None:
        return "nothing"
    return f"{node.getRoleName()} {node.name!r}"


def key(*names):
    subprocess.run(["xdotool", "key", "--delay", "60", *names])
    time.sleep(0.5)


def trace():
    """The sample's lines; GTK 4's name the view they come from."""
    with open(log_path) as f:
        return [l.removeprefix("forms: ") for l in f.read().splitlines()]


def extents(node):
    return node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)


def showing_outside(pager):
    """Accessibles inside the pager that say they show but lie outside it."""
    p = extents(pager)
    out = []
    for node in walk(pager):
        if node is pager:
            continue
        try:
            e = extents(node)
        except Exception:
            continue
        if e.width <= 0 or e.height <= 0:
            continue
        if e.x + e.width <= p.x or e.x >= p.x + p.width or e.y + e.height <= p.y or e.y >= p.y + p.height:
            out.append(f"{describe(node)} at {e.x},{e.y}")
    return out


def nothing_off_screen(pager, page):
    """Checked on GTK 3 only: GTK 4.8 says "showing" of windows alone, so
    AT-SPI cannot tell an unmapped page there."""
    if gtk4:
        print(f"skipped: nothing off screen is showing on page {page} (GTK 4.8 says \"showing\" of windows only)")
        return
    outside = showing_outside(pager) if pager is not None else ["no pager"]
    check(f"nothing off screen is showing on page {page} ({outside[:3]})", not outside)


app = find_app(app_name)
check("the sample is on the accessibility bus", app is not None)
if app is None:
    summary()
wid = subprocess.run(["xdotool", "search", "--name", f"^{window_title}$"], capture_output=True, text=True).stdout.split()
if wid:
    subprocess.run(["xdotool", "windowfocus", "--sync", wid[0]], capture_output=True)
time.sleep(0.5)

f = focused(app)
check(f"the pager has the focus at start ({describe(f)})", f is not None and f.getRoleName() == pager_role)
pager = f
nothing_off_screen(pager, 1)

key("Right")
check("Right turns to the form page", pager is not None and pager.description == "Page 2 of 7: Inbox")
nothing_off_screen(pager, 2)

key("Tab")
f = focused(app)
check(f"Tab reaches the Name entry ({describe(f)})", f is not None and f.getRoleName() == "text" and f.name == "Name")
key("A", "d", "a")
key("Left")
f = focused(app)
caret = f.queryText().caretOffset if f is not None else -1
check(f"Left moves the caret in the entry (caret {caret}), not the page",
      caret == 2 and pager.description == "Page 2 of 7: Inbox")
key("End", "Tab")
f = focused(app)
check(f"Tab reaches the Email entry ({describe(f)})", f is not None and f.getRoleName() == "text" and f.name == "Email")
subprocess.run(["xdotool", "type", "--delay", "40", "ada@example.org"])
time.sleep(0.5)
key("Tab")
f = focused(app)
check(f"Tab reaches the newsletter box ({describe(f)})", f is not None and f.getRoleName() == "check box")
key("space")
check("space ticks it", f is not None and f.getState().contains(pyatspi.STATE_CHECKED))
key("Tab")
f = focused(app)
check(f"Tab reaches Cancel ({describe(f)})", f is not None and f.name == "Cancel")
key("Tab")
f = focused(app)
check(f"Tab reaches Save ({describe(f)})", f is not None and f.name == "Save")
key("space")
time.sleep(1.0)
lines = trace()
saved = [l for l in lines if l.startswith("form saved")]
check(f"Save saves what was typed ({saved})", saved == ["form saved item=1 name=Ada email=ada@example.org newsletter=true"])
settled = [l for l in lines if l.startswith("settled page=")]
check(f"and moves on to the next page ({settled})", settled == ["settled page=1", "settled page=2"])
check(f"which the pager announces ({pager.description!r})", pager.description == "Page 3 of 7: Photos")
f = focused(app)
check(f"the focus stays with the pager, not on the page that left ({describe(f)})",
      f is not None and f.getRoleName() == pager_role)
nothing_off_screen(pager, 3)

summary()

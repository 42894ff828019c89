#!/usr/bin/python3
"""The sample's standalone controls through AT-SPI, as a screen-reader user
meets them. The page dots (SlidingPagesDots): found by name and role, they
say the page ("Page k of n"); focused, the Right and End keys move the
photos, and the dots say the new page. The scrubber (SlidingPagesScrubber)
on 5,000 rows: found by name, it says the first row; its nub dragged for
real to the middle of its track, it says a row near the middle.
Prints "N passed, N failed".
"""
import re
import subprocess
import time
import pyatspi
from atspi_checks import check, find, find_app, summary, wait_for

app = find_app("SlidingPagesDemo")
check("the controls sample is on the accessibility bus", app is not None)
dots = app and find(app, lambda n: n.name == "Page dots")
check("the dots are found by their name", dots is not None)
if dots is not None:
    check(f"their role is a page tab list ({dots.getRoleName()!r})", dots.getRoleName() == "page tab list")
    check(f"they say the first of twelve photos ({dots.description!r})", dots.description == "Page 1 of 12")
    check("they can take the focus", dots.getState().contains(pyatspi.STATE_FOCUSABLE))
    wid = subprocess.run(["xdotool", "search", "--name", "^SlidingPages$"], capture_output=True, text=True).stdout.split()
    if wid:
        subprocess.run(["xdotool", "windowfocus", "--sync", wid[0]], capture_output=True)
    dots.queryComponent().grabFocus()
    got = wait_for(lambda: dots.getState().contains(pyatspi.STATE_FOCUSED), True, timeout=3)
    check("they took the focus", got)
    subprocess.run(["xdotool", "key", "Right"])
    got = wait_for(lambda: dots.description, "Page 2 of 12")
    check(f"Right moves on a photo and they say so ({got!r})", got == "Page 2 of 12")
    subprocess.run(["xdotool", "key", "End"])
    got = wait_for(lambda: dots.description, "Page 12 of 12")
    check(f"End goes to the last photo ({got!r})", got == "Page 12 of 12")

scrubber = app and find(app, lambda n: n.name == "Scrubber")
check("the scrubber is found by its name", scrubber is not None)
if scrubber is not None:
    check(f"it says the first row ({scrubber.description!r})", scrubber.description == "Row 1")
    x, y, w, h = scrubber.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    # The drawn nub: 30 px, 10 px in from the end edge and the top.
    nx, ny = x + w - 10 - 15, y + 10 + 15
    middle = y + 10 + (h - 20 - 30) / 2 + 15
    steps = " ".join(f"sleep 0.03 mousemove {nx} {int(ny + (middle - ny) * k / 10)}" for k in range(1, 11))
    subprocess.run(f"xdotool mousemove {nx} {ny} sleep 0.1 mousedown 1 {steps} sleep 0.1 mouseup 1".split())
    time.sleep(0.3)
    said = scrubber.description
    m = re.fullmatch(r"Row ([\d,]+)", said or "")
    row = int(m.group(1).replace(",", "")) if m else -1
    # The top row of the middle view: 5,000 rows less a view's worth, halved.
    check(f"dragged to the middle, it says a middle row ({said!r})", 2_200 <= row <= 2_600)

summary()

#!/usr/bin/python3
"""The sample's standalone page dots (SlidingPagesDots) through AT-SPI, as
a screen-reader user meets them: found by name and role, they say the page
("Page k of n"); focused, the Right and End keys move the photos, and the
dots say the new page.
Prints "N passed, N failed".
"""
import subprocess
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

summary()

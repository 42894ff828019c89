#!/usr/bin/python3
"""Reads the sample's accessible tree as a screen reader does (AT-SPI).

Finds the pager (role scroll pane, name "Pages"), checks it announces
"Page k of n: title" as its description, presses Right with xdotool and
runs its "next" action, and checks the announcement follows.
Prints "N passed, N failed".
"""
import subprocess, sys, time
import pyatspi
from atspi_checks import check, find, find_app, find_pager, summary, wait_for


app = find_app("SlidingPagesDemo")
check("the sample is on the accessibility bus", app is not None)
if app is not None:
    pager = find_pager(app)
    check("the pager has role scroll pane and name Pages", pager is not None)
    if pager is not None:
        check(f"it announces the first page ({pager.description!r})", pager.description == "Page 1 of 7")
        wid = subprocess.run(["xdotool", "search", "--name", "^SlidingPages$"], capture_output=True, text=True).stdout.split()
        if wid:
            subprocess.run(["xdotool", "windowfocus", "--sync", wid[0]], capture_output=True)
        subprocess.run(["xdotool", "key", "Right"])
        got = wait_for(lambda: pager.description, "Page 2 of 7: Inbox")
        check(f"after a Right key press it announces {got!r}", got == "Page 2 of 7: Inbox")
        action = pager.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        check(f"it offers next/previous/first/last actions ({names})", names == ["next", "previous", "first", "last"])
        action.doAction(names.index("next"))
        got = wait_for(lambda: pager.description, "Page 3 of 7: Photos")
        check(f"its next action moves on and announces {got!r}", got == "Page 3 of 7: Photos")
        states = pager.getState()
        check("it is focusable", states.contains(pyatspi.STATE_FOCUSABLE))
        # The header bar's buttons, found by the names they are read with.
        back = find(app, lambda n: n.name == "Previous page" and n.getRoleName() == "push button")
        forward = find(app, lambda n: n.name == "Next page" and n.getRoleName() == "push button")
        options = find(app, lambda n: n.name == "Pager options")
        check("the header bar has named Previous page, Next page and Pager options buttons",
              None not in (back, forward, options))
        if forward is not None:
            forward.queryAction().doAction(0)
            got = wait_for(lambda: pager.description, "Page 4 of 7: Settings")
            check(f"Next page moves the pager on ({got!r})", got == "Page 4 of 7: Settings")

summary()

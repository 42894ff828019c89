#!/usr/bin/python3
"""Prints what has the keyboard focus in the sample, read over AT-SPI as a
screen reader reads it: ROLE|NAME|TEXT (TEXT only for a text field), or
"nothing". For the Wayland input test (Tests/e2e/wayland-input.sh), where
xdotool cannot tell which widget a key reached.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
import pyatspi  # noqa: E402
from atspi_checks import find_app  # noqa: E402


def focused(node, depth=0):
    """The focused accessible under node, looking only at what is showing."""
    if node is None or depth > 40:
        return None
    try:
        states = node.getState()
        if depth > 0 and not states.contains(pyatspi.STATE_SHOWING):
            return None
        if states.contains(pyatspi.STATE_FOCUSED):
            return node
        children = list(node)
    except Exception:
        return None
    for child in children:
        hit = focused(child, depth + 1)
        if hit is not None:
            return hit
    return None


node = focused(find_app("SlidingPagesDemo"))
if node is None:
    print("nothing")
else:
    text = ""
    if node.getRoleName() == "text":
        try:
            text = node.queryText().getText(0, -1)
        except Exception:
            text = "?"
    print(f"{node.getRoleName()}|{node.name}|{text}")

#!/usr/bin/python3
"""The sample's days (a source with no count) through AT-SPI: its buttons
set the current day directly, and the pager's announcement names the day
the strip titles ("Wed 25 Nov": with no first day, no page number).
Prints "N passed, N failed".
"""
import datetime
from atspi_checks import check, find_app, find_pager, press, summary, wait_for

app = find_app("SlidingPagesDemo")
check("the days sample is on the accessibility bus", app is not None)
pager = find_pager(app)
check("the days' pager is found", pager is not None)


def title(day):
    return f"{day:%a} {day.day} {day:%b}"


def named():
    return pager.description.split(": ", 1)[-1]


if pager is not None:
    today = datetime.datetime.now(datetime.timezone.utc).date()
    check(f"it starts on today ({pager.description!r})", named() == title(today))
    press(app, "A month on")
    want = title(today + datetime.timedelta(days=30))
    check(f"a month on, it announces {want!r} ({wait_for(named, want)!r})", named() == want)
    pager.queryAction().doAction(0)
    want = title(today + datetime.timedelta(days=31))
    check(f"its next action reaches the day after, asked of the new day ({wait_for(named, want)!r})", named() == want)
    press(app, "Today")
    check(f"Today comes back ({wait_for(named, title(today))!r})", named() == title(today))
    press(app, "A month back")
    want = title(today - datetime.timedelta(days=30))
    check(f"a month back, it announces {want!r} ({wait_for(named, want)!r})", named() == want)

summary()

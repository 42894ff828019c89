#!/usr/bin/python3
"""The sample's editable deck through AT-SPI, as a screen-reader user meets
it: the deck's buttons are pressed by their accessible actions, and the
pager's announcement ("Page k of n: Card c") must keep the card the user
was on through a move, a sort, a shuffle and an insert, and read the card
that takes the page of a deleted one.
Prints "N passed, N failed".
"""
import re
import time
from atspi_checks import check, find_app, find_pager, press, summary, wait_for

app = find_app("SlidingPagesDemo")
check("the deck sample is on the accessibility bus", app is not None)
pager = find_pager(app)
check("the deck's pager is found", pager is not None)


def card():
    m = re.match(r"Page (\d+) of (\d+): Card (\d+)$", pager.description)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))) if m else pager.description


if pager is not None:
    check(f"it starts on card 1 ({pager.description!r})", pager.description == "Page 1 of 5: Card 1")
    action = pager.queryAction()
    action.doAction(0)
    wait_for(lambda: pager.description, "Page 2 of 5: Card 2")
    action.doAction(0)
    got = wait_for(lambda: pager.description, "Page 3 of 5: Card 3")
    check(f"two 'next' actions reach card 3 ({got!r})", got == "Page 3 of 5: Card 3")
    press(app, "Move to end")
    got = wait_for(lambda: pager.description, "Page 5 of 5: Card 3")
    check(f"moved to the end, card 3 stays current ({got!r})", got == "Page 5 of 5: Card 3")
    press(app, "Sort")
    got = wait_for(lambda: pager.description, "Page 3 of 5: Card 3")
    check(f"sorted, card 3 is back at page 3 and still current ({got!r})", got == "Page 3 of 5: Card 3")
    press(app, "Shuffle")
    # Announcements are paced (one per 0.25 s): the last one comes within
    # its interval, and may say the same page if card 3 stayed in place.
    time.sleep(0.6)
    shuffled = card()
    check(f"shuffled, the user is still on card 3 ({pager.description!r})",
          isinstance(shuffled, tuple) and shuffled[1:] == (5, 3))
    press(app, "Insert before")
    if isinstance(shuffled, tuple):
        want = f"Page {shuffled[0] + 1} of 6: Card 3"
        got = wait_for(lambda: pager.description, want)
        check(f"a card inserted before it moves card 3 on a page, still current ({got!r})", got == want)
        # The page stays and its card changes: told again all the same.
        press(app, "Delete")

        def read_after_delete():
            # The card that takes the page, once told: of 5, not card 3.
            c = card()
            return isinstance(c, tuple) and c[1] == 5 and c[2] != 3
        wait_for(read_after_delete, True)
        after = card()
        check(f"card 3 deleted, its page reads the card that takes it, of 5 ({pager.description!r})",
              isinstance(after, tuple) and after[1] == 5 and after[2] != 3 and after[0] <= shuffled[0] + 1)

summary()

#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) on item 5 of 20 moves on by
# one item, animated over three seconds; 0.3 s in, the host deletes the item
# being left, and in a second run inserts three items where the move is
# heading. Each move lands on the item it headed for (before, the delete
# slid it past by one, and the insert landed on the first new item).
# hosts.sh checks the line.
from face import FACE, GLib, Gtk, SlidingPages, put_in, run

lines = []


def build(window, quit):
    ids = list(range(20))
    pager = SlidingPages.Pager(n_items=20)
    pager.props.animation_duration = 3.0
    pager.connect("setup-page", lambda pager: Gtk.Label())
    pager.connect("bind-page", lambda pager, page, index: page.set_text(f"id {ids[index]}"))
    put_in(window, pager)
    runs = ["delete", "insert"]
    moving = []

    def start():
        del ids[:]
        ids.extend(range(20))
        pager.props.n_items = 20
        pager.scroll_to_item(5, 0 if FACE == "3" else False)
        pager.scroll_by_items(1, 3.0 if FACE == "3" else True)
        GLib.timeout_add(300, change)
        return False

    def change():
        # Still on its way (the check is empty once the move has landed).
        moving.append(pager.props.current_item == 5 and pager.props.scroll_state != 0)
        if runs[0] == "delete":
            del ids[5]
            pager.delete_items(5, 1, True)
        else:
            ids[6:6] = [100, 101, 102]
            pager.insert_items(6, 3, True)
        GLib.timeout_add(4000, report)
        return False

    def report():
        item = pager.props.current_item
        lines.append(f"{runs.pop(0)}{'' if moving.pop() else ' (changed after the move)'}: on id {ids[item]} at {item}")
        if runs:
            start()
        else:
            quit()
        return False
    GLib.timeout_add(500, start)
    GLib.timeout_add(15000, quit)


run("SlidingPages move change", "io.github.slidingpages.MoveChange", build)
print("; ".join(lines) or "nothing", flush=True)

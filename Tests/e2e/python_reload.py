#!/usr/bin/python3
# A GTK 3 or GTK 4 pager (argument 3 or 4) of notes moved by buttons
# (navigate), whose notes are edited, counted again and reloaded: each
# step prints where the pager is, what it shows and what is in view, and
# a reload makes no page: it binds the pages it has again.
# hosts.sh checks the lines printed, the same for both faces.
from face import GLib, Gtk, SlidingPages, put_in, run

lines = []


def build(window, quit):
    notes = [f"note{i}" for i in range(10)]
    pager = SlidingPages.Pager(initial_page=1, animation_duration=0.05)
    made, before = [], []
    pager.connect("setup-page", lambda pager: made.append(Gtk.Label()) or made[-1])
    pager.connect("bind-page", lambda pager, page, index: page.set_text(notes[index]))
    pager.props.n_items = len(notes)
    Nav = SlidingPages.Navigation

    def where(tag, moved=None):
        c = pager.get_current_item()
        page = pager.get_item_widget(c) if c >= 0 else None
        shown = page.get_text() if page else None
        said = "" if moved is None else f" moved={moved}"
        lines.append(f"{tag}:{said} item {c} of {pager.get_n_items()} shows {shown} visible {list(pager.get_visible_items())}")

    def go(tag, to):
        moved = pager.navigate(to)
        GLib.timeout_add(250, lambda: where(tag, moved))

    def edited(keep):
        before.append(len(made))
        notes[:] = [f"edit{i}" for i in range(len(notes))]
        pager.reload(keep)

    def reused(tag, live=True):
        # The faces keep different spares once the count shrinks.
        alive = f", {pager.get_live_pages()} live" if live else ""
        lines.append(f"{tag}: {len(made) - before.pop()} pages made{alive}")

    def recounted(n):
        before.append(len(made))
        notes[n:] = []
        pager.set_n_items(n)

    steps = [
        lambda: where("opened"),
        lambda: go("next item", Nav.NEXT_ITEM),
        lambda: go("last", Nav.LAST),
        lambda: go("next at the end", Nav.NEXT_ITEM),
        lambda: go("previous page", Nav.PREVIOUS_PAGE),
        lambda: edited(True),
        lambda: where("reloaded in place"),
        lambda: reused("reloaded in place"),
        lambda: edited(False),
        lambda: where("reloaded to the start"),
        lambda: reused("reloaded to the start"),
        lambda: go("first", Nav.FIRST),
        lambda: go("previous at the start", Nav.PREVIOUS_ITEM),
        lambda: go("last again", Nav.LAST),
        lambda: recounted(4),
        lambda: where("four notes"),
        lambda: reused("four notes", live=False),
        lambda: recounted(0),
        lambda: where("none"),
        lambda: before.pop(),
        lambda: go("next with none", Nav.NEXT_ITEM),
        quit,
    ]

    def step():
        steps.pop(0)()
        return bool(steps)
    put_in(window, pager)
    GLib.timeout_add(400, step)


run("SlidingPages reload", "io.github.slidingpages.Reload", build)
print("\n".join(lines) or "nothing", flush=True)

#!/usr/bin/python3
# A page with a long-press gesture of its own, in a GTK 3 or GTK 4 pager
# (argument 3 or 4), from Python with real X input (xdotool), as the
# seeds leave long presses to the host's gesture on its item's view: a
# click selects the item; a held press reaches the page's gesture and
# selects nothing; a click on a button on the page clicks it and selects
# nothing; a quick drag from the same spot still turns the page, and a
# click after it selects again; a window destroyed from item-selected goes
# without a critical.
# hosts.sh checks the lines printed.
import subprocess
from face import GLib, Gtk, SlidingPages, held_page, show_in

TITLE = "SlidingPages long press"
lines = []
state = {"pressed": 0, "selected": [], "clicked": 0}


def xdo(*args, at=(300, 250)):
    wid = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()[0]
    state["xdo"] = subprocess.Popen(["xdotool", "mousemove", "--window", wid, str(at[0]), str(at[1])] + list(args))


def click_button():
    """A click in the middle of the button on the page in view."""
    for button in state["buttons"]:
        at = button.translate_coordinates(state["window"], button.get_allocated_width() / 2, button.get_allocated_height() / 2)
        if at and 0 < at[-2] < 600 and 0 < at[-1] < 500:
            return xdo("click", "1", at=(int(at[-2]), int(at[-1])))
    raise SystemExit("no button in view")


def drag():
    steps = []
    for k in range(1, 9):
        steps += ["sleep", "0.02", "mousemove_relative", "--", "-40", "0"]
    xdo("mousedown", "1", *steps, "mouseup", "1")


def settle():
    """The input is sent; the next step reads what the pager made of it."""
    state["xdo"].wait()


def report(tag):
    def step():
        lines.append(f"{tag}: pressed {state['pressed']} clicked {state['clicked']} selected {state['selected']} "
                     f"page {state['pager'].props.current_page}")
        state["pressed"], state["selected"], state["clicked"] = 0, [], 0
    return step


window = Gtk.Window(title=TITLE, default_width=600, default_height=500, decorated=False)
pager = SlidingPages.Pager()
pager.connect("setup-page", lambda pager: held_page(state))
def selected(pager, item):
    state["selected"].append(item)
    if state.get("destroy"):
        # From inside the handler, while GTK still dispatches the click.
        state["window"].destroy()
        lines.append("destroyed from item-selected")
        GLib.timeout_add(500, loop.quit)


pager.connect("item-selected", selected)
pager.props.n_items = 3
state.update(pager=pager, window=window)
loop = GLib.MainLoop()
show_in(window, pager)
steps = [lambda: xdo("click", "1"), settle, report("click"),
         lambda: xdo("mousedown", "1", "sleep", "1.2", "mouseup", "1"), settle, report("hold"),
         click_button, settle, report("button"),
         drag, settle, report("drag"),
         lambda: xdo("click", "1"), settle, report("click again"),
         lambda: (state.__setitem__("destroy", True), xdo("click", "1")), settle,
         lambda: GLib.timeout_add(3000, loop.quit)]


def step():
    steps.pop(0)()
    return bool(steps)


GLib.timeout_add(700, step)
loop.run()
print("\n".join(lines))

#!/usr/bin/python3
"""The GTK 4 face driven as a person would, on a private X display and
session bus: real drags, a drag begun on a button, a click on it, a wheel
notch, keys, a screen reader's read-out over AT-SPI, a million pages, and
the dark style. Reads the sample's --events lines and its pixels.

Usage: gtk4.py SlidingPagesDemo4. Prints "N passed, N failed".
"""
import os, queue, subprocess, sys, tempfile, threading, time
import pyatspi
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from snapshot_check import read_png
from atspi_checks import check, find, find_app, listen, summary

binary = sys.argv[1]
TITLE = "SlidingPages for GTK 4"


class Sample:
    """The sample with --events, its stdout read line by line."""

    def __init__(self, *args, env=None):
        self.lines = queue.Queue()
        self.seen = []
        self.proc = subprocess.Popen([binary, "--events", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env={**os.environ, **(env or {})})
        self.errors = []
        threading.Thread(target=self._read, args=(self.proc.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()
        self.wid = None

    def _read(self, stream, q):
        for line in stream:
            q.put(line.rstrip("\n"))

    def _read_errors(self):
        for line in self.proc.stderr:
            self.errors.append(line.rstrip("\n"))

    def wait(self, test, timeout=6):
        """The first new line passing test, or None."""
        end = time.time() + timeout
        while time.time() < end:
            try:
                line = self.lines.get(timeout=0.1)
            except queue.Empty:
                continue
            self.seen.append(line)
            if test(line):
                return line
        return None

    def drain(self):
        time.sleep(0.3)
        while not self.lines.empty():
            self.seen.append(self.lines.get())

    def window(self):
        for _ in range(200):
            out = subprocess.run(["xdotool", "search", "--name", "^" + TITLE + "$"], capture_output=True, text=True).stdout.split()
            if out:
                self.wid = out[0]
                return self.wid
            time.sleep(0.1)
        return None

    def geometry(self):
        out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", self.wid], capture_output=True, text=True).stdout
        g = dict(l.split("=") for l in out.split())
        return int(g["WIDTH"]), int(g["HEIGHT"])

    def shot(self, name):
        path = f"/tmp/sp4-{name}.png"
        # PNG24: a mostly grey window would otherwise be written as greyscale.
        subprocess.run(["import", "-window", self.wid, "PNG24:" + path], check=True)
        return read_png(path)

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


def drag(s, y, xs, pause=0.03):
    args = ["mousemove", "--window", s.wid, xs[0], y, "mousedown", "1"]
    for x in xs[1:]:
        args += ["sleep", pause, "mousemove", "--window", s.wid, x, y]
    xdo(*args, "sleep", 0.05, "mouseup", "1")


def px(img, x, y):
    """(r, g, b) at (x, y) of a read_png image."""
    width, height, bpp, rows = img
    return tuple(rows[y][x * bpp:x * bpp + 3])


def near(p, rgb, tol=40):
    return all(abs(a - b) <= tol for a, b in zip(p, rgb))


def share(img, rgb, box):
    """The share of the pixels in box (x0, y0, x1, y1) near rgb."""
    width, height = img[0], img[1]
    x0, y0, x1, y1 = box
    hits = total = 0
    for y in range(max(0, y0), min(height, y1), 4):
        for x in range(max(0, x0), min(width, x1), 4):
            total += 1
            hits += near(px(img, x, y), rgb)
    return hits / max(1, total)


def mix_share(img, top, under, box):
    """The share of the pixels in box that are `top` drawn part way faded
    (a fifth to four fifths) over `under`."""
    width, height = img[0], img[1]
    x0, y0, x1, y1 = box
    d = [t - u for t, u in zip(top, under)]
    dd = sum(c * c for c in d)
    hits = total = 0
    for y in range(max(0, y0), min(height, y1), 4):
        for x in range(max(0, x0), min(width, x1), 4):
            p = px(img, x, y)
            a = sum((c - u) * e for c, u, e in zip(p, under, d)) / dd
            off = [c - (u + a * e) for c, u, e in zip(p, under, d)]
            total += 1
            hits += 0.2 <= a <= 0.8 and all(abs(o) <= 24 for o in off)
    return hits / max(1, total)


def hexrgb(h):
    return tuple(int(h[k:k + 2], 16) for k in (1, 3, 5))


PALETTE = [hexrgb(c) for c in ["#e5a50a", "#26a269", "#1c71d8", "#c061cb", "#e66100", "#2ec27e", "#813d9c", "#a51d2d"]]


def button_y(img, x, h):
    """The middle of the page's button (the sample draws it near-black)."""
    ys = [y for y in range(h // 2, h - 3) if near(px(img, x, y), (36, 31, 49), 20)]
    return (ys[0] + ys[-1]) // 2 if ys else h - 90


def settled(name, page):
    return lambda line: line == f"{name}: settled page={page}"


# --- Colours: eight pages with a button on each.
s = Sample()
check("the sample starts", s.wait(lambda l: l == "ready colours", 20) is not None)
check("its window appears", s.window() is not None)
time.sleep(1)
w, h = s.geometry()
img = s.shot("first")
mid = (w // 4, h // 3, 3 * w // 4, 2 * h // 3)
check(f"page 1 fills the pager in its colour ({w}x{h})", share(img, PALETTE[0], mid) > 0.5)
by = button_y(img, w // 2, h)
dots_band = (w // 2 - 80, h - 40, w // 2 + 80, h - 5)
check("the current dot is in page 1's own colour", share(img, PALETTE[0], dots_band) > 0.005)

# A person's drag to the left over the page turns to page 2.
drag(s, h // 2, [int(w * f) for f in (0.75, 0.65, 0.55, 0.45, 0.35, 0.25)])
check("a drag turns to page 2", s.wait(settled("colours", 1)) is not None)
time.sleep(0.3)
check("page 2 shows in its colour", share(s.shot("second"), PALETTE[1], mid) > 0.5)

# A drag begun on the button still turns the page, and the button is not pressed.
s.drain()
bx = w // 2
drag(s, by, [bx + dx for dx in (0, -40, -100, -160, -220, -300)])
check("a drag begun on the button turns to page 3", s.wait(settled("colours", 2)) is not None)
s.drain()
check("and does not press the button", not any(l.startswith("button pressed") for l in s.seen))

# A click on the button presses it and leaves the page be.
time.sleep(0.3)

before = len(s.seen)
xdo("mousemove", "--window", s.wid, w // 2, by, "click", "1")
check(f"a click on the button presses it (at y {by})", s.wait(lambda l: l == "button pressed 1") is not None)
s.drain()
check("and turns no page", not any("settled" in l for l in s.seen[before:]))

# Keys: the pager has the focus.
xdo("mousemove", "--window", s.wid, w // 2, h // 2)
xdo("key", "--window", s.wid, "Right")
check("Right turns to page 4", s.wait(settled("colours", 3)) is not None)
xdo("key", "--window", s.wid, "End")
check("End goes to the last page", s.wait(settled("colours", 7)) is not None)
xdo("key", "--window", s.wid, "Home")
check("Home goes back to the first", s.wait(settled("colours", 0)) is not None)

# A wheel notch turns a page.
xdo("click", "5")
check("a wheel notch turns to page 2", s.wait(settled("colours", 1)) is not None)

# A fling: a short, fast flick turns a page too.
drag(s, h // 2, [int(w * f) for f in (0.6, 0.55, 0.5)], pause=0.01)
check("a short fast flick turns to page 3", s.wait(settled("colours", 2)) is not None)

# What a screen reader reads: the pager, with "Page k of n".
app = find_app("SlidingPagesDemo4", timeout=10)
pager = app and find(app, lambda n: (n.description or "").startswith("Page "))
check("the pager is on the accessibility bus", pager is not None)
check(f"it reads page 3 of 8 and its title ({pager.description if pager else None!r})", pager is not None and pager.description == "Page 3 of 8: Colour 3")
check(f"it is a group named Pages ({(pager.name, pager.getRoleName()) if pager else None})",
      pager is not None and pager.name == "Pages" and pager.getRoleName() == "panel")
xdo("key", "--window", s.wid, "Right")
s.wait(settled("colours", 3))
time.sleep(0.3)
check("and page 4 of 8 after Right", pager is not None and pager.description == "Page 4 of 8: Colour 4")

# The strip: titles drawn in the `title` node's colour over the `strip` node's box.
img = s.shot("strip")
height = img[1]
strip_y = next((y for y in range(height) if near(px(img, w // 2, y), PALETTE[3], 30)), 0) - 25
ink = sum(1 for x in range(w // 2 - 60, w // 2 + 60) for y in range(max(0, strip_y - 15), strip_y + 15)
          if sum(px(img, x, y)) < 300)
check(f"the strip draws the current title ({ink} dark pixels)", ink > 20)

# Keyboard only: a click on the page focuses the pager; Tab goes into the
# current page, to its button, and space presses it; Right from there
# turns the page, and the pager keeps the focus the page took away.
xdo("mousemove", "--window", s.wid, w // 2, h // 3, "click", "1")
s.drain()
xdo("key", "--window", s.wid, "Tab")
time.sleep(0.2)
xdo("key", "--window", s.wid, "space")
check("Tab reaches the current page's button, and space presses it", s.wait(lambda l: l == "button pressed 2") is not None)
xdo("key", "--window", s.wid, "Right")
check("Right from the button turns to page 5", s.wait(settled("colours", 4)) is not None)
xdo("key", "--window", s.wid, "Right")
check("and the pager keeps the focus: Right turns to page 6", s.wait(settled("colours", 5)) is not None)
s.close()
check("no GLib warnings or criticals (colours)", not [e for e in s.errors if "WARNING" in e or "CRITICAL" in e])
for e in s.errors[:5]:
    print("  stderr:", e)

# --- A million pages, opened half-way: few widgets, and it pages.
s = Sample("--scenario", "million", "--page", "500000")
check("the million opens", s.wait(lambda l: l == "ready million", 20) is not None and s.window() is not None)
time.sleep(1)
w, h = s.geometry()
drag(s, h // 2, [int(w * f) for f in (0.75, 0.65, 0.55, 0.45, 0.35, 0.25)])
line = s.wait(lambda l: l.startswith("million: live pages"))
check(f"a drag turns to page 500,001 ({line})", line is not None and line.endswith("page 500001 of 1000000"))
live = int(line.split()[3].rstrip(",")) if line else 99
check(f"with at most 4 page widgets alive ({live})", live <= 4)
app = find_app("SlidingPagesDemo4", timeout=10)
dots = app and find(app, lambda n: n.name == "Page dots")
check(f"its bound dots read the pager's page over AT-SPI ({dots.description if dots else None!r})",
      dots is not None and dots.description == "Page 500001 of 1000000: Photo 500,001")
# The dots are a tab list: a tab for each dot shown, the current page's selected.
tabs = [c for c in dots] if dots is not None else []
chosen = [t.name for t in tabs if t.getState().contains(pyatspi.STATE_SELECTED)]
check(f"they are a tab list of the 15 dots shown, page 500001's selected ({dots.getRoleName() if dots else None}, {len(tabs)}, {chosen})",
      dots is not None and dots.getRoleName() == "page tab list" and len(tabs) == 15 and
      all(t.getRoleName() == "page tab" for t in tabs) and chosen == ["Page 500001"])
# Its dots are a widget of their own under it, bound to it: a click on the
# last dot shown scrolls the pager there (7 pages on, in a row of 15).
time.sleep(0.5)
img = s.shot("bound")
def grey_mark(c):
    return sum(c) < 600 and max(c) - min(c) < 24
marks = [(x, y) for y in range(h - 40, h - 6) for x in range(w // 4, 3 * w // 4) if grey_mark(px(img, x, y))]
check(f"the bound dots draw under the pager ({len(marks)} pixels)", len(marks) > 30)
if marks:
    last = max(x for x, _ in marks)
    ys = sorted(y for x, y in marks if x >= last - 4)
    # Each tab lies over its dot: the last tab's extents hold the last dot,
    # the tabs run left to right without overlapping, each a dot's width.
    boxes = [t.queryComponent().getExtents(pyatspi.WINDOW_COORDS) for t in tabs]
    spot = (last - 3, ys[len(ys) // 2])
    box = boxes[-1] if boxes else None
    check(f"the last tab's extents hold the last dot, the tabs in a row of cells ({box and (box.x, box.y, box.width, box.height)}, {spot})",
          box is not None and box.x <= spot[0] < box.x + box.width and box.y <= spot[1] < box.y + box.height and
          all(0 < b.width <= 40 and b.x + b.width <= c.x for b, c in zip(boxes, boxes[1:])))
    before = len(s.seen)
    xdo("mousemove", "--window", s.wid, last - 3, ys[len(ys) // 2], "click", "1")
    line = s.wait(lambda l: l.startswith("million: live pages"))
    check(f"a click on the last dot scrolls the pager 7 pages on ({line})", line is not None and line.endswith("page 500008 of 1000000"))
    # The tabs follow: the window of 15 dots moved with the page, and the
    # tab of the page now current is the one selected.
    time.sleep(0.5)
    tabs = [c for c in dots] if dots is not None else []
    names = [t.name for t in tabs]
    chosen = [t.name for t in tabs if t.getState().contains(pyatspi.STATE_SELECTED)]
    first = int(names[0].split()[1]) if names and names[0].startswith("Page ") else -1
    check(f"and its tab is the one selected, in a row of 15 running on from it ({names[:1]}…{names[-1:]}, {chosen})",
          chosen == ["Page 500008"] and names == [f"Page {first + k}" for k in range(15)] and first <= 500008 < first + 15)
# Paging fast, a screen reader hears a few pages, not one a frame, and the
# page it lands on last (the core's pacing, as the GTK 3 pager's).
heard = []
listener = lambda e: heard.append((e.source.getRoleName(), str(e.any_data)))
xdo("mousemove", "--window", s.wid, w // 2, h // 3, "click", "1")
time.sleep(0.3)
# A click on the page takes the focus back from the dots (the first
# press after a drag once went unheard).
pg = find(app, lambda n: n.getRoleName() == "panel" and (n.description or "").startswith("Page 5000"))
check("a click on the page after a drag and a dot's click focuses the pager",
      pg is not None and pg.getState().contains(pyatspi.STATE_FOCUSED) and not dots.getState().contains(pyatspi.STATE_FOCUSED))
pyatspi.Registry.registerEventListener(listener, "object:property-change:accessible-description")
xdo("key", "--window", s.wid, "--delay", "40", *["Right"] * 12)
line, end = None, s.wait(lambda l: l.startswith("million: live pages"))
while end is not None:
    line, end = end, s.wait(lambda l: l.startswith("million: live pages"), 1.5)
listen(1)
pyatspi.Registry.deregisterEventListener(listener, "object:property-change:accessible-description")
page = int(line.split()[-3]) if line else -1
told = [d for r, d in heard if r != "page tab list"]
check(f"twelve fast Right presses reach page {page} and are told a few times, the last page last ({len(told)}: {told})",
      page >= 500015 and 1 <= len(told) <= 6 and told[-1].startswith(f"Page {page} of 1000000"))
# Keys on the dots add up as the pager's do: a click on the last dot (7 on,
# the dots focused), then five fast Right presses, five more.
if marks and page > 0:
    xdo("mousemove", "--window", s.wid, last - 3, ys[len(ys) // 2], "click", "1")
    time.sleep(0.1)
    xdo("key", "--window", s.wid, "--delay", "40", *["Right"] * 5)
    line, end = None, s.wait(lambda l: l.startswith("million: live pages"))
    while end is not None:
        line, end = end, s.wait(lambda l: l.startswith("million: live pages"), 1.5)
    check(f"a click on the last dot and five fast Right presses on the dots go 12 pages on ({line})",
          line is not None and line.endswith(f"page {page + 12} of 1000000"))
s.close()
check("no GLib warnings or criticals (million)", not [e for e in s.errors if "WARNING" in e or "CRITICAL" in e])

# --- The buttons: shown while the pointer is over the pager; the next one turns a page.
s = Sample("--scenario", "million", "--page", "1000")
check("the million opens at page 1,000", s.wait(lambda l: l == "ready million", 20) is not None and s.window() is not None)
time.sleep(1)
w, h = s.geometry()
xdo("mousemove", "--window", s.wid, w // 2, h // 2)
time.sleep(0.5)
img = s.shot("buttons")
dark = [x for x in range(w - 80, w) if sum(px(img, x, h // 2 + 48)) < 150]
check(f"the next button shows at the right edge ({len(dark)} dark columns)", len(dark) > 15)
if dark:
    xdo("mousemove", "--window", s.wid, (dark[0] + dark[-1]) // 2, h // 2 + 48, "click", "1")
check("a click on it turns to page 1,001", s.wait(settled("million", 1000)) is not None)
xdo("mousemove", "--window", s.wid, w // 2, 5)
s.close()

# --- The nub: brought out by the pointer, dragged, it scrubs far.
s = Sample("--scenario", "million", "--page", "250000")
check("the million opens a quarter in", s.wait(lambda l: l == "ready million", 20) is not None and s.window() is not None)
time.sleep(1)
w, h = s.geometry()
drag(s, h // 2, [int(w * f) for f in (0.6, 0.5, 0.4, 0.3)])
s.wait(settled("million", 250000))
s.drain()
img = s.shot("nub")
red = PALETTE[(250000) % 8]
# Darker than the page, low in the pager, left of the page's button.
spots = [(x, y) for y in range(h - 110, h - 10, 2) for x in range(60, w // 2 - 80, 2)
         if sum(px(img, x, y)) < sum(red) - 120]
check(f"the nub shows after a drag ({len(spots)} pixels)", len(spots) > 20)
if spots:
    nx = sorted(x for x, _ in spots)[len(spots) // 2]
    ny = sorted(y for _, y in spots)[len(spots) // 2]
    drag(s, ny, [nx, nx + 20, nx + 60, nx + 120, nx + 200], pause=0.05)
    line = s.wait(lambda l: l.startswith("million: live pages"), 8)
    page = int(line.split("page ")[1].split(" of")[0]) if line else 0
    check(f"dragging it scrubs far ({line})", page > 300_000)
s.close()

# --- Right to left: a drag to the right turns forward; vertical: a drag up.
for flag, name, ys, xs in (("--rtl", "right to left", None, (0.25, 0.35, 0.45, 0.55, 0.65, 0.75)),
                           ("--vertical", "vertical", (0.8, 0.7, 0.6, 0.5, 0.4, 0.3), None)):
    s = Sample(flag)
    check(f"{name}: opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
    time.sleep(1)
    w, h = s.geometry()
    if xs:
        drag(s, h // 2, [int(w * f) for f in xs])
    else:
        xdo("mousemove", "--window", s.wid, w // 3, int(h * ys[0]), "mousedown", "1",
            *sum((["sleep", 0.03, "mousemove", "--window", s.wid, w // 3, int(h * y)] for y in ys[1:]), []), "sleep", 0.05, "mouseup", "1")
    check(f"{name}: the drag turns to page 2", s.wait(settled("colours", 1)) is not None)
    s.close()
    check(f"{name}: no GLib warnings or criticals", not [e for e in s.errors if "WARNING" in e or "CRITICAL" in e])

# --- Autoplay: the pages turn by themselves, and hold while the pointer is over them.
xdo("mousemove", 1270, 1010)
s = Sample("--autoplay", "0.6")
check("autoplay: opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
check("autoplay turns to page 2", s.wait(settled("colours", 1), 5) is not None)
check("and to page 3", s.wait(settled("colours", 2), 5) is not None)
w, h = s.geometry()
xdo("mousemove", "--window", s.wid, w // 2, h // 2)
s.wait(settled("colours", 3), 2)
s.drain()
check("the pointer over the pages holds it", s.wait(lambda l: "settled" in l, 2.5) is None)
s.close()

# --- Item changes: Ctrl+Insert adds a page after the current one, Ctrl+Delete removes the current one
# (reveals over 3 s here, so a deleted page is seen shrinking out).
s = Sample("--set", "reveal-duration=3")
check("changes: opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
time.sleep(0.5)
xdo("key", "--window", s.wid, "ctrl+Insert")
check("Ctrl+Insert adds a page", s.wait(lambda l: l == "colours: items 9") is not None)
xdo("key", "--window", s.wid, "Right")
line = s.wait(lambda l: l.startswith("colours: live pages"))
check(f"the pager counts 9 pages and turns onto the new one ({line})", line is not None and line.endswith("page 2 of 9"))
time.sleep(3.2)  # the inserted page has grown into place
w, h = s.geometry()
img = s.shot("inserted")
middle = (w // 4, h // 3, 3 * w // 4, 2 * h // 3)
check("the new page shows in its colour (the ninth colour is the first's), not page 2's",
      share(img, PALETTE[8 % 8], middle) > 0.5 and share(img, PALETTE[1], middle) < 0.1)
xdo("key", "--window", s.wid, "ctrl+Delete")
check("Ctrl+Delete removes it", s.wait(lambda l: l == "colours: items 8") is not None)
# Shots through the reveal: in one of them the deleted page, faded part
# way, still covers the middle over the page taking its place. Polled, as
# a machine's pace decides which moment a shot catches.
seen = []
deadline = time.time() + 3.5
while not seen or time.time() < deadline:
    seen.append(mix_share(s.shot("leaving"), PALETTE[0], PALETTE[1], middle))
check(f"the deleted page shrinks out over the page taking its place (best mix {max(seen):.2f} in {len(seen)} shots)",
      max(seen) > 0.5)
time.sleep(0.5)
img = s.shot("deleted")
check("and the page after it takes its place", share(img, PALETTE[1], middle) > 0.5)
xdo("key", "--window", s.wid, "End")
line = s.wait(lambda l: l.startswith("colours: live pages"))
check(f"8 pages again ({line})", line is not None and line.endswith("page 8 of 8"))
s.close()
check("changes: no GLib warnings or criticals", not [e for e in s.errors if "WARNING" in e or "CRITICAL" in e])

# --- The GObject face: properties from the core's option record set as a .ui file would,
# a value out of range named by GLib and refused, notify and the "settled" signal.
s = Sample("--set", "orientation=vertical", "--set", "spacing=40", "--set", "zoom-out=false", "--set", "spacing=-5",
           "--set", "no-such=1")
check("properties: opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
time.sleep(1)
check("an unknown property is named", any("no property no-such" in e for e in s.errors))
check("spacing -5 is refused by name", any("spacing" in e and ("out of range" in e or "invalid" in e) for e in s.errors))
w, h = s.geometry()
x = w // 8
xdo("mousemove", "--window", s.wid, x, int(h * 0.85), "mousedown", "1",
    *sum((["sleep", 0.03, "mousemove", "--window", s.wid, x, int(h * f)] for f in (0.75, 0.6, 0.45, 0.35)), []))
time.sleep(0.4)
img = s.shot("spacing")
gap = [y for y in range(h // 4, h - 20) if not near(px(img, x, y), PALETTE[0], 30) and not near(px(img, x, y), PALETTE[1], 30)]
runs, run = [], []
for y in gap:
    if run and y != run[-1] + 1:
        runs.append(run)
        run = []
    run.append(y)
if run:
    runs.append(run)
longest = max((len(r) for r in runs), default=0)
check(f"vertical, with a 40 px gap between pages mid-drag ({longest} px)", 36 <= longest <= 44)
xdo("mouseup", "1")
check("the drag up turns to page 2: the \"settled\" signal", s.wait(lambda l: l == "signal settled 1") is not None)
s.drain()
check("and notify::current-page, read back as 1", "notify current-page=1" in s.seen)
drag_signals = [l for l in s.seen if l.startswith("signal will-begin-dragging") or l.startswith("signal did-end-dragging")]
check(f"will-begin-dragging, then did-end-dragging true as the pages snap on ({drag_signals})",
      drag_signals == ["signal will-begin-dragging", "signal did-end-dragging true"])
# A click on the page, away from its button: item-selected for the item shown.
xdo("mousemove", "--window", s.wid, x, int(h * 0.8), "click", "1")
check("a click on the page: item-selected 1", s.wait(lambda l: l == "signal item-selected 1") is not None)
s.close()

# --- GTK's animations off (settings.ini): a key's move is a jump, one step, no frames between.
def scrolls_to_settle(s, key):
    s.drain()
    before = len(s.seen)
    xdo("key", "--window", s.wid, key)
    s.wait(lambda l: l.startswith("colours: settled"))
    return sum(1 for l in s.seen[before:] if l == "colours: scroll")

s = Sample()
check("animated: opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
time.sleep(0.5)
animated = scrolls_to_settle(s, "Right")
s.close()
config = tempfile.mkdtemp()
os.makedirs(config + "/gtk-4.0")
with open(config + "/gtk-4.0/settings.ini", "w") as f:
    f.write("[Settings]\ngtk-enable-animations=false\n")
s = Sample(env={"XDG_CONFIG_HOME": config})
check("animations off: opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
time.sleep(0.5)
jumped = scrolls_to_settle(s, "Right")
check(f"with animations a key's move takes frames ({animated} steps); off, it jumps ({jumped})", animated > 3 and jumped <= 1)
s.close()

# --- Days: a source with no count, each page asked of its neighbour.
import datetime
def day_text(offset):
    d = datetime.datetime.now(datetime.timezone.utc).date() + datetime.timedelta(days=offset)
    return f"{d:%A} {d.day} {d:%B %Y}"
s = Sample("--scenario", "days")
check("days: opens", s.wait(lambda l: l == "ready days", 20) is not None and s.window() is not None)
time.sleep(0.5)
w, h = s.geometry()
xdo("key", "--window", s.wid, "Right")
line = s.wait(lambda l: l.startswith("days: showing"))
check(f"Right shows tomorrow ({line})", line == "days: showing " + day_text(1))
drag(s, h // 2, [int(w * f) for f in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8)])
line = s.wait(lambda l: l.startswith("days: showing"))
check(f"a drag back shows today ({line})", line == "days: showing " + day_text(0))
drag(s, h // 2, [int(w * f) for f in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8)])
line = s.wait(lambda l: l.startswith("days: showing"))
check(f"another shows yesterday, asked of today's page ({line})", line == "days: showing " + day_text(-1))
# The Today button, centred in the bar above the pager, sets today's page
# directly (it slides in), and its neighbours are asked afresh.
xdo("mousemove", "--window", s.wid, w // 2, 70, "click", "1")
line = s.wait(lambda l: l.startswith("days: showing"))
check(f"Today slides today's page in ({line})", line == "days: showing " + day_text(0))
# A month on, right of Today; a drag back from it shows the day before,
# asked of the page set (the page left beside it was today's).
xdo("mousemove", "--window", s.wid, w // 2 + 110, 70, "click", "1")
line = s.wait(lambda l: l.startswith("days: showing"))
check(f"A month on slides a day 30 on in ({line})", line == "days: showing " + day_text(30))
drag(s, h // 2, [int(w * f) for f in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8)])
line = s.wait(lambda l: l.startswith("days: showing"))
check(f"and a drag back from it shows the day before, asked afresh ({line})", line == "days: showing " + day_text(29))
app = find_app("SlidingPagesDemo4", timeout=10)
d = datetime.datetime.now(datetime.timezone.utc).date() + datetime.timedelta(days=29)
short = f"{d:%a} {d.day} {d:%b %Y}"
pager = app and find(app, lambda n: (n.description or "") == short)
check(f"a screen reader reads the day's title ({short!r})", pager is not None)
img = s.shot("days")
ink = sum(1 for y in range(img[1] // 3, 2 * img[1] // 3, 2) for x in range(w // 3, 2 * w // 3, 2) if sum(px(img, x, y)) < 200)
check(f"the day's name is drawn on the page ({ink} dark pixels)", ink > 100)
s.close()
check("days: no GLib warnings or criticals", not [e for e in s.errors if "WARNING" in e or "CRITICAL" in e])
# At rest the window has a frame to render: a strip title that cannot be
# asked for yet (its page not loaded) once redrew the pager without end.
s = Sample("--scenario", "days", "--snapshot", "/tmp/sp4-days-snapshot.png")
line = s.wait(lambda l: l.startswith("snapshot"), 20)
check(f"days at rest renders to its snapshot ({line}; {[e for e in s.errors if 'drew nothing' in e]})",
      line is not None and line.startswith("snapshot /tmp/sp4-days-snapshot.png"))
s.close()

# --- The options the face keeps itself: mouse drags off (a click still
# selects), the diamond strip, and the strip hidden.
s = Sample("--set", "allow-mouse-drag=false", "--set", "title-strip-diamonds=true")
check("face options: opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
time.sleep(0.5)
w, h = s.geometry()
drag(s, h // 2, [int(w * f) for f in (0.75, 0.65, 0.55, 0.45, 0.35, 0.25)])
check("with allow-mouse-drag off a mouse drag turns no page", s.wait(lambda l: "settled" in l, 2) is None)
check("and is no click either", not [l for l in s.seen if "item-selected" in l])
xdo("mousemove", "--window", s.wid, w // 2, h // 3, "click", "1")
check("and a click still selects the item", s.wait(lambda l: l == "signal item-selected 0") is not None)
img = s.shot("diamonds")
band = [px(img, x, 75) for x in range(20, w // 3, 3)]
check(f"title-strip-diamonds draws a dark strip ({band[0]})", all(sum(c) < 3 * 90 for c in band))
s.close()
s = Sample("--set", "title-strip-hidden=true")
check("strip hidden: opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
time.sleep(0.5)
img = s.shot("stripless")
check("title-strip-hidden: the page's colour reaches up to the header", near(px(img, w // 2, 75), PALETTE[0], 30))
s.close()
check("face options: no GLib warnings or criticals", not [e for e in s.errors if "WARNING" in e or "CRITICAL" in e])

# --- Reading: the scrubber over a long scrolled window wakes as it scrolls.
s = Sample("--scenario", "reading")
check("reading: opens", s.wait(lambda l: l == "ready reading", 20) is not None and s.window() is not None)
time.sleep(0.5)
w, h = s.geometry()
xdo("mousemove", "--window", s.wid, w // 2, h // 2, "click", "5", "click", "5", "click", "5")
check("a wheel over the text wakes the scrubber's nub (select)", s.wait(lambda l: l == "reading: select") is not None)
check("and it fades back once the text rests (deselect)", s.wait(lambda l: l == "reading: deselect", 4) is not None)
s.close()
check("reading: no GLib warnings or criticals", not [e for e in s.errors if "WARNING" in e or "CRITICAL" in e])

# --- Dark: the header and the strip dark.
s = Sample("--dark")
check("the dark sample opens", s.wait(lambda l: l == "ready colours", 20) is not None and s.window() is not None)
time.sleep(1)
img = s.shot("dark")
top = px(img, img[0] // 2, 10)
check(f"the header is dark ({top})", sum(top) < 3 * 90)
s.close()

summary()

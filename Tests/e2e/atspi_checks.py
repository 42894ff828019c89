"""What the AT-SPI end-to-end scripts share: counted checks, finding the
sample on the accessibility bus, and the closing line."""
import sys, time
import pyatspi

counts = {"passed": 0, "failed": 0}


def check(what, ok):
    counts["passed" if ok else "failed"] += 1
    print("ok:" if ok else "FAILED:", what)


def find_app(name, timeout=15):
    end = time.time() + timeout
    while time.time() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def find(node, test, depth=0):
    """The first node under `node` (itself included) that passes `test`."""
    if node is None or depth > 30:
        return None
    try:
        if test(node):
            return node
        for child in node:
            hit = find(child, test, depth + 1)
            if hit is not None:
                return hit
    except Exception:
        return None
    return None


def wait_for(get, want, timeout=5):
    """Polls `get` until it returns `want` or the time is up; the last value."""
    end = time.time() + timeout
    value = get()
    while time.time() < end and value != want:
        time.sleep(0.1)
        value = get()
    return value


def find_pager(app):
    """The pager as a screen reader finds it: a scroll pane named Pages
    whose description announces a page ("Page k of n: title"; with no
    count, the title alone)."""
    return app and find(app, lambda n: n.getRoleName() == "scroll pane" and n.name == "Pages"
                        and n.description != "")


def press(app, name):
    """Presses the button named `name` by its accessible action (a check
    that it is there)."""
    button = find(app, lambda n: n.getRoleName() == "push button" and n.name == name)
    check(f"there is a {name!r} button", button is not None)
    if button is not None:
        button.queryAction().doAction(0)


def listen(seconds):
    """Delivers AT-SPI events to their listeners for `seconds`."""
    from gi.repository import GLib
    context, end = GLib.MainContext.default(), time.time() + seconds
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def summary():
    """Prints "N passed, N failed" and exits with the result."""
    print(f"{counts['passed']} passed, {counts['failed']} failed")
    sys.exit(0 if counts["failed"] == 0 else 1)

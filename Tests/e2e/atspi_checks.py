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


def summary():
    """Prints "N passed, N failed" and exits with the result."""
    print(f"{counts['passed']} passed, {counts['failed']} failed")
    sys.exit(0 if counts["failed"] == 0 else 1)

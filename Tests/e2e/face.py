"""GTK and the pager library of the face named by the first argument (3 or
4, GTK 4 when none), for the Python hosts that run on both faces: GTK 4's
library is imported under the GTK 3 one's name."""
import sys
import gi

FACE = sys.argv[1] if len(sys.argv) > 1 else "4"
gi.require_version("Gtk", "4.0" if FACE == "4" else "3.0")
gi.require_version("SlidingPages4" if FACE == "4" else "SlidingPages", "1.0")
from gi.repository import GLib, Gtk  # noqa: E402,F401
if FACE == "4":
    from gi.repository import SlidingPages4 as SlidingPages  # noqa: E402,F401
else:
    from gi.repository import SlidingPages  # noqa: E402,F401

#!/usr/bin/python3
# A GTK 3 pager whose page-title handler is connected after it was shown
# and drawn: from the next redraw its strip shows the titles (it stayed
# blank until the pages moved before). hosts.sh checks the last line.
import gi
gi.require_version("Gtk", "3.0")
gi.require_version("SlidingPages", "1.0")
import cairo  # noqa: E402
from gi.repository import GLib, Gtk, SlidingPages  # noqa: E402


def strip_ink(pager):
    """How many pixels of the strip's band (its top 50 pixels) are darker
    than the theme's light background: the titles' glyphs."""
    width = pager.get_allocated_width()
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, width, 50)
    cr = cairo.Context(surface)
    cr.set_source_rgb(1, 1, 1)
    cr.paint()
    pager.draw(cr)
    surface.flush()
    data, stride = surface.get_data(), surface.get_stride()
    return sum(1 for y in range(50) for x in range(width) if data[y * stride + 4 * x + 1] < 128)


window = Gtk.Window(title="Late titles", default_width=500, default_height=300)
pager = SlidingPages.Pager()
pager.connect("setup-page", lambda pager: Gtk.Label())
pager.connect("bind-page", lambda pager, page, index: page.set_text(f"page {index}"))
pager.props.n_items = 5
window.add(pager)
window.show_all()
lines = []


def steps():
    yield  # shown and drawn a few times with no handler
    lines.append(f"before: {strip_ink(pager)}")
    pager.connect("page-title", lambda pager, index: f"Title {index}")
    pager.queue_draw()
    yield
    lines.append(f"after: {'ink' if strip_ink(pager) > 50 else 'blank'}")
    Gtk.main_quit()


walk = steps()
GLib.timeout_add(400, lambda: next(walk, None) is None or True)
Gtk.main()
print("; ".join(lines), flush=True)

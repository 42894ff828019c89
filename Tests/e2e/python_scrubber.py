#!/usr/bin/python3
# A Python host with the scrubber, built from a .ui file through the
# typelib: its bubble names the place with a Python function, a deselect
# handler keeps the nub shown, and the nub is dragged for real (xdotool)
# to the end of its track. Prints what happened; hosts.sh checks it.
import subprocess
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("SlidingPages", "1.0")
from gi.repository import GLib, Gtk, SlidingPages

SlidingPages.init()
UI = """
<interface>
  <object class="GtkWindow" id="window">
    <property name="default-width">500</property>
    <property name="default-height">400</property>
    <child>
      <object class="SlidingPagesScrubber" id="scrubber">
        <property name="inset-top">20</property>
        <property name="deselect-delay">200</property>
        <child>
          <object class="GtkScrolledWindow" id="sw">
            <child>
              <object class="GtkDrawingArea" id="content">
                <property name="height-request">20000</property>
              </object>
            </child>
          </object>
        </child>
      </object>
    </child>
  </object>
</interface>
"""
builder = Gtk.Builder.new_from_string(UI, -1)
window, scrubber = builder.get_object("window"), builder.get_object("scrubber")
adj = builder.get_object("sw").get_vadjustment()
transitions = []
fractions = []


def hear(name):
    def handler(scrubber, nub):
        transitions.append(name)
        # Keep the nub shown: the default fade does not run.
        return name == "deselect"
    return handler


for name in ("select", "deselect", "highlight", "unhighlight"):
    scrubber.connect(name, hear(name))


def bubble(scrubber, value, fraction):
    fractions.append(fraction)
    return f"{fraction:.0%} in"


scrubber.set_bubble_func(bubble)
window.connect("destroy", Gtk.main_quit)
window.show_all()


def drag():
    shown, nub = scrubber.get_nub_area()
    alloc = scrubber.get_allocation()
    ox, oy = scrubber.get_window().get_origin()[1:]
    x, y = ox + alloc.x + nub.x + nub.width // 2, oy + alloc.y + nub.y + nub.height // 2
    print(f"nub shown={shown} x={nub.x} y={nub.y} width={nub.width} height={nub.height}", flush=True)
    moves = " ".join(f"sleep 0.03 mousemove {x} {y + 40 * k}" for k in range(1, 11))
    subprocess.Popen(f"xdotool mousemove {x} {y} sleep 0.1 mousedown 1 {moves} sleep 0.1 mouseup 1".split())
    GLib.timeout_add(2500, report)
    return GLib.SOURCE_REMOVE


def report():
    end = adj.get_upper() - adj.get_page_size()
    text = scrubber.get_accessible().get_description()
    print(f"at-end={abs(adj.get_value() - end) < 1} fraction={scrubber.props.fraction:.2f} "
          f"transitions={','.join(transitions)} bubble-asked={len(fractions) > 0} last-asked={fractions[-1] if fractions else -1:.2f} "
          f"said={text!r}", flush=True)
    window.destroy()
    return GLib.SOURCE_REMOVE


GLib.timeout_add(700, drag)
Gtk.main()

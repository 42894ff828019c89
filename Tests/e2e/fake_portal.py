"""A settings portal for the sample's dark-preference check: answers Read of
org.freedesktop.appearance color-scheme with argv[1], and when argv[2] is
given, announces SettingChanged to that value just after the first Read."""
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib

XML = """<node><interface name="org.freedesktop.portal.Settings">
<method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
<signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
</interface></node>"""

value = int(sys.argv[1])
later = int(sys.argv[2]) if len(sys.argv) > 2 else None
connection = None


def changed():
    connection.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                           GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", later))))
    return False


def call(conn, sender, path, iface, method, params, invocation):
    space, key = params.unpack()
    if (space, key) != ("org.freedesktop.appearance", "color-scheme"):
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
        return
    # Read wraps the value in a second variant, as the portal does.
    invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", value)),)))
    if later is not None:
        GLib.timeout_add(50, changed)


def acquired(conn, name):
    global connection
    connection = conn
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    conn.register_object("/org/freedesktop/portal/desktop", info, call, None, None)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, acquired, None, None)
print("ready", flush=True)
GLib.MainLoop().run()

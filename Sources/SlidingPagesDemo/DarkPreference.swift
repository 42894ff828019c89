import CSlidingPagesGtk
import Glibc

// The desktop's light or dark preference, as GNOME apps follow it: the
// settings portal's org.freedesktop.appearance color-scheme (1 prefers
// dark, 2 light, 0 no preference), read at start and followed as it
// changes, as HdyStyleManager does. GTK_THEME, when set, wins.

enum DarkPreference {
    nonisolated(unsafe) static var proxy: OpaquePointer?

    static func follow() {
        if let theme = getenv("GTK_THEME"), theme.pointee != 0 { return }
        var error: UnsafeMutablePointer<GError>?
        guard let p = g_dbus_proxy_new_for_bus_sync(G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_NONE, nil, "org.freedesktop.portal.Desktop",
                                                    "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", nil, &error) else {
            g_clear_error(&error)
            return
        }
        proxy = OpaquePointer(p)
        let args = readArguments()
        // A portal that does not answer within a second leaves the theme's default.
        if let reply = g_dbus_proxy_call_sync(p, "Read", args, G_DBUS_CALL_FLAGS_NONE, 1000, nil, &error) {
            apply(scheme(g_variant_get_child_value(reply, 0)))
            g_variant_unref(reply)
        }
        g_clear_error(&error)
        g_signal_connect_data(p, "g-signal", unsafeBitCast(settingChanged, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
    }

    /// ("org.freedesktop.appearance", "color-scheme"), for Read.
    private static func readArguments() -> OpaquePointer? {
        let items = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: 2)
        defer { items.deallocate() }
        items[0] = g_variant_new_string("org.freedesktop.appearance")
        items[1] = g_variant_new_string("color-scheme")
        return g_variant_new_tuple(items, 2)
    }

    /// The portal's SettingChanged (namespace, key, value).
    private static let settingChanged: @convention(c) (OpaquePointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?, OpaquePointer?,
                                                       gpointer?) -> Void = { _, _, signal, parameters, _ in
        guard let signal, String(cString: signal) == "SettingChanged", let parameters, g_variant_n_children(parameters) == 3 else { return }
        let space = g_variant_get_child_value(parameters, 0), key = g_variant_get_child_value(parameters, 1)
        defer { g_variant_unref(space); g_variant_unref(key) }
        guard String(cString: g_variant_get_string(space, nil)) == "org.freedesktop.appearance",
              String(cString: g_variant_get_string(key, nil)) == "color-scheme" else { return }
        apply(scheme(g_variant_get_child_value(parameters, 2)))
    }

    /// The scheme in a value, unwrapping the variants around it (Read
    /// wraps it twice); nil when it is not a number. Takes the value.
    private static func scheme(_ value: OpaquePointer?) -> UInt32? {
        guard var v = value else { return nil }
        while g_variant_is_of_type(v, g_variant_type_checked_("v")) != 0 {
            let inner = g_variant_get_variant(v)!
            g_variant_unref(v)
            v = inner
        }
        defer { g_variant_unref(v) }
        return g_variant_is_of_type(v, g_variant_type_checked_("u")) != 0 ? g_variant_get_uint32(v) : nil
    }

    private static func apply(_ scheme: UInt32?) {
        guard let scheme, let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&value, scheme == 1 ? 1 : 0)
        g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-application-prefer-dark-theme", &value)
        g_value_unset(&value)
    }
}

/*
 * Typed helpers for what Swift cannot call directly: GObject's cast macros
 * and g_signal_connect, which is a macro over an untyped GCallback. Each
 * signal shape gets one helper so Swift passes a typed @convention(c)
 * function and never casts function pointers itself. GLib owns the user data
 * through the destroy notify.
 */
#ifndef SLIDING_PAGES_GTK_SHIM_H
#define SLIDING_PAGES_GTK_SHIM_H

#include <gtk/gtk.h>

/* Casts (the GTK_* macros are function-like, so Swift cannot see them). */
static inline GtkWindow *sp_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkContainer *sp_container(gpointer p) { return GTK_CONTAINER(p); }
static inline GtkLabel *sp_label(gpointer p) { return GTK_LABEL(p); }
static inline GObject *sp_object(gpointer p) { return G_OBJECT(p); }
static inline GtkScrolledWindow *sp_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }

/* Signal shapes. */
typedef void (*SPWidgetFunc)(GtkWidget *widget, gpointer user_data);
typedef gboolean (*SPTickFunc)(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data);

/* "clicked" on a GtkButton, "destroy" on any widget and similar (widget) shapes. */
static inline gulong sp_connect_widget_signal(gpointer instance, const char *signal, SPWidgetFunc func,
                                              gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(func), user_data, destroy, 0);
}

/* Frame-clock ticks: the only animation driver (no GLib timeouts). */
static inline guint sp_add_tick(GtkWidget *widget, SPTickFunc func, gpointer user_data, GDestroyNotify destroy) {
    return gtk_widget_add_tick_callback(widget, func, user_data, destroy);
}

/* GObject "notify::property" handlers. */
typedef void (*SPNotifyFunc)(GObject *object, GParamSpec *pspec, gpointer user_data);
static inline gulong sp_connect_notify(gpointer instance, const char *signal, SPNotifyFunc func,
                                       gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(func), user_data, destroy, 0);
}

/* Signals with one int argument: "settled", "current-item-changed", "item-selected". */
typedef void (*SPIntFunc)(gpointer instance, int value, gpointer user_data);
static inline gulong sp_connect_int_signal(gpointer instance, const char *signal, SPIntFunc func,
                                           gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(func), user_data, destroy, 0);
}

/* A signal with one double argument ("did-scroll"). */
typedef void (*SPDoubleFunc)(gpointer instance, double value, gpointer user_data);
static inline gulong sp_connect_double_signal(gpointer instance, const char *signal, SPDoubleFunc func,
                                              gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(func), user_data, destroy, 0);
}

/* "draw"; `after` runs the handler after the widget's own drawing. */
typedef gboolean (*SPDrawFunc)(GtkWidget *widget, cairo_t *cr, gpointer user_data);
static inline gulong sp_connect_draw(GtkWidget *widget, SPDrawFunc func, gpointer user_data, GClosureNotify destroy,
                                     gboolean after) {
    return g_signal_connect_data(widget, "draw", G_CALLBACK(func), user_data, destroy, after ? G_CONNECT_AFTER : 0);
}

/* GtkGestureDrag's "drag-begin", "drag-update" and "drag-end". */
typedef void (*SPDragFunc)(GtkGestureDrag *gesture, double x, double y, gpointer user_data);
static inline gulong sp_connect_drag(GtkGesture *gesture, const char *signal, SPDragFunc func, gpointer user_data,
                                     GClosureNotify destroy) {
    return g_signal_connect_data(gesture, signal, G_CALLBACK(func), user_data, destroy, 0);
}
static inline GtkEventController *sp_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }

/* The parameters a signal of `instance` takes besides the instance, or -1
 * when it has no such signal ("name" or "name::detail"); `first` gets the
 * first one's type (G_TYPE_NONE when there is none). A handler connected
 * with the wrong shape would read its arguments from the wrong registers. */
static inline int sp_signal_shape(gpointer instance, const char *name, GType *first) {
    guint id = 0;
    GQuark detail = 0;
    *first = G_TYPE_NONE;
    if (!g_signal_parse_name(name, G_TYPE_FROM_INSTANCE(instance), &id, &detail, FALSE)) return -1;
    GSignalQuery q;
    g_signal_query(id, &q);
    if (q.n_params > 0) *first = q.param_types[0] & ~G_SIGNAL_TYPE_STATIC_SCOPE;
    return (int)q.n_params;
}

/* One colour channel as 8 bits: scaled, clamped to 0…255 (a NaN as 255,
 * as the comparisons fall), and rounded by adding a half before the
 * conversion, which C does without Swift's range checks. */
static inline guint32 sp_channel8(double v) {
    double m = v * 255.0;
    m = m < 255.0 ? m : 255.0;
    m = m >= 0.0 ? m : 0.0;
    return (guint32)(m + 0.5);
}

/* A colour as 0xRRGGBBAA: the chrome's sprite caches file colours by it,
 * a dozen times a frame. */
static inline guint32 sp_pack_rgba(GdkRGBA c) {
    return sp_channel8(c.red) << 24 | sp_channel8(c.green) << 16 | sp_channel8(c.blue) << 8 | sp_channel8(c.alpha);
}

/* Signal emissions (g_signal_emit is variadic). The pager's Swift half
 * emits its own signals through these, with the ids its C half made. */
static inline void sp_emit_none(gpointer instance, guint id) { g_signal_emit(instance, id, 0); }
static inline void sp_emit_int(gpointer instance, guint id, int value) { g_signal_emit(instance, id, 0, value); }
static inline void sp_emit_double(gpointer instance, guint id, double value) { g_signal_emit(instance, id, 0, value); }
static inline void sp_emit_bool(gpointer instance, guint id, gboolean value) { g_signal_emit(instance, id, 0, value); }

/* notify for `pspec`, skipped when no one listens: neither a
 * "notify::name" handler nor a plain "notify" one (GLib matches a detail
 * exactly, so both are asked for). Position changes every frame. */
static inline void sp_notify_if_heard(gpointer instance, GParamSpec *pspec) {
    static guint notify_id;
    if (notify_id == 0) notify_id = g_signal_lookup("notify", G_TYPE_OBJECT);
    if (!g_signal_has_handler_pending(instance, notify_id, g_param_spec_get_name_quark(pspec), FALSE) &&
        !g_signal_has_handler_pending(instance, notify_id, 0, FALSE))
        return;
    g_object_notify_by_pspec(G_OBJECT(instance), pspec);
}

/* g_warning is a variadic macro: Swift passes a finished message. */
static inline void sp_warning(const char *message) {
    g_log("SlidingPages", G_LOG_LEVEL_WARNING, "%s", message);
}

#endif

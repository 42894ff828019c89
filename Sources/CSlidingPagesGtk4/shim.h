/*
 * GTK 4 for Swift: the casts Swift cannot see (GObject's cast macros are
 * function-like) and one typed helper per signal shape, so Swift never
 * casts a function pointer itself. GLib owns the user data through the
 * destroy notify.
 */
#ifndef SLIDING_PAGES_GTK4_SHIM_H
#define SLIDING_PAGES_GTK4_SHIM_H

#include <gtk/gtk.h>

static inline GObject *sp4_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWindow *sp4_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *sp4_box(gpointer p) { return GTK_BOX(p); }
static inline GtkLabel *sp4_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *sp4_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkApplication *sp4_application(gpointer p) { return GTK_APPLICATION(p); }

static inline GObjectClass *sp4_object_class(gpointer p) { return G_OBJECT_GET_CLASS(p); }
static inline GType sp4_type_int(void) { return G_TYPE_INT; }
static inline GType sp4_type_boolean(void) { return G_TYPE_BOOLEAN; }

/* Shows or hides a page for the eye and for screen readers: GTK 4.8
 * lists a child that is not child-visible unless it is marked hidden. */
static inline void sp4_show_page(GtkWidget *page, gboolean shown) {
    if (gtk_widget_get_child_visible(page) == shown) return;
    gtk_widget_set_child_visible(page, shown);
    gtk_accessible_update_state(GTK_ACCESSIBLE(page), GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
}

/* A page the pager lets go of is no longer hidden from screen readers. */
static inline void sp4_unhide_page(GtkWidget *page) {
    gtk_accessible_reset_state(GTK_ACCESSIBLE(page), GTK_ACCESSIBLE_STATE_HIDDEN);
}

typedef void (*SP4WidgetFunc)(GtkWidget *widget, gpointer user_data);
typedef void (*SP4IntFunc)(gpointer instance, int value, gpointer user_data);
typedef void (*SP4NotifyFunc)(gpointer instance, GParamSpec *pspec, gpointer user_data);
typedef void (*SP4ObjectFunc)(gpointer instance, gpointer user_data);

/* "clicked", "activate" and other (instance) signals. */
static inline gulong sp4_connect(gpointer instance, const char *signal, SP4ObjectFunc func, gpointer user_data,
                                 GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(func), user_data, destroy, 0);
}

/* Signals with one int ("settled", "page-selected"). */
static inline gulong sp4_connect_int(gpointer instance, const char *signal, SP4IntFunc func, gpointer user_data) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(func), user_data, NULL, 0);
}

/* "notify" and "notify::NAME". */
static inline gulong sp4_connect_notify(gpointer instance, const char *signal, SP4NotifyFunc func, gpointer user_data) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(func), user_data, NULL, 0);
}

#endif

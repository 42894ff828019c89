/*
 * GTK helpers the sample and the tests use and the library does not: casts
 * for the widgets they build, two more signal shapes, and a finalization
 * watch. Not part of any product; apps bring their own.
 */
#ifndef SLIDING_PAGES_EXTRAS_H
#define SLIDING_PAGES_EXTRAS_H

/* GTK through the shim module, so its declarations belong to one module. */
#include "../CSlidingPagesGtk/shim.h"

/* Casts (the GTK_* macros are function-like, so Swift cannot see them). */
static inline GtkBox *sp_box(gpointer p) { return GTK_BOX(p); }
static inline GtkEntry *sp_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkEditable *sp_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkButton *sp_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkToggleButton *sp_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkStack *sp_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkSpinButton *sp_spin_button(gpointer p) { return GTK_SPIN_BUTTON(p); }
static inline GtkGrid *sp_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkRange *sp_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkListBox *sp_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkSwitch *sp_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkRevealer *sp_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkStackSidebar *sp_stack_sidebar(gpointer p) { return GTK_STACK_SIDEBAR(p); }

/* Veto signals with one int argument: "should-select-item". */
typedef gboolean (*SPIntBoolFunc)(gpointer instance, int value, gpointer user_data);
static inline gulong sp_connect_int_bool_signal(gpointer instance, const char *signal, SPIntBoolFunc func,
                                                gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(func), user_data, destroy, 0);
}

/* "size-allocate". */
typedef void (*SPAllocateFunc)(GtkWidget *widget, GdkRectangle *allocation, gpointer user_data);
static inline gulong sp_connect_allocate(GtkWidget *widget, SPAllocateFunc func, gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(widget, "size-allocate", G_CALLBACK(func), user_data, destroy, 0);
}

/* A weak reference that flips a flag when the object is finalized (tests
 * check that every GObject they made was freed). */
static inline void sp_finalized_cb(gpointer data, GObject *where_the_object_was) {
    (void)where_the_object_was;
    *(gboolean *)data = TRUE;
}
static inline void sp_watch_finalize(gpointer object, gboolean *flag) {
    *flag = FALSE;
    g_object_weak_ref(G_OBJECT(object), sp_finalized_cb, flag);
}

#endif

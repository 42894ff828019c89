/*
 * GTK helpers the sample and the tests use and the library does not: casts
 * for the widgets they build, two more signal shapes, and a finalization
 * watch. Not part of any product; apps bring their own.
 */
#ifndef SLIDING_PAGES_EXTRAS_H
#define SLIDING_PAGES_EXTRAS_H

/* GTK through the shim module, so its declarations belong to one module. */
#include "../CSlidingPagesGtk/shim.h"
#include <string.h>

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
static inline GtkHeaderBar *sp_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkMenuButton *sp_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkPopover *sp_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkComboBox *sp_combo_box(gpointer p) { return GTK_COMBO_BOX(p); }
static inline GtkComboBoxText *sp_combo_box_text(gpointer p) { return GTK_COMBO_BOX_TEXT(p); }
static inline GtkTreeView *sp_tree_view(gpointer p) { return GTK_TREE_VIEW(p); }
static inline GtkImage *sp_image(gpointer p) { return GTK_IMAGE(p); }

/* A list store of one string column, a row of it, and a text column showing column
 * `index` (both variadic in GTK, so out of Swift's reach). */
static inline GtkListStore *sp_string_list_store(void) { return gtk_list_store_new(1, G_TYPE_STRING); }
static inline void sp_list_store_set_string(GtkListStore *store, GtkTreeIter *iter, int column, const char *text) {
    gtk_list_store_set(store, iter, column, text, -1);
}
static inline GtkTreeViewColumn *sp_text_column(const char *title, int index) {
    return gtk_tree_view_column_new_with_attributes(title, gtk_cell_renderer_text_new(), "text", index, NULL);
}

/* Sets a property from its text (the sample's --set NAME=VALUE): booleans
 * as true/false, numbers, enums by nick or name, strings. Returns NULL, or
 * a message naming the problem (free it), and then changes nothing. */
static inline char *sp_set_property_from_text(gpointer object, const char *name, const char *text) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
    if (!spec) return g_strdup_printf("%s has no property %s", G_OBJECT_TYPE_NAME(object), name);
    if (!(spec->flags & G_PARAM_WRITABLE)) return g_strdup_printf("%s is read-only", name);
    GValue v = G_VALUE_INIT;
    g_value_init(&v, spec->value_type);
    char *end = NULL;
    gboolean ok = text[0] != '\0';
    switch (G_TYPE_FUNDAMENTAL(spec->value_type)) {
    case G_TYPE_BOOLEAN:
        if (g_ascii_strcasecmp(text, "true") == 0 || strcmp(text, "1") == 0) g_value_set_boolean(&v, TRUE);
        else if (g_ascii_strcasecmp(text, "false") == 0 || strcmp(text, "0") == 0) g_value_set_boolean(&v, FALSE);
        else ok = FALSE;
        break;
    case G_TYPE_INT: {
        gint64 n = g_ascii_strtoll(text, &end, 10);
        ok = ok && *end == '\0' && n >= G_MININT && n <= G_MAXINT;
        g_value_set_int(&v, (int)n);
        break;
    }
    case G_TYPE_UINT: {
        guint64 n = g_ascii_strtoull(text, &end, 10);
        ok = ok && *end == '\0' && text[0] != '-' && n <= G_MAXUINT;
        g_value_set_uint(&v, (guint)n);
        break;
    }
    case G_TYPE_DOUBLE:
        g_value_set_double(&v, g_ascii_strtod(text, &end));
        ok = ok && *end == '\0';
        break;
    case G_TYPE_ENUM: {
        GEnumClass *k = g_type_class_ref(spec->value_type);
        GEnumValue *e = g_enum_get_value_by_nick(k, text);
        if (!e) e = g_enum_get_value_by_name(k, text);
        ok = e != NULL;
        if (e) g_value_set_enum(&v, e->value);
        g_type_class_unref(k);
        break;
    }
    case G_TYPE_STRING:
        g_value_set_string(&v, text);
        break;
    default:
        ok = FALSE;
    }
    char *problem = NULL;
    if (!ok) problem = g_strdup_printf("%s takes a %s, not \"%s\"", name, g_type_name(spec->value_type), text);
    else if (g_param_value_validate(spec, &v)) problem = g_strdup_printf("%s: \"%s\" is outside its range", name, text);
    else g_object_set_property(G_OBJECT(object), name, &v);
    g_value_unset(&v);
    return problem;
}

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

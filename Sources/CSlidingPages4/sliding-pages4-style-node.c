/*
 * The CSS nodes of the chrome the widgets draw themselves (strip, titles,
 * dots, nub, bubble): invisible children that only carry a style, as GTK's
 * own internal nodes do, so app stylesheets reach them by the GTK 3 names.
 */
#include "sliding-pages4-private.h"

struct _SlidingPages4StyleNode {
    GtkWidget parent_instance;
    /* The state the node stands for (dot:checked, nub:active). */
    GtkStateFlags fixed;
};

G_DEFINE_FINAL_TYPE(SlidingPages4StyleNode, sliding_pages4_style_node, GTK_TYPE_WIDGET)

/* A new theme or stylesheet may change a node and not its owner: the
 * owner draws again, and the pager drops the fonts it took from it. */
static void css_changed(GtkWidget *w, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(sliding_pages4_style_node_parent_class)->css_changed(w, change);
    GtkWidget *owner = gtk_widget_get_parent(w);
    while (owner && SLIDING_PAGES4_IS_STYLE_NODE(owner)) owner = gtk_widget_get_parent(owner);
    if (!owner) return;
    gtk_widget_queue_draw(owner);
    if (SLIDING_PAGES4_IS_PAGER(owner)) sliding_pages4_pager_restyled(SLIDING_PAGES4_PAGER(owner));
}

/* GTK clears :active from a widget's children as it leaves the widget
 * (a press ends): the node keeps the state it stands for. */
static void state_flags_changed(GtkWidget *w, GtkStateFlags previous) {
    GTK_WIDGET_CLASS(sliding_pages4_style_node_parent_class)->state_flags_changed(w, previous);
    GtkStateFlags fixed = SLIDING_PAGES4_STYLE_NODE(w)->fixed;
    if ((gtk_widget_get_state_flags(w) & fixed) != fixed) gtk_widget_set_state_flags(w, fixed, FALSE);
}

/* A node's own nodes (a strip's titles) go with it. */
static void dispose(GObject *object) {
    sliding_pages4_unparent_children(GTK_WIDGET(object));
    G_OBJECT_CLASS(sliding_pages4_style_node_parent_class)->dispose(object);
}

static void sliding_pages4_style_node_class_init(SlidingPages4StyleNodeClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = dispose;
    widget_class->css_changed = css_changed;
    widget_class->state_flags_changed = state_flags_changed;
    /* Nothing for a screen reader: the owner describes what it draws. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

/* A child never mapped, picked or focused: its owner draws it and takes
 * the input. */
static void never_shown(GtkWidget *w) {
    gtk_widget_set_child_visible(w, FALSE);
    gtk_widget_set_can_target(w, FALSE);
    gtk_widget_set_focusable(w, FALSE);
}

/* Still a visible CSS node, so GTK restyles it with the window and tells it
 * of a change; the owner reads its style when it draws. */
static void sliding_pages4_style_node_init(SlidingPages4StyleNode *self) {
    never_shown(GTK_WIDGET(self));
}

GtkWidget *sliding_pages4_style_node_new(GtkWidget *parent, const char *name, GtkStateFlags state) {
    GtkWidget *node = g_object_new(SLIDING_PAGES4_TYPE_STYLE_NODE, "css-name", name, NULL);
    SLIDING_PAGES4_STYLE_NODE(node)->fixed = state;
    if (state) gtk_widget_set_state_flags(node, state, FALSE);
    gtk_widget_set_parent(node, parent);
    return node;
}

void sliding_pages4_unparent_children(GtkWidget *widget) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(widget))) gtk_widget_unparent(child);
}

void sliding_pages4_install_chrome_css(GtkWidget *widget, const char *css) {
    GdkDisplay *display = gtk_widget_get_display(widget);
    if (!display || g_object_get_data(G_OBJECT(display), "sliding-pages4-chrome-css")) return;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, css, -1);
    /* Lowest priority: the theme and the app's CSS win over it. */
    gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(provider), GTK_STYLE_PROVIDER_PRIORITY_FALLBACK);
    g_object_set_data_full(G_OBJECT(display), "sliding-pages4-chrome-css", provider, g_object_unref);
}

/* A dot as a screen reader's tab: the dots are a tab list, each dot a
 * tab named for its page and selected for the current one. Never drawn
 * or picked: the dots draw and take the input. */
struct _SlidingPages4DotTab {
    GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE(SlidingPages4DotTab, sliding_pages4_dot_tab, GTK_TYPE_WIDGET)

static void sliding_pages4_dot_tab_class_init(SlidingPages4DotTabClass *klass) {
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_TAB);
}

static void sliding_pages4_dot_tab_init(SlidingPages4DotTab *self) {
    never_shown(GTK_WIDGET(self));
}

GtkWidget *sliding_pages4_dot_tab_new(GtkWidget *parent) {
    GtkWidget *tab = g_object_new(SLIDING_PAGES4_TYPE_DOT_TAB, NULL);
    gtk_widget_set_parent(tab, parent);
    return tab;
}

void sliding_pages4_dot_tab_set(GtkWidget *tab, const char *label, gboolean selected) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(tab), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    gtk_accessible_update_state(GTK_ACCESSIBLE(tab), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

#include "sliding-pages-pager-instance.h"
#include <math.h>
#include <gtk/gtk-a11y.h>
#include <string.h>

guint64 sliding_pages_crossings = 0;

G_DEFINE_TYPE_WITH_CODE(SlidingPagesPager, sliding_pages_pager, GTK_TYPE_CONTAINER,
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_ORIENTABLE, NULL))

enum { CHILD_PROP_0, CHILD_PROP_TITLE };

void sliding_pages_pager_set_mouse_drags(SlidingPagesPager *self, gboolean allowed) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    self->no_mouse_drags = !allowed;
}

gpointer sliding_pages_pager_get_hook_data(SlidingPagesPager *self) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), NULL);
    return self->user_data;
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    if (id == 0) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
        return;
    }
    if (HOOK(self, get_property)) HOOKS(self).get_property(self->user_data, id, value);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    if (id == 0) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
        return;
    }
    if (HOOK(self, set_property)) HOOKS(self).set_property(self->user_data, id, value);
}

static void get_child_property(GtkContainer *c, GtkWidget *child, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    if (id != CHILD_PROP_TITLE) {
        GTK_CONTAINER_WARN_INVALID_CHILD_PROPERTY_ID(c, id, pspec);
        return;
    }
    g_value_take_string(value, HOOK(self, get_child_title) ? HOOKS(self).get_child_title(self->user_data, child) : NULL);
}

static void set_child_property(GtkContainer *c, GtkWidget *child, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    if (id != CHILD_PROP_TITLE) {
        GTK_CONTAINER_WARN_INVALID_CHILD_PROPERTY_ID(c, id, pspec);
        return;
    }
    if (HOOK(self, set_child_title)) HOOKS(self).set_child_title(self->user_data, child, g_value_get_string(value));
}




GtkStyleContext *sliding_pages_style_node(GtkWidget *widget, GtkStyleContext *parent, const char *name,
                                          const char *klass) {
    SP_CROSSED();
    GtkWidgetPath *path = gtk_widget_path_copy(gtk_style_context_get_path(parent));
    gtk_widget_path_append_type(path, G_TYPE_NONE);
    gtk_widget_path_iter_set_object_name(path, -1, name);
    if (klass) gtk_widget_path_iter_add_class(path, -1, klass);
    GtkStyleContext *context = gtk_style_context_new();
    gtk_style_context_set_path(context, path);
    /* On the node too: GTK caches a style by the node's own classes, and a
     * class only in the path would get the style made before it was added. */
    if (klass) gtk_style_context_add_class(context, klass);
    gtk_style_context_set_parent(context, parent);
    gtk_style_context_set_screen(context, gtk_widget_get_screen(widget));
    gtk_style_context_set_scale(context, gtk_widget_get_scale_factor(widget));
    gtk_widget_path_unref(path);
    return context;
}

PangoFontDescription *sliding_pages_style_font(GtkStyleContext *context, GtkStateFlags state) {
    SP_CROSSED();
    PangoFontDescription *font = NULL;
    gtk_style_context_get(context, state, GTK_STYLE_PROPERTY_FONT, &font, NULL);
    return font;
}

/* Life ------------------------------------------------------------------- */

void sliding_pages_pager_set_hooks(SlidingPagesPager *self, const SPPagerHooks *hooks, gpointer user_data,
                                   GDestroyNotify destroy) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    GDestroyNotify old_destroy = self->destroy;
    gpointer old_data = self->user_data;
    if (hooks) self->hooks = *hooks; else memset(&self->hooks, 0, sizeof self->hooks);
    self->user_data = user_data;
    self->destroy = destroy;
    if (old_destroy) old_destroy(old_data);
}

static void dispose(GObject *object) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    self->disposed = TRUE;
    g_clear_handle_id(&self->ahead_idle, g_source_remove);
    g_clear_handle_id(&self->realize_idle, g_source_remove);
    g_clear_handle_id(&self->release_idle, g_source_remove);
    /* Children go first (destroy removes them through the hook), then the
     * hooks' owner is released exactly once. */
    while (self->children) gtk_widget_destroy(((PagerChild *)self->children->data)->widget);
    g_clear_pointer(&self->spare, cairo_surface_destroy);
    g_clear_object(&self->drag);
    g_clear_object(&self->press);
    g_clear_object(&self->motion);
    GDestroyNotify destroy = self->destroy;
    gpointer data = self->user_data;
    memset(&self->hooks, 0, sizeof self->hooks);
    self->destroy = NULL;
    self->user_data = NULL;
    if (destroy) destroy(data);
    G_OBJECT_CLASS(sliding_pages_pager_parent_class)->dispose(object);
}

static void finalize(GObject *object) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    g_clear_pointer(&self->by_widget, g_hash_table_destroy);
    g_clear_pointer(&self->told, g_ptr_array_unref);
    G_OBJECT_CLASS(sliding_pages_pager_parent_class)->finalize(object);
}

static void sliding_pages_pager_init(SlidingPagesPager *self) {
    GtkWidget *w = GTK_WIDGET(self);
    gtk_widget_set_has_window(w, TRUE);
    gtk_widget_set_can_focus(w, TRUE);
    gtk_widget_set_redraw_on_allocate(w, FALSE);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    /* See check_resize. */
    gtk_container_set_resize_mode(GTK_CONTAINER(self), GTK_RESIZE_QUEUE);
    G_GNUC_END_IGNORE_DEPRECATIONS
    self->clip = (GdkRectangle){0, 0, -1, -1};
    sliding_pages_pager_show_orientation(self, GTK_ORIENTATION_HORIZONTAL);
    self->by_widget = g_hash_table_new(g_direct_hash, g_direct_equal);

    pager_input_init(self);

    gtk_style_context_add_class(gtk_widget_get_style_context(w), "sliding-pages");
    sliding_pages_pager_adopt(self);
}

static void sliding_pages_pager_class_init(SlidingPagesPagerClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);

    object_class->dispose = dispose;
    object_class->finalize = finalize;
    object_class->get_property = get_property;
    object_class->set_property = set_property;
    /* Every option, from the one table the Swift side keeps (its name,
     * nick, blurb, type, default and range). */
    sliding_pages_pager_install_properties(object_class);
    pager_size_class_init(widget_class, container_class);
    pager_input_class_init(widget_class, container_class);
    container_class->add = pager_add;
    container_class->remove = pager_remove;
    container_class->forall = pager_forall;
    container_class->child_type = pager_child_type;
    container_class->get_child_property = get_child_property;
    container_class->set_child_property = set_child_property;
    gtk_container_class_install_child_property(
        container_class, CHILD_PROP_TITLE,
        g_param_spec_string("title", "Title", "The page's title in the header strip", NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
    gtk_container_class_handle_border_width(container_class);
    gtk_widget_class_set_css_name(widget_class, "slidingpages");
    gtk_widget_class_set_accessible_type(widget_class, sliding_pages_pager_accessible_get_type());

    pager_install_signals(object_class);
}

GtkWidget *sliding_pages_pager_new(void) { return g_object_new(SLIDING_PAGES_TYPE_PAGER, NULL); }

/* The style class GTK's own orientable widgets carry (GtkOrientable's
 * setter adds it, but g_object_set and the Swift API do not pass through it). */
void sliding_pages_pager_show_orientation(SlidingPagesPager *self, GtkOrientation orientation) {
    GtkStyleContext *style = gtk_widget_get_style_context(GTK_WIDGET(self));
    gboolean vertical = orientation == GTK_ORIENTATION_VERTICAL;
    if (gtk_style_context_has_class(style, vertical ? GTK_STYLE_CLASS_VERTICAL : GTK_STYLE_CLASS_HORIZONTAL)) return;
    gtk_style_context_remove_class(style, vertical ? GTK_STYLE_CLASS_HORIZONTAL : GTK_STYLE_CLASS_VERTICAL);
    gtk_style_context_add_class(style, vertical ? GTK_STYLE_CLASS_VERTICAL : GTK_STYLE_CLASS_HORIZONTAL);
}

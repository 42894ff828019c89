#include "sliding-pages4-page.h"
#include "sliding-pages4-private.h"

/* A widget and its title, held until a pager takes them: GtkBuilder sets
 * both properties, then hands the page to the pager's add_child. */
struct _SlidingPages4Page {
    GObject parent_instance;
    GtkWidget *child;
    char *title;
};

G_DEFINE_FINAL_TYPE(SlidingPages4Page, sliding_pages4_page, G_TYPE_OBJECT)

enum { PROP_CHILD = 1, PROP_TITLE, N_PROPS };
static GParamSpec *props[N_PROPS];

static void set_child(SlidingPages4Page *self, GtkWidget *child) {
    if (child) g_object_ref_sink(child);
    g_clear_object(&self->child);
    self->child = child;
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPages4Page *self = SLIDING_PAGES4_PAGE(object);
    switch (id) {
    case PROP_CHILD: g_value_set_object(value, self->child); break;
    case PROP_TITLE: g_value_set_string(value, self->title); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPages4Page *self = SLIDING_PAGES4_PAGE(object);
    switch (id) {
    case PROP_CHILD: set_child(self, g_value_get_object(value)); break;
    case PROP_TITLE:
        g_free(self->title);
        self->title = g_value_dup_string(value);
        break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void dispose(GObject *object) {
    g_clear_object(&SLIDING_PAGES4_PAGE(object)->child);
    G_OBJECT_CLASS(sliding_pages4_page_parent_class)->dispose(object);
}

static void finalize(GObject *object) {
    g_free(SLIDING_PAGES4_PAGE(object)->title);
    G_OBJECT_CLASS(sliding_pages4_page_parent_class)->finalize(object);
}

static void sliding_pages4_page_class_init(SlidingPages4PageClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->get_property = get_property;
    object_class->set_property = set_property;
    object_class->dispose = dispose;
    object_class->finalize = finalize;
    /**
     * SlidingPages4Page:child:
     *
     * The page's widget.
     */
    props[PROP_CHILD] = g_param_spec_object("child", "Child", "The page's widget", GTK_TYPE_WIDGET,
                                            G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
    /**
     * SlidingPages4Page:title:
     *
     * The page's title in the pager's strip, or %NULL for none.
     */
    props[PROP_TITLE] = g_param_spec_string("title", "Title", "The page's title in the strip", NULL,
                                            G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPS, props);
}

static void sliding_pages4_page_init(G_GNUC_UNUSED SlidingPages4Page *self) {}

SlidingPages4Page *sliding_pages4_page_new(GtkWidget *child, const char *title) {
    return g_object_new(SLIDING_PAGES4_TYPE_PAGE, "child", child, "title", title, NULL);
}

GtkWidget *sliding_pages4_page_get_child(SlidingPages4Page *self) {
    /* Warned, not critical, as the pager's own functions are. */
    if (!SLIDING_PAGES4_IS_PAGE(self)) {
        sliding_pages4_warn("sliding_pages4_page_get_child: the page given is no SlidingPages4Page");
        return NULL;
    }
    return self->child;
}

const char *sliding_pages4_page_get_title(SlidingPages4Page *self) {
    if (!SLIDING_PAGES4_IS_PAGE(self)) {
        sliding_pages4_warn("sliding_pages4_page_get_title: the page given is no SlidingPages4Page");
        return NULL;
    }
    return self->title;
}

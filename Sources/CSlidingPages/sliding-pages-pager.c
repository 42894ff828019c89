#include "sliding-pages-pager.h"
#include <gtk/gtk-a11y.h>
#include <string.h>

/* The largest page window: X11 and cairo hold 32,767 px each way; half of
 * that leaves room for where it sits. A page that asks for more gets this
 * and is clipped. */
#define SP_MAX_EXTENT 16384
/* Pages larger than this many pixels are drawn each frame rather than
 * cached (a cache is four bytes a pixel). */
#define SP_MAX_CACHE_PIXELS (4096 * 4096)

/* A GtkContainer with its own GdkWindow, so pages that are partly off
 * screen are clipped to it, and gestures, scroll, keys and crossing events
 * forwarded to the hooks. */

/* Each page sits at (0, 0) in a child GdkWindow of its own, and scrolling
 * moves those windows: nothing is allocated again (an allocation walks the
 * page's whole widget tree). What a page draws is kept in a surface that is
 * refreshed only where the page invalidated its window, so a frame of
 * scrolling composites surfaces instead of drawing every page again.
 * HdyCarousel (libhandy 1) moves child windows and caches their drawing the
 * same way; it is why its frames cost less than ours did. The overlay child
 * (a custom scrubber nub) has neither: it is drawn above the chrome, in the
 * pager's own window. */
typedef struct {
    GtkWidget *widget;
    gboolean page;
    GdkWindow *window;       /* pages, while realized */
    GdkRectangle frame;      /* where the page is, in the pager's window */
    GdkRectangle window_at;  /* where its window is (it lags while off screen) */
    cairo_surface_t *cache;  /* what the page drew, window-sized */
    int cache_width, cache_height;
    guint drawn_directly; /* the paint that last drew it without the cache */
    cairo_region_t *dirty;   /* the part of the cache to draw again; NULL when clean */
    GtkRequisition min;      /* its minimum size when last measured */
    gboolean measured;
    /* Whether it was child-visible when last allocated: GTK skips the
     * allocation of a child that is not, so one that comes into view is
     * allocated in full before it draws. */
    gboolean allocated_shown;
    /* The pager's allocation pass that last allocated it. One that missed a
     * pass (it sat in the pool while its text changed, say) may need an
     * allocation GTK would otherwise run there, so it is allocated in full
     * when it comes back rather than only moved. */
    guint allocation_pass;
} PagerChild;

struct _SlidingPagesPager {
    GtkContainer parent_instance;
    GList *children; /* of PagerChild, in paint order */
    /* One cache surface kept from a page that scrolled out, for the next
     * page that scrolls in (paging turns one over every page). */
    cairo_surface_t *spare;
    int spare_width, spare_height;
    guint paint; /* counts the pager window's paints */
    SPPagerHooks hooks;
    gpointer user_data;
    GDestroyNotify destroy;
    GtkGesture *drag;
    GtkGesture *press;
    gboolean press_bubbled;
    gboolean dragging;
    GdkRectangle clip;
    GtkWidget *overlay_child;
    gboolean has_accessible;
    /* The request last computed per orientation (min, natural). */
    int request[2][2];
    /* check_resize measures both orientations back to back: the pages
     * are asked once for both. */
    gboolean one_walk;
    gboolean walked;
    /* Scrolling only moves pages: sliding_pages_pager_queue_place places
     * them in the frame clock's layout phase, without a size allocation. */
    GdkFrameClock *clock;
    gulong layout_handler;
    gboolean place_pending;
    gboolean moving;
    gboolean allocated; /* size_allocate ran at least once */
    gboolean disposed;  /* a callback destroyed the pager mid-paint */
    int allocated_border; /* the border width taken off the last allocation */
    guint allocation_pass; /* counts size_allocate */
};

G_DEFINE_TYPE(SlidingPagesPager, sliding_pages_pager, GTK_TYPE_CONTAINER)

/* Accessibility: a container accessible with next/previous/first/last
 * actions, for screen readers and switch access. */
typedef struct {
    GtkContainerAccessible parent;
} SlidingPagesPagerAccessible;
typedef struct {
    GtkContainerAccessibleClass parent_class;
} SlidingPagesPagerAccessibleClass;

static void accessible_action_init(AtkActionIface *iface);
G_DEFINE_TYPE_WITH_CODE(SlidingPagesPagerAccessible, sliding_pages_pager_accessible, GTK_TYPE_CONTAINER_ACCESSIBLE,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, accessible_action_init))

static const char *const action_names[] = {"next", "previous", "first", "last"};
static const char *const action_descriptions[] = {"Go to the next page", "Go to the previous page",
                                                  "Go to the first page", "Go to the last page"};

static gboolean accessible_do_action(AtkAction *action, int i);
static int accessible_n_actions(AtkAction *action) {
    (void)action;
    return 4;
}
static const char *accessible_action_name(AtkAction *action, int i) {
    (void)action;
    return i >= 0 && i < 4 ? action_names[i] : NULL;
}
static const char *accessible_action_description(AtkAction *action, int i) {
    (void)action;
    return i >= 0 && i < 4 ? action_descriptions[i] : NULL;
}
static void accessible_action_init(AtkActionIface *iface) {
    iface->do_action = accessible_do_action;
    iface->get_n_actions = accessible_n_actions;
    iface->get_name = accessible_action_name;
    iface->get_description = accessible_action_description;
}

static void pager_accessible_created(GtkWidget *widget, AtkObject *obj);

static void sliding_pages_pager_accessible_initialize(AtkObject *obj, gpointer data) {
    ATK_OBJECT_CLASS(sliding_pages_pager_accessible_parent_class)->initialize(obj, data);
    atk_object_set_role(obj, ATK_ROLE_SCROLL_PANE);
    if (GTK_IS_WIDGET(data)) pager_accessible_created(GTK_WIDGET(data), obj);
}

static const char *accessible_get_name(AtkObject *obj) {
    const char *name = ATK_OBJECT_CLASS(sliding_pages_pager_accessible_parent_class)->get_name(obj);
    return name ? name : "Pages";
}

static void sliding_pages_pager_accessible_class_init(SlidingPagesPagerAccessibleClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->initialize = sliding_pages_pager_accessible_initialize;
    atk->get_name = accessible_get_name;
}

static void sliding_pages_pager_accessible_init(SlidingPagesPagerAccessible *self) { (void)self; }

#define HOOK(self, name) ((self)->hooks.name != NULL)
/* Hooks that can reach the host's code (data source calls, signal handlers)
 * run with a reference held: a host may destroy the pager from inside them,
 * and the pager must outlive the call to notice and stop. */
#define CALL_HOOK(self, name, ...)                                                                                     \
    do {                                                                                                               \
        if (HOOK(self, name)) {                                                                                        \
            g_object_ref(self);                                                                                        \
            self->hooks.name(self->user_data, __VA_ARGS__);                                                            \
            g_object_unref(self);                                                                                      \
        }                                                                                                              \
    } while (0)

static guint signals[SP_N_SIGNALS];
static GParamSpec *props[SP_N_PROPS];
static void (*attach_func)(SlidingPagesPager *self);

enum { CHILD_PROP_0, CHILD_PROP_TITLE };

GType sliding_pages_alignment_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_ALIGNMENT_EDGE, "SLIDING_PAGES_ALIGNMENT_EDGE", "edge"},
            {SLIDING_PAGES_ALIGNMENT_CENTER, "SLIDING_PAGES_ALIGNMENT_CENTER", "center"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesAlignment", values));
    }
    return type;
}

void sliding_pages_pager_set_attach_func(void (*attach)(SlidingPagesPager *self)) { attach_func = attach; }

gpointer sliding_pages_pager_get_hook_data(SlidingPagesPager *self) {
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), NULL);
    return self->user_data;
}

void sliding_pages_pager_notify(SlidingPagesPager *self, guint prop_id) {
    g_return_if_fail(prop_id > 0 && prop_id < SP_N_PROPS);
    static guint notify_id;
    if (notify_id == 0) notify_id = g_signal_lookup("notify", G_TYPE_OBJECT);
    /* Position changes every frame; with no one listening, the emission is
     * skipped (bindings and notify:: handlers, ATK's included, count). */
    if (!g_signal_has_handler_pending(self, notify_id, g_param_spec_get_name_quark(props[prop_id]), FALSE)) return;
    g_object_notify_by_pspec(G_OBJECT(self), props[prop_id]);
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    if (id == 0 || id >= SP_N_PROPS) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
        return;
    }
    if (HOOK(self, get_property)) self->hooks.get_property(self->user_data, id, value);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    if (id == 0 || id >= SP_N_PROPS) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
        return;
    }
    if (HOOK(self, set_property)) self->hooks.set_property(self->user_data, id, value);
}

static void get_child_property(GtkContainer *c, GtkWidget *child, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    if (id != CHILD_PROP_TITLE) {
        GTK_CONTAINER_WARN_INVALID_CHILD_PROPERTY_ID(c, id, pspec);
        return;
    }
    g_value_take_string(value, HOOK(self, get_child_title) ? self->hooks.get_child_title(self->user_data, child) : NULL);
}

static void set_child_property(GtkContainer *c, GtkWidget *child, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    if (id != CHILD_PROP_TITLE) {
        GTK_CONTAINER_WARN_INVALID_CHILD_PROPERTY_ID(c, id, pspec);
        return;
    }
    if (HOOK(self, set_child_title)) self->hooks.set_child_title(self->user_data, child, g_value_get_string(value));
}

#define FLAGS (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY)
#define RO (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS)

static void install_properties(GObjectClass *k) {
    props[SP_PROP_ITEMS_PER_PAGE] = g_param_spec_int("items-per-page", "Items per page", "Items shown and paged together", 1, 64, 1, FLAGS);
    props[SP_PROP_TRUNCATE_FINAL_PAGE] = g_param_spec_boolean("truncate-final-page", "Truncate final page", "End at the last item instead of a full final page", FALSE, FLAGS);
    props[SP_PROP_ALIGNMENT] = g_param_spec_enum("alignment", "Alignment", "Pages rest at the leading edge or centred", SLIDING_PAGES_TYPE_ALIGNMENT, SLIDING_PAGES_ALIGNMENT_EDGE, FLAGS);
    props[SP_PROP_SPACING] = g_param_spec_int("spacing", "Spacing", "Pixels between pages", 0, 10000, 0, FLAGS);
    props[SP_PROP_ORIENTATION] = g_param_spec_enum("orientation", "Orientation", "The scroll axis", GTK_TYPE_ORIENTATION, GTK_ORIENTATION_HORIZONTAL, FLAGS);
    props[SP_PROP_WRAP] = g_param_spec_boolean("wrap", "Wrap", "Scroll round from the last page to the first", FALSE, FLAGS);
    props[SP_PROP_PRELOAD_RADIUS] = g_param_spec_int("preload-radius", "Preload radius", "Pages kept loaded beyond the visible ones on each side", 0, 16, 1, FLAGS);
    props[SP_PROP_DEFERS_ITEM_VIEW_LOADING] = g_param_spec_boolean("defers-item-view-loading", "Defer loading", "Load pages only once motion stops", FALSE, FLAGS);
    props[SP_PROP_INITIAL_PAGE] = g_param_spec_int("initial-page", "Initial page", "The page shown after a reload", 0, G_MAXINT, 0, FLAGS);
    props[SP_PROP_PAGING_ENABLED] = g_param_spec_boolean("paging-enabled", "Paging", "Come to rest on pages", TRUE, FLAGS);
    props[SP_PROP_SCROLL_ENABLED] = g_param_spec_boolean("scroll-enabled", "Scroll enabled", "Let the user scroll", TRUE, FLAGS);
    props[SP_PROP_BOUNCES] = g_param_spec_boolean("bounces", "Bounces", "Rubber-band past the ends", TRUE, FLAGS);
    props[SP_PROP_ALLOWS_LONG_SWIPES] = g_param_spec_boolean("allows-long-swipes", "Long swipes", "Let a fling travel several pages", FALSE, FLAGS);
    props[SP_PROP_DECELERATION_RATE] = g_param_spec_double("deceleration-rate", "Deceleration rate", "Velocity kept per millisecond while coasting", SLIDING_PAGES_DECELERATION_RATE_MIN, SLIDING_PAGES_DECELERATION_RATE_MAX, 0.998, FLAGS);
    props[SP_PROP_AUTOSCROLL] = g_param_spec_double("autoscroll", "Autoscroll", "Items per second; positive scrolls forward", -1000, 1000, 0, FLAGS);
    props[SP_PROP_AUTOPLAY_INTERVAL] = g_param_spec_double("autoplay-interval", "Autoplay interval", "Seconds between automatic page turns; 0 is off", 0, 86400, 0, FLAGS);
    props[SP_PROP_REDUCED_MOTION] = g_param_spec_boolean("reduced-motion", "Reduced motion", "Jump instead of animating", FALSE, FLAGS);
    props[SP_PROP_TITLE_STRIP_HIDDEN] = g_param_spec_boolean("title-strip-hidden", "Title strip hidden", "Hide the titled header strip", FALSE, FLAGS);
    props[SP_PROP_TITLE_STRIP_HEIGHT] = g_param_spec_int("title-strip-height", "Title strip height", "Pixels", 0, 10000, 50, FLAGS);
    props[SP_PROP_TITLE_WIDTH] = g_param_spec_int("title-width", "Title width", "Pixels per title in the strip", 1, 10000, 150, FLAGS);
    props[SP_PROP_TITLE_SHADOW] = g_param_spec_boolean("title-shadow", "Title shadow", "Shadow under the titles", TRUE, FLAGS);
    props[SP_PROP_DOTS_HIDDEN] = g_param_spec_boolean("dots-hidden", "Dots hidden", "Hide the page dots", FALSE, FLAGS);
    props[SP_PROP_DOTS_AUTO_HIDE] = g_param_spec_boolean("dots-auto-hide", "Dots auto-hide", "Show the dots only while scrolling", FALSE, FLAGS);
    props[SP_PROP_ZOOM_OUT] = g_param_spec_boolean("zoom-out", "Zoom-out", "Pages shrink slightly while moving", TRUE, FLAGS);
    props[SP_PROP_SCRUBBER_INSETS] = g_param_spec_int("scrubber-insets", "Scrubber insets", "Pixels between the nub's track and the ends", 0, 10000, 10, FLAGS);
    props[SP_PROP_SCRUBBER_CROSS_ALIGNMENT] = g_param_spec_double("scrubber-cross-alignment", "Scrubber alignment", "Across the axis: 0 start, 0.5 centre, 1 end", 0, 1, 1, FLAGS);
    props[SP_PROP_SCRUBBER_MINIMUM_SCROLL_FACTOR] = g_param_spec_double("scrubber-minimum-scroll-factor", "Scrubber threshold", "Viewports of content before the nub shows", 0, 1e9, 16, FLAGS);
    props[SP_PROP_SCRUBBER_SHOWS_BUBBLE] = g_param_spec_boolean("scrubber-shows-bubble", "Scrubber bubble", "Name the page while scrubbing", TRUE, FLAGS);
    props[SP_PROP_POSITION] = g_param_spec_double("position", "Position", "Fractional position in items (never NaN)", -G_MAXDOUBLE, G_MAXDOUBLE, 0, RO);
    props[SP_PROP_N_ITEMS] = g_param_spec_int("n-items", "Items", "How many items there are", 0, G_MAXINT, 0, RO);
    props[SP_PROP_N_PAGES] = g_param_spec_int("n-pages", "Pages", "How many pages there are", 0, G_MAXINT, 0, RO);
    props[SP_PROP_CURRENT_ITEM] = g_param_spec_int("current-item", "Current item", "The current item, -1 when empty", -1, G_MAXINT, -1, RO);
    props[SP_PROP_CURRENT_PAGE] = g_param_spec_int("current-page", "Current page", "The current page, -1 when empty", G_MININT, G_MAXINT, -1, RO);
    g_object_class_install_properties(k, SP_N_PROPS, props);
}


/* Children ------------------------------------------------------------- */

static PagerChild *find_child(SlidingPagesPager *self, GtkWidget *widget) {
    for (GList *l = self->children; l; l = l->next) {
        PagerChild *c = l->data;
        if (c->widget == widget) return c;
    }
    return NULL;
}

static void mark_dirty(PagerChild *c) {
    g_clear_pointer(&c->dirty, cairo_region_destroy);
    cairo_rectangle_int_t all = {0, 0, MAX(c->frame.width, 1), MAX(c->frame.height, 1)};
    c->dirty = cairo_region_create_rectangle(&all);
}

/* The cache goes to the spare slot when it still fits a page. */
static void drop_cache(SlidingPagesPager *self, PagerChild *c) {
    if (c->cache) {
        if (!self->spare) {
            self->spare = c->cache;
            self->spare_width = c->cache_width;
            self->spare_height = c->cache_height;
        } else {
            cairo_surface_destroy(c->cache);
        }
        c->cache = NULL;
    }
    mark_dirty(c);
}

/* Everything that invalidates a page's window, the page's own redraws
 * included, passes here: that part of the cache is stale. */
static void page_invalidated(GdkWindow *window, cairo_region_t *region) {
    gpointer data = NULL;
    gdk_window_get_user_data(window, &data);
    if (!SLIDING_PAGES_IS_PAGER(data)) return;
    for (GList *l = SLIDING_PAGES_PAGER(data)->children; l; l = l->next) {
        PagerChild *c = l->data;
        if (c->window != window) continue;
        if (c->dirty) cairo_region_union(c->dirty, region);
        else c->dirty = cairo_region_copy(region);
        return;
    }
}

static void page_window_create(SlidingPagesPager *self, PagerChild *c) {
    GtkWidget *w = GTK_WIDGET(self);
    GdkWindowAttr attr = {0};
    attr.x = c->frame.x;
    attr.y = c->frame.y;
    attr.width = MAX(c->frame.width, 1);
    attr.height = MAX(c->frame.height, 1);
    attr.window_type = GDK_WINDOW_CHILD;
    attr.wclass = GDK_INPUT_OUTPUT;
    attr.visual = gtk_widget_get_visual(w);
    /* Input over a page reaches the pager's gestures as over the pager. */
    attr.event_mask = gdk_window_get_events(gtk_widget_get_window(w));
    c->window = gdk_window_new(gtk_widget_get_window(w), &attr, GDK_WA_X | GDK_WA_Y | GDK_WA_VISUAL);
    c->window_at = (GdkRectangle){attr.x, attr.y, attr.width, attr.height};
    gtk_widget_register_window(w, c->window);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    /* Nothing paints the window itself: the pager composites the cache. */
    gdk_window_set_background_pattern(c->window, NULL);
    G_GNUC_END_IGNORE_DEPRECATIONS
    gdk_window_set_invalidate_handler(c->window, page_invalidated);
    /* The pointer sees through it to the pager's window (windows inside
     * the page still take their events). Otherwise every page window that
     * moved under a resting pointer sent enter and leave events. */
    gdk_window_set_pass_through(c->window, TRUE);
    gtk_widget_set_parent_window(c->widget, c->window);
    gdk_window_show(c->window);
    mark_dirty(c);
    /* Its allocation was relative to the pager: the next place allocates. */
    c->measured = FALSE;
}

static void page_window_destroy(SlidingPagesPager *self, PagerChild *c) {
    if (!c->window) return;
    /* The page is unrealized by now; a later parent must not inherit the window. */
    gtk_widget_set_parent_window(c->widget, NULL);
    gtk_widget_unregister_window(GTK_WIDGET(self), c->window);
    gdk_window_destroy(c->window);
    c->window = NULL;
    c->measured = FALSE;
    drop_cache(self, c);
}

static void child_free(PagerChild *c) {
    if (c->cache) cairo_surface_destroy(c->cache);
    if (c->dirty) cairo_region_destroy(c->dirty);
    g_free(c);
}

static void pager_add(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    sliding_pages_pager_put(self, child);
    CALL_HOOK(self, child_added, child);
}

static void pager_remove(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    if (!find_child(self, child)) return;
    /* Keep the child alive through the hook, whoever removed it. */
    g_object_ref(child);
    sliding_pages_pager_take(self, child);
    CALL_HOOK(self, child_removed, child);
    g_object_unref(child);
}

static void pager_forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    (void)include_internals;
    /* The callback may remove the child (destroy does), so step first. */
    GList *l = self->children;
    while (l) {
        GtkWidget *child = ((PagerChild *)l->data)->widget;
        l = l->next;
        callback(child, data);
    }
}

static GType pager_child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}

static void put(SlidingPagesPager *self, GtkWidget *child, gboolean page) {
    PagerChild *c = g_new0(PagerChild, 1);
    c->widget = child;
    c->page = page;
    self->children = g_list_append(self->children, c);
    /* Before set_parent, which realizes the child in a realized pager. */
    if (page && gtk_widget_get_realized(GTK_WIDGET(self))) page_window_create(self, c);
    gtk_widget_set_parent(child, GTK_WIDGET(self));
}

void sliding_pages_pager_put(SlidingPagesPager *self, GtkWidget *child) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    g_return_if_fail(GTK_IS_WIDGET(child));
    g_return_if_fail(gtk_widget_get_parent(child) == NULL);
    put(self, child, TRUE);
}

void sliding_pages_pager_put_overlay(SlidingPagesPager *self, GtkWidget *child) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    g_return_if_fail(GTK_IS_WIDGET(child));
    g_return_if_fail(gtk_widget_get_parent(child) == NULL);
    put(self, child, FALSE);
    self->overlay_child = child;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

void sliding_pages_pager_take(SlidingPagesPager *self, GtkWidget *child) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    PagerChild *c = find_child(self, child);
    if (!c) return;
    if (child == self->overlay_child) self->overlay_child = NULL;
    gboolean was_visible = gtk_widget_get_visible(child);
    self->children = g_list_remove(self->children, c);
    /* Unparenting may drop the last reference; the window goes after it. */
    g_object_ref(child);
    gtk_widget_unparent(child);
    page_window_destroy(self, c);
    g_object_unref(child);
    child_free(c);
    if (was_visible && gtk_widget_get_visible(GTK_WIDGET(self))) gtk_widget_queue_resize(GTK_WIDGET(self));
}

void sliding_pages_pager_place(SlidingPagesPager *self, GtkWidget *child, int x, int y, int width, int height) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    PagerChild *c = find_child(self, child);
    g_return_if_fail(c != NULL);
    /* A page that keeps its size while the pager only moves it needs no
     * measure and no allocation: its window moves. Were it to need either,
     * its queue_resize would have reached check_resize, which places it
     * again in full. One that grows or shrinks (a reveal, a turned pager)
     * is measured and allocated. */
    GdkRectangle f = {x, y, CLAMP(MAX(width, c->min.width), 0, SP_MAX_EXTENT), CLAMP(MAX(height, c->min.height), 0, SP_MAX_EXTENT)};
    gboolean shown = gtk_widget_get_child_visible(child);
    gboolean moving_only = self->moving && c->window && c->measured && f.width == c->frame.width &&
                           f.height == c->frame.height && c->allocated_shown == shown &&
                           c->allocation_pass == self->allocation_pass;
    if (!moving_only) {
        /* GTK wants a measure before every allocation. */
        gtk_widget_get_preferred_size(child, &c->min, NULL);
        c->measured = TRUE;
        f.width = CLAMP(MAX(width, c->min.width), 0, SP_MAX_EXTENT);
        f.height = CLAMP(MAX(height, c->min.height), 0, SP_MAX_EXTENT);
    }
    gboolean resized = f.width != c->frame.width || f.height != c->frame.height;
    c->frame = f;
    if (!c->window) {
        gtk_widget_size_allocate(child, &f);
        return;
    }
    if (resized) {
        gdk_window_move_resize(c->window, f.x, f.y, f.width, f.height);
        c->window_at = f;
        drop_cache(self, c);
    } else if (f.x != c->window_at.x || f.y != c->window_at.y) {
        /* A window that stays beyond the pager's edges stays where it is:
         * nothing of it shows, and moving one costs as much as drawing. */
        GdkRectangle inside = {0, 0, gtk_widget_get_allocated_width(GTK_WIDGET(self)),
                               gtk_widget_get_allocated_height(GTK_WIDGET(self))};
        if (gdk_rectangle_intersect(&f, &inside, NULL) || gdk_rectangle_intersect(&c->window_at, &inside, NULL)) {
            gdk_window_move(c->window, f.x, f.y);
            c->window_at = f;
        }
    }
    if (moving_only) return;
    c->allocated_shown = shown;
    c->allocation_pass = self->allocation_pass;
    /* Unchanged, and with no resize queued, GTK returns early. */
    GtkAllocation a = {0, 0, f.width, f.height};
    gtk_widget_size_allocate(child, &a);
}

/* The frame clock's layout phase: the pages' new places, when only the
 * position changed since the last allocation. A size allocation of the
 * pager (GTK's layout, in the same phase) measures the pager and every
 * page first, about 30,000 instructions a frame; moving windows is what
 * scrolling needs. HdyCarousel (libhandy 1) likewise moves its child
 * windows on a position change without queueing an allocation. */
static void frame_layout(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    SlidingPagesPager *self = data;
    if (!self->place_pending) return;
    self->place_pending = FALSE;
    self->moving = TRUE;
    if (HOOK(self, place)) {
        g_object_ref(self);
        self->hooks.place(self->user_data);
        g_object_unref(self);
    }
    self->moving = FALSE;
}

void sliding_pages_pager_queue_place(SlidingPagesPager *self) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    GtkWidget *w = GTK_WIDGET(self);
    /* Not realized or not yet allocated: the allocation to come places them. */
    if (!self->clock || !self->allocated || !gtk_widget_get_visible(w)) {
        gtk_widget_queue_allocate(w);
        return;
    }
    self->place_pending = TRUE;
    gdk_frame_clock_request_phase(self->clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
}

static gboolean accessible_do_action(AtkAction *action, int i) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(action));
    if (!widget || i < 0 || i >= 4) return FALSE;
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(widget);
    if (!HOOK(self, accessible_action)) return FALSE;
    g_object_ref(self);
    gboolean done = self->hooks.accessible_action(self->user_data, i);
    g_object_unref(self);
    return done;
}

static void pager_accessible_created(GtkWidget *widget, AtkObject *obj) {
    if (!SLIDING_PAGES_IS_PAGER(widget)) return;
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(widget);
    self->has_accessible = TRUE;
    if (!HOOK(self, accessible_description)) return;
    char *description = self->hooks.accessible_description(self->user_data);
    if (description) atk_object_set_description(obj, description);
    g_free(description);
}

gboolean sliding_pages_pager_has_accessible(SlidingPagesPager *self) {
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), FALSE);
    return self->has_accessible;
}

void sliding_pages_pager_set_accessible_page(SlidingPagesPager *self, const char *description) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    AtkObject *acc = gtk_widget_get_accessible(GTK_WIDGET(self));
    const char *old = atk_object_get_description(acc);
    if (g_strcmp0(old, description) == 0) return;
    /* The description change is the announcement screen readers pick up. */
    atk_object_set_description(acc, description);
}

void sliding_pages_pager_set_page_clip(SlidingPagesPager *self, int x, int y, int width, int height) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    GdkRectangle r = {x, y, width, height};
    if (r.x == self->clip.x && r.y == self->clip.y && r.width == self->clip.width && r.height == self->clip.height)
        return;
    self->clip = r;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

GtkStyleContext *sliding_pages_style_node(GtkWidget *widget, GtkStyleContext *parent, const char *name,
                                          const char *klass) {
    GtkWidgetPath *path = gtk_widget_path_copy(gtk_style_context_get_path(parent));
    gtk_widget_path_append_type(path, G_TYPE_NONE);
    gtk_widget_path_iter_set_object_name(path, -1, name);
    if (klass) gtk_widget_path_iter_add_class(path, -1, klass);
    GtkStyleContext *context = gtk_style_context_new();
    gtk_style_context_set_path(context, path);
    gtk_style_context_set_parent(context, parent);
    gtk_style_context_set_screen(context, gtk_widget_get_screen(widget));
    gtk_style_context_set_scale(context, gtk_widget_get_scale_factor(widget));
    gtk_widget_path_unref(path);
    return context;
}

PangoFontDescription *sliding_pages_style_font(GtkStyleContext *context, GtkStateFlags state) {
    PangoFontDescription *font = NULL;
    gtk_style_context_get(context, state, GTK_STYLE_PROPERTY_FONT, &font, NULL);
    return font;
}

guint sliding_pages_pager_child_count(SlidingPagesPager *self) {
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), 0);
    return g_list_length(self->children);
}

/* Size ------------------------------------------------------------------- */

static void measure(SlidingPagesPager *self, GtkOrientation o, int *min, int *nat) {
    *min = 0;
    *nat = 0;
    gboolean query = !(self->one_walk && self->walked);
    self->walked = TRUE;
    if (HOOK(self, measure)) self->hooks.measure(self->user_data, o, query, min, nat);
}

static void get_preferred_width(GtkWidget *w, int *min, int *nat) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    measure(self, GTK_ORIENTATION_HORIZONTAL, min, nat);
    self->request[0][0] = *min;
    self->request[0][1] = *nat;
}

static void get_preferred_height(GtkWidget *w, int *min, int *nat) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    measure(self, GTK_ORIENTATION_VERTICAL, min, nat);
    self->request[1][0] = *min;
    self->request[1][1] = *nat;
}

/* Pages change size all the time (a recycled page gets new text), the
 * pager's own request seldom does. So the pager is a resize container: a
 * page's queue_resize stops here, and this measures the pager again and
 * re-places its pages in the allocation it has. Only when the pager's own
 * request changed does its parent lay out again. Without this, every page
 * that scrolled into the preload window re-ran the toplevel's size
 * negotiation, the largest single cost of a paging frame. */
static void check_resize(GtkContainer *c) {
    GtkWidget *w = GTK_WIDGET(c);
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    int before[2][2];
    memcpy(before, self->request, sizeof before);
    GtkRequisition min, nat;
    /* Nothing runs between the two orientations' queries. */
    self->one_walk = TRUE;
    self->walked = FALSE;
    gtk_widget_get_preferred_size(w, &min, &nat);
    self->one_walk = FALSE;
    GtkWidget *parent = gtk_widget_get_parent(w);
    /* A new request lays the parent out again, on a later pass of this
     * frame's layout or the next frame's; the pages are placed in the
     * allocation the pager has meanwhile, so none is painted unallocated. */
    if (parent && memcmp(before, self->request, sizeof before) != 0) gtk_widget_queue_resize(parent);
    /* The stored allocation is inside the border width (GTK takes the
     * border off what the parent gives): give back what the parent gave,
     * or every page resize would shrink the pager by the border. */
    GtkAllocation a;
    gtk_widget_get_allocation(w, &a);
    int border = self->allocated_border;
    a.x -= border;
    a.y -= border;
    a.width += 2 * border;
    a.height += 2 * border;
    gtk_widget_size_allocate(w, &a);
}

static void size_allocate(GtkWidget *w, GtkAllocation *allocation) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Everything is placed below. */
    self->place_pending = FALSE;
    self->allocated = TRUE;
    self->allocation_pass++;
    self->allocated_border = (int)gtk_container_get_border_width(GTK_CONTAINER(w));
    gtk_widget_set_allocation(w, allocation);
    if (gtk_widget_get_realized(w))
        gdk_window_move_resize(gtk_widget_get_window(w), allocation->x, allocation->y, allocation->width,
                               allocation->height);
    CALL_HOOK(self, allocate, allocation->width, allocation->height);
    /* Pages are clipped to the pager's window. */
    gtk_widget_set_clip(w, allocation);
}

/* Window ----------------------------------------------------------------- */

static void realize(GtkWidget *w) {
    GtkAllocation a;
    gtk_widget_get_allocation(w, &a);
    gtk_widget_set_realized(w, TRUE);
    GdkWindowAttr attr = {0};
    attr.x = a.x;
    attr.y = a.y;
    attr.width = a.width;
    attr.height = a.height;
    attr.window_type = GDK_WINDOW_CHILD;
    attr.wclass = GDK_INPUT_OUTPUT;
    attr.visual = gtk_widget_get_visual(w);
    attr.event_mask = gtk_widget_get_events(w) | GDK_EXPOSURE_MASK | GDK_BUTTON_PRESS_MASK | GDK_BUTTON_RELEASE_MASK |
                      GDK_POINTER_MOTION_MASK | GDK_SCROLL_MASK | GDK_SMOOTH_SCROLL_MASK | GDK_KEY_PRESS_MASK |
                      GDK_ENTER_NOTIFY_MASK | GDK_LEAVE_NOTIFY_MASK | GDK_TOUCH_MASK;
    GdkWindow *window = gdk_window_new(gtk_widget_get_parent_window(w), &attr, GDK_WA_X | GDK_WA_Y | GDK_WA_VISUAL);
    gtk_widget_set_window(w, window);
    gtk_widget_register_window(w, window);
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    for (GList *l = self->children; l; l = l->next) {
        PagerChild *c = l->data;
        if (c->page) page_window_create(self, c);
    }
    GdkFrameClock *clock = gtk_widget_get_frame_clock(w);
    if (clock) {
        self->clock = g_object_ref(clock);
        /* After GTK's own layout: when a page asked for a new size in the
         * same frame, the pager's allocation has placed everything. */
        self->layout_handler = g_signal_connect_after(clock, "layout", G_CALLBACK(frame_layout), self);
    }
}

static void unrealize(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Pages leave their windows before the windows go. */
    for (GList *l = self->children; l; l = l->next) {
        PagerChild *c = l->data;
        if (c->window) {
            gtk_widget_unrealize(c->widget);
            page_window_destroy(self, c);
        }
    }
    g_clear_pointer(&self->spare, cairo_surface_destroy);
    if (self->clock) {
        g_clear_signal_handler(&self->layout_handler, self->clock);
        g_clear_object(&self->clock);
    }
    /* A pending move is the allocation's to make after realizing again. */
    if (self->place_pending) gtk_widget_queue_allocate(w);
    self->place_pending = FALSE;
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->unrealize(w);
}

static void map(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->map(w);
    /* Nothing reached the caches while unmapped. */
    for (GList *l = self->children; l; l = l->next) mark_dirty(l->data);
    CALL_HOOK(self, mapped, TRUE);
}

static void unmap(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->unmap(w);
    CALL_HOOK(self, mapped, FALSE);
}

/* Drawing ---------------------------------------------------------------- */

/* Brings the stale part of a page's cache up to date. */
static void refresh_cache(SlidingPagesPager *self, PagerChild *c) {
    GdkRectangle f = c->frame;
    if (!c->cache) {
        if (self->spare && self->spare_width == f.width && self->spare_height == f.height) {
            c->cache = self->spare;
            self->spare = NULL;
        } else {
            c->cache = gdk_window_create_similar_surface(c->window, CAIRO_CONTENT_COLOR_ALPHA, f.width, f.height);
        }
        c->cache_width = f.width;
        c->cache_height = f.height;
        mark_dirty(c);
    }
    if (!c->dirty) return;
    cairo_t *cr = cairo_create(c->cache);
    gdk_cairo_region(cr, c->dirty);
    cairo_clip(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    /* propagate_draw offsets by the page window's position; the cache
     * starts at the window's origin. A fresh context has no expose window,
     * so the page and every window inside it draw. */
    cairo_translate(cr, -f.x, -f.y);
    gtk_container_propagate_draw(GTK_CONTAINER(self), c->widget, cr);
    cairo_destroy(cr);
    g_clear_pointer(&c->dirty, cairo_region_destroy);
}

/* Draws the child itself (not its cache) onto cr, through a group when it
 * is translucent: a page at its window's place, the overlay child at its
 * allocation. */
static void draw_through(SlidingPagesPager *self, PagerChild *c, cairo_t *cr, double alpha) {
    if (c->window) {
        cairo_rectangle(cr, c->frame.x, c->frame.y, c->frame.width, c->frame.height);
        cairo_clip(cr);
        cairo_translate(cr, c->frame.x, c->frame.y);
    }
    if (alpha < 1.0) cairo_push_group(cr);
    if (c->window) gtk_widget_draw(c->widget, cr);
    else gtk_container_propagate_draw(GTK_CONTAINER(self), c->widget, cr);
    if (alpha < 1.0) {
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, alpha);
    }
}

static void draw_child(SlidingPagesPager *self, PagerChild *c, cairo_t *cr) {
    GtkWidget *child = c->widget;
    if (!gtk_widget_get_child_visible(child) || !gtk_widget_is_drawable(child)) {
        /* Its window may have missed invalidations meanwhile. */
        if (c->window) mark_dirty(c);
        return;
    }
    GdkRectangle f = c->frame;
    if (c->window && (f.width <= 0 || f.height <= 0)) return;
    if (c->window && self->clip.width >= 0 && !gdk_rectangle_intersect(&f, &self->clip, NULL)) {
        /* A preloaded page beside the viewport has nothing to show (pages
         * only ever shrink while painted); its surface goes to the page
         * that scrolls in next. */
        if (c->cache) drop_cache(self, c);
        return;
    }
    double scale = 1.0, alpha = 1.0;
    if (HOOK(self, child_paint)) self->hooks.child_paint(self->user_data, child, &scale, &alpha);
    if (alpha <= 0.0) return;
    cairo_save(cr);
    if (scale != 1.0) {
        /* Scale about the page's centre without laying it out again. */
        GtkAllocation a;
        if (c->window) a = f; else gtk_widget_get_allocation(child, &a);
        cairo_translate(cr, a.x + a.width / 2.0, a.y + a.height / 2.0);
        cairo_scale(cr, scale, scale);
        cairo_translate(cr, -(a.x + a.width / 2.0), -(a.y + a.height / 2.0));
    }
    cairo_rectangle_int_t all = {0, 0, f.width, f.height};
    gboolean stale = !c->cache || (c->dirty && cairo_region_contains_rectangle(c->dirty, &all) == CAIRO_REGION_OVERLAP_IN);
    if (!c->window || (gint64)f.width * f.height > SP_MAX_CACHE_PIXELS) {
        draw_through(self, c, cr, alpha);
    } else if (stale && c->drawn_directly + 1 != self->paint) {
        /* A page that just came into view may be gone by the next frame
         * (paging one page a frame): it is drawn straight through, and
         * cached from its second frame in view on. */
        c->drawn_directly = self->paint;
        draw_through(self, c, cr, alpha);
    } else {
        refresh_cache(self, c);
        cairo_rectangle(cr, f.x, f.y, f.width, f.height);
        cairo_clip(cr);
        cairo_set_source_surface(cr, c->cache, f.x, f.y);
        if (alpha < 1.0) cairo_paint_with_alpha(cr, alpha);
        else cairo_paint(cr);
    }
    cairo_restore(cr);
}

static gboolean draw(GtkWidget *w, cairo_t *cr) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Page windows get an expose pass of their own; the pages were already
     * composited in the pager window's pass, so theirs draws nothing. */
    if (!gtk_cairo_should_draw_window(cr, gtk_widget_get_window(w))) return GDK_EVENT_PROPAGATE;
    g_object_ref(self);
    self->paint++;
    int width = gtk_widget_get_allocated_width(w);
    int height = gtk_widget_get_allocated_height(w);
    GtkStyleContext *style = gtk_widget_get_style_context(w);
    gtk_render_background(style, cr, 0, 0, width, height);
    cairo_save(cr);
    if (self->clip.width >= 0 && self->clip.height >= 0) {
        cairo_rectangle(cr, self->clip.x, self->clip.y, self->clip.width, self->clip.height);
        cairo_clip(cr);
    }
    PagerChild *overlay = NULL;
    for (GList *l = self->children; l && !self->disposed; l = l->next) {
        PagerChild *c = l->data;
        if (c->widget == self->overlay_child) overlay = c;
        else draw_child(self, c, cr);
        /* A page's own draw handler may have destroyed the pager. */
        if (self->disposed) break;
    }
    cairo_restore(cr);
    if (!self->disposed && HOOK(self, draw_overlay)) self->hooks.draw_overlay(self->user_data, cr, width, height);
    /* The overlay child went with the pager if a title callback destroyed it. */
    if (overlay && self->overlay_child) draw_child(self, overlay, cr);
    g_object_unref(self);
    return GDK_EVENT_PROPAGATE;
}

/* Input ------------------------------------------------------------------ */

static void drag_begin(GtkGestureDrag *g, double x, double y, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    self->press_bubbled = FALSE;
    self->dragging = FALSE;
    if (HOOK(self, drag_begin)) self->hooks.drag_begin(self->user_data, x, y, gtk_get_current_event_time());
}

/* A touch that emulates the pointer reaches widgets that take only pointer
 * presses (GtkButton's gesture is exclusive) as synthesised button events,
 * which claiming the touch sequence does not cancel: the release would
 * still click. Those widgets are told the press was taken away, as when a
 * grab is broken, from the widget under the finger up to the pager. */
static void release_emulated_press(SlidingPagesPager *self, GtkGesture *g) {
    GdkEventSequence *sequence = gtk_gesture_single_get_current_sequence(GTK_GESTURE_SINGLE(g));
    const GdkEvent *last = sequence ? gtk_gesture_get_last_event(g, sequence) : NULL;
    if (!last || (last->type != GDK_TOUCH_BEGIN && last->type != GDK_TOUCH_UPDATE) || !last->touch.emulating_pointer)
        return;
    GtkWidget *pager = GTK_WIDGET(self);
    for (GtkWidget *w = gtk_get_event_widget((GdkEvent *)last); w && w != pager; w = gtk_widget_get_parent(w)) {
        GdkWindow *window = gtk_widget_get_window(w);
        if (!window) continue;
        GdkEvent *broken = gdk_event_new(GDK_GRAB_BROKEN);
        broken->grab_broken.window = g_object_ref(window);
        broken->grab_broken.send_event = TRUE;
        g_object_ref(w);
        gtk_widget_event(w, broken);
        GtkWidget *parent = gtk_widget_get_parent(w);
        g_object_unref(w);
        gdk_event_free(broken);
        if (!parent) break;
    }
}

static void drag_update(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    SlidingPagesPager *self = data;
    double x0, y0;
    if (!gtk_gesture_drag_get_start_point(g, &x0, &y0)) return;
    if (HOOK(self, drag_update) && self->hooks.drag_update(self->user_data, x0 + dx, y0 + dy, gtk_get_current_event_time()) && !self->dragging) {
        self->dragging = TRUE;
        /* Take the sequence: a button under the pointer gets a cancel. */
        gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_CLAIMED);
        release_emulated_press(self, GTK_GESTURE(g));
    }
}

static void drag_end(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)dx;
    (void)dy;
    if (HOOK(self, drag_end)) self->hooks.drag_end(self->user_data, self->press_bubbled && !self->dragging, gtk_get_current_event_time());
    self->dragging = FALSE;
}

static void drag_cancel(GtkGesture *g, GdkEventSequence *seq, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)seq;
    if (HOOK(self, drag_cancel)) self->hooks.drag_cancel(self->user_data, gtk_get_current_event_time());
    self->dragging = FALSE;
}

/* The bubble-phase press only sees presses no child consumed. */
static void press_pressed(GtkGestureMultiPress *g, int n, double x, double y, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)n;
    (void)x;
    (void)y;
    self->press_bubbled = TRUE;
    if (gtk_widget_get_can_focus(GTK_WIDGET(self)) && !gtk_widget_has_focus(GTK_WIDGET(self)))
        gtk_widget_grab_focus(GTK_WIDGET(self));
}

static gboolean scroll_event(GtkWidget *w, GdkEventScroll *event) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    if (!HOOK(self, scroll)) return GDK_EVENT_PROPAGATE;
    GdkDevice *device = gdk_event_get_source_device((GdkEvent *)event);
    GdkInputSource source = device ? gdk_device_get_source(device) : GDK_SOURCE_MOUSE;
    gboolean touchpad = source == GDK_SOURCE_TOUCHPAD || source == GDK_SOURCE_TRACKPOINT;
    double dx = 0, dy = 0;
    gboolean stop = FALSE;
    switch (event->direction) {
    case GDK_SCROLL_UP: dy = -1; break;
    case GDK_SCROLL_DOWN: dy = 1; break;
    case GDK_SCROLL_LEFT: dx = -1; break;
    case GDK_SCROLL_RIGHT: dx = 1; break;
    case GDK_SCROLL_SMOOTH:
        gdk_event_get_scroll_deltas((GdkEvent *)event, &dx, &dy);
        stop = gdk_event_is_scroll_stop_event((GdkEvent *)event);
        break;
    }
    gboolean smooth = event->direction == GDK_SCROLL_SMOOTH;
    SPScrollSource kind = (smooth && touchpad) ? SP_SCROLL_TOUCHPAD : SP_SCROLL_WHEEL;
    return self->hooks.scroll(self->user_data, kind, dx, dy, stop, event->time) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

static gboolean key_press_event(GtkWidget *w, GdkEventKey *event) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    if (HOOK(self, key_press) && self->hooks.key_press(self->user_data, event->keyval, event->state, event->time))
        return GDK_EVENT_STOP;
    return GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->key_press_event(w, event);
}

/* Focus goes into the pages in view, not to the pager alone: GTK's default
 * for a focusable container takes focus itself and never offers its
 * children. The hook walks the pages in view. */
static gboolean focus(GtkWidget *w, GtkDirectionType direction) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    if (HOOK(self, focus)) {
        g_object_ref(self);
        gboolean taken = self->hooks.focus(self->user_data, direction);
        g_object_unref(self);
        return taken;
    }
    return GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->focus(w, direction);
}

static void set_focus_child(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    GTK_CONTAINER_CLASS(sliding_pages_pager_parent_class)->set_focus_child(container, child);
    CALL_HOOK(self, focus_child_set, child);
}

static gboolean crossing(GtkWidget *w, GdkEventCrossing *event, gboolean inside) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Moving into or out of a child is still inside the pager; page
     * windows see crossings on the way to windows inside pages. */
    if (event->window == gtk_widget_get_window(w) && event->detail != GDK_NOTIFY_INFERIOR && HOOK(self, hover))
        self->hooks.hover(self->user_data, inside);
    return GDK_EVENT_PROPAGATE;
}

static gboolean enter_notify_event(GtkWidget *w, GdkEventCrossing *event) { return crossing(w, event, TRUE); }
static gboolean leave_notify_event(GtkWidget *w, GdkEventCrossing *event) { return crossing(w, event, FALSE); }

static void direction_changed(GtkWidget *w, GtkTextDirection previous) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->direction_changed(w, previous);
    CALL_HOOK(self, direction_changed, gtk_widget_get_direction(w));
}

static void style_updated(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->style_updated(w);
    if (HOOK(self, style_changed)) {
        g_object_ref(self);
        self->hooks.style_changed(self->user_data);
        g_object_unref(self);
    }
}

/* Life ------------------------------------------------------------------- */

void sliding_pages_pager_set_hooks(SlidingPagesPager *self, const SPPagerHooks *hooks, gpointer user_data,
                                   GDestroyNotify destroy) {
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
    /* Children go first (destroy removes them through the hook), then the
     * hooks' owner is released exactly once. */
    while (self->children) gtk_widget_destroy(((PagerChild *)self->children->data)->widget);
    g_clear_pointer(&self->spare, cairo_surface_destroy);
    g_clear_object(&self->drag);
    g_clear_object(&self->press);
    GDestroyNotify destroy = self->destroy;
    gpointer data = self->user_data;
    memset(&self->hooks, 0, sizeof self->hooks);
    self->destroy = NULL;
    self->user_data = NULL;
    if (destroy) destroy(data);
    G_OBJECT_CLASS(sliding_pages_pager_parent_class)->dispose(object);
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

    self->drag = gtk_gesture_drag_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->drag), GTK_PHASE_CAPTURE);
    gtk_gesture_single_set_touch_only(GTK_GESTURE_SINGLE(self->drag), FALSE);
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(self->drag), GDK_BUTTON_PRIMARY);
    /* One finger drives the pages: exclusive gestures take the pointer and
     * the touch that emulates it, and leave other fingers alone (a second
     * finger would otherwise end the drag, as the gesture stops being one
     * point, and start another). */
    gtk_gesture_single_set_exclusive(GTK_GESTURE_SINGLE(self->drag), TRUE);
    g_signal_connect(self->drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(self->drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(self->drag, "drag-end", G_CALLBACK(drag_end), self);
    g_signal_connect(self->drag, "cancel", G_CALLBACK(drag_cancel), self);

    self->press = gtk_gesture_multi_press_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->press), GTK_PHASE_BUBBLE);
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(self->press), GDK_BUTTON_PRIMARY);
    gtk_gesture_single_set_exclusive(GTK_GESTURE_SINGLE(self->press), TRUE);
    g_signal_connect(self->press, "pressed", G_CALLBACK(press_pressed), self);

    gtk_style_context_add_class(gtk_widget_get_style_context(w), "sliding-pages");
    if (attach_func) attach_func(self);
}

/* A veto: every handler is asked in turn until one returns FALSE, which
 * refuses (and the rest are not asked). GLib's first-wins accumulator
 * would let a first TRUE hide a later FALSE. */
static gboolean veto_accumulator(GSignalInvocationHint *hint, GValue *return_accu, const GValue *handler_return,
                                 gpointer data) {
    (void)hint;
    (void)data;
    gboolean allowed = g_value_get_boolean(handler_return);
    g_value_set_boolean(return_accu, allowed);
    return allowed;
}

static void sliding_pages_pager_class_init(SlidingPagesPagerClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);

    object_class->dispose = dispose;
    object_class->get_property = get_property;
    object_class->set_property = set_property;
    install_properties(object_class);
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->size_allocate = size_allocate;
    widget_class->realize = realize;
    widget_class->unrealize = unrealize;
    widget_class->map = map;
    widget_class->unmap = unmap;
    widget_class->draw = draw;
    widget_class->scroll_event = scroll_event;
    widget_class->key_press_event = key_press_event;
    widget_class->focus = focus;
    widget_class->enter_notify_event = enter_notify_event;
    widget_class->leave_notify_event = leave_notify_event;
    widget_class->direction_changed = direction_changed;
    widget_class->style_updated = style_updated;
    container_class->check_resize = check_resize;
    container_class->add = pager_add;
    container_class->remove = pager_remove;
    container_class->forall = pager_forall;
    container_class->set_focus_child = set_focus_child;
    container_class->child_type = pager_child_type;
    container_class->get_child_property = get_child_property;
    container_class->set_child_property = set_child_property;
    gtk_container_class_install_child_property(
        container_class, CHILD_PROP_TITLE,
        g_param_spec_string("title", "Title", "The page's title in the header strip", NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
    gtk_container_class_handle_border_width(container_class);
    gtk_widget_class_set_css_name(widget_class, "slidingpages");
    gtk_widget_class_set_accessible_type(widget_class, sliding_pages_pager_accessible_get_type());

    GType type = G_TYPE_FROM_CLASS(klass);
    /* (pager) — the position changed. */
    signals[SP_SIGNAL_DID_SCROLL] = g_signal_new("did-scroll", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 0);
    /* (pager, index) — the current item changed, live during a drag. */
    signals[SP_SIGNAL_CURRENT_ITEM_CHANGED] = g_signal_new("current-item-changed", type, G_SIGNAL_RUN_LAST, 0,
                                                           NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
    /* (pager, page) — motion stopped on a page other than the last settled one. */
    signals[SP_SIGNAL_SETTLED] = g_signal_new("settled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 1, G_TYPE_INT);
    signals[SP_SIGNAL_WILL_BEGIN_DRAGGING] = g_signal_new("will-begin-dragging", type, G_SIGNAL_RUN_LAST, 0,
                                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
    /* (pager, will_decelerate) */
    signals[SP_SIGNAL_DID_END_DRAGGING] = g_signal_new("did-end-dragging", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                       NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
    signals[SP_SIGNAL_WILL_BEGIN_DECELERATING] = g_signal_new("will-begin-decelerating", type, G_SIGNAL_RUN_LAST,
                                                              0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    signals[SP_SIGNAL_DID_END_DECELERATING] = g_signal_new("did-end-decelerating", type, G_SIGNAL_RUN_LAST, 0,
                                                           NULL, NULL, NULL, G_TYPE_NONE, 0);
    signals[SP_SIGNAL_DID_END_SCROLLING_ANIMATION] = g_signal_new(
        "did-end-scrolling-animation", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    /* (pager, index) — a click on a page that no child control took. */
    signals[SP_SIGNAL_ITEM_SELECTED] = g_signal_new("item-selected", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 1, G_TYPE_INT);
    /* (pager, index) → gboolean — return FALSE to ignore the click. Handlers
     * run until one returns FALSE: any FALSE vetoes. */
    signals[SP_SIGNAL_SHOULD_SELECT_ITEM] =
        g_signal_new("should-select-item", type, G_SIGNAL_RUN_LAST, 0, veto_accumulator, NULL,
                     NULL, G_TYPE_BOOLEAN, 1, G_TYPE_INT);
}

GtkWidget *sliding_pages_pager_new(void) { return g_object_new(SLIDING_PAGES_TYPE_PAGER, NULL); }

void sliding_pages_pager_emit_simple(SlidingPagesPager *self, guint signal_index) {
    g_return_if_fail(signal_index < SP_N_SIGNALS);
    g_signal_emit(self, signals[signal_index], 0);
}

void sliding_pages_pager_emit_int(SlidingPagesPager *self, guint signal_index, int value) {
    g_return_if_fail(signal_index < SP_N_SIGNALS);
    g_signal_emit(self, signals[signal_index], 0, value);
}

void sliding_pages_pager_emit_bool(SlidingPagesPager *self, guint signal_index, gboolean value) {
    g_return_if_fail(signal_index < SP_N_SIGNALS);
    g_signal_emit(self, signals[signal_index], 0, value);
}

gboolean sliding_pages_pager_emit_should_select(SlidingPagesPager *self, int index) {
    gboolean result = TRUE;
    if (!g_signal_has_handler_pending(self, signals[SP_SIGNAL_SHOULD_SELECT_ITEM], 0, FALSE)) return TRUE;
    g_signal_emit(self, signals[SP_SIGNAL_SHOULD_SELECT_ITEM], 0, index, &result);
    return result;
}

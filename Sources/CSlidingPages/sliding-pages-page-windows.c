#include "sliding-pages-pager-instance.h"

static void put(SlidingPagesPager *self, GtkWidget *child, gboolean page);
static void take(SlidingPagesPager *self, GtkWidget *child);
static gboolean has_stale_ahead(SlidingPagesPager *self);
static guint prepare_ahead(SlidingPagesPager *self);
static void set_page_clip(SlidingPagesPager *self, int x, int y, int width, int height);

/* The pages: each sits at (0, 0) in a child GdkWindow of its own that
 * scrolling moves, and what it draws is cached in a surface refreshed only
 * where it changed. */

/* Children ------------------------------------------------------------- */

PagerChild *find_child(SlidingPagesPager *self, GtkWidget *widget) {
    return self->by_widget ? g_hash_table_lookup(self->by_widget, widget) : NULL;
}

void mark_dirty(PagerChild *c) {
    g_clear_pointer(&c->dirty, cairo_region_destroy);
    cairo_rectangle_int_t all = {0, 0, MAX(c->frame.width, 1), MAX(c->frame.height, 1)};
    c->dirty = cairo_region_create_rectangle(&all);
}

/* The cache goes to the spare slot when it still fits a page. */
void drop_cache(SlidingPagesPager *self, PagerChild *c) {
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
        /* A page ahead of view that changed is drawn again between frames,
         * not in the frame that scrolls it in. */
        if (c->ahead) pager_prepare_ahead_later(SLIDING_PAGES_PAGER(data));
        return;
    }
}

/* Pages parented before the pager realized are realized between frames
 * once it has (a page parented into a realized pager is realized as it is
 * parented), not when they are first mapped (mapped ahead as a drag
 * starts). GTK restyles some widgets as they realize and animates the
 * change: a GtkScrolledWindow turns its scrollbars into overlay
 * indicators, which Adwaita's CSS transitions over 300 ms, resizing the
 * page every frame. Realized on mapping, a page did that in the first
 * frames of a drag across 100-row list pages, twice as long as the others
 * (`make bench`'s heavy rows); realized here, at rest, before anyone
 * drags. Each page is looked up again before realizing: a realize handler
 * may remove pages or destroy the pager. */
static gboolean realize_pages_idle(gpointer data) {
    SlidingPagesPager *self = data;
    self->realize_idle = 0;
    if (!gtk_widget_get_realized(GTK_WIDGET(self))) return G_SOURCE_REMOVE;
    GPtrArray *pages = g_ptr_array_new_with_free_func(g_object_unref);
    for (GList *l = self->children; l; l = l->next) {
        PagerChild *c = l->data;
        if (c->window && !gtk_widget_get_realized(c->widget)) g_ptr_array_add(pages, g_object_ref(c->widget));
    }
    g_object_ref(self);
    for (guint i = 0; i < pages->len && !self->disposed && gtk_widget_get_realized(GTK_WIDGET(self)); i++) {
        PagerChild *c = find_child(self, pages->pdata[i]);
        if (c && c->window && !gtk_widget_get_realized(c->widget)) gtk_widget_realize(c->widget);
    }
    g_ptr_array_unref(pages);
    pager_release_after_caller(self);
    return G_SOURCE_REMOVE;
}

void page_window_create(SlidingPagesPager *self, PagerChild *c) {
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

void pager_realize_pages_later(SlidingPagesPager *self) {
    if (!self->realize_idle) self->realize_idle = g_idle_add(realize_pages_idle, self);
}

void page_window_destroy(SlidingPagesPager *self, PagerChild *c) {
    if (!c->window) return;
    /* The page is unrealized by now; a later parent must not inherit the window. */
    gtk_widget_set_parent_window(c->widget, NULL);
    gtk_widget_unregister_window(GTK_WIDGET(self), c->window);
    gdk_window_destroy(c->window);
    c->window = NULL;
    c->measured = FALSE;
    drop_cache(self, c);
}

void child_free(PagerChild *c) {
    if (c->cache) cairo_surface_destroy(c->cache);
    if (c->dirty) cairo_region_destroy(c->dirty);
    g_free(c);
}

void pager_add(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    put(self, child, TRUE);
    CALL_HOOK(self, child_added, child);
}

void pager_remove(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    if (!find_child(self, child)) return;
    /* Keep the child alive through the hook, whoever removed it. */
    g_object_ref(child);
    take(self, child);
    CALL_HOOK(self, child_removed, child);
    g_object_unref(child);
}

void pager_forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
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

GType pager_child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}

static const SlidingPagesPaint identity_paint = {1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0};

/* A paint made safe to draw: NaN fails every test below and takes the
 * identity's value; moves stay within GTK's pixel range. */
static SlidingPagesPaint sanitized_paint(const SlidingPagesPaint *p) {
    if (!p) return identity_paint;
    SlidingPagesPaint s = identity_paint;
    if (p->scale_x > 0.0 && p->scale_x < 1.0) s.scale_x = p->scale_x;
    if (p->scale_y > 0.0 && p->scale_y < 1.0) s.scale_y = p->scale_y;
    if (p->alpha >= 0.0 && p->alpha < 1.0) s.alpha = p->alpha;
    if (p->dx > -SP_MAX_EXTENT && p->dx < SP_MAX_EXTENT) s.dx = p->dx;
    if (p->dy > -SP_MAX_EXTENT && p->dy < SP_MAX_EXTENT) s.dy = p->dy;
    if (p->shift_x > -SP_MAX_EXTENT && p->shift_x < SP_MAX_EXTENT) s.shift_x = p->shift_x;
    if (p->shift_y > -SP_MAX_EXTENT && p->shift_y < SP_MAX_EXTENT) s.shift_y = p->shift_y;
    if (p->rotation > -2 * G_PI && p->rotation < 2 * G_PI) s.rotation = p->rotation;
    if (p->elevation > -1e6 && p->elevation < 1e6) s.elevation = p->elevation;
    return s;
}

static void put(SlidingPagesPager *self, GtkWidget *child, gboolean page) {
    PagerChild *c = g_new0(PagerChild, 1);
    c->widget = child;
    c->page = page;
    c->paint = identity_paint;
    self->children = g_list_append(self->children, c);
    g_hash_table_insert(self->by_widget, child, c);
    /* Before set_parent, which realizes the child in a realized pager. */
    if (page && gtk_widget_get_realized(GTK_WIDGET(self))) page_window_create(self, c);
    gtk_widget_set_parent(child, GTK_WIDGET(self));
    if (find_child(self, child) == c && child_listed(c)) pager_accessible_child_changed(self, child, TRUE);
}

void sliding_pages_pager_put(SlidingPagesPager *self, GtkWidget *child) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    g_return_if_fail(GTK_IS_WIDGET(child));
    g_return_if_fail(gtk_widget_get_parent(child) == NULL);
    put(self, child, TRUE);
}

void sliding_pages_pager_put_overlay(SlidingPagesPager *self, GtkWidget *child) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    g_return_if_fail(GTK_IS_WIDGET(child));
    g_return_if_fail(gtk_widget_get_parent(child) == NULL);
    put(self, child, FALSE);
    self->overlay_child = child;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

void sliding_pages_pager_take(SlidingPagesPager *self, GtkWidget *child) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    take(self, child);
}

static void take(SlidingPagesPager *self, GtkWidget *child) {
    PagerChild *c = find_child(self, child);
    if (!c) return;
    if (child == self->overlay_child) self->overlay_child = NULL;
    if (child_listed(c)) pager_accessible_child_changed(self, child, FALSE);
    gboolean was_visible = gtk_widget_get_visible(child);
    self->children = g_list_remove(self->children, c);
    g_hash_table_remove(self->by_widget, child);
    /* Unparenting may drop the last reference; the window goes after it. */
    g_object_ref(child);
    gtk_widget_unparent(child);
    page_window_destroy(self, c);
    g_object_unref(child);
    child_free(c);
    if (was_visible && gtk_widget_get_visible(GTK_WIDGET(self))) gtk_widget_queue_resize(GTK_WIDGET(self));
}

/* The pager's own area, in its coordinates. */
static GdkRectangle pager_area(SlidingPagesPager *self) {
    GdkRectangle a = {0, 0, gtk_widget_get_allocated_width(GTK_WIDGET(self)), gtk_widget_get_allocated_height(GTK_WIDGET(self))};
    return a;
}

/* Where a page mapped ahead of view keeps its window of `size`: wholly
 * beyond the pager's top-left corner, where nothing of it shows and the
 * windows of its widgets cannot take the pointer. */
static GdkRectangle ahead_place(GdkRectangle size) {
    GdkRectangle r = {-size.width - 1, -size.height - 1, size.width, size.height};
    return r;
}

static void place_child(SlidingPagesPager *self, PagerChild *c, int x, int y, int width, int height,
                        const SlidingPagesPaint *paint) {
    GtkWidget *child = c->widget;
    c->paint = sanitized_paint(paint);
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
    /* A page mapped ahead of view has its window wholly beyond the pager's
     * top-left corner: its frame may lie inside the pager's window (above
     * the page area, under a vertical pager's strip), where the windows of
     * its widgets would take the pointer. */
    GdkRectangle to = c->ahead ? ahead_place(f) : f;
    if (resized) {
        gdk_window_move_resize(c->window, to.x, to.y, to.width, to.height);
        c->window_at = to;
        drop_cache(self, c);
    } else if (to.x != c->window_at.x || to.y != c->window_at.y) {
        /* A window that stays beyond the pager's edges stays where it is:
         * nothing of it shows, and moving one costs as much as drawing. */
        GdkRectangle inside = pager_area(self);
        if (gdk_rectangle_intersect(&to, &inside, NULL) || gdk_rectangle_intersect(&c->window_at, &inside, NULL)) {
            gdk_window_move(c->window, to.x, to.y);
            c->window_at = to;
        }
    }
    if (moving_only) return;
    c->allocated_shown = shown;
    c->allocation_pass = self->allocation_pass;
    /* Unchanged, and with no resize queued, GTK returns early. */
    GtkAllocation a = {0, 0, f.width, f.height};
    gtk_widget_size_allocate(child, &a);
}

gboolean sliding_pages_pager_get_child_paint(SlidingPagesPager *self, GtkWidget *child, SlidingPagesPaint *paint) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), FALSE);
    PagerChild *c = find_child(self, child);
    if (!c) return FALSE;
    if (paint) *paint = c->paint;
    return TRUE;
}

/* The frame clock's layout phase: the pages' new places, when only the
 * position changed since the last allocation. A size allocation of the
 * pager (GTK's layout, in the same phase) measures the pager and every
 * page first, a large part of a frame; moving windows is what
 * scrolling needs. HdyCarousel (libhandy 1) likewise moves its child
 * windows on a position change without queueing an allocation. */
static gboolean prepare_ahead_idle(gpointer data) {
    SlidingPagesPager *self = data;
    self->ahead_idle = 0;
    prepare_ahead(self);
    return G_SOURCE_REMOVE;
}

void pager_apply_layout(SlidingPagesPager *self, const SPLayout *layout) {
    set_page_clip(self, layout->clip.x, layout->clip.y, layout->clip.width, layout->clip.height);
    if (layout->n_placements == 0 || !layout->placements) return;
    /* A child's size-allocate handlers run host code, which may call the
     * pager again and so replace the Swift half's array: it is copied. */
    gsize n = layout->n_placements;
    SPPlacement *copy = g_memdup2(layout->placements, n * sizeof *copy);
    g_object_ref(self);
    for (gsize i = 0; i < n && !self->disposed; i++) {
        SPPlacement *p = &copy[i];
        PagerChild *c = find_child(self, p->child);
        if (c) place_child(self, c, p->x, p->y, p->width, p->height, &p->paint);
    }
    g_free(copy);
    pager_release_after_caller(self);
}

void pager_prepare_ahead_later(SlidingPagesPager *self) {
    if (!self->ahead_idle && !self->disposed) self->ahead_idle = g_idle_add(prepare_ahead_idle, self);
}

void frame_layout(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    SlidingPagesPager *self = data;
    /* GTK validates the styles of widgets made or mapped between frames
     * in this frame's layout, which redraws a page mapped ahead (a new
     * page is restyled once in its window): its cache is drawn again in
     * the idle after this frame, not in the frame that scrolls it in. */
    if (!self->ahead_idle && has_stale_ahead(self)) pager_prepare_ahead_later(self);
    if (!self->place_pending) return;
    self->place_pending = FALSE;
    self->moving = TRUE;
    if (HOOK(self, place)) {
        g_object_ref(self);
        SPLayout layout = {{0, 0, -1, -1}, NULL, 0};
        HOOKS(self).place(self->user_data, &layout);
        if (!self->disposed) pager_apply_layout(self, &layout);
        self->moving = FALSE;
        pager_release_after_caller(self);
    } else {
        self->moving = FALSE;
    }
}

void sliding_pages_pager_queue_place(SlidingPagesPager *self) {
    SP_CROSSED();
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

static void set_page_clip(SlidingPagesPager *self, int x, int y, int width, int height) {
    GdkRectangle r = {x, y, width, height};
    if (r.x == self->clip.x && r.y == self->clip.y && r.width == self->clip.width && r.height == self->clip.height)
        return;
    self->clip = r;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

void sliding_pages_pager_release_child_cache(SlidingPagesPager *self, GtkWidget *child) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    PagerChild *c = find_child(self, child);
    if (c) drop_cache(self, c);
}

/* Whether c is among the accessible children: a page only while in view. */
gboolean child_listed(PagerChild *c) {
    return !c->page || (gtk_widget_get_child_visible(c->widget) && !c->ahead);
}

void sliding_pages_pager_show_page(SlidingPagesPager *self, GtkWidget *child, SPPageShown shown) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    PagerChild *c = find_child(self, child);
    if (!c) return;
    gboolean visible = shown != SP_PAGE_HIDDEN;
    /* Called for every page in view at each change of the view: most are
     * as asked already. */
    if (c->ahead == (shown == SP_PAGE_AHEAD) && !!gtk_widget_get_child_visible(child) == visible) return;
    gboolean was = child_listed(c), will = !c->page || shown == SP_PAGE_SHOWN;
    /* Out of the accessible children first (its index counts it), back
     * in after. */
    if (was && !will) pager_accessible_child_changed(self, child, FALSE);
    c->ahead = shown == SP_PAGE_AHEAD;
    /* A page that stays mapped as it turns ahead (one a drag's frame
     * pools, kept mapped until the idle after it) leaves the pager's area
     * at once, as place() keeps pages ahead: where it was, the windows of
     * its widgets would take the pointer. */
    if (c->ahead && c->window) {
        GdkRectangle inside = pager_area(self);
        if (gdk_rectangle_intersect(&c->window_at, &inside, NULL)) {
            GdkRectangle to = ahead_place(c->window_at);
            gdk_window_move(c->window, to.x, to.y);
            c->window_at = to;
        }
    }
    /* Mapping runs the page's handlers, which may destroy the pager. */
    g_object_ref(self);
    g_object_ref(child);
    if (!!gtk_widget_get_child_visible(child) != visible) gtk_widget_set_child_visible(child, visible);
    if (!was && will && !self->disposed && find_child(self, child)) pager_accessible_child_changed(self, child, TRUE);
    g_object_unref(child);
    pager_release_after_caller(self);
}

guint sliding_pages_pager_child_count(SlidingPagesPager *self) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), 0);
    return g_list_length(self->children);
}

/* Drawing ---------------------------------------------------------------- */


/* Draws a page onto `own`, a context of the pager's own that exposes no
 * window, with the page's top-left at the context's origin:
 * gtk_container_propagate_draw adds where the page's window is (which lags
 * behind its frame while both lie off screen) and, for a page without a
 * window of its own, its allocation; both are taken back off first. */
static void propagate_at_origin(SlidingPagesPager *self, GtkWidget *page, cairo_t *own) {
    GdkWindow *top = gtk_widget_get_window(GTK_WIDGET(self));
    int dx = 0, dy = 0;
    for (GdkWindow *w = gtk_widget_get_window(page); w && w != top; w = gdk_window_get_parent(w)) {
        int x, y;
        gdk_window_get_position(w, &x, &y);
        dx += x;
        dy += y;
    }
    if (!gtk_widget_get_has_window(page)) {
        GtkAllocation a;
        gtk_widget_get_allocation(page, &a);
        dx += a.x;
        dy += a.y;
    }
    cairo_translate(own, -dx, -dy);
    gtk_container_propagate_draw(GTK_CONTAINER(self), page, own);
}
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
    /* Taken before drawing: what the page invalidates while it draws is
     * stale for the next refresh, and a draw handler that removes the page
     * or destroys the pager frees c (the context holds the surface). */
    cairo_region_t *dirty = c->dirty;
    c->dirty = NULL;
    cairo_t *cr = cairo_create(c->cache);
    gdk_cairo_region(cr, dirty);
    cairo_region_destroy(dirty);
    cairo_clip(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    /* The cache starts at the window's origin. A fresh context has no
     * expose window, so the page and every window inside it draw. */
    propagate_at_origin(self, c->widget, cr);
    cairo_destroy(cr);
}

/* Whether a page of frame f is drawn through a cache: larger pages are
 * drawn each frame. */
static gboolean fits_cache(GdkRectangle f) {
    return (gint64)f.width * f.height <= SP_MAX_CACHE_PIXELS;
}

/* Whether c is a page mapped ahead whose cache could be drawn: a window of
 * a cacheable size. */
static gboolean cacheable_ahead(PagerChild *c) {
    if (!c->ahead || !c->window || !gtk_widget_get_child_visible(c->widget) || !gtk_widget_is_drawable(c->widget))
        return FALSE;
    return c->frame.width > 0 && c->frame.height > 0 && fits_cache(c->frame);
}

/* How far a page lies beyond the pager's edges, in pixels. */
static gint64 distance_out(SlidingPagesPager *self, PagerChild *c) {
    int w = gtk_widget_get_allocated_width(GTK_WIDGET(self)), h = gtk_widget_get_allocated_height(GTK_WIDGET(self));
    GdkRectangle f = c->frame;
    gint64 dx = f.x + f.width <= 0 ? -(gint64)(f.x + f.width) : f.x >= w ? (gint64)f.x - w : 0;
    gint64 dy = f.y + f.height <= 0 ? -(gint64)(f.y + f.height) : f.y >= h ? (gint64)f.y - h : 0;
    return dx + dy;
}

static int by_distance(gconstpointer a, gconstpointer b, gpointer data) {
    gint64 da = distance_out(data, (PagerChild *)*(gconstpointer *)a);
    gint64 db = distance_out(data, (PagerChild *)*(gconstpointer *)b);
    return da < db ? -1 : da > db;
}

/* The pages mapped ahead whose caches are to be drawn, nearest the view
 * first: those within a budget of twice the pager's area in cached pixels
 * (the pages about to scroll in; with many small items a page the window
 * holds many, and a cache is a server-side pixmap four bytes a pixel),
 * whose cache is missing or stale. Those beyond the budget lose their
 * caches when `drop` is set. */
static GPtrArray *ahead_to_draw(SlidingPagesPager *self, gboolean drop) {
    GPtrArray *ahead = g_ptr_array_new();
    for (GList *l = self->children; l; l = l->next)
        if (cacheable_ahead(l->data)) g_ptr_array_add(ahead, l->data);
    g_ptr_array_sort_with_data(ahead, by_distance, self);
    gint64 budget = 2 * (gint64)gtk_widget_get_allocated_width(GTK_WIDGET(self)) * gtk_widget_get_allocated_height(GTK_WIDGET(self));
    GPtrArray *draw = g_ptr_array_new();
    for (guint i = 0; i < ahead->len; i++) {
        PagerChild *c = ahead->pdata[i];
        budget -= (gint64)c->frame.width * c->frame.height;
        if (budget < 0) {
            if (drop && c->cache) drop_cache(self, c);
            continue;
        }
        if (!c->cache || c->dirty) g_ptr_array_add(draw, c);
    }
    g_ptr_array_unref(ahead);
    return draw;
}

gboolean sliding_pages_pager_has_stale_ahead(SlidingPagesPager *self) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), FALSE);
    return has_stale_ahead(self);
}

static gboolean has_stale_ahead(SlidingPagesPager *self) {
    /* Asked after every plan: nearly always no page ahead is stale, and
     * that is known without sorting anything. */
    gboolean any_stale = FALSE;
    for (GList *l = self->children; l && !any_stale; l = l->next) {
        PagerChild *c = l->data;
        any_stale = (!c->cache || c->dirty) && cacheable_ahead(c);
    }
    if (!any_stale) return FALSE;
    GPtrArray *draw = ahead_to_draw(self, FALSE);
    gboolean any = draw->len > 0;
    g_ptr_array_unref(draw);
    return any;
}

guint sliding_pages_pager_prepare_ahead(SlidingPagesPager *self) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), 0);
    return prepare_ahead(self);
}

static guint prepare_ahead(SlidingPagesPager *self) {
    /* A page's draw handler may add or remove children, or destroy the
     * pager: the pages are listed first, and each looked up again. Each
     * draws once: one that stays stale as it draws (an animation) waits
     * for the next idle. */
    GPtrArray *draw = ahead_to_draw(self, TRUE);
    GPtrArray *pages = g_ptr_array_new_with_free_func(g_object_unref);
    for (guint i = 0; i < draw->len; i++) g_ptr_array_add(pages, g_object_ref(((PagerChild *)draw->pdata[i])->widget));
    g_ptr_array_unref(draw);
    g_object_ref(self);
    guint drawn = 0;
    for (guint i = 0; i < pages->len && !self->disposed; i++) {
        PagerChild *c = find_child(self, pages->pdata[i]);
        if (!c || !cacheable_ahead(c)) continue;
        refresh_cache(self, c);
        drawn++;
    }
    g_ptr_array_unref(pages);
    pager_release_after_caller(self);
    return drawn;
}

gboolean sliding_pages_pager_child_is_cached(SlidingPagesPager *self, GtkWidget *child) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), FALSE);
    PagerChild *c = find_child(self, child);
    return c && c->cache && !c->dirty;
}

/* Draws a page in its window onto cr as gtk_widget_draw would: the page's
 * top-left at cr's origin. gtk_widget_draw refuses a page whose allocation
 * is still to come (a host changed an option and drew before GTK's layout
 * pass), so the page goes through gtk_container_propagate_draw, as GTK's
 * containers draw theirs. That draws only into a context exposing the
 * page's window, and cr exposes the pager's: a context of its own on the
 * same target exposes none, so the page and its inner windows draw. It
 * takes cr's transformation and clip; a clip that is no list of
 * rectangles (a turned page) is kept by drawing through a group of cr's. */
static void draw_page_window(SlidingPagesPager *self, PagerChild *c, cairo_t *cr) {
    cairo_rectangle_list_t *clip = cairo_copy_clip_rectangle_list(cr);
    gboolean exact = clip->status == CAIRO_STATUS_SUCCESS;
    if (!exact) cairo_push_group(cr);
    cairo_t *own = cairo_create(cairo_get_group_target(cr));
    cairo_matrix_t m;
    cairo_get_matrix(cr, &m);
    cairo_set_matrix(own, &m);
    if (exact) {
        for (int i = 0; i < clip->num_rectangles; i++) {
            cairo_rectangle_t r = clip->rectangles[i];
            cairo_rectangle(own, r.x, r.y, r.width, r.height);
        }
        cairo_clip(own);
    }
    cairo_rectangle_list_destroy(clip);
    propagate_at_origin(self, c->widget, own);
    cairo_destroy(own);
    if (!exact) {
        cairo_pop_group_to_source(cr);
        cairo_paint(cr);
    }
}

/* Draws the child itself (not its cache) onto cr, through a group when it
 * is translucent: a page at its window's place, the overlay child at its
 * allocation. */
static void draw_through(SlidingPagesPager *self, PagerChild *c, cairo_t *cr, double alpha) {
    if (c->window) {
        cairo_rectangle(cr, c->frame.x, c->frame.y, c->frame.width, c->frame.height);
        cairo_clip(cr);
        cairo_translate(cr, c->frame.x + c->paint.shift_x, c->frame.y + c->paint.shift_y);
    }
    if (alpha < 1.0) cairo_push_group(cr);
    if (c->window) draw_page_window(self, c, cr);
    else gtk_container_propagate_draw(GTK_CONTAINER(self), c->widget, cr);
    if (alpha < 1.0) {
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, alpha);
    }
}

void draw_child(SlidingPagesPager *self, PagerChild *c, cairo_t *cr) {
    GtkWidget *child = c->widget;
    if (!gtk_widget_get_child_visible(child) || !gtk_widget_is_drawable(child)) {
        /* Its window may have missed invalidations meanwhile. */
        if (c->window) mark_dirty(c);
        return;
    }
    /* Mapped ahead of view: its cache waits for the frame it scrolls in. */
    if (c->ahead) return;
    GdkRectangle f = c->frame;
    if (c->window && (f.width <= 0 || f.height <= 0)) return;
    if (c->window && self->clip.width >= 0 && !gdk_rectangle_intersect(&f, &self->clip, NULL)) {
        /* A preloaded page beside the viewport has nothing to show (pages
         * only ever shrink while painted); its surface goes to the page
         * that scrolls in next. */
        if (c->cache) drop_cache(self, c);
        return;
    }
    const SlidingPagesPaint *pt = &c->paint;
    double alpha = pt->alpha;
    if (alpha <= 0.0) return;
    cairo_save(cr);
    if (pt->scale_x != 1.0 || pt->scale_y != 1.0 || pt->dx != 0.0 || pt->dy != 0.0 || pt->rotation != 0.0) {
        /* Move, turn and scale about the page's centre without laying it
         * out again: only the picture changes, not where input lands. */
        GtkAllocation a;
        if (c->window) a = f; else gtk_widget_get_allocation(child, &a);
        double cx = a.x + a.width / 2.0, cy = a.y + a.height / 2.0;
        cairo_translate(cr, cx + pt->dx, cy + pt->dy);
        if (pt->rotation != 0.0) cairo_rotate(cr, pt->rotation);
        cairo_scale(cr, pt->scale_x, pt->scale_y);
        cairo_translate(cr, -cx, -cy);
    }
    cairo_rectangle_int_t all = {0, 0, f.width, f.height};
    gboolean stale = !c->cache || (c->dirty && cairo_region_contains_rectangle(c->dirty, &all) == CAIRO_REGION_OVERLAP_IN);
    if (!c->window || !fits_cache(f)) {
        draw_through(self, c, cr, alpha);
    } else if (stale && c->drawn_directly + 1 != self->paint) {
        /* A page that just came into view may be gone by the next frame
         * (paging one page a frame): it is drawn straight through, and
         * cached from its second frame in view on. */
        c->drawn_directly = self->paint;
        draw_through(self, c, cr, alpha);
    } else {
        /* The page's draw handler may remove it or destroy the pager. */
        g_object_ref(child);
        refresh_cache(self, c);
        gboolean gone = self->disposed || find_child(self, child) != c;
        g_object_unref(child);
        if (gone) {
            cairo_restore(cr);
            return;
        }
        cairo_rectangle(cr, f.x, f.y, f.width, f.height);
        cairo_clip(cr);
        cairo_set_source_surface(cr, c->cache, f.x + pt->shift_x, f.y + pt->shift_y);
        if (alpha < 1.0) cairo_paint_with_alpha(cr, alpha);
        else cairo_paint(cr);
    }
    cairo_restore(cr);
}


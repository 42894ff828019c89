#include "sliding-pages-pager-instance.h"
#include <string.h>

static void put(SlidingPagesPager *self, GtkWidget *child, gboolean page);
static void take(SlidingPagesPager *self, GtkWidget *child);
static void set_page_clip(SlidingPagesPager *self, int x, int y, int width, int height);
static void show_page(SlidingPagesPager *self, GtkWidget *child, SPPageShown shown);
static void queue_place(SlidingPagesPager *self);

/* The pages: each sits in a child GdkWindow of its own that scrolling moves, and what it draws
 * is cached, refreshed only where it changed. */

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
        return;
    }
}

/* Realized at rest, not when first mapped as a drag starts: GTK animates the restyle some widgets
 * get as they realize (a GtkScrolledWindow's overlay scrollbars), resizing the page every frame.
 * Each page is looked up again: a realize handler may remove pages or destroy the pager. */
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
    /* The pointer sees through to the pager's window, or every page window moving under a resting
     * pointer would send enter and leave events. */
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
    if (find_child(self, child) == c && child_listed(c)) pager_accessible_listed(self, !page);
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
    gboolean was_visible = gtk_widget_get_visible(child);
    /* Out of the lists before a reader is told: its handlers may sync the
     * told children or remove this one again, and must find it gone. */
    g_object_ref(child);
    self->children = g_list_remove(self->children, c);
    g_hash_table_remove(self->by_widget, child);
    pager_accessible_unlisted(self, child);
    if (gtk_widget_get_parent(child) == GTK_WIDGET(self)) gtk_widget_unparent(child);
    page_window_destroy(self, c);
    g_object_unref(child);
    child_free(c);
    if (was_visible && gtk_widget_get_visible(GTK_WIDGET(self))) gtk_widget_queue_resize(GTK_WIDGET(self));
}

/* The pager's own area, in its coordinates. */
static GdkRectangle pager_area(SlidingPagesPager *self) {
    return (GdkRectangle){0, 0, gtk_widget_get_allocated_width(GTK_WIDGET(self)), gtk_widget_get_allocated_height(GTK_WIDGET(self))};
}

/* A page ahead of view keeps its window beyond the pager's top-left corner, where nothing of it
 * shows and its widgets' windows cannot take the pointer. */
static GdkRectangle ahead_place(GdkRectangle size) {
    return (GdkRectangle){-size.width - 1, -size.height - 1, size.width, size.height};
}

static void place_child(SlidingPagesPager *self, PagerChild *c, int x, int y, int width, int height,
                        const SlidingPagesPaint *paint, int cache_rank) {
    GtkWidget *child = c->widget;
    c->paint = sanitized_paint(paint);
    c->cache_rank = cache_rank;
    /* A page that only moves needs no measure or allocation: had it needed either, its
     * queue_resize would have reached check_resize, which places it again in full. */
    GdkRectangle f = {x, y, CLAMP(MAX(width, c->min.width), 0, SP_MAX_EXTENT), CLAMP(MAX(height, c->min.height), 0, SP_MAX_EXTENT)};
    gboolean shown = gtk_widget_get_child_visible(child);
    gboolean moving_only = self->moving && c->window && c->measured && f.width == c->frame.width &&
                           f.height == c->frame.height && c->allocated_shown == shown &&
                           c->allocation_pass == self->allocation_pass;
    if (!moving_only) {
        /* GTK wants a measure before every allocation. Measuring runs the
         * page's code, which may remove it: it is looked up again. */
        GtkRequisition min = sliding_pages_page_minimum(child, width, height);
        if (self->disposed || !(c = find_child(self, child))) return;
        c->min = min;
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
    /* Not at a page ahead's frame: that may lie inside the pager's window (under a vertical pager's
     * strip), where its widgets' windows would take the pointer. */
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

static gboolean prepare_ahead_idle(gpointer data) {
    SlidingPagesPager *self = data;
    self->ahead_idle = 0;
    pager_prepare_ahead(self);
    return G_SOURCE_REMOVE;
}

void pager_apply_layout(SlidingPagesPager *self, const SPLayout *layout) {
    set_page_clip(self, layout->clip.x, layout->clip.y, layout->clip.width, layout->clip.height);
    /* Ranks are the latest answer's: a page left out (a pooled page still
     * mapped) has none; the empty answer of a pager that went keeps them. */
    if (layout->clip.width >= 0)
        for (GList *l = self->children; l; l = l->next) ((PagerChild *)l->data)->cache_rank = 0;
    if (layout->n_placements == 0 || !layout->placements) {
        pager_accessible_sync(self);
        return;
    }
    /* Size-allocate handlers run host code, which may replace the Swift half's array, so it is
     * copied (on the stack: a frame places a handful of pages). */
    gsize n = layout->n_placements;
    SPPlacement small[16];
    SPPlacement *copy = n <= G_N_ELEMENTS(small) ? small : g_new(SPPlacement, n);
    memcpy(copy, layout->placements, n * sizeof *copy);
    g_object_ref(self);
    for (gsize i = 0; i < n && !self->disposed; i++) {
        SPPlacement *p = &copy[i];
        PagerChild *c = find_child(self, p->child);
        if (!c) continue;
        c->reading = (guint)i;
        place_child(self, c, p->x, p->y, p->width, p->height, &p->paint, p->cache_rank);
    }
    if (copy != small) g_free(copy);
    if (!self->disposed) pager_accessible_sync(self);
    pager_release_after_caller(self);
}

void pager_prepare_ahead_later(SlidingPagesPager *self) {
    if (!self->ahead_idle && !self->disposed) self->ahead_idle = g_idle_add(prepare_ahead_idle, self);
}

/* Only the position changed, so windows move: a size allocation would measure every page first.
 * HdyCarousel (libhandy 1) likewise moves its child windows without queueing an allocation. */
void frame_layout(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    SlidingPagesPager *self = data;
    /* GTK restyles widgets mapped between frames in this layout, redrawing a page ahead: its cache
     * is redrawn in the idle after, not in the frame that scrolls it in. */
    if (!self->ahead_idle && pager_has_stale_ahead(self)) pager_prepare_ahead_later(self);
    if (!self->place_pending) return;
    self->place_pending = FALSE;
    self->moving = TRUE;
    if (HOOK(self, place)) {
        g_object_ref(self);
        SPLayout layout = SP_NO_LAYOUT;
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
    queue_place(self);
}

static void queue_place(SlidingPagesPager *self) {
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

void sliding_pages_pager_show_page(SlidingPagesPager *self, GtkWidget *child, SPPageShown shown) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    show_page(self, child, shown);
}

void sliding_pages_pager_commit(SlidingPagesPager *self, const SPPageShow *shows, guint n_shows, gboolean place) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    if (n_shows > 0 && shows) {
        /* Mapping runs handlers that may replace the Swift half's array, so it is copied; one may
         * also show a page at once, which makes its entry here stale (show_serial). */
        struct { SPPageShow show; guint serial; } small[16], *entries;
        entries = n_shows <= G_N_ELEMENTS(small) ? small : g_malloc_n(n_shows, sizeof *entries);
        for (guint i = 0; i < n_shows; i++) {
            PagerChild *c = find_child(self, shows[i].child);
            entries[i].show = shows[i];
            entries[i].serial = c ? c->show_serial : 0;
        }
        g_object_ref(self);
        for (guint i = 0; i < n_shows && !self->disposed; i++) {
            PagerChild *c = find_child(self, entries[i].show.child);
            if (c && c->show_serial == entries[i].serial) show_page(self, entries[i].show.child, entries[i].show.shown);
        }
        if (entries != small) g_free(entries);
        gboolean gone = self->disposed;
        pager_release_after_caller(self);
        if (gone) return;
    }
    if (place) queue_place(self);
    else pager_accessible_sync(self);
}

static void show_page(SlidingPagesPager *self, GtkWidget *child, SPPageShown shown) {
    PagerChild *c = find_child(self, child);
    if (!c) return;
    c->show_serial++;
    if (shown == SP_PAGE_POOLED) {
        show_page(self, child, SP_PAGE_HIDDEN);
        /* A page's cache is a surface its size: the pool keeps none. */
        if (!self->disposed && (c = find_child(self, child))) drop_cache(self, c);
        return;
    }
    gboolean visible = shown != SP_PAGE_HIDDEN;
    /* Called for every page in view at each change of the view: most are
     * as asked already. */
    if (c->ahead == (shown == SP_PAGE_AHEAD) && !!gtk_widget_get_child_visible(child) == visible) return;
    gboolean was = child_listed(c), will = !c->page || shown == SP_PAGE_SHOWN;
    c->ahead = shown == SP_PAGE_AHEAD;
    /* A page turning ahead while still mapped (pooled by a drag's frame) leaves the pager's area
     * at once: where it was, its widgets' windows would take the pointer. */
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
    /* A reader is told once the page is as it will stay (indices come
     * from what it was told), so a sync its handlers run cannot undo it. */
    if (was != will && !self->disposed && find_child(self, child)) {
        if (will) pager_accessible_listed(self, FALSE);
        else pager_accessible_unlisted(self, child);
    }
    g_object_unref(child);
    pager_release_after_caller(self);
}

guint sliding_pages_pager_child_count(SlidingPagesPager *self) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), 0);
    return g_list_length(self->children);
}

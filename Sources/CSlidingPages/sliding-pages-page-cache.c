#include "sliding-pages-pager-instance.h"

/* What the pages drew: each page's cache, refreshed only where it changed (those ahead of view
 * between frames), and compositing them where they are placed. */

/* Drawing ---------------------------------------------------------------- */


/* gtk_container_propagate_draw adds where the page's window is (it lags the frame while off screen),
 * so that is taken off first; the page's own offset in it (halign, margins) stays. */
static void propagate_at_origin(SlidingPagesPager *self, PagerChild *c, cairo_t *own) {
    GdkWindow *top = gtk_widget_get_window(GTK_WIDGET(self));
    int dx = 0, dy = 0;
    for (GdkWindow *w = c->window; w && w != top; w = gdk_window_get_parent(w)) {
        int x, y;
        gdk_window_get_position(w, &x, &y);
        dx += x;
        dy += y;
    }
    cairo_translate(own, -dx, -dy);
    gtk_container_propagate_draw(GTK_CONTAINER(self), c->widget, own);
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
    /* Taken before drawing: what the page invalidates while drawing is stale for the next
     * refresh, and a draw handler may free c (the context holds the surface). */
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
    propagate_at_origin(self, c, cr);
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

static int by_rank(gconstpointer a, gconstpointer b) {
    int ra = (*(PagerChild *const *)a)->cache_rank, rb = (*(PagerChild *const *)b)->cache_rank;
    return (ra > rb) - (ra < rb);
}

/* Stale pages ahead, in the core's CacheAhead order (nearest first, within a pixel budget); those
 * past the budget or left out (a pooled page still mapped) lose their caches when `drop` is set. */
static GPtrArray *ahead_to_draw(SlidingPagesPager *self, gboolean drop) {
    GPtrArray *draw = g_ptr_array_new();
    for (GList *l = self->children; l; l = l->next) {
        PagerChild *c = l->data;
        if (!cacheable_ahead(c)) continue;
        if (c->cache_rank <= 0) {
            if (drop && c->cache) drop_cache(self, c);
        } else if (!c->cache || c->dirty) {
            g_ptr_array_add(draw, c);
        }
    }
    g_ptr_array_sort(draw, by_rank);
    return draw;
}

gboolean pager_has_stale_ahead(SlidingPagesPager *self) {
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
    return pager_prepare_ahead(self);
}

guint pager_prepare_ahead(SlidingPagesPager *self) {
    /* Draw handlers may change the children or destroy the pager, so pages are listed first and
     * looked up again; one that stays stale as it draws (an animation) waits for the next idle. */
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

/* gtk_widget_draw refuses a page whose allocation is yet to come, and propagate_draw draws only into
 * a context exposing the page's window: a context of its own on cr's target exposes none. A clip
 * that is no list of rectangles (a turned page) is kept by drawing through a group. */
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
    propagate_at_origin(self, c, own);
    cairo_destroy(own);
    if (!exact) {
        cairo_pop_group_to_source(cr);
        cairo_paint(cr);
    }
}

/* Draws the child itself, not its cache, through a group when translucent: a page at its
 * window's place, the overlay child at its allocation. */
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
        /* A preloaded page outside the clip shows nothing (pages only shrink while painted), so
         * its surface goes to the page that scrolls in next. */
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
        /* A page just come into view may be gone next frame (paging a page a frame), so it is
         * cached only from its second frame in view. */
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

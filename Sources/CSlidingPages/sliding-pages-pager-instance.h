/*
 * The pager's instance, shared by the files that make up the type:
 * sliding-pages-pager.c (the type, its properties and life),
 * -pager-size.c (size, window, painting), -pager-input.c, -pager-signals.c,
 * sliding-pages-page-windows.c (the pages: their windows, the cache of
 * what they drew, placing) and sliding-pages-pager-accessible.c.
 * Internal to the library.
 */
#ifndef SLIDING_PAGES_PAGER_INSTANCE_H
#define SLIDING_PAGES_PAGER_INSTANCE_H

#include "sliding-pages-pager-private.h"

/* The largest page window: X11 and cairo hold 32,767 px each way; half of
 * that leaves room for where it sits. A page that asks for more gets this
 * and is clipped. */
#define SP_MAX_EXTENT 16384

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
    /* How it is painted (a page effect or transformer, the zoom-out, a
     * page growing into place), as last placed. */
    SlidingPagesPaint paint;
    /* Mapped ahead of view: drawn into its cache between frames, never
     * painted, and not among the pager's accessible children. */
    gboolean ahead;
    /* Its cache's rank among the pages ahead, as last placed (SPPlacement). */
    int cache_rank;
    /* Counts the showings asked of it (see sliding_pages_pager_commit). */
    guint show_serial;
} PagerChild;

struct _SlidingPagesPager {
    GtkContainer parent_instance;
    GList *children; /* of PagerChild, in paint order */
    GHashTable *by_widget; /* the same PagerChild by its widget */
    /* The pages' request for both orientations, asked once a size walk. */
    int page_request[2][2];
    /* check_resize asked the resize hook: the request above holds for
     * the walk, and `resized` is the layout for a size allocation of
     * `resized_width` by `resized_height` (the Swift half's array). */
    gboolean resize_answered;
    SPLayout resized;
    int resized_width, resized_height;
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
    /* Hovering, seen before any page's widgets (which may stop motion). */
    GtkEventController *motion;
    gboolean press_bubbled;
    gboolean child_claimed;  /* a gesture inside the pager claimed the press */
    /* A release waiting for GTK to finish dispatching it (0: none), with
     * whether it could be a tap and its time. */
    guint release_idle;
    gboolean release_bubbled;
    guint32 release_time;
    gboolean dragging;
    gboolean no_mouse_drags; /* allow-mouse-drag off */
    gboolean mouse_moved;    /* ...and the mouse moved past the threshold */
    GdkRectangle clip;
    GtkWidget *overlay_child;
    /* The children a screen reader was told of, in its order (widgets,
     * unowned), once one asked for them; and whether a child was listed
     * since. */
    GPtrArray *told;
    gboolean told_stale;
    gboolean telling; /* a sync is under way: a nested one only marks it stale */
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
    /* The idle that draws the stale caches of pages mapped ahead after a
     * frame's layout restyled them (0 when none waits). */
    guint ahead_idle;
    /* The idle that realizes pages given windows and not realized yet (0
     * when none waits). */
    guint realize_idle;
    gboolean disposed;  /* destroyed (by a callback, say, mid-paint or mid-layout) */
    guint allocation_pass; /* counts size_allocate */
};

#define HOOK(self, name) ((self)->hooks.name != NULL)
/* A call of a hook: a crossing into Swift (see SP_CROSSED). */
#define HOOKS(self) (SP_CROSSED(), (self)->hooks)
/* Hooks that can reach the host's code (data source calls, signal handlers)
 * run with a reference held: a host may destroy the pager from inside them,
 * and the pager must outlive the call to notice and stop. */
#define CALL_HOOK(self, name, ...)                                                                                     \
    do {                                                                                                               \
        if (HOOK(self, name)) {                                                                                        \
            g_object_ref(self);                                                                                        \
            HOOKS(self).name(self->user_data, __VA_ARGS__);                                                            \
            pager_release_after_caller(self);                                                                          \
        }                                                                                                              \
    } while (0)

/* Shared between the type's files only: G_GNUC_INTERNAL keeps them out of
 * the shared library's exports, so a host's own symbols cannot replace them. */

/* GtkContainer's classes, which the vfuncs in the files beside the type's
 * own chain up to. */
#define PAGER_PARENT_WIDGET_CLASS GTK_WIDGET_CLASS(g_type_class_peek(GTK_TYPE_CONTAINER))
#define PAGER_PARENT_CONTAINER_CLASS GTK_CONTAINER_CLASS(g_type_class_peek(GTK_TYPE_CONTAINER))

/* sliding-pages-pager-size.c, -input.c, -signals.c: each installs its
 * part of the class (and the input its gestures). */
G_GNUC_INTERNAL void pager_size_class_init(GtkWidgetClass *widget_class, GtkContainerClass *container_class);
G_GNUC_INTERNAL void pager_input_class_init(GtkWidgetClass *widget_class, GtkContainerClass *container_class);
G_GNUC_INTERNAL void pager_input_init(SlidingPagesPager *self);
G_GNUC_INTERNAL void pager_end_press(SlidingPagesPager *self);
G_GNUC_INTERNAL void pager_install_signals(GObjectClass *klass);

/* sliding-pages-pager-size.c */
/* Drops a reference taken around host code. When the host destroyed the
 * pager, it is dropped from an idle instead: the GTK code that called into
 * the pager (a size allocation, the idle sizer of a resize container)
 * still reads the pager after the call returns. */
G_GNUC_INTERNAL void pager_release_after_caller(SlidingPagesPager *self);

/* sliding-pages-page-windows.c */
G_GNUC_INTERNAL PagerChild *find_child(SlidingPagesPager *self, GtkWidget *widget);
G_GNUC_INTERNAL void mark_dirty(PagerChild *c);
G_GNUC_INTERNAL void drop_cache(SlidingPagesPager *self, PagerChild *c);
G_GNUC_INTERNAL void page_window_create(SlidingPagesPager *self, PagerChild *c);
G_GNUC_INTERNAL void pager_realize_pages_later(SlidingPagesPager *self);
/* Draws the stale caches of the pages ahead of view from an idle. */
G_GNUC_INTERNAL void pager_prepare_ahead_later(SlidingPagesPager *self);
/* sliding-pages-page-cache.c: whether a page ahead of view has a stale
 * cache, and drawing those (returns how many it drew). */
G_GNUC_INTERNAL gboolean pager_has_stale_ahead(SlidingPagesPager *self);
G_GNUC_INTERNAL guint pager_prepare_ahead(SlidingPagesPager *self);
/* Applies a layout hook's answer: the clip, then each child's place. */
G_GNUC_INTERNAL void pager_apply_layout(SlidingPagesPager *self, const SPLayout *layout);
G_GNUC_INTERNAL void page_window_destroy(SlidingPagesPager *self, PagerChild *c);
G_GNUC_INTERNAL void child_free(PagerChild *c);
G_GNUC_INTERNAL void pager_add(GtkContainer *container, GtkWidget *child);
G_GNUC_INTERNAL void pager_remove(GtkContainer *container, GtkWidget *child);
G_GNUC_INTERNAL void pager_forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data);
G_GNUC_INTERNAL GType pager_child_type(GtkContainer *container);
G_GNUC_INTERNAL void draw_child(SlidingPagesPager *self, PagerChild *c, cairo_t *cr);
G_GNUC_INTERNAL void frame_layout(GdkFrameClock *clock, gpointer data);
G_GNUC_INTERNAL gboolean child_listed(PagerChild *c);

/* sliding-pages-pager-size.c: a page's least size in a frame of that size
 * (its height for that width when its height follows its width). */
G_GNUC_INTERNAL GtkRequisition sliding_pages_page_minimum(GtkWidget *child, int width, int height);

/* sliding-pages-pager-accessible.c */
G_GNUC_INTERNAL GType sliding_pages_pager_accessible_get_type(void);
/* A child joined the accessible children: told now, or (a page) once
 * placed, by pager_accessible_sync. */
G_GNUC_INTERNAL void pager_accessible_listed(SlidingPagesPager *self, gboolean now);
/* A child left them: told at once. */
G_GNUC_INTERNAL void pager_accessible_unlisted(SlidingPagesPager *self, GtkWidget *child);
/* Tells a screen reader what changed in the children since it was last
 * told, in reading order; called after each placement. */
G_GNUC_INTERNAL void pager_accessible_sync(SlidingPagesPager *self);

#endif

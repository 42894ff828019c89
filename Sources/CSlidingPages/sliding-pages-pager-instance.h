/* The pager's instance, shared by the files that make up the type (-pager.c, -pager-size.c,
 * -pager-input.c, -pager-signals.c, -page-windows.c, -pager-accessible.c). Internal. */
#ifndef SLIDING_PAGES_PAGER_INSTANCE_H
#define SLIDING_PAGES_PAGER_INSTANCE_H

#include "sliding-pages-pager-private.h"

/* X11 and cairo hold 32,767 px each way; half leaves room for where the window sits.
 * A page that asks for more is clipped. */
#define SP_MAX_EXTENT 16384

/* A GtkContainer with its own GdkWindow, so pages partly off screen are clipped to it,
 * and gestures, scroll, keys and crossing events forwarded to the hooks. */

/* Scrolling moves each page's own GdkWindow and composites its cached drawing, as HdyCarousel
 * (libhandy 1) does, so no page is allocated or drawn again. The overlay child (a custom
 * scrubber nub) has neither: it is drawn above the chrome, in the pager's own window. */
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
    /* Child-visible when last allocated: GTK skips hidden ones, so one coming into view is allocated in full. */
    gboolean allocated_shown;
    /* The pass that last allocated it: one that missed a pass (pooled) is allocated in full, not just moved. */
    guint allocation_pass;
    /* How it is painted (effect, transformer, zoom-out, growing into place), as last placed. */
    SlidingPagesPaint paint;
    /* Mapped ahead of view: cached between frames, never painted, not an accessible child. */
    gboolean ahead;
    /* Its cache's rank among the pages ahead, as last placed (SPPlacement). */
    int cache_rank;
    /* Its index in the last layout answer, which places pages in slot order: the reading order. */
    guint reading;
    /* Counts the showings asked of it (see sliding_pages_pager_commit). */
    guint show_serial;
} PagerChild;

struct _SlidingPagesPager {
    GtkContainer parent_instance;
    GList *children; /* of PagerChild, in paint order */
    GHashTable *by_widget; /* the same PagerChild by its widget */
    /* The pages' request for both orientations, asked once a size walk. */
    int page_request[2][2];
    /* check_resize asked the resize hook: `resized` is the layout for resized_width by resized_height. */
    gboolean resize_answered;
    SPLayout resized;
    int resized_width, resized_height;
    /* A cache surface kept from a page that scrolled out for the next to scroll in (paging turns one over). */
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
    /* A release waiting for GTK to finish dispatching it (0: none), whether it may be a tap, and its time. */
    guint release_idle;
    gboolean release_bubbled;
    guint32 release_time;
    gboolean dragging;
    gboolean no_mouse_drags; /* allow-mouse-drag off */
    gboolean mouse_moved;    /* ...and the mouse moved past the threshold */
    GdkRectangle clip;
    GtkWidget *overlay_child;
    /* The children a screen reader was told of, in order (unowned), and whether one was listed since. */
    GPtrArray *told;
    gboolean told_stale;
    gboolean telling; /* a sync is under way: a nested one only marks it stale */
    /* The request last computed per orientation (min, natural). */
    int request[2][2];
    /* check_resize measures both orientations back to back, so the pages are asked once for both. */
    gboolean one_walk;
    gboolean walked;
    /* Scrolling only moves pages, so they are placed in the frame clock's layout phase, not allocated. */
    GdkFrameClock *clock;
    gulong layout_handler;
    gboolean place_pending;
    gboolean moving;
    gboolean allocated; /* size_allocate ran at least once */
    /* Redraws the caches of pages ahead that a frame's layout restyled (0: none waits). */
    guint ahead_idle;
    /* Realizes pages given windows but not yet realized (0: none waits). */
    guint realize_idle;
    gboolean disposed;  /* destroyed (by a callback, say, mid-paint or mid-layout) */
    guint allocation_pass; /* counts size_allocate */
};

#define HOOK(self, name) ((self)->hooks.name != NULL)
/* A call of a hook: a crossing into Swift (see SP_CROSSED). */
#define HOOKS(self) (SP_CROSSED(), (self)->hooks)
/* Hooks that reach host code run with a reference held: the host may destroy the pager
 * inside them, and the pager must outlive the call to notice and stop. */
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
/* Drops a reference taken around host code, from an idle if the host destroyed the pager:
 * the GTK code that called in (a size allocation, a resize idle) still reads it after. */
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

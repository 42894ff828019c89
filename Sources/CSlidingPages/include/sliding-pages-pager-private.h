/*
 * The pager type's internals: the hook table the Swift side implements,
 * property and signal ids, and the calls Swift makes to place, paint and
 * announce. Not installed: hosts see only sliding-pages-pager.h.
 *
 * The type decides nothing: sizes, input and drawing go to the hooks (with
 * user data and a destroy notify, called on dispose).
 */
#ifndef SLIDING_PAGES_PAGER_PRIVATE_H
#define SLIDING_PAGES_PAGER_PRIVATE_H

#include "sliding-pages-pager.h"

G_BEGIN_DECLS

/* Counts the calls between the widget's C half and its Swift half, either
 * way: each hook called, each of the calls below made. `make bench` prints
 * them per frame; one crossing per phase is the aim. */
extern guint64 sliding_pages_crossings;
#define SP_CROSSED() ((void)sliding_pages_crossings++)
/* The count so far, and a crossing counted from the Swift side (a C
 * widget calling one of its Swift functions). */
static inline guint64 sliding_pages_crossing_count(void) { return sliding_pages_crossings; }
static inline void sliding_pages_count_crossing(void) { SP_CROSSED(); }

/* The words a page is read with (the core's ReadoutWords), translated by
 * gettext (sliding-pages-words.c): "Page %1$d of %2$d", "Page %1$d", "No
 * pages" and "%1$s: %2$s". */
void sliding_pages_readout_words(const char **page_of_count, const char **page, const char **no_pages, const char **titled);

/* Where a scroll event came from. */
typedef enum {
    SP_SCROLL_WHEEL = 0,    /* a mouse wheel notch (discrete or smooth) */
    SP_SCROLL_TOUCHPAD = 1, /* smooth deltas from a touchpad or trackpoint */
} SPScrollSource;

/* How a page is painted where it is placed, in the pager's pixels: moved
 * by (dx, dy), turned by rotation (radians) and scaled by (scale_x,
 * scale_y) about its centre, at an opacity, with its content shifted by
 * (shift_x, shift_y) inside its moved frame; pages are painted from the
 * lowest elevation up. The core's PagePaint. */
typedef struct {
    double scale_x, scale_y, alpha, dx, dy, rotation, shift_x, shift_y, elevation;
} SlidingPagesPaint;

/* One child's place, in the pager's pixels, and how it is painted there. A
 * page sits at (0, 0) in a window of its own, which is what moves: its
 * allocation is relative to that window. Scales are kept within (0, 1],
 * the opacity within [0, 1] (0 is not drawn); a value that is not finite
 * paints as if unset. A page is measured before it is allocated, as GTK
 * requires, unless it only moved. `cache_rank`, for a page mapped ahead
 * of view, is the order its cache is drawn in between frames (1 first);
 * -1 drops its cache, 0 gives it none (the core's CacheAhead). */
typedef struct {
    GtkWidget *child;
    int x, y, width, height;
    SlidingPagesPaint paint;
    int cache_rank;
} SPPlacement;

/* Pages larger than this many pixels (4096 × 4096) are drawn each frame
 * rather than cached (a cache is four bytes a pixel). */
#define SP_MAX_CACHE_PIXELS 16777216

/* A layout hook's answer: the rectangle children are clipped to (the page
 * area below the strip; a width or height below 0 turns the clip off) and
 * every child's place. The array is the Swift half's, valid until it
 * answers again; the C half copies it before applying. A child that is
 * gone by then (a handler run by an earlier placement removed it) is
 * skipped. */
typedef struct {
    GdkRectangle clip;
    const SPPlacement *placements;
    guint n_placements;
} SPLayout;
/* An answer that places nothing and turns the clip off. */
#define SP_NO_LAYOUT ((SPLayout){{0, 0, -1, -1}, NULL, 0})

/*
 * The hooks. Every pointer may be NULL. `self` is the user data given with
 * the table. Coordinates are in the pager's own pixels.
 */
typedef struct {
    /* Layout. */
    /* Both orientations at once: request[0] the width's minimum and
     * natural, request[1] the height's. */
    void (*measure)(gpointer self, int request[2][2]);
    /* The answer goes in `layout`: where each child goes, applied in one
     * pass once the hook returns. */
    void (*allocate)(gpointer self, int width, int height, SPLayout *layout);
    /* Only the position changed since the last allocate: the children
     * are placed again (see sliding_pages_pager_queue_place). */
    void (*place)(gpointer self, SPLayout *layout);
    /* A page asked for a new size (the pager is a resize container): the
     * pager's request for both orientations, as measure gives it, and the
     * layout in its present size, as allocate gives it, in one call. */
    void (*resize)(gpointer self, int width, int height, int request[2][2], SPLayout *layout);
    /* Painting over the children (chrome). */
    void (*draw_overlay)(gpointer self, cairo_t *cr, int width, int height);
    /* A child added with gtk_container_add (a static page). */
    void (*child_added)(gpointer self, GtkWidget *child);
    /* A child removed by anyone; its title etc. go with it. */
    void (*child_removed)(gpointer self, GtkWidget *child);
    /* Pointer or touch: press, motion (absolute), release, cancel. Return TRUE
     * from drag_update once the pager drags: the sequence is then claimed and
     * children under the pointer lose the press. `bubbled` on release says
     * whether the press reached the pager unconsumed by a child control.
     * `target` is the widget the press landed on, `touch` whether it is a
     * touch: the content there may keep drags along the axis. */
    void (*drag_begin)(gpointer self, double x, double y, guint32 time, GtkWidget *target, gboolean touch);
    gboolean (*drag_update)(gpointer self, double x, double y, guint32 time);
    void (*drag_end)(gpointer self, gboolean bubbled, guint32 time);
    void (*drag_cancel)(gpointer self, guint32 time);
    /* Scrolling: TRUE if the pager took it. `time` is the event's (ms). */
    gboolean (*scroll)(gpointer self, SPScrollSource source, double dx, double dy, gboolean is_stop, guint32 time);
    /* Keyboard focus. `focus` is the widget's focus vfunc (Tab, Shift+Tab,
     * arrows from GtkWindow): TRUE if focus landed in or stays in the
     * pager. `focus_child_set` says focus entered `child` (a direct child;
     * NULL when it left the children), so a page out of view is brought
     * into view. */
    gboolean (*focus)(gpointer self, GtkDirectionType direction);
    void (*focus_child_set)(gpointer self, GtkWidget *child);
    /* Keys (GDK keyvals): TRUE if the pager took it. */
    gboolean (*key_press)(gpointer self, guint keyval, GdkModifierType state, guint32 time);
    /* The pointer entered or left the pager (not into one of its children). */
    void (*hover)(gpointer self, gboolean inside);
    /* The pointer moved, no button held, to (x, y) in the pager. */
    void (*pointer_moved)(gpointer self, double x, double y);
    /* Mapped or unmapped, text direction changed, style changed. */
    void (*mapped)(gpointer self, gboolean mapped);
    void (*direction_changed)(gpointer self, GtkTextDirection direction);
    void (*style_changed)(gpointer self);
    /* GObject properties (ids from 1, in the option table's order): read
     * into / apply from a GValue of the property's type. */
    void (*get_property)(gpointer self, guint prop_id, GValue *value);
    void (*set_property)(gpointer self, guint prop_id, const GValue *value);
    /* The "title" child property of a static page. */
    char *(*get_child_title)(gpointer self, GtkWidget *child);
    void (*set_child_title)(gpointer self, GtkWidget *child, const char *title);
    /* An accessibility action: 0 next page, 1 previous, 2 first, 3 last. */
    gboolean (*accessible_action)(gpointer self, int action);
    /* The accessible was made (an assistive technology asked for it): its
     * description now, newly allocated (g_free). */
    char *(*accessible_description)(gpointer self);
} SPPagerHooks;

/* The pager's accessible: role scroll pane, name "Pages" unless the app
 * names it, and the current page as its description ("Page k of n" with the
 * title), announced when it changes. */
void sliding_pages_pager_set_accessible_page(SlidingPagesPager *self, const char *description);

/* Installs every property on the class (implemented in Swift, from the
 * option table); the ids follow the table's order from 1. */
void sliding_pages_pager_install_properties(GObjectClass *klass);


/* Gives a pager made without the Swift constructor (GtkBuilder,
 * g_object_new, C, a language binding) its Swift side and hooks; called
 * from instance init (implemented in Swift, which leaves a pager its own
 * constructor is making alone). */
void sliding_pages_pager_adopt(SlidingPagesPager *self);

/* The hooks' user data (the Swift pager), or NULL. */
gpointer sliding_pages_pager_get_hook_data(SlidingPagesPager *self);


/* Installs the hooks; `destroy` releases `user_data` on dispose (or when
 * replaced). The table is copied. */
void sliding_pages_pager_set_hooks(SlidingPagesPager *self, const SPPagerHooks *hooks, gpointer user_data,
                                   GDestroyNotify destroy);

/* Parents a page without the child_added hook (recycled pages). */
void sliding_pages_pager_put(SlidingPagesPager *self, GtkWidget *child);
/* Parents the child painted after the chrome, above the pages (a custom
 * scrubber nub); take() removes it. */
void sliding_pages_pager_put_overlay(SlidingPagesPager *self, GtkWidget *child);
/* Unparents a page without the child_removed hook. */
void sliding_pages_pager_take(SlidingPagesPager *self, GtkWidget *child);


/* How a child was last placed to be painted; FALSE for a widget that is
 * not a child. */
gboolean sliding_pages_pager_get_child_paint(SlidingPagesPager *self, GtkWidget *child, SlidingPagesPaint *paint);

/* The pages moved (the position changed, nothing else): they are placed
 * again in the frame clock's layout phase through the place hook, which
 * then only moves the windows of pages whose size holds. Before realizing, this queues an allocation. */
void sliding_pages_pager_queue_place(SlidingPagesPager *self);
void sliding_pages_pager_show_orientation(SlidingPagesPager *self, GtkOrientation orientation);

/* A style context for a CSS node drawn by the pager, named `name` (with
 * style class `klass`, may be NULL) under `parent` (the widget's own context
 * or another node's). Lets themes style "slidingpages strip title:selected"
 * and the like. Free with g_object_unref. */
GtkStyleContext *sliding_pages_style_node(GtkWidget *widget, GtkStyleContext *parent, const char *name,
                                          const char *klass);

/* The font of a style context in `state` (gtk_style_context_get is
 * variadic); free with pango_font_description_free. */
PangoFontDescription *sliding_pages_style_font(GtkStyleContext *context, GtkStateFlags state);

/* Mouse drags move the pages, or only touch does (allow-mouse-drag); a
 * mouse click selects either way. */
void sliding_pages_pager_set_mouse_drags(SlidingPagesPager *self, gboolean allowed);

/* The number of children parented right now. */
guint sliding_pages_pager_child_count(SlidingPagesPager *self);
/* How a page child is shown: unmapped (pooled, or loaded and waiting);
 * mapped ahead of view, kept drawn in its cache but neither painted nor
 * among the accessible children, so the frame that scrolls it in only
 * composites it; or in view. Pooled: unmapped, and its drawing cache goes
 * (to the one spare surface), as a pooled page is drawn afresh for its
 * next item. */
typedef enum {
    SP_PAGE_HIDDEN,
    SP_PAGE_AHEAD,
    SP_PAGE_SHOWN,
    SP_PAGE_POOLED,
} SPPageShown;
/* Shows a page child as `shown` (child-visible unless hidden or pooled).
 * Only pages in view are accessible children; a screen reader hears of one
 * joining or leaving them (children-changed). */
void sliding_pages_pager_show_page(SlidingPagesPager *self, GtkWidget *child, SPPageShown shown);

/* One page's new showing, in a commit. */
typedef struct {
    GtkWidget *child;
    SPPageShown shown;
} SPPageShow;
/* The end of a step of the Swift half, in one call: the pages' new
 * showings in order (a child gone by its turn is skipped), then, with
 * `place`, the pages are placed again in the next layout phase (as
 * sliding_pages_pager_queue_place). */
void sliding_pages_pager_commit(SlidingPagesPager *self, const SPPageShow *shows, guint n_shows, gboolean place);
/* Draws the stale part of the caches of the pages mapped ahead now
 * (between frames). Returns how many it drew. */
guint sliding_pages_pager_prepare_ahead(SlidingPagesPager *self);
/* Whether a page's cache holds all it draws (nothing to draw again). */
gboolean sliding_pages_pager_child_is_cached(SlidingPagesPager *self, GtkWidget *child);

/* The ids of the pager's signals, by SP_SIGNAL_… (the class must exist):
 * the Swift half emits the ones that carry events itself. */
const guint *sliding_pages_pager_signal_ids(void);
/* should-select-item's answer (TRUE with no handler). */
gboolean sliding_pages_pager_emit_should_select(SlidingPagesPager *self, int index);

/* The page factory's signals (setup-page, bind-page, unbind-page,
 * teardown-page, page-title, page-kind). */
gboolean sliding_pages_pager_has_handler(SlidingPagesPager *self, guint signal_index);
/* A new page from setup-page (detailed by `kind`, when not NULL) with a
 * reference the caller owns (never floating), or NULL. */
GtkWidget *sliding_pages_pager_emit_setup_page(SlidingPagesPager *self, const char *kind);
/* page-kind's answer, newly allocated, or NULL (also with no handler). */
char *sliding_pages_pager_emit_page_kind(SlidingPagesPager *self, int index);
/* bind-page (with the index), unbind-page or teardown-page. */
void sliding_pages_pager_emit_page(SlidingPagesPager *self, guint signal_index, GtkWidget *page, int index);
/* page-title's answer, newly allocated, or NULL. */
char *sliding_pages_pager_emit_page_title(SlidingPagesPager *self, int index);

enum {
    SP_SIGNAL_DID_SCROLL,
    SP_SIGNAL_CURRENT_ITEM_CHANGED,
    SP_SIGNAL_SETTLED,
    SP_SIGNAL_WILL_BEGIN_DRAGGING,
    SP_SIGNAL_DID_END_DRAGGING,
    SP_SIGNAL_WILL_BEGIN_DECELERATING,
    SP_SIGNAL_DID_END_DECELERATING,
    SP_SIGNAL_DID_END_SCROLLING_ANIMATION,
    SP_SIGNAL_ITEM_SELECTED,
    SP_SIGNAL_SHOULD_SELECT_ITEM,
    SP_SIGNAL_SETUP_PAGE,
    SP_SIGNAL_BIND_PAGE,
    SP_SIGNAL_UNBIND_PAGE,
    SP_SIGNAL_TEARDOWN_PAGE,
    SP_SIGNAL_PAGE_TITLE,
    SP_SIGNAL_PAGE_SELECTED,
    SP_SIGNAL_PAGE_SHOWN,
    SP_SIGNAL_PAGE_HIDDEN,
    SP_SIGNAL_PAGE_KIND,
    /* In ScrubberTransition's order: select, deselect, highlight, unhighlight. */
    SP_SIGNAL_SCRUBBER_SELECT,
    SP_SIGNAL_SCRUBBER_DESELECT,
    SP_SIGNAL_SCRUBBER_HIGHLIGHT,
    SP_SIGNAL_SCRUBBER_UNHIGHLIGHT,
    SP_N_SIGNALS
};

G_END_DECLS

#endif

/* The pager type's internals for the Swift side: hooks, ids and the calls to place, paint and
 * announce. Not installed. The type decides nothing: sizes, input and drawing go to the hooks. */
#ifndef SLIDING_PAGES_PAGER_PRIVATE_H
#define SLIDING_PAGES_PAGER_PRIVATE_H

#include "sliding-pages-pager.h"

G_BEGIN_DECLS

/* Counts calls between the C half and the Swift half, either way; `make bench` prints them
 * per frame, and one crossing per phase is the aim. */
extern guint64 sliding_pages_crossings;
#define SP_CROSSED() ((void)sliding_pages_crossings++)
/* The count so far, and a crossing counted from the Swift side (a C
 * widget calling one of its Swift functions). */
static inline guint64 sliding_pages_crossing_count(void) { return sliding_pages_crossings; }
static inline void sliding_pages_count_crossing(void) { SP_CROSSED(); }

/* The words a page is read with (the core's ReadoutWords), translated by gettext:
 * "Page %1$d of %2$d", "Page %1$d", "No pages" and "%1$s: %2$s". */
void sliding_pages_readout_words(const char **page_of_count, const char **page, const char **no_pages, const char **titled);

/* Where a scroll event came from. */
typedef enum {
    SP_SCROLL_WHEEL = 0,    /* a mouse wheel notch (discrete or smooth) */
    SP_SCROLL_TOUCHPAD = 1, /* smooth deltas from a touchpad or trackpoint */
} SPScrollSource;

/* The core's PagePaint, in the pager's pixels: rotation (radians) and scale are about the page's
 * centre, shift moves content inside the moved frame; the lowest elevation is painted first. */
typedef struct {
    double scale_x, scale_y, alpha, dx, dy, rotation, shift_x, shift_y, elevation;
} SlidingPagesPaint;

/* One child's place; a page's allocation is relative to its own window, which is what moves.
 * cache_rank (the core's CacheAhead), for a page ahead of view, orders its cache's drawing
 * between frames (1 first); -1 drops the cache, 0 gives it none. */
typedef struct {
    GtkWidget *child;
    int x, y, width, height;
    SlidingPagesPaint paint;
    int cache_rank;
} SPPlacement;

/* Pages larger than this many pixels (4096 × 4096) are drawn each frame
 * rather than cached (a cache is four bytes a pixel). */
#define SP_MAX_CACHE_PIXELS 16777216

/* A layout hook's answer: the clip (a negative size turns it off) and each child's place. The array is
 * the Swift half's, so it is copied before applying; a child an earlier placement removed is skipped. */
typedef struct {
    GdkRectangle clip;
    const SPPlacement *placements;
    guint n_placements;
} SPLayout;
/* An answer that places nothing and turns the clip off. */
#define SP_NO_LAYOUT ((SPLayout){{0, 0, -1, -1}, NULL, 0})

/* The hooks. Every pointer may be NULL; `self` is the table's user data; coordinates are the pager's. */
typedef struct {
    /* Layout. */
    /* Both orientations at once: request[0] the width's minimum and natural, request[1] the height's. */
    void (*measure)(gpointer self, int request[2][2]);
    /* Where each child goes, applied in one pass once the hook returns. */
    void (*allocate)(gpointer self, int width, int height, SPLayout *layout);
    /* Only the position changed since the last allocate (see sliding_pages_pager_queue_place). */
    void (*place)(gpointer self, SPLayout *layout);
    /* A page asked for a new size (the pager is a resize container): measure and allocate in one call. */
    void (*resize)(gpointer self, int width, int height, int request[2][2], SPLayout *layout);
    /* Painting over the children (chrome). */
    void (*draw_overlay)(gpointer self, cairo_t *cr, int width, int height);
    /* A child added with gtk_container_add (a static page). */
    void (*child_added)(gpointer self, GtkWidget *child);
    /* A child removed by anyone; its title etc. go with it. */
    void (*child_removed)(gpointer self, GtkWidget *child);
    /* drag_update's TRUE claims the press from children; `bubbled`: no child control took it. */
    void (*drag_begin)(gpointer self, double x, double y, guint32 time, GtkWidget *target, gboolean touch);
    gboolean (*drag_update)(gpointer self, double x, double y, guint32 time);
    void (*drag_end)(gpointer self, gboolean bubbled, guint32 time);
    void (*drag_cancel)(gpointer self, guint32 time);
    /* Scrolling: TRUE if the pager took it. `time` is the event's (ms). */
    gboolean (*scroll)(gpointer self, SPScrollSource source, double dx, double dy, gboolean is_stop, guint32 time);
    /* The focus vfunc (TRUE if focus is in the pager); focus_child_set brings a focused page into view. */
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
    /* GObject properties, ids from 1 in the option table's order. */
    void (*get_property)(gpointer self, guint prop_id, GValue *value);
    void (*set_property)(gpointer self, guint prop_id, const GValue *value);
    /* The "title" child property of a static page. */
    char *(*get_child_title)(gpointer self, GtkWidget *child);
    void (*set_child_title)(gpointer self, GtkWidget *child, const char *title);
    /* An accessibility action: 0 next page, 1 previous, 2 first, 3 last. */
    gboolean (*accessible_action)(gpointer self, int action);
    /* The accessible was made: its description now, newly allocated (g_free). */
    char *(*accessible_description)(gpointer self);
} SPPagerHooks;

/* The accessible's description is the current page ("Page k of n" with the title), announced
 * when it changes. */
void sliding_pages_pager_set_accessible_page(SlidingPagesPager *self, const char *description);

/* Installs every property on the class (implemented in Swift, from the
 * option table); the ids follow the table's order from 1. */
void sliding_pages_pager_install_properties(GObjectClass *klass);


/* Gives a pager made without the Swift constructor (GtkBuilder, g_object_new, a binding) its
 * Swift side; called from instance init, it leaves one the Swift constructor is making alone. */
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

/* Only the position changed: the place hook runs in the frame clock's layout phase and only moves
 * the windows of pages whose size holds. Before realizing, this queues an allocation. */
void sliding_pages_pager_queue_place(SlidingPagesPager *self);
void sliding_pages_pager_show_orientation(SlidingPagesPager *self, GtkOrientation orientation);

/* A style context for a CSS node the pager draws, so themes can style "slidingpages strip
 * title:selected" and the like; `klass` may be NULL. Free with g_object_unref. */
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
/* A page ahead stays drawn in its cache, unpainted and not accessible, so the frame scrolling it in
 * only composites it; a pooled page's cache goes to the spare, as it is drawn afresh for its next item. */
typedef enum {
    SP_PAGE_HIDDEN,
    SP_PAGE_AHEAD,
    SP_PAGE_SHOWN,
    SP_PAGE_POOLED,
} SPPageShown;
/* Only pages in view are accessible children; a screen reader hears of one joining or leaving. */
void sliding_pages_pager_show_page(SlidingPagesPager *self, GtkWidget *child, SPPageShown shown);

/* One page's new showing, in a commit. */
typedef struct {
    GtkWidget *child;
    SPPageShown shown;
} SPPageShow;
/* The end of a Swift step in one crossing: the pages' new showings in order (a child gone by its
 * turn is skipped), then with `place`, as sliding_pages_pager_queue_place. */
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

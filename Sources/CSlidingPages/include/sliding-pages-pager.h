/*
 * SlidingPagesPager: the GtkContainer that hosts the pages.
 *
 * The type is registered in C, so that GtkBuilder, g_object_set and C hosts
 * see a real GType; every option is a GObject property and every event a
 * signal. What the type calls to decide things is internal
 * (sliding-pages-pager-private.h, not installed).
 */
#ifndef SLIDING_PAGES_PAGER_H
#define SLIDING_PAGES_PAGER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * SlidingPagesPager:
 *
 * Pages of any widget, scrolled horizontally or vertically, with a titled
 * header strip, page dots, a scrubber for long content, kinetic swipes,
 * wrap, autoscroll and animated inserts. Only the pages in view (and a few
 * preloaded beside them) exist as widgets: a million items cost what ten do.
 * It is a #GtkOrientable: #GtkOrientable:orientation turns it vertical.
 */
#define SLIDING_PAGES_TYPE_PAGER (sliding_pages_pager_get_type())
G_DECLARE_FINAL_TYPE(SlidingPagesPager, sliding_pages_pager, SLIDING_PAGES, PAGER, GtkContainer)

/**
 * sliding_pages_pager_new:
 *
 * Makes a pager with no pages: give it a source
 * (sliding_pages_pager_set_source(), or #SlidingPagesPager:n-items and the
 * page signals), or add static pages with gtk_container_add().
 *
 * Returns: a new pager
 */
GtkWidget *sliding_pages_pager_new(void);

/* The range of the deceleration-rate property: velocity kept per
 * millisecond while coasting (MotionConfiguration.decelerationRateRange). */
#define SLIDING_PAGES_DECELERATION_RATE_MIN 0.5
#define SLIDING_PAGES_DECELERATION_RATE_MAX 0.99999

/**
 * SlidingPagesAlignment:
 * @SLIDING_PAGES_ALIGNMENT_EDGE: a page starts at the pager's leading edge
 * @SLIDING_PAGES_ALIGNMENT_CENTER: a page is centred in the pager
 *
 * Where a page sits when it is smaller than the pager.
 */
typedef enum {
    SLIDING_PAGES_ALIGNMENT_EDGE,
    SLIDING_PAGES_ALIGNMENT_CENTER,
} SlidingPagesAlignment;

GType sliding_pages_alignment_get_type(void);
#define SLIDING_PAGES_TYPE_ALIGNMENT (sliding_pages_alignment_get_type())

/**
 * SlidingPagesScrollState:
 * @SLIDING_PAGES_SCROLL_STATE_IDLE: the pages rest
 * @SLIDING_PAGES_SCROLL_STATE_DRAGGING: the pages follow a drag
 * @SLIDING_PAGES_SCROLL_STATE_SETTLING: the pages move on their own to
 *   where they will rest: a fling, a snap, a move, a key, a wheel notch
 *
 * What the pages are doing (#SlidingPagesPager:scroll-state).
 */
typedef enum {
    SLIDING_PAGES_SCROLL_STATE_IDLE,
    SLIDING_PAGES_SCROLL_STATE_DRAGGING,
    SLIDING_PAGES_SCROLL_STATE_SETTLING,
} SlidingPagesScrollState;

GType sliding_pages_scroll_state_get_type(void);
#define SLIDING_PAGES_TYPE_SCROLL_STATE (sliding_pages_scroll_state_get_type())

/**
 * SlidingPagesPageEffect:
 * @SLIDING_PAGES_PAGE_EFFECT_NONE: pages are drawn as they lie
 * @SLIDING_PAGES_PAGE_EFFECT_ZOOM_OUT: every page shrinks slightly while
 *   the pages move away from where they would rest (the default)
 * @SLIDING_PAGES_PAGE_EFFECT_DEPTH: the next page waits behind the current
 *   one and grows into place as it leaves
 * @SLIDING_PAGES_PAGE_EFFECT_FADE: pages stay put and cross-fade
 * @SLIDING_PAGES_PAGE_EFFECT_PARALLAX: a page's content moves at half the
 *   speed of its frame
 *
 * How pages are drawn as they move (#SlidingPagesPager:page-effect). Only
 * the picture changes: input and focus stay with each page where it lies.
 */
typedef enum {
    SLIDING_PAGES_PAGE_EFFECT_NONE,
    SLIDING_PAGES_PAGE_EFFECT_ZOOM_OUT,
    SLIDING_PAGES_PAGE_EFFECT_DEPTH,
    SLIDING_PAGES_PAGE_EFFECT_FADE,
    SLIDING_PAGES_PAGE_EFFECT_PARALLAX,
} SlidingPagesPageEffect;

GType sliding_pages_page_effect_get_type(void);
#define SLIDING_PAGES_TYPE_PAGE_EFFECT (sliding_pages_page_effect_get_type())

/**
 * SlidingPagesIndicatorStyle:
 * @SLIDING_PAGES_INDICATOR_STYLE_DOTS: a dot per page, the current one
 *   larger and darker (the default)
 * @SLIDING_PAGES_INDICATOR_STYLE_LINES: a short line per page, with a
 *   bar that slides along them with the position, as
 *   HdyCarouselIndicatorLines draws
 *
 * How page dots show the pages (#SlidingPagesPager:indicator-style,
 * #SlidingPagesDots:indicator-style).
 */
typedef enum {
    SLIDING_PAGES_INDICATOR_STYLE_DOTS,
    SLIDING_PAGES_INDICATOR_STYLE_LINES,
} SlidingPagesIndicatorStyle;

GType sliding_pages_indicator_style_get_type(void);
#define SLIDING_PAGES_TYPE_INDICATOR_STYLE (sliding_pages_indicator_style_get_type())

/**
 * SlidingPagesNeighbour:
 * @SLIDING_PAGES_NEIGHBOUR_FIRST: the page to start from
 * @SLIDING_PAGES_NEIGHBOUR_BEFORE: the page before a page
 * @SLIDING_PAGES_NEIGHBOUR_AFTER: the page after a page
 *
 * Which page a #SlidingPagesNeighbourFunc is asked for.
 */
typedef enum {
    SLIDING_PAGES_NEIGHBOUR_FIRST,
    SLIDING_PAGES_NEIGHBOUR_BEFORE,
    SLIDING_PAGES_NEIGHBOUR_AFTER,
} SlidingPagesNeighbour;

GType sliding_pages_neighbour_get_type(void);
#define SLIDING_PAGES_TYPE_NEIGHBOUR (sliding_pages_neighbour_get_type())

/**
 * SlidingPagesChangeKind:
 * @SLIDING_PAGES_CHANGE_INSERT: @count items were inserted at @index
 * @SLIDING_PAGES_CHANGE_DELETE: @count items were deleted at @index
 * @SLIDING_PAGES_CHANGE_MOVE: the item at @index was taken out and put
 *   back at @to
 * @SLIDING_PAGES_CHANGE_RELOAD: the item at @index shows something else
 *
 * What one #SlidingPagesItemChange did to the source's items.
 */
typedef enum {
    SLIDING_PAGES_CHANGE_INSERT,
    SLIDING_PAGES_CHANGE_DELETE,
    SLIDING_PAGES_CHANGE_MOVE,
    SLIDING_PAGES_CHANGE_RELOAD,
} SlidingPagesChangeKind;

GType sliding_pages_change_kind_get_type(void);
#define SLIDING_PAGES_TYPE_CHANGE_KIND (sliding_pages_change_kind_get_type())

/**
 * SlidingPagesItemChange:
 * @kind: what changed
 * @index: the first item inserted, deleted or reloaded; the item moved
 * @count: how many items were inserted or deleted (else unused)
 * @to: where a moved item is now (else unused)
 *
 * One change of a batch (sliding_pages_pager_apply_changes()). Indexes
 * count the items as they stand after the changes before this one.
 */
typedef struct {
    SlidingPagesChangeKind kind;
    int index;
    int count;
    int to;
} SlidingPagesItemChange;

/**
 * sliding_pages_set_keeps_drags:
 * @widget: a widget inside a pager's page
 * @keeps: whether drags begun on @widget stay with it
 *
 * Marks @widget (and what it holds) as keeping drags along a pager's
 * axis: a drag begun on it never turns the page. Sliders along the axis,
 * text entries under a mouse, nested pagers and scrolled windows under a
 * finger keep the drags they can use without being marked.
 */
void sliding_pages_set_keeps_drags(GtkWidget *widget, gboolean keeps);

/**
 * sliding_pages_get_keeps_drags:
 * @widget: a widget
 *
 * Returns: whether sliding_pages_set_keeps_drags() marked @widget
 */
gboolean sliding_pages_get_keeps_drags(GtkWidget *widget);

G_END_DECLS

#endif

/*
 * SlidingPages for GTK 4: the pager's public C API. The widget hands
 * every phase and every input event to the shared Swift core, which
 * decides every offset, snap and recycling step.
 */
#ifndef SLIDING_PAGES4_PAGER_H
#define SLIDING_PAGES4_PAGER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * SlidingPages4Alignment:
 * @SLIDING_PAGES4_ALIGNMENT_EDGE: a page starts at the pager's leading edge
 * @SLIDING_PAGES4_ALIGNMENT_CENTER: a page is centred in the pager
 *
 * Where a page rests in the pager (#SlidingPages4Pager:alignment).
 */
typedef enum {
    SLIDING_PAGES4_ALIGNMENT_EDGE,
    SLIDING_PAGES4_ALIGNMENT_CENTER,
} SlidingPages4Alignment;

/**
 * SlidingPages4IndicatorStyle:
 * @SLIDING_PAGES4_INDICATOR_STYLE_DOTS: a dot a page, the current one filled
 * @SLIDING_PAGES4_INDICATOR_STYLE_LINES: a line a page, with a bar sliding along them
 *
 * How the pager shows its pages under the strip.
 */
typedef enum {
    SLIDING_PAGES4_INDICATOR_STYLE_DOTS,
    SLIDING_PAGES4_INDICATOR_STYLE_LINES,
} SlidingPages4IndicatorStyle;

/**
 * SlidingPages4PageEffect:
 * @SLIDING_PAGES4_PAGE_EFFECT_NONE: pages are drawn as they lie
 * @SLIDING_PAGES4_PAGE_EFFECT_ZOOM_OUT: every page shrinks slightly while the pages move
 * @SLIDING_PAGES4_PAGE_EFFECT_DEPTH: the next page waits behind the current one and grows into place
 * @SLIDING_PAGES4_PAGE_EFFECT_FADE: pages stay put and cross-fade
 * @SLIDING_PAGES4_PAGE_EFFECT_PARALLAX: a page's content moves at half the speed of its frame
 *
 * How a page is drawn as it moves (the page's own transform).
 */
typedef enum {
    SLIDING_PAGES4_PAGE_EFFECT_NONE,
    SLIDING_PAGES4_PAGE_EFFECT_ZOOM_OUT,
    SLIDING_PAGES4_PAGE_EFFECT_DEPTH,
    SLIDING_PAGES4_PAGE_EFFECT_FADE,
    SLIDING_PAGES4_PAGE_EFFECT_PARALLAX,
} SlidingPages4PageEffect;

/**
 * SlidingPages4ScrollState:
 * @SLIDING_PAGES4_SCROLL_STATE_IDLE: at rest
 * @SLIDING_PAGES4_SCROLL_STATE_DRAGGING: following a press or a touchpad
 * @SLIDING_PAGES4_SCROLL_STATE_SETTLING: coasting or animating to a page
 *
 * What the pages are doing.
 */
typedef enum {
    SLIDING_PAGES4_SCROLL_STATE_IDLE,
    SLIDING_PAGES4_SCROLL_STATE_DRAGGING,
    SLIDING_PAGES4_SCROLL_STATE_SETTLING,
} SlidingPages4ScrollState;

/**
 * SlidingPages4Neighbour:
 * @SLIDING_PAGES4_NEIGHBOUR_FIRST: the page to start from
 * @SLIDING_PAGES4_NEIGHBOUR_BEFORE: the page before a page
 * @SLIDING_PAGES4_NEIGHBOUR_AFTER: the page after a page
 *
 * Which page a #SlidingPages4NeighbourFunc is asked for.
 */
typedef enum {
    SLIDING_PAGES4_NEIGHBOUR_FIRST,
    SLIDING_PAGES4_NEIGHBOUR_BEFORE,
    SLIDING_PAGES4_NEIGHBOUR_AFTER,
} SlidingPages4Neighbour;

/**
 * SlidingPages4Navigation:
 * @SLIDING_PAGES4_NAVIGATION_PREVIOUS_ITEM: the item before the current one
 * @SLIDING_PAGES4_NAVIGATION_NEXT_ITEM: the item after it
 * @SLIDING_PAGES4_NAVIGATION_PREVIOUS_PAGE: the page before the current one
 * @SLIDING_PAGES4_NAVIGATION_NEXT_PAGE: the page after it
 * @SLIDING_PAGES4_NAVIGATION_FIRST: the first page
 * @SLIDING_PAGES4_NAVIGATION_LAST: the last page
 *
 * Where sliding_pages4_pager_navigate() goes, as the keys do.
 */
typedef enum {
    SLIDING_PAGES4_NAVIGATION_PREVIOUS_ITEM,
    SLIDING_PAGES4_NAVIGATION_NEXT_ITEM,
    SLIDING_PAGES4_NAVIGATION_PREVIOUS_PAGE,
    SLIDING_PAGES4_NAVIGATION_NEXT_PAGE,
    SLIDING_PAGES4_NAVIGATION_FIRST,
    SLIDING_PAGES4_NAVIGATION_LAST,
} SlidingPages4Navigation;

GType sliding_pages4_alignment_get_type(void);
GType sliding_pages4_indicator_style_get_type(void);
GType sliding_pages4_navigation_get_type(void);
GType sliding_pages4_neighbour_get_type(void);
GType sliding_pages4_page_effect_get_type(void);
GType sliding_pages4_scroll_state_get_type(void);

/**
 * SlidingPages4Pager:
 *
 * Pages of any widget, scrolled horizontally or vertically, with a titled
 * strip, page dots and a scrubber; only the pages in view (and a few
 * beside them) exist as widgets. It is a #GtkOrientable, as #AdwCarousel
 * is: #GtkOrientable:orientation turns it vertical.
 */
#define SLIDING_PAGES4_TYPE_PAGER (sliding_pages4_pager_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4Pager, sliding_pages4_pager, SLIDING_PAGES4, PAGER, GtkWidget)

/**
 * SlidingPages4ViewFunc:
 * @index: the item to show
 * @reusing: (nullable): a page of another item the pager no longer shows,
 *   to reconfigure and return, or %NULL
 * @user_data: the data given with the function
 *
 * Makes or reconfigures the page of an item. Only the pages in view and
 * those kept ahead exist; the rest are recycled.
 *
 * Returns: (transfer floating): @reusing, or a new page
 */
typedef GtkWidget *(*SlidingPages4ViewFunc)(int index, GtkWidget *reusing, gpointer user_data);

/**
 * SlidingPages4TitleFunc:
 * @index: an item
 * @user_data: the data given with the function
 *
 * Names an item in the title strip.
 *
 * Returns: (transfer full) (nullable): the title, or %NULL for none (its
 *   place in the strip stays empty, and the nub's bubble reads "k / n")
 */
typedef char *(*SlidingPages4TitleFunc)(int index, gpointer user_data);

/**
 * sliding_pages4_pager_new:
 *
 * A pager with no items. Give it items with
 * sliding_pages4_pager_set_source(), or with #SlidingPages4Pager:n-items
 * and the page signals.
 *
 * Returns: a new pager
 */
GtkWidget *sliding_pages4_pager_new(void);

/**
 * sliding_pages4_pager_append:
 * @self: the pager
 * @child: a widget with no parent
 * @title: (nullable): its title in the strip, or %NULL for none
 *
 * Adds @child as a page of the pager's own, after the others: these pages
 * are the items, never recycled; a data source or #SlidingPages4Pager:n-items
 * lets go of them. A .ui file adds them as `<child>` elements, a widget or a
 * #SlidingPages4Page with its title.
 */
void sliding_pages4_pager_append(SlidingPages4Pager *self, GtkWidget *child, const char *title);

/**
 * sliding_pages4_pager_remove:
 * @self: the pager
 * @child: a page sliding_pages4_pager_append() added
 *
 * Takes @child out of the pager's own pages; the next page takes its place.
 */
void sliding_pages4_pager_remove(SlidingPages4Pager *self, GtkWidget *child);


/**
 * sliding_pages4_pager_set_source: (skip)
 * @self: the pager
 * @n_items: how many items there are
 * @view: (scope notified) (closure user_data) (destroy destroy): makes or
 *   reconfigures an item's page
 * @title: (nullable) (scope notified) (closure user_data): names an item
 *   in the strip, or %NULL for no strip
 * @user_data: data for both functions
 * @destroy: (nullable): frees @user_data when the pager lets go of the
 *   functions
 *
 * Pages for @n_items items, made by @view as they come into view.
 * Bindings set #SlidingPages4Pager:n-items and connect the page signals
 * instead. A negative @n_items is refused with a warning.
 */
void sliding_pages4_pager_set_source(SlidingPages4Pager *self, int n_items, SlidingPages4ViewFunc view,
                                     SlidingPages4TitleFunc title, gpointer user_data, GDestroyNotify destroy);

/**
 * SlidingPages4NeighbourFunc:
 * @which: which page is asked for
 * @page: (nullable): the page whose neighbour is asked for; %NULL for
 *   %SLIDING_PAGES4_NEIGHBOUR_FIRST
 * @reusing: (nullable): a page the pager no longer shows, to reconfigure
 *   and return, or %NULL
 * @user_data: the data given with the function
 *
 * Gives a page of a source with no count by its neighbour, as a reader's
 * pages or a calendar's days.
 *
 * Returns: (nullable) (transfer floating): @reusing, a new page, or %NULL
 *   when there is none on that side: the pager stops there
 */
typedef GtkWidget *(*SlidingPages4NeighbourFunc)(SlidingPages4Neighbour which, GtkWidget *page, GtkWidget *reusing,
                                                  gpointer user_data);

/**
 * SlidingPages4PageTitleFunc:
 * @page: a page the neighbour function gave
 * @user_data: the data given with the function
 *
 * Names a page of a source with no count in the title strip.
 *
 * Returns: (transfer full) (nullable): the title, or %NULL for none
 */
typedef char *(*SlidingPages4PageTitleFunc)(GtkWidget *page, gpointer user_data);

/**
 * sliding_pages4_pager_set_unbounded_source: (skip)
 * @self: the pager
 * @neighbour: (scope notified) (closure user_data) (destroy destroy): gives
 *   the first page and each page's neighbours
 * @title: (nullable) (scope notified) (closure user_data): names a loaded
 *   page in the strip, or %NULL for no strip
 * @user_data: data for both functions
 * @destroy: (nullable): frees @user_data when the pager lets go of the
 *   functions
 *
 * Pages with no count: the pager asks for the first page, then for the
 * neighbours of the pages it has as the user goes; a %NULL answer is an
 * end, and a %NULL first page means no pages until one is set with
 * sliding_pages4_pager_set_current_page() or the source is given again.
 * After a jump the pages between are asked for one by one. The dots
 * show a window of five that moves with the current page; item changes
 * are refused while this is the source. Replaces any other source. C
 * only, as sliding_pages4_pager_set_source() is.
 */
void sliding_pages4_pager_set_unbounded_source(SlidingPages4Pager *self, SlidingPages4NeighbourFunc neighbour,
                                               SlidingPages4PageTitleFunc title, gpointer user_data, GDestroyNotify destroy);

/**
 * SlidingPages4ReuseTypeFunc:
 * @index: an item
 * @user_data: the data given with the function
 *
 * Says which kind of page an item needs.
 *
 * Returns: the item's reuse type, any int
 */
typedef int (*SlidingPages4ReuseTypeFunc)(int index, gpointer user_data);

/**
 * sliding_pages4_pager_set_reuse_types: (skip)
 * @self: a pager with a source from sliding_pages4_pager_set_source()
 * @reuse_type: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives each item's reuse type, or %NULL for one type for all
 * @user_data: data for @reuse_type
 * @destroy: (nullable): frees @user_data when the function is replaced,
 *   the source is, or the pager goes
 *
 * Gives the items kinds of page: the view function is offered a page to
 * reuse only when it was made for an item of the same type. The pages
 * there are now are made again, under the new types. C only, as
 * sliding_pages4_pager_set_source() is; bindings connect
 * #SlidingPages4Pager::page-kind.
 */
void sliding_pages4_pager_set_reuse_types(SlidingPages4Pager *self, SlidingPages4ReuseTypeFunc reuse_type, gpointer user_data,
                                          GDestroyNotify destroy);

/**
 * sliding_pages4_pager_scroll_to_page:
 * @self: the pager
 * @page: a page, from 0
 * @animate: whether the pages slide there (over
 *   #SlidingPages4Pager:animation-duration), or jump
 *
 * Moves to @page. A page out of range is warned of and clamped to the
 * pages there are, or with #SlidingPages4Pager:wrap taken round.
 */
void sliding_pages4_pager_scroll_to_page(SlidingPages4Pager *self, int page, gboolean animate);

/**
 * sliding_pages4_pager_scroll_to_item:
 * @self: the pager
 * @item: an item, from 0
 * @animate: whether the pages slide there (over
 *   #SlidingPages4Pager:animation-duration), or jump
 *
 * Moves to the page that shows @item.
 */
void sliding_pages4_pager_scroll_to_item(SlidingPages4Pager *self, int item, gboolean animate);

/**
 * SlidingPages4MoveDoneFunc:
 * @pager: the pager (being disposed, when @finished is %FALSE for that)
 * @finished: whether the move arrived; %FALSE when a drag, another move or
 *   the pager's end took over
 * @user_data: the data given with the function
 *
 * Called once when a move ends: after #SlidingPages4Pager::did-end-scrolling-animation
 * and before #SlidingPages4Pager::settled.
 */
typedef void (*SlidingPages4MoveDoneFunc)(SlidingPages4Pager *pager, gboolean finished, gpointer user_data);

/**
 * sliding_pages4_pager_set_current_page: (skip)
 * @self: a pager with a source from sliding_pages4_pager_set_unbounded_source()
 * @page: (transfer none): the page to show: a new widget, or one of the
 *   pages shown
 * @forward: whether @page follows the current page (it slides in from the
 *   trailing side) or comes before it
 * @animate: whether it slides in, over #SlidingPages4Pager:animation-duration,
 *   or is there at once
 *
 * Shows @page as the current page of a source with no count (a calendar's
 * "Today"); the pages beside it are asked of the source afresh. Animated
 * or not, @page becomes the page after the current one (or before it),
 * numbered so and told of by #SlidingPages4Pager::settled; where no page
 * shows yet it takes the current page's place. With several items a page
 * it is there at once; the current page set again stays, its neighbours
 * asked afresh. With a counted source it is warned of: scroll to the item
 * instead. C only, as the source with no count is.
 */
void sliding_pages4_pager_set_current_page(SlidingPages4Pager *self, GtkWidget *page, gboolean forward, gboolean animate);

/**
 * sliding_pages4_pager_set_current_page_full: (skip)
 * @self: a pager with a source from sliding_pages4_pager_set_unbounded_source()
 * @page: (transfer none): the page to show
 * @forward: whether @page follows the current page or comes before it
 * @animate: whether it slides in or is there at once
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done ran
 *
 * sliding_pages4_pager_set_current_page(), telling when it is over: @done
 * gets %TRUE when @page arrived, %FALSE when a drag, another move, a newer
 * page or the pager's end took over.
 */
void sliding_pages4_pager_set_current_page_full(SlidingPages4Pager *self, GtkWidget *page, gboolean forward, gboolean animate,
                                                SlidingPages4MoveDoneFunc done, gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages4_pager_scroll_to_page_full:
 * @self: the pager
 * @page: a page, from 0
 * @animate: whether the pages slide there (over
 *   #SlidingPages4Pager:animation-duration), or jump
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done ran
 *
 * As sliding_pages4_pager_scroll_to_page(), and tells when it is over.
 */
void sliding_pages4_pager_scroll_to_page_full(SlidingPages4Pager *self, int page, gboolean animate, SlidingPages4MoveDoneFunc done,
                                              gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages4_pager_scroll_to_item_full:
 * @self: the pager
 * @item: an item, from 0
 * @animate: whether the pages slide there (over
 *   #SlidingPages4Pager:animation-duration), or jump
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done ran
 *
 * As sliding_pages4_pager_scroll_to_item(), and tells when it is over.
 */
void sliding_pages4_pager_scroll_to_item_full(SlidingPages4Pager *self, int item, gboolean animate, SlidingPages4MoveDoneFunc done,
                                              gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages4_pager_set_position:
 * @self: the pager
 * @position: a position in items (fractional between two)
 * @animate: whether the pages slide there, or jump
 *
 * Moves to @position. With #SlidingPages4Pager:paging-enabled on (the default)
 * the pages come to rest on the page nearest it; with paging off they may
 * rest between pages.
 */
void sliding_pages4_pager_set_position(SlidingPages4Pager *self, double position, gboolean animate);

/**
 * sliding_pages4_pager_set_position_full:
 * @self: the pager
 * @position: a position in items (fractional between two)
 * @animate: whether the pages slide there, or jump
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends (at once with %FALSE for a position
 *   that is not a number)
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done ran
 *
 * As sliding_pages4_pager_set_position(), and tells when it is over.
 */
void sliding_pages4_pager_set_position_full(SlidingPages4Pager *self, double position, gboolean animate, SlidingPages4MoveDoneFunc done,
                                            gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages4_pager_scroll_by_items:
 * @self: the pager
 * @count: items to move by; negative moves back
 * @animate: whether the pages slide there (over
 *   #SlidingPages4Pager:animation-duration), or jump
 *
 * Moves @count items from the current one (or the one a move under way
 * heads for), stopping at the ends unless the pager wraps. With several
 * items a page and #SlidingPages4Pager:paging-enabled, it goes to the page
 * holding that item, and at least one page on.
 */
void sliding_pages4_pager_scroll_by_items(SlidingPages4Pager *self, int count, gboolean animate);

/**
 * sliding_pages4_pager_scroll_by_items_full:
 * @self: the pager
 * @count: items to move by; negative moves back
 * @animate: whether the pages slide there (over
 *   #SlidingPages4Pager:animation-duration), or jump
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done ran
 *
 * As sliding_pages4_pager_scroll_by_items(), and tells when it is over.
 */
void sliding_pages4_pager_scroll_by_items_full(SlidingPages4Pager *self, int count, gboolean animate, SlidingPages4MoveDoneFunc done,
                                               gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages4_pager_get_current_page:
 * @self: the pager
 *
 * While the pages move this is the page passing under the view; the page
 * they head for is the one #SlidingPages4Pager::page-selected gave. With
 * a source that has no count, pages are numbered from the page it started
 * on, or from the first page once the source said there is none before
 * it (pages before the start are negative); a page set with
 * sliding_pages4_pager_set_current_page() keeps the numbering.
 *
 * Returns: the page nearest the pages' position, or -1 with no items
 */
int sliding_pages4_pager_get_current_page(SlidingPages4Pager *self);

/**
 * sliding_pages4_pager_get_n_pages:
 * @self: the pager
 *
 * Returns: how many pages there are
 */
int sliding_pages4_pager_get_n_pages(SlidingPages4Pager *self);

/**
 * sliding_pages4_pager_get_current_item:
 * @self: the pager
 *
 * Returns: the current item (the first of the current page), or -1 with
 *   no items
 */
int sliding_pages4_pager_get_current_item(SlidingPages4Pager *self);

/**
 * sliding_pages4_pager_get_n_items:
 * @self: the pager
 *
 * Returns: how many items there are (0 for a source with no count)
 */
int sliding_pages4_pager_get_n_items(SlidingPages4Pager *self);

/**
 * sliding_pages4_pager_set_n_items:
 * @self: the pager
 * @n_items: the new count
 *
 * Sets how many items the source given with
 * sliding_pages4_pager_set_source() has, and makes its pages again where
 * they are. With no such source, or a bound model, the page signals
 * become the source, as setting #SlidingPages4Pager:n-items does; a source
 * with no count is refused with a warning.
 */
void sliding_pages4_pager_set_n_items(SlidingPages4Pager *self, int n_items);

/**
 * sliding_pages4_pager_reload:
 * @self: the pager
 * @keep_position: stay on the current item rather than go back to
 *   #SlidingPages4Pager:initial-page
 *
 * Makes every page again from the source, for items that changed in ways
 * no insert, delete or move names. A source with no count starts over
 * from its first page.
 */
void sliding_pages4_pager_reload(SlidingPages4Pager *self, gboolean keep_position);

/**
 * sliding_pages4_pager_reload_full:
 * @self: the pager
 * @keep_position: stay on the current item rather than go back to the
 *   initial page
 * @discard_pages: let go of the pages kept for reuse too, for a source
 *   whose kinds of page changed meaning
 *
 * sliding_pages4_pager_reload() that may also discard the pages kept for
 * reuse.
 */
void sliding_pages4_pager_reload_full(SlidingPages4Pager *self, gboolean keep_position, gboolean discard_pages);

/**
 * sliding_pages4_pager_navigate:
 * @self: the pager
 * @where: where to go
 *
 * Moves as a key would, over #SlidingPages4Pager:animation-duration and
 * wrapping as the pager does: for a previous or next button, or an app's
 * own shortcut.
 *
 * Returns: whether the pager moved
 */
gboolean sliding_pages4_pager_navigate(SlidingPages4Pager *self, SlidingPages4Navigation where);

/**
 * sliding_pages4_pager_get_visible_items:
 * @self: the pager
 * @n_items: (out): how many items the array holds
 *
 * Returns: (array length=n_items) (transfer full) (nullable): the items
 *   whose pages are loaded and in view, in the order they lie; free it
 *   with g_free()
 */
int *sliding_pages4_pager_get_visible_items(SlidingPages4Pager *self, guint *n_items);

/**
 * sliding_pages4_pager_get_position:
 * @self: the pager
 *
 * The item at the pager's anchor: at rest on a page, its first item with
 * edge alignment, its middle with centre alignment (1.0 on the first page
 * of three items).
 *
 * Returns: the position in items, fractional while the pages move
 */
double sliding_pages4_pager_get_position(SlidingPages4Pager *self);

/**
 * sliding_pages4_pager_get_live_pages:
 * @self: the pager
 *
 * Returns: how many page widgets exist now, shown or kept for reuse
 */
guint sliding_pages4_pager_get_live_pages(SlidingPages4Pager *self);

/**
 * sliding_pages4_pager_set_dot_colour_list:
 * @self: the pager
 * @colours: (array length=n_colours) (nullable): the dots' colours, page by
 *   page, repeated when there are more pages
 * @n_colours: how many colours @colours holds; 0 for the theme's
 * @current_colours: (array length=n_current) (nullable): the current
 *   page's dot's colours, page by page, repeated likewise
 * @n_current: how many colours @current_colours holds; 0 for the theme's
 *
 * Per-page dot colours, masked across the boundary as the pages move, for
 * the pager's dots or lines and for #SlidingPages4Dots following it. The
 * colours are copied; both lists empty give the theme's colours back.
 */
void sliding_pages4_pager_set_dot_colour_list(SlidingPages4Pager *self, const GdkRGBA *colours, gsize n_colours,
                                              const GdkRGBA *current_colours, gsize n_current);

/**
 * SlidingPages4DotColourFunc:
 * @page: a page; -1 and the page count are the overscroll past either end
 * @current: whether the colour wanted is the current page's dot's
 * @colour: (out caller-allocates): where the colour goes
 * @user_data: the data given with the function
 *
 * Gives the dots' colours while @page is the page shown, masked across the
 * boundary as the pages move. It is asked between frames, never while
 * drawing (so it may change the pager), and its answers are kept until the
 * function is set again or the page count changes.
 *
 * Returns: whether @colour was set (%FALSE: the theme's colour)
 */
typedef gboolean (*SlidingPages4DotColourFunc)(int page, gboolean current, GdkRGBA *colour, gpointer user_data);

/**
 * sliding_pages4_pager_set_dot_colours: (skip)
 * @self: the pager
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives the dots' colours per page, or %NULL for the theme's
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Per-page dot colours from a function (C only; bindings use
 * sliding_pages4_pager_set_dot_colour_list(), which replaces it).
 */
void sliding_pages4_pager_set_dot_colours(SlidingPages4Pager *self, SlidingPages4DotColourFunc func, gpointer user_data,
                                          GDestroyNotify destroy);

/**
 * sliding_pages4_pager_set_title_colours:
 * @self: the pager
 * @text: (nullable): the titles' colour, fading away from the centre, or
 *   %NULL for the `title` nodes' colours
 * @background: (nullable): the strip's colour, painted instead of its
 *   pattern and the `strip` node's box, or %NULL for those
 *
 * The strip's colours in code; CSS (`slidingpages > strip`) gives them
 * otherwise.
 */
void sliding_pages4_pager_set_title_colours(SlidingPages4Pager *self, const GdkRGBA *text, const GdkRGBA *background);

/**
 * sliding_pages4_pager_set_title_strip_pattern:
 * @self: the pager
 * @path: (nullable) (type filename): an image (PNG, JPEG or TIFF) tiled
 *   behind the titles, or %NULL for none
 *
 * The strip's background image, under light titles. A file that cannot be
 * read is warned of when it is set, and the strip is drawn without it.
 */
void sliding_pages4_pager_set_title_strip_pattern(SlidingPages4Pager *self, const char *path);

/**
 * sliding_pages4_pager_set_scrubber_fade:
 * @self: the pager
 * @idle_opacity: the nub's opacity at rest, 0 to 1 (0: hidden, as GTK's
 *   overlay scrollbars; SPTScrollViewScrubber's is 0.3)
 * @delay_ms: milliseconds after the last scroll before it fades (750)
 * @duration_ms: milliseconds the fade takes (500)
 *
 * The scrubber's fade. An opacity outside 0 to 1 is warned of and changes
 * nothing.
 */
void sliding_pages4_pager_set_scrubber_fade(SlidingPages4Pager *self, double idle_opacity, guint delay_ms, guint duration_ms);

/**
 * sliding_pages4_pager_set_scrubber_nub:
 * @self: the pager
 * @nub: (nullable): a widget with no parent, not a window, the pager or a
 *   widget holding it, shown over the nub's rectangle and faded as the
 *   drawn nub is, or %NULL to draw the nub again
 *
 * A custom nub (the scrubber seed's custom view). The pager holds @nub
 * until it is replaced; its #GtkWidget:can-target is turned off, as
 * presses on the nub are the pager's.
 */
void sliding_pages4_pager_set_scrubber_nub(SlidingPages4Pager *self, GtkWidget *nub);

/**
 * SlidingPages4ImageTitleFunc:
 * @index: an item
 * @user_data: the data given with the function
 *
 * Gives an item's title as an image, drawn instead of its text.
 *
 * Returns: (transfer full) (nullable): the image, or %NULL for the text
 */
typedef GdkPaintable *(*SlidingPages4ImageTitleFunc)(int index, gpointer user_data);

/**
 * sliding_pages4_pager_set_image_titles:
 * @self: the pager
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives items' image titles, or %NULL for text only
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Image titles (a #GdkTexture, or another #GdkPaintable of a fixed size),
 * asked with the text titles of a source that names its items: each is
 * drawn at its size, scaled down to fit the strip, and fades away from the
 * centre as text does; one of no size shows the text. A paintable that
 * changes shows its new contents when the strip is next drawn. Replaces a
 * function set with sliding_pages4_pager_set_icon_titles().
 */
void sliding_pages4_pager_set_image_titles(SlidingPages4Pager *self, SlidingPages4ImageTitleFunc func, gpointer user_data,
                                           GDestroyNotify destroy);

/**
 * SlidingPages4IconTitleFunc:
 * @index: an item
 * @user_data: the data given with the function
 *
 * Gives an item's title as an icon, drawn instead of its text.
 *
 * Returns: (transfer full) (nullable): the icon (a themed icon or a
 *   file), or %NULL for the text
 */
typedef GIcon *(*SlidingPages4IconTitleFunc)(int index, gpointer user_data);

/**
 * sliding_pages4_pager_set_icon_titles:
 * @self: the pager
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives items' icon titles, or %NULL for text only
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Icon titles, looked up in the display's icon theme at 24 pixels; an
 * item whose icon the theme lacks shows its text, warned of once. Replaces
 * a function set with sliding_pages4_pager_set_image_titles().
 */
void sliding_pages4_pager_set_icon_titles(SlidingPages4Pager *self, SlidingPages4IconTitleFunc func, gpointer user_data,
                                          GDestroyNotify destroy);

/**
 * SlidingPages4ItemExtentFunc:
 * @pager: the pager
 * @user_data: the data given with the function
 *
 * Gives the pixels per item along the scroll axis (SwipeView's
 * swipeViewItemSize), asked after each layout: a resize, a reload, an
 * option change.
 *
 * Returns: the extent, or 0 for #SlidingPages4Pager:item-extent's
 */
typedef double (*SlidingPages4ItemExtentFunc)(SlidingPages4Pager *pager, gpointer user_data);

/**
 * sliding_pages4_pager_set_item_extent_func:
 * @self: the pager
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives the item extent, or %NULL for #SlidingPages4Pager:item-extent's
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Sets a function the pager asks for its item extent, from the main loop
 * (never inside a layout or this call, so @func may change the pager): an
 * answer that differs from the last lays the pages out again.
 */
void sliding_pages4_pager_set_item_extent_func(SlidingPages4Pager *self, SlidingPages4ItemExtentFunc func, gpointer user_data,
                                               GDestroyNotify destroy);

/**
 * SlidingPages4PageTransform:
 * @scale: about the page's centre, 0 to 1
 * @alpha: the page's opacity, 0 to 1
 * @translation: along the scroll axis, in page extents, toward later items
 *   when positive (whatever the text direction)
 * @cross_translation: across the axis, in page extents
 * @rotation: a turn in the page's plane, in radians
 * @turn: a turn about the line across the axis (a card turning over), in
 *   radians, drawn foreshortened
 * @content_shift: the content slides inside the page's frame by this many
 *   page extents along the axis (parallax)
 * @elevation: pages are drawn from the lowest elevation up, pages of one
 *   elevation in item order
 *
 * How one page is drawn (ViewPager2's PageTransformer values), as the
 * GTK 3 library's #SlidingPagesPageTransform. GTK 4 applies it as the
 * page's transform, so input lands where the page is drawn.
 */
typedef struct {
    double scale;
    double alpha;
    double translation;
    double cross_translation;
    double rotation;
    double turn;
    double content_shift;
    double elevation;
} SlidingPages4PageTransform;

/**
 * SlidingPages4PageTransformFunc:
 * @pager: the pager
 * @index: the page's item
 * @offset: the page's distance from the current position, in pages: 0 at
 *   rest on it, -1 for the page before, 0.5 for the next page half in
 * @transform: how the page will be drawn: it arrives as the page effect
 *   would draw it; change what should differ (it is valid only during
 *   the call: a binding must not keep it)
 * @user_data: the data given with the function
 *
 * Called for each live page (in view or loaded ahead) each time the pages
 * move. Changes it makes to the pager wait until it returns. A page made
 * transparent or scaled to nothing takes no input.
 */
typedef void (*SlidingPages4PageTransformFunc)(SlidingPages4Pager *pager, int index, double offset,
                                               SlidingPages4PageTransform *transform, gpointer user_data);

/**
 * sliding_pages4_pager_set_page_transform:
 * @self: the pager
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   draws each page at its offset, or %NULL to leave it to
 *   #SlidingPages4Pager:page-effect
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Gives the pager a page transformer, which replaces the page effect.
 */
void sliding_pages4_pager_set_page_transform(SlidingPages4Pager *self, SlidingPages4PageTransformFunc func,
                                             gpointer user_data, GDestroyNotify destroy);

/**
 * SlidingPages4ChangeKind:
 * @SLIDING_PAGES4_CHANGE_INSERT: @count items were inserted at @index
 * @SLIDING_PAGES4_CHANGE_DELETE: @count items were deleted at @index
 * @SLIDING_PAGES4_CHANGE_MOVE: the item at @index was taken out and put
 *   back at @to
 * @SLIDING_PAGES4_CHANGE_RELOAD: the item at @index shows something else
 *
 * What one #SlidingPages4ItemChange did to the source's items.
 */
typedef enum {
    SLIDING_PAGES4_CHANGE_INSERT,
    SLIDING_PAGES4_CHANGE_DELETE,
    SLIDING_PAGES4_CHANGE_MOVE,
    SLIDING_PAGES4_CHANGE_RELOAD,
} SlidingPages4ChangeKind;

GType sliding_pages4_change_kind_get_type(void);

/**
 * SlidingPages4ItemChange:
 * @kind: what changed
 * @index: the first item inserted, deleted or reloaded; the item moved
 * @count: how many items were inserted or deleted (else unused)
 * @to: where a moved item is now (else unused)
 *
 * One change of a batch (sliding_pages4_pager_apply_changes()). Indexes
 * count the items as they stand after the changes before this one.
 */
typedef struct {
    SlidingPages4ChangeKind kind;
    int index;
    int count;
    int to;
} SlidingPages4ItemChange;

/**
 * sliding_pages4_pager_apply_changes:
 * @self: the pager
 * @changes: (array length=n_changes): the changes, in the order they were made
 * @n_changes: how many
 * @animate: whether inserted pages grow into place (and a deleted page in
 *   view shrinks out)
 *
 * The source made several changes (its count already says so), told as
 * one: the pages of items that stay keep their widgets wherever the items
 * went, only inserted and reloaded items are asked for, and the current
 * item stays current. A change that does not fit the count it meets
 * refuses the whole batch, with a warning naming it.
 *
 * Returns: whether the batch was applied
 */
gboolean sliding_pages4_pager_apply_changes(SlidingPages4Pager *self, const SlidingPages4ItemChange *changes, gsize n_changes,
                                            gboolean animate);

/**
 * sliding_pages4_pager_insert_items:
 * @self: the pager
 * @index: where the new items go
 * @count: how many
 * @animate: whether pages in view make room over time
 *
 * Items were inserted into the source: pages of the items that stay keep
 * their item. A change that does not fit is refused with a warning.
 */
void sliding_pages4_pager_insert_items(SlidingPages4Pager *self, int index, int count, gboolean animate);

/**
 * sliding_pages4_pager_delete_items:
 * @self: the pager
 * @index: the first item deleted
 * @count: how many
 * @animate: whether pages in view close the gap over time
 *
 * Items were deleted from the source. A delete past the end is refused
 * with a warning and changes nothing.
 */
void sliding_pages4_pager_delete_items(SlidingPages4Pager *self, int index, int count, gboolean animate);

/**
 * sliding_pages4_pager_move_item:
 * @self: the pager
 * @from: the item's index before the move
 * @to: its index after
 *
 * An item moved in the source (its count is the same); its page goes with
 * it, and the current item stays current. A move out of range is refused
 * with a warning.
 */
void sliding_pages4_pager_move_item(SlidingPages4Pager *self, int from, int to);

/**
 * sliding_pages4_pager_reload_item:
 * @self: the pager
 * @index: the item that changed
 *
 * An item changed in the source: its page, if loaded, is asked for again.
 */
void sliding_pages4_pager_reload_item(SlidingPages4Pager *self, int index);

/**
 * sliding_pages4_pager_get_item_widget:
 * @self: the pager
 * @index: an item
 *
 * Returns: (nullable) (transfer none): the item's page while it is loaded
 *   (in view or ahead of it), or %NULL
 */
GtkWidget *sliding_pages4_pager_get_item_widget(SlidingPages4Pager *self, int index);

/**
 * sliding_pages4_pager_get_item_for_widget:
 * @self: the pager
 * @widget: a loaded page, or a widget inside one
 *
 * Returns: the item whose page is or holds @widget, or -1
 */
int sliding_pages4_pager_get_item_for_widget(SlidingPages4Pager *self, GtkWidget *widget);

/**
 * sliding_pages4_pager_is_item_shown:
 * @self: the pager
 * @index: an item
 *
 * Returns: whether the item's page is on screen (a page loaded ahead of
 *   the view is not)
 */
gboolean sliding_pages4_pager_is_item_shown(SlidingPages4Pager *self, int index);

/**
 * sliding_pages4_pager_update_items:
 * @self: the pager
 * @old_ids: (array length=n_old): the items' identifiers before the change,
 *   one per item the pager has
 * @n_old: how many
 * @new_ids: (array length=n_new): the identifiers now, in order
 * @n_new: how many
 * @animate: whether inserted pages grow into place
 *
 * The source's items, known by identifier, went from the old list to the
 * new one: the pager works out the deletes, moves and inserts and applies
 * them as one batch, so each kept item keeps its page. Identifiers
 * repeated within a list are refused with a warning.
 *
 * Returns: whether the change was applied
 */
gboolean sliding_pages4_pager_update_items(SlidingPages4Pager *self, const char *const *old_ids, gsize n_old, const char *const *new_ids,
                                           gsize n_new, gboolean animate);

/**
 * sliding_pages4_pager_bind_model:
 * @self: the pager
 * @model: (nullable): the items to show, or %NULL to let go of the model
 *   bound (the pager is then empty; with no model bound, nothing changes)
 *
 * Shows the items of @model, as #GtkListView does: #SlidingPages4Pager:n-items
 * follows the model, each #GListModel::items-changed is an animated batch
 * that keeps the current item (a removed page in view shrinks out), and
 * the page signals make the pages (#SlidingPages4Pager::setup-page, then
 * #SlidingPages4Pager::bind-page with the item's position: read the item
 * with g_list_model_get_item()). The pager holds a reference to @model
 * while it shows it; another source, or #SlidingPages4Pager:n-items set
 * by hand, lets go of it. Connect the page signals first.
 */
void sliding_pages4_pager_bind_model(SlidingPages4Pager *self, GListModel *model);

/**
 * sliding_pages4_pager_get_model:
 * @self: the pager
 *
 * Returns: (transfer none) (nullable): the model
 *   sliding_pages4_pager_bind_model() gave, while the pager shows it
 */
GListModel *sliding_pages4_pager_get_model(SlidingPages4Pager *self);

/**
 * sliding_pages4_set_keeps_drags:
 * @widget: a widget inside a pager's page
 * @keeps: whether drags begun on @widget stay with it
 *
 * Marks @widget (and what it holds) as keeping drags along a pager's
 * axis: a drag begun on it never turns the page. Sliders along the axis,
 * text under a mouse (it selects), nested pagers along the same axis and
 * kinetic scrolled windows under a finger keep the drags they can use
 * without being marked.
 */
void sliding_pages4_set_keeps_drags(GtkWidget *widget, gboolean keeps);

/**
 * sliding_pages4_get_keeps_drags:
 * @widget: a widget
 *
 * Returns: whether sliding_pages4_set_keeps_drags() marked @widget
 */
gboolean sliding_pages4_get_keeps_drags(GtkWidget *widget);

G_END_DECLS

#endif

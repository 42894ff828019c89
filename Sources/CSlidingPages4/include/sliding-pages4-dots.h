/*
 * SlidingPages for GTK 4: page dots as a widget of their own, placed
 * anywhere (a header bar, under the pager) and bound to a pager, as
 * AdwCarouselIndicatorDots is to its carousel, or following any
 * GtkAdjustment, or driven by hand (the KVNMaskedPageControl seed).
 */
#ifndef SLIDING_PAGES4_DOTS_H
#define SLIDING_PAGES4_DOTS_H

#include "sliding-pages4-pager.h"

G_BEGIN_DECLS

#define SLIDING_PAGES4_TYPE_DOTS (sliding_pages4_dots_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4Dots, sliding_pages4_dots, SLIDING_PAGES4, DOTS, GtkWidget)

/**
 * sliding_pages4_dots_new:
 *
 * Dots following no pager yet, driven by hand until they follow a pager
 * or an adjustment.
 *
 * Returns: new page dots
 */
GtkWidget *sliding_pages4_dots_new(void);

/**
 * sliding_pages4_dots_set_pager:
 * @self: the dots
 * @pager: (nullable): the pager to follow, or %NULL for none
 *
 * Shows @pager's pages: its page count, the current page as it moves, and
 * its dot colours. The dots do not keep @pager alive.
 */
void sliding_pages4_dots_set_pager(SlidingPages4Dots *self, SlidingPages4Pager *pager);

/**
 * sliding_pages4_dots_get_pager:
 * @self: the dots
 *
 * Returns: (transfer none) (nullable): the pager followed, or %NULL
 */
SlidingPages4Pager *sliding_pages4_dots_get_pager(SlidingPages4Dots *self);

/**
 * sliding_pages4_dots_set_adjustment:
 * @self: the dots
 * @adjustment: (nullable): the adjustment to follow, or %NULL to be driven
 *   by hand
 *
 * The same as setting #SlidingPages4Dots:adjustment.
 */
void sliding_pages4_dots_set_adjustment(SlidingPages4Dots *self, GtkAdjustment *adjustment);

/**
 * sliding_pages4_dots_get_current_page:
 * @self: the dots
 *
 * Returns: the page whose dot is current, -1 without pages
 */
int sliding_pages4_dots_get_current_page(SlidingPages4Dots *self);

/**
 * sliding_pages4_dots_update_current_page_display:
 * @self: dots driven by hand with #SlidingPages4Dots:defers-current-page-display
 *
 * Shows the page last asked for with a click or a key (UIPageControl's
 * updateCurrentPageDisplay); nothing when none is waiting.
 */
void sliding_pages4_dots_update_current_page_display(SlidingPages4Dots *self);

/**
 * sliding_pages4_dots_set_colour_func: (skip)
 * @self: the dots
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives the dots' colours per page, or %NULL for a followed pager's or
 *   the theme's
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the dots destroyed
 *
 * Per-page colours (KVNMaskedPageControl's), before a followed pager's.
 * C only; bindings use sliding_pages4_dots_set_colour_list(), which
 * replaces it.
 */
void sliding_pages4_dots_set_colour_func(SlidingPages4Dots *self, SlidingPages4DotColourFunc func, gpointer user_data,
                                         GDestroyNotify destroy);

/**
 * sliding_pages4_dots_set_colour_list:
 * @self: the dots
 * @colours: (array length=n_colours) (nullable): the dots' colours, page by
 *   page, repeated when there are more pages
 * @n_colours: how many colours @colours holds
 * @current_colours: (array length=n_current) (nullable): the current
 *   page's dot's colours, page by page, repeated likewise
 * @n_current: how many colours @current_colours holds
 *
 * Per-page colours as lists, before a followed pager's; both empty give
 * those and the theme's back. The colours are copied.
 */
void sliding_pages4_dots_set_colour_list(SlidingPages4Dots *self, const GdkRGBA *colours, gsize n_colours,
                                         const GdkRGBA *current_colours, gsize n_current);

/**
 * sliding_pages4_dots_get_size_for_page_count:
 * @n_pages: a page count (at least one is measured)
 * @width: (out) (optional): the width dots for @n_pages ask for
 * @height: (out) (optional): their height
 *
 * The size dots for @n_pages pages ask for (UIPageControl's
 * sizeForNumberOfPages), to lay out around them before they exist.
 */
void sliding_pages4_dots_get_size_for_page_count(int n_pages, int *width, int *height);

G_END_DECLS

#endif

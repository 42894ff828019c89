/*
 * SlidingPagesDots: page dots as a widget of their own (the
 * KVNMaskedPageControl seed): they follow any GtkAdjustment, or are driven
 * by hand, and draw as the pager's dots do, the next page's colours masked
 * in across the boundary.
 */
#ifndef SLIDING_PAGES_DOTS_H
#define SLIDING_PAGES_DOTS_H

#include <gtk/gtk.h>
#include "sliding-pages-pager.h"

G_BEGIN_DECLS

/**
 * SlidingPagesDots:
 *
 * A row of page dots. Give it an adjustment (#SlidingPagesDots:adjustment:
 * one page is the adjustment's page size, the count is its upper bound in
 * pages) or set #SlidingPagesDots:n-pages and #SlidingPagesDots:position
 * yourself. A click on a dot, or an arrow key while it has the focus, asks
 * for that page with #SlidingPagesDots::page-changed: following an
 * adjustment, it scrolls there; driven by hand, the dots show it at once,
 * or once sliding_pages_dots_update_current_page_display() is called when
 * #SlidingPagesDots:defers-current-page-display is set.
 */
#define SLIDING_PAGES_TYPE_DOTS (sliding_pages_dots_get_type())
G_DECLARE_FINAL_TYPE(SlidingPagesDots, sliding_pages_dots, SLIDING_PAGES, DOTS, GtkDrawingArea)

/**
 * sliding_pages_dots_new:
 * @n_pages: how many pages the dots stand for
 *
 * Returns: new page dots
 */
GtkWidget *sliding_pages_dots_new(int n_pages);

/**
 * sliding_pages_dots_set_adjustment:
 * @dots: page dots
 * @adjustment: (nullable): the adjustment to follow, or %NULL to be driven
 *   by hand
 *
 * The same as setting #SlidingPagesDots:adjustment.
 */
void sliding_pages_dots_set_adjustment(SlidingPagesDots *dots, GtkAdjustment *adjustment);

/**
 * sliding_pages_dots_set_pager:
 * @dots: page dots
 * @pager: (nullable): the pager to follow, or %NULL to be driven by hand
 *
 * The same as setting #SlidingPagesDots:pager: the dots show the pager's
 * pages and position wherever they are placed (a header bar, under the
 * pager), and a click or key scrolls the pager, as HdyCarouselIndicatorDots
 * does for its carousel. Following a pager stops following an adjustment.
 */
void sliding_pages_dots_set_pager(SlidingPagesDots *dots, SlidingPagesPager *pager);

/**
 * sliding_pages_dots_get_current_page:
 * @dots: page dots
 *
 * Returns: the page nearest the position, -1 without pages
 */
int sliding_pages_dots_get_current_page(SlidingPagesDots *dots);

/**
 * sliding_pages_dots_update_current_page_display:
 * @dots: page dots driven by hand with #SlidingPagesDots:defers-current-page-display
 *
 * Shows the page last asked for with a click or key (UIPageControl's
 * updateCurrentPageDisplay); nothing when none is waiting.
 */
void sliding_pages_dots_update_current_page_display(SlidingPagesDots *dots);

/**
 * sliding_pages_dots_get_size_for_page_count:
 * @n_pages: a page count
 * @width: (out) (optional): the width dots for @n_pages need
 * @height: (out) (optional): their height
 *
 * The size page dots need for a count (UIPageControl's sizeForNumberOfPages),
 * to lay out around them before they exist.
 */
void sliding_pages_dots_get_size_for_page_count(int n_pages, int *width, int *height);

/**
 * sliding_pages_dots_set_colour_list:
 * @dots: page dots
 * @colours: (array length=n_colours) (nullable): the dots' colours, page by
 *   page, repeated when there are more pages
 * @n_colours: how many colours @colours holds; 0 for the theme's
 * @current_colours: (array length=n_current) (nullable): the current
 *   page's dot's colours, page by page, repeated likewise
 * @n_current: how many colours @current_colours holds; 0 for the theme's
 *
 * Per-page colours as lists (KVNMaskedPageControl's per-page colours), for
 * bindings and fixed palettes; a colour function, when set, comes first.
 * The colours are copied.
 */
void sliding_pages_dots_set_colour_list(SlidingPagesDots *dots, const GdkRGBA *colours, gsize n_colours,
                                        const GdkRGBA *current_colours, gsize n_current);

G_END_DECLS

#endif

/* What SlidingPagesDots asks of the Swift side (its drawing and geometry
 * are the pager's, from the core's PageDots). Not installed. */
#ifndef SLIDING_PAGES_DOTS_PRIVATE_H
#define SLIDING_PAGES_DOTS_PRIVATE_H

#include "sliding-pages-dots.h"

G_BEGIN_DECLS

/* Paints the dots for `n_pages` at `position` (in pages), the next page's
 * colours over the `reveal` share at the trailing side; the row runs right
 * to left when `rtl`. */
void sliding_pages_dots_paint(GtkWidget *widget, cairo_t *cr, int n_pages, double position, double reveal, gboolean rtl);
/* A page's dot colour from the host's function; FALSE: none given. */
gboolean sliding_pages_dots_colour(SlidingPagesDots *dots, int page, gboolean current, GdkRGBA *colour);
/* The host's colour list for resting or current dots (`n` entries; which
 * entry a page takes is the core's PageDots.listIndex). */
const GdkRGBA *sliding_pages_dots_colour_list(SlidingPagesDots *dots, gboolean current, guint *n);
/* The size the dots need. */
void sliding_pages_dots_measure(int n_pages, int *width, int *height);
/* The page whose dot is at `x` in a control `width` wide, or -1. */
int sliding_pages_dots_page_at(int n_pages, double position, double x, int width, gboolean rtl);
/* An adjustment read as pages: count, position, and the next page's share;
 * FALSE when it holds no page. */
gboolean sliding_pages_dots_read_adjustment(double lower, double upper, double page_size, double value, int *n_pages,
                                            double *position, double *reveal);

G_END_DECLS

#endif

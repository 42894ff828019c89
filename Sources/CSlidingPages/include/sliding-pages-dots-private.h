/* What SlidingPagesDots asks of the Swift side (its drawing and geometry
 * are the pager's, from the core's PageDots). Not installed. */
#ifndef SLIDING_PAGES_DOTS_PRIVATE_H
#define SLIDING_PAGES_DOTS_PRIVATE_H

#include "sliding-pages-dots.h"
#include "sliding-pages-pager.h"

G_BEGIN_DECLS

/* Paints the dots at `position` (in pages), the next page's colours over the `reveal` share at
 * the trailing side. */
void sliding_pages_dots_paint(GtkWidget *widget, cairo_t *cr, int n_pages, double position, double reveal, gboolean rtl,
                              SlidingPagesIndicatorStyle style, gboolean wraps);
/* A page's dot colour from the host's function; FALSE: none given. */
gboolean sliding_pages_dots_colour(SlidingPagesDots *dots, int page, gboolean current, GdkRGBA *colour);
/* The host's colour list for resting or current dots (`n` entries; which
 * entry a page takes is the core's PageDots.listIndex). */
const GdkRGBA *sliding_pages_dots_colour_list(SlidingPagesDots *dots, gboolean current, guint *n);
/* The size the dots need. */
void sliding_pages_dots_measure(int n_pages, SlidingPagesIndicatorStyle style, int *width, int *height);
/* The page whose dot is at `x` in a control `width` wide, or -1. */
int sliding_pages_dots_page_at(int n_pages, double position, double x, int width, gboolean rtl, SlidingPagesIndicatorStyle style);
/* An adjustment read as pages: count, position, and the next page's share;
 * FALSE when it holds no page. */
gboolean sliding_pages_dots_read_adjustment(double lower, double upper, double page_size, double value, int *n_pages,
                                            double *position, double *reveal);

/* What dots bound to `pager` show; `heading` is the dot of the page it moves to (-1 at rest or
 * in a drag). */
typedef struct {
    int n_pages, first_page;
    double position, reveal;
    gboolean wraps;
    int heading;
} SlidingPagesBoundIndicator;
void sliding_pages_pager_bound_indicator(SlidingPagesPager *pager, SlidingPagesBoundIndicator *out);
/* Bound dots ask for `page`: the pager scrolls there as a key would. */
void sliding_pages_pager_bound_scroll(SlidingPagesPager *pager, int page);

/* The dots' state and decisions, kept by the core's DotsControl. */
typedef struct _SlidingPagesDotsControl SlidingPagesDotsControl;
typedef struct {
    int n_pages, current_page; /* current_page -1 with no pages */
    double position, reveal;
    gboolean hidden, hides_for_single_page, defers;
} SlidingPagesDotsState;
/* What a change changed, as flags. */
enum { SP_DOTS_COUNT = 1, SP_DOTS_POSITION = 2, SP_DOTS_PAGE = 4 };
/* What to do for a page the user asked for. */
typedef enum { SP_DOTS_NONE, SP_DOTS_SCROLL, SP_DOTS_DEFERRED, SP_DOTS_SHOWN } SlidingPagesDotsAnswer;

SlidingPagesDotsControl *sliding_pages_dots_control_new(void);
void sliding_pages_dots_control_free(SlidingPagesDotsControl *control);
void sliding_pages_dots_control_read(const SlidingPagesDotsControl *control, SlidingPagesDotsState *out);
/* Sets the count, position, reveal, first dot's page and the dot headed for (-1: none), or the
 * count alone (the position kept on a page); each returns the change flags. */
int sliding_pages_dots_control_set(SlidingPagesDotsControl *control, int n_pages, double position, double reveal, gboolean wraps,
                                   int first_page, int heading);
int sliding_pages_dots_control_set_count(SlidingPagesDotsControl *control, int n_pages);
void sliding_pages_dots_control_set_modes(SlidingPagesDotsControl *control, gboolean hides_for_single_page, gboolean defers);
/* The page a host sets, kept to the pages there are. */
int sliding_pages_dots_control_page_to_set(const SlidingPagesDotsControl *control, int page);
/* The page a key asks for, or -1 when the dots take no keys. */
int sliding_pages_dots_control_key(const SlidingPagesDotsControl *control, guint keyval, guint state, gboolean mirrored);
/* The user asked for `page`: what to do, the page kept in range in
 * `page_out` and, when shown, the change flags in `changes`. */
SlidingPagesDotsAnswer sliding_pages_dots_control_ask(SlidingPagesDotsControl *control, int page, gboolean follows_adjustment,
                                                      int *page_out, int *changes);
/* Shows a page that waited; the change flags, or -1 when none waited. */
int sliding_pages_dots_control_update_display(SlidingPagesDotsControl *control);

G_END_DECLS

#endif

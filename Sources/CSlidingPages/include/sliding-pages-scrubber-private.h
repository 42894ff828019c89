/* What SlidingPagesScrubber asks of the Swift side: the nub's geometry
 * (the core's ScrubberTrack), its states over time (ScrubberStates) and
 * its drawing. Not installed. */
#ifndef SLIDING_PAGES_SCRUBBER_PRIVATE_H
#define SLIDING_PAGES_SCRUBBER_PRIVATE_H

#include "sliding-pages-scrubber.h"

G_BEGIN_DECLS

/* Everything the geometry depends on, read from the widget and its
 * scrolled window's adjustment. */
typedef struct {
    int width, height;
    gboolean vertical, rtl;
    int inset_top, inset_bottom, inset_start, inset_end;
    double cross_alignment, minimum_scroll_factor;
    int nub_width, nub_height; /* 0: the drawn nub */
    double lower, upper, page_size, value;
} SlidingPagesScrubberGeometry;

/* The nub's rectangle; FALSE when it is not shown. */
gboolean sliding_pages_scrubber_nub_rect(const SlidingPagesScrubberGeometry *g, GdkRectangle *nub, double *fraction);
/* Where along the nub a press at (x, y) took hold of it. */
double sliding_pages_scrubber_grab_at(const SlidingPagesScrubberGeometry *g, double x, double y);
/* The adjustment value for a drag at (x, y) holding the nub at `grab`. */
double sliding_pages_scrubber_value_at(const SlidingPagesScrubberGeometry *g, double x, double y, double grab);
/* The bubble's text when the host gives none ("k / n"); free with g_free. */
char *sliding_pages_scrubber_default_text(const SlidingPagesScrubberGeometry *g);

/* The scrubber's transitions, as the signals name them. */
typedef enum {
    SLIDING_PAGES_SCRUBBER_SELECT,
    SLIDING_PAGES_SCRUBBER_DESELECT,
    SLIDING_PAGES_SCRUBBER_HIGHLIGHT,
    SLIDING_PAGES_SCRUBBER_UNHIGHLIGHT
} SlidingPagesScrubberTransition;

typedef enum {
    SLIDING_PAGES_SCRUBBER_SCROLLED,
    SLIDING_PAGES_SCRUBBER_PRESSED,
    SLIDING_PAGES_SCRUBBER_RELEASED,
    SLIDING_PAGES_SCRUBBER_TICK
} SlidingPagesScrubberInput;

/* Feeds an input at `now` (seconds) to the widget's states; fills `out` with up to 4 transitions
 * in order and returns how many. */
int sliding_pages_scrubber_input(GtkWidget *widget, SlidingPagesScrubberInput input, double now, guint delay_ms,
                                 guint fade_ms, SlidingPagesScrubberTransition *out);
/* Applies a transition's default look. */
void sliding_pages_scrubber_apply_default(GtkWidget *widget, SlidingPagesScrubberTransition transition, double now);
/* The nub under the default looks; `animating`: something changes without input after `now`. */
double sliding_pages_scrubber_opacity(GtkWidget *widget, double now);
gboolean sliding_pages_scrubber_looks_pressed(GtkWidget *widget);
gboolean sliding_pages_scrubber_animating(GtkWidget *widget, double now);

/* Paints the drawn nub (when `draw_nub`) and the bubble with `text` (when
 * not NULL) over the scrolled window. */
void sliding_pages_scrubber_paint(GtkWidget *widget, cairo_t *cr, const SlidingPagesScrubberGeometry *g, gboolean draw_nub,
                                  double opacity, gboolean pressed, const char *text);

G_END_DECLS

#endif

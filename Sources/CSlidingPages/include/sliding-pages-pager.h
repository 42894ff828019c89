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

#define SLIDING_PAGES_TYPE_PAGER (sliding_pages_pager_get_type())
G_DECLARE_FINAL_TYPE(SlidingPagesPager, sliding_pages_pager, SLIDING_PAGES, PAGER, GtkContainer)

/* A new pager (floating, like any new widget). */
GtkWidget *sliding_pages_pager_new(void);

/* The range of the deceleration-rate property: velocity kept per
 * millisecond while coasting (MotionConfiguration.decelerationRateRange). */
#define SLIDING_PAGES_DECELERATION_RATE_MIN 0.5
#define SLIDING_PAGES_DECELERATION_RATE_MAX 0.99999

/* Where a page sits: its leading edge, or the centre. */
typedef enum {
    SLIDING_PAGES_ALIGNMENT_EDGE,
    SLIDING_PAGES_ALIGNMENT_CENTER,
} SlidingPagesAlignment;

GType sliding_pages_alignment_get_type(void);
#define SLIDING_PAGES_TYPE_ALIGNMENT (sliding_pages_alignment_get_type())

G_END_DECLS

#endif

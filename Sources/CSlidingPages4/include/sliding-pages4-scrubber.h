/*
 * SlidingPages for GTK 4: a scrubber nub over any GtkScrolledWindow (the
 * SPTScrollViewScrubber seed), as GTK 3's SlidingPagesScrubber.
 */
#ifndef SLIDING_PAGES4_SCRUBBER_H
#define SLIDING_PAGES4_SCRUBBER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SLIDING_PAGES4_TYPE_SCRUBBER (sliding_pages4_scrubber_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4Scrubber, sliding_pages4_scrubber, SLIDING_PAGES4, SCRUBBER, GtkWidget)

/**
 * SlidingPages4ScrubberBubbleFunc:
 * @scrubber: the scrubber
 * @value: the scrolled window's adjustment's value
 * @fraction: how far through the content that is, 0 to 1
 * @user_data: the data given with the function
 *
 * Names the place under the nub in its bubble.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL for none
 */
typedef char *(*SlidingPages4ScrubberBubbleFunc)(SlidingPages4Scrubber *scrubber, double value, double fraction, gpointer user_data);

GtkWidget *sliding_pages4_scrubber_new(GtkWidget *scrolled_window);
void sliding_pages4_scrubber_set_child(SlidingPages4Scrubber *self, GtkWidget *scrolled_window);
GtkWidget *sliding_pages4_scrubber_get_child(SlidingPages4Scrubber *self);
void sliding_pages4_scrubber_set_nub(SlidingPages4Scrubber *self, GtkWidget *nub);
GtkWidget *sliding_pages4_scrubber_get_nub(SlidingPages4Scrubber *self);
/* Its documentation is here: the Swift face implements it. */
/**
 * sliding_pages4_scrubber_set_bubble_func:
 * @self: the scrubber
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   names the place under the nub, or %NULL for "k / n" viewports
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the scrubber goes
 *
 * The text of the bubble beside the held nub, which is also the
 * scrubber's accessible description. It is asked from the main loop
 * after the content scrolls, never inside GTK's signals or drawing; it
 * may change or destroy the scrubber.
 */
void sliding_pages4_scrubber_set_bubble_func(SlidingPages4Scrubber *self, SlidingPages4ScrubberBubbleFunc func, gpointer user_data,
                                             GDestroyNotify destroy);
double sliding_pages4_scrubber_get_fraction(SlidingPages4Scrubber *self);

G_END_DECLS

#endif

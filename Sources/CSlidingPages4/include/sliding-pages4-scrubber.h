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

/**
 * sliding_pages4_scrubber_new:
 * @scrolled_window: (nullable): the #GtkScrolledWindow to hold, with no
 *   parent yet
 *
 * A scrubber holding @scrolled_window: put it where the scrolled window
 * would go. Anything but a scrolled window with no parent is warned of
 * and not taken.
 *
 * Returns: a new scrubber
 */
GtkWidget *sliding_pages4_scrubber_new(GtkWidget *scrolled_window);

/**
 * sliding_pages4_scrubber_set_child:
 * @self: the scrubber
 * @scrolled_window: (nullable): the #GtkScrolledWindow to hold, or %NULL
 *
 * The scrolled window the nub travels over; the one held before is let
 * go of. Anything but a scrolled window with no parent is warned of and
 * not taken.
 */
void sliding_pages4_scrubber_set_child(SlidingPages4Scrubber *self, GtkWidget *scrolled_window);

/**
 * sliding_pages4_scrubber_get_child:
 * @self: the scrubber
 *
 * Returns: (transfer none) (nullable): the scrolled window held
 */
GtkWidget *sliding_pages4_scrubber_get_child(SlidingPages4Scrubber *self);

/**
 * sliding_pages4_scrubber_set_nub:
 * @self: the scrubber
 * @nub: (nullable): a widget with no parent, not a window, the scrubber or
 *   a widget holding it, to show as the nub at its natural size, or %NULL
 *   for the drawn one
 *
 * Shows @nub where the nub goes. It takes :selected while the nub shows and
 * :active while held (unless a state signal's handler made the change) and
 * fades with the nub; hidden, no nub shows. Its #GtkWidget:can-target is
 * turned off: presses are the scrubber's. The same as setting
 * #SlidingPages4Scrubber:nub.
 */
void sliding_pages4_scrubber_set_nub(SlidingPages4Scrubber *self, GtkWidget *nub);

/**
 * sliding_pages4_scrubber_get_nub:
 * @self: the scrubber
 *
 * Returns: (transfer none) (nullable): the host's nub, or %NULL for the drawn one
 */
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

/**
 * sliding_pages4_scrubber_get_fraction:
 * @self: the scrubber
 *
 * Returns: how far through its content the scrolled window is, 0 to 1;
 *   -1 while no nub shows
 */
double sliding_pages4_scrubber_get_fraction(SlidingPages4Scrubber *self);

/**
 * sliding_pages4_scrubber_get_nub_area:
 * @self: the scrubber
 * @area: (out caller-allocates) (optional): where the nub is, in the
 *   scrubber's coordinates
 *
 * Returns: whether the content is long enough for a nub, which may be
 *   faded out at rest (%FALSE leaves @area unset)
 */
gboolean sliding_pages4_scrubber_get_nub_area(SlidingPages4Scrubber *self, GdkRectangle *area);

G_END_DECLS

#endif

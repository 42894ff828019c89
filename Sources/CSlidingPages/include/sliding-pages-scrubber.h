/*
 * SlidingPagesScrubber: a scrubber nub over any GtkScrolledWindow (the
 * SPTScrollViewScrubber seed): drag the nub to travel through long content
 * at once, with a bubble naming where you are.
 */
#ifndef SLIDING_PAGES_SCRUBBER_H
#define SLIDING_PAGES_SCRUBBER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * SlidingPagesScrubber:
 *
 * A container for one #GtkScrolledWindow that draws a nub over it, along
 * its vertical scrollbar's side (or its horizontal one's, with
 * #GtkOrientable:orientation set to %GTK_ORIENTATION_HORIZONTAL). The nub
 * shows only for content at least #SlidingPagesScrubber:minimum-scroll-factor
 * viewports long; it rests at 0.3 opacity, shows fully while anything
 * scrolls, and fades back 0.75 s after the last scroll, over 0.5 s.
 * Dragging it scrolls the window: the nub stays under the pointer, and
 * while it is held a bubble beside it names the place (the viewport page,
 * "k / n", or the text of sliding_pages_scrubber_set_bubble_func()).
 *
 * The nub may be any widget (#SlidingPagesScrubber:nub). Its four state
 * changes are signals (#SlidingPagesScrubber::select,
 * #SlidingPagesScrubber::deselect, #SlidingPagesScrubber::highlight,
 * #SlidingPagesScrubber::unhighlight); a handler returning %TRUE makes the
 * change itself instead of the default look.
 *
 * In a GtkBuilder file, the scrolled window is the scrubber's child, and a
 * custom nub is another object named by its id (GTK 3 takes no object
 * inline in a property); a C program calls sliding_pages_init() before it
 * loads the file, so the type is known:
 * |[
 * <object class="GtkLabel" id="nub"><property name="label">≡</property></object>
 * <object class="SlidingPagesScrubber">
 *   <property name="nub">nub</property>
 *   <child>
 *     <object class="GtkScrolledWindow"> … </object>
 *   </child>
 * </object>
 * ]|
 */
#define SLIDING_PAGES_TYPE_SCRUBBER (sliding_pages_scrubber_get_type())
G_DECLARE_FINAL_TYPE(SlidingPagesScrubber, sliding_pages_scrubber, SLIDING_PAGES, SCRUBBER, GtkBin)

/**
 * SlidingPagesScrubberBubbleFunc:
 * @scrubber: the scrubber
 * @value: the scrolled window's adjustment value under the nub
 * @fraction: how far through the content that is, 0 to 1
 * @user_data: the data given with the function
 *
 * Names the place the nub is at ("Row 2,345", a date, a chapter).
 *
 * Returns: (nullable) (transfer full): the bubble's text, or %NULL to show
 *   no bubble there
 */
typedef char *(*SlidingPagesScrubberBubbleFunc)(SlidingPagesScrubber *scrubber, double value, double fraction,
                                                gpointer user_data);

/**
 * sliding_pages_scrubber_new:
 * @scrolled_window: (nullable): the scrolled window to scrub, which must not
 *   have a parent yet, or %NULL to add one later with gtk_container_add()
 *
 * Returns: a new scrubber holding @scrolled_window
 */
GtkWidget *sliding_pages_scrubber_new(GtkWidget *scrolled_window);

/**
 * sliding_pages_scrubber_set_nub:
 * @scrubber: a scrubber
 * @nub: (nullable): a widget without a parent, not a toplevel, to show as
 *   the nub at its natural size (it is shown; hidden later, there is no
 *   nub), or %NULL for the drawn one
 *
 * The same as setting #SlidingPagesScrubber:nub.
 */
void sliding_pages_scrubber_set_nub(SlidingPagesScrubber *scrubber, GtkWidget *nub);

/**
 * sliding_pages_scrubber_set_bubble_func:
 * @scrubber: a scrubber
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   names the place under the nub, or %NULL for the viewport page, "k / n"
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data
 *
 * Sets the bubble's text while the nub is held. @func is called from the
 * main loop, once after each change of the scroll position or the
 * content's length (not from inside an event, an allocation or a draw), and
 * its text is also the scrubber's accessible description; it may change or
 * destroy the scrubber, or set another function (@user_data is freed once
 * the call returns).
 */
void sliding_pages_scrubber_set_bubble_func(SlidingPagesScrubber *scrubber, SlidingPagesScrubberBubbleFunc func,
                                            gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages_scrubber_get_fraction:
 * @scrubber: a scrubber
 *
 * Returns: how far through its content the scrolled window is, 0 to 1, or
 *   -1 while the nub is not shown (no scrolled window, or short content)
 */
double sliding_pages_scrubber_get_fraction(SlidingPagesScrubber *scrubber);

/**
 * sliding_pages_scrubber_get_nub_area:
 * @scrubber: a scrubber
 * @area: (out caller-allocates): the nub's rectangle in the scrubber
 *
 * Returns: %TRUE when the nub is shown and @area was set
 */
gboolean sliding_pages_scrubber_get_nub_area(SlidingPagesScrubber *scrubber, GdkRectangle *area);

G_END_DECLS

#endif

/*
 * The GTK 4 page dots as a widget of their own, placed anywhere (a header
 * bar, under the pager) and bound to a pager, as AdwCarouselIndicatorDots
 * is to its carousel. Each phase and a click call Swift once.
 */
#ifndef SLIDING_PAGES4_DOTS_H
#define SLIDING_PAGES4_DOTS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SLIDING_PAGES4_TYPE_DOTS (sliding_pages4_dots_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4Dots, sliding_pages4_dots, SLIDING_PAGES4, DOTS, GtkWidget)

typedef struct {
    void (*measure)(gpointer data, GtkOrientation orientation, int *minimum, int *natural);
    void (*snapshot)(gpointer data, GtkSnapshot *snapshot);
    /* A click released at (x, y). */
    void (*clicked)(gpointer data, double x, double y);
    /* The widget goes: the Swift side lets go of `data`. */
    void (*dispose)(gpointer data);
} SlidingPages4DotsHooks;

GtkWidget *sliding_pages4_dots_new(const SlidingPages4DotsHooks *hooks, gpointer data);

G_END_DECLS

#endif

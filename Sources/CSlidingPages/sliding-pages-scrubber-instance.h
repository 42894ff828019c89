/* The scrubber's instance, shared by sliding-pages-scrubber.c (the type, the adjustment, the
 * bubble) and -scrubber-input.c (its windows, the nub's drag, painting). Internal. */
#ifndef SLIDING_PAGES_SCRUBBER_INSTANCE_H
#define SLIDING_PAGES_SCRUBBER_INSTANCE_H

#include "sliding-pages-scrubber-private.h"
#include "sliding-pages-instance-private.h"

struct _SlidingPagesScrubber {
    GtkBin parent;
    GtkOrientation orientation;
    /* A custom nub (an internal child), or NULL for the drawn one. */
    GtkWidget *nub;
    int insets[4]; /* top, bottom, start, end */
    double cross_alignment;
    double minimum_scroll_factor;
    gboolean shows_bubble;
    guint deselect_delay, deselect_duration; /* ms */
    /* The scrolled window's adjustment along the orientation. */
    GtkWidget *scrolled;
    gulong scrolled_handler;
    GtkAdjustment *adjustment;
    gulong adjustment_handlers[2];
    /* Takes the presses on the nub, above the scrolled window's windows and a custom nub's. */
    GdkWindow *input;
    GtkGesture *drag;
    gboolean held;
    double grab;
    guint tick_id;
    /* A default fade of the custom nub runs (its opacity follows it). */
    gboolean fading;
    SlidingPagesScrubberBubbleFunc bubble;
    gpointer bubble_data;
    GDestroyNotify bubble_destroy;
    /* Calls under way: data let go meanwhile waits in `retired`, as the function still reads it. */
    guint bubble_calls;
    GSList *retired;
    /* Asked in an idle: mid-event, draw or allocation, a host's change would pull it from under GTK. */
    char *text;
    guint text_idle;
    /* A release's transitions wait for an idle: a handler could free the widget GTK delivers it to. */
    guint release_idle;
    /* Set from the start of dispose: nothing is described or drawn again. */
    gboolean disposing;
    /* The drawn nub's opacity at the last tick. */
    double drawn_opacity;
};

static inline double now_seconds(void) { return g_get_monotonic_time() / 1e6; }
static inline gboolean is_scrubber(gpointer self, const char *function) {
    return sliding_pages_is_instance(self, SLIDING_PAGES_TYPE_SCRUBBER, function);
}

/* sliding-pages-scrubber.c */
/* Destroyed, or being: GTK's in-destruction flag is set only while ::destroy runs, so dispose
 * sets our own first. */
G_GNUC_INTERNAL gboolean scrubber_gone(gpointer self);
G_GNUC_INTERNAL void scrubber_geometry(SlidingPagesScrubber *self, SlidingPagesScrubberGeometry *g);
/* Where the nub is now, FALSE when there is none to see or grab. */
G_GNUC_INTERNAL gboolean scrubber_nub_rect(SlidingPagesScrubber *self, SlidingPagesScrubberGeometry *g, GdkRectangle *r,
                                           double *fraction);
/* Feeds an input to the states and tells the handlers of each transition
 * it causes; a handler may destroy the scrubber. */
G_GNUC_INTERNAL void scrubber_run(SlidingPagesScrubber *self, SlidingPagesScrubberInput input);
G_GNUC_INTERNAL void scrubber_apply_default(SlidingPagesScrubber *self, SlidingPagesScrubberTransition t, double now);

/* sliding-pages-scrubber-bubble.c */
/* Frees the bubble data let go of while its function ran, once none runs. */
G_GNUC_INTERNAL void scrubber_free_retired(SlidingPagesScrubber *self);
/* The bubble's text is asked again, from an idle. */
G_GNUC_INTERNAL void scrubber_want_text(SlidingPagesScrubber *self);

/* sliding-pages-scrubber-input.c */
/* GtkBin's widget class, which the scrubber's window vfuncs chain up to. */
#define SCRUBBER_PARENT_CLASS GTK_WIDGET_CLASS(g_type_class_peek(GTK_TYPE_BIN))
/* The nub is let go: its drag ends. */
G_GNUC_INTERNAL void scrubber_let_go(SlidingPagesScrubber *self);
/* The input window over the nub follows it. */
G_GNUC_INTERNAL void scrubber_place_input(SlidingPagesScrubber *self);
G_GNUC_INTERNAL void scrubber_window_class_init(GtkWidgetClass *widget_class);
G_GNUC_INTERNAL void scrubber_input_init(SlidingPagesScrubber *self);

#endif

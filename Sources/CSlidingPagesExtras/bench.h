/*
 * The benchmarks' measuring helpers, shared by SlidingPagesBench (Swift) and
 * the HdyCarousel harness (scripts/bench/hdy_harness.c), so both sides
 * measure a frame the same way.
 *
 * SPFrameTimer: the thread CPU time of each frame clock cycle, from the
 * start of "before-paint" to the end of "after-paint" (update, layout and
 * paint: the work that makes the frame late if it runs long), and the CPU
 * time from one cycle's start to the next (that plus whatever ran between
 * frames: idles, events). Recording starts when `recording` is set.
 */
#ifndef SLIDING_PAGES_BENCH_H
#define SLIDING_PAGES_BENCH_H

#ifdef SP_BENCH_STANDALONE
#include <gtk/gtk.h>
#else
#include "../CSlidingPagesGtk/shim.h"
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
/* Under callgrind with --collect-atstart=no and BENCH_CYCLES set, only the
 * frame clock cycles are counted: the instructions of the frames
 * themselves, without the idle work between them. */
#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define SP_TOGGLE_COLLECT() CALLGRIND_TOGGLE_COLLECT
#endif
#endif
#ifndef SP_TOGGLE_COLLECT
#define SP_TOGGLE_COLLECT() ((void)0)
#endif

typedef struct {
    gboolean recording;
    gboolean count_cycles, collecting;  /* BENCH_CYCLES: callgrind counts only the cycles */
    double cycle_start, last_start;
    double *cycles, *spans;  /* ms; spans[k] runs from cycle k's start to cycle k+1's */
    int n_cycles, n_spans, capacity;
} SPFrameTimer;

static inline double sp_thread_cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static inline void sp_frame_timer_before(GdkFrameClock *clock, gpointer data) {
    SPFrameTimer *t = data;
    (void)clock;
    double now = sp_thread_cpu_ms();
    if (t->recording && t->last_start > 0 && t->n_spans < t->capacity) t->spans[t->n_spans++] = now - t->last_start;
    t->cycle_start = now;
    t->last_start = t->recording ? now : 0;
    if (t->recording && t->count_cycles && !t->collecting) {
        t->collecting = TRUE;
        SP_TOGGLE_COLLECT();
    }
}

static inline void sp_frame_timer_after(GdkFrameClock *clock, gpointer data) {
    SPFrameTimer *t = data;
    (void)clock;
    if (t->collecting) {
        t->collecting = FALSE;
        SP_TOGGLE_COLLECT();
    }
    if (t->recording && t->cycle_start > 0 && t->n_cycles < t->capacity)
        t->cycles[t->n_cycles++] = sp_thread_cpu_ms() - t->cycle_start;
    t->cycle_start = 0;
}

/* Times the frames of `toplevel` (realized) from now on, up to `capacity`. */
static inline SPFrameTimer *sp_frame_timer_new(GtkWidget *toplevel, int capacity) {
    SPFrameTimer *t = g_new0(SPFrameTimer, 1);
    t->capacity = capacity;
    t->count_cycles = getenv("BENCH_CYCLES") != NULL;
    t->cycles = g_new0(double, capacity);
    t->spans = g_new0(double, capacity);
    GdkFrameClock *clock = gtk_widget_get_frame_clock(toplevel);
    g_signal_connect(clock, "before-paint", G_CALLBACK(sp_frame_timer_before), t);
    g_signal_connect_after(clock, "after-paint", G_CALLBACK(sp_frame_timer_after), t);
    return t;
}

static inline int sp_compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The q-quantile (0.5 the median, 0.99 the 99th percentile) of n values,
 * nearest rank; sorts them. */
static inline double sp_quantile(double *values, int n, double q) {
    if (n <= 0) return 0;
    qsort(values, n, sizeof *values, sp_compare_doubles);
    int k = (int)(q * n + 0.999999) - 1;
    if (k < 0) k = 0;
    if (k >= n) k = n - 1;
    return values[k];
}

/* Frames the heavy rows wait, after the window first drew, before they
 * drag (see SlidingPagesBench and hdy_harness). */
#define SP_BENCH_SETTLE_FRAMES 30

/* Gives a jump's page label its text ("Page N", N from 1), formatted in C
 * as HdyCarousel's harness relabels its pages: the host's formatting is
 * not the pager's cost. */
static inline void sp_label_set_page(GtkWidget *label, int index) {
    char text[32];
    snprintf(text, sizeof text, "Page %d", index + 1);
    gtk_label_set_text(GTK_LABEL(label), text);
}

/* A page's title text ("Page N", N from 1), formatted in C like the
 * labels, into a buffer the next call reuses. */
static inline const char *sp_page_title(int index) {
    static char text[32];
    snprintf(text, sizeof text, "Page %d", index + 1);
    return text;
}

/* Moves the X pointer to the screen's far corner, outside the 800x600
 * window. Xvfb starts it in the middle of the screen, over the pages: rows
 * passing under it would light up and repaint as in no real drag (a
 * pressed pointer is grabbed, so what it passes over does not react), in
 * both subjects alike. */
static inline void sp_park_pointer(void) {
    GdkDisplay *display = gdk_display_get_default();
    GdkScreen *screen = gdk_display_get_default_screen(display);
    GdkDevice *pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(display));
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    int width = gdk_screen_get_width(screen), height = gdk_screen_get_height(screen);
    G_GNUC_END_IGNORE_DEPRECATIONS
    gdk_device_warp(pointer, screen, width - 1, height - 1);
    gdk_display_sync(display);
}

/* A pointer event on `widget`'s own GdkWindow at (x, y) in the widget's
 * coordinates, through GTK's event path, as the X server would send it
 * (button 1; motion carries the held button). */
static inline void sp_send_pointer(GtkWidget *widget, GdkEventType type, double x, double y) {
    GdkWindow *window = gtk_widget_get_window(widget);
    GtkAllocation a;
    gtk_widget_get_allocation(widget, &a);
    if (gtk_widget_get_has_window(widget)) a.x = a.y = 0;
    GdkSeat *seat = gdk_display_get_default_seat(gdk_window_get_display(window));
    GdkDevice *pointer = gdk_seat_get_pointer(seat);
    GdkEvent *ev = gdk_event_new(type);
    guint32 time = (guint32)(g_get_monotonic_time() / 1000);
    /* The window's place on the screen, asked of the X server (a round
     * trip) at a press or release, or for another window, and kept for the
     * motions that follow: the benchmark's windows do not move while the
     * button is held, and the X server sends a real motion with its root
     * coordinates already made, so a drag's frames should not pay for
     * asking. (Kept by address: a window moved mid-drag, or a new window
     * at a freed one's address, would need asking again.) */
    static GdkWindow *asked = NULL;
    static int ox = 0, oy = 0;
    if (type != GDK_MOTION_NOTIFY || window != asked) {
        gdk_window_get_origin(window, &ox, &oy);
        asked = window;
    }
    if (type == GDK_MOTION_NOTIFY) {
        ev->motion.window = g_object_ref(window);
        ev->motion.send_event = 1;
        ev->motion.time = time;
        ev->motion.x = a.x + x;
        ev->motion.y = a.y + y;
        ev->motion.x_root = ox + a.x + x;
        ev->motion.y_root = oy + a.y + y;
        ev->motion.state = GDK_BUTTON1_MASK;
    } else {
        ev->button.window = g_object_ref(window);
        ev->button.send_event = 1;
        ev->button.time = time;
        ev->button.x = a.x + x;
        ev->button.y = a.y + y;
        ev->button.x_root = ox + a.x + x;
        ev->button.y_root = oy + a.y + y;
        ev->button.button = 1;
        ev->button.state = type == GDK_BUTTON_RELEASE ? GDK_BUTTON1_MASK : 0;
    }
    gdk_event_set_device(ev, pointer);
    gdk_event_set_source_device(ev, pointer);
    gtk_main_do_event(ev);
    gdk_event_free(ev);
}

#endif

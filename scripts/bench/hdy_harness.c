/*
 * The peer's side of the benchmark: HdyCarousel (libhandy 1, GTK 3) under the
 * same protocol as SlidingPagesBench's widget rows: an 800x600 window of N
 * label pages, then either 120 frames each jumping to the next page
 * (hdy_carousel_scroll_to_full(..., 0)), or 600 frames of continuous drag,
 * the position following the pointer 0.05 of a page a frame (driven through
 * the carousel's own swipe tracker: "begin-swipe", then "update-swipe" with
 * the position, which is what a pointer drag does). With "dots", the
 * carousel's HdyCarouselIndicatorDots sit under it, as our rows' dots do.
 * With "relabel" (jumps only), the page each jump lands on first takes text
 * it has not shown ("Page 12" the twelfth jump): the carousel showing more
 * pages than it has children, by giving a child new content, which is what
 * a recycling pager does for every page it brings in. "heavy" is the drag
 * over pages that are each a scrolled 100-row GtkListBox of icons and
 * labels, all built before the first frame, begun SP_BENCH_SETTLE_FRAMES
 * frames after the window first drew. The X pointer is parked outside the
 * window in every scenario (bench.h). Each frame clock cycle is timed as
 * SlidingPagesBench times its own (bench.h). Prints one JSON line.
 *
 * Usage: hdy_harness PAGES [jump|drag|heavy] [dots] [relabel]
 */
#include <handy.h>
#define SP_BENCH_STANDALONE
#include "bench.h"
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double cpu(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static long rss_kb(void) {
    long size = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f) return 0;
    if (fscanf(f, "%ld %ld", &size, &resident) != 2) resident = 0;
    fclose(f);
    return resident * sysconf(_SC_PAGESIZE) / 1024;
}

typedef struct {
    HdyCarousel *carousel;
    GtkWidget **pages;
    int n, frame, frames;
    gboolean drag, dots, relabel, heavy;
    int settled;
    GtkWidget *window;
    SPFrameTimer *timer;
    double start, built, cpu0;
    long rss0;
} Bench;

static gboolean on_draw(GtkWidget *w, cairo_t *cr, gpointer data) {
    Bench *b = data;
    (void)w;
    (void)cr;
    if (b->built == 0) b->built = now() - b->start;
    return FALSE;
}

static gboolean tick(GtkWidget *w, GdkFrameClock *clock, gpointer data) {
    Bench *b = data;
    (void)w;
    (void)clock;
    if (b->built == 0) return G_SOURCE_CONTINUE;
    /* As SlidingPagesBench's heavy rows: the first focus's transition runs
     * before the drag. */
    if (b->heavy && b->settled < SP_BENCH_SETTLE_FRAMES) {
        b->settled++;
        return G_SOURCE_CONTINUE;
    }
    if (b->frame == 0) {
        b->cpu0 = cpu();
        b->timer = sp_frame_timer_new(b->window, b->frames + 8);
        b->timer->recording = TRUE;
        if (b->drag)
            g_signal_emit_by_name(hdy_swipeable_get_swipe_tracker(HDY_SWIPEABLE(b->carousel)), "begin-swipe",
                                  HDY_NAVIGATION_DIRECTION_FORWARD, TRUE);
    }
    b->frame++;
    if (b->drag) {
        /* The carousel does not wrap: the drag starts over at the end. */
        double span = b->n > 1 ? b->n - 1 : 1;
        double p = fmod(b->frame * 0.05, span);
        g_signal_emit_by_name(hdy_swipeable_get_swipe_tracker(HDY_SWIPEABLE(b->carousel)), "update-swipe", p);
    } else {
        GtkWidget *page = b->pages[b->frame % b->n];
        if (b->relabel) {
            /* The same texts our rows show jumping through pages 1, 2, 3, ... */
            char text[32];
            snprintf(text, sizeof text, "Page %d", b->frame + 1);
            gtk_label_set_text(GTK_LABEL(page), text);
        }
        hdy_carousel_scroll_to_full(b->carousel, page, 0);
    }
    if (b->frame >= b->frames) {
        double c = cpu() - b->cpu0;
        SPFrameTimer *t = b->timer;
        t->recording = FALSE;
        printf("{\"subject\": \"hdy\", \"variant\": \"%s\", \"scenario\": \"%s\", \"pages\": %d, \"build_ms\": %.4f, "
               "\"rss_kb\": %ld, \"cpu_ms_per_frame\": %.4f, \"live_pages\": %d, \"frames_timed\": %d, "
               "\"cycle_cpu_ms_median\": %.4f, \"cycle_cpu_ms_p99\": %.4f, \"span_cpu_ms_median\": %.4f, \"span_cpu_ms_p99\": %.4f}\n",
               b->dots ? (b->relabel ? "dots+relabel" : "dots") : (b->relabel ? "relabel" : "pages"),
               b->heavy ? "heavy" : b->drag ? "drag" : "jump", b->n, b->built * 1000, rss_kb() - b->rss0,
               c * 1000 / b->frames, b->n, t->n_cycles, sp_quantile(t->cycles, t->n_cycles, 0.5),
               sp_quantile(t->cycles, t->n_cycles, 0.99), sp_quantile(t->spans, t->n_spans, 0.5), sp_quantile(t->spans, t->n_spans, 0.99));
        fflush(stdout);
        gtk_main_quit();
        return G_SOURCE_REMOVE;
    }
    return G_SOURCE_CONTINUE;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 10;
    if (n < 1) n = 1;
    gtk_init(&argc, &argv);
    hdy_init();
    Bench b = {0};
    b.n = n;
    b.heavy = argc > 2 && strcmp(argv[2], "heavy") == 0;
    b.drag = argc > 2 && (strcmp(argv[2], "drag") == 0 || b.heavy);
    for (int k = 3; k < argc; k++) {
        if (strcmp(argv[k], "dots") == 0) b.dots = TRUE;
        else if (strcmp(argv[k], "relabel") == 0) b.relabel = TRUE;
        else {
            fprintf(stderr, "hdy_harness: unknown option %s (dots or relabel)\n", argv[k]);
            return 2;
        }
    }
    if (b.relabel && b.drag) {
        fprintf(stderr, "hdy_harness: relabel is for jumps\n");
        return 2;
    }
    /* BENCH_FRAMES, as in SlidingPagesBench: two runs' difference gives instructions per frame. */
    const char *frames = getenv("BENCH_FRAMES");
    b.frames = frames && atoi(frames) > 0 ? atoi(frames) : b.drag ? 600 : 120;
    sp_park_pointer();
    b.rss0 = rss_kb();
    b.start = now();
    GtkWidget *window = b.window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    b.carousel = HDY_CAROUSEL(hdy_carousel_new());
    b.pages = g_new(GtkWidget *, n);
    static const char *icons[] = {"folder", "text-x-generic", "image-x-generic", "audio-x-generic", "video-x-generic"};
    for (int k = 0; k < n; k++) {
        char text[64];
        if (b.heavy) {
            /* The same page as SlidingPagesBench's heavy rows. */
            b.pages[k] = gtk_scrolled_window_new(NULL, NULL);
            GtkWidget *list = gtk_list_box_new();
            for (int r = 0; r < 100; r++) {
                GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
                snprintf(text, sizeof text, "List %d, item %d", k + 1, r + 1);
                gtk_box_pack_start(GTK_BOX(row), gtk_image_new_from_icon_name(icons[(k + r) % 5], GTK_ICON_SIZE_LARGE_TOOLBAR), FALSE, FALSE, 0);
                gtk_box_pack_start(GTK_BOX(row), gtk_label_new(text), FALSE, FALSE, 0);
                gtk_container_add(GTK_CONTAINER(list), row);
            }
            gtk_container_add(GTK_CONTAINER(b.pages[k]), list);
        } else {
            snprintf(text, sizeof text, "Page %d", k + 1);
            b.pages[k] = gtk_label_new(text);
        }
        gtk_container_add(GTK_CONTAINER(b.carousel), b.pages[k]);
    }
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_pack_start(GTK_BOX(box), GTK_WIDGET(b.carousel), TRUE, TRUE, 0);
    if (b.dots) {
        GtkWidget *dots = hdy_carousel_indicator_dots_new();
        hdy_carousel_indicator_dots_set_carousel(HDY_CAROUSEL_INDICATOR_DOTS(dots), b.carousel);
        gtk_box_pack_start(GTK_BOX(box), dots, FALSE, FALSE, 0);
    }
    gtk_container_add(GTK_CONTAINER(window), box);
    g_signal_connect_after(window, "draw", G_CALLBACK(on_draw), &b);
    gtk_widget_add_tick_callback(window, tick, &b, NULL);
    gtk_widget_show_all(window);
    gtk_main();
    g_free(b.pages);
    return 0;
}

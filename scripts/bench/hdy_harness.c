/*
 * The peer's side of the benchmark: HdyCarousel (libhandy 1, GTK 3) under the
 * same protocol as SlidingPagesBench's widget rows: an 800x600 window of N
 * label pages, then 120 frames each jumping to the next page
 * (hdy_carousel_scroll_to_full(..., 0)). Prints one JSON line.
 *
 * Usage: hdy_harness PAGES
 */
#include <handy.h>
#include <stdio.h>
#include <stdlib.h>
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
    int n, frame;
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
    if (b->frame == 0) b->cpu0 = cpu();
    b->frame++;
    hdy_carousel_scroll_to_full(b->carousel, b->pages[b->frame % b->n], 0);
    if (b->frame >= 120) {
        double c = cpu() - b->cpu0;
        printf("{\"subject\": \"hdy\", \"scenario\": \"jump\", \"pages\": %d, \"build_ms\": %.4f, \"rss_kb\": %ld, "
               "\"cpu_ms_per_frame\": %.4f, \"live_pages\": %d}\n",
               b->n, b->built * 1000, rss_kb() - b->rss0, c * 1000 / 120, b->n);
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
    b.rss0 = rss_kb();
    b.start = now();
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    b.carousel = HDY_CAROUSEL(hdy_carousel_new());
    b.pages = g_new(GtkWidget *, n);
    for (int k = 0; k < n; k++) {
        char text[32];
        snprintf(text, sizeof text, "Page %d", k + 1);
        b.pages[k] = gtk_label_new(text);
        gtk_container_add(GTK_CONTAINER(b.carousel), b.pages[k]);
    }
    gtk_container_add(GTK_CONTAINER(window), GTK_WIDGET(b.carousel));
    g_signal_connect_after(window, "draw", G_CALLBACK(on_draw), &b);
    gtk_widget_add_tick_callback(window, tick, &b, NULL);
    gtk_widget_show_all(window);
    gtk_main();
    g_free(b.pages);
    return 0;
}

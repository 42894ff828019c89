/*
 * A careless or hostile C host, using only the installed API
 * (sliding-pages.h through pkg-config). Each case runs in a process of its
 * own (hostile.sh runs them under G_DEBUG=fatal-criticals): a critical, a
 * crash or a hang fails it, and so does any call that asks the data source
 * for an index outside 0..<count as the host last reported it.
 *
 * `hostile fuzz SEED STEPS` drives random sequences of every public call,
 * property set, re-entry from callbacks and signals, and real drags, and
 * checks the invariants as it goes; a failure names the seed to replay.
 *
 * Usage: hostile --list | hostile CASE | hostile fuzz SEED STEPS
 */
#include <sliding-pages.h>
#include <gdk/gdk.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <sys/inotify.h>
#include <unistd.h>

/* What the host reported to the pager, and what it does from inside its
 * own callbacks. */
typedef struct Host Host;
typedef void (*Action)(Host *h, int index);
struct Host {
    int count;           /* the count the host last reported */
    GtkWidget *window;
    GtkWidget *pager;    /* NULL once destroyed */
    Action on_view;      /* run inside the view callback */
    Action on_title;     /* run inside the title callback */
    int view_calls, title_calls;
    int warnings;
    GtkWidget *returned; /* a widget the view callback returns instead */
    gpointer title_data_seen;
};

static Host H;

static void fail(const char *fmt, ...) G_GNUC_PRINTF(1, 2);
static void fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stdout, "FAIL: ");
    vfprintf(stdout, fmt, ap);
    fprintf(stdout, "\n");
    va_end(ap);
    fflush(stdout);
    exit(3);
}

#define CHECK(cond, ...) do { if (!(cond)) fail(__VA_ARGS__); } while (0)

/* Warnings are counted (some cases must warn); criticals stay fatal. */
static char last_warning[512]; /* what a C host is told names the C function */
static void log_handler(const char *domain, GLogLevelFlags level, const char *message, gpointer data) {
    (void)data;
    if (level & G_LOG_LEVEL_WARNING) {
        H.warnings++;
        g_strlcpy(last_warning, message, sizeof last_warning);
    }
    fprintf(stdout, "log %s %s: %s\n", domain ? domain : "-", (level & G_LOG_LEVEL_CRITICAL) ? "CRITICAL" : (level & G_LOG_LEVEL_WARNING) ? "WARNING" : "message", message);
    fflush(stdout);
    if (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR)) abort();
    /* GObject's warning of a cast of a freed or foreign pointer is always a
     * bug (an out-of-range g_object_set is the host's, and only counted). */
    if ((level & G_LOG_LEVEL_WARNING) && domain && strcmp(domain, "GLib-GObject") == 0 &&
        (strstr(message, "invalid unclassed") || strstr(message, "invalid cast") || strstr(message, "invalid uninstantiatable"))) {
        fprintf(stdout, "FAIL: a GObject warning\n");
        fflush(stdout);
        abort();
    }
}

/* GTK 3 logs through GLib's structured writer, which the default handler
 * above never sees: its warnings (an allocation gone negative) count too. */
static GLogWriterOutput log_writer(GLogLevelFlags level, const GLogField *fields, gsize n, gpointer data) {
    (void)data;
    if (level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO)) return G_LOG_WRITER_HANDLED;
    const char *domain = NULL, *message = "";
    for (gsize i = 0; i < n; i++) {
        if (strcmp(fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0) domain = fields[i].value;
        if (strcmp(fields[i].key, "MESSAGE") == 0 && fields[i].length < 0) message = fields[i].value;
    }
    log_handler(domain, level, message, NULL);
    return G_LOG_WRITER_HANDLED;
}

static void range(const char *what, int index) {
    if (index < 0 || index >= H.count) fail("%s asked for index %d with %d items", what, index, H.count);
}

static GtkWidget *view(int index, GtkWidget *reusing, gpointer data) {
    (void)data;
    range("view", index);
    H.view_calls++;
    if (H.on_view) H.on_view(&H, index);
    if (H.returned) return H.returned;
    GtkWidget *label = reusing ? reusing : gtk_label_new(NULL);
    char text[32];
    snprintf(text, sizeof text, "Page %d", index);
    gtk_label_set_text(GTK_LABEL(label), text);
    return label;
}

static char *title(int index, gpointer data) {
    H.title_data_seen = data;
    range("title", index);
    H.title_calls++;
    if (H.on_title) H.on_title(&H, index);
    return g_strdup_printf("Title %d", index);
}

static void pump(int ms) {
    gint64 end = g_get_monotonic_time() + (gint64)ms * 1000;
    while (g_get_monotonic_time() < end) {
        while (gtk_events_pending()) gtk_main_iteration_do(FALSE);
        g_usleep(1000);
    }
}

static void forget_pager(GtkWidget *w, gpointer data) {
    (void)w;
    (void)data;
    H.pager = NULL;
}

/* `pager` becomes the host's, in an 800 × 600 window of its own (shown by
 * the caller); H.pager goes NULL when it is destroyed. */
static void host_in_window(GtkWidget *pager) {
    H.window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(H.window), 800, 600);
    H.pager = pager;
    g_signal_connect(H.pager, "destroy", G_CALLBACK(forget_pager), NULL);
    gtk_container_add(GTK_CONTAINER(H.window), H.pager);
}

/* A window with a pager of `count` label pages with titles. */
static void make(int count) {
    H.count = count;
    host_in_window(sliding_pages_pager_new());
    sliding_pages_pager_set_source(SLIDING_PAGES_PAGER(H.pager), count, view, title, &H, NULL);
    gtk_widget_show_all(H.window);
    pump(150);
}

/* The pager still pages by API: a jump lands, and n-items is what the host said. */
static void still_pages(void) {
    CHECK(H.pager != NULL, "the pager is gone");
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    CHECK(sliding_pages_pager_get_n_items(p) == H.count, "n-items %d, the host said %d", sliding_pages_pager_get_n_items(p), H.count);
    if (H.count >= 3) {
        sliding_pages_pager_scroll_to_page(p, 2, 0);
        pump(60);
        CHECK(sliding_pages_pager_get_current_page(p) == 2, "a jump to page 2 landed on %d", sliding_pages_pager_get_current_page(p));
        sliding_pages_pager_scroll_to_page(p, 0, 0.1);
        pump(300);
        CHECK(sliding_pages_pager_get_current_page(p) == 0, "a move to page 0 landed on %d", sliding_pages_pager_get_current_page(p));
    }
}

/* 1. Re-entrant teardown --------------------------------------------------- */

static void destroy_pager(Host *h, int index) {
    (void)index;
    if (h->pager) gtk_widget_destroy(h->pager);
}

static void destroy_window(Host *h, int index) {
    (void)index;
    if (h->window) {
        GtkWidget *w = h->window;
        h->window = NULL;
        gtk_widget_destroy(w);
    }
}

static int case_destroy_in_view(void) {
    make(10);
    H.on_view = destroy_pager;
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 5, 0);
    pump(100);
    CHECK(H.pager == NULL, "the pager survived its destruction");
    return 0;
}

static int case_destroy_in_title(void) {
    make(10);
    H.on_title = destroy_pager;
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 5, 0.2);
    pump(400);
    CHECK(H.pager == NULL, "the pager survived its destruction");
    return 0;
}

static int case_destroy_toplevel_in_view(void) {
    make(10);
    H.on_view = destroy_window;
    sliding_pages_pager_reload(SLIDING_PAGES_PAGER(H.pager), FALSE);
    pump(100);
    CHECK(H.pager == NULL && H.window == NULL, "the window survived");
    return 0;
}

static void destroy_in_signal(SlidingPagesPager *p, int value, gpointer data) {
    (void)p;
    (void)value;
    (void)data;
    destroy_pager(&H, 0);
}

static void destroy_in_plain_signal(SlidingPagesPager *p, gpointer data) {
    (void)p;
    (void)data;
    destroy_pager(&H, 0);
}

/* did-scroll carries the position, which is the pager's at the time. */
static void destroy_in_did_scroll(SlidingPagesPager *p, double position, gpointer data) {
    (void)data;
    CHECK(position == sliding_pages_pager_get_position(p), "did-scroll said %g, the pager is at %g", position, sliding_pages_pager_get_position(p));
    destroy_pager(&H, 0);
}

static int signal_teardown(const char *signal, gboolean plain) {
    make(10);
    GCallback handler = strcmp(signal, "did-scroll") == 0 ? G_CALLBACK(destroy_in_did_scroll)
                        : plain ? G_CALLBACK(destroy_in_plain_signal) : G_CALLBACK(destroy_in_signal);
    g_signal_connect(H.pager, signal, handler, NULL);
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 3, 0.2);
    pump(500);
    CHECK(H.pager == NULL, "the pager survived its destruction in %s", signal);
    return 0;
}

static int case_destroy_in_current_item_changed(void) { return signal_teardown("current-item-changed", FALSE); }
static int case_destroy_in_settled(void) { return signal_teardown("settled", FALSE); }
static int case_destroy_in_did_scroll(void) { return signal_teardown("did-scroll", TRUE); }

static void unparent_pager(Host *h, int index) {
    (void)index;
    if (h->pager && gtk_widget_get_parent(h->pager)) {
        g_object_ref(h->pager);
        gtk_container_remove(GTK_CONTAINER(h->window), h->pager);
    }
}

static int case_unparent_in_view_then_back(void) {
    make(10);
    H.on_view = unparent_pager;
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 5, 0);
    pump(100);
    H.on_view = NULL;
    CHECK(H.pager && !gtk_widget_get_parent(H.pager), "the pager was not taken out");
    gtk_container_add(GTK_CONTAINER(H.window), H.pager);
    g_object_unref(H.pager);
    pump(150);
    still_pages();
    return 0;
}

/* 2. Calls out of range ----------------------------------------------------- */

static void set_zero(Host *h, int index) {
    (void)index;
    h->on_view = NULL;
    h->on_title = NULL;
    h->count = 0;
    sliding_pages_pager_set_n_items(SLIDING_PAGES_PAGER(h->pager), 0);
}

static void delete_all(Host *h, int index) {
    (void)index;
    h->on_view = NULL;
    h->on_title = NULL;
    int n = h->count;
    h->count = 0;
    sliding_pages_pager_delete_items(SLIDING_PAGES_PAGER(h->pager), 0, n, FALSE);
}

static void shrink_to_two(Host *h, int index) {
    (void)index;
    h->on_view = NULL;
    h->count = 2;
    sliding_pages_pager_set_n_items(SLIDING_PAGES_PAGER(h->pager), 2);
}

static void insert_three(Host *h, int index) {
    (void)index;
    h->on_view = NULL;
    h->count += 3;
    sliding_pages_pager_insert_items(SLIDING_PAGES_PAGER(h->pager), 0, 3, FALSE);
}

static int count_change_in_view(Action a, int expect) {
    make(10);
    H.on_view = a;
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 6, 0);
    pump(200);
    CHECK(H.count == expect, "the host's count is %d", H.count);
    still_pages();
    return 0;
}

static void batch_of_three(Host *h, int index) {
    (void)index;
    h->on_view = NULL;
    /* 10 items: four deleted at the front, one inserted there, the last
     * moved to the front: 7. */
    SlidingPagesItemChange changes[] = {
        {SLIDING_PAGES_CHANGE_DELETE, 0, 4, 0},
        {SLIDING_PAGES_CHANGE_INSERT, 0, 1, 0},
        {SLIDING_PAGES_CHANGE_MOVE, h->count - 4, 0, 0},
    };
    h->count -= 3;
    CHECK(sliding_pages_pager_apply_changes(SLIDING_PAGES_PAGER(h->pager), changes, G_N_ELEMENTS(changes), TRUE),
          "a valid batch was refused");
}

static const char *const ten_ids[] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"};

static void diff_to_none(Host *h, int index) {
    (void)index;
    h->on_title = NULL;
    int n = h->count;
    h->count = 0;
    CHECK(sliding_pages_pager_update_items(SLIDING_PAGES_PAGER(h->pager), ten_ids, (gsize)n, NULL, 0, FALSE),
          "a diff to no items was refused");
}

static int case_set_n_items_zero_in_view(void) { return count_change_in_view(set_zero, 0); }
static int case_delete_all_in_view(void) { return count_change_in_view(delete_all, 0); }
static int case_shrink_in_view(void) { return count_change_in_view(shrink_to_two, 2); }
static int case_insert_in_view(void) { return count_change_in_view(insert_three, 13); }
static int case_batch_in_view(void) { return count_change_in_view(batch_of_three, 7); }

static int case_diff_to_none_in_title(void) {
    make(10);
    H.on_title = diff_to_none;
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 4, 0.2);
    pump(400);
    CHECK(H.count == 0, "the host's count is %d", H.count);
    still_pages();
    return 0;
}

/* A source with no count: pages numbered in qdata, 0…99. */
static int unbounded_mischief; /* 1: set the current page from inside; 2: destroy the pager from inside */
static GtkWidget *numbered(int n, GtkWidget *reusing) {
    GtkWidget *label = reusing ? reusing : gtk_label_new(NULL);
    g_object_set_data(G_OBJECT(label), "n", GINT_TO_POINTER(n + 1));
    char text[32];
    snprintf(text, sizeof text, "Page %d", n);
    gtk_label_set_text(GTK_LABEL(label), text);
    return label;
}
static int number_of(GtkWidget *page) { return GPOINTER_TO_INT(g_object_get_data(G_OBJECT(page), "n")) - 1; }
static GtkWidget *neighbour(SlidingPagesNeighbour which, GtkWidget *page, GtkWidget *reusing, gpointer data) {
    (void)data;
    CHECK(which == SLIDING_PAGES_NEIGHBOUR_FIRST ? page == NULL : GTK_IS_WIDGET(page), "neighbour %d of %p", which, (void *)page);
    int n = which == SLIDING_PAGES_NEIGHBOUR_FIRST ? 0 : number_of(page) + (which == SLIDING_PAGES_NEIGHBOUR_AFTER ? 1 : -1);
    if (unbounded_mischief == 1 && n == 2) {
        unbounded_mischief = 0;
        sliding_pages_pager_set_current_page(SLIDING_PAGES_PAGER(H.pager), numbered(50, NULL), TRUE, TRUE);
    } else if (unbounded_mischief == 2 && n == 3) {
        unbounded_mischief = 0;
        gtk_widget_destroy(H.pager);
        return NULL;
    }
    if (n < 0 || n > 99) return NULL;
    return numbered(n, reusing);
}
static char *neighbour_title(GtkWidget *page, gpointer data) {
    (void)data;
    CHECK(GTK_IS_WIDGET(page), "a title for %p", (void *)page);
    return g_strdup_printf("Day %d", number_of(page));
}
static int unbounded_freed;
static void count_unbounded_free(gpointer data) { (void)data; unbounded_freed++; }

static int case_unbounded_source_misused(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_set_unbounded_source(p, neighbour, neighbour_title, NULL, count_unbounded_free);
    pump(100);
    CHECK(unbounded_freed == 0, "the data was freed while in use");
    /* Its own page, the pager, a window, a page with another parent: each
     * warns or is taken as the pager's own, and the pager still pages. */
    int before = H.warnings;
    sliding_pages_pager_set_current_page(p, H.pager, TRUE, FALSE);
    CHECK(g_str_has_prefix(last_warning, "sliding_pages_pager_set_current_page: "), "the warning names no C function: %s", last_warning);
    sliding_pages_pager_set_current_page(p, H.window, TRUE, TRUE);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *held = numbered(7, NULL);
    gtk_container_add(GTK_CONTAINER(box), held);
    g_object_ref_sink(box);
    sliding_pages_pager_set_current_page(p, held, FALSE, TRUE);
    sliding_pages_pager_set_current_page(p, NULL, FALSE, TRUE);
    CHECK(H.warnings >= before + 4, "%d warnings for 4 wrong pages", H.warnings - before);
    pump(100);
    /* Re-entrant: the current page set from inside the neighbour function. */
    unbounded_mischief = 1;
    sliding_pages_pager_scroll_by_items(p, 2, 0.1);
    pump(800);
    /* Many changes at once, each animated over the last. */
    for (int k = 0; k < 5; k++) sliding_pages_pager_set_current_page(p, numbered(10 * k, NULL), k % 2, TRUE);
    pump(800);
    sliding_pages_pager_scroll_by_items(p, 1, 0);
    pump(100);
    CHECK(sliding_pages_pager_get_live_pages(p) >= 2 && sliding_pages_pager_get_live_pages(p) <= 4, "%d live pages", sliding_pages_pager_get_live_pages(p));
    /* The pager destroyed from inside the neighbour function. */
    unbounded_mischief = 2;
    sliding_pages_pager_set_current_page(p, numbered(0, NULL), TRUE, FALSE);
    sliding_pages_pager_scroll_by_items(p, 3, 0.2);
    pump(500);
    CHECK(H.pager == NULL, "the pager was not destroyed");
    CHECK(unbounded_freed == 1, "the data was freed %d times", unbounded_freed);
    g_object_unref(box);
    return 0;
}

/* A source with no first page has no pages: nothing to scroll to or tell
 * of, and it is not asked again, until the host sets a page. */
static int none_calls, none_settles;
static GtkWidget *no_first(SlidingPagesNeighbour which, GtkWidget *page, GtkWidget *reusing, gpointer data) {
    (void)data;
    none_calls++;
    if (which == SLIDING_PAGES_NEIGHBOUR_FIRST) return NULL;
    return numbered(number_of(page) + (which == SLIDING_PAGES_NEIGHBOUR_AFTER ? 1 : -1), reusing);
}
static void count_none_settles(SlidingPagesPager *p, int page, gpointer d) {
    (void)p;
    (void)page;
    (void)d;
    none_settles++;
}
static int case_no_first_page(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_scroll_to_item(p, 50, 0);
    CHECK(g_str_has_prefix(last_warning, "sliding_pages_pager_scroll_to_item: index 50 "), "the warning names no C function: %s", last_warning);
    sliding_pages_pager_scroll_to_page(p, 4, 0);
    pump(100);
    g_signal_connect(H.pager, "settled", G_CALLBACK(count_none_settles), NULL);
    g_signal_connect(H.pager, "page-selected", G_CALLBACK(count_none_settles), NULL);
    sliding_pages_pager_set_unbounded_source(p, no_first, NULL, NULL, NULL);
    pump(200);
    CHECK(none_calls == 1, "the first page was asked for %d times", none_calls);
    sliding_pages_pager_scroll_by_items(p, 2, 0.2);
    pump(400);
    sliding_pages_pager_scroll_to_page(p, 3, 0);
    sliding_pages_pager_scroll_by_items(p, -5, 0);
    pump(200);
    CHECK(none_calls == 1, "a source with no pages was asked %d times", none_calls);
    CHECK(sliding_pages_pager_get_position(p) == 0, "a source with no pages moved to %f", sliding_pages_pager_get_position(p));
    CHECK(sliding_pages_pager_get_live_pages(p) == 0, "%d live pages", sliding_pages_pager_get_live_pages(p));
    CHECK(none_settles == 0, "a source with no pages told of %d pages", none_settles);
    /* A page set, even asked to slide, is there at once, with neighbours. */
    sliding_pages_pager_set_current_page(p, numbered(5, NULL), TRUE, TRUE);
    pump(300);
    CHECK(sliding_pages_pager_get_live_pages(p) >= 2, "a page set on no pages: %d live pages", sliding_pages_pager_get_live_pages(p));
    CHECK(none_calls > 1, "the neighbours of a page set were not asked for");
    double at = sliding_pages_pager_get_position(p);
    sliding_pages_pager_scroll_by_items(p, 1, 0.1);
    pump(400);
    CHECK(sliding_pages_pager_get_position(p) == at + 1, "a step from a page set went from %f to %f", at, sliding_pages_pager_get_position(p));
    return 0;
}

/* A page set beside the current one is the page after or before it: the
 * settled signal and current-page agree, from the host's own handler too. */
static int set_page_disagreements, set_page_last_settled, set_page_in_handler;
static void set_page_settled(SlidingPagesPager *p, int page, gpointer d) {
    (void)d;
    set_page_last_settled = page;
    if (page != sliding_pages_pager_get_current_page(p)) set_page_disagreements++;
    if (set_page_in_handler && page == 4) {
        set_page_in_handler = 0;
        sliding_pages_pager_set_current_page(p, numbered(70, NULL), TRUE, TRUE);
    }
}
static int case_set_page_numbers(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_set_unbounded_source(p, neighbour, neighbour_title, NULL, NULL);
    g_signal_connect(H.pager, "settled", G_CALLBACK(set_page_settled), NULL);
    pump(100);
    sliding_pages_pager_scroll_by_items(p, 4, 0);
    pump(100);
    CHECK(sliding_pages_pager_get_current_page(p) == 4, "four steps on is page %d", sliding_pages_pager_get_current_page(p));
    /* Slid in or set at once, the page is the one after or before. */
    const struct { int page; gboolean forward, animated; int expect; } sets[] = {
        {50, TRUE, TRUE, 5}, {20, FALSE, TRUE, 4}, {30, FALSE, TRUE, 3}, {40, TRUE, TRUE, 4}, {45, TRUE, FALSE, 5}, {46, FALSE, FALSE, 4}};
    for (size_t k = 0; k < G_N_ELEMENTS(sets); k++) {
        sliding_pages_pager_set_current_page(p, numbered(sets[k].page, NULL), sets[k].forward, sets[k].animated);
        pump(600);
        int now = sliding_pages_pager_get_current_page(p);
        CHECK(now == sets[k].expect && set_page_last_settled == now, "Day %d set %s: current page %d, settled %d, expected %d", sets[k].page,
              sets[k].forward ? "forward" : "back", now, set_page_last_settled, sets[k].expect);
    }
    /* The current page set again stays, whichever side it is said to come from. */
    GtkWidget *shown = sliding_pages_pager_get_item_widget(p, sliding_pages_pager_get_current_item(p));
    CHECK(shown != NULL, "no widget for the current item");
    for (int k = 0; shown && k < 2; k++) {
        sliding_pages_pager_set_current_page(p, shown, k == 0, k == 0);
        pump(500);
        CHECK(sliding_pages_pager_get_current_page(p) == 4 && sliding_pages_pager_get_item_widget(p, sliding_pages_pager_get_current_item(p)) == shown,
              "the current page set again moved to page %d", sliding_pages_pager_get_current_page(p));
    }
    /* Set from inside the settled handler, as a page that arrives. */
    set_page_in_handler = 1;
    sliding_pages_pager_scroll_by_items(p, 1, 0.1);
    pump(300);
    sliding_pages_pager_scroll_by_items(p, -1, 0.1);
    pump(900);
    CHECK(sliding_pages_pager_get_current_page(p) == 5 && set_page_last_settled == 5, "set inside settled: current page %d, settled %d",
          sliding_pages_pager_get_current_page(p), set_page_last_settled);
    CHECK(set_page_disagreements == 0, "settled and current-page disagreed %d times", set_page_disagreements);
    /* A duration in milliseconds by mistake takes a minute, and says so. */
    sliding_pages_pager_scroll_to_page(p, 3, 250000);
    CHECK(g_str_has_prefix(last_warning, "sliding_pages_pager_scroll_to_page: scroll duration ") && strstr(last_warning, "over 60 seconds"),
          "a long duration was told as: %s", last_warning);
    sliding_pages_pager_scroll_by_items(p, 1, 0);
    pump(100);
    CHECK(sliding_pages_pager_get_current_page(p) == 4, "a step on from the long move's page 3 reached page %d", sliding_pages_pager_get_current_page(p));
    return 0;
}

/* The host's own widgets offered as pages and as the nub: the window, the
 * pager itself. Each is refused by name and left alone; a neighbour the
 * pager cannot hold ends the pages there, as NULL does. */
static GtkWidget *own_neighbour(SlidingPagesNeighbour which, GtkWidget *page, GtkWidget *reusing, gpointer data) {
    (void)data;
    int n = which == SLIDING_PAGES_NEIGHBOUR_FIRST ? 0 : number_of(page) + (which == SLIDING_PAGES_NEIGHBOUR_AFTER ? 1 : -1);
    if (n == 2) return H.window;
    if (n == -2) return H.pager;
    if (n == -3) return page; /* never reached: the pages end at -1 */
    return numbered(n, reusing);
}
static GtkWidget *itself(int index, GtkWidget *reusing, gpointer data) {
    (void)index;
    (void)reusing;
    return data;
}
static int case_own_widgets(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_set_unbounded_source(p, own_neighbour, NULL, NULL, NULL);
    pump(200);
    int before = H.warnings;
    sliding_pages_pager_scroll_by_items(p, 5, 0.1);
    pump(500);
    CHECK(sliding_pages_pager_get_position(p) == 1, "past a window as the next page the pager went to %f", sliding_pages_pager_get_position(p));
    sliding_pages_pager_scroll_by_items(p, -6, 0.1);
    pump(500);
    CHECK(sliding_pages_pager_get_position(p) == -1, "past the pager itself as a page it went to %f", sliding_pages_pager_get_position(p));
    CHECK(H.warnings >= before + 2, "%d warnings for a window and the pager as pages", H.warnings - before);
    CHECK(H.pager && gtk_widget_get_parent(H.pager) == H.window, "the pager left its window");
    /* The nub. */
    before = H.warnings;
    sliding_pages_pager_set_scrubber_nub(p, H.window);
    sliding_pages_pager_set_scrubber_nub(p, H.pager);
    CHECK(H.warnings == before + 2 && g_str_has_prefix(last_warning, "sliding_pages_pager_set_scrubber_nub: "), "nubs refused: %d warnings, %s",
          H.warnings - before, last_warning);
    sliding_pages_pager_scroll_by_items(p, 1, 0);
    pump(100);
    /* The keeps-drags mark on no widget: warned, not critical. */
    before = H.warnings;
    sliding_pages_set_keeps_drags(NULL, TRUE);
    CHECK(!sliding_pages_get_keeps_drags(NULL) && H.warnings == before + 1, "keeps-drags on NULL: %d warnings", H.warnings - before);
    /* A pager not yet in a window whose view gives the pager itself. */
    GtkWidget *lone = sliding_pages_pager_new();
    g_object_add_weak_pointer(G_OBJECT(lone), (gpointer *)&lone);
    sliding_pages_pager_set_source(SLIDING_PAGES_PAGER(lone), 3, itself, NULL, lone, NULL);
    GtkWidget *w = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_container_add(GTK_CONTAINER(w), lone);
    gtk_widget_show_all(w);
    pump(200);
    CHECK(lone && SLIDING_PAGES_IS_PAGER(lone) && gtk_widget_get_parent(lone) == w, "a pager that was its own page was destroyed");
    gtk_widget_destroy(w);
    pump(50);
    CHECK(lone == NULL, "the pager outlived its window");
    return 0;
}

/* Completions, dot colours and image titles from a host that acts inside
 * them: a completion that starts the next move, one that destroys the
 * pager, a dot-colour function that changes the count while the dots are
 * drawn, an image-title function that reloads. Each data is freed once. */
static int chained, dones, done_frees, colour_calls, colour_frees, image_calls, image_frees;
static gboolean meddle; /* the dot-colour function changes the count, once */
static void count_done_free(gpointer d) { (void)d; done_frees++; }
static void chain_done(SlidingPagesPager *p, gboolean finished, gpointer data) {
    (void)data;
    dones++;
    CHECK(SLIDING_PAGES_IS_PAGER(p), "a completion got %p", (void *)p);
    if (finished && H.pager && chained < 5) {
        chained++;
        sliding_pages_pager_scroll_to_page_full(p, chained * 3, 0.05, chain_done, NULL, count_done_free);
    }
}
static void destroy_done(SlidingPagesPager *p, gboolean finished, gpointer data) {
    (void)p;
    (void)finished;
    (void)data;
    dones++;
    if (H.pager) gtk_widget_destroy(H.pager);
}
static gboolean meddling_colour(int page, gboolean current, GdkRGBA *colour, gpointer data) {
    (void)data;
    colour_calls++;
    if (meddle && H.pager) {
        meddle = FALSE;
        H.count = 7;
        sliding_pages_pager_set_n_items(SLIDING_PAGES_PAGER(H.pager), 7);
    }
    if (page != 1 || !current) return FALSE;
    *colour = (GdkRGBA){1, 0, 0, 1};
    return TRUE;
}
static void count_colour_free(gpointer d) { (void)d; colour_frees++; }
static GdkPixbuf *shared_logo;
static GdkPixbuf *reloading_image(int index, gpointer data) {
    (void)data;
    range("image title", index);
    static gboolean reloaded;
    image_calls++;
    /* Once the chain of moves reached its last: the reload may end that
     * move unfinished, and its completion still comes, once. */
    if (chained == 5 && !reloaded && H.pager) {
        reloaded = TRUE;
        sliding_pages_pager_reload(SLIDING_PAGES_PAGER(H.pager), TRUE);
    }
    return index % 2 ? NULL : shared_logo;
}
static void count_image_free(gpointer d) { (void)d; image_frees++; }

static int case_completions_colours_images(void) {
    make(30);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    shared_logo = gdk_pixbuf_new(GDK_COLORSPACE_RGB, TRUE, 8, 30, 16);
    gdk_pixbuf_fill(shared_logo, 0x3584e4ff);
    sliding_pages_pager_set_image_titles(p, reloading_image, NULL, count_image_free);
    sliding_pages_pager_set_dot_colours(p, meddling_colour, NULL, count_colour_free);
    sliding_pages_pager_scroll_to_page_full(p, 1, 0.05, chain_done, NULL, count_done_free);
    pump(1200);
    CHECK(chained == 5 && dones == 6, "%d chained moves, %d completions", chained, dones);
    CHECK(done_frees == 6, "%d completion data freed for 6", done_frees);
    CHECK(colour_calls > 0 && image_calls > 1, "%d colour calls, %d image calls", colour_calls, image_calls);
    /* The host lets go of its pixbuf (and gives no more): the pager holds
     * what it shows, and draws it. */
    sliding_pages_pager_scroll_to_page(p, 0, 0);
    pump(100);
    GdkPixbuf *logo = shared_logo;
    shared_logo = NULL;
    g_object_unref(logo);
    gtk_widget_queue_draw(H.pager);
    pump(100);
    /* The count changed from inside the dots' drawing. */
    meddle = TRUE;
    gtk_widget_queue_draw(H.pager);
    pump(100);
    CHECK(!meddle && sliding_pages_pager_get_n_items(p) == 7, "n-items %d after the colour function set 7", sliding_pages_pager_get_n_items(p));
    still_pages();
    sliding_pages_pager_scroll_to_page_full(p, 6, 0.3, destroy_done, NULL, count_done_free);
    pump(60);
    sliding_pages_pager_scroll_to_item_full(p, 2, 0.3, destroy_done, NULL, count_done_free);
    pump(600);
    CHECK(H.pager == NULL, "the pager was not destroyed inside a completion");
    CHECK(done_frees == 8, "%d completion data freed for 8", done_frees);
    CHECK(colour_frees == 1 && image_frees == 1, "colour data freed %d times, image data %d", colour_frees, image_frees);
    return 0;
}

/* The standalone dots given nonsense: a negative count, NaN and huge
 * positions, an adjustment with no page size (no pages) and one of 10^15
 * pages, wrong pointers, a
 * page-changed handler that destroys them from inside a key press. */
static void destroy_dots(SlidingPagesDots *dots, int page, gpointer data) {
    (void)page;
    (void)data;
    gtk_widget_destroy(GTK_WIDGET(dots));
}
static int case_dots_misused(void) {
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    int before = H.warnings;
    GtkWidget *dots = sliding_pages_dots_new(-5);
    CHECK(H.warnings > before && g_str_has_prefix(last_warning, "sliding_pages_dots_new: "), "a count of -5 dots was not warned of by name");
    SlidingPagesDots *d = SLIDING_PAGES_DOTS(dots);
    CHECK(sliding_pages_dots_get_current_page(d) == -1, "no pages, current %d", sliding_pages_dots_get_current_page(d));
    gtk_container_add(GTK_CONTAINER(window), dots);
    gtk_widget_show_all(window);
    pump(50);
    g_object_set(dots, "n-pages", 7, "position", NAN, NULL);
    CHECK(sliding_pages_dots_get_current_page(d) == 0, "NaN position gave page %d", sliding_pages_dots_get_current_page(d));
    g_object_set(dots, "position", 1e300, NULL);
    CHECK(sliding_pages_dots_get_current_page(d) == 6, "a huge position gave page %d", sliding_pages_dots_get_current_page(d));
    GtkAdjustment *flat = gtk_adjustment_new(0, 0, 100, 1, 0, 0);
    sliding_pages_dots_set_adjustment(d, flat);
    CHECK(sliding_pages_dots_get_current_page(d) == -1, "an adjustment with no page size shows page %d, not none",
          sliding_pages_dots_get_current_page(d));
    GtkAdjustment *vast = gtk_adjustment_new(0, 0, 1e15, 1, 1, 1);
    sliding_pages_dots_set_adjustment(d, vast);
    gtk_adjustment_set_value(vast, 5e14);
    pump(50);
    int n = 0;
    g_object_get(dots, "n-pages", &n, NULL);
    CHECK(n > 1000000, "10^15 pages read as %d", n);
    sliding_pages_dots_set_adjustment(d, NULL);
    /* Wrong pointers: warned of by name, ignored. */
    before = H.warnings;
    sliding_pages_dots_set_adjustment(NULL, vast);
    sliding_pages_dots_set_adjustment((SlidingPagesDots *)window, vast);
    sliding_pages_dots_set_adjustment(d, (GtkAdjustment *)window);
    sliding_pages_dots_update_current_page_display(NULL);
    CHECK(sliding_pages_dots_get_current_page((SlidingPagesDots *)vast) == -1, "an adjustment has a current page");
    CHECK(H.warnings - before == 5, "%d warnings for 5 wrong pointers", H.warnings - before);
    g_signal_connect(dots, "page-changed", G_CALLBACK(destroy_dots), NULL);
    gtk_widget_grab_focus(dots);
    GdkEvent *key = gdk_event_new(GDK_KEY_PRESS);
    key->key.window = g_object_ref(gtk_widget_get_window(dots));
    key->key.keyval = GDK_KEY_End;
    gtk_widget_event(dots, key);
    gdk_event_free(key);
    pump(50);
    gtk_widget_destroy(window);
    pump(20);
    return 0;
}

/* The scrubber misused: made around a label and around a scrolled window
 * that has a parent, given a parented nub and a non-widget, asked through
 * a pointer that is no scrubber, insets of 10,000 (their maximum); its bubble function
 * replaced from inside itself (its data freed once); destroyed from its own
 * select handler while the list scrolls, and from its bubble function. */
static int scrubber_frees;
static void count_scrubber_free(gpointer data) {
    (void)data;
    scrubber_frees++;
}
static char *replacing_bubble(SlidingPagesScrubber *scrubber, double value, double fraction, gpointer data) {
    (void)value;
    (void)fraction;
    (void)data;
    sliding_pages_scrubber_set_bubble_func(scrubber, NULL, NULL, NULL);
    return g_strdup("replaced");
}
static char *destroying_bubble(SlidingPagesScrubber *scrubber, double value, double fraction, gpointer data) {
    (void)value;
    (void)fraction;
    (void)data;
    gtk_widget_destroy(GTK_WIDGET(scrubber));
    return g_strdup("gone");
}
static char *plain_bubble(SlidingPagesScrubber *scrubber, double value, double fraction, gpointer data) {
    (void)scrubber;
    (void)value;
    (void)fraction;
    (void)data;
    return g_strdup("here");
}
static void destroy_scrubber_data(gpointer data) {
    gtk_widget_destroy(GTK_WIDGET(data));
}
static gboolean destroy_on_select(SlidingPagesScrubber *scrubber, GtkWidget *nub, gpointer data) {
    (void)nub;
    (void)data;
    gtk_widget_destroy(GTK_WIDGET(scrubber));
    return TRUE;
}
static GtkWidget *long_list(int height) {
    GtkWidget *sw = gtk_scrolled_window_new(NULL, NULL);
    GtkWidget *content = gtk_drawing_area_new();
    gtk_widget_set_size_request(content, -1, height);
    gtk_container_add(GTK_CONTAINER(sw), content);
    return sw;
}
static int case_scrubber_misused(void) {
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 300);
    int before = H.warnings;
    GtkWidget *label = g_object_ref_sink(gtk_label_new("not scrollable"));
    GtkWidget *empty = g_object_ref_sink(sliding_pages_scrubber_new(label));
    CHECK(gtk_bin_get_child(GTK_BIN(empty)) == NULL, "a label was taken in");
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *parented = long_list(5000);
    gtk_container_add(GTK_CONTAINER(box), parented);
    GtkWidget *empty2 = g_object_ref_sink(sliding_pages_scrubber_new(parented));
    CHECK(gtk_widget_get_parent(parented) == box, "a parented scrolled window was taken from its box");
    sliding_pages_scrubber_set_nub(SLIDING_PAGES_SCRUBBER(empty2), parented);
    sliding_pages_scrubber_set_nub((SlidingPagesScrubber *)label, NULL);
    sliding_pages_scrubber_set_nub(SLIDING_PAGES_SCRUBBER(empty2), (GtkWidget *)g_object_new(G_TYPE_OBJECT, NULL));
    GtkWidget *toplevel = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    sliding_pages_scrubber_set_nub(SLIDING_PAGES_SCRUBBER(empty2), toplevel);
    gtk_widget_destroy(toplevel);
    CHECK(sliding_pages_scrubber_get_fraction((SlidingPagesScrubber *)label) == -1, "a label has a fraction");
    GdkRectangle r;
    CHECK(!sliding_pages_scrubber_get_nub_area(SLIDING_PAGES_SCRUBBER(empty2), NULL), "a NULL area was filled");
    CHECK(!sliding_pages_scrubber_get_nub_area(SLIDING_PAGES_SCRUBBER(empty2), &r), "an empty scrubber has a nub");
    sliding_pages_scrubber_set_bubble_func((SlidingPagesScrubber *)label, replacing_bubble, NULL, count_scrubber_free);
    CHECK(scrubber_frees == 1, "a refused bubble function's data freed %d times", scrubber_frees);
    CHECK(H.warnings - before >= 9, "%d warnings for 9 misuses", H.warnings - before);
    gtk_widget_destroy(box);
    g_object_unref(empty2);
    g_object_unref(empty);
    g_object_unref(label);

    /* Insets larger than the view: the nub stays inside it. */
    GtkWidget *sw = long_list(100000);
    GtkWidget *scrubber = sliding_pages_scrubber_new(sw);
    SlidingPagesScrubber *s = SLIDING_PAGES_SCRUBBER(scrubber);
    g_object_set(scrubber, "inset-top", 10000, "inset-bottom", 10000, "inset-end", 10000, NULL);
    gtk_container_add(GTK_CONTAINER(window), scrubber);
    gtk_widget_show_all(window);
    pump(100);
    int w = gtk_widget_get_allocated_width(scrubber), h = gtk_widget_get_allocated_height(scrubber);
    CHECK(sliding_pages_scrubber_get_nub_area(s, &r), "no nub on 100,000 px of content");
    CHECK(r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= h, "the nub at %d,%d %dx%d is outside %dx%d", r.x, r.y,
          r.width, r.height, w, h);
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(sw));
    g_object_ref(adj);
    /* A bubble function that takes itself out: its data freed once. */
    scrubber_frees = 0;
    sliding_pages_scrubber_set_bubble_func(s, replacing_bubble, NULL, count_scrubber_free);
    gtk_adjustment_set_value(adj, 500);
    pump(20);
    CHECK(scrubber_frees == 1, "a bubble function that replaced itself had its data freed %d times", scrubber_frees);
    /* Destroyed from its select handler, while the list scrolls. */
    g_signal_connect(scrubber, "select", G_CALLBACK(destroy_on_select), NULL);
    pump(1200); /* deselected first, so the next scroll selects again */
    gtk_adjustment_set_value(adj, 9000);
    pump(50);
    gtk_adjustment_set_value(adj, 100);
    pump(20);
    g_object_unref(adj);
    CHECK(gtk_bin_get_child(GTK_BIN(window)) == NULL, "the scrubber outlived its destroy from a select handler");

    /* Destroyed from its bubble function, asked as the list scrolls. */
    sw = long_list(100000);
    scrubber = sliding_pages_scrubber_new(sw);
    gtk_container_add(GTK_CONTAINER(window), scrubber);
    gtk_widget_show_all(window);
    pump(50);
    adj = g_object_ref(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(sw)));
    sliding_pages_scrubber_set_bubble_func(SLIDING_PAGES_SCRUBBER(scrubber), destroying_bubble, NULL, count_scrubber_free);
    gtk_adjustment_set_value(adj, 700);
    pump(50);
    gtk_adjustment_set_value(adj, 100);
    pump(20);
    g_object_unref(adj);
    CHECK(gtk_bin_get_child(GTK_BIN(window)) == NULL, "the scrubber outlived its destroy from its bubble function");
    CHECK(scrubber_frees == 2, "the destroying bubble function's data freed %d times in all", scrubber_frees - 1);

    /* Destroyed by the old function's destroy notify as the function is
     * replaced (the data was a controller owning the scrubber); and a
     * function set on a destroyed scrubber still held is freed with it. */
    sw = long_list(100000);
    scrubber = sliding_pages_scrubber_new(sw);
    gtk_container_add(GTK_CONTAINER(window), scrubber);
    gtk_widget_show_all(window);
    pump(50);
    sliding_pages_scrubber_set_bubble_func(SLIDING_PAGES_SCRUBBER(scrubber), plain_bubble, scrubber, destroy_scrubber_data);
    sliding_pages_scrubber_set_bubble_func(SLIDING_PAGES_SCRUBBER(scrubber), NULL, NULL, NULL);
    pump(20);
    CHECK(gtk_bin_get_child(GTK_BIN(window)) == NULL, "the scrubber outlived its destroy from a destroy notify");
    GtkWidget *held = g_object_ref_sink(sliding_pages_scrubber_new(NULL));
    gtk_widget_destroy(held);
    int frees = scrubber_frees;
    sliding_pages_scrubber_set_bubble_func(SLIDING_PAGES_SCRUBBER(held), plain_bubble, NULL, count_scrubber_free);
    g_object_unref(held);
    CHECK(scrubber_frees == frees + 1, "a function set after destroy was freed %d times with the scrubber", scrubber_frees - frees);
    gtk_widget_destroy(window);
    pump(20);
    return 0;
}

/* An item extent function that answers nonsense (NaN, negative, 10^300,
 * infinity: each warned of by name, the pager keeps its item), replaces
 * itself from inside, and destroys the pager from inside; colour lists
 * that are NULL with a count, and given to something not a pager. */
static double extent_answer;
static int extent_frees, extent_calls;
static void count_extent_free(gpointer data) {
    (void)data;
    extent_frees++;
}
static double answer_extent(SlidingPagesPager *pager, gpointer data) {
    (void)pager;
    (void)data;
    extent_calls++;
    return extent_answer;
}
static double replacing_extent(SlidingPagesPager *pager, gpointer data) {
    (void)data;
    sliding_pages_pager_set_item_extent_func(pager, answer_extent, NULL, count_extent_free);
    return 300;
}
static double destroying_extent(SlidingPagesPager *pager, gpointer data) {
    (void)data;
    gtk_widget_destroy(GTK_WIDGET(pager));
    return 300;
}
static int case_item_extent_misused(void) {
    make(50);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_scroll_to_item(p, 10, 0);
    pump(50);
    const double answers[] = {NAN, -40, 1e300, INFINITY, 250};
    int before = H.warnings;
    sliding_pages_pager_set_item_extent_func(p, answer_extent, NULL, count_extent_free);
    for (size_t k = 0; k < G_N_ELEMENTS(answers); k++) {
        extent_answer = answers[k];
        gtk_window_resize(GTK_WINDOW(H.window), 801 - (int)k % 2, 600);
        pump(80);
        CHECK(sliding_pages_pager_get_current_item(p) == 10, "an extent of %g moved the pager to item %d", answers[k],
              sliding_pages_pager_get_current_item(p));
    }
    CHECK(extent_calls >= (int)G_N_ELEMENTS(answers), "the function was asked %d times for %d layouts", extent_calls,
          (int)G_N_ELEMENTS(answers));
    CHECK(H.warnings - before >= 3, "%d warnings for NaN, a negative and an infinite extent", H.warnings - before);
    /* Replaced from inside itself: the first function's data freed once. */
    sliding_pages_pager_set_item_extent_func(p, replacing_extent, NULL, count_extent_free);
    pump(50);
    gtk_window_resize(GTK_WINDOW(H.window), 800, 600);
    pump(80);
    CHECK(extent_frees == 2, "the replaced functions' data freed %d times, not 2", extent_frees);
    GdkRGBA red = {1, 0, 0, 1};
    sliding_pages_pager_set_dot_colour_list(p, NULL, 4, &red, 1);
    sliding_pages_pager_set_dot_colour_list((SlidingPagesPager *)H.window, &red, 1, NULL, 0);
    sliding_pages_pager_set_item_extent_func((SlidingPagesPager *)H.window, answer_extent, NULL, count_extent_free);
    CHECK(extent_frees == 3, "a refused extent function's data freed %d times", extent_frees - 2);
    sliding_pages_pager_set_item_extent_func(p, NULL, NULL, NULL);
    CHECK(extent_frees == 4, "the last function's data freed %d times", extent_frees - 3);
    H.count = 50;
    still_pages();
    /* Destroyed by its own extent function, at the next layout. */
    sliding_pages_pager_set_item_extent_func(p, destroying_extent, NULL, count_extent_free);
    pump(80);
    CHECK(H.pager == NULL, "the pager outlived its destroy from the extent function");
    CHECK(extent_frees == 5, "the destroying function's data freed %d times", extent_frees - 4);
    return 0;
}

/* Every wrong batch warns, by name, and changes nothing. */
static int case_batches_misused(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_scroll_to_page(p, 5, 0);
    pump(50);
    SlidingPagesItemChange bad_kind[] = {{(SlidingPagesChangeKind)42, 0, 1, 0}};
    SlidingPagesItemChange second_bad[] = {{SLIDING_PAGES_CHANGE_INSERT, 0, 1, 0}, {SLIDING_PAGES_CHANGE_DELETE, 11, 1, 0}};
    SlidingPagesItemChange move_out[] = {{SLIDING_PAGES_CHANGE_MOVE, 0, 0, INT_MAX}};
    SlidingPagesItemChange overflow[] = {{SLIDING_PAGES_CHANGE_INSERT, 0, INT_MAX, 0}};
    const char *const holes[] = {"a", NULL};
    const char *const twice[] = {"a", "b", "a"};
    struct { const char *what; gboolean applied; } tries[] = {
        {"NULL changes", sliding_pages_pager_apply_changes(p, NULL, 4, FALSE)},
        {"a garbage length", sliding_pages_pager_apply_changes(p, second_bad, (gsize)-1, FALSE)},
        {"an unknown kind", sliding_pages_pager_apply_changes(p, bad_kind, 1, FALSE)},
        {"a bad second change", sliding_pages_pager_apply_changes(p, second_bad, 2, TRUE)},
        {"a move out of range", sliding_pages_pager_apply_changes(p, move_out, 1, FALSE)},
        {"an insert past INT_MAX", sliding_pages_pager_apply_changes(p, overflow, 1, FALSE)},
        {"NULL old ids", sliding_pages_pager_update_items(p, NULL, 10, ten_ids, 10, FALSE)},
        {"a NULL id", sliding_pages_pager_update_items(p, ten_ids, 10, holes, 2, FALSE)},
        {"a repeated id", sliding_pages_pager_update_items(p, ten_ids, 10, twice, 3, FALSE)},
        {"too few old ids", sliding_pages_pager_update_items(p, ten_ids, 3, ten_ids, 10, FALSE)},
        {"not a pager", sliding_pages_pager_apply_changes((SlidingPagesPager *)H.window, second_bad, 1, FALSE)},
    };
    for (size_t k = 0; k < G_N_ELEMENTS(tries); k++) CHECK(!tries[k].applied, "%s was applied", tries[k].what);
    CHECK(H.warnings >= (int)G_N_ELEMENTS(tries), "%d warnings for %d wrong batches", H.warnings, (int)G_N_ELEMENTS(tries));
    pump(50);
    CHECK(sliding_pages_pager_get_current_item(p) == 5, "a refused batch moved the pager to %d", sliding_pages_pager_get_current_item(p));
    CHECK(sliding_pages_pager_apply_changes(p, NULL, 0, FALSE), "an empty batch is a batch");
    still_pages();
    return 0;
}

static int case_set_n_items_zero_in_title(void) {
    make(10);
    H.on_title = set_zero;
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 4, 0.2);
    pump(400);
    still_pages();
    return 0;
}

static void zero_in_signal(SlidingPagesPager *p, int value, gpointer data) {
    (void)p;
    (void)value;
    (void)data;
    if (H.count > 0) set_zero(&H, 0);
}

static int case_set_n_items_zero_in_current_item_changed(void) {
    make(10);
    g_signal_connect(H.pager, "current-item-changed", G_CALLBACK(zero_in_signal), NULL);
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 7, 0.3);
    pump(500);
    still_pages();
    return 0;
}

/* 3. A refused change changes nothing ---------------------------------------- */

static int case_refused_changes_are_atomic(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    struct { gboolean insert; int index, count; } bad[] = {
        {TRUE, -5, 3}, {TRUE, 11, 3}, {TRUE, 0, -3}, {TRUE, 0, 0}, {TRUE, INT_MIN, 1}, {TRUE, 0, INT_MIN},
        {FALSE, -1, 1}, {FALSE, 10, 1}, {FALSE, 0, INT_MIN}, {FALSE, 0, 0}, {FALSE, INT_MAX, 1}, {FALSE, 0, -1},
    };
    for (size_t k = 0; k < G_N_ELEMENTS(bad); k++) {
        int before = H.warnings;
        if (bad[k].insert) sliding_pages_pager_insert_items(p, bad[k].index, bad[k].count, FALSE);
        else sliding_pages_pager_delete_items(p, bad[k].index, bad[k].count, FALSE);
        pump(20);
        CHECK(H.warnings > before, "%s(%d, %d) was refused without a warning", bad[k].insert ? "insert" : "delete", bad[k].index, bad[k].count);
        sliding_pages_pager_reload(p, TRUE);
        pump(20);
        CHECK(sliding_pages_pager_get_n_items(p) == 10, "after a refused %s(%d, %d): %d items", bad[k].insert ? "insert" : "delete",
              bad[k].index, bad[k].count, sliding_pages_pager_get_n_items(p));
    }
    /* Reaching past the end: refused with a warning, as the docs say, alone
     * and in a batch. */
    int before = H.warnings;
    sliding_pages_pager_delete_items(p, 5, 1000, FALSE);
    pump(20);
    CHECK(H.warnings > before, "delete(5, 1000) on 10 was refused without a warning");
    CHECK(sliding_pages_pager_get_n_items(p) == 10, "delete(5, 1000) on 10 left %d", sliding_pages_pager_get_n_items(p));
    SlidingPagesItemChange batch[] = {
        {SLIDING_PAGES_CHANGE_INSERT, 0, 1, 0}, {SLIDING_PAGES_CHANGE_DELETE, 9, 5, 0},
    };
    before = H.warnings;
    CHECK(!sliding_pages_pager_apply_changes(p, batch, G_N_ELEMENTS(batch), FALSE), "a batch deleting past the end was applied");
    CHECK(H.warnings > before, "a batch deleting past the end was refused without a warning");
    CHECK(sliding_pages_pager_get_n_items(p) == 10, "a refused batch left %d items", sliding_pages_pager_get_n_items(p));
    still_pages();
    return 0;
}

static int case_negative_n_items(void) {
    make(10);
    int before = H.warnings;
    sliding_pages_pager_set_n_items(SLIDING_PAGES_PAGER(H.pager), -4);
    pump(50);
    CHECK(H.warnings > before, "a negative count was taken without a warning");
    CHECK(g_str_has_prefix(last_warning, "sliding_pages_pager_set_n_items: "), "the warning names no C function: %s", last_warning);
    /* A source with a negative count is refused whole: the pages stay. */
    before = H.warnings;
    sliding_pages_pager_set_source(SLIDING_PAGES_PAGER(H.pager), -5, view, NULL, NULL, NULL);
    CHECK(H.warnings > before, "a source of -5 items was taken without a warning");
    CHECK(g_str_has_prefix(last_warning, "sliding_pages_pager_set_source: "), "the warning names no C function: %s", last_warning);
    CHECK(sliding_pages_pager_get_n_pages(SLIDING_PAGES_PAGER(H.pager)) == 10, "a refused source left %d pages",
          sliding_pages_pager_get_n_pages(SLIDING_PAGES_PAGER(H.pager)));
    still_pages();
    return 0;
}

/* A strip pattern that is no PNG is named, with its call, when it is set;
 * the strip draws a solid colour, the pager goes on, and frames do not read
 * the file again (inotify counts its opens). */
static int case_unreadable_strip_pattern(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    char dir[] = "/tmp/sp-strip-XXXXXX";
    CHECK(g_mkdtemp(dir) != NULL, "no temporary folder");
    char *garbage = g_build_filename(dir, "strip.png", NULL);
    CHECK(g_file_set_contents(garbage, "not a PNG", -1, NULL), "could not write %s", garbage);
    const char *paths[] = {"/nonexistent/strip.png", garbage};
    for (guint i = 0; i < G_N_ELEMENTS(paths); i++) {
        int before = H.warnings;
        sliding_pages_pager_set_title_strip_pattern(p, paths[i]);
        CHECK(H.warnings > before, "the strip pattern %s was taken without a warning", paths[i]);
        CHECK(g_str_has_prefix(last_warning, "sliding_pages_pager_set_title_strip_pattern: ") && strstr(last_warning, paths[i]),
              "the warning names no call or file: %s", last_warning);
        int watch = inotify_init1(IN_NONBLOCK);
        CHECK(watch >= 0 && inotify_add_watch(watch, dir, IN_OPEN) >= 0, "inotify: %s", g_strerror(errno));
        before = H.warnings;
        sliding_pages_pager_scroll_to_item(p, 3 + (int)i, 0);
        pump(50);
        gtk_widget_queue_draw(H.pager);
        pump(10);
        char events[4096];
        ssize_t got = read(watch, events, sizeof events);
        close(watch);
        CHECK(H.warnings == before, "drawing the strip warned again: %s", last_warning);
        CHECK(got <= 0, "frames opened the strip pattern's folder again (%zd bytes of inotify events)", got);
    }
    sliding_pages_pager_set_title_strip_pattern(p, NULL);
    pump(20);
    g_unlink(garbage);
    g_rmdir(dir);
    g_free(garbage);
    still_pages();
    return 0;
}

/* A reader that keeps the pager's children from children-changed alone,
 * inserting and removing at the indices told, as a caching screen reader
 * does, reads the page's items in order after every jump: each page is told
 * where it is read, after it is placed. Three items a page, each way,
 * and stacked. */
static GPtrArray *told_model;
static int told_problems;

static void told_added(AtkObject *acc, guint index, gpointer child, gpointer data) {
    (void)acc;
    (void)data;
    if (index > told_model->len) {
        told_problems++;
        index = told_model->len;
    }
    g_ptr_array_insert(told_model, (int)index, child);
}

static void told_removed(AtkObject *acc, guint index, gpointer child, gpointer data) {
    (void)acc;
    (void)data;
    if (index >= told_model->len || told_model->pdata[index] != child) told_problems++;
    g_ptr_array_remove(told_model, child);
}

/* The reader's list starts from `acc`'s children as asked, and follows
 * children-changed from then on (`handlers`: the two connections). */
static void keep_told(AtkObject *acc, gulong handlers[2]) {
    told_model = g_ptr_array_new();
    told_problems = 0;
    for (int i = 0; i < atk_object_get_n_accessible_children(acc); i++) {
        AtkObject *c = atk_object_ref_accessible_child(acc, i);
        g_ptr_array_add(told_model, c);
        g_object_unref(c);
    }
    handlers[0] = g_signal_connect(acc, "children-changed::add", G_CALLBACK(told_added), NULL);
    handlers[1] = g_signal_connect(acc, "children-changed::remove", G_CALLBACK(told_removed), NULL);
}

/* The reader's list as names: "Page 6; Page 7; ". */
static GString *told_names(void) {
    GString *t = g_string_new("");
    for (guint i = 0; i < told_model->len; i++) g_string_append_printf(t, "%s; ", atk_object_get_name(told_model->pdata[i]));
    return t;
}

/* A reader's handler that moves the pager on to its last page, once. */
static void move_on_told(AtkObject *acc, guint index, gpointer child, gpointer data) {
    (void)acc;
    (void)index;
    (void)child;
    (void)data;
    if (H.pager && sliding_pages_pager_get_current_page(SLIDING_PAGES_PAGER(H.pager)) != 3)
        sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 3, 0);
}

static int case_accessible_children_told(void) {
    static const char *const ways[] = {"left to right", "right to left", "top to bottom"};
    for (int way = 0; way < 3; way++) {
        make(12);
        gtk_widget_set_direction(H.pager, way == 1 ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
        if (way == 2) g_object_set(H.pager, "orientation", GTK_ORIENTATION_VERTICAL, NULL);
        g_object_set(H.pager, "items-per-page", 3, NULL);
        pump(50);
        AtkObject *acc = gtk_widget_get_accessible(H.pager);
        gulong handlers[2];
        keep_told(acc, handlers);
        const int pages[] = {2, 1, 3, 2, 0, 3};
        for (guint k = 0; k < G_N_ELEMENTS(pages); k++) {
            sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), pages[k], 0);
            pump(60);
            int n = atk_object_get_n_accessible_children(acc);
            gboolean same = n == (int)told_model->len;
            for (int i = 0; same && i < n; i++) {
                AtkObject *c = atk_object_ref_accessible_child(acc, i);
                same = c == told_model->pdata[i];
                g_object_unref(c);
            }
            /* The reader answers from what it told; the order the eye reads
             * is the page's items, first to last, either way. */
            GString *t = told_names(), *want = g_string_new("");
            for (int i = 0; i < 3; i++) g_string_append_printf(want, "Page %d; ", 3 * pages[k] + i);
            CHECK(g_str_equal(t->str, want->str), "%s, page %d: the children told read [%s], not [%s]", ways[way],
                  pages[k], t->str, want->str);
            g_string_free(want, TRUE);
            g_string_free(t, TRUE);
            for (guint i = 0; i < told_model->len; i++) {
                int at = atk_object_get_index_in_parent(told_model->pdata[i]);
                CHECK(at == (int)i, "%s, page %d: %s says it is child %d, told as %u", ways[way], pages[k],
                      atk_object_get_name(told_model->pdata[i]), at, i);
            }
            if (!same || told_problems) {
                GString *t = told_names(), *l = g_string_new("");
                for (int i = 0; i < n; i++) {
                    AtkObject *c = atk_object_ref_accessible_child(acc, i);
                    g_string_append_printf(l, "%s; ", atk_object_get_name(c));
                    g_object_unref(c);
                }
                CHECK(FALSE, "%s, page %d: the children told [%s] (%d at a wrong index) are not the listed [%s]", ways[way],
                      pages[k], t->str, told_problems, l->str);
            }
        }
        /* An item in view deleted, animated, as the reader listens: the
         * page that showed the next item keeps it, and what was told
         * reads the last page's two items once the page has shrunk out. */
        sliding_pages_pager_delete_items(SLIDING_PAGES_PAGER(H.pager), 10, 1, TRUE);
        pump(900);
        GString *t = told_names();
        CHECK(g_str_equal(t->str, "Page 9; Page 11; ") && told_problems == 0 &&
                  atk_object_get_n_accessible_children(acc) == (int)told_model->len,
              "%s, an item deleted in view: the children told read [%s] (%d at a wrong index; %d listed)", ways[way], t->str,
              told_problems, atk_object_get_n_accessible_children(acc));
        g_string_free(t, TRUE);
        for (guint i = 0; i < G_N_ELEMENTS(handlers); i++) g_signal_handler_disconnect(acc, handlers[i]);
        g_ptr_array_unref(told_model);
        gtk_widget_destroy(H.window);
        pump(10);
    }
    /* A reader's handler that moves the pager as a page is told of: the
     * sync it sets off runs after the one under way, and what was told
     * reads the page the pager ends on. */
    make(12);
    g_object_set(H.pager, "items-per-page", 3, NULL);
    pump(50);
    AtkObject *mover = gtk_widget_get_accessible(H.pager);
    gulong kept[2];
    keep_told(mover, kept);
    g_signal_connect(mover, "children-changed::add", G_CALLBACK(move_on_told), NULL);
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 2, 0);
    pump(300);
    GString *moved = told_names();
    CHECK(g_str_equal(moved->str, "Page 9; Page 10; Page 11; ") && told_problems == 0 &&
              atk_object_get_n_accessible_children(mover) == (int)told_model->len,
          "moved from a reader's handler: told [%s] (%d at a wrong index), %d listed", moved->str, told_problems,
          atk_object_get_n_accessible_children(mover));
    g_string_free(moved, TRUE);
    g_ptr_array_unref(told_model);
    gtk_widget_destroy(H.window);
    pump(10);
    /* A reader's handler that closes the window as a page is told of. */
    make(12);
    g_object_set(H.pager, "items-per-page", 3, NULL);
    pump(50);
    AtkObject *reader = gtk_widget_get_accessible(H.pager);
    CHECK(atk_object_get_n_accessible_children(reader) == 3, "three items a page, read as %d children", atk_object_get_n_accessible_children(reader));
    g_signal_connect_swapped(reader, "children-changed::add", G_CALLBACK(gtk_widget_destroy), H.window);
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 2, 0);
    pump(60);
    CHECK(H.pager == NULL, "the pager outlived its window, closed as a page was told of");
    make(12);
    still_pages();
    return 0;
}

/* 4. Counts at the edge of int ---------------------------------------------- */

static int case_insert_past_int_max(void) {
    make(INT_MAX - 2);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_scroll_to_item(p, INT_MAX - 3, 0);
    pump(50);
    int before = H.warnings;
    sliding_pages_pager_insert_items(p, 0, 10, FALSE);
    pump(50);
    CHECK(H.warnings > before, "an insert past INT_MAX was taken without a warning");
    CHECK(sliding_pages_pager_get_n_items(p) == INT_MAX - 2, "n-items %d after a refused insert", sliding_pages_pager_get_n_items(p));
    int item = sliding_pages_pager_get_current_item(p);
    CHECK(item >= 0 && item < sliding_pages_pager_get_n_items(p), "current item %d of %d", item, sliding_pages_pager_get_n_items(p));
    return 0;
}

/* 5. Every property value GObject accepts --------------------------------- */

static void set_all_extreme(gboolean maximum) {
    guint n = 0;
    GParamSpec **specs = g_object_class_list_properties(G_OBJECT_GET_CLASS(H.pager), &n);
    for (guint k = 0; k < n; k++) {
        GParamSpec *s = specs[k];
        if (!(s->flags & G_PARAM_WRITABLE) || (s->owner_type != SLIDING_PAGES_TYPE_PAGER && s->owner_type != GTK_TYPE_ORIENTABLE)) continue;
        GValue v = G_VALUE_INIT;
        g_value_init(&v, s->value_type);
        if (G_IS_PARAM_SPEC_INT(s)) g_value_set_int(&v, maximum ? G_PARAM_SPEC_INT(s)->maximum : G_PARAM_SPEC_INT(s)->minimum);
        else if (G_IS_PARAM_SPEC_DOUBLE(s)) g_value_set_double(&v, maximum ? G_PARAM_SPEC_DOUBLE(s)->maximum : G_PARAM_SPEC_DOUBLE(s)->minimum);
        else if (G_IS_PARAM_SPEC_BOOLEAN(s)) g_value_set_boolean(&v, maximum);
        else if (G_IS_PARAM_SPEC_ENUM(s)) g_value_set_enum(&v, maximum ? G_PARAM_SPEC_ENUM(s)->enum_class->maximum : G_PARAM_SPEC_ENUM(s)->enum_class->minimum);
        else {
            g_value_unset(&v);
            continue;
        }
        /* Setting n-items is the host telling the pager its count, as
         * sliding_pages_pager_set_n_items does: the host's count is that. */
        if (strcmp(s->name, "n-items") == 0) H.count = g_value_get_int(&v);
        g_object_set_property(G_OBJECT(H.pager), s->name, &v);
        g_value_unset(&v);
        pump(5);
    }
    g_free(specs);
}

static int case_every_property_at_its_maximum(void) {
    make(10);
    set_all_extreme(TRUE);
    pump(200);
    g_object_set(H.pager, "autoscroll", 0.0, "autoplay-interval", 0.0, "items-per-page", 1, "wrap", FALSE,
                 "title-strip-height", 50, "title-width", 150, "spacing", 0, NULL);
    pump(100);
    still_pages();
    H.count = 10;
    g_object_set(H.pager, "n-items", 10, NULL);
    pump(50);
    still_pages();
    return 0;
}

static int case_every_property_at_its_minimum(void) {
    make(10);
    set_all_extreme(FALSE);
    pump(200);
    /* Autoscroll at its minimum runs back at 1,000 items a second: the
     * reload n-items makes starts it again, so it goes off first. */
    g_object_set(H.pager, "items-per-page", 1, "deceleration-rate", 0.998, "title-width", 150, "title-strip-height", 50,
                 "autoscroll", 0.0, NULL);
    pump(100);
    still_pages();
    H.count = 10;
    g_object_set(H.pager, "n-items", 10, NULL);
    pump(50);
    still_pages();
    return 0;
}

static int case_items_per_page_max_by_property(void) {
    make(100);
    GParamSpec *s = g_object_class_find_property(G_OBJECT_GET_CLASS(H.pager), "items-per-page");
    g_object_set(H.pager, "items-per-page", G_PARAM_SPEC_INT(s)->maximum, NULL);
    pump(100);
    int ipp = 0;
    g_object_get(H.pager, "items-per-page", &ipp, NULL);
    CHECK(ipp == G_PARAM_SPEC_INT(s)->maximum, "items-per-page reads %d", ipp);
    g_object_set(H.pager, "items-per-page", 1, NULL);
    pump(50);
    still_pages();
    return 0;
}

/* 7. Small contract slips ---------------------------------------------------- */

static int case_set_titles_with_null_data(void) {
    make(10);
    sliding_pages_pager_set_titles(SLIDING_PAGES_PAGER(H.pager), title, NULL, NULL);
    H.title_data_seen = (gpointer)1;
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 3, 0.1);
    pump(300);
    CHECK(H.title_calls > 0, "no title was asked for");
    CHECK(H.title_data_seen == NULL, "the title function got %p, not the NULL it was given", H.title_data_seen);
    return 0;
}

static gboolean yes(SlidingPagesPager *p, int index, gpointer data) {
    (void)p;
    (void)index;
    (void)data;
    return TRUE;
}
static gboolean no(SlidingPagesPager *p, int index, gpointer data) {
    (void)p;
    (void)index;
    (*(int *)data)++;
    return FALSE;
}
static void selected(SlidingPagesPager *p, int index, gpointer data) {
    (void)p;
    (void)index;
    (*(int *)data)++;
}

static int case_should_select_any_false_vetoes(void) {
    make(10);
    int vetoes = 0, selections = 0;
    g_signal_connect(H.pager, "should-select-item", G_CALLBACK(yes), NULL);
    g_signal_connect(H.pager, "should-select-item", G_CALLBACK(no), &vetoes);
    g_signal_connect(H.pager, "item-selected", G_CALLBACK(selected), &selections);
    gboolean allowed = TRUE;
    g_signal_emit_by_name(H.pager, "should-select-item", 0, &allowed);
    CHECK(!allowed && vetoes == 1, "a later FALSE did not veto (allowed %d, asked %d)", allowed, vetoes);
    return 0;
}

/* 8, 9. Sizes beyond what X11 and cairo hold ------------------------------- */

static int giant_w, giant_h;
static GtkWidget *giant_view(int index, GtkWidget *reusing, gpointer data) {
    (void)data;
    range("view", index);
    GtkWidget *w = reusing ? reusing : gtk_label_new("giant");
    gtk_widget_set_size_request(w, giant_w, giant_h);
    return w;
}

static int giant(int w, int h, int ipp) {
    giant_w = w;
    giant_h = h;
    int n = 4 * ipp; /* four pages */
    make(n);
    sliding_pages_pager_set_source(SLIDING_PAGES_PAGER(H.pager), n, giant_view, NULL, NULL, NULL);
    g_object_set(H.pager, "items-per-page", ipp, NULL);
    pump(300);
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 2, 0);
    pump(200);
    CHECK(sliding_pages_pager_get_current_page(SLIDING_PAGES_PAGER(H.pager)) == 2, "a giant pager did not move (page %d)",
          sliding_pages_pager_get_current_page(SLIDING_PAGES_PAGER(H.pager)));
    return 0;
}

static int case_page_100000_square(void) { return giant(100000, 100000, 1); }
static int case_page_40000_tall(void) { return giant(300, 40000, 1); }
static int case_64_pages_of_40m_px(void) { return giant(40000000, 200, 64); }

/* 10. A source that reloads from inside every view call --------------------- */

static void reload_and_jump(Host *h, int index) {
    (void)index;
    sliding_pages_pager_reload(SLIDING_PAGES_PAGER(h->pager), TRUE);
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(h->pager), 5, 0);
}

static int case_reload_inside_every_view(void) {
    make(10);
    H.on_view = reload_and_jump;
    int before = H.warnings;
    sliding_pages_pager_reload(SLIDING_PAGES_PAGER(H.pager), TRUE);
    pump(500);
    H.on_view = NULL;
    CHECK(H.warnings > before, "the reload loop was not reported");
    pump(100);
    still_pages();
    return 0;
}

/* 11. Widgets that cannot be pages ---------------------------------------- */

static int bad_return(int which) {
    make(10);
    int before = H.warnings;
    GtkWidget *other = NULL;
    switch (which) {
    case 0: H.returned = H.pager; break;
    case 1: other = gtk_window_new(GTK_WINDOW_TOPLEVEL); H.returned = other; break;
    case 2: H.returned = H.window; break;
    }
    sliding_pages_pager_reload(SLIDING_PAGES_PAGER(H.pager), TRUE);
    pump(200);
    H.returned = NULL;
    CHECK(H.warnings > before, "a widget that cannot be a page was taken without a warning");
    sliding_pages_pager_reload(SLIDING_PAGES_PAGER(H.pager), TRUE);
    pump(100);
    still_pages();
    if (other) gtk_widget_destroy(other);
    return 0;
}

static int case_view_returns_the_pager(void) { return bad_return(0); }
static int case_view_returns_a_window(void) { return bad_return(1); }
static int case_view_returns_its_toplevel(void) { return bad_return(2); }

/* 13. Pixel properties are gint ------------------------------------------- */

/* g_object_set reads a variadic int for an int property: a host passing 16
 * for "spacing" must get 16 pixels, not a garbage double. */
static int case_pixel_properties_take_ints(void) {
    make(10);
    g_object_set(H.pager, "spacing", 16, "title-width", 120, "title-strip-height", 40, "scrubber-insets", 4, NULL);
    pump(50);
    int spacing = -1, width = -1, height = -1, insets = -1;
    g_object_get(H.pager, "spacing", &spacing, "title-width", &width, "title-strip-height", &height, "scrubber-insets", &insets, NULL);
    CHECK(spacing == 16 && width == 120 && height == 40 && insets == 4,
          "read back spacing %d, title-width %d, title-strip-height %d, scrubber-insets %d", spacing, width, height, insets);
    g_object_set(H.pager, "spacing", 0, "title-width", 150, "title-strip-height", 50, "scrubber-insets", 10, NULL);
    still_pages();
    return 0;
}

/* 12. Border width ---------------------------------------------------------- */

/* A border wider than the window gives: no allocation may go negative
 * (GTK warns of any), and the pager pages again once the border is gone. */
static int case_border_wider_than_window(void) {
    make(10);
    int before = H.warnings;
    for (int border = 100; border <= 500; border += 200) {
        gtk_container_set_border_width(GTK_CONTAINER(H.pager), border);
        pump(100);
        gtk_window_resize(GTK_WINDOW(H.window), 800, 600);
        pump(100);
    }
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 3, 0);
    pump(100);
    CHECK(H.warnings == before, "a border of 500 in an 800x600 window logged %d warnings", H.warnings - before);
    gtk_container_set_border_width(GTK_CONTAINER(H.pager), 0);
    pump(150);
    still_pages();
    return 0;
}

static GtkWidget *last_page;
static GtkWidget *remember_view(int index, GtkWidget *reusing, gpointer data) {
    last_page = view(index, reusing, data);
    return last_page;
}

static int case_border_width_is_stable(void) {
    make(10);
    sliding_pages_pager_set_source(SLIDING_PAGES_PAGER(H.pager), 10, remember_view, title, &H, NULL);
    gtk_container_set_border_width(GTK_CONTAINER(H.pager), 20);
    pump(100);
    int w0 = gtk_widget_get_allocated_width(H.pager), h0 = gtk_widget_get_allocated_height(H.pager);
    /* Pages that change size (each re-places the pages in the pager's
     * allocation), then window resizes. */
    for (int k = 0; k < 5; k++) {
        if (last_page) gtk_widget_set_size_request(last_page, 200 - 10 * k, 150 - 10 * k);
        pump(80);
    }
    CHECK(gtk_widget_get_allocated_width(H.pager) == w0 && gtk_widget_get_allocated_height(H.pager) == h0,
          "page resizes took the pager from %dx%d to %dx%d", w0, h0, gtk_widget_get_allocated_width(H.pager),
          gtk_widget_get_allocated_height(H.pager));
    for (int k = 0; k < 5; k++) {
        gtk_window_resize(GTK_WINDOW(H.window), 700 + 20 * k, 500 + 20 * k);
        pump(80);
    }
    gtk_window_resize(GTK_WINDOW(H.window), 800, 600);
    pump(150);
    int w1 = gtk_widget_get_allocated_width(H.pager), h1 = gtk_widget_get_allocated_height(H.pager);
    CHECK(w0 == w1 && h0 == h1, "the pager went from %dx%d to %dx%d", w0, h0, w1, h1);
    int before = H.warnings;
    gtk_window_resize(GTK_WINDOW(H.window), 30, 30);
    pump(100);
    CHECK(H.warnings == before, "a tiny pager with a border logged %d warnings", H.warnings - before);
    gtk_window_resize(GTK_WINDOW(H.window), 800, 600);
    pump(100);
    still_pages();
    return 0;
}

/* The fuzzer ------------------------------------------------------------ */

static GRand *rnd;
static int fuzz_step;
static const char *fuzz_doing = "start";

static int pick(int lo, int hi) { return g_rand_int_range(rnd, lo, hi + 1); }

/* The host's own model follows the API's rules: a refused change leaves it. */
static void host_insert(int index, int count) {
    if (count > 0 && index >= 0 && index <= H.count && H.count <= INT_MAX - count) H.count += count;
    sliding_pages_pager_insert_items(SLIDING_PAGES_PAGER(H.pager), index, count, pick(0, 1));
}
static void host_delete(int index, int count) {
    if (count > 0 && index >= 0 && index < H.count && count <= H.count - index) H.count -= count;
    sliding_pages_pager_delete_items(SLIDING_PAGES_PAGER(H.pager), index, count, pick(0, 1));
}
static void host_set_n(int n) {
    if (n >= 0) H.count = n;
    sliding_pages_pager_set_n_items(SLIDING_PAGES_PAGER(H.pager), n);
}

/* A batch of up to four random changes, the host's count following the
 * batch only when every change fits the count it meets. */
static void host_batch(void) {
    SlidingPagesItemChange c[4];
    int k = pick(0, 4), n = H.count;
    gboolean fits = TRUE;
    for (int i = 0; i < k; i++) {
        c[i] = (SlidingPagesItemChange){(SlidingPagesChangeKind)pick(0, 3), pick(-1, n + 1), pick(-1, 4), pick(-1, n + 1)};
        gboolean in = c[i].index >= 0 && c[i].index < n;
        switch (c[i].kind) {
        case SLIDING_PAGES_CHANGE_INSERT:
            if (c[i].count > 0 && c[i].index >= 0 && c[i].index <= n) n += c[i].count; else fits = FALSE;
            break;
        case SLIDING_PAGES_CHANGE_DELETE:
            if (c[i].count > 0 && in && c[i].count <= n - c[i].index) n -= c[i].count; else fits = FALSE;
            break;
        case SLIDING_PAGES_CHANGE_MOVE: fits = fits && in && c[i].to >= 0 && c[i].to < n; break;
        default: fits = fits && in; break;
        }
    }
    if (fits) H.count = n;
    gboolean applied = sliding_pages_pager_apply_changes(SLIDING_PAGES_PAGER(H.pager), c, (gsize)k, pick(0, 1));
    CHECK(applied == fits, "a batch that %s was %s", fits ? "fits" : "does not fit", applied ? "applied" : "refused");
}

/* Something a host might do, at any time, from anywhere. */
static void random_change(Host *h, int index) {
    (void)h;
    (void)index;
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    int n = H.count;
    int what = pick(0, 10);
    if (g_getenv("HOSTILE_VERBOSE")) printf("  step %d change %d (%s)\n", fuzz_step, what, fuzz_doing);
    switch (what) {
    case 0: host_set_n(pick(0, 3) == 0 ? pick(-3, 2) : pick(0, 40)); break;
    case 1: host_insert(pick(-2, n + 2), pick(-2, 6)); break;
    case 2: host_delete(pick(-2, n + 2), pick(-2, 8)); break;
    case 3: sliding_pages_pager_reload(p, pick(0, 1)); break;
    case 4: sliding_pages_pager_scroll_to_page(p, pick(-2, n + 2), pick(0, 1) ? 0 : 0.15); break;
    case 5: sliding_pages_pager_scroll_to_item(p, pick(-2, n + 2), pick(0, 1) ? 0 : 0.15); break;
    case 6: sliding_pages_pager_scroll_by_items(p, pick(-4, 4), pick(0, 1) ? 0 : 0.1); break;
    case 8: host_batch(); break;
    case 7: {
        double special[] = {0, -1, 1e9, -1e9, NAN, INFINITY, -INFINITY, 0.5, 3.25};
        double v = pick(0, 1) ? special[pick(0, G_N_ELEMENTS(special) - 1)] : g_rand_double_range(rnd, -3, n + 3);
        sliding_pages_pager_set_position(p, v, pick(0, 1));
        break;
    }
    default: {
        const char *ints[] = {"items-per-page", "preload-radius", "initial-page", "spacing", "title-width", "title-strip-height", "scrubber-insets"};
        const char *bools[] = {"wrap", "truncate-final-page", "paging-enabled", "bounces", "reduced-motion",
                               "title-strip-hidden", "dots-hidden", "zoom-out", "scroll-enabled", "allow-long-swipes"};
        const char *doubles[] = {"autoscroll", "deceleration-rate", "scrubber-cross-alignment"};
        GObjectClass *k = G_OBJECT_GET_CLASS(H.pager);
        switch (pick(0, 3)) {
        case 0: {
            int i = pick(0, G_N_ELEMENTS(ints) - 1);
            GParamSpecInt *s = G_PARAM_SPEC_INT(g_object_class_find_property(k, ints[i]));
            /* Counts stay small; pixel sizes range wider. */
            int span = i < 3 ? 6 : 300;
            g_object_set(H.pager, s->parent_instance.name, pick(0, 2) ? pick(s->minimum, MIN(s->maximum, s->minimum + span)) : (pick(0, 1) ? s->maximum : s->minimum), NULL);
            break;
        }
        case 1: g_object_set(H.pager, bools[pick(0, G_N_ELEMENTS(bools) - 1)], pick(0, 1), NULL); break;
        case 2: {
            GParamSpecDouble *s = G_PARAM_SPEC_DOUBLE(g_object_class_find_property(k, doubles[pick(0, G_N_ELEMENTS(doubles) - 1)]));
            double v = pick(0, 3) ? g_rand_double_range(rnd, s->minimum, MIN(s->maximum, s->minimum + 300)) : (pick(0, 1) ? s->maximum : s->minimum);
            g_object_set(H.pager, s->parent_instance.name, v, NULL);
            break;
        }
        default: g_object_set(H.pager, "orientation", pick(0, 1), "alignment", pick(0, 1), NULL); break;
        }
        /* Keep the pager quick to settle after a slow or endless option. */
        g_object_set(H.pager, "autoscroll", 0.0, "deceleration-rate", 0.998, NULL);
        break;
    }
    }
}

/* Re-entry from inside the pager's own callbacks, once each time it is armed. */
static void once_in_view(Host *h, int index) {
    h->on_view = NULL;
    random_change(h, index);
}
static void once_in_title(Host *h, int index) {
    h->on_title = NULL;
    random_change(h, index);
}
static gboolean signal_armed;
static void in_signal(SlidingPagesPager *p, int value, gpointer data) {
    (void)p;
    (void)value;
    (void)data;
    if (!signal_armed) return;
    signal_armed = FALSE;
    random_change(&H, 0);
}
static void in_plain_signal(SlidingPagesPager *p, gpointer data) { in_signal(p, 0, data); }
static void in_did_scroll(SlidingPagesPager *p, double position, gpointer data) {
    (void)position;
    in_signal(p, 0, data);
}

/* A button through the X server (XTest, by xdotool): GDK's own
 * gdk_test_simulate_button sends core events, which GTK on XI2 ignores. */
static void xbutton(gboolean down) {
    char *argv[] = {"xdotool", down ? "mousedown" : "mouseup", "1", NULL};
    g_spawn_sync(NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                 NULL, NULL, NULL, NULL);
}

/* A real pointer drag through the X server: warps move the pointer. */
static void real_drag(int x0, int y0, int x1, int y1, int steps, int hold_ms) {
    GdkWindow *window = gtk_widget_get_window(H.pager);
    if (!window || !gtk_widget_get_mapped(H.pager)) return;
    int ox, oy;
    gdk_window_get_origin(window, &ox, &oy);
    GdkDisplay *display = gdk_window_get_display(window);
    GdkDevice *pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(display));
    GdkScreen *screen = gdk_window_get_screen(window);
    gdk_device_warp(pointer, screen, ox + x0, oy + y0);
    pump(20);
    xbutton(TRUE);
    for (int k = 1; k <= steps; k++) {
        pump(16);
        gdk_device_warp(pointer, screen, ox + x0 + (x1 - x0) * k / steps, oy + y0 + (y1 - y0) * k / steps);
    }
    pump(16 + hold_ms);
    xbutton(FALSE);
}

static void check_invariants(void) {
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    int n = sliding_pages_pager_get_n_items(p);
    CHECK(n == H.count, "step %d (%s): n-items %d, the host has %d", fuzz_step, fuzz_doing, n, H.count);
    int item = sliding_pages_pager_get_current_item(p), page = sliding_pages_pager_get_current_page(p);
    int pages = sliding_pages_pager_get_n_pages(p);
    CHECK(n == 0 ? item == -1 : (item >= 0 && item < n), "step %d (%s): current item %d of %d", fuzz_step, fuzz_doing, item, n);
    CHECK(n == 0 ? page == -1 : (page >= 0 && page < pages), "step %d (%s): current page %d of %d", fuzz_step, fuzz_doing, page, pages);
    double position = sliding_pages_pager_get_position(p);
    CHECK(isfinite(position), "step %d (%s): position %f", fuzz_step, fuzz_doing, position);
}

static int fuzz(guint32 seed, int steps) {
    rnd = g_rand_new_with_seed(seed);
    make(12);
    g_signal_connect(H.pager, "current-item-changed", G_CALLBACK(in_signal), NULL);
    g_signal_connect(H.pager, "settled", G_CALLBACK(in_signal), NULL);
    g_signal_connect(H.pager, "did-scroll", G_CALLBACK(in_did_scroll), NULL);
    g_signal_connect(H.pager, "will-begin-dragging", G_CALLBACK(in_plain_signal), NULL);
    for (fuzz_step = 0; fuzz_step < steps; fuzz_step++) {
        switch (pick(0, 9)) {
        case 0: fuzz_doing = "arm view"; H.on_view = once_in_view; break;
        case 1: fuzz_doing = "arm title"; H.on_title = once_in_title; break;
        case 2: fuzz_doing = "arm signal"; signal_armed = TRUE; break;
        case 3: {
            fuzz_doing = "drag";
            int w = gtk_widget_get_allocated_width(H.pager), h = gtk_widget_get_allocated_height(H.pager);
            int y = MAX(60, h / 2);
            real_drag(w * 3 / 4, y, w / 4 + pick(-100, 100), y + pick(-20, 20), pick(2, 6), pick(0, 2) ? 0 : 200);
            break;
        }
        default: fuzz_doing = "change"; random_change(&H, 0); break;
        }
        /* Mostly a frame or so; now and then long enough for a move to end. */
        pump(pick(0, 5) ? pick(1, 20) : 100);
        /* Let a deferred reload land before the counts are compared. */
        if (pick(0, 3) == 0 || fuzz_step == steps - 1) {
            H.on_view = NULL;
            H.on_title = NULL;
            signal_armed = FALSE;
            pump(30);
            check_invariants();
        }
    }
    /* Still a pager: by API and by a drag. */
    g_object_set(H.pager, "items-per-page", 1, "wrap", FALSE, "paging-enabled", TRUE, "scroll-enabled", TRUE,
                 "orientation", GTK_ORIENTATION_HORIZONTAL, "reduced-motion", FALSE, "truncate-final-page", FALSE,
                 "alignment", SLIDING_PAGES_ALIGNMENT_EDGE, "spacing", 0, "title-strip-hidden", FALSE,
                 "title-strip-height", 50, "allow-long-swipes", FALSE, "bounces", TRUE, "preload-radius", 1, NULL);
    host_set_n(12);
    pump(100);
    check_invariants();
    still_pages();
    int w = gtk_widget_get_allocated_width(H.pager);
    real_drag(w * 3 / 4, 300, w / 8, 300, 6, 0);
    pump(800);
    CHECK(sliding_pages_pager_get_current_page(SLIDING_PAGES_PAGER(H.pager)) == 1, "a drag after the run landed on page %d",
          sliding_pages_pager_get_current_page(SLIDING_PAGES_PAGER(H.pager)));
    printf("fuzz seed %u: %d steps, invariants held, the pager still pages\n", seed, steps);
    g_rand_free(rnd);
    return 0;
}

/* The page signals, as a binding uses them: counted, checked in range,
 * and misused on request. */
static struct {
    int setups, binds, unbinds, teardowns, titles, bound;
    gboolean null_setup; /* setup-page returns NULL once */
    gboolean zero_in_bind; /* bind-page sets n-items to 0 once */
} F;

static GtkWidget *f_setup(SlidingPagesPager *p, gpointer d) {
    (void)p;
    (void)d;
    F.setups++;
    if (F.null_setup) {
        F.null_setup = FALSE;
        return NULL;
    }
    return gtk_label_new(NULL);
}

static void f_bind(SlidingPagesPager *p, GtkWidget *page, int index, gpointer d) {
    (void)d;
    range("bind-page", index);
    CHECK(GTK_IS_LABEL(page), "bind-page got a %s, not the label setup-page made", G_OBJECT_TYPE_NAME(page));
    F.binds++;
    F.bound++;
    char text[32];
    snprintf(text, sizeof text, "Page %d", index);
    gtk_label_set_text(GTK_LABEL(page), text);
    if (F.zero_in_bind) {
        F.zero_in_bind = FALSE;
        H.count = 0;
        sliding_pages_pager_set_n_items(p, 0);
    }
}

static void f_unbind(SlidingPagesPager *p, GtkWidget *page, gpointer d) {
    (void)p;
    (void)d;
    CHECK(GTK_IS_LABEL(page), "unbind-page got a %s", G_OBJECT_TYPE_NAME(page));
    F.unbinds++;
    F.bound--;
}

static void f_teardown(SlidingPagesPager *p, GtkWidget *page, gpointer d) {
    (void)p;
    (void)d;
    CHECK(GTK_IS_LABEL(page), "teardown-page got a %s", G_OBJECT_TYPE_NAME(page));
    F.teardowns++;
}

static char *f_title(SlidingPagesPager *p, int index, gpointer d) {
    (void)p;
    (void)d;
    range("page-title", index);
    F.titles++;
    return g_strdup_printf("Title %d", index);
}

/* A pager whose pages come from its signals, as Python and GJS make them:
 * n-items set at construction, before any handler is connected. */
static void make_signalled(int count) {
    memset(&F, 0, sizeof F);
    H.count = count;
    host_in_window(g_object_new(SLIDING_PAGES_TYPE_PAGER, "n-items", count, NULL));
    g_signal_connect(H.pager, "setup-page", G_CALLBACK(f_setup), NULL);
    g_signal_connect(H.pager, "bind-page", G_CALLBACK(f_bind), NULL);
    g_signal_connect(H.pager, "unbind-page", G_CALLBACK(f_unbind), NULL);
    g_signal_connect(H.pager, "teardown-page", G_CALLBACK(f_teardown), NULL);
    g_signal_connect(H.pager, "page-title", G_CALLBACK(f_title), NULL);
    gtk_widget_show_all(H.window);
    pump(150);
}

/* Paging through 40 pages makes a handful of pages and binds them again;
 * each is unbound before its next item, and torn down with the pager. */
static int case_page_signals_recycle(void) {
    make_signalled(1000);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    CHECK(sliding_pages_pager_get_n_items(p) == 1000, "n-items %d after construction", sliding_pages_pager_get_n_items(p));
    CHECK(F.binds >= 2 && F.titles >= 1, "the first pages were not bound (%d binds, %d titles)", F.binds, F.titles);
    for (int k = 1; k <= 40; k++) {
        sliding_pages_pager_scroll_to_page(p, k, 0);
        pump(15);
    }
    CHECK(sliding_pages_pager_get_current_page(p) == 40, "paging by API landed on %d", sliding_pages_pager_get_current_page(p));
    int live = sliding_pages_pager_get_live_pages(p);
    CHECK(F.setups <= live + 4, "%d pages made for %d live: not recycled", F.setups, live);
    CHECK(F.binds >= 40, "%d binds for 40 pages", F.binds);
    CHECK(F.bound >= live && F.bound <= F.setups, "%d pages bound, %d live, %d made", F.bound, live, F.setups);
    CHECK(F.unbinds == F.binds - F.bound, "%d unbinds for %d binds with %d bound", F.unbinds, F.binds, F.bound);
    int setups = F.setups;
    gtk_widget_destroy(H.window);
    H.window = NULL;
    pump(50);
    CHECK(F.teardowns == setups, "%d pages made, %d torn down", setups, F.teardowns);
    CHECK(F.bound == 0, "%d pages still bound after the pager went", F.bound);
    return 0;
}

/* Kinds of page through the signals: page-kind names them, setup-page's
 * detail picks the maker. A kind nobody makes leaves its pages empty; a
 * kind that changes for an item, a NULL kind, a page-kind handler that
 * destroys the pager: none crashes or binds a page of the wrong kind. */
static int kind_calls, kind_mismatches, kind_destroy_at = -1;
static char *kind_of(SlidingPagesPager *p, int index, gpointer data) {
    (void)p;
    (void)data;
    kind_calls++;
    if (index == kind_destroy_at && H.pager) {
        kind_destroy_at = -1;
        gtk_widget_destroy(H.pager);
        return NULL;
    }
    switch (index % 4) {
    case 0: return g_strdup("label");
    case 1: return g_strdup("button");
    case 2: return NULL;                      /* the plain kind */
    default: return g_strdup(kind_calls % 2 ? "label" : "nobody-makes-this");
    }
}
static GtkWidget *make_kind_label(SlidingPagesPager *p, gpointer data) { (void)p; (void)data; return gtk_label_new("label"); }
static GtkWidget *make_kind_button(SlidingPagesPager *p, gpointer data) { (void)p; (void)data; return gtk_button_new(); }
static GtkWidget *make_plain(SlidingPagesPager *p, gpointer data) { (void)p; (void)data; return gtk_event_box_new(); }
static void bind_kind(SlidingPagesPager *p, GtkWidget *page, int index, gpointer data) {
    (void)p;
    (void)data;
    if ((index % 4 == 0 && !GTK_IS_LABEL(page)) || (index % 4 == 1 && !GTK_IS_BUTTON(page))) kind_mismatches++;
}
static int case_page_kinds(void) {
    H.count = 0;
    host_in_window(sliding_pages_pager_new());
    g_signal_connect(H.pager, "page-kind", G_CALLBACK(kind_of), NULL);
    g_signal_connect(H.pager, "setup-page::label", G_CALLBACK(make_kind_label), NULL);
    g_signal_connect(H.pager, "setup-page::button", G_CALLBACK(make_kind_button), NULL);
    /* The plain kind has no detail: an undetailed handler makes it. It is
     * connected last, so a named kind's own handler answers first (the
     * first answer wins); it also makes the kind nobody else makes. */
    g_signal_connect(H.pager, "setup-page", G_CALLBACK(make_plain), NULL);
    g_signal_connect(H.pager, "bind-page", G_CALLBACK(bind_kind), NULL);
    H.count = 200;
    sliding_pages_pager_set_n_items(SLIDING_PAGES_PAGER(H.pager), 200);
    gtk_widget_show_all(H.window);
    pump(150);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    for (int k = 0; k < 60; k++) {
        sliding_pages_pager_scroll_to_page(p, (k * 37) % 200, k % 3 ? 0 : 0.05);
        pump(15);
    }
    CHECK(kind_calls > 0, "page-kind was never asked");
    CHECK(kind_mismatches == 0, "%d pages bound to an item of another kind", kind_mismatches);
    CHECK(sliding_pages_pager_get_live_pages(p) <= 4, "%d live pages", sliding_pages_pager_get_live_pages(p));
    still_pages();
    kind_destroy_at = 150;
    sliding_pages_pager_scroll_to_page(p, 150, 0);
    pump(100);
    CHECK(H.pager == NULL, "the pager was not destroyed inside page-kind");
    return 0;
}

/* A setup-page handler that makes nothing leaves that page empty with a
 * warning; a bind-page handler that empties the pager stops the loading. */
static int case_page_signals_misused(void) {
    make_signalled(0);
    F.null_setup = TRUE;
    H.count = 50;
    sliding_pages_pager_set_n_items(SLIDING_PAGES_PAGER(H.pager), 50);
    pump(100);
    CHECK(H.warnings >= 1, "a NULL page from setup-page passed without a warning");
    still_pages();
    F.zero_in_bind = TRUE;
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 30, 0);
    pump(100);
    CHECK(sliding_pages_pager_get_n_items(SLIDING_PAGES_PAGER(H.pager)) == 0, "n-items %d after bind-page set 0",
          sliding_pages_pager_get_n_items(SLIDING_PAGES_PAGER(H.pager)));
    H.count = 12;
    sliding_pages_pager_set_n_items(SLIDING_PAGES_PAGER(H.pager), 12);
    pump(50);
    still_pages();
    return 0;
}

/* The peers' options and events through GObject alone. */
static int selected_page = -1, settled_after_selected = 0, settles = 0, shown_now = 0;
static void on_page_shown(SlidingPagesPager *p, int index, gpointer d) {
    (void)d;
    range("page-shown", index);
    CHECK(sliding_pages_pager_is_item_shown(p, index), "page-shown %d, but is_item_shown says no", index);
    shown_now++;
}
static void on_page_hidden(SlidingPagesPager *p, int index, gpointer d) {
    (void)p;
    (void)index;
    (void)d;
    shown_now--;
}
static void on_page_selected(SlidingPagesPager *p, int page, gpointer d) {
    (void)p;
    (void)d;
    selected_page = page;
}
static void on_settled_count(SlidingPagesPager *p, int page, gpointer d) {
    (void)p;
    (void)d;
    settles++;
    if (page == selected_page) settled_after_selected++;
}

static int case_peer_options_and_events(void) {
    make(20);
    g_object_set(H.pager, "animation-duration", 0.1, "reveal-duration", 0.2, "allow-scroll-wheel", FALSE,
                 "allow-mouse-drag", FALSE, "page-peek", 0.2, NULL);
    double duration = 0, reveal = 0, peek = 0;
    gboolean wheel = TRUE, mouse = TRUE;
    g_object_get(H.pager, "animation-duration", &duration, "reveal-duration", &reveal, "allow-scroll-wheel", &wheel,
                 "allow-mouse-drag", &mouse, "page-peek", &peek, NULL);
    CHECK(duration == 0.1 && reveal == 0.2 && !wheel && !mouse && peek == 0.2,
          "read back animation-duration %g, reveal-duration %g, allow-scroll-wheel %d, allow-mouse-drag %d, page-peek %g",
          duration, reveal, wheel, mouse, peek);
    int before = H.warnings;
    g_object_set(H.pager, "animation-duration", -1.0, NULL);
    g_object_get(H.pager, "animation-duration", &duration, NULL);
    CHECK(duration == 0.1, "a negative animation-duration was taken (%g)", duration);
    CHECK(H.warnings > before, "a negative animation-duration was refused without a warning");
    g_object_set(H.pager, "spring-damping-ratio", 0.4, "spring-stiffness", 800.0, "spring-mass", 2.0, NULL);
    double ratio = 0, stiffness = 0, mass = 0;
    g_object_get(H.pager, "spring-damping-ratio", &ratio, "spring-stiffness", &stiffness, "spring-mass", &mass, NULL);
    CHECK(ratio == 0.4 && stiffness == 800 && mass == 2, "read back spring-damping-ratio %g, spring-stiffness %g, spring-mass %g", ratio, stiffness, mass);
    before = H.warnings;
    g_object_set(H.pager, "spring-damping-ratio", 0.0, "spring-mass", 0.0, NULL);
    g_object_get(H.pager, "spring-damping-ratio", &ratio, "spring-mass", &mass, NULL);
    CHECK(ratio == 0.4 && mass == 2 && H.warnings >= before + 2, "a spring that never settles was taken (ratio %g, mass %g, %d warnings)",
          ratio, mass, H.warnings - before);
    g_signal_connect(H.pager, "page-selected", G_CALLBACK(on_page_selected), NULL);
    g_signal_connect(H.pager, "settled", G_CALLBACK(on_settled_count), NULL);
    g_signal_connect(H.pager, "page-shown", G_CALLBACK(on_page_shown), NULL);
    g_signal_connect(H.pager, "page-hidden", G_CALLBACK(on_page_hidden), NULL);
    CHECK(sliding_pages_pager_is_item_shown(SLIDING_PAGES_PAGER(H.pager), 0), "item 0 is not shown at the start");
    CHECK(!sliding_pages_pager_is_item_shown(SLIDING_PAGES_PAGER(H.pager), 5), "item 5 is shown at the start");
    CHECK(!sliding_pages_pager_is_item_shown(SLIDING_PAGES_PAGER(H.pager), -1) && !sliding_pages_pager_is_item_shown(SLIDING_PAGES_PAGER(H.pager), INT_MAX),
          "an item that does not exist is shown");
    sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 3, 0.2);
    pump(20);
    int state = -1;
    g_object_get(H.pager, "scroll-state", &state, NULL);
    CHECK(selected_page == 3, "page-selected said %d as a move to 3 started", selected_page);
    CHECK(state == SLIDING_PAGES_SCROLL_STATE_SETTLING, "scroll-state %d while a move runs", state);
    pump(400);
    g_object_get(H.pager, "scroll-state", &state, NULL);
    CHECK(state == SLIDING_PAGES_SCROLL_STATE_IDLE, "scroll-state %d at rest", state);
    CHECK(settles == 1 && settled_after_selected == 1, "%d settles, %d on the page selected", settles, settled_after_selected);
    CHECK(sliding_pages_pager_is_item_shown(SLIDING_PAGES_PAGER(H.pager), 3) && !sliding_pages_pager_is_item_shown(SLIDING_PAGES_PAGER(H.pager), 0),
          "after the move item 3 should show, item 0 not");
    g_object_set(H.pager, "page-peek", 0.0, "allow-mouse-drag", TRUE, "allow-scroll-wheel", TRUE, NULL);
    still_pages();
    return 0;
}

/* defers-item-view-loading holds the current item while a move runs and
 * tells it once at rest, before settled. */
static int deferred_changes, deferred_changed_before_settle;
static void on_deferred_item(SlidingPagesPager *p, int index, gpointer d) {
    (void)p; (void)index; (void)d;
    deferred_changes++;
}
static void on_deferred_settled(SlidingPagesPager *p, int page, gpointer d) {
    (void)p; (void)page; (void)d;
    deferred_changed_before_settle = deferred_changes;
}
static int case_deferred_current_item(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    g_object_set(H.pager, "defers-item-view-loading", TRUE, NULL);
    g_signal_connect(H.pager, "current-item-changed", G_CALLBACK(on_deferred_item), NULL);
    g_signal_connect(H.pager, "settled", G_CALLBACK(on_deferred_settled), NULL);
    sliding_pages_pager_scroll_to_page(p, 3, 0.3);
    pump(150);
    int item = -2;
    g_object_get(H.pager, "current-item", &item, NULL);
    CHECK(sliding_pages_pager_get_position(p) > 0.5, "the move did not start (position %g)", sliding_pages_pager_get_position(p));
    CHECK(item == 0 && sliding_pages_pager_get_current_item(p) == 0 && deferred_changes == 0,
          "mid-move the current item is %d (property) / %d, with %d changes told", item, sliding_pages_pager_get_current_item(p), deferred_changes);
    pump(400);
    CHECK(sliding_pages_pager_get_current_item(p) == 3 && deferred_changes == 1 && deferred_changed_before_settle == 1,
          "at rest the item is %d after %d changes (%d before settled)", sliding_pages_pager_get_current_item(p), deferred_changes, deferred_changed_before_settle);
    g_object_set(H.pager, "defers-item-view-loading", FALSE, NULL);
    still_pages();
    return 0;
}

/* Moves and reloads of one item from C: the current item stays current,
 * a reloaded page is asked for again, bad indexes are refused with a
 * warning and change nothing. */
static int case_move_and_reload_item(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_scroll_to_page(p, 5, 0);
    pump(30);
    sliding_pages_pager_move_item(p, 0, 9);
    pump(30);
    CHECK(sliding_pages_pager_get_current_item(p) == 4, "after moving item 0 past it the current item is %d, not 4",
          sliding_pages_pager_get_current_item(p));
    sliding_pages_pager_move_item(p, 4, 7);
    pump(30);
    CHECK(sliding_pages_pager_get_current_item(p) == 7, "the moved current item is at %d, not 7", sliding_pages_pager_get_current_item(p));
    int calls = H.view_calls;
    sliding_pages_pager_reload_item(p, 7);
    pump(30);
    CHECK(H.view_calls > calls, "reload_item(7) did not ask for the page again");
    int before = H.warnings;
    sliding_pages_pager_move_item(p, -1, 3);
    sliding_pages_pager_move_item(p, 2, 10);
    sliding_pages_pager_reload_item(p, 10);
    pump(30);
    CHECK(H.warnings > before, "bad moves and reloads were taken without a warning");
    CHECK(sliding_pages_pager_get_n_items(p) == 10 && sliding_pages_pager_get_current_item(p) == 7,
          "a refused change changed the pager (%d items, current %d)", sliding_pages_pager_get_n_items(p), sliding_pages_pager_get_current_item(p));
    /* A GObject that is no widget, given where a widget goes, is warned of. */
    GObject *stranger = g_object_new(G_TYPE_OBJECT, NULL);
    before = H.warnings;
    CHECK(sliding_pages_pager_get_item_for_widget(p, (GtkWidget *)stranger) == -1, "an item for a plain GObject");
    CHECK(H.warnings == before + 1, "%d warnings for a plain GObject given as a widget", H.warnings - before);
    g_object_unref(stranger);
    still_pages();
    return 0;
}

/* 16. A page transformer from C ------------------------------------------- */

static int transform_calls, transform_freed, transform_bad_values;
/* 0 moves and fades, 1 reloads and moves from inside, 2 destroys the
 * pager, 3 hands back values that are not finite */
static int transform_mode;

static void transform_free(gpointer data) {
    (void)data;
    transform_freed++;
}

static void transform_page(SlidingPagesPager *pager, int index, double offset, SlidingPagesPageTransform *t, gpointer data) {
    (void)data;
    transform_calls++;
    range("transform", index);
    /* With page-effect none the start value is the identity. */
    if (!isfinite(offset) || t->scale != 1.0 || t->alpha != 1.0 || t->translation != 0.0) transform_bad_values++;
    switch (transform_mode) {
    case 1:
        sliding_pages_pager_reload(pager, TRUE);
        sliding_pages_pager_scroll_to_page(pager, 4, 0);
        break;
    case 2:
        if (H.pager) gtk_widget_destroy(H.pager);
        break;
    case 3:
        t->scale = NAN;
        t->alpha = -INFINITY;
        t->translation = 1e300;
        t->rotation = INFINITY;
        t->content_shift = -1e300;
        break;
    default:
        t->alpha = 0.5;
        t->translation = offset;
    }
}

static int case_page_transform(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    g_object_set(H.pager, "page-effect", SLIDING_PAGES_PAGE_EFFECT_NONE, NULL);
    gboolean zoom = TRUE;
    g_object_get(H.pager, "zoom-out", &zoom, NULL);
    CHECK(!zoom, "zoom-out reads TRUE with page-effect none");
    sliding_pages_pager_set_page_transform(p, transform_page, &H, transform_free);
    pump(100);
    CHECK(transform_calls > 0, "the transformer was not called");
    CHECK(transform_bad_values == 0, "the transformer got %d bad offsets or start values", transform_bad_values);
    /* Replacing it frees the first one's data. */
    sliding_pages_pager_set_page_transform(p, transform_page, &H, transform_free);
    CHECK(transform_freed == 1, "replacing the transformer freed %d", transform_freed);
    transform_mode = 3;
    sliding_pages_pager_scroll_to_page(p, 1, 0);
    pump(100);
    CHECK(sliding_pages_pager_get_current_page(p) == 1, "wild transforms stopped a jump (page %d)", sliding_pages_pager_get_current_page(p));
    transform_mode = 1;
    gtk_widget_queue_resize(H.pager);
    pump(200);
    transform_mode = 0;
    CHECK(sliding_pages_pager_get_current_page(p) == 4, "the move asked for inside the transformer landed on %d",
          sliding_pages_pager_get_current_page(p));
    sliding_pages_pager_set_page_transform(p, NULL, NULL, NULL);
    CHECK(transform_freed == 2, "clearing the transformer freed %d", transform_freed);
    int before = H.warnings;
    sliding_pages_pager_set_page_transform(NULL, transform_page, &H, transform_free);
    CHECK(H.warnings > before && transform_freed == 3, "a NULL pager was taken (warned %d, freed %d)", H.warnings - before, transform_freed);
    still_pages();
    /* A transformer that destroys the pager: nothing runs after it, and
     * its data is freed with the pager. */
    sliding_pages_pager_set_page_transform(p, transform_page, &H, transform_free);
    transform_mode = 2;
    gtk_widget_queue_resize(H.pager);
    pump(150);
    CHECK(H.pager == NULL, "the pager outlived its destruction");
    CHECK(transform_freed == 4, "the destroyed pager freed %d transformer data", transform_freed);
    return 0;
}

/* 17. Reuse types from C ---------------------------------------------------- */

static int typed_mismatches, typed_calls, typed_freed, typed_mode;

static void typed_free(gpointer data) {
    (void)data;
    typed_freed++;
}

/* Even items are labels, odd ones buttons: a page offered for reuse must
 * be of the item's kind. */
static GtkWidget *typed_view(int index, GtkWidget *reusing, gpointer data) {
    (void)data;
    range("view", index);
    gboolean wants_button = index % 2 == 1;
    if (reusing) {
        if ((GTK_IS_BUTTON(reusing) != 0) != wants_button) typed_mismatches++;
        return reusing;
    }
    return wants_button ? gtk_button_new_with_label("button") : gtk_label_new("label");
}

static int typed_type(int index, gpointer data) {
    (void)data;
    typed_calls++;
    range("reuse type", index);
    switch (typed_mode) {
    case 1: return index % 2 ? INT_MAX : INT_MIN;
    case 2:
        sliding_pages_pager_reload(SLIDING_PAGES_PAGER(H.pager), TRUE);
        sliding_pages_pager_scroll_to_page(SLIDING_PAGES_PAGER(H.pager), 3, 0);
        return index % 2;
    case 3:
        if (H.pager) gtk_widget_destroy(H.pager);
        return 0;
    default: return index % 2;
    }
}

static void typed_walk(SlidingPagesPager *p) {
    static const int pages[] = {1, 2, 3, 4, 9, 2, 17, 0, 5, 6, 5, 19, 18, 0};
    for (size_t k = 0; k < G_N_ELEMENTS(pages); k++) {
        sliding_pages_pager_scroll_to_page(p, pages[k], k % 3 == 0 ? 0.1 : 0);
        pump(k % 3 == 0 ? 150 : 30);
    }
}

static int case_reuse_types(void) {
    make(20);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_set_source(p, 20, typed_view, title, &H, NULL);
    sliding_pages_pager_set_reuse_types(p, typed_type, &H, typed_free);
    pump(100);
    typed_walk(p);
    CHECK(typed_calls > 0, "the reuse type function was not called");
    CHECK(typed_mismatches == 0, "%d pages were offered to an item of the other kind", typed_mismatches);
    /* Any int is a type. */
    typed_mode = 1;
    typed_walk(p);
    CHECK(typed_mismatches == 0, "with extreme types, %d pages were offered to the other kind", typed_mismatches);
    /* A type function that reloads and moves from inside. */
    typed_mode = 2;
    sliding_pages_pager_reload(p, TRUE);
    pump(200);
    typed_mode = 0;
    pump(50);
    CHECK(sliding_pages_pager_get_current_page(p) == 3, "the move asked for inside the type function landed on %d",
          sliding_pages_pager_get_current_page(p));
    /* Replaced, its data is freed; on a pager with no C source it is refused and freed. */
    sliding_pages_pager_set_reuse_types(p, NULL, NULL, NULL);
    CHECK(typed_freed == 1, "replacing the type function freed %d", typed_freed);
    GtkWidget *bare = sliding_pages_pager_new();
    g_object_ref_sink(bare);
    int before = H.warnings;
    sliding_pages_pager_set_reuse_types(SLIDING_PAGES_PAGER(bare), typed_type, &H, typed_free);
    CHECK(H.warnings > before && typed_freed == 2, "a pager with no C source took reuse types (warned %d, freed %d)",
          H.warnings - before, typed_freed);
    gtk_widget_destroy(bare);
    g_object_unref(bare);
    typed_walk(p);
    still_pages();
    /* A type function that destroys the pager: nothing runs after it. */
    sliding_pages_pager_set_reuse_types(p, typed_type, &H, typed_free);
    pump(50);
    typed_mode = 3;
    sliding_pages_pager_scroll_to_page(p, 12, 0);
    pump(150);
    CHECK(H.pager == NULL, "the pager outlived its destruction");
    CHECK(typed_freed == 3, "the destroyed pager freed %d type function data", typed_freed);
    return 0;
}

typedef struct {
    const char *name;
    int (*run)(void);
} Case;

/* The window closed from inside the dot colour function, which GTK 3's
 * pager asks while drawing: GTK 3 ends the draw cleanly. */
static int closing_colour_calls, closing_colour_frees;
static gboolean closing_colour(int page, gboolean current, GdkRGBA *colour, gpointer data) {
    (void)page;
    (void)current;
    (void)data;
    if (++closing_colour_calls == 1) destroy_window(&H, 0);
    *colour = (GdkRGBA){1, 0, 0, 1};
    return TRUE;
}
static void count_closing_free(gpointer data) { (void)data; closing_colour_frees++; }
static int case_close_window_in_dot_colour(void) {
    make(10);
    sliding_pages_pager_set_dot_colours(SLIDING_PAGES_PAGER(H.pager), closing_colour, NULL, count_closing_free);
    gtk_widget_queue_draw(H.pager);
    pump(300);
    CHECK(H.window == NULL && H.pager == NULL, "the window survived %d colour calls", closing_colour_calls);
    CHECK(closing_colour_frees == 1, "the colour function's data freed %d times", closing_colour_frees);
    return 0;
}

/* Each of a source's functions replaced from inside its own call: its data
 * stays until the call returns (the host may still use it), then goes once. */
static int rin_calls[4], rin_freed[4], rin_freed_inside[4], rin_inside = -1;
static void rin_free(gpointer data) {
    int k = GPOINTER_TO_INT(data) - 1;
    rin_freed[k]++;
    if (rin_inside == k) rin_freed_inside[k]++;
}
#define REPLACED_ONCE(k, call) \
    do { \
        if (rin_calls[k]++ == 0 && H.pager) { \
            rin_inside = k; \
            call; \
            rin_inside = -1; \
        } \
    } while (0)
static char *rin_plain_title(int index, gpointer data) { (void)data; return g_strdup_printf("plain %d", index); }
static char *rin_title(int index, gpointer data) {
    (void)data;
    REPLACED_ONCE(0, sliding_pages_pager_set_titles(SLIDING_PAGES_PAGER(H.pager), rin_plain_title, NULL, NULL));
    return g_strdup_printf("T%d", index);
}
static int rin_type(int index, gpointer data) {
    (void)index;
    (void)data;
    REPLACED_ONCE(1, sliding_pages_pager_set_reuse_types(SLIDING_PAGES_PAGER(H.pager), NULL, NULL, NULL));
    return 0;
}
static GdkPixbuf *rin_image(int index, gpointer data) {
    (void)index;
    (void)data;
    REPLACED_ONCE(2, sliding_pages_pager_set_image_titles(SLIDING_PAGES_PAGER(H.pager), NULL, NULL, NULL));
    return NULL;
}
static GIcon *rin_icon(int index, gpointer data) {
    (void)index;
    (void)data;
    REPLACED_ONCE(3, sliding_pages_pager_set_icon_titles(SLIDING_PAGES_PAGER(H.pager), NULL, NULL, NULL));
    return NULL;
}
static int case_replaced_inside_their_calls(void) {
    make(10);
    SlidingPagesPager *p = SLIDING_PAGES_PAGER(H.pager);
    sliding_pages_pager_set_titles(p, rin_title, GINT_TO_POINTER(1), rin_free);
    sliding_pages_pager_set_reuse_types(p, rin_type, GINT_TO_POINTER(2), rin_free);
    sliding_pages_pager_set_image_titles(p, rin_image, GINT_TO_POINTER(3), rin_free);
    sliding_pages_pager_set_icon_titles(p, rin_icon, GINT_TO_POINTER(4), rin_free);
    sliding_pages_pager_scroll_to_page(p, 4, 0);
    pump(300);
    for (int k = 0; k < 4; k++) {
        CHECK(rin_calls[k] > 0, "function %d was never called", k);
        CHECK(rin_freed_inside[k] == 0, "function %d's data was freed inside the call that replaced it", k);
        CHECK(rin_freed[k] == 1, "function %d's data was freed %d times", k, rin_freed[k]);
    }
    still_pages();
    return 0;
}

static const Case cases[] = {
    {"destroy-in-view", case_destroy_in_view},
    {"destroy-in-title", case_destroy_in_title},
    {"destroy-toplevel-in-view", case_destroy_toplevel_in_view},
    {"destroy-in-current-item-changed", case_destroy_in_current_item_changed},
    {"destroy-in-settled", case_destroy_in_settled},
    {"destroy-in-did-scroll", case_destroy_in_did_scroll},
    {"unparent-in-view-then-back", case_unparent_in_view_then_back},
    {"set-n-items-zero-in-view", case_set_n_items_zero_in_view},
    {"delete-all-in-view", case_delete_all_in_view},
    {"shrink-in-view", case_shrink_in_view},
    {"insert-in-view", case_insert_in_view},
    {"set-n-items-zero-in-title", case_set_n_items_zero_in_title},
    {"set-n-items-zero-in-current-item-changed", case_set_n_items_zero_in_current_item_changed},
    {"refused-changes-are-atomic", case_refused_changes_are_atomic},
    {"negative-n-items", case_negative_n_items},
    {"unreadable-strip-pattern", case_unreadable_strip_pattern},
    {"accessible-children-told", case_accessible_children_told},
    {"insert-past-int-max", case_insert_past_int_max},
    {"every-property-at-its-maximum", case_every_property_at_its_maximum},
    {"every-property-at-its-minimum", case_every_property_at_its_minimum},
    {"items-per-page-max-by-property", case_items_per_page_max_by_property},
    {"set-titles-with-null-data", case_set_titles_with_null_data},
    {"should-select-any-false-vetoes", case_should_select_any_false_vetoes},
    {"page-100000-square", case_page_100000_square},
    {"page-40000-tall", case_page_40000_tall},
    {"64-pages-of-40m-px", case_64_pages_of_40m_px},
    {"reload-inside-every-view", case_reload_inside_every_view},
    {"view-returns-the-pager", case_view_returns_the_pager},
    {"view-returns-a-window", case_view_returns_a_window},
    {"view-returns-its-toplevel", case_view_returns_its_toplevel},
    {"border-width-is-stable", case_border_width_is_stable},
    {"border-wider-than-window", case_border_wider_than_window},
    {"pixel-properties-take-ints", case_pixel_properties_take_ints},
    {"page-signals-recycle", case_page_signals_recycle},
    {"page-signals-misused", case_page_signals_misused},
    {"peer-options-and-events", case_peer_options_and_events},
    {"move-and-reload-item", case_move_and_reload_item},
    {"deferred-current-item", case_deferred_current_item},
    {"page-transform", case_page_transform},
    {"reuse-types", case_reuse_types},
    {"batch-in-view", case_batch_in_view},
    {"diff-to-none-in-title", case_diff_to_none_in_title},
    {"batches-misused", case_batches_misused},
    {"unbounded-source-misused", case_unbounded_source_misused},
    {"no-first-page", case_no_first_page},
    {"set-page-numbers", case_set_page_numbers},
    {"own-widgets", case_own_widgets},
    {"page-kinds", case_page_kinds},
    {"completions-colours-images", case_completions_colours_images},
    {"dots-misused", case_dots_misused},
    {"scrubber-misused", case_scrubber_misused},
    {"item-extent-misused", case_item_extent_misused},
    {"close-window-in-dot-colour", case_close_window_in_dot_colour},
    {"replaced-inside-their-calls", case_replaced_inside_their_calls},
};

int main(int argc, char **argv) {
    g_log_set_writer_func(log_writer, NULL, NULL);
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (size_t k = 0; k < G_N_ELEMENTS(cases); k++) printf("%s\n", cases[k].name);
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "fuzz") == 0) {
        gtk_init(&argc, &argv);
        g_log_set_default_handler(log_handler, NULL);
        guint32 seed = (guint32)strtoul(argv[2], NULL, 10);
        printf("fuzz seed %u (replay: hostile fuzz %u %s)\n", seed, seed, argv[3]);
        fflush(stdout);
        int rc = fuzz(seed, atoi(argv[3]));
        if (H.window) gtk_widget_destroy(H.window);
        pump(50);
        return rc;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: hostile --list | hostile CASE | hostile fuzz SEED STEPS\n");
        return 2;
    }
    gtk_init(&argc, &argv);
    g_log_set_default_handler(log_handler, NULL);
    for (size_t k = 0; k < G_N_ELEMENTS(cases); k++) {
        if (strcmp(argv[1], cases[k].name) != 0) continue;
        int rc = cases[k].run();
        if (H.window) gtk_widget_destroy(H.window);
        pump(50);
        printf("done %s\n", cases[k].name);
        return rc;
    }
    fprintf(stderr, "hostile: no case named %s\n", argv[1]);
    return 2;
}

/*
 * A careless or hostile C host of the GTK 4 library, using only its
 * installed API (sliding-pages4.h through pkg-config). Each case runs in a
 * process of its own under G_DEBUG=fatal-criticals (hostile.sh): a
 * critical, a crash or a hang fails it, and so does a call that asks the
 * source for an item outside 0..<count as the host last reported it.
 *
 * `hostile4 fuzz SEED STEPS` drives random sequences of the public calls,
 * with bad arguments and re-entry from the host's own callbacks, checking
 * the pager's answers as it goes; a failure names the seed to replay.
 *
 * Usage: hostile4 --list | hostile4 CASE | hostile4 fuzz SEED STEPS
 */
#include <sliding-pages4.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Host Host;
typedef void (*Action)(Host *h, int index);
struct Host {
    int count;           /* the count the host last reported */
    GtkWidget *window;
    GtkWidget *pager;    /* NULL once finalized (a weak pointer) */
    Action on_view;      /* run inside the view function */
    Action on_title;     /* run inside the title function */
    int view_calls, warnings, freed;
    int generation;      /* bumped with each source the host gives */
    gboolean in_view;
    gboolean return_null;
    GtkWidget *returned; /* a widget the view function returns instead */
};

static Host H;

static void fail(const char *fmt, ...) G_GNUC_PRINTF(1, 2);
static void fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("FAIL: ");
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    fflush(stdout);
    exit(3);
}

#define CHECK(cond, ...) do { if (!(cond)) fail(__VA_ARGS__); } while (0)

/* Warnings are counted (some cases must warn); criticals stay fatal, and
 * GObject's warning of a cast of a freed or foreign pointer is a bug, as is
 * GTK's of a widget finalized with children. */
static char last_warning[512]; /* what a C host is told names the C function */
static GLogWriterOutput log_writer(GLogLevelFlags level, const GLogField *fields, gsize n, gpointer data) {
    (void)data;
    if (level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO | G_LOG_LEVEL_MESSAGE)) return G_LOG_WRITER_HANDLED;
    const char *domain = "-", *message = "";
    for (gsize i = 0; i < n; i++) {
        if (strcmp(fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0) domain = fields[i].value;
        if (strcmp(fields[i].key, "MESSAGE") == 0 && fields[i].length < 0) message = fields[i].value;
    }
    gboolean critical = (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR)) != 0;
    printf("log %s %s: %s\n", domain, critical ? "CRITICAL" : "WARNING", message);
    fflush(stdout);
    if (critical) abort();
    if (strcmp(domain, "GLib-GObject") == 0 && (strstr(message, "invalid cast") || strstr(message, "invalid unclassed"))) fail("a GObject warning");
    /* A widget finalized with children left leaks them. */
    if (strcmp(domain, "Gtk") == 0 && strstr(message, "still has children")) fail("a widget finalized with children: %s", message);
    H.warnings++;
    g_strlcpy(last_warning, message, sizeof last_warning);
    return G_LOG_WRITER_HANDLED;
}

static void pump(int ms) {
    gint64 end = g_get_monotonic_time() + (gint64)ms * 1000;
    while (g_get_monotonic_time() < end) {
        while (g_main_context_iteration(NULL, FALSE)) {}
        g_usleep(1000);
    }
}

static GtkWidget *view(int index, GtkWidget *reusing, gpointer data) {
    (void)data;
    if (index < 0 || index >= H.count) fail("view asked for item %d with %d items", index, H.count);
    /* A page made for another source is never offered to this one. */
    if (reusing && GPOINTER_TO_INT(g_object_get_data(G_OBJECT(reusing), "generation")) != H.generation)
        fail("view was offered a page of an earlier source");
    H.view_calls++;
    H.in_view = TRUE;
    if (H.on_view) H.on_view(&H, index);
    H.in_view = FALSE;
    if (H.return_null) return NULL;
    if (H.returned) return H.returned;
    GtkWidget *label = reusing ? reusing : gtk_label_new(NULL);
    g_object_set_data(G_OBJECT(label), "generation", GINT_TO_POINTER(H.generation));
    char text[32];
    snprintf(text, sizeof text, "Page %d", index);
    gtk_label_set_text(GTK_LABEL(label), text);
    return label;
}

static char *title(int index, gpointer data) {
    (void)data;
    if (index < 0 || index >= H.count) fail("title asked for item %d with %d items", index, H.count);
    if (H.on_title) H.on_title(&H, index);
    return index % 3 == 2 ? NULL : g_strdup_printf("Title %d", index);
}

static void freed(gpointer data) {
    (void)data;
    if (H.in_view) fail("the source's data was freed while its view function ran");
    H.freed++;
}

/* The pager's children are its live pages, none left behind, and the
 * chrome's three CSS nodes (strip, dots, scrubber), never shown. */
static void no_orphans(const char *when) {
    if (!H.pager) return;
    guint children = 0, nodes = 0;
    for (GtkWidget *c = gtk_widget_get_first_child(H.pager); c; c = gtk_widget_get_next_sibling(c)) {
        /* The fuzzer's nub widget is no page. */
        if (GTK_IS_LABEL(c) && strcmp(gtk_label_get_text(GTK_LABEL(c)), "nub") == 0) continue;
        if (strcmp(G_OBJECT_TYPE_NAME(c), "SlidingPages4StyleNode") != 0) children++;
        else if (!gtk_widget_get_child_visible(c)) nodes++;
    }
    guint live = sliding_pages4_pager_get_live_pages(SLIDING_PAGES4_PAGER(H.pager));
    if (children != live) fail("%s: %u children but %u live pages", when, children, live);
    if (nodes != 3) fail("%s: %u of the chrome's CSS nodes, not 3", when, nodes);
}

#define PAGER (SLIDING_PAGES4_PAGER(H.pager))

/* A shown 800 × 600 window holding a pager of `count` titled pages; the
 * window holds the only reference, and H.pager goes NULL when it goes. */
static void make(int count) {
    H.count = count;
    H.window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(H.window), 800, 600);
    H.pager = sliding_pages4_pager_new();
    g_object_add_weak_pointer(G_OBJECT(H.pager), (gpointer *)&H.pager);
    sliding_pages4_pager_set_source(PAGER, count, view, title, &H, freed);
    gtk_window_set_child(GTK_WINDOW(H.window), H.pager);
    gtk_window_present(GTK_WINDOW(H.window));
    pump(200);
}

/* The pager still pages: a jump lands, and a slide too. */
static void still_pages(void) {
    CHECK(H.pager != NULL, "the pager is gone");
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == H.count, "%d pages, the host said %d", sliding_pages4_pager_get_n_pages(PAGER), H.count);
    if (H.count < 3) return;
    sliding_pages4_pager_scroll_to_page(PAGER, 2, FALSE);
    pump(80);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 2, "a jump to page 2 landed on %d", sliding_pages4_pager_get_current_page(PAGER));
    sliding_pages4_pager_scroll_to_page(PAGER, 0, TRUE);
    pump(700);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 0, "a slide to page 0 landed on %d", sliding_pages4_pager_get_current_page(PAGER));
}

static void drop_pager(Host *h, int index) {
    (void)index;
    if (h->window && h->pager) gtk_window_set_child(GTK_WINDOW(h->window), NULL);
}

static void close_window(Host *h, int index) {
    (void)index;
    if (!h->window) return;
    GtkWidget *w = h->window;
    h->window = NULL;
    gtk_window_destroy(GTK_WINDOW(w));
}

static void replace_source(Host *h, int index) {
    (void)index;
    h->on_view = NULL;
    h->count = 4;
    h->generation++;
    if (h->pager) sliding_pages4_pager_set_source(SLIDING_PAGES4_PAGER(h->pager), 4, view, title, h, freed);
}

/* The source again, of another length, from inside a call (fuzz). */
static void replace_again(Host *h, int index) {
    h->count = 1 + (index * 7) % 30;
    h->generation++;
    if (h->pager) sliding_pages4_pager_set_source(SLIDING_PAGES4_PAGER(h->pager), h->count, view, title, h, freed);
}

static void insert_one(Host *h, int index) {
    (void)index;
    h->count++;
    if (h->pager) sliding_pages4_pager_insert_items(SLIDING_PAGES4_PAGER(h->pager), 0, 1, FALSE);
}

static void move_elsewhere(Host *h, int index) {
    if (h->pager) sliding_pages4_pager_scroll_to_page(SLIDING_PAGES4_PAGER(h->pager), (index + 3) % h->count, index % 2);
}

static void transform(SlidingPages4Pager *pager, int index, double offset, SlidingPages4PageTransform *t, gpointer data);

static double extent_of(SlidingPages4Pager *pager, gpointer data);
static GdkPaintable *image_title(int index, gpointer data);
static GIcon *icon_title(int index, gpointer data);

static gboolean dot_colour(int page, gboolean current, GdkRGBA *colour, gpointer data) {
    (void)data;
    *colour = (GdkRGBA){page % 2, current ? 1 : 0.5, 0, 1};
    return TRUE;
}

static int case_null_and_foreign(void) {
    make(10);
    GtkWidget *label = gtk_label_new("not a pager");
    g_object_ref_sink(label);
    SlidingPages4Pager *bad[] = {NULL, (SlidingPages4Pager *)label};
    for (int k = 0; k < 2; k++) {
        int before = H.warnings;
        sliding_pages4_pager_set_source(bad[k], 5, view, title, &H, freed);
        sliding_pages4_pager_scroll_to_page(bad[k], 1, TRUE);
        sliding_pages4_pager_scroll_to_item(bad[k], 1, FALSE);
        sliding_pages4_pager_set_position(bad[k], 1.5, FALSE);
        sliding_pages4_pager_insert_items(bad[k], 0, 1, TRUE);
        sliding_pages4_pager_delete_items(bad[k], 0, 1, TRUE);
        CHECK(sliding_pages4_pager_get_current_page(bad[k]) == -1, "a current page for a %s", k ? "label" : "NULL");
        CHECK(sliding_pages4_pager_get_n_pages(bad[k]) == 0, "pages for a %s", k ? "label" : "NULL");
        CHECK(sliding_pages4_pager_get_position(bad[k]) == 0, "a position for a %s", k ? "label" : "NULL");
        CHECK(sliding_pages4_pager_get_live_pages(bad[k]) == 0, "live pages for a %s", k ? "label" : "NULL");
        GdkRGBA red = {1, 0, 0, 1};
        sliding_pages4_pager_set_dot_colour_list(bad[k], &red, 1, NULL, 0);
        sliding_pages4_pager_move_item(bad[k], 0, 1);
        sliding_pages4_pager_reload_item(bad[k], 0);
        CHECK(sliding_pages4_pager_get_item_widget(bad[k], 0) == NULL, "an item widget for a %s", k ? "label" : "NULL");
        CHECK(sliding_pages4_pager_get_item_for_widget(bad[k], label) == -1, "an item for a %s", k ? "label" : "NULL");
        CHECK(!sliding_pages4_pager_is_item_shown(bad[k], 0), "an item shown for a %s", k ? "label" : "NULL");
        sliding_pages4_pager_set_n_items(bad[k], 3);
        sliding_pages4_pager_reload(bad[k], TRUE);
        sliding_pages4_pager_reload_full(bad[k], FALSE, TRUE);
        CHECK(!sliding_pages4_pager_navigate(bad[k], SLIDING_PAGES4_NAVIGATION_NEXT_ITEM), "a %s navigated", k ? "label" : "NULL");
        guint n_visible = 7;
        int *visible = sliding_pages4_pager_get_visible_items(bad[k], &n_visible);
        CHECK(!visible && n_visible == 0, "%u visible items for a %s", n_visible, k ? "label" : "NULL");
        CHECK(sliding_pages4_pager_get_current_item(bad[k]) == -1, "a current item for a %s", k ? "label" : "NULL");
        CHECK(sliding_pages4_pager_get_n_items(bad[k]) == 0, "items for a %s", k ? "label" : "NULL");
        sliding_pages4_pager_set_page_transform(bad[k], transform, &H, freed);
        SlidingPages4ItemChange one = {SLIDING_PAGES4_CHANGE_RELOAD, 0, 0, 0};
        CHECK(!sliding_pages4_pager_apply_changes(bad[k], &one, 1, FALSE), "a batch applied to a %s", k ? "label" : "NULL");
        sliding_pages4_pager_set_dot_colours(bad[k], dot_colour, &H, freed);
        sliding_pages4_pager_set_title_colours(bad[k], &red, NULL);
        sliding_pages4_pager_set_title_strip_pattern(bad[k], "/nowhere.png");
        sliding_pages4_pager_set_scrubber_fade(bad[k], 0.5, 100, 100);
        sliding_pages4_pager_set_scrubber_nub(bad[k], NULL);
        sliding_pages4_pager_set_item_extent_func(bad[k], extent_of, &H, freed);
        sliding_pages4_pager_set_image_titles(bad[k], image_title, &H, freed);
        sliding_pages4_pager_set_icon_titles(bad[k], icon_title, &H, freed);
        sliding_pages4_dots_set_colour_func((SlidingPages4Dots *)bad[k], dot_colour, &H, freed);
        sliding_pages4_dots_set_colour_list((SlidingPages4Dots *)bad[k], &red, 1, NULL, 0);
        CHECK(!sliding_pages4_scrubber_get_nub_area((SlidingPages4Scrubber *)bad[k], NULL), "a nub area for a %s", k ? "label" : "NULL");
        CHECK(H.warnings - before == 36, "%d warnings for 36 calls on a %s", H.warnings - before, k ? "label" : "NULL");
    }
    /* A GObject that is no widget, given with a real pager, is warned of. */
    GObject *stranger = g_object_new(G_TYPE_OBJECT, NULL);
    int before = H.warnings;
    CHECK(sliding_pages4_pager_get_item_for_widget(PAGER, (GtkWidget *)stranger) == -1, "an item for a plain GObject");
    CHECK(H.warnings == before + 1, "%d warnings for a plain GObject given as a widget", H.warnings - before);
    g_object_unref(stranger);
    /* The data handed with a refused source, transformer or colour function is freed, once each. */
    CHECK(H.freed == 14, "the refused functions' data freed %d times, not 14", H.freed);
    /* A nub that is the pager, or has a parent, is refused by name; the drawn one stays. */
    before = H.warnings;
    sliding_pages4_pager_set_scrubber_nub(PAGER, GTK_WIDGET(PAGER));
    sliding_pages4_pager_set_scrubber_nub(PAGER, gtk_widget_get_parent(GTK_WIDGET(PAGER)));
    CHECK(H.warnings - before == 2 && strstr(last_warning, "the nub must be a widget with no parent"), "bad nubs: %d warnings, last %s",
          H.warnings - before, last_warning);
    sliding_pages4_pager_set_scrubber_fade(PAGER, 2, 100, 100);
    CHECK(H.warnings - before == 3 && strstr(last_warning, "outside 0"), "an idle opacity of 2: last %s", last_warning);
    GtkWidget *dots = sliding_pages4_dots_new();
    g_object_ref_sink(dots);
    before = H.warnings;
    sliding_pages4_dots_set_pager((SlidingPages4Dots *)label, PAGER);
    sliding_pages4_dots_set_pager(SLIDING_PAGES4_DOTS(dots), (SlidingPages4Pager *)label);
    CHECK(sliding_pages4_dots_get_pager(NULL) == NULL, "the pager of NULL dots");
    CHECK(H.warnings - before == 3, "%d warnings for three bad dots calls", H.warnings - before);
    /* Colour lists: a NULL list with a count is named; empty lists are the theme's. */
    before = H.warnings;
    sliding_pages4_pager_set_dot_colour_list(PAGER, NULL, 3, NULL, 0);
    CHECK(H.warnings - before == 1 && strstr(last_warning, "sliding_pages4_pager_set_dot_colour_list: the colours are NULL"),
          "a NULL colour list with a count: %d warnings, last %s", H.warnings - before, last_warning);
    sliding_pages4_pager_set_dot_colour_list(PAGER, NULL, 0, NULL, 0);
    CHECK(H.warnings - before == 1, "empty colour lists warned");
    CHECK(sliding_pages4_dots_get_pager(SLIDING_PAGES4_DOTS(dots)) == NULL, "the dots follow a label");
    /* The keeps-drags mark: refused with a warning on NULL, kept on a widget. */
    before = H.warnings;
    sliding_pages4_set_keeps_drags(NULL, TRUE);
    CHECK(!sliding_pages4_get_keeps_drags(NULL), "NULL keeps drags");
    CHECK(H.warnings - before == 1, "%d warnings for a NULL keeps-drags mark", H.warnings - before);
    /* A page's getters on NULL or a label: warned, as the pager's are, not critical. */
    before = H.warnings;
    CHECK(sliding_pages4_page_get_title(NULL) == NULL && sliding_pages4_page_get_child((SlidingPages4Page *)label) == NULL, "a page's getters on no page");
    CHECK(H.warnings - before == 2, "%d warnings for a page's getters on no page", H.warnings - before);
    CHECK(g_str_has_prefix(last_warning, "sliding_pages4_page_get_child: "), "the warning names no C function: %s", last_warning);
    sliding_pages4_set_keeps_drags(label, TRUE);
    CHECK(sliding_pages4_get_keeps_drags(label), "the keeps-drags mark did not stick");
    sliding_pages4_set_keeps_drags(label, FALSE);
    CHECK(!sliding_pages4_get_keeps_drags(label), "the keeps-drags mark did not clear");
    g_object_unref(dots);
    g_object_unref(label);
    still_pages();
    return 0;
}

static int case_bad_sources(void) {
    make(10);
    int before = H.warnings;
    sliding_pages4_pager_set_source(PAGER, -5, view, title, &H, freed);
    sliding_pages4_pager_set_source(PAGER, 5, NULL, title, &H, freed);
    CHECK(H.warnings - before == 2, "%d warnings for a negative count and no view", H.warnings - before);
    CHECK(H.freed == 2, "the refused sources' data freed %d times, not twice", H.freed);
    still_pages();
    /* Bad positions and moves are refused or clamped, and the pages stay usable. */
    sliding_pages4_pager_set_position(PAGER, NAN, TRUE);
    sliding_pages4_pager_set_position(PAGER, INFINITY, FALSE);
    sliding_pages4_pager_scroll_to_page(PAGER, -7, TRUE);
    sliding_pages4_pager_scroll_to_page(PAGER, G_MAXINT, FALSE);
    sliding_pages4_pager_scroll_to_item(PAGER, G_MININT, TRUE);
    pump(700);
    int page = sliding_pages4_pager_get_current_page(PAGER);
    CHECK(page >= 0 && page < 10, "current page %d after bad moves", page);
    still_pages();
    return 0;
}

static int case_view_returns_null(void) {
    H.return_null = TRUE;
    make(10);
    CHECK(H.warnings > 0, "no warning for a NULL page");
    H.return_null = FALSE;
    still_pages();
    return 0;
}

static int case_view_returns_parented(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    g_object_ref_sink(box);
    GtkWidget *owned = gtk_label_new("someone else's");
    gtk_box_append(GTK_BOX(box), owned);
    H.returned = owned;
    make(10);
    CHECK(H.warnings > 0, "no warning for a page with another parent");
    CHECK(gtk_widget_get_parent(owned) == box, "the page was taken from its parent");
    H.returned = NULL;
    still_pages();
    g_object_unref(box);
    return 0;
}

/* A window cannot be any widget's child: GTK asserts. */
static int case_view_returns_window(void) {
    GtkWidget *window = gtk_window_new();
    g_object_ref(window);
    H.returned = window;
    make(10);
    CHECK(H.warnings > 0, "no warning for a window given as a page");
    CHECK(gtk_widget_get_parent(window) == NULL, "the window was parented");
    H.returned = NULL;
    still_pages();
    /* NULL for a model with none bound leaves the source, and says so. */
    int unbound = H.warnings;
    sliding_pages4_pager_bind_model(PAGER, NULL);
    CHECK(H.warnings > unbound && sliding_pages4_pager_get_n_pages(PAGER) == H.count, "bind_model(NULL) with no model bound: %d pages, %d warnings",
          sliding_pages4_pager_get_n_pages(PAGER), H.warnings - unbound);
    GtkWidget *other = gtk_window_new();
    int before = H.warnings;
    sliding_pages4_pager_append(PAGER, other, "a window");
    CHECK(gtk_widget_get_parent(other) == NULL && H.warnings > before, "append took a window, or said nothing");
    gtk_window_destroy(GTK_WINDOW(other));
    gtk_window_destroy(GTK_WINDOW(window));
    g_object_unref(window);
    return 0;
}

static int case_view_returns_one_page(void) {
    GtkWidget *shared = g_object_ref_sink(gtk_label_new("the same page"));
    H.returned = shared;
    make(10);
    sliding_pages4_pager_scroll_to_page(PAGER, 4, TRUE);
    pump(600);
    CHECK(H.warnings > 0, "no warning for one page given to every item");
    H.returned = NULL;
    still_pages();
    g_object_unref(shared);
    return 0;
}

static int case_drop_in_view(void) {
    make(10);
    H.on_view = drop_pager;
    sliding_pages4_pager_scroll_to_page(PAGER, 6, FALSE);
    pump(150);
    CHECK(H.pager == NULL, "the pager outlived its window's hold");
    CHECK(H.freed == 1, "the source's data freed %d times, not once", H.freed);
    return 0;
}

static int case_close_in_title(void) {
    make(10);
    H.on_title = close_window;
    sliding_pages4_pager_scroll_to_page(PAGER, 6, TRUE);
    pump(700);
    CHECK(H.pager == NULL && H.window == NULL, "the window or its pager survived");
    CHECK(H.freed == 1, "the source's data freed %d times, not once", H.freed);
    return 0;
}

/* A page transformer hears each live page's item and a finite offset;
 * from inside itself it replaces itself (its data freed once), moves the
 * pager (the move applies after the pages are placed) and closes the
 * window, without a critical. */
static int transform_calls, transform_freed, transform_mode;
/* Set while a host function replaces itself from inside: its data must
 * outlive the call (as a GClosure's does), so a free meanwhile fails. */
static gboolean inside_function;
#define REPLACED_INSIDE(call) \
    do {                          \
        inside_function = TRUE;   \
        call;                     \
        inside_function = FALSE;  \
    } while (0)

static void transform_free(gpointer data) {
    (void)data;
    if (inside_function) fail("the transformer's data was freed while it ran");
    transform_freed++;
}
static void transform(SlidingPages4Pager *pager, int index, double offset, SlidingPages4PageTransform *t, gpointer data) {
    (void)data;
    transform_calls++;
    if (index < 0 || index >= H.count) fail("the transformer was asked for item %d with %d items", index, H.count);
    if (!isfinite(offset) || !(t->scale > 0) || t->alpha < 0) fail("the transformer got offset %g, scale %g, alpha %g", offset, t->scale, t->alpha);
    t->rotation = 0.05;
    t->elevation = -index;
    int mode = transform_mode;
    transform_mode = 0;
    if (mode == 1) REPLACED_INSIDE(sliding_pages4_pager_set_page_transform(pager, transform, NULL, transform_free));
    else if (mode == 2) sliding_pages4_pager_scroll_to_page(pager, 3, FALSE);
    else if (mode == 3) close_window(&H, index);
}

static void vanish(SlidingPages4Pager *pager, int index, double offset, SlidingPages4PageTransform *t, gpointer data) {
    (void)pager, (void)index, (void)offset, (void)data;
    t->scale = 0;
}

/* The widget a click at the pager's centre lands on, under its pages. */
static GtkWidget *picked_page(void) {
    GtkWidget *w = gtk_widget_pick(H.pager, gtk_widget_get_width(H.pager) / 2.0, gtk_widget_get_height(H.pager) / 2.0, GTK_PICK_DEFAULT);
    return w == H.pager ? NULL : w;
}

static int case_transform(void) {
    make(10);
    /* A page scaled to nothing takes no click; drawn again, it does. */
    CHECK(picked_page() != NULL, "a click at the centre reaches no page");
    sliding_pages4_pager_set_page_transform(PAGER, vanish, NULL, NULL);
    pump(100);
    CHECK(picked_page() == NULL, "a page scaled to nothing still takes a click at the centre");
    sliding_pages4_pager_set_page_transform(PAGER, NULL, NULL, NULL);
    pump(100);
    CHECK(picked_page() != NULL, "the page drawn again takes no click");
    sliding_pages4_pager_set_page_transform(PAGER, transform, NULL, transform_free);
    pump(100);
    CHECK(transform_calls > 0, "the transformer was never called");
    transform_mode = 1;
    sliding_pages4_pager_scroll_to_page(PAGER, 2, TRUE);
    pump(500);
    CHECK(transform_freed == 1, "the transformer replaced inside itself freed its data %d times, not once", transform_freed);
    transform_mode = 2;
    sliding_pages4_pager_scroll_to_page(PAGER, 6, TRUE);
    pump(700);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 3, "the move made inside the transformer left page %d, not 3",
          sliding_pages4_pager_get_current_page(PAGER));
    sliding_pages4_pager_set_page_transform(PAGER, NULL, NULL, NULL);
    CHECK(transform_freed == 2, "the transformer's data freed %d times when let go of, not twice", transform_freed);
    int calls = transform_calls;
    sliding_pages4_pager_scroll_to_page(PAGER, 1, TRUE);
    pump(400);
    CHECK(transform_calls == calls, "a transformer let go of was called %d times", transform_calls - calls);
    still_pages();
    sliding_pages4_pager_set_page_transform(PAGER, transform, NULL, transform_free);
    transform_mode = 3;
    sliding_pages4_pager_scroll_to_page(PAGER, 4, TRUE);
    pump(400);
    CHECK(H.pager == NULL && H.window == NULL, "the window or its pager outlived a close inside the transformer");
    CHECK(transform_freed == 3, "the transformer's data freed %d times with the pager, not three in all", transform_freed);
    CHECK(H.freed == 1, "the source's data freed %d times, not once", H.freed);
    return 0;
}

static int case_replace_in_view(void) {
    make(10);
    H.on_view = replace_source;
    sliding_pages4_pager_scroll_to_page(PAGER, 7, FALSE);
    pump(150);
    CHECK(H.freed == 1, "the first source's data freed %d times, not once", H.freed);
    no_orphans("a source replaced inside its view");
    still_pages();
    no_orphans("then paged");
    return 0;
}

static int case_move_in_view(void) {
    make(10);
    H.on_view = move_elsewhere;
    sliding_pages4_pager_scroll_to_page(PAGER, 5, TRUE);
    pump(900);
    H.on_view = NULL;
    pump(900);
    still_pages();
    return 0;
}

static void drop_on_settle(SlidingPages4Pager *pager, int page, gpointer data) {
    (void)pager;
    (void)page;
    (void)data;
    drop_pager(&H, 0);
}

static int case_drop_when_settled(void) {
    make(10);
    g_signal_connect(H.pager, "settled", G_CALLBACK(drop_on_settle), NULL);
    sliding_pages4_pager_scroll_to_page(PAGER, 3, TRUE);
    pump(900);
    CHECK(H.pager == NULL, "the pager survived its settle handler");
    return 0;
}

static int case_changes(void) {
    make(10);
    int before = H.warnings;
    sliding_pages4_pager_delete_items(PAGER, 5, 100, TRUE);
    sliding_pages4_pager_insert_items(PAGER, 11, 1, TRUE);
    sliding_pages4_pager_insert_items(PAGER, 0, -2, FALSE);
    /* Past what an int counts: n-items could not say it. */
    sliding_pages4_pager_insert_items(PAGER, 0, G_MAXINT, FALSE);
    CHECK(H.warnings - before == 4, "%d warnings for four changes that do not fit", H.warnings - before);
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 10, "a refused change left %d pages", sliding_pages4_pager_get_n_pages(PAGER));
    H.count = 13;
    sliding_pages4_pager_insert_items(PAGER, 2, 3, TRUE);
    pump(400);
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 13, "an insert of 3 left %d pages", sliding_pages4_pager_get_n_pages(PAGER));
    /* A batch: its changes in the order made, each against the count the
     * one before left; one that does not fit refuses them all. */
    SlidingPages4ItemChange batch[] = {
        {SLIDING_PAGES4_CHANGE_INSERT, 0, 2, 0},
        {SLIDING_PAGES4_CHANGE_MOVE, 1, 0, 9},
        {SLIDING_PAGES4_CHANGE_DELETE, 13, 3, 0},
        {SLIDING_PAGES4_CHANGE_RELOAD, 4, 0, 0},
    };
    before = H.warnings;
    CHECK(!sliding_pages4_pager_apply_changes(PAGER, batch, 4, TRUE) && H.warnings == before + 1,
          "a batch whose delete reaches past 15 items applied, or warned %d times", H.warnings - before);
    batch[2].index = 9;
    SlidingPages4ItemChange wild = {(SlidingPages4ChangeKind)7, 0, 0, 0};
    CHECK(!sliding_pages4_pager_apply_changes(PAGER, &wild, 1, FALSE), "a change of no kind applied");
    CHECK(!sliding_pages4_pager_apply_changes(PAGER, NULL, 2, FALSE), "NULL changes applied");
    CHECK(H.warnings == before + 3, "%d warnings for three refused batches", H.warnings - before);
    CHECK(sliding_pages4_pager_get_n_items(PAGER) == 13, "a refused batch left %d items", sliding_pages4_pager_get_n_items(PAGER));
    H.count = 12;
    CHECK(sliding_pages4_pager_apply_changes(PAGER, batch, 4, TRUE), "a batch that fits was refused");
    pump(400);
    CHECK(sliding_pages4_pager_get_n_items(PAGER) == 12, "the batch left %d items, not 12", sliding_pages4_pager_get_n_items(PAGER));
    /* The host deletes its items first, then tells the pager. */
    H.count = 3;
    sliding_pages4_pager_delete_items(PAGER, 3, 9, TRUE);
    pump(400);
    still_pages();
    return 0;
}

static int case_properties(void) {
    make(10);
    int before = H.warnings;
    /* GObject refuses values out of range by name; the pager keeps its own. */
    g_object_set(H.pager, "items-per-page", 0, NULL);
    g_object_set(H.pager, "spacing", -4, NULL);
    CHECK(H.warnings - before == 2, "%d warnings for two values out of range", H.warnings - before);
    g_object_set(H.pager, "items-per-page", 3, "wrap", TRUE, "orientation", GTK_ORIENTATION_VERTICAL, NULL);
    pump(200);
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 4, "10 items three a page make %d pages", sliding_pages4_pager_get_n_pages(PAGER));
    g_object_set(H.pager, "items-per-page", 1, "wrap", FALSE, NULL);
    pump(100);
    still_pages();
    /* n-items with no page handlers: pages wait, silently, and a source again works. */
    before = H.warnings;
    g_object_set(H.pager, "n-items", 5, NULL);
    pump(200);
    CHECK(H.warnings == before, "n-items without handlers warned");
    H.generation++;
    sliding_pages4_pager_set_source(PAGER, 10, view, title, &H, freed);
    pump(200);
    still_pages();
    return 0;
}

static int case_dots_outlive_pager(void) {
    make(10);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    g_object_ref(H.pager);
    gtk_window_set_child(GTK_WINDOW(H.window), box);
    gtk_widget_set_vexpand(H.pager, TRUE);
    gtk_box_append(GTK_BOX(box), H.pager);
    g_object_unref(H.pager);
    GtkWidget *dots = sliding_pages4_dots_new();
    gtk_box_append(GTK_BOX(box), dots);
    g_object_set(dots, "pager", H.pager, NULL);
    pump(150);
    CHECK(sliding_pages4_dots_get_pager(SLIDING_PAGES4_DOTS(dots)) == PAGER, "the dots do not follow the pager");
    gtk_box_remove(GTK_BOX(box), H.pager);
    pump(150);
    CHECK(H.pager == NULL, "the pager outlived its box");
    CHECK(sliding_pages4_dots_get_pager(SLIDING_PAGES4_DOTS(dots)) == NULL, "the dots still name a pager gone");
    gtk_widget_queue_draw(dots);
    pump(100);
    return 0;
}

/* Pages of the pager's own from a .ui file: widgets and titled pages as
 * <child>, an event controller left to GtkWidget; then appended and
 * removed by hand, and misused. */
static const char *const pages_ui =
    "<interface>"
    "  <object class='SlidingPages4Pager' id='pager'>"
    "    <property name='wrap'>true</property>"
    "    <child><object class='SlidingPages4Page'><property name='title'>Inbox</property>"
    "      <property name='child'><object class='GtkLabel' id='inbox'><property name='label'>In</property></object></property>"
    "    </object></child>"
    "    <child><object class='GtkLabel' id='plain'><property name='label'>Plain</property></object></child>"
    "    <child><object class='SlidingPages4Page'><property name='title'>Sent</property>"
    "      <property name='child'><object class='GtkButton' id='sent'><property name='label'>Out</property></object></property>"
    "    </object></child>"
    "    <child><object class='GtkEventControllerKey'/></child>"
    "  </object>"
    "</interface>";

static int case_builder_pages(void) {
    sliding_pages4_init();
    GtkBuilder *b = gtk_builder_new_from_string(pages_ui, -1);
    H.count = 3;
    H.window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(H.window), 800, 600);
    H.pager = GTK_WIDGET(gtk_builder_get_object(b, "pager"));
    g_object_add_weak_pointer(G_OBJECT(H.pager), (gpointer *)&H.pager);
    gtk_window_set_child(GTK_WINDOW(H.window), H.pager);
    GtkWidget *inbox = GTK_WIDGET(gtk_builder_get_object(b, "inbox")), *sent = GTK_WIDGET(gtk_builder_get_object(b, "sent"));
    GtkWidget *plain = GTK_WIDGET(gtk_builder_get_object(b, "plain"));
    g_object_add_weak_pointer(G_OBJECT(plain), (gpointer *)&plain);
    g_object_unref(b);
    gtk_window_present(GTK_WINDOW(H.window));
    pump(200);
    CHECK(H.warnings == 0, "the .ui file warned %d times", H.warnings);
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 3, "the .ui file's three children made %d pages", sliding_pages4_pager_get_n_pages(PAGER));
    CHECK(gtk_widget_get_parent(inbox) == H.pager && gtk_widget_get_child_visible(inbox), "the first page is not shown");
    gboolean wrap = FALSE;
    g_object_get(H.pager, "wrap", &wrap, NULL);
    CHECK(wrap, "the .ui file's wrap was not set");
    sliding_pages4_pager_scroll_to_page(PAGER, 2, FALSE);
    pump(150);
    CHECK(gtk_widget_get_parent(sent) == H.pager && gtk_widget_get_child_visible(sent), "page 3 (a button) is not shown after a jump");
    /* Wrap: past the last page is the first again, its own widget. */
    sliding_pages4_pager_scroll_to_page(PAGER, 0, TRUE);
    pump(800);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 0 && gtk_widget_get_child_visible(inbox), "back to the first page");
    /* Removed: the pager lets go of it, and it is freed (nobody else holds it). */
    sliding_pages4_pager_remove(PAGER, plain);
    pump(150);
    CHECK(plain == NULL, "a removed page was not freed");
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 2, "%d pages after a removal", sliding_pages4_pager_get_n_pages(PAGER));
    GtkWidget *more = gtk_label_new("More");
    sliding_pages4_pager_append(PAGER, more, "More");
    pump(150);
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 3, "%d pages after an append", sliding_pages4_pager_get_n_pages(PAGER));
    sliding_pages4_pager_scroll_to_page(PAGER, 2, FALSE);
    pump(150);
    CHECK(gtk_widget_get_parent(more) == H.pager && gtk_widget_get_child_visible(more), "the appended page is not shown");
    /* Misuse: a page twice, one with a parent, a stranger removed, NULL,
     * and the host's item changes (the pages are the pager's own). */
    int before = H.warnings;
    sliding_pages4_pager_append(PAGER, more, NULL);
    sliding_pages4_pager_append(PAGER, inbox, "again");
    sliding_pages4_pager_remove(PAGER, H.window);
    sliding_pages4_pager_append(PAGER, NULL, NULL);
    sliding_pages4_pager_append(NULL, more, NULL);
    sliding_pages4_pager_delete_items(PAGER, 0, 1, TRUE);
    sliding_pages4_pager_insert_items(PAGER, 0, 1, TRUE);
    g_object_set(H.pager, "n-items", 40, NULL);
    pump(100);
    CHECK(H.warnings - before == 8, "%d warnings for eight misuses", H.warnings - before);
    CHECK(strstr(last_warning, "n-items") != NULL, "the last warning does not name n-items: %s", last_warning);
    CHECK(gtk_widget_get_parent(more) == H.pager, "n-items let go of the pager's own pages");
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 3, "misuse left %d pages", sliding_pages4_pager_get_n_pages(PAGER));
    /* A source given after lets go of the pager's own pages. */
    GtkWidget *kept = inbox;
    g_object_add_weak_pointer(G_OBJECT(kept), (gpointer *)&kept);
    H.count = 10;
    H.generation++;
    sliding_pages4_pager_set_source(PAGER, 10, view, title, &H, freed);
    pump(150);
    CHECK(kept == NULL, "a source did not let go of the pager's own pages");
    still_pages();
    return 0;
}

/* The page signals, as a binding uses them, misused from C: setup-page
 * that makes nothing or a page with a parent, bind-page that unparents its
 * page or sets n-items, and setup-page that drops the pager. */
static int setups, binds, unbinds;
static GtkWidget *stranger_box;
/* Pages setup-page made and the pager took, until torn down. */
static GHashTable *made_pages;

static GtkWidget *on_setup(SlidingPages4Pager *pager, gpointer data) {
    (void)pager;
    (void)data;
    setups++;
    if (setups == 2) return NULL;
    if (setups == 3) {
        GtkWidget *owned = gtk_label_new("owned");
        gtk_box_append(GTK_BOX(stranger_box), owned);
        return g_object_ref(owned);
    }
    GtkWidget *label = gtk_label_new(NULL);
    g_hash_table_add(made_pages, label);
    return label;
}

static void on_unbind(SlidingPages4Pager *pager, GtkWidget *page, gpointer data) {
    (void)pager;
    (void)data;
    if (!g_hash_table_contains(made_pages, page)) fail("unbind-page for a page setup-page did not make, or one torn down");
    unbinds++;
}

static void on_teardown(SlidingPages4Pager *pager, GtkWidget *page, gpointer data) {
    (void)pager;
    (void)data;
    if (!g_hash_table_remove(made_pages, page)) fail("teardown-page twice, or for a page setup-page did not make");
}

static void on_bind(SlidingPages4Pager *pager, GtkWidget *page, int index, gpointer data) {
    (void)data;
    binds++;
    if (index < 0 || index >= H.count) fail("bind-page for item %d with %d items", index, H.count);
    char text[32];
    snprintf(text, sizeof text, "Page %d", index);
    gtk_label_set_text(GTK_LABEL(page), text);
    if (binds == 5) gtk_widget_unparent(page);
    if (binds == 7) g_object_set(pager, "n-items", 7, NULL), H.count = 7;
}

static char *on_title(SlidingPages4Pager *pager, int index, gpointer data) {
    (void)pager;
    (void)data;
    return g_strdup_printf("Title %d", index);
}

static GtkWidget *drop_in_setup(SlidingPages4Pager *pager, gpointer data) {
    (void)pager;
    (void)data;
    drop_pager(&H, 0);
    /* The pager is held until the emission returns: it takes this page,
     * and tears it down as it goes. */
    GtkWidget *label = gtk_label_new("made as the pager went");
    g_hash_table_add(made_pages, label);
    return label;
}

static int case_signal_source(void) {
    stranger_box = g_object_ref_sink(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
    made_pages = g_hash_table_new(NULL, NULL);
    H.count = 10;
    H.window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(H.window), 800, 600);
    /* n-items first, handlers after, as a binding's constructor does. */
    H.pager = g_object_new(SLIDING_PAGES4_TYPE_PAGER, "n-items", 10, NULL);
    g_object_add_weak_pointer(G_OBJECT(H.pager), (gpointer *)&H.pager);
    g_signal_connect(H.pager, "setup-page", G_CALLBACK(on_setup), NULL);
    g_signal_connect(H.pager, "bind-page", G_CALLBACK(on_bind), NULL);
    g_signal_connect(H.pager, "page-title", G_CALLBACK(on_title), NULL);
    g_signal_connect(H.pager, "unbind-page", G_CALLBACK(on_unbind), NULL);
    g_signal_connect(H.pager, "teardown-page", G_CALLBACK(on_teardown), NULL);
    gtk_window_set_child(GTK_WINDOW(H.window), H.pager);
    gtk_window_present(GTK_WINDOW(H.window));
    pump(200);
    for (int page = 1; page < 8 && H.pager; page++) {
        sliding_pages4_pager_scroll_to_page(PAGER, page % H.count, page % 2);
        pump(page % 2 ? 500 : 100);
        no_orphans("signal source");
    }
    CHECK(H.pager != NULL, "the pager is gone");
    CHECK(setups >= 4 && binds >= 7, "%d setups and %d binds: the misuses were not reached", setups, binds);
    CHECK(H.warnings >= 2, "%d warnings for a NULL and a parented page", H.warnings);
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 7, "n-items set in bind-page left %d pages", sliding_pages4_pager_get_n_pages(PAGER));
    still_pages();
    /* setup-page that drops the pager. */
    g_signal_handlers_disconnect_by_func(H.pager, on_setup, NULL);
    g_signal_connect(H.pager, "setup-page", G_CALLBACK(drop_in_setup), NULL);
    /* A new count binds the pages there are again; discarded, they are
     * made again by setup-page. */
    H.count = 20;
    g_object_set(H.pager, "n-items", 20, NULL);
    sliding_pages4_pager_reload_full(PAGER, TRUE, TRUE);
    pump(200);
    CHECK(H.pager == NULL, "the pager outlived a setup-page that dropped it");
    CHECK(unbinds > 0, "no page was unbound before its next bind");
    CHECK(g_hash_table_size(made_pages) == 0, "%u pages setup-page made were never torn down", g_hash_table_size(made_pages));
    g_hash_table_unref(made_pages);
    g_object_unref(stranger_box);
    return 0;
}

/* A GListModel bound by bind_model, changed by its host at bad moments. */
static GtkStringList *model_strings;
static int model_binds;

static GtkWidget *model_setup(SlidingPages4Pager *pager, gpointer data) {
    (void)pager;
    (void)data;
    return gtk_label_new(NULL);
}

static void model_bind(SlidingPages4Pager *pager, GtkWidget *page, int index, gpointer data) {
    (void)data;
    GListModel *m = sliding_pages4_pager_get_model(pager);
    if (!m) return;
    guint n = g_list_model_get_n_items(m);
    if (index < 0 || (guint)index >= n) fail("bind-page for item %d of a model of %u", index, n);
    gtk_label_set_text(GTK_LABEL(page), gtk_string_list_get_string(GTK_STRING_LIST(m), (guint)index));
    /* The host removes an item from inside bind-page, once. */
    if (++model_binds == 4) gtk_string_list_remove(GTK_STRING_LIST(m), 0);
}

/* The host cuts the model to two items from inside unbind-page, once:
 * the page's next item is then gone, and bind-page must not be told it. */
static int model_unbinds;
static void model_unbind(SlidingPages4Pager *pager, GtkWidget *page, gpointer data) {
    (void)page;
    (void)data;
    GListModel *m = sliding_pages4_pager_get_model(pager);
    guint n = m ? g_list_model_get_n_items(m) : 0;
    if (m && ++model_unbinds == 2 && n > 2) gtk_string_list_splice(GTK_STRING_LIST(m), 2, n - 2, NULL);
}

static void same_count(const char *when) {
    int n = H.count = (int)g_list_model_get_n_items(G_LIST_MODEL(model_strings));
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == n, "%s: %d pages for a model of %d", when, sliding_pages4_pager_get_n_pages(PAGER), n);
    no_orphans(when);
}

static int case_model(void) {
    const char *words[] = {"a", "b", "c", "d", "e", "f", "g", "h", NULL};
    model_strings = gtk_string_list_new(words);
    H.window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(H.window), 800, 600);
    H.pager = sliding_pages4_pager_new();
    g_object_add_weak_pointer(G_OBJECT(H.pager), (gpointer *)&H.pager);
    g_signal_connect(H.pager, "setup-page", G_CALLBACK(model_setup), NULL);
    g_signal_connect(H.pager, "bind-page", G_CALLBACK(model_bind), NULL);
    g_signal_connect(H.pager, "unbind-page", G_CALLBACK(model_unbind), NULL);
    sliding_pages4_pager_bind_model(PAGER, G_LIST_MODEL(model_strings));
    gtk_window_set_child(GTK_WINDOW(H.window), H.pager);
    gtk_window_present(GTK_WINDOW(H.window));
    pump(200);
    CHECK(sliding_pages4_pager_get_model(PAGER) == G_LIST_MODEL(model_strings), "get_model does not give the bound model");
    for (int page = 1; page < 4; page++) {
        sliding_pages4_pager_scroll_to_page(PAGER, page, FALSE);
        pump(60);
    }
    pump(300);
    CHECK(model_binds >= 4, "%d binds: the removal inside bind-page was not reached", model_binds);
    CHECK(model_unbinds >= 2, "%d unbinds: the removal inside unbind-page was not reached", model_unbinds);
    same_count("a removal inside bind-page");
    /* Changes the host makes, one after another, without a frame between. */
    gtk_string_list_append(model_strings, "i");
    gtk_string_list_remove(model_strings, 2);
    const char *more[] = {"x", "y", "z", NULL};
    guint left = g_list_model_get_n_items(G_LIST_MODEL(model_strings));
    gtk_string_list_splice(model_strings, 1, MIN(3, left - 1), more);
    pump(500);
    same_count("an append, a remove and a splice");
    still_pages();
    /* A model that tells of a change that did not happen: warned, shown afresh. */
    int before = H.warnings;
    g_signal_emit_by_name(model_strings, "items-changed", 0, 3, 0);
    pump(200);
    CHECK(H.warnings > before, "a false items-changed was not warned of");
    same_count("a false items-changed");
    /* Not a model: refused, the pager unchanged. */
    before = H.warnings;
    GtkWidget *label = g_object_ref_sink(gtk_label_new("not a model"));
    sliding_pages4_pager_bind_model(PAGER, (GListModel *)label);
    g_object_unref(label);
    CHECK(H.warnings == before + 1 && sliding_pages4_pager_get_model(PAGER) == G_LIST_MODEL(model_strings),
          "a label given as the model: %d warnings, model kept %d", H.warnings - before,
          sliding_pages4_pager_get_model(PAGER) == G_LIST_MODEL(model_strings));
    /* n-items set by hand lets go of the model. */
    g_object_set(H.pager, "n-items", 2, NULL);
    CHECK(sliding_pages4_pager_get_model(PAGER) == NULL, "n-items set by hand kept the model");
    CHECK(G_OBJECT(model_strings)->ref_count == 1, "the model let go of still has %u references", G_OBJECT(model_strings)->ref_count);
    /* Bound again, then the pager goes while the host keeps changing it. */
    sliding_pages4_pager_bind_model(PAGER, G_LIST_MODEL(model_strings));
    pump(100);
    gtk_window_destroy(GTK_WINDOW(H.window));
    H.window = NULL;
    pump(100);
    CHECK(H.pager == NULL, "the pager outlived its window");
    gtk_string_list_append(model_strings, "after");
    CHECK(G_OBJECT(model_strings)->ref_count == 1, "the pager's end left %u references on its model", G_OBJECT(model_strings)->ref_count);
    g_object_unref(model_strings);
    return 0;
}

/* Every writable property of the pager, set to each end of its range (or
 * each value of its enum) and read back; the pager still pages after. */
static gboolean same_value(GParamSpec *p, const GValue *a, const GValue *b) {
    if (G_IS_PARAM_SPEC_DOUBLE(p)) {
        double d = g_value_get_double(a) - g_value_get_double(b);
        return d < 1e-9 && d > -1e-9;
    }
    return g_param_values_cmp(p, a, b) == 0;
}

static int case_every_property(void) {
    make(30);
    guint n = 0, swept = 0;
    GParamSpec **specs = g_object_class_list_properties(G_OBJECT_GET_CLASS(H.pager), &n);
    for (guint k = 0; k < n; k++) {
        GParamSpec *p = specs[k];
        if ((p->owner_type != SLIDING_PAGES4_TYPE_PAGER && p->owner_type != GTK_TYPE_ORIENTABLE) || !(p->flags & G_PARAM_WRITABLE) || strcmp(p->name, "n-items") == 0) continue;
        GValue values[3] = {G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT};
        int count = 0;
        for (int v = 0; v < 3; v++) g_value_init(&values[v], p->value_type);
        if (G_IS_PARAM_SPEC_DOUBLE(p)) {
            g_value_set_double(&values[0], G_PARAM_SPEC_DOUBLE(p)->maximum);
            g_value_set_double(&values[1], G_PARAM_SPEC_DOUBLE(p)->minimum);
            count = 2;
        } else if (G_IS_PARAM_SPEC_INT(p)) {
            g_value_set_int(&values[0], G_PARAM_SPEC_INT(p)->maximum);
            g_value_set_int(&values[1], G_PARAM_SPEC_INT(p)->minimum);
            count = 2;
        } else if (G_IS_PARAM_SPEC_BOOLEAN(p)) {
            g_value_set_boolean(&values[0], !G_PARAM_SPEC_BOOLEAN(p)->default_value);
            g_value_set_boolean(&values[1], G_PARAM_SPEC_BOOLEAN(p)->default_value);
            count = 2;
        } else if (G_IS_PARAM_SPEC_ENUM(p)) {
            GEnumClass *e = G_PARAM_SPEC_ENUM(p)->enum_class;
            g_value_set_enum(&values[0], e->values[e->n_values - 1].value);
            g_value_set_enum(&values[1], e->values[0].value);
            count = 2;
        }
        for (int v = 0; v < count; v++) {
            GValue got = G_VALUE_INIT;
            g_value_init(&got, p->value_type);
            g_object_set_property(G_OBJECT(H.pager), p->name, &values[v]);
            pump(20);
            g_object_get_property(G_OBJECT(H.pager), p->name, &got);
            if (!same_value(p, &values[v], &got)) {
                char *want = g_strdup_value_contents(&values[v]), *read = g_strdup_value_contents(&got);
                fail("%s set to %s reads %s", p->name, want, read);
            }
            g_value_unset(&got);
        }
        /* Back to its default, so the next ones start from the usual pager. */
        GValue d = G_VALUE_INIT;
        g_value_init(&d, p->value_type);
        g_param_value_set_default(p, &d);
        g_object_set_property(G_OBJECT(H.pager), p->name, &d);
        g_value_unset(&d);
        for (int v = 0; v < 3; v++) g_value_unset(&values[v]);
        if (count) swept++;
        no_orphans(p->name);
    }
    g_free(specs);
    printf("swept %u writable properties\n", swept);
    CHECK(swept >= 30, "only %u writable properties were swept", swept);
    pump(300);
    still_pages();
    return 0;
}

/* Random calls, bad ones included, some made from inside the view. */
static int fuzz(guint32 seed, int steps) {
    GRand *r = g_rand_new_with_seed(seed);
    make(1 + g_rand_int_range(r, 0, 40));
    for (int s = 0; s < steps && H.pager; s++) {
        int n = H.count, any = g_rand_int_range(r, -3, n + 3);
        switch (g_rand_int_range(r, 0, 12)) {
        case 0: sliding_pages4_pager_scroll_to_page(PAGER, any, g_rand_boolean(r)); break;
        case 1: sliding_pages4_pager_scroll_to_item(PAGER, any, g_rand_boolean(r)); break;
        case 2: sliding_pages4_pager_set_position(PAGER, g_rand_double_range(r, -2, n + 2), g_rand_boolean(r)); break;
        case 3: {
            int k = g_rand_int_range(r, 1, 4), at = g_rand_int_range(r, 0, n + 1);
            H.count = n + k;
            sliding_pages4_pager_insert_items(PAGER, at, k, g_rand_boolean(r));
            break;
        }
        case 4:
            if (n > 1) {
                int at = g_rand_int_range(r, 0, n), k = g_rand_int_range(r, 1, n - at + 1);
                H.count = n - k;
                sliding_pages4_pager_delete_items(PAGER, at, k, g_rand_boolean(r));
            }
            break;
        case 5: g_object_set(H.pager, "items-per-page", g_rand_int_range(r, 1, 4), "wrap", g_rand_boolean(r), NULL); break;
        case 6: {
            static const Action actions[] = {move_elsewhere, replace_again, insert_one, NULL, NULL, NULL};
            H.on_view = actions[g_rand_int_range(r, 0, 6)];
            H.on_title = g_rand_int_range(r, 0, 5) == 0 ? move_elsewhere : NULL;
            break;
        }
        case 7: {
            int count = g_rand_int_range(r, 0, 60);
            H.count = count;
            H.generation++;
            sliding_pages4_pager_set_source(PAGER, count, view, title, &H, freed);
            break;
        }
        case 8: {
            /* A change that does not fit: refused with a warning, nothing changes. */
            int before = H.warnings;
            sliding_pages4_pager_delete_items(PAGER, g_rand_int_range(r, 0, n + 1), n + 1, g_rand_boolean(r));
            CHECK(H.warnings == before + 1, "step %d: a delete past the end warned %d times", s, H.warnings - before);
            break;
        }
        case 9:
            /* Moves and reloads, in range or not (out of range warns). */
            if (g_rand_boolean(r)) sliding_pages4_pager_move_item(PAGER, any, g_rand_int_range(r, -1, n + 1));
            else sliding_pages4_pager_reload_item(PAGER, any);
            break;
        case 10:
            /* A new count, a whole reload, new looks, or a move as a key
             * makes (a value past the enumeration warns). */
            switch (g_rand_int_range(r, 0, 4)) {
            case 2: {
                /* Looks set mid-motion: a nub widget or none, dot and title colours, a fade. */
                /* Drawn one by one: C leaves the order of a call's arguments open. */
                GdkRGBA c = {g_rand_double(r), 0.5, 0.5, 1};
                gboolean nub = g_rand_boolean(r), dots = g_rand_boolean(r), text = g_rand_boolean(r), strip = g_rand_boolean(r);
                double idle = g_rand_double(r);
                int delay = g_rand_int_range(r, 0, 500), fade = g_rand_int_range(r, 0, 500);
                sliding_pages4_pager_set_scrubber_nub(PAGER, nub ? gtk_label_new("nub") : NULL);
                sliding_pages4_pager_set_dot_colours(PAGER, dots ? dot_colour : NULL, NULL, NULL);
                sliding_pages4_pager_set_title_colours(PAGER, text ? &c : NULL, strip ? &c : NULL);
                sliding_pages4_pager_set_scrubber_fade(PAGER, idle, delay, fade);
                break;
            }
            case 0:
                H.count = g_rand_int_range(r, 0, 60);
                sliding_pages4_pager_set_n_items(PAGER, H.count);
                CHECK(sliding_pages4_pager_get_n_items(PAGER) == H.count, "step %d: %d items after set_n_items(%d)", s,
                      sliding_pages4_pager_get_n_items(PAGER), H.count);
                break;
            case 1: sliding_pages4_pager_reload_full(PAGER, g_rand_boolean(r), g_rand_boolean(r)); break;
            default: sliding_pages4_pager_navigate(PAGER, (SlidingPages4Navigation)g_rand_int_range(r, 0, 7)); break;
            }
            break;
        default: pump(g_rand_int_range(r, 0, 60)); break;
        }
        if (!H.pager) break;
        /* A loaded page is found again by its widget. */
        for (int i = 0; i < H.count && i < 64; i++) {
            GtkWidget *w = sliding_pages4_pager_get_item_widget(PAGER, i);
            CHECK(!w || sliding_pages4_pager_get_item_for_widget(PAGER, w) == i, "step %d: item %d's page is found as item %d", s, i,
                  sliding_pages4_pager_get_item_for_widget(PAGER, w));
        }
        int pages = sliding_pages4_pager_get_n_pages(PAGER), page = sliding_pages4_pager_get_current_page(PAGER);
        CHECK(page >= -1 && page < (pages > 0 ? pages : 1), "step %d: current page %d of %d", s, page, pages);
        CHECK(sliding_pages4_pager_get_live_pages(PAGER) <= 24, "step %d: %u live pages", s, sliding_pages4_pager_get_live_pages(PAGER));
        no_orphans("fuzz step");
    }
    H.on_view = NULL;
    H.on_title = NULL;
    pump(300);
    g_rand_free(r);
    printf("fuzz seed %u: %d steps, %d view calls, %d warnings\n", seed, steps, H.view_calls, H.warnings);
    return 0;
}

/* Reuse types from a C function: a page is offered only to items of the
 * type it was made for, whatever the function answers; replaced from
 * inside itself or the view, it frees its data once. */
static int types_freed, type_calls;
static gboolean types_inside;
static int reuse_type(int index, gpointer data) {
    (void)data;
    if (index < 0 || index >= H.count) fail("reuse_type asked for item %d with %d items", index, H.count);
    type_calls++;
    if (types_inside && H.pager) {
        types_inside = FALSE;
        sliding_pages4_pager_set_reuse_types(PAGER, reuse_type, NULL, NULL);
    }
    /* Wild values are types like any other. */
    return index % 3 == 0 ? G_MININT : index % 3 == 1 ? G_MAXINT : 7;
}
static void types_free(gpointer data) {
    (void)data;
    types_freed++;
}
static GtkWidget *typed_view(int index, GtkWidget *reusing, gpointer data) {
    (void)data;
    if (index < 0 || index >= H.count) fail("view asked for item %d with %d items", index, H.count);
    int type = index % 3;
    if (reusing && GPOINTER_TO_INT(g_object_get_data(G_OBJECT(reusing), "type")) != type + 1)
        fail("item %d (type %d) was offered a page made for type %d", index, type, GPOINTER_TO_INT(g_object_get_data(G_OBJECT(reusing), "type")) - 1);
    H.view_calls++;
    GtkWidget *label = reusing ? reusing : gtk_label_new(NULL);
    g_object_set_data(G_OBJECT(label), "type", GINT_TO_POINTER(type + 1));
    char text[32];
    snprintf(text, sizeof text, "Page %d", index);
    gtk_label_set_text(GTK_LABEL(label), text);
    return label;
}

static int case_reuse_types(void) {
    make(30);
    sliding_pages4_pager_set_source(PAGER, 30, typed_view, NULL, &H, NULL);
    sliding_pages4_pager_set_reuse_types(PAGER, reuse_type, &H, types_free);
    pump(100);
    int walk[] = {1, 2, 3, 9, 10, 11, 25, 4, 29, 0, 13, 14};
    for (size_t k = 0; k < G_N_ELEMENTS(walk); k++) {
        sliding_pages4_pager_scroll_to_page(PAGER, walk[k], k % 2 == 0);
        pump(k % 2 == 0 ? 500 : 60);
        no_orphans("walking typed pages");
    }
    CHECK(type_calls > 0, "the reuse type function was never asked");
    CHECK(sliding_pages4_pager_get_live_pages(PAGER) <= 12, "%u live pages after the walk", sliding_pages4_pager_get_live_pages(PAGER));
    /* Replaced from inside itself: the first function's data freed once. */
    types_inside = TRUE;
    sliding_pages4_pager_scroll_to_page(PAGER, 20, FALSE);
    pump(100);
    CHECK(types_freed == 1, "the replaced reuse type function's data was freed %d times", types_freed);
    /* A label as the pager: warned of, its data freed. */
    int warned = H.warnings;
    GtkWidget *label = g_object_ref_sink(gtk_label_new("not a pager"));
    sliding_pages4_pager_set_reuse_types((SlidingPages4Pager *)label, reuse_type, &H, types_free);
    CHECK(H.warnings == warned + 1 && types_freed == 2, "a label as the pager: %d warnings, freed %d", H.warnings - warned, types_freed);
    g_object_unref(label);
    /* NULL: one type for all again; a new source lets go of the function. */
    sliding_pages4_pager_set_reuse_types(PAGER, reuse_type, &H, types_free);
    sliding_pages4_pager_set_reuse_types(PAGER, NULL, NULL, NULL);
    CHECK(types_freed == 3, "NULL left the function's data unfreed (freed %d)", types_freed);
    sliding_pages4_pager_set_reuse_types(PAGER, reuse_type, &H, types_free);
    sliding_pages4_pager_set_source(PAGER, 30, view, title, &H, freed);
    pump(100);
    CHECK(types_freed == 4, "a new source kept the reuse type function (freed %d)", types_freed);
    still_pages();
    no_orphans("after the reuse types");
    return 0;
}

/* Moves with done functions (each run once, after the events of the
 * move's end and before settled), and the events the GTK 3 pager's names
 * report, from a host that ends the pager or moves it from inside them. */
typedef struct {
    int done, finished, freed, order; /* calls; arrivals; data freed; done's place among the events */
    GtkWidget *pager_seen;
    Action inside; /* run inside the done function */
} Move;
static GString *events_seen;

static void move_done(SlidingPages4Pager *pager, gboolean finished, gpointer data) {
    Move *m = data;
    CHECK(m->freed == 0, "a done function ran after its data was freed");
    m->done++;
    m->finished += finished != 0;
    m->pager_seen = GTK_WIDGET(pager);
    m->order = (int)events_seen->len;
    if (m->inside) m->inside(&H, 0);
}
static void move_freed(gpointer data) { ((Move *)data)->freed++; }
static void plain_event(SlidingPages4Pager *pager, gpointer name) {
    (void)pager;
    g_string_append_printf(events_seen, "%s;", (const char *)name);
}
static void int_event(SlidingPages4Pager *pager, int value, gpointer name) {
    (void)pager;
    g_string_append_printf(events_seen, "%s %d;", (const char *)name, value);
}
static void scrolled_event(SlidingPages4Pager *pager, double position, gpointer name) {
    (void)pager;
    CHECK(position >= -1 && position <= H.count, "did-scroll gave position %f of %d items", position, H.count);
    if (!g_str_has_suffix(events_seen->str, "did-scroll;")) g_string_append_printf(events_seen, "%s;", (const char *)name);
}
static void slide_elsewhere(Host *h, int index) {
    (void)index;
    if (h->pager) sliding_pages4_pager_scroll_to_page(SLIDING_PAGES4_PAGER(h->pager), 1, TRUE);
}

static int case_moves(void) {
    events_seen = g_string_new("");
    make(10);
    const char *plain[] = {"will-begin-dragging", "will-begin-decelerating", "did-end-decelerating", "did-end-scrolling-animation"};
    for (size_t k = 0; k < G_N_ELEMENTS(plain); k++) g_signal_connect(H.pager, plain[k], G_CALLBACK(plain_event), (gpointer)plain[k]);
    const char *ints[] = {"settled", "page-selected", "current-item-changed", "page-shown", "page-hidden"};
    for (size_t k = 0; k < G_N_ELEMENTS(ints); k++) g_signal_connect(H.pager, ints[k], G_CALLBACK(int_event), (gpointer)ints[k]);
    g_signal_connect(H.pager, "did-scroll", G_CALLBACK(scrolled_event), (gpointer)"did-scroll");
    /* An animated move arrives: done once with TRUE, then its data freed,
     * after the events that tell of it. */
    Move a = {0};
    g_string_truncate(events_seen, 0);
    sliding_pages4_pager_scroll_to_page_full(PAGER, 3, TRUE, move_done, &a, move_freed);
    CHECK(a.done == 0, "done ran before the move began");
    pump(900);
    CHECK(a.done == 1 && a.finished == 1 && a.freed == 1, "an arrived move: done %d, finished %d, freed %d", a.done, a.finished, a.freed);
    CHECK(a.pager_seen == H.pager, "done was given another pager");
    const char *want[] = {"page-selected 3;", "did-scroll;", "did-end-scrolling-animation;", "settled 3;"};
    const char *at = events_seen->str;
    for (size_t k = 0; k < G_N_ELEMENTS(want); k++) {
        const char *found = strstr(at, want[k]);
        CHECK(found != NULL, "after a move to page 3, no \"%s\" in order in: %s", want[k], events_seen->str);
        at = found;
    }
    /* Between the first scroll and the animation's end, in an order that
     * depends on how far each frame got (a late frame shows page 3 and
     * makes it current at once). */
    const char *during[] = {"page-hidden 0;", "page-shown 3;", "current-item-changed 3;"};
    const char *from = strstr(events_seen->str, "did-scroll;"), *until = strstr(events_seen->str, "did-end-scrolling-animation;");
    for (size_t k = 0; k < G_N_ELEMENTS(during); k++) {
        const char *found = from ? strstr(from, during[k]) : NULL;
        CHECK(found != NULL && until != NULL && found < until, "after a move to page 3, no \"%s\" during it in: %s", during[k],
              events_seen->str);
    }
    CHECK(!strstr(events_seen->str, "dragging"), "a programmatic move reported a drag: %s", events_seen->str);
    /* done comes after the animation's end and before settled. */
    const char *ended = strstr(events_seen->str, "did-end-scrolling-animation;"), *settled = strstr(events_seen->str, "settled 3;");
    CHECK(ended && settled && ended - events_seen->str < a.order && settled - events_seen->str >= a.order,
          "done ran at %d in: %s", a.order, events_seen->str);
    /* A jump arrives too; a move another move replaces ends unfinished. */
    Move b = {0}, c = {0};
    sliding_pages4_pager_scroll_to_page_full(PAGER, 5, FALSE, move_done, &b, move_freed);
    pump(100);
    CHECK(b.done == 1 && b.finished == 1 && b.freed == 1, "a jump: done %d, finished %d, freed %d", b.done, b.finished, b.freed);
    sliding_pages4_pager_scroll_to_item_full(PAGER, 9, TRUE, move_done, &c, move_freed);
    pump(30);
    sliding_pages4_pager_scroll_to_page(PAGER, 2, TRUE);
    pump(900);
    CHECK(c.done == 1 && c.finished == 0 && c.freed == 1, "a replaced move: done %d, finished %d, freed %d", c.done, c.finished, c.freed);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 2, "the move that took over landed on %d", sliding_pages4_pager_get_current_page(PAGER));
    /* A done function that moves the pager again, from inside. */
    Move d = {.inside = slide_elsewhere};
    sliding_pages4_pager_scroll_to_page_full(PAGER, 6, TRUE, move_done, &d, move_freed);
    pump(1500);
    CHECK(d.done == 1 && d.finished == 1 && d.freed == 1, "a move whose done moves again: done %d, finished %d", d.done, d.finished);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 1, "the move begun inside done landed on %d", sliding_pages4_pager_get_current_page(PAGER));
    /* No done function: its data is freed at once; a pointer that is no
     * pager: warned of, and the data freed. */
    Move e = {0};
    int warned = H.warnings;
    sliding_pages4_pager_scroll_to_page_full(PAGER, 0, TRUE, NULL, &e, move_freed);
    CHECK(e.freed == 1, "data with no done function was freed %d times", e.freed);
    GtkWidget *label = g_object_ref_sink(gtk_label_new("not a pager"));
    sliding_pages4_pager_scroll_to_item_full((SlidingPages4Pager *)label, 1, TRUE, move_done, &e, move_freed);
    CHECK(e.freed == 2 && e.done == 0 && H.warnings == warned + 1, "a label as the pager: freed %d, done %d, warnings %d", e.freed, e.done,
          H.warnings - warned);
    g_object_unref(label);
    pump(900);
    still_pages();
    /* By items from page 0, and a position that is no number (done at
     * once, unfinished, and warned of). */
    Move h = {0}, k = {0};
    sliding_pages4_pager_scroll_by_items_full(PAGER, 2, TRUE, move_done, &h, move_freed);
    pump(900);
    CHECK(h.done == 1 && h.finished == 1 && h.freed == 1 && sliding_pages4_pager_get_current_page(PAGER) == 2,
          "two items on: done %d, finished %d, freed %d, page %d", h.done, h.finished, h.freed, sliding_pages4_pager_get_current_page(PAGER));
    /* An animated move takes the animation-duration property's time. */
    Move slow = {0};
    g_object_set(H.pager, "animation-duration", 1.5, NULL);
    sliding_pages4_pager_scroll_to_page_full(PAGER, 5, TRUE, move_done, &slow, move_freed);
    pump(700);
    CHECK(slow.done == 0, "a move of 1.5 s ended within 0.7 s");
    pump(1300);
    CHECK(slow.done == 1 && slow.finished == 1, "a move of 1.5 s: done %d, finished %d after 2 s", slow.done, slow.finished);
    g_object_set(H.pager, "animation-duration", 0.25, NULL);
    sliding_pages4_pager_scroll_to_page(PAGER, 2, FALSE);
    pump(100);
    warned = H.warnings;
    sliding_pages4_pager_set_position_full(PAGER, NAN, TRUE, move_done, &k, move_freed);
    CHECK(k.done == 1 && k.finished == 0 && k.freed == 1 && H.warnings == warned + 1, "a NaN position: done %d, finished %d, freed %d, warnings %d",
          k.done, k.finished, k.freed, H.warnings - warned);
    pump(100);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 2, "a NaN position moved the pager to page %d", sliding_pages4_pager_get_current_page(PAGER));
    /* Out of range: clamped, and warned of under the call's name. */
    warned = H.warnings;
    sliding_pages4_pager_scroll_to_page(PAGER, 40, FALSE);
    pump(100);
    CHECK(H.warnings == warned + 1 && g_str_has_prefix(last_warning, "sliding_pages4_pager_scroll_to_page: page 40 is out of range 0..<10; clamped"),
          "page 40 of 10: %d warnings, last: %s", H.warnings - warned, last_warning);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 9, "page 40 of 10 landed on %d", sliding_pages4_pager_get_current_page(PAGER));
    sliding_pages4_pager_scroll_to_item(PAGER, -3, FALSE);
    pump(100);
    CHECK(H.warnings == warned + 2 && g_str_has_prefix(last_warning, "sliding_pages4_pager_scroll_to_item: index -3 is out of range"),
          "item -3: %d warnings, last: %s", H.warnings - warned, last_warning);
    sliding_pages4_pager_scroll_to_page(PAGER, 2, FALSE);
    pump(100);
    /* A done function that closes the window, and a move under way as the
     * window closes: each ends once, the pager is finalized. Leaving the
     * screen first, the move skips to its end and arrives, as
     * AdwCarousel's do. */
    Move f = {.inside = close_window};
    sliding_pages4_pager_scroll_to_page_full(PAGER, 4, TRUE, move_done, &f, move_freed);
    pump(900);
    CHECK(f.done == 1 && f.freed == 1 && H.pager == NULL, "a done function closing the window: done %d, freed %d, pager %s", f.done, f.freed,
          H.pager ? "alive" : "gone");
    make(10);
    Move g = {0};
    GtkWidget *pager = H.pager;
    sliding_pages4_pager_scroll_to_page_full(PAGER, 8, TRUE, move_done, &g, move_freed);
    pump(40);
    close_window(&H, 0);
    pump(50);
    CHECK(g.done == 1 && g.finished == 1 && g.freed == 1 && g.pager_seen == pager, "a move its window's closing ended: done %d, finished %d, freed %d",
          g.done, g.finished, g.freed);
    CHECK(H.pager == NULL, "the pager outlived its window");
    g_string_free(events_seen, TRUE);
    return 0;
}

typedef struct {
    const char *name;
    int (*run)(void);
} Case;


/* A source with no count: labels numbered first..last, each asked for by
 * its neighbour. Every label it made is finalized by the end, and the
 * pager asks nothing outside the ends nor titles a page it does not hold. */
static struct {
    int first, last, start;
    int calls, made, gone, freed, titles;
    gboolean in_neighbour;
    Action inside; /* run once inside the neighbour function */
} U;

/* Stored plus 1000, so no page's number is a NULL. */
static int number_of(GtkWidget *page) { return GPOINTER_TO_INT(g_object_get_data(G_OBJECT(page), "number")) - 1000; }
static void label_gone(gpointer data, GObject *old) {
    (void)data;
    (void)old;
    U.gone++;
}

static GtkWidget *neighbour(SlidingPages4Neighbour which, GtkWidget *page, GtkWidget *reusing, gpointer data) {
    CHECK(data == &U, "the neighbour function got data %p", data);
    U.calls++;
    int n = U.start;
    if (which == SLIDING_PAGES4_NEIGHBOUR_FIRST) {
        CHECK(page == NULL, "the first page was asked for beside a page");
    } else {
        CHECK(page && GTK_IS_LABEL(page) && g_object_get_data(G_OBJECT(page), "number"), "a neighbour (%d) of a page not ours was asked for: %s %s", which, page ? G_OBJECT_TYPE_NAME(page) : "NULL", page && GTK_IS_LABEL(page) ? gtk_label_get_text(GTK_LABEL(page)) : "");
        n = number_of(page) + (which == SLIDING_PAGES4_NEIGHBOUR_AFTER ? 1 : -1);
    }
    if (reusing) CHECK(GTK_IS_LABEL(reusing) && g_object_get_data(G_OBJECT(reusing), "number"), "offered a page not ours to reuse");
    if (U.inside) {
        Action a = U.inside;
        U.inside = NULL;
        U.in_neighbour = TRUE;
        a(&H, n);
        U.in_neighbour = FALSE;
    }
    if (n < U.first || n > U.last) return NULL;
    GtkWidget *label = reusing;
    if (!label) {
        label = gtk_label_new(NULL);
        U.made++;
        g_object_weak_ref(G_OBJECT(label), label_gone, NULL);
    }
    g_object_set_data(G_OBJECT(label), "number", GINT_TO_POINTER(n + 1000));
    char text[32];
    snprintf(text, sizeof text, "Page %d", n);
    gtk_label_set_text(GTK_LABEL(label), text);
    return label;
}

/* A numbered page the host makes itself, to set as the current one. */
static GtkWidget *numbered(int n) {
    GtkWidget *label = gtk_label_new("set by the host");
    U.made++;
    g_object_weak_ref(G_OBJECT(label), label_gone, NULL);
    g_object_set_data(G_OBJECT(label), "number", GINT_TO_POINTER(n + 1000));
    return label;
}

typedef struct {
    int done, finished;
} SetDone;
static void set_done(SlidingPages4Pager *pager, gboolean finished, gpointer data) {
    (void)pager;
    SetDone *d = data;
    d->done++;
    d->finished += finished != 0;
}

static char *neighbour_title(GtkWidget *page, gpointer data) {
    CHECK(data == &U, "the title function got data %p", data);
    CHECK(page && gtk_widget_get_parent(page) == H.pager, "a page the pager does not hold was named");
    U.titles++;
    return g_strdup_printf("Title %d", number_of(page));
}

static void neighbour_freed(gpointer data) {
    CHECK(data == &U, "freed data %p", data);
    if (U.in_neighbour) fail("the source's data was freed while its function ran");
    U.freed++;
}

/* The number of the page at the pager's middle, or -100 for none. */
static int shown(void) {
    if (!H.pager) return -100;
    GtkWidget *w = gtk_widget_pick(H.pager, gtk_widget_get_width(H.pager) / 2.0, gtk_widget_get_height(H.pager) / 2.0, GTK_PICK_DEFAULT);
    while (w && gtk_widget_get_parent(w) != H.pager) w = gtk_widget_get_parent(w);
    return w && g_object_get_data(G_OBJECT(w), "number") ? number_of(w) : -100;
}

static void by(int items, gboolean animate) {
    sliding_pages4_pager_scroll_by_items(PAGER, items, animate);
    pump(animate ? 600 : 150);
}

/* The source again, with other ends, from inside its own function. */
static void unbounded_again(Host *h, int index) {
    (void)index;
    U.first = -3;
    U.last = 9;
    U.start = 6;
    if (h->pager) sliding_pages4_pager_set_unbounded_source(SLIDING_PAGES4_PAGER(h->pager), neighbour, neighbour_title, &U, neighbour_freed);
}

/* A window offered as a page by every other path a page comes in by:
 * setup-page, the neighbour function and set_current_page. Each is
 * refused by name, the window keeps no parent, and the pager pages on. */
static GtkWidget *stray_window;
static int window_setups;

static GtkWidget *setup_window(SlidingPages4Pager *pager, gpointer data) {
    (void)pager;
    (void)data;
    /* The first page asked for is a window; the rest are labels. */
    if (window_setups++ == 0) return g_object_ref(stray_window);
    return gtk_label_new(NULL);
}

static void bind_label(SlidingPages4Pager *pager, GtkWidget *page, int index, gpointer data) {
    (void)pager;
    (void)data;
    char text[32];
    snprintf(text, sizeof text, "Page %d", index);
    gtk_label_set_text(GTK_LABEL(page), text);
}

static GtkWidget *window_after_five(SlidingPages4Neighbour which, GtkWidget *page, GtkWidget *reusing, gpointer data) {
    if (which == SLIDING_PAGES4_NEIGHBOUR_AFTER && page && number_of(page) == 5) return stray_window;
    return neighbour(which, page, reusing, data);
}

static int case_window_everywhere(void) {
    stray_window = g_object_ref(gtk_window_new());
    /* setup-page. */
    H.count = 5;
    H.window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(H.window), 800, 600);
    H.pager = g_object_new(SLIDING_PAGES4_TYPE_PAGER, "n-items", 5, NULL);
    g_object_add_weak_pointer(G_OBJECT(H.pager), (gpointer *)&H.pager);
    g_signal_connect(H.pager, "setup-page", G_CALLBACK(setup_window), NULL);
    g_signal_connect(H.pager, "bind-page", G_CALLBACK(bind_label), NULL);
    gtk_window_set_child(GTK_WINDOW(H.window), H.pager);
    gtk_window_present(GTK_WINDOW(H.window));
    pump(200);
    CHECK(window_setups > 0 && H.warnings > 0, "setup-page's window: %d setups, %d warnings", window_setups, H.warnings);
    CHECK(gtk_widget_get_parent(stray_window) == NULL, "setup-page's window was parented");
    still_pages();
    no_orphans("after setup-page's window");
    /* The neighbour function: past page 5 it offers the window. */
    U = (__typeof__(U)){.first = 0, .last = 20, .start = 4};
    int warned = H.warnings;
    sliding_pages4_pager_set_unbounded_source(PAGER, window_after_five, neighbour_title, &U, neighbour_freed);
    pump(200);
    by(1, TRUE);
    by(1, TRUE);
    CHECK(H.warnings > warned, "the neighbour function's window went unwarned");
    CHECK(gtk_widget_get_parent(stray_window) == NULL, "the neighbour function's window was parented");
    CHECK(shown() == 5, "with a window after page 5 the pager shows %d", shown());
    by(-2, TRUE);
    CHECK(shown() == 3, "after the window a slide back shows %d", shown());
    /* A jump across it walks page by page, and stops where the window was. */
    sliding_pages4_pager_set_unbounded_source(PAGER, window_after_five, neighbour_title, &U, neighbour_freed);
    pump(200);
    by(-3, FALSE);
    CHECK(shown() == 1, "a jump back to 1 shows %d", shown());
    by(8, FALSE);
    CHECK(shown() == 5, "a jump of 8 from 1 over a window after 5 shows %d", shown());
    by(-2, TRUE);
    CHECK(shown() == 3, "after the jump a slide back shows %d", shown());
    /* set_current_page. */
    warned = H.warnings;
    sliding_pages4_pager_set_current_page(PAGER, stray_window, TRUE, TRUE);
    pump(400);
    CHECK(H.warnings > warned, "set_current_page's window went unwarned");
    CHECK(gtk_widget_get_parent(stray_window) == NULL, "set_current_page's window was parented");
    CHECK(shown() == 3, "set_current_page with a window moved the pager to %d", shown());
    by(1, TRUE);
    CHECK(shown() == 4, "after the window a slide shows %d", shown());
    no_orphans("after the windows");
    close_window(&H, 0);
    pump(100);
    CHECK(H.pager == NULL, "the pager outlived its window");
    gtk_window_destroy(GTK_WINDOW(stray_window));
    g_object_unref(stray_window);
    return 0;
}

/* A C host returning a GObject that is no widget, from the view function
 * and the neighbour function: warned of by name, never used as a page. */
static GObject *not_widget;

static GtkWidget *not_widget_after_two(SlidingPages4Neighbour which, GtkWidget *page, GtkWidget *reusing, gpointer data) {
    if (which == SLIDING_PAGES4_NEIGHBOUR_AFTER && page && number_of(page) == 2) return (GtkWidget *)not_widget;
    return neighbour(which, page, reusing, data);
}

static int case_not_widget(void) {
    not_widget = g_object_new(G_TYPE_OBJECT, NULL);
    H.returned = (GtkWidget *)not_widget;
    make(10);
    CHECK(H.warnings > 0, "no warning for a GObject given as a page");
    H.returned = NULL;
    still_pages();
    U = (__typeof__(U)){.first = 0, .last = 20, .start = 1};
    int warned = H.warnings;
    sliding_pages4_pager_set_unbounded_source(PAGER, not_widget_after_two, neighbour_title, &U, neighbour_freed);
    pump(200);
    by(1, TRUE);
    by(1, TRUE);
    CHECK(H.warnings > warned, "the neighbour function's GObject went unwarned");
    CHECK(shown() == 2, "with a GObject after page 2 the pager shows %d", shown());
    by(-1, TRUE);
    CHECK(shown() == 1, "after the GObject a slide back shows %d", shown());
    no_orphans("after a GObject as a page");
    close_window(&H, 0);
    pump(100);
    g_object_unref(not_widget);
    return 0;
}

/* A source with no first page has no pages: nothing to show, scroll to or
 * tell of, and it is not asked again, until the host sets a page. */
static int case_no_first_page(void) {
    make(10);
    events_seen = g_string_new("");
    const char *ints[] = {"settled", "page-selected"};
    for (size_t k = 0; k < G_N_ELEMENTS(ints); k++) g_signal_connect(H.pager, ints[k], G_CALLBACK(int_event), (gpointer)ints[k]);
    sliding_pages4_pager_scroll_to_page(PAGER, 4, FALSE);
    pump(100);
    U = (__typeof__(U)){.first = 0, .last = 20, .start = -1};
    g_string_truncate(events_seen, 0);
    sliding_pages4_pager_set_unbounded_source(PAGER, neighbour, neighbour_title, &U, neighbour_freed);
    pump(200);
    CHECK(U.calls == 1, "the first page was asked for %d times", U.calls);
    by(2, TRUE);
    by(-5, FALSE);
    sliding_pages4_pager_set_position(PAGER, 30, TRUE);
    pump(400);
    sliding_pages4_pager_scroll_to_page(PAGER, 3, FALSE);
    pump(100);
    CHECK(U.calls == 1, "a source with no pages was asked %d times", U.calls);
    CHECK(shown() == -100, "a source with no pages shows %d", shown());
    CHECK(sliding_pages4_pager_get_position(PAGER) == 0, "a source with no pages moved to %f", sliding_pages4_pager_get_position(PAGER));
    CHECK(sliding_pages4_pager_get_live_pages(PAGER) == 0, "%u live pages", sliding_pages4_pager_get_live_pages(PAGER));
    CHECK(events_seen->len == 0, "a source with no pages told: %s", events_seen->str);
    /* A page set, even asked to slide, is there at once, with neighbours. */
    U.start = 5;
    SetDone set = {0};
    sliding_pages4_pager_set_current_page_full(PAGER, numbered(5), TRUE, TRUE, set_done, &set, NULL);
    pump(300);
    CHECK(set.done == 1 && set.finished == 1, "a page set on no pages: done %d, finished %d", set.done, set.finished);
    CHECK(shown() == 5, "a page set on no pages shows %d", shown());
    by(1, TRUE);
    CHECK(shown() == 6, "a step from it shows %d", shown());
    by(-2, TRUE);
    CHECK(shown() == 4, "a step back shows %d", shown());
    no_orphans("after a source with no pages");
    close_window(&H, 0);
    pump(100);
    CHECK(H.pager == NULL, "the pager outlived its window");
    CHECK(U.made == U.gone, "%d pages made, %d finalized", U.made, U.gone);
    g_string_free(events_seen, TRUE);
    return 0;
}

/* A page set beside the current one is the page after or before it: the
 * settled signal and current-page agree, from the host's own handler too. */
static int set_page_disagreements, set_page_last_settled, set_page_in_handler;
static void set_page_settled(SlidingPages4Pager *p, int page, gpointer d) {
    (void)d;
    set_page_last_settled = page;
    if (page != sliding_pages4_pager_get_current_page(p)) set_page_disagreements++;
    if (set_page_in_handler && page == 4) {
        set_page_in_handler = 0;
        sliding_pages4_pager_set_current_page(p, numbered(70), TRUE, TRUE);
    }
}
static int case_set_page_numbers(void) {
    make(10);
    U = (__typeof__(U)){.first = -100, .last = 100, .start = 0};
    sliding_pages4_pager_set_unbounded_source(PAGER, neighbour, neighbour_title, &U, neighbour_freed);
    g_signal_connect(H.pager, "settled", G_CALLBACK(set_page_settled), NULL);
    pump(100);
    by(4, FALSE);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 4, "four steps on is page %d", sliding_pages4_pager_get_current_page(PAGER));
    /* Slid in or set at once, the page is the one after or before. */
    const struct { int page; gboolean forward, animated; int expect; } sets[] = {
        {50, TRUE, TRUE, 5}, {20, FALSE, TRUE, 4}, {30, FALSE, TRUE, 3}, {40, TRUE, TRUE, 4}, {45, TRUE, FALSE, 5}, {46, FALSE, FALSE, 4}};
    for (size_t k = 0; k < G_N_ELEMENTS(sets); k++) {
        sliding_pages4_pager_set_current_page(PAGER, numbered(sets[k].page), sets[k].forward, sets[k].animated);
        pump(600);
        int now = sliding_pages4_pager_get_current_page(PAGER);
        CHECK(now == sets[k].expect && set_page_last_settled == now && shown() == sets[k].page,
              "page %d set %s: current page %d, settled %d, shows %d, expected page %d", sets[k].page, sets[k].forward ? "forward" : "back", now,
              set_page_last_settled, shown(), sets[k].expect);
    }
    /* Set from inside the settled handler, as a page that arrives. */
    set_page_in_handler = 1;
    by(1, TRUE);
    by(-1, TRUE);
    pump(400);
    CHECK(sliding_pages4_pager_get_current_page(PAGER) == 5 && set_page_last_settled == 5 && shown() == 70,
          "set inside settled: current page %d, settled %d, shows %d", sliding_pages4_pager_get_current_page(PAGER), set_page_last_settled, shown());
    CHECK(set_page_disagreements == 0, "settled and current-page disagreed %d times", set_page_disagreements);
    close_window(&H, 0);
    pump(100);
    CHECK(U.made == U.gone, "%d pages made, %d finalized", U.made, U.gone);
    return 0;
}

static int case_unbounded(void) {
    make(10);
    U = (__typeof__(U)){.first = 0, .last = 20, .start = 5};
    sliding_pages4_pager_set_unbounded_source(PAGER, neighbour, neighbour_title, &U, neighbour_freed);
    CHECK(H.freed == 1, "the counted source's data was freed %d times", H.freed);
    pump(200);
    CHECK(shown() == 5, "the first page shows %d", shown());
    CHECK(U.titles > 0, "no page was named");
    CHECK(sliding_pages4_pager_get_n_pages(PAGER) == 0, "a source with no count has %d pages", sliding_pages4_pager_get_n_pages(PAGER));
    for (int k = 6; k <= 8; k++) {
        by(1, TRUE);
        CHECK(shown() == k, "a slide forward shows %d, not %d", shown(), k);
    }
    /* A jump walks page by page from the nearest loaded page. */
    by(7, FALSE);
    CHECK(shown() == 15, "a jump of 7 from 8 shows %d", shown());
    /* Past the end: the last page, and no further. */
    by(20, FALSE);
    CHECK(shown() == 20, "a jump past the end shows %d", shown());
    by(1, TRUE);
    CHECK(shown() == 20, "a slide past the end shows %d", shown());
    by(-30, FALSE);
    CHECK(shown() == 0, "a jump before the start shows %d", shown());
    by(-1, TRUE);
    CHECK(shown() == 0, "a slide before the start shows %d", shown());
    by(2, TRUE);
    CHECK(shown() == 2, "a slide of 2 from the start shows %d", shown());
    /* A long slide passes pages it walks through back to the pool. */
    int made_before = U.made;
    by(12, TRUE);
    CHECK(shown() == 14, "a slide of 12 from 2 shows %d", shown());
    CHECK(U.made - made_before <= 4, "a slide of 12 made %d new pages", U.made - made_before);
    by(-12, TRUE);
    CHECK(shown() == 2, "a slide back shows %d", shown());
    /* A jump of 12 walks page by page: the pages it passes are pooled ones. */
    made_before = U.made;
    by(12, FALSE);
    CHECK(shown() == 14, "a jump of 12 from 2 shows %d", shown());
    CHECK(U.made - made_before <= 4, "a jump of 12 made %d new pages", U.made - made_before);
    by(-12, FALSE);
    CHECK(shown() == 2, "a jump back shows %d", shown());
    no_orphans("walking pages with no count");
    guint live = sliding_pages4_pager_get_live_pages(PAGER);
    CHECK(live <= 12, "%u live pages", live);
    CHECK(U.made - U.gone <= (int)live, "%d pages made, %d gone, %u live", U.made, U.gone, live);
    /* Item changes are refused, warned of; the pager still pages. */
    int warned = H.warnings;
    sliding_pages4_pager_insert_items(PAGER, 0, 1, TRUE);
    sliding_pages4_pager_delete_items(PAGER, 0, 1, TRUE);
    CHECK(H.warnings == warned + 2, "item changes on a source with no count: %d warnings", H.warnings - warned);
    CHECK(g_str_has_prefix(last_warning, "sliding_pages4_pager_delete_items: "), "the warning names no C function: %s", last_warning);
    by(1, TRUE);
    CHECK(shown() == 3, "after refused changes a slide shows %d", shown());
    /* No function: warned of, the source unchanged, the data freed. */
    warned = H.warnings;
    int before = U.freed;
    sliding_pages4_pager_set_unbounded_source(PAGER, NULL, neighbour_title, &U, neighbour_freed);
    CHECK(H.warnings == warned + 1 && U.freed == before + 1, "no neighbour function: %d warnings, freed %d", H.warnings - warned, U.freed - before);
    GtkWidget *label = g_object_ref_sink(gtk_label_new("not a pager"));
    sliding_pages4_pager_set_unbounded_source((SlidingPages4Pager *)label, neighbour, NULL, &U, neighbour_freed);
    CHECK(H.warnings == warned + 2 && U.freed == before + 2, "a label as the pager: %d warnings, freed %d", H.warnings - warned, U.freed - before);
    g_object_unref(label);
    by(1, TRUE);
    CHECK(shown() == 4, "after the refusals a slide shows %d", shown());
    /* The source given again from inside its own function: the old data
     * freed once, after the call; the pager starts over at the first page. */
    before = U.freed;
    U.inside = unbounded_again;
    by(1, TRUE);
    pump(300);
    CHECK(U.freed == before + 1, "the source replaced from inside: freed %d", U.freed - before);
    CHECK(shown() == 6, "the source given again shows %d", shown());
    /* Its own ends, not the last source's (0 and 20, from 5). */
    by(-20, FALSE);
    CHECK(shown() == -3, "a jump before the new source's start shows %d", shown());
    by(30, FALSE);
    CHECK(shown() == 9, "a jump past the new source's end shows %d", shown());
    no_orphans("after the source was given again");
    /* A jump from beside an end not yet told of: from 8, with 9 loaded and
     * nothing asked after it, 5 on. The end is met at the loaded pages. */
    U.first = 0;
    U.last = 9;
    U.start = 5;
    sliding_pages4_pager_set_unbounded_source(PAGER, neighbour, neighbour_title, &U, neighbour_freed);
    pump(200);
    for (int k = 6; k <= 8; k++) by(1, FALSE);
    CHECK(shown() == 8, "three steps from 5 show %d", shown());
    by(5, FALSE);
    pump(200);
    CHECK(shown() == 9, "a jump from beside an end not yet told of shows %d", shown());
    by(-1, TRUE);
    CHECK(shown() == 8, "a step back from it shows %d", shown());
    /* Pages the host sets: at once, then sliding in from before; each
     * page's neighbours are asked afresh. */
    sliding_pages4_pager_set_current_page(PAGER, numbered(3), TRUE, FALSE);
    pump(150);
    CHECK(shown() == 3, "a page set at once shows %d", shown());
    by(1, TRUE);
    CHECK(shown() == 4, "a step from a page set shows %d", shown());
    SetDone slid = {0};
    sliding_pages4_pager_set_current_page_full(PAGER, numbered(7), FALSE, TRUE, set_done, &slid, NULL);
    pump(700);
    CHECK(slid.done == 1 && slid.finished == 1, "a page slid in: done %d, finished %d", slid.done, slid.finished);
    CHECK(shown() == 7, "a page slid in shows %d", shown());
    by(-1, TRUE);
    CHECK(shown() == 6, "a step back from a page slid in shows %d", shown());
    /* A newer page supersedes one sliding in. */
    SetDone first = {0};
    sliding_pages4_pager_set_current_page_full(PAGER, numbered(1), FALSE, TRUE, set_done, &first, NULL);
    sliding_pages4_pager_set_current_page(PAGER, numbered(9), TRUE, FALSE);
    pump(700);
    CHECK(first.done == 1 && first.finished == 0, "a superseded page: done %d, finished %d", first.done, first.finished);
    CHECK(shown() == 9, "the newer page shows %d", shown());
    /* A page with another parent, and no widget: warned of, done FALSE. */
    warned = H.warnings;
    GtkWidget *box = g_object_ref_sink(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
    GtkWidget *inside = gtk_label_new("in a box");
    gtk_box_append(GTK_BOX(box), inside);
    SetDone refused = {0};
    sliding_pages4_pager_set_current_page_full(PAGER, inside, TRUE, TRUE, set_done, &refused, NULL);
    sliding_pages4_pager_set_current_page_full(PAGER, NULL, TRUE, TRUE, set_done, &refused, NULL);
    CHECK(H.warnings == warned + 2 && refused.done == 2 && refused.finished == 0, "refused pages: %d warnings, done %d, finished %d",
          H.warnings - warned, refused.done, refused.finished);
    g_object_unref(box);
    CHECK(shown() == 9, "after the refusals the pager shows %d", shown());
    /* A counted source after it lets go of its pages and its data. */
    before = U.freed;
    H.generation++;
    sliding_pages4_pager_set_source(PAGER, 10, view, title, &H, freed);
    pump(200);
    CHECK(U.freed == before + 1, "a counted source kept the source with no count (freed %d)", U.freed - before);
    still_pages();
    no_orphans("after a counted source");
    /* A page set on a counted source: warned of, done FALSE. */
    warned = H.warnings;
    SetDone counted = {0};
    GtkWidget *stray = g_object_ref_sink(gtk_label_new("stray"));
    sliding_pages4_pager_set_current_page_full(PAGER, stray, TRUE, FALSE, set_done, &counted, NULL);
    CHECK(g_str_has_prefix(last_warning, "sliding_pages4_pager_set_current_page_full: "), "the warning names no C function: %s", last_warning);
    CHECK(H.warnings == warned + 1 && counted.done == 1 && counted.finished == 0, "a page set on a counted source: %d warnings, done %d",
          H.warnings - warned, counted.done);
    g_object_unref(stray);
    /* The window closed from inside the neighbour function. */
    sliding_pages4_pager_set_unbounded_source(PAGER, neighbour, NULL, &U, neighbour_freed);
    pump(100);
    U.inside = close_window;
    by(1, TRUE);
    pump(100);
    CHECK(H.pager == NULL, "the pager outlived its window");
    CHECK(U.made == U.gone, "%d pages made, %d finalized", U.made, U.gone);
    CHECK(U.freed == before + 2, "the last source's data was freed %d times", U.freed - before - 1);
    return 0;
}


/* Dots of their own: driven by hand, following an adjustment, then a
 * pager; misused from C; the adjustment and the dots finalized. */
static int notified_page, notified_count, notified_adjustment;
static void dots_notified(GObject *o, GParamSpec *pspec, gpointer data) {
    (void)o;
    (void)data;
    if (strcmp(pspec->name, "current-page") == 0) notified_page++;
    if (strcmp(pspec->name, "n-pages") == 0) notified_count++;
    if (strcmp(pspec->name, "adjustment") == 0) notified_adjustment++;
}
static void adjustment_gone(gpointer data, GObject *old) {
    (void)old;
    (*(int *)data)++;
}
static int dots_width(GtkWidget *dots) {
    int min = 0, nat = 0;
    gtk_widget_measure(dots, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
    return nat;
}

static int case_standalone_dots(void) {
    make(10);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    g_object_ref(H.pager);
    gtk_window_set_child(GTK_WINDOW(H.window), box);
    gtk_widget_set_vexpand(H.pager, TRUE);
    gtk_box_append(GTK_BOX(box), H.pager);
    g_object_unref(H.pager);
    GtkWidget *w = sliding_pages4_dots_new();
    SlidingPages4Dots *dots = SLIDING_PAGES4_DOTS(w);
    gtk_box_append(GTK_BOX(box), w);
    g_signal_connect(w, "notify", G_CALLBACK(dots_notified), NULL);
    /* By hand. */
    g_object_set(w, "n-pages", 5, "position", 2.0, NULL);
    int page = -2, n = -1;
    g_object_get(w, "current-page", &page, "n-pages", &n, NULL);
    CHECK(n == 5 && page == 2 && sliding_pages4_dots_get_current_page(dots) == 2, "by hand: %d pages, page %d", n, page);
    CHECK(notified_page == 1 && notified_count == 1, "by hand: notified page %d, count %d times", notified_page, notified_count);
    int five = dots_width(w);
    g_object_set(w, "current-page", 4, NULL);
    double position = -1;
    g_object_get(w, "position", &position, NULL);
    CHECK(position == 4, "current-page 4 put the position at %f", position);
    g_object_set(w, "n-pages", 3, NULL);
    g_object_get(w, "position", &position, "current-page", &page, NULL);
    CHECK(position == 2 && page == 2, "3 pages keep the position on one (%f, page %d)", position, page);
    CHECK(dots_width(w) > 0 && dots_width(w) < five, "3 dots measure %d, 5 measured %d", dots_width(w), five);
    g_object_set(w, "n-pages", 1, "hides-for-single-page", TRUE, NULL);
    CHECK(dots_width(w) == 0, "one page hidden measures %d", dots_width(w));
    g_object_set(w, "hides-for-single-page", FALSE, NULL);
    CHECK(dots_width(w) > 0, "one page shown measures %d", dots_width(w));
    /* Following an adjustment: its pages, and no count by hand. */
    int adjustment_freed = 0;
    /* The host keeps a reference of its own (an adjustment is floating). */
    GtkAdjustment *adj = g_object_ref_sink(gtk_adjustment_new(250, 0, 1000, 10, 100, 100));
    g_object_weak_ref(G_OBJECT(adj), adjustment_gone, &adjustment_freed);
    sliding_pages4_dots_set_adjustment(dots, adj);
    CHECK(notified_adjustment == 1, "notify::adjustment came %d times", notified_adjustment);
    g_object_get(w, "n-pages", &n, "position", &position, NULL);
    CHECK(n == 10 && fabs(position - 2.5) < 1e-9, "an adjustment of 10 pages at 250: %d pages at %f", n, position);
    gtk_adjustment_set_value(adj, 700);
    g_object_get(w, "current-page", &page, NULL);
    CHECK(page == 7, "the adjustment at 700 shows page %d", page);
    int warned = H.warnings;
    g_object_set(w, "n-pages", 4, NULL);
    g_object_get(w, "n-pages", &n, NULL);
    CHECK(H.warnings == warned + 1 && n == 10, "n-pages by hand while following: %d warnings, %d pages", H.warnings - warned, n);
    g_object_set(w, "current-page", 3, NULL);
    CHECK(gtk_adjustment_get_value(adj) == 300, "current-page 3 scrolled the adjustment to %f", gtk_adjustment_get_value(adj));
    GtkWidget *label = g_object_ref_sink(gtk_label_new("not an adjustment"));
    sliding_pages4_dots_set_adjustment(dots, (GtkAdjustment *)label);
    sliding_pages4_dots_set_adjustment((SlidingPages4Dots *)label, adj);
    sliding_pages4_dots_update_current_page_display((SlidingPages4Dots *)label);
    CHECK(sliding_pages4_dots_get_current_page(NULL) == -1, "NULL dots have a current page");
    CHECK(H.warnings == warned + 5, "misuse: %d warnings, not 5", H.warnings - warned);
    g_object_unref(label);
    g_object_get(w, "adjustment", &label, NULL);
    CHECK(label == (GtkWidget *)adj, "the adjustment property reads %p", (void *)label);
    g_object_unref(label);
    /* A pager: the adjustment is let go of. */
    sliding_pages4_dots_set_pager(dots, PAGER);
    CHECK(notified_adjustment == 2, "following a pager let go of the adjustment with %d notifications", notified_adjustment);
    g_object_unref(adj);
    CHECK(adjustment_freed == 1, "the adjustment outlived the dots letting go of it");
    sliding_pages4_pager_scroll_to_page(PAGER, 6, FALSE);
    pump(100);
    g_object_get(w, "n-pages", &n, "current-page", &page, NULL);
    CHECK(n == 10 && page == 6, "following the pager: %d pages, page %d", n, page);
    /* Dots going with a floating adjustment they sank: both finalized. */
    GtkWidget *other = g_object_ref_sink(sliding_pages4_dots_new());
    int other_freed = 0, other_adj_freed = 0;
    g_object_weak_ref(G_OBJECT(other), adjustment_gone, &other_freed);
    adj = gtk_adjustment_new(0, 0, 500, 10, 100, 100);
    g_object_weak_ref(G_OBJECT(adj), adjustment_gone, &other_adj_freed);
    g_object_set(other, "adjustment", adj, NULL);
    g_object_unref(other);
    CHECK(other_freed == 1 && other_adj_freed == 1, "dots with an adjustment: dots freed %d, adjustment %d", other_freed, other_adj_freed);
    still_pages();
    return 0;
}


/* The standalone scrubber over a long scrolled window: it follows the
 * scrolling, tells of its states, names the place with the host's
 * function (which may destroy it); misused from C. */
static int scrub_signals[4], bubble_calls, bubble_freed;
static gboolean scrub_take_select;
static gboolean scrub_signal(SlidingPages4Scrubber *s, gpointer which) {
    (void)s;
    int k = GPOINTER_TO_INT(which);
    scrub_signals[k]++;
    return k == 0 && scrub_take_select;
}
static Action bubble_inside;
static char *bubble_text(SlidingPages4Scrubber *s, double value, double fraction, gpointer data) {
    (void)s;
    CHECK(data == &bubble_calls, "the bubble function got data %p", data);
    CHECK(fraction >= 0 && fraction <= 1 && value >= 0, "the bubble was asked at %f (%f)", fraction, value);
    bubble_calls++;
    if (bubble_inside) {
        Action a = bubble_inside;
        bubble_inside = NULL;
        a(&H, 0);
    }
    return g_strdup_printf("%.0f%%", fraction * 100);
}
static void bubble_data_freed(gpointer data) {
    CHECK(data == &bubble_calls, "freed data %p", data);
    bubble_freed++;
}
static int scrubber_gone_count;
static void scrubber_gone(gpointer data, GObject *old) {
    (void)data;
    (void)old;
    scrubber_gone_count++;
}

/* The page showing `text` among the pager's children, or NULL. */
static GtkWidget *page_with_text(const char *text) {
    for (GtkWidget *c = gtk_widget_get_first_child(H.pager); c; c = gtk_widget_get_next_sibling(c))
        if (GTK_IS_LABEL(c) && strcmp(gtk_label_get_text(GTK_LABEL(c)), text) == 0) return c;
    return NULL;
}

/* Image titles: a texture, an object that is no image (warned of, its
 * text shown), a function replaced from inside itself, and a window
 * closed from inside it; icon titles from the theme. */
static int image_mode, image_freed, image_calls;
static void image_free(gpointer data) {
    (void)data;
    if (inside_function) fail("the image titles' data was freed while their function ran");
    image_freed++;
}
static GdkPaintable *image_title(int index, gpointer data) {
    (void)data;
    image_calls++;
    if (image_mode == 1) {
        image_mode = 0;
        REPLACED_INSIDE(sliding_pages4_pager_set_image_titles(PAGER, image_title, NULL, image_free));
    }
    if (image_mode == 2 && H.window) {
        close_window(&H, index);
        return NULL;
    }
    if (index % 2) return (GdkPaintable *)g_object_ref_sink(gtk_label_new("no image"));
    static const guint8 green[4 * 16 * 16] = {0};
    GBytes *bytes = g_bytes_new_static(green, sizeof green);
    GdkTexture *t = gdk_memory_texture_new(16, 16, GDK_MEMORY_R8G8B8A8, bytes, 64);
    g_bytes_unref(bytes);
    return GDK_PAINTABLE(t);
}
static GIcon *icon_title(int index, gpointer data) {
    (void)data;
    return index ? g_themed_icon_new("no-such-icon-anywhere") : g_themed_icon_new("go-next-symbolic");
}

static int case_image_titles(void) {
    make(10);
    image_mode = image_freed = image_calls = 0;
    int before = H.warnings;
    sliding_pages4_pager_set_image_titles(PAGER, image_title, NULL, image_free);
    pump(200);
    CHECK(image_calls > 0, "the image titles were never asked for");
    CHECK(H.warnings > before && strstr(last_warning, "no GdkPaintable for item"), "a label as an image title: last warning %s", last_warning);
    image_mode = 1;
    sliding_pages4_pager_scroll_to_page(PAGER, 5, FALSE);
    pump(200);
    CHECK(image_freed == 1, "replaced inside itself, the old data freed %d times, not once", image_freed);
    before = H.warnings;
    sliding_pages4_pager_set_icon_titles(PAGER, icon_title, NULL, NULL);
    CHECK(image_freed == 2, "replaced by icon titles, the data freed %d times, not twice in all", image_freed);
    sliding_pages4_pager_scroll_to_page(PAGER, 2, TRUE);
    pump(400);
    CHECK(H.warnings - before == 1 && strstr(last_warning, "the icon theme has no icon for item"), "an icon the theme lacks: %d warnings, last %s",
          H.warnings - before, last_warning);
    sliding_pages4_pager_set_image_titles(PAGER, image_title, NULL, image_free);
    image_mode = 2;
    sliding_pages4_pager_scroll_to_page(PAGER, 8, FALSE);
    pump(300);
    CHECK(!H.pager && !H.window, "the pager closed from its image titles is gone");
    CHECK(image_freed == 3, "with the pager, the data freed %d times, not three in all", image_freed);
    return 0;
}

/* Looks set from inside the host's own calls: a nub from the view function
 * (its page is made once, not again and again), and a window closed from
 * the dot-colour function, which runs between frames, never while drawing. */
static void set_nub(Host *h, int index) {
    (void)index;
    if (h->pager) sliding_pages4_pager_set_scrubber_nub(SLIDING_PAGES4_PAGER(h->pager), gtk_label_new("nub"));
}
static gboolean closing_colour(int page, gboolean current, GdkRGBA *colour, gpointer data) {
    (void)current, (void)colour, (void)data;
    close_window(&H, page);
    return FALSE;
}

static int case_looks_inside_calls(void) {
    make(10);
    int calls = H.view_calls;
    H.on_view = set_nub;
    sliding_pages4_pager_scroll_to_page(PAGER, 5, FALSE);
    pump(500);
    H.on_view = NULL;
    CHECK(H.view_calls - calls <= 6, "a nub set inside the view function: %d view calls", H.view_calls - calls);
    CHECK(sliding_pages4_pager_get_item_widget(PAGER, 5) != NULL, "item 5 has no page after a nub set in its view call");
    sliding_pages4_pager_set_dot_colours(PAGER, closing_colour, NULL, NULL);
    pump(300);
    CHECK(!H.pager && !H.window, "the pager closed from its dot colours is gone");
    return 0;
}

/* measures-item-extent: items as wide as the first page asks, a fixed
 * item-extent over it, and the view's width again once it is off. */
static int extent_mode, extent_freed;
static void extent_free(gpointer data) {
    (void)data;
    if (inside_function) fail("the extent function's data was freed while it ran");
    extent_freed++;
}
static double extent_of(SlidingPages4Pager *pager, gpointer data) {
    (void)data;
    if (extent_mode == 1) {
        extent_mode = 0;
        REPLACED_INSIDE(sliding_pages4_pager_set_item_extent_func(pager, extent_of, NULL, extent_free));
    }
    if (extent_mode == 2) close_window(&H, 0);
    return extent_mode == 3 ? NAN : 200;
}

static int case_measured_extent(void) {
    make(40);
    GtkWidget *first = page_with_text("Page 0");
    CHECK(first && gtk_widget_get_width(first) == 800, "a page fills the 800-pixel view, not %d", first ? gtk_widget_get_width(first) : -1);
    int natural = 0;
    gtk_widget_measure(first, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
    g_object_set(H.pager, "measures-item-extent", TRUE, NULL);
    pump(200);
    first = page_with_text("Page 0");
    CHECK(first && gtk_widget_get_width(first) == natural, "a measured page is %d wide, it asks %d", first ? gtk_widget_get_width(first) : -1,
          natural);
    CHECK(page_with_text("Page 3") != NULL, "the narrow items after the first are not shown");
    g_object_set(H.pager, "item-extent", 120.0, NULL);
    pump(200);
    first = page_with_text("Page 0");
    CHECK(first && gtk_widget_get_width(first) == 120, "item-extent 120 over a measured one gives %d", first ? gtk_widget_get_width(first) : -1);
    g_object_set(H.pager, "item-extent", 0.0, "measures-item-extent", FALSE, NULL);
    pump(200);
    first = page_with_text("Page 0");
    CHECK(first && gtk_widget_get_width(first) == 800, "measuring off, a page is %d wide", first ? gtk_widget_get_width(first) : -1);
    gboolean measures = TRUE;
    g_object_get(H.pager, "measures-item-extent", &measures, NULL);
    CHECK(!measures, "measures-item-extent reads back on");
    /* An extent function: its answer comes first; it may replace itself,
     * answer nonsense (warned of) or close the window. */
    extent_mode = extent_freed = 0;
    sliding_pages4_pager_set_item_extent_func(PAGER, extent_of, NULL, extent_free);
    pump(200);
    first = page_with_text("Page 0");
    CHECK(first && gtk_widget_get_width(first) == 200, "an extent function's 200 gives %d", first ? gtk_widget_get_width(first) : -1);
    extent_mode = 1;
    g_object_set(H.pager, "item-extent", 50.0, NULL);
    pump(200);
    CHECK(extent_freed == 1, "replaced inside itself, the old data freed %d times", extent_freed);
    int before = H.warnings;
    extent_mode = 3;
    g_object_set(H.pager, "item-extent", 60.0, NULL);
    pump(200);
    CHECK(H.warnings > before && strstr(last_warning, "item-extent"), "a NaN extent: last warning %s", last_warning);
    extent_mode = 2;
    g_object_set(H.pager, "item-extent", 70.0, NULL);
    pump(200);
    CHECK(!H.pager, "the pager closed from its extent function is gone");
    CHECK(extent_freed == 2, "with the pager, the extent function's data freed %d times, not twice in all", extent_freed);
    return 0;
}

/* A notify handler that sets a property of the object notifying: the
 * pager and the dots notify again from inside their own notification. */
static int notified_sets;

static void set_in_notify(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    notified_sets++;
    g_object_set(object, (const char *)data, notified_sets % 2 == 0, NULL);
}

static int case_set_in_notify(void) {
    make(10);
    notified_sets = 0;
    g_signal_connect(H.pager, "notify::current-page", G_CALLBACK(set_in_notify), (gpointer) "dots-hidden");
    sliding_pages4_pager_scroll_to_page(PAGER, 3, FALSE);
    pump(100);
    sliding_pages4_pager_scroll_to_page(PAGER, 1, TRUE);
    pump(700);
    CHECK(notified_sets >= 2, "current-page was notified %d times", notified_sets);
    g_signal_handlers_disconnect_by_func(H.pager, set_in_notify, (gpointer) "dots-hidden");
    still_pages();
    GtkWidget *dots = g_object_ref_sink(sliding_pages4_dots_new());
    g_object_set(dots, "n-pages", 5, NULL);
    int before = notified_sets;
    g_signal_connect(dots, "notify::current-page", G_CALLBACK(set_in_notify), (gpointer) "hides-for-single-page");
    g_object_set(dots, "current-page", 3, NULL);
    g_object_set(dots, "current-page", 1, NULL);
    CHECK(notified_sets - before == 2, "the dots' current-page was notified %d times, not twice", notified_sets - before);
    g_object_unref(dots);
    return 0;
}

static int case_scrubber(void) {
    H.window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(H.window), 400, 600);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    GtkWidget *tall = gtk_label_new("tall");
    gtk_widget_set_size_request(tall, 300, 12000);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), tall);
    GtkWidget *w = sliding_pages4_scrubber_new(scrolled);
    SlidingPages4Scrubber *scrubber = SLIDING_PAGES4_SCRUBBER(w);
    g_object_weak_ref(G_OBJECT(w), scrubber_gone, NULL);
    const char *names[] = {"select", "deselect", "highlight", "unhighlight"};
    for (int k = 0; k < 4; k++) g_signal_connect(w, names[k], G_CALLBACK(scrub_signal), GINT_TO_POINTER(k));
    gtk_window_set_child(GTK_WINDOW(H.window), w);
    gtk_window_present(GTK_WINDOW(H.window));
    pump(300);
    CHECK(sliding_pages4_scrubber_get_child(scrubber) == scrolled, "the scrubber does not hold its scrolled window");
    double f = sliding_pages4_scrubber_get_fraction(scrubber);
    CHECK(f == 0, "at the top the fraction is %f", f);
    /* Scrolling half-way: select, the fraction, then deselect after the delay. */
    g_object_set(w, "deselect-delay", 200u, "deselect-duration", 100u, NULL);
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
    double max = gtk_adjustment_get_upper(adj) - gtk_adjustment_get_page_size(adj);
    gtk_adjustment_set_value(adj, max / 2);
    f = sliding_pages4_scrubber_get_fraction(scrubber);
    CHECK(fabs(f - 0.5) < 0.01, "half-way the fraction is %f", f);
    CHECK(scrub_signals[0] == 1 && scrub_signals[1] == 0, "scrolling: select %d, deselect %d", scrub_signals[0], scrub_signals[1]);
    pump(600);
    CHECK(scrub_signals[1] == 1, "resting: deselect %d times", scrub_signals[1]);
    /* A handler that takes select over; the states go on. */
    scrub_take_select = TRUE;
    gtk_adjustment_set_value(adj, max);
    pump(600);
    CHECK(scrub_signals[0] == 2 && scrub_signals[1] == 2, "a taken select: select %d, deselect %d", scrub_signals[0], scrub_signals[1]);
    /* Short content shows no nub. */
    g_object_set(w, "minimum-scroll-factor", 1e6, NULL);
    CHECK(sliding_pages4_scrubber_get_fraction(scrubber) == -1, "a nub shows for content below the factor");
    g_object_set(w, "minimum-scroll-factor", 2.0, NULL);
    /* The bubble's function, asked after the content scrolls, replaced. */
    sliding_pages4_scrubber_set_bubble_func(scrubber, bubble_text, &bubble_calls, bubble_data_freed);
    gtk_adjustment_set_value(adj, max / 4);
    pump(50);
    CHECK(bubble_calls > 0, "the bubble function was not asked");
    sliding_pages4_scrubber_set_bubble_func(scrubber, bubble_text, &bubble_calls, bubble_data_freed);
    CHECK(bubble_freed == 1, "the replaced function's data was freed %d times", bubble_freed);
    /* Misuse: each named, nothing taken. */
    int warned = H.warnings;
    GtkWidget *label = g_object_ref_sink(gtk_label_new("not a scrubber"));
    sliding_pages4_scrubber_set_bubble_func((SlidingPages4Scrubber *)label, bubble_text, &bubble_calls, bubble_data_freed);
    CHECK(bubble_freed == 2, "a label as the scrubber kept the function's data (freed %d)", bubble_freed);
    sliding_pages4_scrubber_set_child((SlidingPages4Scrubber *)label, NULL);
    CHECK(sliding_pages4_scrubber_get_fraction(NULL) == -1, "NULL has a fraction");
    GtkWidget *refused = sliding_pages4_scrubber_new(gtk_label_new("not a scrolled window"));
    CHECK(sliding_pages4_scrubber_get_child(SLIDING_PAGES4_SCRUBBER(refused)) == NULL, "a label was taken as the child");
    g_object_unref(g_object_ref_sink(refused));
    sliding_pages4_scrubber_set_child(scrubber, label);
    /* A nub on a label, and a nub that has a parent already. */
    sliding_pages4_scrubber_set_nub((SlidingPages4Scrubber *)label, NULL);
    sliding_pages4_scrubber_set_nub(scrubber, scrolled);
    /* The scrubber as its own nub, and a box holding it: a parent cycle. */
    sliding_pages4_scrubber_set_nub(scrubber, GTK_WIDGET(scrubber));
    GtkWidget *holder = g_object_ref_sink(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
    GtkWidget *inner = sliding_pages4_scrubber_new(NULL);
    gtk_box_append(GTK_BOX(holder), inner);
    sliding_pages4_scrubber_set_nub(SLIDING_PAGES4_SCRUBBER(inner), holder);
    CHECK(sliding_pages4_scrubber_get_nub(SLIDING_PAGES4_SCRUBBER(inner)) == NULL, "a box holding the scrubber was taken as its nub");
    g_object_unref(holder);
    CHECK(H.warnings == warned + 9, "misuse: %d warnings, not 9", H.warnings - warned);
    CHECK(sliding_pages4_scrubber_get_nub(scrubber) == NULL, "a parented widget was taken as the nub");
    g_object_unref(label);
    CHECK(sliding_pages4_scrubber_get_child(scrubber) == scrolled, "misuse changed the child");
    /* A nub of the host's is the scrubber's child until replaced, then let go. */
    GtkWidget *nub = gtk_label_new("=");
    g_object_add_weak_pointer(G_OBJECT(nub), (gpointer *)&nub);
    sliding_pages4_scrubber_set_nub(scrubber, nub);
    pump(50);
    CHECK(sliding_pages4_scrubber_get_nub(scrubber) == nub && gtk_widget_get_parent(nub) == GTK_WIDGET(scrubber), "the nub was not taken");
    sliding_pages4_scrubber_set_nub(scrubber, NULL);
    CHECK(nub == NULL, "a replaced nub was not let go of");
    g_object_set(scrubber, "nub", gtk_label_new("kept"), NULL);
    pump(50);
    /* Another scrolled window, then none: the nub follows, then shows none. */
    GtkWidget *other = gtk_scrolled_window_new();
    GtkWidget *wide = gtk_label_new("tall too");
    gtk_widget_set_size_request(wide, 300, 6000);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(other), wide);
    sliding_pages4_scrubber_set_child(scrubber, other);
    pump(200);
    CHECK(sliding_pages4_scrubber_get_fraction(scrubber) == 0, "a new scrolled window shows %f", sliding_pages4_scrubber_get_fraction(scrubber));
    /* The window closed from inside the bubble function. */
    bubble_inside = close_window;
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(other)), 500);
    pump(200);
    CHECK(scrubber_gone_count == 1, "the scrubber outlived its window");
    CHECK(bubble_freed == 3, "the last function's data was freed %d times", bubble_freed);
    return 0;
}

static const Case cases[] = {
    {"g4-null-and-foreign", case_null_and_foreign},
    {"g4-bad-sources", case_bad_sources},
    {"g4-view-returns-null", case_view_returns_null},
    {"g4-view-returns-parented", case_view_returns_parented},
    {"g4-view-returns-window", case_view_returns_window},
    {"g4-window-everywhere", case_window_everywhere},
    {"g4-not-widget", case_not_widget},
    {"g4-view-returns-one-page", case_view_returns_one_page},
    {"g4-drop-in-view", case_drop_in_view},
    {"g4-transform", case_transform},
    {"g4-close-in-title", case_close_in_title},
    {"g4-replace-in-view", case_replace_in_view},
    {"g4-move-in-view", case_move_in_view},
    {"g4-drop-when-settled", case_drop_when_settled},
    {"g4-changes", case_changes},
    {"g4-properties", case_properties},
    {"g4-dots-outlive-pager", case_dots_outlive_pager},
    {"g4-builder-pages", case_builder_pages},
    {"g4-signal-source", case_signal_source},
    {"g4-model", case_model},
    {"g4-every-property", case_every_property},
    {"g4-moves", case_moves},
    {"g4-reuse-types", case_reuse_types},
    {"g4-unbounded", case_unbounded},
    {"g4-no-first-page", case_no_first_page},
    {"g4-set-page-numbers", case_set_page_numbers},
    {"g4-standalone-dots", case_standalone_dots},
    {"g4-scrubber", case_scrubber},
    {"g4-measured-extent", case_measured_extent},
    {"g4-image-titles", case_image_titles},
    {"g4-looks-inside-calls", case_looks_inside_calls},
    {"g4-set-in-notify", case_set_in_notify},
};

int main(int argc, char **argv) {
    g_log_set_writer_func(log_writer, NULL, NULL);
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (size_t k = 0; k < G_N_ELEMENTS(cases); k++) printf("%s\n", cases[k].name);
        return 0;
    }
    gboolean fuzzing = argc == 4 && strcmp(argv[1], "fuzz") == 0;
    if (argc != 2 && !fuzzing) {
        fprintf(stderr, "usage: hostile4 --list | hostile4 CASE | hostile4 fuzz SEED STEPS\n");
        return 2;
    }
    gtk_init();
    int rc = 2;
    if (fuzzing) {
        guint32 seed = (guint32)strtoul(argv[2], NULL, 10);
        printf("replay: hostile4 fuzz %u %s\n", seed, argv[3]);
        rc = fuzz(seed, atoi(argv[3]));
    } else {
        for (size_t k = 0; k < G_N_ELEMENTS(cases); k++)
            if (strcmp(argv[1], cases[k].name) == 0) rc = cases[k].run();
        if (rc == 2) fprintf(stderr, "hostile4: no case named %s\n", argv[1]);
    }
    if (H.window) gtk_window_destroy(GTK_WINDOW(H.window));
    pump(50);
    if (rc == 0) printf("done %s\n", argv[1]);
    return rc;
}

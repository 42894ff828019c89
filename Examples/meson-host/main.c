/*
 * A C host: a window with a SlidingPagesPager of 10,000 label pages with
 * titles, from C callbacks. Prints "settled page=N" as the pager settles,
 * and "live pages=N" when it quits.
 *
 * Usage: pager-host [SECONDS]   (quits after SECONDS, default: never)
 */
#include <sliding-pages.h>
#include <stdio.h>
#include <stdlib.h>

static GtkWidget *view(int index, GtkWidget *reusing, gpointer user_data) {
    (void)user_data;
    GtkWidget *label = reusing ? reusing : gtk_label_new(NULL);
    char *text = g_strdup_printf("<span size='40000' weight='bold'>Page %d</span>", index + 1);
    gtk_label_set_markup(GTK_LABEL(label), text);
    g_free(text);
    return label;
}

static char *title(int index, gpointer user_data) {
    (void)user_data;
    return g_strdup_printf("Chapter %d", index + 1);
}

static void settled(SlidingPagesPager *pager, int page, gpointer data) {
    (void)pager;
    (void)data;
    printf("settled page=%d\n", page);
    fflush(stdout);
}

static gboolean quit(gpointer pager) {
    printf("live pages=%d n-pages=%d\n", sliding_pages_pager_get_live_pages(pager), sliding_pages_pager_get_n_pages(pager));
    fflush(stdout);
    gtk_main_quit();
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "Pager host");
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    GtkWidget *pager = sliding_pages_pager_new();
    sliding_pages_pager_set_source(SLIDING_PAGES_PAGER(pager), 10000, view, title, NULL, NULL);
    g_object_set(pager, "title-width", 180, "spacing", 0, NULL);
    g_signal_connect(pager, "settled", G_CALLBACK(settled), NULL);
    gtk_container_add(GTK_CONTAINER(window), pager);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);
    if (argc > 1) g_timeout_add((guint)(atof(argv[1]) * 1000), quit, pager);
    gtk_main();
    return 0;
}

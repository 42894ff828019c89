/*
 * SlidingPages for C hosts: a paged-scrolling GTK 3 widget.
 *
 *   GtkWidget *pager = sliding_pages_new();
 *   sliding_pages_set_source(SLIDING_PAGES_PAGER(pager), 10000, view_cb, title_cb, data, g_free);
 *   gtk_container_add(GTK_CONTAINER(window), pager);
 *
 * The widget is a SlidingPagesPager (a GtkContainer); every option is a
 * GObject property (g_object_set), every event a signal ("settled",
 * "current-item-changed", …). Link with `pkg-config --libs sliding-pages`.
 */
#ifndef SLIDING_PAGES_H
#define SLIDING_PAGES_H

#include <gtk/gtk.h>
#include "sliding-pages-pager.h"

G_BEGIN_DECLS

/* Lets pagers made by GtkBuilder or g_object_new work (call once, before
 * loading a .ui file that declares SlidingPagesPager). */
void sliding_pages_init(void);

/* A new pager (floating, like any new widget). */
GtkWidget *sliding_pages_new(void);

/* The page for `index`: return `reusing` reconfigured, or a new widget;
 * NULL leaves the page empty. */
typedef GtkWidget *(*SlidingPagesViewFunc)(int index, GtkWidget *reusing, gpointer user_data);
/* The strip title for `index`, newly allocated (the pager frees it), or NULL. */
typedef char *(*SlidingPagesTitleFunc)(int index, gpointer user_data);

/* Gives the pager its pages: `n_items` of them from `view` (and `title`,
 * which may be NULL). `destroy` frees `user_data` when the source is
 * replaced or the pager destroyed. */
void sliding_pages_set_source(SlidingPagesPager *pager, int n_items, SlidingPagesViewFunc view,
                              SlidingPagesTitleFunc title, gpointer user_data, GDestroyNotify destroy);
/* Replaces the title callback alone, with its own user data (for bindings
 * whose closures carry one target each, like Vala's). */
void sliding_pages_set_titles(SlidingPagesPager *pager, SlidingPagesTitleFunc title, gpointer user_data,
                              GDestroyNotify destroy);

/* The source now has `n_items`; reloads, keeping the place. */
void sliding_pages_set_n_items(SlidingPagesPager *pager, int n_items);
void sliding_pages_reload(SlidingPagesPager *pager, gboolean keep_position);
void sliding_pages_insert_items(SlidingPagesPager *pager, int index, int count, gboolean animated);
void sliding_pages_delete_items(SlidingPagesPager *pager, int index, int count, gboolean animated);

/* Moves (a duration of 0 jumps). */
void sliding_pages_scroll_to_page(SlidingPagesPager *pager, int page, double duration);
void sliding_pages_scroll_to_item(SlidingPagesPager *pager, int index, double duration);
void sliding_pages_scroll_by_items(SlidingPagesPager *pager, int count, double duration);
void sliding_pages_set_position(SlidingPagesPager *pager, double position, gboolean animated);

/* State: -1 when empty. */
int sliding_pages_get_current_page(SlidingPagesPager *pager);
int sliding_pages_get_current_item(SlidingPagesPager *pager);
int sliding_pages_get_n_pages(SlidingPagesPager *pager);
int sliding_pages_get_n_items(SlidingPagesPager *pager);
double sliding_pages_get_position(SlidingPagesPager *pager);
/* Page widgets in use now (visible plus preloaded). */
int sliding_pages_get_live_pages(SlidingPagesPager *pager);

G_END_DECLS

#endif

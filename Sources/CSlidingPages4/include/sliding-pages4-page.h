/*
 * SlidingPages for GTK 4: a page of its own with its title, for a .ui
 * file's <child>, as GtkStackPage is for GtkStack.
 */
#ifndef SLIDING_PAGES4_PAGE_H
#define SLIDING_PAGES4_PAGE_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SLIDING_PAGES4_TYPE_PAGE (sliding_pages4_page_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4Page, sliding_pages4_page, SLIDING_PAGES4, PAGE, GObject)

/**
 * sliding_pages4_page_new:
 * @child: (nullable): the page's widget
 * @title: (nullable): its title in the strip
 *
 * Returns: (transfer full): a page for sliding_pages4_pager_append()
 *   or a .ui file's child
 */
SlidingPages4Page *sliding_pages4_page_new(GtkWidget *child, const char *title);

/**
 * sliding_pages4_page_get_child:
 * @self: the page
 *
 * Returns: (transfer none) (nullable): the page's widget
 */
GtkWidget *sliding_pages4_page_get_child(SlidingPages4Page *self);

/**
 * sliding_pages4_page_get_title:
 * @self: the page
 *
 * Returns: (transfer none) (nullable): the page's title
 */
const char *sliding_pages4_page_get_title(SlidingPages4Page *self);

G_END_DECLS

#endif

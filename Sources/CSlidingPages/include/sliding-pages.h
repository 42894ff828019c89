/*
 * SlidingPages for C hosts: a paged-scrolling GTK 3 widget.
 *
 *   GtkWidget *pager = sliding_pages_pager_new();
 *   sliding_pages_pager_set_source(SLIDING_PAGES_PAGER(pager), 10000, view_cb, title_cb, data, g_free);
 *   gtk_container_add(GTK_CONTAINER(window), pager);
 *
 * The widget is a SlidingPagesPager (a GtkContainer); every option is a
 * GObject property (g_object_set), every event a signal ("settled",
 * "current-item-changed", …). Bindings (Python, JavaScript) set "n-items"
 * and make their pages in the setup-page and bind-page signals instead of
 * passing callbacks. Link with `pkg-config --libs sliding-pages-1`.
 */
#ifndef SLIDING_PAGES_H
#define SLIDING_PAGES_H

#include <gtk/gtk.h>
#include "sliding-pages-pager.h"
#include "sliding-pages-dots.h"
#include "sliding-pages-scrubber.h"

G_BEGIN_DECLS

/**
 * sliding_pages_init:
 *
 * Registers the SlidingPagesPager, SlidingPagesDots and SlidingPagesScrubber
 * types, so that a GtkBuilder file can name them: a C program that only
 * loads a .ui file calls it first (its linker may otherwise drop the
 * library as unused). Safe to call more than once.
 */
void sliding_pages_init(void);

/**
 * SlidingPagesViewFunc:
 * @index: the item to show
 * @reusing: (nullable): a page the pager no longer shows, to reconfigure
 *   and return, or %NULL
 * @user_data: the data given with the function
 *
 * Gives the page for an item: @reusing reconfigured, or a new widget.
 *
 * Returns: (nullable) (transfer full): the page, or %NULL to leave it empty
 */
typedef GtkWidget *(*SlidingPagesViewFunc)(int index, GtkWidget *reusing, gpointer user_data);

/**
 * SlidingPagesTitleFunc:
 * @index: an item
 * @user_data: the data given with the function
 *
 * Gives an item's title in the header strip.
 *
 * Returns: (nullable) (transfer full): the title, newly allocated, or %NULL
 */
typedef char *(*SlidingPagesTitleFunc)(int index, gpointer user_data);

/**
 * sliding_pages_pager_set_source: (skip)
 * @pager: a pager
 * @n_items: how many items there are
 * @view: gives each item's page
 * @title: (nullable): gives each item's title
 * @user_data: data for both functions
 * @destroy: (nullable): frees @user_data when the source is replaced or
 *   the pager destroyed
 *
 * Gives the pager its pages from C callbacks. Bindings use the page
 * signals instead (set #SlidingPagesPager:n-items).
 */
void sliding_pages_pager_set_source(SlidingPagesPager *pager, int n_items, SlidingPagesViewFunc view,
                                    SlidingPagesTitleFunc title, gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages_pager_set_titles: (skip)
 * @pager: a pager with a source from sliding_pages_pager_set_source()
 * @title: (scope notified) (closure user_data) (destroy destroy): gives each item's title
 * @user_data: data for @title
 * @destroy: frees @user_data
 *
 * Replaces the title function alone, with data of its own. C only, as
 * sliding_pages_pager_set_source() is: bindings answer
 * #SlidingPagesPager::page-title.
 */
void sliding_pages_pager_set_titles(SlidingPagesPager *pager, SlidingPagesTitleFunc title, gpointer user_data,
                                    GDestroyNotify destroy);

/**
 * SlidingPagesImageTitleFunc:
 * @index: an item
 * @user_data: the data given with the function
 *
 * Gives an item's title in the header strip as an image.
 *
 * Returns: (nullable) (transfer none): a pixbuf kept alive at least until
 *   the function returns (the pager holds a reference while it shows it),
 *   or %NULL for the text title
 */
typedef GdkPixbuf *(*SlidingPagesImageTitleFunc)(int index, gpointer user_data);

/**
 * sliding_pages_pager_set_image_titles: (skip)
 * @pager: a pager with a source from sliding_pages_pager_set_source()
 * @image_title: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives an item's title as an image, or %NULL for text titles only
 * @user_data: data for @image_title
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Titles as images (a logo, an icon and a name drawn together): an item
 * whose image function gives %NULL has its text title. C only, as
 * sliding_pages_pager_set_source() is.
 */
void sliding_pages_pager_set_image_titles(SlidingPagesPager *pager, SlidingPagesImageTitleFunc image_title,
                                          gpointer user_data, GDestroyNotify destroy);

/**
 * SlidingPagesIconTitleFunc:
 * @index: an item
 * @user_data: the data given with the function
 *
 * Gives an item's title in the header strip as an icon (a themed icon's
 * name, a file, an emblem): the pager loads it from the icon theme to fit
 * 24 px.
 *
 * Returns: (nullable) (transfer full): the icon, or %NULL for the text title
 */
typedef GIcon *(*SlidingPagesIconTitleFunc)(int index, gpointer user_data);

/**
 * sliding_pages_pager_set_icon_titles: (skip)
 * @pager: a pager with a source from sliding_pages_pager_set_source()
 * @icon_title: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives an item's title as an icon, or %NULL for none
 * @user_data: data for @icon_title
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Titles as icons. An image title from sliding_pages_pager_set_image_titles()
 * comes first; an item with neither has its text title, as has one whose
 * icon cannot be loaded (warned of once). C only, as
 * sliding_pages_pager_set_source() is.
 */
void sliding_pages_pager_set_icon_titles(SlidingPagesPager *pager, SlidingPagesIconTitleFunc icon_title, gpointer user_data,
                                         GDestroyNotify destroy);

/**
 * sliding_pages_pager_set_scrubber_nub:
 * @pager: a pager
 * @nub: (nullable): a widget without a parent to show as the scrubber's
 *   nub, faded like the drawn one, or %NULL to draw it again
 *
 * A custom nub (the scrubber seed's custom view). The pager owns @nub
 * until it is replaced.
 */
void sliding_pages_pager_set_scrubber_nub(SlidingPagesPager *pager, GtkWidget *nub);

/**
 * sliding_pages_pager_set_title_strip_pattern:
 * @pager: a pager
 * @path: (nullable) (type filename): a PNG tiled behind the titles, or
 *   %NULL for the shipped diamond pattern
 *
 * The header strip's background image. A file that is not a readable PNG
 * is warned of when it is set, and the strip is drawn without it.
 */
void sliding_pages_pager_set_title_strip_pattern(SlidingPagesPager *pager, const char *path);

/**
 * sliding_pages_pager_set_title_colours:
 * @pager: a pager
 * @text: (nullable): the titles' colour, or %NULL for the theme's
 * @background: (nullable): the strip's colour over its pattern, or %NULL
 *   for the theme's
 *
 * The strip's colours in code; themes and CSS (`slidingpages strip`) give
 * them otherwise.
 */
void sliding_pages_pager_set_title_colours(SlidingPagesPager *pager, const GdkRGBA *text, const GdkRGBA *background);

/**
 * sliding_pages_pager_set_scrubber_fade:
 * @pager: a pager
 * @idle_opacity: the nub's opacity at rest, 0 to 1 (0: hidden, as GTK's
 *   overlay scrollbars; SPTScrollViewScrubber's is 0.3)
 * @delay_ms: milliseconds after the last scroll before it fades (750)
 * @duration_ms: milliseconds the fade takes (500)
 *
 * The scrubber's fade (SPTScrollViewScrubber's deselect delay and
 * duration). Out-of-range values are warned of and change nothing.
 */
void sliding_pages_pager_set_scrubber_fade(SlidingPagesPager *pager, double idle_opacity, guint delay_ms, guint duration_ms);

/**
 * SlidingPagesDotColourFunc:
 * @page: a page; -1 and the page count are the overscroll past either end
 * @current: whether the colour wanted is the current page's dot's
 * @colour: (out caller-allocates): where the colour goes
 * @user_data: the data given with the function
 *
 * Gives the dots' colours while @page is the page shown, masked across the
 * boundary as the pages move.
 *
 * Returns: whether @colour was set (%FALSE: the theme's colour)
 */
typedef gboolean (*SlidingPagesDotColourFunc)(int page, gboolean current, GdkRGBA *colour, gpointer user_data);

/**
 * sliding_pages_pager_set_dot_colours: (skip)
 * @pager: a pager
 * @dot_colour: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives the dots' colours per page, or %NULL for the theme's
 * @user_data: data for @dot_colour
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Per-page dot colours from a function (C only; bindings use
 * sliding_pages_pager_set_dot_colour_list()).
 */
void sliding_pages_pager_set_dot_colours(SlidingPagesPager *pager, SlidingPagesDotColourFunc dot_colour, gpointer user_data,
                                         GDestroyNotify destroy);

/**
 * sliding_pages_pager_set_dot_colour_list:
 * @pager: a pager
 * @colours: (array length=n_colours) (nullable): the dots' colours, page by
 *   page, repeated when there are more pages
 * @n_colours: how many colours @colours holds; 0 for the theme's
 * @current_colours: (array length=n_current) (nullable): the current
 *   page's dot's colours, page by page, repeated likewise
 * @n_current: how many colours @current_colours holds; 0 for the theme's
 *
 * Per-page dot colours as lists, for bindings and for hosts with a fixed
 * palette (a function set with sliding_pages_pager_set_dot_colours() is
 * replaced). The colours are copied.
 */
void sliding_pages_pager_set_dot_colour_list(SlidingPagesPager *pager, const GdkRGBA *colours, gsize n_colours,
                                             const GdkRGBA *current_colours, gsize n_current);

/**
 * SlidingPagesItemExtentFunc:
 * @pager: the pager
 * @user_data: the data given with the function
 *
 * Gives the pixels per item along the scroll axis (SwipeView's
 * swipeViewItemSize), asked each time the pager lays out: a resize, a
 * reload, an option change.
 *
 * Returns: the extent, or 0 for #SlidingPagesPager:item-extent's
 */
typedef double (*SlidingPagesItemExtentFunc)(SlidingPagesPager *pager, gpointer user_data);

/**
 * sliding_pages_pager_set_item_extent_func:
 * @pager: a pager
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives the item extent, or %NULL for #SlidingPagesPager:item-extent's
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Sets a function the pager asks for its item extent at every layout, and
 * lays out again from the main loop (not inside this call, so @func may
 * set another function): the pages follow on the next turn of the loop.
 */
void sliding_pages_pager_set_item_extent_func(SlidingPagesPager *pager, SlidingPagesItemExtentFunc func, gpointer user_data,
                                              GDestroyNotify destroy);

/**
 * sliding_pages_dots_set_colour_func: (skip)
 * @dots: standalone page dots
 * @colour: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives the dots' colours per page, or %NULL for the theme's
 * @user_data: data for @colour
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the dots destroyed
 *
 * Per-page colours for standalone dots, masked across the boundary as the
 * pages move (KVNMaskedPageControl's), as sliding_pages_pager_set_dot_colours()
 * gives the pager's dots. C only; bindings style the dots with CSS.
 */
void sliding_pages_dots_set_colour_func(SlidingPagesDots *dots, SlidingPagesDotColourFunc colour, gpointer user_data,
                                        GDestroyNotify destroy);

/**
 * SlidingPagesReuseTypeFunc:
 * @index: the item
 * @user_data: the data given with the function
 *
 * Says which kind of page an item needs.
 *
 * Returns: the item's reuse type, any int
 */
typedef int (*SlidingPagesReuseTypeFunc)(int index, gpointer user_data);

/**
 * sliding_pages_pager_set_reuse_types: (skip)
 * @pager: a pager with a source from sliding_pages_pager_set_source()
 * @reuse_type: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives each item's reuse type, or %NULL for one type for all
 * @user_data: data for @reuse_type
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Gives the items kinds of page: the view function is offered a page to
 * reuse only when it was made for an item of the same type, and the pager
 * keeps a pool of each type. C only, as sliding_pages_pager_set_source()
 * is.
 */
void sliding_pages_pager_set_reuse_types(SlidingPagesPager *pager, SlidingPagesReuseTypeFunc reuse_type,
                                         gpointer user_data, GDestroyNotify destroy);

/**
 * SlidingPagesNeighbourFunc:
 * @which: the page wanted: the first one, or the one before or after @page
 * @page: (nullable): the page it neighbours; %NULL for the first
 * @reusing: (nullable): a page the pager no longer shows, to reconfigure
 *   and return, or %NULL
 * @user_data: the data given with the function
 *
 * Gives a page of a source with no count, by its neighbour (as a reader's
 * pages, or a calendar's days): @reusing reconfigured, or a new widget.
 *
 * Returns: (nullable) (transfer full): the page, or %NULL when there is
 *   none on that side: the pager stops there
 */
typedef GtkWidget *(*SlidingPagesNeighbourFunc)(SlidingPagesNeighbour which, GtkWidget *page, GtkWidget *reusing,
                                                 gpointer user_data);

/**
 * SlidingPagesPageTitleFunc:
 * @page: a page the neighbour function gave
 * @user_data: the data given with the function
 *
 * Gives a page's title in the header strip.
 *
 * Returns: (nullable) (transfer full): the title, newly allocated, or %NULL
 */
typedef char *(*SlidingPagesPageTitleFunc)(GtkWidget *page, gpointer user_data);

/**
 * sliding_pages_pager_set_unbounded_source: (skip)
 * @pager: a pager
 * @neighbour: (scope notified) (closure user_data) (destroy destroy): gives
 *   the first page and each page's neighbours
 * @title: (nullable) (scope notified) (closure user_data): gives a page's
 *   title, or %NULL for none
 * @user_data: data for both functions
 * @destroy: (nullable): frees @user_data when the source is replaced or
 *   the pager destroyed
 *
 * Pages with no count: the pager asks for the first page, then for the
 * neighbours of the pages it has, as the user goes (a %NULL answer is an
 * end; a %NULL first page, no pages until one is set with
 * sliding_pages_pager_set_current_page() or the source is given or
 * reloaded). The strip titles the loaded pages, and the dots show a window of
 * five that moves with the current page. Replaces any other source. C
 * only, as sliding_pages_pager_set_source() is.
 */
void sliding_pages_pager_set_unbounded_source(SlidingPagesPager *pager, SlidingPagesNeighbourFunc neighbour,
                                              SlidingPagesPageTitleFunc title, gpointer user_data, GDestroyNotify destroy);

/**
 * SlidingPagesMoveDoneFunc:
 * @pager: the pager (being destroyed, when @finished is %FALSE for that)
 * @finished: whether the move arrived; %FALSE when a drag, another move or
 *   the pager's end took over
 * @user_data: the data given with the function
 *
 * Called once when a move ends.
 */
typedef void (*SlidingPagesMoveDoneFunc)(SlidingPagesPager *pager, gboolean finished, gpointer user_data);

/**
 * sliding_pages_pager_set_current_page:
 * @pager: a pager with a source set by
 *   sliding_pages_pager_set_unbounded_source()
 * @page: (transfer none): the page to show: a new widget, or one of the
 *   pager's own
 * @forward: whether @page follows the current page (it slides in from the
 *   trailing side) or comes before it
 * @animated: whether it slides in (in #SlidingPagesPager:animation-duration)
 *   or is there at once
 *
 * Shows @page as the current page; the pages beside it are asked of the
 * neighbour function afresh. #SlidingPagesPager::did-end-scrolling-animation
 * follows an animated change. Animated or not, @page becomes the page after
 * the current one (or before it), numbered so and told of by
 * #SlidingPagesPager::settled; where no page shows yet it takes the current
 * page's place. With several items a page it is there at once; the current
 * page set again stays, its neighbours asked afresh.
 */
void sliding_pages_pager_set_current_page(SlidingPagesPager *pager, GtkWidget *page, gboolean forward, gboolean animated);

/**
 * sliding_pages_pager_set_current_page_full:
 * @pager: a pager with a before/after source
 * @page: the page to show (the host's own widget)
 * @forward: whether it slides in from the side of the pages after
 * @animated: whether it slides in over #SlidingPagesPager:animation-duration
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the change is done, with %FALSE when a drag or
 *   another move took over, or the page could not be shown
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done was called
 *
 * sliding_pages_pager_set_current_page() with a completion.
 */
void sliding_pages_pager_set_current_page_full(SlidingPagesPager *pager, GtkWidget *page, gboolean forward, gboolean animated,
                                               SlidingPagesMoveDoneFunc done, gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages_pager_set_n_items:
 * @pager: a pager
 * @n_items: how many items there are now
 *
 * Changes the count of the pager's source and reloads, keeping the place.
 * With no source, the pager makes its pages with its page signals
 * (#SlidingPagesPager::setup-page and the others). The same as setting
 * #SlidingPagesPager:n-items.
 */
void sliding_pages_pager_set_n_items(SlidingPagesPager *pager, int n_items);

/**
 * sliding_pages_pager_bind_model:
 * @pager: a pager
 * @model: (nullable): the items to show, or %NULL to let go of them
 *
 * Shows the items of @model, as #GtkListView does: #SlidingPagesPager:n-items
 * follows the model, each #GListModel::items-changed is an animated batch
 * that keeps the current item, and the page signals make the pages
 * (#SlidingPagesPager::setup-page, then #SlidingPagesPager::bind-page with
 * the item's position: read the item with g_list_model_get_item()). The
 * pager holds a reference to @model while it shows it. Connect the page
 * signals first.
 */
void sliding_pages_pager_bind_model(SlidingPagesPager *pager, GListModel *model);

/**
 * sliding_pages_pager_get_model:
 * @pager: a pager
 *
 * Returns: (transfer none) (nullable): the model sliding_pages_pager_bind_model() gave
 */
GListModel *sliding_pages_pager_get_model(SlidingPagesPager *pager);

/**
 * sliding_pages_pager_reload:
 * @pager: a pager
 * @keep_position: stay on the current item rather than go back to the
 *   initial page
 *
 * Asks the source for everything again.
 */
void sliding_pages_pager_reload(SlidingPagesPager *pager, gboolean keep_position);

/**
 * sliding_pages_pager_reload_full:
 * @pager: a pager
 * @keep_position: stay on the current item rather than go back to the
 *   initial page
 * @discard_pages: let every page the pager keeps for reuse go, for a
 *   source whose kinds of page changed meaning
 *
 * sliding_pages_pager_reload() that may also discard the pages kept for reuse.
 */
void sliding_pages_pager_reload_full(SlidingPagesPager *pager, gboolean keep_position, gboolean discard_pages);

/**
 * SlidingPagesNavigation:
 * @SLIDING_PAGES_NAVIGATION_PREVIOUS_ITEM: one item back
 * @SLIDING_PAGES_NAVIGATION_NEXT_ITEM: one item on
 * @SLIDING_PAGES_NAVIGATION_PREVIOUS_PAGE: one page back
 * @SLIDING_PAGES_NAVIGATION_NEXT_PAGE: one page on
 * @SLIDING_PAGES_NAVIGATION_FIRST: the first page
 * @SLIDING_PAGES_NAVIGATION_LAST: the last page
 *
 * Where sliding_pages_pager_navigate() goes, as the keys do.
 */
typedef enum {
    SLIDING_PAGES_NAVIGATION_PREVIOUS_ITEM,
    SLIDING_PAGES_NAVIGATION_NEXT_ITEM,
    SLIDING_PAGES_NAVIGATION_PREVIOUS_PAGE,
    SLIDING_PAGES_NAVIGATION_NEXT_PAGE,
    SLIDING_PAGES_NAVIGATION_FIRST,
    SLIDING_PAGES_NAVIGATION_LAST,
} SlidingPagesNavigation;

GType sliding_pages_navigation_get_type(void);
#define SLIDING_PAGES_TYPE_NAVIGATION (sliding_pages_navigation_get_type())

/**
 * sliding_pages_pager_navigate:
 * @pager: a pager
 * @where: where to go
 *
 * Moves as a key would (over #SlidingPagesPager:animation-duration):
 * for a previous/next button, or an app's own shortcut.
 *
 * Returns: whether the pager moved
 */
gboolean sliding_pages_pager_navigate(SlidingPagesPager *pager, SlidingPagesNavigation where);

/**
 * sliding_pages_pager_insert_items:
 * @pager: a pager
 * @index: where the new items go
 * @count: how many
 * @animated: whether the new pages grow into place
 *
 * The source has @count new items at @index (its count already says so);
 * the current item stays current.
 */
void sliding_pages_pager_insert_items(SlidingPagesPager *pager, int index, int count, gboolean animated);

/**
 * sliding_pages_pager_delete_items:
 * @pager: a pager
 * @index: the first item gone
 * @count: how many
 * @animated: whether the page taking the current one's place grows into place
 *
 * The source lost @count items at @index.
 */
void sliding_pages_pager_delete_items(SlidingPagesPager *pager, int index, int count, gboolean animated);

/**
 * sliding_pages_pager_move_item:
 * @pager: a pager
 * @from: the item that moved
 * @to: where it is now
 *
 * The source moved an item (its count is the same); the current item stays
 * current, followed if it is the one that moved.
 */
void sliding_pages_pager_move_item(SlidingPagesPager *pager, int from, int to);

/**
 * sliding_pages_pager_apply_changes:
 * @pager: a pager
 * @changes: (array length=n_changes): the changes, in the order they were made
 * @n_changes: how many
 * @animated: whether inserted pages (and one taking a deleted current
 *   page's place) grow into place
 *
 * The source made several changes (its count already says so), told as
 * one: the pages of items that stay keep their widgets wherever the items
 * went, only inserted and reloaded items are asked for, and the current
 * item stays current. A change that does not fit the count it meets
 * refuses the whole batch, with a warning naming it.
 *
 * Returns: whether the batch was applied
 */
gboolean sliding_pages_pager_apply_changes(SlidingPagesPager *pager, const SlidingPagesItemChange *changes, gsize n_changes,
                                           gboolean animated);

/**
 * sliding_pages_pager_update_items:
 * @pager: a pager
 * @old_ids: (array length=n_old): the items' identifiers before the change,
 *   one per item the pager has
 * @n_old: how many
 * @new_ids: (array length=n_new): the identifiers now, in order
 * @n_new: how many
 * @animated: whether inserted pages grow into place
 *
 * The source's items, known by identifier, went from the old list to the
 * new one. The pager works out the deletes, moves and inserts, with as
 * few moves as any list of changes has, and applies them as one batch
 * (sliding_pages_pager_apply_changes()). A count the pager keeps (the page
 * signals' #SlidingPagesPager:n-items, a C source) becomes @n_new.
 * Identifiers repeated within a list are refused with a warning.
 *
 * Returns: whether the change was applied
 */
gboolean sliding_pages_pager_update_items(SlidingPagesPager *pager, const char *const *old_ids, gsize n_old,
                                          const char *const *new_ids, gsize n_new, gboolean animated);

/**
 * sliding_pages_pager_reload_item:
 * @pager: a pager
 * @index: the item that changed
 *
 * Asks the source for one item's page (and title) again.
 */
void sliding_pages_pager_reload_item(SlidingPagesPager *pager, int index);

/**
 * sliding_pages_pager_scroll_to_page:
 * @pager: a pager
 * @page: the page to show
 * @duration: seconds, at most 60 (a longer one is warned of); 0 jumps
 */
void sliding_pages_pager_scroll_to_page(SlidingPagesPager *pager, int page, double duration);

/**
 * sliding_pages_pager_scroll_to_item:
 * @pager: a pager
 * @index: the item to show
 * @duration: seconds, at most 60 (a longer one is warned of); 0 jumps
 */
void sliding_pages_pager_scroll_to_item(SlidingPagesPager *pager, int index, double duration);

/**
 * sliding_pages_pager_scroll_to_item_full:
 * @pager: a pager
 * @index: the item to show
 * @duration: seconds, at most 60 (a longer one is warned of); 0 jumps
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done ran
 *
 * As sliding_pages_pager_scroll_to_item(), and tells when it is over.
 */
void sliding_pages_pager_scroll_to_item_full(SlidingPagesPager *pager, int index, double duration, SlidingPagesMoveDoneFunc done,
                                             gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages_pager_scroll_to_page_full:
 * @pager: a pager
 * @page: the page to show
 * @duration: seconds, at most 60 (a longer one is warned of); 0 jumps
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done ran
 *
 * As sliding_pages_pager_scroll_to_page(), and tells when it is over.
 */
void sliding_pages_pager_scroll_to_page_full(SlidingPagesPager *pager, int page, double duration, SlidingPagesMoveDoneFunc done,
                                             gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages_pager_scroll_by_items:
 * @pager: a pager
 * @count: items to move by (negative: back)
 * @duration: seconds, at most 60 (a longer one is warned of); 0 jumps
 *
 * With several items a page and #SlidingPagesPager:paging-enabled, goes to
 * the page holding the item @count on, and at least one page on.
 */
void sliding_pages_pager_scroll_by_items(SlidingPagesPager *pager, int count, double duration);

/**
 * sliding_pages_pager_scroll_by_items_full:
 * @pager: a pager
 * @count: items to move by (negative: back)
 * @duration: seconds, at most 60 (a longer one is warned of); 0 jumps
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends, with %FALSE when a drag or another
 *   move took over
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done was called
 *
 * sliding_pages_pager_scroll_by_items() with a completion.
 */
void sliding_pages_pager_scroll_by_items_full(SlidingPagesPager *pager, int count, double duration, SlidingPagesMoveDoneFunc done,
                                              gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages_pager_set_position:
 * @pager: a pager
 * @position: the fractional position in items
 * @animated: whether to move there over the page animation
 */
void sliding_pages_pager_set_position(SlidingPagesPager *pager, double position, gboolean animated);

/**
 * sliding_pages_pager_set_position_full:
 * @pager: a pager
 * @position: the fractional position in items
 * @animated: whether to move there over the page animation
 * @done: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   called once when the move ends, with %FALSE when a drag or another
 *   move took over
 * @user_data: data for @done
 * @destroy: (nullable): frees @user_data after @done was called
 *
 * sliding_pages_pager_set_position() with a completion.
 */
void sliding_pages_pager_set_position_full(SlidingPagesPager *pager, double position, gboolean animated, SlidingPagesMoveDoneFunc done,
                                           gpointer user_data, GDestroyNotify destroy);

/**
 * sliding_pages_pager_get_current_page:
 * @pager: a pager
 *
 * With a source that has no count (sliding_pages_pager_set_unbounded_source())
 * pages are numbered from the page it started on, or the first page once
 * the source said there is none before it: pages before the start are
 * negative, -1 among them. A page set with
 * sliding_pages_pager_set_current_page() keeps the numbering.
 *
 * Returns: the current page, -1 when empty
 */
int sliding_pages_pager_get_current_page(SlidingPagesPager *pager);

/**
 * sliding_pages_pager_get_current_item:
 * @pager: a pager
 *
 * Numbered as the pages are (sliding_pages_pager_get_current_page()) with
 * a source that has no count.
 *
 * Returns: the current item, -1 when empty
 */
int sliding_pages_pager_get_current_item(SlidingPagesPager *pager);

/**
 * sliding_pages_pager_get_n_pages:
 * @pager: a pager
 *
 * Returns: how many pages there are (0 for a source with no count)
 */
int sliding_pages_pager_get_n_pages(SlidingPagesPager *pager);

/**
 * sliding_pages_pager_get_n_items:
 * @pager: a pager
 *
 * Returns: how many items there are
 */
int sliding_pages_pager_get_n_items(SlidingPagesPager *pager);

/**
 * sliding_pages_pager_get_position:
 * @pager: a pager
 *
 * The item at the pager's anchor: at rest on a page, its first item with
 * edge alignment, its middle with centre alignment (1.0 on the first page
 * of three items).
 *
 * Returns: the fractional position in items (never NaN)
 */
double sliding_pages_pager_get_position(SlidingPagesPager *pager);

/**
 * sliding_pages_pager_is_item_shown:
 * @pager: a pager
 * @index: an item
 *
 * Returns: whether the item's page is on screen (a preloaded page is not)
 */
gboolean sliding_pages_pager_is_item_shown(SlidingPagesPager *pager, int index);

/**
 * sliding_pages_pager_get_live_pages:
 * @pager: a pager
 *
 * Returns: how many page widgets are in use now: those in view and the
 *   preloaded ones beside them
 */
int sliding_pages_pager_get_live_pages(SlidingPagesPager *pager);

/**
 * sliding_pages_pager_get_item_widget:
 * @pager: a pager
 * @index: an item
 *
 * Returns: (nullable) (transfer none): the item's page while it is live (in
 *   view or preloaded), or %NULL
 */
GtkWidget *sliding_pages_pager_get_item_widget(SlidingPagesPager *pager, int index);

/**
 * sliding_pages_pager_get_item_for_widget:
 * @pager: a pager
 * @widget: a live page or any widget inside one (a button in a form)
 *
 * Returns: the item whose page holds @widget, or -1
 */
int sliding_pages_pager_get_item_for_widget(SlidingPagesPager *pager, GtkWidget *widget);

/**
 * sliding_pages_pager_get_visible_items:
 * @pager: a pager
 * @n_items: (out): how many items are in view
 *
 * Returns: (array length=n_items) (transfer full) (nullable): the items in
 *   view, in order along the axis; free with g_free()
 */
int *sliding_pages_pager_get_visible_items(SlidingPagesPager *pager, guint *n_items);

/**
 * SlidingPagesPageTransform:
 * @scale: about the page's centre, 0 to 1
 * @alpha: the page's opacity, 0 to 1
 * @translation: along the scroll axis, in page extents, toward later items
 *   when positive (whatever the text direction)
 * @cross_translation: across the axis, in page extents
 * @rotation: a turn in the page's plane, in radians
 * @turn: a turn about the line across the axis (a card turning over), in
 *   radians, drawn foreshortened
 * @content_shift: the content slides inside the page's frame by this many
 *   page extents along the axis (parallax)
 * @elevation: pages are drawn from the lowest elevation up; pages of one
 *   elevation in no set order
 *
 * How one page is drawn (ViewPager2's PageTransformer values). Only the
 * picture moves: input and focus stay with the page where it lies.
 */
typedef struct {
    double scale;
    double alpha;
    double translation;
    double cross_translation;
    double rotation;
    double turn;
    double content_shift;
    double elevation;
} SlidingPagesPageTransform;

/**
 * SlidingPagesPageTransformFunc:
 * @pager: the pager
 * @index: the page's item
 * @offset: the page's distance from the current position, in pages: 0 at
 *   rest on it, -1 for the page before, 0.5 for the next page half in
 * @transform: how the page will be drawn: it arrives as the page effect
 *   would draw it; change what should differ
 * @user_data: the data given with the function
 *
 * Called for each live page (in view or preloaded) each time the pages are
 * placed. Changes it makes to the pager wait until the pages are placed.
 */
typedef void (*SlidingPagesPageTransformFunc)(SlidingPagesPager *pager, int index, double offset,
                                              SlidingPagesPageTransform *transform, gpointer user_data);

/**
 * sliding_pages_pager_set_page_transform:
 * @pager: a pager
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): draws
 *   each page at its offset, or %NULL to leave it to #SlidingPagesPager:page-effect
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or
 *   the pager destroyed
 *
 * Gives the pager a page transformer, which replaces the page effect.
 */
void sliding_pages_pager_set_page_transform(SlidingPagesPager *pager, SlidingPagesPageTransformFunc func,
                                            gpointer user_data, GDestroyNotify destroy);

G_END_DECLS

#endif

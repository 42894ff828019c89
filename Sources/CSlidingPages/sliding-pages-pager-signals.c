#include "sliding-pages-pager-instance.h"

/* The pager's signals: their definitions (with the documentation
 * introspection reads) and the emissions the C half makes itself. The
 * events the Swift half reports it emits through the ids. */

static guint signals[SP_N_SIGNALS];

/* A veto: every handler is asked in turn until one returns FALSE, which
 * refuses (and the rest are not asked). GLib's first-wins accumulator
 * would let a first TRUE hide a later FALSE. */
static gboolean veto_accumulator(GSignalInvocationHint *hint, GValue *return_accu, const GValue *handler_return,
                                 gpointer data) {
    (void)hint;
    (void)data;
    gboolean allowed = g_value_get_boolean(handler_return);
    g_value_set_boolean(return_accu, allowed);
    return allowed;
}

void pager_install_signals(GObjectClass *klass) {
    GType type = G_TYPE_FROM_CLASS(klass);
    /**
     * SlidingPagesPager::did-scroll:
     * @pager: the pager
     * @position: the fractional position in items
     *
     * The position changed (every frame while it moves).
     */
    signals[SP_SIGNAL_DID_SCROLL] = g_signal_new("did-scroll", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 1, G_TYPE_DOUBLE);
    /**
     * SlidingPagesPager::current-item-changed:
     * @pager: the pager
     * @index: the current item
     *
     * The current item changed, live during a drag.
     */
    signals[SP_SIGNAL_CURRENT_ITEM_CHANGED] = g_signal_new("current-item-changed", type, G_SIGNAL_RUN_LAST, 0,
                                                           NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
    /**
     * SlidingPagesPager::settled:
     * @pager: the pager
     * @page: the page it rests on
     *
     * Motion stopped on a page other than the last one it settled on.
     */
    signals[SP_SIGNAL_SETTLED] = g_signal_new("settled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 1, G_TYPE_INT);
    /**
     * SlidingPagesPager::page-selected:
     * @pager: the pager
     * @page: the page motion heads for
     *
     * The page motion heads for, as soon as it is known: at a drag's
     * release, as a move, key, wheel notch or snap starts, and at the latest
     * just before #SlidingPagesPager::settled on it. Only when it differs
     * from the page last selected.
     */
    signals[SP_SIGNAL_PAGE_SELECTED] = g_signal_new("page-selected", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 1, G_TYPE_INT);
    /**
     * SlidingPagesPager::page-shown:
     * @pager: the pager
     * @index: the item whose page came into view
     *
     * An item's page came into view, by a pixel or more; a page only
     * preloaded beside the view is not shown.
     */
    signals[SP_SIGNAL_PAGE_SHOWN] = g_signal_new("page-shown", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 1, G_TYPE_INT);
    /**
     * SlidingPagesPager::page-hidden:
     * @pager: the pager
     * @index: the item whose page left the view
     *
     * An item's page left the view.
     */
    signals[SP_SIGNAL_PAGE_HIDDEN] = g_signal_new("page-hidden", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 1, G_TYPE_INT);
    /**
     * SlidingPagesPager::will-begin-dragging:
     * @pager: the pager
     *
     * A drag (pointer, touch or touchpad) starts moving the pages.
     */
    signals[SP_SIGNAL_WILL_BEGIN_DRAGGING] = g_signal_new("will-begin-dragging", type, G_SIGNAL_RUN_LAST, 0,
                                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
    /**
     * SlidingPagesPager::did-end-dragging:
     * @pager: the pager
     * @will_decelerate: whether the pages coast on after the release
     *
     * The drag ended.
     */
    signals[SP_SIGNAL_DID_END_DRAGGING] = g_signal_new("did-end-dragging", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                       NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
    /**
     * SlidingPagesPager::will-begin-decelerating:
     * @pager: the pager
     *
     * The pages coast after a fling.
     */
    signals[SP_SIGNAL_WILL_BEGIN_DECELERATING] = g_signal_new("will-begin-decelerating", type, G_SIGNAL_RUN_LAST,
                                                              0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    /**
     * SlidingPagesPager::did-end-decelerating:
     * @pager: the pager
     *
     * The coasting stopped.
     */
    signals[SP_SIGNAL_DID_END_DECELERATING] = g_signal_new("did-end-decelerating", type, G_SIGNAL_RUN_LAST, 0,
                                                           NULL, NULL, NULL, G_TYPE_NONE, 0);
    /**
     * SlidingPagesPager::did-end-scrolling-animation:
     * @pager: the pager
     *
     * A programmatic move, key, wheel notch or autoplay step ended.
     */
    signals[SP_SIGNAL_DID_END_SCROLLING_ANIMATION] = g_signal_new(
        "did-end-scrolling-animation", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    /**
     * SlidingPagesPager::scrubber-select:
     * @pager: the pager
     *
     * Scrolling woke the scrubber: its nub shows at full opacity
     * (SPTScrollViewScrubber's select).
     */
    /**
     * SlidingPagesPager::scrubber-deselect:
     * @pager: the pager
     *
     * The scrubber faded back to rest.
     */
    /**
     * SlidingPagesPager::scrubber-highlight:
     * @pager: the pager
     *
     * The nub was grabbed.
     */
    /**
     * SlidingPagesPager::scrubber-unhighlight:
     * @pager: the pager
     *
     * The nub was let go.
     */
    static const char *const scrubber_signals[] = {"scrubber-select", "scrubber-deselect", "scrubber-highlight",
                                                   "scrubber-unhighlight"};
    for (int k = 0; k < 4; k++)
        signals[SP_SIGNAL_SCRUBBER_SELECT + k] =
            g_signal_new(scrubber_signals[k], type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    /**
     * SlidingPagesPager::item-selected:
     * @pager: the pager
     * @index: the item clicked
     *
     * A click on a page that no control inside it took.
     */
    signals[SP_SIGNAL_ITEM_SELECTED] = g_signal_new("item-selected", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 1, G_TYPE_INT);
    /**
     * SlidingPagesPager::should-select-item:
     * @pager: the pager
     * @index: the item clicked
     *
     * Asked before #SlidingPagesPager::item-selected. Handlers run until one
     * returns %FALSE: any %FALSE vetoes.
     *
     * Returns: %FALSE to ignore the click
     */
    signals[SP_SIGNAL_SHOULD_SELECT_ITEM] =
        g_signal_new("should-select-item", type, G_SIGNAL_RUN_LAST, 0, veto_accumulator, NULL,
                     NULL, G_TYPE_BOOLEAN, 1, G_TYPE_INT);

    /* The page factory, for hosts that cannot pass C callbacks (Python,
     * JavaScript): setting n-items with no other data source makes the
     * pager ask these signals for pages, as GTK 4's
     * GtkSignalListItemFactory asks its own. */
    /**
     * SlidingPagesPager::setup-page:
     * @pager: the pager
     *
     * Makes a new page widget, which bind-page then fills with an item.
     * Pages are recycled: only those in view and preloaded exist, and a
     * page leaving the view is bound again to another item.
     *
     * When #SlidingPagesPager::page-kind gives items kinds, the signal's
     * detail is the kind of the item the page is made for: connect
     * "setup-page::form" to make the pages of kind "form". The first
     * handler run makes the page, in the order they were connected:
     * connect a handler without a detail, run for every kind, last.
     *
     * Returns: (transfer full) (nullable): a new page widget
     */
    signals[SP_SIGNAL_SETUP_PAGE] = g_signal_new("setup-page", type, G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED, 0,
                                                 g_signal_accumulator_first_wins, NULL, NULL, GTK_TYPE_WIDGET, 0);
    /**
     * SlidingPagesPager::page-kind:
     * @pager: the pager
     * @index: an item
     *
     * The kind of page the item needs. A page is bound again only to an
     * item of its own kind, and is made by the setup-page handler for that
     * kind (the signal's detail). With no handler, every page is of one
     * kind.
     *
     * Returns: (transfer full) (nullable): the kind's name, or %NULL for
     *   the plain kind
     */
    signals[SP_SIGNAL_PAGE_KIND] = g_signal_new("page-kind", type, G_SIGNAL_RUN_LAST, 0,
                                                g_signal_accumulator_first_wins, NULL, NULL, G_TYPE_STRING, 1,
                                                G_TYPE_INT);
    /**
     * SlidingPagesPager::bind-page:
     * @pager: the pager
     * @page: a page setup-page made
     * @index: the item it shows now
     *
     * Shows item @index on @page.
     */
    signals[SP_SIGNAL_BIND_PAGE] = g_signal_new("bind-page", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 2, GTK_TYPE_WIDGET, G_TYPE_INT);
    /**
     * SlidingPagesPager::unbind-page:
     * @pager: the pager
     * @page: a page about to show another item, or to go
     *
     * Undoes what bind-page did, if anything needs undoing.
     */
    signals[SP_SIGNAL_UNBIND_PAGE] = g_signal_new("unbind-page", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 1, GTK_TYPE_WIDGET);
    /**
     * SlidingPagesPager::teardown-page:
     * @pager: the pager
     * @page: a page the pager no longer holds
     *
     * Undoes what setup-page did, if anything needs undoing. Emitted once
     * for each page setup-page made, from the main loop, when the pager
     * lets go of it: dropped from its pool, removed or destroyed, or with
     * the pager (after unbind-page if the page is bound). The host may
     * keep the page.
     */
    signals[SP_SIGNAL_TEARDOWN_PAGE] = g_signal_new("teardown-page", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                    NULL, G_TYPE_NONE, 1, GTK_TYPE_WIDGET);
    /**
     * SlidingPagesPager::page-title:
     * @pager: the pager
     * @index: an item
     *
     * The item's title in the header strip.
     *
     * Returns: (transfer full) (nullable): the title, or %NULL for none
     */
    signals[SP_SIGNAL_PAGE_TITLE] = g_signal_new("page-title", type, G_SIGNAL_RUN_LAST, 0,
                                                 g_signal_accumulator_first_wins, NULL, NULL, G_TYPE_STRING, 1,
                                                 G_TYPE_INT);
}

const guint *sliding_pages_pager_signal_ids(void) {
    SP_CROSSED();
    g_return_val_if_fail(signals[SP_SIGNAL_DID_SCROLL] != 0, NULL);
    return signals;
}

gboolean sliding_pages_pager_has_handler(SlidingPagesPager *self, guint signal_index) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), FALSE);
    g_return_val_if_fail(signal_index < SP_N_SIGNALS, FALSE);
    /* Any handler, with a detail or without (setup-page::kind counts). */
    return g_signal_handler_find(self, G_SIGNAL_MATCH_ID, signals[signal_index], 0, NULL, NULL, NULL) != 0;
}

GtkWidget *sliding_pages_pager_emit_setup_page(SlidingPagesPager *self, const char *kind) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), NULL);
    GtkWidget *page = NULL;
    g_signal_emit(self, signals[SP_SIGNAL_SETUP_PAGE], kind ? g_quark_from_string(kind) : 0, &page);
    /* The emission handed over a reference. A widget a C handler made is
     * still floating, and that reference is its floating one: sinking it
     * makes it an ordinary one. One a binding made was sunk by the binding,
     * which holds its own; ours is ordinary already. */
    if (page && g_object_is_floating(page)) g_object_ref_sink(page);
    return page;
}

void sliding_pages_pager_emit_page(SlidingPagesPager *self, guint signal_index, GtkWidget *page, int index) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    g_return_if_fail(signal_index == SP_SIGNAL_BIND_PAGE || signal_index == SP_SIGNAL_UNBIND_PAGE ||
                     signal_index == SP_SIGNAL_TEARDOWN_PAGE);
    if (signal_index == SP_SIGNAL_BIND_PAGE) g_signal_emit(self, signals[signal_index], 0, page, index);
    else g_signal_emit(self, signals[signal_index], 0, page);
}

char *sliding_pages_pager_emit_page_title(SlidingPagesPager *self, int index) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), NULL);
    char *title = NULL;
    if (!g_signal_has_handler_pending(self, signals[SP_SIGNAL_PAGE_TITLE], 0, FALSE)) return NULL;
    g_signal_emit(self, signals[SP_SIGNAL_PAGE_TITLE], 0, index, &title);
    return title;
}

char *sliding_pages_pager_emit_page_kind(SlidingPagesPager *self, int index) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), NULL);
    char *kind = NULL;
    if (!g_signal_has_handler_pending(self, signals[SP_SIGNAL_PAGE_KIND], 0, FALSE)) return NULL;
    g_signal_emit(self, signals[SP_SIGNAL_PAGE_KIND], 0, index, &kind);
    return kind;
}

gboolean sliding_pages_pager_emit_should_select(SlidingPagesPager *self, int index) {
    SP_CROSSED();
    gboolean result = TRUE;
    if (!g_signal_has_handler_pending(self, signals[SP_SIGNAL_SHOULD_SELECT_ITEM], 0, FALSE)) return TRUE;
    g_signal_emit(self, signals[SP_SIGNAL_SHOULD_SELECT_ITEM], 0, index, &result);
    return result;
}

#include "sliding-pages4-private.h"

/* The pager's signals: their definitions (with the documentation
 * introspection reads) and the emissions the Swift face asks for. */

static guint signals[SLIDING_PAGES4_N_SIGNALS];

/* A veto: handlers are asked in turn until one returns FALSE, which
 * refuses; GLib's first-wins accumulator would let a TRUE hide a FALSE. */
static gboolean veto_accumulator(G_GNUC_UNUSED GSignalInvocationHint *hint, GValue *return_accu, const GValue *handler_return,
                                 G_GNUC_UNUSED gpointer data) {
    gboolean allowed = g_value_get_boolean(handler_return);
    g_value_set_boolean(return_accu, allowed);
    return allowed;
}

void sliding_pages4_install_signals(GObjectClass *klass) {
    GType type = G_TYPE_FROM_CLASS(klass);
    /**
     * SlidingPages4Pager::settled:
     * @pager: the pager
     * @page: the page the pages came to rest on
     *
     * The pages came to rest after a drag, a fling or a move.
     */
    signals[SLIDING_PAGES4_SETTLED] = g_signal_new("settled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
    /**
     * SlidingPages4Pager::page-selected:
     * @pager: the pager
     * @page: the page the motion heads for
     *
     * A new page is chosen, as soon as it is known: at a drag's release,
     * a key or a programmatic move, before the pages settle.
     */
    signals[SLIDING_PAGES4_PAGE_SELECTED] = g_signal_new("page-selected", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                                         1, G_TYPE_INT);
    /* The page factory, for hosts that cannot pass C callbacks (Python,
     * JavaScript): setting n-items makes the pager ask these signals for
     * pages, as GtkSignalListItemFactory asks its own. */
    /**
     * SlidingPages4Pager::setup-page:
     * @pager: the pager
     *
     * Makes a new page widget, which bind-page then fills with an item.
     * Pages are recycled: one leaving the view is bound to another item.
     *
     * When #SlidingPages4Pager::page-kind gives items kinds, the signal's
     * detail is the kind of the item the page is made for: connect
     * "setup-page::form" to make the pages of kind "form". Handlers run
     * in the order they were connected and the first page made is taken:
     * connect a handler without a detail, run for every kind, last.
     *
     * Returns: (transfer full) (nullable): a new page widget
     */
    signals[SLIDING_PAGES4_SETUP_PAGE] = g_signal_new("setup-page", type, G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED, 0,
                                                      g_signal_accumulator_first_wins, NULL, NULL, GTK_TYPE_WIDGET, 0);
    /**
     * SlidingPages4Pager::page-kind:
     * @pager: the pager
     * @index: an item
     *
     * The kind of page the item needs. A page is bound again only to
     * items of the kind it was made for, and setup-page is emitted with
     * the kind as its detail. Without a handler, every item is of one kind.
     *
     * Returns: (transfer full) (nullable): the kind's name, or %NULL for
     *   the plain kind
     */
    signals[SLIDING_PAGES4_PAGE_KIND] = g_signal_new("page-kind", type, G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_first_wins, NULL,
                                                     NULL, G_TYPE_STRING, 1, G_TYPE_INT);
    /**
     * SlidingPages4Pager::bind-page:
     * @pager: the pager
     * @page: a page setup-page made
     * @index: the item it shows now
     *
     * Shows item @index on @page.
     */
    signals[SLIDING_PAGES4_BIND_PAGE] = g_signal_new("bind-page", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                                     GTK_TYPE_WIDGET, G_TYPE_INT);
    /**
     * SlidingPages4Pager::unbind-page:
     * @pager: the pager
     * @page: a page about to show another item, or to go
     *
     * Undoes what bind-page did, if anything needs undoing.
     */
    signals[SLIDING_PAGES4_UNBIND_PAGE] = g_signal_new("unbind-page", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                                       GTK_TYPE_WIDGET);
    /**
     * SlidingPages4Pager::teardown-page:
     * @pager: the pager
     * @page: a page the pager no longer holds
     *
     * Undoes what setup-page did, if anything needs undoing. Emitted once
     * for each page setup-page made, when the pager lets go of it (after
     * unbind-page if it is bound). The host may keep the page.
     */
    signals[SLIDING_PAGES4_TEARDOWN_PAGE] = g_signal_new("teardown-page", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                                         1, GTK_TYPE_WIDGET);
    /**
     * SlidingPages4Pager::page-title:
     * @pager: the pager
     * @index: an item
     *
     * The item's title in the header strip. With no handler connected
     * when #SlidingPages4Pager:n-items is set, the pager shows no strip.
     *
     * Returns: (transfer full) (nullable): the title, or %NULL for "k / n"
     */
    signals[SLIDING_PAGES4_PAGE_TITLE] = g_signal_new("page-title", type, G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_first_wins, NULL,
                                                      NULL, G_TYPE_STRING, 1, G_TYPE_INT);
    /* The events the GTK 3 pager reports, with its names and arguments, so
     * one handler serves both. */
    /**
     * SlidingPages4Pager::did-scroll:
     * @pager: the pager
     * @position: the fractional position in items
     *
     * The position changed (every frame while it moves).
     */
    signals[SLIDING_PAGES4_DID_SCROLL] = g_signal_new("did-scroll", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                                      G_TYPE_DOUBLE);
    /**
     * SlidingPages4Pager::current-item-changed:
     * @pager: the pager
     * @index: the current item
     *
     * The current item changed, live during a drag.
     */
    signals[SLIDING_PAGES4_CURRENT_ITEM_CHANGED] = g_signal_new("current-item-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                                NULL, G_TYPE_NONE, 1, G_TYPE_INT);
    /**
     * SlidingPages4Pager::page-shown:
     * @pager: the pager
     * @index: the item whose page came into view
     *
     * An item's page came into view, by a pixel or more; a page only kept
     * ahead of the view is not shown.
     */
    signals[SLIDING_PAGES4_PAGE_SHOWN] = g_signal_new("page-shown", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                                      G_TYPE_INT);
    /**
     * SlidingPages4Pager::page-hidden:
     * @pager: the pager
     * @index: the item whose page left the view
     *
     * An item's page left the view.
     */
    signals[SLIDING_PAGES4_PAGE_HIDDEN] = g_signal_new("page-hidden", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                                       G_TYPE_INT);
    /**
     * SlidingPages4Pager::will-begin-dragging:
     * @pager: the pager
     *
     * A drag (pointer, touch or touchpad) starts moving the pages.
     */
    /**
     * SlidingPages4Pager::will-begin-decelerating:
     * @pager: the pager
     *
     * The pages coast after a fling.
     */
    /**
     * SlidingPages4Pager::did-end-decelerating:
     * @pager: the pager
     *
     * The coasting stopped (also when a new drag takes over).
     */
    /**
     * SlidingPages4Pager::did-end-scrolling-animation:
     * @pager: the pager
     *
     * A programmatic move, key, wheel notch or autoplay step arrived.
     */
    /**
     * SlidingPages4Pager::scrubber-select:
     * @pager: the pager
     *
     * Scrolling woke the scrubber: its nub shows at full opacity.
     */
    /**
     * SlidingPages4Pager::scrubber-deselect:
     * @pager: the pager
     *
     * The scrubber faded back to rest.
     */
    /**
     * SlidingPages4Pager::scrubber-highlight:
     * @pager: the pager
     *
     * The nub was grabbed.
     */
    /**
     * SlidingPages4Pager::scrubber-unhighlight:
     * @pager: the pager
     *
     * The nub was let go.
     */
    static const struct { SlidingPages4Signal id; const char *name; } plain[] = {
        {SLIDING_PAGES4_WILL_BEGIN_DRAGGING, "will-begin-dragging"},
        {SLIDING_PAGES4_WILL_BEGIN_DECELERATING, "will-begin-decelerating"},
        {SLIDING_PAGES4_DID_END_DECELERATING, "did-end-decelerating"},
        {SLIDING_PAGES4_DID_END_SCROLLING_ANIMATION, "did-end-scrolling-animation"},
        {SLIDING_PAGES4_SCRUBBER_SELECT, "scrubber-select"},
        {SLIDING_PAGES4_SCRUBBER_DESELECT, "scrubber-deselect"},
        {SLIDING_PAGES4_SCRUBBER_HIGHLIGHT, "scrubber-highlight"},
        {SLIDING_PAGES4_SCRUBBER_UNHIGHLIGHT, "scrubber-unhighlight"},
    };
    for (size_t k = 0; k < G_N_ELEMENTS(plain); k++)
        signals[plain[k].id] = g_signal_new(plain[k].name, type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    /**
     * SlidingPages4Pager::did-end-dragging:
     * @pager: the pager
     * @will_decelerate: whether the pages coast on after the release
     *
     * The drag ended.
     */
    signals[SLIDING_PAGES4_DID_END_DRAGGING] = g_signal_new("did-end-dragging", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                            G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
    /**
     * SlidingPages4Pager::should-select-item:
     * @pager: the pager
     * @index: the item clicked
     *
     * Asked before #SlidingPages4Pager::item-selected. Handlers run until
     * one returns %FALSE: any %FALSE vetoes.
     *
     * Returns: %FALSE to ignore the click
     */
    signals[SLIDING_PAGES4_SHOULD_SELECT_ITEM] = g_signal_new("should-select-item", type, G_SIGNAL_RUN_LAST, 0, veto_accumulator,
                                                              NULL, NULL, G_TYPE_BOOLEAN, 1, G_TYPE_INT);
    /**
     * SlidingPages4Pager::item-selected:
     * @pager: the pager
     * @index: the item clicked
     *
     * A click on a page that no control inside it took.
     */
    signals[SLIDING_PAGES4_ITEM_SELECTED] = g_signal_new("item-selected", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                                         1, G_TYPE_INT);
}

gboolean sliding_pages4_pager_emit_event(SlidingPages4Pager *self, SlidingPages4Signal signal, double value) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_PAGER(self), FALSE);
    guint id = signal < SLIDING_PAGES4_N_SIGNALS ? signals[signal] : 0;
    switch (signal) {
    case SLIDING_PAGES4_DID_SCROLL:
        g_signal_emit(self, id, 0, value);
        return TRUE;
    case SLIDING_PAGES4_DID_END_DRAGGING:
        g_signal_emit(self, id, 0, (gboolean)(value != 0));
        return TRUE;
    case SLIDING_PAGES4_SETTLED:
    case SLIDING_PAGES4_PAGE_SELECTED:
    case SLIDING_PAGES4_CURRENT_ITEM_CHANGED:
    case SLIDING_PAGES4_PAGE_SHOWN:
    case SLIDING_PAGES4_PAGE_HIDDEN:
    case SLIDING_PAGES4_ITEM_SELECTED:
        g_signal_emit(self, id, 0, (int)value);
        return TRUE;
    case SLIDING_PAGES4_SHOULD_SELECT_ITEM: {
        /* With no handler, nothing vetoes (an emission would answer FALSE). */
        gboolean allowed = TRUE;
        if (g_signal_has_handler_pending(self, id, 0, FALSE)) g_signal_emit(self, id, 0, (int)value, &allowed);
        return allowed;
    }
    case SLIDING_PAGES4_WILL_BEGIN_DRAGGING:
    case SLIDING_PAGES4_WILL_BEGIN_DECELERATING:
    case SLIDING_PAGES4_DID_END_DECELERATING:
    case SLIDING_PAGES4_DID_END_SCROLLING_ANIMATION:
    case SLIDING_PAGES4_SCRUBBER_SELECT:
    case SLIDING_PAGES4_SCRUBBER_DESELECT:
    case SLIDING_PAGES4_SCRUBBER_HIGHLIGHT:
    case SLIDING_PAGES4_SCRUBBER_UNHIGHLIGHT:
        g_signal_emit(self, id, 0);
        return TRUE;
    default:
        g_return_val_if_reached(FALSE);
    }
}

gboolean sliding_pages4_pager_has_handler(SlidingPages4Pager *self, SlidingPages4Signal signal) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_PAGER(self), FALSE);
    g_return_val_if_fail(signal < SLIDING_PAGES4_N_SIGNALS, FALSE);
    /* Any unblocked handler, whatever its detail ("setup-page::form"). */
    return g_signal_handler_find(self, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_UNBLOCKED, signals[signal], 0, NULL, NULL, NULL) != 0;
}

GQuark sliding_pages4_pager_emit_page_kind(SlidingPages4Pager *self, int index) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_PAGER(self), 0);
    if (!g_signal_has_handler_pending(self, signals[SLIDING_PAGES4_PAGE_KIND], 0, FALSE)) return 0;
    char *kind = NULL;
    g_signal_emit(self, signals[SLIDING_PAGES4_PAGE_KIND], 0, index, &kind);
    GQuark quark = kind && *kind ? g_quark_from_string(kind) : 0;
    g_free(kind);
    return quark;
}

GtkWidget *sliding_pages4_pager_emit_setup_page(SlidingPages4Pager *self, GQuark kind) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_PAGER(self), NULL);
    GtkWidget *page = NULL;
    g_signal_emit(self, signals[SLIDING_PAGES4_SETUP_PAGE], kind, &page);
    /* The emission hands over a reference: a C handler's new widget is
     * still floating (sinking makes that reference ordinary); a binding's
     * was sunk by the binding, and ours is ordinary already. */
    if (page && g_object_is_floating(page)) g_object_ref_sink(page);
    return page;
}

void sliding_pages4_pager_emit_bind_page(SlidingPages4Pager *self, GtkWidget *page, int index) {
    g_return_if_fail(SLIDING_PAGES4_IS_PAGER(self));
    g_return_if_fail(GTK_IS_WIDGET(page));
    g_signal_emit(self, signals[SLIDING_PAGES4_BIND_PAGE], 0, page, index);
}

void sliding_pages4_pager_emit_page(SlidingPages4Pager *self, SlidingPages4Signal signal, GtkWidget *page) {
    g_return_if_fail(SLIDING_PAGES4_IS_PAGER(self));
    g_return_if_fail(signal == SLIDING_PAGES4_UNBIND_PAGE || signal == SLIDING_PAGES4_TEARDOWN_PAGE);
    g_return_if_fail(GTK_IS_WIDGET(page));
    g_signal_emit(self, signals[signal], 0, page);
}

char *sliding_pages4_pager_emit_page_title(SlidingPages4Pager *self, int index) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_PAGER(self), NULL);
    char *title = NULL;
    g_signal_emit(self, signals[SLIDING_PAGES4_PAGE_TITLE], 0, index, &title);
    return title;
}


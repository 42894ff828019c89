/* Warnings name the library, as the Swift side's do. */
#define G_LOG_DOMAIN "SlidingPages"

#include "sliding-pages-dots-private.h"
#include "sliding-pages-instance-private.h"
#include "sliding-pages.h"
#include "sliding-pages-words.h"

/* SlidingPagesDots: the GType, input, focus and accessible. Its state, decisions, look and
 * geometry come from the Swift side (sliding-pages-dots-private.h). */

struct _SlidingPagesDots {
    GtkDrawingArea parent;
    SlidingPagesDotsControl *control;
    SlidingPagesIndicatorStyle style;
    GtkAdjustment *adjustment;
    gulong adjustment_handlers[2];
    /* A pager followed (weak), its first dot's page, the dot it moves to (-1: none), whether it wraps. */
    SlidingPagesPager *pager;
    gulong pager_handlers[2];
    int first_page, heading;
    gboolean wraps;
    /* Per-page colours (sliding_pages_dots_set_colour_func), or NULL. */
    SlidingPagesDotColourFunc colour;
    gpointer colour_data;
    GDestroyNotify colour_destroy;
    /* Per-page colour lists (sliding_pages_dots_set_colour_list), or empty. */
    GArray *colour_list[2]; /* normal, current */
};

G_DEFINE_TYPE(SlidingPagesDots, sliding_pages_dots, GTK_TYPE_DRAWING_AREA)

enum {
    PROP_0, PROP_N_PAGES, PROP_POSITION, PROP_CURRENT_PAGE, PROP_HIDES_FOR_SINGLE_PAGE, PROP_DEFERS_CURRENT_PAGE_DISPLAY,
    PROP_INDICATOR_STYLE, PROP_ADJUSTMENT, PROP_PAGER, N_PROPS
};
static GParamSpec *props[N_PROPS];
enum { SIGNAL_PAGE_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static gboolean is_dots(gpointer self, const char *function) {
    return sliding_pages_is_instance(self, SLIDING_PAGES_TYPE_DOTS, function);
}

static SlidingPagesDotsState state(SlidingPagesDots *self) {
    SlidingPagesDotsState s;
    sliding_pages_dots_control_read(self->control, &s);
    return s;
}

int sliding_pages_dots_get_current_page(SlidingPagesDots *self) {
    return is_dots(self, G_STRFUNC) ? state(self).current_page : -1;
}

/* An adjustment's values run left to right in GTK 3 whatever the direction, so dots following one
 * keep to the content; else the row mirrors with the (followed pager's) text direction. */
static gboolean mirrored(SlidingPagesDots *self) {
    GtkWidget *w = self->pager ? GTK_WIDGET(self->pager) : GTK_WIDGET(self);
    return !self->adjustment && gtk_widget_get_direction(w) == GTK_TEXT_DIR_RTL;
}

/* "Page k of n", as the pager's accessible says it. */
static void update_accessible(SlidingPagesDots *self) {
    AtkObject *a = gtk_widget_get_accessible(GTK_WIDGET(self));
    if (!a) return;
    SlidingPagesDotsState s = state(self);
    char *text = s.current_page < 0 ? g_strdup(_("No pages")) : g_strdup_printf(_("Page %1$d of %2$d"), s.current_page + 1, s.n_pages);
    atk_object_set_description(a, text);
    g_free(text);
}

/* The state changed (`changes`, SP_DOTS_ flags): redraw, resize when the
 * count did, notify. */
static void changed(SlidingPagesDots *self, int changes) {
    g_object_freeze_notify(G_OBJECT(self));
    if (changes & SP_DOTS_COUNT) {
        gtk_widget_queue_resize(GTK_WIDGET(self));
        g_object_notify_by_pspec(G_OBJECT(self), props[PROP_N_PAGES]);
    }
    if (changes & SP_DOTS_POSITION) g_object_notify_by_pspec(G_OBJECT(self), props[PROP_POSITION]);
    if (changes & SP_DOTS_PAGE) g_object_notify_by_pspec(G_OBJECT(self), props[PROP_CURRENT_PAGE]);
    g_object_thaw_notify(G_OBJECT(self));
    /* Told when it changes, not every frame of a scroll. */
    if (changes & (SP_DOTS_COUNT | SP_DOTS_PAGE)) update_accessible(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void set_state(SlidingPagesDots *self, int n_pages, double position, double reveal) {
    changed(self, sliding_pages_dots_control_set(self->control, n_pages, position, reveal, self->wraps, self->first_page, self->heading));
}

static void adjustment_changed(GtkAdjustment *adj, gpointer data) {
    SlidingPagesDots *self = data;
    int n = 0;
    double position = 0, reveal = 0;
    /* An adjustment that holds no page (its page size 0) shows none. */
    if (!sliding_pages_dots_read_adjustment(gtk_adjustment_get_lower(adj), gtk_adjustment_get_upper(adj),
                                            gtk_adjustment_get_page_size(adj), gtk_adjustment_get_value(adj), &n, &position,
                                            &reveal))
        n = 0, position = 0, reveal = 0;
    set_state(self, n, position, reveal);
}

static void pager_changed(SlidingPagesDots *self) {
    if (!self->pager) return;
    SlidingPagesBoundIndicator b;
    sliding_pages_pager_bound_indicator(self->pager, &b);
    self->first_page = b.first_page;
    self->wraps = b.wraps;
    self->heading = b.heading;
    set_state(self, b.n_pages, b.position, b.reveal);
}

static void pager_notified(SlidingPagesDots *self, G_GNUC_UNUSED GParamSpec *pspec) { pager_changed(self); }

/* The control forgets a pager's numbering, wrap and heading, keeping its pages. */
static void forget_pager(SlidingPagesDots *self) {
    SlidingPagesDotsState st;
    sliding_pages_dots_control_read(self->control, &st);
    set_state(self, st.n_pages, st.position, st.reveal);
}

/* The pager went: the dots keep its last pages, driven by hand from now on. */
static void pager_gone(gpointer data, G_GNUC_UNUSED GObject *where) {
    SlidingPagesDots *self = data;
    self->pager = NULL;
    self->pager_handlers[0] = self->pager_handlers[1] = 0;
    self->first_page = 0;
    self->heading = -1;
    self->wraps = FALSE;
    forget_pager(self);
    g_object_notify_by_pspec(G_OBJECT(self), props[PROP_PAGER]);
}

void sliding_pages_dots_set_pager(SlidingPagesDots *self, SlidingPagesPager *pager) {
    if (!is_dots(self, G_STRFUNC)) return;
    if (pager && !SLIDING_PAGES_IS_PAGER(pager)) {
        g_warning("%s: a %s is not a SlidingPagesPager; the dots are unchanged", G_STRFUNC, G_OBJECT_TYPE_NAME(pager));
        return;
    }
    if (pager == self->pager) return;
    if (self->pager) {
        for (int k = 0; k < 2; k++) g_signal_handler_disconnect(self->pager, self->pager_handlers[k]);
        g_object_weak_unref(G_OBJECT(self->pager), pager_gone, self);
    }
    self->pager = NULL;
    self->pager_handlers[0] = self->pager_handlers[1] = 0;
    self->first_page = 0;
    self->heading = -1;
    self->wraps = FALSE;
    forget_pager(self);
    if (pager) {
        sliding_pages_dots_set_adjustment(self, NULL);
        self->pager = pager;
        g_object_weak_ref(G_OBJECT(pager), pager_gone, self);
        /* Every property change, the position's each frame: the readout is
         * one call. Gone with the dots (connect_object) or the pager. */
        self->pager_handlers[0] = g_signal_connect_object(pager, "notify", G_CALLBACK(pager_notified), self, G_CONNECT_SWAPPED);
        /* The row mirrors with the pager's direction, which notifies nothing. */
        self->pager_handlers[1] = g_signal_connect_object(pager, "direction-changed", G_CALLBACK(gtk_widget_queue_draw), self,
                                                          G_CONNECT_SWAPPED);
        pager_changed(self);
    }
    gtk_widget_queue_draw(GTK_WIDGET(self));
    g_object_notify_by_pspec(G_OBJECT(self), props[PROP_PAGER]);
}

void sliding_pages_dots_set_adjustment(SlidingPagesDots *self, GtkAdjustment *adjustment) {
    if (!is_dots(self, G_STRFUNC)) return;
    if (adjustment && !GTK_IS_ADJUSTMENT(adjustment)) {
        g_warning("%s: a %s is not a GtkAdjustment; the dots are unchanged", G_STRFUNC, G_OBJECT_TYPE_NAME(adjustment));
        return;
    }
    if (adjustment == self->adjustment) return;
    if (adjustment) sliding_pages_dots_set_pager(self, NULL);
    if (self->adjustment) {
        for (int k = 0; k < 2; k++) g_signal_handler_disconnect(self->adjustment, self->adjustment_handlers[k]);
        g_clear_object(&self->adjustment);
    }
    if (adjustment) {
        self->adjustment = g_object_ref_sink(adjustment);
        self->adjustment_handlers[0] = g_signal_connect(adjustment, "value-changed", G_CALLBACK(adjustment_changed), self);
        self->adjustment_handlers[1] = g_signal_connect(adjustment, "changed", G_CALLBACK(adjustment_changed), self);
        adjustment_changed(adjustment, self);
    }
    g_object_notify_by_pspec(G_OBJECT(self), props[PROP_ADJUSTMENT]);
}

/* Scrolls a followed pager or adjustment to `page`. */
static void scroll_followed(SlidingPagesDots *self, int page) {
    if (self->pager) {
        sliding_pages_pager_bound_scroll(self->pager, self->first_page + page);
        return;
    }
    double size = gtk_adjustment_get_page_size(self->adjustment);
    gtk_adjustment_set_value(self->adjustment, gtk_adjustment_get_lower(self->adjustment) + page * size);
}

/* Dots driven by hand show the page at once (UIPageControl's tap), or at
 * sliding_pages_dots_update_current_page_display() when they defer; then the host hears of it. */
static void ask_for_page(SlidingPagesDots *self, int page) {
    int changes = 0;
    switch (sliding_pages_dots_control_ask(self->control, page, self->adjustment || self->pager, &page, &changes)) {
    case SP_DOTS_NONE: return;
    case SP_DOTS_SCROLL: scroll_followed(self, page); break;
    case SP_DOTS_SHOWN: changed(self, changes); break;
    case SP_DOTS_DEFERRED: break;
    }
    g_signal_emit(self, signals[SIGNAL_PAGE_CHANGED], 0, page);
}

void sliding_pages_dots_update_current_page_display(SlidingPagesDots *self) {
    if (!is_dots(self, G_STRFUNC)) return;
    int changes = sliding_pages_dots_control_update_display(self->control);
    if (changes >= 0) changed(self, changes);
}

void sliding_pages_dots_get_size_for_page_count(int n_pages, int *width, int *height) {
    int w = 0, h = 0;
    sliding_pages_dots_measure(MAX(1, n_pages), SLIDING_PAGES_INDICATOR_STYLE_DOTS, &w, &h);
    if (width) *width = w;
    if (height) *height = h;
}

static gboolean dots_draw(GtkWidget *widget, cairo_t *cr) {
    SlidingPagesDots *self = SLIDING_PAGES_DOTS(widget);
    SlidingPagesDotsState s = state(self);
    if (s.hidden) return FALSE;
    sliding_pages_dots_paint(widget, cr, s.n_pages, s.position, s.reveal, mirrored(self), self->style, self->wraps);
    if (gtk_widget_has_visible_focus(widget))
        gtk_render_focus(gtk_widget_get_style_context(widget), cr, 0, 0, gtk_widget_get_allocated_width(widget),
                         gtk_widget_get_allocated_height(widget));
    return FALSE;
}

static void dots_measure(GtkWidget *widget, gboolean horizontal, int *minimum, int *natural) {
    SlidingPagesDots *self = SLIDING_PAGES_DOTS(widget);
    int w = 0, h = 0;
    sliding_pages_dots_measure(MAX(1, state(self).n_pages), self->style, &w, &h);
    *minimum = *natural = horizontal ? w : h;
}
static void dots_preferred_width(GtkWidget *w, int *min, int *nat) { dots_measure(w, TRUE, min, nat); }
static void dots_preferred_height(GtkWidget *w, int *min, int *nat) { dots_measure(w, FALSE, min, nat); }

static gboolean dots_button_press(GtkWidget *widget, GdkEventButton *event) {
    SlidingPagesDots *self = SLIDING_PAGES_DOTS(widget);
    SlidingPagesDotsState s = state(self);
    if (event->button != GDK_BUTTON_PRIMARY || event->type != GDK_BUTTON_PRESS || s.hidden) return FALSE;
    int page = sliding_pages_dots_page_at(s.n_pages, s.position, event->x, gtk_widget_get_allocated_width(widget), mirrored(self),
                                          self->style);
    if (page < 0) return FALSE;
    if (gtk_widget_get_can_focus(widget)) gtk_widget_grab_focus(widget);
    ask_for_page(self, page);
    return TRUE;
}

static gboolean dots_key_press(GtkWidget *widget, GdkEventKey *event) {
    SlidingPagesDots *self = SLIDING_PAGES_DOTS(widget);
    /* Left and right follow the row: mirrored in RTL unless it follows an
     * adjustment. */
    int page = sliding_pages_dots_control_key(self->control, event->keyval, event->state, mirrored(self));
    if (page < 0) return GTK_WIDGET_CLASS(sliding_pages_dots_parent_class)->key_press_event(widget, event);
    ask_for_page(self, page);
    return TRUE;
}

static void dots_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPagesDots *self = SLIDING_PAGES_DOTS(object);
    SlidingPagesDotsState s = state(self);
    switch (id) {
    case PROP_N_PAGES: changed(self, sliding_pages_dots_control_set_count(self->control, g_value_get_int(value))); break;
    case PROP_POSITION: set_state(self, s.n_pages, g_value_get_double(value), 0); break;
    case PROP_CURRENT_PAGE: {
        /* Following an adjustment, the adjustment scrolls there and the
         * dots follow. */
        int page = sliding_pages_dots_control_page_to_set(self->control, g_value_get_int(value));
        if ((self->adjustment || self->pager) && s.n_pages > 0) scroll_followed(self, page);
        else set_state(self, s.n_pages, page, 0);
        break;
    }
    case PROP_HIDES_FOR_SINGLE_PAGE:
        if (s.hides_for_single_page != g_value_get_boolean(value)) {
            sliding_pages_dots_control_set_modes(self->control, g_value_get_boolean(value), s.defers);
            gtk_widget_queue_draw(GTK_WIDGET(self));
            g_object_notify_by_pspec(object, pspec);
        }
        break;
    case PROP_DEFERS_CURRENT_PAGE_DISPLAY:
        if (s.defers != g_value_get_boolean(value)) {
            sliding_pages_dots_control_set_modes(self->control, s.hides_for_single_page, g_value_get_boolean(value));
            if (!g_value_get_boolean(value)) sliding_pages_dots_update_current_page_display(self);
            g_object_notify_by_pspec(object, pspec);
        }
        break;
    case PROP_INDICATOR_STYLE:
        if ((int)self->style != g_value_get_enum(value)) {
            self->style = g_value_get_enum(value);
            gtk_widget_queue_resize(GTK_WIDGET(self));
            g_object_notify_by_pspec(object, pspec);
        }
        break;
    case PROP_ADJUSTMENT: sliding_pages_dots_set_adjustment(self, g_value_get_object(value)); break;
    case PROP_PAGER: sliding_pages_dots_set_pager(self, g_value_get_object(value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void dots_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPagesDots *self = SLIDING_PAGES_DOTS(object);
    SlidingPagesDotsState s = state(self);
    switch (id) {
    case PROP_N_PAGES: g_value_set_int(value, s.n_pages); break;
    case PROP_POSITION: g_value_set_double(value, s.position); break;
    case PROP_CURRENT_PAGE: g_value_set_int(value, s.current_page); break;
    case PROP_HIDES_FOR_SINGLE_PAGE: g_value_set_boolean(value, s.hides_for_single_page); break;
    case PROP_DEFERS_CURRENT_PAGE_DISPLAY: g_value_set_boolean(value, s.defers); break;
    case PROP_INDICATOR_STYLE: g_value_set_enum(value, self->style); break;
    case PROP_ADJUSTMENT: g_value_set_object(value, self->adjustment); break;
    case PROP_PAGER: g_value_set_object(value, self->pager); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

void sliding_pages_dots_set_colour_func(SlidingPagesDots *self, SlidingPagesDotColourFunc colour, gpointer user_data,
                                       GDestroyNotify destroy) {
    if (!is_dots(self, G_STRFUNC)) {
        if (destroy) destroy(user_data);
        return;
    }
    /* The new function is in place before the old data is freed: a destroy
     * notify that calls back in meets it. */
    GDestroyNotify old_destroy = self->colour_destroy;
    gpointer old_data = self->colour_data;
    self->colour = colour;
    self->colour_data = user_data;
    self->colour_destroy = colour ? destroy : NULL;
    if (!colour && destroy) destroy(user_data);
    if (old_destroy) old_destroy(old_data);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

void sliding_pages_dots_set_colour_list(SlidingPagesDots *self, const GdkRGBA *colours, gsize n_colours,
                                        const GdkRGBA *current_colours, gsize n_current) {
    if (!is_dots(self, G_STRFUNC)) {
        return;
    }
    const GdkRGBA *lists[2] = {colours, current_colours};
    gsize counts[2] = {n_colours, n_current};
    for (int k = 0; k < 2; k++) {
        if (counts[k] > 0 && !lists[k]) {
            g_warning("sliding_pages_dots_set_colour_list: %s colours are NULL with a count of %" G_GSIZE_FORMAT "; the theme's are used",
                      k ? "the current" : "the", counts[k]);
            counts[k] = 0;
        }
        /* More colours than pages could ever show are not kept. */
        counts[k] = MIN(counts[k], (gsize)G_MAXINT);
        g_array_set_size(self->colour_list[k], 0);
        if (counts[k] > 0) g_array_append_vals(self->colour_list[k], lists[k], (guint)MIN(counts[k], G_MAXUINT / sizeof(GdkRGBA)));
    }
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

gboolean sliding_pages_dots_colour(SlidingPagesDots *self, int page, gboolean current, GdkRGBA *colour) {
    g_return_val_if_fail(SLIDING_PAGES_IS_DOTS(self), FALSE);
    return self->colour && self->colour(page, current, colour, self->colour_data);
}

const GdkRGBA *sliding_pages_dots_colour_list(SlidingPagesDots *self, gboolean current, guint *n) {
    g_return_val_if_fail(SLIDING_PAGES_IS_DOTS(self), NULL);
    GArray *list = self->colour_list[current ? 1 : 0];
    *n = list->len;
    return (const GdkRGBA *)(void *)list->data;
}

static void dots_finalize(GObject *object) {
    SlidingPagesDots *self = SLIDING_PAGES_DOTS(object);
    for (int k = 0; k < 2; k++) g_array_unref(self->colour_list[k]);
    sliding_pages_dots_control_free(self->control);
    G_OBJECT_CLASS(sliding_pages_dots_parent_class)->finalize(object);
}

static void dots_dispose(GObject *object) {
    sliding_pages_dots_set_colour_func(SLIDING_PAGES_DOTS(object), NULL, NULL, NULL);
    sliding_pages_dots_set_adjustment(SLIDING_PAGES_DOTS(object), NULL);
    sliding_pages_dots_set_pager(SLIDING_PAGES_DOTS(object), NULL);
    G_OBJECT_CLASS(sliding_pages_dots_parent_class)->dispose(object);
}

static void sliding_pages_dots_init(SlidingPagesDots *self) {
    GtkWidget *w = GTK_WIDGET(self);
    self->control = sliding_pages_dots_control_new();
    self->heading = -1;
    for (int k = 0; k < 2; k++) self->colour_list[k] = g_array_new(FALSE, FALSE, sizeof(GdkRGBA));
    gtk_widget_set_can_focus(w, TRUE);
    gtk_widget_add_events(w, GDK_BUTTON_PRESS_MASK | GDK_KEY_PRESS_MASK);
    gtk_style_context_add_class(gtk_widget_get_style_context(w), "sliding-pages-dots");
    AtkObject *a = gtk_widget_get_accessible(w);
    if (a) {
        atk_object_set_role(a, ATK_ROLE_PAGE_TAB_LIST);
        atk_object_set_name(a, _("Page dots"));
    }
    update_accessible(self);
}

static void sliding_pages_dots_class_init(SlidingPagesDotsClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->set_property = dots_set_property;
    object_class->get_property = dots_get_property;
    object_class->dispose = dots_dispose;
    object_class->finalize = dots_finalize;
    widget_class->draw = dots_draw;
    widget_class->get_preferred_width = dots_preferred_width;
    widget_class->get_preferred_height = dots_preferred_height;
    widget_class->button_press_event = dots_button_press;
    widget_class->key_press_event = dots_key_press;
    gtk_widget_class_set_css_name(widget_class, "dots");

    GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
    /* Ranges and defaults come from the core's DotsOptionTable. */
    sliding_pages_standalone_pspecs(0, &props[PROP_N_PAGES]);
    props[PROP_ADJUSTMENT] = g_param_spec_object("adjustment", "Adjustment",
                                                 "An adjustment to follow: one page is its page size", GTK_TYPE_ADJUSTMENT, rw);
    props[PROP_PAGER] = g_param_spec_object("pager", "Pager", "A pager to follow and to scroll from the dots",
                                            SLIDING_PAGES_TYPE_PAGER, rw);
    g_object_class_install_properties(object_class, N_PROPS, props);

    /**
     * SlidingPagesDots::page-changed:
     * @dots: the dots
     * @page: the page asked for
     *
     * The user clicked a dot or pressed an arrow, Home or End key that
     * asks for another page than the one shown: show @page. Dots following an adjustment have scrolled it there already
     * (a handler may scroll it on from there).
     */
    signals[SIGNAL_PAGE_CHANGED] = g_signal_new("page-changed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

GtkWidget *sliding_pages_dots_new(int n_pages) {
    if (n_pages < 0)
        g_warning("%s: n_pages %d is negative; the dots show none", G_STRFUNC, n_pages);
    return g_object_new(SLIDING_PAGES_TYPE_DOTS, "n-pages", MAX(0, n_pages), NULL);
}

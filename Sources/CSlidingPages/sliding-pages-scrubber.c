/* Warnings name the library, as the Swift side's do. */
#define G_LOG_DOMAIN "SlidingPages"

#include "sliding-pages-scrubber-instance.h"
#include "sliding-pages-instance-private.h"
#include "sliding-pages-words.h"

/* SlidingPagesScrubber: the GType, the adjustment it follows, the nub's drag and fade. Where the
 * nub goes, its states and its look come from the Swift side (sliding-pages-scrubber-private.h). */


G_DEFINE_TYPE_WITH_CODE(SlidingPagesScrubber, sliding_pages_scrubber, GTK_TYPE_BIN,
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_ORIENTABLE, NULL))

enum {
    PROP_0, PROP_NUB, PROP_INSET_TOP, PROP_INSET_BOTTOM, PROP_INSET_START, PROP_INSET_END, PROP_CROSS_ALIGNMENT,
    PROP_MINIMUM_SCROLL_FACTOR, PROP_SHOWS_BUBBLE, PROP_DESELECT_DELAY, PROP_DESELECT_DURATION, PROP_FRACTION, N_PROPS,
    PROP_ORIENTATION = N_PROPS
};
static GParamSpec *props[N_PROPS];
/* In SlidingPagesScrubberTransition's order. */
static guint signals[4];
static const char *const signal_names[4] = {"select", "deselect", "highlight", "unhighlight"};

/* GTK's in-destruction flag is set only while ::destroy runs, so dispose sets our own first. */
gboolean scrubber_gone(gpointer self) {
    return ((SlidingPagesScrubber *)self)->disposing || gtk_widget_in_destruction(GTK_WIDGET(self));
}

void scrubber_geometry(SlidingPagesScrubber *self, SlidingPagesScrubberGeometry *g) {
    GtkWidget *w = GTK_WIDGET(self);
    *g = (SlidingPagesScrubberGeometry){0};
    g->width = gtk_widget_get_allocated_width(w);
    g->height = gtk_widget_get_allocated_height(w);
    g->vertical = self->orientation == GTK_ORIENTATION_VERTICAL;
    g->rtl = gtk_widget_get_direction(w) == GTK_TEXT_DIR_RTL;
    g->inset_top = self->insets[0];
    g->inset_bottom = self->insets[1];
    g->inset_start = self->insets[2];
    g->inset_end = self->insets[3];
    g->cross_alignment = self->cross_alignment;
    g->minimum_scroll_factor = self->minimum_scroll_factor;
    /* 0: the drawn nub, whose size the core gives. */
    if (self->nub) {
        GtkRequisition natural;
        gtk_widget_get_preferred_size(self->nub, NULL, &natural);
        g->nub_width = MAX(1, natural.width);
        g->nub_height = MAX(1, natural.height);
    }
    if (self->adjustment) {
        g->lower = gtk_adjustment_get_lower(self->adjustment);
        g->upper = gtk_adjustment_get_upper(self->adjustment);
        g->page_size = gtk_adjustment_get_page_size(self->adjustment);
        g->value = gtk_adjustment_get_value(self->adjustment);
    }
}

gboolean scrubber_nub_rect(SlidingPagesScrubber *self, SlidingPagesScrubberGeometry *g, GdkRectangle *r, double *fraction) {
    scrubber_geometry(self, g);
    /* A custom nub the host hid is no nub: nothing to see, nothing to grab. */
    if (self->nub && !gtk_widget_get_visible(self->nub)) return FALSE;
    return self->adjustment && gtk_widget_get_child_visible(GTK_WIDGET(self)) && sliding_pages_scrubber_nub_rect(g, r, fraction);
}

double sliding_pages_scrubber_get_fraction(SlidingPagesScrubber *self) {
    if (!is_scrubber(self, G_STRFUNC)) return -1;
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction = -1;
    return scrubber_nub_rect(self, &g, &r, &fraction) ? fraction : -1;
}

gboolean sliding_pages_scrubber_get_nub_area(SlidingPagesScrubber *self, GdkRectangle *area) {
    if (!is_scrubber(self, G_STRFUNC)) return FALSE;
    if (!area) {
        g_warning("%s: the area to fill is NULL", G_STRFUNC);
        return FALSE;
    }
    SlidingPagesScrubberGeometry g;
    double fraction;
    return scrubber_nub_rect(self, &g, area, &fraction);
}

void scrubber_apply_default(SlidingPagesScrubber *self, SlidingPagesScrubberTransition t, double now) {
    sliding_pages_scrubber_apply_default(GTK_WIDGET(self), t, now);
    if (!self->nub) return;
    /* A custom nub gets GTK's states for SPT's setSelected/setHighlighted. */
    switch (t) {
    case SLIDING_PAGES_SCRUBBER_SELECT:
        gtk_widget_set_state_flags(self->nub, GTK_STATE_FLAG_SELECTED, FALSE);
        self->fading = FALSE;
        gtk_widget_set_opacity(self->nub, sliding_pages_scrubber_opacity(GTK_WIDGET(self), now));
        break;
    case SLIDING_PAGES_SCRUBBER_DESELECT:
        gtk_widget_unset_state_flags(self->nub, GTK_STATE_FLAG_SELECTED);
        self->fading = TRUE;
        break;
    case SLIDING_PAGES_SCRUBBER_HIGHLIGHT: gtk_widget_set_state_flags(self->nub, GTK_STATE_FLAG_ACTIVE, FALSE); break;
    case SLIDING_PAGES_SCRUBBER_UNHIGHLIGHT: gtk_widget_unset_state_flags(self->nub, GTK_STATE_FLAG_ACTIVE); break;
    }
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data);

/* Feeds an input to the states and tells the handlers of each transition
 * it causes; a handler may destroy the scrubber (checked after each). */
void scrubber_run(SlidingPagesScrubber *self, SlidingPagesScrubberInput input) {
    GtkWidget *w = GTK_WIDGET(self);
    double now = now_seconds();
    SlidingPagesScrubberTransition t[4];
    int n = sliding_pages_scrubber_input(w, input, now, self->deselect_delay, self->deselect_duration, t);
    g_object_ref(self);
    for (int k = 0; k < n && !scrubber_gone(self); k++) {
        gboolean handled = FALSE;
        g_signal_emit(self, signals[t[k]], 0, self->nub, &handled);
        if (!handled && !scrubber_gone(self)) scrubber_apply_default(self, t[k], now);
    }
    if (!scrubber_gone(self)) {
        if (self->tick_id == 0 && sliding_pages_scrubber_animating(w, now)) self->tick_id = gtk_widget_add_tick_callback(w, tick, NULL, NULL);
        gtk_widget_queue_draw(w);
    }
    g_object_unref(self);
}

static gboolean tick(GtkWidget *widget, G_GNUC_UNUSED GdkFrameClock *clock, G_GNUC_UNUSED gpointer data) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    double now = now_seconds(), opacity = sliding_pages_scrubber_opacity(widget, now);
    if (self->nub && self->fading) gtk_widget_set_opacity(self->nub, opacity);
    /* Redrawn while the drawn nub fades, not through the wait before. */
    if (!self->nub && opacity != self->drawn_opacity) gtk_widget_queue_draw(widget);
    self->drawn_opacity = opacity;
    /* The tick is removed by returning FALSE; scrubber_run() must not add another. */
    guint id = self->tick_id;
    self->tick_id = G_MAXUINT;
    g_object_ref(self);
    scrubber_run(self, SLIDING_PAGES_SCRUBBER_TICK);
    gboolean more = !scrubber_gone(self) && sliding_pages_scrubber_animating(widget, now_seconds());
    self->tick_id = more ? id : 0;
    if (!more && self->nub && self->fading) {
        gtk_widget_set_opacity(self->nub, sliding_pages_scrubber_opacity(widget, now_seconds()));
        self->fading = FALSE;
    }
    g_object_unref(self);
    return more ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void adjustment_value_changed(G_GNUC_UNUSED GtkAdjustment *adj, gpointer data) {
    SlidingPagesScrubber *self = data;
    g_object_ref(self);
    scrubber_run(self, SLIDING_PAGES_SCRUBBER_SCROLLED);
    if (!scrubber_gone(self)) {
        if (self->nub) gtk_widget_queue_allocate(GTK_WIDGET(self));
        else scrubber_place_input(self);
        scrubber_want_text(self);
        g_object_notify_by_pspec(G_OBJECT(self), props[PROP_FRACTION]);
    }
    g_object_unref(self);
}

static void adjustment_changed(G_GNUC_UNUSED GtkAdjustment *adj, gpointer data) {
    SlidingPagesScrubber *self = data;
    if (self->nub) gtk_widget_queue_allocate(GTK_WIDGET(self));
    else scrubber_place_input(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
    scrubber_want_text(self);
    g_object_notify_by_pspec(G_OBJECT(self), props[PROP_FRACTION]);
}

/* Follows the scrolled window's adjustment along the orientation (it may
 * be replaced: the window's hadjustment and vadjustment are properties). */
static void follow_adjustment(SlidingPagesScrubber *self) {
    GtkAdjustment *adj = NULL;
    if (self->scrolled)
        adj = self->orientation == GTK_ORIENTATION_VERTICAL
                  ? gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(self->scrolled))
                  : gtk_scrolled_window_get_hadjustment(GTK_SCROLLED_WINDOW(self->scrolled));
    if (adj == self->adjustment) return;
    if (self->adjustment) {
        for (int k = 0; k < 2; k++) g_signal_handler_disconnect(self->adjustment, self->adjustment_handlers[k]);
        g_clear_object(&self->adjustment);
    }
    if (adj) {
        self->adjustment = g_object_ref(adj);
        self->adjustment_handlers[0] = g_signal_connect(adj, "value-changed", G_CALLBACK(adjustment_value_changed), self);
        self->adjustment_handlers[1] = g_signal_connect(adj, "changed", G_CALLBACK(adjustment_changed), self);
    }
    adjustment_changed(NULL, self);
}

static void scrolled_adjustment_replaced(G_GNUC_UNUSED GObject *sw, G_GNUC_UNUSED GParamSpec *pspec, gpointer data) {
    follow_adjustment(data);
}

static void set_scrolled(SlidingPagesScrubber *self, GtkWidget *child) {
    if (self->scrolled) {
        g_signal_handler_disconnect(self->scrolled, self->scrolled_handler);
        self->scrolled = NULL;
    }
    if (child && GTK_IS_SCROLLED_WINDOW(child)) {
        self->scrolled = child;
        self->scrolled_handler = g_signal_connect(child, "notify", G_CALLBACK(scrolled_adjustment_replaced), self);
    } else if (child) {
        g_warning("SlidingPagesScrubber: its child is a %s, not a GtkScrolledWindow: it shows no nub",
                  G_OBJECT_TYPE_NAME(child));
    }
    follow_adjustment(self);
}

static void scrubber_add(GtkContainer *container, GtkWidget *child) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(container);
    gboolean had_child = gtk_bin_get_child(GTK_BIN(self)) != NULL;
    GTK_CONTAINER_CLASS(sliding_pages_scrubber_parent_class)->add(container, child);
    if (!had_child && gtk_bin_get_child(GTK_BIN(self)) == child) set_scrolled(self, child);
}

static void scrubber_remove(GtkContainer *container, GtkWidget *child) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(container);
    if (child == self->nub) {
        sliding_pages_scrubber_set_nub(self, NULL);
        return;
    }
    if (child == self->scrolled) set_scrolled(self, NULL);
    GTK_CONTAINER_CLASS(sliding_pages_scrubber_parent_class)->remove(container, child);
}

static void scrubber_forall(GtkContainer *container, gboolean internals, GtkCallback callback, gpointer data) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(container);
    GTK_CONTAINER_CLASS(sliding_pages_scrubber_parent_class)->forall(container, internals, callback, data);
    /* After the scrolled window, so it is drawn over it. */
    if (internals && self->nub) callback(self->nub, data);
}

void sliding_pages_scrubber_set_nub(SlidingPagesScrubber *self, GtkWidget *nub) {
    if (!is_scrubber(self, G_STRFUNC)) return;
    if (nub && !GTK_IS_WIDGET(nub)) {
        g_warning("%s: the nub is not a GtkWidget; the nub is unchanged", G_STRFUNC);
        return;
    }
    if (nub == self->nub) return;
    if (nub && gtk_widget_is_toplevel(nub)) {
        g_warning("%s: a %s is a toplevel and cannot be a nub; the nub is unchanged", G_STRFUNC, G_OBJECT_TYPE_NAME(nub));
        return;
    }
    if (nub && gtk_widget_get_parent(nub)) {
        g_warning("sliding_pages_scrubber_set_nub: the %s already has a parent; the nub is unchanged", G_OBJECT_TYPE_NAME(nub));
        return;
    }
    if (self->nub) {
        GtkWidget *old = self->nub;
        self->nub = NULL;
        gtk_widget_unparent(old);
    }
    if (nub) {
        self->nub = nub;
        /* Shown, as the pager's custom nub is: gtk_widget_show_all on the
         * window does not reach an internal child. Hidden later, it is no nub. */
        gtk_widget_show(nub);
        gtk_widget_set_parent(nub, GTK_WIDGET(self));
        gtk_widget_set_opacity(nub, sliding_pages_scrubber_opacity(GTK_WIDGET(self), now_seconds()));
    }
    /* A fade under way goes on with the new nub. */
    self->fading = self->tick_id != 0;
    gtk_widget_queue_resize(GTK_WIDGET(self));
    g_object_notify_by_pspec(G_OBJECT(self), props[PROP_NUB]);
}

static void set_orientation(SlidingPagesScrubber *self, GtkOrientation orientation) {
    if (orientation == self->orientation) return;
    /* A hold's grab was measured along the old axis. */
    scrubber_let_go(self);
    self->orientation = orientation;
    follow_adjustment(self);
    gtk_widget_queue_resize(GTK_WIDGET(self));
    g_object_notify(G_OBJECT(self), "orientation");
}

static void set_int(SlidingPagesScrubber *self, int *field, int value, GParamSpec *pspec) {
    if (*field == value) return;
    *field = value;
    gtk_widget_queue_resize(GTK_WIDGET(self));
    g_object_notify_by_pspec(G_OBJECT(self), pspec);
}

static void set_double(SlidingPagesScrubber *self, double *field, double value, GParamSpec *pspec) {
    if (*field == value) return;
    *field = value;
    gtk_widget_queue_resize(GTK_WIDGET(self));
    g_object_notify_by_pspec(G_OBJECT(self), pspec);
}

static void set_uint(SlidingPagesScrubber *self, guint *field, guint value, GParamSpec *pspec) {
    if (*field == value) return;
    *field = value;
    g_object_notify_by_pspec(G_OBJECT(self), pspec);
}

static void scrubber_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(object);
    switch (id) {
    case PROP_ORIENTATION: set_orientation(self, g_value_get_enum(value)); break;
    case PROP_NUB: sliding_pages_scrubber_set_nub(self, g_value_get_object(value)); break;
    case PROP_INSET_TOP: case PROP_INSET_BOTTOM: case PROP_INSET_START: case PROP_INSET_END:
        set_int(self, &self->insets[id - PROP_INSET_TOP], g_value_get_int(value), pspec);
        break;
    case PROP_CROSS_ALIGNMENT: set_double(self, &self->cross_alignment, g_value_get_double(value), pspec); break;
    case PROP_MINIMUM_SCROLL_FACTOR: set_double(self, &self->minimum_scroll_factor, g_value_get_double(value), pspec); break;
    case PROP_SHOWS_BUBBLE:
        if (self->shows_bubble != g_value_get_boolean(value)) {
            self->shows_bubble = g_value_get_boolean(value);
            gtk_widget_queue_draw(GTK_WIDGET(self));
            g_object_notify_by_pspec(object, pspec);
        }
        break;
    case PROP_DESELECT_DELAY: set_uint(self, &self->deselect_delay, g_value_get_uint(value), pspec); break;
    case PROP_DESELECT_DURATION: set_uint(self, &self->deselect_duration, g_value_get_uint(value), pspec); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void scrubber_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(object);
    switch (id) {
    case PROP_ORIENTATION: g_value_set_enum(value, self->orientation); break;
    case PROP_NUB: g_value_set_object(value, self->nub); break;
    case PROP_INSET_TOP: case PROP_INSET_BOTTOM: case PROP_INSET_START: case PROP_INSET_END:
        g_value_set_int(value, self->insets[id - PROP_INSET_TOP]);
        break;
    case PROP_CROSS_ALIGNMENT: g_value_set_double(value, self->cross_alignment); break;
    case PROP_MINIMUM_SCROLL_FACTOR: g_value_set_double(value, self->minimum_scroll_factor); break;
    case PROP_SHOWS_BUBBLE: g_value_set_boolean(value, self->shows_bubble); break;
    case PROP_DESELECT_DELAY: g_value_set_uint(value, self->deselect_delay); break;
    case PROP_DESELECT_DURATION: g_value_set_uint(value, self->deselect_duration); break;
    case PROP_FRACTION: g_value_set_double(value, sliding_pages_scrubber_get_fraction(self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void scrubber_dispose(GObject *object) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(object);
    self->disposing = TRUE;
    if (self->tick_id && self->tick_id != G_MAXUINT) gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->tick_id);
    self->tick_id = 0;
    sliding_pages_scrubber_set_bubble_func(self, NULL, NULL, NULL);
    if (self->nub) {
        GtkWidget *old = self->nub;
        self->nub = NULL;
        gtk_widget_unparent(old);
    }
    set_scrolled(self, NULL);
    g_clear_object(&self->drag);
    /* The idles hold a reference each: removing them lets it go. */
    if (self->text_idle) g_source_remove(self->text_idle);
    self->text_idle = 0;
    if (self->release_idle) g_source_remove(self->release_idle);
    self->release_idle = 0;
    G_OBJECT_CLASS(sliding_pages_scrubber_parent_class)->dispose(object);
}

static void scrubber_finalize(GObject *object) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(object);
    /* A host may set a function after dispose. */
    if (self->bubble_destroy) self->bubble_destroy(self->bubble_data);
    scrubber_free_retired(self);
    g_free(self->text);
    G_OBJECT_CLASS(sliding_pages_scrubber_parent_class)->finalize(object);
}

static void sliding_pages_scrubber_init(SlidingPagesScrubber *self) {
    GtkWidget *w = GTK_WIDGET(self);
    self->orientation = GTK_ORIENTATION_VERTICAL;
    for (int k = 0; k < 4; k++) self->insets[k] = 10;
    self->cross_alignment = 1;
    self->minimum_scroll_factor = 2;
    self->shows_bubble = TRUE;
    self->deselect_delay = 750;
    self->deselect_duration = 500;
    gtk_widget_set_has_window(w, FALSE);
    gtk_style_context_add_class(gtk_widget_get_style_context(w), "sliding-pages-scrubber");
    /* Capture phase: a press on the nub is the scrubber's before the
     * scrolled window or a row under it sees it. */
    scrubber_input_init(self);
    AtkObject *a = gtk_widget_get_accessible(w);
    if (a) atk_object_set_name(a, _("Scrubber"));
}

static void sliding_pages_scrubber_class_init(SlidingPagesScrubberClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
    object_class->set_property = scrubber_set_property;
    object_class->get_property = scrubber_get_property;
    object_class->dispose = scrubber_dispose;
    object_class->finalize = scrubber_finalize;
    scrubber_window_class_init(widget_class);
    container_class->add = scrubber_add;
    container_class->remove = scrubber_remove;
    container_class->forall = scrubber_forall;
    gtk_widget_class_set_css_name(widget_class, "scrubber");

    GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
    props[PROP_NUB] = g_param_spec_object("nub", "Nub", "A widget shown as the nub at its natural size; NULL draws one",
                                          GTK_TYPE_WIDGET, rw);
    /* Ranges and defaults come from the core's ScrubberOptionTable. */
    sliding_pages_standalone_pspecs(1, &props[PROP_INSET_TOP]);
    g_object_class_install_properties(object_class, N_PROPS, props);
    g_object_class_override_property(object_class, PROP_ORIENTATION, "orientation");

    /**
     * SlidingPagesScrubber::select:
     * @scrubber: the scrubber
     * @nub: (nullable): the custom nub, or %NULL for the drawn one
     *
     * The content scrolled (or the nub was grabbed) while the scrubber was
     * at rest. By default the nub shows at full opacity and a custom nub
     * gets %GTK_STATE_FLAG_SELECTED.
     *
     * Returns: %TRUE when the handler made the change itself
     */
    /**
     * SlidingPagesScrubber::deselect:
     * @scrubber: the scrubber
     * @nub: (nullable): the custom nub, or %NULL for the drawn one
     *
     * Nothing scrolled for #SlidingPagesScrubber:deselect-delay. By default
     * the nub fades to rest over #SlidingPagesScrubber:deselect-duration; a
     * handler returning %TRUE keeps it as it is (or fades it its own way).
     *
     * Returns: %TRUE when the handler made the change itself
     */
    /**
     * SlidingPagesScrubber::highlight:
     * @scrubber: the scrubber
     * @nub: (nullable): the custom nub, or %NULL for the drawn one
     *
     * The nub was grabbed. By default it looks pressed (%GTK_STATE_FLAG_ACTIVE).
     *
     * Returns: %TRUE when the handler made the change itself
     */
    /**
     * SlidingPagesScrubber::unhighlight:
     * @scrubber: the scrubber
     * @nub: (nullable): the custom nub, or %NULL for the drawn one
     *
     * The nub was let go.
     *
     * Returns: %TRUE when the handler made the change itself
     */
    for (int k = 0; k < 4; k++)
        signals[k] = g_signal_new(signal_names[k], G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_true_handled,
                                  NULL, NULL, G_TYPE_BOOLEAN, 1, GTK_TYPE_WIDGET);
}

GtkWidget *sliding_pages_scrubber_new(GtkWidget *scrolled_window) {
    GtkWidget *self = g_object_new(SLIDING_PAGES_TYPE_SCRUBBER, NULL);
    if (!scrolled_window) return self;
    if (!GTK_IS_SCROLLED_WINDOW(scrolled_window)) {
        g_warning("sliding_pages_scrubber_new: a %s is not a GtkScrolledWindow; the scrubber is made empty",
                  G_OBJECT_TYPE_NAME(scrolled_window));
        /* A new widget handed over and refused is freed, as a container would. */
        if (g_object_is_floating(scrolled_window)) g_object_unref(g_object_ref_sink(scrolled_window));
    } else if (gtk_widget_get_parent(scrolled_window))
        g_warning("sliding_pages_scrubber_new: the scrolled window is in a %s already; take it out first. The scrubber is made empty",
                  G_OBJECT_TYPE_NAME(gtk_widget_get_parent(scrolled_window)));
    else
        gtk_container_add(GTK_CONTAINER(self), scrolled_window);
    return self;
}

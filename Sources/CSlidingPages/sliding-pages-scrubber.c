/* Warnings name the library, as the Swift side's do. */
#define G_LOG_DOMAIN "SlidingPages"

#include "sliding-pages-scrubber-private.h"
#include "sliding-pages-instance-private.h"

/* SlidingPagesScrubber: the GType (properties, signals, the scrolled
 * window's adjustment, the nub's drag, the frame clock while the nub
 * fades). Where the nub goes, when it changes state and how it looks come
 * from the Swift side (sliding-pages-scrubber-private.h). */

struct _SlidingPagesScrubber {
    GtkBin parent;
    GtkOrientation orientation;
    /* A custom nub (an internal child), or NULL for the drawn one. */
    GtkWidget *nub;
    int insets[4]; /* top, bottom, start, end */
    double cross_alignment;
    double minimum_scroll_factor;
    gboolean shows_bubble;
    guint deselect_delay, deselect_duration; /* ms */
    /* The scrolled window's adjustment along the orientation. */
    GtkWidget *scrolled;
    gulong scrolled_handler;
    GtkAdjustment *adjustment;
    gulong adjustment_handlers[2];
    /* Takes the presses on the nub, above the scrolled window's windows and
     * a custom nub's. */
    GdkWindow *input;
    GtkGesture *drag;
    gboolean held;
    double grab;
    guint tick_id;
    /* A default fade of the custom nub runs (its opacity follows it). */
    gboolean fading;
    SlidingPagesScrubberBubbleFunc bubble;
    gpointer bubble_data;
    GDestroyNotify bubble_destroy;
    /* Calls of the bubble function under way. Data replaced (or let go by
     * dispose) during one waits in `retired` until none runs: the function
     * may replace itself or destroy the scrubber, and still reads its data. */
    guint bubble_calls;
    GSList *retired;
    /* The bubble's text for the place now, asked of the host's function in
     * an idle (text_idle) after each change: never from inside an event,
     * a draw or an allocation, where the host destroying or changing the
     * scrubber would pull it from under GTK. */
    char *text;
    guint text_idle;
    /* A release's transitions wait for an idle too (release_idle): a
     * handler destroying the scrubber then cannot free the widget GTK is
     * still delivering the release to. */
    guint release_idle;
    /* Set from the start of dispose: nothing is described or drawn again. */
    gboolean disposing;
    /* The drawn nub's opacity at the last tick. */
    double drawn_opacity;
};

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

static double now_seconds(void) { return g_get_monotonic_time() / 1e6; }

/* Destroyed, or being: a host's handler may have destroyed the scrubber
 * (GTK's in-destruction flag is set only while ::destroy runs, so dispose
 * sets our own first). */
static gboolean gone(gpointer self) {
    return ((SlidingPagesScrubber *)self)->disposing || gtk_widget_in_destruction(GTK_WIDGET(self));
}

static void geometry(SlidingPagesScrubber *self, SlidingPagesScrubberGeometry *g) {
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
    g->nub_width = g->nub_height = 30;
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

static gboolean nub_rect(SlidingPagesScrubber *self, SlidingPagesScrubberGeometry *g, GdkRectangle *r, double *fraction) {
    geometry(self, g);
    /* A custom nub the host hid is no nub: nothing to see, nothing to grab. */
    if (self->nub && !gtk_widget_get_visible(self->nub)) return FALSE;
    return self->adjustment && gtk_widget_get_child_visible(GTK_WIDGET(self)) && sliding_pages_scrubber_nub_rect(g, r, fraction);
}

static gboolean is_scrubber(gpointer self, const char *function) {
    return sliding_pages_is_instance(self, SLIDING_PAGES_TYPE_SCRUBBER, function);
}

double sliding_pages_scrubber_get_fraction(SlidingPagesScrubber *self) {
    if (!is_scrubber(self, G_STRFUNC)) return -1;
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction = -1;
    return nub_rect(self, &g, &r, &fraction) ? fraction : -1;
}

gboolean sliding_pages_scrubber_get_nub_area(SlidingPagesScrubber *self, GdkRectangle *area) {
    if (!is_scrubber(self, G_STRFUNC)) return FALSE;
    if (!area) {
        g_warning("%s: the area to fill is NULL", G_STRFUNC);
        return FALSE;
    }
    SlidingPagesScrubberGeometry g;
    double fraction;
    return nub_rect(self, &g, area, &fraction);
}

typedef struct {
    GDestroyNotify destroy;
    gpointer data;
} RetiredData;

/* Frees the data retired while the bubble function ran. */
static void free_retired(SlidingPagesScrubber *self) {
    GSList *list = self->retired;
    self->retired = NULL;
    for (GSList *l = list; l; l = l->next) {
        RetiredData *r = l->data;
        r->destroy(r->data);
        g_free(r);
    }
    g_slist_free(list);
}

/* The bubble's text at the nub's place now; free with g_free. The caller
 * holds a reference (the idle's). */
static char *bubble_text(SlidingPagesScrubber *self) {
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction;
    if (!nub_rect(self, &g, &r, &fraction)) return NULL;
    if (!self->bubble) return sliding_pages_scrubber_default_text(&g);
    self->bubble_calls++;
    char *text = self->bubble(self, g.value, fraction, self->bubble_data);
    if (--self->bubble_calls == 0 && self->retired) free_retired(self);
    return text;
}

static gboolean refresh_text(gpointer data) {
    SlidingPagesScrubber *self = data;
    self->text_idle = 0;
    if (gone(self)) return G_SOURCE_REMOVE;
    char *text = bubble_text(self);
    if (gone(self)) {
        g_free(text);
        return G_SOURCE_REMOVE;
    }
    /* A screen reader reads where the content is, in the bubble's words. */
    AtkObject *a = gtk_widget_get_accessible(GTK_WIDGET(self));
    if (a && g_strcmp0(text, self->text) != 0) atk_object_set_description(a, text ? text : "");
    g_free(self->text);
    self->text = text;
    if (self->held) gtk_widget_queue_draw(GTK_WIDGET(self));
    return G_SOURCE_REMOVE;
}

/* Asks for the bubble's text again, once, before the next frame draws. */
static void want_text(SlidingPagesScrubber *self) {
    if (gone(self) || self->text_idle) return;
    self->text_idle = g_idle_add_full(G_PRIORITY_HIGH_IDLE, refresh_text, g_object_ref(self), g_object_unref);
}

static void apply_default(SlidingPagesScrubber *self, SlidingPagesScrubberTransition t, double now) {
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
static void place_input(SlidingPagesScrubber *self);

/* Feeds an input to the states and tells the handlers of each transition
 * it causes; a handler may destroy the scrubber (checked after each). */
static void run(SlidingPagesScrubber *self, SlidingPagesScrubberInput input) {
    GtkWidget *w = GTK_WIDGET(self);
    double now = now_seconds();
    SlidingPagesScrubberTransition t[4];
    int n = sliding_pages_scrubber_input(w, input, now, self->deselect_delay, self->deselect_duration, t);
    g_object_ref(self);
    for (int k = 0; k < n && !gone(self); k++) {
        gboolean handled = FALSE;
        g_signal_emit(self, signals[t[k]], 0, self->nub, &handled);
        if (!handled && !gone(self)) apply_default(self, t[k], now);
    }
    if (!gone(self)) {
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
    /* The tick is removed by returning FALSE; run() must not add another. */
    guint id = self->tick_id;
    self->tick_id = G_MAXUINT;
    g_object_ref(self);
    run(self, SLIDING_PAGES_SCRUBBER_TICK);
    gboolean more = !gone(self) && sliding_pages_scrubber_animating(widget, now_seconds());
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
    run(self, SLIDING_PAGES_SCRUBBER_SCROLLED);
    if (!gone(self)) {
        if (self->nub) gtk_widget_queue_allocate(GTK_WIDGET(self));
        else place_input(self);
        want_text(self);
        g_object_notify_by_pspec(G_OBJECT(self), props[PROP_FRACTION]);
    }
    g_object_unref(self);
}

static void adjustment_changed(G_GNUC_UNUSED GtkAdjustment *adj, gpointer data) {
    SlidingPagesScrubber *self = data;
    if (self->nub) gtk_widget_queue_allocate(GTK_WIDGET(self));
    else place_input(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
    want_text(self);
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

/* The input window over the nub, on top, or hidden with no nub shown. */
static void place_input(SlidingPagesScrubber *self) {
    if (!self->input) return;
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction;
    if (!gtk_widget_get_mapped(GTK_WIDGET(self)) || !nub_rect(self, &g, &r, &fraction)) {
        gdk_window_hide(self->input);
        return;
    }
    GtkAllocation a;
    gtk_widget_get_allocation(GTK_WIDGET(self), &a);
    gdk_window_move_resize(self->input, a.x + r.x, a.y + r.y, r.width, r.height);
    /* Raised once, when mapped and when a custom nub with a window of its
     * own may have gone above it; not at every scroll, so an overlay a host
     * put above the scrubber stays above. */
    gdk_window_show_unraised(self->input);
}

static void scrubber_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    GTK_WIDGET_CLASS(sliding_pages_scrubber_parent_class)->size_allocate(widget, allocation);
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction;
    gboolean shown = nub_rect(self, &g, &r, &fraction);
    if (self->nub) {
        gtk_widget_set_child_visible(self->nub, shown && gtk_widget_get_visible(self->nub));
        if (shown) {
            GtkAllocation a = {allocation->x + r.x, allocation->y + r.y, r.width, r.height};
            gtk_widget_size_allocate(self->nub, &a);
        }
    }
    place_input(self);
    if (self->input && self->nub && gtk_widget_get_has_window(self->nub) && gtk_widget_get_mapped(widget))
        gdk_window_raise(self->input);
}

static void scrubber_realize(GtkWidget *widget) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    GTK_WIDGET_CLASS(sliding_pages_scrubber_parent_class)->realize(widget);
    GdkWindowAttr attributes = {0};
    attributes.window_type = GDK_WINDOW_CHILD;
    attributes.wclass = GDK_INPUT_ONLY;
    attributes.width = attributes.height = 1;
    attributes.event_mask = gtk_widget_get_events(widget) | GDK_BUTTON_PRESS_MASK | GDK_BUTTON_RELEASE_MASK |
                            GDK_BUTTON_MOTION_MASK | GDK_POINTER_MOTION_MASK | GDK_TOUCH_MASK | GDK_ENTER_NOTIFY_MASK |
                            GDK_LEAVE_NOTIFY_MASK;
    self->input = gdk_window_new(gtk_widget_get_parent_window(widget), &attributes, 0);
    gtk_widget_register_window(widget, self->input);
}

static void scrubber_unrealize(GtkWidget *widget) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    if (self->input) {
        gtk_widget_unregister_window(widget, self->input);
        gdk_window_destroy(self->input);
        self->input = NULL;
    }
    GTK_WIDGET_CLASS(sliding_pages_scrubber_parent_class)->unrealize(widget);
}

static void scrubber_map(GtkWidget *widget) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    GTK_WIDGET_CLASS(sliding_pages_scrubber_parent_class)->map(widget);
    /* After the children, whose windows it goes above. */
    place_input(self);
    if (self->input) gdk_window_raise(self->input);
}

static gboolean scrubber_draw(GtkWidget *widget, cairo_t *cr) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    GTK_WIDGET_CLASS(sliding_pages_scrubber_parent_class)->draw(widget, cr);
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction;
    if (!nub_rect(self, &g, &r, &fraction)) return FALSE;
    const char *text = self->held && self->shows_bubble ? self->text : NULL;
    sliding_pages_scrubber_paint(widget, cr, &g, self->nub == NULL, sliding_pages_scrubber_opacity(widget, now_seconds()),
                                 sliding_pages_scrubber_looks_pressed(widget), text);
    return FALSE;
}

static void drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    SlidingPagesScrubber *self = data;
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction;
    if (!nub_rect(self, &g, &r, &fraction) || x < r.x || y < r.y || x >= r.x + r.width || y >= r.y + r.height) {
        /* Not on the nub: the scrolled window has the press. */
        gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_DENIED);
        return;
    }
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    self->grab = sliding_pages_scrubber_grab_at(&g, x, y);
    self->held = TRUE;
    g_object_ref(self);
    run(self, SLIDING_PAGES_SCRUBBER_PRESSED);
    if (!gone(self)) want_text(self);
    g_object_unref(self);
}

static void drag_update(GtkGestureDrag *gesture, double dx, double dy, gpointer data) {
    SlidingPagesScrubber *self = data;
    double x0, y0;
    if (!self->held || self->release_idle || !self->adjustment || !gtk_gesture_drag_get_start_point(gesture, &x0, &y0)) return;
    SlidingPagesScrubberGeometry g;
    geometry(self, &g);
    gtk_adjustment_set_value(self->adjustment, sliding_pages_scrubber_value_at(&g, x0 + dx, y0 + dy, self->grab));
}

static void let_go(SlidingPagesScrubber *self) {
    if (!self->held) return;
    self->held = FALSE;
    run(self, SLIDING_PAGES_SCRUBBER_RELEASED);
}

static gboolean release_now(gpointer data) {
    SlidingPagesScrubber *self = data;
    self->release_idle = 0;
    if (!gone(self)) let_go(self);
    return G_SOURCE_REMOVE;
}

static void release_soon(SlidingPagesScrubber *self) {
    if (self->held && !self->release_idle)
        self->release_idle = g_idle_add_full(G_PRIORITY_HIGH_IDLE, release_now, g_object_ref(self), g_object_unref);
}

static void drag_end(G_GNUC_UNUSED GtkGestureDrag *gesture, G_GNUC_UNUSED double dx, G_GNUC_UNUSED double dy, gpointer data) {
    release_soon(data);
}

static void drag_cancel(G_GNUC_UNUSED GtkGesture *gesture, G_GNUC_UNUSED GdkEventSequence *sequence, gpointer data) {
    release_soon(data);
}

static void scrubber_unmap(GtkWidget *widget) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    /* Unmapped, the frame clock stops: a hold ends here, not later. The
     * release takes its default look but tells no handler: unmap runs while
     * a container takes the scrubber out, where a handler destroying it
     * would free what the container is still using. */
    if (self->held) {
        self->held = FALSE;
        double now = now_seconds();
        SlidingPagesScrubberTransition t[4];
        int n = sliding_pages_scrubber_input(widget, SLIDING_PAGES_SCRUBBER_RELEASED, now, self->deselect_delay,
                                             self->deselect_duration, t);
        for (int k = 0; k < n; k++) apply_default(self, t[k], now);
    }
    if (self->input) gdk_window_hide(self->input);
    GTK_WIDGET_CLASS(sliding_pages_scrubber_parent_class)->unmap(widget);
}

static void set_orientation(SlidingPagesScrubber *self, GtkOrientation orientation) {
    if (orientation == self->orientation) return;
    /* A hold's grab was measured along the old axis. */
    let_go(self);
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

void sliding_pages_scrubber_set_bubble_func(SlidingPagesScrubber *self, SlidingPagesScrubberBubbleFunc func,
                                            gpointer user_data, GDestroyNotify destroy) {
    if (!is_scrubber(self, G_STRFUNC)) {
        if (destroy) destroy(user_data);
        return;
    }
    /* The new function is in place before the old data is freed: a destroy
     * notify that calls back in meets it. Either destroy notify, or the new
     * function when asked, may destroy the scrubber: it is held until done. */
    g_object_ref(self);
    GDestroyNotify old_destroy = self->bubble_destroy;
    gpointer old_data = self->bubble_data;
    self->bubble = func;
    self->bubble_data = user_data;
    self->bubble_destroy = func ? destroy : NULL;
    if (!func && destroy) destroy(user_data);
    if (old_destroy && self->bubble_calls > 0) {
        RetiredData *r = g_new(RetiredData, 1);
        r->destroy = old_destroy;
        r->data = old_data;
        self->retired = g_slist_prepend(self->retired, r);
    } else if (old_destroy) {
        old_destroy(old_data);
    }
    if (!gone(self)) {
        want_text(self);
        gtk_widget_queue_draw(GTK_WIDGET(self));
    }
    g_object_unref(self);
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
    free_retired(self);
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
    self->drag = gtk_gesture_drag_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->drag), GTK_PHASE_CAPTURE);
    g_signal_connect(self->drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(self->drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(self->drag, "drag-end", G_CALLBACK(drag_end), self);
    g_signal_connect(self->drag, "cancel", G_CALLBACK(drag_cancel), self);
    AtkObject *a = gtk_widget_get_accessible(w);
    if (a) atk_object_set_name(a, "Scrubber");
}

static void sliding_pages_scrubber_class_init(SlidingPagesScrubberClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
    object_class->set_property = scrubber_set_property;
    object_class->get_property = scrubber_get_property;
    object_class->dispose = scrubber_dispose;
    object_class->finalize = scrubber_finalize;
    widget_class->draw = scrubber_draw;
    widget_class->size_allocate = scrubber_size_allocate;
    widget_class->unmap = scrubber_unmap;
    widget_class->map = scrubber_map;
    widget_class->realize = scrubber_realize;
    widget_class->unrealize = scrubber_unrealize;
    container_class->add = scrubber_add;
    container_class->remove = scrubber_remove;
    container_class->forall = scrubber_forall;
    gtk_widget_class_set_css_name(widget_class, "scrubber");

    GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
    props[PROP_NUB] = g_param_spec_object("nub", "Nub", "A widget shown as the nub at its natural size; NULL draws one",
                                          GTK_TYPE_WIDGET, rw);
    props[PROP_INSET_TOP] = g_param_spec_int("inset-top", "Top inset", "Pixels between the nub and the top edge", 0, G_MAXINT, 10, rw);
    props[PROP_INSET_BOTTOM] =
        g_param_spec_int("inset-bottom", "Bottom inset", "Pixels between the nub and the bottom edge", 0, G_MAXINT, 10, rw);
    props[PROP_INSET_START] = g_param_spec_int("inset-start", "Start inset",
                                               "Pixels between the nub and the start edge (the left one, or the right one in right-to-left text)",
                                               0, G_MAXINT, 10, rw);
    props[PROP_INSET_END] =
        g_param_spec_int("inset-end", "End inset", "Pixels between the nub and the end edge", 0, G_MAXINT, 10, rw);
    props[PROP_CROSS_ALIGNMENT] = g_param_spec_double("cross-alignment", "Cross alignment",
                                                      "Where the nub sits across the axis: 0 the start (or top) edge, 1 the end (or bottom) edge",
                                                      0, 1, 1, rw);
    props[PROP_MINIMUM_SCROLL_FACTOR] = g_param_spec_double(
        "minimum-scroll-factor", "Minimum scroll factor", "The nub shows for content at least this many viewports long", 1, G_MAXDOUBLE, 2,
        rw);
    props[PROP_SHOWS_BUBBLE] =
        g_param_spec_boolean("shows-bubble", "Shows a bubble", "Name the place beside the nub while it is held", TRUE, rw);
    props[PROP_DESELECT_DELAY] = g_param_spec_uint("deselect-delay", "Deselect delay",
                                                   "Milliseconds after the last scroll before the nub fades", 0, G_MAXUINT, 750, rw);
    props[PROP_DESELECT_DURATION] =
        g_param_spec_uint("deselect-duration", "Deselect duration", "Milliseconds the nub's fade takes", 0, G_MAXUINT, 500, rw);
    props[PROP_FRACTION] = g_param_spec_double("fraction", "Fraction",
                                               "How far through its content the scrolled window is, 0 to 1; -1 while no nub shows", -1,
                                               1, -1, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
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

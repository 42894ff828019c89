#include "sliding-pages4-private.h"

/* SlidingPages4Scrubber: the GType (its child, properties, the four state
 * signals, a drag on the nub); the Swift side decides where the nub is,
 * what a drag scrolls to and how it looks. */

struct _SlidingPages4Scrubber {
    GtkWidget parent_instance;
    GtkWidget *child;
    /* A widget of the host's shown as the nub, or NULL for the drawn one. */
    GtkWidget *nub;
    GtkOrientation orientation;
    const SlidingPages4ScrubberHooks *hooks;
    gpointer data;
    double press_x, press_y;
};

static void buildable_init(GtkBuildableIface *iface);
G_DEFINE_FINAL_TYPE_WITH_CODE(SlidingPages4Scrubber, sliding_pages4_scrubber, GTK_TYPE_WIDGET,
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_ORIENTABLE, NULL)
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_BUILDABLE, buildable_init))

/* The child, orientation and nub, then the option record's entries (from Swift). */
enum { PROP_CHILD = 1, PROP_ORIENTATION, PROP_NUB, PROP_FIRST_OPTION };
static GParamSpec *child_pspec, *nub_pspec;
static guint signals[4];
static const char *const signal_names[4] = {"select", "deselect", "highlight", "unhighlight"};

#define HOOKED(self) ((self)->hooks && (self)->data)

static void measure(GtkWidget *w, GtkOrientation orientation, int for_size, int *minimum, int *natural, int *minimum_baseline,
                    int *natural_baseline) {
    SlidingPages4Scrubber *self = SLIDING_PAGES4_SCRUBBER(w);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (self->child) gtk_widget_measure(self->child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void size_allocate(GtkWidget *w, int width, int height, int baseline) {
    SlidingPages4Scrubber *self = SLIDING_PAGES4_SCRUBBER(w);
    if (self->child) gtk_widget_allocate(self->child, width, height, baseline, NULL);
    if (self->nub && HOOKED(self)) self->hooks->place_nub(self->data);
}

static void snapshot(GtkWidget *w, GtkSnapshot *s) {
    SlidingPages4Scrubber *self = SLIDING_PAGES4_SCRUBBER(w);
    if (self->child) gtk_widget_snapshot_child(w, self->child, s);
    if (self->nub) gtk_widget_snapshot_child(w, self->nub, s);
    if (HOOKED(self)) self->hooks->snapshot(self->data, s);
}

/* A press on the nub is the scrubber's; any other goes to the content. */
static void drag_begin(GtkGestureDrag *g, double x, double y, SlidingPages4Scrubber *self) {
    self->press_x = x;
    self->press_y = y;
    if (HOOKED(self) && self->hooks->press(self->data, x, y)) gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_CLAIMED);
    else gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_DENIED);
}

static void drag_update(G_GNUC_UNUSED GtkGestureDrag *g, double dx, double dy, SlidingPages4Scrubber *self) {
    if (HOOKED(self)) self->hooks->drag(self->data, self->press_x + dx, self->press_y + dy);
}

static void drag_end(G_GNUC_UNUSED GtkGestureDrag *g, G_GNUC_UNUSED double dx, G_GNUC_UNUSED double dy, SlidingPages4Scrubber *self) {
    if (HOOKED(self)) self->hooks->release(self->data);
}

static void drag_cancel(G_GNUC_UNUSED GtkGesture *g, G_GNUC_UNUSED GdkEventSequence *sequence, SlidingPages4Scrubber *self) {
    if (HOOKED(self)) self->hooks->release(self->data);
}

static void dispose(GObject *object) {
    SlidingPages4Scrubber *self = SLIDING_PAGES4_SCRUBBER(object);
    if (HOOKED(self)) {
        gpointer data = self->data;
        self->data = NULL;
        self->hooks->dispose(data);
    }
    g_clear_pointer(&self->child, gtk_widget_unparent);
    g_clear_pointer(&self->nub, gtk_widget_unparent);
    /* The CSS nodes. */
    sliding_pages4_unparent_children(GTK_WIDGET(object));
    G_OBJECT_CLASS(sliding_pages4_scrubber_parent_class)->dispose(object);
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPages4Scrubber *self = SLIDING_PAGES4_SCRUBBER(object);
    if (id == PROP_CHILD) g_value_set_object(value, self->child);
    else if (id == PROP_NUB) g_value_set_object(value, self->nub);
    else if (id == PROP_ORIENTATION) g_value_set_enum(value, self->orientation);
    else if (id >= PROP_FIRST_OPTION) {
        if (HOOKED(self)) self->hooks->get_property(self->data, id, value);
    } else G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPages4Scrubber *self = SLIDING_PAGES4_SCRUBBER(object);
    if (id == PROP_CHILD) sliding_pages4_scrubber_set_child(self, g_value_get_object(value));
    else if (id == PROP_NUB) sliding_pages4_scrubber_set_nub(self, g_value_get_object(value));
    else if (id == PROP_ORIENTATION) {
        GtkOrientation o = g_value_get_enum(value);
        if (o == self->orientation) return;
        self->orientation = o;
        if (HOOKED(self)) self->hooks->content_changed(self->data);
        g_object_notify_by_pspec(object, pspec);
    } else if (id >= PROP_FIRST_OPTION) {
        if (HOOKED(self)) self->hooks->set_property(self->data, id, value);
    } else G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static GtkBuildableIface *parent_buildable;

/* A .ui file's <child>: the scrolled window. */
static void add_child(GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type) {
    if (GTK_IS_WIDGET(child)) sliding_pages4_scrubber_set_child(SLIDING_PAGES4_SCRUBBER(buildable), GTK_WIDGET(child));
    else parent_buildable->add_child(buildable, builder, child, type);
}

static void buildable_init(GtkBuildableIface *iface) {
    parent_buildable = g_type_interface_peek_parent(iface);
    iface->add_child = add_child;
}

static void sliding_pages4_scrubber_class_init(SlidingPages4ScrubberClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->dispose = dispose;
    object_class->get_property = get_property;
    object_class->set_property = set_property;
    widget_class->measure = measure;
    widget_class->size_allocate = size_allocate;
    widget_class->snapshot = snapshot;
    /**
     * SlidingPages4Scrubber:child:
     *
     * The scrolled window the nub travels over.
     */
    child_pspec = g_param_spec_object("child", "Child", "The scrolled window the nub travels over", GTK_TYPE_WIDGET,
                                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
    g_object_class_install_property(object_class, PROP_CHILD, child_pspec);
    g_object_class_override_property(object_class, PROP_ORIENTATION, "orientation");
    /**
     * SlidingPages4Scrubber:nub:
     *
     * A widget shown as the nub at its natural size, or %NULL for the
     * drawn one (see sliding_pages4_scrubber_set_nub()).
     */
    nub_pspec = g_param_spec_object("nub", "Nub", "A widget shown as the nub, or none for the drawn one", GTK_TYPE_WIDGET,
                                    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
    g_object_class_install_property(object_class, PROP_NUB, nub_pspec);
    sliding_pages4_install_scrubber_properties(object_class, PROP_FIRST_OPTION);
    /**
     * SlidingPages4Scrubber::select:
     * @scrubber: the scrubber
     *
     * The content scrolled: the nub shows fully.
     *
     * Returns: %TRUE when the handler made the change itself
     */
    /**
     * SlidingPages4Scrubber::deselect:
     * @scrubber: the scrubber
     *
     * The content rested: the nub fades back.
     *
     * Returns: %TRUE when the handler made the change itself
     */
    /**
     * SlidingPages4Scrubber::highlight:
     * @scrubber: the scrubber
     *
     * The nub was taken hold of.
     *
     * Returns: %TRUE when the handler made the change itself
     */
    /**
     * SlidingPages4Scrubber::unhighlight:
     * @scrubber: the scrubber
     *
     * The nub was let go.
     *
     * Returns: %TRUE when the handler made the change itself
     */
    for (int k = 0; k < 4; k++)
        signals[k] = g_signal_new(signal_names[k], G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_true_handled,
                                  NULL, NULL, G_TYPE_BOOLEAN, 0);
    gtk_widget_class_set_css_name(widget_class, "slidingpagesscrubber");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void sliding_pages4_scrubber_init(SlidingPages4Scrubber *self) {
    /* The GTK 3 scrubber' class, so one stylesheet styles both. */
    gtk_widget_add_css_class(GTK_WIDGET(self), "sliding-pages-scrubber");
    self->orientation = GTK_ORIENTATION_VERTICAL;
    GtkGesture *drag = gtk_gesture_drag_new();
    /* Capture phase, so a press on the nub does not also scroll the content. */
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(drag), GTK_PHASE_CAPTURE);
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(drag, "drag-end", G_CALLBACK(drag_end), self);
    g_signal_connect(drag, "cancel", G_CALLBACK(drag_cancel), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(drag));
    sliding_pages4_scrubber_adopt(self);
}

GtkWidget *sliding_pages4_scrubber_new(GtkWidget *scrolled_window) {
    GtkWidget *self = g_object_new(SLIDING_PAGES4_TYPE_SCRUBBER, NULL);
    if (scrolled_window && !GTK_IS_SCROLLED_WINDOW(scrolled_window)) {
        sliding_pages4_warn("sliding_pages4_scrubber_new: the widget given is no GtkScrolledWindow; the scrubber is made empty");
        /* A new widget handed over and refused is freed, as a container would. */
        if (GTK_IS_WIDGET(scrolled_window) && g_object_is_floating(scrolled_window)) g_object_unref(g_object_ref_sink(scrolled_window));
    } else if (scrolled_window) sliding_pages4_scrubber_set_child(SLIDING_PAGES4_SCRUBBER(self), scrolled_window);
    return self;
}

void sliding_pages4_scrubber_set_child(SlidingPages4Scrubber *self, GtkWidget *scrolled_window) {
    if (!sliding_pages4_is_scrubber(self)) {
        sliding_pages4_warn("sliding_pages4_scrubber_set_child: the scrubber given is no SlidingPages4Scrubber; ignored");
        return;
    }
    if (scrolled_window == self->child) return;
    if (scrolled_window && !GTK_IS_SCROLLED_WINDOW(scrolled_window)) {
        sliding_pages4_warn("sliding_pages4_scrubber_set_child: the child given is no GtkScrolledWindow; the scrubber is unchanged");
        /* A new widget handed over and refused is freed, as a container would. */
        if (GTK_IS_WIDGET(scrolled_window) && g_object_is_floating(scrolled_window)) g_object_unref(g_object_ref_sink(scrolled_window));
        return;
    }
    if (scrolled_window && gtk_widget_get_parent(scrolled_window)) {
        sliding_pages4_warn("sliding_pages4_scrubber_set_child: the scrolled window has a parent already; take it out first. The scrubber is unchanged");
        return;
    }
    /* The old child lives until the Swift side let go of its handlers. */
    GtkWidget *old = self->child ? g_object_ref(self->child) : NULL;
    g_clear_pointer(&self->child, gtk_widget_unparent);
    if (scrolled_window) {
        self->child = scrolled_window;
        gtk_widget_set_parent(scrolled_window, GTK_WIDGET(self));
    }
    if (HOOKED(self)) self->hooks->content_changed(self->data);
    g_clear_object(&old);
    g_object_notify_by_pspec(G_OBJECT(self), child_pspec);
}

void sliding_pages4_scrubber_set_nub(SlidingPages4Scrubber *self, GtkWidget *nub) {
    if (!sliding_pages4_is_scrubber(self)) {
        sliding_pages4_warn("sliding_pages4_scrubber_set_nub: the scrubber given is no SlidingPages4Scrubber; ignored");
        return;
    }
    if (nub == self->nub) return;
    if (nub && sliding_pages4_nub_refused(GTK_WIDGET(self), nub)) {
        sliding_pages4_warn("sliding_pages4_scrubber_set_nub: the nub must be a widget with no parent, not a window, the "
                            "scrubber or a widget holding it; the scrubber keeps its nub");
        return;
    }
    if (self->nub) gtk_widget_unparent(self->nub);
    self->nub = nub;
    if (nub) {
        /* Presses go to the scrubber's drag, and GTK's own :active to no nub. */
        gtk_widget_set_can_target(nub, FALSE);
        gtk_widget_set_parent(nub, GTK_WIDGET(self));
    }
    gtk_widget_queue_allocate(GTK_WIDGET(self));
    g_object_notify_by_pspec(G_OBJECT(self), nub_pspec);
}

/* Whether @nub cannot be @holder's nub: not a widget, a window, parented,
 * or @holder or one of its ancestors. */
gboolean sliding_pages4_nub_refused(GtkWidget *holder, GtkWidget *nub) {
    return !sliding_pages4_is_widget(nub) || GTK_IS_ROOT(nub) || gtk_widget_get_parent(nub) || nub == holder ||
           gtk_widget_is_ancestor(holder, nub);
}

GtkWidget *sliding_pages4_scrubber_get_nub(SlidingPages4Scrubber *self) {
    if (!sliding_pages4_is_scrubber(self)) {
        sliding_pages4_warn("sliding_pages4_scrubber_get_nub: the scrubber given is no SlidingPages4Scrubber");
        return NULL;
    }
    return self->nub;
}

GtkWidget *sliding_pages4_scrubber_get_child(SlidingPages4Scrubber *self) {
    if (!sliding_pages4_is_scrubber(self)) {
        sliding_pages4_warn("sliding_pages4_scrubber_get_child: the scrubber given is no SlidingPages4Scrubber");
        return NULL;
    }
    return self->child;
}

double sliding_pages4_scrubber_get_fraction(SlidingPages4Scrubber *self) {
    if (!sliding_pages4_is_scrubber(self)) {
        sliding_pages4_warn("sliding_pages4_scrubber_get_fraction: the scrubber given is no SlidingPages4Scrubber");
        return -1;
    }
    double f = -1;
    g_object_get(self, "fraction", &f, NULL);
    return f;
}

void sliding_pages4_scrubber_attach(SlidingPages4Scrubber *self, const SlidingPages4ScrubberHooks *hooks, gpointer data) {
    g_return_if_fail(SLIDING_PAGES4_IS_SCRUBBER(self));
    self->hooks = hooks;
    self->data = data;
}

gpointer sliding_pages4_scrubber_get_data(SlidingPages4Scrubber *self) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_SCRUBBER(self), NULL);
    return self->data;
}

gboolean sliding_pages4_scrubber_emit(SlidingPages4Scrubber *self, int transition) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_SCRUBBER(self) && transition >= 0 && transition < 4, FALSE);
    gboolean handled = FALSE;
    g_signal_emit(self, signals[transition], 0, &handled);
    return handled;
}

GtkOrientation sliding_pages4_scrubber_get_orientation(SlidingPages4Scrubber *self) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_SCRUBBER(self), GTK_ORIENTATION_VERTICAL);
    return self->orientation;
}

void sliding_pages4_scrubber_describe(SlidingPages4Scrubber *self, const char *text) {
    g_return_if_fail(SLIDING_PAGES4_IS_SCRUBBER(self));
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

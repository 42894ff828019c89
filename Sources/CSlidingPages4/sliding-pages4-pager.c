#include "sliding-pages4-private.h"

struct _SlidingPages4Pager {
    GtkWidget parent_instance;
    const SlidingPages4PagerHooks *hooks;
    gpointer data;
    double press_x, press_y;
    /* A press is held (from drag-begin to its end or cancel). */
    gboolean pressing;
    gboolean claimed;
    /* A gesture inside the pager claimed the press. */
    gboolean child_claimed;
    /* The idle handing on a release after GTK dispatched it (or 0), and its time. */
    guint release_idle;
    guint32 release_time;
    /* The focus as a press began (compared, never used). */
    gpointer focus_at_press;
};

static void buildable_init(GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(SlidingPages4Pager, sliding_pages4_pager, GTK_TYPE_WIDGET,
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_BUILDABLE, buildable_init)
                                  G_IMPLEMENT_INTERFACE(GTK_TYPE_ORIENTABLE, NULL))

static GtkBuildableIface *parent_buildable;

/* Hooks run only while the Swift side is there. */
#define HOOKED(self) ((self)->hooks && (self)->data)

static void measure(GtkWidget *w, GtkOrientation orientation, int for_size, int *minimum, int *natural, int *minimum_baseline,
                    int *natural_baseline) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(w);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (HOOKED(self)) self->hooks->measure(self->data, orientation, for_size, minimum, natural);
    if (*natural < *minimum) *natural = *minimum;
}

static void size_allocate(GtkWidget *w, int width, int height, G_GNUC_UNUSED int baseline) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(w);
    if (HOOKED(self)) self->hooks->allocate(self->data, width, height);
}

static void snapshot(GtkWidget *w, GtkSnapshot *s) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(w);
    if (HOOKED(self)) self->hooks->snapshot(self->data, s);
}

static void direction_changed(GtkWidget *w, GtkTextDirection previous) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages4_pager_parent_class)->direction_changed(w, previous);
    if (HOOKED(self)) self->hooks->direction_changed(self->data);
}

/* A new theme or stylesheet, or a state: the chrome's nodes may change
 * with the pager's own style, and the chrome is drawn again. */
static void css_changed(GtkWidget *w, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(sliding_pages4_pager_parent_class)->css_changed(w, change);
    gtk_widget_queue_draw(w);
    sliding_pages4_pager_restyled(SLIDING_PAGES4_PAGER(w));
}

void sliding_pages4_pager_restyled(SlidingPages4Pager *self) {
    if (HOOKED(self)) self->hooks->restyled(self->data);
}

static void dispose(GObject *object) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(object);
    /* Its reference is dropped with it: a pager made to go hears no release. */
    g_clear_handle_id(&self->release_idle, g_source_remove);
    if (HOOKED(self)) {
        gpointer data = self->data;
        self->data = NULL;
        self->hooks->dispose(data);
    }
    /* Whatever the Swift side did not take back, and the CSS nodes. */
    sliding_pages4_unparent_children(GTK_WIDGET(self));
    G_OBJECT_CLASS(sliding_pages4_pager_parent_class)->dispose(object);
}

/* Input: each event crosses to Swift once. */

static void flush_release(SlidingPages4Pager *self);

static guint32 event_time(GtkGestureDrag *g) {
    return gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(g));
}

static void drag_begin(GtkGestureDrag *g, double x, double y, SlidingPages4Pager *self) {
    flush_release(self);
    GtkRoot *root = gtk_widget_get_root(GTK_WIDGET(self));
    self->focus_at_press = root ? gtk_root_get_focus(root) : NULL;
    self->press_x = x;
    self->press_y = y;
    self->pressing = TRUE;
    self->claimed = FALSE;
    self->child_claimed = FALSE;
    GdkDevice *device = gtk_gesture_get_device(GTK_GESTURE(g));
    gboolean touch = device && gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN;
    if (HOOKED(self))
        self->hooks->press(self->data, x, y, touch, gtk_widget_pick(GTK_WIDGET(self), x, y, GTK_PICK_DEFAULT), event_time(g));
}

static void drag_update(GtkGestureDrag *g, double dx, double dy, SlidingPages4Pager *self) {
    if (!HOOKED(self)) return;
    if (self->hooks->drag(self->data, self->press_x + dx, self->press_y + dy, event_time(g)) && !self->claimed) {
        /* The pages follow the press: children lose it (a button under it
         * is not clicked). */
        self->claimed = TRUE;
        gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_CLAIMED);
    }
}

static gboolean release_after_dispatch(gpointer data) {
    SlidingPages4Pager *self = data;
    self->release_idle = 0;
    if (HOOKED(self)) self->hooks->release(self->data, !self->claimed && !self->child_claimed, self->release_time);
    return G_SOURCE_REMOVE;
}

/* A release still waiting is handed on now (a new press came). */
static void flush_release(SlidingPages4Pager *self) {
    if (!self->release_idle) return;
    g_source_remove(self->release_idle);
    g_object_ref(self);
    release_after_dispatch(self);
    g_object_unref(self);
}

/* The pager's gesture hears the release first (capture phase); a button
 * on a page claims it as the release bubbles to it. The release is handed
 * on once GTK has dispatched it, before any other event. */
static void drag_end(GtkGestureDrag *g, G_GNUC_UNUSED double dx, G_GNUC_UNUSED double dy, SlidingPages4Pager *self) {
    self->pressing = FALSE;
    flush_release(self);
    self->release_time = event_time(g);
    if (HOOKED(self)) self->release_idle = g_idle_add_full(G_PRIORITY_HIGH, release_after_dispatch, g_object_ref(self), g_object_unref);
}

/* A claim by a gesture inside the pager (a long press, a button) makes the
 * release no tap. GTK does not tell the pager's capture-phase gesture of a
 * claim, so every claim is heard here; the press resets the mark. */
static gboolean claim_heard(G_GNUC_UNUSED GSignalInvocationHint *hint, G_GNUC_UNUSED guint n, const GValue *values,
                            G_GNUC_UNUSED gpointer data) {
    if (g_value_get_enum(&values[2]) != GTK_EVENT_SEQUENCE_CLAIMED) return TRUE;
    GtkWidget *w = gtk_event_controller_get_widget(g_value_get_object(&values[0]));
    for (GtkWidget *p = w ? gtk_widget_get_parent(w) : NULL; p; p = gtk_widget_get_parent(p))
        if (SLIDING_PAGES4_IS_PAGER(p)) SLIDING_PAGES4_PAGER(p)->child_claimed = TRUE;
    return TRUE;
}

static void drag_cancel(G_GNUC_UNUSED GtkGesture *g, G_GNUC_UNUSED GdkEventSequence *sequence, SlidingPages4Pager *self) {
    self->pressing = FALSE;
    if (HOOKED(self)) self->hooks->cancel(self->data, 0);
}

/* Taken out of its window (or hidden) mid-drag, the pager hears no more
 * of the press: the drag ends where it is and the pages settle. With no
 * frames to come, a move under way ends where it was going. */
static void unmap(GtkWidget *w) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages4_pager_parent_class)->unmap(w);
    flush_release(self);
    if (self->pressing) drag_cancel(NULL, NULL, self);
    if (HOOKED(self)) self->hooks->mapped(self->data, FALSE);
}

static void map(GtkWidget *w) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages4_pager_parent_class)->map(w);
    if (HOOKED(self)) self->hooks->mapped(self->data, TRUE);
}

static gboolean focus(GtkWidget *w, GtkDirectionType direction) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(w);
    if (!HOOKED(self)) return GTK_WIDGET_CLASS(sliding_pages4_pager_parent_class)->focus(w, direction);
    return self->hooks->focus(self->data, direction);
}

static gboolean key_pressed(G_GNUC_UNUSED GtkEventControllerKey *c, guint keyval, G_GNUC_UNUSED guint keycode, GdkModifierType state,
                            SlidingPages4Pager *self) {
    return HOOKED(self) && self->hooks->key(self->data, keyval, state);
}

static gboolean scrolled(GtkEventControllerScroll *c, double dx, double dy, SlidingPages4Pager *self) {
    gboolean wheel = gtk_event_controller_scroll_get_unit(c) == GDK_SCROLL_UNIT_WHEEL;
    return HOOKED(self) && self->hooks->scroll(self->data, dx, dy, wheel, gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(c)));
}

static void scroll_end(GtkEventControllerScroll *c, SlidingPages4Pager *self) {
    if (HOOKED(self)) self->hooks->scroll_end(self->data, gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(c)));
}

static void pointer_at(G_GNUC_UNUSED GtkEventControllerMotion *c, double x, double y, SlidingPages4Pager *self) {
    if (HOOKED(self)) self->hooks->hover(self->data, x, y, TRUE);
}

static void pointer_left(G_GNUC_UNUSED GtkEventControllerMotion *c, SlidingPages4Pager *self) {
    if (HOOKED(self)) self->hooks->hover(self->data, 0, 0, FALSE);
}

/* A press focuses the pager so keys page from there, as the GTK 3 pager
 * does; but a page's widget that took the focus on this press (GTK 4's
 * focus-on-click runs first), or had it and was pressed, keeps it, as in
 * AdwCarousel. */
static void pressed(G_GNUC_UNUSED GtkGestureClick *g, G_GNUC_UNUSED int n, double x, double y, SlidingPages4Pager *self) {
    GtkWidget *w = GTK_WIDGET(self);
    if (!gtk_widget_get_focusable(w) || gtk_widget_has_focus(w)) return;
    GtkRoot *root = gtk_widget_get_root(w);
    GtkWidget *focus = root ? gtk_root_get_focus(root) : NULL;
    if (focus && gtk_widget_is_ancestor(focus, w)) {
        if ((gpointer)focus != self->focus_at_press) return;
        for (GtkWidget *at = gtk_widget_pick(w, x, y, GTK_PICK_DEFAULT); at && at != w; at = gtk_widget_get_parent(at))
            if (at == focus) return;
    }
    gtk_widget_grab_focus(w);
}

static void get_property(GObject *object, guint id, GValue *value, G_GNUC_UNUSED GParamSpec *pspec) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(object);
    if (HOOKED(self)) self->hooks->get_property(self->data, id, value);
}

static void set_property(GObject *object, guint id, const GValue *value, G_GNUC_UNUSED GParamSpec *pspec) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(object);
    if (HOOKED(self)) self->hooks->set_property(self->data, id, value);
}

/* The focus ring is drawn in snapshot: it comes and goes with the flags. */
static void state_flags_changed(GtkWidget *w, GtkStateFlags previous) {
    GTK_WIDGET_CLASS(sliding_pages4_pager_parent_class)->state_flags_changed(w, previous);
    if ((previous ^ gtk_widget_get_state_flags(w)) & GTK_STATE_FLAG_FOCUS_VISIBLE) gtk_widget_queue_draw(w);
}

static void sliding_pages4_pager_class_init(SlidingPages4PagerClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->dispose = dispose;
    object_class->get_property = get_property;
    object_class->set_property = set_property;
    /* The options and the reported state, from the core's option record. */
    sliding_pages4_install_properties(object_class);
    sliding_pages4_install_signals(object_class);
    gpointer gesture_class = g_type_class_ref(GTK_TYPE_GESTURE);
    g_signal_add_emission_hook(g_signal_lookup("sequence-state-changed", GTK_TYPE_GESTURE), 0, claim_heard, NULL, NULL);
    g_type_class_unref(gesture_class);
    widget_class->measure = measure;
    widget_class->size_allocate = size_allocate;
    widget_class->snapshot = snapshot;
    widget_class->direction_changed = direction_changed;
    widget_class->unmap = unmap;
    widget_class->map = map;
    widget_class->focus = focus;
    widget_class->css_changed = css_changed;
    widget_class->state_flags_changed = state_flags_changed;
    /* The same node name as the GTK 3 pager, so one stylesheet serves both. */
    gtk_widget_class_set_css_name(widget_class, "slidingpages");
    /* AdwCarousel's role: its pages are a group. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void sliding_pages4_pager_init(SlidingPages4Pager *self) {
    GtkWidget *w = GTK_WIDGET(self);
    gtk_widget_set_focusable(w, TRUE);
    /* The GTK 3 pager's name; an app may give its own. */
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pages"), -1);
    gtk_widget_set_overflow(w, GTK_OVERFLOW_HIDDEN);
    /* The GTK 3 pager's style class too, so one stylesheet serves both. */
    gtk_widget_add_css_class(w, "sliding-pages");
    sliding_pages4_pager_show_orientation(self, GTK_ORIENTATION_HORIZONTAL);

    /* In the capture phase, as HdyCarousel's and AdwCarousel's swipe
     * tracking: the pages follow a drag begun over a child. */
    GtkGesture *drag = gtk_gesture_drag_new();
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(drag), GTK_PHASE_CAPTURE);
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(drag, "drag-end", G_CALLBACK(drag_end), self);
    g_signal_connect(drag, "cancel", G_CALLBACK(drag_cancel), self);
    gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(drag));

    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "pressed", G_CALLBACK(pressed), self);
    gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(click));
    /* Grouped with the drag, which claims the pointer's sequence: alone,
     * the click gesture missed the first press after every drag. */
    gtk_gesture_group(click, drag);

    GtkEventController *key = gtk_event_controller_key_new();
    g_signal_connect(key, "key-pressed", G_CALLBACK(key_pressed), self);
    gtk_widget_add_controller(w, key);

    GtkEventController *scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
    g_signal_connect(scroll, "scroll", G_CALLBACK(scrolled), self);
    g_signal_connect(scroll, "scroll-end", G_CALLBACK(scroll_end), self);
    gtk_widget_add_controller(w, scroll);

    GtkEventController *motion = gtk_event_controller_motion_new();
    g_signal_connect(motion, "enter", G_CALLBACK(pointer_at), self);
    g_signal_connect(motion, "motion", G_CALLBACK(pointer_at), self);
    g_signal_connect(motion, "leave", G_CALLBACK(pointer_left), self);
    gtk_widget_add_controller(w, motion);

    /* Every pager gets its Swift side, however made (g_object_new, .ui, binding). */
    sliding_pages4_pager_adopt(self);
}

GtkWidget *sliding_pages4_pager_new(void) {
    return g_object_new(SLIDING_PAGES4_TYPE_PAGER, NULL);
}

void sliding_pages4_pager_attach(SlidingPages4Pager *self, const SlidingPages4PagerHooks *hooks, gpointer data) {
    g_return_if_fail(SLIDING_PAGES4_IS_PAGER(self));
    self->hooks = hooks;
    self->data = data;
}

gpointer sliding_pages4_pager_get_data(SlidingPages4Pager *self) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_PAGER(self), NULL);
    return self->data;
}

void sliding_pages4_pager_describe(SlidingPages4Pager *self, const char *text) {
    g_return_if_fail(SLIDING_PAGES4_IS_PAGER(self));
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

void sliding_pages4_pager_append(SlidingPages4Pager *self, GtkWidget *child, const char *title) {
    if (!sliding_pages4_is_pager(self)) {
        sliding_pages4_warn("sliding_pages4_pager_append: the pager given is no SlidingPages4Pager; ignored");
        return;
    }
    if (!child || !GTK_IS_WIDGET(child)) {
        sliding_pages4_warn("sliding_pages4_pager_append: the child given is no GtkWidget; ignored");
        return;
    }
    if (HOOKED(self)) self->hooks->append_page(self->data, child, title);
}

void sliding_pages4_pager_remove(SlidingPages4Pager *self, GtkWidget *child) {
    if (!sliding_pages4_is_pager(self)) {
        sliding_pages4_warn("sliding_pages4_pager_remove: the pager given is no SlidingPages4Pager; ignored");
        return;
    }
    if (!HOOKED(self) || !child || !self->hooks->remove_page(self->data, child))
        sliding_pages4_warn("sliding_pages4_pager_remove: the child given is not one of the pager's own pages; ignored");
}

/* A .ui file's <child>: a widget, or a SlidingPages4Page with its title, is
 * a page; anything else (an event controller, a layout manager) is
 * GtkWidget's. */
static void add_child(GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type) {
    SlidingPages4Pager *self = SLIDING_PAGES4_PAGER(buildable);
    if (GTK_IS_WIDGET(child)) sliding_pages4_pager_append(self, GTK_WIDGET(child), NULL);
    else if (SLIDING_PAGES4_IS_PAGE(child)) {
        SlidingPages4Page *page = SLIDING_PAGES4_PAGE(child);
        GtkWidget *w = sliding_pages4_page_get_child(page);
        if (w) sliding_pages4_pager_append(self, w, sliding_pages4_page_get_title(page));
        else sliding_pages4_warn("SlidingPages4Pager: a SlidingPages4Page with no child; ignored");
    } else parent_buildable->add_child(buildable, builder, child, type);
}

static void buildable_init(GtkBuildableIface *iface) {
    parent_buildable = g_type_interface_peek_parent(iface);
    iface->add_child = add_child;
}

void sliding_pages4_init(void) {
    g_type_ensure(SLIDING_PAGES4_TYPE_PAGER);
    g_type_ensure(SLIDING_PAGES4_TYPE_DOTS);
    g_type_ensure(SLIDING_PAGES4_TYPE_PAGE);
    g_type_ensure(SLIDING_PAGES4_TYPE_SCRUBBER);
}

/* What GTK's orientable widgets show of their orientation, done here since
 * g_object_set and the Swift API bypass GtkOrientable's setter. */
void sliding_pages4_pager_show_orientation(SlidingPages4Pager *self, GtkOrientation orientation) {
    GtkWidget *w = GTK_WIDGET(self);
    gboolean vertical = orientation == GTK_ORIENTATION_VERTICAL;
    gtk_widget_remove_css_class(w, vertical ? "horizontal" : "vertical");
    gtk_widget_add_css_class(w, vertical ? "vertical" : "horizontal");
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_ORIENTATION, orientation, -1);
}

void sliding_pages4_warn(const char *message) {
    g_log("SlidingPages", G_LOG_LEVEL_WARNING, "%s", message);
}

#define KEEPS_DRAGS "sliding-pages4-keeps-drags"

void sliding_pages4_set_keeps_drags(GtkWidget *widget, gboolean keeps) {
    if (!sliding_pages4_is_widget(widget)) {
        sliding_pages4_warn("sliding_pages4_set_keeps_drags: the widget given is no GtkWidget; ignored");
        return;
    }
    g_object_set_data(G_OBJECT(widget), KEEPS_DRAGS, GINT_TO_POINTER(keeps ? 1 : 0));
}

gboolean sliding_pages4_get_keeps_drags(GtkWidget *widget) {
    return sliding_pages4_is_widget(widget) && GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), KEEPS_DRAGS)) != 0;
}

#include "sliding-pages-pager-instance.h"

/* The pager's input: gestures, scrolling, keys, focus and hovering, each
 * handed to the Swift half in one hook call. */

/* Input ------------------------------------------------------------------ */

static gboolean event_is_touch(GtkGesture *g);

static void flush_release(SlidingPagesPager *self);

static void drag_begin(GtkGestureDrag *g, double x, double y, gpointer data) {
    SlidingPagesPager *self = data;
    flush_release(self);
    self->press_bubbled = FALSE;
    self->child_claimed = FALSE;
    self->dragging = FALSE;
    GtkGesture *gesture = GTK_GESTURE(g);
    const GdkEvent *e = gtk_gesture_get_last_event(gesture, gtk_gesture_single_get_current_sequence(GTK_GESTURE_SINGLE(g)));
    GtkWidget *target = e ? gtk_get_event_widget((GdkEvent *)e) : NULL;
    if (HOOK(self, drag_begin))
        HOOKS(self).drag_begin(self->user_data, x, y, gtk_get_current_event_time(), target, event_is_touch(gesture));
}

#define KEEPS_DRAGS "sliding-pages-keeps-drags"

void sliding_pages_set_keeps_drags(GtkWidget *widget, gboolean keeps) {
    /* Warned, not critical, as the pager's own functions are. */
    if (!GTK_IS_WIDGET(widget)) {
        g_warning("sliding_pages_set_keeps_drags: the widget given is no GtkWidget; ignored");
        return;
    }
    g_object_set_data(G_OBJECT(widget), KEEPS_DRAGS, GINT_TO_POINTER(keeps ? 1 : 0));
}

gboolean sliding_pages_get_keeps_drags(GtkWidget *widget) {
    return GTK_IS_WIDGET(widget) && GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), KEEPS_DRAGS)) != 0;
}

/* A touch emulating the pointer reaches pointer-only widgets (GtkButton's gesture is exclusive) as
 * synthesised button events that claiming the sequence does not cancel, so the release would still
 * click: those widgets, up to the pager, are told their grab broke. */
static void release_emulated_press(SlidingPagesPager *self, GtkGesture *g) {
    GdkEventSequence *sequence = gtk_gesture_single_get_current_sequence(GTK_GESTURE_SINGLE(g));
    const GdkEvent *last = sequence ? gtk_gesture_get_last_event(g, sequence) : NULL;
    if (!last || (last->type != GDK_TOUCH_BEGIN && last->type != GDK_TOUCH_UPDATE) || !last->touch.emulating_pointer)
        return;
    GtkWidget *pager = GTK_WIDGET(self);
    for (GtkWidget *w = gtk_get_event_widget((GdkEvent *)last); w && w != pager; w = gtk_widget_get_parent(w)) {
        GdkWindow *window = gtk_widget_get_window(w);
        if (!window) continue;
        GdkEvent *broken = gdk_event_new(GDK_GRAB_BROKEN);
        broken->grab_broken.window = g_object_ref(window);
        broken->grab_broken.send_event = TRUE;
        g_object_ref(w);
        gtk_widget_event(w, broken);
        GtkWidget *parent = gtk_widget_get_parent(w);
        g_object_unref(w);
        gdk_event_free(broken);
        if (!parent) break;
    }
}

/* Whether the gesture's sequence is a touch: touch events, or any from a
 * touchscreen. */
static gboolean event_is_touch(GtkGesture *g) {
    const GdkEvent *e = gtk_gesture_get_last_event(g, gtk_gesture_get_last_updated_sequence(g));
    if (!e) return FALSE;
    switch (gdk_event_get_event_type(e)) {
    case GDK_TOUCH_BEGIN:
    case GDK_TOUCH_UPDATE:
    case GDK_TOUCH_END:
    case GDK_TOUCH_CANCEL:
        return TRUE;
    default:
        break;
    }
    GdkDevice *d = gdk_event_get_source_device(e);
    return d && gdk_device_get_source(d) == GDK_SOURCE_TOUCHSCREEN;
}

static void drag_update(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    SlidingPagesPager *self = data;
    double x0, y0;
    if (!gtk_gesture_drag_get_start_point(g, &x0, &y0)) return;
    /* With mouse drags off, a mouse's motion never reaches the pages: its
     * press and release stay a click. Touch always drags. */
    if (self->no_mouse_drags && !event_is_touch(GTK_GESTURE(g))) {
        /* Moved past GTK's drag threshold, it is no longer a click either. */
        if (gtk_drag_check_threshold(GTK_WIDGET(self), (int)x0, (int)y0, (int)(x0 + dx), (int)(y0 + dy))) self->mouse_moved = TRUE;
        return;
    }
    if (HOOK(self, drag_update) && HOOKS(self).drag_update(self->user_data, x0 + dx, y0 + dy, gtk_get_current_event_time()) && !self->dragging) {
        self->dragging = TRUE;
        /* Take the sequence: a button under the pointer gets a cancel. */
        gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_CLAIMED);
        release_emulated_press(self, GTK_GESTURE(g));
    }
}

static gboolean release_after_dispatch(gpointer data) {
    SlidingPagesPager *self = data;
    self->release_idle = 0;
    if (!self->disposed && HOOK(self, drag_end))
        HOOKS(self).drag_end(self->user_data, self->release_bubbled && !self->child_claimed, self->release_time);
    return G_SOURCE_REMOVE;
}

/* A release still waiting is handed on now (a new press came). */
static void flush_release(SlidingPagesPager *self) {
    if (!self->release_idle) return;
    g_source_remove(self->release_idle);
    g_object_ref(self);
    release_after_dispatch(self);
    g_object_unref(self);
}

/* Handed on once GTK has dispatched the release: a widget on a page may still claim it, and a
 * handler destroying the window (item-selected, say) must not while GTK carries it to the pages. */
static void drag_end(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)dx;
    (void)dy;
    flush_release(self);
    self->release_bubbled = self->press_bubbled && !self->dragging && !self->mouse_moved;
    self->release_time = gtk_get_current_event_time();
    self->dragging = FALSE;
    self->mouse_moved = FALSE;
    if (HOOK(self, drag_end))
        self->release_idle = g_idle_add_full(G_PRIORITY_HIGH, release_after_dispatch, g_object_ref(self), g_object_unref);
}

static void drag_cancel(GtkGesture *g, GdkEventSequence *seq, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)seq;
    if (HOOK(self, drag_cancel)) HOOKS(self).drag_cancel(self->user_data, gtk_get_current_event_time());
    self->dragging = FALSE;
    self->mouse_moved = FALSE;
}

/* The bubble-phase press only sees presses no child consumed. */
static void press_pressed(GtkGestureMultiPress *g, int n, double x, double y, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)n;
    (void)x;
    (void)y;
    self->press_bubbled = TRUE;
    if (gtk_widget_get_can_focus(GTK_WIDGET(self)) && !gtk_widget_has_focus(GTK_WIDGET(self)))
        gtk_widget_grab_focus(GTK_WIDGET(self));
}

static gboolean scroll_event(GtkWidget *w, GdkEventScroll *event) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    if (!HOOK(self, scroll)) return GDK_EVENT_PROPAGATE;
    GdkDevice *device = gdk_event_get_source_device((GdkEvent *)event);
    GdkInputSource source = device ? gdk_device_get_source(device) : GDK_SOURCE_MOUSE;
    gboolean touchpad = source == GDK_SOURCE_TOUCHPAD || source == GDK_SOURCE_TRACKPOINT;
    double dx = 0, dy = 0;
    gboolean stop = FALSE;
    switch (event->direction) {
    case GDK_SCROLL_UP: dy = -1; break;
    case GDK_SCROLL_DOWN: dy = 1; break;
    case GDK_SCROLL_LEFT: dx = -1; break;
    case GDK_SCROLL_RIGHT: dx = 1; break;
    case GDK_SCROLL_SMOOTH:
        gdk_event_get_scroll_deltas((GdkEvent *)event, &dx, &dy);
        stop = gdk_event_is_scroll_stop_event((GdkEvent *)event);
        break;
    }
    gboolean smooth = event->direction == GDK_SCROLL_SMOOTH;
    SPScrollSource kind = (smooth && touchpad) ? SP_SCROLL_TOUCHPAD : SP_SCROLL_WHEEL;
    return HOOKS(self).scroll(self->user_data, kind, dx, dy, stop, event->time) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

static gboolean key_press_event(GtkWidget *w, GdkEventKey *event) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    if (HOOK(self, key_press) && HOOKS(self).key_press(self->user_data, event->keyval, event->state, event->time))
        return GDK_EVENT_STOP;
    return PAGER_PARENT_WIDGET_CLASS->key_press_event(w, event);
}

/* GTK's default for a focusable container takes focus itself and never offers its children, so
 * the hook walks the pages in view. */
static gboolean focus(GtkWidget *w, GtkDirectionType direction) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    if (HOOK(self, focus)) {
        g_object_ref(self);
        gboolean taken = HOOKS(self).focus(self->user_data, direction);
        pager_release_after_caller(self);
        return taken;
    }
    return PAGER_PARENT_WIDGET_CLASS->focus(w, direction);
}

static void set_focus_child(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    PAGER_PARENT_CONTAINER_CLASS->set_focus_child(container, child);
    CALL_HOOK(self, focus_child_set, child);
}

static gboolean crossing(GtkWidget *w, GdkEventCrossing *event, gboolean inside) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Moving into or out of a child is still inside the pager; page
     * windows see crossings on the way to windows inside pages. */
    if (event->window == gtk_widget_get_window(w) && event->detail != GDK_NOTIFY_INFERIOR && HOOK(self, hover))
        HOOKS(self).hover(self->user_data, inside);
    return GDK_EVENT_PROPAGATE;
}

/* The core shows the nub when the pointer comes near; seen in the capture phase, as some page
 * widgets stop motion (a scrollbar, an entry). */
static void pointer_motion(GtkEventControllerMotion *controller, double x, double y, gpointer data) {
    (void)controller;
    SlidingPagesPager *self = data;
    GdkModifierType state = 0;
    gtk_get_current_event_state(&state);
    if (state & (GDK_BUTTON1_MASK | GDK_BUTTON2_MASK | GDK_BUTTON3_MASK)) return;
    CALL_HOOK(self, pointer_moved, x, y);
}

static gboolean enter_notify_event(GtkWidget *w, GdkEventCrossing *event) { return crossing(w, event, TRUE); }
static gboolean leave_notify_event(GtkWidget *w, GdkEventCrossing *event) { return crossing(w, event, FALSE); }

static void direction_changed(GtkWidget *w, GtkTextDirection previous) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    PAGER_PARENT_WIDGET_CLASS->direction_changed(w, previous);
    CALL_HOOK(self, direction_changed, gtk_widget_get_direction(w));
}

static void style_updated(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    PAGER_PARENT_WIDGET_CLASS->style_updated(w);
    if (HOOK(self, style_changed)) {
        g_object_ref(self);
        HOOKS(self).style_changed(self->user_data);
        pager_release_after_caller(self);
    }
}

/* Unmapped mid-press, the pager hears no more of it, so the press ends as a cancel would. The
 * gesture is not reset: that hands the rest of the press to the unrealized pager, a critical. */
void pager_end_press(SlidingPagesPager *self) {
    flush_release(self);
    /* The gesture is gone once disposed (a destroyed pager unmaps after). */
    if (!self->drag || !gtk_gesture_is_active(GTK_GESTURE(self->drag))) return;
    if (HOOK(self, drag_cancel)) HOOKS(self).drag_cancel(self->user_data, gtk_get_current_event_time());
    self->dragging = FALSE;
    self->mouse_moved = FALSE;
}

void pager_input_init(SlidingPagesPager *self) {
    GtkWidget *w = GTK_WIDGET(self);
    self->motion = gtk_event_controller_motion_new(w);
    gtk_event_controller_set_propagation_phase(self->motion, GTK_PHASE_CAPTURE);
    g_signal_connect(self->motion, "motion", G_CALLBACK(pointer_motion), self);
    self->drag = gtk_gesture_drag_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->drag), GTK_PHASE_CAPTURE);
    gtk_gesture_single_set_touch_only(GTK_GESTURE_SINGLE(self->drag), FALSE);
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(self->drag), GDK_BUTTON_PRIMARY);
    /* Exclusive, so one finger drives the pages: a second finger would otherwise end the drag
     * (no longer one point) and start another. */
    gtk_gesture_single_set_exclusive(GTK_GESTURE_SINGLE(self->drag), TRUE);
    g_signal_connect(self->drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(self->drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(self->drag, "drag-end", G_CALLBACK(drag_end), self);
    g_signal_connect(self->drag, "cancel", G_CALLBACK(drag_cancel), self);

    self->press = gtk_gesture_multi_press_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->press), GTK_PHASE_BUBBLE);
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(self->press), GDK_BUTTON_PRIMARY);
    gtk_gesture_single_set_exclusive(GTK_GESTURE_SINGLE(self->press), TRUE);
    g_signal_connect(self->press, "pressed", G_CALLBACK(press_pressed), self);
}

/* A claim inside the pager (a page's long press) makes the release no tap; GTK does not tell the
 * capture-phase gesture of a claim made after dispatch, so every claim is heard here. */
static gboolean claim_heard(G_GNUC_UNUSED GSignalInvocationHint *hint, G_GNUC_UNUSED guint n, const GValue *values,
                            G_GNUC_UNUSED gpointer data) {
    if (g_value_get_enum(&values[2]) != GTK_EVENT_SEQUENCE_CLAIMED) return TRUE;
    GtkWidget *w = gtk_event_controller_get_widget(g_value_get_object(&values[0]));
    for (GtkWidget *p = w ? gtk_widget_get_parent(w) : NULL; p; p = gtk_widget_get_parent(p))
        if (SLIDING_PAGES_IS_PAGER(p)) SLIDING_PAGES_PAGER(p)->child_claimed = TRUE;
    return TRUE;
}

void pager_input_class_init(GtkWidgetClass *widget_class, GtkContainerClass *container_class) {
    gpointer gesture_class = g_type_class_ref(GTK_TYPE_GESTURE);
    g_signal_add_emission_hook(g_signal_lookup("sequence-state-changed", GTK_TYPE_GESTURE), 0, claim_heard, NULL, NULL);
    g_type_class_unref(gesture_class);
    widget_class->scroll_event = scroll_event;
    widget_class->key_press_event = key_press_event;
    widget_class->focus = focus;
    widget_class->enter_notify_event = enter_notify_event;
    widget_class->leave_notify_event = leave_notify_event;
    widget_class->direction_changed = direction_changed;
    widget_class->style_updated = style_updated;
    container_class->set_focus_child = set_focus_child;
}

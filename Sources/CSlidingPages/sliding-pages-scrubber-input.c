/* Warnings name the library, as the Swift side's do. */
#define G_LOG_DOMAIN "SlidingPages"

#include "sliding-pages-scrubber-instance.h"

/* The scrubber's windows, the nub's drag and painting. Where the nub goes
 * and how it looks come from the Swift side. */

void scrubber_place_input(SlidingPagesScrubber *self) {
    if (!self->input) return;
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction;
    if (!gtk_widget_get_mapped(GTK_WIDGET(self)) || !scrubber_nub_rect(self, &g, &r, &fraction)) {
        gdk_window_hide(self->input);
        return;
    }
    GtkAllocation a;
    gtk_widget_get_allocation(GTK_WIDGET(self), &a);
    gdk_window_move_resize(self->input, a.x + r.x, a.y + r.y, r.width, r.height);
    /* Not raised at every scroll, so an overlay a host put above the scrubber stays above; map
     * and a custom nub with its own window raise it. */
    gdk_window_show_unraised(self->input);
}

static void scrubber_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    SCRUBBER_PARENT_CLASS->size_allocate(widget, allocation);
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction;
    gboolean shown = scrubber_nub_rect(self, &g, &r, &fraction);
    if (self->nub) {
        gtk_widget_set_child_visible(self->nub, shown && gtk_widget_get_visible(self->nub));
        if (shown) {
            GtkAllocation a = {allocation->x + r.x, allocation->y + r.y, r.width, r.height};
            gtk_widget_size_allocate(self->nub, &a);
        }
    }
    scrubber_place_input(self);
    if (self->input && self->nub && gtk_widget_get_has_window(self->nub) && gtk_widget_get_mapped(widget))
        gdk_window_raise(self->input);
}

static void scrubber_realize(GtkWidget *widget) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    SCRUBBER_PARENT_CLASS->realize(widget);
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
    SCRUBBER_PARENT_CLASS->unrealize(widget);
}

static void scrubber_map(GtkWidget *widget) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    SCRUBBER_PARENT_CLASS->map(widget);
    /* After the children, whose windows it goes above. */
    scrubber_place_input(self);
    if (self->input) gdk_window_raise(self->input);
}

static gboolean scrubber_draw(GtkWidget *widget, cairo_t *cr) {
    SlidingPagesScrubber *self = SLIDING_PAGES_SCRUBBER(widget);
    SCRUBBER_PARENT_CLASS->draw(widget, cr);
    SlidingPagesScrubberGeometry g;
    GdkRectangle r;
    double fraction;
    if (!scrubber_nub_rect(self, &g, &r, &fraction)) return FALSE;
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
    if (!scrubber_nub_rect(self, &g, &r, &fraction) || x < r.x || y < r.y || x >= r.x + r.width || y >= r.y + r.height) {
        /* Not on the nub: the scrolled window has the press. */
        gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_DENIED);
        return;
    }
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    self->grab = sliding_pages_scrubber_grab_at(&g, x, y);
    self->held = TRUE;
    g_object_ref(self);
    scrubber_run(self, SLIDING_PAGES_SCRUBBER_PRESSED);
    if (!scrubber_gone(self)) scrubber_want_text(self);
    g_object_unref(self);
}

static void drag_update(GtkGestureDrag *gesture, double dx, double dy, gpointer data) {
    SlidingPagesScrubber *self = data;
    double x0, y0;
    if (!self->held || self->release_idle || !self->adjustment || !gtk_gesture_drag_get_start_point(gesture, &x0, &y0)) return;
    SlidingPagesScrubberGeometry g;
    scrubber_geometry(self, &g);
    gtk_adjustment_set_value(self->adjustment, sliding_pages_scrubber_value_at(&g, x0 + dx, y0 + dy, self->grab));
}

void scrubber_let_go(SlidingPagesScrubber *self) {
    if (!self->held) return;
    self->held = FALSE;
    scrubber_run(self, SLIDING_PAGES_SCRUBBER_RELEASED);
}

static gboolean release_now(gpointer data) {
    SlidingPagesScrubber *self = data;
    self->release_idle = 0;
    if (!scrubber_gone(self)) scrubber_let_go(self);
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
    /* Unmapped, the frame clock stops, so a hold ends here; no handler is told, as unmap runs while a
     * container takes the scrubber out, and a handler destroying it would free what it still uses. */
    if (self->held) {
        self->held = FALSE;
        double now = now_seconds();
        SlidingPagesScrubberTransition t[4];
        int n = sliding_pages_scrubber_input(widget, SLIDING_PAGES_SCRUBBER_RELEASED, now, self->deselect_delay,
                                             self->deselect_duration, t);
        for (int k = 0; k < n; k++) scrubber_apply_default(self, t[k], now);
    }
    if (self->input) gdk_window_hide(self->input);
    SCRUBBER_PARENT_CLASS->unmap(widget);
}

void scrubber_window_class_init(GtkWidgetClass *widget_class) {
    widget_class->draw = scrubber_draw;
    widget_class->size_allocate = scrubber_size_allocate;
    widget_class->unmap = scrubber_unmap;
    widget_class->map = scrubber_map;
    widget_class->realize = scrubber_realize;
    widget_class->unrealize = scrubber_unrealize;
}

void scrubber_input_init(SlidingPagesScrubber *self) {
    GtkWidget *w = GTK_WIDGET(self);
    self->drag = gtk_gesture_drag_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->drag), GTK_PHASE_CAPTURE);
    g_signal_connect(self->drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(self->drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(self->drag, "drag-end", G_CALLBACK(drag_end), self);
    g_signal_connect(self->drag, "cancel", G_CALLBACK(drag_cancel), self);
}

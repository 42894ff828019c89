#include "sliding-pages-pager.h"
#include <string.h>

/* A GtkContainer with its own GdkWindow, so pages that are partly off
 * screen are clipped to it, and gestures, scroll, keys and crossing events
 * forwarded to the hooks. */

struct _SlidingPagesPager {
    GtkContainer parent_instance;
    GList *children;
    SPPagerHooks hooks;
    gpointer user_data;
    GDestroyNotify destroy;
    GtkGesture *drag;
    GtkGesture *press;
    gboolean press_bubbled;
    gboolean dragging;
    GdkRectangle clip;
    GtkWidget *overlay_child;
};

G_DEFINE_TYPE(SlidingPagesPager, sliding_pages_pager, GTK_TYPE_CONTAINER)

static guint signals[SP_N_SIGNALS];

#define HOOK(self, name) ((self)->hooks.name != NULL)

/* Children ------------------------------------------------------------- */

static void pager_add(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    sliding_pages_pager_put(self, child);
    if (HOOK(self, child_added)) self->hooks.child_added(self->user_data, child);
}

static void pager_remove(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    if (!g_list_find(self->children, child)) return;
    /* Keep the child alive through the hook, whoever removed it. */
    g_object_ref(child);
    sliding_pages_pager_take(self, child);
    if (HOOK(self, child_removed)) self->hooks.child_removed(self->user_data, child);
    g_object_unref(child);
}

static void pager_forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    (void)include_internals;
    /* The callback may remove the child (destroy does), so step first. */
    GList *l = self->children;
    while (l) {
        GtkWidget *child = l->data;
        l = l->next;
        callback(child, data);
    }
}

static GType pager_child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}

void sliding_pages_pager_put(SlidingPagesPager *self, GtkWidget *child) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    g_return_if_fail(GTK_IS_WIDGET(child));
    g_return_if_fail(gtk_widget_get_parent(child) == NULL);
    self->children = g_list_append(self->children, child);
    gtk_widget_set_parent(child, GTK_WIDGET(self));
}

void sliding_pages_pager_take(SlidingPagesPager *self, GtkWidget *child) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    GList *link = g_list_find(self->children, child);
    if (!link) return;
    if (child == self->overlay_child) self->overlay_child = NULL;
    gboolean was_visible = gtk_widget_get_visible(child);
    self->children = g_list_delete_link(self->children, link);
    gtk_widget_unparent(child);
    if (was_visible && gtk_widget_get_visible(GTK_WIDGET(self))) gtk_widget_queue_resize(GTK_WIDGET(self));
}

void sliding_pages_pager_place(SlidingPagesPager *self, GtkWidget *child, int x, int y, int width, int height) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    GtkRequisition min;
    /* GTK wants a measure before every allocation. */
    gtk_widget_get_preferred_size(child, &min, NULL);
    GtkAllocation a = {x, y, MAX(width, min.width), MAX(height, min.height)};
    gtk_widget_size_allocate(child, &a);
}

void sliding_pages_pager_set_overlay_child(SlidingPagesPager *self, GtkWidget *child) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    g_return_if_fail(child == NULL || g_list_find(self->children, child) != NULL);
    self->overlay_child = child;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

void sliding_pages_pager_set_page_clip(SlidingPagesPager *self, int x, int y, int width, int height) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    GdkRectangle r = {x, y, width, height};
    if (r.x == self->clip.x && r.y == self->clip.y && r.width == self->clip.width && r.height == self->clip.height)
        return;
    self->clip = r;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

GtkStyleContext *sliding_pages_style_node(GtkWidget *widget, GtkStyleContext *parent, const char *name,
                                          const char *klass) {
    GtkWidgetPath *path = gtk_widget_path_copy(gtk_style_context_get_path(parent));
    gtk_widget_path_append_type(path, G_TYPE_NONE);
    gtk_widget_path_iter_set_object_name(path, -1, name);
    if (klass) gtk_widget_path_iter_add_class(path, -1, klass);
    GtkStyleContext *context = gtk_style_context_new();
    gtk_style_context_set_path(context, path);
    gtk_style_context_set_parent(context, parent);
    gtk_style_context_set_screen(context, gtk_widget_get_screen(widget));
    gtk_style_context_set_scale(context, gtk_widget_get_scale_factor(widget));
    gtk_widget_path_unref(path);
    return context;
}

PangoFontDescription *sliding_pages_style_font(GtkStyleContext *context, GtkStateFlags state) {
    PangoFontDescription *font = NULL;
    gtk_style_context_get(context, state, GTK_STYLE_PROPERTY_FONT, &font, NULL);
    return font;
}

guint sliding_pages_pager_child_count(SlidingPagesPager *self) {
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), 0);
    return g_list_length(self->children);
}

/* Size ------------------------------------------------------------------- */

static void measure(SlidingPagesPager *self, GtkOrientation o, int for_size, int *min, int *nat) {
    *min = 0;
    *nat = 0;
    if (HOOK(self, measure)) self->hooks.measure(self->user_data, o, for_size, min, nat);
}

static void get_preferred_width(GtkWidget *w, int *min, int *nat) {
    measure(SLIDING_PAGES_PAGER(w), GTK_ORIENTATION_HORIZONTAL, -1, min, nat);
}

static void get_preferred_height(GtkWidget *w, int *min, int *nat) {
    measure(SLIDING_PAGES_PAGER(w), GTK_ORIENTATION_VERTICAL, -1, min, nat);
}

static void size_allocate(GtkWidget *w, GtkAllocation *allocation) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    gtk_widget_set_allocation(w, allocation);
    if (gtk_widget_get_realized(w))
        gdk_window_move_resize(gtk_widget_get_window(w), allocation->x, allocation->y, allocation->width,
                               allocation->height);
    if (HOOK(self, allocate)) self->hooks.allocate(self->user_data, allocation->width, allocation->height);
    /* Pages are clipped to the pager's window. */
    gtk_widget_set_clip(w, allocation);
}

/* Window ----------------------------------------------------------------- */

static void realize(GtkWidget *w) {
    GtkAllocation a;
    gtk_widget_get_allocation(w, &a);
    gtk_widget_set_realized(w, TRUE);
    GdkWindowAttr attr = {0};
    attr.x = a.x;
    attr.y = a.y;
    attr.width = a.width;
    attr.height = a.height;
    attr.window_type = GDK_WINDOW_CHILD;
    attr.wclass = GDK_INPUT_OUTPUT;
    attr.visual = gtk_widget_get_visual(w);
    attr.event_mask = gtk_widget_get_events(w) | GDK_EXPOSURE_MASK | GDK_BUTTON_PRESS_MASK | GDK_BUTTON_RELEASE_MASK |
                      GDK_POINTER_MOTION_MASK | GDK_SCROLL_MASK | GDK_SMOOTH_SCROLL_MASK | GDK_KEY_PRESS_MASK |
                      GDK_ENTER_NOTIFY_MASK | GDK_LEAVE_NOTIFY_MASK | GDK_TOUCH_MASK;
    GdkWindow *window = gdk_window_new(gtk_widget_get_parent_window(w), &attr, GDK_WA_X | GDK_WA_Y | GDK_WA_VISUAL);
    gtk_widget_set_window(w, window);
    gtk_widget_register_window(w, window);
}

static void map(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->map(w);
    if (HOOK(self, mapped)) self->hooks.mapped(self->user_data, TRUE);
}

static void unmap(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->unmap(w);
    if (HOOK(self, mapped)) self->hooks.mapped(self->user_data, FALSE);
}

/* Drawing ---------------------------------------------------------------- */

typedef struct {
    SlidingPagesPager *self;
    cairo_t *cr;
} DrawChild;

static void draw_child(GtkWidget *child, gpointer data) {
    DrawChild *d = data;
    SlidingPagesPager *self = d->self;
    if (!gtk_widget_get_child_visible(child) || !gtk_widget_is_drawable(child)) return;
    double scale = HOOK(self, child_scale) ? self->hooks.child_scale(self->user_data, child) : 1.0;
    double alpha = HOOK(self, child_alpha) ? self->hooks.child_alpha(self->user_data, child) : 1.0;
    if (alpha <= 0.0) return;
    if (alpha < 1.0) cairo_push_group(d->cr);
    if (scale == 1.0) {
        gtk_container_propagate_draw(GTK_CONTAINER(self), child, d->cr);
        if (alpha < 1.0) {
            cairo_pop_group_to_source(d->cr);
            cairo_paint_with_alpha(d->cr, alpha);
        }
        return;
    }
    /* Scale about the child's centre without re-laying it out. */
    GtkAllocation a;
    gtk_widget_get_allocation(child, &a);
    cairo_save(d->cr);
    cairo_translate(d->cr, a.x + a.width / 2.0, a.y + a.height / 2.0);
    cairo_scale(d->cr, scale, scale);
    cairo_translate(d->cr, -(a.x + a.width / 2.0), -(a.y + a.height / 2.0));
    gtk_container_propagate_draw(GTK_CONTAINER(self), child, d->cr);
    cairo_restore(d->cr);
    if (alpha < 1.0) {
        cairo_pop_group_to_source(d->cr);
        cairo_paint_with_alpha(d->cr, alpha);
    }
}

static gboolean draw(GtkWidget *w, cairo_t *cr) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    int width = gtk_widget_get_allocated_width(w);
    int height = gtk_widget_get_allocated_height(w);
    GtkStyleContext *style = gtk_widget_get_style_context(w);
    gtk_render_background(style, cr, 0, 0, width, height);
    DrawChild d = {self, cr};
    cairo_save(cr);
    if (self->clip.width >= 0 && self->clip.height >= 0) {
        cairo_rectangle(cr, self->clip.x, self->clip.y, self->clip.width, self->clip.height);
        cairo_clip(cr);
    }
    GList *l = self->children;
    while (l) {
        GtkWidget *child = l->data;
        l = l->next;
        if (child != self->overlay_child) draw_child(child, &d);
    }
    cairo_restore(cr);
    if (HOOK(self, draw_overlay)) self->hooks.draw_overlay(self->user_data, cr, width, height);
    if (self->overlay_child) draw_child(self->overlay_child, &d);
    return GDK_EVENT_PROPAGATE;
}

/* Input ------------------------------------------------------------------ */

static void drag_begin(GtkGestureDrag *g, double x, double y, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    self->press_bubbled = FALSE;
    self->dragging = FALSE;
    if (HOOK(self, drag_begin)) self->hooks.drag_begin(self->user_data, x, y, gtk_get_current_event_time());
}

static void drag_update(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    SlidingPagesPager *self = data;
    double x0, y0;
    if (!gtk_gesture_drag_get_start_point(g, &x0, &y0)) return;
    if (HOOK(self, drag_update) && self->hooks.drag_update(self->user_data, x0 + dx, y0 + dy, gtk_get_current_event_time()) && !self->dragging) {
        self->dragging = TRUE;
        /* Take the sequence: a button under the pointer gets a cancel. */
        gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_CLAIMED);
    }
}

static void drag_end(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)dx;
    (void)dy;
    if (HOOK(self, drag_end)) self->hooks.drag_end(self->user_data, self->press_bubbled && !self->dragging, gtk_get_current_event_time());
    self->dragging = FALSE;
}

static void drag_cancel(GtkGesture *g, GdkEventSequence *seq, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)seq;
    if (HOOK(self, drag_cancel)) self->hooks.drag_cancel(self->user_data, gtk_get_current_event_time());
    self->dragging = FALSE;
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
    return self->hooks.scroll(self->user_data, kind, dx, dy, stop, event->time) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

static gboolean key_press_event(GtkWidget *w, GdkEventKey *event) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    if (HOOK(self, key_press) && self->hooks.key_press(self->user_data, event->keyval, event->state, event->time))
        return GDK_EVENT_STOP;
    return GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->key_press_event(w, event);
}

static gboolean crossing(GtkWidget *w, GdkEventCrossing *event, gboolean inside) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Moving into or out of a child is still inside the pager. */
    if (event->detail != GDK_NOTIFY_INFERIOR && HOOK(self, hover)) self->hooks.hover(self->user_data, inside);
    return GDK_EVENT_PROPAGATE;
}

static gboolean enter_notify_event(GtkWidget *w, GdkEventCrossing *event) { return crossing(w, event, TRUE); }
static gboolean leave_notify_event(GtkWidget *w, GdkEventCrossing *event) { return crossing(w, event, FALSE); }

static void direction_changed(GtkWidget *w, GtkTextDirection previous) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->direction_changed(w, previous);
    if (HOOK(self, direction_changed)) self->hooks.direction_changed(self->user_data, gtk_widget_get_direction(w));
}

static void style_updated(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->style_updated(w);
    if (HOOK(self, style_changed)) self->hooks.style_changed(self->user_data);
}

/* Life ------------------------------------------------------------------- */

void sliding_pages_pager_set_hooks(SlidingPagesPager *self, const SPPagerHooks *hooks, gpointer user_data,
                                   GDestroyNotify destroy) {
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    GDestroyNotify old_destroy = self->destroy;
    gpointer old_data = self->user_data;
    if (hooks) self->hooks = *hooks; else memset(&self->hooks, 0, sizeof self->hooks);
    self->user_data = user_data;
    self->destroy = destroy;
    if (old_destroy) old_destroy(old_data);
}

static void dispose(GObject *object) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    /* Children go first (destroy removes them through the hook), then the
     * hooks' owner is released exactly once. */
    while (self->children) gtk_widget_destroy(GTK_WIDGET(self->children->data));
    g_clear_object(&self->drag);
    g_clear_object(&self->press);
    GDestroyNotify destroy = self->destroy;
    gpointer data = self->user_data;
    memset(&self->hooks, 0, sizeof self->hooks);
    self->destroy = NULL;
    self->user_data = NULL;
    if (destroy) destroy(data);
    G_OBJECT_CLASS(sliding_pages_pager_parent_class)->dispose(object);
}

static void sliding_pages_pager_init(SlidingPagesPager *self) {
    GtkWidget *w = GTK_WIDGET(self);
    gtk_widget_set_has_window(w, TRUE);
    gtk_widget_set_can_focus(w, TRUE);
    gtk_widget_set_redraw_on_allocate(w, FALSE);
    self->clip = (GdkRectangle){0, 0, -1, -1};

    self->drag = gtk_gesture_drag_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->drag), GTK_PHASE_CAPTURE);
    gtk_gesture_single_set_touch_only(GTK_GESTURE_SINGLE(self->drag), FALSE);
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(self->drag), GDK_BUTTON_PRIMARY);
    g_signal_connect(self->drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(self->drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(self->drag, "drag-end", G_CALLBACK(drag_end), self);
    g_signal_connect(self->drag, "cancel", G_CALLBACK(drag_cancel), self);

    self->press = gtk_gesture_multi_press_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->press), GTK_PHASE_BUBBLE);
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(self->press), GDK_BUTTON_PRIMARY);
    g_signal_connect(self->press, "pressed", G_CALLBACK(press_pressed), self);

    gtk_style_context_add_class(gtk_widget_get_style_context(w), "sliding-pages");
}

static void sliding_pages_pager_class_init(SlidingPagesPagerClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);

    object_class->dispose = dispose;
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->size_allocate = size_allocate;
    widget_class->realize = realize;
    widget_class->map = map;
    widget_class->unmap = unmap;
    widget_class->draw = draw;
    widget_class->scroll_event = scroll_event;
    widget_class->key_press_event = key_press_event;
    widget_class->enter_notify_event = enter_notify_event;
    widget_class->leave_notify_event = leave_notify_event;
    widget_class->direction_changed = direction_changed;
    widget_class->style_updated = style_updated;
    container_class->add = pager_add;
    container_class->remove = pager_remove;
    container_class->forall = pager_forall;
    container_class->child_type = pager_child_type;
    gtk_container_class_handle_border_width(container_class);
    gtk_widget_class_set_css_name(widget_class, "slidingpages");

    GType type = G_TYPE_FROM_CLASS(klass);
    /* (pager) — the position changed. */
    signals[SP_SIGNAL_DID_SCROLL] = g_signal_new("did-scroll", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 0);
    /* (pager, index) — the current item changed, live during a drag. */
    signals[SP_SIGNAL_CURRENT_ITEM_CHANGED] = g_signal_new("current-item-changed", type, G_SIGNAL_RUN_LAST, 0,
                                                           NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
    /* (pager, page) — motion stopped on a page other than the last settled one. */
    signals[SP_SIGNAL_SETTLED] = g_signal_new("settled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 1, G_TYPE_INT);
    signals[SP_SIGNAL_WILL_BEGIN_DRAGGING] = g_signal_new("will-begin-dragging", type, G_SIGNAL_RUN_LAST, 0,
                                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
    /* (pager, will_decelerate) */
    signals[SP_SIGNAL_DID_END_DRAGGING] = g_signal_new("did-end-dragging", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                       NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
    signals[SP_SIGNAL_WILL_BEGIN_DECELERATING] = g_signal_new("will-begin-decelerating", type, G_SIGNAL_RUN_LAST,
                                                              0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    signals[SP_SIGNAL_DID_END_DECELERATING] = g_signal_new("did-end-decelerating", type, G_SIGNAL_RUN_LAST, 0,
                                                           NULL, NULL, NULL, G_TYPE_NONE, 0);
    signals[SP_SIGNAL_DID_END_SCROLLING_ANIMATION] = g_signal_new(
        "did-end-scrolling-animation", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    /* (pager, index) — a click on a page that no child control took. */
    signals[SP_SIGNAL_ITEM_SELECTED] = g_signal_new("item-selected", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 1, G_TYPE_INT);
    /* (pager, index) → gboolean — return FALSE to ignore the click. Handlers
     * run until one returns FALSE. */
    signals[SP_SIGNAL_SHOULD_SELECT_ITEM] =
        g_signal_new("should-select-item", type, G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_first_wins, NULL,
                     NULL, G_TYPE_BOOLEAN, 1, G_TYPE_INT);
}

GtkWidget *sliding_pages_pager_new(void) { return g_object_new(SLIDING_PAGES_TYPE_PAGER, NULL); }

void sliding_pages_pager_emit_simple(SlidingPagesPager *self, guint signal_index) {
    g_return_if_fail(signal_index < SP_N_SIGNALS);
    g_signal_emit(self, signals[signal_index], 0);
}

void sliding_pages_pager_emit_int(SlidingPagesPager *self, guint signal_index, int value) {
    g_return_if_fail(signal_index < SP_N_SIGNALS);
    g_signal_emit(self, signals[signal_index], 0, value);
}

void sliding_pages_pager_emit_bool(SlidingPagesPager *self, guint signal_index, gboolean value) {
    g_return_if_fail(signal_index < SP_N_SIGNALS);
    g_signal_emit(self, signals[signal_index], 0, value);
}

gboolean sliding_pages_pager_emit_should_select(SlidingPagesPager *self, int index) {
    gboolean result = TRUE;
    if (!g_signal_has_handler_pending(self, signals[SP_SIGNAL_SHOULD_SELECT_ITEM], 0, FALSE)) return TRUE;
    g_signal_emit(self, signals[SP_SIGNAL_SHOULD_SELECT_ITEM], 0, index, &result);
    return result;
}

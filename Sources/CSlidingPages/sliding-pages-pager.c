#include "sliding-pages-pager-instance.h"
#include <math.h>
#include <gtk/gtk-a11y.h>
#include <string.h>

guint64 sliding_pages_crossings = 0;

G_DEFINE_TYPE(SlidingPagesPager, sliding_pages_pager, GTK_TYPE_CONTAINER)

static guint signals[SP_N_SIGNALS];

enum { CHILD_PROP_0, CHILD_PROP_TITLE };

GType sliding_pages_alignment_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_ALIGNMENT_EDGE, "SLIDING_PAGES_ALIGNMENT_EDGE", "edge"},
            {SLIDING_PAGES_ALIGNMENT_CENTER, "SLIDING_PAGES_ALIGNMENT_CENTER", "center"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesAlignment", values));
    }
    return type;
}

GType sliding_pages_scroll_state_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_SCROLL_STATE_IDLE, "SLIDING_PAGES_SCROLL_STATE_IDLE", "idle"},
            {SLIDING_PAGES_SCROLL_STATE_DRAGGING, "SLIDING_PAGES_SCROLL_STATE_DRAGGING", "dragging"},
            {SLIDING_PAGES_SCROLL_STATE_SETTLING, "SLIDING_PAGES_SCROLL_STATE_SETTLING", "settling"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesScrollState", values));
    }
    return type;
}

GType sliding_pages_page_effect_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_PAGE_EFFECT_NONE, "SLIDING_PAGES_PAGE_EFFECT_NONE", "none"},
            {SLIDING_PAGES_PAGE_EFFECT_ZOOM_OUT, "SLIDING_PAGES_PAGE_EFFECT_ZOOM_OUT", "zoom-out"},
            {SLIDING_PAGES_PAGE_EFFECT_DEPTH, "SLIDING_PAGES_PAGE_EFFECT_DEPTH", "depth"},
            {SLIDING_PAGES_PAGE_EFFECT_FADE, "SLIDING_PAGES_PAGE_EFFECT_FADE", "fade"},
            {SLIDING_PAGES_PAGE_EFFECT_PARALLAX, "SLIDING_PAGES_PAGE_EFFECT_PARALLAX", "parallax"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesPageEffect", values));
    }
    return type;
}

GType sliding_pages_neighbour_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_NEIGHBOUR_FIRST, "SLIDING_PAGES_NEIGHBOUR_FIRST", "first"},
            {SLIDING_PAGES_NEIGHBOUR_BEFORE, "SLIDING_PAGES_NEIGHBOUR_BEFORE", "before"},
            {SLIDING_PAGES_NEIGHBOUR_AFTER, "SLIDING_PAGES_NEIGHBOUR_AFTER", "after"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesNeighbour", values));
    }
    return type;
}

GType sliding_pages_change_kind_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_CHANGE_INSERT, "SLIDING_PAGES_CHANGE_INSERT", "insert"},
            {SLIDING_PAGES_CHANGE_DELETE, "SLIDING_PAGES_CHANGE_DELETE", "delete"},
            {SLIDING_PAGES_CHANGE_MOVE, "SLIDING_PAGES_CHANGE_MOVE", "move"},
            {SLIDING_PAGES_CHANGE_RELOAD, "SLIDING_PAGES_CHANGE_RELOAD", "reload"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesChangeKind", values));
    }
    return type;
}

void sliding_pages_pager_set_mouse_drags(SlidingPagesPager *self, gboolean allowed) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    self->no_mouse_drags = !allowed;
}

gpointer sliding_pages_pager_get_hook_data(SlidingPagesPager *self) {
    SP_CROSSED();
    g_return_val_if_fail(SLIDING_PAGES_IS_PAGER(self), NULL);
    return self->user_data;
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    if (id == 0) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
        return;
    }
    if (HOOK(self, get_property)) HOOKS(self).get_property(self->user_data, id, value);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    if (id == 0) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
        return;
    }
    if (HOOK(self, set_property)) HOOKS(self).set_property(self->user_data, id, value);
}

static void get_child_property(GtkContainer *c, GtkWidget *child, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    if (id != CHILD_PROP_TITLE) {
        GTK_CONTAINER_WARN_INVALID_CHILD_PROPERTY_ID(c, id, pspec);
        return;
    }
    g_value_take_string(value, HOOK(self, get_child_title) ? HOOKS(self).get_child_title(self->user_data, child) : NULL);
}

static void set_child_property(GtkContainer *c, GtkWidget *child, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    if (id != CHILD_PROP_TITLE) {
        GTK_CONTAINER_WARN_INVALID_CHILD_PROPERTY_ID(c, id, pspec);
        return;
    }
    if (HOOK(self, set_child_title)) HOOKS(self).set_child_title(self->user_data, child, g_value_get_string(value));
}




GtkStyleContext *sliding_pages_style_node(GtkWidget *widget, GtkStyleContext *parent, const char *name,
                                          const char *klass) {
    SP_CROSSED();
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
    SP_CROSSED();
    PangoFontDescription *font = NULL;
    gtk_style_context_get(context, state, GTK_STYLE_PROPERTY_FONT, &font, NULL);
    return font;
}

/* Size ------------------------------------------------------------------- */

static void measure(SlidingPagesPager *self, GtkOrientation o, int *min, int *nat) {
    /* Both orientations are asked at once; the second query of a walk
     * (check_resize's) reads the answer the first one got. */
    if (!(self->one_walk && self->walked)) {
        memset(self->page_request, 0, sizeof self->page_request);
        if (HOOK(self, measure)) HOOKS(self).measure(self->user_data, self->page_request);
    }
    self->walked = TRUE;
    int i = o == GTK_ORIENTATION_HORIZONTAL ? 0 : 1;
    *min = self->page_request[i][0];
    *nat = self->page_request[i][1];
}

static void get_preferred_width(GtkWidget *w, int *min, int *nat) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    measure(self, GTK_ORIENTATION_HORIZONTAL, min, nat);
    self->request[0][0] = *min;
    self->request[0][1] = *nat;
}

static void get_preferred_height(GtkWidget *w, int *min, int *nat) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    measure(self, GTK_ORIENTATION_VERTICAL, min, nat);
    self->request[1][0] = *min;
    self->request[1][1] = *nat;
}

static gboolean release_idle(gpointer data) {
    g_object_unref(data);
    return G_SOURCE_REMOVE;
}

void pager_release_after_caller(SlidingPagesPager *self) {
    /* Whoever else holds it (a signal emission does) may let go before
     * the GTK code above us is done with it. */
    if (self->disposed)
        g_idle_add_full(G_PRIORITY_HIGH, release_idle, self, NULL);
    else
        g_object_unref(self);
}

/* Pages change size all the time (a recycled page gets new text), the
 * pager's own request seldom does. So the pager is a resize container: a
 * page's queue_resize stops here, and this measures the pager again and
 * re-places its pages in the allocation it has. Only when the pager's own
 * request changed does its parent lay out again. Without this, every page
 * that scrolled into the preload window re-ran the toplevel's size
 * negotiation, the largest single cost of a paging frame. */
static void check_resize(GtkContainer *c) {
    GtkWidget *w = GTK_WIDGET(c);
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    /* The pages' placing below may run host code that destroys the pager;
     * GTK's idle sizer reads it after this returns. */
    g_object_ref(self);
    int before[2][2];
    memcpy(before, self->request, sizeof before);
    GtkRequisition min, nat;
    /* Nothing runs between the two orientations' queries. */
    self->one_walk = TRUE;
    self->walked = FALSE;
    gtk_widget_get_preferred_size(w, &min, &nat);
    self->one_walk = FALSE;
    GtkWidget *parent = gtk_widget_get_parent(w);
    /* A new request lays the parent out again, on a later pass of this
     * frame's layout or the next frame's; the pages are placed in the
     * allocation the pager has meanwhile, so none is painted unallocated. */
    if (parent && memcmp(before, self->request, sizeof before) != 0) gtk_widget_queue_resize(parent);
    /* Allocated again with what the parent gave, before GTK took off the
     * border, margins and alignment: the stored allocation is after them,
     * and would shrink the pager by them at every page resize. */
    GtkAllocation a;
    int baseline;
    gtk_widget_get_allocated_size(w, &a, &baseline);
    gtk_widget_size_allocate_with_baseline(w, &a, baseline);
    pager_release_after_caller(self);
}

/* GTK takes the border width off each side of what the parent gives, and
 * warns of a size below zero: a border wider than half of it takes that
 * half, leaving the pager nothing to show rather than less than nothing.
 * In place of GtkContainer's own step, then GtkWidget's (margins, align). */
static void adjust_size_allocation(GtkWidget *w, GtkOrientation orientation, int *minimum, int *natural, int *position,
                                   int *size) {
    int border = (int)gtk_container_get_border_width(GTK_CONTAINER(w));
    int taken = CLAMP(*size / 2, 0, border);
    *position += taken;
    *size -= 2 * taken;
    *minimum = MAX(0, *minimum - 2 * border);
    *natural = MAX(0, *natural - 2 * border);
    GTK_WIDGET_CLASS(g_type_class_peek(GTK_TYPE_WIDGET))->adjust_size_allocation(w, orientation, minimum, natural, position, size);
}

static void size_allocate(GtkWidget *w, GtkAllocation *allocation) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Everything is placed below. */
    self->place_pending = FALSE;
    self->allocated = TRUE;
    self->allocation_pass++;
    gtk_widget_set_allocation(w, allocation);
    if (gtk_widget_get_realized(w))
        gdk_window_move_resize(gtk_widget_get_window(w), allocation->x, allocation->y, allocation->width,
                               allocation->height);
    /* Pages are clipped to the pager's window. Set before the hook: a
     * host's transformer it runs may destroy the pager, which then cannot
     * take a clip. */
    gtk_widget_set_clip(w, allocation);
    if (!HOOK(self, allocate)) return;
    g_object_ref(self);
    SPLayout layout = {{0, 0, -1, -1}, NULL, 0};
    HOOKS(self).allocate(self->user_data, allocation->width, allocation->height, &layout);
    if (!self->disposed) pager_apply_layout(self, &layout);
    pager_release_after_caller(self);
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
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    gboolean pages = FALSE;
    for (GList *l = self->children; l; l = l->next) {
        PagerChild *c = l->data;
        if (c->page) page_window_create(self, c);
        pages = pages || c->page;
    }
    /* Pages allocated before realizing were placed relative to the pager;
     * they sit in windows of their own now. A window shown at its natural
     * size is allocated once, before it realizes, and never again: without
     * this its pages kept their old offset inside their windows. */
    if (pages) {
        gtk_widget_queue_allocate(w);
        pager_realize_pages_later(self);
    }
    GdkFrameClock *clock = gtk_widget_get_frame_clock(w);
    if (clock) {
        self->clock = g_object_ref(clock);
        /* After GTK's own layout: when a page asked for a new size in the
         * same frame, the pager's allocation has placed everything. */
        self->layout_handler = g_signal_connect_after(clock, "layout", G_CALLBACK(frame_layout), self);
    }
}

static void unrealize(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Pages leave their windows before the windows go. */
    for (GList *l = self->children; l; l = l->next) {
        PagerChild *c = l->data;
        if (c->window) {
            gtk_widget_unrealize(c->widget);
            page_window_destroy(self, c);
        }
    }
    g_clear_pointer(&self->spare, cairo_surface_destroy);
    g_clear_handle_id(&self->realize_idle, g_source_remove);
    if (self->clock) {
        g_clear_signal_handler(&self->layout_handler, self->clock);
        g_clear_object(&self->clock);
    }
    /* A pending move is the allocation's to make after realizing again. */
    if (self->place_pending) gtk_widget_queue_allocate(w);
    self->place_pending = FALSE;
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->unrealize(w);
}

static void map(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->map(w);
    /* Nothing reached the caches while unmapped. */
    for (GList *l = self->children; l; l = l->next) mark_dirty(l->data);
    CALL_HOOK(self, mapped, TRUE);
}

static void unmap(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->unmap(w);
    CALL_HOOK(self, mapped, FALSE);
}

/* Drawing ---------------------------------------------------------------- */

static gboolean draw(GtkWidget *w, cairo_t *cr) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    /* Page windows get an expose pass of their own; the pages were already
     * composited in the pager window's pass, so theirs draws nothing. */
    if (!gtk_cairo_should_draw_window(cr, gtk_widget_get_window(w))) return GDK_EVENT_PROPAGATE;
    g_object_ref(self);
    self->paint++;
    int width = gtk_widget_get_allocated_width(w);
    int height = gtk_widget_get_allocated_height(w);
    GtkStyleContext *style = gtk_widget_get_style_context(w);
    gtk_render_background(style, cr, 0, 0, width, height);
    cairo_save(cr);
    if (self->clip.width >= 0 && self->clip.height >= 0) {
        cairo_rectangle(cr, self->clip.x, self->clip.y, self->clip.width, self->clip.height);
        cairo_clip(cr);
    }
    PagerChild *overlay = NULL;
    /* From the lowest elevation up (a page effect may put a page behind
     * another); nearly always there is one elevation, and one pass. */
    double level = -INFINITY;
    while (!self->disposed) {
        double next = INFINITY;
        for (GList *l = self->children; l; l = l->next) {
            PagerChild *c = l->data;
            if (c->widget == self->overlay_child) overlay = c;
            else if (c->paint.elevation > level && c->paint.elevation < next) next = c->paint.elevation;
        }
        if (next == INFINITY) break;
        for (GList *l = self->children; l && !self->disposed; l = l->next) {
            PagerChild *c = l->data;
            if (c->widget != self->overlay_child && c->paint.elevation == next) draw_child(self, c, cr);
        }
        /* A page's own draw handler may have destroyed the pager. */
        level = next;
    }
    cairo_restore(cr);
    if (!self->disposed && HOOK(self, draw_overlay)) HOOKS(self).draw_overlay(self->user_data, cr, width, height);
    /* The overlay child went with the pager if a title callback destroyed it. */
    if (overlay && self->overlay_child) draw_child(self, overlay, cr);
    pager_release_after_caller(self);
    return GDK_EVENT_PROPAGATE;
}

/* Input ------------------------------------------------------------------ */

static void drag_begin(GtkGestureDrag *g, double x, double y, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    self->press_bubbled = FALSE;
    self->dragging = FALSE;
    if (HOOK(self, drag_begin)) HOOKS(self).drag_begin(self->user_data, x, y, gtk_get_current_event_time());
}

/* A touch that emulates the pointer reaches widgets that take only pointer
 * presses (GtkButton's gesture is exclusive) as synthesised button events,
 * which claiming the touch sequence does not cancel: the release would
 * still click. Those widgets are told the press was taken away, as when a
 * grab is broken, from the widget under the finger up to the pager. */
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

static void drag_end(GtkGestureDrag *g, double dx, double dy, gpointer data) {
    SlidingPagesPager *self = data;
    (void)g;
    (void)dx;
    (void)dy;
    if (HOOK(self, drag_end))
        HOOKS(self).drag_end(self->user_data, self->press_bubbled && !self->dragging && !self->mouse_moved, gtk_get_current_event_time());
    self->dragging = FALSE;
    self->mouse_moved = FALSE;
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
    return GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->key_press_event(w, event);
}

/* Focus goes into the pages in view, not to the pager alone: GTK's default
 * for a focusable container takes focus itself and never offers its
 * children. The hook walks the pages in view. */
static gboolean focus(GtkWidget *w, GtkDirectionType direction) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    if (HOOK(self, focus)) {
        g_object_ref(self);
        gboolean taken = HOOKS(self).focus(self->user_data, direction);
        pager_release_after_caller(self);
        return taken;
    }
    return GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->focus(w, direction);
}

static void set_focus_child(GtkContainer *container, GtkWidget *child) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(container);
    GTK_CONTAINER_CLASS(sliding_pages_pager_parent_class)->set_focus_child(container, child);
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

/* Hovering, in the pager's coordinates: the core shows the nub when the
 * pointer comes near it. A controller in the capture phase sees the motion
 * before a page's widgets, some of which stop it (a scrollbar, an entry). */
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
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->direction_changed(w, previous);
    CALL_HOOK(self, direction_changed, gtk_widget_get_direction(w));
}

static void style_updated(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    GTK_WIDGET_CLASS(sliding_pages_pager_parent_class)->style_updated(w);
    if (HOOK(self, style_changed)) {
        g_object_ref(self);
        HOOKS(self).style_changed(self->user_data);
        pager_release_after_caller(self);
    }
}

/* Life ------------------------------------------------------------------- */

void sliding_pages_pager_set_hooks(SlidingPagesPager *self, const SPPagerHooks *hooks, gpointer user_data,
                                   GDestroyNotify destroy) {
    SP_CROSSED();
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
    self->disposed = TRUE;
    g_clear_handle_id(&self->ahead_idle, g_source_remove);
    g_clear_handle_id(&self->realize_idle, g_source_remove);
    /* Children go first (destroy removes them through the hook), then the
     * hooks' owner is released exactly once. */
    while (self->children) gtk_widget_destroy(((PagerChild *)self->children->data)->widget);
    g_clear_pointer(&self->spare, cairo_surface_destroy);
    g_clear_object(&self->drag);
    g_clear_object(&self->press);
    g_clear_object(&self->motion);
    GDestroyNotify destroy = self->destroy;
    gpointer data = self->user_data;
    memset(&self->hooks, 0, sizeof self->hooks);
    self->destroy = NULL;
    self->user_data = NULL;
    if (destroy) destroy(data);
    G_OBJECT_CLASS(sliding_pages_pager_parent_class)->dispose(object);
}

static void finalize(GObject *object) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(object);
    g_clear_pointer(&self->by_widget, g_hash_table_destroy);
    G_OBJECT_CLASS(sliding_pages_pager_parent_class)->finalize(object);
}

static void sliding_pages_pager_init(SlidingPagesPager *self) {
    GtkWidget *w = GTK_WIDGET(self);
    gtk_widget_set_has_window(w, TRUE);
    gtk_widget_set_can_focus(w, TRUE);
    gtk_widget_set_redraw_on_allocate(w, FALSE);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    /* See check_resize. */
    gtk_container_set_resize_mode(GTK_CONTAINER(self), GTK_RESIZE_QUEUE);
    G_GNUC_END_IGNORE_DEPRECATIONS
    self->clip = (GdkRectangle){0, 0, -1, -1};
    self->by_widget = g_hash_table_new(g_direct_hash, g_direct_equal);

    self->motion = gtk_event_controller_motion_new(w);
    gtk_event_controller_set_propagation_phase(self->motion, GTK_PHASE_CAPTURE);
    g_signal_connect(self->motion, "motion", G_CALLBACK(pointer_motion), self);
    self->drag = gtk_gesture_drag_new(w);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->drag), GTK_PHASE_CAPTURE);
    gtk_gesture_single_set_touch_only(GTK_GESTURE_SINGLE(self->drag), FALSE);
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(self->drag), GDK_BUTTON_PRIMARY);
    /* One finger drives the pages: exclusive gestures take the pointer and
     * the touch that emulates it, and leave other fingers alone (a second
     * finger would otherwise end the drag, as the gesture stops being one
     * point, and start another). */
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

    gtk_style_context_add_class(gtk_widget_get_style_context(w), "sliding-pages");
    sliding_pages_pager_adopt(self);
}

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

static void sliding_pages_pager_class_init(SlidingPagesPagerClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);

    object_class->dispose = dispose;
    object_class->finalize = finalize;
    object_class->get_property = get_property;
    object_class->set_property = set_property;
    /* Every option, from the one table the Swift side keeps (its name,
     * nick, blurb, type, default and range). */
    sliding_pages_pager_install_properties(object_class);
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->size_allocate = size_allocate;
    widget_class->adjust_size_allocation = adjust_size_allocation;
    widget_class->realize = realize;
    widget_class->unrealize = unrealize;
    widget_class->map = map;
    widget_class->unmap = unmap;
    widget_class->draw = draw;
    widget_class->scroll_event = scroll_event;
    widget_class->key_press_event = key_press_event;
    widget_class->focus = focus;
    widget_class->enter_notify_event = enter_notify_event;
    widget_class->leave_notify_event = leave_notify_event;
    widget_class->direction_changed = direction_changed;
    widget_class->style_updated = style_updated;
    container_class->check_resize = check_resize;
    container_class->add = pager_add;
    container_class->remove = pager_remove;
    container_class->forall = pager_forall;
    container_class->set_focus_child = set_focus_child;
    container_class->child_type = pager_child_type;
    container_class->get_child_property = get_child_property;
    container_class->set_child_property = set_child_property;
    gtk_container_class_install_child_property(
        container_class, CHILD_PROP_TITLE,
        g_param_spec_string("title", "Title", "The page's title in the header strip", NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
    gtk_container_class_handle_border_width(container_class);
    gtk_widget_class_set_css_name(widget_class, "slidingpages");
    gtk_widget_class_set_accessible_type(widget_class, sliding_pages_pager_accessible_get_type());

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
     * handler run makes the page, in the order they were connected: a
     * handler without a detail, run for every kind, goes last.
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

GtkWidget *sliding_pages_pager_new(void) { return g_object_new(SLIDING_PAGES_TYPE_PAGER, NULL); }

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

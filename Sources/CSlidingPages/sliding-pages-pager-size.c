#include "sliding-pages-pager-instance.h"
#include <string.h>

/* The pager's size, window and painting: what GTK asks of it as a widget.
 * Every answer comes from the Swift half's hooks, in one call a phase. */

/* Size ------------------------------------------------------------------- */

static void measure(SlidingPagesPager *self, GtkOrientation o, int *min, int *nat) {
    /* Both orientations are asked at once; the second query of a walk
     * (check_resize's) reads the answer the first one got. */
    if (!(self->one_walk && (self->walked || self->resize_answered))) {
        memset(self->page_request, 0, sizeof self->page_request);
        if (self->one_walk && self->allocated && HOOK(self, resize)) {
            /* check_resize's walk for a page's resize: one call answers the request and the
             * layout in the present size, which the allocation after it applies. */
            GtkWidget *w = GTK_WIDGET(self);
            self->resized = SP_NO_LAYOUT;
            self->resized_width = gtk_widget_get_allocated_width(w);
            self->resized_height = gtk_widget_get_allocated_height(w);
            HOOKS(self).resize(self->user_data, self->resized_width, self->resized_height, self->page_request,
                               &self->resized);
            self->resize_answered = !self->disposed;
        } else if (HOOK(self, measure)) {
            HOOKS(self).measure(self->user_data, self->page_request);
        }
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

/* Pages change size all the time (a recycled page gets new text), the pager's request seldom
 * does: as a resize container, a page's queue_resize stops here instead of re-running the
 * toplevel's size negotiation, and the parent lays out again only if the pager's request changed. */
static void check_resize(GtkContainer *c) {
    GtkWidget *w = GTK_WIDGET(c);
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(c);
    /* The pages' placing below may run host code that destroys the pager;
     * GTK's idle sizer reads it after this returns. */
    g_object_ref(self);
    int before[2][2];
    memcpy(before, self->request, sizeof before);
    GtkAllocation a;
    int baseline;
    gtk_widget_get_allocated_size(w, &a, &baseline);
    self->resize_answered = FALSE;
    GtkRequisition min, nat;
    /* Nothing runs between the two orientations' queries. */
    self->one_walk = TRUE;
    self->walked = FALSE;
    gtk_widget_get_preferred_size(w, &min, &nat);
    self->one_walk = FALSE;
    GtkWidget *parent = gtk_widget_get_parent(w);
    /* The parent lays out again later; meanwhile the pages are placed in the allocation the
     * pager has, so none is painted unallocated. */
    if (parent && memcmp(before, self->request, sizeof before) != 0) gtk_widget_queue_resize(parent);
    /* With what the parent gave, before GTK took off border, margins and alignment: the stored
     * allocation would shrink the pager by them at every page resize. */
    if (!self->disposed) gtk_widget_size_allocate_with_baseline(w, &a, baseline);
    /* GTK skipped the allocation (nothing it tracks changed): the layout
     * the Swift half gave is applied all the same, as its state moved. */
    if (self->resize_answered && !self->disposed) pager_apply_layout(self, &self->resized);
    self->resize_answered = FALSE;
    pager_release_after_caller(self);
}

/* GTK takes the border off each side and warns of a size below zero: a border over half the size
 * takes that half instead. Replaces GtkContainer's step, then runs GtkWidget's (margins, align). */
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
    /* Pages are clipped to the pager's window; set before the hook, as a transformer it runs may
     * destroy the pager, which then cannot take a clip. */
    gtk_widget_set_clip(w, allocation);
    if (self->resize_answered && allocation->width == self->resized_width && allocation->height == self->resized_height) {
        /* check_resize's hook laid the pages out in this size already. */
        self->resize_answered = FALSE;
        pager_apply_layout(self, &self->resized);
        return;
    }
    self->resize_answered = FALSE;
    if (!HOOK(self, allocate)) return;
    g_object_ref(self);
    SPLayout layout = SP_NO_LAYOUT;
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
    /* Pages allocated before realizing were placed relative to the pager, and a window shown at
     * its natural size is not allocated again: without this they kept that offset in their windows. */
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
    /* Pages leave their windows before the windows go; unrealizing runs handlers that may remove
     * pages, so they are held first and each looked up again. */
    GPtrArray *pages = g_ptr_array_new_with_free_func(g_object_unref);
    for (GList *l = self->children; l; l = l->next)
        if (((PagerChild *)l->data)->window) g_ptr_array_add(pages, g_object_ref(((PagerChild *)l->data)->widget));
    for (guint i = 0; i < pages->len; i++) {
        PagerChild *c = find_child(self, pages->pdata[i]);
        if (c && c->window) {
            gtk_widget_unrealize(c->widget);
            if ((c = find_child(self, pages->pdata[i]))) page_window_destroy(self, c);
        }
    }
    g_ptr_array_unref(pages);
    g_clear_pointer(&self->spare, cairo_surface_destroy);
    g_clear_handle_id(&self->realize_idle, g_source_remove);
    if (self->clock) {
        g_clear_signal_handler(&self->layout_handler, self->clock);
        g_clear_object(&self->clock);
    }
    /* A pending move is the allocation's to make after realizing again. */
    if (self->place_pending) gtk_widget_queue_allocate(w);
    self->place_pending = FALSE;
    PAGER_PARENT_WIDGET_CLASS->unrealize(w);
}

static void map(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    PAGER_PARENT_WIDGET_CLASS->map(w);
    /* Nothing reached the caches while unmapped. */
    for (GList *l = self->children; l; l = l->next) mark_dirty(l->data);
    CALL_HOOK(self, mapped, TRUE);
}

static void unmap(GtkWidget *w) {
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(w);
    PAGER_PARENT_WIDGET_CLASS->unmap(w);
    pager_end_press(self);
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
        /* A page's draw handler may remove pages: those at this level are
         * listed first (held), and each looked up again before it draws. */
        GtkWidget *small[16], **pages = small;
        guint n = 0, size = G_N_ELEMENTS(small);
        for (GList *l = self->children; l; l = l->next) {
            PagerChild *c = l->data;
            if (c->widget == self->overlay_child || c->paint.elevation != next) continue;
            if (n == size) {
                size *= 2;
                if (pages == small) pages = memcpy(g_new(GtkWidget *, size), small, sizeof small);
                else pages = g_renew(GtkWidget *, pages, size);
            }
            pages[n++] = g_object_ref(c->widget);
        }
        for (guint i = 0; i < n; i++) {
            PagerChild *c = self->disposed ? NULL : find_child(self, pages[i]);
            if (c) draw_child(self, c, cr);
            g_object_unref(pages[i]);
        }
        if (pages != small) g_free(pages);
        /* A page's own draw handler may have destroyed the pager. */
        level = next;
    }
    cairo_restore(cr);
    if (!self->disposed && HOOK(self, draw_overlay)) HOOKS(self).draw_overlay(self->user_data, cr, width, height);
    /* The overlay child went with the pager if a title callback destroyed
     * it, and may have been replaced meanwhile: looked up again. */
    if (overlay && self->overlay_child && !self->disposed && (overlay = find_child(self, self->overlay_child)))
        draw_child(self, overlay, cr);
    pager_release_after_caller(self);
    return GDK_EVENT_PROPAGATE;
}

void pager_size_class_init(GtkWidgetClass *widget_class, GtkContainerClass *container_class) {
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->size_allocate = size_allocate;
    widget_class->adjust_size_allocation = adjust_size_allocation;
    widget_class->realize = realize;
    widget_class->unrealize = unrealize;
    widget_class->map = map;
    widget_class->unmap = unmap;
    widget_class->draw = draw;
    container_class->check_resize = check_resize;
}

/* A page whose height follows its width (wrapping text) is asked its height for the width it gets,
 * rather than for its narrowest (as GTK's own containers ask). */
G_GNUC_INTERNAL GtkRequisition sliding_pages_page_minimum(GtkWidget *child, int width, int height) {
    GtkRequisition min;
    if (gtk_widget_get_request_mode(child) == GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT) {
        gtk_widget_get_preferred_height(child, &min.height, NULL);
        gtk_widget_get_preferred_width_for_height(child, MAX(height, min.height), &min.width, NULL);
    } else {
        gtk_widget_get_preferred_width(child, &min.width, NULL);
        gtk_widget_get_preferred_height_for_width(child, MAX(width, min.width), &min.height, NULL);
    }
    return min;
}

#include "sliding-pages4-private.h"

struct _SlidingPages4Dots {
    GtkWidget parent_instance;
    const SlidingPages4DotsHooks *hooks;
    gpointer data;
};

G_DEFINE_FINAL_TYPE(SlidingPages4Dots, sliding_pages4_dots, GTK_TYPE_WIDGET)

/* The pager, the option record's entries (installed by Swift), the adjustment. */
enum { PROP_PAGER = 1, PROP_FIRST_OPTION = 2 };
static GParamSpec *pager_pspec, *adjustment_pspec;
static guint prop_adjustment;
static guint page_changed_signal;

#define HOOKED(self) ((self)->hooks && (self)->data)

static void measure(GtkWidget *w, GtkOrientation orientation, G_GNUC_UNUSED int for_size, int *minimum, int *natural, int *minimum_baseline,
                    int *natural_baseline) {
    SlidingPages4Dots *self = SLIDING_PAGES4_DOTS(w);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (HOOKED(self)) self->hooks->measure(self->data, orientation, minimum, natural);
}

static void snapshot(GtkWidget *w, GtkSnapshot *s) {
    SlidingPages4Dots *self = SLIDING_PAGES4_DOTS(w);
    if (HOOKED(self)) self->hooks->snapshot(self->data, s);
}

static void size_allocate(GtkWidget *w, G_GNUC_UNUSED int width, G_GNUC_UNUSED int height, G_GNUC_UNUSED int baseline) {
    SlidingPages4Dots *self = SLIDING_PAGES4_DOTS(w);
    if (HOOKED(self)) self->hooks->allocate(self->data);
}

static void released(G_GNUC_UNUSED GtkGestureClick *g, G_GNUC_UNUSED int n, double x, double y, SlidingPages4Dots *self) {
    if (HOOKED(self)) self->hooks->clicked(self->data, x, y);
}

static gboolean key_pressed(G_GNUC_UNUSED GtkEventControllerKey *c, guint keyval, G_GNUC_UNUSED guint keycode,
                            GdkModifierType state, SlidingPages4Dots *self) {
    return HOOKED(self) && self->hooks->key(self->data, keyval, state);
}

static void dispose(GObject *object) {
    SlidingPages4Dots *self = SLIDING_PAGES4_DOTS(object);
    if (HOOKED(self)) {
        gpointer data = self->data;
        self->data = NULL;
        self->hooks->dispose(data);
    }
    /* The CSS nodes and the tabs. */
    sliding_pages4_unparent_children(GTK_WIDGET(object));
    G_OBJECT_CLASS(sliding_pages4_dots_parent_class)->dispose(object);
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SlidingPages4Dots *self = SLIDING_PAGES4_DOTS(object);
    if (id == PROP_PAGER) g_value_set_object(value, sliding_pages4_dots_get_pager(self));
    else if (id >= PROP_FIRST_OPTION && id <= prop_adjustment) {
        if (HOOKED(self)) self->hooks->get_property(self->data, id, value);
    } else G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SlidingPages4Dots *self = SLIDING_PAGES4_DOTS(object);
    if (id == PROP_PAGER) sliding_pages4_dots_set_pager(self, g_value_get_object(value));
    else if (id >= PROP_FIRST_OPTION && id <= prop_adjustment) {
        if (HOOKED(self)) self->hooks->set_property(self->data, id, value);
    } else G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

/* The focus ring is drawn in snapshot: it comes and goes with the flags. */
static void state_flags_changed(GtkWidget *w, GtkStateFlags previous) {
    GTK_WIDGET_CLASS(sliding_pages4_dots_parent_class)->state_flags_changed(w, previous);
    if ((previous ^ gtk_widget_get_state_flags(w)) & GTK_STATE_FLAG_FOCUS_VISIBLE) gtk_widget_queue_draw(w);
}

static void sliding_pages4_dots_class_init(SlidingPages4DotsClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->dispose = dispose;
    object_class->get_property = get_property;
    object_class->set_property = set_property;
    /**
     * SlidingPages4Dots:pager:
     *
     * The pager whose pages the dots show, or %NULL. A click on a dot
     * scrolls it there.
     */
    pager_pspec = g_param_spec_object("pager", "Pager", "The pager whose pages the dots show", SLIDING_PAGES4_TYPE_PAGER,
                                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
    g_object_class_install_property(object_class, PROP_PAGER, pager_pspec);
    prop_adjustment = sliding_pages4_install_dots_properties(object_class, PROP_FIRST_OPTION);
    /**
     * SlidingPages4Dots:adjustment:
     *
     * The adjustment the dots follow, or %NULL: a page is its page size,
     * the count its upper bound in pages. It stops following a pager.
     */
    adjustment_pspec = g_param_spec_object("adjustment", "Adjustment", "The adjustment whose pages the dots show", GTK_TYPE_ADJUSTMENT,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
    g_object_class_install_property(object_class, prop_adjustment, adjustment_pspec);
    /**
     * SlidingPages4Dots::page-changed:
     * @dots: the dots
     * @page: the page asked for
     *
     * A click on a dot or an arrow key asked for @page. A followed pager or
     * adjustment scrolls there; dots driven by hand show it at once, or with
     * #SlidingPages4Dots:defers-current-page-display on
     * sliding_pages4_dots_update_current_page_display().
     */
    page_changed_signal = g_signal_new("page-changed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       G_TYPE_INT);
    widget_class->measure = measure;
    widget_class->snapshot = snapshot;
    widget_class->state_flags_changed = state_flags_changed;
    widget_class->size_allocate = size_allocate;
    gtk_widget_class_set_css_name(widget_class, "slidingpagesdots");
    /* A tab list: each dot shown is a tab (SlidingPages4DotTab). */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_TAB_LIST);
}

static void sliding_pages4_dots_init(SlidingPages4Dots *self) {
    /* The GTK 3 dots' class, so one stylesheet styles both. */
    gtk_widget_add_css_class(GTK_WIDGET(self), "sliding-pages-dots");
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "released", G_CALLBACK(released), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(click));
    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), self);
    gtk_widget_add_controller(GTK_WIDGET(self), keys);
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    /* A screen reader names them, and reads the page in the description. */
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Page dots"), -1);
    sliding_pages4_dots_adopt(self);
}

GtkWidget *sliding_pages4_dots_new(void) {
    return g_object_new(SLIDING_PAGES4_TYPE_DOTS, NULL);
}

void sliding_pages4_dots_attach(SlidingPages4Dots *self, const SlidingPages4DotsHooks *hooks, gpointer data) {
    g_return_if_fail(SLIDING_PAGES4_IS_DOTS(self));
    self->hooks = hooks;
    self->data = data;
}

gpointer sliding_pages4_dots_get_data(SlidingPages4Dots *self) {
    g_return_val_if_fail(SLIDING_PAGES4_IS_DOTS(self), NULL);
    return self->data;
}

void sliding_pages4_dots_set_pager(SlidingPages4Dots *self, SlidingPages4Pager *pager) {
    /* A wrong pointer is warned of and ignored (as everywhere here), not a critical. */
    if (!sliding_pages4_is_dots(self)) {
        sliding_pages4_warn("sliding_pages4_dots_set_pager: the dots given are no SlidingPages4Dots; ignored");
        return;
    }
    if (pager && !sliding_pages4_is_pager(pager)) {
        sliding_pages4_warn("sliding_pages4_dots_set_pager: the pager given is no SlidingPages4Pager; ignored");
        return;
    }
    if (HOOKED(self)) self->hooks->follow(self->data, pager);
}

SlidingPages4Pager *sliding_pages4_dots_get_pager(SlidingPages4Dots *self) {
    if (!sliding_pages4_is_dots(self)) {
        sliding_pages4_warn("sliding_pages4_dots_get_pager: the dots given are no SlidingPages4Dots");
        return NULL;
    }
    return HOOKED(self) ? self->hooks->followed(self->data) : NULL;
}

void sliding_pages4_dots_notify_pager(SlidingPages4Dots *self) {
    g_return_if_fail(SLIDING_PAGES4_IS_DOTS(self));
    g_object_notify_by_pspec(G_OBJECT(self), pager_pspec);
}

void sliding_pages4_dots_set_adjustment(SlidingPages4Dots *self, GtkAdjustment *adjustment) {
    if (!sliding_pages4_is_dots(self)) {
        sliding_pages4_warn("sliding_pages4_dots_set_adjustment: the dots given are no SlidingPages4Dots; ignored");
        return;
    }
    if (adjustment && !GTK_IS_ADJUSTMENT(adjustment)) {
        sliding_pages4_warn("sliding_pages4_dots_set_adjustment: the adjustment given is no GtkAdjustment; ignored");
        return;
    }
    g_object_set(self, "adjustment", adjustment, NULL);
}

int sliding_pages4_dots_get_current_page(SlidingPages4Dots *self) {
    if (!sliding_pages4_is_dots(self)) {
        sliding_pages4_warn("sliding_pages4_dots_get_current_page: the dots given are no SlidingPages4Dots");
        return -1;
    }
    int page = -1;
    g_object_get(self, "current-page", &page, NULL);
    return page;
}

void sliding_pages4_dots_update_current_page_display(SlidingPages4Dots *self) {
    if (!sliding_pages4_is_dots(self)) {
        sliding_pages4_warn("sliding_pages4_dots_update_current_page_display: the dots given are no SlidingPages4Dots; ignored");
        return;
    }
    if (HOOKED(self)) self->hooks->update_display(self->data);
}

void sliding_pages4_dots_notify_adjustment(SlidingPages4Dots *self) {
    g_return_if_fail(SLIDING_PAGES4_IS_DOTS(self));
    g_object_notify_by_pspec(G_OBJECT(self), adjustment_pspec);
}

void sliding_pages4_dots_emit_page_changed(SlidingPages4Dots *self, int page) {
    g_return_if_fail(SLIDING_PAGES4_IS_DOTS(self));
    g_signal_emit(self, page_changed_signal, 0, page);
}

void sliding_pages4_dots_describe(SlidingPages4Dots *self, const char *text) {
    g_return_if_fail(SLIDING_PAGES4_IS_DOTS(self));
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

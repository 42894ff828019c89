#include "sliding-pages4-dots.h"

struct _SlidingPages4Dots {
    GtkWidget parent_instance;
    const SlidingPages4DotsHooks *hooks;
    gpointer data;
};

G_DEFINE_FINAL_TYPE(SlidingPages4Dots, sliding_pages4_dots, GTK_TYPE_WIDGET)

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

static void released(G_GNUC_UNUSED GtkGestureClick *g, G_GNUC_UNUSED int n, double x, double y, SlidingPages4Dots *self) {
    if (HOOKED(self)) self->hooks->clicked(self->data, x, y);
}

static void dispose(GObject *object) {
    SlidingPages4Dots *self = SLIDING_PAGES4_DOTS(object);
    if (HOOKED(self)) {
        gpointer data = self->data;
        self->data = NULL;
        self->hooks->dispose(data);
    }
    G_OBJECT_CLASS(sliding_pages4_dots_parent_class)->dispose(object);
}

static void sliding_pages4_dots_class_init(SlidingPages4DotsClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = dispose;
    widget_class->measure = measure;
    widget_class->snapshot = snapshot;
    gtk_widget_class_set_css_name(widget_class, "slidingpagesdots");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void sliding_pages4_dots_init(SlidingPages4Dots *self) {
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "released", G_CALLBACK(released), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(click));
}

GtkWidget *sliding_pages4_dots_new(const SlidingPages4DotsHooks *hooks, gpointer data) {
    SlidingPages4Dots *self = g_object_new(SLIDING_PAGES4_TYPE_DOTS, NULL);
    self->hooks = hooks;
    self->data = data;
    return GTK_WIDGET(self);
}

/* Warnings name the library, as the Swift side's do. */
#define G_LOG_DOMAIN "SlidingPages"

#include "sliding-pages-scrubber-instance.h"
#include "sliding-pages-instance-private.h"

/* The scrubber's bubble: the host's text function, asked from an idle,
 * and its data kept until no call of it runs. */

typedef struct {
    GDestroyNotify destroy;
    gpointer data;
} RetiredData;

/* Frees the data retired while the bubble function ran. */
void scrubber_free_retired(SlidingPagesScrubber *self) {
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
    if (!scrubber_nub_rect(self, &g, &r, &fraction)) return NULL;
    if (!self->bubble) return sliding_pages_scrubber_default_text(&g);
    self->bubble_calls++;
    char *text = self->bubble(self, g.value, fraction, self->bubble_data);
    if (--self->bubble_calls == 0 && self->retired) scrubber_free_retired(self);
    return text;
}

static gboolean refresh_text(gpointer data) {
    SlidingPagesScrubber *self = data;
    self->text_idle = 0;
    if (scrubber_gone(self)) return G_SOURCE_REMOVE;
    char *text = bubble_text(self);
    if (scrubber_gone(self)) {
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
void scrubber_want_text(SlidingPagesScrubber *self) {
    if (scrubber_gone(self) || self->text_idle) return;
    self->text_idle = g_idle_add_full(G_PRIORITY_HIGH_IDLE, refresh_text, g_object_ref(self), g_object_unref);
}

void sliding_pages_scrubber_set_bubble_func(SlidingPagesScrubber *self, SlidingPagesScrubberBubbleFunc func,
                                            gpointer user_data, GDestroyNotify destroy) {
    if (!is_scrubber(self, G_STRFUNC)) {
        if (destroy) destroy(user_data);
        return;
    }
    /* The new function is in place before the old data is freed, for a destroy notify that calls
     * back in; either notify, or the new function, may destroy the scrubber, so it is held. */
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
    if (!scrubber_gone(self)) {
        scrubber_want_text(self);
        gtk_widget_queue_draw(GTK_WIDGET(self));
    }
    g_object_unref(self);
}

/*
 * The GTK 4 pager's GType: a GtkWidget that parents its pages and hands
 * every phase to Swift in one call (measure, allocate, snapshot) and every
 * input event once, through a table of hooks. The Swift face decides
 * nothing itself either: it asks the shared core and applies the answer.
 */
#ifndef SLIDING_PAGES4_PAGER_H
#define SLIDING_PAGES4_PAGER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SLIDING_PAGES4_TYPE_PAGER (sliding_pages4_pager_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4Pager, sliding_pages4_pager, SLIDING_PAGES4, PAGER, GtkWidget)

/* What the widget tells its Swift side; `data` is the side's own. */
typedef struct {
    void (*measure)(gpointer data, GtkOrientation orientation, int for_size, int *minimum, int *natural);
    void (*allocate)(gpointer data, int width, int height);
    void (*snapshot)(gpointer data, GtkSnapshot *snapshot);
    /* A press at (x, y); `touch` for a touchscreen. */
    void (*press)(gpointer data, double x, double y, gboolean touch);
    /* The press moved; TRUE once the pages are dragged (the widget then
     * claims the press from its children). */
    gboolean (*drag)(gpointer data, double x, double y);
    /* The press ended; `selectable` when no drag took it. */
    void (*release)(gpointer data, gboolean selectable);
    void (*cancel)(gpointer data);
    gboolean (*key)(gpointer data, guint keyval, GdkModifierType state);
    /* A wheel notch (`wheel`) or a touchpad's smooth scroll. */
    gboolean (*scroll)(gpointer data, double dx, double dy, gboolean wheel);
    void (*scroll_end)(gpointer data);
    /* The pointer at (x, y), or gone (`inside` FALSE). */
    void (*hover)(gpointer data, double x, double y, gboolean inside);
    void (*direction_changed)(gpointer data);
    /* The widget goes: the Swift side lets go of its pages and of `data`. */
    void (*dispose)(gpointer data);
    /* A GObject property, by the id the option record gave it. */
    void (*get_property)(gpointer data, guint id, GValue *value);
    void (*set_property)(gpointer data, guint id, const GValue *value);
} SlidingPages4PagerHooks;

/* The signals: "settled" (the page the pages came to rest on) and
 * "page-selected" (the page motion heads for, as soon as it is known). */
typedef enum { SLIDING_PAGES4_SETTLED, SLIDING_PAGES4_PAGE_SELECTED, SLIDING_PAGES4_N_SIGNALS } SlidingPages4Signal;
void sliding_pages4_pager_emit(SlidingPages4Pager *self, SlidingPages4Signal signal, int page);

/* Installs the properties from the core's option record; the pager's
 * class_init calls it (defined by the Swift face). */
void sliding_pages4_install_properties(GObjectClass *klass);

GType sliding_pages4_indicator_style_get_type(void);
GType sliding_pages4_page_effect_get_type(void);
GType sliding_pages4_scroll_state_get_type(void);

/* A pager calling `hooks` (static, outliving every pager) with `data`. */
GtkWidget *sliding_pages4_pager_new(const SlidingPages4PagerHooks *hooks, gpointer data);

/* The Swift side's data, NULL once it went. */
gpointer sliding_pages4_pager_get_data(SlidingPages4Pager *self);

/* The Swift side went first: no hook is called again. */
void sliding_pages4_pager_forget(SlidingPages4Pager *self);

/* What assistive technologies read for the pager ("Page k of n"). */
void sliding_pages4_pager_describe(SlidingPages4Pager *self, const char *text);

/* A GLib warning in the library's domain (Swift cannot call g_warning). */
void sliding_pages4_warn(const char *message);

G_END_DECLS

#endif

/*
 * SlidingPagesPager: the GtkContainer that hosts the pages.
 *
 * The type is registered here, in C, so that GtkBuilder, g_object_set and C
 * hosts see a real GType. It decides nothing: sizes, input and drawing go to
 * a table of hooks (implemented in Swift) with user data and a destroy
 * notify, called on dispose.
 */
#ifndef SLIDING_PAGES_PAGER_H
#define SLIDING_PAGES_PAGER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SLIDING_PAGES_TYPE_PAGER (sliding_pages_pager_get_type())
G_DECLARE_FINAL_TYPE(SlidingPagesPager, sliding_pages_pager, SLIDING_PAGES, PAGER, GtkContainer)

/* Where a scroll event came from. */
typedef enum {
    SP_SCROLL_WHEEL = 0,    /* a mouse wheel notch (discrete or smooth) */
    SP_SCROLL_TOUCHPAD = 1, /* smooth deltas from a touchpad or trackpoint */
} SPScrollSource;

/*
 * The hooks. Every pointer may be NULL. `self` is the user data given with
 * the table. Coordinates are in the pager's own pixels.
 */
typedef struct {
    /* Layout. */
    void (*measure)(gpointer self, GtkOrientation orientation, int for_size, int *minimum, int *natural);
    void (*allocate)(gpointer self, int width, int height);
    /* Painting over the children (chrome). */
    void (*draw_overlay)(gpointer self, cairo_t *cr, int width, int height);
    /* Scale for a child while painting (the zoom-out effect); 1.0 for none. */
    double (*child_scale)(gpointer self, GtkWidget *child);
    /* Opacity for a child while painting (pages growing into place); 1.0 for none. */
    double (*child_alpha)(gpointer self, GtkWidget *child);
    /* A child added with gtk_container_add (a static page). */
    void (*child_added)(gpointer self, GtkWidget *child);
    /* A child removed by anyone; its title etc. go with it. */
    void (*child_removed)(gpointer self, GtkWidget *child);
    /* Pointer or touch: press, motion (absolute), release, cancel. Return TRUE
     * from drag_update once the pager drags: the sequence is then claimed and
     * children under the pointer lose the press. `bubbled` on release says
     * whether the press reached the pager unconsumed by a child control. */
    void (*drag_begin)(gpointer self, double x, double y, guint32 time);
    gboolean (*drag_update)(gpointer self, double x, double y, guint32 time);
    void (*drag_end)(gpointer self, gboolean bubbled, guint32 time);
    void (*drag_cancel)(gpointer self, guint32 time);
    /* Scrolling: TRUE if the pager took it. `time` is the event's (ms). */
    gboolean (*scroll)(gpointer self, SPScrollSource source, double dx, double dy, gboolean is_stop, guint32 time);
    /* Keys (GDK keyvals): TRUE if the pager took it. */
    gboolean (*key_press)(gpointer self, guint keyval, GdkModifierType state, guint32 time);
    /* The pointer entered or left the pager (not into one of its children). */
    void (*hover)(gpointer self, gboolean inside);
    /* Mapped or unmapped, text direction changed, style changed. */
    void (*mapped)(gpointer self, gboolean mapped);
    void (*direction_changed)(gpointer self, GtkTextDirection direction);
    void (*style_changed)(gpointer self);
} SPPagerHooks;

GtkWidget *sliding_pages_pager_new(void);

/* Installs the hooks; `destroy` releases `user_data` on dispose (or when
 * replaced). The table is copied. */
void sliding_pages_pager_set_hooks(SlidingPagesPager *self, const SPPagerHooks *hooks, gpointer user_data,
                                   GDestroyNotify destroy);

/* Parents a page without the child_added hook (recycled pages). */
void sliding_pages_pager_put(SlidingPagesPager *self, GtkWidget *child);
/* Unparents a page without the child_removed hook. */
void sliding_pages_pager_take(SlidingPagesPager *self, GtkWidget *child);

/* A child painted after the chrome, above the pages (a custom scrubber
 * nub); NULL for none. It must already be a child. */
void sliding_pages_pager_set_overlay_child(SlidingPagesPager *self, GtkWidget *child);

/* Gives a child its place (relative to the pager); measures it first, as
 * GTK requires. */
void sliding_pages_pager_place(SlidingPagesPager *self, GtkWidget *child, int x, int y, int width, int height);

/* Children are painted clipped to this rectangle (the page area below the
 * header strip). A width or height below 0 turns the clip off. */
void sliding_pages_pager_set_page_clip(SlidingPagesPager *self, int x, int y, int width, int height);

/* A style context for a CSS node drawn by the pager, named `name` (with
 * style class `klass`, may be NULL) under `parent` (the widget's own context
 * or another node's). Lets themes style "slidingpages strip title:selected"
 * and the like. Free with g_object_unref. */
GtkStyleContext *sliding_pages_style_node(GtkWidget *widget, GtkStyleContext *parent, const char *name,
                                          const char *klass);

/* The font of a style context in `state` (gtk_style_context_get is
 * variadic); free with pango_font_description_free. */
PangoFontDescription *sliding_pages_style_font(GtkStyleContext *context, GtkStateFlags state);

/* The number of children parented right now. */
guint sliding_pages_pager_child_count(SlidingPagesPager *self);

/* Signals carrying the pager's events (see the README for their meaning). */
void sliding_pages_pager_emit_simple(SlidingPagesPager *self, guint signal_index);
void sliding_pages_pager_emit_int(SlidingPagesPager *self, guint signal_index, int value);
void sliding_pages_pager_emit_bool(SlidingPagesPager *self, guint signal_index, gboolean value);
gboolean sliding_pages_pager_emit_should_select(SlidingPagesPager *self, int index);

enum {
    SP_SIGNAL_DID_SCROLL,
    SP_SIGNAL_CURRENT_ITEM_CHANGED,
    SP_SIGNAL_SETTLED,
    SP_SIGNAL_WILL_BEGIN_DRAGGING,
    SP_SIGNAL_DID_END_DRAGGING,
    SP_SIGNAL_WILL_BEGIN_DECELERATING,
    SP_SIGNAL_DID_END_DECELERATING,
    SP_SIGNAL_DID_END_SCROLLING_ANIMATION,
    SP_SIGNAL_ITEM_SELECTED,
    SP_SIGNAL_SHOULD_SELECT_ITEM,
    SP_N_SIGNALS
};

G_END_DECLS

#endif

/*
 * Between the GTK 4 types and their Swift face (not installed): the hook
 * tables each widget calls once a phase, and what Swift asks of C.
 */
#ifndef SLIDING_PAGES4_PRIVATE_H
#define SLIDING_PAGES4_PRIVATE_H

#include "sliding-pages4.h"

G_BEGIN_DECLS

/* What the pager tells its Swift side; `data` is the side's own. */
typedef struct {
    void (*measure)(gpointer data, GtkOrientation orientation, int for_size, int *minimum, int *natural);
    void (*allocate)(gpointer data, int width, int height);
    void (*snapshot)(gpointer data, GtkSnapshot *snapshot);
    /* A press at (x, y) on `target` (the deepest widget there); `touch`
     * for a touchscreen. `time` is each event's own (milliseconds, 0 when
     * unknown): a fling's speed comes from the events' spacing. */
    void (*press)(gpointer data, double x, double y, gboolean touch, GtkWidget *target, guint32 time);
    /* The press moved; TRUE once the pages are dragged (the widget then
     * claims the press from its children). */
    gboolean (*drag)(gpointer data, double x, double y, guint32 time);
    /* The press ended; `selectable` when no drag took it. */
    void (*release)(gpointer data, gboolean selectable, guint32 time);
    void (*cancel)(gpointer data, guint32 time);
    gboolean (*key)(gpointer data, guint keyval, GdkModifierType state);
    /* A wheel notch (`wheel`) or a touchpad's smooth scroll. */
    gboolean (*scroll)(gpointer data, double dx, double dy, gboolean wheel, guint32 time);
    void (*scroll_end)(gpointer data, guint32 time);
    /* The pointer at (x, y), or gone (`inside` FALSE). */
    void (*hover)(gpointer data, double x, double y, gboolean inside);
    void (*direction_changed)(gpointer data);
    /* The style changed (a theme, a stylesheet, a state): fonts go stale. */
    void (*restyled)(gpointer data);
    /* The widget goes: the Swift side lets go of its pages and of `data`. */
    void (*dispose)(gpointer data);
    /* A GObject property, by the id the option record gave it. */
    void (*get_property)(gpointer data, guint id, GValue *value);
    void (*set_property)(gpointer data, guint id, const GValue *value);
    /* A page of the pager's own, at the end, and its removal (FALSE: not
     * one of its own pages). */
    void (*append_page)(gpointer data, GtkWidget *child, const char *title);
    gboolean (*remove_page)(gpointer data, GtkWidget *child);
    /* The widget came on or left the screen: frames come only while on. */
    void (*mapped)(gpointer data, gboolean mapped);
    /* GtkWidget's focus: Tab walks the pages the Swift side walks. */
    gboolean (*focus)(gpointer data, GtkDirectionType direction);
} SlidingPages4PagerHooks;

/* The signals Swift emits. */
typedef enum {
    SLIDING_PAGES4_SETTLED,
    SLIDING_PAGES4_PAGE_SELECTED,
    SLIDING_PAGES4_SETUP_PAGE,
    SLIDING_PAGES4_BIND_PAGE,
    SLIDING_PAGES4_PAGE_TITLE,
    SLIDING_PAGES4_UNBIND_PAGE,
    SLIDING_PAGES4_TEARDOWN_PAGE,
    SLIDING_PAGES4_DID_SCROLL,
    SLIDING_PAGES4_CURRENT_ITEM_CHANGED,
    SLIDING_PAGES4_PAGE_SHOWN,
    SLIDING_PAGES4_PAGE_HIDDEN,
    SLIDING_PAGES4_WILL_BEGIN_DRAGGING,
    SLIDING_PAGES4_DID_END_DRAGGING,
    SLIDING_PAGES4_WILL_BEGIN_DECELERATING,
    SLIDING_PAGES4_DID_END_DECELERATING,
    SLIDING_PAGES4_DID_END_SCROLLING_ANIMATION,
    SLIDING_PAGES4_SCRUBBER_SELECT,
    SLIDING_PAGES4_SCRUBBER_DESELECT,
    SLIDING_PAGES4_SCRUBBER_HIGHLIGHT,
    SLIDING_PAGES4_SCRUBBER_UNHIGHLIGHT,
    SLIDING_PAGES4_SHOULD_SELECT_ITEM,
    SLIDING_PAGES4_ITEM_SELECTED,
    SLIDING_PAGES4_PAGE_KIND,
    SLIDING_PAGES4_N_SIGNALS
} SlidingPages4Signal;
void sliding_pages4_install_signals(GObjectClass *klass);
/* An event's signal; `value` is its one argument (an int, a double or a
 * boolean, as the signal takes), ignored for those with none. Returns
 * should-select-item's answer, else TRUE. */
gboolean sliding_pages4_pager_emit_event(SlidingPages4Pager *self, SlidingPages4Signal signal, double value);

/* The page factory's signals, for hosts that cannot pass C callbacks.
 * setup-page's page comes with a reference of the caller's own. */
GtkWidget *sliding_pages4_pager_emit_setup_page(SlidingPages4Pager *self, GQuark kind);
/* page-kind's answer for an item as a quark; 0 for the plain kind. */
GQuark sliding_pages4_pager_emit_page_kind(SlidingPages4Pager *self, int index);
void sliding_pages4_pager_emit_bind_page(SlidingPages4Pager *self, GtkWidget *page, int index);
/* unbind-page or teardown-page. */
void sliding_pages4_pager_emit_page(SlidingPages4Pager *self, SlidingPages4Signal signal, GtkWidget *page);
char *sliding_pages4_pager_emit_page_title(SlidingPages4Pager *self, int index);
gboolean sliding_pages4_pager_has_handler(SlidingPages4Pager *self, SlidingPages4Signal signal);

/* Defined by the Swift face: the properties from the core's option record
 * (class_init), and a Swift side for a pager made by g_object_new. */
void sliding_pages4_install_properties(GObjectClass *klass);
void sliding_pages4_pager_adopt(SlidingPages4Pager *self);

/* The pager calls `hooks` (static, outliving every pager) with `data`. */
void sliding_pages4_pager_attach(SlidingPages4Pager *self, const SlidingPages4PagerHooks *hooks, gpointer data);

/* Type checks Swift cannot write as macros. */
static inline gboolean sliding_pages4_is_pager(gpointer p) { return p && SLIDING_PAGES4_IS_PAGER(p); }
static inline gboolean sliding_pages4_is_widget(gpointer p) { return p && GTK_IS_WIDGET(p); }
static inline gboolean sliding_pages4_is_dots(gpointer p) { return p && SLIDING_PAGES4_IS_DOTS(p); }
static inline gboolean sliding_pages4_is_scrubber(gpointer p) { return p && SLIDING_PAGES4_IS_SCRUBBER(p); }
/* Whether a widget cannot be the nub of `holder` (a scrubber or pager). */
gboolean sliding_pages4_nub_refused(GtkWidget *holder, GtkWidget *nub);

/* The Swift side's data, NULL once it went. */
gpointer sliding_pages4_pager_get_data(SlidingPages4Pager *self);

/* What assistive technologies read for the pager ("Page k of n"). */
void sliding_pages4_pager_describe(SlidingPages4Pager *self, const char *text);

/* A GLib warning in the library's domain (Swift cannot call g_warning). */
void sliding_pages4_warn(const char *message);

/* The library's own words (what screen readers are told), translated by
 * gettext in the domain "sliding-pages-1", shared with the GTK 3 library:
 * `text` in the user's language, or `text` itself. */
const char *sliding_pages4_translate(const char *text) G_GNUC_FORMAT(1);
#define _(text) sliding_pages4_translate(text)

/* The words a page is read with (the core's ReadoutWords), translated:
 * "Page %1$d of %2$d", "Page %1$d", "No pages" and "%1$s: %2$s". */
void sliding_pages4_readout_words(const char **page_of_count, const char **page, const char **no_pages, const char **titled);
void sliding_pages4_pager_show_orientation(SlidingPages4Pager *self, GtkOrientation orientation);

typedef struct {
    void (*measure)(gpointer data, GtkOrientation orientation, int *minimum, int *natural);
    void (*snapshot)(gpointer data, GtkSnapshot *snapshot);
    /* The widget was allocated: each dot's tab goes where its dot is. */
    void (*allocate)(gpointer data);
    /* A click released at (x, y). */
    void (*clicked)(gpointer data, double x, double y);
    /* The pager to follow (NULL: none), and the one followed. */
    void (*follow)(gpointer data, SlidingPages4Pager *pager);
    SlidingPages4Pager *(*followed)(gpointer data);
    /* A key pressed: TRUE when it asked for a page. */
    gboolean (*key)(gpointer data, guint keyval, GdkModifierType state);
    /* The option record's properties and the adjustment, by id. */
    void (*get_property)(gpointer data, guint id, GValue *value);
    void (*set_property)(gpointer data, guint id, const GValue *value);
    void (*update_display)(gpointer data);
    /* The widget goes: the Swift side lets go of `data`. */
    void (*dispose)(gpointer data);
} SlidingPages4DotsHooks;

/* Installs the standalone dots' options from `first_id`; returns the id
 * after them (the adjustment's). */
guint sliding_pages4_install_dots_properties(GObjectClass *klass, guint first_id);
void sliding_pages4_dots_emit_page_changed(SlidingPages4Dots *self, int page);
/* The adjustment followed changed (notify::adjustment). */
void sliding_pages4_dots_notify_adjustment(SlidingPages4Dots *self);
/* What assistive technologies read for the dots ("Page k of n"). */
void sliding_pages4_dots_describe(SlidingPages4Dots *self, const char *text);

void sliding_pages4_dots_adopt(SlidingPages4Dots *self);
void sliding_pages4_dots_attach(SlidingPages4Dots *self, const SlidingPages4DotsHooks *hooks, gpointer data);
gpointer sliding_pages4_dots_get_data(SlidingPages4Dots *self);
/* The followed pager changed (notify::pager). */
void sliding_pages4_dots_notify_pager(SlidingPages4Dots *self);

/* What the scrubber tells its Swift side. */
typedef struct {
    void (*snapshot)(gpointer data, GtkSnapshot *snapshot);
    /* A press at (x, y): TRUE when it took hold of the nub. */
    gboolean (*press)(gpointer data, double x, double y);
    void (*drag)(gpointer data, double x, double y);
    void (*release)(gpointer data);
    /* The child or the orientation changed: the adjustment followed may. */
    void (*content_changed)(gpointer data);
    /* The host's nub is allocated where the nub goes (size_allocate). */
    void (*place_nub)(gpointer data);
    void (*get_property)(gpointer data, guint id, GValue *value);
    void (*set_property)(gpointer data, guint id, const GValue *value);
    void (*dispose)(gpointer data);
} SlidingPages4ScrubberHooks;

void sliding_pages4_scrubber_adopt(SlidingPages4Scrubber *self);
void sliding_pages4_scrubber_attach(SlidingPages4Scrubber *self, const SlidingPages4ScrubberHooks *hooks, gpointer data);
gpointer sliding_pages4_scrubber_get_data(SlidingPages4Scrubber *self);
/* Installs the scrubber's options from `first_id`. */
void sliding_pages4_install_scrubber_properties(GObjectClass *klass, guint first_id);
/* Emits select, deselect, highlight or unhighlight (0…3): TRUE when a
 * handler made the change itself. */
gboolean sliding_pages4_scrubber_emit(SlidingPages4Scrubber *self, int transition);
GtkOrientation sliding_pages4_scrubber_get_orientation(SlidingPages4Scrubber *self);
void sliding_pages4_scrubber_describe(SlidingPages4Scrubber *self, const char *text);

/* The chrome's CSS nodes (sliding-pages4-style-node.c): an invisible
 * child of `parent` named `name` in `state`, whose style its owner draws
 * with. */
#define SLIDING_PAGES4_TYPE_STYLE_NODE (sliding_pages4_style_node_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4StyleNode, sliding_pages4_style_node, SLIDING_PAGES4, STYLE_NODE, GtkWidget)
GtkWidget *sliding_pages4_style_node_new(GtkWidget *parent, const char *name, GtkStateFlags state);
/* A dot as a screen reader's tab (the dots are a tab list): a child of
 * `parent` never drawn or picked, named `label`, selected or not. */
#define SLIDING_PAGES4_TYPE_DOT_TAB (sliding_pages4_dot_tab_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4DotTab, sliding_pages4_dot_tab, SLIDING_PAGES4, DOT_TAB, GtkWidget)
GtkWidget *sliding_pages4_dot_tab_new(GtkWidget *parent);
void sliding_pages4_dot_tab_set(GtkWidget *tab, const char *label, gboolean selected);
/* A style the pager draws with changed: its Swift side drops its fonts. */
void sliding_pages4_pager_restyled(SlidingPages4Pager *self);
/* Unparents every child of `widget` (a dispose's last step). */
void sliding_pages4_unparent_children(GtkWidget *widget);
/* The chrome's fallback stylesheet, once per display. */
void sliding_pages4_install_chrome_css(GtkWidget *widget, const char *css);

G_END_DECLS

#endif

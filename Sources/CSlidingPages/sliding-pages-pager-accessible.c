#include "sliding-pages-pager-instance.h"
#include <gtk/gtk-a11y.h>
#include "sliding-pages-words.h"

/* Accessibility: a container accessible with next/previous/first/last
 * actions, for screen readers and switch access. */
typedef struct {
    GtkContainerAccessible parent;
} SlidingPagesPagerAccessible;
typedef struct {
    GtkContainerAccessibleClass parent_class;
} SlidingPagesPagerAccessibleClass;

static void accessible_action_init(AtkActionIface *iface);
G_DEFINE_TYPE_WITH_CODE(SlidingPagesPagerAccessible, sliding_pages_pager_accessible, GTK_TYPE_CONTAINER_ACCESSIBLE,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, accessible_action_init))

static const char *const action_names[] = {"next", "previous", "first", "last"};
static const char *const action_descriptions[] = {N_("Go to the next page"), N_("Go to the previous page"),
                                                  N_("Go to the first page"), N_("Go to the last page")};

static gboolean accessible_do_action(AtkAction *action, int i);
static int accessible_n_actions(AtkAction *action) {
    (void)action;
    return 4;
}
static const char *accessible_action_name(AtkAction *action, int i) {
    (void)action;
    return i >= 0 && i < 4 ? action_names[i] : NULL;
}
static const char *accessible_action_description(AtkAction *action, int i) {
    (void)action;
    return i >= 0 && i < 4 ? _(action_descriptions[i]) : NULL;
}
static void accessible_action_init(AtkActionIface *iface) {
    iface->do_action = accessible_do_action;
    iface->get_n_actions = accessible_n_actions;
    iface->get_name = accessible_action_name;
    iface->get_description = accessible_action_description;
}

static void pager_accessible_created(GtkWidget *widget, AtkObject *obj);

static void sliding_pages_pager_accessible_initialize(AtkObject *obj, gpointer data) {
    ATK_OBJECT_CLASS(sliding_pages_pager_accessible_parent_class)->initialize(obj, data);
    atk_object_set_role(obj, ATK_ROLE_SCROLL_PANE);
    if (GTK_IS_WIDGET(data)) pager_accessible_created(GTK_WIDGET(data), obj);
}

static const char *accessible_get_name(AtkObject *obj) {
    const char *name = ATK_OBJECT_CLASS(sliding_pages_pager_accessible_parent_class)->get_name(obj);
    return name ? name : _("Pages");
}

/* Only pages in view (and any other child) are listed: pages mapped ahead would read as showing
 * off screen. */
gboolean child_listed(PagerChild *c) {
    return !c->page || (gtk_widget_get_child_visible(c->widget) && !c->ahead);
}

static SlidingPagesPager *accessible_pager(AtkObject *obj) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(obj));
    return SLIDING_PAGES_IS_PAGER(widget) ? SLIDING_PAGES_PAGER(widget) : NULL;
}

/* Where a listed child comes in reading order: pages in the order the
 * layout placed them (slot order), other children after. */
static guint reading_key(PagerChild *c) {
    return c->page ? c->reading : G_MAXUINT;
}

static int by_reading_key(gconstpointer a, gconstpointer b) {
    guint ka = reading_key(*(PagerChild *const *)a), kb = reading_key(*(PagerChild *const *)b);
    return ka < kb ? -1 : ka > kb;
}

/* The listed children in reading order: a screen reader reads the pages
 * of several items in the order the eye does, whatever page took which. */
static GPtrArray *listed_children(SlidingPagesPager *self) {
    GPtrArray *listed = g_ptr_array_new();
    for (GList *l = self ? self->children : NULL; l; l = l->next) {
        if (child_listed(l->data)) g_ptr_array_add(listed, l->data);
    }
    g_ptr_array_sort(listed, by_reading_key);
    return listed;
}

/* A child's index in its parent is then found through ref_child, in the
 * order told, not in the order the children were added. */
static void adopt(AtkObject *pager, AtkObject *acc) {
    if (acc->accessible_parent != pager) atk_object_set_parent(acc, pager);
}

/* A reader asked for the children: from now on it is told of changes
 * (until then no bookkeeping runs, as in a pager no reader reads). */
static void start_telling(SlidingPagesPager *self) {
    if (!self || self->told) return;
    GPtrArray *listed = listed_children(self);
    self->told = g_ptr_array_sized_new(listed->len);
    for (guint i = 0; i < listed->len; i++) g_ptr_array_add(self->told, ((PagerChild *)listed->pdata[i])->widget);
    g_ptr_array_unref(listed);
}

/* Once a reader asked, it is answered from what it was told, so its
 * queries and the children-changed signals agree between placements. */
static int accessible_n_children(AtkObject *obj) {
    SlidingPagesPager *self = accessible_pager(obj);
    start_telling(self);
    return self && self->told ? (int)self->told->len : 0;
}

static AtkObject *accessible_ref_child(AtkObject *obj, int i) {
    SlidingPagesPager *self = accessible_pager(obj);
    start_telling(self);
    if (!self || !self->told || i < 0 || (guint)i >= self->told->len || !find_child(self, self->told->pdata[i])) return NULL;
    AtkObject *child = gtk_widget_get_accessible(self->told->pdata[i]);
    adopt(obj, child);
    return g_object_ref(child);
}

/* A page is told once placed, so at the index it is read at; pages that traded places (recycled
 * widgets bound to other items) are told again. */
static void tell(SlidingPagesPager *self, GtkWidget *child, gboolean added, guint index) {
    AtkObject *pager = gtk_widget_get_accessible(GTK_WIDGET(self)), *acc = gtk_widget_get_accessible(child);
    if (added) adopt(pager, acc);
    /* One leaving the pager finds its parent from its widget again. */
    else if (!find_child(self, child) && acc->accessible_parent == pager) atk_object_set_parent(acc, NULL);
    g_signal_emit_by_name(pager, added ? "children-changed::add" : "children-changed::remove", (int)index, acc);
}

/* Whether every child told is still listed, in reading order, and no
 * listed child is left untold. */
static gboolean told_in_order(SlidingPagesPager *self) {
    guint listed = 0;
    for (GList *l = self->children; l; l = l->next) listed += child_listed(l->data);
    if (listed != self->told->len) return FALSE;
    guint last = 0;
    for (guint i = 0; i < self->told->len; i++) {
        PagerChild *c = find_child(self, self->told->pdata[i]);
        if (!c || !child_listed(c) || reading_key(c) < last) return FALSE;
        last = reading_key(c);
    }
    return TRUE;
}

void pager_accessible_listed(SlidingPagesPager *self, gboolean now) {
    if (!self->told) return;
    self->told_stale = TRUE;
    if (now) pager_accessible_sync(self);
}

void pager_accessible_unlisted(SlidingPagesPager *self, GtkWidget *child) {
    guint index;
    if (!self->told || !g_ptr_array_find(self->told, child, &index)) return;
    g_ptr_array_remove_index(self->told, index);
    tell(self, child, FALSE, index);
}

static void sync_once(SlidingPagesPager *self);

void pager_accessible_sync(SlidingPagesPager *self) {
    if (!self->told || self->disposed) return;
    /* A reader's handler that makes the pager sync again: the sync under
     * way goes round once more instead. */
    if (self->telling) {
        self->told_stale = TRUE;
        return;
    }
    if (!self->told_stale && told_in_order(self)) return;
    self->telling = TRUE;
    g_object_ref(self);
    /* A few passes at most: a handler that changes the children at every
     * telling is left to the next placement's sync. */
    for (int pass = 0; pass < 4; pass++) {
        self->told_stale = FALSE;
        sync_once(self);
        if (self->disposed || !self->told || (!self->told_stale && told_in_order(self))) break;
    }
    self->telling = FALSE;
    pager_release_after_caller(self);
}

/* One pass of pager_accessible_sync. */
static void sync_once(SlidingPagesPager *self) {
    GPtrArray *listed = listed_children(self), *want = g_ptr_array_new_with_free_func(g_object_unref);
    for (guint i = 0; i < listed->len; i++) g_ptr_array_add(want, g_object_ref(((PagerChild *)listed->pdata[i])->widget));
    g_ptr_array_unref(listed);
    /* Telling runs the reader's handlers, which may call the pager: each
     * child is looked up again. */
    for (guint i = 0; i < want->len && !self->disposed; i++) {
        GtkWidget *w = want->pdata[i];
        guint at;
        if (i < self->told->len && self->told->pdata[i] == w) continue;
        if (g_ptr_array_find(self->told, w, &at)) {
            g_ptr_array_remove_index(self->told, at);
            tell(self, w, FALSE, at);
        }
        PagerChild *c = self->disposed ? NULL : find_child(self, w);
        if (!c || !child_listed(c) || g_ptr_array_find(self->told, w, NULL)) continue;
        guint index = MIN(i, self->told->len);
        g_ptr_array_insert(self->told, (int)index, w);
        tell(self, w, TRUE, index);
    }
    /* What is left past the listed ones is no longer listed. */
    while (!self->disposed && self->told->len > want->len) {
        guint last = self->told->len - 1;
        GtkWidget *w = self->told->pdata[last];
        g_ptr_array_remove_index(self->told, last);
        tell(self, w, FALSE, last);
    }
    g_ptr_array_unref(want);
}

/* GtkContainerAccessible would announce every child with its index among all children; the pager
 * announces the ones it lists itself (pager_accessible_sync). */
static int accessible_add_gtk(GtkContainer *container, GtkWidget *widget, gpointer data) {
    (void)container;
    (void)widget;
    (void)data;
    return 1;
}

static void sliding_pages_pager_accessible_class_init(SlidingPagesPagerAccessibleClass *klass) {
    GTK_CONTAINER_ACCESSIBLE_CLASS(klass)->add_gtk = accessible_add_gtk;
    GTK_CONTAINER_ACCESSIBLE_CLASS(klass)->remove_gtk = accessible_add_gtk;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->initialize = sliding_pages_pager_accessible_initialize;
    atk->get_name = accessible_get_name;
    atk->get_n_children = accessible_n_children;
    atk->ref_child = accessible_ref_child;
}

static void sliding_pages_pager_accessible_init(SlidingPagesPagerAccessible *self) { (void)self; }

static gboolean accessible_do_action(AtkAction *action, int i) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(action));
    if (!widget || i < 0 || i >= 4) return FALSE;
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(widget);
    if (!HOOK(self, accessible_action)) return FALSE;
    g_object_ref(self);
    gboolean done = HOOKS(self).accessible_action(self->user_data, i);
    pager_release_after_caller(self);
    return done;
}

static void pager_accessible_created(GtkWidget *widget, AtkObject *obj) {
    if (!SLIDING_PAGES_IS_PAGER(widget)) return;
    SlidingPagesPager *self = SLIDING_PAGES_PAGER(widget);
    if (!HOOK(self, accessible_description)) return;
    char *description = HOOKS(self).accessible_description(self->user_data);
    if (description) atk_object_set_description(obj, description);
    g_free(description);
}

void sliding_pages_pager_set_accessible_page(SlidingPagesPager *self, const char *description) {
    SP_CROSSED();
    g_return_if_fail(SLIDING_PAGES_IS_PAGER(self));
    AtkObject *acc = gtk_widget_get_accessible(GTK_WIDGET(self));
    const char *old = atk_object_get_description(acc);
    if (g_strcmp0(old, description) == 0) return;
    /* The description change is the announcement screen readers pick up. */
    atk_object_set_description(acc, description);
}


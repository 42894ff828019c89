/* The standalone controls' check of a host's pointer. Not installed. */
#ifndef SLIDING_PAGES_INSTANCE_PRIVATE_H
#define SLIDING_PAGES_INSTANCE_PRIVATE_H

#include <glib-object.h>

G_BEGIN_DECLS

/* Warns and has the caller ignore the call when `self` is not a `type`: a g_return_if_fail
 * critical would end a program run with fatal criticals. */
static inline gboolean sliding_pages_is_instance(gpointer self, GType type, const char *function) {
    if (G_TYPE_CHECK_INSTANCE_TYPE(self, type)) return TRUE;
    g_warning("%s: not a %s; ignored", function, g_type_name(type));
    return FALSE;
}

/* The standalone controls' numeric and boolean pspecs from the core's option tables (0 the dots,
 * 1 the scrubber), in property id order. */
void sliding_pages_standalone_pspecs(int which, GParamSpec **out);

G_END_DECLS

#endif

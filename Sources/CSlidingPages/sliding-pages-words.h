/* The library's own words (what screen readers are told), translated by gettext in the domain
 * "sliding-pages-1". Not installed. */
#ifndef SLIDING_PAGES_WORDS_H
#define SLIDING_PAGES_WORDS_H

#include <glib.h>

G_BEGIN_DECLS

/* `text` in the user's language, or `text` itself. */
const char *sliding_pages_translate(const char *text) G_GNUC_FORMAT(1);
#define _(text) sliding_pages_translate(text)
#define N_(text) (text)

G_END_DECLS

#endif

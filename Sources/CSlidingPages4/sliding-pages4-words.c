/* The catalogues are looked for beside the library, so an install under
 * any prefix finds its own: LIBDIR/../share/locale, or two levels up for
 * a multiarch LIBDIR; else GLib's default. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <libintl.h>
#include <string.h>
#include "sliding-pages4-private.h"

#define DOMAIN "sliding-pages-1"

static gpointer bind_domain(G_GNUC_UNUSED gpointer data) {
    Dl_info info;
    g_autofree char *self = NULL;
    if (dladdr((void *)sliding_pages4_translate, &info) && info.dli_fname && strchr(info.dli_fname, '/'))
        self = g_strdup(info.dli_fname);
    else
        self = g_file_read_link("/proc/self/exe", NULL);
    if (self) {
        g_autofree char *dir = g_path_get_dirname(self);
        const char *const ups[] = {"../share/locale", "../../share/locale"};
        for (gsize k = 0; k < G_N_ELEMENTS(ups); k++) {
            g_autofree char *locale = g_build_filename(dir, ups[k], NULL);
            if (g_file_test(locale, G_FILE_TEST_IS_DIR)) {
                bindtextdomain(DOMAIN, locale);
                break;
            }
        }
    }
    bind_textdomain_codeset(DOMAIN, "UTF-8");
    return NULL;
}

const char *sliding_pages4_translate(const char *text) {
    static GOnce once = G_ONCE_INIT;
    g_once(&once, bind_domain, NULL);
    return g_dgettext(DOMAIN, text);
}

void sliding_pages4_readout_words(const char **page_of_count, const char **page, const char **no_pages, const char **titled) {
    /* Translators: read for the page shown: the page (from 1), the count. */
    *page_of_count = _("Page %1$d of %2$d");
    /* Translators: a page of pages that have no count (from 1). */
    *page = _("Page %1$d");
    *no_pages = _("No pages");
    /* Translators: a page as read above, then its title. */
    *titled = _("%1$s: %2$s");
}

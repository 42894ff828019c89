/* Both libraries find their translations beside the library (LIBDIR/../share/locale, or two
 * levels up for a multiarch LIBDIR), so an install under any prefix finds its own; else gettext's
 * default. Included once by each library's words file. */
#ifndef SLIDING_PAGES_CATALOGUE_H
#define SLIDING_PAGES_CATALOGUE_H

#include <dlfcn.h>
#include <glib.h>
#include <libintl.h>
#include <stdlib.h>
#include <string.h>

#define SP_DOMAIN "sliding-pages-1"

/* Whether `locale` holds this domain's catalogue for some language. */
static gboolean sp_has_catalogue(const char *locale) {
    GDir *dir = g_dir_open(locale, 0, NULL);
    if (!dir) return FALSE;
    gboolean found = FALSE;
    for (const char *lang; !found && (lang = g_dir_read_name(dir));) {
        g_autofree char *mo = g_build_filename(locale, lang, "LC_MESSAGES", SP_DOMAIN ".mo", NULL);
        found = g_file_test(mo, G_FILE_TEST_IS_REGULAR);
    }
    g_dir_close(dir);
    return found;
}

/* Binds the domain beside the file holding `symbol` (g_once's function). */
static gpointer sp_bind_domain(gpointer symbol) {
    Dl_info info;
    /* The real path: a program run as ./app, or through a link. */
    char *self = NULL;
    if (dladdr(symbol, &info) && info.dli_fname && strchr(info.dli_fname, '/')) self = realpath(info.dli_fname, NULL);
    if (!self) self = realpath("/proc/self/exe", NULL);
    if (self) {
        g_autofree char *dir = g_path_get_dirname(self);
        free(self);
        const char *const ups[] = {"../share/locale", "../../share/locale"};
        for (gsize k = 0; k < G_N_ELEMENTS(ups); k++) {
            g_autofree char *locale = g_build_filename(dir, ups[k], NULL);
            if (sp_has_catalogue(locale)) {
                bindtextdomain(SP_DOMAIN, locale);
                break;
            }
        }
    }
    bind_textdomain_codeset(SP_DOMAIN, "UTF-8");
    return NULL;
}

#ifndef N_
#define N_(text) (text)
#endif

/* The words a page is read with (the core's ReadoutWords), each through
 * the library's `translate`. */
static void sp_readout_words(const char *(*translate)(const char *), const char **page_of_count, const char **page,
                             const char **no_pages, const char **titled) {
    /* Translators: read for the page shown: the page (from 1), the count. */
    *page_of_count = translate(N_("Page %1$d of %2$d"));
    /* Translators: a page of pages that have no count (from 1). */
    *page = translate(N_("Page %1$d"));
    *no_pages = translate(N_("No pages"));
    /* Translators: a page as read above, then its title. */
    *titled = translate(N_("%1$s: %2$s"));
}

#endif

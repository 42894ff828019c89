/* The library's own words, translated (sliding-pages-catalogue.h finds
 * the catalogues). */
#define _GNU_SOURCE
#include "sliding-pages-catalogue.h"
#include "sliding-pages-pager-private.h"
#include "sliding-pages-words.h"

const char *sliding_pages_translate(const char *text) {
    static GOnce once = G_ONCE_INIT;
    g_once(&once, sp_bind_domain, (gpointer)sliding_pages_translate);
    return g_dgettext(SP_DOMAIN, text);
}

void sliding_pages_readout_words(const char **page_of_count, const char **page, const char **no_pages, const char **titled) {
    sp_readout_words(sliding_pages_translate, page_of_count, page, no_pages, titled);
}

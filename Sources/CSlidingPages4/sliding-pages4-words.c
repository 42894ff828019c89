/* The library's own words, translated (sliding-pages-catalogue.h finds
 * the catalogues). */
#define _GNU_SOURCE
#include "../CSlidingPages/sliding-pages-catalogue.h"
#include "sliding-pages4-private.h"

const char *sliding_pages4_translate(const char *text) {
    static GOnce once = G_ONCE_INIT;
    g_once(&once, sp_bind_domain, (gpointer)sliding_pages4_translate);
    return g_dgettext(SP_DOMAIN, text);
}

void sliding_pages4_readout_words(const char **page_of_count, const char **page, const char **no_pages, const char **titled) {
    sp_readout_words(sliding_pages4_translate, page_of_count, page, no_pages, titled);
}

/*
 * SlidingPages for GTK 4: paged scrolling with recycled pages, a title
 * strip, page dots with per-page colours and a scrubber. The one header a
 * program includes.
 */
#ifndef SLIDING_PAGES4_H
#define SLIDING_PAGES4_H

#include "sliding-pages4-pager.h"
#include "sliding-pages4-dots.h"
#include "sliding-pages4-page.h"
#include "sliding-pages4-scrubber.h"

G_BEGIN_DECLS

/**
 * sliding_pages4_init:
 *
 * Registers the library's types, so a #GtkBuilder file can name them
 * before any was made.
 */
void sliding_pages4_init(void);

G_END_DECLS

#endif

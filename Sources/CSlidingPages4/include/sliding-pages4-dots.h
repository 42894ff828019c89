/*
 * SlidingPages for GTK 4: page dots as a widget of their own, placed
 * anywhere (a header bar, under the pager) and bound to a pager, as
 * AdwCarouselIndicatorDots is to its carousel, or following any
 * GtkAdjustment, or driven by hand (the KVNMaskedPageControl seed).
 */
#ifndef SLIDING_PAGES4_DOTS_H
#define SLIDING_PAGES4_DOTS_H

#include "sliding-pages4-pager.h"

G_BEGIN_DECLS

#define SLIDING_PAGES4_TYPE_DOTS (sliding_pages4_dots_get_type())
G_DECLARE_FINAL_TYPE(SlidingPages4Dots, sliding_pages4_dots, SLIDING_PAGES4, DOTS, GtkWidget)

GtkWidget *sliding_pages4_dots_new(void);
void sliding_pages4_dots_set_pager(SlidingPages4Dots *self, SlidingPages4Pager *pager);
SlidingPages4Pager *sliding_pages4_dots_get_pager(SlidingPages4Dots *self);
void sliding_pages4_dots_set_adjustment(SlidingPages4Dots *self, GtkAdjustment *adjustment);
int sliding_pages4_dots_get_current_page(SlidingPages4Dots *self);
void sliding_pages4_dots_update_current_page_display(SlidingPages4Dots *self);

G_END_DECLS

#endif

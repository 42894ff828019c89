/* libadwaita for the GTK 4 sample (not in any product). */
#ifndef SLIDING_PAGES_ADW_SHIM_H
#define SLIDING_PAGES_ADW_SHIM_H

#include <adwaita.h>

static inline AdwApplicationWindow *sp4_adw_window(gpointer p) { return ADW_APPLICATION_WINDOW(p); }
static inline AdwHeaderBar *sp4_adw_header_bar(gpointer p) { return ADW_HEADER_BAR(p); }
static inline AdwViewStack *sp4_adw_view_stack(gpointer p) { return ADW_VIEW_STACK(p); }
static inline AdwViewSwitcherTitle *sp4_adw_switcher_title(gpointer p) { return ADW_VIEW_SWITCHER_TITLE(p); }
static inline AdwViewSwitcherBar *sp4_adw_switcher_bar(gpointer p) { return ADW_VIEW_SWITCHER_BAR(p); }

#endif

#include "sliding-pages4-pager.h"

/* The GTK 4 pager's enumerations, with the GTK 3 library's nicks so a .ui
 * file reads the same; values are the core's raw values. */

G_DEFINE_ENUM_TYPE(SlidingPages4Alignment, sliding_pages4_alignment,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_ALIGNMENT_EDGE, "edge"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_ALIGNMENT_CENTER, "center"))

G_DEFINE_ENUM_TYPE(SlidingPages4IndicatorStyle, sliding_pages4_indicator_style,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_INDICATOR_STYLE_DOTS, "dots"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_INDICATOR_STYLE_LINES, "lines"))

G_DEFINE_ENUM_TYPE(SlidingPages4PageEffect, sliding_pages4_page_effect,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_PAGE_EFFECT_NONE, "none"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_PAGE_EFFECT_ZOOM_OUT, "zoom-out"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_PAGE_EFFECT_DEPTH, "depth"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_PAGE_EFFECT_FADE, "fade"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_PAGE_EFFECT_PARALLAX, "parallax"))

G_DEFINE_ENUM_TYPE(SlidingPages4ScrollState, sliding_pages4_scroll_state,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_SCROLL_STATE_IDLE, "idle"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_SCROLL_STATE_DRAGGING, "dragging"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_SCROLL_STATE_SETTLING, "settling"))

G_DEFINE_ENUM_TYPE(SlidingPages4Neighbour, sliding_pages4_neighbour,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NEIGHBOUR_FIRST, "first"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NEIGHBOUR_BEFORE, "before"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NEIGHBOUR_AFTER, "after"))

G_DEFINE_ENUM_TYPE(SlidingPages4Navigation, sliding_pages4_navigation,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NAVIGATION_PREVIOUS_ITEM, "previous-item"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NAVIGATION_NEXT_ITEM, "next-item"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NAVIGATION_PREVIOUS_PAGE, "previous-page"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NAVIGATION_NEXT_PAGE, "next-page"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NAVIGATION_FIRST, "first"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_NAVIGATION_LAST, "last"))

G_DEFINE_ENUM_TYPE(SlidingPages4ChangeKind, sliding_pages4_change_kind,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_CHANGE_INSERT, "insert"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_CHANGE_DELETE, "delete"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_CHANGE_MOVE, "move"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES4_CHANGE_RELOAD, "reload"))

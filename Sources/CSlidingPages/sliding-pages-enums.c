#include "sliding-pages.h"

/* The enumerations of the public API, registered as GTypes for GObject
 * properties and introspection (each value's name is its C name). */

G_DEFINE_ENUM_TYPE(SlidingPagesAlignment, sliding_pages_alignment,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_ALIGNMENT_EDGE, "edge"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_ALIGNMENT_CENTER, "center"))

G_DEFINE_ENUM_TYPE(SlidingPagesScrollState, sliding_pages_scroll_state,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_SCROLL_STATE_IDLE, "idle"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_SCROLL_STATE_DRAGGING, "dragging"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_SCROLL_STATE_SETTLING, "settling"))

G_DEFINE_ENUM_TYPE(SlidingPagesPageEffect, sliding_pages_page_effect,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_PAGE_EFFECT_NONE, "none"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_PAGE_EFFECT_ZOOM_OUT, "zoom-out"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_PAGE_EFFECT_DEPTH, "depth"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_PAGE_EFFECT_FADE, "fade"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_PAGE_EFFECT_PARALLAX, "parallax"))

G_DEFINE_ENUM_TYPE(SlidingPagesNeighbour, sliding_pages_neighbour,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NEIGHBOUR_FIRST, "first"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NEIGHBOUR_BEFORE, "before"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NEIGHBOUR_AFTER, "after"))

G_DEFINE_ENUM_TYPE(SlidingPagesChangeKind, sliding_pages_change_kind,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_CHANGE_INSERT, "insert"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_CHANGE_DELETE, "delete"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_CHANGE_MOVE, "move"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_CHANGE_RELOAD, "reload"))

G_DEFINE_ENUM_TYPE(SlidingPagesIndicatorStyle, sliding_pages_indicator_style,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_INDICATOR_STYLE_DOTS, "dots"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_INDICATOR_STYLE_LINES, "lines"))

G_DEFINE_ENUM_TYPE(SlidingPagesNavigation, sliding_pages_navigation,
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NAVIGATION_PREVIOUS_ITEM, "previous-item"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NAVIGATION_NEXT_ITEM, "next-item"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NAVIGATION_PREVIOUS_PAGE, "previous-page"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NAVIGATION_NEXT_PAGE, "next-page"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NAVIGATION_FIRST, "first"),
                   G_DEFINE_ENUM_VALUE(SLIDING_PAGES_NAVIGATION_LAST, "last"))

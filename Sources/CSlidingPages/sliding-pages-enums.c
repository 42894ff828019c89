#include "sliding-pages.h"

/* The enumerations of the public API, registered as GTypes for GObject
 * properties and introspection. */

GType sliding_pages_alignment_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_ALIGNMENT_EDGE, "SLIDING_PAGES_ALIGNMENT_EDGE", "edge"},
            {SLIDING_PAGES_ALIGNMENT_CENTER, "SLIDING_PAGES_ALIGNMENT_CENTER", "center"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesAlignment", values));
    }
    return type;
}

GType sliding_pages_scroll_state_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_SCROLL_STATE_IDLE, "SLIDING_PAGES_SCROLL_STATE_IDLE", "idle"},
            {SLIDING_PAGES_SCROLL_STATE_DRAGGING, "SLIDING_PAGES_SCROLL_STATE_DRAGGING", "dragging"},
            {SLIDING_PAGES_SCROLL_STATE_SETTLING, "SLIDING_PAGES_SCROLL_STATE_SETTLING", "settling"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesScrollState", values));
    }
    return type;
}

GType sliding_pages_page_effect_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_PAGE_EFFECT_NONE, "SLIDING_PAGES_PAGE_EFFECT_NONE", "none"},
            {SLIDING_PAGES_PAGE_EFFECT_ZOOM_OUT, "SLIDING_PAGES_PAGE_EFFECT_ZOOM_OUT", "zoom-out"},
            {SLIDING_PAGES_PAGE_EFFECT_DEPTH, "SLIDING_PAGES_PAGE_EFFECT_DEPTH", "depth"},
            {SLIDING_PAGES_PAGE_EFFECT_FADE, "SLIDING_PAGES_PAGE_EFFECT_FADE", "fade"},
            {SLIDING_PAGES_PAGE_EFFECT_PARALLAX, "SLIDING_PAGES_PAGE_EFFECT_PARALLAX", "parallax"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesPageEffect", values));
    }
    return type;
}

GType sliding_pages_neighbour_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_NEIGHBOUR_FIRST, "SLIDING_PAGES_NEIGHBOUR_FIRST", "first"},
            {SLIDING_PAGES_NEIGHBOUR_BEFORE, "SLIDING_PAGES_NEIGHBOUR_BEFORE", "before"},
            {SLIDING_PAGES_NEIGHBOUR_AFTER, "SLIDING_PAGES_NEIGHBOUR_AFTER", "after"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesNeighbour", values));
    }
    return type;
}

GType sliding_pages_change_kind_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_CHANGE_INSERT, "SLIDING_PAGES_CHANGE_INSERT", "insert"},
            {SLIDING_PAGES_CHANGE_DELETE, "SLIDING_PAGES_CHANGE_DELETE", "delete"},
            {SLIDING_PAGES_CHANGE_MOVE, "SLIDING_PAGES_CHANGE_MOVE", "move"},
            {SLIDING_PAGES_CHANGE_RELOAD, "SLIDING_PAGES_CHANGE_RELOAD", "reload"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesChangeKind", values));
    }
    return type;
}

GType sliding_pages_indicator_style_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_INDICATOR_STYLE_DOTS, "SLIDING_PAGES_INDICATOR_STYLE_DOTS", "dots"},
            {SLIDING_PAGES_INDICATOR_STYLE_LINES, "SLIDING_PAGES_INDICATOR_STYLE_LINES", "lines"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesIndicatorStyle", values));
    }
    return type;
}

GType sliding_pages_navigation_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES_NAVIGATION_PREVIOUS_ITEM, "SLIDING_PAGES_NAVIGATION_PREVIOUS_ITEM", "previous-item"},
            {SLIDING_PAGES_NAVIGATION_NEXT_ITEM, "SLIDING_PAGES_NAVIGATION_NEXT_ITEM", "next-item"},
            {SLIDING_PAGES_NAVIGATION_PREVIOUS_PAGE, "SLIDING_PAGES_NAVIGATION_PREVIOUS_PAGE", "previous-page"},
            {SLIDING_PAGES_NAVIGATION_NEXT_PAGE, "SLIDING_PAGES_NAVIGATION_NEXT_PAGE", "next-page"},
            {SLIDING_PAGES_NAVIGATION_FIRST, "SLIDING_PAGES_NAVIGATION_FIRST", "first"},
            {SLIDING_PAGES_NAVIGATION_LAST, "SLIDING_PAGES_NAVIGATION_LAST", "last"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPagesNavigation", values));
    }
    return type;
}

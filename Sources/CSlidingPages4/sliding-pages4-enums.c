#include "sliding-pages4-pager.h"

/* The GTK 4 pager's enumerations, with the GTK 3 library's nicks so a .ui
 * file reads the same; values are the core's raw values. */

GType sliding_pages4_alignment_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {0, "SLIDING_PAGES4_ALIGNMENT_EDGE", "edge"},
            {1, "SLIDING_PAGES4_ALIGNMENT_CENTER", "center"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPages4Alignment", values));
    }
    return type;
}

GType sliding_pages4_indicator_style_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {0, "SLIDING_PAGES4_INDICATOR_STYLE_DOTS", "dots"},
            {1, "SLIDING_PAGES4_INDICATOR_STYLE_LINES", "lines"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPages4IndicatorStyle", values));
    }
    return type;
}

GType sliding_pages4_page_effect_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {0, "SLIDING_PAGES4_PAGE_EFFECT_NONE", "none"},
            {1, "SLIDING_PAGES4_PAGE_EFFECT_ZOOM_OUT", "zoom-out"},
            {2, "SLIDING_PAGES4_PAGE_EFFECT_DEPTH", "depth"},
            {3, "SLIDING_PAGES4_PAGE_EFFECT_FADE", "fade"},
            {4, "SLIDING_PAGES4_PAGE_EFFECT_PARALLAX", "parallax"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPages4PageEffect", values));
    }
    return type;
}

GType sliding_pages4_scroll_state_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {0, "SLIDING_PAGES4_SCROLL_STATE_IDLE", "idle"},
            {1, "SLIDING_PAGES4_SCROLL_STATE_DRAGGING", "dragging"},
            {2, "SLIDING_PAGES4_SCROLL_STATE_SETTLING", "settling"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPages4ScrollState", values));
    }
    return type;
}

GType sliding_pages4_neighbour_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES4_NEIGHBOUR_FIRST, "SLIDING_PAGES4_NEIGHBOUR_FIRST", "first"},
            {SLIDING_PAGES4_NEIGHBOUR_BEFORE, "SLIDING_PAGES4_NEIGHBOUR_BEFORE", "before"},
            {SLIDING_PAGES4_NEIGHBOUR_AFTER, "SLIDING_PAGES4_NEIGHBOUR_AFTER", "after"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPages4Neighbour", values));
    }
    return type;
}

GType sliding_pages4_navigation_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES4_NAVIGATION_PREVIOUS_ITEM, "SLIDING_PAGES4_NAVIGATION_PREVIOUS_ITEM", "previous-item"},
            {SLIDING_PAGES4_NAVIGATION_NEXT_ITEM, "SLIDING_PAGES4_NAVIGATION_NEXT_ITEM", "next-item"},
            {SLIDING_PAGES4_NAVIGATION_PREVIOUS_PAGE, "SLIDING_PAGES4_NAVIGATION_PREVIOUS_PAGE", "previous-page"},
            {SLIDING_PAGES4_NAVIGATION_NEXT_PAGE, "SLIDING_PAGES4_NAVIGATION_NEXT_PAGE", "next-page"},
            {SLIDING_PAGES4_NAVIGATION_FIRST, "SLIDING_PAGES4_NAVIGATION_FIRST", "first"},
            {SLIDING_PAGES4_NAVIGATION_LAST, "SLIDING_PAGES4_NAVIGATION_LAST", "last"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPages4Navigation", values));
    }
    return type;
}

GType sliding_pages4_change_kind_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        static const GEnumValue values[] = {
            {SLIDING_PAGES4_CHANGE_INSERT, "SLIDING_PAGES4_CHANGE_INSERT", "insert"},
            {SLIDING_PAGES4_CHANGE_DELETE, "SLIDING_PAGES4_CHANGE_DELETE", "delete"},
            {SLIDING_PAGES4_CHANGE_MOVE, "SLIDING_PAGES4_CHANGE_MOVE", "move"},
            {SLIDING_PAGES4_CHANGE_RELOAD, "SLIDING_PAGES4_CHANGE_RELOAD", "reload"},
            {0, NULL, NULL},
        };
        g_once_init_leave(&type, g_enum_register_static("SlidingPages4ChangeKind", values));
    }
    return type;
}

#!/usr/bin/python3
"""Every public Swift entry point of the pager and its standalone controls
has a C twin (a function in the installed headers, or a GObject property
made from the core's option tables), or a reason written here why not.

Reads the SlidingPages symbol graph (`swift package dump-symbol-graph`),
the headers in Sources/CSlidingPages/include and the option tables. Fails
naming each Swift entry point with neither, and each twin named here that
the headers or tables no longer have."""
import json
import os
import re
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
include = os.path.join(root, "Sources/CSlidingPages/include")
headers = "".join(open(os.path.join(include, f)).read() for f in os.listdir(include) if not f.endswith("-private.h"))
functions = set(re.findall(r"\b(sliding_pages_\w+)\s*\(", headers))
tables = "".join(open(os.path.join(root, "Sources/SlidingPagesCore", f)).read()
                 for f in ("OptionTable.swift", "StandaloneOptionTable.swift"))
properties = set(re.findall(r'OptionSpec\("([a-z-]+)"', tables))
# Properties the C types install themselves (objects, and the orientable's).
properties |= {"adjustment", "pager", "nub", "orientation"}

# A Swift name whose twin is not its own name in kebab case: a C function,
# a property ("property:name"), or "reason: …" where C has none.
TWINS = {
    "Pager.init()": "sliding_pages_pager_new",
    "Pager.widget": "reason: in C the pager is the widget",
    "Pager.from(_:)": "reason: in C the pager is the widget",
    "Pager.isAlive": "reason: C holds the widget's own reference and hears ::destroy",
    "Pager.enableBuilderSupport()": "sliding_pages_init",
    "Pager.dataSource": "sliding_pages_pager_set_source",
    "Pager.unboundedDataSource": "sliding_pages_pager_set_unbounded_source",
    "Pager.retainSource(_:)": "reason: C sources are functions with data and a destroy notify",
    "Pager.option(_:)": "reason: g_object_get reads any option by its property's name",
    "Pager.setOption(_:_:)": "reason: g_object_set sets any option by its property's name",
    "Pager.delegate": "reason: C connects the pager's signals",
    "Pager.setItems(count:view:title:reuseType:)": "sliding_pages_pager_set_source",
    "Pager.setItemCount(_:)": "sliding_pages_pager_set_n_items",
    "Pager.reloadData(keepingPosition:)": "sliding_pages_pager_reload",
    "Pager.reloadData(keepingPosition:discardingPages:)": "sliding_pages_pager_reload_full",
    "Pager.reloadItem(at:)": "sliding_pages_pager_reload_item",
    "Pager.insertItems(at:count:animated:)": "sliding_pages_pager_insert_items",
    "Pager.deleteItems(at:count:animated:)": "sliding_pages_pager_delete_items",
    "Pager.moveItem(from:to:animated:)": "sliding_pages_pager_move_item",
    "Pager.performBatchUpdates(_:animated:)": "sliding_pages_pager_apply_changes",
    "Pager.updateItems(from:to:animated:)": "sliding_pages_pager_update_items",
    "Pager.scroll(toItem:duration:completion:)": "sliding_pages_pager_scroll_to_item_full",
    "Pager.scroll(toPage:duration:completion:)": "sliding_pages_pager_scroll_to_page_full",
    "Pager.scroll(byItems:duration:completion:)": "sliding_pages_pager_scroll_by_items_full",
    "Pager.setPosition(_:animated:completion:)": "sliding_pages_pager_set_position_full",
    "Pager.setCurrentPage(_:direction:animated:completion:)": "sliding_pages_pager_set_current_page_full",
    "Pager.navigate(_:)": "sliding_pages_pager_navigate",
    "Pager.bindModel(_:)": "sliding_pages_pager_bind_model",
    "Pager.model": "sliding_pages_pager_get_model",
    "Pager.currentItemIndex": "property:current-item",
    "Pager.numberOfItems": "property:n-items",
    "Pager.numberOfPages": "property:n-pages",
    "Pager.currentItemView": "sliding_pages_pager_get_item_widget",
    "Pager.itemView(at:)": "sliding_pages_pager_get_item_widget",
    "Pager.index(of:)": "sliding_pages_pager_get_item_for_widget",
    "Pager.index(ofViewOrSubview:)": "sliding_pages_pager_get_item_for_widget",
    "Pager.indexesForVisibleItems": "sliding_pages_pager_get_visible_items",
    "Pager.visibleItemViews": "sliding_pages_pager_get_visible_items",
    "Pager.isShown(item:)": "sliding_pages_pager_is_item_shown",
    "Pager.isShown(_:)": "sliding_pages_pager_is_item_shown",
    "Pager.liveChildCount": "sliding_pages_pager_get_live_pages",
    "Pager.parentedChildCount": "reason: a diagnostic count; C reads the container's children",
    "Pager.pooledViewCount": "reason: a diagnostic count; C reads the container's children",
    "Pager.crossings": "reason: a debug counter of the Swift half, read by the benchmark",
    "Pager.isDragging": "property:scroll-state",
    "Pager.isDecelerating": "property:scroll-state",
    "Pager.isScrolling": "property:scroll-state",
    "Pager.isEmpty": "property:n-items",
    "Pager.setTitle(_:for:)": "reason: C sets the static page's \"title\" child property",
    "Pager.title(of:)": "reason: C reads the static page's \"title\" child property",
    "Pager.titleTextColour": "sliding_pages_pager_set_title_colours",
    "Pager.titleStripBackground": "sliding_pages_pager_set_title_colours",
    "Pager.titleStripPattern": "sliding_pages_pager_set_title_strip_pattern",
    "Pager.scrubberNubWidget": "sliding_pages_pager_set_scrubber_nub",
    "Pager.scrubberFadeTimings": "sliding_pages_pager_set_scrubber_fade",
    "Pager.dotColours": "sliding_pages_pager_set_dot_colours",
    "Pager.itemExtentFunction": "sliding_pages_pager_set_item_extent_func",
    "Pager.pageTransformer": "sliding_pages_pager_set_page_transform",
    "Pager.effectTransform(atOffset:)": "reason: C's transform function gets the page's offset and builds its own",
    "Pager.wrapEnabled": "property:wrap",
    "Pager.zoomOutEnabled": "property:zoom-out",
    "Pager.initialPageIndex": "property:initial-page",
    "Pager.allowsLongSwipes": "property:allow-long-swipes",
    "Pager.allowsMouseDrag": "property:allow-mouse-drag",
    "Pager.allowsScrollWheel": "property:allow-scroll-wheel",
    "Pager.setKeepsDrags(_:_:)": "sliding_pages_set_keeps_drags",
    "Pager.Dots.make(pages:)": "sliding_pages_dots_new",
    "Pager.Dots.follow(_:_:)": "sliding_pages_dots_set_adjustment",
    "Pager.Dots.follow(_:pager:)": "sliding_pages_dots_set_pager",
    "Pager.Dots.currentPage(_:)": "sliding_pages_dots_get_current_page",
    "Pager.Dots.setColours(_:_:)": "sliding_pages_dots_set_colour_func",
    "Pager.Dots.setColours(_:normal:current:)": "sliding_pages_dots_set_colour_list",
    "Pager.Dots.setDefersCurrentPageDisplay(_:_:)": "property:defers-current-page-display",
    "Pager.Dots.setHidesForSinglePage(_:_:)": "property:hides-for-single-page",
    "Pager.Dots.setIndicatorStyle(_:_:)": "property:indicator-style",
    "Pager.Dots.show(_:pages:position:)": "property:position",
    "Pager.Dots.size(forPageCount:)": "sliding_pages_dots_get_size_for_page_count",
    "Pager.Dots.updateCurrentPageDisplay(_:)": "sliding_pages_dots_update_current_page_display",
    "Pager.Scrubber.wrap(_:)": "sliding_pages_scrubber_new",
    "Pager.Scrubber.configure(_:_:)": "reason: C sets the scrubber's properties one by one",
    "Pager.Scrubber.fraction(_:)": "sliding_pages_scrubber_get_fraction",
    "Pager.Scrubber.nubArea(_:)": "sliding_pages_scrubber_get_nub_area",
    "Pager.Scrubber.onTransition(_:_:)": "reason: C connects the select, deselect, highlight and unhighlight signals",
    "Pager.Scrubber.setBubbleText(_:_:)": "sliding_pages_scrubber_set_bubble_func",
    "Pager.Scrubber.setNub(_:_:)": "sliding_pages_scrubber_set_nub",
}


def kebab(name):
    return re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", name).lower()


graph = json.load(open(os.path.join(sys.argv[1], "SlidingPages.symbols.json")))
entries = set()
for s in graph["symbols"]:
    path = s["pathComponents"]
    kind = s["kind"]["identifier"].split(".")[-1]
    # The API: Pager's members and its standalone controls' functions, not
    # the types themselves or a settings record's fields.
    if s["accessLevel"] not in ("public", "open") or path[0] != "Pager" or len(path) < 2:
        continue
    if kind in ("struct", "enum", "typealias", "class") or "Settings" in path:
        continue
    entries.add(".".join(path))

missing, stale = [], []
for name in sorted(entries):
    twin = TWINS.get(name)
    if twin is None:
        prop = kebab(name.split(".")[-1].split("(")[0])
        if prop in properties:
            continue
        missing.append(f"{name} (no property {prop!r} and no twin named in scripts/api-parity.py)")
    elif twin.startswith("reason: "):
        continue
    elif twin.startswith("property:"):
        if twin[9:] not in properties:
            stale.append(f"{name}: property {twin[9:]!r} is in no option table")
    elif twin not in functions:
        stale.append(f"{name}: {twin} is not in the installed headers")
for name in sorted(set(TWINS) - entries):
    stale.append(f"{name}: named here but not public Swift API")

reasons = sum(1 for n in entries if TWINS.get(n, "").startswith("reason: "))
print(f"{len(entries)} public Swift entry points: {len(entries) - reasons - len(missing)} with a C twin, "
      f"{reasons} with a reason, {len(missing)} with neither")
for line in missing + stale:
    print("  " + line)
sys.exit(1 if missing or stale else 0)

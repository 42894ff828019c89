import CSlidingPagesGtk
import CSlidingPages
import SlidingPagesCore

// Every option as a GObject property (registered in C with its nick, blurb,
// range and default), read and written through the hooks, with notify::
// emitted whenever a value changes — from g_object_set, from Swift, or by
// motion for the read-only ones.

extension Pager {
    /// A property's value as a number, to see what changed.
    func propertyNumber(_ id: Int) -> Double {
        switch id {
        case SP_PROP_ITEMS_PER_PAGE: return Double(itemsPerPage)
        case SP_PROP_TRUNCATE_FINAL_PAGE: return truncateFinalPage ? 1 : 0
        case SP_PROP_ALIGNMENT: return alignment == .center ? 1 : 0
        case SP_PROP_SPACING: return spacing
        case SP_PROP_ORIENTATION: return orientation == .vertical ? 1 : 0
        case SP_PROP_WRAP: return wrapEnabled ? 1 : 0
        case SP_PROP_PRELOAD_RADIUS: return Double(preloadRadius)
        case SP_PROP_DEFERS_ITEM_VIEW_LOADING: return defersItemViewLoading ? 1 : 0
        case SP_PROP_INITIAL_PAGE: return Double(initialPageIndex)
        case SP_PROP_PAGING_ENABLED: return pagingEnabled ? 1 : 0
        case SP_PROP_SCROLL_ENABLED: return scrollEnabled ? 1 : 0
        case SP_PROP_BOUNCES: return bounces ? 1 : 0
        case SP_PROP_ALLOWS_LONG_SWIPES: return allowsLongSwipes ? 1 : 0
        case SP_PROP_DECELERATION_RATE: return decelerationRate
        case SP_PROP_AUTOSCROLL: return autoscroll
        case SP_PROP_AUTOPLAY_INTERVAL: return autoplayInterval ?? 0
        case SP_PROP_REDUCED_MOTION: return reducedMotion ? 1 : 0
        case SP_PROP_TITLE_STRIP_HIDDEN: return titleStripHidden ? 1 : 0
        case SP_PROP_TITLE_STRIP_HEIGHT: return titleStripHeight
        case SP_PROP_TITLE_WIDTH: return titleWidth
        case SP_PROP_TITLE_SHADOW: return titleShadow ? 1 : 0
        case SP_PROP_DOTS_HIDDEN: return dotsHidden ? 1 : 0
        case SP_PROP_DOTS_AUTO_HIDE: return dotsAutoHide ? 1 : 0
        case SP_PROP_ZOOM_OUT: return zoomOutEnabled ? 1 : 0
        case SP_PROP_SCRUBBER_INSETS: return scrubberInsets
        case SP_PROP_SCRUBBER_CROSS_ALIGNMENT: return scrubberCrossAlignment
        case SP_PROP_SCRUBBER_MINIMUM_SCROLL_FACTOR: return scrubberMinimumScrollFactor
        case SP_PROP_SCRUBBER_SHOWS_BUBBLE: return scrubberShowsBubble ? 1 : 0
        case SP_PROP_POSITION: return position
        case SP_PROP_N_ITEMS: return Double(numberOfItems)
        case SP_PROP_N_PAGES: return Double(numberOfPages)
        case SP_PROP_CURRENT_ITEM: return Double(currentItemIndex ?? -1)
        case SP_PROP_CURRENT_PAGE: return Double(currentPage ?? -1)
        default: return 0
        }
    }

    /// Emits notify:: for every property whose value changed since the last call.
    func notifyChangedProperties() {
        guard isAlive else { return }
        if notifiedValues.isEmpty {
            notifiedValues = (0..<Int(SP_N_PROPS)).map { propertyNumber($0) }
            return
        }
        for id in 1..<Int(SP_N_PROPS) { notifyIfChanged(id) }
    }

    /// The properties motion and data changes move; every other property
    /// changes only through its setter, which checks them all.
    static let motionProperties = [SP_PROP_POSITION, SP_PROP_N_ITEMS, SP_PROP_N_PAGES, SP_PROP_CURRENT_ITEM, SP_PROP_CURRENT_PAGE]

    /// The per-frame check: only what motion can have changed.
    func notifyMotionProperties() {
        guard isAlive else { return }
        if notifiedValues.isEmpty { return notifyChangedProperties() }
        for id in Pager.motionProperties { notifyIfChanged(id) }
    }

    private func notifyIfChanged(_ id: Int) {
        let v = propertyNumber(id)
        if v != notifiedValues[id] {
            notifiedValues[id] = v
            sliding_pages_pager_notify(gobject, guint(id))
        }
    }

    func getProperty(_ id: Int, _ value: UnsafeMutablePointer<GValue>) {
        let n = propertyNumber(id)
        switch id {
        case SP_PROP_ITEMS_PER_PAGE, SP_PROP_PRELOAD_RADIUS, SP_PROP_INITIAL_PAGE:
            g_value_set_int(value, gint(clamping: Int(n)))
        case SP_PROP_SPACING, SP_PROP_TITLE_STRIP_HEIGHT, SP_PROP_TITLE_WIDTH, SP_PROP_SCRUBBER_INSETS:
            // Pixel properties are gint, as GTK's own are.
            g_value_set_int(value, gint(clamping: Int(n.rounded())))
        case SP_PROP_N_ITEMS, SP_PROP_N_PAGES, SP_PROP_CURRENT_ITEM, SP_PROP_CURRENT_PAGE:
            g_value_set_int(value, gint(clamping: Int(n)))
        case SP_PROP_ALIGNMENT, SP_PROP_ORIENTATION:
            g_value_set_enum(value, gint(n))
        case SP_PROP_DECELERATION_RATE, SP_PROP_AUTOSCROLL, SP_PROP_AUTOPLAY_INTERVAL,
             SP_PROP_SCRUBBER_CROSS_ALIGNMENT, SP_PROP_SCRUBBER_MINIMUM_SCROLL_FACTOR, SP_PROP_POSITION:
            g_value_set_double(value, n)
        default:
            g_value_set_boolean(value, n != 0 ? 1 : 0)
        }
    }

    func setProperty(_ id: Int, _ value: UnsafePointer<GValue>) {
        let v = UnsafeMutablePointer(mutating: value)
        func int() -> Int { Int(g_value_get_int(v)) }
        func bool() -> Bool { g_value_get_boolean(v) != 0 }
        func double() -> Double { g_value_get_double(v) }
        switch id {
        case SP_PROP_ITEMS_PER_PAGE: itemsPerPage = int()
        case SP_PROP_TRUNCATE_FINAL_PAGE: truncateFinalPage = bool()
        case SP_PROP_ALIGNMENT: alignment = g_value_get_enum(v) == 1 ? .center : .edge
        case SP_PROP_SPACING: spacing = Double(int())
        case SP_PROP_ORIENTATION: orientation = g_value_get_enum(v) == 1 ? .vertical : .horizontal
        case SP_PROP_WRAP: wrapEnabled = bool()
        case SP_PROP_PRELOAD_RADIUS: preloadRadius = int()
        case SP_PROP_DEFERS_ITEM_VIEW_LOADING: defersItemViewLoading = bool()
        case SP_PROP_INITIAL_PAGE: initialPageIndex = int()
        case SP_PROP_PAGING_ENABLED: pagingEnabled = bool()
        case SP_PROP_SCROLL_ENABLED: scrollEnabled = bool()
        case SP_PROP_BOUNCES: bounces = bool()
        case SP_PROP_ALLOWS_LONG_SWIPES: allowsLongSwipes = bool()
        case SP_PROP_DECELERATION_RATE: decelerationRate = double()
        case SP_PROP_AUTOSCROLL: autoscroll = double()
        case SP_PROP_AUTOPLAY_INTERVAL: autoplayInterval = double() > 0 ? double() : nil
        case SP_PROP_REDUCED_MOTION: reducedMotion = bool()
        case SP_PROP_TITLE_STRIP_HIDDEN: titleStripHidden = bool()
        case SP_PROP_TITLE_STRIP_HEIGHT: titleStripHeight = Double(int())
        case SP_PROP_TITLE_WIDTH: titleWidth = Double(int())
        case SP_PROP_TITLE_SHADOW: titleShadow = bool()
        case SP_PROP_DOTS_HIDDEN: dotsHidden = bool()
        case SP_PROP_DOTS_AUTO_HIDE: dotsAutoHide = bool()
        case SP_PROP_ZOOM_OUT: zoomOutEnabled = bool()
        case SP_PROP_SCRUBBER_INSETS: scrubberInsets = Double(int())
        case SP_PROP_SCRUBBER_CROSS_ALIGNMENT: scrubberCrossAlignment = double()
        case SP_PROP_SCRUBBER_MINIMUM_SCROLL_FACTOR: scrubberMinimumScrollFactor = double()
        case SP_PROP_SCRUBBER_SHOWS_BUBBLE: scrubberShowsBubble = bool()
        default: break
        }
        notifyChangedProperties()
    }

    /// The "title" child property of a static page.
    public func title(of page: Widget) -> String? { chrome.staticTitles[page] }
}

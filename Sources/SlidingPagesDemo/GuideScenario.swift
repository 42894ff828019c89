import CSlidingPagesExtras
import CSlidingPagesGtk
import SlidingPages

// MARK: 9. Static pages from a .ui file

/// A guide of four static pages declared in Resources/guide.ui: the pager,
/// its options and its pages with their titles come from GtkBuilder.
@MainActor
final class GuideScenario: ScenarioView {
    let root: Widget
    let shownPager: Pager?

    init() {
        // The Swift side of a pager GtkBuilder makes is made as it is built.
        Pager.enableBuilderSupport()
        var error: UnsafeMutablePointer<GError>?
        let builder = gtk_builder_new()!
        defer { g_object_unref(builder) }
        guard let path = resourcePath("guide.ui"), gtk_builder_add_from_file(builder, path, &error) != 0,
              let object = gtk_builder_get_object(builder, "pager") else {
            let why = error.map { String(cString: $0.pointee.message) } ?? "guide.ui not found"
            if let error { g_error_free(error) }
            warn("the guide scenario: \(why)")
            root = UI.label("The guide's pages could not be loaded: \(why)")
            shownPager = nil
            return
        }
        root = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        // The builder owns its objects: the scenario keeps the pager past it,
        // for as long as the sample runs.
        g_object_ref(UnsafeMutableRawPointer(root))
        shownPager = Pager.from(root)
    }
}

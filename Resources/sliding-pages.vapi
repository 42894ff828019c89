/* Vala bindings for the SlidingPages C API (installed by make install;
 * use with: valac --pkg gtk+-3.0 --pkg sliding-pages). */
[CCode (cheader_filename = "sliding-pages.h")]
namespace SlidingPages {
    [CCode (cname = "sliding_pages_init")]
    public static void init ();

    [CCode (cname = "SlidingPagesViewFunc", has_target = true)]
    public delegate Gtk.Widget? ViewFunc (int index, Gtk.Widget? reusing);
    [CCode (cname = "SlidingPagesTitleFunc", has_target = true)]
    public delegate string? TitleFunc (int index);

    [CCode (cname = "SlidingPagesAlignment", cprefix = "SLIDING_PAGES_ALIGNMENT_", type_id = "sliding_pages_alignment_get_type ()")]
    public enum Alignment { EDGE, CENTER }

    [CCode (cname = "SlidingPagesPager", type_id = "sliding_pages_pager_get_type ()", cprefix = "sliding_pages_")]
    public class Pager : Gtk.Container {
        [CCode (cname = "sliding_pages_new", type = "GtkWidget*")]
        public Pager ();

        [CCode (cname = "sliding_pages_set_source")]
        public void set_source (int n_items, [CCode (delegate_target_pos = 3.1, destroy_notify_pos = 3.2)] owned ViewFunc view, [CCode (type = "SlidingPagesTitleFunc")] void* no_title = null);
        [CCode (cname = "sliding_pages_set_titles")]
        public void set_titles (owned TitleFunc title);
        [CCode (cname = "sliding_pages_set_n_items")]
        public void set_n_items (int n_items);
        [CCode (cname = "sliding_pages_reload")]
        public void reload (bool keep_position);
        [CCode (cname = "sliding_pages_insert_items")]
        public void insert_items (int index, int count, bool animated);
        [CCode (cname = "sliding_pages_delete_items")]
        public void delete_items (int index, int count, bool animated);
        [CCode (cname = "sliding_pages_scroll_to_page")]
        public void scroll_to_page (int page, double duration);
        [CCode (cname = "sliding_pages_scroll_to_item")]
        public void scroll_to_item (int index, double duration);
        [CCode (cname = "sliding_pages_scroll_by_items")]
        public void scroll_by_items (int count, double duration);
        [CCode (cname = "sliding_pages_set_position")]
        public void set_position (double position, bool animated);
        [CCode (cname = "sliding_pages_get_live_pages")]
        public int get_live_pages ();

        [NoAccessorMethod] public int items_per_page { get; set; }
        [NoAccessorMethod] public bool wrap { get; set; }
        [NoAccessorMethod] public int spacing { get; set; }
        [NoAccessorMethod] public int title_width { get; set; }
        [NoAccessorMethod] public bool title_strip_hidden { get; set; }
        [NoAccessorMethod] public bool dots_hidden { get; set; }
        [NoAccessorMethod] public bool paging_enabled { get; set; }
        [NoAccessorMethod] public double autoscroll { get; set; }
        [NoAccessorMethod] public SlidingPages.Alignment alignment { get; set; }
        [NoAccessorMethod] public double position { get; }
        [NoAccessorMethod] public int n_items { get; }
        [NoAccessorMethod] public int n_pages { get; }
        [NoAccessorMethod] public int current_item { get; }
        [NoAccessorMethod] public int current_page { get; }

        public signal void settled (int page);
        public signal void current_item_changed (int index);
        public signal void item_selected (int index);
        public signal void did_scroll ();
    }
}

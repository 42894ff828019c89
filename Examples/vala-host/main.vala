// A Vala host: 500 titled pages made in the pager's page signals, with the
// VAPI make install generates from the GIR.
// Prints "settled page=N" and quits after the given seconds.
int main (string[] args) {
    Gtk.init (ref args);
    var window = new Gtk.Window ();
    window.title = "Vala pager host";
    window.set_default_size (800, 600);
    var pager = new SlidingPages.Pager ();
    // A new page; bind-page shows an item on it (pages are recycled).
    pager.setup_page.connect (() => new Gtk.Label (null));
    pager.bind_page.connect ((page, index) => {
        ((Gtk.Label) page).set_markup ("<span size='36000'>Vala page %d</span>".printf (index + 1));
    });
    pager.page_title.connect ((index) => "Part %d".printf (index + 1));
    pager.wrap = true;
    pager.n_items = 500;
    pager.settled.connect ((page) => { print ("settled page=%d\n", page); stdout.flush (); });
    window.add (pager);
    window.destroy.connect (Gtk.main_quit);
    window.show_all ();
    if (args.length > 1) {
        Timeout.add ((uint) (double.parse (args[1]) * 1000), () => {
            print ("live pages=%d wrap=%s\n", pager.get_live_pages (), pager.wrap.to_string ());
            Gtk.main_quit ();
            return false;
        });
    }
    Gtk.main ();
    return 0;
}

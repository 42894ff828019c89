#!/usr/bin/gjs
// A JavaScript host (GJS): 10,000 titled pages made in the pager's page
// signals, with the strip, dots and a settled handler.
// Usage: gjs main.js [SECONDS]   (quits after SECONDS, printing the live pages)
imports.gi.versions.Gtk = '3.0';
const { GLib, Gtk, SlidingPages } = imports.gi;

Gtk.init(null);
const window = new Gtk.Window({ title: 'JavaScript pager host' });
window.set_default_size(800, 600);
const pager = new SlidingPages.Pager({ n_items: 10000 });
// A new page; bind-page shows an item on it. Pages are recycled: only
// those in view and the preloaded ones beside them exist.
pager.connect('setup-page', () => new Gtk.Label());
pager.connect('bind-page', (_pager, page, index) => {
    page.set_markup(`<span size='40000' weight='bold'>Page ${index + 1}</span>`);
});
pager.connect('page-title', (_pager, index) => `Chapter ${index + 1}`);
pager.connect('settled', (_pager, page) => print(`settled page=${page}`));
window.add(pager);
window.connect('destroy', () => Gtk.main_quit());
window.show_all();
if (ARGV.length > 0) {
    GLib.timeout_add(GLib.PRIORITY_DEFAULT, Math.round(parseFloat(ARGV[0]) * 1000), () => {
        print(`live pages=${pager.get_live_pages()} n-pages=${pager.get_n_pages()}`);
        Gtk.main_quit();
        return GLib.SOURCE_REMOVE;
    });
}
Gtk.main();

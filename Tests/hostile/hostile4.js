// A careless or hostile JavaScript (GJS) host of the GTK 4 library, through
// its typelib only (SlidingPages4 1.0). Each case runs in a process of its
// own (Tests/e2e/hostile-gi.sh runs them under G_DEBUG=fatal-criticals): a
// critical (Gjs-CRITICAL included: a signal emitted into JavaScript while
// the garbage collector sweeps), a crash, a hang or a JS ERROR fails it,
// and so does a "FAIL:" line with a non-zero exit.
//
// Usage: gjs hostile4.js --list | gjs hostile4.js CASE
imports.gi.versions.Gtk = '4.0';
const { Gio, GLib, GObject, Gtk, SlidingPages4 } = imports.gi;
const System = imports.system;

const logged = []; // the library's warnings

function fail(why) {
    print(`FAIL: ${why}`);
    System.exit(3);
}

function check(cond, why) {
    if (!cond)
        fail(why);
}

function pump(ms) {
    const ctx = GLib.MainContext.default();
    const end = GLib.get_monotonic_time() + ms * 1000;
    while (GLib.get_monotonic_time() < end) {
        while (ctx.iteration(false))
            ;
        GLib.usleep(1000);
    }
}

// An 800 x 600 window holding a pager of `n` label pages made by the page
// signals, shown and laid out.
class Host {
    constructor(n = 20, { setup = null, bind = null } = {}) {
        this.window = new Gtk.Window({ title: 'hostile4.js' });
        this.window.set_default_size(800, 600);
        this.pager = new SlidingPages4.Pager();
        this.pager.connect('setup-page', setup ?? (() => new Gtk.Label()));
        this.pager.connect('bind-page', bind ?? ((_p, page, i) => page.set_text(`Page ${i}`)));
        this.pager.connect('page-title', (_p, i) => `Title ${i}`);
        this.pager.n_items = n;
        this.window.set_child(this.pager);
        this.window.present();
        pump(200);
    }

    go(page, animate = false, wait = null) {
        this.pager.scroll_to_page(page, animate);
        pump(wait ?? (animate ? 500 : 60));
    }

    current() {
        return this.pager.get_current_page();
    }

    stillPages() {
        if (this.pager.get_n_pages() >= 3) {
            this.go(2);
            check(this.current() === 2, `a jump to page 2 landed on ${this.current()}`);
            this.go(0, true);
            check(this.current() === 0, `a move to page 0 landed on ${this.current()}`);
        }
    }

    // The page at the pager's centre is a live child saying `text`.
    shows(text) {
        const p = this.pager;
        const w = p.pick(p.get_width() / 2, p.get_height() / 2, Gtk.PickFlags.DEFAULT);
        check(w instanceof Gtk.Label, `${text}: the pager's centre holds ${w?.constructor?.name}, not a page`);
        check(w.get_parent() === p, `${text}'s page is not the pager's child`);
        check(w.get_text() === text, `the page at the centre says ${w.get_text()}, not ${text}`);
    }
}

const CASES = new Map();

// GTK 4's way of throwing a page away: the host unparents it in unbind-page.
CASES.set('unparent-page-in-unbind', () => {
    let thrown = 0;
    const h = new Host(20);
    h.pager.connect('unbind-page', (_p, page) => {
        thrown++;
        page.unparent();
    });
    for (const page of [3, 7, 4, 12, 19, 0, 10, 2, 15, 5]) {
        h.go(page);
        check(h.current() === page, `a jump to page ${page} landed on ${h.current()}`);
        h.shows(`Page ${page}`);
        System.gc();
    }
    check(thrown > 0, 'no page was unbound: nothing was tested');
    print(`unparented-in-unbind=${thrown}`);
    h.stillPages();
});

// Garbage collection while the pages move, the host letting go of its pages.
CASES.set('gc-mid-scroll', () => {
    const held = new Map(); // item -> page, only while bound
    let setups = 0, teardowns = 0;
    const h = new Host(100, {
        setup: () => {
            setups++;
            return new Gtk.Label();
        },
        bind: (_p, page, index) => {
            page.set_text(`Page ${index}`);
            held.set(index, page);
        },
    });
    h.pager.connect('unbind-page', (_p, page) => {
        for (const [k, v] of [...held])
            if (v === page)
                held.delete(k);
    });
    h.pager.connect('teardown-page', () => teardowns++);
    const ctx = GLib.MainContext.default();
    for (const target of [40, 5, 90]) {
        h.pager.scroll_to_page(target, true);
        const end = GLib.get_monotonic_time() + 0.9e6;
        for (let k = 1; GLib.get_monotonic_time() < end; k++) {
            while (ctx.iteration(false))
                ;
            if (k % 5 === 0) {
                held.clear();
                System.gc();
            }
            GLib.usleep(2000);
        }
        check(h.current() === target, `a move to page ${target} under gc landed on ${h.current()}`);
        h.shows(`Page ${target}`);
    }
    // Fewer items (the pages there are bound again), then the spares
    // discarded: they are torn down, with gc on the way.
    h.pager.n_items = 3;
    h.pager.reload_full(true, true);
    held.clear();
    System.gc();
    pump(100);
    System.gc();
    pump(100);
    print(`setup=${setups} teardown=${teardowns}`);
    check(teardowns > 0 && teardowns <= setups, `${teardowns} teardowns for ${setups} pages`);
    h.stillPages();
});

// A bound Gio.ListStore changed from inside bind-page, the host's own
// reference dropped, gc on the way.
const Item = GObject.registerClass({
    Properties: { name: GObject.ParamSpec.string('name', '', '', GObject.ParamFlags.READWRITE, '') },
}, class Item extends GObject.Object {});

CASES.set('model-changed-inside', () => {
    let binds = 0;
    const h = new Host(0, {
        bind: (p, page, index) => {
            const model = p.get_model();
            const n = model.get_n_items();
            check(index >= 0 && index < n, `bind-page for item ${index} of a model of ${n}`);
            page.set_text(model.get_item(index).name);
            binds++;
            if (binds % 4 === 0)
                model.insert(0, new Item({ name: 'Page new' }));
            if (binds % 7 === 0)
                model.remove(n - 1);
        },
    });
    (() => {
        const store = new Gio.ListStore({ item_type: Item });
        for (let k = 0; k < 30; k++)
            store.append(new Item({ name: `Page ${k}` }));
        h.pager.bind_model(store);
    })();
    System.gc();
    for (const page of [3, 9, 2, 14, 6]) {
        h.go(page, page % 2 === 0);
        System.gc();
        const model = h.pager.get_model();
        check(h.pager.get_n_pages() === model.get_n_items(), `${h.pager.get_n_pages()} pages for a model of ${model.get_n_items()}`);
    }
    check(binds >= 8, `${binds} binds: the changes inside were not reached`);
    print(`binds=${binds} items=${h.pager.get_model().get_n_items()}`);
    h.pager.bind_model(null);
    check(h.pager.get_model() === null && h.pager.get_n_pages() === 0, 'bind_model(null) kept the model');
});

// The window closed from inside bind-page and settled, gc right after.
CASES.set('window-closed-inside-signals', () => {
    for (const signal of ['bind-page', 'settled', 'page-selected']) {
        const h = new Host(20);
        let reached = 0;
        h.pager.connect(signal, (...args) => {
            reached++;
            if (reached === 1)
                h.window.destroy();
            if (signal === 'bind-page')
                args[1].set_text(`Page ${args[2]}`);
        });
        h.pager.n_items = 30;
        h.pager.scroll_to_page(4, true);
        pump(700);
        System.gc();
        check(reached > 0, `${signal} was never emitted: nothing was tested`);
        check(!h.pager.get_mapped(), `the pager is still shown in a window closed inside ${signal}`);
        h.pager.scroll_to_page(1, false);
        h.pager.n_items = 3;
        pump(50);
        System.gc();
        print(`closed inside ${signal} (${reached} calls)`);
    }
});

function main(args) {
    if (args.length === 1 && args[0] === '--list') {
        print([...CASES.keys()].join('\n'));
        return 0;
    }
    if (args.length !== 1 || !CASES.has(args[0])) {
        printerr(`usage: gjs hostile4.js --list | CASE (${[...CASES.keys()].join(', ')})`);
        return 2;
    }
    Gtk.init();
    GLib.log_set_handler('SlidingPages', GLib.LogLevelFlags.LEVEL_WARNING, (domain, _level, message) => {
        logged.push(message);
        print(`warning ${domain}: ${message}`);
    });
    CASES.get(args[0])();
    print(`ok ${args[0]}`);
    return 0;
}

System.exit(main(ARGV));

// A careless or hostile JavaScript (GJS) host, through the typelib only.
// Each case runs in a process of its own (Tests/e2e/hostile-gi.sh runs them
// under G_DEBUG=fatal-criticals): a critical (Gjs-CRITICAL included: a
// signal emitted into JavaScript while the garbage collector sweeps), a
// crash, a hang or a JS ERROR fails it, and so does a "FAIL:" line with a
// non-zero exit.
//
// Usage: gjs hostile.js --list | gjs hostile.js CASE
imports.gi.versions.Gtk = '3.0';
imports.gi.versions.Gdk = '3.0';
const { GLib, Gtk, SlidingPages } = imports.gi;
const Cairo = imports.cairo;
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
// signals, shown and laid out; `gone` once the pager is destroyed.
class Host {
    constructor(n = 20, { setup = null, bind = null } = {}) {
        this.window = new Gtk.Window({ title: 'hostile.js' });
        this.window.set_default_size(800, 600);
        this.pager = new SlidingPages.Pager();
        this.gone = false;
        this.pager.connect('destroy', () => { this.gone = true; });
        this.pager.connect('setup-page', setup ?? (() => new Gtk.Label()));
        this.pager.connect('bind-page', bind ?? ((_p, page, i) => page.set_text(`Page ${i}`)));
        this.pager.connect('page-title', (_p, i) => `Title ${i}`);
        this.window.add(this.pager);
        this.pager.set_n_items(n);
        this.window.show_all();
        pump(150);
    }

    go(page, duration = 0, wait = null) {
        this.pager.scroll_to_page(page, duration);
        pump(wait ?? (duration === 0 ? 60 : Math.round(duration * 1000) + 250));
    }

    stillPages() {
        check(!this.gone, 'the pager is gone');
        const p = this.pager;
        if (p.get_n_items() >= 3) {
            this.go(2);
            check(p.get_current_page() === 2, `a jump to page 2 landed on ${p.get_current_page()}`);
            this.go(0, 0.1);
            check(p.get_current_page() === 0, `a move to page 0 landed on ${p.get_current_page()}`);
        }
    }

    // The page shown for `index` is a live child saying so.
    shows(index) {
        const w = this.pager.get_item_widget(index);
        check(w !== null, `item ${index} has no page`);
        check(w.get_parent() === this.pager, `item ${index}'s page is not the pager's child`);
        check(w.get_text() === `Page ${index}`, `item ${index}'s page says '${w.get_text()}'`);
    }
}

const CASES = new Map();

// 1. A page destroyed from unbind-page is never used again -----------------

CASES.set('destroy-page-in-unbind', () => {
    // The host holds no page: the pager's reference is the last one.
    let made = 0, destroyed = 0;
    const h = new Host(20, { setup: () => { made++; return new Gtk.Label(); } });
    h.pager.connect('unbind-page', (_p, page) => {
        destroyed++;
        page.destroy();
    });
    for (const page of [3, 7, 4, 12, 19, 0, 10, 2, 15, 5]) {
        h.go(page);
        check(h.pager.get_current_page() === page, `a jump to page ${page} landed on ${h.pager.get_current_page()}`);
        h.shows(page);
        System.gc();
    }
    for (const page of [6, 9, 13]) {
        h.go(page, 0.15);
        check(h.pager.get_current_page() === page, `a move to page ${page} landed on ${h.pager.get_current_page()}`);
        h.shows(page);
    }
    check(destroyed > 0, 'no page was unbound: nothing was tested');
    print(`made=${made} destroyed-in-unbind=${destroyed}`);
    h.stillPages();
});

// 2. teardown-page for every page the pager lets go of ------------------------

CASES.set('teardown-when-dropped', () => {
    let pages = []; // every page made, held by the host until the end
    let torn = [];
    const h = new Host(200, {
        setup: () => {
            const label = new Gtk.Label();
            pages.push(label);
            return label;
        },
    });
    let teardowns = 0;
    h.pager.connect('teardown-page', (_p, page) => {
        teardowns++;
        if (torn)
            torn.push(page);
    });
    let k = 0;
    for (let page = 0; page < 120; page += 7, k++) {
        h.go(page, 0.08, 40);
        if (k % 3 === 0)
            System.gc();
    }
    h.go(150);
    h.go(60, 0.3);
    System.gc();
    // Fewer items than pages in view and pooled: the pool is trimmed.
    h.pager.set_n_items(2);
    pump(300);
    System.gc();
    pump(100);
    const dropped = pages.filter(w => w.get_parent() === null);
    print(`made=${pages.length} dropped=${dropped.length} teardown=${torn.length}`);
    check(dropped.length > 0, 'the pager let go of no page: nothing was tested');
    const missing = dropped.filter(w => !torn.includes(w));
    check(missing.length === 0, `${missing.length} of ${dropped.length} pages the pager let go of had no teardown-page`);
    const early = torn.filter(t => t.get_parent() !== null);
    check(early.length === 0, `teardown-page for ${early.length} pages the pager still holds`);
    check(new Set(torn).size === torn.length, `${torn.length - new Set(torn).size} pages torn down more than once`);
    // The host lets go: what the collector frees must not call back into it.
    const before = teardowns;
    pages = null;
    torn = null;
    System.gc();
    pump(100);
    System.gc();
    pump(100);
    print(`teardown-page during collection: ${teardowns - before}`);
    check(teardowns === before, `${teardowns - before} teardown-page emissions while the collector freed the host's pages`);
    h.pager.set_n_items(20);
    pump(100);
    h.stillPages();
});

// 3. A plain "notify" handler hears every property ---------------------------

CASES.set('plain-notify', () => {
    const h = new Host(10);
    const heard = new Set();
    h.pager.connect('notify', (_obj, pspec) => heard.add(pspec.name));
    h.pager.spacing = 12;
    h.pager.set_n_items(30);
    pump(50);
    h.go(5);
    h.go(8, 0.2);
    h.pager.set_position(3.5, false);
    pump(100);
    const want = ['spacing', 'n-items', 'n-pages', 'current-item', 'current-page', 'position'];
    const missed = want.filter(n => !heard.has(n));
    check(missed.length === 0, `a plain notify handler missed ${missed.join(', ')} (heard ${[...heard].sort().join(', ')})`);
});

// 4. A draw forced before GTK's layout pass ------------------------------------

CASES.set('draw-before-allocate', () => {
    const h = new Host(12);
    const surface = new Cairo.ImageSurface(Cairo.Format.ARGB32, 800, 600);
    // Straight after a change, before the frame clock lays out.
    const drawNow = () => {
        const cr = new Cairo.Context(surface);
        h.window.draw(cr);
        cr.$dispose();
        const gdkWindow = h.window.get_window();
        gdkWindow.invalidate_rect(null, true);
        gdkWindow.process_updates(true);
    };
    for (let k = 0; k < 20; k++) {
        h.pager.wrap = k % 2 === 0;
        drawNow();
        h.pager.set_n_items(12 + k % 4);
        drawNow();
        h.pager.spacing = (k % 3) * 8;
        drawNow();
        h.pager.scroll_to_page(k % 9, 0);
        drawNow();
        pump(20);
    }
    h.pager.wrap = false;
    h.pager.set_n_items(12);
    pump(100);
    h.stillPages();
});

// 5. A bubble function that replaces itself or destroys the scrubber -------------

function scrubbedWindow() {
    const window = new Gtk.Window({ title: 'hostile.js scrubber' });
    window.set_default_size(800, 600);
    const sw = new Gtk.ScrolledWindow();
    const area = new Gtk.DrawingArea();
    area.set_size_request(-1, 40000);
    sw.add(area);
    const scrubber = SlidingPages.Scrubber.new(sw);
    window.add(scrubber);
    window.show_all();
    pump(150);
    return [window, scrubber, sw.get_vadjustment()];
}

function scrollThrough(adj, steps = 25, ms = 30) {
    for (let k = 1; k <= steps; k++) {
        adj.set_value(Math.min(k * 900, adj.get_upper() - adj.get_page_size()));
        pump(ms);
    }
}

CASES.set('bubble-func-replaced-inside', () => {
    const [window, scrubber, adj] = scrubbedWindow();
    const calls = [];
    const second = (_s, _value, fraction) => {
        calls.push('second');
        return `second ${fraction.toFixed(2)}`;
    };
    scrubber.set_bubble_func((s, _value, fraction) => {
        calls.push('first');
        s.set_bubble_func(second);
        System.gc(); // the replaced function's closure goes now, if freed
        return `first ${fraction.toFixed(2)}`;
    });
    scrollThrough(adj);
    check(calls.includes('first'), 'the bubble function was never called: nothing was tested');
    check(calls.includes('second'), `the replacement was never called (${calls.slice(0, 6)})`);
    const firsts = calls.filter(c => c === 'first').length;
    check(firsts === 1, `the replaced function was called ${firsts} times`);
    window.destroy();
    pump(50);
});

CASES.set('bubble-func-destroys-scrubber', () => {
    // The scrubber itself, then (in a second window) the scrubber's window.
    for (const what of ['scrubber', 'window']) {
        const [window, scrubber, adj] = scrubbedWindow();
        let gone = false, calls = 0;
        scrubber.connect('destroy', () => { gone = true; });
        scrubber.set_bubble_func(s => {
            calls++;
            (what === 'scrubber' ? s : window).destroy();
            System.gc();
            return 'gone';
        });
        scrollThrough(adj, 10);
        check(calls > 0, `the bubble function was never called (${what}): nothing was tested`);
        check(calls === 1, `the bubble function was called ${calls} times after destroying the ${what}`);
        check(gone, `the scrubber outlived its destruction (${what})`);
        if (what === 'scrubber')
            window.destroy();
        pump(50);
    }
});

// 6. A delete past the end is refused, alone or in a batch ----------------------

CASES.set('delete-past-end', () => {
    // Refused, as sliding-pages.h and the README say: warned of by name, and
    // nothing changes (a batch with one change that does not fit, whole).
    const h = new Host(10);
    const p = h.pager;
    const K = SlidingPages.ChangeKind;
    const change = (kind, index, count = 0, to = 0) => new SlidingPages.ItemChange({ kind, index, count, to });
    const attempts = [
        ['delete_items(5, 100)', 'delete_items', () => p.delete_items(5, 100, false)],
        ['a batch deleting 100 at 5', 'apply_changes', () => p.apply_changes([change(K.DELETE, 5, 100)], false)],
        ['a batch inserting 2 at 0, then deleting 50 at 8', 'apply_changes',
            () => p.apply_changes([change(K.INSERT, 0, 2), change(K.DELETE, 8, 50)], false)],
    ];
    const problems = [];
    for (const [what, name, attempt] of attempts) {
        p.set_n_items(10);
        h.go(3);
        const before = logged.length;
        const result = attempt();
        pump(50);
        const said = logged.slice(before);
        print(`${what} on 10 items: returned=${result} n-items=${p.get_n_items()} page=${p.get_current_page()} warnings=${JSON.stringify(said)}`);
        if (result)
            problems.push(`${what} was applied`);
        if (!said.some(m => m.includes(name)))
            problems.push(`${what} was not warned of by name`);
        if (p.get_n_items() !== 10)
            problems.push(`${what} left ${p.get_n_items()} items`);
        else if (p.get_current_page() !== 3)
            problems.push(`${what} moved the pager to page ${p.get_current_page()}`);
    }
    check(problems.length === 0, problems.join('; '));
    // A delete that fits is still taken.
    p.delete_items(5, 5, false);
    pump(50);
    check(p.get_n_items() === 5, `delete_items(5, 5) on 10 items left ${p.get_n_items()}`);
    h.stillPages();
});

// 7. Every callback setter, replaced or destroying the pager from inside ---------

const SETTERS = ['item-extent', 'page-transform', 'scroll-to-page-full', 'scroll-to-item-full'];
// Called more than once: acted on at the first call (the extent function's
// is made by its own setter, which lays out again) and at a later one.
// Replaced in that first call, set_item_extent_func runs inside itself,
// which GJS 1.74 gets wrong on its own: it keeps a callback argument per
// method rather than per call, and frees the new function at the outer
// call's end.
const REPEATED = ['item-extent', 'page-transform'];
const callsToTry = name => REPEATED.includes(name) ? [1, 2] : [1];

// [install, trigger] for the callback `name`; `inside(pager, replace)` runs
// inside the callback, and `after()` is its replacement.
function setter(h, name, inside, after) {
    const p = h.pager;
    switch (name) {
    case 'item-extent':
        return [
            () => p.set_item_extent_func(pager => {
                inside(pager, () => pager.set_item_extent_func(after()));
                return 0;
            }),
            () => {
                p.spacing = 6;
                pump(60);
                if (h.gone)
                    return;
                p.spacing = 0;
                h.go(3, 0.15);
            },
        ];
    case 'page-transform':
        return [
            () => p.set_page_transform((pager, _index, _offset, _t) => {
                inside(pager, () => pager.set_page_transform(after()));
            }),
            () => h.go(3, 0.2),
        ];
    case 'scroll-to-page-full':
        return [
            () => p.scroll_to_page_full(2, 0.15, (pager, _finished) => {
                inside(pager, () => pager.scroll_to_page_full(4, 0.1, after()));
            }),
            () => pump(700),
        ];
    default:
        return [
            () => p.scroll_to_item_full(3, 0.15, (pager, _finished) => {
                inside(pager, () => pager.scroll_to_item_full(5, 0.1, after()));
            }),
            () => pump(700),
        ];
    }
}

CASES.set('callbacks-replaced-inside', () => {
    for (const name of SETTERS) {
        for (const at of callsToTry(name)) {
            const h = new Host(20);
            let first = 0, second = 0;
            const inside = (_pager, replace) => {
                first++;
                if (first === at) {
                    replace();
                    System.gc(); // the replaced callback's closure goes now, if freed
                }
            };
            const after = () => () => {
                second++;
                return name === 'item-extent' ? 0 : undefined;
            };
            const what = `${name} replaced in call ${at}`;
            print(what);
            const [install, trigger] = setter(h, name, inside, after);
            install();
            trigger();
            check(first >= at, `${what}: the callback was called ${first} times: nothing was tested`);
            check(second > 0, `${what}: the replacement set from inside was never called`);
            if (name === 'scroll-to-page-full')
                check(h.pager.get_current_page() === 4, `${what}: the move set from inside landed on ${h.pager.get_current_page()}`);
            if (name === 'scroll-to-item-full')
                check(h.pager.get_current_item() === 5, `${what}: the move set from inside landed on ${h.pager.get_current_item()}`);
            print(`${what}: first=${first} replacement=${second}`);
            h.stillPages();
            h.window.destroy();
            pump(30);
        }
    }
});

CASES.set('callbacks-destroy-pager-inside', () => {
    for (const name of SETTERS) {
        for (const at of callsToTry(name)) {
            const h = new Host(20);
            let calls = 0;
            const inside = () => {
                calls++;
                if (calls === at && h.window !== null) {
                    const w = h.window;
                    h.window = null;
                    w.destroy();
                    System.gc();
                }
            };
            const what = `${name} destroying in call ${at}`;
            print(what);
            const [install, trigger] = setter(h, name, inside, () => null);
            install();
            if (!h.gone)
                trigger();
            pump(100);
            check(calls >= at, `${what}: the callback was called ${calls} times: nothing was tested`);
            check(h.gone, `${what}: the pager outlived its window's destruction`);
            print(`${what}: calls=${calls}`);
            if (h.window !== null)
                h.window.destroy();
        }
    }
});

// 8. Garbage collection while the pages move -----------------------------------

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
    for (const [target, duration] of [[40, 0.8], [5, 0.6], [90, 0.5]]) {
        h.pager.scroll_to_page(target, duration);
        const end = GLib.get_monotonic_time() + (duration + 0.4) * 1e6;
        for (let k = 1; GLib.get_monotonic_time() < end; k++) {
            while (ctx.iteration(false))
                ;
            if (k % 5 === 0) {
                held.clear(); // the host lets go of its pages mid-move
                System.gc();
            }
            GLib.usleep(2000);
        }
        check(h.pager.get_current_page() === target, `a move to page ${target} under gc landed on ${h.pager.get_current_page()}`);
        h.shows(target);
    }
    h.pager.set_n_items(3);
    held.clear();
    pump(100);
    System.gc();
    pump(100);
    print(`setup=${setups} teardown=${teardowns}`);
    check(teardowns <= setups, `${teardowns} teardowns for ${setups} pages`);
    h.stillPages();
});

function main(args) {
    if (args.length === 1 && args[0] === '--list') {
        print([...CASES.keys()].join('\n'));
        return 0;
    }
    if (args.length !== 1 || !CASES.has(args[0])) {
        printerr(`usage: gjs hostile.js --list | CASE (${[...CASES.keys()].join(', ')})`);
        return 2;
    }
    Gtk.init(null);
    // Warnings are counted (some cases must warn); criticals keep GLib's
    // handler, which G_DEBUG=fatal-criticals makes abort.
    GLib.log_set_handler('SlidingPages', GLib.LogLevelFlags.LEVEL_WARNING, (domain, _level, message) => {
        logged.push(message);
        print(`warning ${domain}: ${message}`);
    });
    CASES.get(args[0])();
    print(`ok ${args[0]}`);
    return 0;
}

System.exit(main(ARGV));

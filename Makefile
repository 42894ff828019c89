# SlidingPages — the two commands:
#   make run    builds and opens the sample window (make run-gtk4: the GTK 4 one)
#   make test   installs what the tests need, then runs every test
SWIFT ?= swift
XVFB_SCREEN ?= 1280x1024x24
# -noreset: Xvfb otherwise resets when its last client leaves, and a program
# connecting during the reset can be refused. A CI run saw the sample say
# "cannot open a display" right after the window before it had closed.
XVFB = xvfb-run -a -s "-screen 0 $(XVFB_SCREEN) -noreset"
# GTK's own policy: a critical is a bug, so every test process dies on one.
export G_DEBUG := fatal-criticals

.PHONY: run run-gtk4 test bench soak screenshots docs docs-serve install uninstall deps-run deps-test deps-install deps-docs clean
PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
DESTDIR ?=

run: deps-run
	$(SWIFT) run SlidingPagesDemo $(ARGS)

# The GTK 4 face's libadwaita sample.
run-gtk4:
	@scripts/deps.sh run4
	$(SWIFT) run SlidingPagesDemo4 $(ARGS)

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) build --product SlidingPagesDemo
	$(SWIFT) build --product SlidingPagesDemo4
	$(SWIFT) build --product SlidingPagesHostile4
	@# Every public symbol of SlidingPages is documented (read from the symbol graph).
	$(SWIFT) package dump-symbol-graph --minimum-access-level public > /dev/null
	scripts/doc-coverage.py "$$($(SWIFT) build --show-bin-path)/../symbolgraph"
	@# The translations of the screen-reader words are current and complete.
	scripts/po.sh check
	@# Every public Swift entry point has a C twin, or a reason written down.
	scripts/api-parity.py "$$($(SWIFT) build --show-bin-path)/../symbolgraph"
	@# GTK tests and the sample run on a private X server of their own.
	$(XVFB) $(SWIFT) test
	$(XVFB) Tests/e2e/sample.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo"
	@# The sample at scale 1 and 2 on a 1600x1000 screen, and shrunk to 360x500.
	xvfb-run -a -s "-screen 0 1600x1000x24 -noreset" Tests/e2e/sizes.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo"
	@# One install into a private prefix serves the hosts, hostile hosts and docs.
	rm -rf .build/test-prefix
	$(MAKE) -s install PREFIX="$(CURDIR)/.build/test-prefix" > .build/test-install.log 2>&1 || { tail -20 .build/test-install.log; exit 1; }
	SP_PREFIX="$(CURDIR)/.build/test-prefix" $(XVFB) Tests/e2e/hosts.sh
	$(XVFB) Tests/e2e/readme.sh
	$(XVFB) Tests/e2e/a11y.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo"
	@# The keyboard-only journey, read over AT-SPI, on each face.
	$(XVFB) Tests/e2e/keyboard.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo"
	$(XVFB) Tests/e2e/keyboard.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo4" gtk4
	@# What Orca says as a person pages each face by keys.
	$(XVFB) Tests/e2e/orca.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo" "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo4"
	@# The sample follows the desktop's dark preference from the settings portal.
	$(XVFB) Tests/e2e/dark-portal.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo"
	Tests/e2e/wayland-input.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo" "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo4"
	@# A finger on each face, from a touchscreen a headless Weston is given.
	SP_PREFIX="$(CURDIR)/.build/test-prefix" Tests/e2e/touch.sh
	SP_PREFIX="$(CURDIR)/.build/test-prefix" $(XVFB) Tests/e2e/hostile.sh
	SP_PREFIX="$(CURDIR)/.build/test-prefix" $(XVFB) Tests/e2e/hostile-gi.sh
	@# The GTK 4 face: drags, keys, a million pages, dark, screen reader.
	$(XVFB) Tests/e2e/gtk4.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo4"
	@# make docs builds both references, with no warnings.
	SP_PREFIX="$(CURDIR)/.build/test-prefix" Tests/e2e/docs.sh

# Benchmark figures (release build, Xvfb, HdyCarousel side by side):
#   make bench    or    make bench BENCH_ARGS=--json
bench:
	scripts/bench.sh $(BENCH_ARGS)

# The README's pictures of the sample (light, dark, right to left, mid-drag).
screenshots: deps-test
	scripts/screenshots.sh

# The API references (Swift with DocC, C with gi-docgen) in .build/docs;
# docs-serve serves them at http://127.0.0.1:8000/ (DOCS_PORT=…).
docs: deps-docs
	scripts/docs.sh

docs-serve: deps-docs
	scripts/docs-serve.sh

deps-docs:
	@scripts/deps.sh docs

# The long reliability runs (100,000-frame soak, 10^6 property steps, valgrind).
soak:
	scripts/soak.sh

# The C API for C, Vala, Python and JavaScript hosts: the library, its
# headers, pkg-config file, GIR, typelib and VAPI (DESTDIR and LIBDIR too).
install: deps-install
	PREFIX="$(PREFIX)" LIBDIR="$(LIBDIR)" DESTDIR="$(DESTDIR)" scripts/install.sh install

uninstall:
	PREFIX="$(PREFIX)" LIBDIR="$(LIBDIR)" DESTDIR="$(DESTDIR)" scripts/install.sh uninstall

deps-run:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

deps-install:
	@scripts/deps.sh install

clean:
	rm -rf .build

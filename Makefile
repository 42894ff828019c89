# SlidingPages — the two commands:
#   make run    builds and opens the sample window
#   make test   installs what the tests need, then runs every test
SWIFT ?= swift
XVFB_SCREEN ?= 1280x1024x24
# GTK's own policy: a critical is a bug, so every test process dies on one.
export G_DEBUG := fatal-criticals

.PHONY: run test bench soak install deps-run deps-test clean
PREFIX ?= /usr/local

run: deps-run
	$(SWIFT) run SlidingPagesDemo $(ARGS)

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) build --product SlidingPagesDemo
	@# GTK tests and the sample run on a private X server of their own.
	xvfb-run -a -s "-screen 0 $(XVFB_SCREEN)" $(SWIFT) test
	xvfb-run -a -s "-screen 0 $(XVFB_SCREEN)" Tests/e2e/sample.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo"
	xvfb-run -a -s "-screen 0 $(XVFB_SCREEN)" Tests/e2e/meson-host.sh
	xvfb-run -a -s "-screen 0 $(XVFB_SCREEN)" Tests/e2e/a11y.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo"
	xvfb-run -a -s "-screen 0 $(XVFB_SCREEN)" Tests/e2e/keyboard.sh "$$($(SWIFT) build --show-bin-path)/SlidingPagesDemo"
	xvfb-run -a -s "-screen 0 $(XVFB_SCREEN)" Tests/e2e/hostile.sh

# Benchmark figures (release build, Xvfb, HdyCarousel side by side):
#   make bench    or    make bench BENCH_ARGS=--json
bench:
	scripts/bench.sh $(BENCH_ARGS)

# The long reliability runs (100,000-frame soak, 10^6 property steps, valgrind).
soak:
	scripts/soak.sh

# The C API for C, Vala and meson hosts: library, headers, pkg-config file.
install: deps-run
	scripts/install.sh "$(PREFIX)"

deps-run:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

clean:
	rm -rf .build

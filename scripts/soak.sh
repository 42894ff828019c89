#!/usr/bin/env bash
# make soak: the long reliability runs.
#   - the soak test at 100,000 frames (autoscroll, wrap, random inserts and
#     deletes; RSS growth after warm-up and GLib messages checked);
#   - the property-based core run at 1,000,000 steps;
#   - valgrind over pagers made, moved, reloaded and destroyed, with GLib's
#     suppressions: definitely-lost bytes in all, and in frames of our code;
#   - the hostile C host's fuzzer for 200,000 steps (40 seeds of 5,000);
#   - sanitizers: the library built with AddressSanitizer (and its C with
#     UBSan) under the hostile host built with ASan and UBSan (every case and
#     four fuzz seeds), then the widget tests under ASan (Swift has no UBSan
#     on Linux). Errors are counted.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh test >&2
command -v valgrind >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
swift build --build-tests >&2
SLIDING_PAGES_SOAK_FRAMES=100000 xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" swift test --skip-build --filter testSoak 2>&1 | grep -E "soak:|error|Executed" | tail -3
SLIDING_PAGES_STEPS=1000000 swift test --skip-build --filter Property 2>&1 | grep -E "property run|passed after|failed after|invariant" | head -4
swift build -c release --product SlidingPagesBench >&2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# valgrind cannot read this toolchain's debug info; strip it (symbols stay).
cp "$(swift build -c release --show-bin-path)/SlidingPagesBench" "$work/bench" && strip -g "$work/bench"
xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" valgrind --leak-check=full --num-callers=40 \
  --suppressions=/usr/share/glib-2.0/valgrind/glib.supp "$work/bench" leaks 40 > "$work/vg.log" 2>&1 || true
grep -E "definitely lost:|indirectly lost:" "$work/vg.log" | sed 's/^==[0-9]*== */valgrind: /'
python3 - "$work/vg.log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
blocks = re.split(r"\n==\d+== \n", text)
ours = 0
for b in blocks:
    # "N bytes in k blocks", or "N (d direct, i indirect) bytes in k blocks".
    m = re.search(r"([\d,]+) (?:\([\d,]+ direct, [\d,]+ indirect\) )?bytes in [\d,]+ blocks are definitely lost", b)
    # Frames in the widget's own code: Swift symbols of the SlidingPages and
    # SlidingPagesCore modules, or the C type's functions. Fontconfig's
    # process-lifetime caches (allocated inside fontconfig when a font is
    # first loaded, whoever asked) are not counted: their size is the same
    # for 10 pagers as for 40.
    frames = [l for l in b.splitlines() if " by 0x" in l or " at 0x" in l]
    first = next((l for l in frames if " by 0x" in l), "")
    if "libfontconfig" in first:
        continue
    if m and re.search(r"\$s12SlidingPages|\$s16SlidingPagesCore|sliding_pages_", b):
        ours += int(m.group(1).replace(",", ""))
print(f"valgrind: definitely lost from stacks through our code: {ours} bytes")
PY

# The C API fuzzer at length.
HOSTILE_SEEDS="$(seq -s ' ' 101 140)" HOSTILE_STEPS=5000 \
  xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" Tests/e2e/hostile.sh > "$work/fuzz.log" 2>&1 || true
grep -E "FAILED|passed, " "$work/fuzz.log" | sed 's/^/fuzzer: /' || true

# Sanitizers. The hostile host is built with the Swift toolchain's clang, so
# it carries the sanitizer runtime the library was built against.
export G_DEBUG=fatal-criticals ASAN_OPTIONS=detect_leaks=0
swift build --sanitize=address -Xcc -fsanitize=undefined --product sliding-pages --scratch-path .build-asan >&2
clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
runtime="$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/linux"
"$clang" -std=gnu11 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fuse-ld=lld Tests/hostile/hostile.c \
  -I Sources/CSlidingPages/include $(pkg-config --cflags --libs gtk+-3.0) -lm -L.build-asan/debug -lsliding-pages \
  -Wl,-rpath,"$PWD/.build-asan/debug" -Wl,-rpath,"$runtime" -o "$work/hostile-asan" 2> "$work/cc.log"
: > "$work/san.log"
for c in $("$work/hostile-asan" --list); do
  timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" "$work/hostile-asan" "$c" >> "$work/san.log" 2>&1 || echo "sanitized case failed: $c"
done
for seed in 1 2 3 4; do
  timeout 600 xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" "$work/hostile-asan" fuzz "$seed" 500 >> "$work/san.log" 2>&1 || echo "sanitized fuzz seed $seed failed"
done
echo "sanitizers, hostile host: $(grep -c 'ERROR: AddressSanitizer' "$work/san.log") AddressSanitizer errors, $(grep -c 'runtime error:' "$work/san.log") UBSan runtime errors"
swift build --build-tests --sanitize=address --scratch-path .build-address >&2
xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" swift test --skip-build --sanitize=address --scratch-path .build-address > "$work/tests-asan.log" 2>&1 || true
echo "sanitizers, widget tests under ASan: $(grep -c 'ERROR: AddressSanitizer' "$work/tests-asan.log") AddressSanitizer errors; $(grep -E 'Executed [0-9]+ tests' "$work/tests-asan.log" | tail -1 | sed 's/^[[:space:]]*//')"

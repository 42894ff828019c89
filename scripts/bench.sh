#!/usr/bin/env bash
# make bench: the core's frame cost, the widget under Xvfb, and HdyCarousel
# under the same protocol, all in one run, with the ratios. Each widget row
# runs in a fresh process so RSS growth is its own.
#   scripts/bench.sh          readable table
#   scripts/bench.sh --json   one JSON object per line
set -euo pipefail
cd "$(dirname "$0")/.."
json=0
[ "${1:-}" = "--json" ] && json=1
scripts/deps.sh test >&2
dpkg-query -W -f='${Status}' libhandy-1-dev 2>/dev/null | grep -q "ok installed" || {
  echo "installing libhandy-1-dev (the peer)" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libhandy-1-dev >/dev/null
}
swift build -c release --product SlidingPagesBench >&2
bin="$(swift build -c release --show-bin-path)/SlidingPagesBench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/hdy_harness" scripts/bench/hdy_harness.c $(pkg-config --cflags --libs libhandy-1)

rows="$work/rows.jsonl"
"$bin" core > "$rows"
# Instructions per frame (callgrind: repeatable where time is not), when valgrind is here.
if command -v valgrind >/dev/null; then
  cp "$bin" "$work/bench" && strip -g "$work/bench"
  for n in 10 1000000000; do
    base=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/bench" core "$n" drag 0 2>&1 | awk '/Collected/{print $4}')
    full=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/bench" core "$n" drag 20000 2>&1 | awk '/Collected/{print $4}')
    echo "{\"subject\": \"core\", \"scenario\": \"drag\", \"pages\": $n, \"instructions_per_frame\": $(( (full - base) / 20000 ))}" >> "$rows"
  done
fi
xrun() { xvfb-run -a -s "-screen 0 1280x1024x24" "$@"; }
for n in 10 1000 10000 1000000; do
  for s in jump drag; do xrun "$bin" widget "$n" "$s" | tail -1 >> "$rows"; done
done
for n in 10 1000 10000; do xrun "$work/hdy_harness" "$n" | tail -1 >> "$rows"; done

if [ "$json" = 1 ]; then cat "$rows"; exit 0; fi
python3 - "$rows" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
core = [r for r in rows if r["subject"] == "core" and "ns_per_frame" in r]
ins = {r["pages"]: r["instructions_per_frame"] for r in rows if "instructions_per_frame" in r}
print("Core: one frame's decisions (visible set, recycle diff, page frames, strip, dots, scrubber)")
print(f"{'scenario':<9}{'pages':>14}{'ns/frame':>11}{'allocs/frame':>14}{'instr/frame':>13}")
for r in core:
    i = ins.get(r["pages"], "") if r["scenario"] == "drag" else ""
    print(f"{r['scenario']:<9}{r['pages']:>14,}{r['ns_per_frame']:>11.0f}{r['allocs_per_frame']:>14.2f}{i:>13}")
if 10 in ins and 1000000000 in ins:
    print(f"instructions per frame at 10^9 / at 10: {ins[1000000000] / ins[10]:.2f}")
w = [r for r in rows if r["subject"] in ("ours", "hdy")]
print()
print("Widget under Xvfb (800x600 window, label pages; ours with the strip and dots on)")
print(f"{'subject':<8}{'scenario':<9}{'pages':>10}{'build+show ms':>15}{'RSS +MB':>10}{'CPU ms/frame':>14}{'live pages':>12}")
for r in w:
    print(f"{r['subject']:<8}{r['scenario']:<9}{r['pages']:>10,}{r['build_ms']:>15.1f}{r['rss_kb']/1024:>10.1f}{r['cpu_ms_per_frame']:>14.3f}{r['live_pages']:>12,}")
def get(subject, scenario, pages):
    for r in w:
        if r["subject"] == subject and r["scenario"] == scenario and r["pages"] == pages:
            return r
print()
o10, o6, h10 = get("ours", "jump", 10), get("ours", "jump", 1000000), get("hdy", "jump", 10)
for n in (10, 1000, 10000):
    o, h = get("ours", "jump", n), get("hdy", "jump", n)
    if o and h:
        print(f"CPU per frame ours/hdy at {n:,} pages: {o['cpu_ms_per_frame'] / h['cpu_ms_per_frame']:.2f}   build ours/hdy: {o['build_ms'] / h['build_ms']:.2f}")
if o10 and o6:
    print(f"ours at 10^6 / ours at 10 (CPU per frame): {o6['cpu_ms_per_frame'] / o10['cpu_ms_per_frame']:.2f}; RSS growth difference: {(o6['rss_kb'] - o10['rss_kb']) / 1024:+.1f} MB")
if o6 and h10:
    print(f"ours at 10^6 / hdy at 10 (CPU per frame): {o6['cpu_ms_per_frame'] / h10['cpu_ms_per_frame']:.2f}")
PY

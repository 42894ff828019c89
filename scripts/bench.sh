#!/usr/bin/env bash
# make bench: the core's frame cost, the widget under Xvfb, and HdyCarousel
# under the same protocol, all in one run, with the ratios. Each widget row
# runs in a fresh process so RSS growth is its own.
#   scripts/bench.sh          readable table
#   scripts/bench.sh --json   one JSON object per line
#   BENCH_ROUNDS=N            runs of each CPU row (5)
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
gcc -O2 -I Sources/CSlidingPagesExtras -o "$work/hdy_harness" scripts/bench/hdy_harness.c $(pkg-config --cflags --libs libhandy-1) -lm

rows="$work/rows.jsonl"
"$bin" core > "$rows"
# Instructions per frame (callgrind: repeatable where time is not), when valgrind is here.
if command -v valgrind >/dev/null; then
  cp "$bin" "$work/bench" && strip -g "$work/bench"
  for n in 10 1000000000; do
    base=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/bench" core "$n" drag 0 2>&1 | awk '/== Command:/ && !pid {pid=$1} /Collected/ && $1 == pid {print $4}')
    full=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/bench" core "$n" drag 20000 2>&1 | awk '/== Command:/ && !pid {pid=$1} /Collected/ && $1 == pid {print $4}')
    echo "{\"subject\": \"core\", \"scenario\": \"drag\", \"pages\": $n, \"instructions_per_frame\": $(( (full - base) / 20000 ))}" >> "$rows"
  done
fi
xrun() { xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" "$@"; }
# Widget rows: ours with the strip and dots ("chrome") at every count, and
# pages only at 10 and 10^6; the peer bare ("pages") at 10, 10^3, 10^4, and
# with its HdyCarouselIndicatorDots ("dots") at 10. Each runs five times,
# interleaved. One run on a shared machine moves by tens of percent, and
# only ever upwards (other load adds time, never takes it away), so the
# table leads with the fastest run, then the median and the range.
for round in $(seq 1 "${BENCH_ROUNDS:-5}"); do
  for n in 10 1000 10000 1000000; do
    for s in jump drag; do xrun "$bin" widget "$n" "$s" | tail -1 >> "$rows"; done
  done
  for n in 10 1000000; do
    for s in jump drag; do BENCH_PLAIN=1 xrun "$bin" widget "$n" "$s" | tail -1 >> "$rows"; done
  done
  for n in 10 1000; do
    for s in jump drag; do xrun "$work/hdy_harness" "$n" "$s" | tail -1 >> "$rows"; done
  done
  for s in jump drag; do xrun "$work/hdy_harness" 10 "$s" dots | tail -1 >> "$rows"; done
  # The nub scrubbed across a million pages; pages of 100-row lists dragged.
  xrun "$bin" widget 1000000 scrub | tail -1 >> "$rows"
  xrun "$bin" widget 20 heavy | tail -1 >> "$rows"
  BENCH_PLAIN=1 xrun "$bin" widget 20 heavy | tail -1 >> "$rows"
  xrun "$work/hdy_harness" 20 heavy | tail -1 >> "$rows"
  # Like for like with ours at 10^6: every jump shows text never shown.
  xrun "$work/hdy_harness" 10 jump relabel | tail -1 >> "$rows"
  xrun "$work/hdy_harness" 10 jump dots relabel | tail -1 >> "$rows"
done
# 10,000 HdyCarousel pages take seconds to build: once.
for s in jump drag; do xrun "$work/hdy_harness" 10000 "$s" | tail -1 >> "$rows"; done

# Instructions per frame for the widget rows that carry the targets: the
# difference of a 60-frame and a 240-frame run under callgrind, which
# counts the same on every run where CPU time does not.
if command -v valgrind >/dev/null; then
  source scripts/bench/callgrind.sh
  wins() {  # subject variant scenario pages command...
    local all own
    read -r all own <<< "$(callgrind_per_frame "${@:5}")"
    echo "{\"subject\": \"$1\", \"variant\": \"$2\", \"scenario\": \"$3\", \"pages\": $4, \"instructions_per_frame\": $all, \"own_instructions_per_frame\": $own}"
  }
  for s in jump drag; do
    for n in 10 1000000; do
      wins ours chrome "$s" "$n" "$work/bench" widget "$n" "$s" >> "$rows"
      BENCH_PLAIN=1 wins ours pages "$s" "$n" "$work/bench" widget "$n" "$s" >> "$rows"
    done
    OWN_OBJECTS=libhandy wins hdy pages "$s" 10 "$work/hdy_harness" 10 "$s" >> "$rows"
    OWN_OBJECTS=libhandy wins hdy dots "$s" 10 "$work/hdy_harness" 10 "$s" dots >> "$rows"
  done
  # The frame clock cycles alone (bench.h): what a frame itself runs, the
  # work between frames (preloading, preparing titles) left out.
  cycles() {  # subject variant scenario pages command...
    local all own
    read -r all own <<< "$(BENCH_CYCLES=1 CALLGRIND_ARGS=--collect-atstart=no callgrind_per_frame "${@:5}")"
    echo "{\"subject\": \"$1\", \"variant\": \"$2\", \"scenario\": \"$3\", \"pages\": $4, \"cycle_instructions_per_frame\": $all, \"cycle_own_instructions_per_frame\": $own}"
  }
  for n in 10 1000000; do cycles ours chrome jump "$n" "$work/bench" widget "$n" jump >> "$rows"; done
  wins ours chrome scrub 1000000 "$work/bench" widget 1000000 scrub >> "$rows"
  wins ours chrome heavy 20 "$work/bench" widget 20 heavy >> "$rows"
  OWN_OBJECTS=libhandy wins hdy pages heavy 20 "$work/hdy_harness" 20 heavy >> "$rows"
  OWN_OBJECTS=libhandy wins hdy relabel jump 10 "$work/hdy_harness" 10 jump relabel >> "$rows"
  OWN_OBJECTS=libhandy wins hdy dots+relabel jump 10 "$work/hdy_harness" 10 jump dots relabel >> "$rows"
fi

# BENCH_ROWS=FILE keeps the raw rows, to print them again (as a table or
# JSON) from the same run.
[ -n "${BENCH_ROWS:-}" ] && cp "$rows" "$BENCH_ROWS"
python3 - "$rows" "$json" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
as_json = sys.argv[2] == "1"
# Instruction counts join the widget row they measure.
def key(r): return (r["subject"], r.get("variant"), r["scenario"], r["pages"])
ins = {key(r): r["instructions_per_frame"] for r in rows if "instructions_per_frame" in r and r["subject"] != "core"}
own = {key(r): r["own_instructions_per_frame"] for r in rows if "own_instructions_per_frame" in r}
cyc = {key(r): r for r in rows if "cycle_instructions_per_frame" in r}
runs = {}
for r in rows:
    if r["subject"] in ("ours", "hdy") and "cpu_ms_per_frame" in r:
        runs.setdefault(key(r), []).append(r)
w = []
for k, rs in runs.items():
    rs = sorted(rs, key=lambda r: r["cpu_ms_per_frame"])
    row = dict(rs[len(rs) // 2])
    row["runs"] = len(rs)
    row["cpu_ms_per_frame_median"] = row["cpu_ms_per_frame"]
    row["cpu_ms_per_frame"] = rs[0]["cpu_ms_per_frame"]
    row["cpu_ms_per_frame_range"] = [rs[0]["cpu_ms_per_frame"], rs[-1]["cpu_ms_per_frame"]]
    row["live_pages"] = max(r["live_pages"] for r in rs)
    # Frame clock cycles (update, layout, paint) of the median run: their
    # median and 99th percentile, for the scenarios where one frame may
    # carry a page's whole set-up.
    if row["scenario"] in ("scrub", "heavy"):
        row["p99_cpu_ms_per_frame"] = row["cycle_cpu_ms_p99"]
    w.append(row)
for r in w:
    if key(r) in ins: r["instructions_per_frame"] = ins[key(r)]
    if key(r) in own: r["own_instructions_per_frame"] = own[key(r)]
    if key(r) in cyc:
        r["cycle_instructions_per_frame"] = cyc[key(r)]["cycle_instructions_per_frame"]
        r["cycle_own_instructions_per_frame"] = cyc[key(r)]["cycle_own_instructions_per_frame"]
core = [r for r in rows if r["subject"] == "core" and "ns_per_frame" in r]
core_ins = {r["pages"]: r["instructions_per_frame"] for r in rows if r["subject"] == "core" and "instructions_per_frame" in r}
for r in core:
    if r["scenario"] == "drag" and r["pages"] in core_ins: r["instructions_per_frame"] = core_ins[r["pages"]]
if as_json:
    for r in core + w: print(json.dumps(r))
    sys.exit(0)
print("Core: one frame's decisions (visible set, recycle diff, page frames, strip, dots, scrubber)")
print(f"{'scenario':<9}{'pages':>14}{'ns/frame':>11}{'allocs/frame':>14}{'instr/frame':>13}")
for r in core:
    print(f"{r['scenario']:<9}{r['pages']:>14,}{r['ns_per_frame']:>11.0f}{r['allocs_per_frame']:>14.2f}{r.get('instructions_per_frame', ''):>13}")
if 10 in core_ins and 1000000000 in core_ins:
    print(f"instructions per frame at 10^9 / at 10: {core_ins[1000000000] / core_ins[10]:.2f}")
print()
print("Widget under Xvfb (800x600 window, label pages). Variant: ours 'chrome' = title strip + dots,")
print("'pages' = pages only; hdy 'pages' = bare HdyCarousel, 'dots' = with HdyCarouselIndicatorDots,")
print("'relabel' = each jump lands on a page given text it has not shown (what ours does at every count).")
print("CPU ms/frame: the fastest of the runs, then their median and range; build and RSS from the median run.")
print("instr/frame: callgrind, all code; own: SlidingPages' code and the Swift runtime it calls (libhandy's, for hdy).")
print("cycle median / p99: CPU of one frame clock cycle (update, layout, paint) in the median run.")
print(f"{'subject':<8}{'variant':<13}{'scenario':<9}{'pages':>10}{'build+show ms':>15}{'RSS +MB':>9}{'CPU ms/frame':>14}{'median':>8}{'range':>12}{'instr/frame':>13}{'own':>9}{'cycle med/p99':>15}{'live pages':>12}")
for r in w:
    i = r.get("instructions_per_frame")
    o = r.get("own_instructions_per_frame")
    lo, hi = r["cpu_ms_per_frame_range"]
    cyc = f"{r['cycle_cpu_ms_median']:.2f}/{r['cycle_cpu_ms_p99']:.2f}" if "cycle_cpu_ms_p99" in r else ""
    print(f"{r['subject']:<8}{r['variant']:<13}{r['scenario']:<9}{r['pages']:>10,}{r['build_ms']:>15.1f}{r['rss_kb']/1024:>9.1f}"
          f"{r['cpu_ms_per_frame']:>14.3f}{r['cpu_ms_per_frame_median']:>8.3f}{f'{lo:.2f}–{hi:.2f}':>12}{(f'{i:,}' if i else ''):>13}{(f'{o:,}' if o is not None else ''):>9}{cyc:>15}{r['live_pages']:>12,}")
def get(subject, variant, scenario, pages):
    for r in w:
        if (r["subject"], r["variant"], r["scenario"], r["pages"]) == (subject, variant, scenario, pages): return r
def ratio(a, b, field):
    if a and b and a.get(field) and b.get(field): return f"{a[field] / b[field]:.2f}"
    return "-"
def ratios(a, b):  # fastest CPU / median CPU [instructions]
    return f"{ratio(a, b, 'cpu_ms_per_frame')} / {ratio(a, b, 'cpu_ms_per_frame_median')} [{ratio(a, b, 'instructions_per_frame')}]"
print()
print("Ratios: CPU time of the fastest runs / of the medians [instructions, where counted]")
for s in ("jump", "drag"):
    # Ours with chrome against the bare carousel and against it with its dots.
    for v, peers in (("chrome", ("pages", "dots", "dots+relabel")), ("pages", ("pages", "relabel"))):
        o10, o6 = get("ours", v, s, 10), get("ours", v, s, 1000000)
        line = f"  {s:<5} ours {v:<7}: ours 10^6 / ours 10 = {ratios(o6, o10)}"
        for hv in peers:
            if get("hdy", hv, s, 10):
                line += f";  / hdy {hv} 10 = {ratios(o6, get('hdy', hv, s, 10))}"
        print(line)
    for n in (1000, 10000):
        o, h = get("ours", "chrome", s, n), get("hdy", "pages", s, n)
        print(f"  {s:<5} at {n:,} pages: ours chrome / hdy pages = {ratio(o, h, 'cpu_ms_per_frame')} / {ratio(o, h, 'cpu_ms_per_frame_median')};  build ours / hdy = {ratio(o, h, 'build_ms')}")
sc, j6 = get("ours", "chrome", "scrub", 1000000), get("ours", "chrome", "jump", 1000000)
if sc and j6:
    print(f"  scrub ours chrome at 10^6 ({sc.get('pages_per_frame', 0):,.0f} pages a frame) / jump at 10^6: {ratios(sc, j6)}")
for v in ("chrome", "pages"):
    hv, hh = get("ours", v, "heavy", 20), get("hdy", "pages", "heavy", 20)
    if hv:
        line = f"  heavy ours {v:<7}: frame cycle p99 / median = {hv['cycle_cpu_ms_p99'] / max(hv['cycle_cpu_ms_median'], 1e-9):.2f}"
        if hh:
            line += f";  / hdy heavy = {ratios(hv, hh)};  build ours / hdy = {ratio(hv, hh, 'build_ms')}"
        print(line)
hh = get("hdy", "pages", "heavy", 20)
if hh:
    print(f"  heavy hdy         : frame cycle p99 / median = {hh['cycle_cpu_ms_p99'] / max(hh['cycle_cpu_ms_median'], 1e-9):.2f}")
o10, o6 = get("ours", "chrome", "jump", 10), get("ours", "chrome", "jump", 1000000)
if o10 and o6 and o10.get("cycle_instructions_per_frame") and o6.get("cycle_instructions_per_frame"):
    print(f"  jump  ours chrome, frame clock cycles only: ours 10^6 / ours 10 = {o6['cycle_instructions_per_frame'] / o10['cycle_instructions_per_frame']:.2f} in instructions "
          f"({o6['cycle_instructions_per_frame']:,} / {o10['cycle_instructions_per_frame']:,}; own {o6['cycle_own_instructions_per_frame']:,} / {o10['cycle_own_instructions_per_frame']:,})")
if o10 and o6:
    print(f"  RSS growth, ours at 10^6 minus at 10: {(o6['rss_kb'] - o10['rss_kb']) / 1024:+.1f} MB;  build + first frame at 10^6: {o6['build_ms']:.1f} ms")
PY

# The GTK 4 face against AdwCarousel.
echo
if [ "$json" = 1 ]; then scripts/bench-gtk4.sh --json; else scripts/bench-gtk4.sh; fi

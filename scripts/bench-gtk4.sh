#!/usr/bin/env bash
# The GTK 4 face against AdwCarousel (libadwaita 1.2), under Xvfb, in one
# run: CPU time per frame of the whole process, five interleaved rounds,
# the fastest and the median. make bench runs it after the GTK 3 rows.
#   scripts/bench-gtk4.sh          readable table
#   scripts/bench-gtk4.sh --json   one JSON object per line
#   BENCH_ROUNDS=N                 rounds (5)
# GTK 4 draws with its cairo renderer here, as on a machine without a GPU:
# under Xvfb the GL renderer is Mesa's software one, whose cost is neither
# widget's (GSK_RENDERER=gl or ngl in the environment to measure it anyway).
set -euo pipefail
export GSK_RENDERER=${GSK_RENDERER:-cairo}
cd "$(dirname "$0")/.."
json=0
[ "${1:-}" = "--json" ] && json=1
scripts/deps.sh test >&2
swift build -c release --product SlidingPagesBench4 >&2
bin="$(swift build -c release --show-bin-path)/SlidingPagesBench4"
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
# Each row a process of its own, under its own session bus (GTK 4's
# accessibility asks for one) and X server.
xrun() { xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" dbus-run-session -- "$@" 2>/dev/null | grep '^{' | tail -1; }
for round in $(seq 1 "${BENCH_ROUNDS:-5}"); do
  for s in jump move; do
    for n in 10 1000; do
      xrun "$bin" ours "$n" "$s" >> "$rows"
      xrun "$bin" ours "$n" "$s" dots >> "$rows"
      xrun "$bin" ours "$n" "$s" chrome >> "$rows"
      xrun "$bin" adw "$n" "$s" >> "$rows"
      xrun "$bin" adw "$n" "$s" dots >> "$rows"
    done
    xrun "$bin" ours 1000000 "$s" chrome >> "$rows"
  done
  # Like for like with ours, which gives each page it brings in its text.
  xrun "$bin" adw 10 jump relabel >> "$rows"
  xrun "$bin" adw 10 jump dots relabel >> "$rows"
done
python3 - "$rows" "$json" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
runs = {}
for r in rows:
    runs.setdefault((r["subject"], r["scenario"], r["pages"]), []).append(r)
table = []
for k, rs in runs.items():
    rs = sorted(rs, key=lambda r: r["cpu_ms_per_frame"])
    row = dict(rs[len(rs) // 2])
    row.update(runs=len(rs), cpu_ms_per_frame=rs[0]["cpu_ms_per_frame"], cpu_ms_per_frame_median=rs[len(rs) // 2]["cpu_ms_per_frame"])
    table.append(row)
if sys.argv[2] == "1":
    for r in table: print(json.dumps(r))
    sys.exit(0)
print("GTK 4 under Xvfb (800x600 window, label pages): SlidingPagesGtk4 'sp4' ('dots': with its dots, 'chrome':")
print("strip and dots) against AdwCarousel 'adw' ('dots': with AdwCarouselIndicatorDots; 'relabel': each jump")
print("gives the page it lands on new text, as ours does). jump: 120 frames, a page a frame;")
print("move: 600 frames, an animated move every 20. CPU ms/frame of the process: fastest run, median.")
print(f"{'subject':<18}{'scenario':<9}{'pages':>10}{'CPU ms/frame':>14}{'median':>8}{'widgets':>9}{'RSS +KB':>9}")
for r in sorted(table, key=lambda r: (r["scenario"], r["pages"], r["subject"])):
    print(f"{r['subject']:<18}{r['scenario']:<9}{r['pages']:>10,}{r['cpu_ms_per_frame']:>14.3f}{r['cpu_ms_per_frame_median']:>8.3f}{r['page_widgets']:>9,}{r['rss_growth_kb']:>9,}")
def get(s, sc, n):
    return next((r for r in table if (r["subject"], r["scenario"], r["pages"]) == (s, sc, n)), None)
print()
print("Ratios sp4 / adw: fastest / median")
for sc in ("jump", "move"):
    for n in (10, 1000):
        for ours, peer in (("sp4", "adw"), ("sp4-dots", "adw-dots"), ("sp4", "adw-relabel"), ("sp4-dots", "adw-dots-relabel"),
                           ("sp4-chrome", "adw-dots")):
            a, b = get(ours, sc, n), get(peer, sc, n)
            if a and b:
                print(f"  {sc:<5} {n:>5,} pages  {ours:<10} / {peer:<10} = {a['cpu_ms_per_frame'] / b['cpu_ms_per_frame']:.2f} / {a['cpu_ms_per_frame_median'] / b['cpu_ms_per_frame_median']:.2f}")
    a, b = get("sp4-chrome", sc, 1000000), get("sp4-chrome", sc, 10)
    if a and b:
        print(f"  {sc:<5} sp4-chrome 10^6 / 10 = {a['cpu_ms_per_frame'] / b['cpu_ms_per_frame']:.2f} / {a['cpu_ms_per_frame_median'] / b['cpu_ms_per_frame_median']:.2f}")
PY

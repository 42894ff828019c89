#!/usr/bin/env bash
# CPU per frame of the widget rows for several builds of the benchmark,
# run interleaved (build A, build B, A, B, …) so load on a shared machine
# falls on all alike; prints the fastest and the median of the runs:
#   scripts/bench/cpu.sh LABEL=BENCH_BINARY [LABEL=BENCH_BINARY …]
# RUNS (default 5) and ROWS (as instructions.sh) change what is run.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 LABEL=BENCH_BINARY …" >&2; exit 2; }
runs=${RUNS:-5}
xrun() { xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" "$@"; }
printf "%-10s %-7s %-5s %9s %9s %9s\n" build variant scene pages fastest median
for variant in chrome pages; do
  for scene in jump drag; do
    for n in 10 1000000; do
      if [ -n "${ROWS:-}" ] && [[ " $ROWS " != *" $variant:$scene:$n "* ]]; then continue; fi
      if [ "$variant" = pages ]; then export BENCH_PLAIN=1; else unset BENCH_PLAIN; fi
      declare -A times=()
      for ((r = 0; r < runs; r++)); do
        for arg in "$@"; do
          label=${arg%%=*} bin=${arg#*=}
          t=$(xrun "$bin" widget "$n" "$scene" | tail -1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["cpu_ms_per_frame"])')
          times[$label]="${times[$label]:-} $t"
        done
      done
      for arg in "$@"; do
        label=${arg%%=*}
        read -r fastest median < <(echo ${times[$label]} | tr ' ' '\n' | sort -g | awk '{a[NR]=$1} END{print a[1], a[int((NR+1)/2)]}')
        printf "%-10s %-7s %-5s %9s %9s %9s\n" "$label" "$variant" "$scene" "$n" "$fastest" "$median"
      done
      unset times
    done
  done
done

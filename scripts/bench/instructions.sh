#!/usr/bin/env bash
# Instructions per frame of the widget rows under callgrind, for one or
# more builds of the benchmark side by side (before and after a change):
#   scripts/bench/instructions.sh LABEL=BENCH_BINARY [LABEL=BENCH_BINARY …]
# ROWS="chrome:jump:1000000 pages:drag:10" limits the rows (default: all
# eight, ours with the strip and dots and pages only, jump and drag, at 10
# and 10^6 pages).
# Each row is the difference of a 60- and a 240-frame run, divided by 180:
# start-up cancels out, and callgrind counts the same on every run. "own" is
# the part in SlidingPages' code and the Swift runtime it calls.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 LABEL=BENCH_BINARY …" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/callgrind.sh"
printf "%-10s %-7s %-5s %9s %12s %12s\n" build variant scene pages instr/frame own/frame
for arg in "$@"; do
  label=${arg%%=*} bin=${arg#*=}
  [ -x "$bin" ] || { echo "not an executable: $bin" >&2; exit 2; }
  # valgrind 3.19 cannot read the toolchain's DWARF 5: a stripped copy.
  cp "$bin" "$work/$label" && strip -g "$work/$label"
  for variant in chrome pages; do
    for scene in jump drag; do
      for n in 10 1000000; do
        if [ -n "${ROWS:-}" ] && [[ " $ROWS " != *" $variant:$scene:$n "* ]]; then continue; fi
        if [ "$variant" = pages ]; then export BENCH_PLAIN=1; else unset BENCH_PLAIN; fi
        read -r all own <<< "$(callgrind_per_frame "$work/$label" widget "$n" "$scene")"
        printf "%-10s %-7s %-5s %9s %12s %12s\n" "$label" "$variant" "$scene" "$n" "$all" "$own"
      done
    done
  done
done

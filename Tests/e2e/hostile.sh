#!/usr/bin/env bash
# A careless or hostile C host (Tests/hostile/hostile.c), built against the
# installed library through pkg-config: every case in a process of its own
# under G_DEBUG=fatal-criticals, with a time limit (a hang fails), then the
# C API fuzzer for a few seeds; then the same for the GTK 4 library
# (Tests/hostile/hostile4.c). Prints "N passed, N failed".
# SP_PREFIX=DIR uses a library already installed there instead of
# installing one.
set -u
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
source Tests/e2e/lib.sh
prefix=${SP_PREFIX:-$work/prefix}
[ -n "${SP_PREFIX:-}" ] || make -s install PREFIX="$prefix" > "$work/install.log" 2>&1
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig" LD_LIBRARY_PATH="$prefix/lib"

# run_all TAG BIN LIMIT RUN… — runs BIN once per RUN (its words are the
# arguments), each under G_DEBUG=fatal-criticals and LIMIT seconds on an X
# server of its own, four at a time: a run mostly waits for frames, and its
# drags are real input. Leaves $work/TAG-NAME.log and .rc, NAME being RUN
# with its spaces as dashes.
run_all() {
  local tag=$1 bin=$2 limit=$3 run name
  shift 3
  for run in "$@"; do
    pool_wait 4
    name=$tag-${run// /-}
    (on_own_x env G_DEBUG=fatal-criticals timeout "$limit" "$bin" $run > "$work/$name.log" 2>&1
     echo $? > "$work/$name.rc") &
  done
  wait
}

seeds=${HOSTILE_SEEDS:-1 2 3 4} steps=${HOSTILE_STEPS:-500}
fuzz=()
for seed in $seeds; do fuzz+=("fuzz $seed $steps"); done
cc -std=gnu11 -Wall -Wextra -O1 -g Tests/hostile/hostile.c -o "$work/hostile" \
  $(pkg-config --cflags --libs sliding-pages-1 gtk+-3.0) > "$work/cc.log" 2>&1
check "the hostile host builds against the installed header ($(head -c 300 "$work/cc.log"))" '[ -x "$work/hostile" ]'
if [ -x "$work/hostile" ]; then
  cases=$("$work/hostile" --list)
  run_all 3 "$work/hostile" 30 $cases
  run_all 3 "$work/hostile" 120 "${fuzz[@]}"
  for c in $cases; do
    rc=$(cat "$work/3-$c.rc")
    # A failure names its FAIL or CRITICAL line, or else the log's last lines
    # (GTK exits 1 by itself when it loses or cannot reach the display).
    why=""
    if [ "$rc" -ne 0 ]; then
      why=$(grep -E 'FAIL|CRITICAL' "$work/3-$c.log" | head -1)
      [ -n "$why" ] || why=$(tail -4 "$work/3-$c.log" | tr '\n' ' ')
    fi
    # Exit 1 with no FAIL line is GTK leaving on its own (the X server
    # dropped it, once, on a loaded CI machine): the case runs once more,
    # and the first run's log stays in the report.
    if [ "$rc" -eq 1 ] && ! grep -qE 'FAIL|CRITICAL' "$work/3-$c.log"; then
      on_own_x env G_DEBUG=fatal-criticals timeout 30 "$work/hostile" "$c" > "$work/$c.again.log" 2>&1
      again=$?
      echo "note: $c exited 1 without a FAIL line (${why:-an empty log}); run again: exit $again"
      [ $again -eq 0 ] && { rc=0; why=""; }
    fi
    check "$c (exit $rc${why:+: $why})" '[ "$rc" -eq 0 ]'
  done
  for seed in $seeds; do
    rc=$(cat "$work/3-fuzz-$seed-$steps.rc")
    check "fuzz seed $seed, $steps steps (exit $rc: $(tail -1 "$work/3-fuzz-$seed-$steps.log"))" '[ "$rc" -eq 0 ]'
  done
fi

# The GTK 4 library's hostile host, against the same install.
cc -std=gnu11 -Wall -Wextra -O1 -g Tests/hostile/hostile4.c -o "$work/hostile4" \
  $(pkg-config --cflags --libs sliding-pages-gtk4-1) > "$work/cc4.log" 2>&1
check "the GTK 4 hostile host builds against the installed header ($(head -c 300 "$work/cc4.log"))" '[ -x "$work/hostile4" ] && [ ! -s "$work/cc4.log" ]'
if [ -x "$work/hostile4" ]; then
  # No session bus here for GTK 4's accessibility (gtk4.sh reads it over AT-SPI).
  export GTK_A11Y=none
  cases=$("$work/hostile4" --list)
  run_all 4 "$work/hostile4" 30 $cases
  run_all 4 "$work/hostile4" 120 "${fuzz[@]}"
  for c in $cases; do
    rc=$(cat "$work/4-$c.rc")
    why=""
    [ "$rc" -eq 0 ] || why=$(grep -E 'FAIL|CRITICAL|conflict' "$work/4-$c.log" | head -1)
    check "$c (exit $rc${why:+: $why})" '[ "$rc" -eq 0 ]'
  done
  for seed in $seeds; do
    rc=$(cat "$work/4-fuzz-$seed-$steps.rc")
    check "GTK 4 fuzz seed $seed, $steps steps (exit $rc: $(grep -E 'FAIL|CRITICAL|fuzz seed' "$work/4-fuzz-$seed-$steps.log" | tail -1))" '[ "$rc" -eq 0 ]'
  done
fi
rm -rf "$work"
summary

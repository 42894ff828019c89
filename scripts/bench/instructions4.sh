#!/usr/bin/env bash
# Instructions per frame of the GTK 4 face against AdwCarousel under
# callgrind, like for like: GTK 4's cairo renderer (GSK_RENDERER=cairo, as
# on a machine without a GPU; the GL renderer under Xvfb is Mesa's software
# one, whose cost is neither widget's), each row on a private X server and
# session bus. Each row is the difference of a 60- and a 240-frame run
# (BENCH_FRAMES), divided by the frames in which the pages moved between
# them (180 for a jump; for moves, as many as valgrind's pace makes a
# move's animation last), so start-up cancels out. Frames that move no
# page (a fading scrubber's, say) still count in the instructions.
#   scripts/bench/instructions4.sh LABEL=BENCH4_BINARY [LABEL=BENCH4_BINARY …]
# ROWS="ours:1000000:jump:chrome adw:10:jump:dots" limits the rows.
# BENCH_DISPLAY=wayland runs each row on its own headless Weston instead
# (GTK 4's Wayland cairo context repaints the damage where X11's repaints
# one box around it).
# "own" is the part in the widget's code: SlidingPages (the binary, which
# links it statically) and the Swift runtime for ours, libadwaita for adw.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 LABEL=BENCH4_BINARY …" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
own="$(dirname "$0")/own.py"
all_rows="ours:10:jump:- ours:1000000:jump:- ours:10:jump:chrome ours:1000000:jump:chrome ours:10:jump:dots ours:1000000:jump:dots adw:10:jump:- adw:10:jump:relabel adw:10:jump:dots adw:10:jump:dots,relabel
ours:10:move:- ours:1000000:move:- ours:10:move:chrome ours:1000000:move:chrome ours:10:move:dots ours:1000000:move:dots adw:10:move:- adw:10:move:dots"

# counts BIN FRAMES ARGS… — "TOTAL OWN MOVED": the instructions of one run
# and the frames in which its pages moved.
counts() {
  local bin=$1 frames=$2 subject=$3 dir pid objects
  shift 2
  dir=$(mktemp -d -p "$work")
  local run=(xvfb-run -a -s "-screen 0 1280x1024x24 -noreset") weston_pid=
  if [ "${BENCH_DISPLAY:-x11}" = wayland ]; then
    export XDG_RUNTIME_DIR="$dir/run" && mkdir -m 700 "$XDG_RUNTIME_DIR"
    weston --backend=headless-backend.so --socket=bench4 --width=1280 --height=1024 > "$dir/weston.log" 2>&1 &
    weston_pid=$!
    for _ in $(seq 1 50); do [ -S "$XDG_RUNTIME_DIR/bench4" ] && break; sleep 0.1; done
    run=(env GDK_BACKEND=wayland WAYLAND_DISPLAY=bench4 DISPLAY=)
  fi
  read -r pid moved <<< "$(BENCH_FRAMES=$frames GSK_RENDERER=cairo "${run[@]}" dbus-run-session -- \
    valgrind --tool=callgrind --callgrind-out-file="$dir/cg.%p" "$bin" "$@" 2>&1 |
    awk '/== Command:/ && !pid {gsub("=", "", $1); pid = $1}
         /"moved_frames"/ {sub(/.*"moved_frames": /, ""); sub(/}.*/, ""); moved = $0}
         END {print pid, moved}')"
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null; wait "$weston_pid" 2>/dev/null || true; fi
  if [ "$subject" = adw ]; then objects=libadwaita; else objects="$bin libswift"; fi
  # shellcheck disable=SC2086
  if [ -n "$pid" ] && [ -f "$dir/cg.$pid" ]; then echo "$(python3 "$own" "$dir/cg.$pid" $objects) ${moved:-0}"; else echo "0 0 0"; fi
}

printf "%-10s %-14s %-5s %9s %12s %12s %7s\n" build subject scene pages instr/frame own/frame moved
for arg in "$@"; do
  label=${arg%%=*} bin=${arg#*=}
  [ -x "$bin" ] || { echo "not an executable: $bin" >&2; exit 2; }
  # valgrind 3.19 cannot read the toolchain's DWARF 5: a stripped copy.
  cp "$bin" "$work/$label" && strip -g "$work/$label"
  for row in $all_rows; do
    if [ -n "${ROWS:-}" ] && [[ " $ROWS " != *" $row "* ]]; then continue; fi
    IFS=: read -r subject n scene extra <<< "$row"
    extras=()
    [ "$extra" = - ] || IFS=, read -r -a extras <<< "$extra"
    read -r a ao ad <<< "$(counts "$work/$label" 60 "$subject" "$n" "$scene" "${extras[@]}")"
    read -r b bo bd <<< "$(counts "$work/$label" 240 "$subject" "$n" "$scene" "${extras[@]}")"
    name=$([ "$subject" = ours ] && echo sp4 || echo adw)$([ "$extra" = - ] || echo "-${extra//,/-}")
    # Per frame that moved the pages: a move's frames vary with valgrind's pace.
    moved=$(( bd - ad ))
    if [ "$moved" -le 0 ]; then
      echo "$label $name $scene $n: no frames moved between the runs; per tick instead" >&2
      moved=180
    fi
    printf "%-10s %-14s %-5s %9s %12s %12s %7s\n" "$label" "$name" "$scene" "$n" "$(( (b - a) / moved ))" "$(( (bo - ao) / moved ))" "$moved"
  done
done

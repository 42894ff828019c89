#!/usr/bin/env bash
# End-to-end checks of the sample, as a person meets it. Runs on the private
# X display the test command started:
#   1. every scenario snapshots (--snapshot) with the pixels that prove it is drawn;
#   2. under a headless Weston (Wayland) two scenarios start and snapshot;
#   3. with --trace, xdotool drags, wheels, presses Right and clicks a title,
#      and the traced settled pages must follow.
# Prints "N passed, N failed".
set -u
bin="${1:?path to SlidingPagesDemo}"
here="$(cd "$(dirname "$0")" && pwd)"
work=$(mktemp -d)
source "$here/lib.sh"

# 1. Snapshots under X11.
for s in sliding million carousel feed deck dots calendar controls guide transforms; do
  out="$work/x11-$s.png"
  timeout 30 "$bin" --scenario "$s" --snapshot "$out" > "$work/x11-$s.log" 2>&1
  check "X11 snapshot of $s ($(python3 "$here/snapshot_check.py" "$s" "$out" 2>&1 | tr -d '\n'))" \
    '[ -s "$out" ] && python3 "$here/snapshot_check.py" "$s" "$out" >/dev/null'
  check "no GLib warnings from $s" '! grep -qE "(WARNING|CRITICAL)" "$work/x11-$s.log"'
done

# HiDPI: at GDK_SCALE=2 the snapshot has twice the pixels of the window's
# logical size each way (the window fits the screen, so its logical size
# is smaller than at scale 1), and the scenario's checks still hold.
out="$work/x11-scale2.png"
GDK_SCALE=2 timeout 30 "$bin" --scenario sliding --snapshot "$out" --trace > "$work/scale2.log" 2>&1
size=$(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print('%dx%d' % struct.unpack('>II', d[16:24]))" "$out" 2>/dev/null)
logical=$(sed -n 's/^snapshot .* logical=//p' "$work/scale2.log")
check "GDK_SCALE=2 renders at twice the window's logical size ($logical → $size)" \
  '[ -n "$size" ] && [ -n "$logical" ] && [ "$size" = "$(echo "$logical" | awk -Fx "{print \$1*2 \"x\" \$2*2}")" ] && python3 "$here/snapshot_check.py" sliding "$out" >/dev/null'

# 2. Wayland, on a headless Weston of our own.
if command -v weston >/dev/null; then
  export XDG_RUNTIME_DIR="$work/run"; mkdir -m 700 "$XDG_RUNTIME_DIR"
  weston --backend=headless-backend.so --socket=sp-wayland --width=1280 --height=1024 > "$work/weston.log" 2>&1 &
  weston_pid=$!
  for _ in $(seq 1 50); do [ -S "$XDG_RUNTIME_DIR/sp-wayland" ] && break; sleep 0.1; done
  for s in sliding dots; do
    out="$work/wayland-$s.png"
    # Headless Weston has no input seat, and GTK logs gdk_seat_get_keyboard
    # criticals for any app there: not fatal in this run only.
    G_DEBUG= GDK_BACKEND=wayland WAYLAND_DISPLAY=sp-wayland DISPLAY= timeout 30 "$bin" --scenario "$s" --snapshot "$out" > "$work/wl-$s.log" 2>&1
    check "Wayland snapshot of $s ($(python3 "$here/snapshot_check.py" "$s" "$out" 2>&1 | tr -d '\n'))" \
      '[ -s "$out" ] && python3 "$here/snapshot_check.py" "$s" "$out" >/dev/null'
  done
  kill "$weston_pid" 2>/dev/null; wait "$weston_pid" 2>/dev/null
else
  check "weston is installed for the Wayland run" false
fi

# The middle of the pager across: without a window manager the window sits
# at (0, 0), the sidebar is 191 px, the pager runs to 261 px before the
# right edge, and its strip is the top 50 px.
# Starts the sample (with --trace) with the arguments after LOG (its output
# there) and waits for its window: sets pid, wid (empty when none came) and,
# from the sample's "layout" trace line, where the pager (or the standalone
# dots) lies in the window: lx ly lw lh, cx its centre across, and sy a
# point in its title strip.
start_sample() {
  local log=$1 line
  shift
  "$bin" "$@" > "$log" 2>&1 &
  pid=$!
  wid=$(wait_window SlidingPages)
  if [ -n "$wid" ]; then
    sleep 1
    line=$(grep -m1 '^layout ' "$log" | cut -d= -f2)
    read -r lx ly lw lh <<< "${line:-0 0 0 0}"
    cx=$((lx + lw / 2)) sy=$((ly + 25))
  fi
}

# The release the sample names is the library's, from its one source.
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' "$here/../../Sources/SlidingPages/Version.swift")
check "--version prints the release, $version" '[ -n "$version" ] && [ "$("$bin" --version)" = "SlidingPagesDemo $version" ]'

# 3. A real window driven with xdotool, read back through --trace.
log="$work/trace.log"
start_sample "$log" --scenario sliding --trace --quit-after 15
check "the sample opens a window titled SlidingPages" '[ -n "$wid" ]'
if [ -n "$wid" ]; then
  xdotool windowfocus --sync "$wid" 2>/dev/null
  drag "$wid" 600 $((cx + 200)) $((cx + 150)) $((cx + 50)) $((cx - 50)) $((cx - 150))
  sleep 1
  xdotool mousemove --window "$wid" "$cx" 600 click 5; sleep 1
  xdotool key Right; sleep 1
  xdotool mousemove --window "$wid" $((cx + 150)) "$sy" click 1; sleep 1
fi
wait "$pid"; rc=$?
settled=$(grep -E '^settled page=' "$log" | cut -d= -f2 | tr '\n' ' ')
check "drag, wheel, Right and a title click settle on pages 1 2 3 4 (got: $settled)" '[ "$settled" = "1 2 3 4 " ]'
check "the drag is traced as will-begin-dragging … did-end-dragging" 'grep -q "^will-begin-dragging$" "$log" && grep -q "^did-end-dragging will-decelerate=true$" "$log"'
sel=$(grep -n -m1 '^page-selected page=1$' "$log" | cut -d: -f1)
set1=$(grep -n -m1 '^settled page=1$' "$log" | cut -d: -f1)
check "page 1 is selected at the release, before it settles (lines ${sel:-?} < ${set1:-?})" '[ -n "$sel" ] && [ -n "$set1" ] && [ "$sel" -lt "$set1" ]'
states=$(grep '^scroll-state' "$log" | head -3 | cut -d' ' -f2 | tr '\n' ' ')
check "the drag's scroll state runs dragging, settling, idle (got: $states)" '[ "$states" = "dragging settling idle " ]'
check "the sample exits cleanly (exit $rc)" '[ "$rc" -eq 0 ]'
check "no GLib warnings or criticals while driven" '! grep -qE "(WARNING|CRITICAL)" "$log"'
[ "$failed" -eq 0 ] || { echo "--- trace"; grep -v '^scroll$' "$log" | head -60; }
# 4. Pointer timing as a person's hand: a fast drag held still before the
#    release settles by position (no fling); a quick flick turns the page.
log="$work/timing.log"
start_sample "$log" --scenario sliding --trace --quit-after 12
if [ -n "$wid" ]; then
  # 80 px in 60 ms, held 1 s.
  xdotool mousemove --window "$wid" $((cx + 40)) 600 mousedown 1 sleep 0.02 \
    mousemove --window "$wid" $((cx + 20)) 600 sleep 0.02 mousemove --window "$wid" $((cx - 10)) 600 sleep 0.02 \
    mousemove --window "$wid" $((cx - 40)) 600 sleep 1 mouseup 1
  sleep 1.2
  after80=$(grep -c '^settled page=' "$log")
  # 200 px in 80 ms, held 0.6 s.
  xdotool mousemove --window "$wid" $((cx + 100)) 600 mousedown 1 sleep 0.02 \
    mousemove --window "$wid" $((cx + 60)) 600 sleep 0.02 mousemove --window "$wid" $((cx)) 600 sleep 0.02 \
    mousemove --window "$wid" $((cx - 50)) 600 sleep 0.02 mousemove --window "$wid" $((cx - 100)) 600 sleep 0.6 mouseup 1
  sleep 1.2
  after200=$(grep -c '^settled page=' "$log")
  # The same 80 px flick, released at once.
  xdotool mousemove --window "$wid" $((cx + 40)) 600 mousedown 1 sleep 0.02 \
    mousemove --window "$wid" $((cx + 20)) 600 sleep 0.02 mousemove --window "$wid" $((cx - 10)) 600 sleep 0.02 \
    mousemove --window "$wid" $((cx - 40)) 600 mouseup 1
  sleep 1.2
fi
wait "$pid"
got="${after80:-?} ${after200:-?} $(grep -E '^settled page=' "$log" | tr '\n' ' ')"
# No settle after either held drag (back on page 0), then page 1 after the flick.
check "held drags settle back, the flick turns the page (got: $got)" '[ "$got" = "0 0 settled page=1 " ]'

# --page counts pages from 0, as the API and the trace do (the README says
# so; the photos' labels count from 1).
log="$work/page.log"
timeout 20 "$bin" --scenario million --page 4 --trace --quit-after 2 > "$log" 2>&1
check "--page 4 settles on page 4, counted from 0 as the README says" \
  'grep -qx "settled page=4" "$log" && grep -qF -- "--page N" "$here/../../README.md" && grep -q "counted from 0" "$here/../../README.md"'

# 5. The trace names the scenario asked for, once.
log="$work/scenario.log"
timeout 20 "$bin" --scenario feed --trace --quit-after 2 > "$log" 2>&1
got=$(grep '^scenario' "$log" | tr '\n' ' ')
check "--scenario feed traces its own name once (got: $got)" '[ "$got" = "scenario name=feed " ]'

# 6. --set takes any writable pager property by name and value, traces it,
#    and names a bad one without changing anything; the effect it set is
#    the one a drag shows (depth: the next page waits behind, faded).
log="$work/set.log"
start_sample "$log" --scenario sliding --trace --quit-after 8 --set page-effect=depth --set spacing=wide --set no-such=1 \
  --set items-per-page=999
if [ -n "$wid" ]; then
  xdotool mousemove --window "$wid" $((cx + 150)) 400 mousedown 1 sleep 0.05 \
    mousemove --window "$wid" $((cx + 100)) 400 sleep 0.05 mousemove --window "$wid" $((cx)) 400 sleep 0.05 \
    mousemove --window "$wid" $((cx - 100)) 400 sleep 0.4
  import -window "$wid" "$work/depth.png" 2>/dev/null
  xdotool mouseup 1
fi
wait "$pid"
check "--set page-effect=depth is applied and traced" 'grep -q "^option page-effect=depth$" "$log"'
check "--set names a bad value, an unknown property and a value out of range" \
  'grep -q "spacing takes a gint, not \"wide\"" "$log" && grep -q "has no property no-such" "$log" && grep -q "items-per-page: \"999\" is outside its range" "$log"'
grep -q "^option page-effect=depth$" "$log" || { echo "--- set.log (window ${wid:-none})"; head -20 "$log"; }
depth=$(/usr/bin/python3 "$here/snapshot_check.py" depth "$work/depth.png" 2>&1 | tr -d '\n')
check "mid-drag with depth, the leaving page lies on top and the next one shows faded behind it ($depth)" \
  '/usr/bin/python3 "$here/snapshot_check.py" depth "$work/depth.png" >/dev/null 2>&1'

# 7. The standalone dots (SlidingPagesDots) under a plain GtkScrolledWindow
#    of photos: a real click on the fourth dot scrolls it to photo #4. The
#    dots' row is centred under the photos, 15 px from dot to dot.
start_sample "$work/controls.log" --scenario controls --trace --quit-after 6
if [ -n "$wid" ]; then
  xdotool mousemove --window "$wid" $((cx - 37)) $((ly + lh / 2)) click 1
  sleep 0.8
  import -window "$wid" "$work/controls-dot-4.png" 2>/dev/null
fi
wait "$pid"
dot4=$(python3 "$here/snapshot_check.py" controls-dot-4 "$work/controls-dot-4.png" 2>&1 | tr -d '\n')
check "a click on the standalone dots' fourth dot scrolls the photos to #4 ($dot4)" \
  'python3 "$here/snapshot_check.py" controls-dot-4 "$work/controls-dot-4.png" >/dev/null 2>&1 && ! grep -qE "(WARNING|CRITICAL)" "$work/controls.log"'

rm -rf "$work"
summary

#!/usr/bin/env bash
# The sample at any size, on a 1600 × 1000 screen (the test command starts
# this one's X server so): at GDK_SCALE=1 and 2 the window opens inside the
# screen and its minimum size (the hints GTK gives the window manager) fits
# it; at scale 1 the window shrinks to 360 × 500 logical pixels, where the
# scenario list folds into the header bar's button, and unfolds when wide
# again; there every scenario fits the window's width. Screenshots of each
# state are kept for a person in $SIZES_SHOTS.
# Prints "N passed, N failed".
set -u
bin="${1:?path to SlidingPagesDemo}"
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/lib.sh"
work=$(mktemp -d)
shots=${SIZES_SHOTS:-$work}
mkdir -p "$shots"
read -r sw sh < <(xdpyinfo | awk '/dimensions:/ {split($2, d, "x"); print d[1], d[2]}')

# geometry WID — "X Y W H" of the window on the screen.
geometry() {
  xdotool getwindowgeometry --shell "$1" | awk -F= '/^X=/ {x=$2} /^Y=/ {y=$2} /^WIDTH=/ {w=$2} /^HEIGHT=/ {h=$2} END {print x, y, w, h}'
}
# minimum WID — "W H" from the window's size hints.
minimum() {
  xprop -id "$1" WM_NORMAL_HINTS | awk '/minimum size/ {print $(NF-2), $NF}'
}

for scale in 1 2; do
  log="$work/scale$scale.log"
  GDK_SCALE=$scale "$bin" --scenario sliding --trace --quit-after 20 > "$log" 2>&1 &
  pid=$!
  wid=$(wait_window SlidingPages)
  sleep 1.5
  read -r x y w h < <(geometry "$wid")
  read -r mw mh < <(minimum "$wid")
  import -window root "$shots/scale$scale-opened.png" 2>/dev/null
  check "scale $scale: the window opens inside the ${sw}x${sh} screen (at $x,$y, ${w}x${h})" \
    '[ -n "$wid" ] && [ "$x" -ge 0 ] && [ "$y" -ge 0 ] && [ $((x + w)) -le "$sw" ] && [ $((y + h)) -le "$sh" ]'
  check "scale $scale: its minimum size fits the screen (${mw:-?}x${mh:-?})" \
    '[ -n "$mw" ] && [ "$mw" -le "$sw" ] && [ "$mh" -le "$sh" ]'
  if [ "$scale" = 1 ]; then
    check "scale 1: the minimum is at most 360 x 500 (${mw:-?}x${mh:-?})" '[ -n "$mw" ] && [ "$mw" -le 360 ] && [ "$mh" -le 500 ]'
    xdotool windowsize "$wid" 360 500
    sleep 1.5
    read -r x y w h < <(geometry "$wid")
    import -window root -crop 400x540+0+0 "$shots/scale1-narrow.png" 2>/dev/null
    check "scale 1: the window shrinks to 360x500 (${w}x${h}) and the scenario list folds" \
      '[ "$w" = 360 ] && [ "$h" = 500 ] && grep -qx "folded true" "$log"'
    xdotool windowsize "$wid" 1000 700
    sleep 1.5
    check "scale 1: wide again, the sidebar comes back" '[ "$(grep -c "^folded" "$log")" = 2 ] && [ "$(grep "^folded" "$log" | tail -1)" = "folded false" ]'
  fi
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  check "scale $scale: no GLib warnings or criticals" '! grep -qE "(WARNING|CRITICAL)" "$log"'
done
# Every scenario at a phone's 360 × 500 fits its width: nothing is cut
# off at the right, to be found only by scrolling sideways.
for scenario in sliding million carousel feed deck dots calendar controls guide transforms; do
  log="$work/narrow-$scenario.log"
  "$bin" --scenario "$scenario" --trace --quit-after 20 > "$log" 2>&1 &
  pid=$!
  wid=$(wait_window SlidingPages)
  sleep 1
  xdotool windowsize "$wid" 360 500
  sleep 1.5
  read -r _ _ w _ < <(geometry "$wid")
  import -window root -crop 400x540+0+0 "$shots/narrow-$scenario.png" 2>/dev/null
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  read -r _ _ wide _ room < <(grep "^width $scenario " "$log" | tail -1)
  check "360 x 500: the $scenario scenario fits the window's width (${wide:-?} in ${room:-?}, window ${w:-?} wide)" \
    '[ "$w" = 360 ] && [ -n "$wide" ] && [ "$wide" -le "$room" ] && ! grep -qE "(WARNING|CRITICAL)" "$log"'
done
[ "$shots" = "$work" ] || echo "screenshots in $shots"
rm -rf "$work"
summary

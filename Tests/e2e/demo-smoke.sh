#!/usr/bin/env bash
# Drives the sample like a person, on the private X display the test command
# made: finds its window, then drags, wheels, presses keys and clicks with
# xdotool, and checks the pages it settles on from its --trace output.
# Prints "N passed, N failed".
set -u
bin="${1:?path to SlidingPagesDemo}"
log=$(mktemp)
passed=0; failed=0
check() { if eval "$2"; then passed=$((passed+1)); echo "ok: $1"; else failed=$((failed+1)); echo "FAILED: $1"; fi; }
settled() { grep -c "^settled page=$1\$" "$log"; }

"$bin" --pages 1000 --trace --quit-after 12 > "$log" 2>&1 &
pid=$!
wid=""
for _ in $(seq 1 100); do
  wid=$(xdotool search --name '^SlidingPages$' 2>/dev/null | head -1)
  [ -n "$wid" ] && break
  sleep 0.1
done
check "the sample opens a window titled SlidingPages" '[ -n "$wid" ]'
if [ -n "$wid" ]; then
  sleep 0.7
  geo=$(xwininfo -id "$wid" | awk '/Width:/{w=$2} /Height:/{h=$2} END{print w"x"h}')
  check "the window is 800x600 (got $geo)" '[ "$geo" = "800x600" ]'
  # The toolbar is 46 px tall; the pager fills the rest. Window origin is (0,0) without a window manager.
  xdotool mousemove --window "$wid" 200 22 click 1; sleep 0.8
  check "clicking Next settles on page 1" '[ "$(settled 1)" -ge 1 ]'
  xdotool mousemove --window "$wid" 650 200 mousedown 1 \
    sleep 0.03 mousemove --window "$wid" 600 200 sleep 0.03 mousemove --window "$wid" 500 200 \
    sleep 0.03 mousemove --window "$wid" 400 200 sleep 0.03 mousemove --window "$wid" 300 200 mouseup 1
  sleep 0.8
  check "dragging left settles on page 2" '[ "$(settled 2)" -ge 1 ]'
  xdotool mousemove --window "$wid" 400 300 click 5; sleep 0.8
  check "a wheel notch settles on page 3" '[ "$(settled 3)" -ge 1 ]'
  # No window manager here: hand the window the keyboard focus first.
  xdotool windowfocus --sync "$wid" 2>/dev/null; xdotool key Right; sleep 0.8
  check "the Right key settles on page 4" '[ "$(settled 4)" -ge 1 ]'
  # The page's button sits below its title, in the page area under the 50 px strip.
  xdotool mousemove --window "$wid" 400 391 click 1; sleep 0.3
  check "a button inside page 4 gets its click" 'grep -qx "button index=4" "$log"'
  check "the button click does not select the page" '! grep -q "^selected" "$log"'
  xdotool mousemove --window "$wid" 100 150 click 1; sleep 0.3
  check "a click on the page background selects item 4" 'grep -qx "selected index=4" "$log"'
fi
wait "$pid"; rc=$?
check "the sample exits cleanly (exit $rc)" '[ "$rc" -eq 0 ]'
check "no GLib warnings or criticals" '! grep -qE "(WARNING|CRITICAL)" "$log"'
[ "$failed" -eq 0 ] || { echo "--- sample output"; cat "$log"; }
rm -f "$log"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

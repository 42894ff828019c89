#!/usr/bin/env bash
# Starts the sample under the private X display the test command made, finds
# its window, clicks "Next" and checks that the traced settled page is 1.
# Prints "N passed, N failed".
set -u
bin="${1:?path to SlidingPagesDemo}"
passed=0; failed=0
check() { if eval "$2"; then passed=$((passed+1)); echo "ok: $1"; else failed=$((failed+1)); echo "FAILED: $1"; fi; }

"$bin" --trace --quit-after 4 > /tmp/sp-demo.$$.log 2>&1 &
pid=$!
wid=""
for _ in $(seq 1 50); do
  wid=$(xdotool search --name '^SlidingPages$' 2>/dev/null | head -1)
  [ -n "$wid" ] && break
  sleep 0.1
done
check "the sample opens a window titled SlidingPages" '[ -n "$wid" ]'
if [ -n "$wid" ]; then
  sleep 0.5
  geo=$(xwininfo -id "$wid" | awk '/Width:/{w=$2} /Height:/{h=$2} END{print w"x"h}')
  check "the window is 800x600 (got $geo)" '[ "$geo" = "800x600" ]'
  # "Next" is the third button in the toolbar at the top left.
  xdotool mousemove --window "$wid" 200 22 click 1
  sleep 0.8
fi
wait "$pid"; rc=$?
check "the sample exits cleanly (exit $rc)" '[ "$rc" -eq 0 ]'
check "clicking Next settles on page 1 (zero-based)" 'grep -qx "settled page=1" /tmp/sp-demo.$$.log'
rm -f /tmp/sp-demo.$$.log
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

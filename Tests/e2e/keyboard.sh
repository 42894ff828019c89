#!/usr/bin/env bash
# The keyboard-only journey (keyboard.py) on the sample, on a private
# session bus with AT-SPI, on the private X display the test command made.
set -u
bin="${1:?path to SlidingPagesDemo}"
here="$(cd "$(dirname "$0")" && pwd)"
log=$(mktemp)
dbus-run-session -- bash -c '
  "$0" --scenario sliding --trace --quit-after 40 > "$2" 2>&1 &
  pid=$!
  /usr/bin/python3 "$1/keyboard.py" "$2"; rc=$?
  kill $pid 2>/dev/null; wait $pid 2>/dev/null
  exit $rc
' "$bin" "$here" "$log"
rc=$?
if grep -qE "(WARNING|CRITICAL)" "$log"; then
  echo "FAILED: GLib warnings or criticals while driven by keyboard:"; grep -E "(WARNING|CRITICAL)" "$log" | head
  rc=1
fi
[ "$rc" -eq 0 ] || { echo "--- trace"; grep -v '^scroll$' "$log" | head -40; }
rm -f "$log"
exit $rc

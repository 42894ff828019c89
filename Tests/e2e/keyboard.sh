#!/usr/bin/env bash
# The keyboard-only journey (keyboard.py) on the sample, on a private
# session bus with AT-SPI, on the private X display the test command made.
#   keyboard.sh SlidingPagesDemo            the GTK 3 sample's sliding pages
#   keyboard.sh SlidingPagesDemo4 gtk4      the GTK 4 sample's Forms view
set -u
bin="${1:?path to SlidingPagesDemo}"
face="${2:-gtk3}"
here="$(cd "$(dirname "$0")" && pwd)"
log=$(mktemp)
if [ "$face" = gtk4 ]; then args="--scenario forms --events"; else args="--scenario sliding --trace --quit-after 40"; fi
dbus-run-session -- bash -c '
  # shellcheck disable=SC2086
  "$0" $4 > "$2" 2>&1 &
  pid=$!
  /usr/bin/python3 "$1/keyboard.py" "$2" $3; rc=$?
  kill $pid 2>/dev/null; wait $pid 2>/dev/null
  exit $rc
' "$bin" "$here" "$log" "$([ "$face" = gtk4 ] && echo gtk4)" "$args"
rc=$?
if grep -qE "(WARNING|CRITICAL)" "$log"; then
  echo "FAILED: GLib warnings or criticals while driven by keyboard:"; grep -E "(WARNING|CRITICAL)" "$log" | head
  rc=1
fi
[ "$rc" -eq 0 ] || { echo "--- trace"; grep -v '^scroll$' "$log" | head -40; }
rm -f "$log"
exit $rc

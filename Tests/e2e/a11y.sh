#!/usr/bin/env bash
# Accessibility end to end: the sample on a private session bus with AT-SPI,
# read from a separate process with pyatspi (Debian's python3-pyatspi, so
# the system Python). Run on the private X display the test command made.
set -u
bin="${1:?path to SlidingPagesDemo}"
here="$(cd "$(dirname "$0")" && pwd)"
# The sliding scenario (announcements, keys, actions), then the editable
# deck and the days (their buttons pressed by their accessible actions),
# then the standalone dots (found by name, driven with keys) and scrubber
# (found by name, its nub dragged).
exec dbus-run-session -- bash -c '
  # The sample on SCENARIO with SCRIPT reading it; the deck and the days
  # must also log no warning (the sliding scenario checks its own).
  read_with() {
    local log=/tmp/sp-a11y-$1.$$.log
    "$bin" --scenario "$1" --quit-after 25 > "$log" 2>&1 &
    local pid=$! rc
    /usr/bin/python3 "$here/$2"; rc=$?
    kill $pid 2>/dev/null; wait $pid 2>/dev/null
    if [ "$1" != sliding ] && grep -qE "(WARNING|CRITICAL)" "$log"; then
      echo "FAILED: the $1 sample logged warnings:"; grep -E "(WARNING|CRITICAL)" "$log"; rc=1
    fi
    return $rc
  }
  bin=$0 here=$1 failed=0
  read_with sliding a11y.py || failed=1
  read_with deck deck_a11y.py || failed=1
  read_with calendar calendar_a11y.py || failed=1
  read_with controls controls_a11y.py || failed=1
  exit $failed
' "$bin" "$here"

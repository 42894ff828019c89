#!/usr/bin/env bash
# Accessibility end to end: the sample on a private session bus with AT-SPI,
# read from a separate process with pyatspi (Debian's python3-pyatspi, so
# the system Python). Run on the private X display the test command made.
set -u
bin="${1:?path to SlidingPagesDemo}"
here="$(cd "$(dirname "$0")" && pwd)"
# The sliding scenario (announcements, keys, actions), then the editable
# deck and the days (their buttons pressed by their accessible actions).
exec dbus-run-session -- bash -c '
  "$0" --scenario sliding --quit-after 25 > /tmp/sp-a11y.$$.log 2>&1 &
  pid=$!
  /usr/bin/python3 "$1/a11y.py"; rc=$?
  kill $pid 2>/dev/null; wait $pid 2>/dev/null
  "$0" --scenario deck --quit-after 25 > /tmp/sp-a11y-deck.$$.log 2>&1 &
  pid=$!
  /usr/bin/python3 "$1/deck_a11y.py"; deck=$?
  kill $pid 2>/dev/null; wait $pid 2>/dev/null
  if grep -qE "(WARNING|CRITICAL)" /tmp/sp-a11y-deck.$$.log; then
    echo "FAILED: the deck sample logged warnings:"; grep -E "(WARNING|CRITICAL)" /tmp/sp-a11y-deck.$$.log; deck=1
  fi
  "$0" --scenario calendar --quit-after 25 > /tmp/sp-a11y-days.$$.log 2>&1 &
  pid=$!
  /usr/bin/python3 "$1/calendar_a11y.py"; days=$?
  kill $pid 2>/dev/null; wait $pid 2>/dev/null
  if grep -qE "(WARNING|CRITICAL)" /tmp/sp-a11y-days.$$.log; then
    echo "FAILED: the days sample logged warnings:"; grep -E "(WARNING|CRITICAL)" /tmp/sp-a11y-days.$$.log; days=1
  fi
  exit $(( rc || deck || days ))
' "$bin" "$here"

#!/usr/bin/env bash
# The C API as a meson project uses it, from this checkout: make install
# into a private prefix, build Examples/meson-host with meson through
# pkg-config, run it on the private X display, drag it with xdotool and
# read what it prints. Prints "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
source Tests/e2e/lib.sh

make -s install PREFIX="$work/prefix" > "$work/install.log" 2>&1
check "make install puts the library, header and .pc in the prefix" \
  '[ -f "$work/prefix/lib/libsliding-pages.so" ] && [ -f "$work/prefix/include/sliding-pages/sliding-pages.h" ] && [ -f "$work/prefix/lib/pkgconfig/sliding-pages.pc" ]'
export PKG_CONFIG_PATH="$work/prefix/lib/pkgconfig"
meson setup "$work/build" Examples/meson-host > "$work/meson.log" 2>&1 && ninja -C "$work/build" >> "$work/meson.log" 2>&1
check "the meson host builds with dependency('sliding-pages')" '[ -x "$work/build/pager-host" ]'
if [ -x "$work/build/pager-host" ]; then
  log="$work/host.log"
  "$work/build/pager-host" 6 > "$log" 2>&1 &
  pid=$!
  wid=$(wait_window "Pager host")
  check "the host opens its window" '[ -n "$wid" ]'
  if [ -n "$wid" ]; then
    sleep 0.8
    drag "$wid" 300 650 550 400 250
    sleep 1
    xdotool mousemove --window "$wid" 400 300 click 5
    sleep 1
  fi
  wait "$pid"; rc=$?
  check "a drag and a wheel notch page the 10,000-page C host (got: $(grep settled "$log" | tr '\n' ' '))" \
    'grep -qx "settled page=1" "$log" && grep -qx "settled page=2" "$log"'
  check "only visible + preloaded pages live ($(grep live "$log"))" 'grep -qE "^live pages=[1-4] n-pages=10000$" "$log"'
  check "the host exits cleanly (exit $rc)" '[ "$rc" -eq 0 ]'
  check "no GLib warnings or criticals from the host" '! grep -qE "(WARNING|CRITICAL)" "$log"'
  [ "$failed" -eq 0 ] || cat "$log"
fi
# Vala, with the installed VAPI.
valac --vapidir="$work/prefix/share/vala/vapi" --pkg gtk+-3.0 --pkg sliding-pages \
  Examples/vala-host/main.vala -o "$work/vala-host" > "$work/valac.log" 2>&1
check "the Vala host compiles against the installed VAPI" '[ -x "$work/vala-host" ]'
if [ -x "$work/vala-host" ]; then
  vlog="$work/vala.log"
  "$work/vala-host" 5 > "$vlog" 2>&1 &
  vpid=$!
  vwid=$(wait_window "Vala pager host")
  if [ -n "$vwid" ]; then
    sleep 0.8
    # Backwards from the first page: wrap goes round to the last (499).
    drag "$vwid" 300 150 250 400 550
    sleep 1
  fi
  wait "$vpid"
  check "a drag on the Vala host wraps round to page 499 ($(tr '\n' ' ' < "$vlog"))" 'grep -qx "settled page=499" "$vlog" && grep -q "^live pages=[1-4] wrap=true$" "$vlog"'
fi
[ "$failed" -eq 0 ] || tail -20 "$work/meson.log" "$work/install.log" "$work/valac.log"
rm -rf "$work"
summary

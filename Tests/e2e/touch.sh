#!/usr/bin/env bash
# A finger on each face, on Wayland: a headless Weston with a touchscreen
# (Tests/wayland/vtouch.c, a Weston module built here) and the kiosk shell,
# so the window fills the output at its origin; python_touch.py taps,
# holds, swipes and drags through it. No X display is used.
# SP_PREFIX=DIR uses a library already installed there (else one is
# installed). Prints "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
work=$(mktemp -d)
pid=""
cleanup() {
  [ -n "$pid" ] && { kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }
  rm -rf "$work"
}
trap cleanup EXIT
prefix=${SP_PREFIX:-$work/prefix}
[ -n "${SP_PREFIX:-}" ] || make -s install PREFIX="$prefix" > "$work/install.log" 2>&1
export LD_LIBRARY_PATH="$prefix/lib" GI_TYPELIB_PATH="$prefix/lib/girepository-1.0"
export XDG_RUNTIME_DIR="$work/run"
mkdir -m 700 "$XDG_RUNTIME_DIR"

cc -std=gnu11 -shared -fPIC -O2 -Wall -Wextra -Werror -o "$work/vtouch.so" Tests/wayland/vtouch.c \
  $(pkg-config --cflags libweston-10 wayland-server) > "$work/cc.log" 2>&1
check "the touchscreen module builds" '[ -f "$work/vtouch.so" ]'
[ -f "$work/vtouch.so" ] || cat "$work/cc.log"

# What each face must read: a tap selects, a hold reaches the page's own
# gesture, a tap on the button clicks it, a swipe turns the page, a drag
# held still settles on the page nearest, a swipe back turns it back.
want=('tap: pressed 0 clicked 0 selected \[0\] page 0 position 0\.00'
      'hold: pressed 1 clicked 0 selected \[\] page 0 position 0\.00'
      'button: pressed [01] clicked 1 selected \[\] page 0 position 0\.00'
      'swipe: pressed 0 clicked 0 selected \[\] page 1 position 1\.00'
      'held drag: pressed 0 clicked 0 selected \[\] page 1 position 1\.00'
      'swipe back: pressed 0 clicked 0 selected \[\] page 0 position 0\.00'
      'tap again: pressed 0 clicked 0 selected \[0\] page 0 position 0\.00')
# Every line as wanted, in order (a button's own press may or may not
# reach the page's gesture: the button claims the release, not the hold).
as_wanted() {
  local k=0 line
  while IFS= read -r line; do
    [ "$k" -lt "${#want[@]}" ] && echo "$line" | grep -qxE "${want[k]}" || return 1
    k=$((k + 1))
  done <<< "$1"
  [ "$k" -eq "${#want[@]}" ]
}

for face in 3 4; do
  fifo="$work/touch$face"
  mkfifo "$fifo"
  SP_VTOUCH="$fifo" weston --backend=headless-backend.so --shell=kiosk-shell.so --modules="$work/vtouch.so" \
    --socket="sp-touch$face" --width=800 --height=600 > "$work/weston$face.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 100); do [ -S "$XDG_RUNTIME_DIR/sp-touch$face" ] && break; sleep 0.1; done
  if ! [ -S "$XDG_RUNTIME_DIR/sp-touch$face" ] || ! kill -0 "$pid" 2>/dev/null; then
    check "GTK $face: Weston with the touchscreen starts" false
    tail -5 "$work/weston$face.log"
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; pid=""
    continue
  fi
  log="$work/touch$face.log"
  GTK_A11Y=none GDK_BACKEND=wayland WAYLAND_DISPLAY="sp-touch$face" DISPLAY= SP_VTOUCH="$fifo" \
    timeout 90 /usr/bin/python3 Tests/e2e/python_touch.py "$face" > "$log" 2>&1
  rc=$?
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; pid=""
  got=$(grep -E "^(tap|hold|button|swipe|held drag|swipe back|tap again): " "$log")
  check "GTK $face on Wayland: taps, a held finger, a swipe and a held drag do what they should ($(grep "^window" "$log"); $(echo "$got" | tr '\n' ';'))" \
    '[ "$rc" -eq 0 ] && as_wanted "$got" && ! grep -qE "(CRITICAL|Traceback)" "$log"'
  [ "$rc" -eq 0 ] || tail -5 "$log"
  grep -qE "(CRITICAL|Traceback)" "$log" && grep -E "(CRITICAL|Traceback)" -A3 "$log" | head -8
  grep -q "vtouch: reading" "$work/weston$face.log" || tail -3 "$work/weston$face.log"
done
summary

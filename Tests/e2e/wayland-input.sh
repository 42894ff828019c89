#!/usr/bin/env bash
# Input on Wayland, end to end: keys and a pointer reach the sample through a
# real compositor. Headless Weston (sample.sh) has no seat, so this runs a
# headless sway (wlroots), which takes virtual input devices:
#   1. keys with wtype: Right turns the page, Tab reaches the form's entry,
#      typed text arrives in it (read over AT-SPI), and Save saves it;
#   2. a pointer with Tests/wayland/vpointer.c (built here): a flick turns the
#      page, a drag held still settles back, a wheel notch and a click on a
#      title turn it again.
# Needs no X display. Prints "N passed, N failed".
set -u
bin="${1:?path to SlidingPagesDemo}"
# The GTK 4 sample, when given, goes through a key, a flick and a wheel notch too.
bin4="${2:-}"
here="$(cd "$(dirname "$0")" && pwd)"
# AT-SPI talks over D-Bus: the whole run gets a private session bus.
if [ -z "${SP_WAYLAND_INPUT_BUS:-}" ]; then
  SP_WAYLAND_INPUT_BUS=1 exec dbus-run-session -- bash "$0" "$@"
fi
source "$here/lib.sh"
work=$(mktemp -d)
# The compositor's user must reach its own folder in here (traverse only).
chmod 711 "$work"
pids=()
# Clients first, the compositor (started first) last.
cleanup() {
  local i
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill "${pids[i]}" 2>/dev/null; wait "${pids[i]}" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT

# sway refuses to run as root, so as root it runs as a system user of its own.
run_as=() sway_user=$(id -un)
if [ "$(id -u)" -eq 0 ]; then
  sway_user=sp-wayland
  id -u "$sway_user" >/dev/null 2>&1 || useradd -r -m "$sway_user"
  run_as=(runuser -u "$sway_user" --)
fi
sway_home=$(getent passwd "$sway_user" | cut -d: -f6)
sway_dir="$work/sway"
mkdir -m 700 "$sway_dir" && chown "$sway_user:" "$sway_dir"
# No bar, no background, no borders: the one window fills the output.
cat > "$work/sway.config" <<'EOF'
output HEADLESS-1 mode 1280x1024
default_border none
default_floating_border none
xwayland disable
EOF
chmod 644 "$work/sway.config"
# wlroots' headless backend, software rendering, and no real devices.
"${run_as[@]}" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="${sway_home:-/}" XDG_RUNTIME_DIR="$sway_dir" \
  WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
  sway -c "$work/sway.config" > "$work/sway.log" 2>&1 &
sway_pid=$!
pids+=("$sway_pid")
socket="" ipc=""
for _ in $(seq 1 100); do
  socket=$(find "$sway_dir" -maxdepth 1 -type s -name 'wayland-*' 2>/dev/null | head -1)
  ipc=$(find "$sway_dir" -maxdepth 1 -type s -name 'sway-ipc.*' 2>/dev/null | head -1)
  [ -n "$socket" ] && [ -n "$ipc" ] && break
  kill -0 "$sway_pid" 2>/dev/null || break
  sleep 0.1
done
check "a headless sway starts (as $sway_user) with a Wayland socket" '[ -n "$socket" ] && [ -n "$ipc" ]'
if [ -z "$socket" ] || [ -z "$ipc" ]; then
  echo "--- sway.log"; tail -20 "$work/sway.log"
  summary; exit
fi
# Clients reach sway's socket by its path (root may enter sway's 0700 folder;
# a plain user runs sway as itself), and keep a runtime folder of their own.
export WAYLAND_DISPLAY="$socket" SWAYSOCK="$ipc" XDG_RUNTIME_DIR="$work/run" DISPLAY=
mkdir -m 700 "$XDG_RUNTIME_DIR"
output=$(swaymsg -t get_outputs 2>/dev/null | /usr/bin/python3 -c \
  'import json,sys; r=json.load(sys.stdin)[0]["rect"]; print("%dx%d" % (r["width"], r["height"]))' 2>/dev/null)
check "its output is 1280x1024 (got: ${output:-none})" '[ "$output" = "1280x1024" ]'

cc -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -Wall -Wextra -Werror -o "$work/vpointer" "$here/../wayland/vpointer.c" \
  $(pkg-config --cflags --libs wayland-client) 2> "$work/cc.log"
check "the virtual pointer client builds" '[ -x "$work/vpointer" ]'
[ -x "$work/vpointer" ] || cat "$work/cc.log"

# A keyboard and a pointer that stay for the whole run, as on a desktop.
# Without them the seat has neither, and the first key of each wtype would
# come in the keyboard's enter event, which GTK does not take as a press.
wtype -s 600000 & pids+=($!)
[ -x "$work/vpointer" ] && { "$work/vpointer" --size "${output:-1280x1024}" sleep 600000 & pids+=($!); }
for _ in $(seq 1 50); do
  caps=$(swaymsg -t get_seats 2>/dev/null | /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["capabilities"])' 2>/dev/null)
  [ "${caps:-0}" = 3 ] && break
  sleep 0.1
done
check "the seat has a keyboard and a pointer (capabilities ${caps:-none}, want 3)" '[ "${caps:-0}" = 3 ]'

# start_sample LOG ARGS… — starts the sample on sway (with --trace, output in
# LOG), waits for its window and its "layout" line: sets app, and where the
# pager lies on the output: px py pw ph, its centre cx cy, sy in its strip.
start_sample() {
  local log=$1 rect="" line=""
  shift
  GDK_BACKEND=wayland "$bin" --trace "$@" > "$log" 2>&1 &
  app=$!
  pids+=("$app")
  for _ in $(seq 1 200); do
    rect=$(swaymsg -t get_tree 2>/dev/null | /usr/bin/python3 -c '
import json, sys
def find(n):
    if n.get("pid") == int(sys.argv[1]):
        return n
    for c in n.get("nodes", []) + n.get("floating_nodes", []):
        hit = find(c)
        if hit:
            return hit
n = find(json.load(sys.stdin))
if n:
    print(n["rect"]["x"] + n["window_rect"]["x"], n["rect"]["y"] + n["window_rect"]["y"])' "$app" 2>/dev/null)
    line=$(grep -m1 '^layout pager=' "$log" | cut -d= -f2)
    [ -n "$rect" ] && [ -n "$line" ] && break
    kill -0 "$app" 2>/dev/null || break
    sleep 0.1
  done
  local wx wy lx ly
  read -r wx wy <<< "${rect:-0 0}"
  read -r lx ly pw ph <<< "${line:-0 0 0 0}"
  px=$((wx + lx)) py=$((wy + ly))
  cx=$((px + pw / 2)) cy=$((py + ph / 2)) sy=$((py + 25))
  window="${rect:+window at $rect, }pager ${line:-not laid out}"
}

# stop_sample — ends the sample started last.
stop_sample() {
  kill "$app" 2>/dev/null
  wait "$app" 2>/dev/null
}

# wait_count PATTERN LOG N — waits up to 5 s for N lines of LOG to match.
wait_count() {
  for _ in $(seq 1 50); do
    [ "$(grep -c -- "$1" "$2")" -ge "$3" ] && return 0
    sleep 0.1
  done
  return 1
}

# key NAME… — presses each key with wtype. wtype's keymap holds just the keys
# it sends and GTK 3 never looks up the highest keycode of a Wayland keymap
# for key bindings (Tab, space), so a last key that does nothing comes after.
key() {
  local args=()
  for k in "$@"; do args+=(-k "$k"); done
  wtype "${args[@]}" -k VoidSymbol
  sleep 0.4
}

focused() { /usr/bin/python3 "$here/../wayland/focused.py" 2>/dev/null; }

# 1. The keyboard journey.
log="$work/keys.log"
start_sample "$log" --scenario sliding --quit-after 40
check "the sample opens on sway ($window)" '[ "$pw" -gt 0 ]'
f=$(focused)
check "the pager has the keyboard focus at start ($f)" '[ "$f" = "scroll pane|Pages|" ]'
key Right
wait_count '^settled page=1$' "$log" 1
check "Right turns the page ($(grep '^settled' "$log" | tr '\n' ' '))" 'grep -q "^settled page=1$" "$log"'
key Tab
f=$(focused)
check "Tab reaches the form's Name entry ($f)" '[ "$f" = "text|Name|" ]'
wtype -d 30 "Ada"; sleep 0.4
f=$(focused)
check "typed text arrives in the entry ($f)" '[ "$f" = "text|Name|Ada" ]'
key Tab
wtype -d 30 "ada@example.org"; sleep 0.4
key Tab space Tab Tab
f=$(focused)
check "Tab goes on through Email and the newsletter box to Save ($f)" '[ "$f" = "push button|Save|" ]'
key space
wait_count '^settled page=2$' "$log" 1
saved=$(grep '^form saved' "$log")
check "Save saves what was typed ($saved)" \
  '[ "$saved" = "form saved item=1 name=Ada email=ada@example.org newsletter=true" ]'
check "and the pager moves on ($(grep '^settled' "$log" | tr '\n' ' '))" \
  '[ "$(grep "^settled" "$log" | tr "\n" " ")" = "settled page=1 settled page=2 " ]'
stop_sample
check "no GLib warnings or criticals from the keys" '! grep -qE "(WARNING|CRITICAL)" "$log"'
[ "$failed" -eq 0 ] || { echo "--- keys trace"; grep -v '^scroll$' "$log" | head -40; }

# 2. The pointer journey. Each vpointer run sends one gesture in real time,
# 30 ms between moves, and returns when sway has read it.
pointer() { "$work/vpointer" --size "${output:-1280x1024}" "$@"; }
log="$work/pointer.log"
start_sample "$log" --scenario sliding --quit-after 40
check "the sample opens again ($window)" '[ "$pw" -gt 0 ]'
# A flick: 500 px in 150 ms, released at once.
pointer move $((cx + 250)) "$cy" press sleep 30 move $((cx + 150)) "$cy" sleep 30 move $((cx + 50)) "$cy" \
  sleep 30 move $((cx - 50)) "$cy" sleep 30 move $((cx - 150)) "$cy" sleep 30 move $((cx - 250)) "$cy" release
wait_count '^settled page=' "$log" 1
check "a flick turns the page ($(grep '^settled' "$log" | tr '\n' ' '))" \
  '[ "$(grep "^settled" "$log" | tr "\n" " ")" = "settled page=1 " ]'
check "the flick is traced as will-begin-dragging … did-end-dragging will-decelerate=true" \
  'grep -q "^will-begin-dragging$" "$log" && grep -q "^did-end-dragging will-decelerate=true$" "$log"'
# A drag of 300 px held still 400 ms: it settles back by position, no fling.
idle=$(grep -c '^scroll-state idle$' "$log")
pointer move $((cx + 150)) "$cy" press sleep 30 move $((cx + 50)) "$cy" sleep 30 move $((cx - 50)) "$cy" \
  sleep 30 move $((cx - 150)) "$cy" sleep 400 release
wait_count '^scroll-state idle$' "$log" $((idle + 1))
check "a drag held still settles back on page 1 (drags $(grep -c '^will-begin-dragging$' "$log"), $(grep '^settled' "$log" | tr '\n' ' '))" \
  '[ "$(grep -c "^will-begin-dragging$" "$log")" = 2 ] && [ "$(grep -c "^scroll-state idle$" "$log")" -gt "$idle" ] &&
   [ "$(grep "^settled" "$log" | tr "\n" " ")" = "settled page=1 " ] && [ "$(grep -c "^current-item-changed" "$log")" = 1 ]'
# A wheel notch down over the pages.
pointer move "$cx" "$cy" scroll 1
wait_count '^settled page=' "$log" 2
check "a wheel notch turns to page 2 ($(grep '^settled' "$log" | tr '\n' ' '))" \
  '[ "$(grep "^settled" "$log" | tr "\n" " ")" = "settled page=1 settled page=2 " ]'
# A click on the next title in the strip, right of the centred one.
pointer move $((cx + 150)) "$sy" press release
wait_count '^settled page=' "$log" 3
check "a click on the next title turns to page 3 ($(grep '^settled' "$log" | tr '\n' ' '))" \
  '[ "$(grep "^settled" "$log" | tr "\n" " ")" = "settled page=1 settled page=2 settled page=3 " ]'
stop_sample
check "no GLib warnings or criticals from the pointer" '! grep -qE "(WARNING|CRITICAL)" "$log"'
[ "$failed" -eq 0 ] || { echo "--- pointer trace"; grep -v '^scroll$' "$log" | head -60; }

# 3. The GTK 4 face on sway: a key, a flick and a wheel notch.
if [ -n "$bin4" ]; then
  log="$work/gtk4.log"
  GDK_BACKEND=wayland "$bin4" --events > "$log" 2>&1 &
  app=$!
  pids+=("$app")
  rect=""
  for _ in $(seq 1 200); do
    rect=$(swaymsg -t get_tree 2>/dev/null | /usr/bin/python3 -c '
import json, sys
def find(n):
    if n.get("pid") == int(sys.argv[1]):
        return n
    for c in n.get("nodes", []) + n.get("floating_nodes", []):
        hit = find(c)
        if hit:
            return hit
n = find(json.load(sys.stdin))
if n:
    r = n["rect"]
    print(r["x"] + r["width"] // 2, r["y"] + r["height"] // 2)' "$app" 2>/dev/null)
    [ -n "$rect" ] && grep -q '^ready colours$' "$log" && break
    sleep 0.1
  done
  read -r cx cy <<< "${rect:-0 0}"
  check "the GTK 4 sample opens on sway (centre ${rect:-none})" '[ "$cx" -gt 0 ] && grep -q "^ready colours$" "$log"'
  sleep 0.5
  key Right
  wait_count '^colours: settled page=1$' "$log" 1
  check "GTK 4: Right turns the page" 'grep -q "^colours: settled page=1$" "$log"'
  pointer move $((cx + 250)) "$cy" press sleep 30 move $((cx + 150)) "$cy" sleep 30 move $((cx + 50)) "$cy" \
    sleep 30 move $((cx - 50)) "$cy" sleep 30 move $((cx - 150)) "$cy" sleep 30 move $((cx - 250)) "$cy" release
  wait_count '^colours: settled page=2$' "$log" 1
  check "GTK 4: a flick turns the page" 'grep -q "^colours: settled page=2$" "$log"'
  pointer move "$cx" "$cy" scroll 1
  wait_count '^colours: settled page=3$' "$log" 1
  check "GTK 4: a wheel notch turns the page" 'grep -q "^colours: settled page=3$" "$log"'
  kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
  check "GTK 4: no GLib warnings or criticals" '! grep -qE "(WARNING|CRITICAL)" "$log"'
  [ "$failed" -eq 0 ] || { echo "--- GTK 4 events"; grep -v 'scroll$' "$log" | head -30; }
fi

summary

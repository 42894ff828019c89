#!/usr/bin/env bash
# The GTK 4 face's journeys (gtk4.py) on a private session bus with AT-SPI,
# on the private X display the test command made; then the same sample on a
# headless Weston, read from its own snapshot.
set -u
bin="${1:?path to SlidingPagesDemo4}"
here="$(cd "$(dirname "$0")" && pwd)"
dbus-run-session -- /usr/bin/python3 "$here/gtk4.py" "$bin"
rc=$?
source "$here/lib.sh"
# A careless host: callbacks that destroy, move or change the pager from inside its own calls.
hostile="$(dirname "$bin")/SlidingPagesHostile4"
dbus-run-session -- "$hostile" > "${TMPDIR:-/tmp}/sp4-hostile.log" 2>&1
hrc=$?
cat "${TMPDIR:-/tmp}/sp4-hostile.log" | grep -E "^(ok|FAILED)|passed"
check "the careless GTK 4 host ends cleanly (exit $hrc), with no GLib critical" \
  '[ "$hrc" -eq 0 ] && ! grep -q "CRITICAL" "${TMPDIR:-/tmp}/sp4-hostile.log"'
[ "$hrc" -eq 0 ] || tail -5 "${TMPDIR:-/tmp}/sp4-hostile.log"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_RUNTIME_DIR="$work/run"; mkdir -m 700 "$XDG_RUNTIME_DIR"
weston --backend=headless-backend.so --socket=sp4-wayland --width=1280 --height=1024 > "$work/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 1 50); do [ -S "$XDG_RUNTIME_DIR/sp4-wayland" ] && break; sleep 0.1; done
out="$work/wayland4.png"
# Headless Weston has no seat: GTK's seat criticals are not fatal here only.
G_DEBUG= GDK_BACKEND=wayland WAYLAND_DISPLAY=sp4-wayland DISPLAY= timeout 30 "$bin" --scenario million --page 3 --snapshot "$out" \
  > "$work/wl.log" 2>&1
kill "$weston_pid" 2>/dev/null; wait "$weston_pid" 2>/dev/null
shares=$(/usr/bin/python3 -c '
import sys
sys.path.insert(0, sys.argv[1])
from snapshot_check import read_png
w, h, bpp, rows = read_png(sys.argv[2])
def px(x, y): return tuple(rows[y][x * bpp:x * bpp + 3])
page = sum(1 for y in range(h // 3, 2 * h // 3, 4) for x in range(w // 4, 3 * w // 4, 4)
           if all(abs(a - b) < 30 for a, b in zip(px(x, y), (0x1c, 0x71, 0xd8))))
total = len(range(h // 3, 2 * h // 3, 4)) * len(range(w // 4, 3 * w // 4, 4))
ink = sum(1 for y in range(50, 95) for x in range(w // 2 - 60, w // 2 + 60) if sum(px(x, y)) < 300)
print(f"{w}x{h} page {page / total:.2f} ink {ink}")' "$here" "$out" 2>&1)
check "Wayland: the GTK 4 sample's snapshot shows page 3 and its title ($shares)" \
  '[ -s "$out" ] && python3 -c "import sys; p = sys.argv[1].split(); sys.exit(0 if float(p[2]) > 0.5 and int(p[4]) > 20 else 1)" "$shares"'
summary
[ "$rc" -eq 0 ] && [ "$failed" -eq 0 ]

#!/usr/bin/env bash
# make screenshots: the README's pictures of the sample, every scenario in
# the light theme and in the dark theme, the sliding pages right to left, and the coloured dots mid-drag, on a private X server
# (xvfb-run) at the sample's default size. Written to Resources/screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Resources/screenshots
bin="$(swift build --show-bin-path)/SlidingPagesDemo"
[ -x "$bin" ] || swift build --product SlidingPagesDemo
mkdir -p "$out"
exec xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" bash -c '
  set -eu
  bin=$1 out=$2
  shot() {  # NAME THEME ARGS...
    local name=$1 theme=$2
    shift 2
    GTK_THEME=$theme "$bin" "$@" --snapshot "$out/$name.png" > /dev/null
    echo "$out/$name.png"
  }
  for s in sliding million carousel feed deck dots calendar controls guide transforms; do
    shot "$s" Adwaita --scenario "$s"
  done
  for s in sliding million carousel feed deck dots calendar controls guide transforms; do
    shot "$s-dark" Adwaita:dark --scenario "$s"
  done
  shot sliding-rtl Adwaita --scenario sliding --rtl
  # Mid-drag: the pointer held halfway to the next page, the window grabbed.
  log=$(mktemp)
  "$bin" --scenario dots --trace --quit-after 8 > "$log" 2>&1 &
  pid=$!
  sleep 2
  wid=$(xdotool search --name "^SlidingPages$" | head -1)
  read -r lx ly lw lh <<< "$(grep -m1 "^layout " "$log" | cut -d= -f2)"
  y=$((ly + lh / 2)) x=$((lx + lw * 3 / 4))
  xdotool mousemove --window "$wid" "$x" "$y" mousedown 1
  for k in 1 2 3 4 5 6 7 8; do xdotool mousemove --window "$wid" $((x - k * lw / 20)) "$y"; sleep 0.03; done
  sleep 0.3
  import -window "$wid" "$out/mid-drag.png"
  echo "$out/mid-drag.png"
  xdotool mouseup 1
  wait "$pid" || true
  rm -f "$log"
' screenshots "$bin" "$out"

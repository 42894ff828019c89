# Shared by the end-to-end scripts (sourced, not run).

passed=0
failed=0

# check WHAT CONDITION — counts and prints one result; CONDITION is evaluated.
check() {
  if eval "$2"; then passed=$((passed+1)); echo "ok: $1"; else failed=$((failed+1)); echo "FAILED: $1"; fi
}

# wait_window TITLE — prints the id of the first window whose title is
# exactly TITLE, waiting up to 20 s (a loaded machine starts GTK slowly);
# prints nothing if none appears.
wait_window() {
  local id=""
  for _ in $(seq 1 200); do
    id=$(xdotool search --name "^$1\$" 2>/dev/null | head -1)
    [ -n "$id" ] && break
    sleep 0.1
  done
  echo "$id"
}

# drag WINDOW Y X0 X1 … — presses at (X0, Y), moves through each X 30 ms
# apart, releases at the last: a person's quick horizontal drag.
drag() {
  local wid=$1 y=$2
  shift 2
  local args=(mousemove --window "$wid" "$1" "$y" mousedown 1)
  shift
  for x in "$@"; do args+=(sleep 0.03 mousemove --window "$wid" "$x" "$y"); done
  xdotool "${args[@]}" mouseup 1
}

# summary — the closing line, and the exit status.
summary() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}

# on_own_x CMD… — runs CMD on an X server of its own and returns its
# status. Xvfb picks the free display itself (-displayfd), so several can
# start at once; a real drag needs its own server's pointer.
on_own_x() {
  local dir pid rc
  dir=$(mktemp -d)
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -noreset -nolisten tcp 3> "$dir/display" 2> "$dir/xvfb.log" &
  pid=$!
  for _ in $(seq 1 200); do [ -s "$dir/display" ] && break; sleep 0.05; done
  if [ ! -s "$dir/display" ]; then
    echo "on_own_x: Xvfb gave no display in 10 s: $(tail -3 "$dir/xvfb.log" | tr '\n' ' ')" >&2
    kill "$pid" 2> /dev/null
    rm -rf "$dir"
    return 125
  fi
  DISPLAY=":$(head -1 "$dir/display")" "$@"
  rc=$?
  kill "$pid" 2> /dev/null
  wait "$pid" 2> /dev/null
  rm -rf "$dir"
  return $rc
}

# pool_wait N — waits until fewer than N of this shell's background jobs
# run: at most N at once.
pool_wait() {
  while [ "$(jobs -rp | wc -l)" -ge "$1" ]; do wait -n; done
}

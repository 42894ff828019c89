# Sourced by the benchmark scripts: instructions under callgrind.
#   callgrind_counts COMMAND...   runs COMMAND on a private X server under
# callgrind and prints "TOTAL OWN" for the process named on
# valgrind's "Command:" line (GTK may fork helpers, which get files of their
# own): all its instructions, and those in SlidingPages' code (the binary,
# which links it statically; or libsliding-pages) and the Swift runtime
# (libswift*) that code calls, as scripts/bench/own.py counts them; or in
# the objects OWN_OBJECTS names instead (OWN_OBJECTS=libhandy for the peer).
# CALLGRIND_ARGS adds valgrind options (--collect-atstart=no with
# BENCH_CYCLES=1: the frame clock cycles only, see bench.h).
callgrind_counts() {
  local dir pid
  dir=$(mktemp -d)
  # shellcheck disable=SC2086
  pid=$(xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" valgrind --tool=callgrind ${CALLGRIND_ARGS:-} --callgrind-out-file="$dir/cg.%p" "$@" 2>&1 | awk '/== Command:/ {gsub("=", "", $1); print $1; exit}')
  if [ -n "$pid" ] && [ -f "$dir/cg.$pid" ]; then
    # shellcheck disable=SC2086
    python3 "$(dirname "${BASH_SOURCE[0]}")/own.py" "$dir/cg.$pid" ${OWN_OBJECTS:-"$1" libswift libsliding-pages}
  else
    echo "0 0"
  fi
  rm -rf "$dir"
}

#   callgrind_per_frame COMMAND...   "TOTAL OWN" per frame: the difference of
# a 60- and a 240-frame run (BENCH_FRAMES) over 180, so start-up cancels out.
callgrind_per_frame() {
  local a ao b bo
  read -r a ao <<< "$(BENCH_FRAMES=60 callgrind_counts "$@")"
  read -r b bo <<< "$(BENCH_FRAMES=240 callgrind_counts "$@")"
  echo "$(( (b - a) / 180 )) $(( (bo - ao) / 180 ))"
}

# Sourced by the benchmark scripts: instructions under callgrind.
#   callgrind_counts COMMAND...   runs COMMAND on a private X server under
# callgrind and prints "TOTAL OWN" for the process named on
# valgrind's "Command:" line (GTK may fork helpers, which get files of their
# own): all its instructions, and those in SlidingPages' code (the binary,
# which links it statically; or libsliding-pages) and the Swift runtime
# (libswift*) that code calls, as scripts/bench/own.py counts them.
callgrind_counts() {
  local dir pid
  dir=$(mktemp -d)
  pid=$(xvfb-run -a -s "-screen 0 1280x1024x24" valgrind --tool=callgrind --callgrind-out-file="$dir/cg.%p" "$@" 2>&1 | awk '/== Command:/ {gsub("=", "", $1); print $1; exit}')
  if [ -n "$pid" ] && [ -f "$dir/cg.$pid" ]; then
    python3 "$(dirname "${BASH_SOURCE[0]}")/own.py" "$dir/cg.$pid" "$1" libswift libsliding-pages
  else
    echo "0 0"
  fi
  rm -rf "$dir"
}

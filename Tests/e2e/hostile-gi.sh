#!/usr/bin/env bash
# Careless or hostile hosts in Python and JavaScript (Tests/hostile/hostile.py
# and hostile.js; hostile4.py and hostile4.js for the GTK 4 library), through
# the typelibs of the installed libraries: every case
# in a process of its own under G_DEBUG=fatal-criticals, with a time limit
# (a hang fails). A case fails on its exit status, and also on a critical
# (Gjs-CRITICAL included), a Python traceback or a JS error in its output:
# both bindings print an exception in a callback and carry on.
# SP_PREFIX=DIR uses a library already installed there instead of
# installing one. Prints "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
source Tests/e2e/lib.sh
if [ -n "${SP_PREFIX:-}" ]; then
  prefix=$SP_PREFIX
else
  prefix="$work/prefix"
  make -s install PREFIX="$prefix" > "$work/install.log" 2>&1
fi
export GI_TYPELIB_PATH="$prefix/lib/girepository-1.0" LD_LIBRARY_PATH="$prefix/lib"
typelib="$GI_TYPELIB_PATH/SlidingPages-1.0.typelib"
[ -f "$typelib" ] || tail -5 "$work/install.log" 2> /dev/null | sed 's/^/  | /'
check "the typelib is installed in $prefix" '[ -f "$typelib" ]'

bad='CRITICAL|Traceback \(most recent call last\)|JS ERROR|invalid (unclassed|cast|uninstantiatable)'

# why LOG RC — the reason a case failed: its FAIL or bad line, else the
# signal it died of, else the log's last lines.
why() {
  local line
  line=$(grep -E "FAIL|$bad" "$1" | head -1)
  if [ -z "$line" ]; then
    case $2 in
      124) line="timed out" ;;
      133) line="SIGTRAP (a fatal critical)" ;;
      134) line="SIGABRT" ;;
      139) line="SIGSEGV" ;;
      *) line=$(tail -4 "$1" | tr '\n' ' ') ;;
    esac
  fi
  echo "$line"
}

# run LOG COMMAND… — one case on an X server of its own, its output and
# bash's word of a signal it died of in LOG (the subshell waits for it
# rather than becoming it).
run() {
  local log=$1
  shift
  (on_own_x env G_DEBUG=fatal-criticals timeout 30 "$@"; exit $?) > "$log" 2>&1
}

# hosts LANG COMMAND… — every case COMMAND --list names, each alone in its
# process, four at a time (a case mostly waits for frames).
hosts() {
  local lang=$1
  shift
  local cases c
  cases=$("$@" --list 2> "$work/$lang-list.log")
  [ -n "$cases" ] || head -5 "$work/$lang-list.log" | sed 's/^/  | /'
  check "the $lang host lists its cases" '[ -n "$cases" ]'
  for c in $cases; do
    pool_wait 4
    (run "$work/$lang-$c.log" "$@" "$c"; echo $? > "$work/$lang-$c.rc") &
  done
  wait
  for c in $cases; do
    local log="$work/$lang-$c.log"
    rc=$(cat "$work/$lang-$c.rc")
    # Exit 1 with nothing to show is GTK leaving on its own (the X server
    # dropped it, as hostile.sh has seen on a loaded machine): once more.
    if [ "$rc" -eq 1 ] && ! grep -qE "FAIL|$bad" "$log"; then
      echo "note: $lang $c exited 1 without a reason ($(tail -2 "$log" | tr '\n' ' ')); run again"
      run "$log" "$@" "$c"
      rc=$?
    fi
    reason=""
    if [ "$rc" -ne 0 ] || grep -qE "$bad" "$log"; then reason=$(why "$log" "$rc"); fi
    check "$lang $c (exit $rc${reason:+: $reason})" '[ -z "$reason" ]'
    # What a failure printed, for whoever fixes it.
    [ -z "$reason" ] || tail -6 "$log" | sed 's/^/  | /'
  done
}

if [ -f "$typelib" ]; then
  hosts python /usr/bin/python3 Tests/hostile/hostile.py
  hosts gjs gjs Tests/hostile/hostile.js
fi

# The GTK 4 library's hosts, when GTK 4 is here to build it. GTK 4 talks to
# AT-SPI over a session bus these runs have none of (gtk4.sh reads it).
if pkg-config --exists gtk4; then
  typelib4="$GI_TYPELIB_PATH/SlidingPages4-1.0.typelib"
  check "the GTK 4 typelib is installed in $prefix" '[ -f "$typelib4" ]'
  if [ -f "$typelib4" ]; then
    export GTK_A11Y=none
    hosts python-gtk4 /usr/bin/python3 Tests/hostile/hostile4.py
    hosts gjs-gtk4 gjs Tests/hostile/hostile4.js
  fi
fi
rm -rf "$work"
summary

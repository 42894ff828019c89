#!/usr/bin/env bash
# The README's whole programs, as a reader copies them: every fenced block
# whose info string names a file (```swift hello-swift/Package.swift) is
# written there, exactly as printed; each program is built the way the
# README says (a Swift package beside this checkout, meson, valac, the
# system's python3, gjs) against an install into a private prefix, run on
# the private X display, dragged, and must print "settled page=1".
# Prints "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
checkout=$PWD
work=$(mktemp -d)
source Tests/e2e/lib.sh

# Extract: a fence line "```LANG PATH" opens a file, "```" closes it.
awk -v out="$work" '
  /^```[a-z]+ [^ ]+$/ { file = out "/" $2; system("mkdir -p \"$(dirname \"" file "\")\""); printf "" > file; next }
  /^```$/ && file { close(file); file = ""; next }
  file { print >> file }
' README.md
listed=$(cd "$work" && find . -type f | sort | tr '\n' ' ')
check "the README holds whole programs for Swift, C, Python, JavaScript and Vala ($listed)" \
  '[ -f "$work/hello-swift/Package.swift" ] && [ -f "$work/hello-swift/Sources/HelloPages/main.swift" ] &&
   [ -f "$work/hello-c/main.c" ] && [ -f "$work/hello-c/meson.build" ] && [ -f "$work/hello-python/hello.py" ] &&
   [ -f "$work/hello-gjs/hello.js" ] && [ -f "$work/hello-vala/hello.vala" ]'

p="$work/prefix"
make -s install PREFIX="$p" > "$work/install.log" 2>&1
export PKG_CONFIG_PATH="$p/lib/pkgconfig" LD_LIBRARY_PATH="$p/lib" GI_TYPELIB_PATH="$p/lib/girepository-1.0"

# try NAME LOG COMMAND… — runs a program with its output to a file, as
# the README prints it (a program that does not flush its lines fails
# here), waits for its "Hello pages" window, drags it one page on, and
# stops it.
try() {
  local name=$1 log=$2
  shift 2
  "$@" > "$log" 2>&1 &
  local pid=$!
  local wid
  wid=$(wait_window "Hello pages")
  if [ -n "$wid" ]; then
    sleep 0.8
    # The window opens at the pager's own size: drag across most of it.
    local w
    w=$(xdotool getwindowgeometry "$wid" | awk '/Geometry/ {split($2, g, "x"); print g[1]}')
    drag "$wid" 60 $((w * 9 / 10)) $((w * 6 / 10)) $((w * 3 / 10)) $((w / 10))
    sleep 1.2
  fi
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  check "$name: the README's program opens its window and a drag settles on page 1, with no warnings ($(tr '\n' ' ' < "$log" | head -c 300))" \
    '[ -n "$wid" ] && grep -qx "settled page=1" "$log" && ! grep -qE "(WARNING|CRITICAL|Traceback|Error)" "$log"'
}

# Swift: the package beside a checkout named SlidingPages, as the README says.
ln -s "$checkout" "$work/SlidingPages"
(cd "$work/hello-swift" && swift build > "$work/swift-build.log" 2>&1)
check "Swift: the README's package builds ($(grep -m1 error: "$work/swift-build.log"))" '[ -x "$work/hello-swift/.build/debug/HelloPages" ]'
[ -x "$work/hello-swift/.build/debug/HelloPages" ] && try Swift "$work/swift.log" "$work/hello-swift/.build/debug/HelloPages"

# C with meson.
(meson setup "$work/hello-c/build" "$work/hello-c" && ninja -C "$work/hello-c/build") > "$work/meson.log" 2>&1
check "C: the README's meson project builds" '[ -x "$work/hello-c/build/hello-pages" ]'
[ -x "$work/hello-c/build/hello-pages" ] && try C "$work/c.log" "$work/hello-c/build/hello-pages"

# Python and JavaScript through the typelib.
try Python "$work/python.log" /usr/bin/python3 "$work/hello-python/hello.py"
try JavaScript "$work/gjs.log" gjs "$work/hello-gjs/hello.js"

# Vala with the generated VAPI (valac finds it through the prefix given).
(cd "$work/hello-vala" && valac --vapidir="$p/share/vala/vapi" --pkg gtk+-3.0 --pkg sliding-pages-1 hello.vala) > "$work/valac.log" 2>&1
check "Vala: the README's program compiles ($(grep -m1 error: "$work/valac.log"))" '[ -x "$work/hello-vala/hello" ]'
[ -x "$work/hello-vala/hello" ] && try Vala "$work/vala.log" "$work/hello-vala/hello"

rm -rf "$work"
summary

#!/usr/bin/env bash
# The README's whole programs, as a reader copies them: every fenced block
# whose info string names a file (```swift hello-swift/Package.swift) is
# written there, exactly as printed. The library is installed the README's
# way into a prefix of a private $HOME, and each program is built and run
# in an environment holding only the README's lines for that prefix (no
# variable of this shell's): a line the README forgets fails here. Each
# opens its window on the private X display, is dragged, and must print
# "settled page=1". Prints "N passed, N failed".
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
check "the README holds whole programs for Swift, C, Python, JavaScript and Vala (GTK 3 and 4), and its prefix lines ($listed)" \
  '[ -f "$work/hello-swift/Package.swift" ] && [ -f "$work/hello-swift/Sources/HelloPages/main.swift" ] &&
   [ -f "$work/hello-gtk4/Package.swift" ] && [ -f "$work/hello-gtk4/Sources/HelloPages4/main.swift" ] &&
   [ -f "$work/hello-c/main.c" ] && [ -f "$work/hello-c/meson.build" ] && [ -f "$work/hello-python/hello.py" ] &&
   [ -f "$work/hello-gjs/hello.js" ] && [ -f "$work/hello-vala/hello.vala" ] && [ -f "$work/prefix/env.sh" ] &&
   [ -f "$work/hello4-c/main.c" ] && [ -f "$work/hello4-python/hello.py" ] && [ -f "$work/hello4-gjs/hello.js" ] &&
   [ -f "$work/hello4-vala/hello.vala" ]'

# The README's install into a prefix of one's own, under a private HOME.
home="$work/home"
mkdir -p "$home"
install_line='make install PREFIX=$HOME/.local'
check "the README says to run '$install_line'" 'grep -qF -- "$install_line" README.md'
HOME="$home" make -s install PREFIX="$home/.local" > "$work/install.log" 2>&1
check "make install PREFIX=\$HOME/.local succeeds ($(tail -2 "$work/install.log" | tr '\n' ' '))" '[ -f "$home/.local/lib/girepository-1.0/SlidingPages-1.0.typelib" ]'
# What make install printed to paste is what the README shows.
grep '^export ' "$work/install.log" > "$work/printed.sh"
sed "s|\$HOME|$home|g" "$work/prefix/env.sh" > "$work/readme-lines.sh"
check "make install prints the README's lines for the prefix ($(tr '\n' ' ' < "$work/printed.sh" | head -c 400))" \
  'diff -q "$work/printed.sh" "$work/readme-lines.sh" > /dev/null'
check "make install names the valac flag for the prefix" 'grep -qF -- "--vapidir=$home/.local/share/vala/vapi" "$work/install.log"'
# meson-notes.md names the library file make install made.
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/SlidingPages/Version.swift)
check "meson-notes.md names the installed libsliding-pages-1.so.$version" \
  '[ -f "$home/.local/lib/libsliding-pages-1.so.$version" ] && grep -qF "libsliding-pages-1.so.$version" meson-notes.md && ! grep -qE "libsliding-pages-1\.so\.[0-9]+\.[0-9]+\.[0-9]+" <(grep -oE "libsliding-pages-1\.so\.[0-9.]+[0-9]" meson-notes.md | grep -vxF "libsliding-pages-1.so.$version")'

# clean COMMAND… — runs a command with nothing of this shell's environment
# but the display, a PATH of the system's folders and Swift's, the private
# HOME, and the README's lines.
swiftbin=$(dirname "$(command -v swift)")
clean() {
  env -i HOME="$home" PATH="/usr/local/bin:/usr/bin:/bin:$swiftbin" DISPLAY="${DISPLAY:-}" XAUTHORITY="${XAUTHORITY:-}" \
    bash -c 'source "$0"; exec "$@"' "$work/prefix/env.sh" "$@"
}

# try NAME LOG COMMAND… — runs a program with its output to a file, as
# the README prints it (a program that does not flush its lines fails
# here), waits for its "Hello pages" window, checks it opened at a size
# that shows a page, drags it one page on, and stops it. A GTK 4 program
# (NAME says so) is also paged on by the Right key after the drag. (The
# GTK 3 windows get no key events here, with no window manager to focus
# them; keyboard.sh pages the GTK 3 sample by keys.)
try() {
  local name=$1 log=$2 keys=no
  shift 2
  [[ $name == *"GTK 4"* ]] && keys=yes
  clean "$@" > "$log" 2>&1 &
  local pid=$!
  local wid x=0 y=0 w=0 h=0 ink=0 title=0
  wid=$(wait_window "Hello pages")
  if [ -n "$wid" ]; then
    sleep 0.8
    read -r x y < <(xdotool getwindowgeometry "$wid" | awk '/Position/ {split($2, g, ","); print g[1], g[2]}')
    read -r w h < <(xdotool getwindowgeometry "$wid" | awk '/Geometry/ {split($2, g, "x"); print g[1], g[2]}')
    # The first page's title, in the strip's centre before any move: text
    # of any colour makes the band's grey vary (a blank band does not).
    import -window root "$log.first.png" 2> /dev/null
    title=$(convert "$log.first.png" -crop 120x36+$((x + w / 2 - 60))+$((y + 7)) +repage -colorspace gray \
      -format "%[fx:standard_deviation]" info: 2> /dev/null || echo 0)
    drag "$wid" $((h / 2)) $((w * 9 / 10)) $((w * 6 / 10)) $((w * 3 / 10)) $((w / 10))
    sleep 1.2
    # The page's label, centred: dark text in the middle of the window
    # (the strip and the dots lie above and below this band).
    import -window root "$log.png" 2> /dev/null
    ink=$(convert "$log.png" -crop $((w / 2))x$((h * 3 / 10))+$((x + w / 4))+$((y + h * 35 / 100)) +repage -colorspace gray \
      -threshold 50% -format "%[fx:1-mean]" info: 2> /dev/null || echo 0)
    if [ "$keys" = yes ]; then
      # To the window under the pointer, which the drag left there: X's
      # focus follows the pointer on a server with no window manager.
      xdotool key Right
      sleep 1.2
    fi
  fi
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  check "$name: the README's program opens at ${w}x${h} (at least 400x300), shows its page (dark share $ink) and its first title (spread $title), and a drag settles on page 1$([ "$keys" = yes ] && echo ', the Right key on page 2'), with no warnings ($(tr '\n' ' ' < "$log" | head -c 300))" \
    '[ -n "$wid" ] && [ "$w" -ge 400 ] && [ "$h" -ge 300 ] && awk "BEGIN { exit !($ink > 0.001 && $ink < 0.2 && $title > 0.05) }" &&
     grep -qx "settled page=1" "$log" && { [ "$keys" = no ] || grep -qx "settled page=2" "$log"; } &&
     ! grep -qE "(WARNING|CRITICAL|Traceback|Error)" "$log"'
}

# Swift: the package beside a checkout named SlidingPages, as the README says.
ln -s "$checkout" "$work/SlidingPages"
(cd "$work/hello-swift" && clean swift build > "$work/swift-build.log" 2>&1)
check "Swift: the README's package builds ($(grep -m1 error: "$work/swift-build.log"))" '[ -x "$work/hello-swift/.build/debug/HelloPages" ]'
[ -x "$work/hello-swift/.build/debug/HelloPages" ] && try Swift "$work/swift.log" "$work/hello-swift/.build/debug/HelloPages"

# Swift for GTK 4, beside the same checkout.
(cd "$work/hello-gtk4" && clean swift build > "$work/gtk4-build.log" 2>&1)
check "Swift, GTK 4: the README's package builds ($(grep -m1 error: "$work/gtk4-build.log"))" '[ -x "$work/hello-gtk4/.build/debug/HelloPages4" ]'
# GTK 4's accessibility asks for the session bus at start, and warns when
# there is none (a desktop always has one; this bare environment has not):
# it is left out here, and read over AT-SPI in gtk4.sh.
[ -x "$work/hello-gtk4/.build/debug/HelloPages4" ] &&
  try "Swift, GTK 4" "$work/gtk4.log" env GTK_A11Y=none "$work/hello-gtk4/.build/debug/HelloPages4"

# C with meson.
clean bash -c 'meson setup "$1/build" "$1" && ninja -C "$1/build"' _ "$work/hello-c" > "$work/meson.log" 2>&1
check "C: the README's meson project builds ($(grep -m1 -E 'ERROR|error' "$work/meson.log"))" '[ -x "$work/hello-c/build/hello-pages" ]'
[ -x "$work/hello-c/build/hello-pages" ] && try C "$work/c.log" "$work/hello-c/build/hello-pages"

# Python and JavaScript through the typelib.
try Python "$work/python.log" /usr/bin/python3 "$work/hello-python/hello.py"
try JavaScript "$work/gjs.log" gjs "$work/hello-gjs/hello.js"

# Vala with the generated VAPI, found as the README says.
(cd "$work/hello-vala" && clean valac --pkg gtk+-3.0 --pkg sliding-pages-1 hello.vala) > "$work/valac.log" 2>&1
check "Vala: the README's program compiles ($(grep -m1 error: "$work/valac.log"))" '[ -x "$work/hello-vala/hello" ]'
[ -x "$work/hello-vala/hello" ] && try Vala "$work/vala.log" "$work/hello-vala/hello"

# GTK 4 through its own library, installed by the same make install (the
# tests' dependencies include GTK 4), with the same lines.
check "make install built the GTK 4 library, its pkg-config file, typelib and VAPI" \
  '[ -f "$home/.local/lib/libsliding-pages-gtk4-1.so.$version" ] && [ -f "$home/.local/lib/pkgconfig/sliding-pages-gtk4-1.pc" ] &&
   [ -f "$home/.local/lib/girepository-1.0/SlidingPages4-1.0.typelib" ] && [ -f "$home/.local/share/vala/vapi/sliding-pages-gtk4-1.vapi" ]'
gcc_line='gcc main.c -o hello-pages $(pkg-config --cflags --libs sliding-pages-gtk4-1)'
check "the README gives the GTK 4 C program's gcc line" 'grep -qF -- "$gcc_line" README.md'
(cd "$work/hello4-c" && clean bash -c "$gcc_line") > "$work/gcc4.log" 2>&1
check "C, GTK 4: the README's program compiles ($(grep -m1 -E 'error|warning' "$work/gcc4.log"))" \
  '[ -x "$work/hello4-c/hello-pages" ] && ! grep -q warning "$work/gcc4.log"'
# As for the Swift GTK 4 program: no session bus here for GTK 4's accessibility.
[ -x "$work/hello4-c/hello-pages" ] && try "C, GTK 4" "$work/c4.log" env GTK_A11Y=none "$work/hello4-c/hello-pages"
try "Python, GTK 4" "$work/python4.log" env GTK_A11Y=none /usr/bin/python3 "$work/hello4-python/hello.py"
try "JavaScript, GTK 4" "$work/gjs4.log" env GTK_A11Y=none gjs "$work/hello4-gjs/hello.js"
(cd "$work/hello4-vala" && clean valac --pkg gtk4 --pkg sliding-pages-gtk4-1 hello.vala) > "$work/valac4.log" 2>&1
check "Vala, GTK 4: the README's program compiles ($(grep -m1 error: "$work/valac4.log"))" '[ -x "$work/hello4-vala/hello" ]'
[ -x "$work/hello4-vala/hello" ] && try "Vala, GTK 4" "$work/vala4.log" env GTK_A11Y=none "$work/hello4-vala/hello"

rm -rf "$work"
summary

#!/usr/bin/env bash
# The installed library as other languages' apps use it, from this checkout:
# make install and uninstall under DESTDIR, as a package build does; then
# make install into a private prefix and, with the Swift toolchain's
# runtime folder hidden:
#   - a C app built with meson through pkg-config (Examples/meson-host),
#   - a Vala app built against the VAPI generated from the GIR,
#   - a Python app (PyGObject) and a JavaScript app (GJS) through the typelib,
# each run on the private X display, dragged with xdotool, and read back:
# the pages it settled on, and how many page widgets live. Prints
# "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
source Tests/e2e/lib.sh
# A package build's install: under DESTDIR, for a final prefix; and its
# uninstall, which leaves nothing.
staged="$work/root" final=/opt/sliding-pages
# The release, from its one source.
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/SlidingPages/Version.swift)
make -s install PREFIX="$final" DESTDIR="$staged" > "$work/install.log" 2>&1
s="$staged$final"
check "make install DESTDIR=… puts the library, headers, .pc, GIR, typelib and VAPI under DESTDIR" \
  '[ -f "$s/lib/libsliding-pages-1.so.$version" ] && [ -L "$s/lib/libsliding-pages-1.so.0" ] && [ -L "$s/lib/libsliding-pages-1.so" ] &&
   [ -f "$s/include/sliding-pages-1/sliding-pages.h" ] && [ -f "$s/lib/pkgconfig/sliding-pages-1.pc" ] &&
   grep -qx "Version: $version" "$s/lib/pkgconfig/sliding-pages-1.pc" &&
   [ -f "$s/share/gir-1.0/SlidingPages-1.0.gir" ] && [ -f "$s/lib/girepository-1.0/SlidingPages-1.0.typelib" ] &&
   [ -f "$s/share/vala/vapi/sliding-pages-1.vapi" ] && grep -qx "prefix=$final" "$s/lib/pkgconfig/sliding-pages-1.pc"'
app=io.github.slidingpages.Demo
check "make install puts the sample in bin as sliding-pages-demo, with its desktop file, hicolor icon and metainfo" \
  '[ -x "$s/bin/sliding-pages-demo" ] && [ -f "$s/share/applications/$app.desktop" ] &&
   [ -f "$s/share/icons/hicolor/scalable/apps/$app.svg" ] && [ -f "$s/share/metainfo/$app.metainfo.xml" ] &&
   grep -qx "Icon=$app" "$s/share/applications/$app.desktop" && grep -qx "Exec=sliding-pages-demo" "$s/share/applications/$app.desktop"'
check "desktop-file-validate passes the desktop file ($(desktop-file-validate "$s/share/applications/$app.desktop" 2>&1 | head -2 | tr '\n' ' '))" \
  'desktop-file-validate "$s/share/applications/$app.desktop"'
check "appstreamcli validate passes the metainfo, whose newest release is $version ($(appstreamcli validate --no-net "$s/share/metainfo/$app.metainfo.xml" 2>&1 | tail -1))" \
  'appstreamcli validate --no-net "$s/share/metainfo/$app.metainfo.xml" > /dev/null 2>&1 &&
   grep -m1 "<release " "$s/share/metainfo/$app.metainfo.xml" | grep -q "version=\"$version\""'
# Every GObject property is documented in the GIR (the option record's
# are, from their blurbs, ranges and defaults), for gi-docgen and IDEs.
undocumented=$(/usr/bin/python3 -c '
import re, sys
for gir in sys.argv[1:]:
    for cls, body in re.findall(r"<class name=\"(\w+)\"(.*?)</class>", open(gir).read(), re.S):
        for name, prop in re.findall(r"<property name=\"([^\"]+)\"(.*?)</property>", body, re.S):
            if "<doc" not in prop: print(f"{cls}:{name}", end=" ")
' "$s"/share/gir-1.0/*.gir)
check "every property of each GIR is documented (undocumented: ${undocumented:-none}; $(grep -c "<property " "$s"/share/gir-1.0/*.gir | tr "\n" " "))" \
  '[ -z "$undocumented" ] && [ "$(ls "$s"/share/gir-1.0/*.gir | wc -l)" -ge 1 ]'
make -s uninstall PREFIX="$final" DESTDIR="$staged" > "$work/uninstall.log" 2>&1
check "make uninstall removes every installed file and the folders it made ($(find "$staged" -type f -o -type l | wc -l) files left)" \
  '[ -z "$(find "$staged" -type f -o -type l)" ] && [ ! -d "$s/share/gir-1.0" ] && [ ! -d "$s/lib/pkgconfig" ] &&
   [ ! -d "$s/lib/girepository-1.0" ] && [ ! -d "$s/share/vala" ] && [ ! -d "$s/include/sliding-pages-1" ]'

# The hosts use an install into a private prefix (SP_PREFIX names one
# already made, as `make test` does).
p=${SP_PREFIX:-$work/prefix}
[ -n "${SP_PREFIX:-}" ] || make -s install PREFIX="$p" >> "$work/install.log" 2>&1
lib="$p/lib/libsliding-pages-1.so.0"
runtime="$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/linux"
runtime="$(cd "$runtime" && pwd)"
check "the library's SONAME is libsliding-pages-1.so.0" 'readelf -d "$lib" | grep -q "Library soname: \[libsliding-pages-1.so.0\]"'
check "no RUNPATH but \$ORIGIN, and no .pc or ldd line pointing into the toolchain ($runtime)" \
  '[ -z "$(readelf -d "$lib" | grep -E "R(UN)?PATH" | grep -v "\[\$ORIGIN\]")" ] && ! grep -qE "swift|$runtime" "$p/lib/pkgconfig/sliding-pages-1.pc" &&
   ! ldd "$lib" | grep -qE "swift|$runtime"'
check "it exports the public C API only ($(nm -D --defined-only "$lib" | awk '$2 ~ /[A-Z]/ && $2 != "A"' | wc -l) global symbols)" \
  '[ -z "$(nm -D --defined-only "$lib" | awk "\$2 ~ /[A-Z]/ && \$2 != \"A\" {print \$3}" | grep -v "^sliding_pages_")" ]'
ldd "$lib" > "$work/ldd.txt"

# Runs a command with the toolchain's runtime folder hidden (an empty
# tmpfs over it, in a mount namespace of its own) when the machine allows
# one; either way the test reads the process's mapped files.
hidden() {
  if unshare -m true 2>/dev/null; then
    unshare -m sh -c 'mount -t tmpfs none "$0" && exec "$@"' "$runtime" "$@"
  else
    "$@"
  fi
}
unshare -m true 2>/dev/null && hides=yes || hides="no (no mount namespace here: mapped files checked instead)"
echo "toolchain runtime hidden: $hides"

# The installed sample, run from another folder with the toolchain's
# runtime hidden: it finds its assets in the prefix (the trace says where),
# and its snapshot shows them (the header image's hills, the page tones).
(cd / && hidden "$p/bin/sliding-pages-demo" --scenario sliding --trace --snapshot "$work/installed.png") > "$work/installed.log" 2>&1
irc=$?
found=$(grep -m1 '^resources ' "$work/installed.log" | cut -d' ' -f2-)
check "the installed sample runs from / with its assets from the prefix (exit $irc, found ${found:-none})" \
  '[ "$irc" -eq 0 ] && [ "$(readlink -f "$found")" = "$(readlink -f "$p/share/sliding-pages")" ] &&
   /usr/bin/python3 Tests/e2e/snapshot_check.py sliding "$work/installed.png" > /dev/null'

export PKG_CONFIG_PATH="$p/lib/pkgconfig"
export LD_LIBRARY_PATH="$p/lib"
export GI_TYPELIB_PATH="$p/lib/girepository-1.0"

# run_host NAME TITLE LOG COMMAND… — starts a host, drags it forward, then
# spins the wheel once; the host quits by itself after a few seconds.
run_host() {
  local name=$1 title=$2 log=$3
  shift 3
  hidden "$@" > "$log" 2>&1 &
  local pid=$!
  local wid
  wid=$(wait_window "$title")
  check "the $name host opens its window" '[ -n "$wid" ]'
  if [ -n "$wid" ]; then
    sleep 0.8
    local maps
    maps=$(cat /proc/$pid/maps /proc/$(pgrep -P $pid | head -1)/maps 2>/dev/null)
    check "the $name host maps the installed library and nothing from the toolchain" \
      'grep -q libsliding-pages-1.so.0 <<< "$maps" && ! grep -q "$runtime" <<< "$maps"'
    drag "$wid" 300 650 550 400 250
    sleep 1
    xdotool mousemove --window "$wid" 400 300 click 5
    sleep 1
  fi
  wait "$pid"
  host_rc=$?
}

# C through meson.
meson setup "$work/build" Examples/meson-host > "$work/meson.log" 2>&1 && ninja -C "$work/build" >> "$work/meson.log" 2>&1
check "the meson host builds with dependency('sliding-pages-1')" '[ -x "$work/build/pager-host" ]'
check "the meson host records the SONAME, not a path" 'readelf -d "$work/build/pager-host" | grep -q "Shared library: \[libsliding-pages-1.so.0\]"'
if [ -x "$work/build/pager-host" ]; then
  log="$work/c.log"
  run_host C "Pager host" "$log" "$work/build/pager-host" 6
  check "a drag and a wheel notch page the 10,000-page C host (got: $(grep settled "$log" | tr '\n' ' '))" \
    'grep -qx "settled page=1" "$log" && grep -qx "settled page=2" "$log"'
  check "C: only visible + preloaded pages live ($(grep live "$log"))" 'grep -qE "^live pages=[1-4] n-pages=10000$" "$log"'
  check "C: the host exits cleanly, with no GLib warnings (exit $host_rc)" '[ "$host_rc" -eq 0 ] && ! grep -qE "(WARNING|CRITICAL)" "$log"'
fi

# Vala, with the VAPI generated from the GIR.
valac --vapidir="$p/share/vala/vapi" --pkg gtk+-3.0 --pkg sliding-pages-1 -X -I"$p/include/sliding-pages-1" \
  -X -L"$p/lib" -X -lsliding-pages-1 Examples/vala-host/main.vala -o "$work/vala-host" > "$work/valac.log" 2>&1
check "the Vala host compiles against the generated VAPI" '[ -x "$work/vala-host" ]'
if [ -x "$work/vala-host" ]; then
  vlog="$work/vala.log"
  hidden "$work/vala-host" 5 > "$vlog" 2>&1 &
  vpid=$!
  vwid=$(wait_window "Vala pager host")
  if [ -n "$vwid" ]; then
    sleep 0.8
    # Backwards from the first page: wrap goes round to the last (499).
    drag "$vwid" 300 150 250 400 550
    sleep 1
  fi
  wait "$vpid"
  vrc=$?
  check "a drag on the Vala host wraps round to page 499 ($(tr '\n' ' ' < "$vlog"))" \
    'grep -qx "settled page=499" "$vlog" && grep -q "^live pages=[1-4] wrap=true$" "$vlog"'
  check "Vala: the host exits cleanly, with no warnings (exit $vrc)" '[ "$vrc" -eq 0 ] && ! grep -qE "(WARNING|CRITICAL)" "$vlog"'
fi

# Python and JavaScript through the typelib. The python3 first on PATH may
# not have PyGObject: the system's interpreter does.
for host in "Python:/usr/bin/python3 Examples/python-host/main.py" "JavaScript:gjs Examples/gjs-host/main.js"; do
  name=${host%%:*}
  read -r -a cmd <<< "${host#*:}"
  log="$work/$name.log"
  run_host "$name" "$name pager host" "$log" "${cmd[@]}" 6
  check "a drag and a wheel notch page the 10,000-page $name host (got: $(grep settled "$log" | tr '\n' ' '))" \
    'grep -qx "settled page=1" "$log" && grep -qx "settled page=2" "$log"'
  check "$name: only visible + preloaded pages live ($(grep live "$log"))" 'grep -qE "^live pages=[1-4] n-pages=10000$" "$log"'
  check "$name: the host exits cleanly, with no warnings (exit $host_rc)" \
    '[ "$host_rc" -eq 0 ] && ! grep -qiE "(WARNING|CRITICAL|Error)" "$log"'
  [ "$failed" -eq 0 ] || cat "$log"
done

# python_host NAME — runs Tests/e2e/NAME.py with the toolchain's runtime
# hidden: its output in $plog, its exit code in $prc.
python_host() {
  plog="$work/$1.log"
  hidden /usr/bin/python3 "Tests/e2e/$1.py" > "$plog" 2>&1
  prc=$?
}

# The same for a host that runs on either face: face_host NAME FACE.
face_host() {
  plog="$work/$1$2.log"
  hidden /usr/bin/python3 "Tests/e2e/$1.py" "$2" > "$plog" 2>&1
  prc=$?
}

# The last host exited 0, its last lines are the arguments, in order, and
# it logged no warning, critical or traceback.
ends_with() {
  [ "$prc" -eq 0 ] && [ "$(tail -n "$#" "$plog")" = "$(printf '%s\n' "$@")" ] && ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"
}

# A Python model that changes, in each face: update_items through the
# typelib, with lists of strings, keeps the current item and its page.
for face in 3 4; do
  GTK_A11Y=none face_host python_batch "$face"
  check "Python, GTK $face: update_items keeps the current item and asks for no kept page ($(tail -2 "$plog" | tr '\n' ' '))" \
    '[ "$prc" -eq 0 ] && grep -qx "applied=True current=6 shows=item-5 was=item-5 n-items=11 asked=\[\]" "$plog"'
  check "Python, GTK $face: a repeated identifier is refused by name" \
    'grep -qx "repeated ids applied=False n-items=11" "$plog" && grep -q "index 1 of the new list appears earlier" "$plog"'
done

# A Gio.ListStore bound with bind_model: each change of the store is a
# batch that keeps the current item; a million items keep three pages live.
python_host python_model
check "Python: bind_model follows a Gio.ListStore, keeping the current item ($(head -4 "$plog" | tr '\n' ' '))" \
  '[ "$prc" -eq 0 ] && grep -qx "bound current=0 shows=A n-items=5" "$plog" && grep -qx "inserted current=3 shows=C n-items=6" "$plog" &&
   grep -qx "removed current=3 shows=D n-items=5" "$plog" && grep -qx "spliced current=4 shows=D n-items=6" "$plog"'
check "Python: a million-item model keeps its place through an insert with few pages live, and lets go of the model ($(tail -2 "$plog" | tr '\n' ' '))" \
  'grep -qE "^million current=500001 shows=#500000 n-items=1000001 live=[1-4]$" "$plog" &&
   grep -qx "unbound n-items=0 model=None released=1" "$plog" && ! grep -qE "(WARNING|CRITICAL)" "$plog"'

# The same from Python on the GTK 4 library: a Gtk.Application whose pager
# follows a Gio.ListStore; n-items set by hand lets go of the model. GTK 4
# talks to AT-SPI over the session bus, which this test has none of (the
# screen reader's checks are gtk4.sh's).
GTK_A11Y=none python_host python_model4
check "Python, GTK 4: bind_model follows a Gio.ListStore, keeping the current item ($(head -4 "$plog" | tr '\n' ' '))" \
  '[ "$prc" -eq 0 ] && grep -qx "bound current=0 shows=A n-items=5" "$plog" && grep -qx "inserted current=3 shows=C n-items=6" "$plog" &&
   grep -qx "removed current=3 shows=D n-items=5" "$plog" && grep -qx "spliced current=4 shows=D n-items=6" "$plog"'
check "Python, GTK 4: a million-item model keeps its place with few pages live; n-items by hand lets go of it ($(tail -2 "$plog" | tr '\n' ' '))" \
  'grep -qE "^million current=500001 shows=#500000 n-items=1000001 live=[1-4]$" "$plog" &&
   grep -qx "n-items by hand n-items=3 model=None released=1" "$plog" && ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'

# The same two kinds on the GTK 4 pager, then a move with a done function.
GTK_A11Y=none python_host python_kinds4
check "Python, GTK 4: page kinds keep labels and buttons apart ($(head -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && grep -qE "^bound=[0-9]+ mismatched=\[\] labels=[1-4] buttons=[1-4] live=[1-4]$" "$plog" && ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'
check "Python, GTK 4: scroll_to_page_full's function runs once the move arrived ($(grep moved "$plog"))" \
  '[ "$(grep -c "^moved" "$plog")" -eq 1 ] && grep -qx "moved finished=True page=7 events=\[.animation-ended.\]" "$plog"'

# What the GTK 3 pager and dots tell screen readers, in German from the
# installed catalogue (found beside the library in this prefix), and in
# English where there is none.
LANG=C.UTF-8 LANGUAGE=de python_host python_words
check "Python, GTK 3: the screen-reader words in German ($(tail -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && [ "$(tail -1 "$plog")" = "Seiten | Seite 1 von 5: Chapter 1 | Zur nächsten Seite | Seitenpunkte" ] && ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'
LANG=C.UTF-8 LANGUAGE=ja python_host python_words
check "Python, GTK 3: English where no catalogue has the language ($(tail -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && [ "$(tail -1 "$plog")" = "Pages | Page 1 of 5: Chapter 1 | Go to the next page | Page dots" ]'

# A real click on a page from Python, with a should-select-item handler
# that refuses odd items.
GTK_A11Y=none python_host python_select4
check "Python, GTK 4: a click selects item 0; should-select-item refuses item 1 ($(tail -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && [ "$(tail -1 "$plog")" = "asked 0 selected 0 asked 1" ] && ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'

# A GTK 4 pager made right to left (GTK's default direction, no option
# set after), dragged to the right for real, turns to the next page.
GTK_A11Y=none python_host python_rtl4
check "Python, GTK 4: a pager made right to left turns to page 1 when dragged to the right ($(tail -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && [ "$(tail -1 "$plog")" = "settled 1" ] && ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'

# A pager taken out of its window at rest, then mid-drag by a did-scroll
# handler, and put back, in each face: at rest nothing is told; the drag
# ends as it leaves (it stayed "dragging" half-way before), and with no
# frames to come the pages are on a page already when put back.
for face in 3 4; do
  GTK_A11Y=none face_host python_unroot "$face"
  check "Python, GTK $face: a pager taken out at rest tells nothing; taken out mid-drag it ends the drag and rests on a page when put back ($(tail -1 "$plog"))" \
    'ends_with "at rest out and in: nothing told; taken out; drag ended; put back idle; idle on a page True"'
done

# A page centred by its own halign and valign is drawn in the middle of
# the page in each face (GTK 3 drew it at the page's corner), and a click
# leaves the focus where GTK puts it: on a page's button it clicked (GTK 4
# moved it on to the pager), on the page's bare label the pager, whose
# Right key then turns the page.
for face in 3 4; do
  GTK_A11Y=none face_host python_align "$face"
  check "Python, GTK $face: a page centred by its own alignment is drawn centred ($(tail -1 "$plog"))" 'ends_with "middle red beside other"'
  GTK_A11Y=none face_host python_clickfocus "$face"
  check "Python, GTK $face: a click focuses a page's button, or else the pager ($(tail -1 "$plog"))" \
    'ends_with "button: focused True clicked 1; label: pager focused True; right: page 1"'
  # A quick drag whose events come in one late burst (the main loop held
  # 0.3 s by a focus handler, as a screen reader's queries held it) still
  # flings on: its speed comes from the events' own times.
  GTK_A11Y=none face_host python_busydrag "$face"
  check "Python, GTK $face: a fling delivered late still turns the page ($(tail -1 "$plog"))" 'ends_with "busy True page 1"'
done

# A host that shrinks the pager to one item from inside bind-page while a
# move or a jump to page 21 is on its way, in each face: after the old
# motion's events, the pager says it rests on page 0 (it went quiet on
# page 20 before).
for face in 3 4; do
  GTK_A11Y=none face_host python_shrink "$face"
  check "Python, GTK $face: shrunk from inside bind-page mid-move, the pager tells the page it rests on ($(tail -2 "$plog" | tr '\n' ' '))" \
    'ends_with "move: selected 20, selected 0; rests on 0 of 1" "jump: selected 20, settled 20, selected 0, settled 0; rests on 0 of 1"'
done

# A pager bound to a model refuses item changes by hand, naming the model
# (they put it out of step with the store), in each face; n-items set by
# hand lets go of the model.
for face in 3 4; do
  GTK_A11Y=none face_host python_modelguard "$face"
  check "Python, GTK $face: a model-bound pager refuses changes by hand ($(tail -2 "$plog" | tr '\n' ' '))" \
    '[ "$prc" -eq 0 ] && [ "$(tail -n 2 "$plog")" = "$(printf "%s\n" "by hand: n-items=5 model=True asked past 4: False" "n-items set: n-items=3 model=None")" ] &&
     [ "$(grep -c "follows its bound model" "$plog")" -eq 2 ] && ! grep -qE "(CRITICAL|Traceback)" "$plog"'
done

# A bound store sorted, refreshed with its own items and given a run back
# reversed, in each face: the pager stays on the same item, found again
# among the added ones (it went to item 0 before).
for face in 3 4; do
  GTK_A11Y=none face_host python_modelsort "$face"
  check "Python, GTK $face: a sorted or re-spliced model keeps the current item ($(tail -1 "$plog"))" \
    'ends_with "sorted: a07 at 12; refreshed: a07 at 12; reversed run: a07 at 7"'
done

# Items deleted or inserted while a move is on its way, in each face: the
# move lands on the item it headed for (deleting the item it left slid it
# one past; inserting where it headed landed on the first new item).
for face in 3 4; do
  GTK_A11Y=none face_host python_movechange "$face"
  check "Python, GTK $face: a move lands on its item through a change on the way ($(tail -1 "$plog"))" \
    'ends_with "delete: on id 6 at 5; insert: on id 6 at 9"'
done

# Pagers off screen, in each face: a count set at construction reads back,
# a jump lands and its page is made once shown; an animated move in no
# window arrives and says so; a .ui file's pages open on initial-page; a
# pager hidden mid-move lands, and so does the move its completion starts;
# a position between pages comes to rest on one.
for face in 3 4; do
  GTK_A11Y=none face_host python_unshown "$face"
  check "Python, GTK $face: an unshown pager counts, moves and starts on initial-page ($(tail -1 "$plog"))" \
    'ends_with "counted: 1000 1000 at 500; unshown move: at 100 told [True] state 0; ui: built on 2 shown on 2; page 500 bound True; hidden mid-move: at 8 told [True, True] state 0; between: at 2.0 state 0"'
done

# Autoplay in each face keeps its interval: the first turn an interval
# after the pager maps, the next ones while the nub fades (GTK 3 took two
# intervals first, and about 1.3 s with the nub). The pointer is parked in
# a corner: over the pages it holds autoplay.
for face in 3 4; do
  xdotool mousemove 1270 1010
  GTK_A11Y=none face_host python_autoplay "$face"
  check "Python, GTK $face: autoplay turns every interval from the map on ($(tail -1 "$plog"))" \
    'ends_with "turns True; slow []"'
done

# A bind-page handler that scrolls the pager on from inside the call, in
# each face: the page it comes to rest on is bound and shown (GTK 4 left
# it blank before), and a later move lands on a bound page.
for face in 3 4; do
  GTK_A11Y=none face_host python_bindscroll "$face"
  check "Python, GTK $face: a scroll from inside bind-page rests on a bound, shown page ($(tail -1 "$plog"))" \
    'ends_with "after scrolls from bind-page: page 1 shown; then moved: page 6 shown; n-items again: page 6 shown, told nothing"'
done

# A page-title handler connected after the GTK 3 pager was drawn: its
# titles show from the next redraw (the strip stayed blank before).
GTK_A11Y=none face_host python_latetitles ""
check "Python, GTK 3: titles connected late show at the next redraw ($(tail -1 "$plog"))" 'ends_with "before: 0; after: ink"'

# A page-title handler that asks for a move on every call, in each face:
# the pages arrive and rest on a whole page (GTK 4 stopped short before,
# asking the title again on every frame and restarting the move).
for face in 3 4; do
  GTK_A11Y=none face_host python_titlescroll "$face"
  check "Python, GTK $face: a move asked for inside page-title arrives ($(tail -1 "$plog"))" \
    'ends_with "rests at 3.000 on page 3, titles of page 3 asked"'
done

# A host that destroys the window from inside each page signal in turn, in
# each face: every page setup-page made is finalized, and the pager (GTK 3
# kept the page being bound when the pager went in bind-page).
for face in 3 4; do
  GTK_A11Y=none face_host python_destroyin "$face"
  check "Python, GTK $face: the window destroyed inside each page signal leaves no page ($(tail -1 "$plog"))" \
    '[ "$prc" -eq 0 ] && ! grep -qE "(CRITICAL|Traceback)" "$plog" &&
     [ "$(tail -1 "$plog" | grep -oE "(^|; )(setup-page|bind-page|unbind-page|page-title): destroyed inside, 0 of [1-9][0-9]* pages left, pager finalized" | wc -l)" -eq 4 ] &&
     tail -1 "$plog" | grep -qE "(^|; )teardown-page: destroyed (inside|after), 0 of [1-9][0-9]* pages left, pager finalized"'
done

# A pager of three items a page, in each face, left to right and right to
# left, read over AT-SPI page by page: the page's items in item order and
# nothing off screen (GTK 3 read them in the order its pages were made,
# GTK 4 listed every loaded page).
for face in 3 4; do
  plog="$work/python_readorder$face.log"
  hidden dbus-run-session -- /usr/bin/python3 Tests/e2e/python_readorder.py "$face" > "$plog" 2>&1
  prc=$?
  check "Python, GTK $face: a screen reader reads the items shown in order ($(tail -1 "$plog"))" \
    '[ "$prc" -eq 0 ] && [ "$(tail -1 "$plog")" = "ltr: pages 2 1 3 2 0; rtl: pages 2 1 3 2 0" ] && ! grep -qE "(CRITICAL|Traceback)" "$plog"'
done

# Each face's pager is a Gtk.Orientable (the interface's setter turns it
# vertical and notifies; the style class follows any setter), and its
# alignment an enum (GTK 4's was an int).
for face in 3 4; do
  GTK_A11Y=none face_host python_orientable "$face"
  check "Python, GTK $face: the pager is a Gtk.Orientable with an enum alignment ($(tail -1 "$plog"))" \
    'ends_with "classes horizontal, horizontal, vertical; orientable True, told orientation, vertical, page 2 below; alignment Alignment center"'
done

# Tab from a button into a GTK 4 pager: a focus ring in the theme's
# accent shows round the pages, and goes with the focus.
GTK_A11Y=none python_host python_focus4
check "Python, GTK 4: Tab into the pager, then its dots, shows a focus ring on each, gone with the focus; dot colours from a list ($(tail -1 "$plog"))" \
  'ends_with "tabbed: focus True ring blue dots none; dots: focus True ring none dots blue; away: focus False ring none dots none; colours: current blue next red"'

# A pager taken out of its window in the middle of a slow move, in each
# face: with no frames to come the move ends on its page and settled is
# told then (it froze half-way until shown again before).
for face in 3 4; do
  GTK_A11Y=none face_host python_unmapmove "$face"
  check "Python, GTK $face: taken out mid-move, the pager ends the move on its page ($(tail -1 "$plog"))" \
    'ends_with "taken out mid-move: position 6.00, settled 6"'
done

# Items that change under a page being looked at, in each face: three
# items a page rest on a page after inserts and deletes before it; the
# item in view deleted is hidden before the next is shown; emptied and
# filled again by n-items, the pager tells its page. An item's page is
# found by index and by widget, follows its item's move, and is asked for
# again on a reload.
for face in 3 4; do
  GTK_A11Y=none face_host python_changes "$face"
  found="item 0 photo3 == photo3, found 0, shown True, next True False, far None False, stranger -1"
  check "Python, GTK $face: changes leave the pages on a page and the shown pages even ($(tail -9 "$plog" | tr '\n' ';'))" \
    'ends_with "insert 1 before: at 6 page 2 on a page" "insert 1 more: at 6 page 2 on a page" "delete 2 before: at 3 page 1 on a page" \
       "one a page: ${found//0/3}" "the current item moved first: $found" "the current item reloaded: ${found//photo3 == photo3/edited == edited}" \
       "the item in view deleted: page-hidden 0, page-shown 0" "emptied: page-hidden 0" "filled again: settled 0, page-shown 0"'
done

# Buttons that navigate, notes edited and reloaded, counted again: each
# face moves, shows and reuses its pages alike (the lines are the same).
for face in 3 4; do
  GTK_A11Y=none face_host python_reload "$face"
  check "Python, GTK $face: navigate, reload and set_n_items keep the pages where asked ($(sed -n '2p;6,9p' "$plog" | tr '\n' ';'))" \
    'ends_with "opened: item 1 of 10 shows note1 visible [1]" "next item: moved=True item 2 of 10 shows note2 visible [2]" \
       "last: moved=True item 9 of 10 shows note9 visible [9]" "next at the end: moved=False item 9 of 10 shows note9 visible [9]" \
       "previous page: moved=True item 8 of 10 shows note8 visible [8]" "reloaded in place: item 8 of 10 shows edit8 visible [8]" \
       "reloaded in place: 0 pages made, 3 live" "reloaded to the start: item 1 of 10 shows edit1 visible [1]" \
       "reloaded to the start: 0 pages made, 3 live" "first: moved=True item 0 of 10 shows edit0 visible [0]" \
       "previous at the start: moved=False item 0 of 10 shows edit0 visible [0]" "last again: moved=True item 9 of 10 shows edit9 visible [9]" \
       "four notes: item 3 of 4 shows edit3 visible [3]" "four notes: 0 pages made" "none: item -1 of 0 shows None visible []" \
       "next with none: moved=False item -1 of 0 shows None visible []"'
done

# follows-page-size in each face: the pager is as tall as the page in
# view, not the tallest page loaded beside it.
for face in 3 4; do
  GTK_A11Y=none face_host python_follows "$face"
  check "Python, GTK $face: follows-page-size sizes the pager to the page in view ($(tail -1 "$plog"))" \
    'ends_with "from page 0: page 2 -50 px, page 1 -150 px"'
done

# The strip, titles and standalone dots restyled in code, in each face,
# read back from the screen: colours, a tiled pattern (a file that is no
# image warned of by name and left out), dot colours, sizes and a nub widget.
for face in 3 4; do
  GTK_A11Y=none face_host python_looks "$face"
  images=$([ "$face" = 4 ] && echo "image titles: the current title green True")
  # GTK 4's standalone dots take a followed pager's colours; GTK 3's keep the theme's.
  followed=$([ "$face" = 4 ] && echo red || echo "none of the colours")
  check "Python, GTK $face: title colours, a strip pattern, dot colours, a nub widget${images:+ and image titles} set in code show ($(sed -n '/^colours:/,$p' "$plog" | tr '\n' ';'))" \
    '[ "$prc" -eq 0 ] && [ "$(sed -n "/^colours:/,\$p" "$plog")" = "$(printf "%s\n" "colours: strip blue, reddest title red" "pattern: strip green, reddest title green" \
       "not an image: strip as before any change True" "dots with the pager'"'"'s colours: $followed" "dots with their own too: green" \
       "dots size: wider for 10 than 5 True, same height True" \
       "nub: taken True, given back True" ${images:+"$images"})" ] &&
     [ "$(grep -c WARNING "$plog")" -eq 1 ] && grep WARNING "$plog" | grep -q "notes.png" && ! grep -qE "(CRITICAL|Traceback)" "$plog"'
done

# An item extent from a function of the pager's width, in each face:
# asked from the main loop after a new function and after a resize.
for face in 3 4; do
  GTK_A11Y=none face_host python_extent "$face"
  check "Python, GTK $face: an item extent function is asked again after a resize, a new function and a reload ($(tail -6 "$plog" | tr '\n' ';'))" \
    'ends_with "a third: 3 items in view, asked True" "a third, wider: 3 items in view, asked True" "a quarter: 4 items in view, asked True" \
       "a quarter, reloaded: 4 items in view, asked True" "none: 1 items in view, asked False" "asked inside the setter: 0"'
done

# GTK 4's pages drawn as X shows them, half-way between two: the depth
# effect keeps the next page behind the leaving one, a transformer that
# lifts it draws it on top and hears each page's offset.
GTK_A11Y=none face_host python_transform4 4
check "Python, GTK 4: depth draws the leaving page on top, a transformer reorders and hears the offsets ($(tail -4 "$plog" | tr '\n' ';'))" \
  'ends_with "depth: left red, right faded blue" "lifted: left blue, right blue" "offsets: 0 -0.5, 1 +0.5, 2 +1.5" "effect again: left red, right faded blue"'

# A pager's own pages in each face: removing the one in view tells it
# hidden before the next is shown.
for face in 3 4; do
  GTK_A11Y=none face_host python_ownhidden "$face"
  check "Python, GTK $face: removing the own page in view tells it hidden, then the next shown ($(tail -1 "$plog"))" \
    'ends_with "removed the page in view: page-hidden 0, page-shown 0"'
done

# Pages of wrapping text in a window of the pager's own size, in each
# face: a page is as tall as its width needs and fits under the strip.
for face in 3 4; do
  GTK_A11Y=none face_host python_wrapfit "$face"
  check "Python, GTK $face: a page of wrapping text fits the pager at its own size ($(tail -1 "$plog"))" \
    '[ "$prc" -eq 0 ] && tail -1 "$plog" | grep -q "^page fits: True" && ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'
done

# Dots of their own from Python in each face, clicked and keyed for real:
# by hand, deferring the page shown, then following a Gtk.Adjustment;
# Ctrl+Right and Alt+End left to the host.
for face in 3 4; do
  GTK_A11Y=none face_host python_dots "$face"
  check "Python, GTK $face: dots by hand, deferred and on an adjustment take clicks and keys, not shortcuts ($(tail -1 "$plog"))" \
    'ends_with "asked 3 shows 3; asked 4 shows 4; asked 0 shows 0; asked 2 shows 0; updated shows 2; asked 7 shows 7 value 700; asked 9 shows 9 value 900"'
done

# The GTK 4 scrubber from Python: its nub dragged half-way down for real.
GTK_A11Y=none python_host python_scrubber4
check "Python, GTK 4: a drag on the scrubber's nub scrolls half-way, its states in order ($(tail -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && [ "$(tail -1 "$plog")" = "fraction 0.50 states select highlight unhighlight deselect named True shown True active nub node 1" ] &&
   ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'
check "Python, GTK 4: the scrubber's nub area follows the drag down the right edge ($(grep "^nub area before" "$plog"))" \
  '[ "$prc" -eq 0 ] && grep -qx "nub area shown True on the right edge True same size True follows the drag True" "$plog"'

# A nub of the app's own on the GTK 4 scrubber, dragged for real: its
# natural size, :active while held, no :selected when a select handler
# takes it; hidden, no nub.
GTK_A11Y=none python_host python_nub4
check "Python, GTK 4: an app's nub shows at its size, takes the scrubber's states and drags the content; hidden, it takes nothing ($(tail -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && [ "$(tail -1 "$plog")" = "nub 40x40 shown True held active True selected False fraction 0.50 released active False hidden moves False" ] &&
   ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'

# An app's stylesheet on the GTK 4 chrome's CSS nodes (the GTK 3 names),
# added once the window shows: the strip, its titles' colour and font, the
# dots and their backdrop, the nub and dots of their own all follow it.
GTK_A11Y=none python_host python_css4
check "Python, GTK 4: an app's CSS restyles the strip, titles, dots, nub and own dots once shown ($(tail -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && grep -qx "fallback: strip other red False tall False backdrop False dot False nub False own dot False" "$plog" &&
   grep -qx "app: strip green red True tall True backdrop True dot True nub True own dot True" "$plog" &&
   ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'

# Real mouse drags on content inside a GTK 4 page that drags along the
# pager's axis: a slider, text, a marked box and a pager inside the page
# keep them; a label's drag turns the page; the inner pager pages to its
# end, then hands the drag to the pager around it.
GTK_A11Y=none python_host python_nested4
check "Python, GTK 4: a slider, text, a marked box and an inner pager keep their drags; the inner one hands over at its end ($(tail -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && [ "$(grep -E "^(plain|scale|entry|marked|inner): " "$plog" | tr "\n" ";")" = "plain: outer 1 inner 0 scale False selected False;scale: outer 0 inner 0 scale True selected False;entry: outer 0 inner 0 scale True selected True;marked: outer 0 inner 0 scale True selected True;inner: outer 0 inner 1 scale True selected True;inner: outer 0 inner 2 scale True selected True;inner: outer 1 inner 2 scale True selected True;" ] &&
   ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'

# A page's own long-press gesture and a button on a page, pressed for real
# in each face: a click selects the item, a held press reaches the page's
# gesture and a button click the button, neither selecting; a drag from
# the same spot turns the page; a click then selects again, and one whose
# item-selected handler destroys the window raises no critical (GTK 3 did
# while it still carried the click down to the pages). (GTK 4 fires
# the page's long press after a button's click too: the button claims the
# release as it bubbles, so the page's gesture never sees it.)
for face in 3 4; do
  GTK_A11Y=none face_host python_longpress "$face"
  check "Python, GTK $face: a page's long press and button take their presses from the pager's tap ($(tr '\n' ';' < "$plog"))" \
    '[ "$prc" -eq 0 ] && [ "$(grep -cE "^(click: pressed 0 clicked 0 selected \[0\] page 0|hold: pressed 1 clicked 0 selected \[\] page 0|button: pressed [01] clicked 1 selected \[\] page 0|drag: pressed 0 clicked 0 selected \[\] page 1|click again: pressed 0 clicked 0 selected \[1\] page 1|destroyed from item-selected)$" "$plog")" -eq 6 ] &&
     ! grep -qE "(WARNING|CRITICAL|Traceback)" "$plog"'
done

# Tab with the neighbours peeking in, in each face: from the button
# before, Tab reaches the current page's button, then the button after;
# Shift+Tab walks back; a button on a page peeking in is never focused.
for face in 3 4; do
  GTK_A11Y=none face_host python_tabpeek "$face"
  check "Python, GTK $face: Tab walks the page in view, not its peeking neighbours ($(tail -1 "$plog"))" \
    'ends_with "reached Before > Page 3 > After > Page 3 > Before; page 3"'
done

# Two kinds of page from Python: page-kind names them, setup-page::even and
# setup-page::odd make them, and no page is bound to an item of the other kind.
python_host python_kinds
check "Python: page kinds keep labels and buttons apart ($(head -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && grep -qE "^bound=[0-9]+ mismatched=\[\] labels=[1-4] buttons=[1-4] live=[1-4]$" "$plog" && ! grep -qE "(WARNING|CRITICAL)" "$plog"'
check "Python: SlidingPages.Dots follows an adjustment ($(grep dots "$plog"))" 'grep -qx "dots n-pages=5 position=2.5 current=3" "$plog"'
check "Python: colour lists take, and an item extent from a Python function lays out three 200 px items in 600 px ($(grep extent "$plog"))" \
  'grep -qx "extent shown=3" "$plog"'

# The scrubber from Python: made from a .ui file, named by a Python bubble
# function, kept shown by a deselect handler, its nub dragged for real.
python_host python_scrubber
check "Python: the scrubber's nub from .ui sits at its insets ($(head -1 "$plog"))" \
  '[ "$prc" -eq 0 ] && grep -qx "nub shown=True x=460 y=20 width=30 height=30" "$plog"'
check "Python: dragged to the end it scrolls there, in SPT's order, and says the Python text ($(tail -1 "$plog"))" \
  'grep -qx "at-end=True fraction=1.00 transitions=select,highlight,unhighlight,deselect bubble-asked=True last-asked=1.00 said='"'"'100% in'"'"'" "$plog" && ! grep -qE "(WARNING|CRITICAL)" "$plog"'

[ "$failed" -eq 0 ] || tail -20 "$work/meson.log" "$work/install.log" "$work/valac.log"
echo "ldd of the installed library:"
cat "$work/ldd.txt"
rm -rf "$work"
summary

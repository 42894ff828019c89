#!/usr/bin/env bash
# What a person hears: the million-photo sample of each face read by Orca,
# paged by keys. Orca's debug log keeps every line it would speak, so the
# check needs no sound card. Run on the private X display the test command
# made; Orca comes from Debian (installed by the test command).
# Usage: Tests/e2e/orca.sh DEMO DEMO4
set -u
demo3="${1:?path to SlidingPagesDemo}" demo4="${2:?path to SlidingPagesDemo4}"
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/lib.sh"
command -v orca > /dev/null || { echo "FAILED: orca is not installed"; exit 1; }

# hear DEMO TITLE KEYS… — the sample on a session bus of its own with Orca
# reading it, the keys pressed one by one, each given time to be spoken;
# writes the page lines heard to OUT.
hear() {
  dbus-run-session -- bash -c '
    . "$0/lib.sh"
    out=$1 demo=$2 title=$3; shift 3
    dir=$(mktemp -d)
    export XDG_CONFIG_HOME=$dir XDG_DATA_HOME=$dir GTK_A11Y=atspi
    "$demo" --scenario million > "$dir/demo.log" 2>&1 &
    pid=$!
    wid=$(wait_window "$title")
    xdotool windowfocus --sync "$wid" 2> /dev/null
    orca --replace --debug --debug-file="$dir/orca.log" > "$dir/orca.out" 2>&1 &
    orca=$!
    # Orca is listening once it has read the focused pager.
    for _ in $(seq 1 150); do grep -q "SPEECH OUTPUT: .Page 1 " "$dir/orca.log" 2>/dev/null && break; sleep 0.1; done
    said() { grep -c "SPEECH OUTPUT: .Page" "$dir/orca.log" 2>/dev/null || echo 0; }
    for key in "$@"; do
      before=$(said)
      xdotool key "$key"
      for _ in $(seq 1 40); do [ "$(said)" -gt "$before" ] && break; sleep 0.1; done
      # Whatever else the move says comes within its animation.
      sleep 1.2
    done
    kill $orca $pid 2>/dev/null; wait $orca $pid 2>/dev/null
    # Each line is SPEECH OUTPUT: '''TEXT'''{VOICE}.
    grep -o "SPEECH OUTPUT: .Page [^{]*" "$dir/orca.log" | sed "s/SPEECH OUTPUT: .//; s/.\$//" > "$out"
    rm -rf "$dir"
  ' "$here" "$@"
}

expected="Page 1 of 1000000: Photo 1
Page 2 of 1000000: Photo 2
Page 1000000 of 1000000: Photo 1,000,000
Page 1 of 1000000: Photo 1"

# heard DEMO TITLE KEYS… — the page lines heard, each once in a row.
heard() {
  hear /tmp/sp-orca.$$ "$@" > /dev/null 2>&1
  # Orca may say the first page twice (focus, then the pager's description).
  sed 's/\.$//' /tmp/sp-orca.$$ 2> /dev/null | uniq
  rm -f /tmp/sp-orca.$$
}

for face in 3 4; do
  if [ $face = 3 ]; then demo=$demo3 title=SlidingPages; else demo=$demo4 title="SlidingPages for GTK 4"; fi
  got=$(heard "$demo" "$title" Right End Home)
  echo "GTK $face heard:"; echo "$got" | sed 's/^/  /'
  check "GTK $face: Orca reads the page, each key's page once, and no page a long jump passes" '[ "$got" = "$expected" ]'
done

# In French: a copy of the sample in a folder of its own, the catalogue
# where the library looks for it beside the program (BINDIR/../share/locale),
# as make install puts it beside the library; the build is left as it was.
place=$(mktemp -d)
mkdir -p "$place/bin" "$place/share/locale/fr/LC_MESSAGES"
cp "$demo4" "$place/bin/"
msgfmt --check -o "$place/share/locale/fr/LC_MESSAGES/sliding-pages-1.mo" "$here/../../Resources/po/fr.po"
got=$(LANG=C.UTF-8 LANGUAGE=fr heard "$place/bin/$(basename "$demo4")" "SlidingPages for GTK 4" Right End)
rm -rf "$place"
echo "GTK 4 in French heard:"; echo "$got" | sed 's/^/  /'
check "GTK 4: Orca reads the pages in French" '[ "$got" = "Page 1 sur 1000000 : Photo 1
Page 2 sur 1000000 : Photo 2
Page 1000000 sur 1000000 : Photo 1,000,000" ]'
summary

#!/usr/bin/env bash
# make docs on this checkout, as a reader would run it (under `make test`,
# with the GIRs of the test run's own install, SP_PREFIX): from a clean
# output folder, both Swift references (DocC) and the C reference (gi-docgen) are
# built, link from the index, and nothing in them warns (SwiftPM's own
# "-pthread" line, explained in the README, aside). Then, as the README
# says, `make docs-serve` serves them and a headless Chromium shows each
# one: a screenshot that is one flat colour is a blank page.
# Prints "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
log=$(mktemp)
shots=$(mktemp -d)
out=.build/docs
rm -rf .build/docs-build "$out"
scripts/docs.sh > "$log" 2>&1
rc=$?
check "make docs exits 0 from a clean output folder ($(tail -3 "$log" | tr '\n' ' '))" '[ $rc -eq 0 ]'
check "the index links the three references" \
  'grep -q "swift/documentation/slidingpages/" $out/index.html && grep -q "core/documentation/slidingpagescore/" $out/index.html && grep -q "c/index.html" $out/index.html'
check "DocC wrote SlidingPages' pages (Pager among them)" '[ -f $out/swift/documentation/slidingpages/index.html ] && [ -d $out/swift/data/documentation/slidingpages/pager ]'
check "DocC wrote SlidingPagesCore's pages (PagerEngine among them)" '[ -d $out/core/data/documentation/slidingpagescore/pagerengine ]'
check "gi-docgen wrote the C reference (class.Pager.html, class.Dots.html, class.Scrubber.html)" \
  '[ -f $out/c/class.Pager.html ] && [ -f $out/c/class.Dots.html ] && [ -f $out/c/class.Scrubber.html ]'
if pkg-config --exists gtk4; then
  check "with GTK 4 here, the index links SlidingPagesGtk4 and the GTK 4 C API" \
    'grep -q "swift4/documentation/slidingpagesgtk4/" $out/index.html && grep -q "c4/index.html" $out/index.html'
  check "DocC wrote SlidingPagesGtk4's pages (Pager and Dots among them)" \
    '[ -d $out/swift4/data/documentation/slidingpagesgtk4/pager ] && [ -d $out/swift4/data/documentation/slidingpagesgtk4/dots ]'
  check "gi-docgen wrote the GTK 4 C reference (class.Pager.html, class.Dots.html, class.Page.html)" \
    '[ -f $out/c4/class.Pager.html ] && [ -f $out/c4/class.Dots.html ] && [ -f $out/c4/class.Page.html ]'
  pages4="swift4 swift4/documentation/slidingpagesgtk4/|c4 c4/class.Pager.html"
fi
check "the served folder holds the references only (no install log or settings: $(cd $out && ls | tr '\n' ' '))" \
  '[ -z "$(cd $out && ls | grep -vxE "index.html|swift|core|c|swift4|c4")" ]'
warnings=$(grep -i 'warning' "$log" | grep -v -- '-pthread' || true)
check "no warnings from DocC or gi-docgen (${warnings:0:300})" '[ -z "$warnings" ]'

# The README's way to read them: make docs-serve, then a browser.
port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
DOCS_PORT=$port scripts/docs-serve.sh > "$shots/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 50); do grep -q "Serving HTTP" "$shots/serve.log" && break; sleep 0.1; done
check "make docs-serve prints the address to open ($(head -1 "$shots/serve.log"))" "grep -q 'http://127.0.0.1:$port/' '$shots/serve.log'"
# shot NAME PATH — a screenshot of the page and how much its greys vary.
shot() {
  timeout 90 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars --window-size=1200,900 \
    --virtual-time-budget=8000 --screenshot="$shots/$1.png" "http://127.0.0.1:$port/$2" > /dev/null 2>&1
  convert "$shots/$1.png" -colorspace gray -format '%[fx:standard_deviation]' info: 2>/dev/null || echo 0
}
IFS='|' read -r -a more <<< "${pages4:-}"
for page in "swift swift/documentation/slidingpages/" "core core/documentation/slidingpagescore/" "c c/class.Pager.html" "${more[@]}"; do
  set -- $page
  spread=$(shot "$1" "$2")
  check "Chromium shows the $1 reference served at /$2 (grey spread $spread; a blank page is 0)" \
    "awk -v s='$spread' 'BEGIN { exit !(s > 0.05) }'"
done
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$log" "$shots"
summary

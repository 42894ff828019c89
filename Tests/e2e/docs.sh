#!/usr/bin/env bash
# make docs on this checkout, as a reader would run it: both Swift
# references (DocC) and the C reference (gi-docgen) are built, link from
# the index, and nothing in them warns (SwiftPM's own "-pthread" line,
# explained in the README, aside). Prints "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
log=$(mktemp)
out=.build/docs
scripts/docs.sh > "$log" 2>&1
rc=$?
check "make docs exits 0 ($(tail -3 "$log" | tr '\n' ' '))" '[ $rc -eq 0 ]'
check "the index links the three references" \
  'grep -q "swift/documentation/slidingpages/" $out/index.html && grep -q "core/documentation/slidingpagescore/" $out/index.html && grep -q "c/index.html" $out/index.html'
check "DocC wrote SlidingPages' pages (Pager among them)" '[ -f $out/swift/documentation/slidingpages/index.html ] && [ -d $out/swift/data/documentation/slidingpages/pager ]'
check "DocC wrote SlidingPagesCore's pages (PagerEngine among them)" '[ -d $out/core/data/documentation/slidingpagescore/pagerengine ]'
check "gi-docgen wrote the C reference (class.Pager.html, class.Dots.html, class.Scrubber.html)" \
  '[ -f $out/c/class.Pager.html ] && [ -f $out/c/class.Dots.html ] && [ -f $out/c/class.Scrubber.html ]'
warnings=$(grep -i 'warning' "$log" | grep -v -- '-pthread' || true)
check "no warnings from DocC or gi-docgen (${warnings:0:300})" '[ -z "$warnings" ]'
rm -f "$log"
summary

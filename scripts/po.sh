#!/usr/bin/env bash
# The screen-reader words' translations (Resources/po).
#   scripts/po.sh update   writes the template from the C sources' _() and N_()
#   scripts/po.sh check    fails when the template is stale, or a language
#                          misses a word or breaks a format (make test)
set -euo pipefail
cd "$(dirname "$0")/.."
pot=Resources/po/sliding-pages-1.pot
extract() {
  xgettext --language=C --keyword=_ --keyword=N_ --add-comments=Translators: --from-code=UTF-8 \
    --package-name=sliding-pages --msgid-bugs-address= --no-location --sort-output -o "$1" \
    Sources/CSlidingPages/*.c Sources/CSlidingPages/*.h Sources/CSlidingPages4/*.c 2> /dev/null
}
case "${1:-check}" in
  update) extract "$pot" ;;
  check)
    fresh=$(mktemp)
    trap 'rm -f "$fresh"' EXIT
    extract "$fresh"
    # The words and their notes, without the dated header.
    if ! diff <(sed '1,/^$/d' "$pot") <(sed '1,/^$/d' "$fresh") > /dev/null; then
      echo "FAILED: $pot is stale: run scripts/po.sh update"; exit 1
    fi
    for po in Resources/po/*.po; do
      msgcmp "$po" "$pot" || { echo "FAILED: $po misses words of the template"; exit 1; }
      msgfmt --check -o /dev/null "$po" || { echo "FAILED: $po does not compile"; exit 1; }
    done
    echo "ok: the translation template is current; $(ls Resources/po/*.po | wc -l) languages have every word" ;;
  *) echo "usage: scripts/po.sh update|check" >&2; exit 2 ;;
esac

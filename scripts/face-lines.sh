#!/usr/bin/env bash
# Lines of each face around the shared core: Swift, C and private headers
# of the GTK 3 and GTK 4 targets, the installed (documented) headers aside.
#   scripts/face-lines.sh [REPO]
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
installed3=" sliding-pages.h sliding-pages-pager.h sliding-pages-dots.h sliding-pages-scrubber.h "
installed4=" sliding-pages4.h sliding-pages4-pager.h sliding-pages4-dots.h sliding-pages4-scrubber.h sliding-pages4-page.h "
# face INSTALLED SWIFT_DIRS… -- C_DIR: the face's files, one a line.
face() {
  local installed=$1 c=${*: -1}
  shift
  while [ "$1" != -- ]; do find "$1" -name '*.swift'; shift; done
  find "$c" -name '*.c'
  find "$c" -name '*.h' | while read -r h; do [[ "$installed" == *" $(basename "$h") "* ]] || echo "$h"; done
}
gtk3=$(face "$installed3" Sources/SlidingPages Sources/SlidingPagesCAPI -- Sources/CSlidingPages | xargs cat | wc -l)
gtk4=$(face "$installed4" Sources/SlidingPagesGtk4 Sources/SlidingPagesGtk4CAPI -- Sources/CSlidingPages4 | xargs cat | wc -l)
core=$(find Sources/SlidingPagesCore -name '*.swift' | xargs cat | wc -l)
echo "GTK 3 face $gtk3, GTK 4 face $gtk4 ($(awk "BEGIN { printf \"%.1f\", $gtk4 * 100 / $gtk3 }")% of GTK 3), core $core"

#!/usr/bin/env bash
# make docs-serve: serves the API references (.build/docs, built first if
# missing) on this machine only, and prints the address to open. DocC's
# pages fetch their content with scripts, which browsers refuse to do for
# pages opened from disk; over HTTP they work. Ctrl-C stops it.
# DOCS_PORT picks the port (8000).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${DOCS_PORT:-8000}
[ -f .build/docs/index.html ] || scripts/docs.sh
echo "SlidingPages reference: http://127.0.0.1:$port/ (Swift: /swift/documentation/slidingpages/, C: /c/index.html; GTK 4, when built: /swift4/documentation/slidingpagesgtk4/ and /c4/index.html; Ctrl-C stops)"
exec python3 -u -m http.server --bind 127.0.0.1 --directory .build/docs "$port"

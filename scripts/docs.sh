#!/usr/bin/env bash
# make docs: the API references as static sites in .build/docs —
#   swift/  SlidingPages (DocC, with the catalog's articles)
#   core/   SlidingPagesCore (DocC)
#   c/      the C API, from the introspection data (gi-docgen)
# and index.html linking the three. Uses the toolchain's docc and
# `swift package dump-symbol-graph` (no plugin download), and gi-docgen.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
rm -rf "$out" && mkdir -p "$out"
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/SlidingPages/Version.swift)

swift package dump-symbol-graph --minimum-access-level public >&2
graphs="$(swift build --show-bin-path)/../symbolgraph"
for module in SlidingPages SlidingPagesCore; do
  dir="$out/graphs/$module" && mkdir -p "$dir"
  cp "$graphs/$module.symbols.json" "$dir/"
  case $module in SlidingPages) site=swift ;; *) site=core ;; esac
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" --fallback-bundle-identifier "io.github.slidingpages.$module" \
    --fallback-bundle-version "$version" --output-path "$out/$site" --transform-for-static-hosting \
    --hosting-base-path "$site" >&2
done

# The C reference needs the GIR: an install into a private prefix makes it.
PREFIX="$PWD/$out/prefix" scripts/install.sh install > "$out/install.log"
sed "s/@VERSION@/$version/" Resources/docs/sliding-pages.toml > "$out/sliding-pages.toml"
gi-docgen generate --quiet --no-namespace-dir --config "$out/sliding-pages.toml" --output-dir "$out/c" \
  --add-include-path /usr/share/gir-1.0 "$out/prefix/share/gir-1.0/SlidingPages-1.0.gir"
rm -rf "$out/prefix" "$out/graphs"

cat > "$out/index.html" <<HTML
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>SlidingPages $version</title></head>
<body>
<h1>SlidingPages $version</h1>
<ul>
<li><a href="swift/documentation/slidingpages/">SlidingPages</a>: the Swift widget</li>
<li><a href="core/documentation/slidingpagescore/">SlidingPagesCore</a>: the pure-Swift core</li>
<li><a href="c/index.html">The C API</a>, also for Vala, Python and JavaScript through introspection</li>
</ul>
</body></html>
HTML
echo "API references in $out (index.html, swift/, core/, c/)"

#!/usr/bin/env bash
# make docs: the API references as static sites in .build/docs —
#   swift/  SlidingPages (DocC, with the catalog's articles)
#   core/   SlidingPagesCore (DocC)
#   c/      the C API, from the introspection data (gi-docgen)
#   swift4/ SlidingPagesGtk4 and c4/ its C API
# and index.html linking them. Uses the toolchain's docc (no plugin
# download) and gi-docgen. DocC's pages load their data with scripts, which
# a browser refuses from file://: `make docs-serve` serves the folder.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
rm -rf "$out" && mkdir -p "$out"
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/SlidingPages/Version.swift)

# The symbol graphs of the public API, from the package's own build (the
# dump builds every target first, the GTK 4 ones too, whose packages `make
# docs` installs; after `make test` it costs nothing).
swift package dump-symbol-graph --minimum-access-level public >&2
graphs="$(swift build --show-bin-path)/../symbolgraph"
modules="SlidingPages SlidingPagesCore SlidingPagesGtk4"
for module in $modules; do
  dir="$out/graphs/$module" && mkdir -p "$dir"
  cp "$graphs/$module.symbols.json" "$dir/"
  case $module in SlidingPages) site=swift ;; SlidingPagesGtk4) site=swift4 ;; *) site=core ;; esac
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" --fallback-bundle-identifier "io.github.slidingpages.$module" \
    --fallback-bundle-version "$version" --output-path "$out/$site" --transform-for-static-hosting \
    --hosting-base-path "$site" >&2
done

# The C reference needs the GIR: an install into a private prefix makes it
# (SP_PREFIX names one already made: `make test` passes its own).
gir_dir=${SP_PREFIX:-$PWD/$out/prefix}/share/gir-1.0
if [ -z "${SP_PREFIX:-}" ]; then
  mkdir -p .build/docs-build
  PREFIX="$PWD/$out/prefix" scripts/install.sh install > .build/docs-build/install.log
fi
sed "s/@VERSION@/$version/" Resources/docs/sliding-pages.toml > "$out/sliding-pages.toml"
gi-docgen generate --quiet --no-namespace-dir --config "$out/sliding-pages.toml" --output-dir "$out/c" \
  --add-include-path /usr/share/gir-1.0 "$gir_dir/SlidingPages-1.0.gir"
sed "s/@VERSION@/$version/" Resources/docs/sliding-pages4.toml > "$out/sliding-pages4.toml"
gi-docgen generate --quiet --no-namespace-dir --config "$out/sliding-pages4.toml" --output-dir "$out/c4" \
  --add-include-path /usr/share/gir-1.0 "$gir_dir/SlidingPages4-1.0.gir"
rm -rf "$out/prefix" "$out/graphs" "$out"/sliding-pages*.toml

cat > "$out/index.html" <<HTML
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>SlidingPages $version</title></head>
<body>
<h1>SlidingPages $version</h1>
<ul>
<li><a href="swift/documentation/slidingpages/">SlidingPages</a>: the Swift widget</li>
<li><a href="core/documentation/slidingpagescore/">SlidingPagesCore</a>: the pure-Swift core</li>
<li><a href="c/index.html">The C API</a>, also for Vala, Python and JavaScript through introspection</li>
<li><a href="swift4/documentation/slidingpagesgtk4/">SlidingPagesGtk4</a>: the Swift widget for GTK 4</li>
<li><a href="c4/index.html">The GTK 4 C API</a>, also for Vala, Python and JavaScript through introspection</li>
</ul>
</body></html>
HTML
echo "API references in $out (index.html, swift/, core/, c/, swift4/, c4/): \`make docs-serve\` shows them at http://127.0.0.1:8000/"

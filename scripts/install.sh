#!/usr/bin/env bash
# make install   [PREFIX=/usr/local] [LIBDIR=PREFIX/lib] [DESTDIR=]
# make uninstall (the same variables)
#
# The C API for C, Vala, Python and JavaScript hosts, as a distribution
# would ship it:
#   LIBDIR/libsliding-pages-1.so.VERSION SONAME libsliding-pages-1.so.0, with
#                                        the .so.0 and development .so links
#   PREFIX/include/sliding-pages-1/      sliding-pages.h, sliding-pages-pager.h, sliding-pages-dots.h,
#                                        sliding-pages-scrubber.h
#   LIBDIR/pkgconfig/sliding-pages-1.pc
#   PREFIX/share/gir-1.0/SlidingPages-1.0.gir
#   LIBDIR/girepository-1.0/SlidingPages-1.0.typelib
#   PREFIX/share/vala/vapi/sliding-pages-1.{vapi,deps}  (vapigen, from the GIR)
#   PREFIX/bin/sliding-pages-demo         the sample (its Swift runtime linked in)
#   PREFIX/share/sliding-pages/           the sample's resources
#   PREFIX/share/applications/io.github.slidingpages.Demo.desktop, its icon in
#   PREFIX/share/icons/hicolor/scalable/apps/, and AppStream metainfo in
#   PREFIX/share/metainfo/
#   PREFIX/share/locale/LANG/LC_MESSAGES/sliding-pages-1.mo  the screen-reader words, translated
# and, when GTK 4's development files are there (libgtk-4-dev), the GTK 4
# library beside it, as GTK 4 builds of VTE and GtkSourceView are:
#   LIBDIR/libsliding-pages-gtk4-1.so.VERSION SONAME libsliding-pages-gtk4-1.so.0
#   PREFIX/include/sliding-pages-gtk4-1/  sliding-pages4.h, sliding-pages4-pager.h, sliding-pages4-dots.h,
#                                         sliding-pages4-page.h, sliding-pages4-scrubber.h
#   LIBDIR/pkgconfig/sliding-pages-gtk4-1.pc
#   PREFIX/share/gir-1.0/SlidingPages4-1.0.gir, LIBDIR/girepository-1.0/SlidingPages4-1.0.typelib
#   PREFIX/share/vala/vapi/sliding-pages-gtk4-1.{vapi,deps}
# The Swift runtime is linked into each library (see meson-notes.md): it
# needs nothing from the toolchain, and exports only its C API.
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:-install}
prefix=${PREFIX:-/usr/local}
libdir=${LIBDIR:-$prefix/lib}
dest=${DESTDIR:-}
# Both numbers come from Sources/SlidingPages/Version.swift, their one source.
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/SlidingPages/Version.swift)
api=$(sed -n 's/.*static let api = \([0-9]*\).*/\1/p' Sources/SlidingPages/Version.swift)
[ -n "$version" ] && [ -n "$api" ] || { echo "install: no version in Sources/SlidingPages/Version.swift" >&2; exit 1; }
soversion=0 ns=$api.0
lib=libsliding-pages-$api.so
app_id=io.github.slidingpages.Demo
files=(
  "$libdir/$lib.$version" "$libdir/$lib.$soversion" "$libdir/$lib"
  "$prefix/include/sliding-pages-$api/sliding-pages.h" "$prefix/include/sliding-pages-$api/sliding-pages-pager.h"
  "$prefix/include/sliding-pages-$api/sliding-pages-dots.h" "$prefix/include/sliding-pages-$api/sliding-pages-scrubber.h"
  "$libdir/pkgconfig/sliding-pages-$api.pc"
  "$prefix/share/gir-1.0/SlidingPages-$ns.gir" "$libdir/girepository-1.0/SlidingPages-$ns.typelib"
  "$prefix/share/vala/vapi/sliding-pages-$api.vapi" "$prefix/share/vala/vapi/sliding-pages-$api.deps"
  "$prefix/share/sliding-pages/strip-pattern.png" "$prefix/share/sliding-pages/header-image.png"
  "$prefix/share/sliding-pages/sliding-pages.svg" "$prefix/share/sliding-pages/pager.ui" "$prefix/share/sliding-pages/demo.css"
  "$prefix/share/sliding-pages/guide.ui"
  "$prefix/bin/sliding-pages-demo" "$prefix/share/applications/$app_id.desktop"
  "$prefix/share/icons/hicolor/scalable/apps/$app_id.svg" "$prefix/share/metainfo/$app_id.metainfo.xml"
)
# The GTK 4 library's names.
lib4=libsliding-pages-gtk4-$api.so pkg4=sliding-pages-gtk4-$api ns4=SlidingPages4-$ns
headers4=(sliding-pages4.h sliding-pages4-pager.h sliding-pages4-dots.h sliding-pages4-page.h sliding-pages4-scrubber.h)
files+=(
  "$libdir/$lib4.$version" "$libdir/$lib4.$soversion" "$libdir/$lib4" "$libdir/pkgconfig/$pkg4.pc"
  "${headers4[@]/#/$prefix/include/$pkg4/}"
  "$prefix/share/gir-1.0/$ns4.gir" "$libdir/girepository-1.0/$ns4.typelib"
  "$prefix/share/vala/vapi/$pkg4.vapi" "$prefix/share/vala/vapi/$pkg4.deps"
)
# The screen-reader words' translations, one catalogue a language, which
# both libraries look for beside themselves (LIBDIR/../share/locale).
langs=()
for po in Resources/po/*.po; do langs+=("$(basename "$po" .po)"); done
for l in "${langs[@]}"; do files+=("$prefix/share/locale/$l/LC_MESSAGES/sliding-pages-$api.mo"); done

# Whether the dynamic loader searches a folder through its cache.
loader_searches() {
  local d
  d=$(readlink -f "$1" 2>/dev/null || echo "$1")
  cat /etc/ld.so.conf /etc/ld.so.conf.d/*.conf 2>/dev/null | grep -qx "$d" || [ "$d" = /usr/lib ] || [ "$d" = /lib ]
}

# The folders install makes, deepest first: uninstall removes those left
# empty (a prefix's shared folders hold other packages' files too).
dirs=("$prefix/include/sliding-pages-$api" "$prefix/include/$pkg4" "$prefix/share/sliding-pages" "$prefix/share/vala/vapi" "$prefix/share/vala"
      "$prefix/share/gir-1.0" "$libdir/girepository-1.0" "$libdir/pkgconfig" "$prefix/share/applications"
      "$prefix/share/icons/hicolor/scalable/apps" "$prefix/share/icons/hicolor/scalable" "$prefix/share/icons/hicolor"
      "$prefix/share/icons" "$prefix/share/metainfo" "$prefix/bin")
for l in "${langs[@]}"; do dirs+=("$prefix/share/locale/$l/LC_MESSAGES" "$prefix/share/locale/$l"); done
dirs+=("$prefix/share/locale")

if [ "$action" = uninstall ]; then
  for f in "${files[@]}"; do rm -f "$dest$f"; done
  for d in "${dirs[@]}"; do rmdir "$dest$d" 2>/dev/null || true; done
  # The loader's cache forgets the library (only for a real uninstall, as root).
  if [ -z "$dest" ] && [ "$(id -u)" -eq 0 ] && command -v ldconfig > /dev/null && loader_searches "$libdir"; then ldconfig; fi
  echo "removed SlidingPages from $dest$prefix"
  exit 0
fi

# A build of its own, so the development build keeps its settings.
build=.build/ship
# The libraries as they will be installed, in a staging folder the GIR
# tools link against.
stage="$build/stage"
rm -rf "$stage" && mkdir -p "$stage"

# ship PRODUCT LIB PKG NAMESPACE SYMBOL_PREFIX GTK_PKG GTK_GIR DESCRIPTION SOURCES HEADER…
# builds the shared library PRODUCT as LIB (SONAME LIB.$soversion, the
# exports Resources/libPRODUCT.map lists), stages it, makes its GIR from the
# annotated headers (the first is the one to include) and the C files'
# documentation with no warnings allowed, then the typelib and the VAPI
# from it, and installs them with the headers and PKG.pc.
ship() {
  local product=$1 lib=$2 pkg=$3 namespace=$4 symbols=$5 gtk=$6 gtkgir=$7 description=$8 sources=$9
  shift 9
  local inc=$sources/include gir=$namespace-$ns
  local headers=("${@/#/$inc/}")
  # Linked afresh each time: SwiftPM does not see the export map change.
  rm -f "$build/release/lib$product.so"
  swift build -c release --product "$product" --scratch-path "$build" -Xswiftc -static-stdlib \
    -Xlinker -soname="$lib.$soversion" -Xlinker --version-script="$PWD/Resources/lib$product.map" >&2
  cp "$build/release/lib$product.so" "$stage/$lib.$version"
  strip --strip-unneeded "$stage/$lib.$version"
  ln -sf "$lib.$version" "$stage/$lib.$soversion"
  ln -sf "$lib.$soversion" "$stage/$lib"
  # The properties the core's option record installs at run time get
  # their blurb, range and default as documentation, unless the sources
  # document them.
  local docs="$stage/$namespace-properties.c" types
  types=$(nm -D --defined-only "$stage/$lib" | awk '{sub(/@.*/, "", $3)} $3 ~ /_(pager|dots|scrubber|page)_get_type$/ {print $3}')
  cc -std=gnu11 -O1 scripts/property-docs.c -o "$build/property-docs" $(pkg-config --cflags --libs gobject-2.0) -ldl
  { grep -ohE '^ *\* [A-Za-z0-9]+:[a-z0-9-]+:$' "$sources"/*.c "${headers[@]}" || true; } | sed 's/^ *\* //; s/:$//' |
    LD_LIBRARY_PATH="$stage" "$build/property-docs" "$stage/$lib" $types > "$docs"
  LD_LIBRARY_PATH="$stage" g-ir-scanner --quiet --warn-all --warn-error \
    --namespace="$namespace" --nsversion="$ns" --identifier-prefix="$namespace" --symbol-prefix="$symbols" \
    --include="$gtkgir" --pkg="$gtk" --pkg-export="$pkg" --c-include="$1" \
    --library="$pkg" --library-path="$stage" -L"$stage" -I"$inc" \
    "${headers[@]}" "$sources"/*.c "$docs" --output "$stage/$gir.gir" >&2
  g-ir-compiler "$stage/$gir.gir" --output "$stage/$gir.typelib"
  printf '%s\n' "$gtk" > "$stage/$pkg.deps"
  vapigen --quiet --library "$pkg" --pkg "$gtk" --directory "$stage" "$stage/$gir.gir" >&2
  install -d "$dest$libdir/pkgconfig" "$dest$libdir/girepository-1.0" "$dest$prefix/include/$pkg" \
    "$dest$prefix/share/gir-1.0" "$dest$prefix/share/vala/vapi"
  install -m 755 "$stage/$lib.$version" "$dest$libdir/"
  ln -sf "$lib.$version" "$dest$libdir/$lib.$soversion"
  ln -sf "$lib.$soversion" "$dest$libdir/$lib"
  install -m 644 "${headers[@]}" "$dest$prefix/include/$pkg/"
  install -m 644 "$stage/$gir.gir" "$dest$prefix/share/gir-1.0/"
  install -m 644 "$stage/$gir.typelib" "$dest$libdir/girepository-1.0/"
  install -m 644 "$stage/$pkg.vapi" "$stage/$pkg.deps" "$dest$prefix/share/vala/vapi/"
  cat > "$dest$libdir/pkgconfig/$pkg.pc" <<PC
prefix=$prefix
libdir=$libdir
includedir=\${prefix}/include

Name: $pkg
Description: $description
Version: $version
Requires: $gtk
Cflags: -I\${includedir}/$pkg
Libs: -L\${libdir} -l$pkg
PC
}

ship sliding-pages "$lib" "sliding-pages-$api" SlidingPages sliding_pages gtk+-3.0 Gtk-3.0 \
  "Paged scrolling for GTK 3: recycled pages, titled strip, masked dots, scrubber" Sources/CSlidingPages \
  sliding-pages.h sliding-pages-pager.h sliding-pages-dots.h sliding-pages-scrubber.h

# The sample, with the Swift runtime linked in as the library has it.
swift build -c release --product SlidingPagesDemo --scratch-path "$build" -Xswiftc -static-stdlib >&2
install -d "$dest$prefix/share/sliding-pages" "$dest$prefix/bin" "$dest$prefix/share/applications" \
  "$dest$prefix/share/icons/hicolor/scalable/apps" "$dest$prefix/share/metainfo"
install -m 644 Resources/strip-pattern.png Resources/header-image.png Resources/sliding-pages.svg Resources/pager.ui \
  Resources/demo.css Resources/guide.ui "$dest$prefix/share/sliding-pages/"
install -m 755 "$build/release/SlidingPagesDemo" "$dest$prefix/bin/sliding-pages-demo"
strip --strip-unneeded "$dest$prefix/bin/sliding-pages-demo"
install -m 644 "Resources/$app_id.desktop" "$dest$prefix/share/applications/"
install -m 644 Resources/sliding-pages.svg "$dest$prefix/share/icons/hicolor/scalable/apps/$app_id.svg"
install -m 644 "Resources/$app_id.metainfo.xml" "$dest$prefix/share/metainfo/"
for l in "${langs[@]}"; do
  install -d "$dest$prefix/share/locale/$l/LC_MESSAGES"
  msgfmt --check -o "$dest$prefix/share/locale/$l/LC_MESSAGES/sliding-pages-$api.mo" "Resources/po/$l.po"
done

# The GTK 4 library, the same way, when GTK 4's development files are here.
if pkg-config --exists gtk4; then
  ship sliding-pages-gtk4 "$lib4" "$pkg4" SlidingPages4 sliding_pages4 gtk4 Gtk-4.0 \
    "Paged scrolling for GTK 4: recycled pages, titled strip, masked dots" Sources/CSlidingPages4 "${headers4[@]}"
  echo "installed the GTK 4 library too ($pkg4.pc, $ns4 GIR and typelib, $pkg4.vapi)"
else
  echo "GTK 4's development files are not here (apt-get install libgtk-4-dev): the GTK 4 library was not built"
fi

# The loader's cache learns of a library installed into a folder it
# searches (/usr/local/lib): only for a real install there, as root.
if [ -z "$dest" ] && [ "$(id -u)" -eq 0 ] && command -v ldconfig > /dev/null && loader_searches "$libdir"; then ldconfig; fi
echo "installed SlidingPages into $dest$prefix (library, headers, sliding-pages-$api.pc, GIR, typelib, VAPI, the sample sliding-pages-demo with its desktop file, icon and metainfo)"
[ -z "$dest" ] || exit 0

# The lines a program's shell needs to find what went where the system
# does not look: pkg-config and meson (C), the loader (every language but
# Swift), GObject Introspection (Python, GJS), and the data folders (valac
# finds VAPIs there; the desktop finds the sample's icon and launcher).
# The README's language sections say the same.
lines=()
pkg-config --variable pc_path pkg-config 2>/dev/null | tr ':' '\n' | grep -qx "$libdir/pkgconfig" ||
  lines+=("export PKG_CONFIG_PATH=\"$libdir/pkgconfig\${PKG_CONFIG_PATH:+:\$PKG_CONFIG_PATH}\"")
loader_searches "$libdir" || lines+=("export LD_LIBRARY_PATH=\"$libdir\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}\"")
case "$libdir" in
  /usr/lib|/usr/lib/*-linux-gnu) ;;
  *) lines+=("export GI_TYPELIB_PATH=\"$libdir/girepository-1.0\${GI_TYPELIB_PATH:+:\$GI_TYPELIB_PATH}\"") ;;
esac
case "$prefix" in
  /usr|/usr/local) ;;
  *) lines+=("export XDG_DATA_DIRS=\"$prefix/share:\${XDG_DATA_DIRS:-/usr/local/share:/usr/share}\"") ;;
esac
if [ "${#lines[@]}" -gt 0 ]; then
  echo "For programs to find it, paste these lines into your shell (or its profile):"
  printf '%s\n' "${lines[@]}"
fi
echo "Vala finds sliding-pages-$api.vapi through XDG_DATA_DIRS; or pass valac --vapidir=$prefix/share/vala/vapi"

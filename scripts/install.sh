#!/usr/bin/env bash
# make install PREFIX=…: the C API library, its headers, a pkg-config file
# and the shared resources. The library finds the Swift runtime through an
# rpath to the toolchain's runtime folder (recorded here and in the .pc).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-/usr/local}"
swift build -c release --product sliding-pages >&2
bin="$(swift build -c release --show-bin-path)"
runtime="$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/linux"
runtime="$(cd "$runtime" && pwd)"
install -d "$prefix/lib/pkgconfig" "$prefix/include/sliding-pages" "$prefix/share/sliding-pages" "$prefix/share/vala/vapi"
install -m 755 "$bin/libsliding-pages.so" "$prefix/lib/libsliding-pages.so"
install -m 644 Sources/CSlidingPages/include/sliding-pages.h Sources/CSlidingPages/include/sliding-pages-pager.h "$prefix/include/sliding-pages/"
install -m 644 Resources/sliding-pages.vapi "$prefix/share/vala/vapi/sliding-pages.vapi"
install -m 644 Resources/strip-pattern.png Resources/header-image.png Resources/sliding-pages.svg Resources/pager.ui "$prefix/share/sliding-pages/"
cat > "$prefix/lib/pkgconfig/sliding-pages.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include
swiftruntime=$runtime

Name: sliding-pages
Description: Paged scrolling for GTK 3: recycled pages, titled strip, masked dots, scrubber
Version: 0.1.0
Requires: gtk+-3.0
Cflags: -I\${includedir}/sliding-pages
Libs: -L\${libdir} -lsliding-pages -Wl,-rpath,\${libdir} -Wl,-rpath,\${swiftruntime}
PC
echo "installed into $prefix (library, headers, sliding-pages.pc, resources)"

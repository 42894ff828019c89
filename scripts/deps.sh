#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, only when missing.
# Usage: scripts/deps.sh run|run4|install|test|docs
set -euo pipefail
want=(libgtk-3-dev pkg-config)
# make install builds the GIR, typelib and VAPI.
install=(gobject-introspection libgirepository1.0-dev valac binutils gettext)
# The GTK 4 face and its libadwaita sample.
gtk4=(libgtk-4-dev libadwaita-1-dev)
case "${1:-test}" in
  run4) want+=("${gtk4[@]}") ;;
  install) want+=("${install[@]}") ;;
  docs) want+=("${install[@]}" "${gtk4[@]}" gi-docgen python3) ;;
  test) want+=("${install[@]}" "${gtk4[@]}" xvfb xauth xdotool x11-utils weston python3 python3-gi python3-gi-cairo gir1.2-gtk-3.0 gjs meson ninja-build
                at-spi2-core python3-pyatspi dbus imagemagick desktop-file-utils appstream gi-docgen chromium
                sway wtype libwayland-dev libweston-10-dev gcc orca) ;;
esac
missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

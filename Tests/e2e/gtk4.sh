#!/usr/bin/env bash
# The GTK 4 face's journeys (gtk4.py) on a private session bus with AT-SPI,
# on the private X display the test command made.
set -u
bin="${1:?path to SlidingPagesDemo4}"
here="$(cd "$(dirname "$0")" && pwd)"
exec dbus-run-session -- /usr/bin/python3 "$here/gtk4.py" "$bin"

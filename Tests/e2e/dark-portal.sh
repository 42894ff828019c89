#!/usr/bin/env bash
# The sample follows the desktop's light or dark preference through the
# settings portal (org.freedesktop.appearance color-scheme), as GNOME apps
# do: a stand-in portal on a private session bus answers 1 (dark), 2
# (light), or 0 and then announces 1. GTK_THEME still wins. Runs on the X
# display the test command started. Prints "N passed, N failed".
set -u
bin="${1:?path to SlidingPagesDemo}"
here="$(cd "$(dirname "$0")" && pwd)"
work=$(mktemp -d)
source "$here/lib.sh"

# shot NAME PORTAL-ARGS [ENV…]: snapshots the sample under a portal answering PORTAL-ARGS.
shot() {
  local name=$1 args=$2
  shift 2
  dbus-run-session -- bash -c "
    /usr/bin/python3 '$here/fake_portal.py' $args > '$work/$name.portal' 2>&1 &
    for _ in \$(seq 1 50); do grep -q ready '$work/$name.portal' && break; sleep 0.1; done
    sleep 0.2
    env -u GTK_THEME $* '$bin' --scenario sliding --snapshot '$work/$name.png' > '$work/$name.log' 2>&1
  " > /dev/null 2>&1
  /usr/bin/python3 "$here/dark_check.py" "$work/$name.png" 2>/dev/null
}

check "the portal prefers dark: the sample opens dark" '[ "$(shot dark 1)" = dark ]'
check "the portal prefers light: the sample opens light" '[ "$(shot light 2)" = light ]'
check "the preference turns dark while the sample runs: it follows" '[ "$(shot turned "0 1")" = dark ]'
check "GTK_THEME=Adwaita wins over the portal's dark" '[ "$(shot themed 1 GTK_THEME=Adwaita)" = light ]'
check "the session's own portal (none, or one that prefers nothing): the sample opens light, with no warning of its own" \
  '[ "$(dbus-run-session -- env -u GTK_THEME "$bin" --scenario sliding --snapshot "$work/none.png" > "$work/none.log" 2>&1; /usr/bin/python3 "$here/dark_check.py" "$work/none.png")" = light ] && ! grep -qE "(Gtk|Gdk|GLib|GLib-GIO|SlidingPages)-(WARNING|CRITICAL)" "$work/none.log"'
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && rm -rf "$work"
[ "$failed" -eq 0 ]

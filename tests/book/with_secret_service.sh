#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs "$@" beside a secret service of its own: a private D-Bus session
# (dbus-run-session) and GNOME Keyring unlocked with a made-up password, in a
# temporary home, so no one's own keychain is touched. Exit 77 (CTest's
# "skipped") where they are not installed (Debian: dbus-daemon, gnome-keyring).
command -v dbus-run-session >/dev/null 2>&1 && command -v gnome-keyring-daemon >/dev/null 2>&1 || {
    echo "dbus-run-session or gnome-keyring-daemon is not installed: skipped"
    exit 77
}
home=$(mktemp -d) || exit 1
trap 'rm -rf "$home"' EXIT
mkdir -m 700 "$home/run"
export HOME="$home" XDG_RUNTIME_DIR="$home/run" XDG_DATA_HOME="$home/share" \
    XDG_CONFIG_HOME="$home/config" PLAYERS_CLUB_SECRET_SERVICE=1
unset DISPLAY
dbus-run-session -- sh -c '
    printf players-club-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null ||
        { echo "gnome-keyring-daemon would not start: skipped"; exit 77; }
    "$@"' sh "$@"

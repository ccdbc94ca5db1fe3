#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs a built players-club .deb on a clean Debian 12 and checks that the
# game and the engine tool work there. A minimal bookworm is debootstrapped
# into a folder, the package is installed with apt (which pulls in exactly
# its declared dependencies, not its recommendations), and the programs are
# run inside that folder with chroot. Any missing library, Qt plugin or font
# fails the check, which is the point: the build machine has everything.
#
#   sudo packaging/check-clean-debian.sh [options] players-club_VERSION_ARCH.deb
#     --work DIR     build the clean system in DIR (default: a new temp dir)
#     --cache DIR    keep the bootstrapped system as a tarball in DIR and
#                    reuse it on the next run (delete it to refresh)
#     --mirror URL   Debian mirror (default: the one this machine's apt uses)
#     --screenshot FILE.png  save the window of the X11 start (needs Xvfb
#                    and ImageMagick's import on this machine)
#     --keep         leave the system in place afterwards, to look around
#
# Needs root, debootstrap and network access to the mirror. Also used by
# .ci/run. Exits non-zero, with the reason, on the first failed check.
set -euo pipefail

work="" cache="" mirror="" screenshot="" keep=0 deb=""
while [ $# -gt 0 ]; do
    case "$1" in
    --work) work=$2; shift 2 ;;
    --cache) cache=$2; shift 2 ;;
    --mirror) mirror=$2; shift 2 ;;
    --screenshot) screenshot=$(realpath -m "$2"); shift 2 ;;
    --keep) keep=1; shift ;;
    -h | --help) sed -n '2,19s/^# \{0,1\}//p' "$0"; exit 0 ;;
    -*) echo "check-clean-debian: unknown option $1" >&2; exit 2 ;;
    *) deb=$1; shift ;;
    esac
done
fail() { echo "check-clean-debian: FAILED: $*" >&2; exit 1; }
step() { echo "== $(date +%T) $*"; }

if [ -z "$deb" ] || [ ! -f "$deb" ]; then
    echo "usage: $0 [options] players-club_*.deb" >&2
    exit 2
fi
deb=$(realpath "$deb")
[ "$(id -u)" = 0 ] || fail "needs root (debootstrap, chroot)"
command -v debootstrap >/dev/null || fail "debootstrap not found: apt-get install debootstrap"
arch=$(dpkg-deb -f "$deb" Architecture)
version=$(dpkg-deb -f "$deb" Version)

# The same Debian mirror as this machine's apt, so it works where apt works.
if [ -z "$mirror" ]; then
    mirror=$(grep -hoE '(URIs:|^deb)[[:space:]]+https?://[^[:space:]]+/debian/?([[:space:]]|$)' \
        /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list \
        2>/dev/null | awk '{print $2; exit}' || true)
    mirror=${mirror:-http://deb.debian.org/debian}
fi
mirror=${mirror%/}

own_work=0
if [ -z "$work" ]; then
    work=$(mktemp -d /tmp/check-clean-debian.XXXXXX)
    own_work=1
fi
mkdir -p "$work"
work=$(realpath "$work")
root=$work/root
[ ! -e "$root" ] || fail "$root already exists: give an empty --work folder"

# Never delete the system while /proc is mounted in it; --one-file-system
# would stop rm at a mount point anyway. The logs stay after a failure.
cleanup() {
    local status=$?
    [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null || true
    if mountpoint -q "$root/proc" 2>/dev/null; then umount "$root/proc" || umount -l "$root/proc"; fi
    if [ "$keep" = 1 ]; then
        echo "check-clean-debian: the system is left in $root"
    elif ! mountpoint -q "$root/proc" 2>/dev/null; then
        rm -rf --one-file-system "$root"
        if [ "$status" = 0 ] && [ "$own_work" = 1 ]; then rm -rf "$work"; fi
    fi
    [ "$status" = 0 ] || echo "check-clean-debian: logs in $work" >&2
    exit $status
}
trap cleanup EXIT

tarball=""
[ -z "$cache" ] || { mkdir -p "$cache"; tarball=$(realpath "$cache")/debian-bookworm-minbase-$arch.tar.gz; }
started=$SECONDS
if [ -n "$tarball" ] && [ -f "$tarball" ]; then
    step "unpacking the cached clean system $tarball"
    mkdir -p "$root"
    tar -xzpf "$tarball" --numeric-owner -C "$root"
else
    step "debootstrap bookworm (minbase, $arch) from $mirror"
    debootstrap --variant=minbase --arch="$arch" bookworm "$root" "$mirror" \
        >"$work/debootstrap.log" 2>&1 || { tail -20 "$work/debootstrap.log" >&2; fail "debootstrap"; }
    if [ -n "$tarball" ]; then
        tar -czpf "$tarball.part" --numeric-owner -C "$root" . && mv "$tarball.part" "$tarball"
    fi
fi
echo "   clean system ready after $((SECONDS - started)) s"

# A Debian 12 as installed: the point release with its updates and security.
security=${mirror%/debian}/debian-security
cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
EOF
# dpkg's fsync after every file costs minutes and buys nothing here.
echo force-unsafe-io >"$root/etc/dpkg/dpkg.cfg.d/unsafe-io"
mount -t proc proc "$root/proc"
mkdir -p "$root/tmp/check"
cp "$deb" "$root/tmp/check/"
in_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin:/usr/games \
        HOME=/root LANG=C.UTF-8 "$@"
}

step "apt-get install ./$(basename "$deb") (its dependencies only)"
in_root apt-get update -q >"$work/apt.log" 2>&1 || { tail -20 "$work/apt.log" >&2; fail "apt-get update"; }
before=$(in_root dpkg-query -W -f '.\n' | wc -l)
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    "/tmp/check/$(basename "$deb")" >>"$work/apt.log" 2>&1 ||
    { tail -30 "$work/apt.log" >&2; fail "apt-get install of the package"; }
echo "   $(($(in_root dpkg-query -W -f '.\n' | wc -l) - before)) packages installed"

step "shared libraries of the programs and Qt plugins"
# A plugin whose library is missing is skipped by Qt without a word.
missing=$(in_root sh -c 'for f in /usr/games/players-club /usr/games/players-club-engine \
    $(find /usr/lib/*/qt6/plugins -name "*.so"); do ldd "$f" | sed -n "s|^|$f: |; /not found/p"; done')
[ -z "$missing" ] || fail "libraries not found:
$missing"
for plugin in platforms/libqxcb.so platforms/libqoffscreen.so imageformats/libqsvg.so \
    iconengines/libqsvgicon.so printsupport/libcupsprintersupport.so sqldrivers/libqsqlite.so; do
    in_root sh -c "ls /usr/lib/*/qt6/plugins/$plugin" >/dev/null 2>&1 ||
        fail "Qt plugin $plugin is not installed (which package ships it?)"
done

step "players-club --version and --help (no display)"
out=$(in_root /usr/games/players-club --version 2>&1) || fail "--version: $out"
echo "   $out"
[[ "$out" == *"${version%%-*}"* ]] || fail "--version does not name the package version $version"
in_root /usr/games/players-club --help 2>&1 | grep -q -- '--blank-score-sheet' ||
    fail "--help does not offer --blank-score-sheet"

step "players-club-engine speaks its protocol"
replies=$(printf '%s\n' '{"cmd":"version","id":1}' 'not json' \
    '{"cmd":"pm.moves","men":[25,25,17,0],"top":15,"card":11}' '{"cmd":"quit"}' |
    in_root timeout 20 /usr/games/players-club-engine 2>&1) || fail "the engine tool: $replies"
echo "$replies" | sed 's/^/   /'
[ "$(echo "$replies" | wc -l)" = 4 ] || fail "the engine tool gave not one reply a line"
# reply LINE FIELD...: every field is in that reply (in any order).
reply_has() {
    local line=$1 field
    shift
    for field; do echo "$replies" | sed -n "${line}p" | grep -qF "$field" || return 1; done
}
reply_has 1 '"ok":true' '"protocol":1' || fail "the engine tool's version reply"
reply_has 2 '"ok":false' || fail "the engine tool accepted a line that is not JSON"
reply_has 3 '"ok":true' '"move":26' '"bust":true' '"from":17' '"to":0' ||
    fail "the engine tool's pm.moves reply (PROTOCOL.md's example)"

# Qt's warnings that mean something is missing from the package's dependencies.
bad_output='cannot load|could not load|could not find|cannot find|not found|no such file|failed to load|unable to|qt.qpa.plugin|fontconfig|QFont'
# start_game NAME ENV...: the game must still be running after 6 seconds.
start_game() {
    local name=$1 status=0
    shift
    in_root env HOME="/tmp/check/home-$name" XDG_RUNTIME_DIR="/tmp/check/run-$name" "$@" \
        sh -c 'mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR" &&
               exec timeout 6 /usr/games/players-club' >"$work/start-$name.log" 2>&1 || status=$?
    sed 's/^/   /' "$work/start-$name.log"
    [ "$status" = 124 ] || fail "the game did not keep running ($name start, exit $status)"
    ! grep -qiE "$bad_output" "$work/start-$name.log" || fail "the $name start reports something missing"
}

step "start the game headless (QT_QPA_PLATFORM=offscreen)"
start_game offscreen QT_QPA_PLATFORM=offscreen

# On a desktop the game uses the xcb plugin and its many X libraries. The
# X server runs outside; Linux's abstract X socket reaches into the chroot.
if command -v Xvfb >/dev/null; then
    step "start the game on an X server (xcb plugin)"
    Xvfb -displayfd 3 -nolisten tcp -screen 0 1280x800x24 3>"$work/display" 2>"$work/xvfb.log" &
    xvfb_pid=$!
    for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
    [ -s "$work/display" ] || fail "Xvfb did not start"
    display=:$(cat "$work/display")
    shot_pid=""
    if [ -n "$screenshot" ]; then
        (sleep 4 && import -display "$display" -window root "$screenshot") &
        shot_pid=$!
    fi
    start_game xcb DISPLAY="$display"
    [ -z "$shot_pid" ] || wait "$shot_pid" || echo "   (no screenshot: import failed)"
    kill "$xvfb_pid" && wait "$xvfb_pid" 2>/dev/null || true
    xvfb_pid=""
else
    echo "   (skipped: no Xvfb here; apt-get install xvfb)"
fi

step "saved games open from the file manager (gio info, xdg-mime, gio open)"
# What a desktop adds to a clean system: the MIME and desktop-file databases
# and the tools a file manager uses; the package's triggers fill them.
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    xdg-utils desktop-file-utils libglib2.0-bin procps >>"$work/apt.log" 2>&1 ||
    { tail -30 "$work/apt.log" >&2; fail "apt-get install of the desktop tools"; }
desktop_id=io.github.playersclub.PlayersClub.desktop
types=$(in_root sed -n 's/^MimeType=//p' /usr/share/applications/$desktop_id | tr ';' ' ')
[ -n "$types" ] || fail "the installed desktop file declares no MimeType"
for type in $types; do
    ext=$(in_root sh -c "grep -A5 'type=\"$type\"' /usr/share/mime/packages/*.xml" |
        sed -n 's/.*glob pattern="\*\.\([a-z]*\)".*/\1/p' | head -1)
    [ -n "$ext" ] || fail "$type has no file extension in the installed MIME package"
    echo '{"format":"players-club"}' >"$root/tmp/check/saved.$ext"
    found=$(in_root gio info -a standard::content-type "/tmp/check/saved.$ext" 2>&1 |
        sed -n 's/^ *standard::content-type: //p')
    [ "$found" = "$type" ] || fail "a .$ext file is taken as '$found', not $type"
    default=$(in_root xdg-mime query default "$type" 2>&1)
    [ "$default" = "$desktop_id" ] || fail "$type opens with '$default', not $desktop_id"
    echo "   .$ext: $type, opened by $default"
done
# A double-click: gio starts the game with the file (it stays up, showing
# that the file cannot be read, until it is stopped).
in_root env HOME=/tmp/check/home-gio XDG_RUNTIME_DIR=/tmp/check/run-gio QT_QPA_PLATFORM=offscreen \
    sh -c 'mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR" &&
           gio open /tmp/check/saved.cribbage' >"$work/gio.log" 2>&1 || { cat "$work/gio.log" >&2; fail "gio open"; }
opened=""
for _ in $(seq 50); do
    opened=$(in_root pgrep -af 'players-club /tmp/check/saved.cribbage' || true)
    [ -n "$opened" ] && break
    sleep 0.2
done
[ -n "$opened" ] || fail "gio open did not start players-club with the saved file"
echo "   gio open: $opened"
in_root pkill -f 'players-club /tmp/check/saved.cribbage' || true

step "players-club --blank-score-sheet --players 4 --output /tmp/x.pdf"
out=$(in_root env HOME=/tmp/check XDG_RUNTIME_DIR=/tmp/check/run-offscreen QT_QPA_PLATFORM=offscreen \
    /usr/games/players-club --blank-score-sheet --players 4 --output /tmp/x.pdf 2>&1) ||
    fail "--blank-score-sheet: $out"
[ -z "$out" ] || echo "$out" | sed 's/^/   /'
! echo "$out" | grep -qiE "$bad_output" || fail "--blank-score-sheet reports something missing"
pdf=$root/tmp/x.pdf
[ "$(head -c 5 "$pdf" 2>/dev/null)" = "%PDF-" ] || fail "--blank-score-sheet wrote no PDF"
echo "   $(stat -c %s "$pdf") bytes"
if command -v pdffonts >/dev/null; then
    # Read from outside: the clean system has no PDF tools, nor should it.
    fonts=$(pdffonts "$pdf" | tail -n +3)
    echo "$fonts" | sed 's/^/   /'
    [ -n "$fonts" ] || fail "the score sheet has no fonts: no text was drawn"
    ! echo "$fonts" | awk '{print $(NF-4)}' | grep -q no || fail "a font is not embedded in the sheet"
    pdftotext "$pdf" - | grep -q . || fail "the score sheet has no text"
fi

echo "check-clean-debian: $(basename "$deb") installs and runs on a clean Debian 12" \
    "($((SECONDS - started)) s)"

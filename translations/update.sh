#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Refreshes the translation files from the sources: new strings are added as
# unfinished, vanished ones dropped. Run it after changing user-visible text,
# then hand the .ts files to translators (Qt Linguist).
#
#   translations/update.sh            update translations/*.ts in place
#   translations/update.sh DIR        update copies in DIR (tests/translations)
#
# LUPDATE names the lupdate program when it is not on PATH or in Qt's libdir.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ts_dir=${1:-$root/translations}
languages=(fr de es)

lupdate=${LUPDATE:-}
if [ -z "$lupdate" ]; then
    for candidate in lupdate6 lupdate /usr/lib/qt6/bin/lupdate; do
        if command -v "$candidate" >/dev/null 2>&1; then lupdate=$candidate; break; fi
    done
fi
[ -n "$lupdate" ] || { echo "update.sh: lupdate not found (install qt6-l10n-tools or set LUPDATE)" >&2; exit 1; }

ts_files=()
for lang in "${languages[@]}"; do ts_files+=("$ts_dir/players-club_$lang.ts"); done

# Every string a user can see lives in app/, and in engine/ the messages of
# bad files (QT_TRANSLATE_NOOP in the context club::FormatError, engine/core/message.h).
cd "$root"
"$lupdate" -silent -locations relative -no-obsolete -source-language en \
    -extensions cpp,h app engine -ts "${ts_files[@]}"
# English needs only its plural forms ("%n cards" -> "1 card").
"$lupdate" -silent -locations relative -no-obsolete -source-language en -target-language en \
    -pluralonly -extensions cpp,h app engine -ts "$ts_dir/players-club_en.ts"

// SPDX-License-Identifier: GPL-3.0-or-later
// Quoting outside text (a move from a save file, a command from a request)
// inside a message safely: nothing in it can break a message box, a log line
// or a terminal. Control characters (C0, DEL, C1), line and paragraph
// separators, bidirectional controls, U+FEFF and half surrogate pairs become
// visible escapes (\n, \t, \u001b ...); a long text is cut at a whole
// character, never inside a surrogate pair or an escape, and "…" marks the cut.
#pragma once

#include <QString>

namespace club {

/// `text` as it may stand between the double quotes of a message: the
/// characters above escaped, and `"` and `\` too (so a quote cannot end the
/// quoted text early). At most `maxChars` characters of `text` are kept
/// (a negative number keeps all).
QString quotable(const QString& text, int maxChars = 60);

/// At most the first `maxUnits` UTF-16 units of `text`, cut between whole
/// characters: fewer when the cut would split a surrogate pair or part a
/// letter from its combining marks (QString::left() keeps half of it).
QString leftWhole(const QString& text, qsizetype maxUnits);

/// A whole message made safe to print: only the characters above are
/// escaped; quotes and backslashes stay as they are.
QString printableMessage(const QString& text);

} // namespace club

// SPDX-License-Identifier: GPL-3.0-or-later
// The club's book from the command line, without a display:
//   players-club --club-book export --format csv --output FILE
// writes every game of the book in the user's data folder (Book::defaultPath())
// as CSV (book_export.h), after the games waiting in its pending file.
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace club::book {

/// Whether argv asks for --club-book (read before any application exists,
/// so that a console application is made: no display is needed).
bool clubBookCommandNamedIn(int argc, char* argv[]);
/// --club-book ACTION, --format FORMAT and --output FILE; an option of
/// those in `taken` (the sheet commands', common/sheet_commands.h) is
/// shared, not added again.
void addClubBookOptions(QCommandLineParser& parser, const QStringList& taken);
bool clubBookChosen(const QCommandLineParser& parser);
/// Runs it. @returns the exit code: 0 done, 1 the book or the file could
/// not be read or written, 2 a wrong command (the reason on stderr).
int runClubBookCommand(const QCommandLineParser& parser);

} // namespace club::book

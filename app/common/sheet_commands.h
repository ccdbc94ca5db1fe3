// SPDX-License-Identifier: GPL-3.0-or-later
// Printed sheets written from the command line (players-club --blank-score-sheet,
// --party-sheets, ...): each game's folder registers its own, so main.cpp
// names no game. A command is an option that selects it, the options it
// reads, and a function that writes the file and returns the exit code.
// Sheets are only drawn into files, so main() runs them off screen when
// there is no display (sheetCommandNamedIn() before QApplication exists).
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

#include <functional>

class QCommandLineParser;

namespace club::app {

struct SheetCommand {
    QString option; ///< the option that selects the command, without "--"
    /// Its --help text, translated when asked (after the translations are installed).
    std::function<QString()> description;
    /// The options it reads, translated when asked. Options of the same name
    /// in two commands (e.g. "output") are added once, the first registered.
    std::function<QList<QCommandLineOption>()> arguments;
    /// Writes the sheets. @returns the exit code: 0, 1 when the file could
    /// not be written, 2 for bad arguments (with a message on standard error).
    std::function<int(const QCommandLineParser&)> run;
};

class SheetCommands {
public:
    /// Adds a command; a second registration of the same option replaces the first.
    static void add(SheetCommand command);
    /// Every registered command, in the order they were added.
    static const QList<SheetCommand>& all();
};

/// The command whose option is in `argv` (as "--option" or "-option"), or
/// nullptr. Reads the raw arguments, so it works before QApplication exists.
const SheetCommand* sheetCommandNamedIn(int argc, char* argv[]);

/// Adds every registered command's option and arguments to `parser`, each
/// name once.
void addSheetCommandOptions(QCommandLineParser& parser);
/// The names of every option addSheetCommandOptions() adds (other
/// commands share them rather than adding them twice).
QStringList sheetCommandOptionNames();

/// The command the parsed command line asks for, or nullptr.
const SheetCommand* chosenSheetCommand(const QCommandLineParser& parser);

/// Prints "players-club: MESSAGE" on standard error. @returns `exitCode`.
int sheetCommandError(const QString& message, int exitCode = 2);

} // namespace club::app

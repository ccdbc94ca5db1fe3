// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet_commands.h"

#include <QCommandLineParser>
#include <QSet>

#include <cstdio>

namespace club::app {

namespace {
QList<SheetCommand>& registry() {
    static QList<SheetCommand> commands;
    return commands;
}
} // namespace

void SheetCommands::add(SheetCommand command) {
    for (SheetCommand& c : registry())
        if (c.option == command.option) {
            c = std::move(command);
            return;
        }
    registry().append(std::move(command));
}

const QList<SheetCommand>& SheetCommands::all() {
    return registry();
}

const SheetCommand* sheetCommandNamedIn(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == QLatin1String("--")) break; // what follows are file names
        if (arg.startsWith(QLatin1String("--")))
            arg.remove(0, 2);
        else if (arg.startsWith(QLatin1Char('-')))
            arg.remove(0, 1);
        else
            continue;
        arg = arg.section(QLatin1Char('='), 0, 0);
        for (const SheetCommand& c : registry())
            if (c.option == arg) return &c;
    }
    return nullptr;
}

void addSheetCommandOptions(QCommandLineParser& parser) {
    QSet<QString> added;
    for (const SheetCommand& c : registry()) {
        if (!added.contains(c.option)) {
            parser.addOption(QCommandLineOption(c.option, c.description()));
            added.insert(c.option);
        }
        if (!c.arguments) continue;
        for (const QCommandLineOption& o : c.arguments()) {
            bool fresh = true;
            for (const QString& name : o.names())
                fresh = fresh && !added.contains(name);
            if (!fresh) continue;
            parser.addOption(o);
            for (const QString& name : o.names())
                added.insert(name);
        }
    }
}

QStringList sheetCommandOptionNames() {
    QStringList names;
    for (const SheetCommand& c : registry()) {
        names << c.option;
        if (c.arguments)
            for (const QCommandLineOption& o : c.arguments())
                names << o.names();
    }
    names.removeDuplicates();
    return names;
}

const SheetCommand* chosenSheetCommand(const QCommandLineParser& parser) {
    for (const SheetCommand& c : registry())
        if (parser.isSet(c.option)) return &c;
    return nullptr;
}

int sheetCommandError(const QString& message, int exitCode) {
    std::fprintf(stderr, "players-club: %s\n", qPrintable(message));
    return exitCode;
}

} // namespace club::app

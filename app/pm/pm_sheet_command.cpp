// SPDX-License-Identifier: GPL-3.0-or-later
// players-club --blank-score-sheet --players N [--count N] --output FILE.pdf:
// blank P.M. rubber score sheets for play with a real set. Its words keep
// the "main" context they had when main.cpp held them.
#include "common/sheet_commands.h"
#include "pm_score_sheet.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace club::app {

namespace {
QString words(const char* text) {
    return QCoreApplication::translate("main", text);
}

int printBlankScoreSheet(const QCommandLineParser& parser) {
    bool ok = false;
    const int players = parser.value(QStringLiteral("players")).toInt(&ok);
    const QString output = parser.value(QStringLiteral("output"));
    if (!ok || players < 2 || players > 8)
        return sheetCommandError(
            words(QT_TRANSLATE_NOOP("main", "--players must be a number from 2 to 8")));
    if (output.isEmpty())
        return sheetCommandError(words(QT_TRANSLATE_NOOP("main", "--output FILE.pdf is required")));
    const int count = parser.value(QStringLiteral("count")).toInt(&ok);
    if (!ok || count < 1 || count > 100)
        return sheetCommandError(
            words(QT_TRANSLATE_NOOP("main", "--count must be a number from 1 to 100")));
    const QString error = exportScoreSheetPdf(blankScoreSheet(players), output, count);
    return error.isEmpty() ? 0 : sheetCommandError(error, 1);
}
} // namespace

void registerPmSheetCommands() {
    SheetCommands::add(
        {QStringLiteral("blank-score-sheet"),
         [] {
             return words(QT_TRANSLATE_NOOP(
                 "main", "Write a blank P.M. rubber score sheet as PDF, for play with a real "
                         "set."));
         },
         [] {
             return QList<QCommandLineOption>{
                 {QStringLiteral("players"),
                  words(QT_TRANSLATE_NOOP("main", "Players on the blank sheet (2 to 8).")),
                  QStringLiteral("N"), QStringLiteral("4")},
                 {QStringLiteral("count"),
                  words(QT_TRANSLATE_NOOP("main",
                                          "Blank sheets to write, one page a rubber (1 to 100).")),
                  QStringLiteral("N"), QStringLiteral("1")},
                 {QStringLiteral("output"),
                  words(QT_TRANSLATE_NOOP("main", "The PDF file to write.")),
                  QStringLiteral("FILE")}};
         },
         printBlankScoreSheet});
}

} // namespace club::app

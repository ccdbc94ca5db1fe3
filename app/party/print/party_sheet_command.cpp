// SPDX-License-Identifier: GPL-3.0-or-later
// players-club --party-sheets --format drive --entrants N [--rounds N] --output FILE.pdf
// players-club --party-sheets --format knockout --pairs N --output FILE.pdf
// Blank cards and sheets for a club that runs its night on paper.
#include "common/sheet_commands.h"
#include "engine_message.h"
#include "party_print.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace club::app {

namespace {
QString words(const char* text) {
    return QCoreApplication::translate("main", text);
}

/// A whole number from `option`, or nothing when it is not one within [low, high].
std::optional<int> number(const QCommandLineParser& parser, const QString& option, int low,
                          int high) {
    bool ok = false;
    const int n = parser.value(option).trimmed().toInt(&ok);
    if (!ok || n < low || n > high) return std::nullopt;
    return n;
}

int printPartySheets(const QCommandLineParser& parser) {
    const QString format = parser.value(QStringLiteral("format")).trimmed().toLower();
    BlankNight night;
    if (format == QLatin1String("drive"))
        night.format = party::Format::Drive;
    else if (format == QLatin1String("knockout"))
        night.format = party::Format::Knockout;
    else
        return sheetCommandError(words(QT_TRANSLATE_NOOP(
            "main", "--format must be drive (a P.M. Drive) or knockout (a Patchesi knockout)")));
    const bool drive = night.format == party::Format::Drive;
    if (drive) {
        if (parser.isSet(QStringLiteral("pairs")))
            return sheetCommandError(words(QT_TRANSLATE_NOOP(
                "main", "--pairs is for a knockout: give a drive's players with --entrants")));
        const auto n = number(parser, QStringLiteral("entrants"), party::MinDriveEntrants,
                              party::MaxDriveEntrants);
        if (!n)
            return sheetCommandError(
                words(QT_TRANSLATE_NOOP("main", "--entrants must be a number from %1 to %2"))
                    .arg(party::MinDriveEntrants)
                    .arg(party::MaxDriveEntrants));
        night.entrants = *n;
        const auto rounds = number(parser, QStringLiteral("rounds"), 1, party::MaxRounds);
        if (!rounds)
            return sheetCommandError(
                words(QT_TRANSLATE_NOOP("main", "--rounds must be a number from 1 to %1"))
                    .arg(party::MaxRounds));
        night.rounds = *rounds;
    } else {
        if (parser.isSet(QStringLiteral("entrants")))
            return sheetCommandError(words(QT_TRANSLATE_NOOP(
                "main", "--entrants is for a drive: give a knockout's pairs with --pairs")));
        if (parser.isSet(QStringLiteral("rounds")))
            return sheetCommandError(words(QT_TRANSLATE_NOOP(
                "main", "--rounds is for a drive: a knockout's rounds follow from its pairs")));
        const auto n = number(parser, QStringLiteral("pairs"), party::MinKnockoutPairs,
                              party::MaxKnockoutPairs);
        if (!n)
            return sheetCommandError(
                words(QT_TRANSLATE_NOOP("main", "--pairs must be a number from %1 to %2"))
                    .arg(party::MinKnockoutPairs)
                    .arg(party::MaxKnockoutPairs));
        night.entrants = *n;
    }
    night.title = blankNightTitle(parser.value(QStringLiteral("title")));
    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty())
        return sheetCommandError(words(QT_TRANSLATE_NOOP("main", "--output FILE.pdf is required")));
    const Message problem = exportBlankPartySheetsPdf(night, AllPartySheets, output);
    return problem.isEmpty() ? 0 : sheetCommandError(wordMessage(problem), 1);
}
} // namespace

void registerPartySheetCommands() {
    SheetCommands::add(
        {QStringLiteral("party-sheets"),
         [] {
             return words(QT_TRANSLATE_NOOP(
                 "main", "Write blank cards and sheets for a party night as PDF: table cards "
                         "and tally cards for a P.M. Drive, or table cards and the bracket "
                         "for a Patchesi knockout."));
         },
         [] {
             return QList<QCommandLineOption>{
                 {QStringLiteral("format"),
                  words(QT_TRANSLATE_NOOP("main", "The party night: drive or knockout.")),
                  QStringLiteral("drive|knockout")},
                 {QStringLiteral("entrants"),
                  words(QT_TRANSLATE_NOOP("main", "Players in the drive (4 to 64).")),
                  QStringLiteral("N")},
                 {QStringLiteral("pairs"),
                  words(QT_TRANSLATE_NOOP("main", "Pairs in the knockout (2 to 32).")),
                  QStringLiteral("N")},
                 {QStringLiteral("rounds"),
                  words(QT_TRANSLATE_NOOP("main", "Rounds of the drive (1 to 24).")),
                  QStringLiteral("N"), QString::number(party::Options{}.rounds)},
                 {QStringLiteral("title"),
                  words(QT_TRANSLATE_NOOP("main", "The night's name, printed on every sheet.")),
                  QStringLiteral("TEXT")},
                 {QStringLiteral("output"),
                  words(QT_TRANSLATE_NOOP("main", "The PDF file to write.")),
                  QStringLiteral("FILE")}};
         },
         printPartySheets});
}

} // namespace club::app

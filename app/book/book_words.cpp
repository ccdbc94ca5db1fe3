// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_words.h"

#include "core/finished_game.h"
#include "game_catalogue.h"

#include <QLocale>
#include <QStringList>

namespace club::app {

QString BookWords::gameName(const QString& kind) {
    for (const GameInfo& game : gameCatalogue())
        if (game.id == kind) return game.title;
    return kind;
}

QString BookWords::gameAndUnit(const QString& kind, const QString& unit, bool onlyUnit) {
    const QString name = gameName(kind);
    if (onlyUnit || unit == QLatin1String(GameUnit)) return name;
    if (unit == QLatin1String("rubber")) return tr("%1 (rubbers)").arg(name);
    if (unit == QLatin1String("match")) return tr("%1 (matches)").arg(name);
    if (unit == QLatin1String("night")) return tr("%1 (nights)").arg(name);
    return tr("%1 (wholes)").arg(name);
}

QString BookWords::computerName(const QString& level) {
    if (level == QLatin1String("beginner")) return tr("Computer (Beginner)");
    if (level == QLatin1String("standard")) return tr("Computer (Standard)");
    if (level == QLatin1String("expert")) return tr("Computer (Expert)");
    return tr("Computer"); // a reference player is never named to the player
}

QString BookWords::seatName(const FinishedSeat& seat) {
    if (seat.computer.isEmpty()) return seat.name;
    if (seat.name.isEmpty()) return computerName(seat.computer);
    if (seat.computer == QLatin1String("beginner"))
        return tr("%1 (computer, Beginner)").arg(seat.name);
    if (seat.computer == QLatin1String("standard"))
        return tr("%1 (computer, Standard)").arg(seat.name);
    if (seat.computer == QLatin1String("expert")) return tr("%1 (computer, Expert)").arg(seat.name);
    return tr("%1 (computer)").arg(seat.name);
}

QString BookWords::playerName(const book::Standing& standing) {
    return standing.member.isEmpty() ? computerName(standing.computer) : standing.member;
}

QString BookWords::periodName(book::Period period) {
    switch (period) {
    case book::Period::Tonight:
        return tr("Tonight");
    case book::Period::ThisMonth:
        return tr("This month");
    case book::Period::ThisYear:
        return tr("This year");
    case book::Period::AllTime:
        break;
    }
    return tr("All time");
}

QString BookWords::periodOnPaper(book::Period period, const QDateTime& now) {
    const QLocale locale;
    switch (period) {
    case book::Period::Tonight: // after midnight, the night is the evening's
        return tr("the night of %1")
            .arg(locale.toString(book::periodStart(period, now).date(), QLocale::LongFormat));
    case book::Period::ThisMonth:
        return tr("%1 %2", "a month and its year")
            .arg(locale.standaloneMonthName(now.date().month()))
            .arg(now.date().year());
    case book::Period::ThisYear:
        return QString::number(now.date().year());
    case book::Period::AllTime:
        break;
    }
    return tr("all time to %1").arg(locale.toString(now.date(), QLocale::LongFormat));
}

QString BookWords::percent(double rate) {
    return tr("%1%").arg(QLocale().toString(rate * 100, 'f', 0));
}

QString BookWords::ofNote(const book::MemberGameRecord& record) {
    QStringList notes;
    // Said as games: "8 below nothing" read as a score of minus eight.
    if (record.belowZero > 0) notes << tr("%n game(s) below nothing", nullptr, record.belowZero);
    if (record.hasSkunks)
        notes << tr("skunks: %1 given, %2 taken").arg(record.skunksGiven).arg(record.skunksTaken);
    if (record.hasHands) {
        notes << tr("best hand %1, best crib %2").arg(record.highHand).arg(record.highCrib);
        if (record.twentyNines > 0) notes << tr("29 hands: %1").arg(record.twentyNines);
    }
    if (record.hasCaptures)
        notes << tr("captures: %1 made, %2 suffered")
                     .arg(record.capturesMade)
                     .arg(record.capturesSuffered);
    // One a line: the column stays as wide as the longest, not as all together.
    return notes.join(QLatin1Char('\n'));
}

} // namespace club::app

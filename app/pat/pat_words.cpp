// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_words.h"

#include <QCoreApplication>
#include <QStringList>

namespace club::app::patwords {

namespace {
// A named translation context that lupdate and the program agree on.
struct PatWords {
    Q_DECLARE_TR_FUNCTIONS(PatWords)
};
} // namespace

QString colourName(int colour) {
    switch (colour) {
    case 0:
        return PatWords::tr("Red");
    case 1:
        return PatWords::tr("Green");
    case 2:
        return PatWords::tr("Yellow");
    case 3:
        return PatWords::tr("Purple");
    }
    return {};
}

QString markName(int colour) {
    switch (colour) {
    case 0:
        return PatWords::tr("dot");
    case 1:
        return PatWords::tr("cross");
    case 2:
        return PatWords::tr("triangle");
    case 3:
        return PatWords::tr("diamond");
    }
    return {};
}

QString levelName(const QString& kind) {
    if (kind == QLatin1String("beginner")) return PatWords::tr("Beginner");
    if (kind == QLatin1String("standard")) return PatWords::tr("Standard");
    if (kind == QLatin1String("expert")) return PatWords::tr("Expert");
    return PatWords::tr("Computer");
}

QStringList levelKinds() {
    return {QStringLiteral("beginner"), QStringLiteral("standard"), QStringLiteral("expert")};
}

QString plainName(const pat::Setup& setup, int seat) {
    if (seat < 0 || seat >= int(setup.seats.size())) return {};
    const pat::Seat& s = setup.seats[std::size_t(seat)];
    const QString name = s.name.trimmed();
    // The engine's default name ("Red") is shown in the player's language.
    return name.isEmpty() || name == pat::defaultName(s.colour) ? colourName(s.colour) : name;
}

QString seatName(const pat::Setup& setup, int seat) {
    if (seat < 0 || seat >= int(setup.seats.size())) return {};
    const pat::Seat& s = setup.seats[std::size_t(seat)];
    const QString name = plainName(setup, seat);
    const QString colour = colourName(s.colour);
    if (!s.isPerson()) {
        if (name == colour)
            return PatWords::tr("%1 (computer, %2)").arg(colour, levelName(s.player));
        return PatWords::tr("%1 (%2, computer, %3)").arg(name, colour, levelName(s.player));
    }
    if (name == colour) return name;
    return PatWords::tr("%1 (%2)").arg(name, colour);
}

int viewerColour(const pat::Setup& setup, int seatToMove) {
    const int n = int(setup.seats.size());
    if (seatToMove >= 0 && seatToMove < n && setup.seats[std::size_t(seatToMove)].isPerson())
        return setup.seats[std::size_t(seatToMove)].colour;
    int colour = -1, people = 0;
    for (const pat::Seat& s : setup.seats)
        if (s.isPerson()) {
            colour = s.colour;
            ++people;
        }
    return people == 1 ? colour : -1;
}

QString counters(int n) {
    return PatWords::tr("%n counter(s)", nullptr, n);
}

namespace {
/// The two players of a side, by seat order.
QStringList sideNames(const pat::Setup& setup, int side) {
    QStringList names;
    for (int seat = 0; seat < int(setup.seats.size()); ++seat)
        if (pat::sideOf(setup.seats[std::size_t(seat)].colour) == side)
            names << plainName(setup, seat);
    return names;
}
} // namespace

QString signedCount(int n) {
    return n > 0   ? QStringLiteral("+%1").arg(n)
           : n < 0 ? QStringLiteral("\u2212%1").arg(-n)
                   : QStringLiteral("0");
}

QString sidesText(const pat::Setup& setup) {
    if (setup.kind != pat::Kind::Partner) return {};
    // Red's side first, as the rule book says it (PAT-P1).
    const int first = setup.seats.empty() ? 0 : pat::sideOf(setup.seats.front().colour);
    const QStringList a = sideNames(setup, first), b = sideNames(setup, 1 - first);
    return PatWords::tr("%1 and %2 play against %3 and %4.")
        .arg(a.value(0), a.value(1), b.value(0), b.value(1));
}

QString stakesRule(pat::Kind kind, int players) {
    if (kind == pat::Kind::Partner)
        return PatWords::tr("the side that first has all its counters HOME shares the pool.");
    if (players <= 2) return PatWords::tr("the first HOME takes the whole pool.");
    return PatWords::tr("the first HOME takes the pool less one third, which goes to the "
                        "second HOME.");
}

QStringList finishingLines(const pat::Setup& setup, const QList<int>& finishingSeats,
                           int winningSide) {
    QStringList lines;
    if (setup.kind == pat::Kind::Partner && winningSide >= 0) {
        const QStringList side = sideNames(setup, winningSide);
        lines << PatWords::tr("Winners: %1 and %2").arg(side.value(0), side.value(1));
    }
    for (int i = 0; i < finishingSeats.size(); ++i) {
        const QString who = seatName(setup, finishingSeats[i]);
        lines << (i == 0   ? PatWords::tr("First HOME: %1").arg(who)
                  : i == 1 ? PatWords::tr("Second HOME: %1").arg(who)
                  : i == 2 ? PatWords::tr("Third HOME: %1").arg(who)
                           : PatWords::tr("Fourth HOME: %1").arg(who));
    }
    return lines;
}

QString stakesPaidText(const pat::Setup& setup, const QList<int>& finishingSeats,
                       const QList<int>& stakes, int winningSide) {
    if (!setup.stakes) return {};
    const int pool = setup.stake * int(setup.seats.size());
    QString share;
    if (setup.kind == pat::Kind::Partner) {
        const QStringList side = sideNames(setup, winningSide);
        share = PatWords::tr("%1 and %2 share the pool of %3 counters.")
                    .arg(side.value(0), side.value(1))
                    .arg(pool);
    } else if (!finishingSeats.isEmpty()) {
        const QString first = plainName(setup, finishingSeats.first());
        const int second = setup.seats.size() > 2 && finishingSeats.size() > 1 ? pool / 3 : 0;
        share = second == 0
                    ? PatWords::tr("%1 takes the whole pool of %2 counters.").arg(first).arg(pool)
                    : PatWords::tr("%1 takes the pool of %2 counters less one third; the "
                                   "third, %3, goes to %4.")
                          .arg(first)
                          .arg(pool)
                          .arg(second)
                          .arg(plainName(setup, finishingSeats[1]));
    }
    QStringList paid;
    for (int seat = 0; seat < stakes.size(); ++seat)
        paid << PatWords::tr("%1 %2").arg(plainName(setup, seat), signedCount(stakes[seat]));
    return PatWords::tr("Stakes: %1 Won and lost: %2.").arg(share, paid.join(QStringLiteral(", ")));
}

QString outcomeText(const pat::Setup& setup, const QList<int>& finishingSeats,
                    const QList<int>& stakes, int winningSide) {
    QStringList sentences;
    if (setup.kind == pat::Kind::Partner && winningSide >= 0) {
        const QStringList side = sideNames(setup, winningSide);
        sentences << PatWords::tr("%1 and %2 have all their counters HOME and win.")
                         .arg(side.value(0), side.value(1));
    } else if (!finishingSeats.isEmpty()) {
        sentences << PatWords::tr("%1 is HOME first and wins.")
                         .arg(plainName(setup, finishingSeats.first()));
        if (finishingSeats.size() > 1)
            sentences << PatWords::tr("%1 is second.").arg(plainName(setup, finishingSeats[1]));
    }
    if (const QString paid = stakesPaidText(setup, finishingSeats, stakes, winningSide);
        !paid.isEmpty())
        sentences << paid;
    return sentences.join(QLatin1Char(' '));
}

} // namespace club::app::patwords

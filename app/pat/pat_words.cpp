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

QString counters(int n) {
    return PatWords::tr("%n counter(s)", nullptr, n);
}

QString outcomeText(const pat::Setup& setup, const QList<int>& finishingSeats,
                    const QList<int>& stakes, int winningSide) {
    QStringList sentences;
    if (setup.kind == pat::Kind::Partner && winningSide >= 0) {
        QStringList side;
        for (int seat = 0; seat < int(setup.seats.size()); ++seat)
            if (pat::sideOf(setup.seats[std::size_t(seat)].colour) == winningSide)
                side << plainName(setup, seat);
        sentences << PatWords::tr("%1 and %2 have all their counters HOME and win.")
                         .arg(side.value(0), side.value(1));
    } else if (!finishingSeats.isEmpty()) {
        sentences << PatWords::tr("%1 is HOME first and wins.")
                         .arg(plainName(setup, finishingSeats.first()));
        if (finishingSeats.size() > 1)
            sentences << PatWords::tr("%1 is second.").arg(plainName(setup, finishingSeats[1]));
    }
    if (setup.stakes) {
        QStringList paid;
        for (int seat = 0; seat < stakes.size(); ++seat)
            paid << PatWords::tr("%1 %2").arg(
                plainName(setup, seat), stakes[seat] > 0 ? QStringLiteral("+%1").arg(stakes[seat])
                                                         : QString::number(stakes[seat]));
        sentences << PatWords::tr("Stakes: %1.").arg(paid.join(QStringLiteral(", ")));
    }
    return sentences.join(QLatin1Char(' '));
}

} // namespace club::app::patwords

#include "km_words.h"

#include <QCoreApplication>

namespace club::app::kmwords {

namespace {
// A named translation context that lupdate and the program agree on.
struct KmWords {
    Q_DECLARE_TR_FUNCTIONS(KmWords)
};
} // namespace

QString sideName(km::Side side) {
    return side == km::Side::A ? KmWords::tr("Orange") : KmWords::tr("Blue");
}

QString levelName(km::Level level) {
    switch (level) {
    case km::Level::Random:
        return KmWords::tr("Beginner");
    case km::Level::Standard:
        return KmWords::tr("Standard");
    case km::Level::Expert:
        return KmWords::tr("Expert");
    }
    return {};
}

QString seatName(const km::Seats& seats, km::Side side) {
    const auto& mine = seats.computer[std::size_t(km::index(side))];
    if (mine)
        return KmWords::tr("%1 (computer, %2)").arg(sideName(side), kmwords::levelName(*mine));
    if (seats.isComputer(km::other(side))) return KmWords::tr("%1 (you)").arg(sideName(side));
    return sideName(side);
}

QString describeSquare(const km::Position& position, int square) {
    const QString name = QString::fromStdString(km::squareName(square));
    QString zone;
    switch (km::zoneOf(square)) {
    case km::Zone::Field:
        zone = KmWords::tr("Field");
        break;
    case km::Zone::Corridor:
        zone = KmWords::tr("Corridor");
        break;
    case km::Zone::Lodge:
        zone = KmWords::tr("%1 Lodge").arg(sideName(km::lodgeColour(square)));
        break;
    case km::Zone::Off:
        return name;
    }
    switch (position.at(square)) {
    case km::Cell::A:
        return KmWords::tr("%1, %2: an %3 token").arg(name, zone, sideName(km::Side::A));
    case km::Cell::B:
        return KmWords::tr("%1, %2: a %3 token").arg(name, zone, sideName(km::Side::B));
    default:
        return KmWords::tr("%1, %2: empty").arg(name, zone);
    }
}

QString outcomeText(km::Outcome outcome, bool byRepetition) {
    switch (outcome) {
    case km::Outcome::WinA:
        return KmWords::tr("%1 is down to two tokens and wins (KM-7).").arg(sideName(km::Side::A));
    case km::Outcome::WinB:
        return KmWords::tr("%1 is down to two tokens and wins (KM-7).").arg(sideName(km::Side::B));
    case km::Outcome::Draw:
        return byRepetition
                   ? KmWords::tr("Drawn: the same position came round a third time (KM-8).")
                   : KmWords::tr("Drawn: neither side can move (KM-8).");
    case km::Outcome::None:
        break;
    }
    return {};
}

} // namespace club::app::kmwords

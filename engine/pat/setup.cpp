// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup.h"

namespace club::pat {

namespace {
const char* const ColourIds[Colours] = {"red", "green", "yellow", "purple"};
}

QString colourId(int colour) {
    return QString::fromLatin1(ColourIds[colour & 3]);
}

int colourFromId(const QString& id) {
    for (int c = 0; c < Colours; ++c)
        if (id == QLatin1String(ColourIds[c])) return c;
    return -1;
}

Setup Setup::standard(Kind kind, int players) {
    Setup s;
    s.kind = kind;
    const int n = kind == Kind::Partner ? 4 : players;
    static const int order[4] = {0, 2, 1, 3}; // two players sit opposite
    for (int i = 0; i < n; ++i) {
        const int colour = n == 2 ? order[i] : i;
        Seat seat;
        seat.colour = colour;
        seat.name = defaultName(colour);
        s.seats.push_back(seat);
    }
    return s;
}

QString defaultName(int colour) {
    QString name = colourId(colour);
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    return name;
}

Rules Setup::rules() const {
    Rules r;
    r.kind = kind;
    r.counters = counters;
    r.inPlay = 0;
    for (const Seat& s : seats)
        r.inPlay |= std::uint8_t(1u << (s.colour & 3));
    r.openingThrowPlays = openingThrowPlays;
    r.lostThirdSixReturns = lostThirdSixReturns;
    r.stopAtSecond = stopAtSecond;
    r.oneThrowPerSix = oneThrowPerSix;
    return r;
}

int Setup::seatOf(int colour) const {
    for (std::size_t i = 0; i < seats.size(); ++i)
        if (seats[i].colour == colour) return int(i);
    return -1;
}

Message Setup::problem() const {
    if (counters != 3 && counters != 4)
        return Message(QT_TRANSLATE_NOOP("club::FormatError",
                                         "Patchesi is played with four counters each, or three"));
    const int n = int(seats.size());
    if (kind == Kind::Partner ? n != 4 : (n < 2 || n > 4))
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError",
                              "Patchesi needs 2 to 4 players, and the partner game exactly four"));
    unsigned used = 0;
    for (const Seat& s : seats) {
        if (s.colour < 0 || s.colour >= Colours || (used >> s.colour) & 1)
            return Message(QT_TRANSLATE_NOOP("club::FormatError",
                                             "every Patchesi player needs a colour of his own"));
        used |= 1u << s.colour;
    }
    if (stakes && (stake < 1 || stake > 1000))
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "the stake must be 1 to 1000 counters"));
    return {};
}

std::vector<int> stakesPaid(const Setup& setup, const std::vector<int>& finishingSeats,
                            int winningSide) {
    const int n = int(setup.seats.size());
    std::vector<int> paid(std::size_t(n), 0);
    if (!setup.stakes) return paid;
    const int pool = setup.stake * n;
    std::vector<int> received(std::size_t(n), 0);
    if (setup.kind == Kind::Partner) {
        if (winningSide < 0) return paid;
        for (int i = 0; i < n; ++i)
            if (sideOf(setup.seats[std::size_t(i)].colour) == winningSide)
                received[std::size_t(i)] = pool / 2;
    } else {
        if (finishingSeats.empty()) return paid;
        const int second = n > 2 && finishingSeats.size() > 1 ? pool / 3 : 0;
        received[std::size_t(finishingSeats[0])] = pool - second;
        if (second) received[std::size_t(finishingSeats[1])] = second;
    }
    for (int i = 0; i < n; ++i)
        paid[std::size_t(i)] = received[std::size_t(i)] - setup.stake;
    return paid;
}

} // namespace club::pat

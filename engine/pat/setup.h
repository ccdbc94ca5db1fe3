// SPDX-License-Identifier: GPL-3.0-or-later
// What a new Patchesi game is set up with: the kind of game, the seats
// (name, colour, person or computer kind), the stakes and the house rules.
// The New Game dialog fills it; save files keep it.
#pragma once

#include "core/message.h"
#include "core/seat.h"
#include "rules.h"

#include <QString>

#include <optional>
#include <vector>

namespace club::pat {

/// A seat (core/seat.h): its colour 0 Red, 1 Green, 2 Yellow, 3 Purple; its
/// player "person" or a computer kind (players.h).
using Seat = club::Seat;

struct Setup {
    Kind kind = Kind::Single;
    int counters = 4;        ///< PAT-1: 4, or 3 for the short game
    std::vector<Seat> seats; ///< single: 2..4 seats, distinct colours; partner: 4
    bool stakes = false;     ///< PAT-11 [R]: stakes are optional
    int stake = 6;           ///< counters (chips) each player puts in
    // House rules (RULES-DECISIONS.md), the book's reading by default.
    bool openingThrowPlays = true;
    bool lostThirdSixReturns = true;
    bool stopAtSecond = true;
    bool oneThrowPerSix = false; ///< PAT-5 / PAT-P6 read as one more throw per six

    /// Four seats, Red Green Yellow Purple, people named "Red" ... (a default).
    static Setup standard(Kind kind = Kind::Single, int players = 4);
    Rules rules() const;
    /// The seat playing `colour`, or -1.
    int seatOf(int colour) const;
    /// An empty message when the setup can be played, else what is wrong.
    Message problem() const;
    bool operator==(const Setup&) const = default;
};

/// "red", "green", "yellow", "purple".
QString colourId(int colour);
/// The name standard() gives the seat of a colour: "Red", "Green", ... (the
/// table shows it as the colour's name in the player's language).
QString defaultName(int colour);
/// The colour an id names, or -1.
int colourFromId(const QString& id);

/// PAT-11: the stakes paid at the end, in counters. Single game: the first
/// HOME takes the pool less one third (rounded down), which goes to the
/// second; with two players the winner takes it all. Partner game: the
/// winning side's two players share the pool. @returns per seat, what each
/// gains or loses (received minus stake); all zero when stakes are off.
std::vector<int> stakesPaid(const Setup& setup, const std::vector<int>& finishingSeats,
                            int winningSide);

} // namespace club::pat

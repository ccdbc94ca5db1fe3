// SPDX-License-Identifier: GPL-3.0-or-later
// How a match is played (CR-2 to CR-6, CR-18, CR-20): the number of hands
// and partnerships, 61 or 121, the board, muggins. The seats are the app's.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace club::crib {

enum class Level;

/// The Once Around boards (CR-20). Five hands peg on a two-track and a
/// three-track board side by side, one line each (the sheet).
enum class Board { TwoTrack = 2, ThreeTrack = 3, FourTrack = 4, TwoAndThree = 5 };

/// Where the corners of CR-21 are [R] (a house rule: the rule book says
/// only "each corner of the track"). RULES-DECISIONS.md says why.
enum class Corners {
    Bends,      ///< the bends of the board as drawn: passing 50, 60, 110, 120 (default)
    EveryThirty ///< every thirty holes: passing 30, 60, 90, 120
};

/// The most games a match of a set length may have (Setup::matchGames).
inline constexpr int MaxMatchGames = 99;

struct Setup {
    int hands = 2;  ///< 2..6
    int game = 121; ///< 61 or 121 (CR-18)
    Board board = Board::TwoTrack;
    bool muggins = false; ///< CR-15: hands are counted aloud, missed points may be claimed
    Corners corners = Corners::Bends; ///< CR-21 [R]: which holes are the corners
    /// Games in the match, 1 to 99; 0 (the default): no end, Next Game after
    /// every game. A match of N games ends as its Nth game is won.
    int matchGames = 0;
    bool operator==(const Setup&) const = default;

    /// Sides pegging a line: 2 and 4 hands two, 3 and 6 three, 5 five.
    int sides() const { return hands == 4 ? 2 : hands == 6 ? 3 : hands; }
    /// CR-4, CR-6: partners sit opposite (seat s and s + sides).
    int sideOf(int seat) const { return seat % sides(); }
    /// Cards dealt to each player and laid away by each.
    int dealt(int seatFromDealerLeft) const;
    int discards(int seatFromDealerLeft) const;
    /// CR-20: is `board` made for this many hands?
    static bool boardServes(Board board, int hands);
    /// Empty if the setup is playable, else what is wrong (English).
    std::string problem() const;
    /// The corners of this game (CR-21): cornerHoles(game, corners).
    std::vector<int> cornerHoles() const;
};

/// Holes whose passing wins a corner (CR-21) [R], in the order they are
/// passed. Bends (the default): the four bends of the Once Around track as
/// the board is drawn, passing 50, 60, 110 and 120 (the last into the game
/// hole, so the winner takes it); a 61-point game ends at the far end of
/// the right bend and has the first two. EveryThirty: passing 30, 60, 90
/// and 120; a 61-point game has 30 and 60. RULES-DECISIONS.md says why.
std::vector<int> cornerHoles(int game, Corners corners = Corners::Bends);

} // namespace club::crib

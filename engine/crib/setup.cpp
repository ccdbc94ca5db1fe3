// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup.h"

namespace club::crib {

int Setup::dealt(int fromLeft) const {
    switch (hands) {
    case 2:
        return 6;
    case 3:
    case 4:
        return 5;
    case 5:
        return fromLeft < 4 ? 5 : 4; // CR-5: the dealer four
    default:
        return fromLeft < 4 ? 5 : 4; // CR-6: dealer and his right four
    }
}

int Setup::discards(int fromLeft) const {
    return dealt(fromLeft) - 4;
}

bool Setup::boardServes(Board board, int hands) {
    switch (board) {
    case Board::TwoTrack:
        return hands == 2 || hands == 4;
    case Board::ThreeTrack:
        return hands == 2 || hands == 3 || hands == 6;
    case Board::FourTrack:
        return hands == 2 || hands == 3 || hands == 4 || hands == 6;
    case Board::TwoAndThree:
        return hands == 5;
    }
    return false;
}

std::string Setup::problem() const {
    if (hands < 2 || hands > 6) return "a game of cribbage has two to six hands";
    if (game != 61 && game != 121) return "the game is 61 or 121 points";
    if (matchGames < 0 || matchGames > MaxMatchGames) return "a match has 1 to 99 games";
    if (!boardServes(board, hands))
        return "this board is not made for " + std::to_string(hands) + " hands";
    return {};
}

std::vector<int> Setup::cornerHoles() const {
    return crib::cornerHoles(game, corners);
}

std::vector<int> cornerHoles(int game, Corners corners) {
    std::vector<int> holes;
    if (corners == Corners::EveryThirty) {
        // Every thirty holes up to the game hole: the last is passed going out.
        for (int h = 30; h < game; h += 30)
            holes.push_back(h);
        return holes;
    }
    // The bends of the board as drawn (resources/crib.svg): the right bend
    // is entered after 50 and left after 60, the left bend entered after 110
    // and left after 120 into the game hole. A 61 game goes round the right
    // bend only.
    if (game == 61) return {50, 60};
    return {50, 60, 110, 120};
}

} // namespace club::crib

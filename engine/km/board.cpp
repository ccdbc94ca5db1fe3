// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

namespace club::km {

std::string squareName(int sq) {
    return std::string(1, char('a' + columnOf(sq))) + std::to_string(rowOf(sq) + 1);
}

int parseSquare(const std::string& name) {
    if (name.size() < 2 || name.size() > 3) return NoSquare;
    const int column = name[0] - 'a';
    int row = 0;
    for (std::size_t i = 1; i < name.size(); ++i) {
        if (name[i] < '0' || name[i] > '9') return NoSquare;
        row = row * 10 + (name[i] - '0');
    }
    if (name[1] == '0') return NoSquare; // no leading zeros, so names round-trip
    if (zoneAt(column, row - 1) == Zone::Off) return NoSquare;
    return squareAt(column, row - 1);
}

} // namespace club::km

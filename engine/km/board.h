// SPDX-License-Identifier: GPL-3.0-or-later
// The King's Men board (KM-B1): an 11 x 11 grid without its four 2 x 2
// corners. Squares are numbered row * 11 + column from the bottom-left
// (a1 = 0, k11 = 120); the 16 corner numbers are Off. Geometry is fixed, so
// it lives in constexpr tables the rules read without branching on edges.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace club::km {

inline constexpr int BoardSize = 11;
inline constexpr int SquareCount = BoardSize * BoardSize; // including the 16 Off corners
inline constexpr int PlayableSquares = 105;
inline constexpr int TokensPerSide = 14;
inline constexpr int NoSquare = -1;

enum class Side : std::uint8_t { A = 0, B = 1 };
inline constexpr Side other(Side s) {
    return s == Side::A ? Side::B : Side::A;
}
inline constexpr int index(Side s) {
    return int(s);
}
inline constexpr char sideLetter(Side s) {
    return s == Side::A ? 'A' : 'B';
}

enum class Zone : std::uint8_t { Off, Lodge, Corridor, Field };

/// The eight directions; the first four are orthogonal (KM-3 steps).
enum Direction : std::uint8_t {
    North,
    East,
    South,
    West,
    NorthEast,
    SouthEast,
    SouthWest,
    NorthWest
};
inline constexpr int DirectionCount = 8;
inline constexpr std::array<int, DirectionCount> DeltaColumn{0, 1, 0, -1, 1, 1, -1, -1};
inline constexpr std::array<int, DirectionCount> DeltaRow{1, 0, -1, 0, 1, -1, -1, 1};
/// Four directions, one per line through a square, for finding rows (KM-6).
/// Each points up or right, so a row's start is its lowest (then leftmost) end.
inline constexpr std::array<Direction, 4> LineDirections{East, North, NorthEast, NorthWest};
inline constexpr Direction opposite(Direction d) {
    return d < 4 ? Direction((d + 2) % 4) : Direction(4 + (d - 4 + 2) % 4);
}

inline constexpr int columnOf(int sq) {
    return sq % BoardSize;
}
inline constexpr int rowOf(int sq) {
    return sq / BoardSize;
}
inline constexpr int squareAt(int column, int row) {
    return row * BoardSize + column;
}

inline constexpr Zone zoneAt(int column, int row) {
    if (column < 0 || row < 0 || column >= BoardSize || row >= BoardSize) return Zone::Off;
    const bool edgeColumn = column < 2 || column > 8;
    const bool edgeRow = row < 2 || row > 8;
    if (edgeColumn && edgeRow) return Zone::Off;
    if (column == 0 || column == 10 || row == 0 || row == 10) return Zone::Lodge;
    if (column == 1 || column == 9 || row == 1 || row == 9) return Zone::Corridor;
    return Zone::Field;
}
inline constexpr Zone zoneOf(int sq) {
    return zoneAt(columnOf(sq), rowOf(sq));
}

/// KM-B1 [R]: Lodges alternate all round. On the top and bottom sides the
/// even columns (c, e, g, i) are A; on the left and right sides the even
/// rows (3, 5, 7, 9) are B. @pre zoneOf(sq) == Zone::Lodge
inline constexpr Side lodgeColour(int sq) {
    const int c = columnOf(sq), r = rowOf(sq);
    if (r == 0 || r == 10) return c % 2 == 0 ? Side::A : Side::B;
    return r % 2 == 0 ? Side::B : Side::A;
}

/// The one direction a token on a Lodge or Corridor may move (KM-2).
/// @pre zoneOf(sq) is Lodge or Corridor
inline constexpr Direction inward(int sq) {
    const int c = columnOf(sq), r = rowOf(sq);
    if (r <= 1) return North;
    if (r >= 9) return South;
    if (c <= 1) return East;
    return West;
}

/// The neighbour of `sq` in direction `d`, or NoSquare off the board.
inline constexpr int neighbour(int sq, Direction d) {
    const int c = columnOf(sq) + DeltaColumn[d], r = rowOf(sq) + DeltaRow[d];
    return zoneAt(c, r) == Zone::Off ? NoSquare : squareAt(c, r);
}

/// "d5": column letter a..k, row number 1..11.
std::string squareName(int sq);
/// The square named, or NoSquare if the name is not a playable square.
int parseSquare(const std::string& name);

} // namespace club::km

// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi board (RULES.md PAT-B1..B4) as data: every square's cell on
// the 19 x 19 grid the artwork is drawn to, read from resources/pat-board.json
// so that a reconstruction can be corrected without touching code. From it
// the engine derives its fast form: for each game kind and colour, the loop
// square of every progress number (the path), and which loop squares are
// Stars.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPoint>
#include <QString>

#include <array>
#include <cstdint>

namespace club::pat {

inline constexpr int Colours = 4;      ///< 0 Red, 1 Green, 2 Yellow, 3 Purple, clockwise
inline constexpr int LoopSquares = 68; ///< PAT-B2
inline constexpr int HomeColumn = 7;   ///< PAT-B4
inline constexpr int Triangle = -1;    ///< progress of a counter waiting to enter
inline constexpr int EntryStar = 0;
inline constexpr int LastLoop = 63; ///< A, the loop square nearest the player
inline constexpr int FirstHomeColumn = 64;
inline constexpr int Home = 71;

enum class Kind : std::uint8_t { Single, Partner };

/// Where a colour's things lie, as grid cells (column, row; row 0 at the top).
struct ColourGeometry {
    QString name;                                          ///< "red", ...
    QPoint a;                                              ///< A (PAT-B2)
    QPoint rightStar;                                      ///< B, the single game's entry (PAT-3)
    QPoint leftStar;                                       ///< C, the partner game's entry (PAT-P2)
    std::array<QPoint, HomeColumn> homeColumn;             ///< from A's neighbour up to HOME
    QList<QPoint> coloured;                                ///< printed in the arm's colour (PAT-B3)
    QPoint triangleFrom, triangleTo;                       ///< the triangle's bounding cells
    int aIndex = 0, rightStarIndex = 0, leftStarIndex = 0; ///< loop indices
};

struct Geometry {
    int columns = 19, rows = 19;
    QPoint homeFrom, homeTo;              ///< HOME's cells
    std::array<QPoint, LoopSquares> loop; ///< counter-clockwise from Red's B
    std::array<ColourGeometry, Colours> colours;
    std::array<bool, LoopSquares> star{};

    /// The built-in board (resources/pat-board.json). @throws FormatError
    static const Geometry& standard();
    /// @throws FormatError naming what is wrong with the data.
    static Geometry fromJson(const QByteArray& data);

    /// The grid cell of a counter of `colour` at `progress` (0..70) in a game
    /// of `kind`; HOME's centre for 71; the triangle's centre for -1.
    QPoint cell(Kind kind, int colour, int progress) const;
};

/// The fast form the rules use: loop square of every progress 0..63.
struct Paths {
    /// square[kind][colour][progress]
    std::array<std::array<std::array<std::uint8_t, LastLoop + 1>, Colours>, 2> square{};
    std::array<bool, LoopSquares> star{};
    /// progressAt[kind][colour][square]: the inverse, -1 off the colour's path.
    std::array<std::array<std::array<std::int8_t, LoopSquares>, Colours>, 2> progressAt{};

    static const Paths& standard();
    static Paths of(const Geometry& g);
    int loopSquare(Kind kind, int colour, int progress) const {
        return square[int(kind)][colour][progress];
    }
};

} // namespace club::pat

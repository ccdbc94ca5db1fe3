// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the King's Men suites: positions from diagrams, squares
// and moves by name, and the sorted notation of every legal choice.
#pragma once

#include "km/diagram.h"
#include "km/notation.h"
#include "km/rules.h"

#include <QStringList>

#include <algorithm>
#include <string>

namespace kmtest {

using namespace club::km;

inline int sq(const char* name) {
    return parseSquare(name);
}

/// Every legal choice in `p`, in notation, sorted, joined by spaces.
inline QString choices(const Position& p) {
    QStringList list;
    for (const Move& m : legalMoves(p))
        list << QString::fromStdString(toNotation(p, m));
    list.sort();
    return list.join(QLatin1Char(' '));
}

/// Plays `text`, which must be legal; returns what changed.
inline Change play(Position& p, const char* text) {
    const auto m = parseMove(p, text);
    if (!m) qFatal("move %s is not legal in\n%s", text, toDiagram(p).c_str());
    return apply(p, *m);
}

/// An empty board (all tokens removed) but for `tokens`, e.g. "A:d5 e5 B:f6".
inline Position setup(const std::string& tokens, Side toMove = Side::A) {
    Position p = Position::empty(toMove);
    Cell cell = Cell::A;
    std::size_t i = 0;
    while (i < tokens.size()) {
        const std::size_t j = std::min(tokens.find(' ', i), tokens.size());
        std::string word = tokens.substr(i, j - i);
        i = j + 1;
        if (word.rfind("A:", 0) == 0 || word.rfind("B:", 0) == 0) {
            cell = word[0] == 'A' ? Cell::A : Cell::B;
            word = word.substr(2);
        }
        if (word.empty()) continue;
        const int s = parseSquare(word);
        if (s == NoSquare) qFatal("bad square %s", word.c_str());
        p.put(s, cell);
    }
    return p;
}

} // namespace kmtest

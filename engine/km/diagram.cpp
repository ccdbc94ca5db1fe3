// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagram.h"

#include "core/format_error.h"
#include "core/printable.h"
#include "rules.h"

namespace club::km {

Position fromDiagram(const std::string& text, Side toMove) {
    // Read as characters, not UTF-8 bytes: a square holding 'é' is one
    // square the diagram cannot read, not two.
    QList<char32_t> cells;
    for (char32_t c : QString::fromStdString(text).toUcs4())
        if (c != ' ' && c != '/' && c != '\n' && c != '\r' && c != '\t') cells += c;
    if (cells.size() != SquareCount)
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError",
                                      "a King's Men diagram needs 121 squares, not %1"),
                    {QString::number(cells.size())}));
    Position p = Position::empty(toMove);
    for (int i = 0; i < SquareCount; ++i) {
        const int sq = squareAt(i % BoardSize, BoardSize - 1 - i / BoardSize);
        const char32_t c = cells[i];
        const Zone zone = zoneOf(sq);
        if ((c == '#') != (zone == Zone::Off))
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                          "diagram square %1 must be '#' exactly at the corners"),
                        {QString::number(i + 1)}));
        if (c == '#' || c == '.') continue;
        if (c != 'A' && c != 'B')
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError", "unknown diagram character '%1'"),
                        {quotable(QString::fromUcs4(&c, 1))}));
        const Side s = c == 'A' ? Side::A : Side::B;
        if (zone == Zone::Lodge && lodgeColour(sq) != s)
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                          "a token stands on a Lodge of the other colour at %1"),
                        {QString::fromStdString(squareName(sq))}));
        if (p.tokens(s) >= TokensPerSide)
            throw FormatError(Message::counted(
                QT_TRANSLATE_N_NOOP("club::FormatError", "a side has more than %n tokens"),
                TokensPerSide));
        p.put(sq, s == Side::A ? Cell::A : Cell::B);
    }
    settle(p);
    return p;
}

std::string toDiagram(const Position& p) {
    std::string s;
    for (int row = BoardSize - 1; row >= 0; --row) {
        for (int col = 0; col < BoardSize; ++col) {
            const Cell c = p.at(squareAt(col, row));
            s += c == Cell::Off ? '#' : c == Cell::Empty ? '.' : c == Cell::A ? 'A' : 'B';
        }
        s += '\n';
    }
    return s;
}

} // namespace club::km

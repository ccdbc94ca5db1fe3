// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation.h"

#include "rules.h"

#include <algorithm>
#include <cctype>

namespace club::km {

namespace {
std::string normalised(const std::string& text) {
    std::string s;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            s += char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// "c5-e5+d4-d6" against the pending rows, either end first; 0 if any part
// names no pending row or names one twice.
unsigned parseRowList(const Position& p, const std::string& list) {
    unsigned mask = 0;
    std::size_t begin = 0;
    while (begin <= list.size()) {
        const std::size_t plus = std::min(list.find('+', begin), list.size());
        const std::string part = list.substr(begin, plus - begin);
        const std::size_t dash = part.find('-');
        if (dash == std::string::npos) return 0;
        const int a = parseSquare(part.substr(0, dash)), b = parseSquare(part.substr(dash + 1));
        unsigned bit = 0;
        for (int i = 0; i < p.rowCount(); ++i) {
            const Row& r = p.row(i);
            if ((r.start == a && r.end() == b) || (r.start == b && r.end() == a)) bit = 1u << i;
        }
        if (bit == 0 || (mask & bit)) return 0;
        mask |= bit;
        begin = plus + 1;
    }
    return mask;
}
} // namespace

std::string rowName(const Row& row) {
    return squareName(row.start) + "-" + squareName(row.end());
}

std::string toNotation(const Position& before, const Move& m) {
    switch (m.kind) {
    case MoveKind::Step:
        return squareName(m.from) + "-" + squareName(m.to);
    case MoveKind::Jump:
        return squareName(m.from) + "x" + squareName(m.to);
    case MoveKind::Place:
        return "@" + squareName(m.to);
    case MoveKind::Clear: {
        const unsigned all = (1u << before.rowCount()) - 1;
        if (m.rows == all) return "clear:all";
        if (m.rows == 0) return "clear:none";
        std::string s = "clear:";
        for (int i = 0; i < before.rowCount(); ++i)
            if (m.rows & (1u << i)) s += (s.back() == ':' ? "" : "+") + rowName(before.row(i));
        return s;
    }
    case MoveKind::Pass:
        return "pass";
    }
    return {};
}

std::optional<Move> parseMove(const Position& p, const std::string& text) {
    const std::string s = normalised(text);
    if (s.size() > 200) return std::nullopt;
    const MoveList legal = legalMoves(p);
    if (p.phase() == Phase::ClearRows && s.rfind("clear:", 0) == 0 && s != "clear:all" &&
        s != "clear:none") {
        const unsigned mask = parseRowList(p, s.substr(6));
        if (mask == 0) return std::nullopt;
        return Move::clear(mask);
    }
    for (const Move& m : legal)
        if (toNotation(p, m) == s) return m;
    return std::nullopt;
}

} // namespace club::km

// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules.h"

#include <algorithm>
#include <cstdlib>

namespace club::km {

namespace {
// Tokens of `c` on consecutive Field squares from `sq` (excluded) towards `d`.
int runLength(const Position& p, int sq, Direction d, Cell c) {
    int n = 0;
    for (int x = neighbour(sq, d); x != NoSquare && zoneOf(x) == Zone::Field && p.at(x) == c;
         x = neighbour(x, d))
        ++n;
    return n;
}

bool completesRow(const Position& p, int sq, Side s) {
    const Cell c = cellOf(s);
    for (Direction d : LineDirections)
        if (1 + runLength(p, sq, d, c) + runLength(p, sq, opposite(d), c) >= 3) return true;
    return false;
}

// KM-4: over an adjacent opponent token, straight or diagonally, onto an
// empty Field square, only when landing there completes a row.
template <typename Sink> bool jumpsFrom(const Position& p, int sq, Side s, Sink&& sink) {
    const Cell them = cellOf(other(s));
    for (int d = 0; d < DirectionCount; ++d) {
        const int over = neighbour(sq, Direction(d));
        if (over == NoSquare || p.at(over) != them) continue;
        const int land = neighbour(over, Direction(d));
        if (land == NoSquare || zoneOf(land) != Zone::Field || p.at(land) != Cell::Empty) continue;
        if (completesRow(p, land, s) && sink(Move::jump(sq, land))) return true;
    }
    return false;
}

// Calls sink(move) for every step and jump of `s`; stops when sink returns true.
template <typename Sink> bool movementMoves(const Position& p, Side s, Sink&& sink) {
    const Cell mine = cellOf(s);
    for (int sq = 0; sq < SquareCount; ++sq) {
        if (p.at(sq) != mine) continue;
        const Zone zone = zoneOf(sq);
        if (zone != Zone::Field) { // KM-2: straight inward only
            const int to = neighbour(sq, inward(sq));
            if (p.at(to) == Cell::Empty && sink(Move::step(sq, to))) return true;
            if (zone == Zone::Corridor && jumpsFrom(p, sq, s, sink)) return true;
            continue;
        }
        for (int d = 0; d < 4; ++d) { // KM-3: orthogonal, within the Field
            const int to = neighbour(sq, Direction(d));
            if (zoneOf(to) == Zone::Field && p.at(to) == Cell::Empty && sink(Move::step(sq, to)))
                return true;
        }
        if (jumpsFrom(p, sq, s, sink)) return true;
    }
    return false;
}
} // namespace

// Friend of Position: the only code that changes a position during play.
struct Rules {
    static void endTurn(Position& p) {
        p.toMove_ = other(p.toMove_);
        p.phase_ = Phase::Move;
        p.rowCount_ = 0;
        p.moved_ = NoSquare;
        p.extraPending_ = false;
        if (!canMove(p, p.toMove_) && !canMove(p, other(p.toMove_))) finish(p, Outcome::Draw);
    }

    static void finish(Position& p, Outcome o) {
        p.phase_ = Phase::Over;
        p.outcome_ = o;
        p.rowCount_ = 0;
        p.moved_ = NoSquare;
        p.extraPending_ = false;
    }

    static void moveToken(Position& p, const Move& m, Change& ch) {
        const Side s = p.toMove_;
        p.setCell(m.from, Cell::Empty);
        if (m.kind == MoveKind::Jump) {
            ch.captured = jumpedSquare(m);
            p.setCell(ch.captured, Cell::Empty);
        }
        p.setCell(m.to, cellOf(s));
        p.rowCount_ = std::int8_t(rowsThrough(p, m.to, s, p.rows_.data()));
        ch.rowsFormed = p.rowCount_;
        p.moved_ = std::int8_t(m.to);
        if (m.kind == MoveKind::Jump) {
            p.extraPending_ = true; // KM-5
            p.phase_ = Phase::PlaceCaptured;
        } else if (p.rowCount_ > 0) {
            p.phase_ = Phase::ClearRows;
        } else {
            endTurn(p);
        }
    }

    // KM-6: all but the two end tokens of each chosen row leave the game.
    static void clearRows(Position& p, unsigned mask, Change& ch) {
        const Side s = p.toMove_;
        for (int i = 0; i < p.rowCount_; ++i) {
            if (!(mask & (1u << i))) continue;
            const Row& row = p.rows_[i];
            int sq = row.start;
            for (int k = 1; k < row.length - 1; ++k) {
                sq = neighbour(sq, row.direction);
                if (p.at(sq) != cellOf(s)) continue; // shared with a row already cleared
                p.setCell(sq, Cell::Empty);
                ++p.removed_[index(s)];
                ch.removed[ch.removedCount++] = std::int8_t(sq);
            }
        }
        p.rowCount_ = 0;
        p.moved_ = NoSquare;
        if (p.tokens(s) <= 2) { // KM-7
            finish(p, s == Side::A ? Outcome::WinA : Outcome::WinB);
        } else if (p.extraPending_) {
            p.extraPending_ = false;
            p.phase_ = Phase::ExtraMove;
        } else {
            endTurn(p);
        }
    }

    static Change apply(Position& p, const Move& m) {
        Change ch;
        ch.move = m;
        ch.mover = p.toMove_;
        switch (m.kind) {
        case MoveKind::Step:
        case MoveKind::Jump:
            moveToken(p, m, ch);
            break;
        case MoveKind::Place:
            p.setCell(m.to, cellOf(other(p.toMove_)));
            p.phase_ = Phase::ClearRows; // a jump always forms a row
            break;
        case MoveKind::Clear:
            clearRows(p, m.rows, ch);
            break;
        case MoveKind::Pass:
            endTurn(p);
            break;
        }
        ch.gameOver = p.isOver();
        ch.turnEnds = !ch.gameOver && p.toMove_ != ch.mover;
        return ch;
    }

    static void settle(Position& p) {
        const bool a = p.tokens(Side::A) <= 2, b = p.tokens(Side::B) <= 2;
        if (a || b)
            finish(p, a && b ? Outcome::Draw : a ? Outcome::WinA : Outcome::WinB);
        else if (p.phase_ == Phase::Move && !canMove(p, Side::A) && !canMove(p, Side::B))
            finish(p, Outcome::Draw);
    }
};

int jumpedSquare(const Move& m) {
    return squareAt((columnOf(m.from) + columnOf(m.to)) / 2, (rowOf(m.from) + rowOf(m.to)) / 2);
}

int rowsThrough(const Position& p, int sq, Side side, Row* out) {
    if (zoneOf(sq) != Zone::Field) return 0; // KM-6 [R]: rows count only on the Field
    const Cell c = cellOf(side);
    int n = 0;
    for (Direction d : LineDirections) {
        const int back = runLength(p, sq, opposite(d), c);
        const int length = 1 + back + runLength(p, sq, d, c);
        if (length < 3) continue;
        int start = sq;
        for (int k = 0; k < back; ++k)
            start = neighbour(start, opposite(d));
        out[n++] = Row{std::int8_t(start), d, std::uint8_t(length)};
    }
    return n;
}

NotAllowed whyNot(const Position& p, int from, int to) {
    if ((p.phase() != Phase::Move && p.phase() != Phase::ExtraMove) || from == NoSquare ||
        to == NoSquare || from == to || p.at(from) != cellOf(p.toMove()))
        return NotAllowed::Allowed;
    for (const Move& m : legalMoves(p))
        if (m.from == from && m.to == to) return NotAllowed::Allowed;
    const int dc = columnOf(to) - columnOf(from), dr = rowOf(to) - rowOf(from);
    const int reach = std::max(std::abs(dc), std::abs(dr));
    const bool straightOrDiagonal = dc == 0 || dr == 0 || std::abs(dc) == std::abs(dr);
    const bool jumpShape = reach == 2 && straightOrDiagonal;
    const Zone zone = zoneOf(from);
    if (zone != Zone::Field) {
        if (to == neighbour(from, inward(from))) return NotAllowed::Taken;
        if (!(zone == Zone::Corridor && jumpShape)) return NotAllowed::OnlyInward;
    }
    if (zoneOf(to) != Zone::Field) return NotAllowed::NoWayBack;
    if (reach == 1) return dc != 0 && dr != 0 ? NotAllowed::NotDiagonally : NotAllowed::Taken;
    if (!jumpShape) return NotAllowed::OneSquare;
    const int over = squareAt(columnOf(from) + dc / 2, rowOf(from) + dr / 2);
    if (p.at(over) == Cell::Empty) return NotAllowed::OneSquare;
    if (p.at(over) != cellOf(other(p.toMove()))) return NotAllowed::OnlyOverAToken;
    if (p.at(to) != Cell::Empty) return NotAllowed::Taken;
    return NotAllowed::NeedsARow;
}

bool canMove(const Position& p, Side side) {
    return movementMoves(p, side, [](const Move&) { return true; });
}

MoveList legalMoves(const Position& p) {
    MoveList list;
    const Side s = p.toMove();
    switch (p.phase()) {
    case Phase::Move:
    case Phase::ExtraMove:
        movementMoves(p, s, [&](const Move& m) {
            list.push(m);
            return false;
        });
        if (list.empty()) list.push(Move::pass()); // KM-8
        break;
    case Phase::PlaceCaptured:
        for (int sq = 0; sq < SquareCount; ++sq)
            if (zoneOf(sq) == Zone::Lodge && lodgeColour(sq) == other(s) && p.at(sq) == Cell::Empty)
                list.push(Move::place(sq));
        break;
    case Phase::ClearRows: {
        // Every subset of the rows formed: all first (the default), none last.
        const unsigned all = (1u << p.rowCount()) - 1;
        for (unsigned mask = all; mask > 0; --mask)
            list.push(Move::clear(mask));
        list.push(Move::clear(0));
        break;
    }
    case Phase::Over:
        break;
    }
    return list;
}

bool isLegal(const Position& p, const Move& m) {
    return legalMoves(p).contains(m);
}

Change apply(Position& p, const Move& m) {
    return Rules::apply(p, m);
}

void settle(Position& p) {
    Rules::settle(p);
}

std::uint64_t perft(const Position& p, int depth) {
    if (depth <= 0) return 1;
    const MoveList moves = legalMoves(p);
    if (depth == 1) return std::uint64_t(moves.size());
    std::uint64_t n = 0;
    for (const Move& m : moves) {
        Position child = p;
        apply(child, m);
        n += perft(child, depth - 1);
    }
    return n;
}

} // namespace club::km

// SPDX-License-Identifier: GPL-3.0-or-later
#include "hint.h"

#include "evaluate.h"
#include "rules.h"
#include "search.h"

#include <array>

namespace club::km {

Budget hintBudget() {
    Budget budget;
    budget.milliseconds = 400;
    return budget;
}

namespace {
/// Steps and jumps may be chosen now (a turn's first move or KM-5's extra one).
bool choosesAStep(const Position& p) {
    return p.phase() == Phase::Move || p.phase() == Phase::ExtraMove;
}

/// The squares of `victim`'s tokens that `victim`'s opponent could jump if
/// he were to move now (bit per square).
std::array<bool, SquareCount> jumpable(const Position& p, Side victim) {
    std::array<bool, SquareCount> out{};
    Position turn = p;
    turn.setToMove(other(victim));
    if (!choosesAStep(turn)) return out;
    for (const Move& m : legalMoves(turn))
        if (m.kind == MoveKind::Jump) out[std::size_t(jumpedSquare(m))] = true;
    return out;
}

/// The squares a step of `side`, were it to move now, would complete a row on.
std::array<bool, SquareCount> rowSteps(const Position& p, Side side) {
    std::array<bool, SquareCount> out{};
    Position turn = p;
    turn.setToMove(side);
    if (!choosesAStep(turn)) return out;
    for (const Move& m : legalMoves(turn)) {
        if (m.kind != MoveKind::Step) continue;
        Position tried = turn;
        if (apply(tried, m).rowsFormed > 0) out[std::size_t(m.to)] = true;
    }
    return out;
}

int firstOf(const std::array<bool, SquareCount>& squares) {
    for (int sq = 0; sq < SquareCount; ++sq)
        if (squares[std::size_t(sq)]) return sq;
    return NoSquare;
}
} // namespace

MoveFacts moveFacts(const Position& before, const Move& move) {
    MoveFacts f;
    if (move.kind != MoveKind::Step && move.kind != MoveKind::Jump) return f;
    const Side me = before.toMove();
    Position after = before;
    const Change change = apply(after, move);
    f.captures = change.captured;
    f.rowsFormed = change.rowsFormed;
    f.enters = zoneOf(move.from) != Zone::Field && zoneOf(move.to) == Zone::Field;
    // Where the turn goes on (rows to clear, a token to place) the board
    // after the step is still the board the threats are judged on.
    const auto mineBefore = jumpable(before, me);
    const auto mineAfter = jumpable(after, me);
    const auto theirsBefore = jumpable(before, other(me));
    const auto theirsAfter = jumpable(after, other(me));
    for (int sq = 0; sq < SquareCount; ++sq) {
        const auto at = std::size_t(sq);
        if (f.threatens == NoSquare && theirsAfter[at] && !theirsBefore[at]) f.threatens = sq;
        if (f.rescues == NoSquare && mineBefore[at] && !mineAfter[at] &&
            (after.at(sq) == cellOf(me) || (sq == move.from && !mineAfter[std::size_t(move.to)])))
            f.rescues = sq;
    }
    f.exposes = firstOf(mineAfter);
    // A row one step away: a square a step of the mover would complete a
    // row on, which the board before did not offer.
    if (change.rowsFormed == 0) {
        const auto before_ = rowSteps(before, me);
        const auto after_ = rowSteps(after, me);
        for (int sq = 0; sq < SquareCount && f.prepares == NoSquare; ++sq)
            if (after_[std::size_t(sq)] && !before_[std::size_t(sq)]) f.prepares = sq;
    }
    return f;
}

HintReason reasonFor(const Position& p, const Move& move) {
    HintReason why;
    if (move.kind == MoveKind::Pass) {
        why.kind = HintReason::Kind::Pass;
        return why;
    }
    Position after = p;
    const Change change = apply(after, move);
    why.facts = moveFacts(p, move);
    const MoveFacts& f = why.facts;
    switch (move.kind) {
    case MoveKind::Jump:
        why.kind = HintReason::Kind::Captures;
        why.square = change.captured;
        break;
    case MoveKind::Step:
        // The first fact a player would give for a quiet step.
        if (change.rowsFormed > 0) {
            why.kind = HintReason::Kind::FormsRows;
            why.count = change.rowsFormed;
        } else if (f.threatens != NoSquare) {
            why.kind = HintReason::Kind::Threatens;
            why.square = f.threatens;
        } else if (f.rescues != NoSquare) {
            why.kind = HintReason::Kind::Rescues;
            why.square = f.rescues;
        } else if (f.prepares != NoSquare) {
            why.kind = HintReason::Kind::Prepares;
            why.square = f.prepares;
        } else if (f.enters) {
            why.kind = HintReason::Kind::Enters;
        } else {
            why.kind = HintReason::Kind::BestPosition;
        }
        break;
    case MoveKind::Clear:
        why.kind = move.rows ? HintReason::Kind::Clears : HintReason::Kind::KeepsRows;
        why.count = after.tokens(p.toMove());
        break;
    case MoveKind::Place:
        why.kind = HintReason::Kind::PlacesToken;
        why.square = move.to;
        break;
    case MoveKind::Pass:
        break;
    }
    return why;
}

Hint hint(const Position& p, Random& rng, const Budget& budget) {
    ExpertPlayer expert(budget);
    return hint(p, rng, expert);
}

Hint hint(const Position& p, Random& rng, ExpertPlayer& expert) {
    Hint h;
    h.move = expert.choose(p, rng);
    HintReason& why = h.reason;
    if (h.move.kind == MoveKind::Pass) {
        why.kind = HintReason::Kind::Pass;
        return h;
    }
    const int score = expert.lastStats().score;
    if (score > WinThreshold) {
        why.kind = HintReason::Kind::WinsByForce;
        return h;
    }
    if (score < -WinThreshold) {
        why.kind = HintReason::Kind::HoldsOut;
        return h;
    }
    const int depth = expert.lastStats().depth;
    why = reasonFor(p, h.move);
    if (why.kind == HintReason::Kind::BestPosition) why.count = depth;
    return h;
}

} // namespace club::km

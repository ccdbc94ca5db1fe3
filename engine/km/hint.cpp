// SPDX-License-Identifier: GPL-3.0-or-later
#include "hint.h"

#include "evaluate.h"
#include "rules.h"
#include "search.h"

namespace club::km {

Budget hintBudget() {
    Budget budget;
    budget.milliseconds = 400;
    return budget;
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
    Position after = p;
    const Change change = apply(after, h.move);
    switch (h.move.kind) {
    case MoveKind::Jump:
        why.kind = HintReason::Kind::Captures;
        why.square = change.captured;
        break;
    case MoveKind::Step:
        if (change.rowsFormed > 0) {
            why.kind = HintReason::Kind::FormsRows;
            why.count = change.rowsFormed;
        } else {
            why.kind = HintReason::Kind::BestPosition;
            why.count = expert.lastStats().depth;
        }
        break;
    case MoveKind::Clear:
        why.kind = h.move.rows ? HintReason::Kind::Clears : HintReason::Kind::KeepsRows;
        why.count = after.tokens(p.toMove());
        break;
    case MoveKind::Place:
        why.kind = HintReason::Kind::PlacesToken;
        why.square = h.move.to;
        break;
    case MoveKind::Pass:
        break;
    }
    return h;
}

} // namespace club::km

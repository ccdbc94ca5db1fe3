#include "player.h"

#include "core/random.h"
#include "evaluate.h"
#include "rules.h"
#include "search.h"

#include <algorithm>

namespace club::km {

std::string levelName(Level level) {
    switch (level) {
    case Level::Random:
        return "random";
    case Level::Standard:
        return "standard";
    case Level::Expert:
        return "expert";
    }
    return {};
}

std::optional<Level> parseLevel(const std::string& name) {
    for (Level l : {Level::Random, Level::Standard, Level::Expert})
        if (levelName(l) == name) return l;
    return std::nullopt;
}

std::unique_ptr<Player> makePlayer(Level level, const Budget& budget) {
    switch (level) {
    case Level::Random:
        return std::make_unique<RandomPlayer>();
    case Level::Standard:
        return std::make_unique<StandardPlayer>();
    case Level::Expert:
        return std::make_unique<ExpertPlayer>(budget);
    }
    return nullptr;
}

Move RandomPlayer::choose(const Position& p, Random& rng) {
    const MoveList moves = legalMoves(p);
    return moves[int(rng.below(std::uint32_t(moves.size())))];
}

namespace {
// The value for `me` after `p`, looking at most one more choice of its own.
int followUp(const Position& p, Side me) {
    if (p.isOver() || p.toMove() != me) return evaluate(p, me);
    int best = -WinScore - 1;
    for (const Move& m : legalMoves(p)) {
        Position child = p;
        apply(child, m);
        best = std::max(best, evaluate(child, me));
    }
    return best;
}
} // namespace

Move StandardPlayer::choose(const Position& p, Random& rng) {
    const MoveList moves = legalMoves(p);
    const Side me = p.toMove();
    int best = -WinScore - 2;
    MoveList ties;
    for (const Move& m : moves) {
        Position child = p;
        apply(child, m);
        const int v = followUp(child, me);
        if (v > best) {
            best = v;
            ties = MoveList();
        }
        if (v == best) ties.push(m);
    }
    return ties[int(rng.below(std::uint32_t(ties.size())))];
}

} // namespace club::km

// SPDX-License-Identifier: GPL-3.0-or-later
#include "player.h"

#include "core/player_kinds.h"
#include "core/random.h"
#include "evaluate.h"
#include "rules.h"
#include "search.h"

#include <algorithm>

namespace club::km {

namespace {
// The one table of kinds, in the order of Level; each made with the
// default Budget (makePlayer(Level, Budget) gives the Expert another).
const PlayerKinds<Player>& kinds() {
    static const PlayerKinds<Player> table{
        {"random", [] { return std::make_unique<RandomPlayer>(); }},
        {"standard", [] { return std::make_unique<StandardPlayer>(); }},
        {"expert", [] { return std::make_unique<ExpertPlayer>(Budget{}); }},
    };
    return table;
}
} // namespace

std::string levelName(Level level) {
    const std::vector<std::string> names = kinds().names();
    const auto i = std::size_t(level);
    return i < names.size() ? names[i] : std::string();
}

std::optional<Level> parseLevel(const std::string& name) {
    const std::vector<std::string> names = kinds().names();
    const auto at = std::find(names.begin(), names.end(), name);
    if (at == names.end()) return std::nullopt;
    return Level(at - names.begin());
}

std::vector<std::string> playerKinds() {
    return kinds().names();
}

std::unique_ptr<Player> makePlayer(Level level, const Budget& budget) {
    if (level == Level::Expert) return std::make_unique<ExpertPlayer>(budget);
    return kinds().make(levelName(level));
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "player.h"

#include "beginner_player.h"
#include "core/player_kinds.h"
#include "core/random.h"
#include "expert_player.h"
#include "standard_player.h"
#include "view.h"

namespace club::pm {

namespace {
// The one table of kinds, in the order the tool has always listed them.
const PlayerKinds<Player>& kinds() {
    static const PlayerKinds<Player> table{
        {"random", [] { return std::make_unique<RandomPlayer>(); }},
        {"greedy", [] { return std::make_unique<GreedyPlayer>(); }},
        {"beginner", [] { return std::make_unique<BeginnerPlayer>(); }},
        {"standard", [] { return std::make_unique<StandardPlayer>(); }},
        {"expert", [] { return std::make_unique<ExpertPlayer>(); }},
    };
    return table;
}
} // namespace

std::unique_ptr<Player> makePlayer(const std::string& kind) {
    return kinds().make(kind);
}

std::vector<std::string> playerKinds() {
    return kinds().names();
}

Move RandomPlayer::choose(const View& view, Random& rng) {
    // Counted, not listed: the same draw as from view.legalMoves().
    const TurnMoves moves = view.turnMoves();
    return moves[int(rng.below(std::uint32_t(moves.size())))];
}

Move GreedyPlayer::choose(const View& view, Random& rng) {
    const MoveList moves = view.legalMoves();
    const Men& men = view.men(view.seat());
    int best = 0;
    int bestScore = -1000;
    int ties = 0;
    for (int i = 0; i < moves.size(); ++i) {
        Men after = men;
        if (moves[i].movesMan())
            for (auto& m : after)
                if (m == moves[i].from) {
                    m = moves[i].to;
                    break;
                }
        const int s = score(after);
        if (s > bestScore) {
            bestScore = s;
            best = i;
            ties = 1;
        } else if (s == bestScore && rng.below(std::uint32_t(++ties)) == 0) {
            best = i; // reservoir sampling: each tied move equally likely
        }
    }
    return moves[best];
}

} // namespace club::pm

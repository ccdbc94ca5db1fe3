#include "player.h"

#include "beginner_player.h"
#include "core/random.h"
#include "expert_player.h"
#include "standard_player.h"
#include "view.h"

namespace club::pm {

std::unique_ptr<Player> makePlayer(const std::string& kind) {
    if (kind == "random") return std::make_unique<RandomPlayer>();
    if (kind == "greedy") return std::make_unique<GreedyPlayer>();
    if (kind == "beginner") return std::make_unique<BeginnerPlayer>();
    if (kind == "standard") return std::make_unique<StandardPlayer>();
    if (kind == "expert") return std::make_unique<ExpertPlayer>();
    return nullptr;
}

std::vector<std::string> playerKinds() {
    return {"random", "greedy", "beginner", "standard", "expert"};
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include "core/random.h"
#include "game.h"
#include "pack.h"
#include "player.h"
#include "playout.h"
#include "view.h"

#include <QElapsedTimer>
#include <algorithm>
#include <array>
#include <cmath>

namespace club::pm {

Interval confidence95(double sum, double sumOfSquares, std::int64_t count) {
    if (count <= 0) return {};
    const double n = double(count);
    const double mean = sum / n;
    const double variance = std::max(0.0, sumOfSquares / n - mean * mean);
    const double half = count > 1 ? 1.96 * std::sqrt(variance / (n - 1)) : 1.0;
    return {std::max(0.0, mean - half), std::min(1.0, mean + half)};
}

MatchResult playMatch(const MatchConfig& config, const PlayerFactory& factory) {
    QElapsedTimer timer;
    timer.start();
    const int n = config.players;
    std::vector<std::unique_ptr<Player>> entries;
    for (int e = 0; e < n; ++e)
        entries.push_back(factory ? factory(e) : makePlayer(config.kinds[std::size_t(e)]));

    // Deal seeds and the players' choices come from separate streams, both
    // from the request's seed, so a request always gives the same result.
    Random deals(config.seed);
    Random choices(deals.split());
    const Pack& pack = Pack::standard();

    std::vector<double> wins(std::size_t(n), 0.0), winSquares(std::size_t(n), 0.0);
    std::vector<std::int64_t> scores(std::size_t(n), 0);
    std::vector<int> entryAt(static_cast<std::size_t>(n), 0);
    Game game;
    for (int i = 0; i < config.games; ++i) {
        const int dealer = config.randomDealer ? int(deals.below(std::uint32_t(n))) : i % n;
        const int shift = !config.rotate ? 0 : config.randomDealer ? i % n : (i / n) % n;
        for (int e = 0; e < n; ++e)
            entryAt[std::size_t((e + shift) % n)] = e;
        game = Game::deal(pack, n, dealer, deals.split(), config.options);
        while (!game.isOver()) {
            const int chair = game.toMove();
            game.play(entries[std::size_t(entryAt[std::size_t(chair)])]->choose(View(game, chair),
                                                                                choices));
        }
        // Each score once; a shared first place counts 1/k (winShare()).
        std::array<int, MaxPlayers> score{};
        int best = -1000;
        int shared = 0;
        for (int chair = 0; chair < n; ++chair) {
            score[std::size_t(chair)] = game.score(chair);
            if (score[std::size_t(chair)] > best) {
                best = score[std::size_t(chair)];
                shared = 1;
            } else if (score[std::size_t(chair)] == best) {
                ++shared;
            }
        }
        for (int chair = 0; chair < n; ++chair) {
            const std::size_t e = std::size_t(entryAt[std::size_t(chair)]);
            const double share = score[std::size_t(chair)] == best ? 1.0 / shared : 0.0;
            wins[e] += share;
            winSquares[e] += share * share;
            scores[e] += score[std::size_t(chair)];
        }
    }
    MatchResult result;
    result.chance = 1.0 / n;
    for (std::size_t e = 0; e < std::size_t(n); ++e) {
        EntryResult r;
        r.wins = wins[e];
        r.meanScore = double(scores[e]) / config.games;
        r.winRate = wins[e] / config.games;
        const Interval ci = confidence95(wins[e], winSquares[e], config.games);
        r.ciLow = ci.low;
        r.ciHigh = ci.high;
        result.entries.push_back(r);
    }
    result.seconds = double(timer.nsecsElapsed()) * 1e-9;
    return result;
}

} // namespace club::pm

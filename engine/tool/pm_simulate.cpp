#include "pm_simulate.h"

#include "core/random.h"
#include "pm/game.h"
#include "pm/player.h"
#include "pm/view.h"

#include <QElapsedTimer>
#include <array>
#include <memory>

namespace club::tool::pm {

using namespace club::pm;

namespace {

// A shared first place counts 1/k of a win. Counting in 840ths (divisible by
// every k from 1 to 8) keeps the sums exact, so the wins add up to the games.
constexpr std::int64_t WinUnits = 840;

struct Totals {
    std::vector<std::int64_t> winUnits;
    std::vector<std::int64_t> scores;
};

void addResult(const Game& game, Totals& totals) {
    std::array<int, MaxPlayers> scores{};
    int best = -1000;
    for (int s = 0; s < game.players(); ++s) {
        scores[s] = game.score(s);
        totals.scores[s] += scores[s];
        if (scores[s] > best) best = scores[s];
    }
    int shared = 0;
    for (int s = 0; s < game.players(); ++s) shared += scores[s] == best;
    for (int s = 0; s < game.players(); ++s)
        if (scores[s] == best) totals.winUnits[s] += WinUnits / shared;
}

} // namespace

SimulationResult simulate(const SimulationConfig& config) {
    QElapsedTimer timer;
    timer.start();
    const int n = config.players;
    std::vector<std::unique_ptr<Player>> seats;
    for (const std::string& kind : config.kinds) seats.push_back(makePlayer(kind));

    // The deal seeds and the players' choices come from separate streams,
    // both from the request's seed, so a request always gives the same result.
    Random deals(config.seed);
    Random choices(deals.split());
    const Pack& pack = Pack::standard();

    Totals totals{std::vector<std::int64_t>(n, 0), std::vector<std::int64_t>(n, 0)};
    Game game;
    for (int i = 0; i < config.games; ++i) {
        const int dealer = config.randomDealer ? int(deals.below(std::uint32_t(n))) : i % n;
        game = Game::deal(pack, n, dealer, deals.split(), config.options);
        while (!game.isOver()) {
            const int seat = game.toMove();
            game.apply(seats[seat]->choose(View(game, seat), choices));
        }
        addResult(game, totals);
    }
    SimulationResult result;
    for (int s = 0; s < n; ++s) {
        result.wins.push_back(double(totals.winUnits[s]) / WinUnits);
        result.meanScore.push_back(double(totals.scores[s]) / config.games);
    }
    result.seconds = double(timer.nsecsElapsed()) * 1e-9;
    return result;
}

} // namespace club::tool::pm

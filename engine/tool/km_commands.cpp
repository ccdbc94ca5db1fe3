// SPDX-License-Identifier: GPL-3.0-or-later
// km.perft and km.simulate: each reply depends only on its request.
#include "km_commands.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/random.h"
#include "dispatcher.h"
#include "km/rules.h"
#include "km_json.h"

#include <chrono>

namespace club::tool::km {

using namespace club::km;

namespace {
using Clock = std::chrono::steady_clock;

constexpr int MaxPerftDepth = 7; // depth 7 from the start takes about a minute
constexpr int MaxSimulatedGames = 100000;

double secondsSince(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// From the start position (first player "first", default A), or a diagram.
QJsonObject perftOf(const QJsonObject& request) {
    const int depth = json::integer(request, "depth", 0, MaxPerftDepth);
    Position p;
    if (!readDiagram(request, p))
        p = Position::start(request.contains(QStringLiteral("first")) ? readSide(request, "first")
                                                                      : Side::A);
    const auto started = Clock::now();
    const std::uint64_t nodes = perft(p, depth);
    return QJsonObject{{QStringLiteral("nodes"), double(nodes)},
                       {QStringLiteral("depth"), depth},
                       {QStringLiteral("seconds"), secondsSince(started)}};
}

struct Simulation {
    int games = 0;
    Level levels[2] = {Level::Random, Level::Random};
    Budget budget;
    std::uint64_t seed = 0;
    int opening = 6;       ///< random choices before the players take over
    int maxChoices = 5000; ///< then the game counts as unfinished
};

Simulation readSimulation(const QJsonObject& request) {
    Simulation s;
    s.games = json::integer(request, "games", 1, MaxSimulatedGames);
    const QJsonArray players = json::array(request, "players", 2, 2);
    for (int i = 0; i < 2; ++i) {
        const QJsonValue v = players.at(i);
        const auto level = parseLevel(v.isString() ? v.toString().left(20).toStdString() : "");
        if (!level)
            throw FormatError("field \"players\" entry " + std::to_string(i + 1) +
                              " must be \"random\", \"standard\" or \"expert\"");
        s.levels[i] = *level;
    }
    s.budget = readBudget(request);
    s.seed = readSeed(request);
    s.opening = json::integerOr(request, "opening", 0, 40, s.opening);
    s.maxChoices = json::integerOr(request, "max_choices", 10, 100000, s.maxChoices);
    return s;
}

// Player 0 takes side A in even games and B in odd ones; each pair of games
// shares a random opening, so colours alternate and games differ.
QJsonObject simulate(const QJsonObject& request) {
    const Simulation sim = readSimulation(request);
    auto p0 = makePlayer(sim.levels[0], sim.budget);
    auto p1 = makePlayer(sim.levels[1], sim.budget);
    int wins[2] = {0, 0}, repetitions = 0, stuck = 0, unfinished = 0;
    long choices = 0;
    const auto started = Clock::now();
    for (int n = 0; n < sim.games; ++n) {
        Random openingRng(sim.seed + std::uint64_t(n / 2));
        Random rng(sim.seed * 7919 + std::uint64_t(n));
        Game g(Side::A, sim.seed);
        for (int i = 0; i < sim.opening && !g.isOver(); ++i) {
            const MoveList legal = g.legalMoves();
            g.play(legal[int(openingRng.below(std::uint32_t(legal.size())))]);
        }
        const bool p0IsA = n % 2 == 0;
        Player* bySide[2] = {p0IsA ? p0.get() : p1.get(), p0IsA ? p1.get() : p0.get()};
        while (!g.isOver() && g.current() < sim.maxChoices)
            g.play(bySide[index(g.position().toMove())]->choose(g.position(), rng));
        choices += g.current();
        const Outcome o = g.outcome();
        if (o == Outcome::None)
            ++unfinished;
        else if (g.drawnByRepetition())
            ++repetitions;
        else if (o == Outcome::Draw)
            ++stuck;
        else
            ++wins[(o == Outcome::WinA) == p0IsA ? 0 : 1];
    }
    return QJsonObject{{QStringLiteral("games"), sim.games},
                       {QStringLiteral("wins"), QJsonArray{wins[0], wins[1]}},
                       {QStringLiteral("draws"), repetitions + stuck},
                       {QStringLiteral("repetitions"), repetitions},
                       {QStringLiteral("unfinished"), unfinished},
                       {QStringLiteral("choices_per_game"), double(choices) / sim.games},
                       {QStringLiteral("seconds"), secondsSince(started)}};
}
} // namespace

void addKmCommands(Dispatcher& dispatcher) {
    dispatcher.add({"km.perft", "counts King's Men choice sequences of a given depth", perftOf});
    dispatcher.add({"km.simulate", "plays King's Men games between computer levels", simulate});
    addKmSessionCommands(dispatcher);
}

} // namespace club::tool::km

// SPDX-License-Identifier: GPL-3.0-or-later
// pat.moves and pat.simulate: each reply depends only on its request.
#include "pat_commands.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "dispatcher.h"
#include "pat/match.h"
#include "pat/players.h"
#include "pat_json.h"

namespace club::tool::pat {

using namespace club::pat;

namespace {

constexpr int MaxSimulatedGames = 10'000'000;

QJsonObject moves(const QJsonObject& request) {
    Rules rules;
    rules.kind = readKind(request);
    const Position p = readCounters(request, rules);
    const int colour = json::integer(request, "colour", 0, Colours - 1);
    if (!rules.plays(colour))
        throw FormatError("field \"colour\": colour " + std::to_string(colour) +
                          " has no counters in \"counters\"");
    const int value = json::integer(request, "throw", 1, 6);
    const int sixes = json::integerOr(request, "sixes", 0, 2, 0);
    State s = State::at(rules, p, colour, sixes);
    s.throwDie(value);
    QJsonArray list;
    for (int i = 0; i < s.legalCount(); ++i)
        list.append(moveJson(s, i, false));
    return QJsonObject{{QStringLiteral("moves"), list}};
}

QJsonObject simulate(const QJsonObject& request) {
    MatchConfig config;
    config.kind = readKind(request);
    config.players = json::integerOr(request, "players", 2, 4, 4);
    if (config.kind == Kind::Partner && config.players != 4)
        throw FormatError("field \"players\": the partner game is for four");
    config.counters = json::integerOr(request, "counters", 3, 4, 4);
    config.games = json::integer(request, "games", 1, MaxSimulatedGames);
    config.seed = readSeed(request);
    config.oneThrowPerSix = json::booleanOr(request, "one_throw_per_six", false);
    const QJsonArray ai = json::array(request, "players_ai", 1, 4);
    if (ai.size() != 1 && ai.size() != config.players)
        throw FormatError("field \"players_ai\" must name one kind for every seat, or one for all");
    for (int e = 0; e < config.players; ++e) {
        const QJsonValue v = ai.at(ai.size() == 1 ? 0 : e);
        const std::string kind = v.isString() ? v.toString().left(20).toStdString() : "";
        if (!isPlayerKind(kind)) {
            std::string known;
            for (const std::string& k : playerKinds())
                known += (known.empty() ? "" : ", ") + k;
            throw FormatError("field \"players_ai\" entry " + std::to_string(e + 1) +
                              " must be one of " + known);
        }
        config.kinds.push_back(kind);
    }
    const MatchResult r = playMatch(config);
    QJsonArray wins, rates, intervals;
    for (int e = 0; e < config.players; ++e) {
        wins.append(r.wins[std::size_t(e)]);
        rates.append(r.winRate[std::size_t(e)]);
        intervals.append(QJsonArray{r.ciLow[std::size_t(e)], r.ciHigh[std::size_t(e)]});
    }
    const double chance = config.kind == Kind::Partner ? 0.5 : 1.0 / config.players;
    return QJsonObject{
        {QStringLiteral("games"), config.games},
        {QStringLiteral("wins"), wins},
        {QStringLiteral("win_rate"), rates},
        {QStringLiteral("win_rate_ci95"), intervals},
        {QStringLiteral("chance"), chance},
        {QStringLiteral("seats_rotated"), true},
        {QStringLiteral("unfinished"), r.unfinished},
        {QStringLiteral("throws_per_game"), r.throwsPerGame},
        {QStringLiteral("seconds"), r.seconds},
        {QStringLiteral("games_per_second"), r.seconds > 0 ? config.games / r.seconds : 0.0},
        {QStringLiteral("cpu_seconds"), r.cpuSeconds},
        {QStringLiteral("lanes"), r.lanes},
        {QStringLiteral("games_per_cpu_second"),
         r.cpuSeconds > 0 ? config.games / r.cpuSeconds : 0.0}};
}

} // namespace

void addPatCommands(Dispatcher& dispatcher) {
    dispatcher.add(
        {"pat.moves", "every legal Patchesi move of one throw, with the counters after it", moves});
    dispatcher.add(
        {"pat.simulate", "plays whole Patchesi games between computer players", simulate});
    addPatSessionCommands(dispatcher);
}

} // namespace club::tool::pat

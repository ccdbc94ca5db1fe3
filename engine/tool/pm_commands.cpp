// SPDX-License-Identifier: GPL-3.0-or-later
// pm.moves, pm.score and pm.simulate: each reply depends only on its request.
#include "pm_commands.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "dispatcher.h"
#include "pm/player.h"
#include "pm_json.h"
#include "pm_simulate.h"

namespace club::tool::pm {

using namespace club::pm;

namespace {

QJsonObject moves(const QJsonObject& request) {
    const Men men = readMen(request, "men");
    const bool lead = json::required(request, "top").isNull();
    const int top = readCardValue(request, "top", true);
    const int card = readCardValue(request, "card", false);
    if (lead && card < 0)
        throw FormatError("a MINUS card may not open the game (PM-5): at the lead "
                          "(\"top\":null) \"card\" must be a PLUS card");
    const int amount = moveAmount(!lead, top, card);
    QJsonArray list;
    for (const ManMove& m : legalManMoves(men, amount, readOptions(request)))
        list.append(QJsonObject{{QStringLiteral("from"), m.from},
                                {QStringLiteral("to"), m.to},
                                {QStringLiteral("bust"), m.bust}});
    return QJsonObject{{QStringLiteral("move"), amount}, {QStringLiteral("moves"), list}};
}

QJsonObject scoreOf(const QJsonObject& request) {
    return QJsonObject{{QStringLiteral("score"), score(readMen(request, "men"))}};
}

SimulationConfig readSimulation(const QJsonObject& request) {
    SimulationConfig config;
    config.players = json::integer(request, "players", MinPlayers, MaxPlayers);
    config.games = json::integer(request, "games", 1, MaxSimulatedGames);
    config.seed = readSeed(request);
    config.options = readOptions(request);
    const QString dealer = json::stringOr(request, "dealer", QStringLiteral("rotate"), 20);
    if (dealer != QLatin1String("rotate") && dealer != QLatin1String("random"))
        throw FormatError("field \"dealer\" must be \"rotate\" or \"random\"");
    config.randomDealer = dealer == QLatin1String("random");

    // One kind for every seat, or one kind per seat.
    const QJsonArray ai = json::array(request, "players_ai", 1, MaxPlayers);
    if (ai.size() != 1 && ai.size() != config.players)
        throw FormatError("field \"players_ai\" must have 1 entry or one per player (" +
                          std::to_string(config.players) + "), not " + std::to_string(ai.size()));
    for (int s = 0; s < config.players; ++s) {
        const QJsonValue v = ai.at(ai.size() == 1 ? 0 : s);
        const std::string kind = v.isString() ? v.toString().left(100).toStdString() : "";
        if (!makePlayer(kind)) {
            std::string known;
            for (const std::string& k : playerKinds())
                known += (known.empty() ? "" : ", ") + k;
            throw FormatError("field \"players_ai\" entry " + std::to_string(s + 1) +
                              " must be a computer player kind: " + known);
        }
        config.kinds.push_back(kind);
    }
    return config;
}

QJsonObject simulateGames(const QJsonObject& request) {
    const SimulationConfig config = readSimulation(request);
    const SimulationResult result = simulate(config);
    QJsonArray wins;
    QJsonArray means;
    QJsonArray rates;
    QJsonArray intervals;
    for (int s = 0; s < config.players; ++s) {
        wins.append(result.wins[s]);
        means.append(result.meanScore[s]);
        rates.append(result.winRate[s]);
        intervals.append(QJsonArray{result.ciLow[s], result.ciHigh[s]});
    }
    const double rate = result.seconds > 0 ? config.games / result.seconds : 0.0;
    return QJsonObject{
        {QStringLiteral("games"), config.games},      {QStringLiteral("wins"), wins},
        {QStringLiteral("mean_score"), means},        {QStringLiteral("win_rate"), rates},
        {QStringLiteral("win_rate_ci95"), intervals}, {QStringLiteral("chance"), result.chance},
        {QStringLiteral("seats_rotated"), true},      {QStringLiteral("seconds"), result.seconds},
        {QStringLiteral("games_per_second"), rate}};
}

} // namespace

void addPmCommands(Dispatcher& dispatcher) {
    dispatcher.add(
        {"pm.moves", "the amount a card moves and every legal way to move a man", moves});
    dispatcher.add({"pm.score", "a board's score (PM-18)", scoreOf});
    dispatcher.add({"pm.simulate", "plays whole games between computer players", simulateGames});
}

} // namespace club::tool::pm

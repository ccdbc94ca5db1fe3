// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_session.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "dispatcher.h"
#include "pm_commands.h"
#include "pm_json.h"

#include <memory>

namespace club::tool::pm {

using namespace club::pm;

Game& Session::current() {
    if (!game) throw FormatError("no game: send {\"cmd\":\"pm.new\",\"players\":N} first");
    return *game;
}

namespace {

QJsonValue topOrNull(const Game& g) {
    return g.hasTop() ? QJsonValue(g.topValue()) : QJsonValue(QJsonValue::Null);
}

QJsonArray winners(const Game& g) {
    int best = -1000;
    for (int s = 0; s < g.players(); ++s)
        best = std::max(best, g.score(s));
    QJsonArray seats;
    for (int s = 0; s < g.players(); ++s)
        if (g.score(s) == best) seats.append(s);
    return seats;
}

} // namespace

QJsonObject stateJson(const Session& session) {
    const Game& g = *session.game;
    QJsonArray men, handSizes, scores, played, hand;
    for (int s = 0; s < g.players(); ++s) {
        men.append(menJson(g.men(s)));
        handSizes.append(int(g.hand(s).size()));
        scores.append(g.score(s));
    }
    for (CardId c : g.pile())
        played.append(g.card(c).value);
    if (!g.isOver())
        for (CardId c : g.hand(g.toMove()))
            hand.append(QJsonObject{{QStringLiteral("card"), int(c)},
                                    {QStringLiteral("value"), g.card(c).value}});
    QJsonObject state{
        {QStringLiteral("players"), g.players()},
        {QStringLiteral("dealer"), g.dealer()},
        {QStringLiteral("leader"), g.leader()},
        {QStringLiteral("seed"), json::seedValue(session.seed)},
        {QStringLiteral("options"), optionsJson(g.options())},
        {QStringLiteral("to_move"), g.isOver() ? QJsonValue(QJsonValue::Null) : g.toMove()},
        {QStringLiteral("over"), g.isOver()},
        {QStringLiteral("top"), topOrNull(g)},
        {QStringLiteral("played"), played},
        {QStringLiteral("men"), men},
        {QStringLiteral("hand_sizes"), handSizes},
        {QStringLiteral("hand"), hand},
        {QStringLiteral("set_aside"), int(g.setAside().size())},
        {QStringLiteral("scores"), scores}};
    if (g.isOver()) state.insert(QStringLiteral("winners"), winners(g));
    return state;
}

namespace {

QJsonObject newGame(Session& session, const QJsonObject& request) {
    const int players = json::integer(request, "players", MinPlayers, MaxPlayers);
    const int dealer = json::integerOr(request, "dealer", 0, players - 1, 0);
    const std::uint64_t seed = readSeed(request);
    const Options options = readOptions(request);
    session.game = Game::deal(Pack::standard(), players, dealer, seed, options);
    session.seed = seed;
    return stateJson(session);
}

QJsonObject legal(Session& session) {
    const Game& g = session.current();
    QJsonArray list;
    for (const Move& m : g.legalMoves())
        list.append(QJsonObject{{QStringLiteral("card"), int(m.card)},
                                {QStringLiteral("value"), g.card(m.card).value},
                                {QStringLiteral("from"), placeOrNull(m.from)},
                                {QStringLiteral("to"), placeOrNull(m.to)},
                                {QStringLiteral("bust"), m.bust}});
    return QJsonObject{{QStringLiteral("to_move"), g.isOver() ? QJsonValue() : g.toMove()},
                       {QStringLiteral("moves"), list}};
}

/// The legal move that plays `card` from `from` (-1: no man), or why none is.
Move findMove(const Game& g, int card, int from) {
    const auto hand = g.hand(g.toMove());
    if (std::find(hand.begin(), hand.end(), CardId(card)) == hand.end())
        throw FormatError("card " + std::to_string(card) + " is not in the hand of seat " +
                          std::to_string(g.toMove()) + ", the player to move");
    if (!g.hasTop() && g.card(CardId(card)).isMinus())
        throw FormatError("a MINUS card may not open the game (PM-5)");
    std::string froms;
    for (const Move& m : g.legalMoves()) {
        if (m.card != card) continue;
        if (m.from == from) return m;
        froms += (froms.empty() ? "" : ", ") + (m.movesMan() ? std::to_string(m.from) : "null");
    }
    throw FormatError("card " + std::to_string(card) + " cannot move a man from " +
                      (from < 0 ? std::string("null (no man)") : std::to_string(from)) +
                      "; \"from\" may be: " + froms);
}

QJsonObject play(Session& session, const QJsonObject& request) {
    Game& g = session.current();
    if (g.isOver()) throw FormatError("the game is over; send pm.new for another");
    const int card = json::integer(request, "card", 0, g.deckSize() - 1);
    const bool noMan =
        !request.contains(QStringLiteral("from")) || request.value(QStringLiteral("from")).isNull();
    const int from = noMan ? -1 : json::integer(request, "from", Stars, Home);
    const Change ch = g.apply(findMove(g, card, from));
    return QJsonObject{{QStringLiteral("seat"), ch.seat},
                       {QStringLiteral("card"), int(ch.card)},
                       {QStringLiteral("value"), ch.cardValue},
                       {QStringLiteral("top"), ch.hadTop ? QJsonValue(ch.topValue) : QJsonValue()},
                       {QStringLiteral("amount"), ch.amount},
                       {QStringLiteral("man"), placeOrNull(ch.man)},
                       {QStringLiteral("from"), placeOrNull(ch.from)},
                       {QStringLiteral("to"), placeOrNull(ch.to)},
                       {QStringLiteral("bust"), ch.bust},
                       {QStringLiteral("game_over"), ch.gameOver},
                       {QStringLiteral("to_move"), g.isOver() ? QJsonValue() : g.toMove()}};
}

QJsonObject setMen(Session& session, const QJsonObject& request) {
    Game& g = session.current();
    const int seat = json::integer(request, "seat", 0, g.players() - 1);
    g.setMen(seat, readMen(request, "men"));
    return stateJson(session);
}

} // namespace

void addPmSessionCommands(Dispatcher& dispatcher) {
    // Shared by the handlers, alive as long as any of them.
    auto session = std::make_shared<Session>();
    dispatcher.add({"pm.new", "deals a new game to play through the tool",
                    [session](const QJsonObject& r) { return newGame(*session, r); }});
    dispatcher.add({"pm.state", "the whole state of the game", [session](const QJsonObject&) {
                        session->current();
                        return stateJson(*session);
                    }});
    dispatcher.add({"pm.legal", "the legal moves of the player to move",
                    [session](const QJsonObject&) { return legal(*session); }});
    dispatcher.add({"pm.play", "plays a legal move and tells what changed",
                    [session](const QJsonObject& r) { return play(*session, r); }});
    dispatcher.add({"pm.setmen", "sets one seat's men (a test position)",
                    [session](const QJsonObject& r) { return setMen(*session, r); }});
}

} // namespace club::tool::pm

// SPDX-License-Identifier: GPL-3.0-or-later
// The one Patchesi game a client may play through the tool: pat.new,
// pat.state, pat.legal, pat.throw, pat.play, pat.undo, pat.redo and
// pat.choose (a computer player's choice, not played).
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/printable.h"
#include "core/random.h"
#include "dispatcher.h"
#include "pat/match.h"
#include "pat/players.h"
#include "pat_commands.h"
#include "pat_json.h"

#include <chrono>
#include <memory>
#include <optional>

namespace club::tool::pat {

using namespace club::pat;

namespace {

struct Session {
    std::optional<Game> game;
    Game& current() {
        if (!game) throw FormatError("no game: send {\"cmd\":\"pat.new\"} first");
        return *game;
    }
};

Setup readSetup(const QJsonObject& request) {
    Setup setup;
    setup.kind = readKind(request);
    setup.counters = json::integerOr(request, "counters", 3, 4, 4);
    if (request.contains(QStringLiteral("seats"))) {
        const QJsonArray seats = json::array(request, "seats", 2, 4);
        for (int i = 0; i < seats.size(); ++i) {
            const QJsonObject o = json::elementObject(seats, i, "seat " + std::to_string(i + 1));
            Seat seat;
            seat.colour = json::integer(o, "colour", 0, Colours - 1);
            seat.name = json::stringOr(o, "name", colourId(seat.colour), 60);
            seat.player = json::stringOr(o, "player", QStringLiteral("person"), 20);
            if (!seat.isPerson() && !isPlayerKind(seat.player.toStdString()))
                throw FormatError("seat " + std::to_string(i + 1) + ": unknown player \"" +
                                  quotable(seat.player).toStdString() + "\"");
            setup.seats.push_back(seat);
        }
    } else {
        const int players =
            setup.kind == Kind::Partner ? 4 : json::integerOr(request, "players", 2, 4, 4);
        for (int colour : coloursFor(setup.kind, players))
            setup.seats.push_back(Seat{colourId(colour), colour, QStringLiteral("person")});
    }
    setup.stakes = request.contains(QStringLiteral("stake"));
    if (setup.stakes) setup.stake = json::integer(request, "stake", 1, 1000);
    setup.openingThrowPlays = json::booleanOr(request, "opening_throw_plays", true);
    setup.lostThirdSixReturns = json::booleanOr(request, "lost_third_six_returns", true);
    setup.stopAtSecond = json::booleanOr(request, "stop_at_second", true);
    setup.oneThrowPerSix = json::booleanOr(request, "one_throw_per_six", false);
    const Message problem = setup.problem();
    if (!problem.isEmpty()) throw FormatError(problem.english().toStdString());
    return setup;
}

QJsonObject legal(Session& session) {
    const Game& g = session.current();
    QJsonArray list;
    if (g.state().phase() == Phase::Choose)
        for (int i = 0; i < g.state().legalCount(); ++i)
            list.append(moveJson(g.state(), i, true));
    return QJsonObject{{QStringLiteral("phase"), stateJson(g).value(QStringLiteral("phase"))},
                       {QStringLiteral("colour"), g.state().toMove()},
                       {QStringLiteral("throw"), g.state().pendingThrow()},
                       {QStringLiteral("moves"), list}};
}

QJsonObject throwDie(Session& session) {
    Game& g = session.current();
    if (g.state().phase() != Phase::Opening && g.state().phase() != Phase::Throw)
        throw FormatError(g.isOver() ? "the game is over; send pat.new or pat.undo"
                                     : "a move is due for the last throw: send pat.play");
    const ThrowOutcome out = g.throwDie();
    QJsonObject reply{
        {QStringLiteral("colour"), out.colour},
        {QStringLiteral("value"), out.value},
        {QStringLiteral("opening"), out.opening},
        {QStringLiteral("starter"), out.starter >= 0 ? QJsonValue(out.starter) : QJsonValue()},
        {QStringLiteral("lost"), out.lost},
        {QStringLiteral("returned"),
         out.returnedCounter >= 0 ? QJsonValue(out.returnedCounter) : QJsonValue()},
        {QStringLiteral("state"), stateJson(g)}};
    return reply;
}

QJsonObject play(Session& session, const QJsonObject& request) {
    Game& g = session.current();
    if (g.state().phase() != Phase::Choose)
        throw FormatError(g.isOver() ? "the game is over; send pat.new or pat.undo"
                                     : "no throw is waiting for a move: send pat.throw");
    const int counter = json::integer(request, "counter", 0, MaxCounters - 1);
    if (g.state().indexOf(counter) < 0) {
        std::string can;
        for (int i = 0; i < g.state().legalCount(); ++i)
            can += (can.empty() ? "" : ", ") + std::to_string(g.state().legal()[i].counter);
        throw FormatError("counter " + std::to_string(counter) +
                          " cannot move with this throw; these can: " + can);
    }
    const Change ch = g.play(counter);
    return QJsonObject{
        {QStringLiteral("colour"), ch.colour},
        {QStringLiteral("counter"), int(ch.move.counter)},
        {QStringLiteral("from"), int(ch.move.from)},
        {QStringLiteral("to"), int(ch.move.to)},
        {QStringLiteral("captured"),
         ch.capturedColour >= 0
             ? QJsonValue(QJsonObject{{QStringLiteral("colour"), ch.capturedColour},
                                      {QStringLiteral("counter"), ch.capturedCounter},
                                      {QStringLiteral("from"), ch.capturedFrom}})
             : QJsonValue()},
        {QStringLiteral("returned"),
         ch.returnedCounter >= 0 ? QJsonValue(ch.returnedCounter) : QJsonValue()},
        {QStringLiteral("state"), stateJson(g)}};
}

QJsonObject undoRedo(Session& session, const QJsonObject& request, bool undo) {
    Game& g = session.current();
    const int count = json::integerOr(request, "count", 1, Game::MaxEvents, 1);
    // Checked by a trial first, so a refused request changes nothing.
    Game trial = g;
    for (int i = 0; i < count; ++i) {
        if (undo ? !trial.canUndo() : !trial.canRedo())
            throw FormatError(std::string("cannot ") + (undo ? "undo " : "redo ") +
                              std::to_string(count) + " moves: only " + std::to_string(i) +
                              (undo ? " played" : " undone"));
        undo ? trial.undo() : trial.redo();
    }
    g = std::move(trial);
    return stateJson(g);
}

QJsonObject choose(Session& session, const QJsonObject& request) {
    const Game& g = session.current();
    if (g.state().phase() != Phase::Choose)
        throw FormatError("no throw is waiting for a move: there is nothing to choose");
    const std::string kind =
        json::stringOr(request, "level", QStringLiteral("expert"), 20).toStdString();
    auto player = makePlayer(kind);
    if (!player) throw FormatError("field \"level\": unknown player \"" + kind + "\"");
    Random rng(readSeed(request));
    const auto started = std::chrono::steady_clock::now();
    const int index = player->choose(g.state(), rng);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
            .count();
    return QJsonObject{{QStringLiteral("move"), moveJson(g.state(), index, true)},
                       {QStringLiteral("milliseconds"), ms}};
}

} // namespace

void addPatSessionCommands(Dispatcher& dispatcher) {
    auto session = std::make_shared<Session>();
    dispatcher.add(
        {"pat.new", "starts a Patchesi game held by the tool", [session](const QJsonObject& r) {
             const Setup setup = readSetup(r);
             session->game = Game(setup, readSeed(r));
             return stateJson(*session->game);
         }});
    dispatcher.add({"pat.state", "the Patchesi game's state",
                    [session](const QJsonObject&) { return stateJson(session->current()); }});
    dispatcher.add({"pat.legal", "the moves for the pending throw",
                    [session](const QJsonObject&) { return legal(*session); }});
    dispatcher.add({"pat.throw", "throws the die for the player to move",
                    [session](const QJsonObject&) { return throwDie(*session); }});
    dispatcher.add({"pat.play", "moves a counter with the pending throw",
                    [session](const QJsonObject& r) { return play(*session, r); }});
    dispatcher.add({"pat.undo", "takes back one choice or \"count\" choices (never a throw)",
                    [session](const QJsonObject& r) { return undoRedo(*session, r, true); }});
    dispatcher.add({"pat.redo", "replays one undone choice or \"count\" choices",
                    [session](const QJsonObject& r) { return undoRedo(*session, r, false); }});
    dispatcher.add({"pat.choose", "a computer player's choice for the pending throw (not played)",
                    [session](const QJsonObject& r) { return choose(*session, r); }});
}

} // namespace club::tool::pat

// SPDX-License-Identifier: GPL-3.0-or-later
// The one King's Men game a client may play through the tool: km.new,
// km.state, km.legal, km.play, km.undo, km.redo and km.choose (a computer
// player's choice, not played).
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/random.h"
#include "dispatcher.h"
#include "km/search.h"
#include "km_commands.h"
#include "km_json.h"

#include <chrono>
#include <memory>
#include <optional>

namespace club::tool::km {

using namespace club::km;

namespace {

struct Session {
    std::optional<Game> game;
    Game& current() {
        if (!game) throw FormatError("no game: send {\"cmd\":\"km.new\"} first");
        return *game;
    }
};

QJsonObject stateJson(const Game& g) {
    QJsonObject state = positionJson(g.position());
    QJsonArray record;
    for (int i = 0; i < g.current(); ++i)
        record.append(QString::fromStdString(g.notation(i)));
    state.insert(QStringLiteral("first"), sideName(g.first()));
    state.insert(QStringLiteral("seed"), json::seedValue(g.seed()));
    state.insert(QStringLiteral("set_up"), g.isSetUp());
    state.insert(QStringLiteral("ply"), g.current());
    state.insert(QStringLiteral("record"), record);
    state.insert(QStringLiteral("record_length"), int(g.moves().size()));
    state.insert(QStringLiteral("can_undo"), g.canUndo());
    state.insert(QStringLiteral("can_redo"), g.canRedo());
    state.insert(QStringLiteral("over"), g.isOver());
    state.insert(QStringLiteral("outcome"), outcomeJson(g.outcome()));
    state.insert(QStringLiteral("repetition"), g.drawnByRepetition());
    return state;
}

QJsonObject newGame(Session& session, const QJsonObject& request) {
    const std::uint64_t seed = readSeed(request);
    Position setUp;
    if (readDiagram(request, setUp)) {
        session.game = Game::fromPosition(setUp, seed);
    } else {
        const QString first = json::stringOr(request, "first", QStringLiteral("A"), 5);
        if (first == QLatin1String("lot"))
            session.game = Game::byLot(seed); // KM-1
        else if (first == QLatin1String("A") || first == QLatin1String("B"))
            session.game = Game(first == QLatin1String("A") ? Side::A : Side::B, seed);
        else
            throw FormatError("field \"first\" must be \"A\", \"B\" or \"lot\"");
    }
    return stateJson(*session.game);
}

QJsonObject legal(Session& session) {
    const Game& g = session.current();
    const MoveList moves = g.legalMoves();
    QJsonArray notation;
    const QJsonArray objects = movesJson(g.position(), moves);
    for (const QJsonValue& m : objects)
        notation.append(m.toObject().value(QStringLiteral("notation")));
    return QJsonObject{{QStringLiteral("to_move"), sideName(g.position().toMove())},
                       {QStringLiteral("phase"), phaseName(g.position().phase())},
                       {QStringLiteral("notation"), notation},
                       {QStringLiteral("moves"), objects}};
}

QJsonObject play(Session& session, const QJsonObject& request) {
    Game& g = session.current();
    if (g.isOver()) throw FormatError("the game is over; send km.new or km.undo");
    const Move m = readMove(request, g.position());
    QJsonObject reply = changeJson(g.play(m)); // readMove checked it: no throw
    reply.insert(QStringLiteral("move"), QString::fromStdString(g.notation(g.current() - 1)));
    reply.insert(QStringLiteral("state"), stateJson(g));
    return reply;
}

QJsonObject undoRedo(Session& session, const QJsonObject& request, bool undo) {
    Game& g = session.current();
    const int count = json::integerOr(request, "count", 1, Game::MaxMoves, 1);
    const int available = undo ? g.current() : int(g.moves().size()) - g.current();
    if (available < count)
        throw FormatError(std::string("cannot ") + (undo ? "undo " : "redo ") +
                          std::to_string(count) + " moves: only " + std::to_string(available) +
                          (undo ? " played" : " undone"));
    g.goTo(undo ? g.current() - count : g.current() + count);
    return stateJson(g);
}

QJsonObject choose(Session& session, const QJsonObject& request) {
    const Game& g = session.current();
    if (g.isOver()) throw FormatError("the game is over: there is nothing to choose");
    const Level level = readLevel(request, "level", Level::Expert);
    auto player = makePlayer(level, readBudget(request));
    Random rng(readSeed(request));
    const auto started = std::chrono::steady_clock::now();
    const Move m = player->choose(g.position(), rng);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
            .count();
    QJsonObject reply{{QStringLiteral("move"), moveJson(g.position(), m)},
                      {QStringLiteral("milliseconds"), ms}};
    if (const auto* expert = dynamic_cast<const ExpertPlayer*>(player.get())) {
        const auto& stats = expert->lastStats();
        reply.insert(QStringLiteral("depth"), stats.depth);
        reply.insert(QStringLiteral("nodes"), double(stats.nodes));
        reply.insert(QStringLiteral("score"), stats.score);
    }
    return reply;
}

} // namespace

void addKmSessionCommands(Dispatcher& dispatcher) {
    auto session = std::make_shared<Session>();
    dispatcher.add({"km.new", "starts a King's Men game: from the start or a diagram",
                    [session](const QJsonObject& r) { return newGame(*session, r); }});
    dispatcher.add({"km.state", "the King's Men game's state",
                    [session](const QJsonObject&) { return stateJson(session->current()); }});
    dispatcher.add({"km.legal", "every legal choice, in notation and as objects",
                    [session](const QJsonObject&) { return legal(*session); }});
    dispatcher.add({"km.play", "plays one legal choice and tells what changed",
                    [session](const QJsonObject& r) { return play(*session, r); }});
    dispatcher.add({"km.undo", "takes back one choice or \"count\" choices",
                    [session](const QJsonObject& r) { return undoRedo(*session, r, true); }});
    dispatcher.add({"km.redo", "replays one undone choice or \"count\" choices",
                    [session](const QJsonObject& r) { return undoRedo(*session, r, false); }});
    dispatcher.add({"km.choose", "a computer player's choice in the game (not played)",
                    [session](const QJsonObject& r) { return choose(*session, r); }});
}

} // namespace club::tool::km

// SPDX-License-Identifier: GPL-3.0-or-later
// Game records as save files (SAVE-FORMAT.md). Loading replays every throw
// and choice into a new Game, so a bad file throws before anything the
// caller holds is touched.
#include "game.h"

#include "core/bounded_file.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/save_file.h"
#include "core/seat.h"
#include "players.h"

#include <QJsonArray>

namespace club::pat {

namespace {
const QString GameId = QStringLiteral("patchesi");

[[noreturn]] void fail(const char* source, QStringList args = {}) {
    throw FormatError(Message(source, std::move(args)));
}

Setup readSetup(const QJsonObject& body, int version) {
    Setup s;
    const QString kind = json::string(body, "kind", 10);
    if (kind != QLatin1String("single") && kind != QLatin1String("partner"))
        fail(QT_TRANSLATE_NOOP("club::FormatError",
                               "field \"kind\" must be \"single\" or \"partner\""));
    s.kind = kind == QLatin1String("single") ? Kind::Single : Kind::Partner;
    s.counters = json::integer(body, "counters", 3, 4);
    const QJsonArray seats = json::array(body, "seats", 2, 4);
    for (int i = 0; i < seats.size(); ++i) {
        const QJsonObject o = json::elementObject(
            seats, i, Message(QT_TRANSLATE_NOOP("club::FormatError", "seat %1 must be an object")));
        Seat seat = seatFromJson(
            o, i, 60, [](const QString& kind) { return isPlayerKind(kind.toStdString()); });
        seat.colour = colourFromId(json::string(o, "colour", 10));
        if (seat.colour < 0)
            fail(QT_TRANSLATE_NOOP("club::FormatError",
                                   "seat %1: the colour must be red, green, yellow or purple"),
                 {QString::number(i + 1)});
        s.seats.push_back(seat);
    }
    if (body.contains(QStringLiteral("stakes"))) {
        const QJsonObject stakes = json::object(body, "stakes");
        s.stakes = json::boolean(stakes, "on");
        s.stake = json::integer(stakes, "stake", 1, 1000);
    }
    if (body.contains(QStringLiteral("house_rules"))) {
        const QJsonObject h = json::object(body, "house_rules");
        s.openingThrowPlays = json::booleanOr(h, "opening_throw_plays", true);
        s.lostThirdSixReturns = json::booleanOr(h, "lost_third_six_returns", true);
        s.stopAtSecond = json::booleanOr(h, "stop_at_second", true);
        s.oneThrowPerSix = json::booleanOr(h, "one_throw_per_six", false);
    }
    // Version 1 was written when a six gave one more throw: its games replay so.
    if (version < 2) s.oneThrowPerSix = true;
    const Message problem = s.problem();
    if (!problem.isEmpty()) throw FormatError(problem);
    return s;
}
} // namespace

QJsonObject Game::toJson() const {
    QJsonArray seats;
    for (const Seat& s : setup_.seats)
        seats.append(seatJson(s, colourId(s.colour)));
    QJsonArray throws, moves;
    for (const Event& e : events_)
        (e.isThrow ? throws : moves).append(int(e.value));
    QJsonObject body;
    body.insert(QStringLiteral("kind"),
                setup_.kind == Kind::Single ? QStringLiteral("single") : QStringLiteral("partner"));
    body.insert(QStringLiteral("counters"), setup_.counters);
    body.insert(QStringLiteral("seats"), seats);
    body.insert(QStringLiteral("stakes"), QJsonObject{{QStringLiteral("on"), setup_.stakes},
                                                      {QStringLiteral("stake"), setup_.stake}});
    body.insert(QStringLiteral("house_rules"),
                QJsonObject{{QStringLiteral("opening_throw_plays"), setup_.openingThrowPlays},
                            {QStringLiteral("lost_third_six_returns"), setup_.lostThirdSixReturns},
                            {QStringLiteral("stop_at_second"), setup_.stopAtSecond},
                            {QStringLiteral("one_throw_per_six"), setup_.oneThrowPerSix}});
    body.insert(QStringLiteral("seed"), json::seedValue(seed_));
    body.insert(QStringLiteral("throws"), throws);
    body.insert(QStringLiteral("moves"), moves);
    body.insert(QStringLiteral("current"), current_);
    return body;
}

Game Game::fromJson(const QJsonObject& body) {
    const int version = json::integerOr(body, "version", 1, SaveVersion, SaveVersion);
    const Setup setup = readSetup(body, version);
    const std::uint64_t seed = json::seed(body, "seed");
    const QJsonArray throws = json::array(body, "throws", 0, MaxEvents);
    const QJsonArray moves = json::array(body, "moves", 0, MaxEvents);
    Game g(setup, seed);
    int t = 0, m = 0;
    while (t < throws.size() || m < moves.size()) {
        const Phase phase = g.state_.phase();
        if (phase == Phase::Over)
            fail(QT_TRANSLATE_NOOP("club::FormatError",
                                   "the record goes on after the end of the game"));
        if (phase == Phase::Choose) {
            if (m >= moves.size())
                fail(QT_TRANSLATE_NOOP("club::FormatError", "throw %1 comes where a move is due"),
                     {QString::number(t + 1)});
            const int counter =
                json::element(moves, m, 0, MaxCounters - 1, "move " + std::to_string(m + 1));
            if (g.state_.indexOf(counter) < 0)
                fail(QT_TRANSLATE_NOOP("club::FormatError",
                                       "move %1 (counter %2) is not a legal move there"),
                     {QString::number(m + 1), QString::number(counter)});
            g.events_.push_back(Event{false, std::int8_t(counter)});
            ++m;
        } else {
            if (t >= throws.size())
                fail(QT_TRANSLATE_NOOP("club::FormatError", "move %1 comes where a throw is due"),
                     {QString::number(m + 1)});
            const int value = json::element(throws, t, 1, 6, "throw " + std::to_string(t + 1));
            g.events_.push_back(Event{true, std::int8_t(value)});
            ++t;
        }
        g.applyEvent(g.events_.back());
    }
    g.current_ = int(g.events_.size());
    const int current = json::integerOr(body, "current", 0, g.current_, g.current_);
    if (current != g.current_) g.goTo(current);
    return g;
}

Message Game::trySave(const QString& path) const {
    return writeSave(path, GameId, SaveVersion, toJson());
}

// guardLoad: nothing but FormatError leaves a loader (bounded_file.h).
Game Game::load(const QString& path) {
    return guardLoad([&] { return fromJson(readSaveFile(path, GameId, SaveVersion)); });
}

Game Game::fromData(const QByteArray& data) {
    return guardLoad([&] { return fromJson(parseSaveData(data, GameId, SaveVersion)); });
}

} // namespace club::pat

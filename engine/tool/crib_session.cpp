// SPDX-License-Identifier: GPL-3.0-or-later
// The one Cribbage match a client may play through the tool: crib.new,
// crib.state, crib.legal, crib.play (a move in notation, or "computer") and
// crib.undo. The tool sees every card: it is a test bench, not a seat.
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/printable.h"
#include "core/random.h"
#include "crib/match_file.h"
#include "crib_commands.h"
#include "crib_json.h"
#include "dispatcher.h"

#include <memory>
#include <optional>

namespace club::tool::crib {

using namespace club::crib;

namespace {

struct Session {
    std::optional<SavedMatch> saved;
    Match match;
    Match& current() {
        if (!saved) throw FormatError("no match: send {\"cmd\":\"crib.new\"} first");
        return match;
    }
};

QString phaseName(Phase p) {
    switch (p) {
    case Phase::Discard:
        return QStringLiteral("discard");
    case Phase::Play:
        return QStringLiteral("play");
    case Phase::Count:
        return QStringLiteral("count");
    case Phase::Muggins:
        return QStringLiteral("muggins");
    case Phase::GameOver:
        return QStringLiteral("game_over");
    }
    return {};
}

QString reasonName(ScoreReason r) {
    switch (r) {
    case ScoreReason::HisHeels:
        return QStringLiteral("his_heels");
    case ScoreReason::Play:
        return QStringLiteral("play");
    case ScoreReason::LastCard:
        return QStringLiteral("last_card");
    case ScoreReason::Hand:
        return QStringLiteral("hand");
    case ScoreReason::Crib:
        return QStringLiteral("crib");
    case ScoreReason::Muggins:
        return QStringLiteral("muggins");
    }
    return {};
}

QJsonObject eventJson(const Event& e) {
    static const char* const kinds[] = {"cut_for_deal", "deal",   "discard",     "starter",
                                        "play",         "go",     "count_reset", "show",
                                        "score",        "corner", "game_over"};
    QJsonObject o{{QStringLiteral("kind"), QString::fromLatin1(kinds[e.kind])}};
    if (e.seat >= 0) o.insert(QStringLiteral("seat"), e.seat);
    switch (e.kind) {
    case Event::CutForDeal:
        o.insert(QStringLiteral("cards"), cardsJson(e.cards));
        break;
    case Event::Deal:
        o.insert(QStringLiteral("deal"), e.count);
        break;
    case Event::Discard:
        o.insert(QStringLiteral("cards"), int(e.cards.size()));
        break;
    case Event::Starter:
        o.insert(QStringLiteral("card"), cardJson(e.card));
        break;
    case Event::Play:
        o.insert(QStringLiteral("card"), cardJson(e.card));
        o.insert(QStringLiteral("count"), e.count);
        break;
    case Event::Show:
        o.insert(QStringLiteral("cards"), cardsJson(e.cards));
        o.insert(QStringLiteral("starter"), cardJson(e.card));
        o.insert(QStringLiteral("crib"), e.crib);
        o.insert(QStringLiteral("points"), e.points);
        o.insert(QStringLiteral("parts"), partsJson(e.parts));
        break;
    case Event::Score:
        o.insert(QStringLiteral("side"), e.side);
        o.insert(QStringLiteral("reason"), reasonName(e.reason));
        o.insert(QStringLiteral("points"), e.points);
        o.insert(QStringLiteral("from"), e.from);
        o.insert(QStringLiteral("to"), e.to);
        if (e.reason == ScoreReason::Play) o.insert(QStringLiteral("peg"), pegScoreJson(e.peg));
        break;
    case Event::Corner:
        o.insert(QStringLiteral("side"), e.side);
        o.insert(QStringLiteral("hole"), e.count);
        break;
    case Event::GameOver:
        o.insert(QStringLiteral("side"), e.side);
        break;
    default:
        break;
    }
    return o;
}

QJsonArray ints(const std::vector<int>& v) {
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

QJsonObject stateJson(const Session& s) {
    const Match& m = s.match;
    QJsonArray hands, record;
    for (int seat = 0; seat < m.seats(); ++seat)
        hands.append(cardsJson(m.hand(seat)));
    for (int i = 0; i < s.saved->current; ++i)
        record.append(QString::fromStdString(moveText(s.saved->moves[std::size_t(i)])));
    QJsonArray played;
    for (const auto& [seat, c] : m.played())
        played.append(
            QJsonObject{{QStringLiteral("seat"), seat}, {QStringLiteral("card"), cardJson(c)}});
    const auto run = m.pegging().countCards();
    return QJsonObject{{QStringLiteral("hands_count"), m.seats()},
                       {QStringLiteral("game_points"), m.setup().game},
                       {QStringLiteral("muggins"), m.setup().muggins},
                       {QStringLiteral("board"), setupBoardName(m.setup().board)},
                       {QStringLiteral("corner_rule"), setupCornersName(m.setup().corners)},
                       {QStringLiteral("corner_holes"), ints(m.setup().cornerHoles())},
                       {QStringLiteral("seed"), json::seedValue(m.seed())},
                       {QStringLiteral("phase"), phaseName(m.phase())},
                       {QStringLiteral("to_act"), m.toAct()},
                       {QStringLiteral("game"), m.gameNumber()},
                       {QStringLiteral("deal"), m.dealNumber()},
                       {QStringLiteral("dealer"), m.dealer()},
                       {QStringLiteral("scores"), ints(m.scores())},
                       {QStringLiteral("rear_pegs"), ints(m.rearPegs())},
                       {QStringLiteral("hands"), hands},
                       {QStringLiteral("crib"), cardsJson(m.crib())},
                       {QStringLiteral("starter"), cardJson(m.starter())},
                       {QStringLiteral("count"), m.pegging().count()},
                       {QStringLiteral("count_cards"), cardsJson(run)},
                       {QStringLiteral("played"), played},
                       {QStringLiteral("corners"), ints(m.board().corners)},
                       {QStringLiteral("games_won"), ints(m.board().games)},
                       {QStringLiteral("points"), ints(m.board().points)},
                       {QStringLiteral("skunks"), ints(m.board().skunks)},
                       {QStringLiteral("high_hand"), ints(m.board().highHand)},
                       {QStringLiteral("record"), record}};
}

Board readBoard(const QJsonObject& r, int hands) {
    if (!r.contains(QStringLiteral("board")))
        return hands == 5                 ? Board::TwoAndThree
               : hands == 3 || hands == 6 ? Board::ThreeTrack
                                          : Board::TwoTrack;
    const QString name = json::string(r, "board", 40);
    for (Board b : {Board::TwoTrack, Board::ThreeTrack, Board::FourTrack, Board::TwoAndThree})
        if (name == setupBoardName(b)) return b;
    throw FormatError("field \"board\" must be \"two-track\", \"three-track\", \"four-track\" or "
                      "\"two-and-three-track\"");
}

QJsonObject newMatch(Session& s, const QJsonObject& r) {
    SavedMatch saved;
    saved.setup.hands = json::integerOr(r, "hands", 2, 6, 2);
    saved.setup.game = json::integerOr(r, "game", 61, 121, 121);
    saved.setup.board = readBoard(r, saved.setup.hands);
    saved.setup.muggins = json::booleanOr(r, "muggins", false);
    const auto corners =
        parseCornersName(json::stringOr(r, "corners", setupCornersName(Corners::Bends), 20));
    if (!corners) throw FormatError("field \"corners\" must be \"bends\" or \"every-thirty\"");
    saved.setup.corners = *corners;
    if (const std::string problem = saved.setup.problem(); !problem.empty())
        throw FormatError(problem);
    saved.seed = readSeed(r);
    saved.seats.resize(std::size_t(saved.setup.hands));
    s.match = saved.replay();
    s.saved = saved;
    QJsonObject reply = stateJson(s);
    QJsonArray events;
    for (const Event& e : s.match.openingEvents())
        events.append(eventJson(e));
    reply.insert(QStringLiteral("events"), events);
    return reply;
}

QJsonObject legal(Session& s) {
    const Match& m = s.current();
    QJsonArray moves;
    for (const Move& mv : m.legalMoves())
        moves.append(QString::fromStdString(moveText(mv)));
    return QJsonObject{{QStringLiteral("phase"), phaseName(m.phase())},
                       {QStringLiteral("to_act"), m.toAct()},
                       {QStringLiteral("moves"), moves}};
}

QJsonObject play(Session& s, const QJsonObject& r) {
    Match& m = s.current();
    const QString text = json::string(r, "move", 40);
    Move move;
    if (text == QStringLiteral("computer")) {
        if (m.phase() == Phase::GameOver) throw FormatError("the game is over: send \"next game\"");
        Random rng(readSeed(r) ^ std::uint64_t(s.saved->current));
        move = m.computerMove(readLevel(r, "level", Level::Expert), rng);
    } else {
        const auto parsed = parseMove(text.toStdString());
        if (!parsed || !m.isLegal(*parsed))
            throw FormatError("\"" + quotable(text).toStdString() + "\" is not a legal move now (" +
                              phaseName(m.phase()).toStdString() +
                              "); crib.legal lists what may be played");
        move = *parsed;
    }
    s.saved->moves.resize(std::size_t(s.saved->current));
    s.saved->moves.push_back(move);
    ++s.saved->current;
    QJsonArray events;
    for (const Event& e : m.apply(move))
        events.append(eventJson(e));
    QJsonObject reply{{QStringLiteral("move"), QString::fromStdString(moveText(move))},
                      {QStringLiteral("events"), events},
                      {QStringLiteral("state"), stateJson(s)}};
    return reply;
}

QJsonObject undo(Session& s, const QJsonObject& r) {
    s.current();
    const int count = json::integerOr(r, "count", 1, MaxMoves, 1);
    if (count > s.saved->current)
        throw FormatError("cannot undo " + std::to_string(count) + " moves: only " +
                          std::to_string(s.saved->current) + " played");
    s.saved->current -= count;
    s.match = s.saved->replay();
    return stateJson(s);
}

} // namespace

void addCribSessionCommands(Dispatcher& dispatcher) {
    auto session = std::make_shared<Session>();
    dispatcher.add({"crib.new",
                    "starts a Cribbage match: hands, game, board, muggins, corners, seed",
                    [session](const QJsonObject& r) { return newMatch(*session, r); }});
    dispatcher.add({"crib.state", "the Cribbage match's state (every card: a test bench)",
                    [session](const QJsonObject&) {
                        session->current();
                        return stateJson(*session);
                    }});
    dispatcher.add({"crib.legal", "every legal move now, in notation",
                    [session](const QJsonObject&) { return legal(*session); }});
    dispatcher.add({"crib.play", "plays a move (or \"computer\") and lists what happened",
                    [session](const QJsonObject& r) { return play(*session, r); }});
    dispatcher.add({"crib.undo", "takes back one move or \"count\" moves",
                    [session](const QJsonObject& r) { return undo(*session, r); }});
}

} // namespace club::tool::crib

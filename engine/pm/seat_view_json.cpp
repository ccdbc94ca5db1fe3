// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_view_json.h"

#include "core/choice_id.h"
#include "table.h"
#include "view.h"

#include <QJsonArray>

#include <algorithm>
#include <vector>

namespace club::pm {

namespace {

/// What a view is built from: the rubber, the game on its table (or a game
/// like it, for the tests) and the table's revision.
struct Position {
    const Rubber& rubber;
    const Game& game;
    quint64 revision;
};

/// The seat's place in the game on the table, or -1 when it sits out this
/// game (the other section's, PM-21).
int gameSeatOf(const Rubber& rubber, int seat) {
    const auto& seats = rubber.currentRecord().seats;
    const auto it = std::find(seats.begin(), seats.end(), seat);
    return it == seats.end() ? -1 : int(it - seats.begin());
}

QJsonObject cardJson(const SeatView& view, CardId id) {
    return {{QStringLiteral("id"), int(id)}, {QStringLiteral("value"), view.card(id).value}};
}

/// One choice: the move in this file's words and the move itself ("next"
/// deals the next game once this one is over).
struct Choice {
    QString move;
    bool next = false;
    Move play;
};

QString moveWords(const Move& m) {
    QString words = QStringLiteral("c") + QString::number(m.card);
    if (m.movesMan()) words += QStringLiteral("f") + QString::number(m.from);
    return words;
}

std::vector<Choice> choicesOf(const Position& at, int seat) {
    std::vector<Choice> out;
    const int gameSeat = gameSeatOf(at.rubber, seat);
    if (gameSeat < 0) return out;
    const Game& game = at.game;
    if (game.isOver()) {
        if (!at.rubber.isOver()) out.push_back({QStringLiteral("next"), true, {}});
        return out;
    }
    for (const Move& m : SeatView(game, gameSeat).legalMoves())
        out.push_back({moveWords(m), false, m});
    return out;
}

/// PM-14 for one card: why it leaves no real choice, or null.
QJsonValue forcedOf(int amount, const std::vector<Move>& ways) {
    if (ways.empty() || amount == 0) return QJsonValue::Null;
    if (ways.size() == 1 && !ways.front().movesMan()) return QStringLiteral("no-man");
    if (std::all_of(ways.begin(), ways.end(), [](const Move& m) { return m.bust; }))
        return QStringLiteral("all-bust");
    return QJsonValue::Null;
}

QJsonArray choicesJson(const Position& at, int seat, const std::vector<Choice>& choices) {
    QJsonArray out;
    const int gameSeat = gameSeatOf(at.rubber, seat);
    if (gameSeat < 0) return out;
    const Game& game = at.game;
    const SeatView view(game, gameSeat);
    for (const Choice& c : choices) {
        const QString id = ChoiceId{at.revision, c.move}.text();
        if (c.next) {
            out.append(QJsonObject{{QStringLiteral("id"), id},
                                   {QStringLiteral("kind"), QStringLiteral("next-game")}});
            continue;
        }
        const Move& m = c.play;
        const int value = view.card(m.card).value;
        const int amount = moveAmount(view.hasTop(), view.topValue(), value);
        std::vector<Move> sameCard;
        for (const Choice& other : choices)
            if (!other.next && other.play.card == m.card) sameCard.push_back(other.play);
        const Men& men = view.men(gameSeat);
        const auto man = std::find(men.begin(), men.end(), m.from);
        QJsonObject o{{QStringLiteral("id"), id},
                      {QStringLiteral("kind"), QStringLiteral("play")},
                      {QStringLiteral("card"), cardJson(view, m.card)},
                      {QStringLiteral("amount"), amount},
                      {QStringLiteral("forced"), forcedOf(amount, sameCard)}};
        if (m.movesMan()) {
            o.insert(QStringLiteral("man"), int(man - men.begin()));
            o.insert(QStringLiteral("from"), m.from);
            o.insert(QStringLiteral("to"), m.to);
            o.insert(QStringLiteral("bust"), m.bust);
        } else {
            o.insert(QStringLiteral("man"), QJsonValue::Null);
        }
        out.append(o);
    }
    return out;
}

QJsonArray menJson(const Men& men) {
    QJsonArray out;
    for (const auto place : men)
        out.append(int(place));
    return out;
}

} // namespace

QJsonObject seatViewJson(const Table& table, int seat) {
    return seatViewJson(table.rubber(), table.game(), table.revision(), seat);
}

QJsonObject seatViewJson(const Rubber& rubber, const Game& game, quint64 revision, int seat) {
    const Position at{rubber, game, revision};
    const GameRecord& record = rubber.currentRecord();
    const int gameSeat = gameSeatOf(rubber, seat);
    const auto& config = rubber.config();

    QJsonArray seats;
    for (int s = 0; s < rubber.players(); ++s) {
        const int inGame = gameSeatOf(rubber, s);
        QJsonObject o{{QStringLiteral("seat"), s},
                      {QStringLiteral("name"), config.seats[s].name},
                      {QStringLiteral("colour"), config.seats[s].colour},
                      {QStringLiteral("total"), rubber.total(s)},
                      {QStringLiteral("inGame"), inGame >= 0}};
        if (inGame >= 0) {
            // What every seat sees of another (PM-16): his board and how
            // many cards he holds; the view below is the same for each.
            const SeatView view(game, inGame);
            o.insert(QStringLiteral("men"), menJson(view.men(inGame)));
            o.insert(QStringLiteral("score"), game.score(inGame));
            o.insert(QStringLiteral("cards"), view.handCount(inGame));
        }
        seats.append(o);
    }

    const std::vector<Choice> choices = choicesOf(at, seat);
    QString phase = QStringLiteral("waiting");
    if (rubber.isOver())
        phase = QStringLiteral("rubber-over");
    else if (game.isOver())
        phase = QStringLiteral("game-over");
    else if (gameSeat >= 0 && SeatView(game, gameSeat).isMyTurn())
        phase = QStringLiteral("your-turn");

    QJsonObject out{{QStringLiteral("game"), QStringLiteral("pm")},
                    {QStringLiteral("seat"), seat},
                    {QStringLiteral("name"), config.seats[seat].name},
                    {QStringLiteral("colour"), config.seats[seat].colour},
                    {QStringLiteral("phase"), phase},
                    {QStringLiteral("revision"), QString::number(revision)},
                    {QStringLiteral("gameNumber"), record.number + 1},
                    {QStringLiteral("gameCount"), rubber.gameCount()},
                    {QStringLiteral("section"), record.section},
                    {QStringLiteral("toMove"), game.isOver()
                                                   ? QJsonValue(QJsonValue::Null)
                                                   : QJsonValue(record.seats[game.toMove()])},
                    {QStringLiteral("dealer"), record.seats[game.dealer()]},
                    {QStringLiteral("seats"), seats},
                    {QStringLiteral("inGame"), gameSeat >= 0}};
    QJsonArray hand, played;
    QJsonValue top = QJsonValue::Null;
    if (gameSeat >= 0) {
        const SeatView view(game, gameSeat);
        for (const CardId id : view.hand())
            hand.append(cardJson(view, id));
        for (const CardId id : view.played())
            played.append(cardJson(view, id));
        if (view.hasTop()) top = cardJson(view, view.played().back());
    }
    out.insert(QStringLiteral("hand"), hand);
    out.insert(QStringLiteral("played"), played);
    out.insert(QStringLiteral("top"), top);
    out.insert(QStringLiteral("choices"), choicesJson(at, seat, choices));
    if (rubber.isOver()) { // who won the rubber: its leaders (PM-20)
        QJsonArray winners;
        for (const int s : rubber.leaders())
            winners.append(s);
        out.insert(QStringLiteral("winners"), winners);
    } else if (game.isOver()) { // who won this game: the best score (PM-18), as rubber seats
        QJsonArray winners;
        for (const int s : game.leaders())
            winners.append(record.seats[std::size_t(s)]);
        out.insert(QStringLiteral("winners"), winners);
    }
    return out;
}

QString seatChoiceId(const Table& table, const Move& move) {
    return ChoiceId{table.revision(), moveWords(move)}.text();
}

Message applySeatChoice(Table& table, int seat, const QString& choiceId) {
    const std::optional<ChoiceId> id = ChoiceId::parse(choiceId);
    if (!id) return malformedChoiceMessage();
    if (id->revision != table.revision()) return staleChoiceMessage();
    for (const Choice& c : choicesOf({table.rubber(), table.game(), table.revision()}, seat)) {
        if (c.move != id->move) continue;
        const bool done = c.next ? table.nextGame() : table.play(c.play);
        return done ? Message() : unknownChoiceMessage();
    }
    return unknownChoiceMessage();
}

} // namespace club::pm

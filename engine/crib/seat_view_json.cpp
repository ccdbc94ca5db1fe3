// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_view_json.h"

#include "core/choice_id.h"
#include "table.h"

#include <QJsonArray>

#include <vector>

namespace club::crib {

namespace {

QJsonValue cardJson(Card c) {
    if (c == NoCard) return QJsonValue::Null;
    return QString::fromStdString(cardName(c));
}

QJsonArray cardsJson(std::span<const Card> cards) {
    QJsonArray out;
    for (const Card c : cards)
        out.append(cardJson(c));
    return out;
}

QString phaseName(Phase phase) {
    switch (phase) {
    case Phase::Discard:
        return QStringLiteral("discard");
    case Phase::Play:
        return QStringLiteral("play");
    case Phase::Count:
        return QStringLiteral("count");
    case Phase::Muggins:
        return QStringLiteral("muggins");
    case Phase::GameOver:
        break;
    }
    return QStringLiteral("game-over");
}

/// The move in this file's words: "lay:AS+10H", "play:7D", "count:12",
/// "claim", "pass", "next".
QString moveWords(const Move& m) {
    QStringList cards;
    for (const Card c : m.cards)
        cards << QString::fromStdString(cardName(c));
    switch (m.kind) {
    case Move::Discard:
        return QStringLiteral("lay:") + cards.join(QLatin1Char('+'));
    case Move::Play:
        return QStringLiteral("play:") + cards.join(QLatin1Char('+'));
    case Move::Count:
        return QStringLiteral("count:") + QString::number(m.points);
    case Move::Claim:
        return QStringLiteral("claim");
    case Move::Pass:
        return QStringLiteral("pass");
    case Move::NextGame:
        break;
    }
    return QStringLiteral("next");
}

/// The seat's moves now: the seat to act's legal moves, or after a game
/// the next game, which is nobody's turn and so open to every seat.
std::vector<Move> movesOf(const Match& match, int seat) {
    if (match.phase() == Phase::GameOver || match.toAct() == seat) return match.legalMoves();
    return {};
}

QJsonObject choiceJson(const Match& match, const Move& m, std::uint64_t revision) {
    QJsonObject o{{QStringLiteral("id"), ChoiceId{revision, moveWords(m)}.text()}};
    switch (m.kind) {
    case Move::Discard:
        o.insert(QStringLiteral("kind"), QStringLiteral("lay-away"));
        o.insert(QStringLiteral("cards"), cardsJson(m.cards));
        break;
    case Move::Play:
        o.insert(QStringLiteral("kind"), QStringLiteral("play"));
        o.insert(QStringLiteral("card"), cardJson(m.cards[0]));
        o.insert(QStringLiteral("count"), match.pegging().count() + valueOf(m.cards[0]));
        break;
    case Move::Count:
        o.insert(QStringLiteral("kind"), QStringLiteral("count"));
        o.insert(QStringLiteral("points"), m.points);
        break;
    case Move::Claim:
        o.insert(QStringLiteral("kind"), QStringLiteral("claim"));
        break;
    case Move::Pass:
        o.insert(QStringLiteral("kind"), QStringLiteral("pass"));
        break;
    case Move::NextGame:
        o.insert(QStringLiteral("kind"), QStringLiteral("next-game"));
        break;
    }
    return o;
}

} // namespace

QJsonObject seatViewJson(const Table& table, int seat) {
    return seatViewJson(table.match(), table.seats(), table.revision(), seat);
}

QJsonObject seatViewJson(const Match& match, const std::vector<club::Seat>& people,
                         quint64 revision, int seat) {
    const Setup& setup = match.setup();
    const Phase phase = match.phase();
    // What the computer players of this seat are given: everything below
    // that is the seat's alone comes from these two views.
    const DiscardView discardView = match.discardView(seat);
    const PlayView playView = match.playView(seat);

    QJsonArray seats;
    for (int s = 0; s < match.seats(); ++s) {
        const int order = (s - match.dealer() - 1 + 2 * match.seats()) % match.seats();
        seats.append(QJsonObject{{QStringLiteral("seat"), s},
                                 {QStringLiteral("name"), people[std::size_t(s)].name},
                                 {QStringLiteral("colour"), people[std::size_t(s)].colour},
                                 {QStringLiteral("side"), setup.sideOf(s)},
                                 {QStringLiteral("cards"), int(match.hand(s).size())},
                                 {QStringLiteral("saidGo"),
                                  phase == Phase::Play && playView.saidGo[std::size_t(order)]}});
    }
    QJsonArray sides;
    for (int side = 0; side < match.sides(); ++side)
        sides.append(QJsonObject{{QStringLiteral("side"), side},
                                 {QStringLiteral("score"), match.scores()[std::size_t(side)]},
                                 {QStringLiteral("rear"), match.rearPegs()[std::size_t(side)]}});
    QJsonArray played;
    for (const auto& [s, c] : match.played())
        played.append(
            QJsonObject{{QStringLiteral("seat"), s}, {QStringLiteral("card"), cardJson(c)}});

    const bool gameOver = phase == Phase::GameOver;
    QString step = QStringLiteral("waiting");
    if (gameOver)
        step = QStringLiteral("game-over");
    else if (match.toAct() == seat)
        step = QStringLiteral("your-turn");

    QJsonObject out{
        {QStringLiteral("game"), QStringLiteral("cribbage")},
        {QStringLiteral("seat"), seat},
        {QStringLiteral("name"), people[std::size_t(seat)].name},
        {QStringLiteral("colour"), people[std::size_t(seat)].colour},
        {QStringLiteral("side"), setup.sideOf(seat)},
        {QStringLiteral("phase"), step},
        {QStringLiteral("step"), phaseName(phase)},
        {QStringLiteral("revision"), QString::number(revision)},
        {QStringLiteral("gameNumber"), match.gameNumber()},
        {QStringLiteral("dealNumber"), match.dealNumber()},
        {QStringLiteral("target"), setup.game},
        {QStringLiteral("muggins"), setup.muggins},
        {QStringLiteral("toAct"), gameOver ? QJsonValue(QJsonValue::Null) : match.toAct()},
        {QStringLiteral("dealer"), match.dealer()},
        {QStringLiteral("seats"), seats},
        {QStringLiteral("sides"), sides},
        {QStringLiteral("starter"), cardJson(playView.starter)},
        {QStringLiteral("count"), phase == Phase::Play ? match.pegging().count() : 0},
        {QStringLiteral("countCards"),
         phase == Phase::Play ? cardsJson(playView.countCards) : QJsonArray()},
        {QStringLiteral("played"), played},
        {QStringLiteral("hand"),
         cardsJson(phase == Phase::Discard ? discardView.hand : playView.hand)},
        {QStringLiteral("laidAway"), cardsJson(playView.discards)},
        {QStringLiteral("layAway"), phase == Phase::Discard ? discardView.discards : 0},
    };
    // A hand or the crib laid out for its count is on the table for all.
    QJsonValue show = QJsonValue::Null;
    if (phase == Phase::Count || phase == Phase::Muggins) {
        const bool crib = match.showingCrib();
        const int owner = match.showSeat() >= 0 ? match.showSeat() : match.dealer();
        QJsonObject o{
            {QStringLiteral("seat"), owner},
            {QStringLiteral("crib"), crib},
            {QStringLiteral("cards"), cardsJson(crib ? match.crib() : match.kept(owner))}};
        if (phase == Phase::Muggins) o.insert(QStringLiteral("said"), match.saidCount());
        show = o;
    }
    out.insert(QStringLiteral("show"), show);
    if (gameOver) { // who won the game just ended: the seats of its winning side
        QJsonArray winners;
        for (int s = 0; s < match.seats(); ++s)
            if (setup.sideOf(s) == match.results().back().winner) winners.append(s);
        out.insert(QStringLiteral("winners"), winners);
    }
    QJsonArray choices;
    for (const Move& m : movesOf(match, seat))
        choices.append(choiceJson(match, m, revision));
    out.insert(QStringLiteral("choices"), choices);
    return out;
}

QString seatChoiceId(const Table& table, const Move& move) {
    return ChoiceId{table.revision(), moveWords(move)}.text();
}

Message applySeatChoice(Table& table, int seat, const QString& choiceId) {
    const std::optional<ChoiceId> id = ChoiceId::parse(choiceId);
    if (!id) return malformedChoiceMessage();
    if (id->revision != table.revision()) return staleChoiceMessage();
    for (const Move& m : movesOf(table.match(), seat)) {
        if (moveWords(m) != id->move) continue;
        return table.play(m) ? Message() : unknownChoiceMessage();
    }
    return unknownChoiceMessage();
}

} // namespace club::crib

// SPDX-License-Identifier: GPL-3.0-or-later
// crib.score, crib.peg, crib.choose_discard, crib.choose_play, crib.discard
// and crib.count_all. Each reply depends only on its request, except that
// crib.choose_play remembers the seat's last crib.choose_discard answer so
// that, like a player at the table, it knows its own four and discards.
#include "crib_commands.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/random.h"
#include "crib/count_all.h"
#include "crib/discard.h"
#include "crib/match.h"
#include "crib_json.h"
#include "dispatcher.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <optional>
#include <utility>

namespace club::tool::crib {

using namespace club::crib;

namespace {
using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

bool contains(std::span<const Card> cards, Card c) {
    return std::find(cards.begin(), cards.end(), c) != cards.end();
}

QJsonObject score(const QJsonObject& request) {
    const Hand hand = readCards(request, "hand", 4, 4);
    const Card starter = readCard(request, "starter");
    if (contains(hand, starter))
        throw FormatError("the starter " + cardName(starter) + " is also in the hand");
    const bool crib = json::booleanOr(request, "crib", false);
    const std::span<const Card, 4> four(hand.data(), 4);
    const auto parts = countShowParts(four, starter, crib);
    const int total = totalOf(parts);
    if (total != countShow(four, starter, crib))
        throw FormatError("internal error: the count said aloud differs from the count");
    return QJsonObject{{QStringLiteral("score"), total},
                       {QStringLiteral("parts"), partsJson(parts)}};
}

QJsonObject peg(const QJsonObject& request) {
    const Hand seq = readCards(request, "sequence", 1, 13);
    int count = 0;
    for (Card c : seq) {
        count += valueOf(c);
        if (count > 31)
            throw FormatError("the count would be " + std::to_string(count) + " after " +
                              cardName(c) + ": it may never pass 31");
    }
    const PegScore s = pegScore(seq);
    QJsonObject reply = pegScoreJson(s);
    reply.insert(QStringLiteral("count"), count);
    return reply;
}

/// The optional "scores" (his, then the other's) and "game" of a two-hand
/// decision; `game` is set from the request when the scores are given.
std::optional<std::pair<int, int>> readScores(const QJsonObject& request, int& game) {
    if (!request.contains(QStringLiteral("scores"))) return std::nullopt;
    const QJsonArray scores = json::array(request, "scores", 2, 2);
    game = json::integerOr(request, "game", 61, 121, 121);
    if (game != 61 && game != 121) throw FormatError("field \"game\" must be 61 or 121");
    int read[2] = {};
    for (int i = 0; i < 2; ++i) {
        const QJsonValue s = scores.at(i);
        if (!s.isDouble() || s.toDouble() != std::floor(s.toDouble()) || s.toDouble() < 0 ||
            s.toDouble() >= game)
            throw FormatError("field \"scores\" must hold two whole numbers from 0 to " +
                              std::to_string(game - 1));
        read[i] = int(s.toDouble());
    }
    return std::make_pair(read[0], read[1]);
}

/// What crib.choose_play may remember of the seat's last discard.
struct Memory {
    Hand dealt, keep, discard;
};

QJsonObject chooseDiscard(Memory& memory, const QJsonObject& request) {
    DiscardView v;
    v.hand = readCards(request, "hand", 6, 6);
    v.discards = 2;
    v.ownCrib = json::boolean(request, "dealer");
    if (const auto scores = readScores(request, v.game)) v.scores = {scores->first, scores->second};
    const Level level = readLevel(request, "level", Level::Expert);
    Random rng(readSeed(request));
    const auto started = Clock::now();
    const Hand away = chooseDiscard(level, v, rng);
    const double ms = msSince(started);
    memory.dealt = v.hand;
    memory.discard = away;
    memory.keep.clear();
    for (Card c : v.hand)
        if (!contains(away, c)) memory.keep.push_back(c);
    return QJsonObject{{QStringLiteral("discard"), cardsJson(away)},
                       {QStringLiteral("milliseconds"), ms}};
}

QJsonObject choosePlay(const Memory& memory, const QJsonObject& request) {
    PlayView v;
    v.hand = readCards(request, "hand", 0, 4);
    v.countCards = readCards(request, "count_cards", 0, 13);
    v.played = readCards(request, "played", 0, 8);
    const bool dealer = json::boolean(request, "dealer");
    const Level level = readLevel(request, "level", Level::Expert);
    int total = 0;
    for (Card c : v.countCards)
        total += valueOf(c);
    const int count = json::integerOr(request, "count", 0, 31, total);
    if (count != total)
        throw FormatError("field \"count\" is " + std::to_string(count) +
                          " but the cards of the count add up to " + std::to_string(total));
    for (Card c : v.countCards)
        if (!contains(v.played, c))
            throw FormatError("card " + cardName(c) + " of the count is missing from \"played\"");
    for (Card c : v.hand)
        if (contains(v.played, c))
            throw FormatError("card " + cardName(c) + " is both in the hand and played");
    if (request.contains(QStringLiteral("starter"))) v.starter = readCard(request, "starter");
    if (request.contains(QStringLiteral("kept"))) {
        v.kept = readCards(request, "kept", 4, 4);
    } else if (!memory.keep.empty()) {
        // The seat's own four, when the hand is what is left of them.
        bool ours = std::all_of(v.hand.begin(), v.hand.end(),
                                [&](Card c) { return contains(memory.keep, c); });
        for (Card c : memory.keep)
            ours = ours && (contains(v.hand, c) || contains(v.played, c));
        // a discard of this deal lies in the crib: neither held nor played
        for (Card c : memory.discard)
            ours = ours && !contains(v.hand, c) && !contains(v.played, c);
        if (ours) {
            v.kept = memory.keep;
            v.discards = memory.discard;
        }
    }
    v.players = 2;
    v.me = dealer ? 1 : 0;
    const int other = 1 - v.me;
    v.sides = {0, 1};
    v.saidGo = {false, false};
    if (!v.countCards.empty()) {
        const bool lastMine = !v.kept.empty() && contains(v.kept, v.countCards.back());
        v.lastPlayer = lastMine ? v.me : other;
        // to play again after his own card, the other has said go
        if (lastMine) v.saidGo[std::size_t(other)] = true;
    }
    if (const auto scores = readScores(request, v.game)) {
        v.scores.assign(2, 0);
        v.scores[std::size_t(v.me)] = scores->first;
        v.scores[std::size_t(other)] = scores->second;
    }
    Random rng(readSeed(request));
    const auto started = Clock::now();
    const auto card = choosePlay(level, v, rng);
    const double ms = msSince(started);
    return QJsonObject{{QStringLiteral("card"), card ? cardJson(*card) : QJsonValue::Null},
                       {QStringLiteral("milliseconds"), ms}};
}

QJsonObject discardTable(const QJsonObject& request) {
    const Hand hand = readCards(request, "hand", 5, 6);
    const bool dealer = json::boolean(request, "dealer");
    const int discards = json::integerOr(request, "discards", 1, 2, hand.size() == 6 ? 2 : 1);
    if (int(hand.size()) - discards != 4)
        throw FormatError("a hand of " + std::to_string(hand.size()) + " keeps four: lay away " +
                          std::to_string(hand.size() - 4));
    const auto started = Clock::now();
    const auto options = analyseDiscards(hand, discards, dealer);
    const double ms = msSince(started);
    QJsonArray list;
    for (const DiscardOption& o : options)
        list.append(QJsonObject{{QStringLiteral("discard"), cardsJson(o.discard)},
                                {QStringLiteral("keep"), cardsJson(o.keep)},
                                {QStringLiteral("hand"), o.hand},
                                {QStringLiteral("crib"), dealer ? o.crib : -o.crib},
                                {QStringLiteral("crib_for"), dealer},
                                {QStringLiteral("total"), o.total()}});
    return QJsonObject{{QStringLiteral("discards"), list}, {QStringLiteral("milliseconds"), ms}};
}

// Seats rotate through the entries game by game; an entry wins when its
// side wins. Intervals: Wilson's 95%.
QJsonObject simulate(const QJsonObject& request) {
    Setup setup;
    setup.hands = json::integer(request, "hands", 2, 6);
    setup.game = json::integerOr(request, "game", 61, 121, 121);
    if (setup.game != 61 && setup.game != 121)
        throw FormatError("field \"game\" must be 61 or 121");
    setup.board = setup.hands == 5 ? Board::TwoAndThree : Board::FourTrack;
    const int games = json::integer(request, "games", 1, 1000000);
    const std::uint64_t seed = readSeed(request);
    const QJsonArray ai = json::array(request, "players_ai", setup.hands, setup.hands);
    std::vector<Level> levels;
    for (int i = 0; i < ai.size(); ++i) {
        const auto l =
            ai.at(i).isString() ? parseLevel(ai.at(i).toString().toStdString()) : std::nullopt;
        if (!l)
            throw FormatError("field \"players_ai\" entry " + std::to_string(i + 1) +
                              " must be \"beginner\", \"standard\", \"expert\", \"greedy\" or "
                              "\"random\"");
        levels.push_back(*l);
    }
    std::vector<int> wins(levels.size(), 0);
    const auto started = Clock::now();
    for (int g = 0; g < games; ++g) {
        Match m(setup, seed * 0x9E3779B97F4A7C15ull + std::uint64_t(g));
        Random rng(seed ^ (std::uint64_t(g) << 20));
        const int shift = g % setup.hands;
        auto entryAt = [&](int seat) { return (seat + shift) % setup.hands; };
        while (m.phase() != Phase::GameOver)
            m.apply(m.computerMove(levels[std::size_t(entryAt(m.toAct()))], rng));
        const int winner = m.results().back().winner;
        for (int seat = 0; seat < setup.hands; ++seat)
            if (setup.sideOf(seat) == winner) ++wins[std::size_t(entryAt(seat))];
    }
    const double seconds = msSince(started) / 1000.0;
    QJsonArray winList, rates, intervals;
    for (int w : wins) {
        const double n = games, p = w / n, z = 1.96;
        const double d = 1 + z * z / n, c = (p + z * z / (2 * n)) / d;
        const double h = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
        winList.append(w);
        rates.append(p);
        intervals.append(QJsonArray{std::max(0.0, c - h), std::min(1.0, c + h)});
    }
    return QJsonObject{{QStringLiteral("games"), games},
                       {QStringLiteral("wins"), winList},
                       {QStringLiteral("win_rate"), rates},
                       {QStringLiteral("win_rate_ci95"), intervals},
                       {QStringLiteral("seconds"), seconds},
                       {QStringLiteral("games_per_second"), seconds > 0 ? games / seconds : 0.0}};
}

QJsonObject countAll(const QJsonObject&) {
    const AllHands all = countAllHands();
    QJsonArray histogram;
    for (std::uint64_t n : all.histogram)
        histogram.append(double(n));
    return QJsonObject{{QStringLiteral("hands"), double(all.hands)},
                       {QStringLiteral("histogram"), histogram},
                       {QStringLiteral("mean"), all.mean},
                       {QStringLiteral("seconds"), all.seconds},
                       {QStringLiteral("milliseconds"), all.seconds * 1000.0}};
}

} // namespace

void addCribCommands(Dispatcher& dispatcher) {
    auto memory = std::make_shared<Memory>();
    dispatcher.add(
        {"crib.score", "counts a hand or crib of four with the starter, part by part", score});
    dispatcher.add({"crib.peg", "what the last card of a count pegs", peg});
    dispatcher.add({"crib.choose_discard", "a computer player's discard from six cards",
                    [memory](const QJsonObject& r) { return chooseDiscard(*memory, r); }});
    dispatcher.add({"crib.choose_play", "a computer player's card in the play (null: go)",
                    [memory](const QJsonObject& r) { return choosePlay(*memory, r); }});
    dispatcher.add({"crib.discard", "every discard with its expected hand and crib", discardTable});
    dispatcher.add({"crib.count_all", "counts every hand of four with every starter", countAll});
    dispatcher.add({"crib.simulate", "plays Cribbage games between computer levels", simulate});
    addCribSessionCommands(dispatcher);
}

} // namespace club::tool::crib

// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the P.M. suites: building boards, finding a deal that
// sets up a rule's situation, comparing whole games, and an independent
// PM-18 score, so tests do not trust the engine to check itself.
#pragma once

#include "core/random.h"
#include "pm/game.h"
#include "pm/player.h"
#include "pm/view.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <functional>
#include <optional>

namespace pmtest {

using namespace club::pm;

inline Men men(int a, int b, int c, int d) {
    return Men{std::int8_t(a), std::int8_t(b), std::int8_t(c), std::int8_t(d)};
}

inline Men menFrom(const QList<int>& places) {
    return men(places.value(0), places.value(1), places.value(2), places.value(3));
}

/// PM-18 written out again: 50 on 25, -20 on the stars, else the number.
inline int expectedScore(const Men& m) {
    int total = 0;
    for (int place : m)
        total += place == 25 ? 50 : place == 0 ? -20 : place;
    return total;
}

/// Man moves as sorted text, "from>to" with "!" for a bust, e.g. "0>9 11>20".
inline QString describe(const ManMoves& moves) {
    QStringList parts;
    for (const ManMove& m : moves)
        parts << QStringLiteral("%1>%2%3").arg(m.from).arg(m.to).arg(m.bust ? "!" : "");
    parts.sort();
    return parts.join(' ');
}

/// The first seed from `from` whose deal satisfies `wanted`.
inline std::optional<Game> findDeal(int players, const std::function<bool(const Game&)>& wanted,
                                    const Options& options = {}, std::uint64_t from = 1) {
    for (std::uint64_t seed = from; seed < from + 20000; ++seed) {
        Game g = Game::deal(Pack::standard(), players, int(seed % std::uint64_t(players)), seed,
                            options);
        if (wanted(g)) return g;
    }
    return std::nullopt;
}

/// The card in `seat`'s hand with `value`, if any.
inline std::optional<CardId> cardOf(const Game& g, int seat, int value) {
    for (CardId c : g.hand(seat))
        if (g.card(c).value == value) return c;
    return std::nullopt;
}

inline bool holds(const Game& g, int seat, int value) {
    return cardOf(g, seat, value).has_value();
}

/// The legal move playing `card` that moves from `from` (-1: no man moves).
inline std::optional<Move> moveWith(const Game& g, CardId card, int from) {
    for (const Move& m : g.legalMoves())
        if (m.card == card && m.from == from) return m;
    return std::nullopt;
}

/// Plays `seat`'s card `value` moving a man from `from`; false if impossible.
inline bool playValue(Game& g, int value, int from) {
    const auto card = cardOf(g, g.toMove(), value);
    if (!card) return false;
    const auto move = moveWith(g, *card, from);
    if (!move) return false;
    g.apply(*move);
    return true;
}

template <typename Span> QList<int> ids(const Span& span) {
    return QList<int>(span.begin(), span.end());
}

/// Empty when the two games are in the same state, else the first difference.
inline QString difference(const Game& a, const Game& b) {
    if (a.players() != b.players()) return QStringLiteral("players");
    if (a.dealer() != b.dealer()) return QStringLiteral("dealer");
    if (a.toMove() != b.toMove()) return QStringLiteral("toMove");
    if (a.isOver() != b.isOver()) return QStringLiteral("isOver");
    if (a.cutAt() != b.cutAt()) return QStringLiteral("cutAt");
    if (!(a.options() == b.options())) return QStringLiteral("options");
    if (a.deckSize() != b.deckSize()) return QStringLiteral("deckSize");
    for (int id = 0; id < a.deckSize(); ++id)
        if (a.card(CardId(id)).value != b.card(CardId(id)).value ||
            a.card(CardId(id)).back != b.card(CardId(id)).back)
            return QStringLiteral("card %1").arg(id);
    for (int s = 0; s < a.players(); ++s) {
        if (ids(a.hand(s)) != ids(b.hand(s))) return QStringLiteral("hand %1").arg(s);
        if (a.men(s) != b.men(s)) return QStringLiteral("men %1").arg(s);
    }
    if (ids(a.pile()) != ids(b.pile())) return QStringLiteral("pile");
    if (ids(a.setAside()) != ids(b.setAside())) return QStringLiteral("set-aside");
    return {};
}

/// Plays a whole game with one kind of computer player in every seat.
/// @returns the moves made, in order.
inline std::vector<Move> playOut(Game& g, Player& player, club::Random& rng) {
    std::vector<Move> moves;
    while (!g.isOver()) {
        const Move m = player.choose(View(g, g.toMove()), rng);
        moves.push_back(m);
        g.apply(m);
    }
    return moves;
}

} // namespace pmtest

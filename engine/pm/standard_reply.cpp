// SPDX-License-Identifier: GPL-3.0-or-later
#include "standard_reply.h"

#include "core/random.h"
#include "playout.h"

#include <algorithm>
#include <array>

namespace club::pm {

namespace {

constexpr int ValueBias = 128; ///< card values are int8: value + bias indexes a table

/// Values with how many cards of each, in a fixed order (ascending).
struct ValueCounts {
    std::array<std::int8_t, MaxCards> value{};
    std::array<std::uint8_t, MaxCards> count{};
    int distinct = 0;
    int total = 0;

    static ValueCounts of(const std::array<std::uint8_t, 256>& perValue) {
        ValueCounts out;
        for (int v = 0; v < 256; ++v)
            if (perValue[std::size_t(v)]) {
                out.value[std::size_t(out.distinct)] = std::int8_t(v - ValueBias);
                out.count[std::size_t(out.distinct)] = perValue[std::size_t(v)];
                out.total += perValue[std::size_t(v)];
                ++out.distinct;
            }
        return out;
    }
};

/// expectedNextGain() of standard_player.h with the tops and the hand given
/// as counted values: the same mean, computed once per distinct value.
double expectedNext(const Men& men, const ValueCounts& kept, const ValueCounts& tops,
                    const Options& options) {
    if (kept.total == 0 || tops.total == 0) return 0.0;
    const MenIndex index(men, options);
    std::array<int, 512> memo; // best gain per amount, computed on first use
    std::array<bool, 512> known{};
    const auto gainOf = [&](int amount) {
        const std::size_t at = std::size_t(amount + 256);
        if (!known[at]) {
            int best = index.count(amount) == 0 ? 0 : -1000;
            index.ways(amount, [&](int from, int to, bool) {
                best = std::max(best, placeScore(to) - placeScore(from));
            });
            memo[at] = best;
            known[at] = true;
        }
        return memo[at];
    };
    double total = 0;
    for (int t = 0; t < tops.distinct; ++t) {
        int best = -1000;
        for (int k = 0; k < kept.distinct; ++k)
            if (kept.count[std::size_t(k)])
                best =
                    std::max(best, gainOf(tops.value[std::size_t(t)] + kept.value[std::size_t(k)]));
        total += double(best) * tops.count[std::size_t(t)];
    }
    return total / double(tops.total);
}

} // namespace

Move standardReply(const Game& game, Random& rng) {
    const int seat = game.toMove();
    // What this seat has not seen: every card but its hand and the pile.
    std::array<bool, MaxCards> seen{};
    std::array<std::uint8_t, 256> handValues{};
    for (CardId c : game.hand(seat)) {
        seen[c] = true;
        ++handValues[std::size_t(game.card(c).value + ValueBias)];
    }
    for (CardId c : game.pile())
        seen[c] = true;
    std::array<std::uint8_t, 256> unseenValues{};
    for (int id = 0; id < game.deckSize(); ++id)
        if (!seen[std::size_t(id)])
            ++unseenValues[std::size_t(game.card(CardId(id)).value + ValueBias)];
    const ValueCounts tops = ValueCounts::of(unseenValues);
    const ValueCounts hand = ValueCounts::of(handValues);

    const Men& men = game.men(seat);
    const bool lead = !game.hasTop();
    const int top = game.topValue();
    const MenIndex index(men, game.options());
    Move best;
    double bestValue = -1e9;
    int ties = 0;
    for (int h = 0; h < hand.distinct; ++h) {
        const int value = hand.value[std::size_t(h)];
        if (lead && value < 0) continue; // PM-5
        CardId card = 0;
        for (CardId c : game.hand(seat))
            if (game.card(c).value == value) {
                card = c;
                break;
            }
        ValueCounts kept = hand; // the hand less one card of this value
        --kept.count[std::size_t(h)];
        --kept.total;
        const auto consider = [&](const Move& m) {
            const double v =
                scoreGain(m) + expectedNext(menAfter(men, m), kept, tops, game.options());
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best = m;
                ties = 1;
            } else if (v > bestValue - 1e-9 && rng.below(std::uint32_t(++ties)) == 0) {
                best = m;
            }
        };
        const int amount = moveAmount(!lead, top, value);
        if (index.count(amount) == 0) consider(Move{card, -1, -1, false}); // PM-14 [R]
        index.ways(amount, [&](int from, int to, bool bust) {
            consider(Move{card, std::int8_t(from), std::int8_t(to), bust});
        });
    }
    return best;
}

} // namespace club::pm

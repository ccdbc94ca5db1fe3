// SPDX-License-Identifier: GPL-3.0-or-later
// The arithmetic of a P.M. turn, as free functions on plain values:
// the amount a card moves (PM-5, PM-6), the ways a man may move by that
// amount (PM-7 to PM-14) and a board's score (PM-18).
#pragma once

#include "card.h"

#include <array>
#include <bit>
#include <cstdint>

namespace club::pm {

/// Where a player's four men stand: 0 on the stars, 1..24, 25 home.
using Men = std::array<std::int8_t, MenPerPlayer>;

/// The house rules: choices RULES.md marks [R]. Defaults follow RULES.md.
struct Options {
    /// PM-11 [R]: a man on 25 is home for good. Off: a backward move may
    /// take a man off 25 again (the sheets never say it cannot).
    bool homeIsSafe = true;
    /// PM-13 [R]: with no man on 1-24 a star man may be "busted" by a move
    /// past 25 and stays on the stars. Off: such a card moves no man.
    bool starBustWithoutMenInPlay = true;

    bool operator==(const Options&) const = default;
};

/// One way to move a man: from and to are board places (0 stars, 25 home).
/// A bust goes to the stars with bust set (PM-12).
struct ManMove {
    std::int8_t from = 0;
    std::int8_t to = 0;
    bool bust = false;

    bool operator==(const ManMove&) const = default;
};

/// The distinct legal ways to move a man; empty means the card is played
/// and no man moves (PM-8, PM-14 [R]). At most one way per man.
struct ManMoves {
    std::array<ManMove, MenPerPlayer> items{};
    std::uint8_t count = 0;

    const ManMove* begin() const { return items.data(); }
    const ManMove* end() const { return items.data() + count; }
    bool empty() const { return count == 0; }
    int size() const { return count; }
    const ManMove& operator[](int i) const { return items[i]; }
};

/// The leader's card moves its own value (PM-5); any other card is added
/// to the top card as printed (PM-6).
constexpr int moveAmount(bool hasTop, int top, int card) {
    return hasTop ? top + card : card;
}

namespace detail {

/// MenIndex's masks: bit AmountBias + a stands for amount a, a clamped to
/// MinAmount..MaxAmount (every amount beyond moves each man alike: forward
/// 26 or more busts any man, and from the stars it is never exact; back 25
/// or more sends any man to the stars).
inline constexpr int AmountBias = 32;
inline constexpr int MinAmount = -25;
inline constexpr int MaxAmount = 26;

constexpr std::uint64_t amountBit(int amount) {
    return std::uint64_t(1) << (AmountBias + amount);
}

/// The amounts that move a man from each place whatever the other men do:
/// exactly home (PM-11), past 25 (PM-12; from the stars only with PM-13 [R],
/// added by MenIndex) and back to the stars (PM-9; from 25 only when home is
/// not safe, PM-11 [R], masked by MenIndex).
inline constexpr std::array<std::uint64_t, Home + 1> alwaysReach = [] {
    std::array<std::uint64_t, Home + 1> table{};
    for (int from = Stars; from <= Home; ++from) {
        std::uint64_t reach = 0;
        if (from != Home) reach |= amountBit(Home - from);
        for (int a = Home - from + 1; from != Stars && from != Home && a <= MaxAmount; ++a)
            reach |= amountBit(a);
        for (int a = MinAmount; from != Stars && a <= -from; ++a)
            reach |= amountBit(a);
        table[std::size_t(from)] = reach;
    }
    return table;
}();

/// AmountBias + the clamped amount, for any sum of two card values (int8):
/// a table look-up instead of two comparisons on the per-card path.
inline constexpr int ShiftTableOffset = 256;
inline constexpr std::array<std::uint8_t, 2 * ShiftTableOffset> amountShift = [] {
    std::array<std::uint8_t, 2 * ShiftTableOffset> table{};
    for (int a = -ShiftTableOffset; a < ShiftTableOffset; ++a)
        table[std::size_t(a + ShiftTableOffset)] =
            std::uint8_t(AmountBias + (a < MinAmount   ? MinAmount
                                       : a > MaxAmount ? MaxAmount
                                                       : a));
    return table;
}();

} // namespace detail

/// What every card of one turn needs to know about the mover's men, worked
/// out once per turn: for each man, a bit mask of the amounts that may move
/// him (empty for a man on a place an earlier man already stands on: men on
/// one place move alike). ways() lists exactly what the rules give (PM-7 to
/// PM-14), in the men's order, and count() says how many. This is the hot
/// path of simulations and searches (issue 14): inline, allocation-free,
/// and built without a branch per man, since the men's places are as good
/// as random to a branch predictor.
class MenIndex {
public:
    /// Amounts beyond these move each man alike (detail::MinAmount).
    static constexpr int MinAmount = detail::MinAmount;
    static constexpr int MaxAmount = detail::MaxAmount;

    MenIndex(const Men& men, const Options& options) {
        std::uint32_t occupied = 0;
        for (int from : men)
            occupied |= 1u << from;
        // Bit Bias + n of the shifted mask says number n is free; shifted
        // right by `from` it says so for the amount n - from, forward and back.
        const std::uint64_t free = std::uint64_t(~occupied & Numbers) << Bias;
        const std::uint64_t starBust = // PM-13 [R]
            all(options.starBustWithoutMenInPlay && !(occupied & Numbers)) &
            detail::amountBit(MaxAmount);
        const std::uint64_t homeMoves = all(!options.homeIsSafe); // PM-11 [R]
        std::uint32_t seen = 0;
        for (int i = 0; i < MenPerPlayer; ++i) {
            const int from = men[std::size_t(i)];
            const bool first = !((seen >> from) & 1); // men on one place move alike
            seen |= 1u << from;
            std::uint64_t reach = (free >> from) | detail::alwaysReach[std::size_t(from)];
            reach |= starBust & all(from == Stars);
            reach &= homeMoves | all(from != Home);
            places_[std::size_t(i)] = std::int8_t(from);
            reach_[std::size_t(i)] = reach & all(first);
        }
    }

    /// How many ways ways() lists for `amount`.
    int count(int amount) const { return countAt(bitOf(amount)); }

    /// count() for a sum of two card values, through detail::amountShift.
    /// @pre -256 <= amount < 256
    int countOfSum(int amount) const {
        return countAt(detail::amountShift[std::size_t(amount + detail::ShiftTableOffset)]);
    }

private:
    int countAt(int shift) const {
        // A man who cannot move has an empty mask: four steps, no branch.
        return int((reach_[0] >> shift) & 1) + int((reach_[1] >> shift) & 1) +
               int((reach_[2] >> shift) & 1) + int((reach_[3] >> shift) & 1);
    }

public:
    /// Calls add(from, to, bust) for each legal way to move a man by
    /// `amount`; none means the card moves no man (PM-8, PM-14 [R]).
    template <typename Add> void ways(int amount, Add&& add) const {
        const std::uint64_t bit = std::uint64_t(1) << bitOf(amount);
        for (int i = 0; i < MenPerPlayer; ++i)
            if (reach_[std::size_t(i)] & bit) {
                const ManMove w = wayFrom(places_[std::size_t(i)], amount);
                add(int(w.from), int(w.to), w.bust);
            }
    }

    /// The `index`-th way ways() lists for `amount`. @pre index < count(amount)
    ManMove way(int amount, int index) const {
        const int shift = bitOf(amount);
        unsigned movable =
            unsigned((reach_[0] >> shift) & 1) | unsigned((reach_[1] >> shift) & 1) << 1 |
            unsigned((reach_[2] >> shift) & 1) << 2 | unsigned((reach_[3] >> shift) & 1) << 3;
        for (; index > 0; --index)
            movable &= movable - 1; // drop the lowest man
        return wayFrom(places_[std::size_t(std::countr_zero(movable))], amount);
    }

private:
    static constexpr int Bias = detail::AmountBias;
    static constexpr std::uint32_t Numbers = ((1u << Home) - 1) & ~1u; ///< places 1..24

    static constexpr std::uint64_t all(bool condition) { return 0 - std::uint64_t(condition); }

    static int bitOf(int amount) {
        return Bias + (amount < MinAmount ? MinAmount : amount > MaxAmount ? MaxAmount : amount);
    }

    /// Where a man from `from` goes by `amount`, once the move is allowed.
    static ManMove wayFrom(int from, int amount) {
        const int to = from + amount;
        if (amount > 0)
            return to > Home ? ManMove{std::int8_t(from), Stars, true} // PM-12, PM-13 [R]
                             : ManMove{std::int8_t(from), std::int8_t(to), false};
        return ManMove{std::int8_t(from), std::int8_t(to < Stars ? Stars : to), false};
    }

    std::array<std::uint64_t, MenPerPlayer> reach_;
    std::array<std::int8_t, MenPerPlayer> places_;
};

ManMoves legalManMoves(const Men& men, int amount, const Options& options = {});

/// 50 a man on 25, -20 a man on the stars, else the number he stands on (PM-18).
int score(const Men& men);

/// A board is possible when every place is 0..25 and no two men share a
/// number below 25 (PM-10).
bool isPossible(const Men& men);

} // namespace club::pm

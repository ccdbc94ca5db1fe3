// The arithmetic of a P.M. turn, as free functions on plain values:
// the amount a card moves (PM-5, PM-6), the ways a man may move by that
// amount (PM-7 to PM-14) and a board's score (PM-18).
#pragma once

#include "card.h"

#include <array>
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

/// What every card of one turn needs to know about the mover's men, worked
/// out once per turn: where men stand (a bit per place) and the distinct
/// places a forward or a backward move may start from, in the men's order.
/// ways() lists exactly what legalManMoves() lists, in the same order,
/// without a loop over the men per target; it is the hot path of
/// simulations and searches (issue 14), so it is inline and allocation-free.
class MenIndex {
public:
    MenIndex(const Men& men, const Options& options) {
        std::uint32_t seen = 0;
        for (int from : men) {
            const std::uint32_t bit = 1u << from;
            occupied_ |= bit;
            if (seen & bit) continue; // men on one place move alike
            seen |= bit;
            if (from > Stars && from < Home) inPlay_ = true;
            if (from != Home) forward_[forwardCount_++] = std::int8_t(from); // PM-11
            if (from != Stars && !(from == Home && options.homeIsSafe)) // PM-9, PM-11 [R]
                backward_[backwardCount_++] = std::int8_t(from);
        }
        starBust_ = options.starBustWithoutMenInPlay && !inPlay_; // PM-13 [R]
    }

    /// Calls add(from, to, bust) for each legal way to move a man by
    /// `amount`; none means the card moves no man (PM-8, PM-14 [R]).
    template <typename Add> void ways(int amount, Add&& add) const {
        if (amount > 0) {
            for (int i = 0; i < forwardCount_; ++i) {
                const int from = forward_[i];
                const int to = from + amount; // PM-7: from the stars this is `amount`
                if (to < Home) {
                    if (!(occupied_ & (1u << to))) add(from, to, false); // PM-10
                } else if (to == Home) {
                    add(from, Home, false); // PM-11: exactly 25
                } else if (from != Stars) {
                    add(from, Stars, true); // PM-12
                } else if (starBust_) {
                    add(Stars, Stars, true); // PM-13 [R]
                }
            }
        } else if (amount < 0) {
            for (int i = 0; i < backwardCount_; ++i) {
                const int from = backward_[i];
                const int to = from + amount;
                if (to <= Stars)
                    add(from, Stars, false); // back to the stars
                else if (!(occupied_ & (1u << to)))
                    add(from, to, false); // PM-10
            }
        }
    }

private:
    std::uint32_t occupied_ = 0;
    std::array<std::int8_t, MenPerPlayer> forward_{};
    std::array<std::int8_t, MenPerPlayer> backward_{};
    std::uint8_t forwardCount_ = 0;
    std::uint8_t backwardCount_ = 0;
    bool inPlay_ = false;
    bool starBust_ = false;
};

ManMoves legalManMoves(const Men& men, int amount, const Options& options = {});

/// 50 a man on 25, -20 a man on the stars, else the number he stands on (PM-18).
int score(const Men& men);

/// A board is possible when every place is 0..25 and no two men share a
/// number below 25 (PM-10).
bool isPossible(const Men& men);

} // namespace club::pm

// SPDX-License-Identifier: GPL-3.0-or-later
// The die and the small random choices of simulated games (match.cpp, and
// the Expert's rollouts in players.cpp), drawn cheaply: each 64-bit number
// of a club::Random gives twelve draws, as the digits of a fraction in a
// mixed radix (the throw's 6, a choice among n moves). Twelve digits use at
// most 31 of the 64 bits, so every combination of them is equally likely to
// within one part in 2^33. Games at the table and in save files keep their
// own die (Game::dieValue), which is not this.
#pragma once

#include "core/random.h"

#include <array>
#include <cstdint>

namespace club::pat {

class Dice {
public:
    explicit Dice(std::uint64_t seed) : rng_(seed) {}

    /// A number in [0, n). @pre 1 <= n <= 6
    int below(unsigned n) {
#if defined(__SIZEOF_INT128__)
        if (left_ == 0) {
            x_ = rng_.next();
            left_ = DigitsPerNumber;
        }
        --left_;
        __extension__ typedef unsigned __int128 Wide;
        const Wide m = Wide(x_) * n;
        x_ = std::uint64_t(m);
        return int(m >> 64);
#else
        return int(rng_.below(n));
#endif
    }
    /// A throw of the die, 1..6.
    int die() {
        return 1 + below(6);
    }

    /// Everything the dice hold, so that the vector lanes of
    /// random_games.cpp can draw the same numbers (a Dice of its own there).
    struct Words {
        std::array<std::uint64_t, 4> rng;
        std::uint64_t digits; ///< the draws left in the current number
        int left;             ///< how many
    };
    Words words() const {
        return {rng_.words(), x_, left_};
    }
    static constexpr int DigitsPerNumber = 12;

private:
    Random rng_;
    std::uint64_t x_ = 0;
    int left_ = 0;
};

} // namespace club::pat

// Seeded random numbers for every game. The generator and the way a number
// is drawn from it are our own (xoshiro256** seeded by splitmix64, Lemire's
// bounded draw), so a seed gives the same shuffle on every platform and
// compiler; std::uniform_int_distribution does not promise that.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace club {

class Random {
public:
    explicit Random(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);

    /// The next raw 64-bit number.
    std::uint64_t next();

    /// A number in [0, n). @pre n > 0
    std::uint32_t below(std::uint32_t n);

    /// A number in [lo, hi]. @pre lo <= hi
    int between(int lo, int hi) { return lo + int(below(std::uint32_t(hi - lo + 1))); }

    /// A number in [0, 1).
    double unit() { return double(next() >> 11) * 0x1.0p-53; }

    /// Fisher-Yates shuffle, from the back, drawing with below().
    template <typename T> void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = below(std::uint32_t(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    /// A fresh seed for a child generator (one game of a rubber, a search).
    std::uint64_t split() { return next(); }

private:
    std::uint64_t s_[4];
};

} // namespace club

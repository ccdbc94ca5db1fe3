// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded random numbers for every game. The generator and the way a number
// is drawn from it are our own (xoshiro256** seeded by splitmix64, Lemire's
// bounded draw), so a seed gives the same shuffle on every platform and
// compiler; std::uniform_int_distribution does not promise that.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace club {

class Random {
public:
    explicit Random(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);

    /// The next raw 64-bit number. Inline, with below(): simulations draw
    /// one for every move (issue 14).
    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    /// A number in [0, n). @pre n > 0
    std::uint32_t below(std::uint32_t n) {
        // Lemire's multiply-and-reject: unbiased, one multiplication most times.
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
        auto low = std::uint32_t(m);
        if (low < n) {
            const std::uint32_t threshold = std::uint32_t(-n) % n;
            while (low < threshold) {
                m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

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

    /// The generator's four words, for code that runs the same generator
    /// elsewhere (the Patchesi simulations' vector lanes).
    std::array<std::uint64_t, 4> words() const { return {s_[0], s_[1], s_[2], s_[3]}; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t s_[4];
};

} // namespace club

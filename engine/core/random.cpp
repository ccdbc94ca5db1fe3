// SPDX-License-Identifier: GPL-3.0-or-later
#include "random.h"

namespace club {

namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
} // namespace

void Random::reseed(std::uint64_t seed) {
    for (auto& word : s_)
        word = splitmix64(seed);
}

} // namespace club

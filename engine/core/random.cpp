#include "random.h"

namespace club {

namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}
} // namespace

void Random::reseed(std::uint64_t seed) {
    for (auto& word : s_)
        word = splitmix64(seed);
}

std::uint64_t Random::next() {
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

std::uint32_t Random::below(std::uint32_t n) {
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

} // namespace club

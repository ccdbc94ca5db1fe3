// SPDX-License-Identifier: GPL-3.0-or-later
#include "position.h"

#include "core/random.h"

#include <algorithm>

namespace club::km {

namespace {
// Fixed keys from a fixed seed, so keys (and so search results) are the same
// on every run and platform.
struct Keys {
    std::array<std::array<std::uint64_t, 2>, SquareCount> token{};
    std::array<std::uint64_t, SquareCount> moved{};
    std::array<std::uint64_t, 5> phase{};
    std::uint64_t sideB = 0;
    std::uint64_t extra = 0;
    Keys() {
        Random rng(0x4b696e67734d656eULL); // "KingsMen"
        for (auto& pair : token)
            for (auto& k : pair)
                k = rng.next();
        for (auto& k : moved)
            k = rng.next();
        for (auto& k : phase)
            k = rng.next();
        sideB = rng.next();
        extra = rng.next();
    }
};
const Keys& keys() {
    static const Keys k;
    return k;
}
} // namespace

int Row::end() const {
    int sq = start;
    for (int i = 1; i < length; ++i)
        sq = neighbour(sq, direction);
    return sq;
}

Position Position::empty(Side toMove) {
    Position p;
    for (int sq = 0; sq < SquareCount; ++sq)
        p.board_[sq] = zoneOf(sq) == Zone::Off ? Cell::Off : Cell::Empty;
    p.removed_ = {TokensPerSide, TokensPerSide};
    p.toMove_ = toMove;
    return p;
}

Position Position::start(Side first) {
    Position p = empty(first);
    for (int sq = 0; sq < SquareCount; ++sq)
        if (zoneOf(sq) == Zone::Lodge) p.put(sq, cellOf(lodgeColour(sq)));
    return p;
}

int Position::onBoard(Side s) const {
    int n = 0;
    for (Cell c : board_)
        n += c == cellOf(s);
    return n;
}

void Position::put(int sq, Cell c) {
    const Cell old = board_[sq];
    if (old == Cell::A || old == Cell::B) {
        ++removed_[int(old) - 1];
        boardKey_ ^= keys().token[sq][int(old) - 1];
    }
    board_[sq] = c;
    if (c == Cell::A || c == Cell::B) {
        --removed_[int(c) - 1];
        boardKey_ ^= keys().token[sq][int(c) - 1];
    }
}

void Position::setCell(int sq, Cell c) {
    const Cell old = board_[sq];
    if (old == Cell::A || old == Cell::B) boardKey_ ^= keys().token[sq][int(old) - 1];
    board_[sq] = c;
    if (c == Cell::A || c == Cell::B) boardKey_ ^= keys().token[sq][int(c) - 1];
}

std::uint64_t Position::key() const {
    const Keys& k = keys();
    std::uint64_t h = boardKey_ ^ k.phase[int(phase_)];
    if (toMove_ == Side::B) h ^= k.sideB;
    if (extraPending_) h ^= k.extra;
    if (phase_ == Phase::ClearRows || phase_ == Phase::PlaceCaptured) h ^= k.moved[moved_];
    return h;
}

bool Position::operator==(const Position& o) const {
    if (!(board_ == o.board_ && removed_ == o.removed_ && toMove_ == o.toMove_ &&
          phase_ == o.phase_ && outcome_ == o.outcome_ && extraPending_ == o.extraPending_ &&
          rowCount_ == o.rowCount_ && moved_ == o.moved_))
        return false;
    // Only the pending rows count: entries past rowCount_ are left-overs.
    return std::equal(rows_.begin(), rows_.begin() + rowCount_, o.rows_.begin());
}

} // namespace club::km

// SPDX-License-Identifier: GPL-3.0-or-later
#include "view.h"

#include "core/random.h"

#include <algorithm>

namespace club::pm {

std::vector<int> SeatView::unseenValues() const {
    std::vector<bool> seen(game_.deckSize(), false);
    for (CardId c : hand())
        seen[c] = true;
    for (CardId c : played())
        seen[c] = true;
    std::vector<int> values;
    for (int id = 0; id < game_.deckSize(); ++id)
        if (!seen[id]) values.push_back(game_.card(CardId(id)).value);
    std::sort(values.begin(), values.end());
    return values;
}

std::vector<PastTurn> SeatView::pastTurns() const {
    // Back from the boards of now: each turn's man is put back where he came
    // from. A board set by hand leaves no man where a turn put one; the
    // record stops there.
    std::array<Men, MaxPlayers> men{};
    for (int s = 0; s < players(); ++s)
        men[std::size_t(s)] = game_.men(s);
    const auto pile = played();
    const int n = int(pile.size());
    std::vector<PastTurn> out(static_cast<std::size_t>(n));
    int first = n;
    for (int t = n - 1; t >= 0; --t) {
        PastTurn& turn = out[std::size_t(t)];
        turn.seat = (game_.leader() + t) % players();
        turn.value = game_.card(pile[std::size_t(t)]).value;
        turn.hadTop = t > 0;
        turn.top = t > 0 ? game_.card(pile[std::size_t(t - 1)]).value : 0;
        turn.from = game_.movedFrom(t);
        turn.to = game_.movedTo(t);
        Men& board = men[std::size_t(turn.seat)];
        if (turn.from >= 0) {
            auto* man = std::find(board.begin(), board.end(), std::int8_t(turn.to));
            if (man == board.end()) break;
            *man = std::int8_t(turn.from);
        }
        turn.men = board;
        first = t;
    }
    out.erase(out.begin(), out.begin() + first);
    return out;
}

std::uint64_t SeatView::positionKey() const {
    // FNV-1a over the seen things, each list closed by a marker so that
    // (1 2)(3) and (1)(2 3) differ.
    std::uint64_t h = 0xcbf29ce484222325ULL;
    const auto mix = [&h](int x) {
        h ^= std::uint64_t(std::uint32_t(x));
        h *= 0x100000001b3ULL;
    };
    mix(seat_);
    mix(players());
    for (CardId c : hand())
        mix(c);
    mix(-1);
    for (CardId c : played())
        mix(c);
    mix(-1);
    for (int s = 0; s < players(); ++s) {
        for (int m : men(s))
            mix(m);
        mix(handCount(s));
    }
    mix(setAsideCount());
    return h;
}

std::size_t SeatView::shuffledHidden(Random& rng, std::array<CardId, MaxCards>& hidden) const {
    std::array<bool, MaxCards> seen{};
    for (CardId c : hand())
        seen[c] = true;
    for (CardId c : played())
        seen[c] = true;
    std::size_t count = 0;
    for (int id = 0; id < game_.deckSize(); ++id)
        if (!seen[id]) hidden[count++] = CardId(id);
    rng.shuffle(std::span<CardId>(hidden.data(), count));
    return count;
}

Game SeatView::sample(Random& rng) const {
    std::array<CardId, MaxCards> hidden{};
    const std::size_t count = shuffledHidden(rng, hidden);
    Game copy = game_;
    copy.redealHidden(seat_, std::span<const CardId>(hidden.data(), count));
    return copy;
}

} // namespace club::pm

namespace club::pm {

Game SeatView::sampleWeighted(Random& rng,
                              const std::array<std::array<double, 64>, MaxPlayers>& weight) const {
    std::array<CardId, MaxCards> hidden{};
    const std::size_t count = shuffledHidden(rng, hidden);
    // Places: the other seats, then the set-aside (index players()).
    std::array<int, MaxPlayers + 1> room{};
    std::array<std::array<CardId, MaxCards>, MaxPlayers + 1> dealt{};
    std::array<int, MaxPlayers + 1> got{};
    for (int s = 0; s < players(); ++s)
        room[std::size_t(s)] = s == seat_ ? 0 : handCount(s);
    room[std::size_t(players())] = setAsideCount();
    for (std::size_t i = 0; i < count; ++i) {
        const int v = game_.card(hidden[i]).value + 32;
        std::array<double, MaxPlayers + 1> chance{};
        double total = 0;
        for (int p = 0; p <= players(); ++p) {
            const double w = p == players() ? 1.0 : weight[std::size_t(p)][std::size_t(v)];
            chance[std::size_t(p)] = room[std::size_t(p)] * w;
            total += chance[std::size_t(p)];
        }
        int place = 0;
        if (total > 0) {
            double r = rng.unit() * total;
            place = -1;
            for (int p = 0; p <= players(); ++p)
                if (room[std::size_t(p)] > 0) {
                    place = p;
                    if ((r -= chance[std::size_t(p)]) < 0) break;
                }
        } else { // every place with room rules it out: the first with room
            while (room[std::size_t(place)] == 0)
                ++place;
        }
        dealt[std::size_t(place)][std::size_t(got[std::size_t(place)]++)] = hidden[i];
        --room[std::size_t(place)];
    }
    std::array<CardId, MaxCards> order{};
    std::size_t next = 0;
    for (int p = 0; p <= players(); ++p)
        for (int k = 0; k < got[std::size_t(p)]; ++k)
            order[next++] = dealt[std::size_t(p)][std::size_t(k)];
    Game copy = game_;
    copy.redealHidden(seat_, std::span<const CardId>(order.data(), next));
    return copy;
}

} // namespace club::pm

// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include "core/random.h"

#include <algorithm>
#include <bit>
#include <numeric>

namespace club::pm {

std::vector<int> Game::leaders() const {
    std::vector<int> best;
    for (int s = 0; s < players(); ++s) {
        if (!best.empty() && score(s) < score(best.front())) continue;
        if (!best.empty() && score(s) > score(best.front())) best.clear();
        best.push_back(s);
    }
    return best;
}

Game Game::unshuffled(const Pack& pack, int players, int dealer, const Options& options) {
    Game g;
    g.options_ = options;
    g.players_ = std::int8_t(players);
    g.dealer_ = std::int8_t(dealer);
    const int packs = packsFor(players);
    for (int p = 0; p < packs; ++p)
        for (std::int8_t v : pack.values)
            g.deck_[g.deckSize_++] = Card{v, p == 0 ? Back::Circular : Back::Octagonal};
    g.toMove_ = std::int8_t(g.leader()); // PM-4
    return g;
}

Game Game::deal(const Pack& pack, int players, int dealer, std::uint64_t seed,
                const Options& options) {
    Game g = unshuffled(pack, players, dealer, options);

    // Shuffle, then the cut by the player on the dealer's right (PM-3):
    // the top part goes under, so dealing starts at card cutAt.
    std::array<CardId, MaxCards> order{};
    std::iota(order.begin(), order.begin() + g.deckSize_, CardId(0));
    Random rng(seed);
    rng.shuffle(std::span<CardId>(order.data(), g.deckSize_));
    g.cutAt_ = std::uint8_t(rng.between(4, g.deckSize_ - 4));
    std::rotate(order.begin(), order.begin() + g.cutAt_, order.begin() + g.deckSize_);

    // One card at a time, face down, from the dealer's left (PM-3).
    const int dealt = players * HandSize;
    for (int i = 0, seat = g.leader(); i < dealt; ++i) {
        g.hands_[seat][g.handCount_[seat]++] = order[i];
        if (++seat == players) seat = 0;
    }
    for (int i = dealt; i < g.deckSize_; ++i)
        g.setAside_[g.setAsideCount_++] = order[i];
    return g;
}

Game Game::fromDeal(const Pack& pack, int players, int dealer, const Deal& deal,
                    const Options& options) {
    Game g = unshuffled(pack, players, dealer, options);
    g.cutAt_ = std::uint8_t(deal.cutAt);
    for (int s = 0; s < players; ++s)
        for (CardId id : deal.hands[std::size_t(s)])
            g.hands_[s][g.handCount_[s]++] = id;
    for (CardId id : deal.setAside)
        g.setAside_[g.setAsideCount_++] = id;
    return g;
}

bool Game::isDealOf(const Pack& pack, int players, const Deal& deal) {
    if (players < MinPlayers || players > MaxPlayers || int(deal.hands.size()) != players)
        return false;
    const int deckSize = packsFor(players) * int(pack.values.size());
    if (deal.cutAt < 4 || deal.cutAt > deckSize - 4) return false; // as deal() cuts
    std::array<bool, MaxCards> seen{};
    auto take = [&](CardId id) {
        if (id >= deckSize || seen[id]) return false;
        return seen[id] = true;
    };
    for (const std::vector<CardId>& hand : deal.hands)
        if (int(hand.size()) != HandSize || !std::all_of(hand.begin(), hand.end(), take))
            return false;
    return int(deal.setAside.size()) == deckSize - players * HandSize &&
           std::all_of(deal.setAside.begin(), deal.setAside.end(), take);
}

Deal Game::dealt() const {
    Deal d;
    d.cutAt = cutAt_;
    for (int s = 0; s < players_; ++s) {
        const auto h = hand(s);
        d.hands.emplace_back(h.begin(), h.end());
    }
    const auto aside = setAside();
    d.setAside.assign(aside.begin(), aside.end());
    return d;
}

MoveList Game::legalMoves() const {
    MoveList list;
    if (over_) return list;
    const MenIndex index(men_[toMove_], options_);
    const bool lead = !hasTop();
    const int top = topValue();
    // Cards of equal value are different cards (and may have different
    // backs), so each is listed; callers that care dedupe by value.
    const CardId* hand = hands_[toMove_].data();
    for (int i = 0, n = handCount_[toMove_]; i < n; ++i) {
        const CardId c = hand[i];
        const int value = deck_[c].value;
        if (lead && value < 0) continue; // PM-5
        const int before = list.count;
        index.ways(moveAmount(!lead, top, value), [&](int from, int to, bool bust) {
            list.push(Move{c, std::int8_t(from), std::int8_t(to), bust});
        });
        if (list.count == before) list.push(Move{c, -1, -1, false}); // PM-14 [R]: no man moves
    }
    return list;
}

bool Game::isLegal(const Move& move) const {
    for (const Move& m : legalMoves())
        if (m == move) return true;
    return false;
}

Change Game::apply(const Move& move) {
    Change ch;
    ch.seat = toMove_;
    ch.card = move.card;
    ch.cardValue = deck_[move.card].value;
    ch.hadTop = hasTop();
    ch.topValue = topValue();
    ch.amount = moveAmount(ch.hadTop, ch.topValue, ch.cardValue);
    if (move.movesMan()) {
        const Men& men = men_[toMove_];
        for (int i = 0; i < MenPerPlayer; ++i)
            if (men[i] == move.from) {
                ch.man = i; // the first man on that place, as play() moves
                break;
            }
        ch.from = move.from;
        ch.to = move.to;
        ch.bust = move.bust;
    }
    play(move);
    ch.gameOver = over_;
    return ch;
}

void Game::play(const Move& move) {
    // The card is laid first (PM-4), on top of the container's pile; the
    // hand keeps its order, which the order of legalMoves() follows. Fixed
    // loops without early exits: where the card and the man are is as good
    // as random to a branch predictor (issue 14).
    CardId* h = hands_[toMove_].data();
    const unsigned count = handCount_[toMove_]--;
    unsigned same = 1u << count; // stops at the end if the card is missing
    for (unsigned i = 0; i < HandSize; ++i)
        same |= unsigned(h[i] == move.card) << i;
    same &= (2u << count) - 1; // places past the hand hold stale ids
    const unsigned at = unsigned(std::countr_zero(same));
    for (unsigned i = 0; i + 1 < HandSize; ++i) {
        // h[i] = i >= at ? h[i + 1] : h[i], as arithmetic, not a jump.
        const CardId keep = CardId(0u - unsigned(i < at));
        h[i] = CardId((h[i] & keep) | (h[i + 1] & ~keep));
    }
    pileFrom_[pileCount_] = move.movesMan() ? move.from : std::int8_t(-1);
    pileTo_[pileCount_] = move.movesMan() ? move.to : std::int8_t(-1);
    pile_[pileCount_++] = move.card;

    Men& men = men_[toMove_];
    int man = MenPerPlayer; // the first man on `from`, as apply() reports
    for (int i = MenPerPlayer - 1; i >= 0; --i)
        man = men[std::size_t(i)] == move.from ? i : man;
    if (move.movesMan() && man < MenPerPlayer) men[std::size_t(man)] = move.to;
    endTurn();
}

void Game::redealHidden(int seat, std::span<const CardId> hidden) {
    std::size_t next = 0;
    for (int s = 0; s < players_; ++s)
        if (s != seat)
            for (int i = 0; i < handCount_[s]; ++i)
                hands_[s][i] = hidden[next++];
    for (int i = 0; i < setAsideCount_; ++i)
        setAside_[i] = hidden[next++];
}

void Game::endTurn() {
    // PM-17: four men on 25 ends the game at once; else it ends when the
    // last player has played his last card.
    const Men& men = men_[toMove_];
    if ((men[0] == Home && men[1] == Home && men[2] == Home && men[3] == Home) ||
        pileCount_ == players_ * HandSize)
        over_ = true;
    else if (++toMove_ == players_)
        toMove_ = 0;
}

} // namespace club::pm

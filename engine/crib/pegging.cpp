// SPDX-License-Identifier: GPL-3.0-or-later
#include "pegging.h"

namespace club::crib {

Pegging::Pegging(const std::vector<Hand>& hands) : players_(int(hands.size())) {
    for (int p = 0; p < players_; ++p) {
        const Hand& h = hands[std::size_t(p)];
        sizes_[std::size_t(p)] = int(h.size());
        for (std::size_t i = 0; i < h.size() && i < MaxCards; ++i)
            hands_[std::size_t(p)][i] = h[i];
    }
    toPlay_ = 0;
    settle(nullptr, nullptr); // CR-9: pone leads (a hand without cards passes)
}

Pegging Pegging::resume(const std::vector<Hand>& hands, std::span<const Card> countCards,
                        int toPlay, int lastPlayer, const std::vector<bool>& go) {
    Pegging p;
    p.players_ = int(hands.size());
    for (int i = 0; i < p.players_; ++i) {
        const Hand& h = hands[std::size_t(i)];
        p.sizes_[std::size_t(i)] = int(h.size());
        for (std::size_t k = 0; k < h.size() && k < MaxCards; ++k)
            p.hands_[std::size_t(i)][k] = h[k];
        p.go_[std::size_t(i)] = std::size_t(i) < go.size() && go[std::size_t(i)];
    }
    for (Card c : countCards) {
        p.run_[std::size_t(p.runLength_++)] = c;
        p.count_ += valueOf(c);
    }
    p.lastPlayer_ = lastPlayer;
    p.toPlay_ = toPlay;
    p.settle(nullptr, nullptr);
    return p;
}

bool Pegging::canPlay(int player) const {
    for (Card c : hand(player))
        if (count_ + valueOf(c) <= 31) return true;
    return false;
}

bool Pegging::isLegal(Card c) const {
    if (finished() || count_ + valueOf(c) > 31) return false;
    for (Card h : hand(toPlay_))
        if (h == c) return true;
    return false;
}

std::vector<Card> Pegging::legal() const {
    std::vector<Card> out;
    if (finished()) return out;
    for (Card c : hand(toPlay_))
        if (count_ + valueOf(c) <= 31) out.push_back(c);
    return out;
}

void Pegging::report(std::vector<PegEvent>* events, int* points, const PegEvent& e) {
    if (events) events->push_back(e);
    if (points && e.points) points[e.player] += e.points;
}

void Pegging::play(Card c, std::vector<PegEvent>* events, int* points) {
    auto& h = hands_[std::size_t(toPlay_)];
    int& size = sizes_[std::size_t(toPlay_)];
    for (int i = 0; i < size; ++i)
        if (h[std::size_t(i)] == c) {
            h[std::size_t(i)] = h[std::size_t(size - 1)];
            --size;
            break;
        }
    run_[std::size_t(runLength_++)] = c;
    count_ += valueOf(c);
    PegEvent e{PegEvent::Play, toPlay_, c, count_, pegScore(countCards()), 0};
    e.points = e.score.points();
    report(events, points, e);
    lastPlayer_ = toPlay_;
    toPlay_ = next(toPlay_);
    settle(events, points);
}

// Moves the turn on to the next player who can play; a player who cannot
// says go (once per count). When nobody can play, the last player pegs the
// last card (CR-11, not after 31, which pegged 2 already) and the count
// starts again with the player after him.
void Pegging::settle(std::vector<PegEvent>* events, int* points) {
    for (;;) {
        bool anyCards = false;
        for (int p = 0; p < players_; ++p)
            anyCards = anyCards || hasCards(p);
        const bool countOver = count_ == 31 || !anyCards || [&] {
            for (int p = 0; p < players_; ++p)
                if (canPlay(p)) return false;
            return true;
        }();
        if (countOver) {
            if (runLength_ == 0 && anyCards) { // nothing played yet on this count
                while (!hasCards(toPlay_))
                    toPlay_ = next(toPlay_);
                return;
            }
            if (count_ != 31) // each in turn who still holds cards says "go"
                for (int i = 0, p = toPlay_; i < players_; ++i, p = next(p))
                    if (hasCards(p) && !go_[std::size_t(p)] && p != lastPlayer_) {
                        go_[std::size_t(p)] = true;
                        report(events, points, {PegEvent::Go, p, NoCard, count_, {}, 0});
                    }
            if (count_ != 31 && lastPlayer_ >= 0)
                report(events, points, {PegEvent::LastCard, lastPlayer_, NoCard, count_, {}, 1});
            if (!anyCards) {
                toPlay_ = -1;
                return;
            }
            report(events, points, {PegEvent::Reset, lastPlayer_, NoCard, 0, {}, 0});
            count_ = 0;
            runLength_ = 0;
            go_.fill(false);
            toPlay_ = next(lastPlayer_);
            continue;
        }
        for (int i = 0; i < players_; ++i, toPlay_ = next(toPlay_)) {
            if (canPlay(toPlay_)) return;
            if (hasCards(toPlay_) && !go_[std::size_t(toPlay_)]) {
                go_[std::size_t(toPlay_)] = true;
                report(events, points, {PegEvent::Go, toPlay_, NoCard, count_, {}, 0});
            }
        }
    }
}

} // namespace club::crib

// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include "core/random.h"

#include <algorithm>

namespace club::crib {

namespace {
Event makeEvent(Event::Kind kind) {
    Event e;
    e.kind = kind;
    return e;
}

bool has(const Hand& h, Card c) {
    return std::find(h.begin(), h.end(), c) != h.end();
}

/// The seats a move's events showed something hidden from them. A hand
/// laid out at the show holds only cards already played; a discard shows
/// how many cards, never which.
unsigned revealedBy(const std::vector<Event>& events, int seats) {
    const unsigned all = (1u << seats) - 1;
    unsigned seen = 0;
    for (const Event& e : events) {
        switch (e.kind) {
        case Event::Deal:    // the new hands
        case Event::Starter: // CR-8
            seen |= all;
            break;
        case Event::Play: // the card, to all but its owner
        case Event::Go:   // that he holds nothing that goes under 31
            seen |= all & ~(1u << e.seat);
            break;
        case Event::Show:
            if (e.crib) seen |= all; // the others' discards
            break;
        default:
            break;
        }
    }
    return seen;
}
} // namespace

Match::Match(const Setup& setup, std::uint64_t seed) : setup_(setup), seed_(seed) {
    const auto n = std::size_t(sides());
    board_.corners.assign(n, 0);
    board_.games.assign(n, 0);
    board_.points.assign(n, 0);
    board_.skunks.assign(n, 0);
    board_.doubleSkunks.assign(n, 0);
    board_.highHand.assign(std::size_t(seats()), 0);
    startGame(opening_);
}

std::uint64_t Match::dealSeed() const {
    return seed_ ^ (std::uint64_t(gameNumber_) * 0x9E3779B97F4A7C15ull) ^
           (std::uint64_t(dealNumber_) * 0xBF58476D1CE4E5B9ull);
}

void Match::startGame(std::vector<Event>& out) {
    ++gameNumber_;
    dealNumber_ = 0;
    scores_.assign(std::size_t(sides()), 0);
    rear_.assign(std::size_t(sides()), 0);
    cornerTaken_.assign(setup_.cornerHoles().size(), false);
    gameCorners_.assign(std::size_t(sides()), 0);
    gameHigh_.assign(std::size_t(seats()), 0);
    gameCrib_.assign(std::size_t(seats()), 0);
    if (gameNumber_ == 1) {
        // CR-1: everyone cuts; the lowest card deals, ties cut again.
        Random rng(seed_ ^ 0xC0FFEEull);
        std::vector<int> cutting(static_cast<std::size_t>(seats()));
        for (int s = 0; s < seats(); ++s)
            cutting[std::size_t(s)] = s;
        while (cutting.size() > 1) {
            Hand pack(PackSize);
            for (int c = 0; c < PackSize; ++c)
                pack[std::size_t(c)] = Card(c);
            rng.shuffle(std::span<Card>(pack));
            Event cut = makeEvent(Event::CutForDeal);
            cut.cards.assign(std::size_t(seats()), NoCard);
            int low = 13;
            for (std::size_t i = 0; i < cutting.size(); ++i) {
                cut.cards[std::size_t(cutting[i])] = pack[i];
                low = std::min(low, rankOf(pack[i]));
            }
            std::vector<int> lowest;
            for (int s : cutting)
                if (rankOf(cut.cards[std::size_t(s)]) == low) lowest.push_back(s);
            cutting = lowest;
            cut.seat = cutting.size() == 1 ? cutting.front() : -1;
            out.push_back(cut);
        }
        dealer_ = cutting.front();
    } else if (seats() == 2) {
        dealer_ = 1 - results_.back().winner; // the loser deals first
    } else {
        dealer_ = (dealer_ + 1) % seats(); // [R] the deal passes on to the left
    }
    deal(out);
}

void Match::deal(std::vector<Event>& out) {
    ++dealNumber_;
    Random rng(dealSeed());
    pack_.resize(PackSize);
    for (int c = 0; c < PackSize; ++c)
        pack_[std::size_t(c)] = Card(c);
    rng.shuffle(std::span<Card>(pack_));
    hands_.assign(std::size_t(seats()), {});
    kept_.assign(std::size_t(seats()), {});
    laidAway_.assign(std::size_t(seats()), {});
    discarded_.assign(std::size_t(seats()), false);
    crib_.clear();
    played_.clear();
    starter_ = NoCard;
    for (int round = 0; round < 6; ++round) // one at a time from the dealer's left
        for (int i = 0; i < seats(); ++i)
            if (round < setup_.dealt(i)) {
                hands_[std::size_t(playerSeat(i))].push_back(pack_.back());
                pack_.pop_back();
            }
    if (seats() == 3) { // CR-3: one card straight to the crib
        crib_.push_back(pack_.back());
        pack_.pop_back();
    }
    Event e = makeEvent(Event::Deal);
    e.seat = dealer_;
    e.count = dealNumber_;
    out.push_back(e);
    phase_ = Phase::Discard;
    toAct_ = -1;
    for (int i = 0; i < seats() && toAct_ < 0; ++i)
        if (setup_.discards(i) > 0) toAct_ = playerSeat(i);
}

int Match::cardsInPlay() const {
    std::size_t n = crib_.size() + pack_.size() + played_.size() + (starter_ != NoCard ? 1 : 0);
    for (const Hand& h : hands_)
        n += h.size();
    return int(n);
}

std::vector<Move> Match::legalMoves() const {
    std::vector<Move> out;
    switch (phase_) {
    case Phase::Discard: {
        const Hand& h = hand(toAct_);
        if (setup_.discards(orderOf(toAct_)) == 1) {
            for (Card c : h)
                out.push_back({Move::Discard, {c}, 0});
        } else {
            for (std::size_t a = 0; a < h.size(); ++a)
                for (std::size_t b = a + 1; b < h.size(); ++b)
                    out.push_back({Move::Discard, {h[a], h[b]}, 0});
        }
        break;
    }
    case Phase::Play:
        for (Card c : pegging_.legal())
            out.push_back({Move::Play, {c}, 0});
        break;
    case Phase::Count:
        for (int p = 0; p <= 29; ++p)
            out.push_back({Move::Count, {}, p});
        break;
    case Phase::Muggins:
        out.push_back({Move::Claim, {}, 0});
        out.push_back({Move::Pass, {}, 0});
        break;
    case Phase::GameOver:
        if (!isOver()) out.push_back({Move::NextGame, {}, 0});
        break;
    }
    return out;
}

bool Match::isLegal(const Move& m) const {
    if (m.kind == Move::Discard && phase_ == Phase::Discard) {
        if (int(m.cards.size()) != setup_.discards(orderOf(toAct_))) return false;
        if (m.cards.size() == 2 && m.cards[0] == m.cards[1]) return false;
        return std::all_of(m.cards.begin(), m.cards.end(),
                           [&](Card c) { return has(hand(toAct_), c); });
    }
    if (m.kind == Move::Play && phase_ == Phase::Play)
        return m.cards.size() == 1 && pegging_.isLegal(m.cards[0]);
    if (m.kind == Move::Count && phase_ == Phase::Count) return m.points >= 0 && m.points <= 29;
    if ((m.kind == Move::Claim || m.kind == Move::Pass) && phase_ == Phase::Muggins) return true;
    return m.kind == Move::NextGame && phase_ == Phase::GameOver && !isOver();
}

std::vector<Event> Match::apply(const Move& m) {
    const int actor = toAct_; // -1 after a game: NextGame is nobody's turn
    record_.push_back(m);
    std::vector<Event> out = advance(m);
    unsigned revealed = revealedBy(out, seats());
    if (phase_ == Phase::Count && showCrib_) // CR-15: the crib turned up for its owner to count
        revealed = (1u << seats()) - 1;
    sights_.push_back({actor, revealed});
    return out;
}

std::vector<Event> Match::advance(const Move& m) {
    std::vector<Event> out;
    switch (m.kind) {
    case Move::Discard: {
        Hand& h = hands_[std::size_t(toAct_)];
        for (Card c : m.cards) {
            h.erase(std::find(h.begin(), h.end(), c));
            crib_.push_back(c);
        }
        laidAway_[std::size_t(toAct_)] = m.cards;
        kept_[std::size_t(toAct_)] = h;
        discarded_[std::size_t(toAct_)] = true;
        Event e = makeEvent(Event::Discard);
        e.seat = toAct_;
        e.cards = m.cards;
        out.push_back(e);
        toAct_ = -1;
        for (int i = 0; i < seats() && toAct_ < 0; ++i)
            if (setup_.discards(i) > 0 && !discarded_[std::size_t(playerSeat(i))])
                toAct_ = playerSeat(i);
        if (toAct_ < 0) afterDiscards(out);
        break;
    }
    case Move::Play: {
        const int seat = toAct_;
        const Card card = m.cards[0];
        Hand& h = hands_[std::size_t(seat)];
        h.erase(std::find(h.begin(), h.end(), card));
        played_.emplace_back(seat, card);
        std::vector<PegEvent> events;
        pegging_.play(card, &events);
        for (const PegEvent& pe : events) {
            const int s = playerSeat(pe.player);
            Event e;
            e.seat = s;
            e.count = pe.count;
            if (pe.kind == PegEvent::Play) {
                e.kind = Event::Play;
                e.card = pe.card;
                out.push_back(e);
                Event score = makeEvent(Event::Score);
                score.seat = s;
                score.reason = ScoreReason::Play;
                score.peg = pe.score;
                score.card = pe.card;
                score.count = pe.count;
                if (peg(setup_.sideOf(s), pe.points, score, out)) return out;
            } else if (pe.kind == PegEvent::Go) {
                e.kind = Event::Go;
                out.push_back(e);
            } else if (pe.kind == PegEvent::LastCard) {
                Event score = makeEvent(Event::Score);
                score.seat = s;
                score.reason = ScoreReason::LastCard;
                score.count = pe.count;
                if (peg(setup_.sideOf(s), 1, score, out)) return out;
            } else {
                e.kind = Event::CountReset;
                out.push_back(e);
            }
        }
        afterPlay(out);
        break;
    }
    case Move::Count:
        countShown(showSeat_ >= 0 ? showSeat_ : dealer_, showCrib_, m.points, out);
        break;
    case Move::Claim:
    case Move::Pass: {
        if (m.kind == Move::Claim) {
            Event score = makeEvent(Event::Score);
            score.seat = toAct_;
            score.reason = ScoreReason::Muggins;
            if (peg(setup_.sideOf(toAct_), actual_ - claimed_, score, out)) return out;
        }
        if (showCrib_) {
            dealer_ = (dealer_ + 1) % seats();
            deal(out);
        } else {
            showNext(out);
        }
        break;
    }
    case Move::NextGame:
        startGame(out);
        break;
    }
    return out;
}

Match::Shown Match::winningShow() const {
    if (phase_ != Phase::GameOver || !wonInShow_) return {};
    return {showSeat_ >= 0 ? showSeat_ : dealer_, showCrib_};
}

void Match::afterDiscards(std::vector<Event>& out) {
    // CR-8: the pone cuts, the dealer turns up the top card of the lower part.
    for (int s = 0; s < seats(); ++s) // CR-5, CR-6: four dealt, none laid away
        if (!discarded_[std::size_t(s)]) kept_[std::size_t(s)] = hands_[std::size_t(s)];
    Random rng(dealSeed() ^ 0x5EEDull);
    const int cut = rng.between(4, int(pack_.size()) - 4);
    starter_ = pack_[std::size_t(cut)];
    pack_.erase(pack_.begin() + cut);
    Event e = makeEvent(Event::Starter);
    e.seat = dealer_;
    e.card = starter_;
    out.push_back(e);
    if (rankOf(starter_) == Jack) { // his heels
        Event score = makeEvent(Event::Score);
        score.seat = dealer_;
        score.reason = ScoreReason::HisHeels;
        score.card = starter_;
        if (peg(setup_.sideOf(dealer_), 2, score, out)) return;
    }
    std::vector<Hand> inOrder;
    for (int i = 0; i < seats(); ++i)
        inOrder.push_back(hands_[std::size_t(playerSeat(i))]);
    pegging_ = Pegging(inOrder);
    phase_ = Phase::Play;
    toAct_ = playerSeat(pegging_.toPlay());
}

void Match::afterPlay(std::vector<Event>& out) {
    if (!pegging_.finished()) {
        toAct_ = playerSeat(pegging_.toPlay());
        return;
    }
    showSeat_ = -1;
    showCrib_ = false;
    showNext(out);
}

// CR-16: pone first, round to the dealer, then the crib.
void Match::showNext(std::vector<Event>& out) {
    for (;;) {
        int seat;
        bool crib = false;
        if (showSeat_ < 0) {
            seat = playerSeat(0);
        } else if (showSeat_ == dealer_) {
            if (showCrib_) return; // already done
            seat = dealer_;
            crib = true;
        } else {
            seat = (showSeat_ + 1) % seats();
        }
        showSeat_ = seat;
        showCrib_ = crib;
        if (setup_.muggins) {
            phase_ = Phase::Count;
            toAct_ = seat;
            return;
        }
        const Hand& cards = crib ? crib_ : kept_[std::size_t(seat)];
        const int actual = countShow(std::span<const Card, 4>(cards.data(), 4), starter_, crib);
        countShown(seat, crib, actual, out);
        if (phase_ == Phase::GameOver || crib) return; // deal() ran after the crib
    }
}

void Match::countShown(int seat, bool crib, int said, std::vector<Event>& out) {
    const Hand& cards = crib ? crib_ : kept_[std::size_t(seat)];
    const std::span<const Card, 4> four(cards.data(), 4);
    Event show = makeEvent(Event::Show);
    show.seat = seat;
    show.side = setup_.sideOf(seat);
    show.cards = cards;
    show.card = starter_;
    show.crib = crib;
    show.parts = countShowParts(four, starter_, crib);
    show.points = totalOf(show.parts);
    show.count = said; // what its owner said (with muggins, CR-15), to be told beside the points
    out.push_back(show);
    actual_ = show.points;
    claimed_ = std::min(said, actual_); // [R] an overcount pegs only what is there
    if (!crib) {
        board_.highHand[std::size_t(seat)] = std::max(board_.highHand[std::size_t(seat)], actual_);
        gameHigh_[std::size_t(seat)] = std::max(gameHigh_[std::size_t(seat)], actual_);
    } else {
        gameCrib_[std::size_t(seat)] = std::max(gameCrib_[std::size_t(seat)], actual_);
    }
    Event score = makeEvent(Event::Score);
    score.seat = seat;
    score.crib = crib;
    score.reason = crib ? ScoreReason::Crib : ScoreReason::Hand;
    if (claimed_ == actual_) score.parts = show.parts;
    if (peg(setup_.sideOf(seat), claimed_, score, out)) return;
    if (setup_.muggins && claimed_ < actual_) {
        // CR-15: the first opponent after him may claim what he missed
        for (int i = 1; i < seats(); ++i) {
            const int s = (seat + i) % seats();
            if (setup_.sideOf(s) != setup_.sideOf(seat)) {
                phase_ = Phase::Muggins;
                toAct_ = s;
                return;
            }
        }
    }
    if (crib) {
        dealer_ = (dealer_ + 1) % seats();
        deal(out);
    } else if (setup_.muggins) {
        showNext(out);
    }
}

bool Match::peg(int side, int points, Event score, std::vector<Event>& out) {
    if (points <= 0) return false;
    score.kind = Event::Score;
    score.side = side;
    score.points = points;
    score.from = scores_[std::size_t(side)];
    score.to = std::min(score.from + points, setup_.game); // out into the game hole
    rear_[std::size_t(side)] = score.from;
    scores_[std::size_t(side)] = score.to;
    out.push_back(score);
    const std::vector<int> corners = setup_.cornerHoles();
    for (std::size_t k = 0; k < corners.size(); ++k)
        if (!cornerTaken_[k] && score.to > corners[k]) { // CR-21: first to pass it
            cornerTaken_[k] = true;
            ++board_.corners[std::size_t(side)];
            ++gameCorners_[std::size_t(side)];
            Event corner = makeEvent(Event::Corner);
            corner.side = side;
            corner.seat = score.seat;
            corner.count = corners[k];
            out.push_back(corner);
        }
    if (score.to >= setup_.game) { // CR-18: the game ends at once
        wonInShow_ = score.reason == ScoreReason::Hand || score.reason == ScoreReason::Crib ||
                     score.reason == ScoreReason::Muggins;
        endGame(side, out);
        return true;
    }
    return false;
}

void Match::endGame(int winner, std::vector<Event>& out) {
    GameResult r;
    r.winner = winner;
    r.scores = scores_;
    r.deals = dealNumber_;
    r.corners = gameCorners_;
    r.highHand = gameHigh_;
    r.highCrib = gameCrib_;
    r.skunks.assign(std::size_t(sides()), 0);
    int bestLoser = 0;
    for (int s = 0; s < sides(); ++s) {
        if (s == winner) continue;
        const int score = scores_[std::size_t(s)];
        bestLoser = std::max(bestLoser, score);
        if (setup_.game == 121) // CR-24: not past hole 90 a skunk, not past 60 a double
            r.skunks[std::size_t(s)] = score <= 60 ? 2 : score <= 90 ? 1 : 0;
    }
    r.lurch = bestLoser < (setup_.game == 121 ? 61 : 31); // CR-19
    board_.games[std::size_t(winner)] += r.lurch ? 2 : 1;
    for (int s = 0; s < sides(); ++s) {
        board_.points[std::size_t(s)] += scores_[std::size_t(s)];
        board_.skunks[std::size_t(winner)] += r.skunks[std::size_t(s)];
        if (r.skunks[std::size_t(s)] == 2) ++board_.doubleSkunks[std::size_t(winner)];
    }
    results_.push_back(r);
    phase_ = Phase::GameOver;
    toAct_ = -1;
    Event e = makeEvent(Event::GameOver);
    e.side = winner;
    out.push_back(e);
}

DiscardView Match::discardView(int seat) const {
    DiscardView v;
    v.hand = hand(seat);
    v.discards = setup_.discards(orderOf(seat));
    v.ownCrib = setup_.sideOf(seat) == setup_.sideOf(dealer_);
    v.scores = scores_;
    v.side = setup_.sideOf(seat);
    v.game = setup_.game;
    return v;
}

PlayView Match::playView(int seat) const {
    PlayView v;
    v.hand = hand(seat);
    const auto run = pegging_.countCards();
    v.countCards.assign(run.begin(), run.end());
    for (const auto& [s, c] : played_)
        v.played.push_back(c);
    v.kept = kept_[std::size_t(seat)];
    v.discards = laidAway_[std::size_t(seat)];
    v.starter = starter_;
    v.players = seats();
    v.me = orderOf(seat);
    for (int i = 0; i < seats(); ++i) {
        v.sides.push_back(setup_.sideOf(playerSeat(i)));
        v.left.push_back(int(pegging_.hand(i).size()));
        v.saidGo.push_back(pegging_.saidGo(i));
    }
    v.lastPlayer = pegging_.lastPlayer();
    v.scores = scores_;
    v.game = setup_.game;
    return v;
}

Match Match::withHiddenShuffled(int seat, Random& rng) const {
    CardSet seen = setOf(hands_[std::size_t(seat)]) | setOf(kept_[std::size_t(seat)]) |
                   setOf(laidAway_[std::size_t(seat)]);
    for (const auto& [s, c] : played_)
        seen |= bit(c);
    if (starter_ != NoCard) seen |= bit(starter_);
    Hand hidden;
    for (Card c = 0; c < PackSize; ++c)
        if (!(seen & bit(c))) hidden.push_back(c);
    Hand shuffled = hidden;
    rng.shuffle(std::span<Card>(shuffled));
    std::array<Card, PackSize> map{};
    for (int c = 0; c < PackSize; ++c)
        map[std::size_t(c)] = Card(c);
    for (std::size_t i = 0; i < hidden.size(); ++i)
        map[hidden[i]] = shuffled[i];
    Match m = *this;
    auto relabel = [&](Hand& h) {
        for (Card& c : h)
            c = map[c];
    };
    for (auto& h : m.hands_)
        relabel(h);
    for (auto& h : m.kept_)
        relabel(h);
    for (auto& h : m.laidAway_)
        relabel(h);
    relabel(m.crib_);
    relabel(m.pack_);
    m.pegging_.relabel(map);
    return m;
}

Move Match::computerMove(Level level, Random& rng) const {
    switch (phase_) {
    case Phase::Discard:
        return {Move::Discard, chooseDiscard(level, discardView(toAct_), rng), 0};
    case Phase::Play: {
        const auto card = choosePlay(level, playView(toAct_), rng);
        return {Move::Play, {card ? *card : pegging_.legal().front()}, 0};
    }
    case Phase::Count: {
        const Hand& cards = showCrib_ ? crib_ : kept_[std::size_t(showSeat_)];
        return {Move::Count,
                {},
                countShow(std::span<const Card, 4>(cards.data(), 4), starter_, showCrib_)};
    }
    case Phase::Muggins:
        return {Move::Claim, {}, 0};
    case Phase::GameOver:
        break;
    }
    return {Move::NextGame, {}, 0};
}

} // namespace club::crib

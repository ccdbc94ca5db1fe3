// SPDX-License-Identifier: GPL-3.0-or-later
#include "player.h"

#include "core/player_kinds.h"
#include "core/random.h"
#include "discard.h"
#include "habitual_discard.h"
#include "habitual_play.h"
#include "score.h"
#include "win_chance.h"

#include <algorithm>
#include <array>

namespace club::crib {

namespace {

// The one table of kinds, levels first, then the reference players.
const PlayerKinds<Player>& kinds() {
    static const PlayerKinds<Player> table{
        {"beginner", [] { return std::make_unique<Player>(Level::Beginner); }},
        {"standard", [] { return std::make_unique<Player>(Level::Standard); }},
        {"expert", [] { return std::make_unique<Player>(Level::Expert); }},
        {"random", [] { return std::make_unique<Player>(Level::Random); }},
        {"greedy", [] { return std::make_unique<Player>(Level::Greedy); }},
        {"habit", [] { return std::make_unique<Player>(Level::Habit); }},
    };
    return table;
}

int countOf(const PlayView& v) {
    int count = 0;
    for (Card c : v.countCards)
        count += valueOf(c);
    return count;
}

std::vector<Card> legalCards(const PlayView& v) {
    const int count = countOf(v);
    std::vector<Card> out;
    for (Card c : v.hand)
        if (count + valueOf(c) <= 31) out.push_back(c);
    return out;
}

int pegsNow(const PlayView& v, Card c) {
    std::vector<Card> seq = v.countCards;
    seq.push_back(c);
    return pegPoints(seq);
}

// Lowest card first; used to break ties so that a level plays the same way
// whatever order its cards come in.
bool lower(Card a, Card b) {
    return a < b;
}

// The greedy reference: the most points now, then the lowest card that keeps
// the count off 5, 10 and 21, then the lowest card.
Card greedyCard(const PlayView& v, const std::vector<Card>& legal) {
    int count = 0;
    for (Card c : v.countCards)
        count += valueOf(c);
    int best = -1;
    Card pick = legal.front();
    for (Card c : legal) {
        const int p = pegsNow(v, c);
        if (p > best || (p == best && lower(c, pick))) best = p, pick = c;
    }
    if (best > 0) return pick;
    std::vector<Card> safe;
    for (Card c : legal) {
        const int n = count + valueOf(c);
        if (n != 5 && n != 10 && n != 21) safe.push_back(c);
    }
    const auto& from = safe.empty() ? legal : safe;
    return *std::min_element(from.begin(), from.end(), [](Card a, Card b) {
        return valueOf(a) != valueOf(b) ? valueOf(a) < valueOf(b) : a < b;
    });
}

// The standard player: points now less what the next player may expect to
// peg in reply, over the cards this seat has not seen.
Card standardCard(const PlayView& v, const std::vector<Card>& legal) {
    const CardSet unseen = unseenCards(v);
    const int n = __builtin_popcountll(unseen);
    double best = -1e9;
    Card pick = legal.front();
    for (Card c : legal) {
        std::vector<Card> seq = v.countCards;
        seq.push_back(c);
        int count = 0;
        for (Card s : seq)
            count += valueOf(s);
        double reply = 0;
        if (count < 31 && n > 0) {
            for (Card x = 0; x < PackSize; ++x)
                if ((unseen & bit(x)) && count + valueOf(x) <= 31) {
                    seq.push_back(x);
                    reply += pegPoints(seq);
                    seq.pop_back();
                }
            reply /= n;
        }
        // keep low cards for later counts: a small preference for spending high ones
        const double value = pegPoints(seq) - 1.6 * reply + 0.01 * valueOf(c);
        if (value > best + 1e-9 || (value > best - 1e-9 && lower(c, pick))) best = value, pick = c;
    }
    return pick;
}

// The expert: the exact expected hand and crib, plus (two hands) what the
// four kept are worth in the play, the crib counted with the two cards the
// other is likely to lay away.
Hand expertDiscard(const DiscardView& v) {
    return expertDiscardChoices(v).front().discard;
}

Hand keepBest(const DiscardView& v, bool withCrib, bool withStarter) {
    if (withStarter) {
        auto options = analyseDiscards(v.hand, v.discards, v.ownCrib);
        if (!withCrib)
            std::stable_sort(
                options.begin(), options.end(),
                [](const DiscardOption& a, const DiscardOption& b) { return a.hand > b.hand; });
        return options.front().discard;
    }
    // The beginner counts only the cards he holds: fifteens, pairs, runs
    // and a four-card flush, as if no starter were to come.
    Hand best;
    int bestPoints = -1;
    const int n = int(v.hand.size());
    for (int a = 0; a < n; ++a)
        for (int b = a + (v.discards == 2 ? 1 : 0); b < n; ++b) {
            if (v.discards == 2 && a == b) continue;
            Hand keep, away;
            for (int i = 0; i < n; ++i)
                (i == a || i == b ? away : keep).push_back(v.hand[std::size_t(i)]);
            if (keep.size() != 4) continue;
            int points = 0;
            // count the four alone: every subset of 2..4 cards
            for (int m = 1; m < 16; ++m) {
                int sum = 0, cards = 0;
                for (int i = 0; i < 4; ++i)
                    if (m & (1 << i)) sum += valueOf(keep[std::size_t(i)]), ++cards;
                if (cards >= 2 && sum == 15) points += 2;
            }
            for (int i = 0; i < 4; ++i)
                for (int j = i + 1; j < 4; ++j)
                    if (rankOf(keep[std::size_t(i)]) == rankOf(keep[std::size_t(j)])) points += 2;
            if (points > bestPoints) bestPoints = points, best = away;
            if (v.discards == 1) break;
        }
    return best;
}

} // namespace

std::string levelName(Level level) {
    for (const std::string& name : kinds().names())
        if (kinds().make(name)->level() == level) return name;
    return {};
}

std::optional<Level> parseLevel(const std::string& name) {
    if (const auto player = kinds().make(name)) return player->level();
    return std::nullopt;
}

std::vector<std::string> playerKinds() {
    return kinds().names();
}

std::unique_ptr<Player> makePlayer(const std::string& name) {
    return kinds().make(name);
}

CardSet unseenCards(const PlayView& v) {
    CardSet seen = setOf(v.hand) | setOf(v.played) | setOf(v.kept) | setOf(v.discards);
    if (v.starter != NoCard) seen |= bit(v.starter);
    return FullPack & ~seen;
}

Hand chooseDiscard(Level level, const DiscardView& v, Random& rng) {
    switch (level) {
    case Level::Random: {
        Hand h = v.hand;
        rng.shuffle(std::span<Card>(h));
        h.resize(std::size_t(v.discards));
        return h;
    }
    case Level::Beginner:
        return keepBest(v, false, false);
    case Level::Greedy:
        return keepBest(v, false, true);
    case Level::Habit:
        if (v.hand.size() == 6 && v.discards == 2) return habitualDiscard(v.hand, v.ownCrib);
        return keepBest(v, true, true);
    case Level::Standard:
        return keepBest(v, true, true);
    case Level::Expert:
        return expertDiscard(v);
    }
    return keepBest(v, true, true);
}

bool endInSight(const std::vector<int>& scores, int game) {
    return scores.size() == 2 && std::max(scores[0], scores[1]) >= game - EndInSight;
}

std::vector<DiscardOption> expertDiscardChoices(const DiscardView& v) {
    std::vector<DiscardOption> options = expertDiscards(v.hand, v.discards, v.ownCrib);
    if (!expertReckonsThePlay(v.hand, v.discards) || !endInSight(v.scores, v.game) || v.side < 0 ||
        v.side > 1)
        return options;
    KeepChances chances(v.ownCrib, v.scores[std::size_t(v.side)], v.scores[std::size_t(1 - v.side)],
                        v.game);
    const CardSet unseen = FullPack & ~setOf(v.hand);
    for (DiscardOption& o : options)
        o.win = chances.wins(std::span<const Card, 4>(o.keep.data(), 4), unseen, o.play, o.crib);
    // the best chance, and of the choices with the same chance the one worth
    // most points (the options are in order of points); then the rest by
    // their chance
    const double bestChance = std::max_element(options.begin(), options.end(),
                                               [](const DiscardOption& a, const DiscardOption& b) {
                                                   return a.win < b.win;
                                               })
                                  ->win;
    const auto chosen = std::find_if(options.begin(), options.end(), [&](const DiscardOption& o) {
        return o.win >= bestChance - SameChance;
    });
    std::rotate(options.begin(), chosen, chosen + 1);
    std::stable_sort(options.begin() + 1, options.end(),
                     [](const DiscardOption& a, const DiscardOption& b) { return a.win > b.win; });
    return options;
}

std::optional<Card> choosePlay(Level level, const PlayView& v, Random& rng) {
    const std::vector<Card> legal = legalCards(v);
    if (legal.empty()) return std::nullopt;
    switch (level) {
    case Level::Random:
        return legal[rng.below(std::uint32_t(legal.size()))];
    case Level::Beginner: {
        // takes points when he sees them, else any card
        Card pick = legal[rng.below(std::uint32_t(legal.size()))];
        int best = 0;
        for (Card c : legal)
            if (const int p = pegsNow(v, c); p > best) best = p, pick = c;
        return pick;
    }
    case Level::Greedy:
        return greedyCard(v, legal);
    case Level::Habit:
        return habitualPlay(legal, v.countCards, countOf(v));
    case Level::Standard:
        return standardCard(v, legal);
    case Level::Expert:
        return expertPlay(v, rng);
    }
    return legal.front();
}

} // namespace club::crib

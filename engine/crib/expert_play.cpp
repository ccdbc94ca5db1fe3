// SPDX-License-Identifier: GPL-3.0-or-later
// The expert's pegging: it deals the cards it has not seen into the other
// hands (every possible set of ranks, weighted by how many ways it can be
// held, when that is few enough; else a sample) and, for each card it may
// play, looks ahead to the end of the play. With two hands he expects the
// other to play by habit (habitual_play.h) and chooses each later card of
// his by what he would have seen by then: one card for all the deals he
// cannot tell apart, never the best card of each deal. With more hands it
// plays the rest out with every player taking his best points now. With two
// hands and his own four known, the other's hands are weighed (or sampled)
// by how likely a player who lays away by the expected count is to have
// kept the four they make with the cards he has played, and by whether
// those cards are what habit would have played from them. With the end of
// the game in sight (two hands) he plays to the board: each line is worth
// his chance of winning the game (the first to reach it wins, even in the
// play, CR-18; else the hands are counted, pone first, CR-16), not points.
#include "core/random.h"
#include "discard.h"
#include "habitual_play.h"
#include "pegging.h"
#include "player.h"
#include "score.h"
#include "win_chance.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace club::crib {

namespace {

constexpr int SampledHands = 160; ///< opponent hands sampled when there are too many to weigh
constexpr int SampledDeals = 48;  ///< deals sampled with more than two hands
/// A hand under which the other played a card habit would not play keeps
/// this much of its weight: a person may follow no habit at all.
constexpr double OffHabit = 0.1;

int sideOf(const PlayView& v, int player) {
    return std::size_t(player) < v.sides.size() ? v.sides[std::size_t(player)] : player;
}

// One line of the search: a deal the other may hold, and its weight; with
// the end in sight, what his four count at the show and what each has
// pegged so far in the line.
struct Line {
    Pegging p;
    double weight = 0;
    int theirHand = 0;
    int mine = 0, theirs = 0;
};

// What he plays for. Far from the end of the game a point is a point; near
// it, the chance of winning the game.
struct Goal {
    bool toTheBoard = false;
    int myScore = 0, theirScore = 0, game = 121;
    bool iDeal = false;
    int myHand = 0; ///< his own four with the starter

    double atTheShow(const Line& l) const {
        return winsAtTheShow(myScore + l.mine, theirScore + l.theirs, iDeal,
                             iDeal ? l.theirHand : myHand, iDeal ? myHand : l.theirHand, game);
    }
};

// What the search finds a play worth: weighed points (his less the other's)
// and, playing to the board, the weighed chance of winning the game.
struct Worth {
    double points = 0;
    double win = 0;
    Worth& operator+=(const Worth& o) {
        points += o.points;
        win += o.win;
        return *this;
    }
};

// A sure win is better than an all but sure one: chances are compared as
// they are (the discard, which weighs far cruder chances, uses SameChance).
bool better(const Goal& goal, const Worth& a, const Worth& b) {
    if (goal.toTheBoard && std::abs(a.win - b.win) > 1e-9) return a.win > b.win;
    return a.points > b.points;
}

// What he sees of a play: whose turn follows, the count and the cards on
// it, and the rank of the card played (the other's card, in the search).
std::array<int, 5> seenAfter(const Pegging& p, int rankPlayed) {
    const auto run = p.countCards();
    return {p.finished() ? -2 : p.toPlay(), p.count(), int(run.size()),
            run.empty() ? -1 : rankOf(run.back()), rankPlayed};
}

Worth fromHere(const std::vector<Line>& lines, const Goal& goal, int me);

// Plays `pick(line)` in every line, and adds up the points pegged and what
// follows, the lines split by what he would see happen. Playing to the
// board, a line ends once a side reaches the game or the play is over.
template <class Pick>
Worth playEach(const std::vector<Line>& lines, const Goal& goal, int me, bool theirs, Pick pick) {
    std::vector<std::pair<std::array<int, 5>, Line>> next;
    next.reserve(lines.size());
    Worth total;
    for (const Line& l : lines) {
        Line n = l;
        const Card c = pick(l.p);
        int pts[Pegging::MaxPlayers] = {};
        n.p.play(c, nullptr, pts);
        total.points += l.weight * (pts[me] - pts[1 - me]);
        if (goal.toTheBoard) {
            n.mine += pts[me];
            n.theirs += pts[1 - me];
            if (goal.myScore + n.mine >= goal.game) { // CR-18: the game ends at once
                total.win += l.weight;
                continue;
            }
            if (goal.theirScore + n.theirs >= goal.game) continue;
            if (n.p.finished()) {
                total.win += l.weight * goal.atTheShow(n);
                continue;
            }
        }
        next.emplace_back(seenAfter(n.p, theirs ? rankOf(c) : -1), std::move(n));
    }
    std::stable_sort(next.begin(), next.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Line> group;
    for (std::size_t i = 0; i < next.size();) {
        group.clear();
        std::size_t j = i;
        for (; j < next.size() && next[j].first == next[i].first; ++j)
            group.push_back(next[j].second);
        total += fromHere(group, goal, me);
        i = j;
    }
    return total;
}

// The weighted points still to peg, his less the other's, when he plays
// his best knowing only what he has seen (one card for every deal he cannot
// tell apart, not the best card of each deal, which he could not know) and
// the other plays by habit (habitual_play.h).
Worth fromHere(const std::vector<Line>& lines, const Goal& goal, int me) {
    if (lines.empty() || lines.front().p.finished()) return {};
    const Pegging& first = lines.front().p;
    if (first.toPlay() != me)
        return playEach(lines, goal, me, true, [](const Pegging& p) {
            return habitualPlay(p.hand(p.toPlay()), p.countCards(), p.count());
        });
    Worth best{-1e18, -1e18};
    unsigned ranksTried = 0;
    for (Card c : first.hand(me)) {
        if (first.count() + valueOf(c) > 31 || (ranksTried & (1u << rankOf(c)))) continue;
        ranksTried |= 1u << rankOf(c);
        const Worth w = playEach(lines, goal, me, false, [c](const Pegging&) { return c; });
        if (better(goal, w, best)) best = w;
    }
    return best;
}

// Everyone plays the card that pegs most now (lowest card on a tie) to the end.
void playOut(Pegging& p, int* pts) {
    while (!p.finished()) {
        Card pick = NoCard;
        int best = -1;
        for (Card c : p.hand(p.toPlay())) {
            if (p.count() + valueOf(c) > 31) continue;
            std::array<Card, 14> seq{};
            const auto run = p.countCards();
            std::copy(run.begin(), run.end(), seq.begin());
            seq[run.size()] = c;
            const int now = pegPoints(std::span<const Card>(seq.data(), run.size() + 1));
            if (now > best || (now == best && valueOf(c) < valueOf(pick))) best = now, pick = c;
        }
        p.play(pick, nullptr, pts);
    }
}

// Every way of holding `k` of the unseen cards, by ranks, with its weight.
void rankHands(const std::array<int, 13>& counts, int from, int k, Hand& hand, double weight,
               std::vector<std::pair<Hand, double>>& out) {
    if (k == 0) {
        out.emplace_back(hand, weight);
        return;
    }
    for (int r = from; r < 13; ++r) {
        double w = weight;
        for (int m = 1; m <= std::min(k, counts[std::size_t(r)]); ++m) {
            w = w * (counts[std::size_t(r)] - m + 1) / m;
            for (int i = 0; i < m; ++i)
                hand.push_back(makeCard(r, i));
            rankHands(counts, r + 1, k - m, hand, w, out);
            hand.resize(hand.size() - std::size_t(m));
        }
    }
}

// How well the other's four fit the play so far as a player of habit
// (habitual_play.h): 1 when each card he played is the one habit picks, a
// factor OffHabit for each he played otherwise, 0 when the play could not
// have gone so (he said go holding a card that fitted).
double habitFit(const Hand& mine, const Hand& theirs, int me, const std::vector<Card>& played) {
    std::vector<Hand> deal(2);
    deal[std::size_t(me)] = mine;
    deal[std::size_t(1 - me)] = theirs;
    Pegging p(deal);
    double fit = 1.0;
    for (Card c : played) {
        const int who = std::find(mine.begin(), mine.end(), c) != mine.end() ? me : 1 - me;
        if (p.finished() || p.toPlay() != who || !p.isLegal(c)) return 0.0;
        if (who != me && rankOf(habitualPlay(p.hand(who), p.countCards(), p.count())) != rankOf(c))
            fit *= OffHabit;
        p.play(c);
    }
    return fit;
}

std::vector<int> cardsLeft(const PlayView& v) {
    if (int(v.left.size()) == v.players) return v.left;
    std::vector<int> left(std::size_t(v.players), 0);
    left[std::size_t(v.me)] = int(v.hand.size());
    if (v.players == 2) { // each holds four in the play of a two-hand deal
        const int mine = 4 - int(v.hand.size());
        left[std::size_t(1 - v.me)] = std::max(0, 4 - (int(v.played.size()) - mine));
    }
    return left;
}

// Whether, in this deal, the next to play after `card` is an opponent who
// holds a card that scores on it.
bool canBeAnswered(const PlayView& v, const std::vector<Hand>& deal, const std::vector<bool>& go,
                   Card card) {
    Pegging p = Pegging::resume(deal, v.countCards, v.me, v.lastPlayer, go);
    p.play(card);
    if (p.finished() || sideOf(v, p.toPlay()) == sideOf(v, v.me)) return false;
    const auto run = p.countCards();
    std::array<Card, 14> seq{};
    std::copy(run.begin(), run.end(), seq.begin());
    for (Card c : p.hand(p.toPlay())) {
        if (p.count() + valueOf(c) > 31) continue;
        seq[run.size()] = c;
        if (pegPoints(std::span<const Card>(seq.data(), run.size() + 1)) > 0) return true;
    }
    return false;
}

// His four, or the other's, counted with the starter (CR-16).
int showOf(const Hand& four, Card starter) {
    if (four.size() != 4) return 0;
    return countShow(std::span<const Card, 4>(four.data(), 4), starter, false);
}

// Whether he plays to the board, and what he knows of it: two hands, the
// scores and the starter known, his own four and so the other's known by
// the search (`infer`), and a side within a deal's reach of the game.
Goal goalOf(const PlayView& v, bool infer) {
    Goal goal;
    if (v.players != 2 || !infer || v.starter == NoCard || v.scores.size() != 2) return goal;
    goal.myScore = v.scores[std::size_t(sideOf(v, v.me))];
    goal.theirScore = v.scores[std::size_t(sideOf(v, 1 - v.me))];
    goal.game = v.game;
    goal.iDeal = v.me == 1;
    goal.myHand = showOf(v.kept, v.starter);
    goal.toTheBoard = endInSight(v.scores, v.game);
    return goal;
}

// The search: each card he may play with its value, his choice first; with
// `answer`, also how often the next to play could score on it (the hint's).
std::vector<PlayChoice> weighPlays(const PlayView& v, Random& rng, bool answer) {
    int count = 0;
    for (Card c : v.countCards)
        count += valueOf(c);
    std::vector<Card> candidates; // one card of each rank that may be played
    unsigned ranks = 0;
    for (Card c : v.hand)
        if (count + valueOf(c) <= 31 && !(ranks & (1u << rankOf(c)))) {
            ranks |= 1u << rankOf(c);
            candidates.push_back(c);
        }
    std::sort(candidates.begin(), candidates.end());
    if (candidates.size() <= 1) {
        std::vector<PlayChoice> only;
        for (Card c : candidates)
            only.push_back({c, 0, 0});
        return only;
    }

    const std::vector<int> left = cardsLeft(v);
    const CardSet unseen = unseenCards(v);
    std::vector<Card> pool;
    for (Card c = 0; c < PackSize; ++c)
        if (unseen & bit(c)) pool.push_back(c);
    std::vector<bool> go = v.saidGo;
    go.resize(std::size_t(v.players), false);

    // The deals to weigh: the other hands, and the weight of each.
    std::vector<std::pair<std::vector<Hand>, double>> deals;
    const int other = 1 - v.me;
    const int k = v.players == 2 ? left[std::size_t(other)] : 0;
    // With two hands and his own four known, the other's four are his cards
    // played and those he still holds: weigh each by how likely a player
    // who lays away by the expected count is to keep those ranks.
    Hand theirPlayed;
    for (Card c : v.played)
        if (std::find(v.kept.begin(), v.kept.end(), c) == v.kept.end()) theirPlayed.push_back(c);
    const bool infer = v.players == 2 && v.kept.size() == 4 && int(theirPlayed.size()) + k == 4;
    auto withPlayed = [&](const Hand& held) {
        Hand four = theirPlayed;
        four.insert(four.end(), held.begin(), held.end());
        return four;
    };
    if (v.players == 2 && k <= 3) {
        std::array<int, 13> counts{};
        for (Card c : pool)
            ++counts[std::size_t(rankOf(c))];
        std::vector<std::pair<Hand, double>> hands;
        Hand h;
        rankHands(counts, 0, std::min<int>(k, int(pool.size())), h, 1.0, hands);
        double fitted = 0;
        std::vector<double> fits(hands.size(), 1.0);
        if (infer)
            for (std::size_t i = 0; i < hands.size(); ++i) {
                fits[i] = habitFit(v.kept, withPlayed(hands[i].first), v.me, v.played);
                fitted += fits[i] * hands[i].second;
            }
        for (std::size_t i = 0; i < hands.size(); ++i) {
            auto& [hand, w] = hands[i];
            if (infer) w *= keepLikelihood(withPlayed(hand), v.me == 0);
            if (fitted > 0)
                w *= fits[i]; // else the play fits no hand: the view is not ours to doubt
            std::vector<Hand> deal(2);
            deal[std::size_t(v.me)] = v.hand;
            deal[std::size_t(other)] = hand;
            deals.emplace_back(std::move(deal), w);
        }
    } else {
        const int samples = v.players == 2 ? SampledHands : SampledDeals;
        int attempts = 0;
        for (int s = 0; s < samples; ++s) {
            rng.shuffle(std::span<Card>(pool));
            std::vector<Hand> deal(std::size_t(v.players));
            std::size_t next = 0;
            for (int p = 0; p < v.players; ++p) {
                if (p == v.me) {
                    deal[std::size_t(p)] = v.hand;
                    continue;
                }
                for (int i = 0; i < left[std::size_t(p)] && next < pool.size(); ++i)
                    deal[std::size_t(p)].push_back(pool[next++]);
            }
            // keep a hand with probability likelihood / MaxKeepLikelihood, so
            // that the hands kept follow what such a player keeps
            if (infer && ++attempts < 40 * samples &&
                rng.unit() * MaxKeepLikelihood >=
                    keepLikelihood(withPlayed(deal[std::size_t(other)]), v.me == 0)) {
                --s;
                continue;
            }
            deals.emplace_back(std::move(deal), 1.0);
        }
    }

    std::vector<Worth> value(candidates.size());
    const Goal goal = goalOf(v, infer);
    if (v.players == 2) {
        std::vector<Line> lines;
        for (const auto& [deal, weight] : deals) {
            Line l{Pegging::resume(deal, v.countCards, v.me, v.lastPlayer, go), weight};
            if (goal.toTheBoard)
                l.theirHand = showOf(withPlayed(deal[std::size_t(other)]), v.starter);
            lines.push_back(std::move(l));
        }
        for (std::size_t i = 0; i < candidates.size(); ++i)
            value[i] =
                playEach(lines, goal, v.me, false, [&](const Pegging&) { return candidates[i]; });
    } else {
        const int mySide = sideOf(v, v.me);
        for (const auto& [deal, weight] : deals) {
            const Pegging start = Pegging::resume(deal, v.countCards, v.me, v.lastPlayer, go);
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                Pegging p = start;
                int pts[Pegging::MaxPlayers] = {};
                p.play(candidates[i], nullptr, pts);
                playOut(p, pts);
                double mine = 0, theirs = 0;
                int sides = 0;
                std::array<bool, Pegging::MaxPlayers> counted{};
                for (int q = 0; q < v.players; ++q) {
                    const int s = sideOf(v, q);
                    if (s == mySide) {
                        mine += pts[q];
                    } else {
                        theirs += pts[q];
                        if (!counted[std::size_t(s)]) counted[std::size_t(s)] = true, ++sides;
                    }
                }
                value[i].points += weight * (mine - (sides ? theirs / sides : 0));
            }
        }
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < candidates.size(); ++i)
        if (goal.toTheBoard ? better(goal, value[i], value[best])
                            : value[i].points > value[best].points + 1e-9)
            best = i;

    // For the hint: the values as points a deal, and how often the next to
    // play could score on each card.
    double weights = 0;
    for (const auto& deal : deals)
        weights += deal.second;
    if (weights <= 0) weights = 1;
    std::vector<PlayChoice> choices;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        double answered = 0;
        if (answer)
            for (const auto& [deal, weight] : deals)
                if (canBeAnswered(v, deal, go, candidates[i])) answered += weight;
        choices.push_back({candidates[i], value[i].points / weights, answered / weights,
                           goal.toTheBoard ? value[i].win / weights : -1.0});
    }
    std::swap(choices[0], choices[best]);
    std::stable_sort(choices.begin() + 1, choices.end(),
                     [](const PlayChoice& a, const PlayChoice& b) { return a.net > b.net; });
    return choices;
}

} // namespace

std::optional<Card> expertPlay(const PlayView& v, Random& rng) {
    const std::vector<PlayChoice> choices = weighPlays(v, rng, false);
    if (choices.empty()) return std::nullopt;
    return choices.front().card;
}

std::vector<PlayChoice> expertPlayChoices(const PlayView& v, Random& rng) {
    return weighPlays(v, rng, true);
}

} // namespace club::crib

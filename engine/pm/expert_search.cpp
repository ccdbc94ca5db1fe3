// SPDX-License-Identifier: GPL-3.0-or-later
#include "expert_search.h"

#include "core/random.h"
#include "playout.h"
#include "standard_reply.h"
#include "view.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace club::pm {

std::vector<Move> distinctMoves(const View& view) {
    std::vector<Move> out;
    const MoveList moves = view.legalMoves();
    for (const Move& m : moves) {
        const int value = view.card(m.card).value;
        const bool dup = std::any_of(out.begin(), out.end(), [&](const Move& o) {
            return view.card(o.card).value == value && o.from == m.from && o.to == m.to &&
                   o.bust == m.bust;
        });
        if (!dup) out.push_back(m);
    }
    return out;
}

namespace {

int marginOver(const Game& g, int seat) {
    int bestOther = -1000;
    for (int s = 0; s < g.players(); ++s)
        if (s != seat) bestOther = std::max(bestOther, g.score(s));
    return g.score(seat) - bestOther;
}

/// Adds each other seat's share of first place in a finished game.
void addOthersWins(const Game& g, int seat, std::array<double, MaxPlayers>& wins) {
    int best = -1000;
    int shared = 0;
    for (int s = 0; s < g.players(); ++s) {
        if (g.score(s) > best) {
            best = g.score(s);
            shared = 0;
        }
        if (g.score(s) == best) ++shared;
    }
    for (int s = 0; s < g.players(); ++s)
        if (s != seat && g.score(s) == best) wins[std::size_t(s)] += 1.0 / shared;
}

struct Tally {
    double wins = 0;
    std::array<double, MaxPlayers> othersWins{}; ///< each seat's share of first place
    double margins = 0;
    int samples = 0;
    int round = 0; ///< the last round it took part in: later rounds rank higher
    double value(double marginWeight) const {
        return samples ? (wins + marginWeight * margins) / samples : 0.0;
    }
};

constexpr int EvidenceBias = 32; ///< a card value + bias indexes the evidence tables

/// How the opponents' past plays speak against a sampled deal: for each
/// seat and card value, the log-likelihood of his holding a card of that
/// value now, summed over his turns (a card held now was held then).
class Evidence {
public:
    Evidence(const View& view, const ExpertSettings& settings) {
        if (settings.evidence <= 0) return;
        const std::vector<int> deckValues = [&] {
            std::vector<int> values = view.unseenValues();
            for (CardId c : view.hand())
                values.push_back(view.card(c).value);
            for (CardId c : view.played())
                values.push_back(view.card(c).value);
            std::sort(values.begin(), values.end());
            values.erase(std::unique(values.begin(), values.end()), values.end());
            return values;
        }();
        for (const PastTurn& turn : view.pastTurns()) {
            if (turn.seat == view.seat()) continue;
            const int laid = turn.from >= 0 ? placeScore(turn.to) - placeScore(turn.from) : 0;
            const MenIndex index(turn.men, view.options());
            for (int v : deckValues) {
                if (v == turn.value || (!turn.hadTop && v < 0)) continue; // PM-5
                const int amount = moveAmount(turn.hadTop, turn.top, v);
                int gain = index.count(amount) == 0 ? 0 : -1000;
                index.ways(amount, [&](int from, int to, bool) {
                    gain = std::max(gain, placeScore(to) - placeScore(from));
                });
                const double l = evidenceLikelihood(gain - laid);
                if (l < 1) {
                    logLikelihood_[std::size_t(turn.seat)][std::size_t(v + EvidenceBias)] +=
                        settings.evidence * std::log(l);
                    any_ = true;
                }
            }
        }
        for (std::size_t p = 0; p < weights_.size(); ++p)
            for (std::size_t v = 0; v < weights_[p].size(); ++v)
                weights_[p][v] = std::exp(logLikelihood_[p][v]);
    }

    bool active() const { return any_; }

    /// The likelihood of each seat's holding a card of each value now.
    const std::array<std::array<double, 2 * EvidenceBias>, MaxPlayers>& weights() const {
        return weights_;
    }

    /// The deal's relative likelihood, 1 when nothing speaks against it.
    double weight(const Game& deal, int seat) const {
        double log = 0;
        for (int s = 0; s < deal.players(); ++s)
            if (s != seat)
                for (CardId c : deal.hand(s))
                    log += logLikelihood_[std::size_t(s)]
                                         [std::size_t(deal.card(c).value + EvidenceBias)];
        return std::exp(log);
    }

private:
    bool any_ = false;
    std::array<std::array<double, 2 * EvidenceBias>, MaxPlayers> logLikelihood_{};
    std::array<std::array<double, 2 * EvidenceBias>, MaxPlayers> weights_{};
};

/// A sampled deal, drawn by rejection on the evidence when there is any.
Game drawDeal(const View& view, const Evidence& evidence, const ExpertSettings& settings,
              Random& rng, long& used) {
    if (evidence.active() && settings.evidenceTries <= 0)
        return view.sampleWeighted(rng, evidence.weights());
    Game deal = view.sample(rng);
    if (!evidence.active()) return deal;
    double best = evidence.weight(deal, view.seat());
    if (rng.unit() < best) return deal;
    for (int t = 1; t < settings.evidenceTries; ++t) {
        ++used; // a try costs about one play-out move
        const Game next = view.sample(rng);
        const double w = evidence.weight(next, view.seat());
        if (rng.unit() < w) return next;
        if (w > best) {
            best = w;
            deal = next;
        }
    }
    return deal;
}

} // namespace

double evidenceLikelihood(int missed) {
    // Standard's kept share over the base share (0.25), by points missed:
    // small gains it passes for the next turn's sake, a landing on 25 it
    // rarely does, unless it lands another man (two landings differ by 40).
    if (missed <= 0) return 1.0;
    if (missed <= 8) return 0.75;
    if (missed <= 16) return 1.0;
    if (missed <= 24) return 0.35;
    if (missed <= 32) return 0.05;
    if (missed <= 36) return 0.2;
    if (missed <= 56) return 0.8;
    return 0.25;
}

std::vector<Game> drawDeals(const View& view, Random& rng, const ExpertSettings& settings,
                            int count) {
    const Evidence evidence(view, settings);
    std::vector<Game> out;
    long used = 0;
    for (int i = 0; i < count; ++i)
        out.push_back(drawDeal(view, evidence, settings, rng, used));
    return out;
}

std::vector<ScoredMove> searchMoves(const View& view, Random& rng, const ExpertSettings& settings) {
    std::vector<ScoredMove> scored;
    for (const Move& m : distinctMoves(view))
        scored.push_back(ScoredMove{m, 0.0, 0});
    if (scored.size() <= 1) return scored;

    // Successive halving: each round shares out the same part of the work
    // among the candidates still in, all played in the same sampled deals
    // (common random numbers), then the worse half drops out. The clearly
    // bad moves cost little; the close calls among the best get the samples.
    const int seat = view.seat();
    const std::size_t count = scored.size();
    std::vector<Tally> tally(count);
    std::vector<std::size_t> alive(count);
    for (std::size_t c = 0; c < count; ++c)
        alive[c] = c;
    const Evidence evidence(view, settings);
    const int rounds = int(std::ceil(std::log2(double(count))));
    const long perRound = std::max<long>(1, settings.work / rounds);
    const int perRoundCap = std::max(1, settings.maxSamples / rounds);
    for (int round = 1; round <= rounds && alive.size() > 1; ++round) {
        long used = 0;
        for (int d = 0; d < perRoundCap && (d < settings.minSamples || used < perRound); ++d) {
            const Game sample = drawDeal(view, evidence, settings, rng, used);
            const std::uint64_t playSeed = rng.next();
            for (std::size_t c : alive) {
                Game g = sample;
                g.apply(scored[c].move);
                Random play(playSeed); // the same future for every candidate
                for (int r = 0; r < settings.standardReplies && !g.isOver() && g.toMove() != seat;
                     ++r) {
                    g.play(standardReply(g, play));
                    used += settings.replyWork;
                }
                const int before = g.turnsPlayed();
                playOut(g, play);
                used += g.turnsPlayed() - before + 1;
                Tally& t = tally[c];
                t.wins += winShare(g, seat);
                addOthersWins(g, seat, t.othersWins);
                t.margins += marginOver(g, seat);
                ++t.samples;
                t.round = round;
            }
        }
        std::stable_sort(alive.begin(), alive.end(), [&](std::size_t a, std::size_t b) {
            return tally[a].value(settings.marginWeight) > tally[b].value(settings.marginWeight);
        });
        alive.resize((alive.size() + 1) / 2);
    }
    for (std::size_t c = 0; c < count; ++c) {
        const Tally& t = tally[c];
        scored[c].samples = t.samples;
        scored[c].winRate = t.samples ? t.wins / t.samples : 0.0;
        scored[c].value = t.value(settings.marginWeight);
        for (int s = 0; s < view.players(); ++s)
            if (t.othersWins[std::size_t(s)] > 0 &&
                (scored[c].rival < 0 ||
                 t.othersWins[std::size_t(s)] > t.othersWins[std::size_t(scored[c].rival)]))
                scored[c].rival = s;
        if (scored[c].rival >= 0)
            scored[c].rivalRate = t.othersWins[std::size_t(scored[c].rival)] / t.samples;
    }
    // Best first: the move left in the last round, then by the round a move
    // dropped out in, then by value.
    std::vector<std::size_t> order(count);
    for (std::size_t c = 0; c < count; ++c)
        order[c] = c;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const bool aWon = !alive.empty() && a == alive.front();
        const bool bWon = !alive.empty() && b == alive.front();
        if (aWon != bWon) return aWon;
        if (tally[a].round != tally[b].round) return tally[a].round > tally[b].round;
        return scored[a].value > scored[b].value;
    });
    std::vector<ScoredMove> out;
    out.reserve(count);
    for (std::size_t c : order)
        out.push_back(scored[c]);
    return out;
}

} // namespace club::pm

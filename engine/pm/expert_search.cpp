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

} // namespace

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
    const int rounds = int(std::ceil(std::log2(double(count))));
    const long perRound = std::max<long>(1, settings.work / rounds);
    const int perRoundCap = std::max(1, settings.maxSamples / rounds);
    for (int round = 1; round <= rounds && alive.size() > 1; ++round) {
        long used = 0;
        for (int d = 0; d < perRoundCap && (d < settings.minSamples || used < perRound); ++d) {
            const Game sample = view.sample(rng);
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "hint.h"

#include "core/random.h"
#include "playout.h"
#include "view.h"

#include <algorithm>
#include <cmath>

namespace club::pm {

namespace {

constexpr int DenialSamples = 64;
/// A card "denies" when it leaves the next player this many points less,
/// on average, than the card a greedy player would have laid.
constexpr double DenialMargin = 6.0;

int bestGainWith(const Men& men, int amount, const Options& options) {
    const ManMoves ways = legalManMoves(men, amount, options);
    int best = ways.empty() ? 0 : -1000;
    for (const ManMove& w : ways)
        best = std::max(best, placeScore(w.to) - placeScore(w.from));
    return best;
}

bool isBust(const Move& m) {
    return m.movesMan() && m.bust;
}

} // namespace

HintReason::Share shareOf(double winRate) {
    using Share = HintReason::Share;
    return winRate >= 0.6    ? Share::Most
           : winRate >= 0.4  ? Share::AboutHalf
           : winRate >= 0.15 ? Share::Some
                             : Share::Few;
}

double leftPlayerGain(const SeatView& view, int top, Random& rng, int samples) {
    const int left = (view.seat() + 1) % view.players();
    const Men& men = view.men(left);
    double total = 0;
    for (int i = 0; i < samples; ++i) {
        const Game g = view.sample(rng);
        int best = -1000;
        for (CardId c : g.hand(left))
            best = std::max(best, bestGainWith(men, top + g.card(c).value, view.options()));
        total += best == -1000 ? 0 : best;
    }
    return total / samples;
}

Hint hint(const SeatView& view, Random& rng, const ExpertSettings& settings) {
    const std::vector<ScoredMove> scored = searchMoves(view, rng, settings);
    const Move best = scored.front().move;
    Hint h{best, {}};
    HintReason& r = h.reason;
    r.from = best.from;
    r.to = best.to;
    r.share = shareOf(scored.front().winRate);
    r.rival = scored.front().rival;

    if (best.movesMan() && !best.bust && best.to == Home) {
        r.kind = HintReason::Kind::LandsHome;
        return h;
    }
    if (std::all_of(scored.begin(), scored.end(),
                    [](const ScoredMove& s) { return isBust(s.move); })) {
        r.kind = HintReason::Kind::LeastLoss;
        return h;
    }

    // Did the card chosen keep the next player from a good turn? Compare
    // with the card a greedy player would lay.
    const int cardValue = view.card(best.card).value;
    const Move* greedy = &scored.front().move;
    for (const ScoredMove& s : scored)
        if (scoreGain(s.move) > scoreGain(*greedy)) greedy = &s.move;
    const int greedyValue = view.card(greedy->card).value;
    if (view.handCount((view.seat() + 1) % view.players()) > 0 && greedyValue != cardValue) {
        const double mine = leftPlayerGain(view, cardValue, rng, DenialSamples);
        const double theirs = leftPlayerGain(view, greedyValue, rng, DenialSamples);
        if (theirs - mine >= DenialMargin) {
            const int left = (view.seat() + 1) % view.players();
            int place = -1;
            for (int m : view.men(left))
                if (m > Stars && m < Home) place = std::max(place, m);
            if (place > 0) {
                r.kind = HintReason::Kind::LeavesTop;
                r.card = cardValue;
                r.seat = left;
                r.place = place;
                return h;
            }
        }
    }
    if (!best.movesMan())
        r.kind = HintReason::Kind::NoManMoves;
    else if (best.bust)
        r.kind = HintReason::Kind::BustsOnPurpose;
    else if (best.from == Stars)
        r.kind = HintReason::Kind::BringsOut;
    else if (best.to < best.from)
        r.kind = HintReason::Kind::MovesBack;
    else
        r.kind = HintReason::Kind::BestChances;
    return h;
}

Hint hint(const SeatView& view, const ExpertSettings& settings) {
    Random rng(view.positionKey());
    return hint(view, rng, settings);
}

} // namespace club::pm

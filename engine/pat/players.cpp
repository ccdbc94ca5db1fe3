// SPDX-License-Identifier: GPL-3.0-or-later
#include "players.h"

#include "core/player_kinds.h"
#include "core/random.h"
#include "dice.h"
#include "evaluate.h"

namespace club::pat {

namespace {

// The one table of kinds; levels first, then the reference players.
const PlayerKinds<Player>& kinds() {
    static const PlayerKinds<Player> table{
        {"beginner", [] { return std::make_unique<BeginnerPlayer>(); }},
        {"standard", [] { return std::make_unique<StandardPlayer>(); }},
        {"expert", [] { return std::make_unique<ExpertPlayer>(); }},
        {"random", [] { return std::make_unique<RandomPlayer>(); }},
        {"heuristic", [] { return std::make_unique<HeuristicPlayer>(); }},
    };
    return table;
}

std::uint8_t stillPlaying(const State& s) {
    std::uint8_t mask = s.rules().inPlay;
    for (int i = 0; i < s.finishedCount(); ++i)
        mask &= std::uint8_t(~(1u << s.finished(i)));
    return mask | std::uint8_t(1u << s.toMove());
}

float utilityAfter(const State& s, int index) {
    State t = s;
    const int me = s.toMove();
    t.choose(index);
    return utilities(t.position(), stillPlaying(s))[std::size_t(me)];
}

} // namespace

std::unique_ptr<Player> makePlayer(const std::string& kind) {
    return kinds().make(kind);
}

std::vector<std::string> playerKinds() {
    return kinds().names();
}

bool isPlayerKind(const std::string& kind) {
    return kinds().has(kind);
}

int RandomPlayer::choose(const State& s, Random& rng) {
    return int(rng.below(std::uint32_t(s.legalCount())));
}

namespace {
// The heuristic player's rule order (PLAYERS.md), shared with the Expert's
// rollouts, where the others play it.
int heuristicChoice(const State& s) {
    const Position& p = s.position();
    const Paths& ps = Paths::standard();
    const int me = s.toMove();
    const Kind kind = p.kind;
    int best = 0, bestRank = -1, bestKey = 0;
    for (int i = 0; i < s.legalCount(); ++i) {
        const Move m = s.legal()[i];
        int rank = 0, key = 0; // higher rank wins; within a rank, higher key
        const bool onLoop = m.to <= LastLoop;
        const int g = onLoop ? ps.square[int(kind)][me][m.to] : -1;
        const std::uint8_t b = onLoop ? p.loop[std::size_t(g)] : 0;
        const int mine = onLoop ? (b >> (2 * me)) & 3 : 0;
        bool capture = false;
        if (onLoop && b && !mine && !ps.star[std::size_t(g)]) {
            int other = 0;
            while (!((b >> (2 * other)) & 3))
                ++other;
            capture = areAdversaries(kind, me, other);
        }
        const bool fromUnsafe = m.from >= 0 && m.from <= LastLoop &&
                                !ps.star[ps.square[int(kind)][me][m.from]] &&
                                danger(p, me, ps.square[int(kind)][me][m.from]) > 0;
        const bool toSafe =
            m.to >= FirstHomeColumn || (onLoop && ps.star[std::size_t(g)]) || mine == 1;
        if (capture)
            rank = 6, key = m.to; // 1. capture, the furthest first
        else if (m.to == Home)
            rank = 5; // 2. reach HOME
        else if (m.from == Triangle)
            rank = 4; // 3. enter
        else if (mine == 1 && onLoop)
            rank = 3, key = -m.from; // 4. make a barrier
        else if (fromUnsafe && toSafe)
            rank = 2, key = -m.from; // 5. run the rearmost threatened counter to safety
        else if (m.to < FirstHomeColumn || m.to == Home)
            rank = 1, key = m.from; // 6. advance the leader on the loop
        else
            rank = 0, key = m.from; // 7. last, a move inside the home column
        if (rank > bestRank || (rank == bestRank && key > bestKey))
            best = i, bestRank = rank, bestKey = key;
    }
    return best;
}
} // namespace

int HeuristicPlayer::choose(const State& s, Random&) {
    return heuristicChoice(s);
}

int BeginnerPlayer::choose(const State& s, Random& rng) {
    if (rng.below(3) == 0) return int(rng.below(std::uint32_t(s.legalCount())));
    HeuristicPlayer h;
    return h.choose(s, rng);
}

int StandardPlayer::choose(const State& s, Random& rng) {
    int best = 0;
    float bestValue = -1e30f;
    for (int i = 0; i < s.legalCount(); ++i) {
        const float v = utilityAfter(s, i) + float(rng.unit()) * 0.01f;
        if (v > bestValue) best = i, bestValue = v;
    }
    return best;
}

namespace {

using Values = std::array<float, Colours>;

struct Search {
    std::uint8_t playing;
    ExpertSettings::Reply others = ExpertSettings::Reply::Mean;
    long leaves = 0;

    Values leaf(const State& s) {
        ++leaves;
        return utilities(s.position(), playing);
    }

    // A throw is pending for s.toMove(): he picks the move best for himself.
    int me = -1;

    Values decide(const State& s, int depth) {
        const int mover = s.toMove();
        // The others reply by the heuristic rule order when the settings
        // say so: one move, as in the rollouts.
        if (mover != me && others == ExpertSettings::Reply::Rule) {
            State t = s;
            t.choose(s.legalCount() > 1 ? heuristicChoice(s) : 0);
            return chance(t, depth);
        }
        // Else the others' choices are averaged: the Expert does not presume
        // to know how they judge, and it plays best so against every level.
        if (mover != me) {
            Values sum{};
            for (int i = 0; i < s.legalCount(); ++i) {
                State t = s;
                t.choose(i);
                const Values v = chance(t, depth);
                for (int c = 0; c < Colours; ++c)
                    sum[std::size_t(c)] += v[std::size_t(c)] / float(s.legalCount());
            }
            return sum;
        }
        Values best{};
        float bestValue = -1e30f;
        for (int i = 0; i < s.legalCount(); ++i) {
            State t = s;
            t.choose(i);
            const Values v = chance(t, depth);
            if (v[std::size_t(mover)] > bestValue) best = v, bestValue = v[std::size_t(mover)];
        }
        return best;
    }

    // The die is to be thrown: the mean over its six faces.
    Values chance(const State& s, int depth) {
        if (depth <= 0 || s.isOver()) return leaf(s);
        Values sum{};
        for (int face = 1; face <= 6; ++face) {
            State t = s;
            t.throwDie(face);
            const Values v =
                t.phase() == Phase::Choose ? decide(t, depth - 1) : chance(t, depth - 1);
            for (int c = 0; c < Colours; ++c)
                sum[std::size_t(c)] += v[std::size_t(c)];
        }
        for (float& x : sum)
            x /= 6;
        return sum;
    }
};

} // namespace

float expertRollout(State t, int me, std::uint8_t playing, const ExpertSettings& settings,
                    Dice& d) {
    const int horizon = settings.horizon;
    constexpr float WinValue = 500; // more than any difference of standings
    for (int thrown = 0; !t.isOver() && thrown < horizon;) {
        if (t.phase() != Phase::Choose) {
            t.throwDie(d.die());
            ++thrown;
            continue;
        }
        int pick = 0;
        if (t.legalCount() > 1) {
            if (t.toMove() == me) {
                float best = -1e30f;
                for (int i = 0; i < t.legalCount(); ++i) {
                    State u = t;
                    u.choose(i);
                    const float v = utilities(u.position(), playing)[std::size_t(me)];
                    if (v > best) best = v, pick = i;
                }
            } else if (settings.othersByRule >= 6 ||
                       (settings.othersByRule > 0 && int(d.below(6)) < settings.othersByRule)) {
                pick = heuristicChoice(t); // sensible play: they take, enter, run to safety
            } else {
                pick = d.below(unsigned(t.legalCount()));
            }
        }
        t.choose(pick);
    }
    if (t.rules().kind == Kind::Partner) {
        if (t.winningSide() >= 0) return t.winningSide() == sideOf(me) ? WinValue : -WinValue;
    } else if (t.finishedCount() > 0) {
        return t.finished(0) == me ? WinValue : -WinValue;
    }
    return utilities(t.position(), playing)[std::size_t(me)];
}

int ExpertPlayer::choose(const State& s, Random& rng) {
    if (s.legalCount() == 1) return 0;
    const int depth = settings_.depth, rollouts = settings_.rollouts;
    Search search{stillPlaying(s), settings_.othersInSearch};
    const int me = s.toMove();
    search.me = me;
    // Every candidate's rollouts are thrown from the same dice, so that the
    // moves are compared under the same luck.
    const std::uint64_t base = rng.next();
    int best = 0;
    float bestValue = -1e30f;
    for (int i = 0; i < s.legalCount(); ++i) {
        // Counters on one square give the same move: search it once.
        bool seen = false;
        for (int j = 0; j < i; ++j)
            seen |= s.legal()[j].from == s.legal()[i].from;
        if (seen) continue;
        State t = s;
        t.choose(i);
        float v = search.chance(t, depth)[std::size_t(me)];
        if (rollouts > 0) {
            float sum = 0;
            for (int r = 0; r < rollouts; ++r) {
                Dice d(base + std::uint64_t(r) * 0x9E3779B97F4A7C15ull);
                sum += expertRollout(t, me, search.playing, settings_, d);
            }
            const float w = settings_.rolloutWeight;
            v = (1 - w) * v + w * sum / float(rollouts);
        }
        v += float(rng.unit()) * 1e-3f;
        if (v > bestValue) best = i, bestValue = v;
    }
    leaves_ = search.leaves;
    return best;
}

} // namespace club::pat

// SPDX-License-Identifier: GPL-3.0-or-later
// Not built with the project. Build and run from the repository root:
//   g++ -std=c++20 -O2 -Iengine engine/crib/peg_table_gen/gen.cpp \
//       engine/crib/{discard,pegging,score,card,peg_table,throw_table,habitual_play,habitual_discard}.cpp \
//       engine/core/random.cpp -o gen
//   ./gen 2000 20000 habit > pegging.txt
// (and freq.cpp likewise: ./freq 1000000 habit > keeps.txt), then
//   python3 engine/crib/peg_table_gen/mk_table.py pegging.txt engine/crib/peg_table.cpp keeps.txt
//   clang-format -i engine/crib/peg_table.cpp
//
// Generates the pegging table: expected pegging differential of a kept four
// (by ranks) for pone and dealer, against opponent keeps chosen by the exact
// expected value discard, both sides pegging with a standard-like policy, or
// (third argument "habit", the table in use) the other pegging by habit
// (habitual_play.h, BSD's rule).
#include "core/random.h"
#include "crib/discard.h"
#include "crib/habitual_play.h"
#include "crib/pegging.h"
#include "crib/score.h"
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using namespace club::crib;
using club::Random;

static Card pick(const Pegging& p, CardSet unseen) {
    const int me = p.toPlay();
    Card best = NoCard;
    double bestV = -1e9;
    std::array<Card, 14> seq{};
    const auto run = p.countCards();
    std::copy(run.begin(), run.end(), seq.begin());
    const std::size_t n = run.size();
    const int n_unseen = __builtin_popcountll(unseen);
    for (Card c : p.hand(me)) {
        if (p.count() + valueOf(c) > 31) continue;
        seq[n] = c;
        const int now = pegPoints(std::span<const Card>(seq.data(), n + 1));
        const int cnt = p.count() + valueOf(c);
        double reply = 0;
        if (cnt < 31) {
            CardSet u = unseen;
            while (u) {
                Card x = Card(__builtin_ctzll(u));
                u &= u - 1;
                if (cnt + valueOf(x) > 31) continue;
                seq[n + 1] = x;
                reply += pegPoints(std::span<const Card>(seq.data(), n + 2));
            }
            reply /= n_unseen;
        }
        const double v = now - 1.6 * reply + 0.01 * valueOf(c);
        if (v > bestV + 1e-9) bestV = v, best = c;
    }
    return best;
}

int main(int argc, char** argv) {
    const int N = argc > 1 ? atoi(argv[1]) : 200;
    const int poolSize = argc > 2 ? atoi(argv[2]) : 20000;
    const bool habit = argc > 3 && std::strcmp(argv[3], "habit") == 0;
    Random rng(12345);
    // pools of keeps: [0] pone keeps, [1] dealer keeps
    std::vector<std::array<Card, 4>> pool[2];
    std::vector<Card> deck(52);
    for (int i = 0; i < 52; ++i)
        deck[i] = Card(i);
    for (int role = 0; role < 2; ++role)
        for (int i = 0; i < poolSize; ++i) {
            rng.shuffle(std::span<Card>(deck));
            Hand h(deck.begin(), deck.begin() + 6);
            auto opts = analyseDiscards(h, 2, role == 1);
            std::array<Card, 4> k;
            for (int j = 0; j < 4; ++j)
                k[j] = opts.front().keep[j];
            pool[role].push_back(k);
        }
    fprintf(stderr, "pools done\n");
    static double out[2][1820];
    int idx = 0;
    for (int a = 0; a < 13; ++a)
        for (int b = a; b < 13; ++b)
            for (int c = b; c < 13; ++c)
                for (int d = c; d < 13; ++d, ++idx) {
                    int ranks[4] = {a, b, c, d};
                    for (int role = 0; role < 2; ++role) { // role 0: I am pone
                        double sum = 0;
                        int done = 0;
                        while (done < N) {
                            // my suits: distinct cards
                            std::array<Card, 4> mine;
                            int suitsUsed[13] = {};
                            for (int i = 0; i < 4; ++i) {
                                int s;
                                int tries = 0;
                                do {
                                    s = rng.below(4);
                                } while ((suitsUsed[ranks[i]] >> s & 1) && ++tries < 100);
                                suitsUsed[ranks[i]] |= 1 << s;
                                mine[i] = makeCard(ranks[i], s);
                            }
                            CardSet my = 0;
                            for (Card x : mine)
                                my |= bit(x);
                            if (__builtin_popcountll(my) != 4) continue;
                            const auto& opp =
                                pool[1 - role][rng.below(std::uint32_t(pool[1 - role].size()))];
                            CardSet os = 0;
                            for (Card x : opp)
                                os |= bit(x);
                            if (os & my) continue;
                            std::vector<Hand> hands(2);
                            const int meSeat = role; // play order: 0 pone, 1 dealer
                            hands[meSeat] = Hand(mine.begin(), mine.end());
                            hands[1 - meSeat] = Hand(opp.begin(), opp.end());
                            Pegging p(hands);
                            int pts[Pegging::MaxPlayers] = {};
                            CardSet played = 0;
                            CardSet own[2] = {0, 0};
                            own[meSeat] = my;
                            own[1 - meSeat] = os;
                            while (!p.finished()) {
                                const int t = p.toPlay();
                                const CardSet unseen = FullPack & ~own[t] & ~played;
                                Card c = NoCard;
                                if (habit && t != meSeat) {
                                    std::vector<Card> legal;
                                    for (Card x : p.hand(t))
                                        if (p.count() + valueOf(x) <= 31) legal.push_back(x);
                                    c = habitualPlay(legal, p.countCards(), p.count());
                                } else {
                                    c = pick(p, unseen);
                                }
                                played |= bit(c);
                                p.play(c, nullptr, pts);
                            }
                            sum += pts[meSeat] - pts[1 - meSeat];
                            ++done;
                        }
                        out[role][idx] = sum / N;
                    }
                    if (idx % 100 == 0) fprintf(stderr, "%d\n", idx);
                }
    for (int role = 0; role < 2; ++role) {
        double mean = 0;
        for (int i = 0; i < 1820; ++i)
            mean += out[role][i];
        mean /= 1820;
        printf("// role %d mean %.3f\n", role, mean);
        for (int i = 0; i < 1820; ++i)
            printf("%.2f,%s", out[role][i], i % 16 == 15 ? "\n" : " ");
        printf("\n");
    }
}
